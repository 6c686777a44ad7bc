import Foundation
@_exported import ListKit
import ListReporting
import ListSimulator
@_exported import ListUIKit

/// What the ready-made lists share (the original Lists' `ListConfigurable`): their collection
/// view, and selection, editing and scrolling in terms of items.
@MainActor
public protocol ListConfigurable: AnyObject {
  associatedtype SectionID: Hashable & Sendable
  associatedtype Item: Hashable & Sendable

  /// The collection view the list shows its items in.
  var collectionView: UICollectionView { get }
  /// The list underneath: its data source, callbacks and simulated user actions.
  var list: ListDataSource<SectionID, Item> { get }
}

extension ListConfigurable {
  /// The snapshot the list shows now.
  public func snapshot() -> DiffableDataSourceSnapshot<SectionID, Item> { list.snapshot() }
  /// The item shown at `indexPath`, or `nil` when there is none.
  public func itemIdentifier(for indexPath: IndexPath) -> Item? {
    list.itemIdentifier(for: indexPath)
  }
  /// Where `item` is shown, or `nil` when the list does not show it.
  public func indexPath(for item: Item) -> IndexPath? { list.indexPath(for: item) }

  /// The collection view's `allowsMultipleSelection`.
  public var allowsMultipleSelection: Bool {
    get { collectionView.allowsMultipleSelection }
    set { collectionView.allowsMultipleSelection = newValue }
  }
  /// The collection view's `allowsSelectionDuringEditing`.
  public var allowsSelectionDuringEditing: Bool {
    get { collectionView.allowsSelectionDuringEditing }
    set { collectionView.allowsSelectionDuringEditing = newValue }
  }
  /// The collection view's `allowsMultipleSelectionDuringEditing`.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { collectionView.allowsMultipleSelectionDuringEditing }
    set { collectionView.allowsMultipleSelectionDuringEditing = newValue }
  }
  /// The collection view's `isEditing`.
  public var isEditing: Bool {
    get { collectionView.isEditing }
    set { collectionView.isEditing = newValue }
  }
  /// The number of items in the current snapshot.
  public var numberOfItems: Int { snapshot().numberOfItems }
  /// The number of sections in the current snapshot.
  public var numberOfSections: Int { snapshot().numberOfSections }

  /// The selected items, in index-path order.
  public var selectedItems: [Item] {
    (collectionView.indexPathsForSelectedItems ?? []).sorted().compactMap(itemIdentifier(for:))
  }

  /// Selects `item` programmatically (no delegate call, as in UIKit). Returns `false` when the
  /// list does not show it.
  @discardableResult
  public func selectItem(
    _ item: Item, at scrollPosition: UICollectionView.ScrollPosition = [], animated: Bool = true
  ) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    return true
  }

  /// Deselects `item` programmatically (no delegate call). Returns `false` when the list does not
  /// show it.
  @discardableResult
  public func deselectItem(_ item: Item, animated: Bool = true) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    collectionView.deselectItem(at: indexPath, animated: animated)
    return true
  }

  /// Whether `item` is shown and selected.
  public func isSelected(_ item: Item) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    return collectionView.indexPathsForSelectedItems?.contains(indexPath) ?? false
  }

  /// Deselects every selected item programmatically.
  public func deselectAll(animated: Bool = true) {
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  /// Scrolls the collection view to a content offset of zero.
  public func scrollToTop(animated: Bool = true) {
    collectionView.setContentOffset(.zero, animated: animated)
  }

  /// Scrolls to the last item of the last non-empty section; does nothing when every section is
  /// empty.
  public func scrollToBottom(animated: Bool = true) {
    guard
      let last = snapshot().sectionIdentifiers.indices.last(where: {
        collectionView.numberOfItems(inSection: $0) > 0
      })
    else { return }
    collectionView.scrollToItem(
      at: IndexPath(item: collectionView.numberOfItems(inSection: last) - 1, section: last),
      at: .bottom, animated: animated)
  }

  /// Scrolls `item` into view. Returns `false` when the list does not show it.
  @discardableResult
  public func scrollToItem(
    _ item: Item, at scrollPosition: UICollectionView.ScrollPosition = .centeredVertically,
    animated: Bool = true
  ) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    collectionView.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    return true
  }

  // The simulated user actions, in the list's line (see ``ListDataSource``).

  /// A tap on `item`'s row; see ``ListDataSource/tap(_:)``.
  @discardableResult public func tap(_ item: Item) async -> Bool { await list.tap(item) }
  /// A tap on the row at `indexPath`.
  @discardableResult public func tap(at indexPath: IndexPath) async -> Bool {
    await list.tap(at: indexPath)
  }
  /// A full swipe to delete on `item`'s row; see ``ListDataSource/swipeToDelete(_:)``.
  @discardableResult public func swipeToDelete(_ item: Item) async -> Bool {
    await list.swipeToDelete(item)
  }
  /// A drag of a row; see ``ListDataSource/drag(from:to:)``.
  @discardableResult public func drag(from source: IndexPath, to destination: IndexPath) async
    -> Bool
  { await list.drag(from: source, to: destination) }
  /// Pull to refresh; see ``ListDataSource/pullToRefresh()``.
  @discardableResult public func pullToRefresh() async -> Bool { await list.pullToRefresh() }
  /// Returns once every update and action submitted so far has run.
  public func waitForPendingUpdates() async { await list.waitForPendingUpdates() }

  /// Every failure so far, and the latest (see ``ListDataSource/failures``).
  public var failures: FailureLog { list.failures }
  /// The latest failure, or `nil` when there has been none.
  public var lastError: (any Error)? { list.lastError }
}

