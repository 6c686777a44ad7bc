import Foundation

/// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put an
/// item (`UICollectionView.ScrollPosition`; `UITableView.ScrollPosition`'s `.middle` too).
/// Only the positions of the axis the view scrolls along matter: the vertical ones, or the
/// horizontal ones when a collection view's layout scrolls horizontally.
public struct ScrollPosition: OptionSet, Sendable, Hashable {
  /// The bits of the positions in the set.
  public let rawValue: Int
  /// The positions whose bits `rawValue` holds.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `.top`: the item at the top of the window (ignored when the view scrolls horizontally).
  public static let top = ScrollPosition(rawValue: 1 << 0)
  /// `.centeredVertically`: the item in the middle of the window (ignored when the view scrolls
  /// horizontally).
  public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
  /// `.bottom`: the item at the bottom of the window (ignored when the view scrolls
  /// horizontally).
  public static let bottom = ScrollPosition(rawValue: 1 << 2)
  /// `.left`: the item at the left edge of the window, when the view's layout scrolls
  /// horizontally (ignored by a view that scrolls vertically).
  public static let left = ScrollPosition(rawValue: 1 << 3)
  /// `.centeredHorizontally`: the item in the middle of the window, when the view's layout
  /// scrolls horizontally (ignored by a view that scrolls vertically).
  public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
  /// `.right`: the item at the right edge of the window, when the view's layout scrolls
  /// horizontally (ignored by a view that scrolls vertically).
  public static let right = ScrollPosition(rawValue: 1 << 5)
  /// The table view's name for ``centeredVertically``.
  public static let middle = centeredVertically
  /// The table view's `.none` (the collection view spells it `[]`): the least scrolling that
  /// shows the item, none when it is already fully shown.
  public static let none: ScrollPosition = []
}

extension VirtualView {
  // MARK: Cells and headers

  /// The cell shown at `indexPath`, or `nil` when the position is off screen (or unknown).
  public func cell(at indexPath: IndexPath) -> VirtualCell? {
    guard indexPath.count == 2 else { return nil }
    return core.withLock { $0.display.cells[_SectionItem(indexPath)] }
  }

  /// The visible cells, in the order of their index paths.
  public var visibleCells: [VirtualCell] {
    core.withLock { core in
      core.display.cells.sorted { Self.before($0.key, $1.key) }.map(\.value)
    }
  }

