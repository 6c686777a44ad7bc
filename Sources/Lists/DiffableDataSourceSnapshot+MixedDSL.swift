import ListKit
import ListSimulator

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
