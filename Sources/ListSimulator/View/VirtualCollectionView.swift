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
/// It is a ``UIScrollView`` (so a screen adds it to its view, constrains it and reads its
/// frame), and open for one reason: `ListUIKit`'s `UICollectionView` subclasses it and overrides
/// the mutations with UIKit's non-throwing signatures. Like every view it is main-actor isolated;
/// its forwarding methods are not, so a data source with an actor of its own dequeues and
/// updates through them (one operation at a time).
open class VirtualCollectionView: UIScrollView, VirtualListView {
  /// The shared engine this view forwards every call to.
  nonisolated public let engine: VirtualView

  /// A collection view over `dataSource`, configured by `configuration` and showing `viewport`;
  /// its frame is a phone's screen, 390 × 844 points.
  public init(
    dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = .current, viewport: Viewport = .standard
  ) {
    engine = VirtualView(
      kind: .collection, dataSource: dataSource, configuration: configuration, viewport: viewport)
    super.init(frame: VirtualView.screenFrame)
  }

  /// A collection view from an archive: an empty one with the standard viewport (nothing is
  /// decoded here).
  public required init?(coder: NSCoder) {
    engine = VirtualView(
      kind: .collection, dataSource: nil, configuration: .current, viewport: .standard)
    super.init(coder: coder)
  }

  /// The start of the visible window in the viewport's units: its top as `y` (`x` is 0), or,
  /// when the view's layout scrolls horizontally, its left edge as `x` (`y` is 0): the list
  /// scrolls along one axis, as a flow layout does
  /// ([`scrollDirection`](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection)).
  /// Setting it scrolls along that axis (the other coordinate is ignored), and cells come and go
  /// as on a phone; the offset is taken as given, beyond the content too (UIKit's setter does not
  /// settle it), until the view's next update.
  open override var contentOffset: CGPoint {
    get {
      engine.scrollsHorizontally
        ? CGPoint(x: engine.contentOffset, y: 0) : CGPoint(x: 0, y: engine.contentOffset)
    }
    set {
      let before = engine.contentOffset
      engine.scroll(
        to: Double(engine.scrollsHorizontally ? newValue.x : newValue.y), settling: false)
      if engine.contentOffset != before { contentOffsetDidChange() }
    }
  }

  /// The size of everything the view shows: its frame's width and the content's height in the
  /// viewport's units, or, when the view's layout scrolls horizontally, the content's width and
  /// the frame's height (the content grows along the scrolling axis only).
  open override var contentSize: CGSize {
    get {
      engine.scrollsHorizontally
        ? CGSize(width: engine.contentHeight, height: frame.height)
        : CGSize(width: frame.width, height: engine.contentHeight)
    }
    set {}
  }

  /// `UICollectionView.elementKindSectionHeader`.
  nonisolated public static let elementKindSectionHeader = ElementKind.sectionHeader
  /// `UICollectionView.elementKindSectionFooter`.
  nonisolated public static let elementKindSectionFooter = ElementKind.sectionFooter

  /// The cell shown for the item, or `nil` off screen.
  nonisolated open func cellForItem(at indexPath: IndexPath) -> VirtualCell? {
    engine.cell(at: indexPath)
  }

  /// `UICollectionView.indexPathsForVisibleItems`: the index paths of the cells on screen.
  nonisolated public var indexPathsForVisibleItems: [IndexPath] { engine.indexPathsForVisibleItems }

  /// `UICollectionView.indexPathsForSelectedItems`: the selected index paths.
  nonisolated public var indexPathsForSelectedItems: [IndexPath]? {
    engine.indexPathsForSelectedItems
  }

