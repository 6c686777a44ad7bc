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
