import Foundation
import Testing

@testable import ListKit

/// Applies a flat diff the way UIKit applies a batch: deletes and move sources leave, inserts and
/// move destinations take their new places, the rest fill the free places in their old order.
func applyLikeUIKit<T>(_ diff: FlatDiff, old: [T], new: [T]) -> [T?] {
  var result = [T?](repeating: nil, count: new.count)
  var fixed = [Bool](repeating: false, count: new.count)
  for i in diff.inserts {
    result[i] = new[i]
    fixed[i] = true
  }
  for move in diff.moves {
    result[move.to] = old[move.from]
    fixed[move.to] = true
  }
  let leaving = Set(diff.deletes).union(diff.moves.map(\.from))
  var remaining = old.indices.filter { !leaving.contains($0) }.makeIterator()
  for i in new.indices where !fixed[i] {
    guard let o = remaining.next() else { return result }
    result[i] = old[o]
  }
  return result
}

/// An independent LIS length (patience sorting on values only).
func lisLength(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low + high) / 2
      if tails[mid] < value { low = mid + 1 } else { high = mid }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}

@Suite struct HeckelDiffTests {
  @Test func documentedExample() {
    let diff = HeckelLIS.diff(old: ["a", "b", "c"], new: ["c", "a", "d"])
    #expect(diff.deletes == [1])
    #expect(diff.inserts == [2])
    #expect(diff.moves == [PositionMove(from: 2, to: 0)])
  }

  @Test func identicalCollectionsHaveNoChanges() {
    let items = Array(0..<1000)
    #expect(HeckelLIS.diff(old: items, new: items.map { $0 }).isEmpty)
    #expect(HeckelLIS.diff(old: [Int](), new: []).isEmpty)
  }

