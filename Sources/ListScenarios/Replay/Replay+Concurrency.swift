import Foundation
import ListKit
import ListSimulator
import Synchronization

extension _Replay {
  /// Applies each snapshot from a task of its own, all running at once; a turnstile only fixes
  /// the order in which they reach `apply`, so the outcome is deterministic. With cancellations,
  /// the line is held until every apply is queued, the chosen ones are cancelled while they
  /// wait, and then the line moves.
  static func applyConcurrently(
    _ snapshots: [[Scenario.SectionData]], cancelling cancelled: [Int],
    on dataSource: DiffableDataSource<String, String, View>
  ) async throws -> SnapshotChangeset {
    let turnstile = _Turnstile()
    let hold = cancelled.isEmpty ? nil : await dataSource.holdQueue()
    let tasks = _TaskList()
    let results = await withTaskGroup(of: (Int, Result<SnapshotChangeset, any Error>).self) {
      group in
      for (k, data) in snapshots.enumerated() {
        let snapshot = Self.snapshot(data)
        group.addTask {
          await turnstile.wait(for: k)
          let task = dataSource.submitApply(snapshot)
          tasks.add(task, at: k)
          turnstile.open(k + 1)
          return (k, await task.result)
        }
      }
      if let hold {
        await turnstile.wait(for: snapshots.count)
        tasks.cancel(cancelled)
        hold.release()
      }
      var results: [(Int, Result<SnapshotChangeset, any Error>)] = []
      for await result in group { results.append(result) }
      return results.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var batches: [BatchUpdate] = []
    for (k, result) in results.enumerated() {
      if cancelled.contains(k) {
        guard case .failure(let error) = result, error is CancellationError else {
          throw _ReplayFailure(
            message: "apply \(k + 1) was cancelled while it waited in line, yet it ran")
        }
        continue
      }
      batches += try result.get().batches
    }
    return SnapshotChangeset(batches: batches)
  }
}

/// The apply tasks of `applyConcurrently`, by position.
final class _TaskList: Sendable {
  private let tasks = Mutex<[Int: Task<SnapshotChangeset, any Error>]>([:])
  func add(_ task: Task<SnapshotChangeset, any Error>, at k: Int) {
    tasks.withLock { $0[k] = task }
  }
  func cancel(_ positions: [Int]) {
    tasks.withLock { tasks in for k in positions { tasks[k]?.cancel() } }
  }
}

/// A replay step that did not do what the data source promises.
struct _ReplayFailure: Error {
  var message: String
}

/// Lets concurrent tasks pass one at a time, in the order of their numbers.
final class _Turnstile: Sendable {
  private struct State: ~Copyable {
    var next = 0
    var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
  }
  private let state = Mutex(State())

  /// Returns once `number` may pass.
  func wait(for number: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = state.withLock { state -> Bool in
        if state.next == number { return true }
        state.waiting[number] = continuation
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Lets `number` pass.
  func open(_ number: Int) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.next = number
      return state.waiting.removeValue(forKey: number)
    }
    waiter?.resume()
  }
}
