import Foundation
import Testing
@testable import ListKit

@Suite struct SnapshotDiffTests {
  func snapshot(_ sections: [(String, [Int])]) -> DiffableDataSourceSnapshot<String, Int> {
    DiffableDataSourceSnapshot(sections: sections.map { (section: $0.0, items: $0.1) })
  }

  @Test func identicalSnapshotsProduceNoBatch() {
    let a = snapshot([("a", [1, 2]), ("b", [3])])
    #expect(SnapshotDiff.changeset(from: a, to: a).batches.isEmpty)
    #expect(
      SnapshotDiff.changeset(from: a, to: snapshot([("a", [1, 2]), ("b", [3])])).batches.isEmpty)
  }

  @Test(arguments: 0..<300)
  func unchangedSectionsContributeNoWork(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var sections: [(String, [Int])] = (0..<6).map { s in ("s\(s)", Array((s * 10)..<(s * 10 + 5))) }
    let old = snapshot(sections)
    let changed = Int.random(in: 0..<6, using: &rng)
    sections[changed].1.shuffle(using: &rng)
    sections[changed].1.removeLast()
    sections[changed].1.append(1000)
    let new = snapshot(sections)
    let batches = SnapshotDiff.changeset(from: old, to: new).batches
    #expect(batches.count == 1)
    let batch = batches[0]
    let touched = Set(
      batch.deleteItems.map(\.section) + batch.insertItems.map(\.section)
        + batch.moveItems.flatMap { [$0.from.section, $0.to.section] })
    #expect(touched == [changed], "seed \(seed)")
    #expect(
      batch.deleteSections.isEmpty && batch.insertSections.isEmpty && batch.moveSections.isEmpty)
  }

  @Test func reloadThresholdSendsReloadData() {
    let old = snapshot([("a", Array(0..<10))])
    let new = snapshot([("a", Array(10..<20))])
    let changeset = SnapshotDiff.changeset(
      from: old, to: new, options: .init(reloadDataThreshold: 5))
    #expect(changeset.reloadsData && changeset.batches.isEmpty)
    #expect(!SnapshotDiff.changeset(from: old, to: new).reloadsData)
  }

  /// Within each section the engine moves only the items outside a longest increasing
  /// subsequence of their old positions (checked against the independent `lisLength`).
  @Test(arguments: 0..<300)
  func movesAreMinimalWithinASection(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let old = Array(0..<Int.random(in: 0...30, using: &rng))
    var new = old.filter { _ in Int.random(in: 0..<5, using: &rng) != 0 }.shuffled(using: &rng)
    new.insert(contentsOf: [100, 101], at: Int.random(in: 0...new.count, using: &rng))
    let changeset = SnapshotDiff.changeset(
      from: snapshot([("s", old)]), to: snapshot([("s", new)]))
    let survivors = new.filter { $0 < 100 }
    #expect(changeset.counts.moveItems == survivors.count - lisLength(survivors), "seed \(seed)")
  }

  @Test func crossSectionMoveIsOneMove() {
    let changeset = SnapshotDiff.changeset(
      from: snapshot([("a", [1, 2]), ("b", [3])]), to: snapshot([("a", [1]), ("b", [3, 2])]))
    #expect(changeset.batches.count == 1)
    #expect(
      changeset.batches[0].moveItems == [
        PositionMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 1))
      ])
    #expect(changeset.counts.deleteItems == 0 && changeset.counts.insertItems == 0)
  }

  /// The engine's batches keep packed positions and make index paths only when read: what they
  /// read as must equal, hash like and combine like a batch built from those index paths. (That
  /// the positions themselves are right is checked independently of this storage: every engine
  /// batch is applied to the strict view in `EngineAgainstViewTests`, whose result must be the
  /// new snapshot.)
  @Test(arguments: 0..<200)
  func engineBatchesBehaveLikeBatchesOfIndexPaths(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    func sections() -> [(String, [Int])] {
      (0..<Int.random(in: 1...4, using: &rng)).map { s in
        (
          "s\(s)",
          (0..<Int.random(in: 0...12, using: &rng)).map { _ in Int.random(in: 0..<40, using: &rng) }
        )
      }.map { ($0.0, Array(Set($0.1)).sorted().shuffled(using: &rng)) }
    }
    var oldSections = sections()
    // Items unique across sections, as a snapshot requires.
    var seen = Set<Int>()
    oldSections = oldSections.map { ($0.0, $0.1.filter { seen.insert($0).inserted }) }
    seen = []
    let newSections = sections().map { ($0.0, $0.1.filter { seen.insert($0).inserted }) }
    let changeset = SnapshotDiff.changeset(from: snapshot(oldSections), to: snapshot(newSections))
    for batch in changeset.batches {
      let rebuilt = BatchUpdate(
        deleteSections: batch.deleteSections, insertSections: batch.insertSections,
        reloadSections: batch.reloadSections, moveSections: batch.moveSections,
        deleteItems: batch.deleteItems, insertItems: batch.insertItems,
        reloadItems: batch.reloadItems, reconfigureItems: batch.reconfigureItems,
        moveItems: batch.moveItems)
      #expect(batch == rebuilt, "seed \(seed)")
      #expect(rebuilt == batch, "seed \(seed)")
      #expect(batch.hashValue == rebuilt.hashValue, "seed \(seed)")
      #expect(batch.operationCount == rebuilt.operationCount)
      #expect(batch.description == rebuilt.description)
      // Every position reads back as a two-index path with non-negative indexes.
      for p in batch.deleteItems + batch.insertItems
        + batch.moveItems.flatMap({ [$0.from, $0.to] })
      {
        #expect(p.count == 2 && p.section >= 0 && p.item >= 0)
      }
      // Combining: packed with packed, and packed with given index paths.
      var twice = batch
      twice.formUnion(batch)
      var twiceRebuilt = rebuilt
      twiceRebuilt.formUnion(rebuilt)
      #expect(twice == twiceRebuilt, "seed \(seed)")
      var mixed = batch
      mixed.formUnion(rebuilt)
      #expect(mixed == twiceRebuilt, "seed \(seed)")
      #expect(mixed.deleteItems == batch.deleteItems + batch.deleteItems)
      // Editing a field of an engine batch edits what it reads as.
      var edited = batch
      edited.deleteItems.append(IndexPath(item: 99, section: 0))
      #expect(edited.deleteItems == batch.deleteItems + [IndexPath(item: 99, section: 0)])
      #expect(edited != batch)
      edited.moveItems = []
      #expect(edited.moveItems.isEmpty && edited.insertItems == batch.insertItems)
    }
  }
}

