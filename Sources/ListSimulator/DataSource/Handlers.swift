import ListKit

/// An interactive reorder, as `NSDiffableDataSourceTransaction` describes it.
public struct ReorderTransaction<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  public var initialSnapshot: DiffableDataSourceSnapshot<S, I>
  public var finalSnapshot: DiffableDataSourceSnapshot<S, I>
  /// The difference of all items, initial to final.
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

/// The expand/collapse handlers of section snapshots.
public struct OutlineHandlers<I: Hashable & Sendable>: Sendable {
  public var shouldExpandItem: (@Sendable (I) -> Bool)?
  public var willExpandItem: (@Sendable (I) -> Void)?
  public var shouldCollapseItem: (@Sendable (I) -> Bool)?
  public var willCollapseItem: (@Sendable (I) -> Void)?
  public init() {}
}

/// Runs operations one at a time, in the order their tickets were taken.
@usableFromInline
actor _SerialQueue {
  private var nextToRun = 0
  private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

  @usableFromInline init() {}

  /// Waits for `ticket`'s turn, then runs `body` without suspending. A task cancelled before its
  /// turn throws `CancellationError` and runs nothing; the queue moves on either way.
  @usableFromInline
  func run<R: Sendable>(ticket: Int, _ body: () throws -> R) async throws -> R {
    if ticket != nextToRun {
      await withCheckedContinuation { waiting[ticket] = $0 }
    }
    defer {
      nextToRun += 1
      waiting.removeValue(forKey: nextToRun)?.resume()
    }
    try Task.checkCancellation()
    return try body()
  }
}
