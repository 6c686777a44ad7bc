import ListKit
import ListSimulator
import ListUIKit

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

  /// The user expanded an item (`toggle(_:)`, or a tap on its disclosure).
  public var onExpand: (@MainActor (Item) -> Void)? {
    get { list.onExpand }
    set { list.onExpand = newValue }
  }
  /// The user collapsed an item (`toggle(_:)`, or a tap on its disclosure).
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
