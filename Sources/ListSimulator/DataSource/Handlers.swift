import ListKit
import Synchronization

/// An interactive reorder, as UIKit's `NSDiffableDataSourceTransaction` describes it: the
/// snapshots before and after, the difference of all items, and a transaction per changed section.
public struct ReorderTransaction<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  public var initialSnapshot: DiffableDataSourceSnapshot<S, I>
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
  public var sectionIdentifier: S
  public var initialSnapshot: DiffableDataSourceSectionSnapshot<I>
  public var finalSnapshot: DiffableDataSourceSectionSnapshot<I>
  /// The difference of the section's visible items, initial to final.
  public var difference: CollectionDifference<I>
}

/// The reordering handlers of a diffable data source.
public struct ReorderingHandlers<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  /// Whether the user may pick up an item (`nil`: reordering is off, as in UIKit).
  public var canReorderItem: (@Sendable (I) -> Bool)?
  public var willReorder: (@Sendable (ReorderTransaction<S, I>) -> Void)?
  public var didReorder: (@Sendable (ReorderTransaction<S, I>) -> Void)?
  public init() {}
}

/// The expand/collapse handlers of section snapshots (UIKit's
/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`).
public struct SectionSnapshotHandlers<I: Hashable & Sendable>: Sendable {
  public var shouldExpandItem: (@Sendable (I) -> Bool)?
  public var willExpandItem: (@Sendable (I) -> Void)?
  public var shouldCollapseItem: (@Sendable (I) -> Bool)?
  public var willCollapseItem: (@Sendable (I) -> Void)?
  /// The children a parent gets when the user expands it: called with the parent and a section
  /// snapshot of its current children (their own descendants and expansion included), it returns
  /// the section snapshot whose outline replaces them — how an outline loads children lazily.
  /// `nil` keeps the children as they are.
  public var snapshotForExpandingParent:
    (@Sendable (I, DiffableDataSourceSectionSnapshot<I>) -> DiffableDataSourceSectionSnapshot<I>)?
  public init() {}
}
