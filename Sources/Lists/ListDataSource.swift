import Foundation
import ListKit
import ListReporting
import ListSimulator
import ListUIKit

/// A list: a collection view, the original ListKit's `CollectionViewDiffableDataSource`,
/// automatic cell registration, and callbacks that receive items — what ``SimpleList``,
/// ``GroupedList``, ``OutlineList`` and ``MixedListDataSource`` are built on.
///
/// Updates have the original Lists' signatures: `await apply(_:animatingDifferences:)` does not
/// throw. A snapshot UIKit would reject (or the original would assert on) is reported as one
/// failure of the running test with its message (an issue under Swift Testing, a failure under
/// XCTest, a runtime warning otherwise), recorded in ``failures`` and ``lastError``, and changes
/// nothing. ``checkedApply(_:animatingDifferences:)`` throws instead, for code that wants the
/// error.
///
/// Every update and every simulated user action (``tap(_:)``, ``swipeToDelete(_:)``,
/// ``drag(from:to:)``, ``pullToRefresh()``, ``toggle(_:)``) goes through one serial line, in the
/// order they were called: a tap after an update that deletes its row finds no row, as on a
/// device.
///
/// Items that are ``CellViewModel``s (directly, or wrapped in ``AnyItem``) configure their own
/// cells, one registration per view-model type; other items get a list cell showing their text.
/// An item identity-equal to the one shown but not content-equal (`ContentEquatable`) is
/// reconfigured on apply: the same cell object, configured again.
@MainActor
public final class ListDataSource<SectionID: Hashable & Sendable, Item: Hashable & Sendable>:
  UICollectionViewDelegate
{
  /// The snapshot type this list applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionID, Item>

  /// The collection view the list shows its items in.
  public let collectionView: UICollectionView
  /// The data source underneath (the original ListKit's type; its `core` throws typed errors).
  public let dataSource: CollectionViewDiffableDataSource<SectionID, Item>

  /// Kept for code written against earlier versions; it has no effect. The updates that replace
  /// each other are the lists' `setItems` / `setSections` / `expand` / `collapse` and the mixed
  /// builder `apply { … }` (see `replaceableEntry(_:)`), always, as in the original; the
  /// updates of this type (`apply`, `submitApply`, `applyUsingReloadData`, `checkedApply`) are
  /// never dropped.
  @available(*, deprecated, message: "no effect: lower-level applies are never dropped")
  public var latestWins: Bool {
    get { false }
    set {}
  }

  /// Asked before a tap selects an item; `false` refuses it.
  public var shouldSelect: (@MainActor (Item) -> Bool)?
  /// An item was selected by a tap.
  public var onSelect: (@MainActor (Item) -> Void)?
  /// An item was deselected (by a tap on another one, or on it with multiple selection).
  public var onDeselect: (@MainActor (Item) -> Void)?
  /// The user swiped an item's row to delete it. As in the original, the list does not remove
  /// it: the callback updates the data (`await list.setItems(…)`).
  public var onDelete: (@MainActor (Item) -> Void)?
  /// The trailing swipe actions of an item (they take precedence over ``onDelete``).
  public var trailingSwipeActionsProvider: (@MainActor (Item) -> UISwipeActionsConfiguration?)?
  /// The leading swipe actions of an item.
  public var leadingSwipeActionsProvider: (@MainActor (Item) -> UISwipeActionsConfiguration?)?
  /// Per-item separator customisation (kept for code written for Lists; nothing is drawn).
  public var separatorHandler:
    (@MainActor (Item, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
  /// Pull to refresh: awaited before the next update or action runs.
  public var onRefresh: (@MainActor () async -> Void)?
  /// An outline item was expanded or collapsed by the user.
  public var onExpand: (@MainActor (Item) -> Void)?
  /// An outline item was collapsed by the user.
  public var onCollapse: (@MainActor (Item) -> Void)?

  /// Whether the item at an index path may be dragged (`nil`: none may).
  public var canMoveItemHandler: (@MainActor (IndexPath) -> Bool)? {
    get { dataSource.canMoveItemHandler }
    set { dataSource.canMoveItemHandler = newValue }
  }
  /// Told of each move the user made, with the old and new index paths, after the list moved it.
  public var didMoveItemHandler: (@MainActor (IndexPath, IndexPath) -> Void)? {
    get { dataSource.didMoveItemHandler }
    set { dataSource.didMoveItemHandler = newValue }
  }
  /// Headers and footers (the data source's provider).
  public var supplementaryViewProvider:
    CollectionViewDiffableDataSource<SectionID, Item>.SupplementaryViewProvider?
  {
    get { dataSource.supplementaryViewProvider }
    set { dataSource.supplementaryViewProvider = newValue }
  }

  /// Every failure so far (what UIKit would have raised, or the original asserted on).
  public var failures: FailureLog { dataSource.failures }
  /// The error of the last update or action that failed.
  public var lastError: (any Error)? { dataSource.lastError }

  private let registry = _Registry()
  private var headers: [SectionID: String] = [:]
  private var footers: [SectionID: String] = [:]

  /// The header text of a section, from the last sections applied with texts
  /// (`SectionModel`, `MixedSection`, `SnapshotSection`).
  public func headerForSection(_ section: SectionID) -> String? { headers[section] }
  /// The footer text of a section.
  public func footerForSection(_ section: SectionID) -> String? { footers[section] }

  /// Replaces the sections' header and footer texts; headers and footers on screen show the new
  /// ones at once (a section that kept its identifier keeps its view, so the view is updated in
  /// place, as an app reconfigures it).
  func setTexts(_ texts: [(id: SectionID, header: String?, footer: String?)]) {
    headers = Dictionary(texts.compactMap { t in t.header.map { (t.id, $0) } }) { $1 }
    footers = Dictionary(texts.compactMap { t in t.footer.map { (t.id, $0) } }) { $1 }
    refreshHeadersAndFooters()
  }

  /// Adds the sections' texts over the current ones (the original's merge before an apply, so
  /// that the old and the new sections both have texts while the apply runs).
  func mergeTexts(_ texts: [(id: SectionID, header: String?, footer: String?)]) {
    for t in texts {
      if let header = t.header { headers[t.id] = header }
      if let footer = t.footer { footers[t.id] = footer }
    }
  }

  /// What a header shows instead of its text (a grouped list's `headerContentProvider`).
  var headerContent: (@MainActor (SectionID) -> UIListContentConfiguration?)?
  /// What a footer shows instead of its text.
  var footerContent: (@MainActor (SectionID) -> UIListContentConfiguration?)?

  /// Shows the sections' header and footer texts in list headers and footers (the original
  /// Lists' `configureListHeaderFooterProvider()`).
  public func configureListHeaderFooterProvider() {
    let registrations = [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ].map {
      UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: $0) {
        _, _, _ in
      }
    }
    supplementaryViewProvider = { [weak self] view, kind, indexPath in
      let registration =
        kind == UICollectionView.elementKindSectionFooter ? registrations[1] : registrations[0]
      let supplementary = view.dequeueConfiguredReusableSupplementary(
        using: registration, for: indexPath)
      if let self, let section = sectionIdentifier(for: indexPath.section) {
        supplementary.contentConfiguration = sectionContent(kind: kind, of: section)
      }
      return supplementary
    }
  }

  /// What a section's header or footer shows.
  func sectionContent(kind: String, of section: SectionID) -> UIListContentConfiguration {
    let isFooter = kind == UICollectionView.elementKindSectionFooter
    if let provided = isFooter ? footerContent?(section) : headerContent?(section) {
      return provided
    }
    var content = isFooter ? UIListContentConfiguration.groupedFooter() : .groupedHeader()
    content.text = isFooter ? footers[section] : headers[section]
    return content
  }

  /// Headers and footers on screen show the current texts.
  func refreshHeadersAndFooters() {
    guard supplementaryViewProvider != nil else { return }
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      for (index, view) in collectionView.engine.visibleSupplementaryViews(ofKind: kind) {
        guard let section = sectionIdentifier(for: index) else { continue }
        view.contentConfiguration = sectionContent(kind: kind, of: section)
      }
    }
  }
  private var tail: Task<Void, Never>?
  /// The newest entry of the replaceable chain (`replaceableEntry(_:)`).
  private var newestEntry: Task<Bool, any Error>?

  /// A list driving `collectionView`: the list becomes its data source and delegate.
  public init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    let registry = self.registry
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      view, indexPath, item in registry.cell(for: item, at: indexPath, in: view)
    }
    collectionView.delegate = self
  }

  /// A list in a collection view of its own with `viewport`.
  public convenience init(viewport: Viewport = .standard) {
    self.init(collectionView: UICollectionView(viewport: viewport))
  }

  // MARK: Updates

  /// The items shown, by section.
  public func snapshot() -> Snapshot { dataSource.snapshot() }

  /// Applies `snapshot` after everything submitted before it, reconfiguring items whose content
  /// changed. A failure is reported and recorded (``lastError``); nothing changes.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    await report(submitApply(snapshot, animatingDifferences: animatingDifferences))
  }

  /// `apply(_:animatingDifferences:)` that throws what it would report. Returns `true` (an
  /// apply of this type is never dropped).
  @discardableResult
  public func checkedApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async throws
    -> Bool
  {
    try await submitApply(snapshot, animatingDifferences: animatingDifferences).value
  }

  /// The apply submitted: its place in line is taken before this returns, so an action called
  /// next runs after it — how a test stages a tap racing an update.
  @discardableResult
  public func submitApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) -> Task<
    Bool, any Error
  > {
    enqueueUpdate { [self] in
      var next = snapshot
      let changed = Self.contentChanges(from: dataSource.snapshot(), to: next)
      if !changed.isEmpty { next.reconfigureItems(changed) }
      try await dataSource.core.apply(next, animatingDifferences: animatingDifferences)
    }
  }

  /// Shows `snapshot` with a reload (no animation, no diff).
  public func applyUsingReloadData(_ snapshot: Snapshot) async {
    await report(
      enqueueUpdate { [self] in try await dataSource.core.applySnapshotUsingReloadData(snapshot) })
  }

  /// Shows `sections`, in order, with their header and footer texts.
  public func apply(
    _ sections: [SectionModel<SectionID, Item>], animatingDifferences: Bool = true
  ) async {
    setTexts(sections.map { ($0.id, $0.header, $0.footer) })
    await apply(
      Snapshot(sections.map { SnapshotSection($0.id, items: $0.items) }),
      animatingDifferences: animatingDifferences)
  }

  /// Applies the snapshot built by `content`: `await list.apply { SnapshotSection(…) { … } }`.
  public func apply(
    animatingDifferences: Bool = true,
    @SnapshotBuilder<SectionID, Item> content: () -> [SnapshotSection<SectionID, Item>]
  ) async {
    await apply(Snapshot(content()), animatingDifferences: animatingDifferences)
  }

  /// Applies a section snapshot (an outline) to one section, appending the section if needed.
  public func apply(
    _ outline: DiffableDataSourceSectionSnapshot<Item>, to section: SectionID,
    animatingDifferences: Bool = true
  ) async {
    await report(submitApply(outline, to: section, animatingDifferences: animatingDifferences))
  }

  /// The section-snapshot apply that throws what it would report.
  @discardableResult
  public func checkedApply(
    _ outline: DiffableDataSourceSectionSnapshot<Item>, to section: SectionID,
    animatingDifferences: Bool = true
  ) async throws -> Bool {
    try await submitApply(outline, to: section, animatingDifferences: animatingDifferences).value
  }

  private func submitApply(
    _ outline: DiffableDataSourceSectionSnapshot<Item>, to section: SectionID,
    animatingDifferences: Bool
  ) -> Task<Bool, any Error> {
    enqueueUpdate { [self] in
      // Items the outline shows again with new content are reconfigured, as with snapshots.
      var shown = dataSource.snapshot()
      if shown.contains(section: section) {
        shown.replaceItems(in: section, with: outline.visibleItems)
      }
      let changed = Self.contentChanges(from: dataSource.snapshot(), to: shown)
      return try await dataSource.core.apply(
        outline, to: section, animatingDifferences: animatingDifferences,
        appendingMissingSection: true, reconfiguring: changed)
    }
  }

  /// The item shown at `indexPath`, or `nil` when there is none.
  public func itemIdentifier(for indexPath: IndexPath) -> Item? {
    dataSource.itemIdentifier(for: indexPath)
  }
  /// Where `item` is shown, or `nil` when the list does not show it.
  public func indexPath(for item: Item) -> IndexPath? { dataSource.indexPath(for: item) }
  /// The identifier of the section at `index`, or `nil` when there is none.
  public func sectionIdentifier(for index: Int) -> SectionID? {
    dataSource.sectionIdentifier(for: index)
  }
  /// The index of the section `sectionIdentifier`, or `nil` when the list lacks it.
  public func index(for sectionIdentifier: SectionID) -> Int? {
    dataSource.index(for: sectionIdentifier)
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
      return Lists.contentDiffers(item, before)
    }
  }

  // MARK: The collection view's delegate

  /// Asks ``shouldSelect`` about the tapped item; `true` when unset or no item is there.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    guard let shouldSelect, let item = itemIdentifier(for: indexPath) else { return true }
    return shouldSelect(item)
  }

  /// Calls ``onSelect`` with the item selected at `indexPath`.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    if let item = itemIdentifier(for: indexPath) { onSelect?(item) }
  }

  /// Calls ``onDeselect`` with the item deselected at `indexPath`.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    if let item = itemIdentifier(for: indexPath) { onDeselect?(item) }
  }

  // MARK: Simulated user actions

  /// A tap on `item`'s row, when its turn comes: the collection view's tap (``shouldSelect``,
  /// selection rules, ``onSelect`` / ``onDeselect``). Returns `false` when the list does not
  /// show `item` then, or the selection did not change.
  @discardableResult
  public func tap(_ item: Item) async -> Bool {
    (try? await serialized { [self] in
      guard let indexPath = dataSource.indexPath(for: item) else { return false }
      return collectionView.userTappedItem(at: indexPath)
    }) ?? false
  }

  /// A tap on the row at `indexPath` (a position the list does not show is a misuse).
  @discardableResult
  public func tap(at indexPath: IndexPath) async -> Bool {
    (try? await serialized { [self] in collectionView.userTappedItem(at: indexPath) }) ?? false
  }

  /// A full swipe to delete on `item`'s row, when its turn comes: the first trailing swipe
  /// action (``trailingSwipeActionsProvider``) runs, or else ``onDelete``. Returns `false` when
  /// the row offers neither or the list does not show `item`.
  @discardableResult
  public func swipeToDelete(_ item: Item) async -> Bool {
    (try? await serialized { [self] in
      guard dataSource.indexPath(for: item) != nil else { return false }
      if let action = trailingSwipeActionsProvider?(item)?.actions.first {
        return action.perform()
      }
      guard let onDelete else { return false }
      onDelete(item)
      return true
    }) ?? false
  }

  /// A drag of the row at `source` to `destination`, when its turn comes: allowed by
  /// ``canMoveItemHandler``, the list moves the row (the data source's interactive move), then
  /// ``didMoveItemHandler`` is told. As in the original, a destination one past the last row of
  /// the source's own section moves the row to the end.
  @discardableResult
  public func drag(from source: IndexPath, to destination: IndexPath) async -> Bool {
    (try? await serialized { [self] in
      return await dataSource.userMovedItem(at: source, to: destination)
    }) ?? false
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
  public func toggle(_ item: Item) async -> Bool {
    (try? await serialized { [self] in
      guard let section = dataSource.snapshot().sectionIdentifier(containingItem: item) else {
        return false
      }
      let wasExpanded = dataSource.snapshot(for: section).isExpanded(item)
      guard await dataSource.userToggledItem(item) else { return false }
      if wasExpanded { onCollapse?(item) } else { onExpand?(item) }
      return true
    }) ?? false
  }

  /// Returns once every update and action submitted so far has run.
  public func waitForPendingUpdates() async {
    _ = try? await serialized { true }
  }

  // MARK: The line

  /// Awaits a submitted update and reports its failure, the one way (the data source's).
  private func report(_ task: Task<Bool, any Error>) async {
    if case .failure(let error) = await task.result { dataSource.record(error) }
  }

  /// Runs `work` after everything submitted before it, on the main actor.
  private func serialized<R: Sendable>(
    _ work: @escaping @MainActor () async throws -> R
  ) async throws -> R {
    try await enqueue(work).value
  }

  /// An update in line (never dropped: it returns `true` once applied).
  private func enqueueUpdate(
    _ work: @escaping @MainActor () async throws -> some Sendable
  ) -> Task<Bool, any Error> {
    enqueue {
      _ = try await work()
      return true
    }
  }

  // MARK: The replaceable chain

  /// Takes a place in the list's *replaceable chain* now, before any suspension: the chain of
  /// the original's `setItems` / `setSections` (SimpleList, GroupedList, OutlineList, with
  /// OutlineList's `expand` / `collapse`) and of the mixed builder `apply { … }`.
  ///
  /// Taking its place replaces the entry before it (cancels its task), even when the caller is
  /// already cancelled. The entry's turn comes when the entry before has finished, its apply and
  /// the work after it included. At its turn it does nothing and returns `false` if it was
  /// replaced or its caller cancelled (``awaitEntry(_:)``); otherwise `commit` runs to its end,
  /// and nothing that happens after it started (a newer entry, a cancellation) stops or changes
  /// it: `commit` submits its apply to the list's line at that moment (so it goes behind the
  /// updates submitted to the line before, never ahead) and awaits it without passing the
  /// cancellation on. The updates of the line itself (`apply`, `submitApply`,
  /// `applyUsingReloadData`, `checkedApply`) are never part of this chain and never dropped.
  func replaceableEntry(_ commit: @escaping @MainActor () async throws -> Void)
    -> Task<Bool, any Error>
  {
    let previous = newestEntry
    previous?.cancel()
    // Started at once in the caller when it is on the main actor (the original starts its task
    // on the next turn of the main queue): an entry with nothing ahead is applied before the
    // call first suspends. See docs/lists.md, "Which updates apply".
    let entry = Task.immediate { @MainActor () async throws -> Bool in
      _ = await previous?.result
      guard !Task.isCancelled else { return false }
      try await commit()
      return true
    }
    newestEntry = entry
    return entry
  }

  /// Awaits a replaceable entry: cancelling the caller cancels the entry (skipped if its turn
  /// has not come). Returns when the entry finished: after its apply, or at its turn if it was
  /// skipped (it never waits for the entry that replaced it).
  func awaitEntry(_ entry: Task<Bool, any Error>) async -> Result<Bool, any Error> {
    await withTaskCancellationHandler {
      await entry.result
    } onCancel: {
      entry.cancel()
    }
  }

  /// The sections `snapshot` with their texts, as a replaceable entry (GroupedList's
  /// `setSections`, the mixed builder): at its turn the texts are added over the current ones,
  /// the snapshot is applied, then the texts are exactly the new ones (as they were before, if
  /// the apply failed).
  func replaceableSections(
    _ snapshot: Snapshot, texts: [(id: SectionID, header: String?, footer: String?)],
    animatingDifferences: Bool
  ) -> Task<Bool, any Error> {
    replaceableEntry { [self] in
      let (oldHeaders, oldFooters) = (headers, footers)
      mergeTexts(texts)
      do {
        _ = try await submitApply(snapshot, animatingDifferences: animatingDifferences).value
      } catch {
        (headers, footers) = (oldHeaders, oldFooters)
        throw error
      }
      setTexts(texts)
    }
  }

  /// A replaceable entry awaited by a caller that reports failures (the lists' `setItems`).
  func reportEntry(_ entry: Task<Bool, any Error>) async {
    if case .failure(let error) = await awaitEntry(entry) { dataSource.record(error) }
  }

  /// A replaceable entry awaited by a caller that throws (the lists' `checkedSetItems`).
  func checkEntry(_ entry: Task<Bool, any Error>) async throws -> Bool {
    try await awaitEntry(entry).get()
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
}

/// The registrations of a list: one per view-model type, made on first use.
@MainActor
final class _Registry: Sendable {
  private var registrars: [ObjectIdentifier: AnyObject] = [:]

  func cell<Item>(for item: Item, at indexPath: IndexPath, in view: UICollectionView)
    -> UICollectionViewCell
  {
    if let model = item as? any CellViewModel { return dequeue(model, at: indexPath, in: view) }
    if let model = (item as? AnyItem)?.base as? any CellViewModel {
      return dequeue(model, at: indexPath, in: view)
    }
    return dequeue(_TextItem(text: String(describing: item)), at: indexPath, in: view)
  }

  private func dequeue<Model: CellViewModel>(
    _ model: Model, at indexPath: IndexPath, in view: UICollectionView
  ) -> UICollectionViewCell {
    let key = ObjectIdentifier(Model.self)
    let registrar: CellRegistrar<Model>
    if let existing = registrars[key] as? CellRegistrar<Model> {
      registrar = existing
    } else {
      registrar = CellRegistrar<Model>()
      registrars[key] = registrar
    }
    return registrar.dequeue(from: view, at: indexPath, item: model)
  }
}

/// An item that is not a view model, shown by its text.
struct _TextItem: CellViewModel {
  let text: String
  func configure(_ cell: UICollectionViewListCell) {
    var content = cell.defaultContentConfiguration()
    content.text = text
    cell.contentConfiguration = content
  }
}

/// The cell registration of one view-model type (the original Lists' `CellRegistrar`): its cell
/// class, configured by the view model.
@MainActor
final class CellRegistrar<Item: CellViewModel> {
  let registration: UICollectionView.CellRegistration<Item.Cell, Item>

  init() {
    registration = UICollectionView.CellRegistration { cell, _, item in item.configure(cell) }
  }

  func dequeue(from collectionView: UICollectionView, at indexPath: IndexPath, item: Item)
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }
}
