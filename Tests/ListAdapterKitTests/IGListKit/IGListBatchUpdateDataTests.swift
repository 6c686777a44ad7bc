import Foundation
import Testing

@testable import ListAdapterKit

// IGListKit's IGListBatchUpdateDataTests.m in Swift: the initializer's clean-up of section moves
// that conflict with item changes, and of repeated item deletes. Names, inputs and expected
// values are IGListKit's. Not carried: `test_whenEmptyUpdates_thatResultDoesNotEqualOtherClasses`
// (`isEqual:` against an `NSObject`; Swift's `==` does not compile between different types).

private func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

private func move(_ from: Int, _ to: Int) -> ListMoveIndex { ListMoveIndex(from: from, to: to) }

private func movePath(
  _ fromSection: Int, _ fromItem: Int, _ toSection: Int, _ toItem: Int
) -> ListMoveIndexPath {
  ListMoveIndexPath(from: path(fromSection, fromItem), to: path(toSection, toItem))
}

private func data(
  insertSections: IndexSet = [], deleteSections: IndexSet = [],
  moveSections: Set<ListMoveIndex> = [], insertIndexPaths: [IndexPath] = [],
  deleteIndexPaths: [IndexPath] = [], updateIndexPaths: [IndexPath] = [],
  moveIndexPaths: [ListMoveIndexPath] = []
) -> ListBatchUpdateData {
  ListBatchUpdateData(
    insertSections: insertSections, deleteSections: deleteSections, moveSections: moveSections,
    insert: insertIndexPaths, delete: deleteIndexPaths, update: updateIndexPaths,
    moveIndexPaths: moveIndexPaths)
}

@Suite struct IGListBatchUpdateDataTests {
  @Test func test_whenEmptyUpdates_thatResultExists() {
    let result = data()
    #expect(result.insertSections.isEmpty && result.deleteSections.isEmpty)
    #expect(result.moveSections.isEmpty && result.moveIndexPaths.isEmpty)
    #expect(result.insertIndexPaths.isEmpty && result.deleteIndexPaths.isEmpty)
    #expect(result.updateIndexPaths.isEmpty)
  }

  @Test func test_whenUpdatesAreClean_thatResultMatches() {
    let result = data(
      insertSections: [0, 1], deleteSections: [5], moveSections: [move(3, 4)],
      insertIndexPaths: [path(0, 0)], deleteIndexPaths: [path(1, 0)],
      moveIndexPaths: [movePath(6, 0, 6, 1)])
    #expect(result.insertSections == [0, 1])
    #expect(result.deleteSections == [5])
    #expect(result.moveSections == [move(3, 4)])
    #expect(result.insertIndexPaths == [path(0, 0)])
    #expect(result.deleteIndexPaths == [path(1, 0)])
    #expect(result.moveIndexPaths.count == 1)
    #expect(result.moveIndexPaths.first == movePath(6, 0, 6, 1))
  }

  @Test
  func test_whenMovingSections_withItemDeletes_thatResultConvertsConflicts_toDeletesAndInserts() {
    let result = data(moveSections: [move(2, 4)], deleteIndexPaths: [path(2, 0), path(3, 4)])
    #expect(result.insertSections == [4])
    #expect(result.deleteSections == [2])
    #expect(result.deleteIndexPaths == [path(3, 4)])
    #expect(result.moveSections.isEmpty)
  }

  @Test
  func test_whenMovingSections_withItemInserts_thatResultConvertsConflicts_toDeletesAndInserts() {
    let result = data(moveSections: [move(2, 4)], insertIndexPaths: [path(4, 0), path(3, 4)])
    #expect(result.insertSections == [4])
    #expect(result.deleteSections == [2])
    #expect(result.insertIndexPaths == [path(3, 4)])
    #expect(result.moveSections.isEmpty)
  }

