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
///
/// It is open for one reason: `ListUIKit`'s `UICollectionView` subclasses it and overrides the
/// mutations with UIKit's non-throwing signatures. Its one stored property is immutable and
/// `Sendable`; subclasses keep it that way (hence `@unchecked`).
open class VirtualCollectionView: VirtualListView, @unchecked Sendable {
  public let base: VirtualView

  public init(
    dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = ViewConfiguration(), viewport: Viewport = .standard
  ) {
    base = VirtualView(
      kind: .collection, dataSource: dataSource, configuration: configuration, viewport: viewport)
  }

  /// `UICollectionView.elementKindSectionHeader`.
  public static let elementKindSectionHeader = ElementKind.sectionHeader
  /// `UICollectionView.elementKindSectionFooter`.
  public static let elementKindSectionFooter = ElementKind.sectionFooter

  /// The cell shown for the item, or `nil` off screen.
  open func cellForItem(at indexPath: IndexPath) -> VirtualCell? { base.cell(at: indexPath) }

  public var indexPathsForVisibleItems: [IndexPath] { base.indexPathsForVisibleItems }

  public var indexPathsForSelectedItems: [IndexPath]? { base.indexPathsForSelectedItems }

  @MainActor
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    base.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    base.deselectItem(at: indexPath, animated: animated)
  }

  @MainActor
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    base.scrollToItem(at: indexPath, at: position)
  }

  public func register(_ cellClass: VirtualCell.Type, forCellWithReuseIdentifier identifier: String)
  {
    base.register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// A cell of the class registered for `identifier` (reused when one is pooled); open so that
  /// `ListUIKit`'s `UICollectionView` returns it as UIKit types it.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> VirtualCell
  {
    base.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  public func register(
    _ viewClass: VirtualReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    base.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
  }

  /// A supplementary view of the class registered for `kind` and `identifier`; open so that
  /// `ListUIKit`'s `UICollectionView` returns it as UIKit types it.
  open func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> VirtualReusableView {
    base.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
  }

  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> VirtualReusableView?
  {
    base.supplementaryView(ofKind: kind, at: indexPath)
  }

  public func visibleSupplementaryViews(ofKind kind: String) -> [VirtualReusableView] {
    base.visibleSupplementaryViews(ofKind: kind).sorted { $0.key < $1.key }.map(\.value)
  }

  open func insertItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.insertItems += indexPaths }
  }

  open func deleteItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.deleteItems += indexPaths }
  }

  open func reloadItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.reloadItems += indexPaths }
  }

  open func reconfigureItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.reconfigureItems += indexPaths }
  }

  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(BatchUpdateError) {
    try base.record { $0.moveItems.append(PositionMove(from: indexPath, to: newIndexPath)) }
  }

  open func insertSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try base.record { $0.insertSections += sections }
  }

  open func deleteSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try base.record { $0.deleteSections += sections }
  }

  open func reloadSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try base.record { $0.reloadSections += sections }
  }

  open func moveSection(_ section: Int, toSection newSection: Int) throws(BatchUpdateError) {
    try base.record { $0.moveSections.append(PositionMove(from: section, to: newSection)) }
  }

  /// The number of items the view shows in a section.
  public func numberOfItems(inSection section: Int) -> Int {
    base.numberOfItems(inSection: section)
  }
}

/// A headless `UITableView`, with UIKit's method names (rows, row animations,
/// `beginUpdates()`/`endUpdates()`). Open for `ListUIKit`'s `UITableView`, like
/// ``VirtualCollectionView``.
open class VirtualTableView: VirtualListView, @unchecked Sendable {
  /// UIKit's row animations; the view records each in its event log
  /// (`.rowAnimation(operation: "deleteRows", animation: "fade")`) and otherwise ignores them.
  public enum RowAnimation: Int, Sendable, CustomStringConvertible {
    case fade, right, left, top, bottom, none, middle, automatic = 100

    public var description: String {
      switch self {
      case .fade: "fade"
      case .right: "right"
      case .left: "left"
      case .top: "top"
      case .bottom: "bottom"
      case .none: "none"
      case .middle: "middle"
      case .automatic: "automatic"
      }
    }
  }

  public let base: VirtualView

  public init(
    dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = ViewConfiguration(), viewport: Viewport = .standard
  ) {
    base = VirtualView(
      kind: .table, dataSource: dataSource, configuration: configuration, viewport: viewport)
  }

  /// The cell shown for the row, or `nil` off screen.
  open func cellForRow(at indexPath: IndexPath) -> VirtualCell? { base.cell(at: indexPath) }

