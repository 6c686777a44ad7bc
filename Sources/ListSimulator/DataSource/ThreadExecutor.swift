import Foundation

/// A task executor with one thread of its own: every task that prefers it (its child tasks, and
/// the applies a data source submits from it, which take their caller's preference) runs there,
/// one job after another, and a task resumed there is appended to its queue rather than waking
/// another thread. The fuzzer runs each job on one (`ListFuzz`'s `_JobExecutorPool`); tests use
/// it to see where work runs.
package final class _ThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  /// Guarded by `condition`.
  private var queue: [UnownedJob] = []
  private var stopped = false
  /// The thread (it holds the executor until it ends, after ``stop()``); set before it starts.
  package private(set) var thread: Thread?

  package init(name: String) {
    let thread = Thread { [self] in run() }
    thread.name = name
    // A task's synchronous code (a fuzzer's shrinking replays, a large list's checks) gets the
    // stack a main thread has.
    thread.stackSize = 8 << 20
    self.thread = thread
    thread.start()
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    queue.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Lets the thread end once nothing is queued.
  package func stop() {
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