/// The collection view's delegate calls, as the original lists answer them (a test may call them
/// directly, as the original's tests do); the list's ``ListDataSource`` does the work.
extension ListConfigurable {
  /// Forwards to ``ListDataSource``: asks ``shouldSelect`` about the item at `indexPath`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { list.collectionView(collectionView, shouldSelectItemAt: indexPath) }

  /// Forwards to ``ListDataSource``: calls ``onSelect`` with the item at `indexPath`.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) { list.collectionView(collectionView, didSelectItemAt: indexPath) }

  /// Forwards to ``ListDataSource``: calls ``onDeselect`` with the item at `indexPath`.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) { list.collectionView(collectionView, didDeselectItemAt: indexPath) }
}

/// The callbacks every ready-made list has, stored on its ``ListDataSource``.
extension ListConfigurable {
  /// Per-item separator customisation (kept; separators are not drawn here).
  public var separatorHandler:
    (@MainActor (Item, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
  {
    get { list.separatorHandler }
    set { list.separatorHandler = newValue }
  }

  /// An item was selected by a tap.
  public var onSelect: (@MainActor (Item) -> Void)? {
    get { list.onSelect }
    set { list.onSelect = newValue }
  }
  /// An item was deselected.
  public var onDeselect: (@MainActor (Item) -> Void)? {
    get { list.onDeselect }
    set { list.onDeselect = newValue }
  }
  /// Asked before a tap selects an item; `false` refuses it.
  public var shouldSelect: (@MainActor (Item) -> Bool)? {
    get { list.shouldSelect }
    set { list.shouldSelect = newValue }
  }
  /// The user swiped to delete; update the data here (the list does not remove the item).
  public var onDelete: (@MainActor (Item) -> Void)? {
    get { list.onDelete }
    set { list.onDelete = newValue }
  }
  /// The trailing swipe actions of an item (they take precedence over ``onDelete``).
  public var trailingSwipeActionsProvider: (@MainActor (Item) -> UISwipeActionsConfiguration?)? {
    get { list.trailingSwipeActionsProvider }
    set { list.trailingSwipeActionsProvider = newValue }
  }
  /// The leading swipe actions of an item.
  public var leadingSwipeActionsProvider: (@MainActor (Item) -> UISwipeActionsConfiguration?)? {
    get { list.leadingSwipeActionsProvider }
    set { list.leadingSwipeActionsProvider = newValue }
  }
  /// Pull to refresh; setting it gives the collection view a refresh control, as in Lists.
  public var onRefresh: (@MainActor () async -> Void)? {
    get { list.onRefresh }
    set {
      list.onRefresh = newValue
      collectionView.refreshControl = newValue == nil ? nil : UIRefreshControl()
    }
  }
  /// The user moved a row (old and new index paths); the list has moved it. Setting it enables
  /// reordering (every item, unless `canMoveItemProvider` says otherwise).
  public var onMove: (@MainActor (_ source: IndexPath, _ destination: IndexPath) -> Void)? {
    get { list.didMoveItemHandler }
    set {
      list.didMoveItemHandler = newValue
      updateReordering(provider: nil, keep: true)
    }
  }

  /// Sets the data source's move permission from ``onMove`` and an item-level provider.
  func updateReordering(provider: (@MainActor (Item) -> Bool)?, keep: Bool) {
    collectionView.dragInteractionEnabled = list.didMoveItemHandler != nil
    guard list.didMoveItemHandler != nil else {
      list.canMoveItemHandler = nil
      return
    }
    if keep, list.canMoveItemHandler != nil { return }
    let list = self.list
    list.canMoveItemHandler = { indexPath in
      guard let provider else { return true }
      return list.itemIdentifier(for: indexPath).map(provider) ?? false
    }
  }
}

/// A one-section list of view models.
///
/// ```swift
/// let list = SimpleList<Contact>()
/// list.onSelect = { contact in opened.append(contact.id) }
/// await list.setItems(contacts)
/// await list.tap(contacts[0])
/// ```
@MainActor
public final class SimpleList<Item: CellViewModel>: ListConfigurable {
  /// A simple list has one section, identified by `0`.
  public typealias SectionID = Int
  /// The snapshot type of the list.
  public typealias Snapshot = DiffableDataSourceSnapshot<Int, Item>
  /// The collection view the list shows its items in.
  public let collectionView: UICollectionView
  /// The list's data source, callbacks and simulated user actions.
  public let list: ListDataSource<Int, Item>

  /// A list with the original's appearance options (appearance only decides what the layout
  /// would draw; `viewport` is how many rows are on screen).
  public init(
    appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
    showsSeparators: Bool = true, separatorColor: UIColor? = nil, backgroundColor: UIColor? = nil,
    headerTopPadding: Double? = nil, viewport: Viewport = .standard
  ) {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.showsSeparators = showsSeparators
    list = .readyMade(configuration, backgroundColor: backgroundColor) { _ in viewport }
    collectionView = list.collectionView
  }

  /// Whether the item at a row may be dragged (with ``onMove`` set).
  public var canMoveItemProvider: (@MainActor (Item) -> Bool)? {
    didSet { updateReordering(provider: canMoveItemProvider, keep: false) }
  }

  /// The items shown, in order.
  public var items: [Item] { list.snapshot().itemIdentifiers }

  /// Shows `items`, reconfiguring changed content. As in the original, a newer `setItems`
  /// called before this one's turn replaces it, and so does cancelling the caller before then
  /// (``ListDataSource/replaceableEntry(_:)``); once started, it completes. Returns when this
  /// call's own update is done (or skipped).
  public func setItems(_ items: [Item], animatingDifferences: Bool = true) async {
    await list.reportEntry(entry(items, animatingDifferences))
  }

  /// Shows the items built by `content`.
  public func setItems(
    animatingDifferences: Bool = true, @ItemsBuilder<Item> content: () -> [Item]
  ) async {
    await setItems(content(), animatingDifferences: animatingDifferences)
  }

  /// ``setItems(_:animatingDifferences:)`` that throws what it would report. Returns `false`
  /// when it was skipped (a newer update replaced it, or its caller was cancelled first).
  @discardableResult
  public func checkedSetItems(_ items: [Item], animatingDifferences: Bool = true) async throws
    -> Bool
  {
    try await list.checkEntry(entry(items, animatingDifferences))
  }

  private func entry(_ items: [Item], _ animatingDifferences: Bool) -> Task<Bool, any Error> {
    let snapshot = makeSnapshot(items)
    return list.replaceableEntry { [list] in
      _ = try await list.submitApply(snapshot, animatingDifferences: animatingDifferences).value
    }
  }

  private func makeSnapshot(_ items: [Item]) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems(items, toSection: 0)
    return snapshot
  }
}

/// A list of sections with header and footer texts.
@MainActor
public final class GroupedList<SectionID: Hashable & Sendable, Item: CellViewModel>:
  ListConfigurable
{
  /// The snapshot type of the list.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionID, Item>
  /// The collection view the list shows its items in.
  public let collectionView: UICollectionView
  /// The list's data source, callbacks and simulated user actions.
  public let list: ListDataSource<SectionID, Item>

  /// What a section's header shows, instead of its ``SectionModel/header`` text (`nil`: the
  /// text). Asked when a header is shown or the sections change, as in Lists.
  public var headerContentProvider: (@MainActor (SectionID) -> UIListContentConfiguration?)? {
    didSet { list.headerContent = headerContentProvider }
  }
  /// What a section's footer shows, instead of its ``SectionModel/footer`` text.
  public var footerContentProvider: (@MainActor (SectionID) -> UIListContentConfiguration?)? {
    didSet { list.footerContent = footerContentProvider }
  }

  /// Whether the item at a row may be dragged (with ``onMove`` set).
  public var canMoveItemProvider: (@MainActor (Item) -> Bool)? {
    didSet { updateReordering(provider: canMoveItemProvider, keep: false) }
  }

  /// A grouped list: with supplementary header and footer modes (the defaults), every visible
  /// section shows a header and a footer view (empty where its section has no text).
  public init(
    appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped,
    showsSeparators: Bool = true,
    headerMode: UICollectionLayoutListConfiguration.HeaderMode = .supplementary,
    footerMode: UICollectionLayoutListConfiguration.FooterMode = .supplementary,
    separatorColor: UIColor? = nil, backgroundColor: UIColor? = nil,
    headerTopPadding: Double? = nil, rows: Int = 20
  ) {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.showsSeparators = showsSeparators
    configuration.headerMode = headerMode
    configuration.footerMode = footerMode
    list = .readyMade(configuration, backgroundColor: backgroundColor) { layout in
      .rows(rows, headers: layout.hasHeaders, footers: layout.hasFooters)
    }
    collectionView = list.collectionView
    list.configureListHeaderFooterProvider()
  }

  /// The sections shown, with their texts.
  public var sections: [SectionModel<SectionID, Item>] {
    let snapshot = list.snapshot()
    return snapshot.sectionIdentifiers.map { id in
      SectionModel(
        id: id, items: snapshot.itemIdentifiers(inSection: id),
        header: list.headerForSection(id), footer: list.footerForSection(id))
    }
  }

  /// The items of a section, or `nil` when the list has no such section.
  public func items(in section: SectionID) -> [Item]? {
    let snapshot = list.snapshot()
    guard snapshot.indexOfSection(section) != nil else { return nil }
    return snapshot.itemIdentifiers(inSection: section)
  }

  /// The identifier of the section at `index`, or `nil` when there is none.
  public func sectionIdentifier(for index: Int) -> SectionID? { list.sectionIdentifier(for: index) }
  /// The index of the section `sectionIdentifier`, or `nil` when the list lacks it.
  public func index(for sectionIdentifier: SectionID) -> Int? { list.index(for: sectionIdentifier) }

  /// Shows `sections` with their headers and footers; headers on screen show the new texts.
  /// As in the original, a newer `setSections` called before this one's turn replaces it, and
  /// so does cancelling the caller before then; once started, it completes (its texts are
  /// added over the old ones before the apply and are exactly the new ones after it). Returns
  /// when this call's own update is done (or skipped).
  public func setSections(
    _ sections: [SectionModel<SectionID, Item>], animatingDifferences: Bool = true
  ) async {
    await list.reportEntry(submit(sections, animatingDifferences: animatingDifferences))
  }

  /// Shows the sections built by `content` (their `header` and `footer` texts too).
  public func setSections(
    animatingDifferences: Bool = true,
    @SnapshotBuilder<SectionID, Item> content: () -> [SnapshotSection<SectionID, Item>]
  ) async {
    await setSections(
      content().map {
        SectionModel(id: $0.id, items: $0.items, header: $0.header, footer: $0.footer)
      },
      animatingDifferences: animatingDifferences)
  }

  /// ``setSections(_:animatingDifferences:)`` that throws what it would report. Returns
  /// `false` when it was skipped.
  @discardableResult
  public func checkedSetSections(
    _ sections: [SectionModel<SectionID, Item>], animatingDifferences: Bool = true
  ) async throws -> Bool {
    try await list.checkEntry(submit(sections, animatingDifferences: animatingDifferences))
  }

  private func submit(_ sections: [SectionModel<SectionID, Item>], animatingDifferences: Bool)
    -> Task<Bool, any Error>
  {
    list.replaceableSections(
      Snapshot(sections.map { SnapshotSection($0.id, items: $0.items) }),
      texts: sections.map { ($0.id, $0.header, $0.footer) },
      animatingDifferences: animatingDifferences)
  }
}

/// A hierarchical list: one section holding an outline, expanded and collapsed for real through
/// section snapshots.
@MainActor
public final class OutlineList<Item: CellViewModel>: ListConfigurable {
  /// An outline list has one section, identified by `0`.
  public typealias SectionID = Int
  /// The snapshot type of the list.
  public typealias Snapshot = DiffableDataSourceSnapshot<Int, Item>
  /// The collection view the list shows its items in.
  public let collectionView: UICollectionView
  /// The list's data source, callbacks and simulated user actions.
  public let list: ListDataSource<Int, Item>

