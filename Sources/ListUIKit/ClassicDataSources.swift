import Dispatch
import Foundation
import ListKit
import ListReporting
import ListSimulator

/// A header or footer showing a section title, as UIKit's table shows `titleForHeaderInSection`.
/// The delegate's header or footer view as the table shows it: a header-footer view as it is,
/// any other view inside a plain one's content view.
@MainActor
func headerFooterView(containing view: UIView) -> VirtualReusableView {
  if let view = view as? VirtualReusableView { return view }
  let container = _HeaderFooterContainer()
  container.contained = view
  container.contentView.addSubview(view)
  return container
}

/// A plain header-footer view around a delegate's header or footer view of another class; the
/// display events name the delegate's view, as UIKit's do.
final class _HeaderFooterContainer: UITableViewHeaderFooterView {
  /// The delegate's view.
  weak var contained: UIView?
}

@MainActor
func titleView(_ title: String?) -> UITableViewHeaderFooterView? {
  guard let title else { return nil }
  let view = UITableViewHeaderFooterView()
  view.contentConfiguration = ListContentConfiguration(text: title)
  return view
}

/// Calls a main-actor data source from the view, which asks on the thread its caller is on. A
/// screen runs on the main actor, as in UIKit; a question asked from elsewhere is recorded as a
/// misuse and answered with `fallback` instead of trapping.
nonisolated func onMainActor<R: Sendable>(
  _ view: VirtualView, _ what: String, fallback: R, _ body: @MainActor () -> R
) -> R {
  guard isOnMainQueue() else {
    view.recordMisuse(
      "the data source was asked for \(what) off the main thread (UIKit calls it on the main thread only)"
    )
    return fallback
  }
  return MainActor.assumeIsolated { body() }
}

/// A UIKit-named view's first read of its classic data source, when a count or its layout pass
/// needs it: on the main queue only (a count asked for elsewhere reads what the view shows),
/// once (a read that failed — a count the view cannot hold, reported to `failures` — is not
/// tried again until the app's `reloadData()`, which marks it too), and only while the view
/// never read its data source.
nonisolated func _readNeverReadClassicSource(
  _ engine: VirtualView, classic: Bool, tried: Bool, markTried: () -> Void, failures: FailureLog
) {
  guard isOnMainQueue(), !tried, classic, engine.needsFirstLoad else { return }
  // Marked before the read (not held across it): a count the data source asks for while it is
  // read comes back here and must find the read under way.
  markTried()
  failures.raising { try engine.reloadData() }
}

/// Whether the caller runs on the main queue, where the main actor runs (on Linux, a test's
/// main actor may drain the main queue from another thread than the first, so the thread is not
/// the test). `MainActor.assumeIsolated` is safe exactly then.
nonisolated func isOnMainQueue() -> Bool {
  _ = mainQueueMarked
  return DispatchQueue.getSpecific(key: mainQueueKey) == true
}

nonisolated let mainQueueKey = DispatchSpecificKey<Bool>()
nonisolated let mainQueueMarked: Void = DispatchQueue.main.setSpecific(
  key: mainQueueKey, value: true)

/// The view's data source for a classic `UITableViewDataSource` (kept alive by the view; holds
/// the real one and the table weakly).
final class _TableDataSourceAdapter: VirtualViewDataSource, @unchecked Sendable {
  // Written once, at creation; read on the main actor.
  nonisolated(unsafe) weak var target: (any UITableViewDataSource)?
  nonisolated(unsafe) weak var table: UITableView?

  init(_ target: any UITableViewDataSource, _ table: UITableView) {
    (self.target, self.table) = (target, table)
  }

  func numberOfSections() -> Int {
    guard let table else { return 0 }
    return onMainActor(table.engine, "the number of sections", fallback: 0) {
      target?.numberOfSections(in: table) ?? 0
    }
  }

  func numberOfItems(inSection section: Int) -> Int {
    guard let table else { return 0 }
    return onMainActor(table.engine, "the number of rows", fallback: 0) {
      target?.tableView(table, numberOfRowsInSection: section) ?? 0
    }
  }

  /// Every count in one visit to the main actor (the view reads them all when a batch ends).
  func contents() -> VirtualViewContents {
    guard let table else { return VirtualViewContents() }
    return onMainActor(table.engine, "its counts", fallback: VirtualViewContents()) {
      guard let target else { return VirtualViewContents() }
      let sections = target.numberOfSections(in: table)
      guard sections >= 0 else { return VirtualViewContents(negativeSectionCount: sections) }
      return VirtualViewContents(
        counts: (0..<sections).map { target.tableView(table, numberOfRowsInSection: $0) })
    }
  }

  func cellForItem(at indexPath: IndexPath, in view: VirtualView) -> VirtualCell? {
    guard let table else { return nil }
    return onMainActor(view, "a cell", fallback: UncheckedBox<VirtualCell>?.none) {
      target.map { UncheckedBox($0.tableView(table, cellForRowAt: indexPath)) }
    }?.value
  }

