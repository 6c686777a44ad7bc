import ListKit

/// An interactive reorder, as UIKit's `NSDiffableDataSourceTransaction` describes it: the
/// snapshots before and after, the difference of all items, and a transaction per changed section.
public struct ReorderTransaction<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  /// The snapshot before the move.
  public var initialSnapshot: DiffableDataSourceSnapshot<S, I>
  /// The snapshot after the move.
  public var finalSnapshot: DiffableDataSourceSnapshot<S, I>
  /// The difference of all items, initial to final.
  public var difference: CollectionDifference<I>
  /// One transaction per section whose items changed (the source section, and the destination
  /// when the item changed sections), in section order of the final snapshot.
  public var sectionTransactions: [SectionTransaction<S, I>]
}