  /// An outline list with the original's appearance options (`viewport`: how many rows are on
  /// screen).
  public init(
    appearance: UICollectionLayoutListConfiguration.Appearance = .sidebar,
    showsSeparators: Bool = true, separatorColor: UIColor? = nil, backgroundColor: UIColor? = nil,
    headerTopPadding: Double? = nil, viewport: Viewport = .standard
  ) {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.showsSeparators = showsSeparators
    list = .readyMade(configuration, backgroundColor: backgroundColor) { _ in viewport }
    collectionView = list.collectionView
  }

  /// The outline shown.
  public var outline: DiffableDataSourceSectionSnapshot<Item> {
    list.snapshot().numberOfSections == 0
      ? DiffableDataSourceSectionSnapshot() : list.dataSource.snapshot(for: 0)
  }
  /// Every item of the outline, expanded or not, in outline order.
  public var allItems: [Item] { outline.items }
  /// The items on rows (under expanded parents).
  public var visibleItems: [Item] { outline.visibleItems }
  /// The top-level items of the outline.
  public var rootItems: [Item] { outline.rootItems }
  /// The parent of `item` in the outline, or `nil` for a root or an absent item.
  public func parent(of item: Item) -> Item? { outline.parent(of: item) }
  /// The depth of `item` in the outline (`0` for a root or an absent item).
  public func level(of item: Item) -> Int { outline.contains(item) ? outline.level(of: item) : 0 }
  /// Whether the outline holds `item` and it is expanded.
  public func isExpanded(_ item: Item) -> Bool {
    outline.contains(item) && outline.isExpanded(item)
  }

