import Foundation
import ListKit
import ListReporting
import ListSimulator

/// `UICollectionView` with UIKit's signatures: `reloadData()`, `performBatchUpdates(_:completion:)`,
/// `insertItems(at:)` and the other mutations do not throw.
///
/// What UIKit would raise (an `NSInternalInconsistencyException` for a batch that breaks a rule,
/// a hand-written update on a view a diffable data source manages) is reported as one failure of
/// the running test with UIKit's message — through `FailureReporter`: an issue under Swift
/// Testing, a failure under XCTest, a runtime warning otherwise — and recorded in
/// ``raisedExceptions``; the view keeps the state it had, and the process goes on. The throwing
/// forms are the headless view's (`VirtualCollectionView`), for code that wants typed errors.
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
    askLayoutAboutScroll()
    tellScrolled(self) { $0.delegate }
  }

  /// The size of everything the view shows: its layout's `collectionViewContentSize` when the
  /// layout measures its own content (IGListKit's layout: zero without sections), otherwise
  /// the frame's width and the content's length the view laid out (the other way round when
  /// the layout scrolls horizontally).
  open override var contentSize: CGSize {
    get {
      // Only a layout this view lays out from (a view made with a frame) has measured it.
      let layout = collectionViewLayout
      guard layout.measuresOwnContent, followsFrame, layout.collectionView === self else {
        return super.contentSize
      }
      return layout.collectionViewContentSize
    }
    set { super.contentSize = newValue }
  }

  /// The scroll moved the bounds: the layout is asked, with the bounds it last saw still set,
  /// whether it is out of date with the new ones
  /// (``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``; a layout with sticky
  /// headers is), and invalidated with its context when it is, as UIKit asks on every scroll.
  private func askLayoutAboutScroll() {
    guard presentedBoundsOrigin == nil else { return }
    let newBounds = bounds
    let layout = collectionViewLayout
    presentedBoundsOrigin = boundsOriginAsked
    let context =
      layout.shouldInvalidateLayout(forBoundsChange: newBounds)
      ? layout.invalidationContext(forBoundsChange: newBounds) : nil
    presentedBoundsOrigin = nil
    boundsOriginAsked = newBounds.origin
    guard let context else { return }
    // Laid out again where the scroll left the view: the offset is kept as the scroll set it.
    invalidatingForScroll = true
    defer { invalidatingForScroll = false }
    layout.invalidateLayout(with: context)
  }
  nonisolated(unsafe) private var invalidatingForScroll = false
  /// The bounds' origin the layout last saw, and the one presented while it is asked.
  nonisolated(unsafe) private var boundsOriginAsked = CGPoint.zero
  nonisolated(unsafe) private var presentedBoundsOrigin: CGPoint?

  /// The bounds: the frame's size at the scroll position, as in UIKit (while the layout is
  /// asked about a scroll, at the position it last saw).
  open override var bounds: CGRect {
    get {
      guard let origin = presentedBoundsOrigin else { return super.bounds }
      return CGRect(origin: origin, size: frame.size)
    }
    set { super.bounds = newValue }
  }

  /// The context a new size invalidates the layout with, asked for before the frame changes
  /// (the layout compares the new bounds with the view's) and used once it has.
  nonisolated(unsafe) private var pendingBoundsInvalidation:
    UICollectionViewLayoutInvalidationContext?

  /// The view's layout pass: one that has a classic data source and never read it reads it now,
  /// as UIKit's collection view loads its data on its first layout pass (a screen that sets its data
  /// source and never calls `reloadData()` shows its rows once it is laid out, as on a phone).
  /// A subclass that overrides it calls `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    loadIfNeverLoaded()
    engine.layoutCellsIfNeeded()
  }

  /// The number of sections, read from a classic data source the view never read (UIKit reads
  /// the counts when first asked for them, before any layout pass).
  public var numberOfSections: Int {
    loadIfNeverLoaded()
    return engine.numberOfSections
  }

  /// The number of items in `section`, read from a classic data source the view never read, as
  /// ``numberOfSections``.
  nonisolated open override func numberOfItems(inSection section: Int) -> Int {
    loadIfNeverLoaded()
    return super.numberOfItems(inSection: section)
  }

  /// A view with a classic data source that it never read reads it now (once: a count asked
  /// for while it reads does not start another read, and a read that failed — a count the view
  /// cannot hold, reported — is not tried again until `reloadData()`).
  nonisolated func loadIfNeverLoaded() {
    _readNeverReadClassicSource(
      engine, classic: engine.dataSource is _CollectionDataSourceAdapter, tried: firstLoadTried,
      markTried: { firstLoadTried = true }, failures: failures)
  }
  nonisolated(unsafe) private var firstLoadTried = false

  /// The user drags the list by `distance` points (positive: further down the list, or further
  /// right when the layout scrolls horizontally); the delegate hears the dragging calls and
  /// `scrollViewDidScroll(_:)`, and the drag rests within the content unless the delegate moves
  /// its target.
  @MainActor
  public func simulateDrag(by distance: CGFloat) { simulateDrag(by: distance, delegate: delegate) }
  nonisolated(unsafe) private var storedPrefetching = true

  /// The frame in the superview's coordinates; for a view made with a frame, its height (its
  /// width, when the layout scrolls horizontally) is the window's length in points.
  ///
  /// A new size asks the layout whether it is out of date with the new bounds
  /// (``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``, while the view still
  /// has the old ones) and, when it is, invalidates it with
  /// ``UICollectionViewLayout/invalidationContext(forBoundsChange:)`` once the frame changed.
  open override var frame: CGRect {
    willSet {
      guard newValue.size != frame.size else { return }
      let layout = collectionViewLayout
      let newBounds = CGRect(origin: bounds.origin, size: newValue.size)
      if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
        pendingBoundsInvalidation = layout.invalidationContext(forBoundsChange: newBounds)
      }
    }
    didSet {
      if let context = pendingBoundsInvalidation {
        pendingBoundsInvalidation = nil
        collectionViewLayout.invalidateLayout(with: context)
      }
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
    if invalidatingForScroll {
      // A layout whose headers follow the scroll was laid out again before the scroll's commit.
      if !collectionViewLayout.headersFollowScroll { engine.relayoutKeepingOffset() }
      return
    }
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
    firstLoadTried = true
    failures.raising { try engine.reloadData() }
  }

  /// ``reloadData()`` as UIKit's runs it, for a view that shows no cell yet: the counts and the
  /// layout are read now, the cells made on the view's next layout pass (`layoutIfNeeded()`),
  /// batch update or scroll (an IGListKit adapter's first load).
  package func reloadDataDeferringCells() {
    firstLoadTried = true
    failures.raising { try engine.reloadData(deferringCells: true) }
    setNeedsLayout()
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
