import ListUIKit

/// Display events of a section controller and its cells (`IGListDisplayDelegate`).
@preconcurrency
@MainActor
public protocol ListDisplayDelegate: AnyObject {
  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController)
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int)
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int)
}
