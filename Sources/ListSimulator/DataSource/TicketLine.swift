import Foundation
import ListKit
import Synchronization

/// Runs operations one at a time, in the order their tickets were taken.
///
/// An operation runs in the task that holds the ticket, on its turn (or on the main actor for a
/// main-actor data source): only the holder of the current ticket runs, and the next ticket is
/// let through when it is done, so the line itself is the serial queue — no actor, and no thread
/// woken, for an operation whose turn has come. Waiting happens behind a lock, so that a waiter
/// whose task is cancelled leaves the line at once — even while a long line of applies runs —
/// and throws `CancellationError`; its ticket is skipped when its turn comes, and the others
/// keep their order.
@usableFromInline
final class _TicketLine: Sendable {
  struct Line: ~Copyable {
    var nextToRun = 0
    /// Waiters, resumed with `true` on their turn or `false` when their task was cancelled.
    var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
    /// Tickets whose callers left the line before their turn.
    var abandoned = Set<Int>()
  }

  private let line = Mutex(Line())

  @usableFromInline init() {}

  /// Waits for `ticket`'s turn, then runs `body` without suspending. A task cancelled before its
  /// turn throws `CancellationError` at once and runs nothing; the queue moves on either way.
  @usableFromInline
  nonisolated(nonsending) func run<R: Sendable>(
    ticket: Int, onMainActor: Bool = false, _ body: @escaping @Sendable () throws -> R
  ) async throws -> R {
    // Its turn already (the usual case): no suspension at all.
    let ready = line.withLock { $0.nextToRun == ticket }
    let proceed = ready ? true : await waitInLine(ticket)
    guard proceed else { throw CancellationError() }
    defer { advance() }
    try Task.checkCancellation()
    if onMainActor { return try await MainActor.run { try body() } }
    return try body()
  }

  /// Runs `body` in the calling task at once when it is `ticket`'s turn (nothing queued or running
  /// ahead of it); `nil`, running nothing, otherwise (the caller then waits in line with it).
  func runNow<R>(ticket: Int, _ body: () throws -> R) -> Result<R, any Error>? {
    guard line.withLock({ $0.nextToRun == ticket }) else { return nil }
    defer { advance() }
    return Result { try body() }
  }

  /// Suspends until `ticket`'s turn (`true`) or until the task is cancelled first (`false`).
  private func waitInLine(_ ticket: Int) async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let answer = line.withLock { line -> Bool? in
          if ticket == line.nextToRun { return true }
          if Task.isCancelled {
            line.abandoned.insert(ticket)
            return false
          }
          line.waiting[ticket] = continuation
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      let waiter = line.withLock { line -> CheckedContinuation<Bool, Never>? in
        guard let waiter = line.waiting.removeValue(forKey: ticket) else { return nil }
        line.abandoned.insert(ticket)
        return waiter
      }
      waiter?.resume(returning: false)
    }
  }

  /// Waits for `ticket`'s turn and returns without running anything: the line stays held there
  /// until ``release()`` (or `advance`) lets the next ticket through.
  func waitForTurn(ticket: Int) async {
    _ = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let now = line.withLock { line -> Bool in
        if ticket == line.nextToRun { return true }
        line.waiting[ticket] = continuation
        return false
      }
      if now { continuation.resume(returning: true) }
    }
  }

  /// Lets the ticket after the current one through (ends a hold).
  func release() { advance() }

  private func advance() {
    let next = line.withLock { line -> CheckedContinuation<Bool, Never>? in
      line.nextToRun += 1
      while line.abandoned.remove(line.nextToRun) != nil { line.nextToRun += 1 }
      return line.waiting.removeValue(forKey: line.nextToRun)
    }
    next?.resume(returning: true)
  }
}

/// A hold on a data source's line of operations (``DiffableDataSource/holdQueue()``): what was
/// submitted after it waits until ``release()``. Releasing twice does nothing.
public final class QueueHold: Sendable {
  private let released = Mutex(false)
  private let queue: _TicketLine

  init(queue: _TicketLine) { self.queue = queue }

  /// Lets the operations behind the hold run, in order.
  public func release() {
    let first = released.withLock { released -> Bool in
      defer { released = true }
      return !released
    }
    if first { queue.release() }
  }

  deinit { release() }
}
