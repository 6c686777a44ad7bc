import Foundation
import ListDeepDiff

// DeepDiff's UIKit extension, performed as DeepDiff 2.3.3 performs it: `updateData`, the deletes,
// the inserts and the moves inside one batch update, then the replaces reloaded after it, outside
// the batch (DeepDiff reports replaces at new indexes, which a reload inside the batch would read
// as old ones). Each step is checked by the view; what UIKit would raise is reported through the
// view's failure log, as for any hand-written update. The two calls are one update: a replaced
// cell shows its old content only until the reload right after the batch, so the stale-content
// check (which no UIKit raises) judges the cells after the reload, not between the two.

extension UICollectionView {
  /// Applies DeepDiff's `changes` to the items of `section`: one batch update in which
  /// `updateData` makes the data source hold the new items and the deletes, inserts and moves
  /// are declared, then a reload of the replaced items. A step UIKit would reject is reported
  /// (`raisedExceptions`), changes nothing, and `completion` gets `false`.
  ///
  /// ```swift
  /// let changes = diff(old: items, new: newItems)
  /// collectionView.reload(changes: changes, section: 0, updateData: { items = newItems })
  /// ```
  public func reload<T: DiffAware>(
    changes: [ListDeepDiff.Change<T>], section: Int = 0, updateData: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let paths = IndexPathConverter().convert(changes: changes, section: section)
    failures.raising {
      try engine.performBatchUpdates(
        {
          updateData()
          paths.deletes.executeIfPresent { deleteItems(at: $0) }
          paths.inserts.executeIfPresent { insertItems(at: $0) }
          paths.moves.executeIfPresent { $0.forEach { moveItem(at: $0.from, to: $0.to) } }
        }, completion: { completion?($0) }, checksContent: paths.replaces.isEmpty)
    }
    // Outside the batch, as DeepDiff does: replaces name new indexes.
    paths.replaces.executeIfPresent { reloadItems(at: $0) }
  }
}

extension UITableView {
  /// Applies DeepDiff's `changes` to the rows of `section`, as ``UICollectionView``'s
  /// `reload(changes:section:updateData:completion:)` does, with a row animation for inserts,
  /// deletes and the reloads of replaced rows (recorded in the event log).
  public func reload<T: DiffAware>(
    changes: [ListDeepDiff.Change<T>], section: Int = 0,
    insertionAnimation: RowAnimation = .automatic, deletionAnimation: RowAnimation = .automatic,
    replacementAnimation: RowAnimation = .automatic, updateData: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let paths = IndexPathConverter().convert(changes: changes, section: section)
    failures.raising {
      try engine.performBatchUpdates(
        {
          updateData()
          paths.deletes.executeIfPresent { deleteRows(at: $0, with: deletionAnimation) }
          paths.inserts.executeIfPresent { insertRows(at: $0, with: insertionAnimation) }
          paths.moves.executeIfPresent { $0.forEach { moveRow(at: $0.from, to: $0.to) } }
        }, completion: { completion?($0) }, checksContent: paths.replaces.isEmpty)
    }
    paths.replaces.executeIfPresent { reloadRows(at: $0, with: replacementAnimation) }
  }
}
