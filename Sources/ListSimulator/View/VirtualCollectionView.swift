import Foundation
import ListKit

/// A headless `UICollectionView`: app code, adapters and diff libraries drive it with UIKit's
/// method names, and it raises what UIKit would raise — with UIKit's message — as a typed error.
///
/// ```swift
/// let model = ArrayDataSource(sections: [["a", "b", "c"]])
/// let view = VirtualCollectionView(dataSource: model)
/// view.reloadData()
/// model.sections = [["a", "b", "c", "d"]]
/// try view.performBatchUpdates {
///   try view.insertItems(at: [IndexPath(item: 4, section: 0)])
/// }
/// // BatchUpdateError insertItemOutOfRange: "attempt to insert item 4 into section 0, but there
/// // are only 4 items in section 0 after the update"
/// ```
public final class VirtualCollectionView: VirtualListView {
  public let base: VirtualView

  public init(
    dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = ViewConfiguration()
  ) {
    base = VirtualView(kind: .collection, dataSource: dataSource, configuration: configuration)
  }

  public func insertItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.insertItems += indexPaths }
  }

  public func deleteItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.deleteItems += indexPaths }
  }

  public func reloadItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.reloadItems += indexPaths }
  }

  public func reconfigureItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.reconfigureItems += indexPaths }
  }

  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(BatchUpdateError)
  {
    try base.record { $0.moveItems.append(Move(from: indexPath, to: newIndexPath)) }
  }

  public func insertSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try base.record { $0.insertSections += sections }
  }

  public func deleteSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try base.record { $0.deleteSections += sections }
  }

  public func reloadSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try base.record { $0.reloadSections += sections }
  }

  public func moveSection(_ section: Int, toSection newSection: Int) throws(BatchUpdateError) {
    try base.record { $0.moveSections.append(Move(from: section, to: newSection)) }
  }

  /// The number of items the view shows in a section.
  public func numberOfItems(inSection section: Int) -> Int {
    base.numberOfItems(inSection: section)
  }
}

/// A headless `UITableView`, with UIKit's method names (rows, row animations,
/// `beginUpdates()`/`endUpdates()`).
public final class VirtualTableView: VirtualListView {
  /// UIKit's row animations; the simulator records them and otherwise ignores them.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic = 100
  }

  public let base: VirtualView

  public init(
    dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = ViewConfiguration()
  ) {
    base = VirtualView(kind: .table, dataSource: dataSource, configuration: configuration)
  }

  public func beginUpdates() throws(BatchUpdateError) { try base.beginUpdates() }

  @discardableResult
  public func endUpdates() throws(BatchUpdateError) -> BatchResult { try base.endUpdates() }

  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.insertItems += indexPaths }
  }

  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.deleteItems += indexPaths }
  }

  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.reloadItems += indexPaths }
  }

  public func reconfigureRows(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.reconfigureItems += indexPaths }
  }

  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(BatchUpdateError)
  {
    try base.record { $0.moveItems.append(Move(from: indexPath, to: newIndexPath)) }
  }

  public func insertSections(_ sections: IndexSet, with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.insertSections += sections }
  }

  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.deleteSections += sections }
  }

  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.reloadSections += sections }
  }

  public func moveSection(_ section: Int, toSection newSection: Int) throws(BatchUpdateError) {
    try base.record { $0.moveSections.append(Move(from: section, to: newSection)) }
  }

  /// The number of rows the view shows in a section.
  public func numberOfRows(inSection section: Int) -> Int {
    base.numberOfItems(inSection: section)
  }
}

/// What both virtual views share, forwarded to their ``VirtualView``.
public protocol VirtualListView: AnyObject, Sendable {
  var base: VirtualView { get }
}

extension VirtualListView {
  public var numberOfSections: Int { base.numberOfSections }
  public var events: [ViewEvent] { base.events }
  public var statistics: CellStatistics { base.statistics }
  public var shownIdentifiers: [[ItemIdentity]?] { base.shownIdentifiers }
  public var dataSource: (any VirtualViewDataSource)? {
    get { base.dataSource }
    set { base.dataSource = newValue }
  }
  public var configuration: ViewConfiguration {
    get { base.configuration }
    set { base.configuration = newValue }
  }

  public func reloadData() throws(BatchUpdateError) { try base.reloadData() }

  /// The collection view layout's `invalidateLayout()` (or a table view that needs layout): the
  /// next batch reads its "before" counts from the data source.
  public func invalidateLayout() { base.invalidateLayout() }

  @discardableResult
  public func performBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil
  ) throws -> BatchResult {
    try base.performBatchUpdates(updates, completion: completion)
  }

  @discardableResult
  public func perform(_ batch: BatchUpdate) throws(BatchUpdateError) -> BatchResult {
    try base.perform(batch)
  }

  public func clearEvents() { base.clearEvents() }
}
