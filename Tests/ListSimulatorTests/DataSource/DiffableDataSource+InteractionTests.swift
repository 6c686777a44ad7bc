import Foundation
import ListKit
import ListSimulator
import Testing

/// Random sessions of interactive moves, outline toggles and section-snapshot applies: after
/// every step each section snapshot shows exactly its section's items, no item is lost, and the
/// view shows the snapshot.
@Suite struct InteractionSessionTests {
  typealias Outline = DiffableDataSourceSectionSnapshot<Int>

  static func initialOutline() -> Outline {
    var outline = Outline()
    outline.append([0, 1, 2, 3])
    outline.append([10, 11], to: 0)
    outline.append([12], to: 10)
    outline.append([20, 21], to: 2)
    outline.expand([0])
    return outline
  }

  /// Every item the data source holds: outline sections contribute all their items (hidden
  /// ones too), flat sections their items.
  static func allItems(_ dataSource: VirtualCollectionViewDataSource<String, Int>) -> [Int] {
    let snapshot = dataSource.snapshot()
    return snapshot.sectionIdentifiers.flatMap { section -> [Int] in
      let outline = dataSource.snapshot(for: section)
      return outline.items.isEmpty ? snapshot.itemIdentifiers(inSection: section) : outline.items
    }.sorted()
  }

  /// Dragging an expanded folder moves its children with it, as in UIKit (they used to stay
  /// behind as top-level items); a collapsed one keeps its hidden children too.
  @Test func anExpandedFolderMovesWithItsChildren() async throws {
    let view = await VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view)
    var handlers = ReorderingHandlers<String, Int>()
    handlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers = handlers
    var snapshot = Snapshot()
    snapshot.appendSections(["o"])
    try await dataSource.apply(snapshot)
    var outline = Outline()
    outline.append([0, 1])
    outline.append([10, 11], to: 0)
    outline.expand([0])
    try await dataSource.apply(outline, to: "o")
    #expect(dataSource.snapshot().itemIdentifiers == [0, 10, 11, 1])
    // Folder 0 (three rows) dropped after 1: position 1 once its rows are out.
    try await dataSource.userMovedItem(
      at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == [1, 0, 10, 11])
    let after = dataSource.snapshot(for: "o")
    #expect(after.rootItems == [1, 0])
    #expect(after.children(of: 0) == [10, 11])
    #expect(after.isExpanded(0))
    #expect(view.shownIdentifiers == model(dataSource.snapshot()).map { Optional($0) })
  }

  @Test(arguments: 0..<200)
  func sectionSnapshotsStayInStepWithTheFlatSnapshot(seed: UInt64) async throws {
    var rng = SplitMix64(seed: seed)
    let view = await VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view)
    var handlers = ReorderingHandlers<String, Int>()
    handlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers = handlers
    var snapshot = Snapshot()
    snapshot.appendSections(["o", "p", "f"])
    snapshot.appendItems([100, 101, 102], toSection: "f")
    try await dataSource.apply(snapshot)
    try await dataSource.apply(Self.initialOutline(), to: "o")
    var second = Outline()
    second.append([30, 31])
    second.append([32], to: 30)
    try await dataSource.apply(second, to: "p")
    let everything = Self.allItems(dataSource)
    for step in 0..<30 {
      let current = dataSource.snapshot()
      let sections = current.sectionIdentifiers
      switch Int.random(in: 0..<3, using: &rng) {
      case 0, 1:
        let from = Int.random(in: 0..<sections.count, using: &rng)
        let count = current.numberOfItems(inSection: sections[from])
        guard count > 0 else { continue }
        let to = Int.random(in: 0..<sections.count, using: &rng)
        let index = Int.random(in: 0..<count, using: &rng)
        // An expanded item moves with the rows of the descendants it shows.
        let item = current.itemIdentifiers(inSection: sections[from])[index]
        let outline = dataSource.snapshot(for: sections[from])
        let rows =
          outline.contains(item)
          ? outline.snapshot(of: item, includingParent: true).visibleItems.count : 1
        let limit = current.numberOfItems(inSection: sections[to]) - (from == to ? rows : 0)
        try await dataSource.userMovedItem(
          at: IndexPath(item: index, section: from),
          to: IndexPath(item: Int.random(in: 0...max(0, limit), using: &rng), section: to))
      default:
        let parents = ["o", "p"].flatMap { section in
          dataSource.snapshot(for: section).items.filter {
            !dataSource.snapshot(for: section).children(of: $0).isEmpty
          }
        }
        guard let item = parents.randomElement(using: &rng) else { continue }
        try await dataSource.userToggledItem(item)
      }
      let now = dataSource.snapshot()
      for section in ["o", "p"] {
        let outline = dataSource.snapshot(for: section)
        #expect(
          outline.visibleItems == now.itemIdentifiers(inSection: section),
          "seed \(seed) step \(step) section \(section)")
      }
      #expect(Self.allItems(dataSource) == everything, "seed \(seed) step \(step): items lost")
      #expect(view.shownIdentifiers == model(now).map { Optional($0) })
    }
  }
}

