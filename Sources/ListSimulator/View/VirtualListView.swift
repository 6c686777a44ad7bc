import Foundation
import ListKit

/// What both virtual views share, forwarded to their ``VirtualView``.
public protocol VirtualListView: AnyObject, Sendable {
  /// The shared engine the view forwards every call to: its data, its window and its checks.
  var engine: VirtualView { get }
}

extension VirtualListView {
  /// The view's engine under its former name; use ``engine``.
  @available(*, deprecated, renamed: "engine")
  public var base: VirtualView { engine }
}

extension VirtualListView {
  /// The number of sections the view shows (its cached count).
  public var numberOfSections: Int { engine.numberOfSections }
  /// Everything that happened, in order.
  public var events: [ViewEvent] { engine.events }
  /// Cell-provider calls and cells created, reused and reconfigured since ``clearEvents()``.
  public var statistics: CellStatistics { engine.statistics }
  /// The identities of the items shown, per section; `nil` where only the count is known.
  public var shownIdentifiers: [[ItemIdentity]?] { engine.shownIdentifiers }
  /// The data source the view reads counts and cells from.
  public var dataSource: (any VirtualViewDataSource)? {
    get { engine.dataSource }
    set { engine.dataSource = newValue }
  }
  /// The view's configuration.
  public var configuration: ViewConfiguration {
    get { engine.configuration }
    set { engine.configuration = newValue }
  }

  /// `reloadData()`: reloads everything from the data source; inside a batch it is recorded
  /// in that batch. Throws the BatchUpdateError UIKit would raise.
  public func reloadData() throws(BatchUpdateError) { try engine.reloadData() }

  /// The collection view layout's `invalidateLayout()` (or a table view that needs layout): the
  /// next batch reads its "before" counts from the data source.
  public func invalidateLayout() { engine.invalidateLayout() }

  /// `performBatchUpdates(_:completion:)`: runs `updates` as one batch, validated when it ends;
  /// rethrows what `updates` throws or the BatchUpdateError UIKit would raise.
  @discardableResult
  public func performBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil
  ) throws -> BatchResult {
    try engine.performBatchUpdates(updates, completion: completion)
  }

  /// Validates and applies `batch` as one batch update; throws the BatchUpdateError UIKit
  /// would raise.
  @discardableResult
  public func perform(_ batch: BatchUpdate) throws(BatchUpdateError) -> BatchResult {
    try engine.perform(batch)
  }

  /// Empties the event log and resets ``statistics``.
  public func clearEvents() { engine.clearEvents() }

  /// The visible cells, in the order of their index paths.
  public var visibleCells: [VirtualCell] { engine.visibleCells }
  /// Where `cell` is shown, or `nil` when it is not (off screen, in the reuse pool).
  public func indexPath(for cell: VirtualCell) -> IndexPath? { engine.indexPath(for: cell) }
  /// The API misuses recorded so far (UIKit would log or assert), oldest first.
  public var misuses: [String] { engine.misuses }
  /// Whether items can be selected (on by default); off, selecting does nothing.
  public var allowsSelection: Bool {
    get { engine.allowsSelection }
    set { engine.allowsSelection = newValue }
  }

  /// Whether more than one item can be selected; off, selecting one deselects the others.
  public var allowsMultipleSelection: Bool {
    get { engine.allowsMultipleSelection }
    set { engine.allowsMultipleSelection = newValue }
  }
  /// The visible window: its height and the heights of items, headers and footers.
  public var viewport: Viewport { engine.viewport }
  /// Replaces the visible window and updates what is shown.
  @MainActor public func setViewport(_ viewport: Viewport) { engine.setViewport(viewport) }
  /// Scrolls by `delta` (positive: down).
  @MainActor public func scroll(by delta: Double) { engine.scroll(by: delta) }

  /// `dequeueConfiguredReusableCell(using:for:item:)`: a cell dequeued and configured by
  /// `registration`'s handler.
  @MainActor
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
  ) -> Cell {
    engine.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }

  /// `dequeueConfiguredReusableSupplementary(using:for:)`: a view dequeued and configured by
  /// `registration`'s handler.
  @MainActor
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    engine.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
  }
}
