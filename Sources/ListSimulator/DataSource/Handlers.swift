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
///
/// A waiter whose task is cancelled leaves the line at once (it throws `CancellationError`); its
/// ticket is skipped when its turn comes, so the others keep their order.
@usableFromInline
actor _SerialQueue {
  private var nextToRun = 0
  /// Waiters, resumed with `true` on their turn or `false` when their task was cancelled.
  private var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
  /// Tickets whose callers left the line before their turn.
  private var abandoned = Set<Int>()

  @usableFromInline init() {}

  /// Waits for `ticket`'s turn, then runs `body` without suspending. A task cancelled before its
  /// turn throws `CancellationError` at once and runs nothing; the queue moves on either way.
  @usableFromInline
  func run<R: Sendable>(ticket: Int, _ body: () throws -> R) async throws -> R {
    if ticket != nextToRun {
      let proceed = await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
          if ticket == nextToRun {
            continuation.resume(returning: true)
          } else if Task.isCancelled {
            abandoned.insert(ticket)
            continuation.resume(returning: false)
          } else {
            waiting[ticket] = continuation
          }
        }
      } onCancel: {
        Task { await self.leave(ticket) }
      }
      guard proceed else { throw CancellationError() }
    }
    defer { advance() }
    try Task.checkCancellation()
    return try body()
  }

  /// A waiting caller's task was cancelled: it leaves the line now.
  private func leave(_ ticket: Int) {
    guard let continuation = waiting.removeValue(forKey: ticket) else { return }
    abandoned.insert(ticket)
    continuation.resume(returning: false)
  }

  private func advance() {
    nextToRun += 1
    while abandoned.remove(nextToRun) != nil { nextToRun += 1 }
    waiting.removeValue(forKey: nextToRun)?.resume(returning: true)
  }
}
