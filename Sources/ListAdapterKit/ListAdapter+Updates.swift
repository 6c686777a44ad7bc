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
    guard let dataSource, collectionView != nil else {
      completion?(false)
      return
    }
    // The data source is held until the update runs: IGListKit's updater keeps the data source
    // its objects come from, so an update queued before it is released still runs with them.
    updater.performUpdate(
      collectionViewBlock: { [weak self] in self?.collectionView }, animated: animated,
      sectionDataBlock: { [weak self] in
        self?.transitionData(from: self?.dataSource ?? dataSource)
      },
      applySectionDataBlock: { [weak self] data in self?.apply(data) },
      completion: finishing(.performUpdates, animated: animated, completion))
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
    guard let dataSource, collectionView != nil else {
      completion?(false)
      return
    }
    updater.reloadData(
      collectionViewBlock: { [weak self] in self?.collectionView },
      reloadUpdate: { [weak self] in
        guard let self else { return }
        // `reloadData` makes every section controller anew, as IGListKit resets its section map.
        let source = self.dataSource ?? dataSource
        let new = uniqueObjects(source.objects(for: self))
        show(new, controllers: makeControllers(for: new, fresh: true, from: source), fresh: true)
      },
      completion: finishing(.reloadData, animated: false, completion))
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
    if updater.isInDataUpdateBlock() {
      // Inside an update (a controller's `didUpdate(to:)`): the reloads join it, at the sections
      // the view still shows (the plan deletes each and inserts the object's new one), as
      // IGListKit reloads the sections of its previous map while an update runs.
      let shown = IndexSet(sections.compactMap { sectionShown(for: sectionMap.controllers[$0]) })
      if !shown.isEmpty { updater.reload(collectionView, sections: shown) }
      return
    }
    updater.reload(collectionView, sections: sections)
  }

  /// A completion for the updater: the adapter's work after an update of kind `kind` (the
  /// working range, the empty view after item updates, the update listeners), then
  /// `completion`, then the deferred work once no update is left, as IGListKit's adapter wraps
  /// each completion it hands its updater. Made just before the update is handed over: it counts
  /// the update as running until it is called.
  func finishing(
    _ kind: ListAdapterUpdateType, animated: Bool, _ completion: ListUpdatingCompletion?
  ) -> ListUpdatingCompletion {
    updatesInFlight += 1
    return { [weak self] finished in
      guard let self else {
        completion?(finished)
        return
      }
      sectionsBeforeUpdate = nil
      updateWorkingRange()
      if kind == .itemUpdates { updateBackgroundView() }
      tellUpdateListeners(kind, animated: animated)
      completion?(finished)
      updatesInFlight -= 1
      if updatesInFlight == 0 {
        while !deferredUntilUpdated.isEmpty { deferredUntilUpdated.removeFirst()() }
      }
    }
  }

  /// Runs `work` once the updates handed to the updater have finished (at once when none is
  /// running or waiting), as IGListKit defers work during batch updates.
  func afterUpdates(_ work: @escaping () -> Void) {
    if updatesInFlight > 0 { deferredUntilUpdated.append(work) } else { work() }
  }

  /// What an object update moves from and to, made when it runs (IGListKit's section data
  /// block): the data source's objects, without repeated identifiers, each with the section
  /// controller that shows it now (by identifier) or a new one from `dataSource`.
  func transitionData(from dataSource: any ListAdapterDataSource) -> ListTransitionData? {
    // The map as it is now, matched and diffed as one: app code runs from here on (identifiers,
    // equality, new section controllers) and may change the adapter's map meanwhile; a local
    // copy also keeps no access to the adapter's map open while it runs.
    var old = sectionMap
    let (new, oldSections) = old.matching(dataSource.objects(for: self)) {
      warnDuplicate($0, first: $1)
    }
    let controllers = makeControllers(
      for: new, oldSections: oldSections, oldControllers: old.controllers, from: dataSource)
    return ListTransitionData(
      from: old.objects, to: new.objects, controllers: controllers,
      prepared: _PreparedTransition(
        oldKeys: old.keys, newKeys: new.keys, oldIndexOfNew: oldSections, new: new,
        restore: { [weak self] in
          var old = old
          self?.restore(
            old.objects, old.controllers, keys: old.keys, sectionsOfKeys: old.sectionsOfKeys())
          self?.updateBackgroundView()
        }))
  }

  /// Shows what `data` moves to (IGListKit's apply block): the map before is kept for the
  /// update (the view still shows it), the objects and controllers are set, and each controller
  /// whose object changed instance is told.
  func apply(_ data: ListTransitionData) {
    sectionsBeforeUpdate = sectionMap
    let new =
      data.prepared?.new
      ?? _removingDuplicateIdentifiers(data.toObjects.compactMap { $0 as? any ListDiffable }) {
        _, _ in
      }
    guard new.objects.count == data.toSectionControllers.count else { return }
    show(new, controllers: data.toSectionControllers)
  }

  /// IGListKit keeps the first object of each identifier and logs the others.
  func uniqueObjects(_ objects: [any ListDiffable]) -> _DistinctObjects {
    _removingDuplicateIdentifiers(objects) { warnDuplicate($0, first: $1) }
  }

  /// IGListKit's warning for `object`, left out for the earlier `first` of its identifier.
  func warnDuplicate(_ object: any ListDiffable, first: any ListDiffable) {
    warnings.append(
      "Duplicate identifier \(object.diffIdentifier()) for object \(object) with object \(first)")
  }

  /// A section controller per object of `new`: the one showing its identifier now, or (for a
  /// new identifier, or every object when `fresh`) a new one from `dataSource`.
  func makeControllers(
    for new: _DistinctObjects, fresh: Bool, from dataSource: any ListAdapterDataSource
  ) -> [ListSectionController] {
    let known = fresh ? [:] : sectionMap.sectionsOfKeys()
    return makeControllers(
      for: new, oldSections: new.keys.map { known[$0] ?? -1 },
      oldControllers: sectionMap.controllers, from: dataSource)
  }

  /// The same, given each new object's index in `oldControllers` (`-1`: none).
  func makeControllers(
    for new: _DistinctObjects, oldSections: [Int], oldControllers: [ListSectionController],
    from dataSource: any ListAdapterDataSource
  ) -> [ListSectionController] {
    var controllers: [ListSectionController] = []
    controllers.reserveCapacity(new.objects.count)
    for (i, old) in oldSections.enumerated() {
      controllers.append(
        old >= 0
          ? oldControllers[old]
          : dataSource.listAdapter(self, sectionControllerFor: new.objects[i]))
    }
    return controllers
  }

  /// The one place the objects and section controllers change: `new.objects[i]` is shown by
  /// `controllers[i]`, and each controller new to the map, or whose object changed instance (or
  /// every one, when `fresh`: a reload, as IGListKit resets its map), is told (`didUpdate(to:)`),
  /// after the map is set.
  func show(_ new: _DistinctObjects, controllers: [ListSectionController], fresh: Bool = false) {
    let oldObjects = sectionMap.objects
    var updated: [(ListSectionController, any ListDiffable)] = []
    for (i, controller) in controllers.enumerated() {
      let old = fresh ? -1 : sectionMap.section(of: controller) ?? -1
      if old < 0 || !_isSame(oldObjects[old], new.objects[i]) {
        updated.append((controller, new.objects[i]))
      }
    }
    restore(new.objects, controllers, keys: new.keys, sectionsOfKeys: new.indexOfKey)
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
      controller.setContext(self)
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
  /// as IGListKit does when its settings change, inside the updater's data source change (which
  /// settles the updates waiting to run). A view that shows no cell yet reads its counts now and
  /// makes its cells on its next layout pass, batch update or scroll, as UIKit's does.
  func settingsChanged() {
    guard let collectionView, let dataSource else { return }
    updater.performDataSourceChange { [self] in
      let new = uniqueObjects(dataSource.objects(for: self))
      show(new, controllers: makeControllers(for: new, fresh: false, from: dataSource))
      collectionView.reloadDataDeferringCells()
      updateWorkingRange()
    }
  }
}
