/// A list of items of different view-model types, wrapped in ``AnyItem``: each type configures
/// its own cell class.
public typealias MixedListDataSource<SectionID: Hashable & Sendable> = ListDataSource<
  SectionID, AnyItem
>

extension ListDataSource where Item == AnyItem {
  /// Applies the mixed sections built by `content`, with their header and footer texts.
  ///
  /// As in the original, this form replaces the one called before it if that one's turn has not
  /// come (an entry of the list's replaceable chain, `replaceableEntry(_:)`): it joins the
  /// list's line only at its turn, so an `apply(snapshot)` called after it while it waits can be
  /// applied first. The other forms of `apply` are never replaced.
  public func apply(
    animatingDifferences: Bool = true,
    @MixedSnapshotBuilder<SectionID> content: () -> [MixedSection<SectionID>]
  ) async {
    let sections = content()
    await reportEntry(
      replaceableSections(
        Snapshot(sections.map { SnapshotSection($0.id, items: $0.items) }),
        texts: sections.map { ($0.id, $0.header, $0.footer) },
        animatingDifferences: animatingDifferences))
  }
}
