import Dispatch
import Foundation
import Synchronization

/// The serial executor of a headless data source's actor (``_OperationLine``): it runs one job at
/// a time, in the order they were enqueued, and it can also be *entered* by a thread that wants
/// to run isolated code synchronously while the executor is idle.
///
/// A thread that enters (``tryEnter()``) holds the executor exactly as a running job would: jobs
/// enqueued meanwhile wait, and the thread runs them itself when it leaves (``leave()``), so a
/// job never waits for a thread to be woken while the executor is held. Jobs enqueued while the
/// executor is idle run on a thread of the shared pool. That is what lets an operation whose
/// turn has come run in its caller's thread — isolated to the actor, without a hop — whoever the
/// caller is: the main actor, a fuzzing job's thread, or any task.
@usableFromInline
final class _LineExecutor: SerialExecutor, Sendable {
  private struct State: ~Copyable {
    /// A job runs, or a thread has entered.
    var busy = false
    /// The thread that entered, while it holds the executor.
    var holder: pthread_t?
    /// Jobs waiting, in the order they were enqueued, from `head` on.
    var queue: [UnownedJob] = []
    var head = 0

    mutating func popFirst() -> UnownedJob? {
      guard head < queue.count else {
        queue.removeAll(keepingCapacity: true)
        head = 0
        return nil
      }
      defer { head += 1 }
      return queue[head]
    }

    /// The next waiting job (the executor stays busy), or `nil` and the executor is idle.
    mutating func nextOrIdle() -> UnownedJob? {
      if let job = popFirst() { return job }
      busy = false
      return nil
    }
  }

  private let state = Mutex(State())

  @usableFromInline init() {}

  @usableFromInline
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let start = state.withLock { state -> Bool in
      if state.busy {
        state.queue.append(job)
        return false
      }
      state.busy = true
      return true
    }
    if start { DispatchQueue.global().async { self.drain(job) } }
  }

  /// Takes the executor for the calling thread if it is idle (no job running, none waiting):
  /// until ``leave()``, code on this thread is isolated to the actors this executor runs.
  @usableFromInline
  func tryEnter() -> Bool {
    state.withLock { state in
      guard !state.busy else { return false }
      state.busy = true
      state.holder = pthread_self()
      return true
    }
  }

  /// Gives the executor up after ``tryEnter()``, first running, on this thread, the jobs that
  /// were enqueued while it was held.
  @usableFromInline
  func leave() {
    let next = state.withLock { state in
      state.holder = nil
      return state.nextOrIdle()
    }
    if let next { drain(next) }
  }

  /// Runs `job`, then every job enqueued behind it, until none is left.
  private func drain(_ job: UnownedJob) {
    var job = job
    while true {
      job.runSynchronously(on: asUnownedSerialExecutor())
      guard let next = state.withLock({ $0.nextOrIdle() }) else { return }
      job = next
    }
  }

  @usableFromInline
  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  /// A thread that entered the executor is isolated to it (the runtime knows the threads that
  /// run its jobs by itself).
  @available(macOS 26.0, iOS 26.0, *)
  @usableFromInline
  func isIsolatingCurrentContext() -> Bool? { isHeldByThisThread() }

  @usableFromInline
  func checkIsolated() {
    precondition(isHeldByThisThread(), "not on the data source's executor")
  }

  private func isHeldByThisThread() -> Bool {
    state.withLock { state in
      guard let holder = state.holder else { return false }
      return pthread_equal(holder, pthread_self()) != 0
    }
  }
}
