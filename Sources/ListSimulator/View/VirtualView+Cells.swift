import Foundation
import Synchronization

/// A header or footer slot: its kind and its section.
struct _SupplementaryKey: Hashable {
  let kind: String
  let section: Int
}

/// The cells, headers, footers, selection and scroll position of a view: everything that follows
/// what the view shows through reloads, batches and scrolling.
struct _Display {
  var viewport = Viewport.standard
  /// What computes ``layout`` (a `ListUIKit` view's layout), asked on every commit.
  var layoutSource: (any ListLayoutSource)?
  /// Where the layout put the sections at the last commit; `nil`: the viewport's uniform
  /// heights.
  var layout: ListLayoutMetrics?
  var offset = 0.0
  var cells: [_SectionItem: VirtualCell] = [:]
  var supplementaries: [_SupplementaryKey: VirtualReusableView] = [:]
  var pool: [String: [VirtualReusableView]] = [:]
  /// How to make a cell of each registered reuse identifier.
  var cellClasses: [String: @MainActor @Sendable () -> VirtualCell] = [:]
  /// How to make a supplementary view of each registered kind and identifier.
  var supplementaryClasses:
    [_SupplementaryKey.Registration: @MainActor @Sendable () -> VirtualReusableView] =
      [:]
  /// What a dequeue of an unregistered identifier makes (after recording the misuse).
  var unregisteredCell: @MainActor @Sendable () -> VirtualCell = { VirtualCell(frame: .zero) }
  /// What a dequeue of an unregistered supplementary kind and identifier makes.
  var unregisteredSupplementary: @MainActor @Sendable () -> VirtualReusableView = {
    VirtualReusableView(frame: .zero)
  }
  /// While cells are provided: the cell a reconfigured position must get back.
  var reconfiguring: [_SectionItem: VirtualCell] = [:]
  /// While cells are provided: what each position was handed by a dequeue.
  var dequeued: [_SectionItem: VirtualCell] = [:]
  var dequeuedSupplementary: [_SupplementaryKey: VirtualReusableView] = [:]
  var selected = Set<_SectionItem>()
  var allowsSelection = true
  var allowsMultipleSelection = false
  var allowsSelectionDuringEditing = false
  var isEditing = false
  var nextSerial = 0
  /// Whether a cell may have been marked selected or editing (then every update sets each cell's
  /// marks; a view that never had a selection or editing mode has none to clear).
  var cellsMayBeMarked = false
  var misuses: [String] = []
}

extension _SupplementaryKey {
  struct Registration: Hashable {
    let kind: String
    let reuseIdentifier: String
  }
}

/// The positions on screen: the visible items are one run of positions in (section, item)
/// order, so whether a position is on screen is two comparisons and a bounds check, with no set
/// of the window.
struct _Window {
  let first: _SectionItem?
  let last: _SectionItem?
  let counts: [Int]
  /// The positions themselves, when a layout's window is not a run of consecutive positions (a
  /// grid line's short item below the window's top, an item of height 0).
  let members: Set<_SectionItem>?

  /// The window of `visible`, a run of consecutive positions unless `scattered`.
  init(_ visible: [_SectionItem], counts: [Int], scattered: Bool = false) {
    (first, last, self.counts) = (visible.first, visible.last, counts)
    members = scattered ? Set(visible) : nil
  }

  func contains(_ key: _SectionItem) -> Bool {
    if let members { return members.contains(key) }
    guard let first, let last, !(key < first), !(last < key) else { return false }
    return counts.indices.contains(key.section) && key.item >= 0
      && key.item < counts[key.section]
  }
}

/// How the display changes with an update.
struct _DisplayChange {
  /// Everything is new (reloadData, a recovered batch): no cell survives; the selection follows
  /// `VirtualView.selection(_:after:kind:counts:)`.
  var reload = false
  /// Before-position → after-position of every cell and selection that survives.
  var destinations: [_SectionItem: _SectionItem] = [:]
  /// After-positions whose cell is configured again in place.
  var reconfigured = Set<_SectionItem>()
  /// Before-section → after-section of sections whose headers and footers survive.
  var sectionDestinations: [Int: Int] = [:]

