import ListKit
import ListSimulator
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
  /// The section's identifier.
  public let id: SectionID
  /// The section's items, in order.
  public let items: [Item]
  /// The header text, or `nil` for none.
  public let header: String?
  /// The footer text, or `nil` for none.
  public let footer: String?

  /// A section with the given identifier, items, header and footer.
  public init(_ id: SectionID, items: [Item], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }

  /// A section whose items come from the ``ItemsBuilder`` closure `items`.
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
  /// A single item: a one-element list.
  public static func buildExpression(_ item: Item) -> [Item] { [item] }
  /// An array of items, added as is.
  public static func buildExpression(_ items: [Item]) -> [Item] { items }
  /// An optional item: one item, or nothing for `nil`.
  public static func buildExpression(_ item: Item?) -> [Item] { item.map { [$0] } ?? [] }
  /// The items of each statement, concatenated in order.
  public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
  /// The items of an `if` without `else`, or nothing when it did not run.
  public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
  /// The items of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Item]) -> [Item] { part }
  /// The items of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Item]) -> [Item] { part }
  /// The items of every `for` iteration, concatenated.
  public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
  /// The items of an `#available` block, unchanged.
  public static func buildLimitedAvailability(_ part: [Item]) -> [Item] { part }
}

extension ItemsBuilder where Item == AnyItem {
  /// A value of any `Hashable & Sendable` type, wrapped in ``AnyItem``.
  public static func buildExpression<T: Hashable & Sendable>(_ item: T) -> [AnyItem] {
    [AnyItem(item)]
  }
  /// An array of any `Hashable & Sendable` type, each wrapped in ``AnyItem``.
  public static func buildExpression<T: Hashable & Sendable>(_ items: [T]) -> [AnyItem] {
    items.map(AnyItem.init)
  }
}

/// Builds the sections of a snapshot; the same constructs as ``ItemsBuilder``.
@resultBuilder
public enum SnapshotBuilder<SectionID: Hashable & Sendable, Item: Hashable & Sendable> {
  /// The section type this builder collects.
  public typealias Section = SnapshotSection<SectionID, Item>
  /// A single section: a one-element list.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  /// An array of sections, added as is.
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
  /// An optional section: one section, or nothing for `nil`.
  public static func buildExpression(_ section: Section?) -> [Section] {
    section.map { [$0] } ?? []
  }
  /// The sections of each statement, concatenated in order.
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `if` without `else`, or nothing when it did not run.
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  /// The sections of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Section]) -> [Section] { part }
  /// The sections of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Section]) -> [Section] { part }
  /// The sections of every `for` iteration, concatenated.
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `#available` block, unchanged.
  public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}

/// A section of items of different view-model types, wrapped in ``AnyItem``.
public struct MixedSection<SectionID: Hashable & Sendable>: Sendable {
  /// The section's identifier.
  public let id: SectionID
  /// The section's items, each wrapped in ``AnyItem``, in order.
  public let items: [AnyItem]
  /// The header text, or `nil` for none.
  public let header: String?
  /// The footer text, or `nil` for none.
  public let footer: String?

  /// A mixed section with the given identifier, wrapped items, header and footer.
  public init(_ id: SectionID, items: [AnyItem], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }

  /// A mixed section whose items come from the ``MixedItemsBuilder`` closure `items`.
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
  /// A value of any `Hashable & Sendable` type, wrapped in ``AnyItem``.
  public static func buildExpression<T: Hashable & Sendable>(_ item: T) -> [AnyItem] {
    [AnyItem(item)]
  }
  /// An array of any `Hashable & Sendable` type, each wrapped in ``AnyItem``.
  public static func buildExpression<T: Hashable & Sendable>(_ items: [T]) -> [AnyItem] {
    items.map(AnyItem.init)
  }
  /// Items already wrapped in ``AnyItem``, added as is.
  public static func buildExpression(_ items: [AnyItem]) -> [AnyItem] { items }
  /// The items of each statement, concatenated in order.
  public static func buildBlock(_ parts: [AnyItem]...) -> [AnyItem] { parts.flatMap { $0 } }
  /// The items of an `if` without `else`, or nothing when it did not run.
  public static func buildOptional(_ part: [AnyItem]?) -> [AnyItem] { part ?? [] }
  /// The items of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [AnyItem]) -> [AnyItem] { part }
  /// The items of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [AnyItem]) -> [AnyItem] { part }
  /// The items of every `for` iteration, concatenated.
  public static func buildArray(_ parts: [[AnyItem]]) -> [AnyItem] { parts.flatMap { $0 } }
  /// The items of an `#available` block, unchanged.
  public static func buildLimitedAvailability(_ part: [AnyItem]) -> [AnyItem] { part }
}

/// Builds mixed sections.
@resultBuilder
public enum MixedSnapshotBuilder<SectionID: Hashable & Sendable> {
  /// The section type this builder collects.
  public typealias Section = MixedSection<SectionID>
  /// A single mixed section: a one-element list.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  /// The sections of each statement, concatenated in order.
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `if` without `else`, or nothing when it did not run.
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  /// The sections of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Section]) -> [Section] { part }
  /// The sections of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Section]) -> [Section] { part }
  /// The sections of every `for` iteration, concatenated.
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
  /// The sections of an `#available` block, unchanged.
  public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}

/// Builds outline nodes; the same constructs as ``ItemsBuilder``.
@resultBuilder
public enum OutlineItemBuilder<Item: Hashable & Sendable> {
  /// The outline node type this builder collects.
  public typealias Node = OutlineItem<Item>
  /// A single node: a one-element list.
  public static func buildExpression(_ node: Node) -> [Node] { [node] }
  /// An array of nodes, added as is.
  public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
  /// The nodes of each statement, concatenated in order.
  public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
  /// The nodes of an `if` without `else`, or nothing when it did not run.
  public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
  /// The nodes of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Node]) -> [Node] { part }
  /// The nodes of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Node]) -> [Node] { part }
  /// The nodes of every `for` iteration, concatenated.
  public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
  /// The nodes of an `#available` block, unchanged.
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
