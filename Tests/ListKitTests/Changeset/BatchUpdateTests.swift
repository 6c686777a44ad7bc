import Foundation
import Testing

@testable import ListKit

/// `BatchUpdate` keeps its operations behind one shared reference (copy on write). Whatever is
/// done to a copy, the original must read exactly as before, and equal batches must hash alike,
/// however they were made. The model is a batch's fields as plain arrays, taken before the edits.
@Suite struct BatchUpdateValueTests {
  /// A batch's fields as plain values.
  struct Fields: Equatable {
    var deleteSections, insertSections, reloadSections: [Int]
    var moveSections: [PositionMove<Int>]
    var deleteItems, insertItems, reloadItems, reconfigureItems: [IndexPath]
    var moveItems: [PositionMove<IndexPath>]
    var reloadData: Bool

    init(_ batch: BatchUpdate) {
      (deleteSections, insertSections, reloadSections) =
        (batch.deleteSections, batch.insertSections, batch.reloadSections)
      moveSections = batch.moveSections
      (deleteItems, insertItems, reloadItems, reconfigureItems) =
        (batch.deleteItems, batch.insertItems, batch.reloadItems, batch.reconfigureItems)
      moveItems = batch.moveItems
      reloadData = batch.reloadData
    }

    /// A batch made from these fields through the public initializer.
    var batch: BatchUpdate {
      BatchUpdate(
        deleteSections: deleteSections, insertSections: insertSections,
        reloadSections: reloadSections, moveSections: moveSections, deleteItems: deleteItems,
        insertItems: insertItems, reloadItems: reloadItems, reconfigureItems: reconfigureItems,
        moveItems: moveItems, reloadData: reloadData)
    }
  }

  static func path(_ rng: inout SplitMix64) -> IndexPath {
    IndexPath(item: Int.random(in: 0..<6, using: &rng), section: Int.random(in: 0..<3, using: &rng))
  }

  static func randomBatch(_ rng: inout SplitMix64) -> BatchUpdate {
    var batch = BatchUpdate()
    var model = Fields(batch)
    for _ in 0..<Int.random(in: 0...4, using: &rng) { randomEdit(&batch, &model, &rng) }
    return batch
  }

  /// One edit through one of the batch's ways of changing (a section array edited in place, an
  /// item array replaced, the flag, another batch's operations added), made on the batch and on
  /// its plain model alike.
  static func randomEdit(_ batch: inout BatchUpdate, _ model: inout Fields, _ rng: inout SplitMix64)
  {
    let n = Int.random(in: 0..<6, using: &rng)
    let (p, q) = (path(&rng), path(&rng))
    switch Int.random(in: 0..<10, using: &rng) {
    case 0:
      batch.deleteSections.append(n)
      model.deleteSections.append(n)
    case 1:
      batch.insertSections.append(n)
      model.insertSections.append(n)
    case 2:
      batch.reloadSections += [n, n + 1]
      model.reloadSections += [n, n + 1]
    case 3:
      batch.moveSections.append(PositionMove(from: n, to: 5 - n))
      model.moveSections.append(PositionMove(from: n, to: 5 - n))
    case 4:
      batch.deleteItems.append(p)
      model.deleteItems.append(p)
    case 5:
      batch.insertItems = [p, q]
      model.insertItems = [p, q]
    case 6:
      batch.reloadItems.append(p)
      model.reloadItems.append(p)
    case 7:
      batch.moveItems.append(PositionMove(from: p, to: q))
      model.moveItems.append(PositionMove(from: p, to: q))
    case 8:
      batch.reloadData.toggle()
      model.reloadData.toggle()
    default:
      var other = BatchUpdate()
      other.reconfigureItems = [p]
      other.insertSections = [n]
      batch.formUnion(other)
      model.reconfigureItems.append(p)
      model.insertSections.append(n)
    }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func copiesAreIndependentAndEqualBatchesHashAlike(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<2_000 {
      let original = Self.randomBatch(&rng)
      let before = Fields(original)
      var copy = original
      var expected = before
      for _ in 0..<Int.random(in: 1...4, using: &rng) { Self.randomEdit(&copy, &expected, &rng) }
      #expect(Fields(original) == before, "an edit of a copy changed the original")
      #expect(Fields(copy) == expected)
      // A batch made afresh from the same fields is equal and hashes alike; the two differ
      // exactly when their fields do.
      let rebuilt = before.batch
      #expect(rebuilt == original)
      #expect(rebuilt.hashValue == original.hashValue)
      #expect((copy == original) == (Fields(copy) == before))
      // Merging into an empty batch gives the other batch; merging an empty one changes nothing.
      var empty = BatchUpdate()
      empty.formUnion(copy)
      #expect(Fields(empty) == Fields(copy))
      var unchanged = original
      unchanged.formUnion(BatchUpdate())
      #expect(Fields(unchanged) == before)
    }
    // Every empty batch reads empty, however many were made and edited.
    var edited = BatchUpdate()
    edited.deleteSections = [1]
    #expect(BatchUpdate().isEmpty && BatchUpdate() == BatchUpdate(deleteSections: []))
    #expect(!edited.isEmpty)
  }
}
