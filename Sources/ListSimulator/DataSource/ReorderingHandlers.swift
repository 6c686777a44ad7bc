import ListKit
import Synchronization

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
