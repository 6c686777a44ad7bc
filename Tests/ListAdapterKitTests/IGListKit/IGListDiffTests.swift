import Foundation
import Testing

@testable import ListAdapterKit

// IGListKit's `IGListDiffTests.m`, carried over with their names, inputs and expected values:
// `ListDiff` and `ListDiffPaths` of numbers, strings (IGListKit's `NSNumber` and `NSString`
// conformances) and test objects of a key and a value.

/// IGListKit's `IGTestObject`: the key is the identifier; key and value decide equality; a copy
/// is a new instance of the same key and value.
private final class KeyValueObject: ListDiffable {
  let key: NSObject
  let value: NSObject
  init(_ key: NSObject, _ value: NSObject) { (self.key, self.value) = (key, value) }
  func copy() -> KeyValueObject { KeyValueObject(key, value) }
  func diffIdentifier() -> any NSObjectProtocol { key }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? KeyValueObject else { return false }
    if other === self { return true }
    return value.isEqual(other.value) && key.isEqual(other.key)
  }
}

private func object(_ key: String, _ value: Int) -> KeyValueObject {
  KeyValueObject(key as NSString, NSNumber(value: value))
}

private func object(_ key: Int, _ value: Int) -> KeyValueObject {
  KeyValueObject(NSNumber(value: key), NSNumber(value: value))
}

private func numbers(_ values: Int...) -> [any ListDiffable] {
  values.map { NSNumber(value: $0) }
}

private func strings(_ values: String...) -> [any ListDiffable] { values.map { $0 as NSString } }

/// The words of the paper's example (Heckel, "A technique for isolating differences between
/// files"), split at spaces.
private func words(_ text: String) -> [any ListDiffable] {
  text.split(separator: " ").map { String($0) as NSString }
}

private var paperOld: [any ListDiffable] {
  words(
    "much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details ."
  )
}
private var paperNew: [any ListDiffable] {
  words(
    "a mass of latin words falls upon the relevant facts like soft snow , covering up the details ."
  )
}

