import Foundation
import ListKit
import ListSimulator

/// A list: a virtual collection view, a diffable data source, automatic cell registration, and
/// callbacks that receive items — the base of ``SimpleList``, ``GroupedList``, ``OutlineList``
/// and ``MixedListDataSource``.
///
/// Every update (``apply(_:animatingDifferences:)``) and every simulated user action (``tap(_:)``,
/// ``swipeToDelete(_:)``, ``drag(from:to:)``, ``pullToRefresh()``, ``toggle(_:)``) goes through
/// one serial line, in the order they were called: a tap after an update that deletes its row
/// finds no row, as on a device.
///
/// Items that are ``CellViewModel``s (directly, or wrapped in ``AnyItem``) configure their own
/// cells, one registration per view-model type; other items get a list cell showing their text.
/// An item identity-equal to the one shown but not content-equal (``ContentEquatable``) is
/// reconfigured on apply: the same cell object, configured again.
@MainActor
public final class ListDataSource<SectionID: Hashable & Sendable, Item: Hashable & Sendable> {
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionID, Item>

  /// The view the list shows its items in.
  public let view: VirtualCollectionView
  /// The diffable data source underneath.
  public let dataSource: DiffableDataSource<SectionID, Item, VirtualCollectionView>

  /// When `true`, an update that has not started yet is dropped when a newer one is submitted:
  /// only the latest data is applied.
  public var latestWins = false

  /// A row was selected by a tap.
  public var onSelect: (@MainActor (Item) -> Void)?
  /// A row was deselected (by a tap on another row, or on it with multiple selection).
  public var onDeselect: (@MainActor (Item) -> Void)?
  /// A row was swiped to delete; the list has already removed it. `nil`: rows cannot be deleted.
  public var onDelete: (@MainActor (Item) -> Void)? {
    didSet { updateReordering() }
  }
  /// A row was dragged to a new place; the item and the items of its section after the move.
  /// `nil`: rows cannot be moved.
  public var onMove: (@MainActor (Item, [Item]) -> Void)? {
    didSet { updateReordering() }
  }
  /// Pull to refresh: awaited before the next update or action runs.
  public var onRefresh: (@MainActor () async -> Void)?
  /// An outline item was expanded or collapsed by the user.
  public var onExpand: (@MainActor (Item) -> Void)?
  public var onCollapse: (@MainActor (Item) -> Void)?

  private let registry: _Registry
  private var tail: Task<Void, Never>?
  private var submitted = 0

  /// A list in a collection view with `viewport`.
  public init(viewport: Viewport = .standard) {
    let view = VirtualCollectionView(viewport: viewport)
    let registry = _Registry()
    self.view = view
    self.registry = registry
    dataSource = DiffableDataSource(
      view: view,
      mainActorCellProvider: { view, indexPath, item in
        registry.cell(for: item, at: indexPath, in: view)
      })
  }

  // MARK: Updates

  /// The items shown, by section.
  public var snapshot: Snapshot { dataSource.snapshot() }

  /// Applies `snapshot` after everything submitted before it, reconfiguring items whose content
  /// changed. Returns `false` when ``latestWins`` dropped it for a newer update.
  @discardableResult
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async throws -> Bool {
    try await submitApply(snapshot, animatingDifferences: animatingDifferences).value
  }

