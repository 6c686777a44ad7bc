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
