import Foundation
import ListKit
import ListReporting
import ListSimulator

/// `UICollectionView` with UIKit's signatures: `reloadData()`, `performBatchUpdates(_:completion:)`,
/// `insertItems(at:)` and the other mutations do not throw.
///
/// What UIKit would raise (an `NSInternalInconsistencyException` for a batch that breaks a rule,
/// a hand-written update on a view a diffable data source manages) is reported as one failure of
/// the running test with UIKit's message — through ``FailureReporter``: an issue under Swift
/// Testing, a failure under XCTest, a runtime warning otherwise — and recorded in
/// ``raisedExceptions``; the view keeps the state it had, and the process goes on. The throwing
/// forms are the headless view's (``VirtualCollectionView``), for code that wants typed errors.
open class UICollectionView: VirtualCollectionView {
  /// What UIKit would have raised so far, newest last (each also reported to the running test).
  public let failures = FailureLog()

  /// The errors UIKit would have raised as `NSInternalInconsistencyException`s, in order.
  public var raisedExceptions: [any ListError] { failures.errors }

  /// A collection view over `dataSource`: a dequeue of an unregistered identifier (a misuse
  /// UIKit raises for, recorded) makes a plain ``UICollectionViewCell`` or
  /// ``UICollectionReusableView``.
  public override init(
    dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = .current, viewport: Viewport = .standard
  ) {
    super.init(dataSource: dataSource, configuration: configuration, viewport: viewport)
    engine.setUnregisteredFactories(
      cell: { UICollectionViewCell(frame: .zero) },
      supplementary: { UICollectionReusableView(frame: .zero) })
    engine.recoveryObserver = { [failures] in failures.warnRecovered($0) }
  }

  // MARK: Registering and dequeuing UIKit's classes

  /// Registers a cell class for a reuse identifier: the view makes its cells with UIKit's
  /// designated initializer, `init(frame: .zero)`.
  public func register(
    _ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    engine.register(
      cellFactory: { cellClass.init(frame: .zero) }, forCellWithReuseIdentifier: identifier)
  }

  /// Registers a supplementary view class for a kind and a reuse identifier, made with
  /// `init(frame: .zero)`.
  public func register(
    _ viewClass: UICollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    engine.register(
      supplementaryFactory: { viewClass.init(frame: .zero) }, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: identifier)
  }

