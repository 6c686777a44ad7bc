import ListReporting
import Testing

@Suite struct ReporterBridgeTests {
  /// The reporter links no test framework: it finds Swift Testing through `ListTesting`'s
  /// bridge, which this test target links (as every test target that depends on a reporting
  /// product does), and a failure becomes an issue of this test.
  @Test func aFailureBecomesAnIssueOfTheRunningTest() {
    withKnownIssue {
      #expect(FailureReporter.report("bridged") == .swiftTesting)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "bridged" }
    }
  }
}
