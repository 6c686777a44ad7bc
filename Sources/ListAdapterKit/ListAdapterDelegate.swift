import Foundation
import ListUIKit

/// Objects coming on and going off screen (`IGListAdapterDelegate`): per section (the first of
/// its views coming on screen, the last leaving) and per cell.
@preconcurrency
@MainActor
public protocol ListAdapterDelegate: AnyObject {
  /// The section of `object`, at `index`, is about to show its first view.
  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int)
  /// The section of `object`, at `index`, ended showing its last view (with the section it was
  /// in, even when an update deleted it).
  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int)
  /// `cell`, showing `object` at `indexPath`, is about to be displayed (every cell, before the
  /// section's own `willDisplay`, as IGListKit's display handler sends them; nothing by default).
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: UICollectionViewCell,
    at indexPath: IndexPath)
  /// `cell`, which showed `object`, ended display at `indexPath` (nothing by default).
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: UICollectionViewCell,
    at indexPath: IndexPath)
}

extension ListAdapterDelegate {
  /// Does nothing by default.
  public func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: UICollectionViewCell,
    at indexPath: IndexPath
  ) {}

  /// Does nothing by default.
  public func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: UICollectionViewCell,
    at indexPath: IndexPath
  ) {}
}
