/// Scrolling as a visible section controller hears it (`IGListScrollDelegate`).
@preconcurrency
@MainActor
public protocol ListScrollDelegate: AnyObject {
  /// The list scrolled while the section was visible.
  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController)
  /// The user starts dragging the list.
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController)
  /// The user lifted the finger.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool)
  /// The list stopped gliding (optional in IGListKit: does nothing by default).
  func listAdapter(
    _ listAdapter: ListAdapter,
    didEndDeceleratingSectionController sectionController: ListSectionController)
}

extension ListScrollDelegate {
  /// Does nothing (the requirement is optional in IGListKit).
  public func listAdapter(
    _ listAdapter: ListAdapter,
    didEndDeceleratingSectionController sectionController: ListSectionController
  ) {}
}
