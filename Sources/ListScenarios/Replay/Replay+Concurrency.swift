import Foundation
import ListKit
import ListSimulator

extension _Replay {
  /// Submits each snapshot's apply in order: each runs in a task of its own, all at once
  /// (``DiffableDataSource/submitApply(_:animatingDifferences:)`` takes the apply's place in line
  /// before it returns, so the order of the submissions is the order of the line, and the
  /// outcome is deterministic). With cancellations, the line is held until every apply is
  /// queued, the chosen ones are cancelled while they wait, and then the line moves.
  nonisolated(nonsending) static func applyConcurrently(
    _ snapshots: [[Scenario.SectionData]], cancelling cancelled: [Int],
    on dataSource: DiffableDataSource<String, String, View>
  ) async throws -> SnapshotChangeset {
    let hold = cancelled.isEmpty ? nil : await dataSource.holdQueue()
    let tasks = snapshots.map { dataSource.submitApply(Self.snapshot($0)) }
    if let hold {
      for k in cancelled where tasks.indices.contains(k) { tasks[k].cancel() }
      hold.release()
    }
    // Every apply has finished before the step ends, whatever happened to the others.
    var results: [Result<SnapshotChangeset, any Error>] = []
    for task in tasks { results.append(await task.result) }
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

/// A replay step that did not do what the data source promises.
struct _ReplayFailure: Error {
  var message: String
}