  /// Only the scroll position changed: the layout's metrics still hold.
  var scrollOnly = false
  /// A batch update: its incoming cells are displayed before its outgoing ones end, as UIKit
  /// ends a removed cell only once the update's animations finish (so a section whose cells
  /// are all replaced never reads as off screen).
  var incomingFirst = false

  static let reloadAll = _DisplayChange(reload: true)
}

extension VirtualView {
  // MARK: The one path that updates cells, headers, footers and selection

  /// The selection after `change`. A batch carries each selected position to its item's new
  /// one and drops deleted and reloaded items. A full reload clears a table view's selection;
  /// a collection view keeps the selected index paths that still exist (they now name whatever
  /// items are there), as UIKit's `reloadData()` does.
  static func selection(
    _ selected: Set<_SectionItem>, after change: _DisplayChange, kind: ViewKind, counts: [Int]
  ) -> Set<_SectionItem> {
    guard change.reload else { return Set(selected.compactMap { change.destinations[$0] }) }
    guard kind == .collection else { return [] }
    return selected.filter { $0.section < counts.count && $0.item < counts[$0.section] }
  }

  /// Brings the cells, headers, footers, selection and scroll position in line with what the
  /// view now shows (`core.shown`), after a reload, a batch or a scroll. Only visible positions
  /// get cells; a surviving cell keeps its object (reconfigured in place when marked), a new
  /// position gets a dequeued one, and cells that leave the window go to the reuse pool.
  func commitDisplay(_ change: _DisplayChange) {
    core.withLock { $0.cellsPending = false }
    if !change.scrollOnly { refreshLayout() }
    guard let dataSource else {
      core.withLock { core in
        core.display.cells = [:]
        core.display.supplementaries = [:]
        core.display.selected = Self.selection(
          core.display.selected, after: change, kind: kind, counts: core.shown.counts)
      }
      return
    }
    // 1. Carry what survives, decide what to ask for.
    let plan = core.withLock { core -> _DisplayPlan in
      // Edited out of place and put back, so its dictionaries are not copied.
      var d = _Display()
      swap(&d, &core.display)
      let counts = core.shown.counts
      // A scroll keeps the offset it was given (a scroll view's setter does not settle it); any
      // other change settles it within the content.
      if !change.scrollOnly {
        d.offset = min(max(0, d.offset), d.viewport.maxOffset(counts, d.layout))
      }
      let visible = d.viewport.visible(counts, offset: d.offset, d.layout)
      // Carried cells on screen go straight into the new table.
      let window = _Window(visible.items, counts: counts, scattered: d.layout != nil)
      // Sized up front, so that it never grows (docs/performance.md, "What made it fast").
      var cells = [_SectionItem: VirtualCell](minimumCapacity: visible.items.count)
      var released: [VirtualReusableView] = []
      // Cells that scrolled or moved out of the window, where they went.
      var leaving: [(_SectionItem, VirtualCell)] = []
      // Only with a delegate: the cells that leave the screen, for `didEndDisplaying`.
      let following = core.delegate != nil
      var ended: [(_SectionItem, VirtualCell)] = []
      for (old, cell) in d.cells {
        if !change.reload, let to = change.destinations[old] {
          if window.contains(to) { cells[to] = cell } else { leaving.append((to, cell)) }
        } else {
          released.append(cell)
          if following { ended.append((old, cell)) }
        }
      }
      d.selected = Self.selection(d.selected, after: change, kind: kind, counts: counts)
      var plan = _DisplayPlan()
      plan.cells.reserveCapacity(visible.items.count)
      for key in visible.items {
        if let cell = cells[key] {
          if change.reconfigured.contains(key) {
            d.reconfiguring[key] = cell
            plan.cells.append((key, true))
          }
        } else {
          plan.cells.append((key, false))
        }
      }
      // Cells that scrolled out of the window can be reused at once. Those a batch moved out
      // end displaying only after the incoming cells are displayed (`incomingFirst`), so they
      // are pooled with the released ones, after the provider calls: a cell is never handed out
      // again before it is told it ended displaying.
      for (key, cell) in leaving {
        if change.incomingFirst {
          released.append(cell)
        } else {
          d.pool[cell.poolKey, default: []].append(cell)
        }
        if following { ended.append((key, cell)) }
      }
      plan.ended = ended
      plan.following = following
      plan.incomingFirst = change.incomingFirst
      var supplementaries: [_SupplementaryKey: VirtualReusableView] = [:]
      var survivors: [_SupplementaryKey: VirtualReusableView] = [:]
      for (key, view) in d.supplementaries {
        if !change.reload, let to = change.sectionDestinations[key.section] {
          survivors[_SupplementaryKey(kind: key.kind, section: to)] = view
        } else {
          released.append(view)
          if following { plan.endedSupplementaries.append((key, view)) }
        }
      }
      let wanted =
        visible.headers.map { _SupplementaryKey(kind: ElementKind.sectionHeader, section: $0) }
        + visible.footers.map { _SupplementaryKey(kind: ElementKind.sectionFooter, section: $0) }
      for key in wanted {
        if let view = survivors.removeValue(forKey: key) {
          supplementaries[key] = view
        } else {
          plan.supplementaries.append(key)
        }
      }
      // Those that scrolled or moved out are pooled with the released ones, after the provider
      // calls: a view is never handed out again before it is told it ended displaying.
      for (key, view) in survivors {
        released.append(view)
        if following { plan.endedSupplementaries.append((key, view)) }
      }
      d.cells = cells
      d.supplementaries = supplementaries
      if change.reload {
        // reloadData: every cell and header goes back to its pool and is dequeued again, as in
        // UIKit. Otherwise released cells are pooled after the provider calls (below).
        for view in released { d.pool[view.poolKey, default: []].append(view) }
      } else {
        plan.released = released
      }
      core.display = d
      return plan
    }
    // 2. Ask the data source (outside the lock: it dequeues from this view).
    // One request for every cell (with what it was configured to show, for the stale-content
    // check of later batches): a data source answers them with one look at its data.
    var provided: [(_SectionItem, VirtualCell?, Bool, CellContent?)] = []
    if !plan.cells.isEmpty {
      let answers = dataSource.cellsAndContents(
        at: plan.cells.map { $0.0.indexPath }, in: self)
      provided.reserveCapacity(plan.cells.count)
      for (k, (key, reconfiguring)) in plan.cells.enumerated() {
        let answer = k < answers.count ? answers[k] : (cell: nil, content: nil)
        provided.append((key, answer.cell, reconfiguring, answer.content))
      }
    }
    var providedSupplementaries: [(_SupplementaryKey, VirtualReusableView?)] = []
    for key in plan.supplementaries {
      let path = IndexPath(item: 0, section: key.section)
      providedSupplementaries.append(
        (key, dataSource.supplementaryView(ofKind: key.kind, at: path, in: self)))
    }
    // 3. Keep what was provided; released cells become reusable only now, so a reloaded item
    // never gets its old cell back.
    let selectionChanges = core.withLock { core -> [(VirtualCell, Bool)] in
      for (key, cell, reconfiguring, content) in provided {
        // Most updates reconfigure nothing: then no key is hashed for it.
        let existing =
          core.display.reconfiguring.isEmpty
          ? nil : core.display.reconfiguring.removeValue(forKey: key)
        let dequeued = core.display.dequeued.removeValue(forKey: key)
        guard let cell = cell ?? dequeued ?? existing else {
          let cell = withViewIsolation { VirtualCell() }
          core.display.nextSerial += 1
          cell.serialNumber = core.display.nextSerial
          cell.configuredContent = content
          core.display.cells[key] = cell
          let message =
            "the data source returned no cell for \(kind.itemNoun) \(key.indexPath.shortDescription); a plain cell stands in (UIKit raises here)"
          core.display.misuses.append(message)
          core.events.append(.misuse(message))
          continue
        }
        if reconfiguring, let existing, existing !== cell {
          let message =
            "reconfiguring \(kind.itemNoun) \(key.indexPath.shortDescription) returned a different cell (\(cell)) than the one shown (\(existing)): dequeue the cell inside the cell provider"
          core.display.misuses.append(message)
          core.events.append(.misuse(message))
        }
        cell.configuredContent = content
        core.display.cells[key] = cell
      }
      core.statistics.cellProviderCalls += provided.count
      for (key, view) in providedSupplementaries {
        let path = IndexPath(item: 0, section: key.section)
        core.events.append(.supplementaryView(kind: key.kind, path))
        let dequeued = core.display.dequeuedSupplementary.removeValue(forKey: key)
        if let view = view ?? dequeued {
          core.display.supplementaries[key] = view
        } else if kind == .table {
          // A table shows no header or footer where its data source gives none (a `nil` title
          // or view), as UIKit does; a collection view raises (below).
          continue
        } else {
          let message =
            "the data source gave no supplementary view of kind \(key.kind) for section \(key.section), which the viewport shows (UIKit raises here: set a supplementaryViewProvider or leave the viewport's header and footer heights at 0)"
          core.display.misuses.append(message)
          core.events.append(.misuse(message))
        }
      }
      // Emptied, not replaced: the next update's dequeues reuse the tables' storage.
      core.display.reconfiguring.removeAll(keepingCapacity: true)
      core.display.dequeued.removeAll(keepingCapacity: true)
      core.display.dequeuedSupplementary.removeAll(keepingCapacity: true)
      for view in plan.released {
        core.display.pool[view.poolKey, default: []].append(view)
      }
      let selected = core.display.selected
      let isEditing = core.display.isEditing
      if !selected.isEmpty || isEditing { core.display.cellsMayBeMarked = true }
      var changes: [(VirtualCell, Bool)] = []
      if core.display.cellsMayBeMarked {
        for (key, cell) in core.display.cells {
          // Nothing selected (the usual case): no key is hashed.
          let isSelected = !selected.isEmpty && selected.contains(key)
          let wasSelected = withViewIsolation { cell.isSelected }
          if wasSelected != isSelected { changes.append((cell, isSelected)) }
          cell.isEditing = isEditing
        }
      }
      return changes
    }
    // Outside the lock, only when it changes: a cell subclass's `didSet` runs once per change
    // and may read the view.
    withViewIsolation {
      for (cell, isSelected) in selectionChanges { cell.isSelected = isSelected }
    }
    placeCells()
    if plan.following {
      tellDelegate(
        plan, provided.compactMap { key, _, reconfiguring, _ in reconfiguring ? nil : key },
        providedSupplementaries.map(\.0))
    }
  }

