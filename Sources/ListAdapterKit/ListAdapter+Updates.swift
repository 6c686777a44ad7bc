import Foundation
import ListKit
import ListUIKit

// The adapter's updater: queued updates coalesced into one, the section-level batch with the
// section controllers' item changes, the section map kept in step, the empty view.

/// The completion of an adapter's update: whether the view accepted it
/// (`IGListUpdaterCompletion`).
public typealias ListUpdaterCompletion = (Bool) -> Void

extension ListAdapter {
  // MARK: Updates

  /// Diffs the data source's objects against the ones shown and applies the difference in one
  /// batch update (with the section controllers' own changes made meanwhile), when the queued
  /// updates run; `completion` gets whether the view accepted it. Without a data source or a
  /// collection view the call is ignored and `completion` gets `false` at once, as IGListKit
  /// does.
  public func performUpdates(animated: Bool, completion: ListUpdaterCompletion? = nil) {
    guard dataSource != nil, collectionView != nil else {
      completion?(false)
      return
    }
    pendingCompletions.append(completion)
    pendingAnimated = pendingAnimated || animated
    pendingDataSource = dataSource
    scheduleUpdate()
  }

  /// Tells `listener` of every update the adapter finishes (held weakly; added once).
  public func add(_ listener: any ListAdapterUpdateListener) {
    updateListeners.removeAll { $0.listener == nil }
    guard !updateListeners.contains(where: { $0.listener === listener }) else { return }
    updateListeners.append(_WeakUpdateListener(listener: listener))
  }

  /// Stops telling `listener` of updates.
  public func remove(_ listener: any ListAdapterUpdateListener) {
    updateListeners.removeAll { $0.listener == nil || $0.listener === listener }
  }

  /// The Objective-C spelling of ``add(_:)``.
  @available(*, deprecated, renamed: "add(_:)")
  public func addUpdateListener(_ listener: any ListAdapterUpdateListener) { add(listener) }

  /// The Objective-C spelling of ``remove(_:)``.
  @available(*, deprecated, renamed: "remove(_:)")
  public func removeUpdateListener(_ listener: any ListAdapterUpdateListener) { remove(listener) }

  func tellUpdateListeners(_ update: ListAdapterUpdateType, animated: Bool) {
    for entry in updateListeners {
      entry.listener?.listAdapter(self, didFinish: update, animated: animated)
    }
  }

  /// ``performUpdates(animated:completion:)``, awaited: returns whether the view accepted it.
  /// (A name of its own: IGListKit's method has no `async` form, so code written for it keeps
  /// compiling in `async` functions; IGListSwiftKit's `performUpdates(animated:) async` is not
  /// declared, because it would take over every such call without a completion.)
  @discardableResult
  public func performUpdatesAndWait(animated: Bool) async -> Bool {
    await withCheckedContinuation { continuation in
      performUpdates(animated: animated) { continuation.resume(returning: $0) }
    }
  }

  /// Reloads every section from the data source's objects (`reloadData()` of the view), when the
  /// queued updates run. Without a data source or a collection view the call is ignored and
  /// `completion` gets `false` at once, as IGListKit does.
  public func reloadData(completion: ListUpdaterCompletion? = nil) {
    guard dataSource != nil, collectionView != nil else {
      completion?(false)
      return
    }
    reloadPending = true
    pendingCompletions.append(completion)
    pendingDataSource = dataSource
    scheduleUpdate()
  }

  /// ``reloadData(completion:)``, awaited.
  @discardableResult
  public func reloadDataAndWait() async -> Bool {
    await withCheckedContinuation { continuation in
      reloadData { continuation.resume(returning: $0) }
    }
  }

  /// Reloads the sections of `objects` (found by identifier): their controllers get the new
  /// instances (`didUpdate(to:)`) and the sections are reloaded in one batch.
  public func reloadObjects(_ objects: [Any]) {
    guard let collectionView else { return }
    var sections = IndexSet()
    for object in objects {
      guard let object = object as? any ListDiffable,
        let section = sectionMap.section(ofKey: _IdentifierKey(object))
      else { continue }
      if sectionMap.objects[section] !== object {
        sectionMap.replaceObject(at: section, with: object)
        sectionMap.controllers[section].didUpdate(to: object)
      }
      sections.insert(section)
    }
    guard !sections.isEmpty else { return }
    if collectedItemChanges != nil {
      // Inside the adapter's own update (a controller's `didUpdate(to:)`): the reloads join it,
      // each as a delete of the object's old section and an insert of its new one, as IGListKit
      // reloads the sections of its previous map while an update runs.
      collectedItemChanges?.append(
        contentsOf: sections.map { (sectionMap.controllers[$0], _ItemChange.reloadSection) })
      return
    }
    if let updater = updater as? ListAdapterUpdater {
      updater.delegate?.listAdapterUpdater(
        updater, willReloadSections: sections, collectionView: collectionView)
    }
    collectionView.performBatchUpdates { collectionView.reloadSections(sections) }
  }

