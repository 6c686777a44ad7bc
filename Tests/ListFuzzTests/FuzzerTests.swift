import Foundation
import ListFuzz
import ListKit
import ListScenarios
import ListSimulator
import Testing

@Suite struct FuzzerTests {
  /// The whole package under a short campaign of every target: the engine's batches are accepted
  /// and leave the view showing the snapshot with minimal moves, hand-written batches get the
  /// reference model's verdict, the data source holds what was applied.
  @Test(arguments: [UInt64(1), 2, 3])
  func shortCampaignFindsNothing(seed: UInt64) async {
    let report = await Fuzzer(Fuzzer.Configuration(seed: seed, iterations: 150)).run()
    #expect(report.passed, "\(report)")
    #expect(report.cases == 150)
    #expect(report.steps > 150 * 6)
  }

  /// The view campaign starts some batches from counts the view does not hold — a view that
  /// never read its data source, a data source changed behind the view's back with and without
  /// `invalidateLayout` — and every batch it derives says what the view must answer inside the
  /// block: the counts the reference model starts it from.
  @Test func viewCampaignAsksForCountsInsideBatchesOfStaleViews() {
    var neverRead = 0
    var invalidated = 0
    var batches = 0
    var withCounts = 0
    for k in 0..<200 {
      let program = Fuzzer.program(seed: Fuzzer.caseSeed(20_261_210, k), target: .view)
      if case .setData = program.operations.first { neverRead += 1 }
      invalidated += program.operations.filter { $0 == .invalidateLayout }.count
      for step in Fuzzer.scenario(program, name: "case \(k)").steps {
        guard case .batch = step.operation else { continue }
        batches += 1
        if step.expect.countsInBatch != nil { withCounts += 1 }
      }
    }
    #expect(neverRead > 0)
    #expect(invalidated > 0)
    #expect(batches > 0)
    #expect(withCounts == batches)
  }

  /// A planted bug — an adapter that declares one batch although a moved section's items
  /// change — is found by the default campaign of `checkBatchUpdates` and shrunk to a few steps;
  /// the shrunk scenario, written and read back, fails the same way.
  @Test func plantedBatchBugIsFoundAndShrunk() async throws {
    let report = await Fuzzer.checkBatchUpdates { old, new in oneBatchAdapter(old: old, new: new) }
    let failure = try #require(report.failures.first, "the planted bug was not found")
    #expect(failure.signature == "batch: expected accepted, was rejected itemChangeInMovedSection")
    #expect(failure.operationsAfter <= 2, "\(failure)")
    let items = failure.scenario.steps.compactMap { step -> Int? in
      guard case .reloadData(let data) = step.operation else { return nil }
      return data.count
    }
    #expect(items.allSatisfy { $0 <= 2 }, "\(failure.scenario.jsonText())")
    let reread = try Scenario.parse(failure.scenario.jsonText())
    let replayed = await reread.replay()
    #expect(!replayed.passed)
    #expect(replayed.signature == failure.signature)
  }

  /// The same adapter in two stages passes, so the check above fails for the bug, not for
  /// anything a correct adapter does.
  @Test func stagedAdapterPasses() async {
    let report = await Fuzzer.checkStagedBatchUpdates { old, new in
      stagedAdapter(old: old, new: new)
    }
    #expect(report.passed, "\(report)")
    #expect(report.cases == 300)
  }

  /// An off-by-one in hand-written inserts is found and shrunk to one step of at most a few
  /// items.
  @Test func offByOneInsertIsFound() async throws {
    let report = await Fuzzer.checkBatchUpdates(seed: 9) { old, new in
      var batch = oneBatchAdapter(old: old, new: new)
      batch.insertItems = batch.insertItems.map { IndexPath(item: $0[1] + 1, section: $0[0]) }
      return batch
    }
    let failure = try #require(report.failures.first)
    #expect(failure.operationsAfter == 1, "\(failure)")
    #expect(failure.scenario.steps.count <= 3, "\(failure.scenario.jsonText())")
  }

  // MARK: View models

  @Test func viewModelBugIsShrunkToTwoEvents() async throws {
    let report = await Fuzzer.checkViewModel(
      initial: Inbox(pinKeepsTheMessage: true), seed: 4,
      event: { Inbox.randomEvent(using: &$0) }, reduce: { $0.handling($1) },
      snapshot: { $0.snapshot })
    let failure = try #require(report.failure)
    #expect(failure.events.count == 2, "\(report)")
    #expect(failure.events.first?.description == "receive", "\(report)")
    #expect(failure.message.contains("itemAlreadyExists"), "\(report)")
    // The scenario holds the snapshots as the view model built them (the failing edit left its
    // snapshot unchanged, as Apple's does): two applies, each checked.
    #expect(failure.scenario.steps.count == 4)
  }

  @Test func correctViewModelPasses() async {
    let report = await Fuzzer.checkViewModel(
      initial: Inbox(), seed: 4, event: { Inbox.randomEvent(using: &$0) },
      reduce: { $0.handling($1) }, snapshot: { $0.snapshot })
    #expect(report.passed, "\(report)")
    #expect(report.steps == 100 * 20)
  }
}

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