  func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in view: VirtualView)
    -> VirtualReusableView?
  {
    guard let table else { return nil }
    return onMainActor(view, "a section title", fallback: UncheckedBox<VirtualReusableView>?.none) {
      guard let target else { return nil }
      let footer = kind == ElementKind.sectionFooter
      let section = indexPath.section
      table.pendingHeaderFooter = (kind, indexPath)
      defer { table.pendingHeaderFooter = nil }
      if let view = footer
        ? table.delegate?.tableView(table, viewForFooterInSection: section)
        : table.delegate?.tableView(table, viewForHeaderInSection: section)
      {
        return UncheckedBox(headerFooterView(containing: view))
      }
      let title =
        footer
        ? target.tableView(table, titleForFooterInSection: section)
        : target.tableView(table, titleForHeaderInSection: section)
      return titleView(title).map(UncheckedBox.init)
    }?.value
  }
}

/// The view's data source for a classic `UICollectionViewDataSource`.
final class _CollectionDataSourceAdapter: VirtualViewDataSource, @unchecked Sendable {
  nonisolated(unsafe) weak var target: (any UICollectionViewDataSource)?
  nonisolated(unsafe) weak var collectionView: UICollectionView?

  init(_ target: any UICollectionViewDataSource, _ collectionView: UICollectionView) {
    (self.target, self.collectionView) = (target, collectionView)
  }

  func numberOfSections() -> Int {
    guard let collectionView else { return 0 }
    return onMainActor(collectionView.engine, "the number of sections", fallback: 0) {
      target?.numberOfSections(in: collectionView) ?? 0
    }
  }

  func numberOfItems(inSection section: Int) -> Int {
    guard let collectionView else { return 0 }
    return onMainActor(collectionView.engine, "the number of items", fallback: 0) {
      target?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }
  }

  /// Every count in one visit to the main actor (the view reads them all when a batch ends).
  func contents() -> VirtualViewContents {
    guard let collectionView else { return VirtualViewContents() }
    return onMainActor(collectionView.engine, "its counts", fallback: VirtualViewContents()) {
      guard let target else { return VirtualViewContents() }
      let sections = target.numberOfSections(in: collectionView)
      guard sections >= 0 else { return VirtualViewContents(negativeSectionCount: sections) }
      return VirtualViewContents(
        counts: (0..<sections).map {
          target.collectionView(collectionView, numberOfItemsInSection: $0)
        })
    }
  }

  func cellForItem(at indexPath: IndexPath, in view: VirtualView) -> VirtualCell? {
    guard let collectionView else { return nil }
    return onMainActor(view, "a cell", fallback: UncheckedBox<VirtualCell>?.none) {
      target.map { UncheckedBox($0.collectionView(collectionView, cellForItemAt: indexPath)) }
    }?.value
  }

  func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in view: VirtualView)
    -> VirtualReusableView?
  {
    guard let collectionView else { return nil }
    return onMainActor(
      view, "a supplementary view", fallback: UncheckedBox<VirtualReusableView>?.none
    ) {
      guard let target else { return nil }
      let supplementary = target.collectionView(
        collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
      return supplementary is _MissingSupplementaryView ? nil : UncheckedBox(supplementary)
    }?.value
  }
}

/// Carries a cell (a class the main actor made) out of `MainActor.assumeIsolated`.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

// MARK: Setting a data source, and what the user does with one

extension UITableView {
  /// The data source (held weakly, as UIKit holds it): a classic `UITableViewDataSource`, a
  /// `UITableViewDiffableDataSource`, or any of the package's data sources (`ArrayDataSource`).
  @preconcurrency
  @MainActor
  public var dataSource: (any UITableViewDataSource)? {
    get {
      let source = engine.dataSource
      return (source as? _TableDataSourceAdapter)?.target ?? source as? any UITableViewDataSource
    }
    set {
      if let source = newValue as? any VirtualViewDataSource {
        engine.setDataSource(source, keepingAlive: false)
      } else {
        engine.setDataSource(newValue.map { _TableDataSourceAdapter($0, self) }, keepingAlive: true)
      }
    }
  }

  /// The user swipes a row to delete it (the table's edit control): asks the data source's
  /// `canEditRowAt`, then calls `commit` with `.delete`, where the app updates its model and
  /// deletes the row (or applies a snapshot without it). A row the table does not show is a
  /// misuse.
  ///
  /// - Returns: whether the data source was asked to commit the delete.
  @preconcurrency
  @MainActor
  @discardableResult
  public func userSwipedToDelete(at indexPath: IndexPath) -> Bool {
    guard engine.validPosition(indexPath, verb: "swipe to delete"), let source = dataSource,
      source.tableView(self, canEditRowAt: indexPath)
    else { return false }
    source.tableView(self, commit: .delete, forRowAt: indexPath)
    return true
  }