  /// A cell of the class registered for `identifier` (reused when one is pooled), as UIKit
  /// types it. What the view makes for a ``UICollectionView`` is always a
  /// ``UICollectionViewCell``; a `VirtualCell` class registered through the engine's API is
  /// replaced by a plain cell, which the view then treats as not dequeued.
  open override func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    return cell as? UICollectionViewCell ?? withViewIsolation { UICollectionViewCell(frame: .zero) }
  }

  /// A supplementary view of the class registered for `kind` and `identifier`, as UIKit types
  /// it (a plain ``UICollectionReusableView`` stands in for a view of another class).
  open override func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = super.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    return view as? UICollectionReusableView
      ?? withViewIsolation { UICollectionReusableView(frame: .zero) }
  }

  /// The cell shown for the item, or `nil` off screen, as UIKit types it.
  open override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    super.cellForItem(at: indexPath) as? UICollectionViewCell
  }

  /// `UICollectionView(frame:collectionViewLayout:)`: the frame's height is the window's height
  /// in points, the window follows the frame when the screen resizes the view, and the layout
  /// (flow, compositional or list) decides where items are and so which are on screen.
  @preconcurrency
  @MainActor
  public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.init(
      viewport: pointsViewport(
        frame, horizontal: layout.scrollsHorizontally, headers: layout.hasHeaders,
        footers: layout.hasFooters),
      layout: layout)
    self.frame = frame
    followsFrame = true
    windowAlongX = layout.scrollsHorizontally
    layout.collectionView = self
    engine.layoutSource = _UIKitLayoutSource(self)
  }

  /// A collection view from an archive, as UIKit's subclasses declare it: an empty one with a
  /// flow layout (nothing is decoded here).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    engine.setUnregisteredFactories(
      cell: { UICollectionViewCell(frame: .zero) },
      supplementary: { UICollectionReusableView(frame: .zero) })
    engine.recoveryObserver = { [failures] in failures.warnRecovered($0) }
  }

  // Whether the window's height follows the frame's (a view made with a frame).
  nonisolated(unsafe) private var followsFrame = false
  // Whether the window's length is the frame's width (the layout scrolls horizontally).
  nonisolated(unsafe) private var windowAlongX = false
  nonisolated(unsafe) private var storedBackgroundView: UIView?
  /// Where the layout puts the item at `indexPath` (its frame in content coordinates), or `nil`
  /// for an item the view does not have.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    guard let frame = engine.frameForItem(at: indexPath, width: Double(bounds.width)) else {
      return nil
    }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }

  /// Where the layout puts the header or footer (`kind`) of `indexPath`'s section, or `nil`
  /// when the section has none.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2,
      let frame = engine.frameForSupplementary(
        ofKind: kind, inSection: indexPath[0], width: Double(bounds.width))
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = frame
    return attributes
  }

  /// The item being dragged and where it would land (`beginInteractiveMovementForItem(at:)`).
  nonisolated(unsafe) var interactiveMovement: (source: IndexPath, target: IndexPath)?

  /// Tells the delegate `scrollViewDidScroll(_:)`.
  open override func contentOffsetDidChange() {
    tellScrolled(self) { $0.delegate }
  }

  /// The view's layout pass: one that has a classic data source and never read it reads it now,
  /// as UIKit's collection view loads its data on its first layout pass (a screen that sets its data
  /// source and never calls `reloadData()` shows its rows once it is laid out, as on a phone).
  /// A subclass that overrides it calls `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if engine.needsFirstLoad, engine.dataSource is _CollectionDataSourceAdapter {
      failures.raising { try engine.reloadData() }
    }
  }

  /// The user drags the list by `distance` points (positive: further down the list, or further
  /// right when the layout scrolls horizontally); the delegate hears the dragging calls and
  /// `scrollViewDidScroll(_:)`, and the drag rests within the content unless the delegate moves
  /// its target.
  @MainActor
  public func simulateDrag(by distance: CGFloat) { simulateDrag(by: distance, delegate: delegate) }
  nonisolated(unsafe) private var storedPrefetching = true

  /// The frame in the superview's coordinates; for a view made with a frame, its height (its
  /// width, when the layout scrolls horizontally) is the window's length in points.
  open override var frame: CGRect {
    didSet {
      guard followsFrame else { return }
      let length = windowAlongX ? \CGRect.width : \CGRect.height
      if frame[keyPath: length] != oldValue[keyPath: length] { fitWindowToFrame() }
    }
  }

  /// For a view made with a frame: the window as long as the frame along the axis the layout
  /// scrolls along; the view lays itself out again.
  private func fitWindowToFrame() {
    let viewport = engine.viewport
    engine.resizeWindow(
      pointsViewport(
        frame, horizontal: windowAlongX, headers: viewport.headerHeight > 0,
        footers: viewport.footerHeight > 0))
  }

  /// The layout changed (invalidated, replaced, its scroll direction set): the view lays its
  /// sections out again, its window measured along the axis the layout now scrolls along.
  func layoutDidChange() {
    let horizontal = collectionViewLayout.scrollsHorizontally
    guard followsFrame, horizontal != windowAlongX else {
      engine.relayout()
      return
    }
    windowAlongX = horizontal
    fitWindowToFrame()
  }

  /// Whether the data source's prefetching is on (recorded; there is no prefetching here).
  @preconcurrency
  @MainActor
  public var isPrefetchingEnabled: Bool {
    get { storedPrefetching }
    set { storedPrefetching = newValue }
  }

  /// The view behind the cells (an empty state a list shows when it has nothing).
  @preconcurrency
  @MainActor
  public var backgroundView: UIView? {
    get { storedBackgroundView }
    set { storedBackgroundView = newValue }
  }

  /// A collection view with `viewport` (rows on screen, header and footer slots) and `layout`.
  @preconcurrency
  @MainActor
  public convenience init(
    viewport: Viewport, layout: UICollectionViewLayout, backgroundColor: UIColor? = nil
  ) {
    self.init(viewport: viewport)
    storedLayout = layout
    self.backgroundColor = backgroundColor
  }

  // Set once, on the main actor, by the initializers; read there.
  nonisolated(unsafe) private var storedLayout: UICollectionViewLayout?

  /// The layout the view was made with (a flow layout unless it was given one).
  @preconcurrency
  @MainActor
  public var collectionViewLayout: UICollectionViewLayout {
    get {
      if let storedLayout { return storedLayout }
      let layout = UICollectionViewFlowLayout()
      storedLayout = layout
      return layout
    }
    set {
      storedLayout = newValue
      newValue.collectionView = self
      layoutDidChange()
    }
  }

  nonisolated(unsafe) private var storedDragInteraction = false
  nonisolated(unsafe) private var storedMultipleSelectionDuringEditing = false

  /// Whether several items can be selected while editing (recorded; selection during editing
  /// follows `allowsMultipleSelection`).
  @preconcurrency
  @MainActor
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { storedMultipleSelectionDuringEditing }
    set { storedMultipleSelectionDuringEditing = newValue }
  }
  nonisolated(unsafe) private var storedRefreshControl: UIRefreshControl?

  /// The pull-to-refresh control (a list with `onRefresh` has one).
  @preconcurrency
  @MainActor
  public var refreshControl: UIRefreshControl? {
    get { storedRefreshControl }
    set { storedRefreshControl = newValue }
  }

  /// Whether the user can drag items (a list that reorders turns it on; recorded).
  @preconcurrency
  @MainActor
  public var dragInteractionEnabled: Bool {
    get { storedDragInteraction }
    set { storedDragInteraction = newValue }
  }

  /// Editing mode (list cells show their editing accessories).
  public var isEditing: Bool {
    get { engine.isEditing }
    set { engine.isEditing = newValue }
  }

  /// Turns editing mode on or off (``isEditing``); `animated` is ignored.
  public func setEditing(_ editing: Bool, animated: Bool) { engine.isEditing = editing }

  /// Whether items can be selected while editing.
  public var allowsSelectionDuringEditing: Bool {
    get { engine.allowsSelectionDuringEditing }
    set { engine.allowsSelectionDuringEditing = newValue }
  }

  /// Inserts items: into the open batch, or as a batch of its own checked at once; what UIKit
  /// would raise is reported (``failures``), not thrown.
  open override func insertItems(at indexPaths: [IndexPath]) {
    failures.raising { try super.insertItems(at: indexPaths) }
  }
  /// Deletes items (batched or checked at once, as ``insertItems(at:)``).
  open override func deleteItems(at indexPaths: [IndexPath]) {
    failures.raising { try super.deleteItems(at: indexPaths) }
  }
  /// Reloads items (batched or checked at once, as ``insertItems(at:)``).
  open override func reloadItems(at indexPaths: [IndexPath]) {
    failures.raising { try super.reloadItems(at: indexPaths) }
  }
  /// Reconfigures items (batched or checked at once, as ``insertItems(at:)``).
  open override func reconfigureItems(at indexPaths: [IndexPath]) {
    failures.raising { try super.reconfigureItems(at: indexPaths) }
  }
  /// Moves an item (batched or checked at once, as ``insertItems(at:)``).
  open override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    failures.raising { try super.moveItem(at: indexPath, to: newIndexPath) }
  }
  /// Inserts sections (batched or checked at once, as ``insertItems(at:)``).
  open override func insertSections(_ sections: IndexSet) {
    failures.raising { try super.insertSections(sections) }
  }
  /// Deletes sections (batched or checked at once, as ``insertItems(at:)``).
  open override func deleteSections(_ sections: IndexSet) {
    failures.raising { try super.deleteSections(sections) }
  }
  /// Reloads sections (batched or checked at once, as ``insertItems(at:)``).
  open override func reloadSections(_ sections: IndexSet) {
    failures.raising { try super.reloadSections(sections) }
  }
  /// Moves a section (batched or checked at once, as ``insertItems(at:)``).
  open override func moveSection(_ section: Int, toSection newSection: Int) {
    failures.raising { try super.moveSection(section, toSection: newSection) }
  }

  /// Reloads everything from the data source (UIKit's signature: nothing is thrown).
  public func reloadData() {
    failures.raising { try engine.reloadData() }
  }

  /// One batch: the updates run, then the view checks the batch against UIKit's rules. A batch
  /// UIKit would reject is reported and changes nothing, and `completion` gets `false` (UIKit
  /// raises before its completion runs).
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    failures.raising { try engine.performBatchUpdates(updates, completion: completion) }
  }

  /// The same, with UIKit's optional block.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    performBatchUpdates(updates ?? {}, completion: completion)
  }
}

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
    if engine.needsFirstLoad, engine.dataSource is _TableDataSourceAdapter {
      failures.raising { try engine.reloadData() }
    }
  }

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

extension FailureLog {
  /// Reports what UIKit only logs — a batch it recovered from by reloading (a collection view on
  /// iOS 13 to 16.3) — as a warning of the running test
  /// (``FailureReporter/warn(_:fileID:filePath:line:column:)``), unless the log is quiet. The
  /// UIKit-named views route every recovered batch of their engine here.
  package func warnRecovered(_ message: String) {
    guard !isQuiet else { return }
    FailureReporter.warn(message)
  }

  /// Runs one of the headless view's throwing calls the way UIKit's non-throwing API runs it:
  /// what UIKit would raise is reported to the running test and recorded here, and the process
  /// goes on. Anything that is not one of the package's errors (a user's block cannot throw
  /// under UIKit's names) is reported as it is.
  ///
  /// - Returns: the call's result (for a batch, the engine's ``BatchResult``), or `nil` when it
  ///   threw, which is how the UIKit-named layers tell a rejected batch.
  @discardableResult
  package func raising<T>(_ call: () throws -> T) -> T? {
    do {
      return try call()
    } catch let error as any ListError {
      report(error)
    } catch {
      FailureReporter.report("\(error)")
    }
    return nil
  }
}