  func scheduleUpdate() {
    if updater is ListReloadDataUpdater, !runningPendingUpdates {
      // IGListKit's reload-data updater reloads at once, completions included.
      runPendingUpdates()
      return
    }
    guard !updateScheduled else { return }
    updateScheduled = true
    Task { @MainActor [weak self] in self?.runPendingUpdates() }
  }

  /// Runs every update queued so far as one.
  func runPendingUpdates() {
    runningPendingUpdates = true
    defer { runningPendingUpdates = false }
    updateScheduled = false
    let completions = pendingCompletions
    let reload = reloadPending
    let animated = pendingAnimated
    let itemUpdates = pendingItemUpdates
    let itemAnimated = pendingItemAnimated
    pendingItemAnimated = false
    pendingCompletions = []
    pendingItemUpdates = []
    reloadPending = false
    pendingAnimated = false
    let heldDataSource = pendingDataSource
    pendingDataSource = nil
    // Work deferred until the update finishes, that added while it runs included.
    defer {
      while !deferredUntilUpdated.isEmpty { deferredUntilUpdated.removeFirst()() }
    }
    // A run left scheduled after its work was done elsewhere (a new collection view ran the
    // queued batches) does nothing.
    if completions.isEmpty, !reload, itemUpdates.isEmpty { return }
    if completions.isEmpty, !reload, let collectionView {
      // Only section controllers' batches are queued: they run alone, without an object diff.
      runItemBatches(itemUpdates, animated: itemAnimated, in: collectionView)
      return
    }
    guard let collectionView, let dataSource = dataSource ?? heldDataSource else {
      for completion in completions { completion?(false) }
      for update in itemUpdates { update.completion?(false) }
      return
    }
    let new = uniqueObjects(dataSource.objects(for: self))
    let finished: Bool
    if reload || updater is ListReloadDataUpdater {
      // `reloadData` makes every section controller anew, as IGListKit resets its section map;
      // the reload-data updater's `performUpdates` keeps those of objects still there.
      update(to: new, matches: nil, fresh: reload, from: dataSource)
      // Queued controller batches change their models; the reload shows the result.
      for update in itemUpdates { update.updates(_BatchContext(adapter: self)) }
      let delegate = (updater as? ListAdapterUpdater)?.delegate
      if let updater = updater as? ListAdapterUpdater {
        delegate?.listAdapterUpdater(
          updater, willReloadDataWith: collectionView, isFallbackReload: false)
      }
      finished = collectionView.failures.raising { try collectionView.engine.reloadData() } != nil
      if let updater = updater as? ListAdapterUpdater {
        delegate?.listAdapterUpdater(
          updater, didReloadDataWith: collectionView, isFallbackReload: false)
      }
    } else {
      finished = applyBatch(
        to: new, from: dataSource, in: collectionView, animated: animated,
        itemUpdates: itemUpdates.map(\.updates))
    }
    updateWorkingRange()
    tellUpdateListeners(reload ? .reloadData : .performUpdates, animated: reload ? false : animated)
    for completion in completions { completion?(finished) }
    for update in itemUpdates { update.completion?(finished) }
    let joined = joinedCompletions
    joinedCompletions = []
    for completion in joined { completion(finished) }
  }

