import ListKit
import ListSimulator
import ListUIKit

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
  /// called before this one's turn replaces it, and so does cancelling the caller before then;
  /// once started, it completes. Returns when this
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
