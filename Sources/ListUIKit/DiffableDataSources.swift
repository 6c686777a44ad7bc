import Foundation
import ListKit
import ListSimulator

/// `UICollectionViewDiffableDataSource` with UIKit's exact surface: `apply` does not throw.
///
/// What UIKit raises for — an invalid snapshot, a rejected batch — is recorded instead: the apply
/// changes nothing and the message lands in the view's `misuses` (and in ``lastError``), so a
/// test checks `#expect(collectionView.misuses.isEmpty)`. For typed errors, use ``base``, the
/// package's own data source, whose `apply` throws.
@MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: _UIKitDataSource<SectionIdentifierType, ItemIdentifierType, VirtualCollectionView> {
  public typealias CellProvider =
    @MainActor @Sendable (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider =
    @MainActor @Sendable (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    super.init(base: DiffableDataSource(view: collectionView, mainActorCellProvider: cellProvider))
  }

  public var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet { base.setSupplementaryViewProvider(supplementaryViewProvider) }
  }
}

/// `UITableViewDiffableDataSource`: subclass it and override the editing methods, as in UIKit.
@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: _UIKitDataSource<SectionIdentifierType, ItemIdentifierType, VirtualTableView> {
  public typealias CellProvider =
    @MainActor @Sendable (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  /// Recorded, like the table view's row animations.
  public var defaultRowAnimation: VirtualTableView.RowAnimation = .automatic

  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    super.init(base: DiffableDataSource(view: tableView, mainActorCellProvider: cellProvider))
  }

  /// Whether a row can be edited (swiped to delete); `false` unless overridden, as in UIKit.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Called when the user commits an edit (``userSwipedToDelete(at:)``).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// Whether a row can be moved; `false` unless overridden.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  public enum EditingStyle: Sendable { case none, delete, insert }

  /// Simulates a swipe to delete on a row: asks `canEditRowAt`, then calls `commit` with
  /// `.delete` (which, as in UIKit, is where the app applies a snapshot without the row).
  ///
  /// - Returns: whether the row could be edited. A row the table does not show is a misuse.
  @discardableResult
  public func userSwipedToDelete(at indexPath: IndexPath) -> Bool {
    guard base.itemIdentifier(for: indexPath) != nil else {
      base.view.base.recordMisuse(
        "swipe to delete at \(indexPath.count == 2 ? indexPath.shortDescription : "\(Array(indexPath))"): the table view shows no such row"
      )
      return false
    }
    guard tableView(base.view, canEditRowAt: indexPath) else { return false }
    tableView(base.view, commit: .delete, forRowAt: indexPath)
    return true
  }

  /// Simulates dragging a row: asks `canMoveRowAt`, then moves it through the data source's
  /// interactive move (reordering handlers included).
  @discardableResult
  public func userMovedRow(at source: IndexPath, to destination: IndexPath) async -> Bool {
    guard base.itemIdentifier(for: source) != nil, tableView(base.view, canMoveRowAt: source) else {
      return false
    }
    do {
      return try await base.userMovedItem(at: source, to: destination)
    } catch {
      record(error, of: "move")
      return false
    }
  }
}

/// What both UIKit-shaped data sources share; not for direct use.
@MainActor
open class _UIKitDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable,
  View: VirtualListView
>: CustomStringConvertible {
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

  /// The package's data source underneath (typed errors, changesets, recording).
  public let base: DiffableDataSource<SectionIdentifierType, ItemIdentifierType, View>
  /// The error of the last apply (or simulated move) that failed, also recorded in the view's
  /// `misuses`.
  public private(set) var lastError: (any Error)?

  init(base: DiffableDataSource<SectionIdentifierType, ItemIdentifierType, View>) {
    self.base = base
  }

  func record(_ error: any Error, of operation: String = "apply") {
    lastError = error
    base.view.base.recordMisuse("\(operation) failed: \(error)")
  }

  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    do {
      try await base.apply(snapshot, animatingDifferences: animatingDifferences)
    } catch {
      record(error)
    }
  }

  /// Returns once every apply submitted so far has run. UIKit applies synchronously when called
  /// on the main queue; here the completion form queues its apply, so a test awaits this (or uses
  /// the `async` form) before it looks at the view.
  public func waitForPendingApplies() async {
    await base.holdQueue().release()
  }

  /// The completion form: the apply is queued before this returns; `completion` runs after it.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {
    let task = base.submitApply(snapshot, animatingDifferences: animatingDifferences)
    Task { @MainActor in
      if case .failure(let error) = await task.result { record(error) }
      completion?()
    }
  }

  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
    do {
      try await base.applySnapshotUsingReloadData(snapshot)
    } catch {
      record(error)
    }
  }

  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (@MainActor @Sendable () -> Void)? = nil
  ) {
    Task { @MainActor in
      await applySnapshotUsingReloadData(snapshot)
      completion?()
    }
  }

  public func apply(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async {
    do {
      try await base.apply(snapshot, to: section, animatingDifferences: animatingDifferences)
    } catch {
      record(error)
    }
  }

  public func apply(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil
  ) {
    Task { @MainActor in
      await apply(snapshot, to: section, animatingDifferences: animatingDifferences)
      completion?()
    }
  }

  public func snapshot() -> Snapshot { base.snapshot() }
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    base.snapshot(for: section)
  }
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    base.itemIdentifier(for: indexPath)
  }
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    base.indexPath(for: itemIdentifier)
  }
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    base.sectionIdentifier(for: index)
  }
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    base.index(for: sectionIdentifier)
  }

  public var reorderingHandlers: ReorderingHandlers<SectionIdentifierType, ItemIdentifierType> {
    get { base.reorderingHandlers }
    set { base.reorderingHandlers = newValue }
  }

  public var sectionSnapshotHandlers: OutlineHandlers<ItemIdentifierType> {
    get { base.sectionSnapshotHandlers }
    set { base.sectionSnapshotHandlers = newValue }
  }

  nonisolated public var description: String {
    "\(type(of: self))(\(base.snapshot().numberOfSections) sections, \(base.snapshot().numberOfItems) items)"
  }
}