  /// `UICollectionView.selectItem(at:animated:scrollPosition:)`; `nil` clears the selection.
  @MainActor
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    engine.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// `UICollectionView.deselectItem(at:animated:)`.
  nonisolated public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    engine.deselectItem(at: indexPath, animated: animated)
  }

  /// `UICollectionView.scrollToItem(at:at:animated:)`; an unknown index path is recorded as a
  /// misuse and nothing scrolls.
  @MainActor
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let before = engine.contentOffset
    engine.scrollToItem(at: indexPath, at: position)
    if engine.contentOffset != before { contentOffsetDidChange() }
  }

  /// `UICollectionView.register(_:forCellWithReuseIdentifier:)`: cells are made with
  /// `init(frame: .zero)`.
  nonisolated public func register(
    _ cellClass: VirtualCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    engine.register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// A cell of the class registered for `identifier` (reused when one is pooled); open so that
  /// `ListUIKit`'s `UICollectionView` returns it as UIKit types it.
  nonisolated open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> VirtualCell
  {
    engine.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  /// `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  nonisolated public func register(
    _ viewClass: VirtualReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    engine.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
  }

  /// A supplementary view of the class registered for `kind` and `identifier`; open so that
  /// `ListUIKit`'s `UICollectionView` returns it as UIKit types it.
  nonisolated open func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> VirtualReusableView {
    engine.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
  }

  /// `UICollectionView.supplementaryView(forElementKind:at:)`: the view shown, or `nil`.
  nonisolated public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> VirtualReusableView?
  {
    engine.supplementaryView(ofKind: kind, at: indexPath)
  }

  /// `UICollectionView.visibleSupplementaryViews(ofKind:)`, ordered by index path.
  nonisolated public func visibleSupplementaryViews(ofKind kind: String) -> [VirtualReusableView] {
    engine.visibleSupplementaryViews(ofKind: kind).sorted { $0.key < $1.key }.map(\.value)
  }

  /// `UICollectionView.insertItems(at:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func insertItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try engine.record { $0.insertItems += indexPaths }
  }

  /// `UICollectionView.deleteItems(at:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func deleteItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try engine.record { $0.deleteItems += indexPaths }
  }

  /// `UICollectionView.reloadItems(at:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func reloadItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try engine.record { $0.reloadItems += indexPaths }
  }

  /// `UICollectionView.reconfigureItems(at:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func reconfigureItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try engine.record { $0.reconfigureItems += indexPaths }
  }

  /// `UICollectionView.moveItem(at:to:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    throws(BatchUpdateError)
  {
    try engine.record { $0.moveItems.append(PositionMove(from: indexPath, to: newIndexPath)) }
  }

  /// `UICollectionView.insertSections(_:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func insertSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try engine.record { $0.insertSections += sections }
  }

  /// `UICollectionView.deleteSections(_:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func deleteSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try engine.record { $0.deleteSections += sections }
  }

  /// `UICollectionView.reloadSections(_:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func reloadSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try engine.record { $0.reloadSections += sections }
  }

  /// `UICollectionView.moveSection(_:toSection:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func moveSection(_ section: Int, toSection newSection: Int)
    throws(BatchUpdateError)
  {
    try engine.record { $0.moveSections.append(PositionMove(from: section, to: newSection)) }
  }

  /// The number of items the view shows in a section.
  nonisolated public func numberOfItems(inSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }

  /// `UICollectionView.indexPathForItem(at:)`: the item whose frame contains `point` (content
  /// coordinates), or `nil`.
  nonisolated public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    engine.indexPathForItem(at: point)
  }
}

/// A headless `UITableView`, with UIKit's method names (rows, row animations,
/// `beginUpdates()`/`endUpdates()`). Open for `ListUIKit`'s `UITableView`, like
/// ``VirtualCollectionView``.
open class VirtualTableView: UIScrollView, VirtualListView {
  /// UIKit's row animations; the view records each in its event log
  /// (`.rowAnimation(operation: "deleteRows", animation: "fade")`) and otherwise ignores them.
  public enum RowAnimation: Int, Sendable, CustomStringConvertible {
    case fade, right, left, top, bottom, none, middle, automatic = 100

    /// The animation's UIKit case name, as written in the event log.
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

  /// The shared engine this view forwards every call to.
  nonisolated public let engine: VirtualView

  /// A table view over `dataSource`, configured by `configuration` and showing `viewport`; its
  /// frame is a phone's screen, 390 × 844 points.
  public init(
    dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = .current, viewport: Viewport = .standard
  ) {
    engine = VirtualView(
      kind: .table, dataSource: dataSource, configuration: configuration, viewport: viewport)
    super.init(frame: VirtualView.screenFrame)
  }

  /// A table view from an archive: an empty one with the standard viewport (nothing is decoded
  /// here).
  public required init?(coder: NSCoder) {
    engine = VirtualView(
      kind: .table, dataSource: nil, configuration: .current, viewport: .standard)
    super.init(coder: coder)
  }

