import Foundation
import ListFuzz
import ListKit
import ListScenarios
import ListSimulator
import Testing

@Suite struct ScenarioWritingTests {
  /// Decode → encode → decode gives an equal scenario, for generated scenarios of every op with
  /// random expectations (codes, messages with quotes, back slashes, new lines and non-ASCII
  /// text, change counts, batch counts), names and settings.
  @Test(arguments: 0..<200)
  func encodingRoundTrips(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let target = [FuzzTarget.engine, .view, .datasource][Int(seed % 3)]
    var scenario = Fuzzer.scenario(
      Fuzzer.program(seed: seed, target: target), name: "round \"trip\" \\ \(seed) ✓")
    scenario.about = Bool.random(using: &rng) ? nil : "line one\nline\ttwo – ü"
    let texts = ["a \"quoted\" message…", "tab\tand\nnew line", "ünïcödé 0x7f00"]
    for k in scenario.steps.indices where Int.random(in: 0..<4, using: &rng) == 0 {
      var expect = Scenario.Expectation(
        outcome: [.accepted, .rejected, .recovered].randomElement(using: &rng)!)
      if expect.outcome != .accepted {
        expect.error = ErrorCodes.all.randomElement(using: &rng)!
      }
      if Bool.random(using: &rng) { expect.message = texts.randomElement(using: &rng)! }
      if Bool.random(using: &rng) {
        expect.changes = ["insertItems": Int.random(in: 0...9, using: &rng), "moveSections": 0]
      }
      if Bool.random(using: &rng) { expect.batches = Int.random(in: 0...3, using: &rng) }
      scenario.steps[k].expect = expect
    }
    // Settings and ops the generator does not write.
    scenario.strict = Bool.random(using: &rng)
    scenario.steps.append(Scenario.Step(.invalidateLayout))
    scenario.steps.append(
      Scenario.Step(.setData([.anonymous(count: 3), .identified(id: "x", items: [])])))
    scenario.steps.append(
      Scenario.Step(
        .edit(
          [.deleteAllItems, .appendItems(["q"], toSection: nil)], apply: false, animating: false)))
    let text = scenario.jsonText()
    let decoded = try Scenario.parse(text)
    #expect(decoded == scenario)
    #expect(decoded.jsonText() == text)
  }

  /// A recorded view session replays to the same verdicts.
  @Test func recordedViewSessionReplays() async throws {
    let model = ArrayDataSource(sections: [["a", "b", "c"], ["d"]])
    let view = await VirtualTableView(dataSource: model)
    try view.reloadData()
    let recorder = ScenarioRecorder(name: "view session")
    recorder.record(view)
    try view.performBatchUpdates {
      model.sections = [["a", "c"], ["d", "e"]]
      try view.deleteRows(at: [IndexPath(item: 1, section: 0)])
      try view.insertRows(at: [IndexPath(item: 1, section: 1)])
    }
    #expect(throws: BatchUpdateError.self) {
      try view.performBatchUpdates {
        model.sections = [["a", "c", "f"], ["d", "e"]]
        try view.insertRows(at: [IndexPath(item: 5, section: 0)])
      }
    }
    view.invalidateLayout()
    model.sections = [["a"], ["d", "e"]]
    try view.performBatchUpdates {
      model.sections = [["a"], ["e"]]
      try view.deleteRows(at: [IndexPath(item: 0, section: 1)])
    }
    let scenario = recorder.scenario
    #expect(scenario.view == .table)
    #expect(
      scenario.steps.map(\.opName) == [
        "reloadData", "batch", "batch", "invalidateLayout", "setData", "batch",
      ])
    #expect(scenario.steps[2].expect.error == "insertItemOutOfRange")
    let replayed = await (try Scenario.parse(scenario.jsonText())).replay()
    #expect(replayed.passed, "\(replayed.failureDescription ?? "")")
  }

  /// A recorded data-source session — applies, a section snapshot, a toggle, an interactive
  /// move, a supplementary view request, a failing apply — replays to the same verdicts.
  @Test func recordedDataSourceSessionReplays() async throws {
    let view = await VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<String, String>(view: view)
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["top"])
    snapshot.appendItems(["x"], toSection: "top")
    try await dataSource.apply(snapshot)
    let recorder = ScenarioRecorder(name: "data source session")
    recorder.record(dataSource)
    snapshot.appendSections(["tree", "flat"])
    snapshot.appendItems(["y", "z"], toSection: "flat")
    snapshot.reconfigureItems(["x"])
    try await dataSource.apply(snapshot)
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["root"])
    outline.append(["leaf"], to: "root")
    try await dataSource.apply(outline, to: "tree")
    try await dataSource.userToggledItem("root")
    var reordering = dataSource.reorderingHandlers
    reordering.canReorderItem = { _ in true }
    dataSource.reorderingHandlers = reordering
    try await dataSource.userMovedItem(
      at: IndexPath(item: 1, section: 2), to: IndexPath(item: 0, section: 0))
    dataSource.supplementaryViewProvider = { _, _, _ in nil }
    try dataSource.requestSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))
    var bad = dataSource.snapshot()
    bad.appendItems(["x"], toSection: "flat")
    await #expect(throws: (any Error).self) { try await dataSource.apply(bad) }
    let scenario = recorder.scenario
    #expect(
      scenario.steps.map(\.opName) == [
        "applyUsingReloadData", "apply", "applySectionSnapshot", "toggle", "interactiveMove",
        "requestSupplementaryView", "edit",
      ])
    // The failed edit left the snapshot unchanged: it is recorded as an edit raising its error.
    #expect(scenario.steps.last?.expect.error == "itemAlreadyExists")
    let replayed = await (try Scenario.parse(scenario.jsonText())).replay()
    #expect(replayed.passed, "\(replayed.failureDescription ?? "")")
  }

  /// The recording example of docs/scenarios.md, verbatim.
  @Test func docsRecordingExample() async throws {
    let dataSource = VirtualCollectionViewDataSource<String, String>(
      view: await VirtualCollectionView())
    var start = DiffableDataSourceSnapshot<String, String>()
    start.appendSections(["inbox"])
    start.appendItems(["m1", "m2"])
    try await dataSource.apply(start)

    let recorder = ScenarioRecorder(name: "inbox session")
    recorder.record(dataSource)
    // … the test drives the data source …
    var snapshot = dataSource.snapshot()
    snapshot.appendItems(["m3"], toSection: "inbox")
    try await dataSource.apply(snapshot)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-session.json")
    try recorder.scenario.write(to: file)
    // Replaying the saved file, here or with `listkit replay inbox-session.json`:
    let report = try await Scenario.load(contentsOf: file).replay()
    #expect(report.passed, "\(report.failureDescription ?? "")")

    #expect(recorder.scenario.steps.map(\.opName) == ["applyUsingReloadData", "apply"])
  }
}
