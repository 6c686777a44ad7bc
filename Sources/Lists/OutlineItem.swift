/// A node of an outline: an item, its children, and whether it is expanded.
///
/// ```swift
/// let outline = sectionSnapshot {
///   OutlineItem(item: "Documents", isExpanded: true) {
///     OutlineItem(item: "Taxes")
///     OutlineItem(item: "Letters")
///   }
///   OutlineItem(item: "Music")
/// }
/// ```
public struct OutlineItem<Item: Hashable & Sendable>: Sendable, Hashable, Identifiable {
  /// The node's item.
  public let item: Item
  /// The node's children, in order (empty for a leaf).
  public let children: [OutlineItem<Item>]
  /// Whether the node starts expanded.
  public let isExpanded: Bool

  /// A node of `item` with the given children, collapsed unless `isExpanded`.
  public init(item: Item, children: [OutlineItem<Item>] = [], isExpanded: Bool = false) {
    self.item = item
    self.children = children
    self.isExpanded = isExpanded
  }

  /// The children built with ``OutlineItemBuilder``.
  public init(
    item: Item, isExpanded: Bool = false,
    @OutlineItemBuilder<Item> children: () -> [OutlineItem<Item>]
  ) {
    self.init(item: item, children: children(), isExpanded: isExpanded)
  }

  /// The item: an outline holds each item once.
  public var id: Item { item }

  /// The same tree with each item transformed.
  public func mapItems<T: Hashable & Sendable>(_ transform: (Item) -> T) -> OutlineItem<T> {
    OutlineItem<T>(
      item: transform(item), children: children.map { $0.mapItems(transform) },
      isExpanded: isExpanded)
  }
}