  /// ``apply(_:animatingDifferences:)`` submitted: its place in line is taken before this returns,
  /// so an action called next runs after it — how a test stages a tap racing an update.
  @discardableResult
  public func submitApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) -> Task<
    Bool, any Error
  > {
    enqueueUpdate { [self] in
      var next = snapshot
      let changed = Self.contentChanges(from: dataSource.snapshot(), to: next)
      if !changed.isEmpty { next.reconfigureItems(changed) }
      try await dataSource.apply(next, animatingDifferences: animatingDifferences)
    }
  }

  /// Applies a section snapshot (an outline) to one section, appending the section if needed.
  @discardableResult
  public func apply(
    _ outline: DiffableDataSourceSectionSnapshot<Item>, to section: SectionID,
    animatingDifferences: Bool = true
  ) async throws -> Bool {
    try await enqueueUpdate { [self] in
      try await dataSource.apply(
        outline, to: section, animatingDifferences: animatingDifferences,
        appendingMissingSection: true)
    }.value
  }

  /// Identity-equal items of `new` whose content differs from the one in `old` (none, without a
  /// look at the items, when `Item` can tell no content apart).
  static func contentChanges(from old: Snapshot, to new: Snapshot) -> [Item] {
    guard Item.self is any ContentEquatable.Type || Item.self == AnyItem.self,
      old.numberOfItems > 0
    else { return [] }
    var shown: [Item: Item] = [:]
    shown.reserveCapacity(old.numberOfItems)
    for item in old.itemIdentifiers { shown[item] = item }
    return new.itemIdentifiers.filter { item in
      guard let before = shown[item] else { return false }
      return contentDiffers(item, before)
    }
  }

  static func contentDiffers(_ new: Item, _ old: Item) -> Bool {
    if let new = new as? AnyItem, let old = old as? AnyItem {
      return new._contentDiffers(from: old)
    }
    guard let new = new as? any ContentEquatable else { return false }
    return _differs(new, old)
  }

  // MARK: Simulated user actions

  /// A tap on `item`'s row: selects it (with multiple selection, a tap on a selected row
  /// deselects it) and calls ``onSelect`` / ``onDeselect``. Returns `false` when the list does
  /// not show `item` when the tap's turn comes.
  @discardableResult
  public func tap(_ item: Item) async -> Bool {
    (try? await serialized { [self] in select(item) }) ?? false
  }

  /// A tap on the row at `indexPath`.
  @discardableResult
  public func tap(at indexPath: IndexPath) async -> Bool {
    (try? await serialized { [self] in
      guard let item = dataSource.itemIdentifier(for: indexPath) else {
        view.base.recordMisuse("tap at \(indexPath): the list shows no row there")
        return false
      }
      return select(item)
    }) ?? false
  }

  private func select(_ item: Item) -> Bool {
    guard let indexPath = dataSource.indexPath(for: item) else { return false }
    let before = Set(view.indexPathsForSelectedItems ?? [])
    if view.allowsMultipleSelection && before.contains(indexPath) {
      view.deselectItem(at: indexPath, animated: true)
      onDeselect?(item)
      return true
    }
    view.selectItem(at: indexPath, animated: true, scrollPosition: [])
    let after = Set(view.indexPathsForSelectedItems ?? [])
    for lost in before.subtracting(after).sorted() {
      if let old = dataSource.itemIdentifier(for: lost) { onDeselect?(old) }
    }
    if !before.contains(indexPath) && after.contains(indexPath) { onSelect?(item) }
    return after.contains(indexPath)
  }

  /// A swipe to delete on `item`'s row: with ``onDelete`` set, the list removes the row, then
  /// calls it. Returns `false` when rows cannot be deleted or `item` is not shown.
  @discardableResult
  public func swipeToDelete(_ item: Item) async throws -> Bool {
    try await serialized { [self] in
      guard let onDelete, dataSource.indexPath(for: item) != nil else { return false }
      var next = dataSource.snapshot()
      next.deleteItems([item])
      try await dataSource.apply(next)
      onDelete(item)
      return true
    }
  }

  /// A drag of the row at `source` to `destination` (with ``onMove`` set): the list moves the row,
  /// then calls ``onMove``.
  @discardableResult
  public func drag(from source: IndexPath, to destination: IndexPath) async throws -> Bool {
    try await serialized { [self] in
      guard let onMove, let item = dataSource.itemIdentifier(for: source) else { return false }
      guard try await dataSource.userMovedItem(at: source, to: destination) else { return false }
      let after = dataSource.snapshot()
      let items = after.sectionIdentifier(containingItem: item).map {
        after.itemIdentifiers(inSection: $0)
      }
      onMove(item, items ?? [])
      return true
    }
  }

  /// Pull to refresh: when its turn comes (after the updates submitted before it), calls
  /// ``onRefresh`` and awaits it. The refresh runs outside the line, so the updates it applies
  /// take their turns after it started. Returns `false` when the list has no ``onRefresh``.
  @discardableResult
  public func pullToRefresh() async -> Bool {
    let refresh = try? await serialized { [self] in onRefresh }
    guard let refresh = refresh ?? nil else { return false }
    await refresh()
    return true
  }

  /// A tap on an outline item's disclosure: expands or collapses it, then calls ``onExpand`` or
  /// ``onCollapse``. Returns `false` when the list does not show `item`'s row (a child of a
  /// collapsed item has none).
  @discardableResult
  public func toggle(_ item: Item) async throws -> Bool {
    try await serialized { [self] in
      guard let section = dataSource.snapshot().sectionIdentifier(containingItem: item) else {
        return false
      }
      let wasExpanded = dataSource.snapshot(for: section).isExpanded(item)
      guard try await dataSource.userToggledItem(item) else { return false }
      if wasExpanded { onCollapse?(item) } else { onExpand?(item) }
      return true
    }
  }

  // MARK: The line

  /// Runs `work` after everything submitted before it, on the main actor.
  private func serialized<R: Sendable>(
    _ work: @escaping @MainActor () async throws -> R
  ) async throws -> R {
    try await enqueue(work).value
  }

  /// An update in line: with ``latestWins``, it is dropped (returns `false`) when a newer update
  /// was submitted before its turn came.
  private func enqueueUpdate(
    _ work: @escaping @MainActor () async throws -> some Sendable
  ) -> Task<Bool, any Error> {
    submitted += 1
    let ticket = submitted
    return enqueue { [self] in
      if latestWins && ticket != submitted { return false }
      _ = try await work()
      return true
    }
  }

  /// Takes the next place in line now; `work` runs when everything before it has finished.
  private func enqueue<R: Sendable>(
    _ work: @escaping @MainActor () async throws -> R
  ) -> Task<R, any Error> {
    let previous = tail
    let task = Task { @MainActor () async throws -> R in
      await previous?.value
      return try await work()
    }
    tail = Task { _ = await task.result }
    return task
  }

  private func updateReordering() {
    var handlers = ReorderingHandlers<SectionID, Item>()
    if onMove != nil { handlers.canReorderItem = { _ in true } }
    dataSource.reorderingHandlers = handlers
  }
}

