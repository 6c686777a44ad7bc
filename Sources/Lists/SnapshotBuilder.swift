import ListKit
import ListSimulator

/// A section of a snapshot built with the DSL: an identifier and its items, in order.
///
/// ```swift
/// let snapshot = snapshot {
///   SnapshotSection("favorites") { for contact in favorites { contact } }
///   if showAll { SnapshotSection("all", items: everyone) }
/// }
/// ```
public struct SnapshotSection<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  public var id: SectionID
  public var items: [Item]

  public init(_ id: SectionID, items: [Item]) {
    self.id = id
    self.items = items
  }

  public init(_ id: SectionID, @ItemBuilder<Item> _ items: () -> [Item]) {
    self.init(id, items: items())
  }
}

/// Builds the items of a ``SnapshotSection``: single items, arrays, optionals (`nil` adds
/// nothing), `if`, `if`/`else`, `switch`, `for` and `#available`. With `Item == AnyItem`, items of
/// any `Hashable & Sendable` type are wrapped.
@resultBuilder
public enum ItemBuilder<Item: Hashable & Sendable> {
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

extension ItemBuilder where Item == AnyItem {
  /// Any identifier type, wrapped in ``AnyItem``.
  public static func buildExpression<T: Hashable & Sendable>(_ item: T) -> [AnyItem] {
    [AnyItem(item)]
  }
  public static func buildExpression<T: Hashable & Sendable>(_ items: [T]) -> [AnyItem] {
    items.map(AnyItem.init)
  }
}

/// Builds the sections of a snapshot; the same constructs as ``ItemBuilder``.
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
}

// MARK: Outlines

/// A node of an outline built with the DSL: an item, whether it is expanded, and its children.
///
/// ```swift
/// let outline = sectionSnapshot {
///   OutlineItem("Documents", expanded: true) {
///     OutlineItem("Taxes")
///     OutlineItem("Letters")
///   }
///   OutlineItem("Music")
/// }
/// ```
public struct OutlineItem<Item: Hashable & Sendable>: Sendable {
  public var item: Item
  public var isExpanded: Bool
  public var children: [OutlineItem]

  public init(_ item: Item, expanded: Bool = false, children: [OutlineItem] = []) {
    self.item = item
    self.isExpanded = expanded
    self.children = children
  }

  public init(
    _ item: Item, expanded: Bool = false, @OutlineBuilder<Item> _ children: () -> [OutlineItem]
  ) {
    self.init(item, expanded: expanded, children: children())
  }
}

/// Builds outline nodes; the same constructs as ``ItemBuilder``.
@resultBuilder
public enum OutlineBuilder<Item: Hashable & Sendable> {
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

/// A section snapshot of the built outline: `append(_:to:)` for each node under its parent, then
/// `expand` for the expanded ones — errors recorded as those calls record them.
public func sectionSnapshot<Item: Hashable & Sendable>(
  @OutlineBuilder<Item> _ content: () -> [OutlineItem<Item>]
) -> DiffableDataSourceSectionSnapshot<Item> {
  var snapshot = DiffableDataSourceSectionSnapshot<Item>()
  func add(_ nodes: [OutlineItem<Item>], to parent: Item?) {
    snapshot.append(nodes.map(\.item), to: parent)
    for node in nodes {
      if !node.children.isEmpty { add(node.children, to: node.item) }
    }
    let expanded = nodes.filter(\.isExpanded).map(\.item)
    if !expanded.isEmpty { snapshot.expand(expanded) }
  }
  add(content(), to: nil)
  return snapshot
}

// MARK: Applying built snapshots

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

extension ListDataSource {
  /// Applies the snapshot built by `content`, reconfiguring items whose content changed:
  /// `list.apply { SnapshotSection("favorites") { … } }`.
  @discardableResult
  public func apply(
    animatingDifferences: Bool = true,
    @SnapshotBuilder<SectionID, Item> _ content: () -> [SnapshotSection<SectionID, Item>]
  ) async throws -> Bool {
    try await apply(Snapshot(content()), animatingDifferences: animatingDifferences)
  }
}
