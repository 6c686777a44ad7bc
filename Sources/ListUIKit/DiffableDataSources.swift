import Foundation
import ListKit
import ListReporting
import ListSimulator

/// What both UIKit-shaped data sources share; not for direct use.
@preconcurrency
@MainActor
open class _UIKitDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable,
  View: VirtualListView
>: CustomStringConvertible {
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// A section's outline snapshot.
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// What a user's reorder changed.
  public typealias Transaction = ReorderTransaction<SectionIdentifierType, ItemIdentifierType>

  /// UIKit's `ReorderingHandlers`: the data source's own handler type, whose handlers are
  /// main-actor closures (they may capture a view controller) run on the main actor.
  public typealias ReorderingHandlers = ListSimulator.ReorderingHandlers<
    SectionIdentifierType, ItemIdentifierType
  >

  /// UIKit's `SectionSnapshotHandlers`: the data source's own handler type, main-actor
  /// closures run on the main actor. `snapshotForExpandingParent` gets the parent and its
  /// current children and returns the children it shows when expanded.
  public typealias SectionSnapshotHandlers<Item: Hashable & Sendable> =
    ListSimulator.SectionSnapshotHandlers<Item>

  /// The handlers of interactive reordering (`core.userMovedItem(at:to:)` and table row moves):
  /// the core's, read and set through.
  public var reorderingHandlers: ReorderingHandlers {
    get { core.reorderingHandlers }
    set { core.reorderingHandlers = newValue }
  }

  /// The handlers of outline expansion (`core.userToggledItem(_:)`): the core's, read and set
  /// through.
  public var sectionSnapshotHandlers: SectionSnapshotHandlers<ItemIdentifierType> {
    get { core.sectionSnapshotHandlers }
    set { core.sectionSnapshotHandlers = newValue }
  }

  /// The package's data source underneath (typed errors, changesets, recording).
  public let core: DiffableDataSource<SectionIdentifierType, ItemIdentifierType, View>
  /// The package's data source underneath under its former name; use ``core``.
  @available(*, deprecated, renamed: "core")
  public var base: DiffableDataSource<SectionIdentifierType, ItemIdentifierType, View> { core }
  /// The error of the last apply (or simulated move) that failed, also recorded in the view's
  /// `misuses` and in ``failures``.
  public private(set) var lastError: (any Error)?
  /// Every failure so far (what UIKit would have raised), each also reported to the running test.
  public let failures = FailureLog()
  /// Told of each item the user moved (old and new index paths), after the move.
  var didMoveItem: (@MainActor (IndexPath, IndexPath) -> Void)?

  init(core: DiffableDataSource<SectionIdentifierType, ItemIdentifierType, View>) {
    self.core = core
    // As in UIKit, the view's data source is this object (`collectionView.dataSource === ds`,
    // and the cast to the data source's type succeeds); it answers through `core`. The view
    // holds it weakly, as UIKit's does: keep it, as an app keeps its data source.
    core.view.engine.dataSource = self
  }

  /// What UIKit raises for, the one way: reported to the running test with its message (an
  /// issue under Swift Testing, a failure under XCTest, a runtime warning otherwise), recorded
  /// on this data source and in the view's `misuses`; nothing changed.
  package func record(_ error: any Error, of operation: String = "apply") {
    lastError = error
    core.view.engine.recordMisuse("\(operation) failed: \(error)")
    if let error = error as? any ListError {
      failures.report(error)
    } else if !(error is CancellationError) {
      FailureReporter.report("\(operation) failed: \(error)")
    }
  }

  /// Applies `snapshot` (diffed against the current one, each batch validated) and returns when it
  /// is on screen.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    do {
      try await core.apply(snapshot, animatingDifferences: animatingDifferences)
    } catch {
      record(error)
    }
  }

  /// Returns once every apply submitted so far has run. The completion forms are done when they
  /// return, as UIKit's on the main queue, unless they were called behind operations still
  /// waiting in line (the `async` forms, a hold): then a test awaits this before it looks.
  public func waitForPendingApplies() async {
    await core.holdQueue().release()
  }

  /// Simulates the user dragging an item (collection views: the reordering gesture) through
  /// ``reorderingHandlers``; a failure is recorded like a failed apply.
  ///
  /// - Returns: whether the item moved (`canReorderItem` allowed it and the move was valid).
  @discardableResult
  public func userMovedItem(at source: IndexPath, to destination: IndexPath) async -> Bool {
    let destination = appendingPastTheEnd(source, destination)
    do {
      let moved = try await core.userMovedItem(at: source, to: destination)
      if moved { didMoveItem?(source, destination) }
      return moved
    } catch {
      record(error, of: "move")
      return false
    }
  }

  /// The original ListKit's destination one past the last item of the source's own section
  /// (which UIKit never reports, as the item left the section) means the end of the section.
  func appendingPastTheEnd(_ source: IndexPath, _ destination: IndexPath) -> IndexPath {
    guard source.count == 2, destination.count == 2, source[0] == destination[0],
      let section = core.sectionIdentifier(for: source[0]),
      destination[1] == core.snapshot().numberOfItems(inSection: section), destination[1] > 0
    else { return destination }
    return IndexPath(item: destination[1] - 1, section: destination[0])
  }

  /// The collection view reports a move the user made (`collectionView(_:moveItemAt:to:)`):
  /// the snapshot and the view follow it, done when this returns (behind queued operations, in
  /// line), and the item-moved hook runs; a move that cannot be made is reported and recorded.
  func moveReported(from source: IndexPath, to destination: IndexPath) {
    let destination = appendingPastTheEnd(source, destination)
    switch core.interactiveMoveNowOrInLine(from: source, to: destination) {
    case .done(.success(let moved)):
      if moved { didMoveItem?(source, destination) }
    case .done(.failure(let error)):
      record(error, of: "move")
    case .queued(let task):
      Task { @MainActor in
        switch await task.result {
        case .success(let moved): if moved { didMoveItem?(source, destination) }
        case .failure(let error): record(error, of: "move")
        }
      }
    }
  }

  /// Simulates the user tapping an outline item's disclosure through
  /// ``sectionSnapshotHandlers``; a failure is recorded like a failed apply.
  ///
  /// - Returns: whether the item was expanded or collapsed.
  @discardableResult
  public func userToggledItem(_ item: ItemIdentifierType) async -> Bool {
    do {
      return try await core.userToggledItem(item)
    } catch {
      record(error, of: "toggle")
      return false
    }
  }

  /// The completion form, as UIKit's on the main queue: done when it returns (the snapshot and
  /// the view are updated, a failure is reported), then `completion` runs. Behind operations
  /// still waiting in line (the `async` forms), it waits its turn instead.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {
    finish(
      core.applyNowOrInLine(snapshot, animatingDifferences: animatingDifferences),
      completion: completion)
  }

  /// Applies `snapshot` with `reloadData()` (no diff) and returns when it is on screen.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
    do {
      try await core.applySnapshotUsingReloadData(snapshot)
    } catch {
      record(error)
    }
  }

  /// Applies `snapshot` with `reloadData()` (no diff); `completion` runs when it is on screen.
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (@MainActor @Sendable () -> Void)? = nil
  ) {
    finish(core.reloadNowOrInLine(snapshot), completion: completion)
  }

  /// Applies a section snapshot to one section. As UIKit's data source does (app code applies a
  /// section snapshot to `.main` on a fresh data source), a section it lacks is appended first;
  /// `core.apply(_:to:)` rejects that with `unknownSection` unless asked to append.
  public func apply(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async {
    do {
      try await core.apply(
        snapshot, to: section, animatingDifferences: animatingDifferences,
        appendingMissingSection: true)
    } catch {
      record(error)
    }
  }

  /// The completion form, done when it returns (as UIKit's on the main queue), then
  /// `completion`; behind operations still waiting in line, it waits its turn. As in UIKit, a
  /// section the data source lacks is appended first.
  public func apply(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil
  ) {
    finish(
      core.applyNowOrInLine(
        snapshot, to: section, animatingDifferences: animatingDifferences,
        appendingMissingSection: true),
      completion: completion)
  }

  /// Records the failure of an operation done now, then calls `completion`; for a queued one,
  /// both happen when it has run.
  func finish<R>(
    _ operation: DiffableDataSource<SectionIdentifierType, ItemIdentifierType, View>.NowOrQueued<R>,
    completion: (@MainActor @Sendable () -> Void)?
  ) {
    switch operation {
    case .done(let result):
      if case .failure(let error) = result { record(error) }
      completion?()
    case .queued(let task):
      Task { @MainActor in
        if case .failure(let error) = await task.result { record(error) }
        completion?()
      }
    }
  }

  /// The snapshot applied last (a copy).
  public func snapshot() -> Snapshot { core.snapshot() }
  /// The outline of `section` as applied.
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    core.snapshot(for: section)
  }
  /// The item at `indexPath` in the applied snapshot, or `nil`.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    core.itemIdentifier(for: indexPath)
  }
  /// Where `itemIdentifier` is in the applied snapshot, or `nil`.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    core.indexPath(for: itemIdentifier)
  }
  /// The section at `index`, or `nil`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    core.sectionIdentifier(for: index)
  }
  /// The index of `sectionIdentifier`, or `nil`.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    core.index(for: sectionIdentifier)
  }

  /// The data source's type and its snapshot's shape, for failures.
  nonisolated public var description: String {
    "\(type(of: self))(\(core.snapshot().numberOfSections) sections, \(core.snapshot().numberOfItems) items)"
  }
}

