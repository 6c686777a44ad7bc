import Foundation
import ListKit
import ListSimulator
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

/// Objects coming on and going off screen (`IGListAdapterDelegate`).
@preconcurrency
@MainActor
public protocol ListAdapterDelegate: AnyObject {
  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int)
  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int)
}

/// How an adapter applies its updates (`IGListUpdatingDelegate`): ``ListAdapterUpdater`` (batch
/// updates) or ``ListReloadDataUpdater`` (`reloadData()`).
public protocol ListUpdatingDelegate: AnyObject {}

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
  /// Kept for code written for IGListKit (`IGListAdapterUpdater.singleItemSectionUpdates`); nothing
  /// reads it here.
  public var singleItemSectionUpdates = false
  /// Kept for code written for IGListKit (`allowsReloadingOnTooManyUpdates`); nothing reads it
  /// here.
  public var allowsReloadingOnTooManyUpdates = true
  /// An updater with the default settings.
  public init() {}
}

/// The updater that reloads the whole view on every update (`IGListReloadDataUpdater`).
@preconcurrency
@MainActor
public final class ListReloadDataUpdater: ListUpdatingDelegate {
  /// A reload-data updater; it has no settings.
  public init() {}
}

/// IGListKit's adapter (`IGListAdapter`): the collection view's data source and delegate, with
/// one section controller per object of its ``dataSource``. Every update it makes goes through
/// the collection view's batch updates, checked against UIKit's rules; what UIKit would raise is
/// reported to the running test (``UICollectionView/raisedExceptions``).
///
/// ``performUpdates(animated:completion:)`` and ``reloadData(completion:)`` are queued and run
/// together on the main actor, as IGListKit coalesces them: several calls before the update runs
/// make one batch, and their completions are called in order. `await adapter.performUpdatesAndWait(
/// animated:)` returns when it ran.
@preconcurrency
@MainActor
public final class ListAdapter: ListCollectionContext, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// The updater given at initialisation (`IGListAdapter.updater`).
  public let updater: any ListUpdatingDelegate
  /// The view controller given at initialisation (held weakly).
  public weak var viewController: UIViewController?
  /// How many sections on each side of the visible ones are in the working range.
  public let workingRangeSize: Int

  /// The collection view the adapter drives (held weakly, as IGListKit holds it): the adapter
  /// becomes its data source and delegate, and the view loads the objects. As in IGListKit, a
  /// view another adapter took (a reused cell's embedded list) is taken back — that adapter lets
  /// go of it — and setting the same view again re-associates it when its data source is no
  /// longer this adapter.
  public var collectionView: UICollectionView? {
    get { storedCollectionView }
    set {
      let sameView = newValue === storedCollectionView
      guard !sameView || (newValue?.dataSource as AnyObject?) !== self else { return }
      if let old = storedCollectionView, !sameView {
        Self.owners[ObjectIdentifier(old)] = nil
      }
      if let view = newValue {
        let key = ObjectIdentifier(view)
        if let other = Self.owners[key]?.adapter, other !== self,
          other.storedCollectionView === view
        {
          other.storedCollectionView = nil
        }
        Self.owners[key] = _WeakAdapter(adapter: self)
      }
      storedCollectionView = newValue
      newValue?.dataSource = self
      newValue?.delegate = self
      settingsChanged()
    }
  }
  private weak var storedCollectionView: UICollectionView?
  /// Which adapter drives each collection view (`IGListAdapter`'s map of views to adapters).
  private static var owners: [ObjectIdentifier: _WeakAdapter] = [:]
  /// Where the objects come from (held weakly).
  public weak var dataSource: (any ListAdapterDataSource)? {
    didSet { settingsChanged() }
  }
  /// Told when a section's first cell is displayed and its last one ends displaying (held weakly).
  public weak var delegate: (any ListAdapterDelegate)?
  /// Told of selection and display too.
  public weak var collectionViewDelegate: (any UICollectionViewDelegate)?
  /// Told when the user moves a one-item section to another place (interactive reordering;
  /// held weakly).
  public weak var moveDelegate: (any ListAdapterMoveDelegate)?
  /// Told when the collection view scrolls and is dragged, before the visible section
  /// controllers' ``ListSectionController/scrollDelegate``s (held weakly).
  public weak var scrollViewDelegate: (any UIScrollViewDelegate)?

  /// What IGListKit logs instead of asserting (duplicate identifiers), newest last.
  public private(set) var warnings: [String] = []

  /// What IGListKit asserts on (a missing override, a class that is not a cell, a nib that does
  /// not load, a dequeue without a section): recorded here and reported to the running test once,
  /// as the views record what UIKit raises (`collectionView.raisedExceptions`).
  public let failures = FailureLog()

  private var entries: [(object: any ListDiffable, controller: ListSectionController)] = []
  private var entryKeys: [_IdentifierKey] = []
  /// Each identifier's section, made when first asked for after an update.
  private var sectionOfIdentifier: [_IdentifierKey: Int] {
    if let built = builtSectionOfIdentifier { return built }
    var map: [_IdentifierKey: Int] = [:]
    map.reserveCapacity(entryKeys.count)
    for (section, key) in entryKeys.enumerated() { map[key] = section }
    builtSectionOfIdentifier = map
    return map
  }
  private var builtSectionOfIdentifier: [_IdentifierKey: Int]?
  private var sectionOfController: [ObjectIdentifier: Int] = [:]
  private var pendingCompletions: [((Bool) -> Void)?] = []
  private var reloadPending = false
  private var updateScheduled = false
  /// Section controllers' item changes made while the adapter's own update runs (a binding
  /// controller diffing its view models in `didUpdate(to:)`): they join its batch.
  private var collectedItemChanges: [(ListSectionController, _ItemChange)]?
  /// Each displayed cell's section controller, object and item, as they were when it came on
  /// screen (IGListKit's display handler keeps them so, for a cell whose section is deleted).
  private var displayed:
    [ObjectIdentifier: (controller: ListSectionController, object: any ListDiffable, index: Int)] =
      [:]
  private var visibleCount: [ObjectIdentifier: Int] = [:]
  private var inWorkingRange: [ObjectIdentifier: ListSectionController] = [:]
  private var registeredIdentifiers: Set<String> = []

  /// An adapter with no collection view yet (`IGListAdapter`'s initializer); a negative
  /// `workingRangeSize` counts as 0.
  public init(
    updater: any ListUpdatingDelegate, viewController: UIViewController?,
    workingRangeSize: Int = 0
  ) {
    self.updater = updater
    self.viewController = viewController
    self.workingRangeSize = max(0, workingRangeSize)
  }

  // MARK: Objects and section controllers

  /// The objects shown, in section order.
  public func objects() -> [Any] { entries.map(\.object) }

  /// The section controller of `object` (matched by diff identifier), or `nil` when it is not
  /// shown.
  public func sectionController(for object: Any) -> ListSectionController? {
    guard let object = object as? any ListDiffable,
      let section = sectionOfIdentifier[_IdentifierKey(object)]
    else { return nil }
    return entries[section].controller
  }

  /// The section controller of section `section`, or `nil` when out of range.
  public func sectionController(forSection section: Int) -> ListSectionController? {
    entries.indices.contains(section) ? entries[section].controller : nil
  }

  /// The object shown by `sectionController`, or `nil` when it has no section.
  public func object(for sectionController: ListSectionController) -> Any? {
    sectionOfController[ObjectIdentifier(sectionController.target)].map { entries[$0].object }
  }

  /// The object of section `section`, or `nil` when out of range.
  public func object(atSection section: Int) -> Any? {
    entries.indices.contains(section) ? entries[section].object : nil
  }

  /// The section of a section controller, or `NSNotFound`.
  public func section(for sectionController: ListSectionController) -> Int {
    sectionOfController[ObjectIdentifier(sectionController.target)] ?? NSNotFound
  }

  /// The section of an object (by identifier), or `NSNotFound`.
  public func section(for object: Any) -> Int {
    guard let object = object as? any ListDiffable else { return NSNotFound }
    return sectionOfIdentifier[_IdentifierKey(object)] ?? NSNotFound
  }

  /// The section controllers with a cell on screen, in section order.
  public func visibleSectionControllers() -> [ListSectionController] {
    entries.map(\.controller).filter { visibleCount[ObjectIdentifier($0), default: 0] > 0 }
  }

  /// The objects with a cell on screen, in section order.
  public func visibleObjects() -> [Any] {
    entries.filter { visibleCount[ObjectIdentifier($0.controller), default: 0] > 0 }.map(\.object)
  }

  /// The cells on screen of `object`'s section.
  public func visibleCells(for object: Any) -> [UICollectionViewCell] {
    guard let controller = sectionController(for: object) else { return [] }
    return visibleCells(for: controller)
  }

  /// Scrolls `object`'s first cell into view.
  public func scroll(
    to object: Any, supplementaryKinds: [String]?,
    scrollDirection: UICollectionView.ScrollDirection,
    scrollPosition: UICollectionView.ScrollPosition, additionalOffset: CGFloat = 0,
    animated: Bool
  ) {
    let section = section(for: object)
    guard section != NSNotFound, let collectionView else { return }
    let count = collectionView.numberOfItems(inSection: section)
    guard count > 0 else { return }
    // As IGListKit does: the span from the first item (and its section's supplementary views of
    // `supplementaryKinds`) to the last item, aligned as `scrollPosition` says, kept within the
    // content, then moved by `additionalOffset`.
    let first = IndexPath(item: 0, section: section)
    var frames: [CGRect] = []
    if let item = collectionView.layoutAttributesForItem(at: first) { frames.append(item.frame) }
    for kind in supplementaryKinds ?? [] {
      if let view = collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: first)
      {
        frames.append(view.frame)
      }
    }
    if count > 1,
      let last = collectionView.layoutAttributesForItem(
        at: IndexPath(item: count - 1, section: section))
    {
      frames.append(last.frame)
    }
    guard let start = frames.map(\.minY).min(), let end = frames.map(\.maxY).max() else { return }
    let height = collectionView.bounds.height
    var offset: CGFloat
    if scrollPosition.contains(.bottom) {
      offset = end - height
    } else if scrollPosition.contains(.centeredVertically) {
      offset = (start + end) / 2 - height / 2
    } else {
      offset = start
    }
    offset = max(0, min(offset, collectionView.contentSize.height - height)) + additionalOffset
    collectionView.setContentOffset(
      CGPoint(x: collectionView.contentOffset.x, y: offset), animated: animated)
  }

  // MARK: Updates

  /// Diffs the data source's objects against the ones shown and applies the difference in one
  /// batch update (with the section controllers' own changes made meanwhile), when the queued
  /// updates run; `completion` gets whether the view accepted it.
  public func performUpdates(animated: Bool, completion: ((Bool) -> Void)? = nil) {
    pendingCompletions.append(completion)
    pendingAnimated = pendingAnimated || animated
    scheduleUpdate()
  }

  /// Whether any of the updates waiting to run asked for animation.
  private var pendingAnimated = false
  /// The update listeners, held weakly.
  private var updateListeners: [_WeakUpdateListener] = []

  /// Tells `listener` of every update the adapter finishes (held weakly; added once).
  public func addUpdateListener(_ listener: any ListAdapterUpdateListener) {
    updateListeners.removeAll { $0.listener == nil }
    guard !updateListeners.contains(where: { $0.listener === listener }) else { return }
    updateListeners.append(_WeakUpdateListener(listener: listener))
  }

  /// Stops telling `listener` of updates.
  public func removeUpdateListener(_ listener: any ListAdapterUpdateListener) {
    updateListeners.removeAll { $0.listener == nil || $0.listener === listener }
  }

  private func tellUpdateListeners(_ update: ListAdapterUpdateType, animated: Bool) {
    for entry in updateListeners {
      entry.listener?.listAdapter(self, didFinishUpdate: update, animated: animated)
    }
  }

  /// ``performUpdates(animated:completion:)``, awaited: returns whether the view accepted it.
  /// (A name of its own: IGListKit's method has no `async` form, so code written for it keeps
  /// compiling in `async` functions.)
  @discardableResult
  public func performUpdatesAndWait(animated: Bool) async -> Bool {
    await withCheckedContinuation { continuation in
      performUpdates(animated: animated) { continuation.resume(returning: $0) }
    }
  }

  /// Reloads every section from the data source's objects (`reloadData()` of the view), when the
  /// queued updates run.
  public func reloadData(completion: ((Bool) -> Void)? = nil) {
    reloadPending = true
    pendingCompletions.append(completion)
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
        let section = sectionOfIdentifier[_IdentifierKey(object)]
      else { continue }
      if entries[section].object !== object {
        entries[section].object = object
        entries[section].controller.didUpdate(to: object)
      }
      sections.insert(section)
    }
    guard !sections.isEmpty else { return }
    collectionView.performBatchUpdates { collectionView.reloadSections(sections) }
  }

  private func scheduleUpdate() {
    guard !updateScheduled else { return }
    updateScheduled = true
    Task { @MainActor [weak self] in self?.runPendingUpdates() }
  }

  /// Runs every update queued so far as one.
  func runPendingUpdates() {
    updateScheduled = false
    let completions = pendingCompletions
    let reload = reloadPending
    let animated = pendingAnimated
    pendingCompletions = []
    reloadPending = false
    pendingAnimated = false
    guard let collectionView, let dataSource else {
      for completion in completions { completion?(false) }
      return
    }
    let (newObjects, newKeys) = uniqueObjects(dataSource.objects(for: self))
    let finished: Bool
    if reload || updater is ListReloadDataUpdater {
      // `reloadData` makes every section controller anew, as IGListKit resets its section map;
      // the reload-data updater's `performUpdates` keeps those of objects still there.
      update(to: newObjects, keys: newKeys, matches: nil, fresh: reload, from: dataSource)
      let before = collectionView.raisedExceptions.count
      collectionView.reloadData()
      finished = collectionView.raisedExceptions.count == before
    } else {
      finished = applyBatch(to: newObjects, keys: newKeys, from: dataSource, in: collectionView)
    }
    updateWorkingRange()
    tellUpdateListeners(reload ? .reloadData : .performUpdates, animated: reload ? false : animated)
    for completion in completions { completion?(finished) }
  }

  /// The section-level batch: the diff of the objects, with the section controllers' item changes
  /// made while it runs, cleaned up as IGListKit cleans them (items of deleted, inserted or
  /// reloaded sections are dropped; a moved section with item changes is deleted and inserted).
  private func applyBatch(
    to newObjects: [any ListDiffable], keys newKeys: [_IdentifierKey],
    from dataSource: any ListAdapterDataSource, in collectionView: UICollectionView
  ) -> Bool {
    let oldEntries = entries
    let oldKeys = entryKeys
    let oldSections = sectionOfController
    let settings = updater as? ListAdapterUpdater
    let diff = _ListDiff(
      old: oldEntries.map(\.object), new: newObjects, option: .equality, oldKeys: oldKeys,
      newKeys: newKeys)
    var newOfOld = [Int](repeating: -1, count: oldEntries.count)
    for (new, old) in diff.newMatch.enumerated() where old >= 0 { newOfOld[old] = new }
    let result = (
      deletes: IndexSet(diff.deletes), inserts: IndexSet(diff.inserts), updates: diff.updates,
      moves: diff.moves
    )
    var finished = false
    let before = collectionView.raisedExceptions.count
    collectionView.performBatchUpdates(
      {
        collectedItemChanges = []
        update(to: newObjects, keys: newKeys, matches: diff.newMatch, from: dataSource)
        let itemChanges = collectedItemChanges ?? []
        collectedItemChanges = nil
        var deletes = result.deletes
        var inserts = result.inserts
        var moves = result.moves
        var reloads = IndexSet()
        var itemReloads: [IndexPath] = []
        // A changed object reloads its section: a delete and an insert (or its cells, with
        // `preferItemReloadsForSectionReloads` and nothing else changing).
        for old in result.updates {
          let new = newOfOld[old]
          guard new >= 0 else { continue }
          reloads.insert(old)
          if settings?.preferItemReloadsForSectionReloads == true, result.deletes.isEmpty,
            result.inserts.isEmpty, result.moves.isEmpty,
            collectionView.numberOfItems(inSection: old) == entries[new].controller.numberOfItems()
          {
            itemReloads += (0..<collectionView.numberOfItems(inSection: old)).map {
              IndexPath(item: $0, section: old)
            }
          } else {
            deletes.insert(old)
            inserts.insert(new)
          }
        }
        if settings?.sectionMovesAsDeletesInserts == true {
          for move in moves {
            deletes.insert(move.from)
            inserts.insert(move.to)
          }
          moves = []
        }
        // Item changes: in old sections for deletes, new ones for inserts.
        var itemDeletes: [IndexPath] = []
        var itemInserts: [IndexPath] = []
        var itemMoves: [(IndexPath, IndexPath)] = []
        let movedFrom = Set(moves.map(\.from))
        for (controller, change) in itemChanges {
          guard let old = oldSections[ObjectIdentifier(controller)],
            let new = sectionOfController[ObjectIdentifier(controller)],
            !deletes.contains(old), !inserts.contains(new), !reloads.contains(old)
          else { continue }
          if movedFrom.contains(old) {
            // UIKit cannot change items of a section it moves: the section is replaced.
            moves.removeAll { $0.from == old }
            deletes.insert(old)
            inserts.insert(new)
            continue
          }
          switch change {
          case .delete(let indexes):
            itemDeletes += indexes.map { IndexPath(item: $0, section: old) }
          case .insert(let indexes):
            itemInserts += indexes.map { IndexPath(item: $0, section: new) }
          case .reload(let indexes):
            itemDeletes += indexes.map { IndexPath(item: $0, section: old) }
            itemInserts += indexes.map { IndexPath(item: $0, section: new) }
          case .move(let from, let to):
            itemMoves.append(
              (IndexPath(item: from, section: old), IndexPath(item: to, section: new)))
          case .reloadSection:
            deletes.insert(old)
            inserts.insert(new)
          }
        }
        let replaced = deletes
        itemDeletes.removeAll { replaced.contains($0.section) }
        itemInserts.removeAll { inserts.contains($0.section) }
        itemMoves.removeAll { replaced.contains($0.0.section) || inserts.contains($0.1.section) }
        collectionView.deleteSections(deletes)
        collectionView.insertSections(inserts)
        for move in moves where !deletes.contains(move.from) {
          collectionView.moveSection(move.from, toSection: move.to)
        }
        if !itemDeletes.isEmpty { collectionView.deleteItems(at: itemDeletes) }
        if !itemInserts.isEmpty { collectionView.insertItems(at: itemInserts) }
        for (from, to) in itemMoves { collectionView.moveItem(at: from, to: to) }
        if !itemReloads.isEmpty { collectionView.reloadItems(at: itemReloads) }
      }, completion: { finished = $0 })
    if collectionView.raisedExceptions.count != before {
      // UIKit would have crashed; the view kept what it showed, so the adapter does too.
      restore(oldEntries, keys: oldKeys)
      return false
    }
    return finished
  }

  /// IGListKit keeps the first object of each identifier and logs the others.
  private func uniqueObjects(_ objects: [any ListDiffable]) -> (
    [any ListDiffable], [_IdentifierKey]
  ) {
    _removingDuplicateIdentifiers(objects) { object, first in
      warnings.append(
        "Duplicate identifier \(object.diffIdentifier()) for object \(object) with object \(first)")
    }
  }

  /// The one place the objects and section controllers change: controllers are kept by
  /// identifier (or made by the data source), and told of each new object instance. `matches`
  /// gives, per new object, the section that showed its identifier (`-1`: none), when a diff
  /// already found it.
  private func update(
    to objects: [any ListDiffable], keys: [_IdentifierKey], matches: [Int]?, fresh: Bool = false,
    from dataSource: any ListAdapterDataSource
  ) {
    var updated: [(ListSectionController, any ListDiffable)] = []
    let known = matches == nil && !fresh ? sectionOfIdentifier : [:]
    let newEntries = objects.indices.map { i in
      let object = objects[i]
      let old = matches.map { $0[i] } ?? known[keys[i]] ?? -1
      let existing = old >= 0 ? entries[old] : nil
      let controller =
        existing?.controller ?? dataSource.listAdapter(self, sectionControllerFor: object)
      if existing == nil || existing?.object !== object { updated.append((controller, object)) }
      return (object: object, controller: controller)
    }
    restore(newEntries, keys: keys)
    for (controller, object) in updated { controller.didUpdate(to: object) }
    updateBackgroundView()
  }

  /// Sets the map of objects and controllers, and each controller's section and context.
  private func restore(
    _ newEntries: [(object: any ListDiffable, controller: ListSectionController)],
    keys: [_IdentifierKey]
  ) {
    for entry in entries { entry.controller.storedSection = NSNotFound }
    entries = newEntries
    entryKeys = keys
    builtSectionOfIdentifier = nil
    sectionOfController = [:]
    sectionOfController.reserveCapacity(newEntries.count)
    for (section, entry) in newEntries.enumerated() {
      sectionOfController[ObjectIdentifier(entry.controller)] = section
      entry.controller.storedSection = section
      entry.controller.storedContext = self
      entry.controller.storedViewController = viewController
    }
  }

  private func updateBackgroundView() {
    guard let collectionView else { return }
    let empty = entries.allSatisfy { $0.controller.numberOfItems() == 0 }
    if empty {
      let view = dataSource?.emptyView(for: self)
      if view !== collectionView.backgroundView { collectionView.backgroundView = view }
    }
    collectionView.backgroundView?.isHidden = !empty
  }

  /// A new collection view or data source: the objects are read at once and the view reloads,
  /// as IGListKit does when its settings change.
  private func settingsChanged() {
    guard let collectionView, let dataSource else { return }
    let (objects, keys) = uniqueObjects(dataSource.objects(for: self))
    update(to: objects, keys: keys, matches: nil, from: dataSource)
    collectionView.reloadData()
    updateWorkingRange()
  }

  // MARK: ListCollectionContext

  /// The collection view's bounds size, or zero without a collection view.
  public var containerSize: CGSize { collectionView?.bounds.size ?? .zero }
  /// Always zero: the virtual view has no content inset.
  public var containerInset: UIEdgeInsets { .zero }
  /// The same as ``containerSize`` (there is no inset).
  public var insetContainerSize: CGSize { containerSize }

  /// The container size less `sectionController`'s inset, never negative.
  public func containerSize(for sectionController: ListSectionController) -> CGSize {
    let inset = sectionController.inset
    return CGSize(
      width: max(0, containerSize.width - inset.left - inset.right),
      height: max(0, containerSize.height - inset.top - inset.bottom))
  }

  /// The item index of `cell` in `sectionController`'s section, or `NSNotFound`.
  public func index(for cell: UICollectionViewCell, sectionController: ListSectionController)
    -> Int
  {
    guard let path = collectionView?.indexPath(for: cell),
      path.section == section(for: sectionController)
    else { return NSNotFound }
    return path.item
  }

  /// The cell at `index` of `sectionController`'s section, or `nil` when none is loaded.
  public func cellForItem(at index: Int, sectionController: ListSectionController)
    -> UICollectionViewCell?
  {
    let section = section(for: sectionController)
    guard section != NSNotFound else { return nil }
    return collectionView?.cellForItem(at: IndexPath(item: index, section: section))
  }

  /// The visible cells of `sectionController`'s section, in index-path order.
  public func visibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell] {
    let section = section(for: sectionController)
    guard let collectionView else { return [] }
    return collectionView.indexPathsForVisibleItems.sorted().filter { $0.section == section }
      .compactMap(collectionView.cellForItem(at:))
  }

  /// The visible index paths of `sectionController`'s section, sorted.
  public func visibleIndexPaths(for sectionController: ListSectionController) -> [IndexPath] {
    let section = section(for: sectionController)
    return (collectionView?.indexPathsForVisibleItems ?? []).filter { $0.section == section }
      .sorted()
  }

  /// Deselects the item at `index` of `sectionController`'s section; nothing when it has no
  /// section.
  public func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool)
  {
    let section = section(for: sectionController)
    guard section != NSNotFound else { return }
    collectionView?.deselectItem(at: IndexPath(item: index, section: section), animated: animated)
  }

  /// Selects the item at `index` of `sectionController`'s section; nothing when it has no section.
  public func selectItem(
    at index: Int, sectionController: ListSectionController, animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition
  ) {
    let section = section(for: sectionController)
    guard section != NSNotFound else { return }
    collectionView?.selectItem(
      at: IndexPath(item: index, section: section), animated: animated,
      scrollPosition: scrollPosition)
  }

  /// A cell of `cellClass`, registered on first use under `identifier` (or the class name); a
  /// non-cell class is recorded in ``failures``.
  public func dequeueReusableCell(
    of cellClass: AnyClass, withReuseIdentifier identifier: String?,
    for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell {
    guard let cellType = cellClass as? UICollectionViewCell.Type else {
      failures.report(ListAdapterError.notACellClass(String(reflecting: cellClass)))
      return UICollectionViewCell()
    }
    return dequeue(cellType, identifier ?? String(reflecting: cellClass), sectionController, index)
  }

  /// A cell of `cellClass`, registered on first use under its class name.
  public func dequeueReusableCell(
    of cellClass: AnyClass, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell {
    dequeueReusableCell(of: cellClass, withReuseIdentifier: nil, for: sectionController, at: index)
  }

  /// A cell of the class named `nibName` (looked up near the controller); a missing class is
  /// recorded in ``failures``.
  public func dequeueReusableCell(
    withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController,
    at index: Int
  ) -> UICollectionViewCell {
    guard let cellType = cellClass(named: nibName, near: sectionController.target) else {
      failures.report(ListAdapterError.nibNotFound(nibName))
      return dequeue(UICollectionViewCell.self, "nib:" + nibName, sectionController, index)
    }
    return dequeue(cellType, "nib:" + nibName, sectionController, index)
  }

  /// The cell registered on the collection view under `identifier`, standing for the
  /// storyboard's prototype (an unregistered identifier is recorded in the view's `misuses`).
  public func dequeueReusableCellFromStoryboard(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell {
    let section = section(for: sectionController)
    guard let collectionView, section != NSNotFound else {
      failures.report(
        ListAdapterError.indexOutOfRange(
          "\(type(of: sectionController)) dequeued a cell while it has no section"))
      return UICollectionViewCell(frame: .zero)
    }
    return collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: IndexPath(item: index, section: section))
  }

  /// A supplementary view of `viewClass` for `elementKind`, registered on first use; a plain view
  /// when it cannot dequeue.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController,
    class viewClass: AnyClass, at index: Int
  ) -> UICollectionReusableView {
    let section = section(for: sectionController)
    guard let collectionView, let viewType = viewClass as? UICollectionReusableView.Type,
      section != NSNotFound
    else { return UICollectionReusableView() }
    let identifier = String(reflecting: viewClass)
    if registeredIdentifiers.insert(elementKind + "/" + identifier).inserted {
      collectionView.register(
        viewType, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: elementKind, withReuseIdentifier: identifier,
      for: IndexPath(item: index, section: section))
  }

  /// Invalidates the whole collection view layout, then calls `completion` with `true`.
  public func invalidateLayout(
    for sectionController: ListSectionController, completion: ((Bool) -> Void)?
  ) {
    collectionView?.invalidateLayout()
    // The layout asks the section controllers for their sizes again, as IGListKit's does.
    collectionView?.collectionViewLayout.invalidateLayout()
    completion?(true)
  }

  /// Runs a section controller's batch: at once, as one batch update of the view, or — while the
  /// adapter's own update runs (a controller's `didUpdate(to:)`) — as part of that update.
  public func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void,
    completion: ((Bool) -> Void)?
  ) {
    guard let collectionView else {
      completion?(false)
      return
    }
    if collectedItemChanges != nil {
      let batch = _BatchContext(adapter: self, collecting: true)
      updates(batch)
      collectedItemChanges?.append(contentsOf: batch.collected)
      completion?(true)
      return
    }
    var finished = false
    let before = collectionView.raisedExceptions.count
    collectionView.performBatchUpdates(
      { updates(_BatchContext(adapter: self, collecting: false)) },
      completion: { finished = $0 })
    // Item counts may have gone to or from zero: the empty view follows, as in IGListKit.
    updateBackgroundView()
    tellUpdateListeners(.itemUpdates, animated: animated)
    completion?(finished && collectionView.raisedExceptions.count == before)
  }

  /// Scrolls to the item at `index` of `sectionController`'s section; nothing when it has no
  /// section.
  public func scroll(
    to sectionController: ListSectionController, at index: Int,
    scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    let section = section(for: sectionController)
    guard section != NSNotFound else { return }
    collectionView?.scrollToItem(
      at: IndexPath(item: index, section: section), at: scrollPosition, animated: animated)
  }

  private func dequeue(
    _ cellType: UICollectionViewCell.Type, _ identifier: String,
    _ sectionController: ListSectionController, _ index: Int
  ) -> UICollectionViewCell {
    let section = section(for: sectionController)
    guard let collectionView, section != NSNotFound else {
      failures.report(
        ListAdapterError.indexOutOfRange(
          "\(type(of: sectionController)) dequeued a cell while it has no section"))
      return cellType.init()
    }
    if registeredIdentifiers.insert(identifier).inserted {
      collectionView.register(cellType, forCellWithReuseIdentifier: identifier)
    }
    return collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: IndexPath(item: index, section: section))
  }

  /// The cell class a nib name stands for: the name as given (module-qualified), or in the
  /// module of the section controller, the view controller or the data source.
  private func cellClass(named name: String, near controller: ListSectionController)
    -> UICollectionViewCell.Type?
  {
    viewClass(named: name, near: controller)
  }

  /// The view class a nib's name stands for: the class of that name, module-qualified or in the
  /// module of the controller, the view controller or the data source.
  private func viewClass<T>(named name: String, near controller: ListSectionController) -> T? {
    let owners: [Any] = [controller, viewController as Any, dataSource as Any]
    let modules = owners.compactMap { owner -> String? in
      let type = String(reflecting: Swift.type(of: owner))
      return type.split(separator: ".").first.map(String.init)
    }
    for candidate in [name] + modules.map({ $0 + "." + name }) {
      if let type = NSClassFromString(candidate) as? T { return type }
    }
    return nil
  }

  /// A supplementary view of the class named `nibName` for `elementKind` (there are no nibs
  /// here: the nib's name is the view class's name, looked up near the controller), registered
  /// on first use; a missing class is recorded in ``failures`` and a plain view comes back.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController, nibName: String,
    bundle: Bundle?, at index: Int
  ) -> UICollectionReusableView {
    let type: UICollectionReusableView.Type? = viewClass(named: nibName, near: sectionController)
    guard let type else {
      failures.report(ListAdapterError.nibNotFound(nibName))
      return UICollectionReusableView()
    }
    return dequeueReusableSupplementaryView(
      ofKind: elementKind, for: sectionController, class: type, at: index)
  }

  // MARK: UICollectionViewDataSource

  /// One section per object shown.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { entries.count }

  /// The item count of the section's controller (`numberOfItems()`), or 0 out of range.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    entries.indices.contains(section) ? entries[section].controller.numberOfItems() : 0
  }

  /// The cell the section's controller returns from `cellForItem(at:)`.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard entries.indices.contains(indexPath.section) else { return UICollectionViewCell() }
    return entries[indexPath.section].controller.cellForItem(at: indexPath.item)
  }

  /// The view of the section controller's ``ListSectionController/supplementaryViewSource`` for
  /// `kind`, or a placeholder when it has none.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard entries.indices.contains(indexPath.section),
      let source = entries[indexPath.section].controller.supplementaryViewSource,
      source.supportedElementKinds().contains(kind)
    else { return _MissingSupplementaryView() }
    return source.viewForSupplementaryElement(ofKind: kind, at: indexPath.item)
  }

  // MARK: Interactive reordering

  /// The section controller's `canMoveItem(at:)`; `false` out of range.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard entries.indices.contains(indexPath.section) else { return false }
    return entries[indexPath.section].controller.canMoveItem(at: indexPath.item)
  }

  /// The user moved a cell, as IGListKit handles it: within a section, the section controller's
  /// `moveObject(from:to:)`; from a one-item section to another place, the object moves among
  /// the adapter's objects, the ``moveDelegate`` is told, and the view reloads (UIKit moved an
  /// item, not a section, so IGListKit reloads the data to show the sections as they are).
  /// Another move across sections changes nothing, as in IGListKit.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let from = sourceIndexPath.section
    let to = destinationIndexPath.section
    guard entries.indices.contains(from), entries.indices.contains(to) else { return }
    if from == to {
      entries[from].controller.moveObject(
        from: sourceIndexPath.item, to: destinationIndexPath.item)
      return
    }
    guard entries[from].controller.numberOfItems() == 1, let moveDelegate else { return }
    let previous = objects()
    var moved = entries
    var keys = entryKeys
    let entry = moved.remove(at: from)
    moved.insert(entry, at: to)
    keys.insert(keys.remove(at: from), at: to)
    restore(moved, keys: keys)
    moveDelegate.listAdapter(self, move: entry.object, from: previous, to: objects())
    collectionView.reloadData()
  }

  // MARK: UICollectionViewDelegateFlowLayout

  /// The section controller's `sizeForItem(at:)`, as IGListKit answers the flow layout; `.zero`
  /// out of range.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard entries.indices.contains(indexPath.section) else { return .zero }
    return entries[indexPath.section].controller.sizeForItem(at: indexPath.item)
  }

  /// The section controller's `inset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    entries.indices.contains(section) ? entries[section].controller.inset : .zero
  }

  /// The section controller's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    entries.indices.contains(section) ? entries[section].controller.minimumLineSpacing : 0
  }

  /// The section controller's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    entries.indices.contains(section) ? entries[section].controller.minimumInteritemSpacing : 0
  }

  /// The header's size from the section's supplementary view source, `.zero` when it makes no
  /// headers.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    supplementarySize(UICollectionView.elementKindSectionHeader, section)
  }

  /// The footer's size from the section's supplementary view source, `.zero` when it makes no
  /// footers.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    supplementarySize(UICollectionView.elementKindSectionFooter, section)
  }

  private func supplementarySize(_ kind: String, _ section: Int) -> CGSize {
    guard entries.indices.contains(section),
      let source = entries[section].controller.supplementaryViewSource,
      source.supportedElementKinds().contains(kind)
    else { return .zero }
    return source.sizeForSupplementaryView(ofKind: kind, at: 0)
  }

  // MARK: UIScrollViewDelegate

  /// Tells ``scrollViewDelegate``, then each visible section controller's scroll delegate
  /// (`listAdapter(_:didScroll:)`), as IGListKit does.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrollViewDelegate?.scrollViewDidScroll(scrollView)
    for controller in visibleSectionControllers() {
      controller.scrollDelegate?.listAdapter(self, didScroll: controller)
    }
  }

  /// Tells ``scrollViewDelegate``, then each visible section controller's scroll delegate
  /// (`listAdapter(_:willBeginDragging:)`).
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    scrollViewDelegate?.scrollViewWillBeginDragging(scrollView)
    for controller in visibleSectionControllers() {
      controller.scrollDelegate?.listAdapter(self, willBeginDragging: controller)
    }
  }

  /// Tells ``scrollViewDelegate``, which may move the target offset.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    scrollViewDelegate?.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  /// Tells ``scrollViewDelegate``, then each visible section controller's scroll delegate
  /// (`listAdapter(_:didEndDragging:willDecelerate:)`).
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {
    scrollViewDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    for controller in visibleSectionControllers() {
      controller.scrollDelegate?.listAdapter(
        self, didEndDragging: controller, willDecelerate: decelerate)
    }
  }

  /// Tells ``scrollViewDelegate``, then each visible section controller's scroll delegate
  /// (`listAdapter(_:didEndDeceleratingSectionController:)`).
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    scrollViewDelegate?.scrollViewDidEndDecelerating(scrollView)
    for controller in visibleSectionControllers() {
      controller.scrollDelegate?.listAdapter(self, didEndDeceleratingSectionController: controller)
    }
  }

  // MARK: UICollectionViewDelegate

  /// Asks the section's controller (`shouldSelectItem(at:)`); `false` out of range.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    guard entries.indices.contains(indexPath.section) else { return false }
    return entries[indexPath.section].controller.shouldSelectItem(at: indexPath.item)
  }

  /// Tells ``collectionViewDelegate``, then the section's controller (`didSelectItem(at:)`).
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
    guard entries.indices.contains(indexPath.section) else { return }
    entries[indexPath.section].controller.didSelectItem(at: indexPath.item)
  }

  /// Tells ``collectionViewDelegate``, then the section's controller (`didDeselectItem(at:)`).
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
    guard entries.indices.contains(indexPath.section) else { return }
    entries[indexPath.section].controller.didDeselectItem(at: indexPath.item)
  }

  /// Tracks the displayed cell, tells the display delegates and ``delegate``, and updates the
  /// working range.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    guard entries.indices.contains(indexPath.section) else { return }
    let (object, controller) = entries[indexPath.section]
    displayed[ObjectIdentifier(cell)] = (controller, object, indexPath.item)
    let key = ObjectIdentifier(controller)
    if visibleCount[key, default: 0] == 0 {
      controller.displayDelegate?.listAdapter(self, willDisplay: controller)
      delegate?.listAdapter(self, willDisplay: object, at: indexPath.section)
    }
    visibleCount[key, default: 0] += 1
    controller.displayDelegate?.listAdapter(
      self, willDisplay: controller, cell: cell, at: indexPath.item)
    updateWorkingRange()
  }

  /// Tracks the cell leaving, tells the display delegates and ``delegate``, and updates the working
  /// range.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(
      collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    guard let (controller, object, index) = displayed.removeValue(forKey: ObjectIdentifier(cell))
    else { return }
    let key = ObjectIdentifier(controller)
    controller.displayDelegate?.listAdapter(
      self, didEndDisplaying: controller, cell: cell, at: index)
    visibleCount[key, default: 1] -= 1
    if visibleCount[key] == 0 {
      visibleCount[key] = nil
      controller.displayDelegate?.listAdapter(self, didEndDisplaying: controller)
      // The object shown and the section it was in, even when the update deleted it.
      delegate?.listAdapter(self, didEndDisplaying: object, at: indexPath.section)
    }
    // The window moves in one step here (a scroll view moves continuously): with no cell left
    // between its old and its new cells, the range waits for the new ones (or the update's end).
    if !visibleCount.isEmpty { updateWorkingRange() }
  }

  /// The section controllers within `workingRangeSize` sections of the visible ones enter the
  /// working range; the others leave it.
  private func updateWorkingRange() {
    let visible = visibleCount.keys.compactMap { sectionOfController[$0] }
    var now: [ObjectIdentifier: ListSectionController] = [:]
    if let low = visible.min(), let high = visible.max() {
      let range = max(0, low - workingRangeSize)...min(entries.count - 1, high + workingRangeSize)
      for section in range where entries.indices.contains(section) {
        now[ObjectIdentifier(entries[section].controller)] = entries[section].controller
      }
    }
    for (key, controller) in inWorkingRange where now[key] == nil {
      controller.workingRangeDelegate?.listAdapter(
        self, sectionControllerDidExitWorkingRange: controller)
    }
    for (key, controller) in now where inWorkingRange[key] == nil {
      controller.workingRangeDelegate?.listAdapter(
        self, sectionControllerWillEnterWorkingRange: controller)
    }
    inWorkingRange = now
  }
}

