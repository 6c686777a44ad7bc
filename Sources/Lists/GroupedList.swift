import ListKit
import ListSimulator
import ListUIKit

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
