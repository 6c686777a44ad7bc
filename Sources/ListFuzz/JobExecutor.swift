import Foundation
import ListSimulator
import Synchronization

/// Each job of a campaign runs on a thread of its own (`_ThreadExecutor`): the job and every task
/// its cases start (a data source's submitted applies, which take the job's executor preference)
/// run there. On the shared pool, each apply that waited in line was resumed on whichever worker
/// thread was free, and the job's own task moved between threads as it awaited them: a thread
/// woken (a futex call) for nearly every queued apply, and the cases' data going from core to
/// core. The job's cases, and their order, are the same either way.
///
/// Job executors whose campaign has ended, kept for the next campaign of the process: their
/// threads wait, idle, as the shared pool's threads did, instead of a new thread (with a cold
/// allocator cache) starting for every campaign, which a short campaign feels (docs/performance.md,
/// "What made it fast"). At most
/// `kept` are kept; the others are stopped.
final class _JobExecutorPool: Sendable {
  static let shared = _JobExecutorPool(kept: 8)

  private let idle = Mutex<[_ThreadExecutor]>([])
  let kept: Int

  init(kept: Int) { self.kept = kept }

  /// An idle executor, or a new one.
  func take() -> _ThreadExecutor {
    idle.withLock { $0.popLast() } ?? _ThreadExecutor(name: "listkit fuzz job")
  }

  /// Keeps `executor` for a later campaign, or stops it when enough are kept.
  func give(_ executor: _ThreadExecutor) {
    let extra = idle.withLock { idle -> _ThreadExecutor? in
      guard idle.count < kept else { return executor }
      idle.append(executor)
      return nil
    }
    extra?.stop()
  }

  /// How many are kept now.
  var count: Int { idle.withLock { $0.count } }
}
