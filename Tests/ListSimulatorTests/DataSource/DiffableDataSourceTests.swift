import Foundation
import ListKit
import Synchronization
import Testing

@testable import ListSimulator

@Suite struct DiffableDataSourceTests {
  @MainActor func makeDataSource() -> (
    VirtualCollectionView, VirtualCollectionViewDataSource<String, Int>
  ) {
    let view = VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view)
    return (view, dataSource)
  }

  @Test func applyShowsTheSnapshotAndConsumesMarks() async throws {
    let (view, dataSource) = await makeDataSource()
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2, 3])
    try await dataSource.apply(snapshot)
    #expect(view.shownIdentifiers == [[1, 2, 3]])
    snapshot.reconfigureItems([2])
    view.clearEvents()
    let changeset = try await dataSource.apply(snapshot)
    #expect(changeset.counts.reconfigureItems == 1)
    #expect(view.statistics.cellsReconfigured == 1)
    #expect(view.statistics.cellsCreated == 0)
    #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    // A later apply does not re-send the marks.
    let again = try await dataSource.apply(dataSource.snapshot())
    #expect(again.batches.isEmpty)
  }

  /// The data source hands the view its snapshot's own item arrays, and the view keeps them
  /// where every cell shows what they hold: a section whose items did not change (even one that
  /// moved) is the same storage next time, so the view recognises it without comparing.
  @Test func viewKeepsTheDataSourcesArrays() async throws {
    let (view, dataSource) = await makeDataSource()
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3, 4], toSection: "b")
    snapshot.appendItems([5, 6], toSection: "c")
    try await dataSource.apply(snapshot)
    let before = dataSource.contents().columns.map { $0?._elementsAddress }
    snapshot.moveSection("c", beforeSection: "a")
    snapshot.appendItems([7], toSection: "b")
    try await dataSource.apply(snapshot)
    #expect(view.shownIdentifiers == [[5, 6], [1, 2], [3, 4, 7]])
    let after = dataSource.contents().columns
    #expect(after[0]?._elementsAddress == before[2])  // c moved to the front
    #expect(after[1]?._elementsAddress == before[0])  // a shifted by the move
    #expect(after[2]?._elementsAddress != before[1])  // b changed
    let shown = view.engine.core.withLock { $0.shown.columns }
    for s in 0..<3 {
      let (shown, handed) = (try #require(shown[s]), try #require(after[s]))
      #expect(shown.sharesStorage(with: handed), "section \(s)")
    }
  }

  @Test func invalidSnapshotThrowsItsErrorAndKeepsState() async throws {
    let (view, dataSource) = await makeDataSource()
    var good = Snapshot()
    good.appendSections(["a"])
    good.appendItems([1, 2])
    try await dataSource.apply(good)
    var bad = good
    bad.appendItems([2])
    await #expect(throws: SnapshotError<String, Int>.itemAlreadyExists([2])) {
      try await dataSource.apply(bad)
    }
    var duplicate = Snapshot()
    duplicate.appendSections(["a"])
    duplicate.appendItems([7, 7])
    await #expect(throws: SnapshotError<String, Int>.duplicateItemIdentifiers([7])) {
      try await dataSource.apply(duplicate)
    }
    #expect(dataSource.snapshot() == good)
    #expect(view.shownIdentifiers == [[1, 2]])
  }

  @MainActor @Test func handMutationOfAManagedViewIsRuleD18() throws {
    let (view, dataSource) = makeDataSource()
    _ = dataSource
    #expect(throws: BatchUpdateError.self) {
      try view.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    do {
      try view.reloadData()
      Issue.record("reloadData on a managed view was accepted")
    } catch {
      #expect(error.code == .mutationOnDiffableView)
      #expect(
        error.message.hasPrefix(
          "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs"))
    }
  }

  /// 1,000 applies from a task group: the final snapshot is the last submitted, and the view
  /// validated one batch per changing apply, in submission order.
  @Test(arguments: [UInt64(1), 2])
  func concurrentAppliesAreSerialisedInSubmissionOrder(seed: UInt64) async throws {
    let (view, dataSource) = await makeDataSource()
    var rng = SplitMix64(seed: seed)
    var snapshots: [Snapshot] = []
    var previous = Snapshot()
    for _ in 0..<1000 {
      let next = randomEdit(of: previous, &rng).withoutMarks()
      snapshots.append(next)
      previous = next
    }
    let tasks = snapshots.map { dataSource.submitApply($0) }
    let counts = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
      for (k, task) in tasks.enumerated() {
        group.addTask { (k, try await task.value.batches.count) }
      }
      var counts = [Int](repeating: 0, count: tasks.count)
      for try await (k, count) in group { counts[k] = count }
      return counts
    }
    #expect(dataSource.snapshot() == snapshots.last!)
    #expect(view.shownIdentifiers == model(snapshots.last!).map { Optional($0) })
    let accepted = view.events.compactMap { event -> BatchUpdate? in
      if case .batchAccepted(_, let batch) = event { return batch }
      return nil
    }
    #expect(accepted.count == counts.reduce(0, +))
    #expect(
      !view.events.contains { if case .batchRejected = $0 { return true } else { return false } })
    // Replaying the diffs in order reproduces exactly the accepted batches, in order.
    var expected: [BatchUpdate] = []
    var last = Snapshot()
    for snapshot in snapshots {
      expected += SnapshotDiff.changeset(from: last, to: snapshot).batches
      last = snapshot
    }
    #expect(accepted == expected)
  }

  @Test func cancelledCallerDoesNotApply() async throws {
    let (_, dataSource) = await makeDataSource()
    var first = Snapshot()
    first.appendSections(["a"])
    first.appendItems([1])
    var second = first
    second.appendItems([2])
    // Hold the line so the caller waits in it, then cancel it there.
    var big = Snapshot()
    big.appendSections(["big"])
    big.appendItems(Array(1000..<31_000))
    _ = try await dataSource.submitApply(big).value
    // Hold the line, so that the caller (started at once) takes its place and waits in it.
    let hold = await dataSource.holdQueue()
    let task = Task.immediate { try await dataSource.apply(second) }
    task.cancel()
    hold.release()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(dataSource.snapshot() == big)
    try await dataSource.apply(first)
    #expect(dataSource.snapshot() == first)
  }

  /// Applies awaited from eight tasks at once: the line lets one run at a time (each in its
  /// caller's task), so every batch is accepted against the state the one before left, and the
  /// view ends up showing what the data source holds.
  @Test(arguments: [UInt64(3), 4])
  func appliesFromManyTasksRunOneAtATime(seed: UInt64) async throws {
    let (view, dataSource) = await makeDataSource()
    var rng = SplitMix64(seed: seed)
    // Each task applies snapshots of its own lineage: every apply diffs from whatever another
    // task left, so two applies running at once would be caught by the view's validation.
    var lineages: [[Snapshot]] = []
    for _ in 0..<8 {
      var previous = Snapshot()
      var lineage: [Snapshot] = []
      for _ in 0..<100 {
        previous = randomEdit(of: previous, &rng).withoutMarks()
        lineage.append(previous)
      }
      lineages.append(lineage)
    }
    let sent = try await withThrowingTaskGroup(of: Int.self) { group in
      for lineage in lineages {
        group.addTask {
          var batches = 0
          for snapshot in lineage {
            batches += try await dataSource.apply(snapshot).batches.count
          }
          return batches
        }
      }
      var total = 0
      for try await batches in group { total += batches }
      return total
    }
    let accepted = view.events.count { if case .batchAccepted = $0 { true } else { false } }
    #expect(accepted == sent)
    #expect(!view.events.contains { if case .batchRejected = $0 { true } else { false } })
    #expect(view.shownIdentifiers == model(dataSource.snapshot()).map { Optional($0) })
    #expect(lineages.contains { $0.last == dataSource.snapshot() })
  }

  /// A submitted apply starts at once in the caller's thread: with nothing ahead in line it is
  /// done when `submitApply` returns (as UIKit's apply is done when it returns); with an
  /// operation ahead it waits in line and is done when the line reaches it.
  @Test func submittedApplyWithNothingAheadIsDoneWhenItReturns() async throws {
    let (view, dataSource) = await makeDataSource()
    var first = Snapshot()
    first.appendSections(["a"])
    first.appendItems([1, 2, 3])
    let done = dataSource.submitApply(first)
    #expect(dataSource.snapshot() == first)
    #expect(view.shownIdentifiers == [[1, 2, 3]])
    #expect(try await done.value.batches.count == 1)
    let hold = await dataSource.holdQueue()
    var second = first
    second.appendItems([4])
    let queued = dataSource.submitApply(second)
    #expect(dataSource.snapshot() == first)
    hold.release()
    _ = try await queued.value
    #expect(dataSource.snapshot() == second)
  }

  /// A submitted apply that waits in line resumes on its caller's task executor, as the caller's
  /// own work would: a caller that runs on one thread keeps every apply it submits there.
  @Test func queuedSubmittedApplyRunsOnTheCallersExecutor() async throws {
    let executor = _ThreadExecutor(name: "test")
    defer { executor.stop() }
    let thread = ObjectIdentifier(try #require(executor.thread))
    let appliedOn = Mutex<[ObjectIdentifier]>([])
    let view = await VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view) {
      view, indexPath, _ in
      appliedOn.withLock { $0.append(currentThread()) }
      return view.engine.dequeueCell(reuseIdentifier: "cell", for: indexPath) { VirtualCell() }
    }
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2, 3])
    try await withTaskExecutorPreference(executor) {
      let hold = await dataSource.holdQueue()
      let queued = dataSource.submitApply(snapshot)
      #expect(dataSource.snapshot() != snapshot)
      hold.release()
      _ = try await queued.value
    }
    #expect(dataSource.snapshot() == snapshot)
    let threads = appliedOn.withLock { $0 }
    #expect(threads.count == 3)
    #expect(threads.allSatisfy { $0 == thread })
  }

  /// An awaited apply runs in its caller's isolation, as UIKit's apply runs on the queue that
  /// calls it: awaited on the main actor, the diff, the validation and the cell provider run
  /// where the caller runs, with no hop to the global pool and back (the data source itself is
  /// not bound to the main actor).
  @MainActor
  @Test func anAwaitedApplyRunsOnTheCallersActor() async throws {
    let threads = Mutex<[ObjectIdentifier]>([])
    let view = VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view) {
      view, indexPath, _ in
      threads.withLock { $0.append(currentThread()) }
      return view.engine.dequeueCell(reuseIdentifier: "cell", for: indexPath) { VirtualCell() }
    }
    #expect(!dataSource.runsOnMainActor)
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2, 3])
    let caller = currentThread()
    try await dataSource.apply(snapshot)
    snapshot.appendItems([4])
    try await dataSource.applySnapshotUsingReloadData(snapshot)
    let seen = threads.withLock { $0 }
    #expect(seen.count == 7)
    #expect(seen.allSatisfy { $0 == caller })
    #expect(currentThread() == caller)
  }

  @Test func completionsArriveInSubmissionOrder() async throws {
    let (_, dataSource) = await makeDataSource()
    let order = Mutex<[Int]>([])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let remaining = Mutex(20)
      for k in 0..<20 {
        var snapshot = Snapshot()
        snapshot.appendSections(["a"])
        snapshot.appendItems(Array(0..<k))
        dataSource.apply(snapshot) { result in
          if case .success = result { order.withLock { $0.append(k) } }
          if remaining.withLock({
            $0 -= 1; return $0
          }) == 0 {
            done.resume()
          }
        }
      }
    }
    #expect(order.withLock { $0 } == Array(0..<20))
    #expect(dataSource.snapshot().numberOfItems == 19)
  }

  @Test func sectionSnapshotKeepsHierarchyAndToggles() async throws {
    let (view, dataSource) = await makeDataSource()
    var snapshot = Snapshot()
    snapshot.appendSections(["tree"])
    try await dataSource.apply(snapshot)
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    outline.append([1, 2])
    outline.append([10, 11], to: 1)
    try await dataSource.apply(outline, to: "tree")
    #expect(view.shownIdentifiers == [[1, 2]])
    let expanded = Mutex<[Int]>([])
    var handlers = SectionSnapshotHandlers<Int>()
    handlers.willExpandItem = { item in expanded.withLock { $0.append(item) } }
    dataSource.sectionSnapshotHandlers = handlers
    #expect(try await dataSource.userToggledItem(1))
    #expect(view.shownIdentifiers == [[1, 10, 11, 2]])
    #expect(expanded.withLock { $0 } == [1])
    let kept = dataSource.snapshot(for: "tree")
    #expect(kept.isExpanded(1))
    #expect(kept.children(of: 1) == [10, 11])
    await #expect(throws: SnapshotError<String, Int>.self) {
      try await dataSource.apply(outline, to: "missing")
    }
  }

  @Test func interactiveMoveCallsHandlersAndUpdatesSnapshot() async throws {
    let (view, dataSource) = await makeDataSource()
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4], toSection: "b")
    try await dataSource.apply(snapshot)
    #expect(
      try await dataSource.userMovedItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)) == false)
    let transactions = Mutex<[ReorderTransaction<String, Int>]>([])
    var handlers = ReorderingHandlers<String, Int>()
    handlers.canReorderItem = { _ in true }
    handlers.didReorder = { t in transactions.withLock { $0.append(t) } }
    dataSource.reorderingHandlers = handlers
    #expect(
      try await dataSource.userMovedItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "b") == [4, 1])
    #expect(view.shownIdentifiers == [[2, 3], [4, 1]])
    #expect(transactions.withLock { $0.count } == 1)
    #expect(dataSource.indexPath(for: 1) == IndexPath(item: 1, section: 1))
    // Interleaved with an apply.
    var next = dataSource.snapshot()
    next.deleteItems([4])
    try await dataSource.apply(next)
    #expect(view.shownIdentifiers == [[2, 3], [1]])
  }

  /// `snapshotForExpandingParent` loads children when the user expands a parent: it gets the
  /// current children and its answer replaces them; a bad answer changes nothing.
  @Test func expandingParentLoadsChildrenLazily() async throws {
    let (view, dataSource) = await makeDataSource()
    var snapshot = Snapshot()
    snapshot.appendSections(["tree", "flat"])
    snapshot.appendItems([99], toSection: "flat")
    try await dataSource.apply(snapshot)
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    outline.append([1, 2])
    outline.append([-1], to: 1)  // a placeholder child
    try await dataSource.apply(outline, to: "tree")
    let asked = Mutex<[(Int, [Int])]>([])
    var handlers = SectionSnapshotHandlers<Int>()
    handlers.snapshotForExpandingParent = { parent, current in
      asked.withLock { $0.append((parent, current.items)) }
      var children = DiffableDataSourceSectionSnapshot<Int>()
      children.append([parent * 10, parent * 10 + 1])
      children.append([parent * 100], to: parent * 10)
      return children
    }
    dataSource.sectionSnapshotHandlers = handlers
    #expect(try await dataSource.userToggledItem(1))
    #expect(view.shownIdentifiers == [[1, 10, 11, 2], [99]])
    #expect(asked.withLock { $0.map(\.0) } == [1])
    #expect(asked.withLock { $0.map(\.1) } == [[-1]])
    #expect(dataSource.snapshot(for: "tree").children(of: 10) == [100])
    #expect(!dataSource.snapshot(for: "tree").isExpanded(10))
    // Collapsing does not ask; expanding again gets the children loaded before.
    #expect(try await dataSource.userToggledItem(1))
    #expect(view.shownIdentifiers == [[1, 2], [99]])
    #expect(try await dataSource.userToggledItem(1))
    #expect(asked.withLock { $0.last?.1 } == [10, 100, 11])
    // Children that are already elsewhere: the toggle fails and nothing changes.
    handlers.snapshotForExpandingParent = { _, _ in
      var children = DiffableDataSourceSectionSnapshot<Int>()
      children.append([99])
      return children
    }
    dataSource.sectionSnapshotHandlers = handlers
    let before = (dataSource.snapshot(), dataSource.snapshot(for: "tree"), view.shownIdentifiers)
    await #expect(throws: SnapshotError<String, Int>.self) {
      try await dataSource.userToggledItem(2)
    }
    #expect(dataSource.snapshot() == before.0)
    #expect(dataSource.snapshot(for: "tree") == before.1)
    #expect(view.shownIdentifiers == before.2)
  }

  /// A reorder's transaction carries one section transaction per changed section, with the
  /// section snapshots before and after.
  @Test func reorderTransactionHasSectionTransactions() async throws {
    let (_, dataSource) = await makeDataSource()
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4], toSection: "b")
    snapshot.appendItems([5], toSection: "c")
    try await dataSource.apply(snapshot)
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    outline.append([4])
    outline.append([40], to: 4)
    try await dataSource.apply(outline, to: "b")
    let transactions = Mutex<[ReorderTransaction<String, Int>]>([])
    var handlers = ReorderingHandlers<String, Int>()
    handlers.canReorderItem = { _ in true }
    handlers.willReorder = { t in transactions.withLock { $0.append(t) } }
    dataSource.reorderingHandlers = handlers
    // Within one section: one transaction.
    try await dataSource.userMovedItem(
      at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    let within = try #require(transactions.withLock { $0.last })
    #expect(within.sectionTransactions.map(\.sectionIdentifier) == ["a"])
    #expect(within.sectionTransactions[0].initialSnapshot.items == [1, 2, 3])
    #expect(within.sectionTransactions[0].finalSnapshot.items == [2, 3, 1])
    #expect(
      within.sectionTransactions[0].difference
        == [2, 3, 1].difference(from: [1, 2, 3]).inferringMoves())
    // Across sections, into an outline: source and destination, in section order.
    try await dataSource.userMovedItem(
      at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    let across = try #require(transactions.withLock { $0.last })
    #expect(across.sectionTransactions.map(\.sectionIdentifier) == ["a", "b"])
    #expect(across.sectionTransactions[0].finalSnapshot.items == [3, 1])
    let b = across.sectionTransactions[1]
    #expect(b.initialSnapshot.items == [4, 40])
    #expect(b.finalSnapshot.visibleItems == [4, 2])
    #expect(b.finalSnapshot.children(of: 4) == [40])
    #expect(b.difference.insertions.count == 1)
    #expect(across.finalSnapshot.itemIdentifiers(inSection: "b") == [4, 2])
  }

  @Test func supplementaryViewsNeedAProvider() async throws {
    let (view, dataSource) = await makeDataSource()
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    try await dataSource.apply(snapshot)
    #expect(throws: DiffableDataSourceError.self) {
      try dataSource.requestSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
    }
    dataSource.supplementaryViewProvider = { _, _, _ in nil }
    try dataSource.requestSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
    #expect(
      view.events.contains(.supplementaryView(kind: "header", IndexPath(item: 0, section: 0))))
    // A layout asks only for the sections it shows.
    #expect(throws: DiffableDataSourceError.self) {
      try dataSource.requestSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))
    }
  }

  @Test func tableTwinDrivesATableView() async throws {
    let view = await VirtualTableView()
    let dataSource = VirtualTableViewDataSource<String, Int>(view: view)
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    try await dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(view.numberOfRows(inSection: 0) == 2)
    snapshot.deleteItems([1])
    try await dataSource.apply(snapshot, animatingDifferences: false)
    #expect(view.shownIdentifiers == [[2]])
  }
}

/// The thread the code calling it runs on (a synchronous look at `Thread.current`).
func currentThread() -> ObjectIdentifier { ObjectIdentifier(Thread.current) }