  public var indexPathsForVisibleRows: [IndexPath]? { base.indexPathsForVisibleItems }

  public var indexPathForSelectedRow: IndexPath? { base.indexPathsForSelectedItems.first }

  public var indexPathsForSelectedRows: [IndexPath]? {
    let selected = base.indexPathsForSelectedItems
    return selected.isEmpty ? nil : selected
  }

  @MainActor
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    base.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    base.deselectItem(at: indexPath, animated: animated)
  }

  @MainActor
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    base.scrollToItem(at: indexPath, at: position)
  }

  public func register(_ cellClass: VirtualCell.Type, forCellReuseIdentifier identifier: String) {
    base.register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// A cell of the class registered for `identifier` (reused when one is pooled); open so that
  /// `ListUIKit`'s `UITableView` returns it as UIKit types it.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> VirtualCell
  {
    base.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  public func register(
    _ viewClass: VirtualReusableView.Type, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    base.register(
      viewClass, forSupplementaryViewOfKind: ElementKind.sectionHeader,
      withReuseIdentifier: identifier)
    base.register(
      viewClass, forSupplementaryViewOfKind: ElementKind.sectionFooter,
      withReuseIdentifier: identifier)
  }

  /// The header shown for a section, or `nil`.
  open func headerView(forSection section: Int) -> VirtualReusableView? {
    base.supplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(index: section))
  }

  /// The footer shown for a section, or `nil`.
  open func footerView(forSection section: Int) -> VirtualReusableView? {
    base.supplementaryView(ofKind: ElementKind.sectionFooter, at: IndexPath(index: section))
  }

  /// Editing mode (swipe-to-delete and reorder controls in UIKit).
  public var isEditing: Bool {
    get { base.isEditing }
    set { base.isEditing = newValue }
  }

  public func setEditing(_ editing: Bool, animated: Bool) { base.isEditing = editing }

  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.insertItems += indexPaths }
    base.logRowAnimation("insertRows", animation)
  }

  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.deleteItems += indexPaths }
    base.logRowAnimation("deleteRows", animation)
  }

  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.reloadItems += indexPaths }
    base.logRowAnimation("reloadRows", animation)
  }

  open func reconfigureRows(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try base.record { $0.reconfigureItems += indexPaths }
  }

  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(BatchUpdateError) {
    try base.record { $0.moveItems.append(PositionMove(from: indexPath, to: newIndexPath)) }
  }

  open func insertSections(_ sections: IndexSet, with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.insertSections += sections }
    base.logRowAnimation("insertSections", animation)
  }

  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.deleteSections += sections }
    base.logRowAnimation("deleteSections", animation)
  }

  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation = .automatic)
    throws(BatchUpdateError)
  {
    try base.record { $0.reloadSections += sections }
    base.logRowAnimation("reloadSections", animation)
  }

  open func moveSection(_ section: Int, toSection newSection: Int) throws(BatchUpdateError) {
    try base.record { $0.moveSections.append(PositionMove(from: section, to: newSection)) }
  }

  /// The number of rows the view shows in a section.
  public func numberOfRows(inSection section: Int) -> Int {
    base.numberOfItems(inSection: section)
  }
}

// In an extension, not the class, so that `ListUIKit`'s `UITableView` can declare UIKit's
// non-throwing `endUpdates()` beside it (a class member with another result type would be
// ambiguous).
extension VirtualListView where Self: VirtualTableView {
  public func beginUpdates() throws(BatchUpdateError) { try base.beginUpdates() }

  @discardableResult
  public func endUpdates() throws(BatchUpdateError) -> BatchResult { try base.endUpdates() }
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

  public var visibleCells: [VirtualCell] { base.visibleCells }
  public func indexPath(for cell: VirtualCell) -> IndexPath? { base.indexPath(for: cell) }
  public var misuses: [String] { base.misuses }
  public var allowsSelection: Bool {
    get { base.allowsSelection }
    set { base.allowsSelection = newValue }
  }

  public var allowsMultipleSelection: Bool {
    get { base.allowsMultipleSelection }
    set { base.allowsMultipleSelection = newValue }
  }
  public var viewport: Viewport { base.viewport }
  @MainActor public func setViewport(_ viewport: Viewport) { base.setViewport(viewport) }
  public var contentOffset: Double { base.contentOffset }
  @MainActor public func setContentOffset(_ offset: Double, animated: Bool) {
    base.setContentOffset(offset, animated: animated)
  }
  @MainActor public func scroll(by delta: Double) { base.scroll(by: delta) }

  @MainActor
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
  ) -> Cell {
    base.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }

  @MainActor
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    base.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
  }
}
