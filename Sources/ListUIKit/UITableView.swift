import Foundation
import ListReporting
import ListSimulator

/// `UITableView` with UIKit's signatures: `reloadData()`, `performBatchUpdates(_:completion:)`,
/// `beginUpdates()` / `endUpdates()`, `insertRows(at:with:)` and the other mutations do not
/// throw; what UIKit would raise is reported and recorded, as for ``UICollectionView``.
open class UITableView: VirtualTableView {
  /// What UIKit would have raised so far, newest last (each also reported to the running test).
  public let failures = FailureLog()

  private var storedTableViews: (header: UIView?, footer: UIView?) = (nil, nil)

  /// The view above the first section (recorded; not a row, so no batch counts it).
  @preconcurrency
  @MainActor
  public var tableHeaderView: UIView? {
    get { storedTableViews.header }
    set { storedTableViews.header = newValue }
  }

  /// The view below the last section (an empty `UIView()` hides the empty rows' separators in
  /// UIKit; recorded here).
  @preconcurrency
  @MainActor
  public var tableFooterView: UIView? {
    get { storedTableViews.footer }
    set { storedTableViews.footer = newValue }
  }

  /// The errors UIKit would have raised as `NSInternalInconsistencyException`s, in order.
  public var raisedExceptions: [any ListError] { failures.errors }

  /// A table view over `dataSource`: a dequeue of an unregistered identifier (a misuse UIKit
  /// raises for, recorded) makes a plain ``UITableViewCell`` or ``UITableViewHeaderFooterView``.
  public override init(
    dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = .current, viewport: Viewport = .standard
  ) {
    super.init(dataSource: dataSource, configuration: configuration, viewport: viewport)
    engine.setUnregisteredFactories(
      cell: { UITableViewCell(style: .default, reuseIdentifier: nil) },
      supplementary: { UITableViewHeaderFooterView(reuseIdentifier: nil) })
    engine.recoveryObserver = { [failures] in failures.warnRecovered($0) }
  }

  // MARK: Registering and dequeuing UIKit's classes