  @Test func test_whenMovingIndexPaths_withSectionDeleted_thatResultDropsTheMove() {
    let result = data(deleteSections: [0], moveIndexPaths: [movePath(0, 0, 0, 1)])
    #expect(result.moveIndexPaths.isEmpty)
    #expect(result.deleteSections == [0])
  }

  @Test func test_whenMovingIndexPaths_withSectionMoved_thatResultConvertsToDeletesAndInserts() {
    let result = data(moveSections: [move(0, 1)], moveIndexPaths: [movePath(0, 0, 0, 1)])
    #expect(result.moveIndexPaths.isEmpty)
    #expect(result.moveSections.isEmpty)
    #expect(result.deleteSections == [0])
    #expect(result.insertSections == [1])
  }

  @Test func test_whenMovingSections_withMoveFromConflictWithDelete_thatResultDropsTheMove() {
    let result = data(deleteSections: [2], moveSections: [move(2, 6), move(0, 2)])
    #expect(result.deleteSections.count == 1)
    #expect(result.moveSections.count == 1)
    #expect(result.insertSections.isEmpty)
    #expect(result.deleteSections == [2])
    #expect(result.moveSections.first == move(0, 2))
  }

  @Test func test_whenDeletingSameIndexPathMultipleTimes_thatResultDropsTheDuplicates() {
    let result = data(deleteIndexPaths: [path(2, 0), path(2, 0)])
    #expect(result.deleteIndexPaths == [path(2, 0)])
  }

  @Test
  func test_whenNoInsertingAndDeletingTwice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = data(deleteIndexPaths: [path(2, 0), path(2, 0)])
    #expect(result.insertIndexPaths == [])
    #expect(result.deleteIndexPaths == [path(2, 0)])
  }

  @Test
  func
    test_whenInsertingOnceAndDeletingTwice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = data(insertIndexPaths: [path(2, 0)], deleteIndexPaths: [path(2, 0), path(2, 0)])
    #expect(result.insertIndexPaths == [])
    #expect(result.deleteIndexPaths == [path(2, 0)])
  }

  @Test
  func
    test_whenInsertingTwiceAndDeletingTwice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = data(
      insertIndexPaths: [path(2, 0), path(2, 0)], deleteIndexPaths: [path(2, 0), path(2, 0)])
    #expect(result.insertIndexPaths == [path(2, 0)])
    #expect(result.deleteIndexPaths == [path(2, 0)])
  }

  @Test
  func
    test_whenInsertingThriceAndDeletingTwice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = data(
      insertIndexPaths: [path(2, 0), path(2, 0), path(2, 0)],
      deleteIndexPaths: [path(2, 0), path(2, 0)])
    #expect(result.insertIndexPaths == [path(2, 0), path(2, 0)])
    #expect(result.deleteIndexPaths == [path(2, 0)])
  }

  @Test
  func
    test_whenInsertingThriceAndDeletingThrice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = data(
      insertIndexPaths: [path(2, 0), path(2, 0), path(2, 0)],
      deleteIndexPaths: [path(2, 0), path(2, 0), path(2, 0)])
    #expect(result.insertIndexPaths == [path(2, 0)])
    #expect(result.deleteIndexPaths == [path(2, 0)])
  }

  @Test func test_whenInsertingOnceAndDeletingOnce_thatNoThingChanges() {
    let result = data(insertIndexPaths: [path(2, 0)], deleteIndexPaths: [path(2, 0)])
    #expect(result.insertIndexPaths == [path(2, 0)])
    #expect(result.deleteIndexPaths == [path(2, 0)])
  }

  @Test func test_whenUpdatesAreClean_thatObjectIsEqualToItself() {
    let result = data(
      insertSections: [0, 1], deleteSections: [5], moveSections: [move(3, 4)],
      insertIndexPaths: [path(0, 0)], deleteIndexPaths: [path(1, 0)],
      moveIndexPaths: [movePath(6, 0, 6, 1)])
    #expect(result == result)
  }
}
