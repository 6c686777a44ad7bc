import ListKit
import Synchronization

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

/// The reordering handlers of a diffable data source.
public struct ReorderingHandlers<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  /// Whether the user may pick up an item (`nil`: reordering is off, as in UIKit).
  public var canReorderItem: (@Sendable (I) -> Bool)?
  /// Called with the transaction before the move is committed to the view.
  public var willReorder: (@Sendable (ReorderTransaction<S, I>) -> Void)?
  /// Called with the transaction after the move was committed to the view.
  public var didReorder: (@Sendable (ReorderTransaction<S, I>) -> Void)?
  /// Handlers with none set: reordering is off.
  public init() {}
}

/// The expand/collapse handlers of section snapshots (UIKit's
/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`).
public struct SectionSnapshotHandlers<I: Hashable & Sendable>: Sendable {
  /// Whether an item may expand (`nil`: it may).
  public var shouldExpandItem: (@Sendable (I) -> Bool)?
  /// Called before an item expands.
  public var willExpandItem: (@Sendable (I) -> Void)?
  /// Whether an item may collapse (`nil`: it may).
  public var shouldCollapseItem: (@Sendable (I) -> Bool)?
  /// Called before an item collapses.
  public var willCollapseItem: (@Sendable (I) -> Void)?
  /// The children a parent gets when the user expands it: called with the parent and a section
  /// snapshot of its current children (their own descendants and expansion included), it returns
  /// the section snapshot whose outline replaces them — how an outline loads children lazily.
  /// `nil` keeps the children as they are.
  public var snapshotForExpandingParent:
    (@Sendable (I, DiffableDataSourceSectionSnapshot<I>) -> DiffableDataSourceSectionSnapshot<I>)?
  /// Handlers with none set: every item may expand and collapse, and children stay as they are.
  public init() {}
}