  /// The user expanded or collapsed an item (``ListConfigurable/toggle(_:)``).
  public var onExpand: (@MainActor (Item) -> Void)? {
    get { list.onExpand }
    set { list.onExpand = newValue }
  }
  /// The user collapsed an item (``ListConfigurable/toggle(_:)``).
  public var onCollapse: (@MainActor (Item) -> Void)? {
    get { list.onCollapse }
    set { list.onCollapse = newValue }
  }

  /// Shows the outline `items`. As in the original, it shares one replaceable chain with
  /// ``expand(_:animated:)`` and ``collapse(_:animated:)``: a newer call of any of them made
  /// before this one's turn replaces it, and so does cancelling the caller before then; once
  /// started, it completes.
  public func setItems(_ items: [OutlineItem<Item>], animatingDifferences: Bool = true) async {
    await list.reportEntry(entry(items, animatingDifferences))
  }

  /// Shows the outline built by `content`.
  public func setItems(
    animatingDifferences: Bool = true,
    @OutlineItemBuilder<Item> content: () -> [OutlineItem<Item>]
  ) async {
    await setItems(content(), animatingDifferences: animatingDifferences)
  }

  /// ``setItems(_:animatingDifferences:)`` that throws what it would report. Returns `false`
  /// when it was skipped.
  @discardableResult
  public func checkedSetItems(_ items: [OutlineItem<Item>], animatingDifferences: Bool = true)
    async throws -> Bool
  {
    try await list.checkEntry(entry(items, animatingDifferences))
  }