  /// With a layout's metrics, gives every cell, header and footer on screen its frame (content
  /// coordinates), outside the lock: a cell's `layoutSubviews` may run.
  func placeCells() {
    let placed = core.withLock { core -> [(UIView, CGRect)] in
      guard let layout = core.display.layout, layout.describes(core.shown.counts) else {
        return []
      }
      var placed: [(UIView, CGRect)] = []
      placed.reserveCapacity(core.display.cells.count + core.display.supplementaries.count)
      for (key, cell) in core.display.cells { placed.append((cell, layout.frame(of: key))) }
      for (key, view) in core.display.supplementaries {
        let header = key.kind == ElementKind.sectionHeader
        guard header || key.kind == ElementKind.sectionFooter else { continue }
        placed.append(
          (view, layout.supplementaryFrame(section: key.section, header: header)))
      }
      return placed
    }
    withViewIsolation {
      for (view, frame) in placed where view.frame != frame { view.frame = frame }
    }
  }

  /// `willDisplay` for the cells that came on screen, `didEndDisplaying` for those that left, in
  /// position order: after a batch update those that came first, otherwise those that left. The delegate is a main-actor object: told only when the update runs on the
  /// main actor (a UIKit-shaped screen's always does).
  func tellDelegate(
    _ plan: _DisplayPlan, _ appeared: [_SectionItem],
    _ appearedSupplementaries: [_SupplementaryKey] = []
  ) {
    guard
      !plan.ended.isEmpty || !appeared.isEmpty || !plan.endedSupplementaries.isEmpty
        || !appearedSupplementaries.isEmpty,
      _MainQueue.isCurrent
    else { return }
    let (shown, shownSupplementaries) = core.withLock { core in
      (
        appeared.sorted(by: Self.before).compactMap { key in
          core.display.cells[key].map { (key, $0) }
        },
        appearedSupplementaries.sorted(by: Self.supplementaryBefore).compactMap { key in
          core.display.supplementaries[key].map { (key, $0) }
        }
      )
    }
    let ended = plan.ended.sorted { Self.before($0.0, $1.0) }
    let endedSupplementaries = plan.endedSupplementaries.sorted {
      Self.supplementaryBefore($0.0, $1.0)
    }
    MainActor.assumeIsolated {
      guard let delegate = self.delegate else { return }
      @MainActor func tellEnded() {
        for (key, view) in endedSupplementaries {
          delegate.virtualView(
            self, didEndDisplayingSupplementaryView: view, ofKind: key.kind,
            at: IndexPath(item: 0, section: key.section))
        }
        for (key, cell) in ended {
          delegate.virtualView(self, didEndDisplaying: cell, at: key.indexPath)
        }
      }
      if !plan.incomingFirst { tellEnded() }
      // A delegate may update the view from one of these calls (a footer that loads more): a
      // view that update took off the screen is not announced any more.
      for (key, view) in shownSupplementaries
      where core.withLock({ $0.display.supplementaries[key] === view }) {
        delegate.virtualView(
          self, willDisplaySupplementaryView: view, ofKind: key.kind,
          at: IndexPath(item: 0, section: key.section))
      }
      for (key, cell) in shown where core.withLock({ $0.display.cells[key] === cell }) {
        delegate.virtualView(self, willDisplay: cell, at: key.indexPath)
      }
      if plan.incomingFirst { tellEnded() }
    }
  }

