import Foundation
import ListReporting
import ListSimulator
import ListUIKit
import Testing

/// The one failure reporter: an issue of the running Swift test; outside a test, a warning.
@Suite struct FailureReporterTests {
  @Test func aFailureIsOneIssueOfTheRunningTest() {
    let error = BatchUpdateError(
      code: .invalidItemCount, message: "Invalid update: invalid number of items in section 0.",
      rule: "R2", isUIKitMessage: true)
    let log = FailureLog()
    withKnownIssue {
      log.report(error)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Invalid update: invalid number of items in section 0. [invalidItemCount, rule R2]"
      ]
    }
    #expect(log.errors.count == 1)
    #expect(log.last?.stableCode == "invalidItemCount")
  }

  @Test func outsideATestItIsARuntimeWarning() async {
    // A detached task runs outside the test's task-local context: no test is current there.
    let destination = await Task.detached { FailureReporter.report("outside") }.value
    #expect(destination == .runtimeWarning || destination == .xcTest)
  }
}