/// The reordering and outline handlers are the main actor's, as UIKit's: a data source whose
/// operations run on an actor of its own still calls them on the main actor, in the
/// operation's turn, whichever thread asked for the move or the toggle.
@Suite struct HandlerIsolationTests {
  /// State only the main actor may touch (what a view controller's handlers would use).
  @MainActor final class Calls {
    var log: [String] = []
  }

  /// Marks the main queue (the main actor's executor), so that a handler can tell, without
  /// trapping, whether it runs there: on Linux the main queue may be drained by a thread other
  /// than the process's first one, so `Thread.isMainThread` cannot tell.
  static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var onMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) ?? false }

  @Test func handlersOfADataSourceWithAnActorOfItsOwnRunOnTheMainActor() async throws {
    let view = await VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view)
    #expect(!dataSource.runsOnMainActor)
    _ = Self.mainQueueKey
    let calls = Calls()
    var reordering = ReorderingHandlers<String, Int>()
    reordering.canReorderItem = { item in
      calls.log.append("can move \(item), on the main queue \(Self.onMainQueue)")
      return true
    }
    reordering.willReorder = { _ in calls.log.append("will reorder") }
    reordering.didReorder = { transaction in
      calls.log.append("did reorder to \(transaction.finalSnapshot.itemIdentifiers)")
    }
    dataSource.reorderingHandlers = reordering
    var outlining = SectionSnapshotHandlers<Int>()
    outlining.shouldExpandItem = { item in
      calls.log.append("should expand \(item), on the main queue \(Self.onMainQueue)")
      return true
    }
    outlining.snapshotForExpandingParent = { parent, children in
      calls.log.append("children of \(parent)")
      var more = children
      more.append([parent * 10 + 9])
      return more
    }
    dataSource.sectionSnapshotHandlers = outlining
    var snapshot = Snapshot()
    snapshot.appendSections(["o"])
    try await dataSource.apply(snapshot)
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    outline.append([1, 2])
    outline.append([10], to: 1)
    try await dataSource.apply(outline, to: "o")
    // Asked from a task that is not on the main actor.
    let moved = try await Task.detached {
      try await dataSource.userMovedItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    }.value
    let expanded = try await Task.detached { try await dataSource.userToggledItem(1) }.value
    #expect(moved && expanded)
    let log = await calls.log
    #expect(
      log == [
        "can move 1, on the main queue true", "will reorder", "did reorder to [2, 1]",
        "should expand 1, on the main queue true", "children of 1",
      ])
    #expect(dataSource.snapshot().itemIdentifiers == [2, 1, 10, 19])
    #expect(view.shownIdentifiers == model(dataSource.snapshot()).map { Optional($0) })
  }
}

/// A caller whose task is already cancelled when it asks, with nothing ahead of it, gives its
/// turn up: the operations behind it still run (the line used to stop there for good when the
/// cancelled caller could not run at once).
@Suite struct CancelledCallerTests {
  static func twoItems() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["s"])
    snapshot.appendItems([1, 2])
    return snapshot
  }

  @Test(.timeLimit(.minutes(1)))
  func aCancelledMoveWithHandlersLeavesTheLineMoving() async throws {
    let view = await VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view)
    var handlers = ReorderingHandlers<String, Int>()
    handlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers = handlers
    var snapshot = Self.twoItems()
    try await dataSource.apply(snapshot)
    let move = Task.detached {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await dataSource.userMovedItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    }
    await #expect(throws: CancellationError.self) { try await move.value }
    snapshot.appendItems([3])
    try await dataSource.apply(snapshot)
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
  }

  @Test(.timeLimit(.minutes(1)))
  func aCancelledApplyAwaitedOffTheMainActorLeavesTheLineMoving() async throws {
    let view = await VirtualCollectionView()
    let dataSource = await VirtualCollectionViewDataSource<String, Int>(
      view: view, mainActorCellProvider: { _, _, _ in VirtualCell() })
    var snapshot = Self.twoItems()
    let apply = Task.detached { [snapshot] in
      withUnsafeCurrentTask { $0?.cancel() }
      try await dataSource.apply(snapshot)
    }
    await #expect(throws: CancellationError.self) { try await apply.value }
    snapshot.appendItems([3])
    try await dataSource.apply(snapshot)
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
  }
}