  /// The user drags a row to a new place (editing mode's reorder control). With a classic data
  /// source: asks `canMoveRowAt`, calls `moveRowAt` (the app updates its model), and the table
  /// moves the row as one batch, checked against the data source: a model that did not follow
  /// is reported as UIKit would at its next update. A diffable data source moves it through its
  /// reordering handlers instead (await its `userMovedRow(at:to:)`).
  ///
  /// - Returns: whether the row moved.
  @preconcurrency
  @MainActor
  @discardableResult
  public func userMovedRow(at source: IndexPath, to destination: IndexPath) -> Bool {
    guard engine.validPosition(source, verb: "move"), let dataSource else { return false }
    guard engine.dataSource is _TableDataSourceAdapter else {
      engine.recordMisuse(
        "move at \(source.shortDescription): a diffable data source moves rows itself; await its userMovedRow(at:to:)"
      )
      return false
    }
    guard dataSource.tableView(self, canMoveRowAt: source) else { return false }
    guard engine.validDestination(destination, from: source) else { return false }
    dataSource.tableView(self, moveRowAt: source, to: destination)
    return failures.raising { try super.moveRow(at: source, to: destination) } != nil
  }

}

extension UICollectionView {
  /// The data source (held weakly, as UIKit holds it): a classic `UICollectionViewDataSource`,
  /// a `UICollectionViewDiffableDataSource`, or any of the package's data sources.
  @preconcurrency
  @MainActor
  public var dataSource: (any UICollectionViewDataSource)? {
    get {
      let source = engine.dataSource
      return (source as? _CollectionDataSourceAdapter)?.target
        ?? source as? any UICollectionViewDataSource
    }
    set {
      if let source = newValue as? any VirtualViewDataSource {
        engine.setDataSource(source, keepingAlive: false)
      } else {
        engine.setDataSource(
          newValue.map { _CollectionDataSourceAdapter($0, self) }, keepingAlive: true)
      }
    }
  }

  /// The user drags an item to a new place with a classic data source: asks `canMoveItemAt`,
  /// calls `moveItemAt` (the app updates its model), and the view moves the item as one batch,
  /// checked against the data source. A diffable data source moves it through its reordering
  /// handlers instead (await its `userMovedItem(at:to:)`).
  ///
  /// - Returns: whether the item moved.
  @preconcurrency
  @MainActor
  @discardableResult
  public func userMovedItem(at source: IndexPath, to destination: IndexPath) -> Bool {
    guard engine.validPosition(source, verb: "move") else { return false }
    guard let dataSource else { return false }
    guard engine.dataSource is _CollectionDataSourceAdapter else {
      engine.recordMisuse(
        "move at \(source.shortDescription): a diffable data source moves items itself; await its userMovedItem(at:to:)"
      )
      return false
    }
    guard dataSource.collectionView(self, canMoveItemAt: source) else { return false }
    guard engine.validDestination(destination, from: source) else { return false }
    // One update, as UIKit runs it: the move, and what the data source sends while it is told
    // (a move back, a reload that shows its new order).
    return failures.raising {
      try engine.performInteractiveMove(from: source, to: destination) {
        dataSource.collectionView(self, moveItemAt: source, to: destination)
      }
    } != nil
  }
}

extension UICollectionView {
  /// Starts moving the item at `indexPath` as the user drags it (a long-press gesture's
  /// `.began`): `false` when there is no such item, the data source says it cannot move, or a
  /// move is already under way.
  @preconcurrency
  @MainActor
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil, engine.validPosition(indexPath, verb: "move"),
      dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
    else { return false }
    interactiveMovement = (indexPath, indexPath)
    return true
  }

  /// The dragged item is over `targetPosition` (content coordinates): the item there becomes
  /// where it will land.
  @preconcurrency
  @MainActor
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard let movement = interactiveMovement, let target = indexPathForItem(at: targetPosition)
    else { return }
    interactiveMovement = (movement.source, target)
  }

  /// The user drops the item: it moves to the last target as ``userMovedItem(at:to:)`` moves it
  /// (the data source's `moveItemAt` updates the model, then the view moves the item as one
  /// checked batch).
  @preconcurrency
  @MainActor
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    guard movement.source != movement.target else { return }
    userMovedItem(at: movement.source, to: movement.target)
  }

  /// The user lets go outside the list: nothing moves.
  @preconcurrency
  @MainActor
  public func cancelInteractiveMovement() { interactiveMovement = nil }
}

extension UICollectionView {
  /// How many times the view reloaded all its data so far (in its event log).
  var reloadCount: Int {
    engine.events.reduce(0) { count, event in
      if case .reloadedData = event { count + 1 } else { count }
    }
  }
}
