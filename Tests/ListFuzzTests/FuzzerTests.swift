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