private func path(_ item: Int, _ section: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

private func moves(_ result: ListIndexSetResult) -> [[Int]] {
  result.moves.map { [$0.from, $0.to] }.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
}

@Suite struct IGListDiffTests {
  @Test func test_whenDiffingEmptyArrays_thatResultHasNoChanges() {
    #expect(!ListDiff(oldArray: [], newArray: [], option: .equality).hasChanges)
  }

  @Test func test_whenDiffingFromEmptyArray_thatResultHasChanges() {
    let result = ListDiff(oldArray: [], newArray: numbers(1), option: .equality)
    #expect(result.inserts == IndexSet(integer: 0))
    #expect(result.changeCount == 1)
  }

  @Test func test_whenDiffingToEmptyArray_thatResultHasChanges() {
    let result = ListDiff(oldArray: numbers(1), newArray: [], option: .equality)
    #expect(result.deletes == IndexSet(integer: 0))
    #expect(result.changeCount == 1)
  }

  @Test func test_whenDiffingToEmptyArray_thatOldIndexPathsAreCorrect() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: numbers(1, 2), newArray: [], option: .equality)
    #expect(result.oldIndexPath(forIdentifier: NSNumber(value: 1)) == path(0, 0))
    #expect(result.oldIndexPath(forIdentifier: NSNumber(value: 2)) == path(1, 0))
  }

  @Test func test_whenDiffingFromEmptyArray_thatNewIndexPathsAreCorrect() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: [], newArray: numbers(1, 2), option: .equality)
    #expect(result.newIndexPath(forIdentifier: NSNumber(value: 1)) == path(0, 1))
    #expect(result.newIndexPath(forIdentifier: NSNumber(value: 2)) == path(1, 1))
  }

  @Test func test_whenSwappingObjects_thatResultHasMoves() {
    let result = ListDiff(oldArray: numbers(1, 2), newArray: numbers(2, 1), option: .equality)
    #expect(moves(result) == [[0, 1], [1, 0]])
    #expect(result.changeCount == 2)
  }

  @Test func test_whenMovingObjectsTogether_thatResultHasMoves() {
    // The trick is the two 3s.
    let result = ListDiff(
      oldArray: numbers(1, 2, 3, 3, 4), newArray: numbers(2, 3, 1, 3, 4), option: .equality)
    #expect(moves(result).contains([1, 0]))
    #expect(moves(result).contains([0, 2]))
  }

  @Test func test_whenDiffingWordsFromPaper_withIndexPaths_thatDeletesMatchPaper() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: paperOld, newArray: paperNew, option: .equality)
    #expect(result.deletes == [0, 1, 2, 9, 11, 12].map { path($0, 0) })
  }

  @Test func test_whenDiffingWordsFromPaper_withIndexPaths_thatInsertsMatchPaper() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: paperOld, newArray: paperNew, option: .equality)
    #expect(result.inserts == [path(3, 0), path(11, 0)])
  }

  @Test func test_whenSwappingObjects_withIndexPaths_thatResultHasMoves() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: numbers(1, 2, 3, 4), newArray: numbers(2, 4, 5, 3),
      option: .equality)
    let sorted = result.moves.map { [$0.from, $0.to] }.sorted { $0[0] < $1[0] }
    #expect(sorted == [[path(2, 0), path(3, 0)], [path(3, 0), path(1, 0)]])
  }

  @Test func test_whenObjectEqualityChanges_thatResultHasUpdates() {
    let old = [object("0", 0), object("1", 1), object("2", 2)]
    let new = [object("0", 0), object("1", 3), object("2", 2)]  // 1's value from 1 to 3
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: old, newArray: new, option: .equality)
    #expect(result.updates == [path(1, 0)])
  }

  @Test func test_whenDiffingWordsFromPaper_thatInsertsMatchPaper() {
    let result = ListDiff(oldArray: paperOld, newArray: paperNew, option: .equality)
    #expect(result.inserts == IndexSet([3, 11]))
  }

  @Test func test_whenDiffingWordsFromPaper_thatDeletesMatchPaper() {
    let result = ListDiff(oldArray: paperOld, newArray: paperNew, option: .equality)
    #expect(result.deletes == IndexSet([0, 1, 2, 9, 11, 12]))
  }

  @Test func test_whenDeletingItems_withInserts_withMoves_thatResultHasInsertsMovesAndDeletes() {
    let result = ListDiff(
      oldArray: numbers(0, 1, 2, 3, 4, 5, 6, 7, 8), newArray: numbers(0, 2, 3, 4, 7, 6, 9, 5, 10),
      option: .equality)
    #expect(result.deletes == IndexSet([1, 8]))
    #expect(result.inserts == IndexSet([6, 8]))
    #expect(moves(result) == [[5, 7], [7, 4]])
  }

  @Test func test_whenMovingItems_withEqualityChanges_thatResultsHasMovesAndUpdates() {
    let old = [object("0", 0), object("1", 1), object("2", 2)]
    // 0 and 2 swap places, and 2's value changes to 3.
    let new = [object("2", 3), object("1", 1), object("0", 0)]
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(result.updates == IndexSet(integer: 2))
    #expect(moves(result) == [[0, 2], [2, 0]])
  }

  @Test func test_whenDiffingPointers_withObjectCopy_thatResultHasUpdate() {
    let old = [object("0", 0), object("1", 1), object("2", 2)]
    let new = [old[0], old[1].copy(), old[2]]  // a new instance
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: old, newArray: new, option: .pointerPersonality)
    #expect(result.updates == [path(1, 0)])
  }

  @Test func test_whenDiffingPointers_withSameObjects_thatResultHasNoChanges() {
    let old = [object("0", 0), object("1", 1), object("2", 2)]
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: old, newArray: old, option: .pointerPersonality)
    #expect(!result.hasChanges)
  }

  @Test func test_whenDeletingObjects_withArrayOfEqualObjects_thatChangeCountMatches() {
    let old = strings("dog", "dog", "dog", "dog")
    let result = ListDiff(oldArray: old, newArray: strings("dog", "dog"), option: .equality)
    // IGListKit: the algorithm cannot find bulk changes of one repeated object, but the counts
    // add up.
    #expect(old.count + result.inserts.count - result.deletes.count == 2)
  }

  @Test func test_whenInsertingObjects_withArrayOfEqualObjects_thatChangeCountMatches() {
    let old = strings("dog", "dog")
    let result = ListDiff(
      oldArray: old, newArray: strings("dog", "dog", "dog", "dog"), option: .equality)
    #expect(old.count + result.inserts.count - result.deletes.count == 4)
  }

  @Test func test_whenInsertingObject_withOldArrayHavingMultiples_thatChangeCountMatches() {
    let notFound = NSNumber(value: NSNotFound)
    let old: [any ListDiffable] = [
      notFound, notFound, notFound, NSNumber(value: 49), NSNumber(value: 33), "cat" as NSString,
      "cat" as NSString, NSNumber(value: 0), NSNumber(value: 14),
    ]
    var new = old
    new.insert("cat" as NSString, at: 5)  // three cats in a row
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(old.count + result.inserts.count - result.deletes.count == 10)
  }

  @Test func test_whenMovingDuplicateObjects_thatChangeCountMatches() {
    func notFound() -> NSNumber { NSNumber(value: NSNotFound) }
    let old: [any ListDiffable] = [
      NSNumber(value: 1), NSNumber(value: 20), NSNumber(value: 14), notFound(), "cat" as NSString,
      notFound(), NSNumber(value: 4), "dog" as NSString, "cat" as NSString, "cat" as NSString,
      "fish" as NSString, notFound(), "fish" as NSString, notFound(),
    ]
    let new: [any ListDiffable] = [
      NSNumber(value: 1), NSNumber(value: 28), NSNumber(value: 14), "cat" as NSString,
      "cat" as NSString, NSNumber(value: 4), "dog" as NSString, old[3], "cat" as NSString,
      "fish" as NSString, old[11], "fish" as NSString, old[13],
    ]
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(old.count + result.inserts.count - result.deletes.count == new.count)
  }

  @Test func test_whenDiffingDuplicatesAtTail_withDuplicateAtHead_thatResultHasNoChanges() {
    let array: [any ListDiffable] = [
      "cat" as NSString, NSNumber(value: 1), NSNumber(value: 2), NSNumber(value: 3),
      "cat" as NSString,
    ]
    #expect(!ListDiff(oldArray: array, newArray: array, option: .equality).hasChanges)
  }

  @Test func test_whenDuplicateObjects_thatMovesAreUnique() {
    func notFound() -> NSNumber { NSNumber(value: NSNotFound) }
    let old: [any ListDiffable] = [
      "cat" as NSString, notFound(), "dog" as NSString, "dog" as NSString, notFound(), notFound(),
      "cat" as NSString, NSNumber(value: 65),
    ]
    let new: [any ListDiffable] = [
      "cat" as NSString, old[1], "dog" as NSString, old[4], "dog" as NSString, old[5],
      "cat" as NSString, "cat" as NSString, "fish" as NSString, NSNumber(value: 65),
    ]
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(Set(result.moves.map(\.from)).count == result.moves.count)
  }

  @Test func test_whenMovingObjectShiftsOthers_thatMovesContainRequiredMoves() {
    let result = ListDiff(
      oldArray: numbers(1, 2, 3, 4, 5, 6, 7), newArray: numbers(1, 4, 5, 2, 3, 6, 7),
      option: .equality)
    #expect(moves(result).contains([3, 1]))
    #expect(moves(result).contains([1, 3]))
  }

  private let indexOld = numbers(1, 2, 3, 4, 5, 6, 7)
  private let indexNew = numbers(2, 9, 3, 1, 5, 6, 8)

  @Test func test_whenDiffing_thatOldIndexesMatch() {
    let result = ListDiff(oldArray: indexOld, newArray: indexNew, option: .equality)
    let expected = [0, 1, 2, 3, 4, 5, 6, NSNotFound, NSNotFound]
    for (number, index) in zip(1...9, expected) {
      #expect(result.oldIndex(forIdentifier: NSNumber(value: number)) == index, "\(number)")
    }
  }

  @Test func test_whenDiffing_thatNewIndexesMatch() {
    let result = ListDiff(oldArray: indexOld, newArray: indexNew, option: .equality)
    let expected = [3, 0, 2, NSNotFound, 4, 5, NSNotFound, 6, 1]
    for (number, index) in zip(1...9, expected) {
      #expect(result.newIndex(forIdentifier: NSNumber(value: number)) == index, "\(number)")
    }
  }

  @Test func test_whenDiffing_thatOldIndexPathsMatch() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: indexOld, newArray: indexNew, option: .equality)
    let expected: [IndexPath?] = [0, 1, 2, 3, 4, 5, 6].map { path($0, 0) } + [nil, nil]
    for (number, indexPath) in zip(1...9, expected) {
      #expect(result.oldIndexPath(forIdentifier: NSNumber(value: number)) == indexPath, "\(number)")
    }
  }

  @Test func test_whenDiffing_thatNewIndexPathsMatch() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: indexOld, newArray: indexNew, option: .equality)
    let expected: [IndexPath?] = [
      path(3, 1), path(0, 1), path(2, 1), nil, path(4, 1), path(5, 1), nil, path(6, 1), path(1, 1),
    ]
    for (number, indexPath) in zip(1...9, expected) {
      #expect(result.newIndexPath(forIdentifier: NSNumber(value: number)) == indexPath, "\(number)")
    }
  }

  private let batchOld = [
    object(1, 1), object(2, 1), object(3, 1), object(4, 1), object(5, 1), object(6, 1),
  ]
  // 1 deleted, 2 updated, 5 moved, 7 inserted, 6 updated, 3 moved and updated.
  private let batchNew = [
    object(2, 2), object(5, 1), object(4, 1), object(7, 1), object(6, 2), object(3, 2),
  ]

  @Test func test_whenDiffing_withBatchUpdateResult_thatIndexesMatch() {
    let result = ListDiff(oldArray: batchOld, newArray: batchNew, option: .equality)
      .forBatchUpdates()
    #expect(result.updates.isEmpty)
    #expect(result.moves.map { [$0.from, $0.to] } == [[4, 1]])
    #expect(result.deletes == IndexSet([0, 1, 2, 5]))
    #expect(result.inserts == IndexSet([0, 3, 4, 5]))
  }

  @Test func test_whenDiffing_withBatchUpdateResult_thatIndexPathsMatch() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: batchOld, newArray: batchNew, option: .equality
    ).forBatchUpdates()
    #expect(result.updates.isEmpty)
    #expect(result.moves.map { [$0.from, $0.to] } == [[path(4, 0), path(1, 1)]])
    #expect(result.deletes.sorted() == [0, 1, 2, 5].map { path($0, 0) })
    #expect(result.inserts.sorted() == [0, 3, 4, 5].map { path($0, 1) })
  }
}
