import Foundation

/// The changes of a section controller's batch (`IGListBatchContext`), in its own indexes.
@preconcurrency
@MainActor
public protocol ListBatchContext: AnyObject {
  func reload(in sectionController: ListSectionController, at indexes: IndexSet)
  func insert(in sectionController: ListSectionController, at indexes: IndexSet)
  func delete(in sectionController: ListSectionController, at indexes: IndexSet)
  func invalidateLayout(in sectionController: ListSectionController, at indexes: IndexSet)
  func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int)
  /// Reloads the whole section.
  func reload(_ sectionController: ListSectionController)
}
