import Foundation
import ListKit
import Synchronization

extension DiffableDataSource {
  // MARK: The serial line (every operation takes a ticket and runs in its turn)

  /// Holds the line: returns once everything submitted before has run; what is submitted after
  /// waits until the hold is released (or dropped). For tests of what happens while operations
  /// wait in line — cancelling a queued apply, for instance.
  ///
  /// ```swift
  /// let hold = await dataSource.holdQueue()
  /// let queued = dataSource.submitApply(next)
  /// queued.cancel()  // it never runs
  /// hold.release()
  /// ```
  public func holdQueue() async -> QueueHold {
    let ticket = takeTicket()
    await serial.waitForTurn(ticket: ticket)
    return QueueHold(queue: serial)
  }

  /// Takes the next place in line and runs `body` in its turn, in the calling task (cancelling
  /// it before its turn throws `CancellationError` and runs nothing).
  @inlinable
  func inLine<R: Sendable>(_ body: @escaping @Sendable () throws -> R) async throws -> R {
    try await serial.run(ticket: takeTicket(), onMainActor: runsOnMainActor, body)
  }

  /// Takes the next place in line before returning and runs `body` in its turn, in a task of its
  /// own (for the submit and completion-handler forms).
  @discardableResult
  @inlinable
  func submitted<R: Sendable>(_ body: @escaping @Sendable () throws -> R) -> Task<R, any Error> {
    let ticket = takeTicket()
    return Task { try await serial.run(ticket: ticket, onMainActor: runsOnMainActor, body) }
  }

  @inlinable
  func takeTicket() -> Int {
    state.withLock { state in
      defer { state.nextTicket += 1 }
      return state.nextTicket
    }
  }
}