/// A change a section controller asked for, in its own indexes.
enum _ItemChange {
  case delete(IndexSet), insert(IndexSet), reload(IndexSet), move(Int, Int), reloadSection
}

/// The batch context of a section controller's `performBatch`: it declares the changes on the
/// view at once, or collects them for the adapter's own update.
@MainActor
final class _BatchContext: ListBatchContext {
  unowned let adapter: ListAdapter
  let collecting: Bool
  var collected: [(ListSectionController, _ItemChange)] = []

  init(adapter: ListAdapter, collecting: Bool) {
    (self.adapter, self.collecting) = (adapter, collecting)
  }

  func reload(in sectionController: ListSectionController, at indexes: IndexSet) {
    change(sectionController, .reload(indexes))
  }
  func insert(in sectionController: ListSectionController, at indexes: IndexSet) {
    change(sectionController, .insert(indexes))
  }
  func delete(in sectionController: ListSectionController, at indexes: IndexSet) {
    change(sectionController, .delete(indexes))
  }
  func invalidateLayout(in sectionController: ListSectionController, at indexes: IndexSet) {}
  func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int) {
    change(sectionController, .move(fromIndex, toIndex))
  }
  func reload(_ sectionController: ListSectionController) {
    change(sectionController, .reloadSection)
  }

  private func change(_ controller: ListSectionController, _ change: _ItemChange) {
    let controller = controller.target
    if collecting {
      collected.append((controller, change))
      return
    }
    let section = adapter.section(for: controller)
    guard section != NSNotFound, let view = adapter.collectionView else { return }
    func paths(_ indexes: IndexSet) -> [IndexPath] {
      indexes.map { IndexPath(item: $0, section: section) }
    }
    switch change {
    case .delete(let indexes): view.deleteItems(at: paths(indexes))
    case .insert(let indexes): view.insertItems(at: paths(indexes))
    case .reload(let indexes):
      // As IGListKit: a reload in a batch is a delete and an insert of the same index.
      view.deleteItems(at: paths(indexes))
      view.insertItems(at: paths(indexes))
    case .move(let from, let to):
      view.moveItem(
        at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: section))
    case .reloadSection: view.reloadSections([section])
    }
  }
}

/// An adapter held weakly, in the map of views to adapters.
private struct _WeakAdapter {
  weak var adapter: ListAdapter?
}

/// An update listener held weakly.
private struct _WeakUpdateListener {
  weak var listener: (any ListAdapterUpdateListener)?
}
