import Foundation

/// The changes of a section controller's batch (`IGListBatchContext`), in its own indexes.
@preconcurrency
@MainActor
public protocol ListBatchContext: AnyObject {
  /// The items at `indexes` of the section are reloaded (a delete and an insert of each, as
  /// IGListKit sends a reload).
  func reload(in sectionController: ListSectionController, at indexes: IndexSet)
  /// Items are inserted at `indexes` (indexes after the batch).
  func insert(in sectionController: ListSectionController, at indexes: IndexSet)
  /// The items at `indexes` are deleted (indexes before the batch).
  func delete(in sectionController: ListSectionController, at indexes: IndexSet)
  /// The layout of the items at `indexes` is invalidated (nothing to send here: the layout asks
  /// every size again after the batch).
  func invalidateLayout(in sectionController: ListSectionController, at indexes: IndexSet)
  /// The item at `fromIndex` moves to `toIndex`.
  func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int)
  /// Reloads the whole section.
  func reload(_ sectionController: ListSectionController)
  /// The user moved the section of `sectionController` from `fromIndex` to `toIndex`
  /// (interactive reordering of one-item sections): the adapter moves its object, tells its
  /// move delegate, and its updater shows the sections as they are.
  func moveSectionControllerInteractive(
    _ sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int)
  /// The user moved an item of `sectionController` from `fromIndex` to `toIndex`: the section
  /// controller moves its object (`moveObject(from:to:)`).
  func move(
    inSectionControllerInteractive sectionController: ListSectionController, from fromIndex: Int,
    to toIndex: Int)
  /// The user's move from `sourceIndexPath` to `destinationIndexPath` is not allowed: the item
  /// moves back.
  func revertInvalidInteractiveMove(
    from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}
