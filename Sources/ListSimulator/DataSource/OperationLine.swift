import Foundation

/// The actor a data source's operations are isolated to: the main actor's executor for a data
/// source made with a main-actor cell provider, a ``_LineExecutor`` of its own otherwise.
///
/// Every operation runs isolated to this actor and never suspends while it runs (validate, diff,
/// commit are synchronous), so the actor is what makes operations one at a time and atomic. An
/// operation runs in its caller's thread when the caller can be isolated to the actor at once
/// (``runNow(ticket:_:)``: on the main thread for the main actor, or by entering an idle
/// `_LineExecutor`), and otherwise hops to it (``run(ticket:_:)``). One kind of operation runs
/// elsewhere: a user's move or toggle that calls main-actor handlers runs on the main actor,
/// holding its turn, on a line with an executor of its own (``runInTurnOnMainActor(ticket:_:)``).
///
/// The actor also keeps the order of submission. An actor alone does not: a caller reaches it
/// when its task gets to run, not when it called (two callers on two threads can arrive in
/// either order, and a caller already on the actor would run ahead of callers queued on its
/// executor), and ``DiffableDataSource/holdQueue()`` must keep later operations out while the
/// line is held. So each operation takes a number when it is submitted (``DiffableDataSource``'s
/// `takeTicket`, the one thing done outside the actor), and the actor runs them in that order:
/// `turn` is the number whose turn it is, an operation that arrives early waits in `waiting`,
/// and one whose caller was cancelled while it waited is skipped (`abandoned`). An operation
/// that arrives on its turn, the usual case, runs at once.
@usableFromInline
actor _OperationLine {
  /// `nil`: the main actor's executor.
  @usableFromInline nonisolated let executor: _LineExecutor?
  /// The number whose turn it is.
  private var turn = 0
  /// Operations that arrived before their turn, resumed with `true` on their turn or `false`
  /// when their task was cancelled first.
  private var waiting: [Int: UnsafeContinuation<Bool, Never>] = [:]
  /// Numbers whose operations left the line before their turn (the turn skips them).
  private var abandoned = Set<Int>()

  /// A line on the main actor (`onMainActor`), or on an executor of its own.
  @usableFromInline init(onMainActor: Bool) {
    executor = onMainActor ? nil : _LineExecutor()
  }

  @usableFromInline nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor?.asUnownedSerialExecutor() ?? MainActor.sharedUnownedExecutor
  }

  // MARK: Running now, in the caller's thread

  /// Runs `body` isolated to the actor in the calling thread, when that can be done without
  /// waiting: for the main actor, when the caller is on it (`callerOnMainActor`, which the caller
  /// knows statically: `#isolation`, or a `@MainActor` context); for an executor of its own,
  /// when the executor is idle (it is then held by this thread until `body` returns). `nil`,
  /// having run nothing, otherwise.
  @usableFromInline
  nonisolated func isolatedNow<T: Sendable>(
    callerOnMainActor: @autoclosure () -> Bool, _ body: (isolated _OperationLine) -> T
  ) -> T? {
    if let executor {
      guard executor.tryEnter() else { return nil }
      defer { executor.leave() }
      return assumeIsolated(body)
    }
    guard callerOnMainActor() else { return nil }
    return assumeIsolated(body)
  }

  /// `ticket`'s operation now, in the calling thread, if the caller can be isolated to the actor
  /// at once (``isolatedNow(callerOnMainActor:_:)``) and it is `ticket`'s turn; `nil`, running
  /// nothing, otherwise (the caller then awaits ``run(ticket:_:)``).
  @usableFromInline
  nonisolated func runNow<R: Sendable>(
    ticket: Int, callerOnMainActor: @autoclosure () -> Bool, _ body: @Sendable () throws -> R
  ) -> Result<R, any Error>? {
    isolatedNow(callerOnMainActor: callerOnMainActor()) { line in line.runIfTurn(ticket, body) }
      ?? nil
  }

  /// `ticket`'s operation if it is its turn (a cancelled caller's throws `CancellationError`
  /// and runs nothing); the turn then passes on.
  private func runIfTurn<R>(_ ticket: Int, _ body: () throws -> R) -> Result<R, any Error>? {
    guard ticket == turn else { return nil }
    defer { advance() }
    if Task.isCancelled { return .failure(CancellationError()) }
    return Result { try body() }
  }

  // MARK: Waiting for the turn, then running

  /// Waits for `ticket`'s turn, then runs `body` isolated to the actor without suspending: in
  /// the caller's thread if the actor can be had at once then, else after a hop. A task
  /// cancelled before its turn throws `CancellationError` at once and runs nothing; the line
  /// moves on either way.
  @usableFromInline
  nonisolated(nonsending) func runInTurn<R: Sendable>(
    ticket: Int, _ body: @escaping @Sendable () throws -> R
  ) async throws -> R {
    let onMain = _isMainActor(#isolation)
    guard await waitForTurn(ticket, cancellable: true, callerOnMainActor: onMain) else {
      throw CancellationError()
    }
    if let result = runNow(ticket: ticket, callerOnMainActor: onMain, body) {
      return try result.get()
    }
    return try await runHere(ticket: ticket, body)
  }

  /// Waits for `ticket`'s turn, then runs `body` on the main actor: an operation that calls
  /// main-actor handlers (a user's move or toggle with handlers set). For the main actor's line
  /// this is ``runInTurn(ticket:_:)``; for a line with an executor of its own, the turn stays at
  /// `ticket` while `body` runs on the main actor (so nothing else runs beside it, though the
  /// line's executor is not held) and passes on when it returns. Cancellation as in
  /// ``runInTurn(ticket:_:)``.
  @usableFromInline
  nonisolated(nonsending) func runInTurnOnMainActor<R: Sendable>(
    ticket: Int, _ body: @escaping @Sendable () throws -> R
  ) async throws -> R {
    guard executor != nil else { return try await runInTurn(ticket: ticket, body) }
    let onMain = _isMainActor(#isolation)
    guard await waitForTurn(ticket, cancellable: true, callerOnMainActor: onMain) else {
      throw CancellationError()
    }
    if Task.isCancelled {
      advanceSoon()
      throw CancellationError()
    }
    return try await MainActor.run {
      // The turn passes on as soon as `body` returns, before the caller is resumed.
      defer { advanceSoon() }
      return try body()
    }
  }

  /// `ticket`'s operation, whose turn it is, after a hop to the actor (another thread held it).
  private func runHere<R: Sendable>(ticket: Int, _ body: @Sendable () throws -> R) throws -> R {
    precondition(ticket == turn, "an operation ran out of turn")
    defer { advance() }
    try Task.checkCancellation()
    return try body()
  }

  /// Returns on `ticket`'s turn without running anything and without passing the turn on: the
  /// line is held there until ``advance()``.
  nonisolated(nonsending) func hold(ticket: Int) async {
    _ = await waitForTurn(ticket, cancellable: false, callerOnMainActor: _isMainActor(#isolation))
  }

  /// Suspends until `ticket`'s turn (`true`), or until the task is cancelled first (`false`,
  /// and the turn will skip `ticket`), when `cancellable`.
  ///
  /// The caller waits outside the actor, and the continuation is resumed from the actor: a
  /// waiter resumes where it waited (its task executor, if it has one) and then runs isolated
  /// to the actor, in that thread when the actor is free. Waiting and leaving are registered
  /// with the actor (``wait(_:_:)``, ``leave(_:)``); the turn is checked there.
  nonisolated(nonsending) private func waitForTurn(
    _ ticket: Int, cancellable: Bool, callerOnMainActor onMain: Bool
  ) async -> Bool {
    if cancellable && Task.isCancelled {
      // Nobody waits for `ticket`: if its turn has come, the turn passes on here.
      soon(callerOnMainActor: onMain) { $0.abandon(ticket) }
      return false
    }
    guard cancellable else { return await waitInLine(ticket) }
    return await withTaskCancellationHandler {
      // (This closure is not isolated to the caller's actor: it registers from outside.)
      await waitInLine(ticket)
    } onCancel: {
      self.soon(callerOnMainActor: false) { $0.leave(ticket) }
    }
  }

  /// Suspends the caller until ``wait(_:_:)`` resumes it.
  private nonisolated func waitInLine(_ ticket: Int) async -> Bool {
    await withUnsafeContinuation { (turnCame: UnsafeContinuation<Bool, Never>) in
      soon(callerOnMainActor: false) { $0.wait(ticket, turnCame) }
    }
  }

  /// `ticket`'s operation waits: resumed at once if it is its turn (`true`) or if it already left
  /// (`false`), else on its turn or when it leaves. It left if the turn has passed it: its
  /// leaving can be registered before its waiting (both reach the actor from outside, in either
  /// order), and the turn then skips it and forgets it before it waits.
  private func wait(_ ticket: Int, _ turnCame: UnsafeContinuation<Bool, Never>) {
    if ticket == turn {
      turnCame.resume(returning: true)
    } else if ticket < turn || abandoned.contains(ticket) {
      turnCame.resume(returning: false)
    } else {
      waiting[ticket] = turnCame
    }
  }

  /// `ticket`'s operation leaves the line (its task was cancelled before its turn): the turn will
  /// skip it, and it is resumed with `false` if it waits. One whose turn has come stays (it
  /// throws `CancellationError` when it runs, and passes the turn on).
  private func leave(_ ticket: Int) {
    guard ticket > turn else { return }
    abandoned.insert(ticket)
    waiting.removeValue(forKey: ticket)?.resume(returning: false)
  }

  /// `ticket`'s operation leaves the line without waiting (its task was cancelled before it
  /// asked for its turn): the turn passes on now if it is `ticket`'s, or will skip it.
  private func abandon(_ ticket: Int) {
    if ticket == turn { advance() } else { leave(ticket) }
  }

  /// Passes the turn to the next number (skipping the ones that left) and wakes its operation
  /// if it is waiting.
  func advance() {
    turn += 1
    while abandoned.remove(turn) != nil { turn += 1 }
    waiting.removeValue(forKey: turn)?.resume(returning: true)
  }

  /// Runs `body` isolated to the actor from outside it: now, in this thread, if the actor can be
  /// had at once (for an executor of its own, jobs it wakes then run in this thread before this
  /// returns), else as soon as the actor is free.
  nonisolated func soon(
    callerOnMainActor: Bool, _ body: @escaping @Sendable (isolated _OperationLine) -> Void
  ) {
    if isolatedNow(callerOnMainActor: callerOnMainActor, body) == nil {
      Task { await body(self) }
    }
  }

  /// Passes the turn on from outside the actor (the end of a hold).
  nonisolated func advanceSoon() {
    guard executor != nil else {
      Task.immediate { @MainActor in _ = isolatedNow(callerOnMainActor: true) { $0.advance() } }
      return
    }
    soon(callerOnMainActor: false) { $0.advance() }
  }
}

/// Whether `isolation` (a caller's `#isolation`) is the main actor.
@usableFromInline
func _isMainActor(_ isolation: (any Actor)?) -> Bool {
  guard let isolation else { return false }
  return isolation === MainActor.shared
}
