import Foundation
import Synchronization

/// The thread one fuzzing job runs on: every task of the job — the job itself, and the tasks its
/// cases start (a data source's submitted applies, which inherit the job's executor preference)
/// — runs here, one job after another.
///
/// On the shared pool, each apply that waited in line was resumed on whichever worker thread was
/// free, and the job's own task moved between threads as it awaited them: a thread woken (a
/// futex call) for nearly every queued apply, and the cases' data going from core to core. Here
/// a resumed task is appended to this queue and runs when the thread comes to it; the job's
/// cases are unchanged, and so is their order.
final class _JobExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  /// Guarded by `condition`.
  private var queue: [UnownedJob] = []
  private var stopped = false
  /// The thread (it holds the executor until it ends, after ``stop()``); set before it starts.
  private(set) var thread: Thread?

  init() {
    let thread = Thread { [self] in run() }
    thread.name = "listkit fuzz job"
    // A case's synchronous code (the shrinker's replays, a large list's checks) gets the stack a
    // main thread has.
    thread.stackSize = 8 << 20
    self.thread = thread
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    queue.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Lets the thread end once nothing is queued (after the job has finished).
  func stop() {
    condition.lock()
    stopped = true
    condition.signal()
    condition.unlock()
  }

  private func run() {
    var running: [UnownedJob] = []
    while true {
      condition.lock()
      while queue.isEmpty && !stopped { condition.wait() }
      if queue.isEmpty {
        condition.unlock()
        return
      }
      swap(&running, &queue)
      condition.unlock()
      for job in running { job.runSynchronously(on: asUnownedTaskExecutor()) }
      running.removeAll(keepingCapacity: true)
    }
  }
}

/// Job executors whose campaign has ended, kept for the next campaign of the process: their
/// threads wait, idle, as the shared pool's threads did, instead of a new thread (with a cold
/// allocator cache) starting for every campaign — about 5% of a 300-case campaign (F1). At most
/// `kept` are kept; the others are stopped.
final class _JobExecutorPool: Sendable {
  static let shared = _JobExecutorPool(kept: 8)

  private let idle = Mutex<[_JobExecutor]>([])
  let kept: Int

  init(kept: Int) { self.kept = kept }

  /// An idle executor, or a new one.
  func take() -> _JobExecutor { idle.withLock { $0.popLast() } ?? _JobExecutor() }

  /// Keeps `executor` for a later campaign, or stops it when enough are kept.
  func give(_ executor: _JobExecutor) {
    let extra = idle.withLock { idle -> _JobExecutor? in
      guard idle.count < kept else { return executor }
      idle.append(executor)
      return nil
    }
    extra?.stop()
  }

  /// How many are kept now.
  var count: Int { idle.withLock { $0.count } }
}
