import Foundation
@_exported import ListKit
import ListSimulator

/// A ready-made list over a ``ListDataSource``: its settings and callbacks (`onSelect`,
/// `onDelete`, `onExpand`, `latestWins`, …) read and write through to ``list``.
@MainActor @dynamicMemberLookup
public protocol ListWrapper {
  associatedtype SectionID: Hashable & Sendable
  associatedtype Item: Hashable & Sendable
  /// The list underneath: its view, data source, callbacks and simulated actions.
  var list: ListDataSource<SectionID, Item> { get }
}

extension ListWrapper {
  public subscript<T>(
    dynamicMember keyPath: ReferenceWritableKeyPath<ListDataSource<SectionID, Item>, T>
  ) -> T {
    get { list[keyPath: keyPath] }
    nonmutating set { list[keyPath: keyPath] = newValue }
  }

  /// The view the list shows its items in.
  public var view: VirtualCollectionView { list.view }

  // The simulated user actions of ``ListDataSource``, in its line.

  /// A tap on `item`'s row; see ``ListDataSource/tap(_:)``.
  @discardableResult public func tap(_ item: Item) async -> Bool { await list.tap(item) }
  /// A tap on the row at `indexPath`.
  @discardableResult public func tap(at indexPath: IndexPath) async -> Bool {
    await list.tap(at: indexPath)
  }
  /// A swipe to delete on `item`'s row; see ``ListDataSource/swipeToDelete(_:)``.
  @discardableResult public func swipeToDelete(_ item: Item) async throws -> Bool {
    try await list.swipeToDelete(item)
  }
  /// A drag of a row; see ``ListDataSource/drag(from:to:)``.
  @discardableResult public func drag(from source: IndexPath, to destination: IndexPath)
    async throws -> Bool
  { try await list.drag(from: source, to: destination) }
  /// Pull to refresh; see ``ListDataSource/pullToRefresh()``.
  @discardableResult public func pullToRefresh() async -> Bool { await list.pullToRefresh() }
  /// A tap on an outline item's disclosure; see ``ListDataSource/toggle(_:)``.
  @discardableResult public func toggle(_ item: Item) async throws -> Bool {
    try await list.toggle(item)
  }
}

/// A one-section list of view models.
///
/// ```swift
/// let list = SimpleList<Contact>()
/// list.onSelect = { contact in opened.append(contact.id) }
/// try await list.setItems(contacts)
/// await list.tap(contacts[0])
/// ```
@MainActor
public final class SimpleList<Item: CellViewModel>: ListWrapper {
  public let list: ListDataSource<Int, Item>

  public init(viewport: Viewport = .standard) { list = ListDataSource(viewport: viewport) }

  /// The items shown, in order.
  public var items: [Item] { list.snapshot.itemIdentifiers }

  /// Shows `items` (after every update submitted before), reconfiguring changed content.
  @discardableResult
  public func setItems(_ items: [Item], animatingDifferences: Bool = true) async throws -> Bool {
    try await list.apply(
      snapshot { SnapshotSection(0, items: items) }, animatingDifferences: animatingDifferences)
  }
}

/// A section of a ``GroupedList``: its identifier, items, and header and footer texts.
public struct SectionModel<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  public var id: SectionID
  public var items: [Item]
  public var header: String?
  public var footer: String?

  public init(_ id: SectionID, items: [Item], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }
}

/// A list of sections with headers and footers.
@MainActor
public final class GroupedList<SectionID: Hashable & Sendable, Item: CellViewModel>: ListWrapper {
  public let list: ListDataSource<SectionID, Item>
  private var models: [SectionID: SectionModel<SectionID, Item>] = [:]

  public init(viewport: Viewport = .rows(20, headers: true, footers: true)) {
    list = ListDataSource(viewport: viewport)
    let registration = SupplementaryRegistration<VirtualReusableView>(
      elementKind: ElementKind.sectionHeader
    ) { _, _, _ in }
    list.dataSource.setSupplementaryViewProvider { [weak self] view, kind, indexPath in
      let header = view.dequeueConfiguredReusableSupplementary(
        using: registration, for: indexPath)
      guard let self, let section = list.dataSource.sectionIdentifier(for: indexPath[0]),
        let model = models[section]
      else { return header }
      var content = header.defaultContentConfiguration()
      content.text = kind == ElementKind.sectionFooter ? model.footer : model.header
      header.contentConfiguration = content
      return header
    }
  }

  public var sections: [SectionModel<SectionID, Item>] {
    let snapshot = list.snapshot
    return snapshot.sectionIdentifiers.map { id in
      var model = models[id] ?? SectionModel(id, items: [])
      model.items = snapshot.itemIdentifiers(inSection: id)
      return model
    }
  }

  /// Shows `sections`, with their headers and footers.
  @discardableResult
  public func setSections(_ sections: [SectionModel<SectionID, Item>]) async throws -> Bool {
    for section in sections { models[section.id] = section }
    return try await list.apply(
      DiffableDataSourceSnapshot(sections.map { SnapshotSection($0.id, items: $0.items) }))
  }
}

/// A hierarchical list: one section holding an outline, expanded and collapsed for real through
/// section snapshots.
@MainActor
public final class OutlineList<Item: CellViewModel>: ListWrapper {
  public let list: ListDataSource<Int, Item>

  public init(viewport: Viewport = .standard) { list = ListDataSource(viewport: viewport) }

  /// The outline shown.
  public var outline: DiffableDataSourceSectionSnapshot<Item> { list.dataSource.snapshot(for: 0) }

  /// Shows the outline `items`.
  @discardableResult
  public func setItems(_ items: [OutlineItem<Item>]) async throws -> Bool {
    try await list.apply(sectionSnapshot { items }, to: 0)
  }
}

/// A list of items of different view-model types, wrapped in ``AnyItem``: each type configures
/// its own cell class.
public typealias MixedListDataSource<SectionID: Hashable & Sendable> = ListDataSource<
  SectionID, AnyItem
>