  /// Registers a cell class for a reuse identifier: the view makes its cells with UIKit's
  /// designated initializer, `init(style: .default, reuseIdentifier: identifier)`.
  public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String)
  {
    engine.register(
      cellFactory: { cellClass.init(style: .default, reuseIdentifier: identifier) },
      forCellWithReuseIdentifier: identifier)
  }

  /// Registers a header-footer view class for a reuse identifier (headers and footers alike):
  /// the view makes them with `init(reuseIdentifier: identifier)`.
  public func register(
    _ viewClass: UITableViewHeaderFooterView.Type,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
      engine.register(
        supplementaryFactory: { viewClass.init(reuseIdentifier: identifier) },
        forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
  }

  /// A cell of the class registered for `identifier` (reused when one is pooled), as UIKit
  /// types it. What the view makes for a ``UITableView`` is always a ``UITableViewCell``; a
  /// `VirtualCell` class registered through the engine's API is replaced by a plain cell.
  open override func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UITableViewCell
  {
    let cell = super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    return cell as? UITableViewCell
      ?? withViewIsolation { UITableViewCell(style: .default, reuseIdentifier: identifier) }
  }

  /// A header or footer of the class registered for `identifier`, for the section of
  /// `indexPath` (`kind` is `UICollectionView.elementKindSectionHeader` or `…Footer`): the
  /// engine's form of UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)`, which a
  /// header provider calls.
  public func dequeueReusableHeaderFooterView(
    ofKind kind: String, withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewHeaderFooterView {
    let view = engine.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    return view as? UITableViewHeaderFooterView
      ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
  }

  /// The header or footer the table is asking its delegate for (set around the delegate's
  /// `viewForHeaderInSection`/`viewForFooterInSection`).
  nonisolated(unsafe) var pendingHeaderFooter: (kind: String, indexPath: IndexPath)?

  /// UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)`: inside the delegate's
  /// `viewForHeaderInSection`/`viewForFooterInSection`, a view of the class registered for
  /// `identifier` for that section (reused when one is pooled); elsewhere a new plain one.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    guard let (kind, indexPath) = pendingHeaderFooter else {
      return UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }
    return dequeueReusableHeaderFooterView(ofKind: kind, withIdentifier: identifier, for: indexPath)
  }

  /// The cell shown for the row, or `nil` off screen, as UIKit types it.
  open override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    super.cellForRow(at: indexPath) as? UITableViewCell
  }

  /// The header shown for a section, or `nil`, as UIKit types it.
  open override func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    super.headerView(forSection: section) as? UITableViewHeaderFooterView
  }

  /// The footer shown for a section, or `nil`, as UIKit types it.
  open override func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    super.footerView(forSection: section) as? UITableViewHeaderFooterView
  }

  /// `UITableView(frame:style:)`: the frame's height is the window's height in points, and the
  /// table lays its rows out from their heights (`rowHeight`, the delegate's). A grouped table
  /// gives every section a header and a footer, as UIKit spaces grouped sections; a plain one
  /// where a section has a title or the delegate gives a height.
  @preconcurrency
  @MainActor
  public convenience init(frame: CGRect, style: Style) {
    let grouped = style != .plain
    self.init(viewport: pointsViewport(frame, headers: grouped, footers: grouped))
    self.frame = frame
    storedStyle = style
    followsFrame = true
    engine.layoutSource = _UIKitLayoutSource(self)
  }

  /// `UITableView(frame:)`: a plain table (``init(frame:style:)``).
  @preconcurrency
  @MainActor
  public convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// A table view from an archive, as UIKit's subclasses declare it: an empty plain one (nothing
  /// is decoded here).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    engine.setUnregisteredFactories(
      cell: { UITableViewCell(style: .default, reuseIdentifier: nil) },
      supplementary: { UITableViewHeaderFooterView(reuseIdentifier: nil) })
    engine.recoveryObserver = { [failures] in failures.warnRecovered($0) }
  }

  // Whether the window's height follows the frame's (a view made with a frame).
  nonisolated(unsafe) private var followsFrame = false
  nonisolated(unsafe) private var storedStyle = Style.plain

  /// Tells the delegate `scrollViewDidScroll(_:)`.
  open override func contentOffsetDidChange() {
    tellScrolled(self) { $0.delegate }
  }

  /// The view's layout pass: one that has a classic data source and never read it reads it now,
  /// as UIKit's table view loads its data on its first layout pass (a screen that sets its data
  /// source and never calls `reloadData()` shows its rows once it is laid out, as on a phone).
  /// A subclass that overrides it calls `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    loadIfNeverLoaded()
  }

  /// The number of sections, read from a classic data source the view never read (UIKit reads
  /// the counts when first asked for them, before any layout pass).
  public var numberOfSections: Int {
    loadIfNeverLoaded()
    return engine.numberOfSections
  }

  /// The number of rows in `section`, read from a classic data source the view never read, as
  /// ``numberOfSections``.
  nonisolated open override func numberOfRows(inSection section: Int) -> Int {
    loadIfNeverLoaded()
    return super.numberOfRows(inSection: section)
  }

  /// A view with a classic data source that it never read reads it now (once: a count asked
  /// for while it reads does not start another read, and a read that failed — a count the view
  /// cannot hold, reported — is not tried again until `reloadData()`).
  nonisolated func loadIfNeverLoaded() {
    _readNeverReadClassicSource(
      engine, classic: engine.dataSource is _TableDataSourceAdapter, tried: firstLoadTried,
      markTried: { firstLoadTried = true }, failures: failures)
  }
  nonisolated(unsafe) private var firstLoadTried = false

  /// The user drags the table by `distance` points (positive: further down the table); the
  /// delegate hears the dragging calls and `scrollViewDidScroll(_:)`.
  @MainActor
  public func simulateDrag(by distance: CGFloat) { simulateDrag(by: distance, delegate: delegate) }

  /// `UITableView.automaticDimension`: a height the cell or view decides (self-sizing). Nothing
  /// measures cells here: an automatic height takes its estimate, else 44 points for rows and
  /// 28 for headers and footers.
  nonisolated public static let automaticDimension: CGFloat = -1

  /// The height of every row unless the delegate says otherwise (automatic by default: 44
  /// points without an estimate). Setting it lays the table out again.
  public var rowHeight: CGFloat = UITableView.automaticDimension { didSet { engine.relayout() } }
  /// The estimate for self-sizing rows (automatic by default).
  public var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { engine.relayout() }
  }
  /// The height of section headers unless the delegate says otherwise (automatic by default).
  public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { engine.relayout() }
  }
  /// The height of section footers unless the delegate says otherwise (automatic by default).
  public var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { engine.relayout() }
  }
  /// The estimate for self-sizing headers (automatic by default).
  public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { engine.relayout() }
  }
  /// The estimate for self-sizing footers (automatic by default).
  public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { engine.relayout() }
  }

  /// The style the table was made with (``init(frame:style:)``; plain otherwise).
  public var style: Style { storedStyle }

  /// The frame in the superview's coordinates; for a view made with a frame, its height is the
  /// window's height in points.
  open override var frame: CGRect {
    didSet {
      if followsFrame, frame.height != oldValue.height {
        let viewport = engine.viewport
        engine.resizeWindow(
          pointsViewport(
            frame, headers: viewport.headerHeight > 0, footers: viewport.footerHeight > 0))
      }
    }
  }

  /// `UITableView.Style`: a grouped or inset grouped table gives its sections header and footer
  /// slots (``init(frame:style:)``).
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

  /// Inserts rows: into the open batch, or as a batch of its own checked at once; once declared,
  /// `animation` is logged. What UIKit would raise is reported (``failures``), not thrown.
  open override func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    failures.raising { try super.insertRows(at: indexPaths, with: animation) }
  }
  /// Deletes rows, logging `animation` (batched or checked at once, as ``insertRows(at:with:)``).
  open override func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    failures.raising { try super.deleteRows(at: indexPaths, with: animation) }
  }
  /// Reloads rows, logging `animation` (batched or checked at once, as ``insertRows(at:with:)``).
  open override func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    failures.raising { try super.reloadRows(at: indexPaths, with: animation) }
  }
  /// Reconfigures rows, with no animation (batched or checked at once, as
  /// ``insertRows(at:with:)``).
  open override func reconfigureRows(at indexPaths: [IndexPath]) {
    failures.raising { try super.reconfigureRows(at: indexPaths) }
  }
  /// Moves a row, with no animation (batched or checked at once, as ``insertRows(at:with:)``).
  open override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    failures.raising { try super.moveRow(at: indexPath, to: newIndexPath) }
  }
  /// Inserts sections, logging `animation` (batched or checked at once, as
  /// ``insertRows(at:with:)``).
  open override func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    failures.raising { try super.insertSections(sections, with: animation) }
  }
  /// Deletes sections, logging `animation` (batched or checked at once, as
  /// ``insertRows(at:with:)``).
  open override func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    failures.raising { try super.deleteSections(sections, with: animation) }
  }
  /// Reloads sections, logging `animation` (batched or checked at once, as
  /// ``insertRows(at:with:)``).
  open override func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    failures.raising { try super.reloadSections(sections, with: animation) }
  }
  /// Moves a section, with no animation (batched or checked at once, as ``insertRows(at:with:)``).
  open override func moveSection(_ section: Int, toSection newSection: Int) {
    failures.raising { try super.moveSection(section, toSection: newSection) }
  }

  /// Reloads everything from the data source (UIKit's signature: nothing is thrown).
  public func reloadData() {
    firstLoadTried = true
    failures.raising { try engine.reloadData() }
  }

  /// Opens a batch (`beginUpdates()`); blocks nest, and the outermost `endUpdates()` checks it.
  public func beginUpdates() {
    failures.raising { try engine.beginUpdates() }
  }

  /// Closes a batch: the outermost one is checked against UIKit's rules; one UIKit would reject
  /// is reported and changes nothing.
  public func endUpdates() {
    failures.raising { try engine.endUpdates() }
  }

  /// One batch: the updates run, then the view checks the batch; for one UIKit would reject,
  /// `completion` gets `false`.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    failures.raising { try engine.performBatchUpdates(updates, completion: completion) }
  }

  /// The same, with UIKit's optional block.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    performBatchUpdates(updates ?? {}, completion: completion)
  }
}
