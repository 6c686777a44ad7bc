import Foundation
import ListKit

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

  /// The number of rows the view shows in a section (open: `UITableView` reads a data source it
  /// never read first, as UIKit does).
  nonisolated open func numberOfRows(inSection section: Int) -> Int {
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
