import Foundation
import ListKit
import Synchronization
import Testing

@testable import ListSimulator

/// The data source's actor under load: 10,000 applies submitted from 100 tasks at once, a
/// random quarter of them cancelled right after they were submitted.
@Suite struct OperationLineStressTests {
  /// Every apply either ran or threw `CancellationError` having run nothing; the ones that ran
  /// ran one at a time (the view accepted every batch against the state the one before left),
  /// each task's in the order it submitted them, and replaying their diffs in the order they ran
  /// gives exactly the batches the view accepted.
  @Test(arguments: [UInt64(11), 12])
  func tenThousandAppliesFromAHundredTasksWithCancellation(seed: UInt64) async throws {
    let view = await VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view)
    let ran = Mutex<[Snapshot]>([])
    dataSource.operationObserver = { operation in
      if case .apply(let snapshot, _, nil) = operation { ran.withLock { $0.append(snapshot) } }
    }
    let outcomes = try await withThrowingTaskGroup(of: (ran: Int, cancelled: Int).self) { group in
      for t in 0..<100 {
        group.addTask {
          var rng = SplitMix64(seed: seed &* 1000 &+ UInt64(t))
          var previous = Snapshot()
          var tasks: [Task<SnapshotChangeset, any Error>] = []
          for k in 0..<100 {
            // A marker item names the task and the apply: -(t * 100 + k) - 1.
            var next = randomEdit(of: previous, &rng).withoutMarks()
            previous = next
            if next.numberOfSections == 0 { next.appendSections(["m"]) }
            next.appendItems([-(t * 100 + k) - 1], toSection: next.sectionIdentifiers[0])
            let task = dataSource.submitApply(next)
            if rng.next() % 4 == 0 { task.cancel() }
            tasks.append(task)
          }
          var (applied, cancelled) = (0, 0)
          for task in tasks {
            switch await task.result {
            case .success: applied += 1
            case .failure(let error):
              #expect(error is CancellationError)
              cancelled += 1
            }
          }
          return (applied, cancelled)
        }
      }
      var outcomes: [(ran: Int, cancelled: Int)] = []
      for try await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    let order = ran.withLock { $0 }
    #expect(outcomes.map(\.ran).reduce(0, +) == order.count)
    #expect(outcomes.map { $0.ran + $0.cancelled }.reduce(0, +) == 10_000)
    // Each task's applies ran in the order it submitted them.
    var lastOfTask: [Int: Int] = [:]
    for snapshot in order {
      let marker = -(snapshot.itemIdentifiers.first { $0 < 0 } ?? 0) - 1
      let (t, k) = (marker / 100, marker % 100)
      #expect(k > lastOfTask[t, default: -1], "task \(t) ran apply \(k) out of order")
      lastOfTask[t] = k
    }
    let accepted = view.events.compactMap { event -> BatchUpdate? in
      if case .batchAccepted(_, let batch) = event { return batch }
      return nil
    }
    #expect(!view.events.contains { if case .batchRejected = $0 { true } else { false } })
    var expected: [BatchUpdate] = []
    var last = Snapshot()
    for snapshot in order {
      expected += SnapshotDiff.changeset(from: last, to: snapshot).batches
      last = snapshot
    }
    #expect(accepted == expected)
    #expect(dataSource.snapshot() == (order.last ?? Snapshot()))
    #expect(view.shownIdentifiers == model(dataSource.snapshot()).map { Optional($0) })
  }
}
