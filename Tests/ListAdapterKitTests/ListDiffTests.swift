import Foundation
import ListAdapterKit
import ListSimulator
import ListUIKit
import Testing

/// An object with an identifier and a version (its content).
final class Thing: ListDiffable, CustomStringConvertible {
  let id: Int
  let version: Int
  init(_ id: Int, _ version: Int = 0) { (self.id, self.version) = (id, version) }
  func diffIdentifier() -> any NSObjectProtocol { NSNumber(value: id) }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? Thing)?.version == version
  }
  var description: String { "\(id).\(version)" }
}

@Suite struct ListDiffTests {
  @Test func insertsDeletesUpdatesAndMoves() {
    let old = [Thing(1), Thing(2), Thing(3), Thing(4)]
    let new = [Thing(3), Thing(1, 1), Thing(5), Thing(4)]
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(result.deletes == [1])
    #expect(result.inserts == [2])
    #expect(result.updates == [0])
    #expect(result.moves.map { [$0.from, $0.to] } == [[2, 0], [0, 1]])
    #expect(result.hasChanges && result.changeCount == 5)
    #expect(result.oldIndex(forIdentifier: NSNumber(value: 3)) == 2)
    #expect(result.newIndex(forIdentifier: NSNumber(value: 5)) == 2)
    #expect(result.newIndex(forIdentifier: NSNumber(value: 2)) == NSNotFound)
    // A moved and changed object becomes a delete and an insert for a batch update.
    let batch = result.forBatchUpdates()
    #expect(batch.updates.isEmpty)
    #expect(batch.deletes == [0, 1] && batch.inserts == [1, 2])
    #expect(batch.moves.map { [$0.from, $0.to] } == [[2, 0]])
  }

  @Test func pointerPersonalityComparesInstances() {
    let a = Thing(1)
    let same = ListDiff(oldArray: [a], newArray: [a], option: .pointerPersonality)
    let copy = ListDiff(oldArray: [a], newArray: [Thing(1)], option: .pointerPersonality)
    let equal = ListDiff(oldArray: [a], newArray: [Thing(1)], option: .equality)
    #expect(!same.hasChanges && copy.updates == [0] && !equal.hasChanges)
  }

  @Test func stringsAndNumbersAreDiffable() {
    let old: [any ListDiffable] = ["a" as NSString, "b" as NSString, NSNumber(value: 1)]
    let new: [any ListDiffable] = [NSNumber(value: 1), "a" as NSString]
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(result.deletes == [1] && result.inserts.isEmpty)
    #expect(result.moves.map { [$0.from, $0.to] } == [[2, 0], [0, 1]])
  }

  @Test func pathsUseTheirSections() {
    let result = ListDiffPaths(
      fromSection: 2, toSection: 5, oldArray: [Thing(1), Thing(2)], newArray: [Thing(2), Thing(3)],
      option: .equality)
    #expect(result.deletes == [IndexPath(item: 0, section: 2)])
    #expect(result.inserts == [IndexPath(item: 1, section: 5)])
    #expect(result.moves.isEmpty)  // the delete before it explains its new place
    #expect(
      result.oldIndexPath(forIdentifier: NSNumber(value: 2)) == IndexPath(item: 1, section: 2))
  }

  /// The diff against a slow model written from IGListKit's description: the k-th new
  /// occurrence of an identifier matches its k-th old occurrence; unmatched ones are deletes and
  /// inserts; a matched identifier is updated when any of its pairs differs; a match is a move
  /// unless the deletes before its old index and the inserts before its new index explain it.
  /// Arrays repeat identifiers now and then.
  @Test(arguments: [UInt64(1), 27, 2026])
  func agreesWithTheSlowModel(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let old = (0..<Int.random(in: 0...9, using: &random)).map { _ in
        Thing(Int.random(in: 0..<8, using: &random), Int.random(in: 0..<2, using: &random))
      }
      let new = (0..<Int.random(in: 0...9, using: &random)).map { _ in
        Thing(Int.random(in: 0..<8, using: &random), Int.random(in: 0..<2, using: &random))
      }
      let result = ListDiff(oldArray: old, newArray: new, option: .equality)
      // The model.
      var oldMatch = [Int?](repeating: nil, count: old.count)
      var newMatch = [Int?](repeating: nil, count: new.count)
      for i in new.indices {
        let earlierSame = new[..<i].filter { $0.id == new[i].id }.count
        let candidates = old.indices.filter { old[$0].id == new[i].id }
        if earlierSame < candidates.count {
          newMatch[i] = candidates[earlierSame]
          oldMatch[candidates[earlierSame]] = i
        }
      }
      let deletes = old.indices.filter { oldMatch[$0] == nil }
      let inserts = new.indices.filter { newMatch[$0] == nil }
      let changedIds = Set(
        new.indices.compactMap { i in
          newMatch[i].flatMap { old[$0].version != new[i].version ? new[i].id : nil }
        })
      let updates = old.indices.filter { oldMatch[$0] != nil && changedIds.contains(old[$0].id) }
      var moves: [[Int]] = []
      for i in new.indices {
        guard let o = newMatch[i] else { continue }
        let deletedBefore = deletes.filter { $0 < o }.count
        let insertedBefore = inserts.filter { $0 < i }.count
        if o - deletedBefore + insertedBefore != i { moves.append([o, i]) }
      }
      #expect(Array(result.deletes) == deletes, "\(old) -> \(new)")
      #expect(Array(result.inserts) == inserts, "\(old) -> \(new)")
      #expect(Array(result.updates) == updates, "\(old) -> \(new)")
      #expect(result.moves.map { [$0.from, $0.to] } == moves, "\(old) -> \(new)")
      #expect(old.count - result.deletes.count + result.inserts.count == new.count)
    }
  }

  /// For arrays without repeats, the batch the diff makes is one a strict virtual view accepts,
  /// and the view then shows the new array: UIKit's validator is the oracle.
  @MainActor @Test(arguments: [UInt64(5), 27, 2026])
  func batchesAreAcceptedByTheStrictView(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let oldIds = Array(
        (0..<12).shuffled(using: &random).prefix(Int.random(in: 0...10, using: &random)))
      let newIds = Array(
        (0..<12).shuffled(using: &random).prefix(Int.random(in: 0...10, using: &random)))
      let old = oldIds.map { Thing($0, Int.random(in: 0..<2, using: &random)) }
      let new = newIds.map { Thing($0, Int.random(in: 0..<2, using: &random)) }
      let model = ArrayDataSource(sections: [oldIds.map { ItemIdentity("\($0)") }])
      let view = VirtualCollectionView(dataSource: model)
      try view.reloadData()
      let result = ListDiffPaths(
        fromSection: 0, toSection: 0, oldArray: old, newArray: new, option: .equality
      ).forBatchUpdates()
      model.sections = [newIds.map { ItemIdentity("\($0)") }]
      try view.performBatchUpdates {
        try view.deleteItems(at: result.deletes)
        try view.insertItems(at: result.inserts)
        for move in result.moves { try view.moveItem(at: move.from, to: move.to) }
      }
      #expect(view.shownIdentifiers == model.sections.map { $0 })
    }
  }
}
