import ListKit

/// The expand/collapse handlers of section snapshots (UIKit's
/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`, the same type in ListUIKit).
///
/// Each handler is isolated to the main actor, as UIKit's are; a toggle calls those set when it
/// was asked for, on the main actor in its turn (see ``ReorderingHandlers``).
public struct SectionSnapshotHandlers<I: Hashable & Sendable>: Sendable {
  /// Whether an item may expand (`nil`: it may).
  public var shouldExpandItem: (@MainActor @Sendable (I) -> Bool)?
  /// Called before an item expands.
  public var willExpandItem: (@MainActor @Sendable (I) -> Void)?
  /// Whether an item may collapse (`nil`: it may).
  public var shouldCollapseItem: (@MainActor @Sendable (I) -> Bool)?
  /// Called before an item collapses.
  public var willCollapseItem: (@MainActor @Sendable (I) -> Void)?
  /// The children a parent gets when the user expands it: called with the parent and a section
  /// snapshot of its current children (their own descendants and expansion included), it returns
  /// the section snapshot whose outline replaces them — how an outline loads children lazily.
  /// `nil` keeps the children as they are.
  public var snapshotForExpandingParent:
    (
      @MainActor @Sendable (I, DiffableDataSourceSectionSnapshot<I>) ->
        DiffableDataSourceSectionSnapshot<I>
    )?
  /// Handlers with none set: every item may expand and collapse, and children stay as they are.
  public init() {}
}
