/// Selection of a ``ListSingleSectionController``.
@preconcurrency
@MainActor
public protocol ListSingleSectionControllerDelegate: AnyObject {
  func didSelect(_ sectionController: ListSingleSectionController, with object: Any)
  func didDeselect(_ sectionController: ListSingleSectionController, with object: Any)
}

extension ListSingleSectionControllerDelegate {
  /// Does nothing by default.
  public func didDeselect(_ sectionController: ListSingleSectionController, with object: Any) {}
}
