import ListKit
import ListSimulator
import ListUIKit

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
