import Foundation
import ListFuzz
import ListKit
import ListSimulator
import Testing

/// The stale-content check (`staleContent`): a visible cell whose item's content changed and that
/// the batch neither reloaded nor reconfigured. The view against the reference model, which
/// predicts it independently (its own layout by slots, its own window of rows).
@Suite struct StaleContentTests {
  /// An item whose identity is its `id` and whose content is its `name`.
  struct Person: Hashable, Sendable, ContentEquatable {
    var id: Int
    var name: String
    static func == (a: Person, b: Person) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to other: Person) -> Bool { name == other.name }
  }

  /// The example of the issue: `[1,2,3] → [2,3']` with `deleteItems [0-0]; reloadItems [0-1]`
  /// reloads 2 and leaves 3' showing the old content of 3.
  @MainActor @Test func reloadingTheWrongItemLeavesAStaleCell() throws {
    let model = ArrayDataSource(sections: [["1", "2", "3"]])
    model.itemContents = ["1": "1", "2": "1", "3": "1"]
    let strict = VirtualCollectionView(dataSource: model)
    try strict.reloadData()
    model.sections = [["2", "3"]]
    model.itemContents["3"] = "2"
    let wrong = BatchUpdate(deleteItems: [ip(0, 0)], reloadItems: [ip(0, 1)])
    let error = #expect(throws: BatchUpdateError.self) { try strict.engine.perform(wrong) }
    #expect(error?.code == .staleContent)
    #expect(
      error?.message
        == "after the update the collection view shows item 3 at <NSIndexPath: 0x0> {length = 2, path = 0 - 1} configured with content \"1\", but its content is now \"2\": the update neither reloaded nor reconfigured it, so the cell shows stale content"
    )
    #expect(strict.engine.shownCounts == [3], "a rejected batch changes nothing")
    // The right batch reloads 3 (position 2 before the update).
    let right = BatchUpdate(deleteItems: [ip(0, 0)], reloadItems: [ip(0, 2)])
    #expect(throws: Never.self) { try strict.engine.perform(right) }
    // Or reconfigures it: the same cell, configured again.
    model.sections = [["1", "2", "3"]]
    model.itemContents = ["1": "1", "2": "1", "3": "1"]
    let again = VirtualCollectionView(dataSource: model)
    try again.reloadData()
    let cell = again.cellForItem(at: ip(0, 2))
    model.sections = [["2", "3"]]
    model.itemContents["3"] = "2"
    try again.engine.perform(BatchUpdate(deleteItems: [ip(0, 0)], reconfigureItems: [ip(0, 2)]))
    #expect(again.cellForItem(at: ip(0, 1)) === cell)
    #expect(cell?.configuredContent?.description == "\"2\"")
  }

  @MainActor @Test func lenientViewRecordsAFinding() throws {
    let model = ArrayDataSource(sections: [["1", "2", "3"]])
    model.itemContents = ["3": "1"]
    let view = VirtualTableView(
      dataSource: model, configuration: ViewConfiguration(strict: false))
    try view.reloadData()
    model.sections = [["2", "3"]]
    model.itemContents["3"] = "2"
    let result = try view.engine.perform(
      BatchUpdate(deleteItems: [ip(0, 0)], reloadItems: [ip(0, 1)]))
    #expect(result.warnings.map(\.code) == [.staleContent])
    #expect(
      view.engine.events.contains {
        if case .warning(.staleContent, _) = $0 { true } else { false }
      })
  }

  /// Off-screen cells are never stale: they are configured when they come into view.
  @MainActor @Test func offScreenItemsAreNotChecked() throws {
    let items = (0..<30).map { ItemIdentity("\($0)") }
    let model = ArrayDataSource(sections: [items])
    model.itemContents = Dictionary(uniqueKeysWithValues: items.map { ($0, "1") })
    let view = VirtualCollectionView(dataSource: model, viewport: .rows(10))
    try view.reloadData()
    model.itemContents[items[25]] = "2"
    #expect(throws: Never.self) { try view.engine.perform(BatchUpdate()) }
    model.itemContents[items[5]] = "2"
    #expect(throws: BatchUpdateError.self) { try view.engine.perform(BatchUpdate()) }
  }

  /// A diffable data source of `ContentEquatable` items: an apply that changes an item's content
  /// without reconfiguring it is stale; with the reconfigure, it is not.
  @Test func diffableItemsThatAreTheirOwnContent() async throws {
    struct Row: Hashable, Sendable, ContentEquatable {
      var id: Int
      var title: String
      static func == (a: Row, b: Row) -> Bool { a.id == b.id }
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
      func isContentEqual(to other: Row) -> Bool { title == other.title }
    }
    let view = await VirtualCollectionView()
    let source = VirtualCollectionViewDataSource<String, Row>(view: view)
    var snapshot = DiffableDataSourceSnapshot<String, Row>()
    snapshot.appendSections(["s"])
    snapshot.appendItems([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    try await source.apply(snapshot)
    var renamed = DiffableDataSourceSnapshot<String, Row>()
    renamed.appendSections(["s"])
    renamed.appendItems([Row(id: 1, title: "a"), Row(id: 2, title: "B")])
    // The caller's mistake, thrown as the view raised it (not as a bug of the engine).
    let error = await #expect(throws: BatchUpdateError.self) { try await source.apply(renamed) }
    #expect(error?.code == .staleContent)
    #expect(source.snapshot().itemIdentifiers.map(\.title) == ["a", "b"])
    renamed.reconfigureItems([Row(id: 2, title: "B")])
    try await source.apply(renamed)
    #expect(view.cellForItem(at: ip(0, 1))?.configuredContent?.description.contains("B") == true)
  }

  /// A renamed item that moves to another section (`Family [Ada, Linus], Work [Alan, Grace]` →
  /// `Family [Linus], Work [Alan, Ada L., Grace]`) with the reconfigure UIKit needs: the move and
  /// the reconfigure at the new position are two batches of one apply, and the check judges the
  /// apply when it is done. Without the reconfigure the apply is stale, as before.
  @Test func renamedItemMovingAcrossSectionsIsNotStale() async throws {
    try await Self.renameAndMove(VirtualCollectionView())
    try await Self.renameAndMove(VirtualTableView())
  }

  static func renameAndMove<View: VirtualListView>(_ view: View) async throws {
    let (ada, linus, alan, grace) = (
      Person(id: 1, name: "Ada"), Person(id: 2, name: "Linus"), Person(id: 3, name: "Alan"),
      Person(id: 4, name: "Grace")
    )
    let source = DiffableDataSource<String, Person, View>(view: view)
    var first = DiffableDataSourceSnapshot<String, Person>()
    first.appendSections(["Family", "Work"])
    first.appendItems([ada, linus], toSection: "Family")
    first.appendItems([alan, grace], toSection: "Work")
    try await source.apply(first)
    var renamed = ada
    renamed.name = "Ada L."
    var next = DiffableDataSourceSnapshot<String, Person>()
    next.appendSections(["Family", "Work"])
    next.appendItems([linus], toSection: "Family")
    next.appendItems([alan, renamed, grace], toSection: "Work")
    // Without a reconfigure the moved cell keeps "Ada": stale, refused, nothing changes.
    let error = await #expect(throws: BatchUpdateError.self) { try await source.apply(next) }
    #expect(error?.code == .staleContent)
    #expect(source.snapshot() == first)
    #expect(view.engine.shownCounts == [2, 2])
    next.reconfigureItems([renamed])
    let changeset = try await source.apply(next)
    #expect(changeset.batches.count == 2, "the move, then the reconfigure at the new position")
    #expect(
      source.snapshot().itemIdentifiers(inSection: "Work").map(\.name) == [
        "Alan", "Ada L.", "Grace",
      ])
    #expect(
      view.engine.cell(at: ip(1, 1))?.configuredContent?.description.contains("Ada L.") == true)
  }

  // MARK: Against the reference model

  @Test(arguments: 0..<1500)
  func staleContentAgreesWithTheReferenceModel(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &+ 77_000)
    var c = BatchCases.planned(&rng)
    if Int.random(in: 0..<3, using: &rng) == 0 {
      BatchCases.corrupt(&c.batch, &rng, sections: max(c.old.count, c.new.count))
    }
    // Every item has content "1" before; some change, and some items track none.
    var before: [Int: String] = [:]
    for item in c.old.joined() where Int.random(in: 0..<6, using: &rng) != 0 { before[item] = "1" }
    var after = before
    for item in c.new.joined() where Int.random(in: 0..<3, using: &rng) == 0 {
      after[item] = "2"
    }
    let window = Int.random(in: 1...12, using: &rng)
    for kind in ViewKind.allCases {
      for strict in [true, false] {
        let configuration = ViewConfiguration(profile: .classic, strict: strict)
        let (actual, expected) = try Self.check(
          c, before: before, after: after, window: window, kind: kind,
          configuration: configuration)
        #expect(actual == expected, "seed \(seed) \(kind) strict \(strict) window \(window)\n\(c)")
      }
    }
  }

  static func check(
    _ c: BatchCases.Case, before: [Int: String], after: [Int: String], window: Int,
    kind: ViewKind, configuration: ViewConfiguration
  ) throws -> (actual: ReferenceModel.Verdict, expected: ReferenceModel.Verdict) {
    let old = c.old.map { $0.map(ItemIdentity.init) }
    let new = c.new.map { $0.map(ItemIdentity.init) }
    var reference = ReferenceModel(
      kind: kind, strict: configuration.strict, recovering: false, old: old, new: new,
      batch: c.batch)
    reference.contents = ReferenceModel.Contents(
      configured: ReferenceModel.onScreen(c.old.map { $0.map { before[$0] } }, window: window),
      current: c.new.map { $0.map { after[$0] } }, window: window)
    let expected = reference.verdict()
    let model = ArrayDataSource(sections: old)
    model.itemContents = Dictionary(uniqueKeysWithValues: before.map { (ItemIdentity($0), $1) })
    let view = VirtualView(
      kind: kind, dataSource: model, configuration: configuration, viewport: .rows(window))
    try view.reloadData()
    model.sections = new
    model.itemContents = Dictionary(uniqueKeysWithValues: after.map { (ItemIdentity($0), $1) })
    let actual: ReferenceModel.Verdict
    do {
      let result = try view.perform(c.batch)
      actual = .accepted(
        shown: view.shownIdentifiers.map { $0 ?? [] }, warning: result.warnings.first?.code)
    } catch {
      actual = .rejected(error.code)
    }
    return (actual, expected)
  }
}