/// The registrations of a list: one per view-model type, made on first use.
@MainActor
final class _Registry: Sendable {
  private var registrations: [ObjectIdentifier: Any] = [:]

  func cell<Item>(for item: Item, at indexPath: IndexPath, in view: VirtualCollectionView)
    -> VirtualCell
  {
    if let model = item as? any CellViewModel { return dequeue(model, at: indexPath, in: view) }
    if let model = (item as? AnyItem)?.base as? any CellViewModel {
      return dequeue(model, at: indexPath, in: view)
    }
    let registration = self.registration(for: String.self) {
      (cell: VirtualListCell, _, text: String) in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
    }
    return view.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: String(describing: item))
  }

  private func dequeue<Model: CellViewModel>(
    _ model: Model, at indexPath: IndexPath, in view: VirtualCollectionView
  ) -> VirtualCell {
    let registration = self.registration(for: Model.self) {
      (cell: Model.Cell, _, model: Model) in model.configure(cell)
    }
    return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: model)
  }

  private func registration<Cell: VirtualCell, Value>(
    for type: Value.Type, make: @escaping CellRegistration<Cell, Value>.Handler
  ) -> CellRegistration<Cell, Value> {
    let key = ObjectIdentifier(type)
    if let registration = registrations[key] as? CellRegistration<Cell, Value> {
      return registration
    }
    let registration = CellRegistration<Cell, Value>(handler: make)
    registrations[key] = registration
    return registration
  }
}