  /// The section-level batch: the diff of the objects, with the section controllers' item changes
  /// made while it runs, planned as IGListKit plans them (`_BatchPlan`); or, as IGListKit's
  /// updater falls back, a reload (past 100 changes, or a view not showing the old sections), or
  /// nothing (a view without a data source: `false`).
  func applyBatch(
    to new: _DistinctObjects,
    from dataSource: any ListAdapterDataSource, in collectionView: UICollectionView,
    animated: Bool = true, itemUpdates: [(any ListBatchContext) -> Void] = []
  ) -> Bool {
    var oldMap = sectionMap
    let oldKeys = oldMap.keys
    let oldIndexes = oldMap.sectionsOfKeys()
    let (newObjects, newKeys) = (new.objects, new.keys)
    let settings = updater as? ListAdapterUpdater
    let oldObjects = oldMap.objects
    (updater as? ListAdapterUpdater)?.tellDelegate(willDiffFrom: oldObjects, to: newObjects)
    let diff = _ListDiff(
      old: oldObjects, new: newObjects, option: .equality, oldKeys: oldKeys, newKeys: newKeys,
      oldIndexes: oldIndexes)
    // The diff as IGListKit's result, made for the updater's delegate alone.
    func makeDiffResult() -> ListIndexSetResult {
      ListIndexSetResult(
        inserts: IndexSet(diff.inserts), deletes: IndexSet(diff.deletes),
        updates: IndexSet(diff.updates),
        moves: diff.moves.map { ListMoveIndex(from: $0.from, to: $0.to) }, oldKeys: oldKeys,
        newKeys: newKeys)
    }
    let diffResult = settings?.tellDelegate(diffed: makeDiffResult)
    // IGListKit's transaction gives the update up when the view has no data source.
    guard collectionView.dataSource != nil else {
      settings?.tellDelegateFinishedWithoutUpdates(collectionView)
      return false
    }
    // It reloads instead of a batch when the diff has more than 100 changes
    // (`allowsReloadingOnTooManyUpdates`), or when the view does not show the sections the
    // update starts from: the objects and the controllers' batches are applied as inside a
    // batch (their item changes given up for the reload, which shows their result).
    let changeCount =
      diff.inserts.count + diff.deletes.count + diff.updates.count + diff.moves.count
    if (settings?.allowsReloadingOnTooManyUpdates ?? true) && changeCount > 100
      || collectionView.numberOfSections != oldMap.count
    {
      let delegate = settings?.delegate
      if let settings {
        delegate?.listAdapterUpdater(
          settings, willReloadDataWith: collectionView, isFallbackReload: true)
      }
      collectedItemChanges = []
      sectionsBeforeUpdate = oldMap
      update(to: new, matches: diff.newMatch, from: dataSource)
      for itemUpdate in itemUpdates { itemUpdate(_BatchContext(adapter: self)) }
      collectedItemChanges = nil
      sectionsBeforeUpdate = nil
      let reloaded =
        collectionView.failures.raising { try collectionView.engine.reloadData() } != nil
      if let settings {
        delegate?.listAdapterUpdater(
          settings, didReloadDataWith: collectionView, isFallbackReload: true)
      }
      if !reloaded {
        restore(oldMap.objects, oldMap.controllers, keys: oldKeys, sectionsOfKeys: oldIndexes)
      }
      return reloaded
    }
    settings?.tellDelegate(
      willPerformWith: diffResult, from: oldObjects, to: newObjects, in: collectionView,
      animated: animated)
    // What is sent, for the updater's delegate (`IGListBatchUpdateData`).
    var sent = BatchUpdate()
    var newOfOld = [Int](repeating: -1, count: oldMap.count)
    for (new, old) in diff.newMatch.enumerated() where old >= 0 { newOfOld[old] = new }
    let applied = collectionView.failures.raising {
      try collectionView.engine.performBatchUpdates {
        collectedItemChanges = []
        sectionsBeforeUpdate = oldMap
        update(to: new, matches: diff.newMatch, from: dataSource)
        for itemUpdate in itemUpdates {
          let batch = _BatchContext(adapter: self)
          itemUpdate(batch)
          collectedItemChanges?.append(contentsOf: batch.collected)
        }
        let itemChanges = collectedItemChanges ?? []
        collectedItemChanges = nil
        sectionsBeforeUpdate = nil
        // Each change at its controller's section before the update and after it.
        let oldSections = itemChanges.isEmpty ? [:] : oldMap.sectionsOfControllers()
        let plan = _BatchPlan(
          deletes: diff.deletes, inserts: diff.inserts, updates: diff.updates, moves: diff.moves,
          newOfOld: newOfOld,
          itemChanges: itemChanges.map { controller, change in
            _BatchPlan.LocatedChange(
              old: oldSections[ObjectIdentifier(controller)],
              new: sectionMap.section(of: controller), change: change)
          },
          preferItemReloads: settings?.preferItemReloadsForSectionReloads == true,
          sectionMovesAsDeletesInserts: settings?.sectionMovesAsDeletesInserts == true,
          singleItemSectionUpdates: settings?.singleItemSectionUpdates == true
        ) { old, new in
          (
            collectionView.numberOfItems(inSection: old),
            sectionMap.controllers[new].numberOfItems()
          )
        }
        plan.send(to: collectionView)
        sent = plan.batchUpdate
      }
    }
    settings?.tellDelegate(
      performed: sent, applied: applied != nil, from: oldObjects, to: newObjects,
      diffed: { diffResult ?? makeDiffResult() }, in: collectionView)
    if applied == nil {
      // UIKit would have crashed; the view kept what it showed, so the adapter does too.
      restore(oldMap.objects, oldMap.controllers, keys: oldKeys, sectionsOfKeys: oldIndexes)
      return false
    }
    return true
  }