  /// The top of the visible window, as `y` in the viewport's units (`x` is 0). Setting it
  /// scrolls, and cells come and go as on a phone; the offset is taken as given, beyond the
  /// content too, until the view's next update.
  open override var contentOffset: CGPoint {
    get { CGPoint(x: 0, y: engine.contentOffset) }
    set {
      let before = engine.contentOffset
      engine.scroll(to: Double(newValue.y), settling: false)
      if engine.contentOffset != before { contentOffsetDidChange() }
    }
  }

  /// The size of everything the view shows: its frame's width and the content's height in the
  /// viewport's units.
  open override var contentSize: CGSize {
    get { CGSize(width: frame.width, height: engine.contentHeight) }
    set {}
  }

  /// The cell shown for the row, or `nil` off screen.
  nonisolated open func cellForRow(at indexPath: IndexPath) -> VirtualCell? {
    engine.cell(at: indexPath)
  }

  /// `UITableView.indexPathForRow(at:)`: the row whose frame contains `point` (content
  /// coordinates), or `nil`.
  nonisolated public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    engine.indexPathForItem(at: point)
  }

  /// `UITableView.rectForRow(at:)`: the row's frame in content coordinates (`.zero` for a row
  /// the table does not have).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    engine.frameForItem(at: indexPath, width: Double(frame.width)) ?? .zero
  }

  /// `UITableView.indexPathsForVisibleRows`: the index paths of the cells on screen.
  nonisolated public var indexPathsForVisibleRows: [IndexPath]? { engine.indexPathsForVisibleItems }

  /// `UITableView.indexPathForSelectedRow`: the first selected index path, or `nil`.
  nonisolated public var indexPathForSelectedRow: IndexPath? {
    engine.indexPathsForSelectedItems.first
  }

  /// `UITableView.indexPathsForSelectedRows`: the selected index paths, `nil` when none.
  nonisolated public var indexPathsForSelectedRows: [IndexPath]? {
    let selected = engine.indexPathsForSelectedItems
    return selected.isEmpty ? nil : selected
  }

  /// `UITableView.selectRow(at:animated:scrollPosition:)`; `nil` clears the selection.
  @MainActor
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    engine.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// `UITableView.deselectRow(at:animated:)`.
  nonisolated public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    engine.deselectItem(at: indexPath, animated: animated)
  }

  /// `UITableView.scrollToRow(at:at:animated:)`; an unknown index path is recorded as a
  /// misuse and nothing scrolls.
  @MainActor
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let before = engine.contentOffset
    engine.scrollToItem(at: indexPath, at: position)
    if engine.contentOffset != before { contentOffsetDidChange() }
  }

  /// `UITableView.register(_:forCellReuseIdentifier:)`: cells are made with `init(frame: .zero)`.
  nonisolated public func register(
    _ cellClass: VirtualCell.Type, forCellReuseIdentifier identifier: String
  ) {
    engine.register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// A cell of the class registered for `identifier` (reused when one is pooled); open so that
  /// `ListUIKit`'s `UITableView` returns it as UIKit types it.
  nonisolated open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  )
    -> VirtualCell
  {
    engine.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  /// `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`: registers the class for
  /// both section headers and section footers.
  nonisolated public func register(
    _ viewClass: VirtualReusableView.Type, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    engine.register(
      viewClass, forSupplementaryViewOfKind: ElementKind.sectionHeader,
      withReuseIdentifier: identifier)
    engine.register(
      viewClass, forSupplementaryViewOfKind: ElementKind.sectionFooter,
      withReuseIdentifier: identifier)
  }

  /// The header shown for a section, or `nil`.
  nonisolated open func headerView(forSection section: Int) -> VirtualReusableView? {
    engine.supplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(index: section))
  }

  /// The footer shown for a section, or `nil`.
  nonisolated open func footerView(forSection section: Int) -> VirtualReusableView? {
    engine.supplementaryView(ofKind: ElementKind.sectionFooter, at: IndexPath(index: section))
  }

  /// Editing mode (swipe-to-delete and reorder controls in UIKit).
  nonisolated public var isEditing: Bool {
    get { engine.isEditing }
    set { engine.isEditing = newValue }
  }

  /// `UITableView.setEditing(_:animated:)`: sets ``isEditing``; `animated` is ignored.
  nonisolated public func setEditing(_ editing: Bool, animated: Bool) { engine.isEditing = editing }

  /// `UITableView.insertRows(at:with:)`: the inserts join the open batch or are validated alone;
  /// throws the BatchUpdateError UIKit would raise. The animation is logged.
  nonisolated open func insertRows(
    at indexPaths: [IndexPath], with animation: RowAnimation = .automatic
  )
    throws(BatchUpdateError)
  {
    try engine.record { $0.insertItems += indexPaths }
    engine.logRowAnimation("insertRows", animation)
  }

  /// `UITableView.deleteRows(at:with:)`: the deletes join the open batch or are validated alone;
  /// throws the BatchUpdateError UIKit would raise. The animation is logged.
  nonisolated open func deleteRows(
    at indexPaths: [IndexPath], with animation: RowAnimation = .automatic
  )
    throws(BatchUpdateError)
  {
    try engine.record { $0.deleteItems += indexPaths }
    engine.logRowAnimation("deleteRows", animation)
  }

  /// `UITableView.reloadRows(at:with:)`: the reloads join the open batch or are validated alone;
  /// throws the BatchUpdateError UIKit would raise. The animation is logged.
  nonisolated open func reloadRows(
    at indexPaths: [IndexPath], with animation: RowAnimation = .automatic
  )
    throws(BatchUpdateError)
  {
    try engine.record { $0.reloadItems += indexPaths }
    engine.logRowAnimation("reloadRows", animation)
  }

  /// `UITableView.reconfigureRows(at:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func reconfigureRows(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try engine.record { $0.reconfigureItems += indexPaths }
  }

  /// `UITableView.moveRow(at:to:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)
    throws(BatchUpdateError)
  {
    try engine.record { $0.moveItems.append(PositionMove(from: indexPath, to: newIndexPath)) }
  }

  /// `UITableView.insertSections(_:with:)`: joins the open batch or is validated alone;
  /// throws the BatchUpdateError UIKit would raise. The animation is logged.
  nonisolated open func insertSections(
    _ sections: IndexSet, with animation: RowAnimation = .automatic
  )
    throws(BatchUpdateError)
  {
    try engine.record { $0.insertSections += sections }
    engine.logRowAnimation("insertSections", animation)
  }

  /// `UITableView.deleteSections(_:with:)`: joins the open batch or is validated alone;
  /// throws the BatchUpdateError UIKit would raise. The animation is logged.
  nonisolated open func deleteSections(
    _ sections: IndexSet, with animation: RowAnimation = .automatic
  )
    throws(BatchUpdateError)
  {
    try engine.record { $0.deleteSections += sections }
    engine.logRowAnimation("deleteSections", animation)
  }

  /// `UITableView.reloadSections(_:with:)`: joins the open batch or is validated alone;
  /// throws the BatchUpdateError UIKit would raise. The animation is logged.
  nonisolated open func reloadSections(
    _ sections: IndexSet, with animation: RowAnimation = .automatic
  )
    throws(BatchUpdateError)
  {
    try engine.record { $0.reloadSections += sections }
    engine.logRowAnimation("reloadSections", animation)
  }

  /// `UITableView.moveSection(_:toSection:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func moveSection(_ section: Int, toSection newSection: Int)
    throws(BatchUpdateError)
  {
    try engine.record { $0.moveSections.append(PositionMove(from: section, to: newSection)) }
  }

  /// The number of rows the view shows in a section.
  nonisolated public func numberOfRows(inSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }
}

// In an extension, not the class, so that `ListUIKit`'s `UITableView` can declare UIKit's
// non-throwing `endUpdates()` beside it (a class member with another result type would be
// ambiguous).
extension VirtualListView where Self: VirtualTableView {
  /// `UITableView.beginUpdates()`: opens a batch (batches nest).
  public func beginUpdates() throws(BatchUpdateError) { try engine.beginUpdates() }

  /// `UITableView.endUpdates()`: closes a batch and, for the outermost one, validates and
  /// applies it; throws `endUpdatesWithoutBeginUpdates` when no batch is open.
  @discardableResult
  public func endUpdates() throws(BatchUpdateError) -> BatchResult { try engine.endUpdates() }
}

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
