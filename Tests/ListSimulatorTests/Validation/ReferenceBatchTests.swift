import Foundation
import ListKit
import ListSimulator
import Testing

/// A deliberately simple reference for batches: sections stay, every item that leaves is
/// deleted, every new item inserted, and every surviving item moved from its old place to its new
/// one (valid, not minimal).
func referenceBatch(old: [[Int]], new: [[Int]]) -> BatchUpdate {
  var oldPlace: [Int: IndexPath] = [:]
  for (s, items) in old.enumerated() {
    for (i, item) in items.enumerated() { oldPlace[item] = IndexPath(item: i, section: s) }
  }
  var batch = BatchUpdate()
  var kept = Set<Int>()
  for (s, items) in new.enumerated() {
    for (i, item) in items.enumerated() {
      if let from = oldPlace[item] {
        batch.moveItems.append(PositionMove(from: from, to: IndexPath(item: i, section: s)))
        kept.insert(item)
      } else {
        batch.insertItems.append(IndexPath(item: i, section: s))
      }
    }
  }
  for (item, place) in oldPlace where !kept.contains(item) { batch.deleteItems.append(place) }
  return batch
}

func identities(_ sections: [[Int]]) -> [[ItemIdentity]] {
  sections.map { $0.map(ItemIdentity.init) }
}

@Suite struct ReferenceBatchTests {
  func randomModel(_ rng: inout SplitMix64) -> (old: [[Int]], new: [[Int]]) {
    let sectionCount = Int.random(in: 1...4, using: &rng)
    var next = 0
    let old = (0..<sectionCount).map { _ -> [Int] in
      let count = Int.random(in: 0...6, using: &rng)
      defer { next += count }
      return Array(next..<(next + count))
    }
    var pool = old.flatMap { $0 }.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
    pool += (0..<Int.random(in: 0...4, using: &rng)).map { 100 + $0 }
    pool.shuffle(using: &rng)
    var new = [[Int]](repeating: [], count: sectionCount)
    for item in pool { new[Int.random(in: 0..<sectionCount, using: &rng)].append(item) }
    return (old, new)
  }

  /// Random model edits with the reference batch: accepted in strict mode, and the view shows
  /// exactly the new model.
  @Test(arguments: 0..<1500)
  func referenceBatchIsAccepted(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let (old, new) = randomModel(&rng)
    for kind in ViewKind.allCases {
      let model = ArrayDataSource(sections: identities(old))
      let view = VirtualView(kind: kind, dataSource: model)
      try view.reloadData()
      model.sections = identities(new)
      let result = try view.perform(referenceBatch(old: old, new: new))
      #expect(result.warnings.isEmpty)
      #expect(view.shownIdentifiers == identities(new).map { Optional($0) }, "seed \(seed)")
    }
  }

