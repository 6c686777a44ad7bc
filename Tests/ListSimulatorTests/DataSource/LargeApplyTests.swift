import Foundation
import ListKit
import Testing

@testable import ListSimulator

/// Applies of snapshots past `indexReleaseThreshold` drop the lazily built item indexes (the old
/// snapshot's before the new one is built, the new one's after the diff): every query by item
/// afterwards must still answer as a plain model of the same sections does, on the data source,
/// on a snapshot it handed out, and on a copy an app kept from before the apply.
@Suite struct LargeApplyTests {
  /// The sections as arrays, and where each item is: the slow, obvious model.
  struct Model {
    var sections: [[Int]]
    func place(of item: Int) -> IndexPath? {
      for (s, items) in sections.enumerated() {
        if let i = items.firstIndex(of: item) { return IndexPath(item: i, section: s) }
      }
      return nil
    }
  }

  static func snapshot(_ model: Model) -> DiffableDataSourceSnapshot<Int, Int> {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections(Array(model.sections.indices))
    for (s, items) in model.sections.enumerated() { snapshot.appendItems(items, toSection: s) }
    return snapshot
  }

  @Test(arguments: [UInt64(41), 42])
  func queriesAfterALargeApplyAnswerAsTheModel(seed: UInt64) async throws {
    var rng = SplitMix64(seed: seed)
    let total = VirtualCollectionViewDataSource<Int, Int>.indexReleaseThreshold + 1000
    let sectionCount = Int.random(in: 2...4, using: &rng)
    let per = total / sectionCount + 1
    var next = 0
    var model = Model(
      sections: (0..<sectionCount).map { _ in
        defer { next += per }
        return Array(next..<(next + per))
      })
    let view = await VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<Int, Int>(view: view)
    try await dataSource.applySnapshotUsingReloadData(Self.snapshot(model))
    let kept = dataSource.snapshot()
    _ = kept.indexOfItem(model.sections[0][0])  // the copy has its index now
    let before = model
    for round in 0..<2 {
      // Replace a random tenth of the items and move one item to another section.
      for s in model.sections.indices {
        for i in model.sections[s].indices where Int.random(in: 0..<10, using: &rng) == 0 {
          model.sections[s][i] = next
          next += 1
        }
      }
      let moved = model.sections[0].removeLast()
      model.sections[sectionCount - 1].insert(moved, at: 0)
      _ = try await dataSource.apply(Self.snapshot(model))
      let handedOut = dataSource.snapshot()
      for _ in 0..<40 {
        let s = Int.random(in: 0..<sectionCount, using: &rng)
        let item = model.sections[s].randomElement(using: &rng)!
        #expect(dataSource.indexPath(for: item) == model.place(of: item), "round \(round)")
        #expect(handedOut.indexOfItem(item) != nil)
        #expect(handedOut.sectionIdentifier(containingItem: item) == s)
        let gone = before.sections[s].randomElement(using: &rng)!
        #expect(dataSource.indexPath(for: gone) == model.place(of: gone))
        #expect(kept.sectionIdentifier(containingItem: gone) == before.place(of: gone)?[0])
      }
      #expect(dataSource.indexPath(for: moved) == IndexPath(item: 0, section: sectionCount - 1))
      // An edit of the handed-out snapshot (its index is rebuilt for the edit) applies.
      var edited = handedOut
      let victim = model.sections[1][5]
      edited.deleteItems([victim])
      model.sections[1].remove(at: 5)
      _ = try await dataSource.apply(edited)
      #expect(dataSource.indexPath(for: victim) == nil)
      #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == model.sections[1])
    }
  }
}
