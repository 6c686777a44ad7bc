import Foundation
import ListKit
import Synchronization

extension DiffableDataSource {
  // MARK: The line (every operation takes a number and runs in its turn, isolated to the actor)

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
  nonisolated(nonsending) public func holdQueue() async -> QueueHold {
    let ticket = takeTicket()
    await line.hold(ticket: ticket)
    return QueueHold(line: line)
  }

  /// Takes the next place in line and runs `body` in its turn, isolated to the data source's
  /// actor: in the calling thread, with no suspension, when it is its turn and the caller can be
  /// isolated to the actor at once (``_OperationLine/runNow(ticket:_:)``); otherwise after a hop
  /// to the actor. Cancelling the caller before its turn throws `CancellationError` and runs
  /// nothing.
  @inlinable
  nonisolated(nonsending) func inLine<R: Sendable>(_ body: @escaping @Sendable () throws -> R)
    async throws -> R
  {
    let ticket = takeTicket()
    if let result = line.runNow(
      ticket: ticket, callerOnMainActor: _isMainActor(#isolation), body)
    {
      return try result.get()
    }
    return try await line.runInTurn(ticket: ticket, body)
  }

  /// Takes the next place in line and runs `body` in its turn on the main actor, whichever actor
  /// the data source's operations are isolated to: for the user's moves and toggles, whose
  /// handlers are main-actor ones, as UIKit's. From the main actor, with nothing ahead, it runs
  /// at once; otherwise it waits for its turn (``_OperationLine/runInTurnOnMainActor(ticket:_:)``).
  @inlinable
  nonisolated(nonsending) func inLineOnMainActor<R: Sendable>(
    _ body: @escaping @Sendable () throws -> R
  ) async throws -> R {
    let ticket = takeTicket()
    // On the main thread, an idle executor of the data source's own is entered in this thread,
    // so `body` runs on the main actor either way.
    if _isMainActor(#isolation),
      let result = line.runNow(ticket: ticket, callerOnMainActor: true, body)
    {
      return try result.get()
    }
    return try await line.runInTurnOnMainActor(ticket: ticket, body)
  }

  /// Takes the next place in line before returning and runs `body` in its turn, in a task of its
  /// own (for the submit and completion-handler forms). The task starts at once, in the caller's
  /// thread (`Task.immediate`): when it is its turn and the caller can be isolated to the actor
  /// at once, the operation is done before this returns, as UIKit's apply is done when it
  /// returns, and no thread is woken for it; otherwise it waits in line like any other.
  @discardableResult
  @inlinable
  func submitted<R: Sendable>(_ body: @escaping @Sendable () throws -> R) -> Task<R, any Error> {
    let ticket = takeTicket()
    let line = line
    guard !runsOnMainActor else {
      // Run at once when the caller is on the main actor, else enqueued there.
      return Task.immediate { @MainActor in
        if let result = line.runNow(ticket: ticket, callerOnMainActor: true, body) {
          return try result.get()
        }
        return try await line.runInTurn(ticket: ticket, body)
      }
    }
    return Task.immediate(executorPreference: _currentTaskExecutor()) {
      if let result = line.runNow(ticket: ticket, callerOnMainActor: false, body) {
        return try result.get()
      }
      return try await line.runInTurn(ticket: ticket, body)
    }
  }

  /// What ``nowOrInLine(_:)`` did: ran the operation at once, or queued it.
  package enum NowOrQueued<R: Sendable> {
    case done(Result<R, any Error>)
    case queued(Task<R, any Error>)
  }

  /// UIKit's main-queue applies are done when they return: on the main actor, with nothing
  /// queued or running ahead, `body` runs now, in line order (it takes its ticket like any
  /// operation). With operations ahead (the `async` forms, submitted tasks), it waits in line in
  /// a task of its own, as the completion forms always did.
  @MainActor
  package func nowOrInLine<R: Sendable>(_ body: @escaping @Sendable () throws -> R)
    -> NowOrQueued<R>
  {
    let ticket = takeTicket()
    if runsOnMainActor, let result = line.runNow(ticket: ticket, callerOnMainActor: true, body) {
      return .done(result)
    }
    let line = line
    return .queued(Task { try await line.runInTurn(ticket: ticket, body) })
  }

  /// ``applySnapshotUsingReloadData(_:)`` now, or in line (``nowOrInLine(_:)``).
  @MainActor
  package func applyNowOrInLine(_ snapshot: Snapshot, animatingDifferences: Bool)
    -> NowOrQueued<SnapshotChangeset>
  {
    nowOrInLine { try self.reportedApply(snapshot, animatingDifferences) }
  }

  /// ``applySnapshotUsingReloadData(_:)`` now, or in line.
  @MainActor
  package func reloadNowOrInLine(_ snapshot: Snapshot) -> NowOrQueued<Void> {
    nowOrInLine { try self.reportedReload(snapshot) }
  }

  /// A section snapshot's apply now, or in line.
  @MainActor
  package func applyNowOrInLine(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool, appendingMissingSection: Bool
  ) -> NowOrQueued<SnapshotChangeset> {
    nowOrInLine {
      try self.applySectionNow(
        sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
        appendingMissingSection: appendingMissingSection)
    }
  }

  @inlinable
  func takeTicket() -> Int {
    state.withLock { state in
      defer { state.nextTicket += 1 }
      return state.nextTicket
    }
  }
}

/// The calling task's executor preference, if it has one: a submitted operation that waits in
/// line resumes there, as the caller's own child tasks would (without it, it resumes on the shared
/// pool).
@usableFromInline
func _currentTaskExecutor() -> (any TaskExecutor)? {
  guard #available(macOS 26.4, iOS 26.4, *) else { return nil }
  return withUnsafeCurrentTask { $0?.unownedTaskExecutor?.asTaskExecutor() }
}
