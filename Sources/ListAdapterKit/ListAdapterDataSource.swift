import ListUIKit

/// The objects of a ``ListAdapter`` and their section controllers (`IGListAdapterDataSource`).
@preconcurrency
@MainActor
public protocol ListAdapterDataSource: AnyObject {
  /// The objects to show, one section each, in order.
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable]
  /// A new section controller for `object` (asked once per identifier; the controller is kept
  /// while objects with that identifier stay).
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  /// The view shown when no section has a cell (`collectionView.backgroundView`), or `nil`.
  func emptyView(for listAdapter: ListAdapter) -> UIView?
}