  /// The same batch corrupted at random (an index off by one, an operation dropped or
  /// duplicated, a wrong index space): rejected, or — if still accepted — it really shows the new
  /// model. Never accepted silently with the wrong items.
  @Test(arguments: 0..<1500)
  func corruptedBatchIsNeverAcceptedSilently(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let (old, new) = randomModel(&rng)
    var batch = referenceBatch(old: old, new: new)
    guard batch.operationCount > 0 else { return }
    var paths = batch.deleteItems.count + batch.insertItems.count + batch.moveItems.count
    let pick = Int.random(in: 0..<paths, using: &rng)
    func corrupt(_ path: inout IndexPath) { path[1] += Bool.random(using: &rng) ? 1 : -1 }
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:  // off by one
      if pick < batch.deleteItems.count {
        corrupt(&batch.deleteItems[pick])
      } else if pick < batch.deleteItems.count + batch.insertItems.count {
        corrupt(&batch.insertItems[pick - batch.deleteItems.count])
      } else {
        let k = pick - batch.deleteItems.count - batch.insertItems.count
        if Bool.random(using: &rng) {
          corrupt(&batch.moveItems[k].from)
        } else {
          corrupt(&batch.moveItems[k].to)
        }
      }
    case 1:  // dropped
      if pick < batch.deleteItems.count {
        batch.deleteItems.remove(at: pick)
      } else if pick < batch.deleteItems.count + batch.insertItems.count {
        batch.insertItems.remove(at: pick - batch.deleteItems.count)
      } else {
        batch.moveItems.remove(at: pick - batch.deleteItems.count - batch.insertItems.count)
      }
    case 2:  // duplicated
      if pick < batch.deleteItems.count {
        batch.deleteItems.append(batch.deleteItems[pick])
      } else if pick < batch.deleteItems.count + batch.insertItems.count {
        batch.insertItems.append(batch.insertItems[pick - batch.deleteItems.count])
      } else {
        batch.moveItems.append(
          batch.moveItems[pick - batch.deleteItems.count - batch.insertItems.count])
      }
    default:  // wrong index space: a move's ends swapped
      guard !batch.moveItems.isEmpty else { return }
      let k = Int.random(in: 0..<batch.moveItems.count, using: &rng)
      batch.moveItems[k] = PositionMove(from: batch.moveItems[k].to, to: batch.moveItems[k].from)
    }
    paths = 0
    let model = ArrayDataSource(sections: identities(old))
    let view = VirtualView(kind: .collection, dataSource: model)
    try view.reloadData()
    model.sections = identities(new)
    do {
      try view.perform(batch)
      #expect(
        view.shownIdentifiers == identities(new).map { Optional($0) },
        "seed \(seed): accepted but wrong")
    } catch {
      #expect(
        view.shownIdentifiers == identities(old).map { Optional($0) },
        "a rejected batch changed the view")
    }
  }

  @MainActor @Test func rejectedBatchChangesNothing() throws {
    let model = ArrayDataSource(sections: [["a", "b"]])
    let view = VirtualCollectionView(dataSource: model)
    try view.reloadData()
    let eventsBefore = view.events.count
    model.sections = [["a", "b", "c"]]
    #expect(throws: BatchUpdateError.self) {
      try view.performBatchUpdates { try view.insertItems(at: [IndexPath(item: 5, section: 0)]) }
    }
    #expect(view.shownIdentifiers == [["a", "b"]])
    #expect(view.numberOfItems(inSection: 0) == 2)
    #expect(view.events.count == eventsBefore + 1)  // only the rejection is logged
  }

  @MainActor @Test func eventLogCountsCellsCreatedAndReconfigured() throws {
    let model = ArrayDataSource(sections: [["a", "b", "c"]])
    let view = VirtualCollectionView(dataSource: model)
    try view.reloadData()
    view.clearEvents()
    try view.performBatchUpdates { try view.reconfigureItems(at: [IndexPath(item: 1, section: 0)]) }
    #expect(view.statistics.cellsReconfigured == 1)
    #expect(view.statistics.cellsCreated == 0)
    #expect(view.events.contains(.reconfiguredItem(IndexPath(item: 1, section: 0))))
    model.sections = [["a", "x", "b", "c"]]
    try view.performBatchUpdates {
      try view.insertItems(at: [IndexPath(item: 1, section: 0)])
      try view.reloadItems(at: [IndexPath(item: 2, section: 0)])
    }
    #expect(view.statistics.cellsCreated == 2)
    #expect(view.statistics.cellProviderCalls == 3)
  }

  @MainActor @Test func tableViewBeginEndUpdatesNest() throws {
    let model = ArrayDataSource(sections: [["a"]])
    let view = VirtualTableView(dataSource: model)
    try view.reloadData()
    model.sections = [["a", "b", "c"]]
    try view.beginUpdates()
    try view.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    try view.beginUpdates()
    try view.insertRows(at: [IndexPath(row: 2, section: 0)])
    #expect(try view.endUpdates().outcome == .nested)
    #expect(try view.endUpdates().outcome == .accepted)
    #expect(view.numberOfRows(inSection: 0) == 3)
  }

  @MainActor @Test func singleUpdateOutsideABlockIsAOneOperationBatch() throws {
    let model = ArrayDataSource(sections: [["a", "b"]])
    let view = VirtualCollectionView(dataSource: model)
    try view.reloadData()
    model.sections = [["b"]]
    try view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(view.shownIdentifiers == [["b"]])
    #expect(view.engine.batchCount == 1)
  }
}