  /// Applying the diff to the old collection gives the new one, with and without duplicates.
  @Test(arguments: 0..<400)
  func applyingTheDiffGivesTheNewCollection(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let alphabet = seed % 2 == 0 ? 1000 : 6  // small alphabets force duplicates
    let old = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
      Int.random(in: 0..<alphabet, using: &rng)
    }
    let new = (0..<Int.random(in: 0...40, using: &rng)).map { _ in
      Int.random(in: 0..<alphabet, using: &rng)
    }
    let diff = HeckelLIS.diff(old: old, new: new)
    #expect(applyLikeUIKit(diff, old: old, new: new).map { $0 } == new.map { $0 }, "seed \(seed)")
    // Matched pairs are equal elements and form a bijection.
    for (i, o) in diff.newToOld.enumerated() where o >= 0 {
      #expect(old[o] == new[i])
      #expect(diff.oldToNew[o] == i)
    }
    // Moves are minimal for the matching.
    let matched = diff.newToOld.filter { $0 >= 0 }
    #expect(diff.moves.count == matched.count - lisLength(matched), "seed \(seed)")
  }

  /// The same on the edits lists go through — elements dropped, new ones inserted, a few moved,
  /// now and then one repeated on either side — so that long runs keep their order (the diff
  /// pairs a run's elements by comparison, without a look-up): the diff applies, matched pairs
  /// are equal, and moves are minimal.
  @Test(arguments: 0..<200)
  func listEditsDiffCorrectly(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var old = Array(0..<Int.random(in: 0...60, using: &rng))
    var new = old.filter { _ in Int.random(in: 0..<6, using: &rng) != 0 }
    for _ in 0..<Int.random(in: 0...4, using: &rng) {
      new.insert(
        Int.random(in: 100..<200, using: &rng), at: Int.random(in: 0...new.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...3, using: &rng) where new.count > 1 {
      let moved = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
      new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
    }
    if seed % 4 == 1, let repeated = new.randomElement(using: &rng) {
      new.insert(repeated, at: Int.random(in: 0...new.count, using: &rng))
    }
    if seed % 4 == 2, let repeated = old.randomElement(using: &rng) {
      old.insert(repeated, at: Int.random(in: 0...old.count, using: &rng))
    }
    let diff = HeckelLIS.diff(old: old, new: new)
    #expect(applyLikeUIKit(diff, old: old, new: new).map { $0 } == new.map { $0 }, "seed \(seed)")
    for (i, o) in diff.newToOld.enumerated() where o >= 0 {
      #expect(old[o] == new[i] && diff.oldToNew[o] == i, "seed \(seed)")
    }
    // Every element both sides have once is matched.
    for (i, element) in new.enumerated()
    where new.filter({ $0 == element }).count == 1 && old.filter({ $0 == element }).count == 1 {
      #expect(diff.newToOld[i] >= 0, "seed \(seed): \(element) unmatched")
    }
    let matched = diff.newToOld.filter { $0 >= 0 }
    #expect(diff.moves.count == matched.count - lisLength(matched), "seed \(seed)")
  }

  /// The standard library's CollectionDifference is a second, independent oracle on inputs
  /// without duplicates.
  @Test(arguments: 0..<300)
  func countsAgreeWithCollectionDifference(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let universe = Array(0..<60).shuffled(using: &rng)
    let old = Array(universe.prefix(Int.random(in: 0...40, using: &rng))).shuffled(using: &rng)
    let new = Array(universe.shuffled(using: &rng).prefix(Int.random(in: 0...40, using: &rng)))
    let diff = HeckelLIS.diff(old: old, new: new)
    let reference = new.difference(from: old).inferringMoves()
    let removals = reference.removals.filter {
      if case .remove(_, _, let associated) = $0 { return associated == nil }
      return false
    }
    let insertions = reference.insertions.filter {
      if case .insert(_, _, let associated) = $0 { return associated == nil }
      return false
    }
    #expect(diff.deletes.count == removals.count, "seed \(seed)")
    #expect(diff.inserts.count == insertions.count, "seed \(seed)")
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func shuffleOf10kHasExactlyNMinusLISMoves(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let old = Array(0..<10_000)
    let new = old.shuffled(using: &rng)
    let diff = HeckelLIS.diff(old: old, new: new)
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty)
    #expect(diff.moves.count == 10_000 - lisLength(new))
  }

  @Test func contentChangesBecomeUpdates() {
    struct Row: Hashable {
      var id: Int
      var title: String
      static func == (a: Row, b: Row) -> Bool { a.id == b.id }
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
    let old = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
    let new = [Row(id: 2, title: "B"), Row(id: 1, title: "a")]
    let diff = HeckelLIS.diff(old: old, new: new) { $0.title == $1.title }
    #expect(diff.updates == [PositionMove(from: 1, to: 0)])
    #expect(diff.moves.count == 1)
  }

  @Test func heckelAnchorsLineUpRepeatedNeighbours() {
    // "x" is unique and anchors the repeated "a" around it (passes 4 and 5).
    let diff = HeckelLIS.diff(old: ["a", "x", "a", "b"], new: ["a", "x", "a", "c"])
    #expect(diff.deletes == [3])
    #expect(diff.inserts == [3])
    #expect(diff.moves.isEmpty)
  }
}

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

/// The longest increasing subsequence's membership, against the slow and obvious model: an
/// O(n²) table of the longest increasing run ending at each entry.
@Suite struct LongestIncreasingSubsequenceTests {
  static func slowLength(_ sequence: [Int]) -> Int {
    var best = [Int](repeating: 0, count: sequence.count)
    for i in sequence.indices where sequence[i] >= 0 {
      best[i] = 1
      for j in 0..<i where sequence[j] >= 0 && sequence[j] < sequence[i] {
        best[i] = max(best[i], best[j] + 1)
      }
    }
    return best.max() ?? 0
  }

  /// Old positions in new order: a shuffle, a nearly sorted list, or a sorted one, each with
  /// some entries unmatched (-1).
  static func sequence(_ rng: inout SplitMix64) -> [Int] {
    let n = Int.random(in: 0...70, using: &rng)
    var values = Array(0..<n)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: values.shuffle(using: &rng)
    case 1:
      for _ in 0..<Int.random(in: 0...3, using: &rng) where n > 1 {
        values.swapAt(Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng))
      }
    default: break
    }
    return values.map { Int.random(in: 0..<5, using: &rng) == 0 ? -1 : $0 }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func membershipMarksALongestIncreasingSubsequence(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let sequence = Self.sequence(&rng)
      let marked = LongestIncreasingSubsequence.membership(sequence)
      let chosen = sequence.indices.filter { marked[$0] }.map { sequence[$0] }
      #expect(chosen.allSatisfy { $0 >= 0 }, "\(sequence)")
      #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "\(sequence)")
      #expect(chosen.count == Self.slowLength(sequence), "\(sequence)")
      let matched = sequence.filter { $0 >= 0 }
      let increasing = zip(matched, matched.dropFirst()).allSatisfy { $0 < $1 }
      #expect(
        (LongestIncreasingSubsequence.membershipIfReordered(sequence) == nil) == increasing,
        "\(sequence)")
    }
  }
}
