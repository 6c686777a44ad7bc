import Foundation
import ListKit

/// The batch an updater sent to the collection view (`IGListBatchUpdateData`), after IGListKit's
/// clean-up: section and item inserts, deletes and moves, and item updates.
public final class ListBatchUpdateData: CustomStringConvertible, Equatable {
  /// The sections inserted.
  public let insertSections: IndexSet
  /// The sections deleted.
  public let deleteSections: IndexSet
  /// The sections moved.
  public let moveSections: [ListMoveIndex]
  /// The items inserted.
  public let insertIndexPaths: [IndexPath]
  /// The items deleted.
  public let deleteIndexPaths: [IndexPath]
  /// The items reloaded in place.
  public let updateIndexPaths: [IndexPath]
  /// The items moved, from and to.
  public let moveIndexPaths: [(from: IndexPath, to: IndexPath)]

  /// A batch of the given changes.
  public init(
    insertSections: IndexSet, deleteSections: IndexSet, moveSections: [ListMoveIndex],
    insertIndexPaths: [IndexPath], deleteIndexPaths: [IndexPath], updateIndexPaths: [IndexPath],
    moveIndexPaths: [(from: IndexPath, to: IndexPath)]
  ) {
    (self.insertSections, self.deleteSections, self.moveSections) =
      (insertSections, deleteSections, moveSections)
    (self.insertIndexPaths, self.deleteIndexPaths, self.updateIndexPaths, self.moveIndexPaths) =
      (insertIndexPaths, deleteIndexPaths, updateIndexPaths, moveIndexPaths)
  }

  /// The batch the view was asked to apply.
  convenience init(_ batch: BatchUpdate) {
    self.init(
      insertSections: IndexSet(batch.insertSections),
      deleteSections: IndexSet(batch.deleteSections),
      moveSections: batch.moveSections.map { ListMoveIndex(from: $0.from, to: $0.to) },
      insertIndexPaths: batch.insertItems, deleteIndexPaths: batch.deleteItems,
      updateIndexPaths: batch.reloadItems,
      moveIndexPaths: batch.moveItems.map { (from: $0.from, to: $0.to) })
  }

  /// Whether two batches hold the same changes, as `IGListBatchUpdateData`'s `isEqual:`
  /// compares them: the moved sections as a set, the index paths in order.
  public static func == (a: ListBatchUpdateData, b: ListBatchUpdateData) -> Bool {
    a === b
      || (a.insertSections == b.insertSections && a.deleteSections == b.deleteSections
        && Set(a.moveSections) == Set(b.moveSections) && a.insertIndexPaths == b.insertIndexPaths
        && a.deleteIndexPaths == b.deleteIndexPaths && a.updateIndexPaths == b.updateIndexPaths
        && a.moveIndexPaths.map { [$0.from, $0.to] } == b.moveIndexPaths.map { [$0.from, $0.to] })
  }

  /// The counts of each kind of change.
  public var description: String {
    "<ListBatchUpdateData; deleteSections: \(deleteSections.count); insertSections: \(insertSections.count); moveSections: \(moveSections.count); deleteIndexPaths: \(deleteIndexPaths.count); insertIndexPaths: \(insertIndexPaths.count); updateIndexPaths: \(updateIndexPaths.count)>"
  }
}