  /// Headers and footers in section order, a section's header before its footer.
  static func supplementaryBefore(_ a: _SupplementaryKey, _ b: _SupplementaryKey) -> Bool {
    (a.section, a.kind == ElementKind.sectionHeader ? 0 : 1)
      < (b.section, b.kind == ElementKind.sectionHeader ? 0 : 1)
  }

  // MARK: Dequeuing (called by cell providers while the view asks for cells)

  /// Hands out a cell for `indexPath`: the shown cell when the position is being reconfigured,
  /// else one from the reuse pool, else a new one made by `make`.
  func dequeueCell<Cell: VirtualCell>(
    reuseIdentifier: String, for indexPath: IndexPath, make: @MainActor () -> Cell
  ) -> Cell {
    let key = indexPath.count == 2 ? _SectionItem(indexPath) : _SectionItem(-1, -1)
    // Most updates reconfigure nothing: then no key is hashed for it.
    let shown = core.withLock {
      $0.display.reconfiguring.isEmpty ? nil : $0.display.reconfiguring[key] as? Cell
    }
    let cell: Cell
    let event: ViewEvent
    if let shown {
      shown.configurationCount += 1
      cell = shown
      event = .cellReconfigured(indexPath, cell: shown.serialNumber)
    } else {
      let (taken, reused) = reuseOrMake(poolKey: reuseIdentifier, reuseIdentifier, make)
      cell = taken
      event =
        reused
        ? .cellReused(indexPath, cell: taken.serialNumber)
        : .cellCreated(indexPath, cell: taken.serialNumber)
    }
    core.withLock { core in
      core.display.dequeued[key] = cell
      core.events.append(event)
      switch event {
      case .cellCreated: core.statistics.cellsCreated += 1
      case .cellReused: core.statistics.cellsReused += 1
      default: core.statistics.cellsReconfigured += 1
      }
    }
    return cell
  }

