import Foundation
import ListKit
import ListUIKit

/// The updater that diffs the objects and applies one batch update per update
/// (`IGListAdapterUpdater`).
@preconcurrency
@MainActor
open class ListAdapterUpdater: ListUpdatingDelegate {
  /// Section moves become a delete and an insert.
  public var sectionMovesAsDeletesInserts = false
  /// Changed objects whose sections keep their cell count reload their cells instead of the
  /// section, when the update has no other section change.
  public var preferItemReloadsForSectionReloads = false
  /// Kept for code written for IGListKit; diffing happens on the main actor here.
  public var allowsBackgroundDiffing = false
  /// Every section has one cell, which its controller updates itself in `didUpdate(to:)`: the
  /// batch sends the diff's section deletes, inserts and moves alone — changed sections are not
  /// reloaded, and item changes are not sent (`IGListAdapterUpdater.singleItemSectionUpdates`).
  public var singleItemSectionUpdates = false
  /// An update of more than 100 changes (inserts, deletes, updates and moves of sections) reloads
  /// the view instead of a batch update, as IGListKit does to avoid stalling the main thread; on
  /// by default (`allowsReloadingOnTooManyUpdates`).
  public var allowsReloadingOnTooManyUpdates = true
  /// Told what the updater does (held weakly).
  public weak var delegate: (any ListAdapterUpdaterDelegate)?
  /// An updater with the default settings.
  public init() {}
}

// What IGListKit's batch transaction tells the updater's delegate around one batch, for the
// adapter's object updates and its section controllers' item updates alike.
extension ListAdapterUpdater {
  /// Before the diff.
  func tellDelegate(willDiffFrom from: [any ListDiffable]?, to: [any ListDiffable]?) {
    delegate?.listAdapterUpdater(self, willDiffFromObjects: from, toObjects: to)
  }

  /// After the diff (`diffed` makes its result, asked only when there is a delegate); the result
  /// made, or `nil` without a delegate.
  func tellDelegate(diffed: () -> ListIndexSetResult) -> ListIndexSetResult? {
    guard let delegate else { return nil }
    let result = diffed()
    delegate.listAdapterUpdater(self, didDiffWithResults: result, onBackgroundThread: false)
    return result
  }

  /// Before the batch (not before a fallback reload).
  func tellDelegate(
    willPerformWith result: ListIndexSetResult?, from: [any ListDiffable]?,
    to: [any ListDiffable]?, in collectionView: UICollectionView, animated: Bool
  ) {
    delegate?.listAdapterUpdater(
      self, willPerformBatchUpdatesWith: collectionView, fromObjects: from, toObjects: to,
      listIndexSetResult: result, animated: animated)
  }

  /// An update given up before it began: the view has no data source (IGListKit's transaction
  /// bails: its completions get `false`).
  func tellDelegateFinishedWithoutUpdates(_ collectionView: UICollectionView) {
    delegate?.listAdapterUpdater(self, didFinishWithoutUpdatesWith: collectionView)
  }

  /// After the batch: `sent` is the batch sent, or `nil` when the view refused it (where UIKit
  /// would crash). An applied batch is reported even when it changed nothing, as IGListKit's
  /// transaction reports it.
  func tellDelegate(
    performed sent: BatchUpdate, applied: Bool, from: [any ListDiffable]?,
    to: [any ListDiffable]?, diffed: () -> ListIndexSetResult, in collectionView: UICollectionView
  ) {
    guard let delegate else { return }
    let updates = ListBatchUpdateData(sent: sent)
    if applied {
      delegate.listAdapterUpdater(
        self, didPerformBatchUpdates: updates, collectionView: collectionView)
      return
    }
    let reason = collectionView.raisedExceptions.last?.message ?? "Invalid update"
    delegate.listAdapterUpdater(
      self, collectionView: collectionView,
      willCrashWith: NSException(
        name: .internalInconsistencyException, reason: reason, userInfo: nil),
      from: from, to: to, diffResult: diffed(), updates: updates)
  }
}
