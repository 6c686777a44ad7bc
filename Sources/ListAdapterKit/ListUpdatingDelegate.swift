import Foundation
import ListUIKit

/// Called when an update finishes: whether the view applied it (`IGListUpdatingCompletion`).
public typealias ListUpdatingCompletion = (Bool) -> Void
/// Called with the objects an update moves to (`IGListObjectTransitionBlock`).
public typealias ListObjectTransitionBlock = ([Any]) -> Void
/// The changes of an item update (`IGListItemUpdateBlock`).
public typealias ListItemUpdateBlock = () -> Void
/// Called when the adapter reloads the view (`IGListReloadUpdateBlock`).
public typealias ListReloadUpdateBlock = () -> Void
/// The objects an update moves to (`IGListToObjectBlock`).
public typealias ListToObjectBlock = () -> [Any]?
/// The collection view an update applies to, read when it runs (`IGListCollectionViewBlock`).
public typealias ListCollectionViewBlock = () -> UICollectionView?
/// Sets the collection view or the adapter's data source (`IGListDataSourceChangeBlock`).
public typealias ListDataSourceChangeBlock = () -> Void
/// The objects and section controllers an update moves from and to, made when it runs
/// (`IGListTransitionDataBlock`).
public typealias ListTransitionDataBlock = () -> ListTransitionData?
/// Makes the adapter show what `data` moves to (`IGListTransitionDataApplyBlock`).
public typealias ListTransitionDataApplyBlock = (ListTransitionData) -> Void

/// How an adapter applies its updates (`IGListUpdatingDelegate`): the adapter hands every
/// update to its updater — the objects' updates, its section controllers' item updates, reloads,
/// and a change of its collection view or data source — and, inside an update, each item change
/// its section controllers make. ``ListAdapterUpdater`` coalesces them into batch updates;
/// ``ListReloadDataUpdater`` reloads the view for each. An updater of an app's own implements the
/// same requirements and is called the same way.
///
/// IGListKit's `objectLookupPointerFunctions()` is not a requirement: `NSPointerFunctions` is
/// not in Foundation on Linux, and the adapter finds objects by their diff identifiers.
@preconcurrency
@MainActor
public protocol ListUpdatingDelegate: AnyObject {
  /// Moves the view from the objects it shows to new ones: when the update runs, the updater
  /// asks `sectionDataBlock` for the transition, calls `applySectionDataBlock` with it before
  /// changing the view, and leaves the view showing a section per object of its ``ListTransitionData/toObjects``;
  /// `completion` gets whether the view applied it.
  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?)
  /// Runs `itemUpdates` — section controllers' item changes, which reach the updater through
  /// the item calls below — as an update of the view; `completion` gets whether the view
  /// applied it.
  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    itemUpdates: @escaping ListItemUpdateBlock, completion: ListUpdatingCompletion?)
  /// Runs `block`, which sets the adapter's collection view or data source, at once, settling
  /// the updates waiting to run with it.
  func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock)
  /// Reloads the whole view: `reloadUpdateBlock` makes the adapter show the data source's
  /// objects, then the view reloads; `completion` gets whether it did.
  func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock,
    completion: ListUpdatingCompletion?)
  /// Items are inserted at `indexPaths` (new index paths).
  func insertItems(into collectionView: UICollectionView, indexPaths: [IndexPath])
  /// Items are deleted at `indexPaths` (index paths before the update).
  func deleteItems(from collectionView: UICollectionView, indexPaths: [IndexPath])
  /// An item moves from `fromIndexPath` (before the update) to `toIndexPath` (after).
  func moveItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath)
  /// An item is reloaded: at `fromIndexPath` before the update, `toIndexPath` after.
  func reloadItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath)
  /// A section moved from `fromIndex` to `toIndex` by the user (interactive reordering), already
  /// moved in the adapter.
  func moveSection(in collectionView: UICollectionView, from fromIndex: Int, to toIndex: Int)
  /// `sections` (before the update) are reloaded whole.
  func reload(_ collectionView: UICollectionView, sections: IndexSet)
  /// Whether the updater is applying an update's data: running `applySectionDataBlock` or item
  /// updates, just before it changes the view.
  func isInDataUpdateBlock() -> Bool
  /// The adapter found a crash coming that is not a batch's (IGListKit: a section controller
  /// that returned no cell).
  func willCrash(with collectionView: UICollectionView, sectionControllerClass: AnyClass?)
}
