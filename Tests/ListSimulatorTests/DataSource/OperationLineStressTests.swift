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

/// The line stays live whatever a caller's task does: on a data source with an actor of its own
/// and on a main-actor one, tasks on and off the main actor await applies, submit them, cancel
/// them after they asked or before, and move items with a reordering handler set (such a move
/// runs on the main actor). Every call returns (the test's time limit is the oracle: the line
/// used to stop for good when a cancelled caller could not run at once), a caller cancelled
/// before it asked throws `CancellationError` and applies nothing, and the view ends showing
/// the data source's snapshot, having accepted every batch.
@Suite struct OperationLineLivenessTests {
  enum Call: CaseIterable { case awaited, submitted, cancelledBefore, cancelledAfter, move }

  @Test(.timeLimit(.minutes(1)), arguments: [false, true], [UInt64(21), 22, 23, 24, 25, 26])
  func everyCallReturns(mainActor: Bool, seed: UInt64) async throws {
    let view = await VirtualCollectionView()
    let dataSource =
      mainActor
      ? await VirtualCollectionViewDataSource<String, Int>(
        view: view, mainActorCellProvider: { _, _, _ in VirtualCell() })
      : VirtualCollectionViewDataSource<String, Int>(view: view)
    var handlers = ReorderingHandlers<String, Int>()
    handlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers = handlers
    let applied = Mutex(Set<Int>())
    dataSource.operationObserver = { operation in
      guard case .apply(let snapshot, _, nil) = operation else { return }
      applied.withLock { $0.formUnion(snapshot.itemIdentifiers.filter { $0 < 0 }) }
    }
    let refusedBeforeAsking = try await withThrowingTaskGroup(of: [Int].self) { group in
      for t in 0..<12 {
        if t % 2 == 0 {
          group.addTask { try await Self.calls(t, seed, dataSource) }
        } else {
          group.addTask { try await Self.callsOnTheMainActor(t, seed, dataSource) }
        }
      }
      var markers: [Int] = []
      for try await found in group { markers += found }
      return markers
    }
    // Everything submitted has run (or was cancelled) once a last apply has.
    var last = Snapshot()
    last.appendSections(["s"])
    try await dataSource.apply(last)
    #expect(applied.withLock { $0.isDisjoint(with: refusedBeforeAsking) })
    #expect(!view.events.contains { if case .batchRejected = $0 { true } else { false } })
    #expect(view.shownIdentifiers == model(dataSource.snapshot()).map { Optional($0) })
  }

  /// ``calls(_:_:_:)`` from the main actor.
  @MainActor static func callsOnTheMainActor(
    _ t: Int, _ seed: UInt64, _ dataSource: VirtualCollectionViewDataSource<String, Int>
  ) async throws -> [Int] {
    try await calls(t, seed, dataSource)
  }

  /// Task `t`'s 40 calls, in the caller's isolation; the markers of the applies it cancelled
  /// before they asked.
  nonisolated(nonsending) static func calls(
    _ t: Int, _ seed: UInt64, _ dataSource: VirtualCollectionViewDataSource<String, Int>
  ) async throws -> [Int] {
    var rng = SplitMix64(seed: seed &* 1000 &+ UInt64(t))
    var markers: [Int] = []
    var submitted: [Task<SnapshotChangeset, any Error>] = []
    for k in 0..<40 {
      let marker = -(t * 100 + k) - 1
      var next = Snapshot()
      next.appendSections(["s"])
      next.appendItems(Array(0..<Int(rng.next() % 6)) + [marker])
      switch Call.allCases[Int(rng.next() % UInt64(Call.allCases.count))] {
      case .awaited:
        try await dataSource.apply(next)
      case .submitted:
        submitted.append(dataSource.submitApply(next))
      case .cancelledAfter:
        let task = dataSource.submitApply(next)
        task.cancel()
        submitted.append(task)
      case .cancelledBefore:
        // Cancelled before it asks for its turn.
        let cancelled = Task.detached { [next] in
          withUnsafeCurrentTask { $0?.cancel() }
          try await dataSource.apply(next)
        }
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        markers.append(marker)
      case .move:
        let count = dataSource.snapshot().numberOfItems
        guard count > 1 else { continue }
        // Applies that ran before its turn may have left no such row: then it is refused.
        do {
          _ = try await dataSource.userMovedItem(
            at: IndexPath(item: Int(rng.next() % UInt64(count)), section: 0),
            to: IndexPath(item: Int(rng.next() % UInt64(count - 1)), section: 0))
        } catch DiffableDataSourceError.invalidInteraction(_) {}
      }
    }
    // Each submitted apply ran or, cancelled, threw `CancellationError`.
    for task in submitted {
      if case .failure(let error) = await task.result { #expect(error is CancellationError) }
    }
    return markers
  }
}
