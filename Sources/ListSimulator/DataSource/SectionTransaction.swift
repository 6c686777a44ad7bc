import ListKit

/// The part of a reorder in one section, as UIKit's `NSDiffableDataSourceSectionTransaction`.
///
/// The snapshots are the section's section snapshots: the outline applied to it, or — for a flat
/// section — one whose items are all roots.
public struct SectionTransaction<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  /// The section this transaction covers.
  public var sectionIdentifier: S
  /// The section's section snapshot before the move.
  public var initialSnapshot: DiffableDataSourceSectionSnapshot<I>
  /// The section's section snapshot after the move.
  public var finalSnapshot: DiffableDataSourceSectionSnapshot<I>
  /// The difference of the section's visible items, initial to final.
  public var difference: CollectionDifference<I>
}