/// Reload and reconfigure marks against what they must become, decided item by item from the
/// two snapshots alone: a reloaded item that survives is reloaded where it was (or deleted and
/// inserted, when it moves or UIKit would place its reload elsewhere), never reconfigured; a
/// reconfigured one (not also reloaded) is reconfigured exactly once, where it was or, when it
/// moves, where it lands; nothing unmarked is reloaded or reconfigured. Overlapping marks, items
/// moving between sections, and snapshots with or without an item index are all drawn.
@Suite struct SnapshotDiffMarkTests {
  @Test(arguments: UInt64(0)..<300)
  func marksBecomeReloadsAndReconfiguresOfThoseItemsOnly(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let sectionIDs = (0..<Int.random(in: 1...4, using: &rng)).map { "s\($0)" }
    func state() -> [[Int]] {
      let pool = Array(0..<40).shuffled(using: &rng)
      var next = 0
      return sectionIDs.map { _ in
        let n = Int.random(in: 0...8, using: &rng)
        defer { next += n }
        return Array(pool[next..<(next + n)])
      }
    }
    let oldItems = state()
    // The new state: most old items kept, some shuffled across sections, a few new ones.
    var newItems = oldItems.map { $0.filter { _ in Int.random(in: 0..<6, using: &rng) != 0 } }
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      let from = Int.random(in: 0..<newItems.count, using: &rng)
      guard !newItems[from].isEmpty else { continue }
      let item = newItems[from].remove(at: Int.random(in: 0..<newItems[from].count, using: &rng))
      let to = Int.random(in: 0..<newItems.count, using: &rng)
      newItems[to].insert(item, at: Int.random(in: 0...newItems[to].count, using: &rng))
    }
    for k in newItems.indices where Bool.random(using: &rng) {
      newItems[k].insert(100 + k, at: Int.random(in: 0...newItems[k].count, using: &rng))
    }
    let old = DiffableDataSourceSnapshot<String, Int>(
      sections: zip(sectionIDs, oldItems).map { (section: $0, items: $1) })
    var new = DiffableDataSourceSnapshot<String, Int>(
      sections: zip(sectionIDs, newItems).map { (section: $0, items: $1) })
    let all = newItems.flatMap { $0 }
    let reloaded = Set(all.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
    let reconfigured = Set(all.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
    new.reloadItems(all.filter(reloaded.contains))
    new.reconfigureItems(all.filter(reconfigured.contains))
    #expect(new.errors.isEmpty)
    // Through the new snapshot's item index, or through a table of the changed sections.
    let changeset = SnapshotDiff._changeset(
      from: old, to: new, options: .init(),
      newIndex: Bool.random(using: &rng) ? .always : .never)
    func item(_ path: IndexPath, in items: [[Int]]) -> Int { items[path.section][path.item] }
    let first = changeset.batches.first ?? BatchUpdate()
    let reloads = first.reloadItems.map { item($0, in: oldItems) }
    let deleted = Set(first.deleteItems.map { item($0, in: oldItems) })
    let inserted = Set(first.insertItems.map { item($0, in: newItems) })
    // Reconfigures in the first batch name positions before it; later ones positions after.
    var reconfigures = first.reconfigureItems.map { item($0, in: oldItems) }
    for batch in changeset.batches.dropFirst() {
      reconfigures += batch.reconfigureItems.map { item($0, in: newItems) }
    }
    let survivors = Set(oldItems.flatMap { $0 }).intersection(all)
    for x in survivors {
      if reloaded.contains(x) {
        #expect(
          reloads.contains(x) != (deleted.contains(x) && inserted.contains(x)),
          "seed \(seed): reloaded \(x) is reloaded once or deleted and inserted")
        #expect(!reconfigures.contains(x), "seed \(seed): reloaded \(x) is not reconfigured")
      } else if reconfigured.contains(x) {
        #expect(
          reconfigures.filter { $0 == x }.count == 1,
          "seed \(seed): reconfigured \(x) is reconfigured once")
      }
    }
    #expect(reloads.allSatisfy(reloaded.contains), "seed \(seed)")
    #expect(Set(reloads).count == reloads.count, "seed \(seed)")
    #expect(
      reconfigures.allSatisfy { reconfigured.contains($0) && !reloaded.contains($0) },
      "seed \(seed)")
  }
}
