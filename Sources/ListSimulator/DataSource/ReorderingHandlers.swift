import ListKit

/// The reordering handlers of a diffable data source (UIKit's
/// `UICollectionViewDiffableDataSource.ReorderingHandlers`, the same type in ListUIKit).
///
/// Each handler is isolated to the main actor, as UIKit's are, so it may use a view
/// controller's state. A move calls the handlers set when it was asked for, on the main actor,
/// in its turn: a data source whose operations run on an actor of its own runs a move that
/// calls a handler on the main actor (still in its place in line, nothing else running beside
/// it), and one that calls none on its own actor.
public struct ReorderingHandlers<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  /// Whether the user may pick up an item (`nil`: reordering is off, as in UIKit).
  public var canReorderItem: (@MainActor @Sendable (I) -> Bool)?
  /// Called with the transaction before the move is committed to the view.
  public var willReorder: (@MainActor @Sendable (ReorderTransaction<S, I>) -> Void)?
  /// Called with the transaction after the move was committed to the view.
  public var didReorder: (@MainActor @Sendable (ReorderTransaction<S, I>) -> Void)?
  /// Handlers with none set: reordering is off.
  public init() {}
}