  /// IGListKit keeps the first object of each identifier and logs the others.
  func uniqueObjects(_ objects: [any ListDiffable]) -> _DistinctObjects {
    _removingDuplicateIdentifiers(objects) { object, first in
      warnings.append(
        "Duplicate identifier \(object.diffIdentifier()) for object \(object) with object \(first)")
    }
  }

  /// The one place the objects and section controllers change: controllers are kept by
  /// identifier (or made by the data source), and told of each new object instance. `matches`
  /// gives, per new object, the section that showed its identifier (`-1`: none), when a diff
  /// already found it.
  func update(
    to new: _DistinctObjects, matches: [Int]?, fresh: Bool = false,
    from dataSource: any ListAdapterDataSource
  ) {
    let (objects, keys) = (new.objects, new.keys)
    var updated: [(ListSectionController, any ListDiffable)] = []
    let known = matches == nil && !fresh ? sectionMap.sectionsOfKeys() : [:]
    let oldObjects = sectionMap.objects
    let oldControllers = sectionMap.controllers
    var controllers: [ListSectionController] = []
    controllers.reserveCapacity(objects.count)
    for i in objects.indices {
      let old = matches.map { $0[i] } ?? known[keys[i]] ?? -1
      let controller =
        old >= 0
        ? oldControllers[old] : dataSource.listAdapter(self, sectionControllerFor: objects[i])
      if old < 0 || !_isSame(oldObjects[old], objects[i]) {
        updated.append((controller, objects[i]))
      }
      controllers.append(controller)
    }
    restore(objects, controllers, keys: keys, sectionsOfKeys: new.indexOfKey)
    for (controller, object) in updated { controller.didUpdate(to: object) }
    updateBackgroundView()
  }

  /// Sets the section map (`objects[i]` shown by `controllers[i]`), and each controller's
  /// context and view controller.
  func restore(
    _ objects: [any ListDiffable], _ controllers: [ListSectionController], keys: [_IdentifierKey],
    sectionsOfKeys: [_IdentifierKey: Int]? = nil
  ) {
    sectionMap.set(
      objects: objects, controllers: controllers, keys: keys, sectionsOfKeys: sectionsOfKeys)
    let viewController = viewController
    for controller in controllers {
      // Kept controllers have both already: reading a weak reference costs less than writing.
      if controller.storedContext !== self { controller.storedContext = self }
      if controller.storedViewController !== viewController {
        controller.storedViewController = viewController
      }
    }
  }

  func updateBackgroundView() {
    guard let collectionView else { return }
    let empty = sectionMap.controllers.allSatisfy { $0.numberOfItems() == 0 }
    if empty {
      let view = dataSource?.emptyView(for: self)
      if view !== collectionView.backgroundView { collectionView.backgroundView = view }
    }
    collectionView.backgroundView?.isHidden = !empty
  }

  /// A new collection view or data source: the objects are read at once and the view reloads,
  /// as IGListKit does when its settings change.
  func settingsChanged() {
    guard let collectionView, let dataSource else { return }
    // Section controllers' queued batches run now, their changes to the view given up for the
    // reload (which shows their models' changes), as IGListKit's updater runs them when it
    // reloads; their completions follow the reload.
    let itemUpdates = objectUpdateQueued ? [] : pendingItemUpdates
    if !objectUpdateQueued {
      pendingItemUpdates = []
      pendingItemAnimated = false
    }
    for update in itemUpdates { update.updates(_BatchContext(adapter: self)) }
    update(to: uniqueObjects(dataSource.objects(for: self)), matches: nil, from: dataSource)
    collectionView.reloadData()
    updateWorkingRange()
    for update in itemUpdates { update.completion?(true) }
  }

  /// Whether a `performUpdates` or `reloadData` is queued (not only controllers' batches).
  var objectUpdateQueued: Bool { !pendingCompletions.isEmpty || reloadPending }
}
