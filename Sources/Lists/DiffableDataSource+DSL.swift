import ListKit
import ListSimulator

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