  private func entry(_ items: [OutlineItem<Item>], _ animatingDifferences: Bool) -> Task<
    Bool, any Error
  > {
    let outline = DiffableDataSourceSectionSnapshot(outline: items)
    return list.replaceableEntry { [list] in
      _ = try await list.checkedApply(outline, to: 0, animatingDifferences: animatingDifferences)
    }
  }

  /// Expands `item` programmatically (no callback; `toggle(_:)` is the user's tap). An entry
  /// of the same replaceable chain as ``setItems(_:animatingDifferences:)``: it replaces the
  /// entry before it at once, and at its turn expands `item` in the outline shown then; an item
  /// the outline lacks then changes nothing.
  public func expand(_ item: Item, animated: Bool = true) async {
    await list.reportEntry(changeExpansion(of: item, expanding: true, animated: animated))
  }

  /// Collapses `item` programmatically (the same chain as ``expand(_:animated:)``).
  public func collapse(_ item: Item, animated: Bool = true) async {
    await list.reportEntry(changeExpansion(of: item, expanding: false, animated: animated))
  }

  private func changeExpansion(of item: Item, expanding: Bool, animated: Bool) -> Task<
    Bool, any Error
  > {
    list.replaceableEntry { [self] in
      var next = outline
      guard next.contains(item) else { return }
      if expanding { next.expand([item]) } else { next.collapse([item]) }
      _ = try await list.checkedApply(next, to: 0, animatingDifferences: animated)
    }
  }

  /// A tap on an item's disclosure; see ``ListDataSource/toggle(_:)``.
  @discardableResult public func toggle(_ item: Item) async -> Bool { await list.toggle(item) }
}

extension ListDataSource {
  /// The view and data source a ready-made list starts from: a collection view with the list
  /// layout of `configuration` (the window `viewport` gives for that layout).
  static func readyMade(
    _ configuration: UICollectionLayoutListConfiguration, backgroundColor: UIColor?,
    viewport: (UICollectionViewCompositionalLayout) -> Viewport
  ) -> ListDataSource {
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let list = ListDataSource(
      collectionView: UICollectionView(
        viewport: viewport(layout), layout: layout, backgroundColor: backgroundColor))
    return list
  }
}
