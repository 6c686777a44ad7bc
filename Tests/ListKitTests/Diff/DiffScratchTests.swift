import Foundation
import Testing

@testable import ListKit

/// Large diffs borrow their working buffers from a shared scratch and hand them back
/// (`_DiffScratch`). A reused buffer must never leak one diff's positions into another, and the
/// scratch must stay within its bounds.
@Suite struct DiffScratchTests {
  /// Applies an item batch (sections unchanged) the way UIKit does: deletes and move sources
  /// leave, inserts and move destinations take their places in the new data, the items that stay
  /// fill the other places in their old order. `nil` when the batch does not fit the data.
  static func applyItems(_ batch: BatchUpdate, old: [[Int]], new: [[Int]]) -> [[Int]]? {
    let leaving = Set(batch.deleteItems + batch.moveItems.map(\.from))
    var result = new.map { [Int?](repeating: nil, count: $0.count) }
    for path in batch.insertItems {
      guard new.indices.contains(path.section), new[path.section].indices.contains(path.item),
        result[path.section][path.item] == nil
      else { return nil }
      result[path.section][path.item] = new[path.section][path.item]
    }
    for move in batch.moveItems {
      let (from, to) = (move.from, move.to)
      guard old.indices.contains(from.section), old[from.section].indices.contains(from.item),
        new.indices.contains(to.section), new[to.section].indices.contains(to.item),
        result[to.section][to.item] == nil
      else { return nil }
      result[to.section][to.item] = old[from.section][from.item]
    }
    for s in old.indices {
      var staying = old[s].indices.filter { !leaving.contains(IndexPath(item: $0, section: s)) }
        .map { old[s][$0] }[...]
      for p in result[s].indices where result[s][p] == nil {
        guard let item = staying.popFirst() else { return nil }
        result[s][p] = item
      }
      guard staying.isEmpty else { return nil }
    }
    return result.map { $0.map { $0! } }
  }

  static func snapshot(_ sections: [[Int]]) -> DiffableDataSourceSnapshot<Int, Int> {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections(Array(sections.indices))
    for (s, items) in sections.enumerated() { snapshot.appendItems(items, toSection: s) }
    return snapshot
  }

  /// Random large sections (around the scratch's smallest kept size, so that some diffs borrow
  /// and some allocate), items replaced, shuffled and moved across sections.
  static func change(_ rng: inout SplitMix64) -> (old: [[Int]], new: [[Int]]) {
    var next = 0
    let old = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
      let count = Int.random(in: 0...(_DiffScratch.smallest * 2), using: &rng)
      defer { next += count }
      return Array(next..<(next + count))
    }
    var new = old.map { items in
      items.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
    }
    for s in new.indices {
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: new[s].shuffle(using: &rng)
      case 1:  // A few items swapped.
        for _ in 0..<Int.random(in: 0...20, using: &rng) where new[s].count > 1 {
          new[s].swapAt(
            Int.random(in: 0..<new[s].count, using: &rng),
            Int.random(in: 0..<new[s].count, using: &rng))
        }
      default: break
      }
      let added = Int.random(in: 0...50, using: &rng)
      for item in next..<(next + added) {
        new[s].insert(item, at: Int.random(in: 0...new[s].count, using: &rng))
      }
      next += added
    }
    if new.count > 1, let item = new[0].popLast() { new[1].insert(item, at: 0) }
    return (old, new)
  }

  /// Diffs run side by side (so buffers go back and forth between them): each changeset,
  /// applied by the slow applier above, gives the new data, and moves within a section are the
  /// fewest (checked against `lisLength`, which is independent of the engine).
  @Test(arguments: [UInt64(11), 12, 13, 14])
  func concurrentLargeDiffsAreRight(seed: UInt64) async {
    await withTaskGroup(of: [String].self) { group in
      for worker in 0..<4 {
        group.addTask {
          var rng = SplitMix64(seed: seed &* 31 &+ UInt64(worker))
          var problems: [String] = []
          for round in 0..<6 {
            let (old, new) = Self.change(&rng)
            let changeset = SnapshotDiff.changeset(
              from: Self.snapshot(old), to: Self.snapshot(new))
            guard changeset.batches.count <= 1 else {
              problems.append("round \(round): \(changeset.batches.count) batches")
              continue
            }
            let batch = changeset.batches.first ?? BatchUpdate()
            if Self.applyItems(batch, old: old, new: new) != new {
              problems.append("round \(round): the batch does not give the new data")
            }
            if old.count == 1 {
              let kept = Set(old[0])
              let positions = Dictionary(uniqueKeysWithValues: old[0].enumerated().map { ($1, $0) })
              let survivors = new[0].filter { kept.contains($0) }.map { positions[$0]! }
              if batch.moveItems.count != survivors.count - lisLength(survivors) {
                problems.append("round \(round): \(batch.moveItems.count) moves")
              }
            }
          }
          return problems
        }
      }
      for await problems in group {
        #expect(problems.isEmpty, "seed \(seed): \(problems)")
      }
    }
  }

  /// The scratch against a model of its bounds, over random takes and gives: it keeps a given
  /// buffer only when the buffer's capacity is within bounds and fewer than `kept` are kept,
  /// hands a kept one back only for a request within bounds, and what it hands out is empty with
  /// the room asked for.
  @Test(arguments: [UInt64(1), 2, 3])
  func scratchKeepsWithinItsBounds(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let scratch = _DiffScratch()
    var model = 0
    let sizes = [
      1, 100, _DiffScratch.smallest - 1, _DiffScratch.smallest, 5000, _DiffScratch.largest,
      _DiffScratch.largest + 1, _DiffScratch.largest * 2,
    ]
    for step in 0..<200 {
      let size = sizes.randomElement(using: &rng)!
      if Bool.random(using: &rng) {
        var buffer = [Int](repeating: 7, count: size)
        buffer.reserveCapacity(size)
        let capacity = buffer.capacity
        scratch.give(buffer)
        if capacity >= _DiffScratch.smallest, capacity <= _DiffScratch.largest,
          model < _DiffScratch.kept
        {
          model += 1
        }
      } else {
        let buffer = scratch.take(room: size)
        #expect(buffer.isEmpty && buffer.capacity >= size, "seed \(seed) step \(step)")
        if size >= _DiffScratch.smallest, size <= _DiffScratch.largest, model > 0 { model -= 1 }
      }
      #expect(scratch.count == model, "seed \(seed) step \(step)")
    }
  }

  /// `_filled` is `Array(repeating:count:)` (through another allocation path): the same
  /// elements, for random values and lengths, including empty arrays and optional elements.
  @Test(arguments: [UInt64(1), 2, 3])
  func filledArraysEqualRepeatedOnes(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let count = Int.random(in: 0...70, using: &rng)
      let value = Int.random(in: -5...5, using: &rng)
      let filled = [Int]._filled(value, count: count)
      #expect(filled.count == count)
      #expect(filled == Array(repeating: value, count: count))
      let optional: Int? = Bool.random(using: &rng) ? nil : value
      #expect([Int?]._filled(optional, count: count) == [Int?](repeating: optional, count: count))
    }
  }
}