// MARK: The view's data source

/// What the view asks, answered by the package's data source underneath.
extension _UIKitDataSource: VirtualViewDataSource {
  /// The view's question: how many sections (the applied snapshot's).
  nonisolated public func numberOfSections() -> Int { core.numberOfSections() }
  /// The view's question: how many items in `section`.
  nonisolated public func numberOfItems(inSection section: Int) -> Int {
    core.numberOfItems(inSection: section)
  }
  /// The view's question: the identities of `section`'s items.
  nonisolated public func identifiers(inSection section: Int) -> [ItemIdentity]? {
    core.identifiers(inSection: section)
  }
  /// The view's question: everything the snapshot holds, in one read.
  nonisolated public func contents() -> VirtualViewContents { core.contents() }
  /// The view's request for a cell: the cell provider's.
  nonisolated public func cellForItem(at indexPath: IndexPath, in view: VirtualView)
    -> VirtualCell?
  {
    core.cellForItem(at: indexPath, in: view)
  }
  /// The view's request for a header or footer: the supplementary provider's.
  nonisolated public func supplementaryView(
    ofKind kind: String, at indexPath: IndexPath, in view: VirtualView
  ) -> VirtualReusableView? {
    core.supplementaryView(ofKind: kind, at: indexPath, in: view)
  }
  /// What the item at `indexPath` shows, for the stale-content check.
  nonisolated public func content(at indexPath: IndexPath) -> CellContent? {
    core.content(at: indexPath)
  }
  /// The view's request for a batch's new cells with what each shows, in one call.
  nonisolated public func cellsAndContents(at indexPaths: [IndexPath], in view: VirtualView)
    -> [(cell: VirtualCell?, content: CellContent?)]
  {
    core.cellsAndContents(at: indexPaths, in: view)
  }
  /// What the items at `indexPaths` show, in one read.
  nonisolated public func contents(at indexPaths: [IndexPath]) -> [CellContent?] {
    core.contents(at: indexPaths)
  }
}