  /// Hands out a header, footer or other supplementary view, reused when one of its kind and
  /// identifier is pooled.
  func dequeueSupplementary<Supplementary: VirtualReusableView>(
    kind: String, reuseIdentifier: String, for indexPath: IndexPath,
    make: @MainActor () -> Supplementary
  ) -> Supplementary {
    let (view, _) = reuseOrMake(poolKey: "\(kind)/\(reuseIdentifier)", reuseIdentifier, make)
    core.withLock { core in
      let section = indexPath.count > 0 ? indexPath[0] : -1
      core.display.dequeuedSupplementary[_SupplementaryKey(kind: kind, section: section)] = view
    }
    return view
  }

  /// Takes a view of type `V` from the reuse pool `poolKey` (prepared for reuse) or makes one
  /// (numbered, remembering its pool); either way it is handed out for one more configuration.
  func reuseOrMake<V: VirtualReusableView>(
    poolKey: String, _ reuseIdentifier: String, _ make: @MainActor () -> V
  ) -> (V, reused: Bool) {
    let pooled = core.withLock { core -> V? in
      // The pool is found with one look-up and edited in place (docs/performance.md, "What made
      // it fast").
      guard let index = core.display.pool.index(forKey: poolKey) else { return nil }
      // The last pooled view is almost always of exactly the type asked for: a comparison of
      // types, not a dynamic cast (a subclass or another type falls back to the cast).
      if let last = core.display.pool.values[index].last, type(of: last) == V.self {
        return unsafeDowncast(core.display.pool.values[index].removeLast(), to: V.self)
      }
      guard let found = core.display.pool.values[index].lastIndex(where: { $0 is V }) else {
        return nil
      }
      return core.display.pool.values[index].remove(at: found) as? V
    }
    let view: V
    if let pooled {
      withViewIsolation { pooled.prepareForReuse() }
      pooled.reuseCount += 1
      view = pooled
    } else {
      view = withViewIsolation(make)
      view.reuseIdentifier = reuseIdentifier
      view.poolKey = poolKey
      view.serialNumber = core.withLock { core in
        core.display.nextSerial += 1
        return core.display.nextSerial
      }
    }
    view.configurationCount += 1
    return (view, pooled != nil)
  }

  /// Records a misuse that UIKit would raise for, without stopping the test (adapters and
  /// UIKit-shaped wrappers report what they catch here).
  public func recordMisuse(_ message: String) {
    core.withLock { core in
      core.display.misuses.append(message)
      core.events.append(.misuse(message))
    }
  }
}

/// What ``VirtualView/commitDisplay(_:)`` asks the data source for.
struct _DisplayPlan {
  var cells: [(_SectionItem, Bool)] = []
  var supplementaries: [_SupplementaryKey] = []
  var released: [VirtualReusableView] = []
  /// With a delegate: the cells that left the screen, where they were.
  var ended: [(_SectionItem, VirtualCell)] = []
  /// With a delegate: the headers and footers that left the screen, where they were.
  var endedSupplementaries: [(_SupplementaryKey, VirtualReusableView)] = []
  /// Whether the view has a delegate to tell.
  var following = false
  /// Whether the incoming views are announced before the outgoing ones end (a batch update).
  var incomingFirst = false
}

/// Whether code runs on the main queue, where the main actor runs (on Linux it need not be the
/// process's main thread): the queue is marked once with a key, and the mark is read.
enum _MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  static var isCurrent: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}
