import Foundation
import ListKit
import ListReporting
import ListUIKit

/// The updater that diffs the objects and applies one batch update per update
/// (`IGListAdapterUpdater`).
///
/// The updates handed to it — an adapter's object updates, reloads and section controllers'
/// item updates — are queued and run together on the next turn of the main actor, as IGListKit
/// coalesces them: one transaction whose objects' diff and item changes make one batch update,
/// planned as IGListKit's transaction plans it, with every completion called after it. Item
/// changes made while the transaction applies its data (``isInDataUpdateBlock()``) join its
/// batch; made outside one, they go to the view at once.
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

  /// The object update waiting to run (the latest one's blocks: the transaction moves from what
  /// the view shows to what its data block gives when it runs).
  private var queuedSectionUpdate:
    (
      collectionView: ListCollectionViewBlock, data: ListTransitionDataBlock,
      apply: ListTransitionDataApplyBlock
    )?
  /// The reload waiting to run (it takes over a queued object update).
  private var queuedReload:
    (collectionView: ListCollectionViewBlock, update: ListReloadUpdateBlock)?
  /// The completions of the queued object updates and reloads, in order.
  private var queuedCompletions: [ListUpdatingCompletion?] = []
  private var queuedAnimated = true
  /// The item updates waiting to run: with the object update when one is queued, alone otherwise.
  private var queuedItemUpdates:
    [(
      collectionView: ListCollectionViewBlock, updates: ListItemUpdateBlock,
      completion: ListUpdatingCompletion?
    )] = []
  private var queuedItemsAnimated = true
  private var scheduled = false
  /// Whether a transaction runs now.
  private var running = false
  /// Whether the running transaction applies its data (its data block, its item updates).
  private var applyingData = false
  /// The item changes made while the data is applied.
  private var collected = _ItemUpdatesCollector()
  /// Completions of item updates that joined the running transaction.
  private var joinedCompletions: [ListUpdatingCompletion] = []
  /// Work to run once no update is queued or running.
  private var afterUpdates: [() -> Void] = []

  // MARK: ListUpdatingDelegate

  /// Queues an object update; it runs on the next turn of the main actor with every update
  /// queued meanwhile.
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    queuedSectionUpdate = (collectionViewBlock, sectionDataBlock, applySectionDataBlock)
    queuedCompletions.append(completion)
    // IGListKit's coalescing: one update without animation makes the transaction not animated.
    queuedAnimated = queuedAnimated && animated
    schedule()
  }

  /// Queues an item update; inside a transaction's data update it runs at once and joins that
  /// transaction's batch (its completion comes with the transaction's).
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    itemUpdates: @escaping ListItemUpdateBlock, completion: ListUpdatingCompletion?
  ) {
    if applyingData {
      if let completion { joinedCompletions.append(completion) }
      itemUpdates()
      return
    }
    queuedItemUpdates.append((collectionViewBlock, itemUpdates, completion))
    queuedItemsAnimated = queuedItemsAnimated && animated
    schedule()
  }

  /// Runs `block` at once. Item updates waiting without an object update run first, their view
  /// changes given up (the block reloads the view, which shows their result), and their
  /// completions get `true` after it; with an object update queued they keep waiting for it.
  public func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock) {
    let objectUpdateQueued = queuedSectionUpdate != nil || queuedReload != nil
    let itemUpdates = objectUpdateQueued ? [] : queuedItemUpdates
    if !objectUpdateQueued {
      queuedItemUpdates = []
      queuedItemsAnimated = true
    }
    // Completions joined while the item updates run (a nested batch) come after theirs; the
    // changes a running transaction collected are kept for it.
    let joinedBefore = joinedCompletions.count
    if !itemUpdates.isEmpty {
      let outer = collected
      applyData { for update in itemUpdates { update.updates() } }
      collected = outer
    }
    block()
    for update in itemUpdates { update.completion?(true) }
    if joinedCompletions.count > joinedBefore {
      let joined = joinedCompletions[joinedBefore...]
      joinedCompletions.removeSubrange(joinedBefore...)
      for completion in joined { completion(true) }
    }
  }

  /// Queues a reload; it runs on the next turn of the main actor, in place of a queued object
  /// update.
  public func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    queuedReload = (collectionViewBlock, reloadUpdateBlock)
    queuedCompletions.append(completion)
    schedule()
  }

  /// Inside a data update, joins the batch; otherwise tells the delegate and inserts at once.
  public func insertItems(into collectionView: UICollectionView, indexPaths: [IndexPath]) {
    if applyingData { return collected.append(.insert, indexPaths) }
    delegate?.listAdapterUpdater(self, willInsert: indexPaths, collectionView: collectionView)
    collectionView.insertItems(at: indexPaths)
  }

  /// Inside a data update, joins the batch; otherwise tells the delegate and deletes at once.
  public func deleteItems(from collectionView: UICollectionView, indexPaths: [IndexPath]) {
    if applyingData { return collected.append(.delete, indexPaths) }
    delegate?.listAdapterUpdater(self, willDelete: indexPaths, collectionView: collectionView)
    collectionView.deleteItems(at: indexPaths)
  }

  /// Inside a data update, joins the batch; otherwise tells the delegate and moves at once.
  public func moveItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    if applyingData {
      guard fromIndexPath.count == 2, toIndexPath.count == 2 else { return }
      return collected.changes.append(.move(fromIndexPath, toIndexPath))
    }
    delegate?.listAdapterUpdater(
      self, willMoveFrom: fromIndexPath, to: toIndexPath, collectionView: collectionView)
    collectionView.moveItem(at: fromIndexPath, to: toIndexPath)
  }

  /// Inside a data update, joins the batch; otherwise tells the delegate and reloads the item at
  /// `fromIndexPath` at once.
  public func reloadItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    if applyingData {
      guard fromIndexPath.count == 2, toIndexPath.count == 2 else { return }
      return collected.changes.append(.reload(fromIndexPath, toIndexPath))
    }
    delegate?.listAdapterUpdater(self, willReload: [fromIndexPath], collectionView: collectionView)
    collectionView.reloadItems(at: [fromIndexPath])
  }

  /// The view reloads, then its visible sections reload in a batch update, as IGListKit's updater
  /// shows a section the user moved (the delegate hears `willReloadSections`). Inside a
  /// transaction (a section controller's batch), once it finished: a reload inside a batch update
  /// is what UIKit refuses.
  public func moveSection(in collectionView: UICollectionView, from fromIndex: Int, to toIndex: Int)
  {
    if running {
      afterUpdates.append { [weak self] in
        self?.moveSection(in: collectionView, from: fromIndex, to: toIndex)
      }
      return
    }
    collectionView.reloadData()
    let visible = IndexSet(collectionView.indexPathsForVisibleItems.map(\.section))
    delegate?.listAdapterUpdater(self, willReloadSections: visible, collectionView: collectionView)
    collectionView.performBatchUpdates { collectionView.reloadSections(visible) }
  }

  /// Inside a data update, joins the batch (each section deleted and inserted); otherwise tells
  /// the delegate and reloads the sections at once.
  public func reload(_ collectionView: UICollectionView, sections: IndexSet) {
    if applyingData { return collected.changes += sections.map { .reloadSection($0) } }
    delegate?.listAdapterUpdater(self, willReloadSections: sections, collectionView: collectionView)
    collectionView.reloadSections(sections)
  }

  /// Whether a transaction is applying its data (its data block or item updates run).
  public func isInDataUpdateBlock() -> Bool { applyingData }

  /// Tells the delegate.
  public func willCrash(with collectionView: UICollectionView, sectionControllerClass: AnyClass?) {
    delegate?.listAdapterUpdater(
      self, willCrashWith: collectionView, sectionControllerClass: sectionControllerClass)
  }

  // MARK: Running

  /// Whether an update waits to run (IGListKit's `hasChanges`).
  var hasChanges: Bool {
    queuedSectionUpdate != nil || queuedReload != nil || !queuedItemUpdates.isEmpty
  }

  private func schedule() {
    guard !scheduled else { return }
    scheduled = true
    Task { @MainActor [weak self] in self?.run() }
  }

  private func applyData(_ body: () -> Void) {
    let was = applyingData
    applyingData = true
    defer { applyingData = was }
    body()
  }

  /// Runs everything queued as one transaction, then its completions, then the work deferred
  /// until it ended (that added meanwhile included, even when another update was queued since).
  func run() {
    scheduled = false
    running = true
    defer {
      running = false
      while !afterUpdates.isEmpty { afterUpdates.removeFirst()() }
    }
    let sectionUpdate = queuedSectionUpdate
    let reload = queuedReload
    let completions = queuedCompletions
    let animated = queuedAnimated
    let itemUpdates = queuedItemUpdates
    let itemsAnimated = queuedItemsAnimated
    (queuedSectionUpdate, queuedReload, queuedCompletions, queuedAnimated) = (nil, nil, [], true)
    (queuedItemUpdates, queuedItemsAnimated) = ([], true)
    guard let collectionViewBlock = reload?.collectionView ?? sectionUpdate?.collectionView
    else {
      // Only item updates: they run alone, without an object diff.
      if let first = itemUpdates.first {
        runItemUpdates(itemUpdates, animated: itemsAnimated, in: first.collectionView())
      }
      return
    }
    let finished: Bool
    let collectionView = collectionViewBlock()
    if collectionView == nil { tellDelegateFinishedWithoutUpdates(nil) }
    if collectionView == nil, reload != nil {
      // IGListKit's reload transaction finishes a reload of a view that is gone.
      finished = true
    } else if let collectionView {
      if let reload {
        finished = runReload(reload.update, itemUpdates: itemUpdates, in: collectionView)
      } else if let sectionUpdate {
        finished = runBatch(
          sectionUpdate.data, apply: sectionUpdate.apply, itemUpdates: itemUpdates,
          in: collectionView, animated: animated)
      } else {
        finished = false
      }
    } else {
      finished = false
    }
    for completion in completions { completion?(finished) }
    for update in itemUpdates { update.completion?(finished) }
    let joined = joinedCompletions
    joinedCompletions = []
    for completion in joined { completion(finished) }
  }

  /// A reload: the adapter shows the data source's objects, the queued item updates run (their
  /// view changes given up: the reload shows their result), and the view reloads.
  private func runReload(
    _ update: ListReloadUpdateBlock,
    itemUpdates: [(
      collectionView: ListCollectionViewBlock, updates: ListItemUpdateBlock,
      completion: ListUpdatingCompletion?
    )],
    in collectionView: UICollectionView
  ) -> Bool {
    applyData {
      update()
      for itemUpdate in itemUpdates { itemUpdate.updates() }
    }
    collected = _ItemUpdatesCollector()
    delegate?.listAdapterUpdater(self, willReloadDataWith: collectionView, isFallbackReload: false)
    let reloaded =
      collectionView.failures.raising { try collectionView.engine.reloadData() } != nil
    delegate?.listAdapterUpdater(self, didReloadDataWith: collectionView, isFallbackReload: false)
    return reloaded
  }

  /// The object update's transaction: the diff of the objects, with the item changes made while
  /// its data is applied, planned as IGListKit plans them (`_BatchPlan`) and sent as one batch
  /// update; or, as IGListKit's updater falls back, a reload (past 100 changes, or a view not
  /// showing the sections the update starts from), or nothing (no data, or a view without a data
  /// source: `false`). A rejected batch or reload has the adapter show its old objects again.
  private func runBatch(
    _ dataBlock: ListTransitionDataBlock, apply: ListTransitionDataApplyBlock,
    itemUpdates: [(
      collectionView: ListCollectionViewBlock, updates: ListItemUpdateBlock,
      completion: ListUpdatingCompletion?
    )],
    in collectionView: UICollectionView, animated: Bool
  ) -> Bool {
    guard let data = dataBlock() else { return false }
    guard let (oldObjects, newObjects) = data.diffables else { return false }
    let prepared = data.prepared
    tellDelegate(willDiffFrom: oldObjects, to: newObjects)
    let diff = _ListDiff(
      old: oldObjects, new: newObjects, option: .equality, oldKeys: prepared?.oldKeys,
      newKeys: prepared?.newKeys, oldIndexOfNew: prepared?.oldIndexOfNew)
    // The diff as IGListKit's result, made for the updater's delegate alone.
    func makeDiffResult() -> ListIndexSetResult {
      ListIndexSetResult(
        inserts: IndexSet(diff.inserts), deletes: IndexSet(diff.deletes),
        updates: IndexSet(diff.updates),
        moves: diff.moves.map { ListMoveIndex(from: $0.from, to: $0.to) }, oldKeys: diff.oldKeys,
        newKeys: diff.newKeys)
    }
    let diffResult = tellDelegate(diffed: makeDiffResult)
    // IGListKit's transaction gives the update up when the view has no data source.
    guard collectionView.dataSource != nil else {
      tellDelegateFinishedWithoutUpdates(collectionView)
      return false
    }
    // It reloads instead of a batch when the diff has more than 100 changes
    // (`allowsReloadingOnTooManyUpdates`), or when the view does not show the sections the
    // update starts from: the data and the item updates are applied as inside a batch (their
    // item changes given up for the reload, which shows their result).
    let changeCount =
      diff.inserts.count + diff.deletes.count + diff.updates.count + diff.moves.count
    if allowsReloadingOnTooManyUpdates && changeCount > 100
      || collectionView.numberOfSections != oldObjects.count
    {
      delegate?.listAdapterUpdater(self, willReloadDataWith: collectionView, isFallbackReload: true)
      applyData {
        apply(data)
        for itemUpdate in itemUpdates { itemUpdate.updates() }
      }
      collected = _ItemUpdatesCollector()
      let reloaded =
        collectionView.failures.raising { try collectionView.engine.reloadData() } != nil
      delegate?.listAdapterUpdater(self, didReloadDataWith: collectionView, isFallbackReload: true)
      if !reloaded { prepared?.restore() }
      return reloaded
    }
    tellDelegate(
      willPerformWith: diffResult, from: oldObjects, to: newObjects, in: collectionView,
      animated: animated)
    // What is sent, for the updater's delegate (`IGListBatchUpdateData`).
    var sent = BatchUpdate()
    var newOfOld = [Int](repeating: -1, count: oldObjects.count)
    for (new, old) in diff.newMatch.enumerated() where old >= 0 { newOfOld[old] = new }
    let controllers = data.toSectionControllers
    let applied = collectionView.failures.raising {
      try collectionView.engine.performBatchUpdates {
        applyData {
          apply(data)
          for itemUpdate in itemUpdates { itemUpdate.updates() }
        }
        let changes = collected
        collected = _ItemUpdatesCollector()
        let plan = _BatchPlan(
          deletes: diff.deletes, inserts: diff.inserts, updates: diff.updates, moves: diff.moves,
          newOfOld: newOfOld,
          itemChanges: changes.located(newOfOld: newOfOld, oldOfNew: diff.newMatch),
          preferItemReloads: preferItemReloadsForSectionReloads,
          sectionMovesAsDeletesInserts: sectionMovesAsDeletesInserts,
          singleItemSectionUpdates: singleItemSectionUpdates
        ) { old, new in
          (
            collectionView.numberOfItems(inSection: old),
            controllers.indices.contains(new) ? controllers[new].numberOfItems() : 0
          )
        }
        plan.send(to: collectionView)
        sent = plan.batchUpdate
      }
    }
    tellDelegate(
      performed: sent, applied: applied != nil, from: oldObjects, to: newObjects,
      diffed: { diffResult ?? makeDiffResult() }, in: collectionView)
    if applied == nil {
      // UIKit would have crashed; the view kept what it showed, so the adapter does too.
      prepared?.restore()
      return false
    }
    return true
  }

  /// Item updates queued alone: one batch update of their changes, each in the section its
  /// controller has (no section changes), then their completions.
  private func runItemUpdates(
    _ itemUpdates: [(
      collectionView: ListCollectionViewBlock, updates: ListItemUpdateBlock,
      completion: ListUpdatingCompletion?
    )],
    animated: Bool, in collectionView: UICollectionView?
  ) {
    guard let collectionView else {
      tellDelegateFinishedWithoutUpdates(nil)
      for update in itemUpdates { update.completion?(false) }
      return
    }
    // IGListKit's updater runs item updates alone as a batch of no section data: its delegate
    // hears of a diff of nothing, then of the batch.
    tellDelegate(willDiffFrom: nil, to: nil)
    let noDiff = { ListIndexSetResult.empty }
    let diffResult = tellDelegate(diffed: noDiff)
    guard collectionView.dataSource != nil else {
      tellDelegateFinishedWithoutUpdates(collectionView)
      for update in itemUpdates { update.completion?(false) }
      return
    }
    tellDelegate(
      willPerformWith: diffResult, from: nil, to: nil, in: collectionView, animated: animated)
    var sent = BatchUpdate()
    // The sections do not change: each change is in its controller's section (counted before
    // the batch, which a view that never read its data source reads them for).
    let sections = Array(0..<collectionView.numberOfSections)
    let applied = collectionView.failures.raising {
      try collectionView.engine.performBatchUpdates {
        applyData { for update in itemUpdates { update.updates() } }
        let changes = collected
        collected = _ItemUpdatesCollector()
        let plan = _BatchPlan(
          deletes: [], inserts: [], updates: [], moves: [], newOfOld: sections,
          itemChanges: changes.located(newOfOld: sections, oldOfNew: sections),
          singleItemSectionUpdates: singleItemSectionUpdates)
        plan.send(to: collectionView)
        sent = plan.batchUpdate
      }
    }
    tellDelegate(
      performed: sent, applied: applied != nil, from: nil, to: nil,
      diffed: { diffResult ?? noDiff() }, in: collectionView)
    for update in itemUpdates { update.completion?(applied != nil) }
    let joined = joinedCompletions
    joinedCompletions = []
    for completion in joined { completion(applied != nil) }
  }
}

/// `objects` as diffable objects, or `nil` (reported) when one is not: an updater diffs only
/// what an adapter's data source can return.
@MainActor
func _diffables(_ objects: [Any]) -> [any ListDiffable]? {
  if let diffables = objects as? [any ListDiffable] { return diffables }
  let other = objects.first { !($0 is any ListDiffable) }
  FailureReporter.report(
    ListAdapterError.unexpectedType(
      expected: "any ListDiffable", got: String(reflecting: type(of: other as Any))))
  return nil
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

  /// An update given up before it began: there is no collection view, or it has no data source
  /// (IGListKit's transaction bails: its completions get `false`).
  func tellDelegateFinishedWithoutUpdates(_ collectionView: UICollectionView?) {
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
