import Foundation
import ListFuzz
import ListKit
import ListScenarios
import ListSimulator
import Testing

/// A failure `checkViewModel` finds comes back as a scenario that fails under `listkit replay`
/// with the same error: one planted bug of each kind a snapshot edit can make.
@Suite struct ViewModelFailureReplayTests {
  /// Each bug, planted in the snapshot built after the second event.
  enum Bug: String, CaseIterable, Sendable {
    case duplicateSections, sectionAlreadyExists, duplicateItems, noSections, unknownSection
    case unknownItem, itemRelativeToItself, reloadUnknownItem, reconfigureUnknownItem
    case itemAlreadyExists

    var code: String {
      switch self {
      case .duplicateSections, .sectionAlreadyExists: "duplicateSectionIdentifiers"
      case .duplicateItems: "duplicateItemIdentifiers"
      default: rawValue
      }
    }

    func snapshot(after events: Int) -> DiffableDataSourceSnapshot<String, String> {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.existingItemPolicy = .reject
      guard events >= 2 else {
        snapshot.appendSections(["a"])
        snapshot.appendItems((0..<events + 1).map { "x\($0)" }, toSection: "a")
        return snapshot
      }
      if self == .noSections {
        snapshot.appendItems(["y"])
        return snapshot
      }
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems(["x0", "x1"], toSection: "a")
      switch self {
      case .duplicateSections: snapshot.appendSections(["c", "c"])
      case .sectionAlreadyExists: snapshot.appendSections(["b"])
      case .duplicateItems: snapshot.appendItems(["z", "z"], toSection: "b")
      case .noSections: break
      case .unknownSection: snapshot.appendItems(["z"], toSection: "nope")
      case .unknownItem: snapshot.moveItem("gone", beforeItem: "x0")
      case .itemRelativeToItself: snapshot.moveItem("x0", beforeItem: "x0")
      case .reloadUnknownItem: snapshot.reloadItems(["gone"])
      case .reconfigureUnknownItem: snapshot.reconfigureItems(["gone"])
      case .itemAlreadyExists: snapshot.appendItems(["x0"], toSection: "b")
      }
      return snapshot
    }
  }

  @Test(arguments: Bug.allCases)
  func failureReplaysWithTheSameError(bug: Bug) async throws {
    let report = await Fuzzer.checkViewModel(
      initial: 0, seed: 1, iterations: 1, events: 3, event: { _ in 1 }, reduce: { $0 + $1 },
      snapshot: { bug.snapshot(after: $0) })
    let failure = try #require(report.failure, "the planted bug was not found")
    #expect(failure.message.contains(bug.code), "\(failure.message)")
    let reread = try Scenario.parse(failure.scenario.jsonText())
    let replayed = await reread.replay()
    #expect(!replayed.passed, "\(failure.scenario.jsonText())")
    #expect(
      replayed.failureDescription?.contains("rejected \(bug.code)") == true,
      "\(replayed.failureDescription ?? "passed"): \(failure.scenario.jsonText())")
  }
}
