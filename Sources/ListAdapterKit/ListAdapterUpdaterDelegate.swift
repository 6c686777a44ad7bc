import Foundation
import ListKit
import ListUIKit

/// What an updater tells about its work (`IGListAdapterUpdaterDelegate`), with IGListKit's Swift
/// names (fourteen methods). Every method has an empty default, so a delegate implements the ones
/// it needs (IGListKit requires them all). The item-level calls (`willInsert`, `willDelete`,
/// `willMove`, `willReload` of index paths) are sent for item changes the updater is given
/// outside a transaction (an updater driven alone, or a section controller's batch context used
/// outside its batch); `willReloadSections` before sections are reloaded outside one
/// (``ListAdapter/reloadObjects(_:)``, a section the user moved).
@preconcurrency
@MainActor
public protocol ListAdapterUpdaterDelegate: AnyObject {
  /// The updater is about to diff `fromObjects` and `toObjects`.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?)
  /// The updater diffed (on the main actor here: `onBackgroundThread` is `false`).
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didDiffWithResults listIndexSetResults: ListIndexSetResult?,
    onBackgroundThread: Bool)
  /// The updater is about to send its batch to `collectionView`.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: UICollectionView, fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?, listIndexSetResult listIndexSetResults: ListIndexSetResult?,
    animated: Bool)
  /// The view applied `updates`.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: UICollectionView)
  /// Items are about to be inserted outside a batch.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willInsert indexPaths: [IndexPath],
    collectionView: UICollectionView)
  /// Items are about to be deleted outside a batch.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDelete indexPaths: [IndexPath],
    collectionView: UICollectionView)
  /// An item is about to move outside a batch.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willMoveFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath, collectionView: UICollectionView)
  /// Items are about to be reloaded outside a batch.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReload indexPaths: [IndexPath],
    collectionView: UICollectionView)
  /// The view is about to reload everything (`isFallbackReload`: instead of a batch).
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadDataWith collectionView: UICollectionView,
    isFallbackReload: Bool)
  /// The view reloaded everything.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didReloadDataWith collectionView: UICollectionView,
    isFallbackReload: Bool)
  /// The view rejected the batch — UIKit's `NSInternalInconsistencyException`, which crashes an
  /// app — with the objects, the diff and the batch: a delegate can log them before the crash
  /// (here the failure is reported to the running test, and the session saved, instead).
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: UICollectionView,
    willCrashWith exception: NSException, from fromObjects: [Any]?, to toObjects: [Any]?,
    diffResult: ListIndexSetResult, updates: ListBatchUpdateData)
  /// The earlier spelling of
  /// ``listAdapterUpdater(_:collectionView:willCrashWith:from:to:diffResult:updates:)``, kept for
  /// one release: a delegate that implements only this one is still told (the new method's
  /// default calls it). Not marked deprecated, because the new method's default must call it
  /// without warning every delegate that implements neither.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: UICollectionView,
    willCrashWith exception: NSException, fromObjects: [Any]?, toObjects: [Any]?,
    diffResult: ListIndexSetResult, updates: ListBatchUpdateData)
  /// Sections are about to be reloaded outside an update.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadSections sections: IndexSet,
    collectionView: UICollectionView)
  /// The updater found a crash coming that is not a batch's (IGListKit: a section controller
  /// that returns no cell); never sent here, where such a controller is reported instead.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willCrashWith collectionView: UICollectionView,
    sectionControllerClass: AnyClass?)
  /// The update changed nothing.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didFinishWithoutUpdatesWith collectionView: UICollectionView?)
}

extension ListAdapterUpdaterDelegate {
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didDiffWithResults listIndexSetResults: ListIndexSetResult?,
    onBackgroundThread: Bool
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: UICollectionView, fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?, listIndexSetResult listIndexSetResults: ListIndexSetResult?,
    animated: Bool
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: UICollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willInsert indexPaths: [IndexPath],
    collectionView: UICollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDelete indexPaths: [IndexPath],
    collectionView: UICollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willMoveFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath, collectionView: UICollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReload indexPaths: [IndexPath],
    collectionView: UICollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadDataWith collectionView: UICollectionView,
    isFallbackReload: Bool
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didReloadDataWith collectionView: UICollectionView,
    isFallbackReload: Bool
  ) {}
  /// Calls the earlier spelling, so a delegate written against it is still told.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: UICollectionView,
    willCrashWith exception: NSException, from fromObjects: [Any]?, to toObjects: [Any]?,
    diffResult: ListIndexSetResult, updates: ListBatchUpdateData
  ) {
    self.listAdapterUpdater(
      listAdapterUpdater, collectionView: collectionView, willCrashWith: exception,
      fromObjects: fromObjects, toObjects: toObjects, diffResult: diffResult, updates: updates)
  }
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: UICollectionView,
    willCrashWith exception: NSException, fromObjects: [Any]?, toObjects: [Any]?,
    diffResult: ListIndexSetResult, updates: ListBatchUpdateData
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadSections sections: IndexSet,
    collectionView: UICollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willCrashWith collectionView: UICollectionView,
    sectionControllerClass: AnyClass?
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didFinishWithoutUpdatesWith collectionView: UICollectionView?
  ) {}
}