  /// The index paths of the visible cells, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    core.withLock { $0.display.cells.keys.sorted(by: Self.before).map(\.indexPath) }
  }

  /// Where a cell is shown, or `nil` when it is not (off screen, in the reuse pool).
  public func indexPath(for cell: VirtualCell) -> IndexPath? {
    core.withLock { core in core.display.cells.first { $0.value === cell }?.key.indexPath }
  }

  /// The header, footer or other supplementary view shown at `indexPath` (`[section, 0]`: a
  /// section's supplementary views are at its item 0, as UIKit indexes them), or `nil`.
  public func supplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> VirtualReusableView?
  {
    // A section's header and footer sit at item 0 of the section, as UIKit's layouts index them.
    guard indexPath.count >= 1, indexPath.count < 2 || indexPath[1] == 0 else { return nil }
    return core.withLock {
      $0.display.supplementaries[_SupplementaryKey(kind: kind, section: indexPath[0])]
    }
  }

  /// The visible supplementary views of one kind, by section.
  public func visibleSupplementaryViews(ofKind kind: String) -> [Int: VirtualReusableView] {
    core.withLock { core in
      var result: [Int: VirtualReusableView] = [:]
      for (key, view) in core.display.supplementaries where key.kind == kind {
        result[key.section] = view
      }
      return result
    }
  }

  /// What UIKit would have raised for but this view recorded (a dequeue of an unregistered
  /// identifier, a missing cell or header, a selection out of range, an apply that failed
  /// without `try`). A test checks it is empty.
  public var misuses: [String] { core.withLock { $0.display.misuses } }

  // MARK: Registering and dequeuing

  /// Registers a cell class for a reuse identifier: the view makes its cells with
  /// `init(frame: .zero)`.
  public func register(_ cellClass: VirtualCell.Type, forCellWithReuseIdentifier identifier: String)
  {
    register(cellFactory: { cellClass.init(frame: .zero) }, forCellWithReuseIdentifier: identifier)
  }

  /// Registers how to make a cell for a reuse identifier: `factory` runs each time the pool has
  /// none to reuse (`ListUIKit` registers a call to UIKit's designated initializer).
  public func register(
    cellFactory factory: @escaping @MainActor @Sendable () -> VirtualCell,
    forCellWithReuseIdentifier identifier: String
  ) {
    core.withLock { $0.display.cellClasses[identifier] = factory }
  }

  /// Sets what a dequeue of an unregistered identifier makes after recording the misuse (a
  /// plain `VirtualCell` and `VirtualReusableView` unless set): `ListUIKit`'s views make their
  /// UIKit classes.
  package func setUnregisteredFactories(
    cell: @escaping @MainActor @Sendable () -> VirtualCell,
    supplementary: @escaping @MainActor @Sendable () -> VirtualReusableView
  ) {
    core.withLock {
      $0.display.unregisteredCell = cell
      $0.display.unregisteredSupplementary = supplementary
    }
  }

  /// A plain cell of the view's kind (a `VirtualCell`, or `ListUIKit`'s UIKit class): what the
  /// default data source and an unregistered dequeue make.
  package func makeUnregisteredCell() -> VirtualCell {
    let make = core.withLock { $0.display.unregisteredCell }
    return withViewIsolation(make)
  }

  /// Registers how to make a supplementary view for a kind and a reuse identifier: `factory`
  /// runs each time the pool has none to reuse.
  public func register(
    supplementaryFactory factory: @escaping @MainActor @Sendable () -> VirtualReusableView,
    forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    core.withLock {
      $0.display.supplementaryClasses[.init(kind: kind, reuseIdentifier: identifier)] = factory
    }
  }

  /// Registers a supplementary view class for a kind and a reuse identifier.
  public func register(
    _ viewClass: VirtualReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    register(
      supplementaryFactory: { viewClass.init(frame: .zero) }, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: identifier)
  }

  /// A cell of the class registered for `identifier`, reused when one is pooled (the shown cell
  /// when `indexPath` is being reconfigured). An unregistered identifier is a misuse (UIKit
  /// raises); a plain cell stands in.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> VirtualCell
  {
    let (cellClass, unregisteredCell) = core.withLock {
      ($0.display.cellClasses[identifier], $0.display.unregisteredCell)
    }
    if cellClass == nil {
      recordMisuse(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
    }
    return dequeueCell(reuseIdentifier: identifier, for: indexPath) {
      cellClass?() ?? unregisteredCell()
    }
  }

  /// A cell of the registration's class, configured by its handler for `item`.
  @MainActor
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
  ) -> Cell {
    let cell = dequeueCell(reuseIdentifier: registration.reuseIdentifier, for: indexPath) {
      Cell(frame: .zero)
    }
    registration.handler(cell, indexPath, item)
    return cell
  }

  /// A supplementary view of the class registered for `kind` and `identifier`.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> VirtualReusableView {
    let (viewClass, unregisteredSupplementary) = core.withLock {
      (
        $0.display.supplementaryClasses[.init(kind: kind, reuseIdentifier: identifier)],
        $0.display.unregisteredSupplementary
      )
    }
    if viewClass == nil {
      recordMisuse(
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
    }
    return dequeueSupplementary(kind: kind, reuseIdentifier: identifier, for: indexPath) {
      viewClass?() ?? unregisteredSupplementary()
    }
  }

  /// A supplementary view of the registration's class and kind, configured by its handler.
  @MainActor
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view = dequeueSupplementary(
      kind: registration.elementKind, reuseIdentifier: registration.reuseIdentifier,
      for: indexPath
    ) { Supplementary(frame: .zero) }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  // MARK: Scrolling

  /// The visible window: its height and the heights of items, headers and footers.
  public var viewport: Viewport { core.withLock { $0.display.viewport } }

  /// Changes the visible window; cells follow at once. On the main actor, like everything that
  /// asks the data source for cells outside an update. A window set by hand decides alone: a
  /// layout source (a UIKit layout's heights) is dropped.
  @MainActor
  public func setViewport(_ viewport: Viewport) {
    core.withLock { $0.display.layoutSource = nil }
    resizeWindow(viewport)
  }

  /// Changes the visible window from a view's frame, wherever the view is laid out (a cell's
  /// embedded list included).
  package func resizeWindow(_ viewport: Viewport) {
    core.withLock { $0.display.viewport = viewport }
    commitDisplay(keepingEverything())
  }

  /// The start of the visible window along the scrolling axis: its top, or its left edge when
  /// the view's layout scrolls horizontally (``scrollsHorizontally``).
  public var contentOffset: Double { core.withLock { $0.display.offset } }

  /// The length of everything the view shows along the scrolling axis, in the viewport's units:
  /// its height, or its width when the view's layout scrolls horizontally.
  public var contentHeight: Double {
    core.withLock { $0.display.viewport.contentHeight($0.shown.counts, $0.display.layout) }
  }

  /// Whether the view's layout scrolls horizontally (its last ``ListLayoutMetrics`` say so):
  /// then ``contentOffset``, ``contentHeight`` and the ``viewport``'s height run along x.
  public var scrollsHorizontally: Bool {
    core.withLock { $0.display.layout?.horizontal ?? false }
  }

  /// What computes where the layout puts sections and items (`ListUIKit`'s views set
  /// themselves); `nil`: the viewport's uniform heights. Setting it lays the view out again.
  public var layoutSource: (any ListLayoutSource)? {
    get { core.withLock { $0.display.layoutSource } }
    set {
      core.withLock { $0.display.layoutSource = newValue }
      commitDisplay(keepingEverything())
    }
  }

  /// Where the layout put the sections at the last commit (`nil` without a ``layoutSource``,
  /// or when it gave none for what the view shows).
  public var layoutMetrics: ListLayoutMetrics? {
    core.withLock { core in
      core.display.layout.flatMap { $0.describes(core.shown.counts) ? $0 : nil }
    }
  }

  /// The frame of the item at `indexPath` in content coordinates, `width` wide when the
  /// viewport's uniform heights decide; `nil` for a position the view does not show.
  public func frameForItem(at indexPath: IndexPath, width: Double) -> CGRect? {
    core.withLock { core in
      let counts = core.shown.counts
      guard indexPath.count == 2, counts.indices.contains(indexPath[0]),
        (0..<counts[indexPath[0]]).contains(indexPath[1])
      else { return nil }
      let key = _SectionItem(indexPath)
      if let layout = core.display.layout, layout.describes(counts) {
        return layout.frame(of: key)
      }
      let span = core.display.viewport.span(of: key, counts, nil)
      return CGRect(x: 0, y: span.top, width: width, height: span.height)
    }
  }

  /// The frame of a section's header or footer (`kind` is `ElementKind.sectionHeader` or
  /// `.sectionFooter`) in content coordinates, `width` wide when the viewport's uniform heights
  /// decide; `nil` when the section has none or the view does not have the section.
  public func frameForSupplementary(ofKind kind: String, inSection section: Int, width: Double)
    -> CGRect?
  {
    let header = kind == ElementKind.sectionHeader
    guard header || kind == ElementKind.sectionFooter else { return nil }
    return core.withLock { core -> CGRect? in
      let counts = core.shown.counts
      guard counts.indices.contains(section) else { return nil }
      if let layout = core.display.layout, layout.describes(counts) {
        let frame = layout.supplementaryFrame(section: section, header: header)
        // Its length along the scrolling axis says whether the section has one.
        let length = layout.horizontal ? frame.width : frame.height
        return length > 0 ? frame : nil
      }
      let viewport = core.display.viewport
      let height = header ? viewport.headerHeight : viewport.footerHeight
      guard height > 0 else { return nil }
      var y = 0.0
      for s in 0..<section { y += viewport.sectionHeight(counts[s]) }
      if !header { y += viewport.headerHeight + Double(counts[section]) * viewport.itemHeight }
      return CGRect(x: 0, y: y, width: width, height: height)
    }
  }

  /// The item whose frame contains `point` (content coordinates), or `nil`; a view of uniform
  /// heights checks `y` only.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    core.withLock { core -> IndexPath? in
      let counts = core.shown.counts
      let y = Double(point.y)
      guard y.isFinite, Double(point.x).isFinite else { return nil }
      let layout = core.display.layout.flatMap { $0.describes(counts) ? $0 : nil }
      // The window that starts at the point along the scrolling axis holds the item there.
      let along = layout?.horizontal == true ? Double(point.x) : y
      let found = core.display.viewport.visible(counts, offset: along, layout).items
      for key in found.prefix(64) {
        let frame: CGRect
        if let layout {
          frame = layout.frame(of: key)
          guard frame.contains(point) else { continue }
        } else {
          let span = core.display.viewport.span(of: key, counts, nil)
          guard y >= span.top, y < span.top + span.height else { continue }
        }
        return key.indexPath
      }
      return nil
    }
  }

  /// Lays the view out again from its layout source (a UIKit property that sizes items
  /// changed); cells follow.
  package func relayout() { commitDisplay(keepingEverything()) }

  /// ``relayout()`` after a scroll asked for it: the layout is asked again and the cells follow,
  /// the offset kept where the scroll put it (not settled within the content).
  package func relayoutKeepingOffset() {
    refreshLayout()
    var change = keepingEverything()
    change.scrollOnly = true
    commitDisplay(change)
  }

  /// Asks the layout source again (outside the lock: it may read the view).
  func refreshLayout() {
    guard
      let (source, counts) = core.withLock({ core -> ((any ListLayoutSource), [Int])? in
        guard let source = core.display.layoutSource else {
          core.display.layout = nil
          return nil
        }
        return (source, core.shown.counts)
      })
    else { return }
    let metrics = source.layoutMetrics(for: counts, in: self)
    core.withLock { $0.display.layout = metrics }
  }

  /// The frame a list view has unless given one: a phone's screen in portrait, 390 × 844 points.
  public static let screenFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Scrolls to `offset` (clamped to the content, as a scroll view settles).
  @MainActor
  public func setContentOffset(_ offset: Double, animated: Bool = false) { scroll(to: offset) }

  /// Scrolls by `delta` (positive: down).
  @MainActor
  public func scroll(by delta: Double) { scroll(to: contentOffset + delta) }

  /// Scrolls so that the item at `indexPath` is at `position` (`[]`: the least scrolling that
  /// shows it whole): `.top`, `.centeredVertically`, `.bottom` along a vertical layout, `.left`,
  /// `.centeredHorizontally`, `.right` along a horizontal one, as UIKit's positions name the
  /// edges of the collection view's bounds
  /// ([`UICollectionView.ScrollPosition`](https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition));
  /// a position of the other axis scrolls as `[]` does. An unknown index path is a misuse and
  /// nothing scrolls.
  @MainActor
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition) {
    let (counts, viewport, offset, layout) = core.withLock {
      ($0.shown.counts, $0.display.viewport, $0.display.offset, $0.display.layout)
    }
    guard indexPath.count == 2, counts.indices.contains(indexPath[0]),
      (0..<counts[indexPath[0]]).contains(indexPath[1])
    else {
      recordMisuse(
        "attempt to scroll to invalid index path: \(indexPath.shortDescription)"
      )
      return
    }
    let span = viewport.span(of: _SectionItem(indexPath), counts, layout)
    let top = span.top
    let bottom = top + span.height
    // Along a horizontal layout the window's start, middle and end are its left, middle and
    // right.
    let horizontal = layout?.horizontal == true
    let (start, middle, end): (ScrollPosition, ScrollPosition, ScrollPosition) =
      horizontal ? (.left, .centeredHorizontally, .right) : (.top, .centeredVertically, .bottom)
    let target: Double
    if position.contains(start) {
      target = top
    } else if position.contains(middle) {
      target = top - (viewport.height - span.height) / 2
    } else if position.contains(end) {
      target = bottom - viewport.height
    } else if top < offset {
      target = top
    } else if bottom > offset + viewport.height {
      target = bottom - viewport.height
    } else {
      target = offset
    }
    scroll(to: target)
  }

  /// Scrolls to `offset`, clamped to the content (wherever the view is: a cell's embedded list
  /// scrolls off the main actor too).
  ///
  /// With `settling` off — a scroll view's `contentOffset` set by code — the offset is taken as
  /// given, as UIKit's setter takes it (only a value no window could have is kept in bounds);
  /// the next update of the view settles it within the content.
  func scroll(to offset: Double, settling: Bool = true) {
    let changed = core.withLock { core -> Bool in
      let clamped: Double
      if settling {
        clamped = min(
          max(0, offset), core.display.viewport.maxOffset(core.shown.counts, core.display.layout))
      } else {
        guard offset.isFinite else { return false }
        clamped = min(max(offset, -ViewportError.largestHeight), ViewportError.largestHeight)
      }
      guard clamped != core.display.offset else { return false }
      core.display.offset = clamped
      core.events.append(.scrolled(to: clamped))
      return true
    }
    if core.withLock({ $0.cellsPending }) {
      // Cells waiting for a layout pass are made where the scroll left the view.
      layoutCellsIfNeeded()
    } else if changed {
      // A layout that follows the scroll is asked first, so that a sticky header stays on
      // screen through the commit rather than leaving and coming back.
      if let source = core.withLock({ $0.display.layoutSource }), source.followsScroll(in: self) {
        refreshLayout()
      }
      var change = keepingEverything()
      change.scrollOnly = true
      commitDisplay(change)
    }
  }

  /// A change that keeps every cell, header and selection where it is.
  func keepingEverything() -> _DisplayChange {
    core.withLock { core in
      var change = _DisplayChange()
      for key in core.display.cells.keys { change.destinations[key] = key }
      for key in core.display.selected { change.destinations[key] = key }
      for key in core.display.supplementaries.keys {
        change.sectionDestinations[key.section] = key.section
      }
      return change
    }
  }

  // MARK: Selection

  /// Who hears of the user's selections (held weakly, as UIKit holds its delegates).
  public var delegate: (any VirtualViewDelegate)? {
    get { core.withLock { $0.delegate } }
    set { core.withLock { $0.delegate = newValue } }
  }

  /// Sets a delegate that the view keeps alive (an adapter that holds the real delegate weakly:
  /// how a drop-in layer maps its own delegate protocol onto this one).
  package func setDelegateAdapter(_ adapter: (any VirtualViewDelegate)?) {
    core.withLock { core in
      core.delegateAdapter = adapter
      core.delegate = adapter
    }
  }

  /// The user taps the item at `indexPath`, as UIKit handles a tap: nothing when selection is
  /// off (or the view is editing and ``allowsSelectionDuringEditing`` is off); otherwise the
  /// delegate is asked whether to highlight it (`shouldHighlightItemAt`: `false` ends the tap),
  /// told it was highlighted and then unhighlighted as the touch ends, and then, with multiple
  /// selection, a selected item is deselected if the delegate agrees (`shouldDeselectItemAt`,
  /// `didDeselectItemAt`); else the delegate is asked (`shouldSelectItemAt`), the others are
  /// deselected and the item selected (`didSelectItemAt`). A position the view does not show is
  /// a misuse.
  ///
  /// - Returns: whether the selection changed.
  @MainActor
  @discardableResult
  public func userTapped(at indexPath: IndexPath) -> Bool {
    guard validPosition(indexPath, verb: "tap") else { return false }
    let (allowed, multiple, isSelected) = core.withLock { core in
      (
        core.display.allowsSelection
          && (!core.display.isEditing || core.display.allowsSelectionDuringEditing),
        core.display.allowsMultipleSelection,
        core.display.selected.contains(_SectionItem(indexPath))
      )
    }
    guard allowed else { return false }
    let delegate = self.delegate
    // The touch goes down on the cell: the delegate may refuse the highlight, and with it the
    // whole selection (Apple's `collectionView(_:shouldHighlightItemAt:)`); then it goes up,
    // ending the highlight, before the selection.
    guard delegate?.virtualView(self, shouldHighlightItemAt: indexPath) ?? true else {
      return false
    }
    let touched = core.withLock { $0.display.cells[_SectionItem(indexPath)] }
    touched?.isHighlighted = true
    delegate?.virtualView(self, didHighlightItemAt: indexPath)
    touched?.isHighlighted = false
    delegate?.virtualView(self, didUnhighlightItemAt: indexPath)
    if multiple && isSelected {
      guard delegate?.virtualView(self, shouldDeselectItemAt: indexPath) ?? true else {
        return false
      }
      setSelected(false, _SectionItem(indexPath))
      delegate?.virtualView(self, didDeselectItemAt: indexPath)
      return true
    }
    guard delegate?.virtualView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
    let key = _SectionItem(indexPath)
    let others = core.withLock { core -> [_SectionItem] in
      multiple ? [] : core.display.selected.filter { $0 != key }.sorted(by: Self.before)
    }
    for other in others {
      setSelected(false, other)
      delegate?.virtualView(self, didDeselectItemAt: other.indexPath)
    }
    setSelected(true, key)
    delegate?.virtualView(self, didSelectItemAt: indexPath)
    return true
  }

  /// Whether items can be selected while the view is editing (off by default, as UIKit's
  /// `allowsSelectionDuringEditing`).
  public var allowsSelectionDuringEditing: Bool {
    get { core.withLock { $0.display.allowsSelectionDuringEditing } }
    set { core.withLock { $0.display.allowsSelectionDuringEditing = newValue } }
  }

  /// Whether items can be selected (on by default); off, selecting does nothing.
  public var allowsSelection: Bool {
    get { core.withLock { $0.display.allowsSelection } }
    set { core.withLock { $0.display.allowsSelection = newValue } }
  }

  /// Whether more than one item can be selected; off (the default), selecting an item deselects
  /// the others.
  public var allowsMultipleSelection: Bool {
    get { core.withLock { $0.display.allowsMultipleSelection } }
    set { core.withLock { $0.display.allowsMultipleSelection = newValue } }
  }

  /// The selected index paths, in order.
  public var indexPathsForSelectedItems: [IndexPath] {
    core.withLock { $0.display.selected.sorted(by: Self.before).map(\.indexPath) }
  }

  /// Selects the item at `indexPath` (`nil`: clears the selection) and scrolls it to
  /// `scrollPosition` (`[]`: no scrolling). An index path the view does not show is a misuse.
  @MainActor
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = []
  ) {
    guard let indexPath else {
      let cleared = core.withLock { core in
        defer { core.display.selected = [] }
        return core.display.selected.sorted(by: Self.before)
      }
      for key in cleared { setSelected(false, key) }
      return
    }
    guard validPosition(indexPath, verb: "select") else { return }
    guard allowsSelection else { return }
    let key = _SectionItem(indexPath)
    let others = core.withLock { core -> [_SectionItem] in
      core.display.allowsMultipleSelection
        ? [] : core.display.selected.filter { $0 != key }.sorted(by: Self.before)
    }
    for other in others { setSelected(false, other) }
    setSelected(true, key)
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition) }
  }

  /// Deselects the item at `indexPath` (nothing happens when it is not selected).
  public func deselectItem(at indexPath: IndexPath, animated: Bool = false) {
    guard indexPath.count == 2 else { return }
    setSelected(false, _SectionItem(indexPath))
  }

  func setSelected(_ selected: Bool, _ key: _SectionItem) {
    let cell = core.withLock { core -> VirtualCell? in
      let changed =
        selected
        ? core.display.selected.insert(key).inserted
        : core.display.selected.remove(key) != nil
      guard changed else { return nil }
      if selected { core.display.cellsMayBeMarked = true }
      core.events.append(selected ? .selectedItem(key.indexPath) : .deselectedItem(key.indexPath))
      return core.display.cells[key]
    }
    // Outside the lock: a cell subclass's `didSet` may read the view.
    if let cell { withViewIsolation { cell.isSelected = selected } }
  }

  /// Whether the view shows a position; records a misuse when it does not.
  /// Whether the view shows an item (a row) at `indexPath`; when it does not, the attempt to
  /// `verb` it is recorded as a misuse. Every "is this position shown" question of the
  /// UIKit-named layers comes here.
  package func validPosition(_ indexPath: IndexPath, verb: String) -> Bool {
    let counts = core.withLock { $0.shown.counts }
    guard indexPath.count == 2, counts.indices.contains(indexPath[0]),
      (0..<counts[indexPath[0]]).contains(indexPath[1])
    else {
      recordMisuse(
        "attempt to \(verb) \(kind.itemNoun) at \(indexPath.shortDescription), which the \(kind.viewNoun) does not show"
      )
      return false
    }
    return true
  }

  /// Whether the item (row) at `source` can be dropped at `destination`: a place in a shown
  /// section, up to one past its last item when the item comes from another section. When it
  /// cannot, the attempt is recorded as a misuse.
  package func validDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
    let counts = core.withLock { $0.shown.counts }
    guard destination.count == 2, source.count == 2, counts.indices.contains(destination[0]),
      destination[1] >= 0,
      destination[1] < counts[destination[0]] + (destination[0] == source[0] ? 0 : 1)
    else {
      recordMisuse(
        "attempt to move \(kind.itemNoun) \(source.shortDescription) to \(destination.shortDescription), a place the \(kind.viewNoun) does not have"
      )
      return false
    }
    return true
  }

  // MARK: Editing (table views)

  /// Whether the view is in editing mode; cells follow it (``VirtualCell/isEditing``).
  public var isEditing: Bool {
    get { core.withLock { $0.display.isEditing } }
    set {
      core.withLock { core in
        core.display.isEditing = newValue
        if newValue { core.display.cellsMayBeMarked = true }
        for cell in core.display.cells.values { cell.isEditing = newValue }
      }
    }
  }

  static func before(_ a: _SectionItem, _ b: _SectionItem) -> Bool {
    a.section != b.section ? a.section < b.section : a.item < b.item
  }
}
