import ListKit
import ListSimulator

/// A section snapshot of the built outline: `append(_:to:)` for each node under its parent, then
/// `expand` for the expanded ones — errors recorded as those calls record them.
public func sectionSnapshot<Item: Hashable & Sendable>(
  @OutlineItemBuilder<Item> _ content: () -> [OutlineItem<Item>]
) -> DiffableDataSourceSectionSnapshot<Item> {
  DiffableDataSourceSectionSnapshot(outline: content())
}

extension DiffableDataSourceSectionSnapshot {
  /// The section snapshot of an outline (see ``sectionSnapshot(_:)``).
  public init(outline nodes: [OutlineItem<ItemIdentifierType>]) {
    self.init()
    func add(_ nodes: [OutlineItem<ItemIdentifierType>], to parent: ItemIdentifierType?) {
      append(nodes.map(\.item), to: parent)
      for node in nodes where !node.children.isEmpty { add(node.children, to: node.item) }
      let expanded = nodes.filter(\.isExpanded).map(\.item)
      if !expanded.isEmpty { expand(expanded) }
    }
    add(nodes, to: nil)
  }
}
