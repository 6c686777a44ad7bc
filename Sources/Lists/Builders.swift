import ListKit
import ListUIKit

/// A section of a snapshot built with the DSL: an identifier, its items in order, and header and
/// footer texts (what a grouped list shows).
///
/// ```swift
/// let built = DiffableDataSourceSnapshot<String, Contact> {
///   SnapshotSection("favorites", header: "Favorites") { for contact in favorites { contact } }
///   if showAll { SnapshotSection("all", items: everyone) }
/// }
/// ```
public struct SnapshotSection<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  public let id: SectionID
  public let items: [Item]
  public let header: String?
  public let footer: String?

  public init(_ id: SectionID, items: [Item], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }

  public init(
    _ id: SectionID, header: String? = nil, footer: String? = nil,
    @ItemsBuilder<Item> items: () -> [Item]
  ) {
    self.init(id, items: items(), header: header, footer: footer)
  }
}

/// Builds a list of items: single items, arrays, optionals (`nil` adds nothing), `if`,
/// `if`/`else`, `switch`, `for` and `#available`. With `Item == AnyItem`, items of any
/// `Hashable & Sendable` type are wrapped.
@resultBuilder
public enum ItemsBuilder<Item: Hashable & Sendable> {
  public static func buildExpression(_ item: Item) -> [Item] { [item] }
  public static func buildExpression(_ items: [Item]) -> [Item] { items }
  public static func buildExpression(_ item: Item?) -> [Item] { item.map { [$0] } ?? [] }
  public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
  public static func buildEither(first part: [Item]) -> [Item] { part }
  public static func buildEither(second part: [Item]) -> [Item] { part }
  public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Item]) -> [Item] { part }
}

extension ItemsBuilder where Item == AnyItem {
  public static func buildExpression<T: Hashable & Sendable>(_ item: T) -> [AnyItem] {
    [AnyItem(item)]
  }
  public static func buildExpression<T: Hashable & Sendable>(_ items: [T]) -> [AnyItem] {
    items.map(AnyItem.init)
  }
}

/// Builds the sections of a snapshot; the same constructs as ``ItemsBuilder``.
@resultBuilder
public enum SnapshotBuilder<SectionID: Hashable & Sendable, Item: Hashable & Sendable> {
  public typealias Section = SnapshotSection<SectionID, Item>
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
  public static func buildExpression(_ section: Section?) -> [Section] {
    section.map { [$0] } ?? []
  }
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  public static func buildEither(first part: [Section]) -> [Section] { part }
  public static func buildEither(second part: [Section]) -> [Section] { part }
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}

/// A section of items of different view-model types, wrapped in ``AnyItem``.
public struct MixedSection<SectionID: Hashable & Sendable>: Sendable {
  public let id: SectionID
  public let items: [AnyItem]
  public let header: String?
  public let footer: String?

  public init(_ id: SectionID, items: [AnyItem], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }

  public init(
    _ id: SectionID, header: String? = nil, footer: String? = nil,
    @MixedItemsBuilder items: () -> [AnyItem]
  ) {
    self.init(id, items: items(), header: header, footer: footer)
  }
}

/// Builds items of any types, each wrapped in ``AnyItem``.
@resultBuilder
public enum MixedItemsBuilder {
  public static func buildExpression<T: Hashable & Sendable>(_ item: T) -> [AnyItem] {
    [AnyItem(item)]
  }
  public static func buildExpression<T: Hashable & Sendable>(_ items: [T]) -> [AnyItem] {
    items.map(AnyItem.init)
  }
  public static func buildExpression(_ items: [AnyItem]) -> [AnyItem] { items }
  public static func buildBlock(_ parts: [AnyItem]...) -> [AnyItem] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [AnyItem]?) -> [AnyItem] { part ?? [] }
  public static func buildEither(first part: [AnyItem]) -> [AnyItem] { part }
  public static func buildEither(second part: [AnyItem]) -> [AnyItem] { part }
  public static func buildArray(_ parts: [[AnyItem]]) -> [AnyItem] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [AnyItem]) -> [AnyItem] { part }
}

/// Builds mixed sections.
@resultBuilder
public enum MixedSnapshotBuilder<SectionID: Hashable & Sendable> {
  public typealias Section = MixedSection<SectionID>
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  public static func buildEither(first part: [Section]) -> [Section] { part }
  public static func buildEither(second part: [Section]) -> [Section] { part }
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}

/// Builds outline nodes; the same constructs as ``ItemsBuilder``.
@resultBuilder
public enum OutlineItemBuilder<Item: Hashable & Sendable> {
  public typealias Node = OutlineItem<Item>
  public static func buildExpression(_ node: Node) -> [Node] { [node] }
  public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
  public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
  public static func buildEither(first part: [Node]) -> [Node] { part }
  public static func buildEither(second part: [Node]) -> [Node] { part }
  public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}

/// A snapshot of the built sections: `appendSections` and `appendItems(_:toSection:)` for each,
/// in order, so it is exactly the snapshot those calls build — errors included (a repeated
/// section or item is recorded, and `validate()` throws it, as with the imperative API).
public func snapshot<SectionID: Hashable & Sendable, Item: Hashable & Sendable>(
  @SnapshotBuilder<SectionID, Item> _ content: () -> [SnapshotSection<SectionID, Item>]
) -> DiffableDataSourceSnapshot<SectionID, Item> {
  DiffableDataSourceSnapshot(content())
}

extension DiffableDataSourceSnapshot {
  /// The snapshot of `sections`, built with `appendSections` / `appendItems(_:toSection:)`.
  public init(_ sections: [SnapshotSection<SectionIdentifierType, ItemIdentifierType>]) {
    self.init()
    for section in sections {
      appendSections([section.id])
      appendItems(section.items, toSection: section.id)
    }
  }

  /// The snapshot the DSL builds: `DiffableDataSourceSnapshot { SnapshotSection(…) { … } }`.
  @_disfavoredOverload
  public init(
    @SnapshotBuilder<SectionIdentifierType, ItemIdentifierType> content: () -> [SnapshotSection<
      SectionIdentifierType, ItemIdentifierType
    >]
  ) {
    self.init(content())
  }
}

extension DiffableDataSourceSnapshot where ItemIdentifierType == AnyItem {
  /// The snapshot of mixed sections: `DiffableDataSourceSnapshot { MixedSection(…) { … } }`.
  public init(
    @MixedSnapshotBuilder<SectionIdentifierType> content: () -> [MixedSection<
      SectionIdentifierType
    >]
  ) {
    self.init(
      content().map {
        SnapshotSection($0.id, items: $0.items, header: $0.header, footer: $0.footer)
      })
  }
}

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

extension DiffableDataSource {
  /// Applies the snapshot built by `content` (see ``snapshot(_:)``): `dataSource.apply { … }`.
  /// `content` runs on the caller's actor, before the apply takes its place in line.
  @discardableResult
  nonisolated(nonsending) public func apply(
    animatingDifferences: Bool = true,
    @SnapshotBuilder<SectionIdentifierType, ItemIdentifierType> _ content: () -> [SnapshotSection<
      SectionIdentifierType, ItemIdentifierType
    >]
  ) async throws -> SnapshotChangeset {
    try await apply(Snapshot(content()), animatingDifferences: animatingDifferences)
  }
}
