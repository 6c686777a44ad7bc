import Foundation
import ListKit
import Synchronization

/// The headless list view both ``VirtualCollectionView`` and ``VirtualTableView`` are built on:
/// cached counts, what it shows, batch validation, and the event log.
///
/// It is safe to use from any thread (its state sits behind a lock), but like UIKit it expects one
/// caller at a time; a batch is open from `beginUpdates` to `endUpdates`.
public final class VirtualView: Sendable {
  struct Core: ~Copyable {
    var configuration: ViewConfiguration
    weak var dataSource: (any VirtualViewDataSource)?
    /// A data source the view keeps alive: a drop-in layer's bridge to its own data source
    /// protocol, which holds the real data source weakly.
    var dataSourceAdapter: (any VirtualViewDataSource)?
    var shown = _ViewState()
    var countsValid = false
    /// A first load read the data source and made no cell: the next commit of the display (a
    /// layout pass, a batch, a scroll) makes them.
    var cellsPending = false
    var openBatch = BatchUpdate()
    /// For each open nested block, the outer batch as it was when the block began: a nested
    /// block whose body throws restores it, so none of its operations leak out.
    var outerBatches: [BatchUpdate] = []
    var depth = 0
    /// The state read at the start of a batch whose counts were invalid (rule A4/R25).
    var batchBefore: _ViewState?
    /// The counts the view answers with: inside a batch that read its "before" counts from the
    /// data source (a view whose counts were invalid), those; otherwise the cached ones.
    var countsShown: [Int] { depth > 0 ? batchBefore?.counts ?? shown.counts : shown.counts }
    var events = _EventLog()
    var statistics = CellStatistics()
    var batchNumber = 0
    /// How many times the view read everything from its data source (``reloadCount``).
    var reloads = 0
    /// During a staged commit of several batches (one update, as UIKit runs it): the cells on
    /// screen when it began, each at its position after the batches run so far and with the
    /// content it was configured with, less those a batch deleted, reloaded or reconfigured.
    /// A cell a batch moves off screen and a later one back is still this cell to UIKit, which
    /// runs the update at once; the stale-content check after the last batch reads them.
    var stagedCells: [(_SectionItem, CellContent)]?
    var isManagedByDiffableDataSource = false
    var observer: (@Sendable (ViewOperation) -> Void)?
    /// Told the message of every batch UIKit would only log and recover from by reloading.
    var recoveryObserver: (@Sendable (String) -> Void)?
    var display = _Display()
    /// Who hears of a user's selections (weakly, as UIKit holds its delegates), and an adapter
    /// kept alive for it (a drop-in layer's bridge to its own delegate protocol).
    weak var delegate: (any VirtualViewDelegate)?
    var delegateAdapter: (any VirtualViewDelegate)?
    /// Per validated batch, where its reloads' implied inserts went; `nil` unless
    /// ``traceReloads()`` turned tracing on (`explain` does; nothing else pays for it).
    var reloadTrace: [_ReloadTargets?]?
  }

  /// Which UIKit view is simulated: it decides the nouns of every message.
  public let kind: ViewKind
  let core: Mutex<Core>

  /// A view of `kind` over `dataSource`, configured by `configuration` and showing `viewport`.
  public init(
    kind: ViewKind, dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = .current, viewport: Viewport = .standard
  ) {
    self.kind = kind
    var core = Core(configuration: configuration, dataSource: dataSource)
    core.display.viewport = viewport
    self.core = Mutex(core)
    Self.creationObserver?(self)
  }

  /// Told of every view made in its scope (a session recorder attaching itself: `ListTesting`'s
  /// `ListKitSession`); `nil` outside such a scope.
  @TaskLocal public static var creationObserver: (@Sendable (VirtualView) -> Void)?

  // MARK: Configuration and queries

  /// The data source (held weakly, as UIKit does).
  public var dataSource: (any VirtualViewDataSource)? {
    get { core.withLock { $0.dataSource } }
    set { setDataSource(newValue, keepingAlive: false) }
  }

  /// Sets the data source; with `keepingAlive`, the view holds it strongly (an adapter that
  /// holds the real data source weakly: how a drop-in layer maps its own data source protocol
  /// onto this one).
  package func setDataSource(_ source: (any VirtualViewDataSource)?, keepingAlive: Bool) {
    core.withLock { core in
      core.dataSourceAdapter = keepingAlive ? source : nil
      core.dataSource = source
    }
  }

  /// What the view validates with: its profile, strictness and iOS version.
  public var configuration: ViewConfiguration {
    get { core.withLock { $0.configuration } }
    set { core.withLock { $0.configuration = newValue } }
  }

  /// The number of sections the view shows (its cached count; inside a batch that read its
  /// "before" counts from the data source, those counts, as UIKit answers then).
  public var numberOfSections: Int { core.withLock { $0.countsShown.count } }

  /// The number of items the view shows in a section (0 for an unknown section), as
  /// ``numberOfSections`` counts.
  public func numberOfItems(inSection section: Int) -> Int {
    core.withLock { core in
      let counts = core.countsShown
      return counts.indices.contains(section) ? counts[section] : 0
    }
  }

  /// The identities the view shows, section by section (`nil` where unknown).
  public var shownIdentifiers: [[ItemIdentity]?] {
    core.withLock { $0.shown.columns }.map { $0?.identities }
  }

  /// Whether `section` shows exactly `items`, compared in place (no identity is made for a
  /// diffable data source's items); `nil` where the view knows only the section's count.
  ///
  /// - Complexity: O(items).
  package func shows<Item: Hashable & Sendable>(_ items: [Item], inSection section: Int) -> Bool? {
    let column = core.withLock { core in
      core.shown.columns.indices.contains(section) ? core.shown.columns[section] : nil
    }
    guard let column else { return nil }
    return column.count == items.count && column.firstDifference(with: _Column(items)) == nil
  }

  /// The cached item counts, section by section.
  public var shownCounts: [Int] { core.withLock { $0.shown.counts } }

  /// Whether the counts are cached (`reloadData()` or an accepted batch since the last
  /// `invalidateLayout()`).
  public var countsAreValid: Bool { core.withLock { $0.countsValid } }

  /// Everything that happened, in order.
  public var events: [ViewEvent] { core.withLock { $0.events.read() } }

  /// The number of events in ``events``, without spelling out the log.
  public var eventCount: Int { core.withLock { $0.events.count } }

  /// Cell provider calls, cells created and cells reconfigured so far.
  public var statistics: CellStatistics { core.withLock { $0.statistics } }

  /// The message of the first batch recovered (profile `recovering`) at event `index` of
  /// ``events`` or later, without spelling out the log.
  package func firstRecovery(fromEvent index: Int) -> String? {
    core.withLock { $0.events.firstRecovery(from: index) }
  }

  /// The number of batches validated so far (accepted or recovered).
  public var batchCount: Int { core.withLock { $0.batchNumber } }

  /// Forgets the event log and the cell statistics.
  public func clearEvents() {
    core.withLock {
      $0.events = _EventLog()
      $0.statistics = CellStatistics()
    }
  }

  /// Starts recording, for every batch validated from now on, where its reloads' implied
  /// inserts were placed (rule A3), and returns what was recorded since the previous call:
  /// one entry per batch, `nil` for a batch rejected before its operations were grouped.
  @discardableResult
  package func traceReloads() -> [_ReloadTargets?] {
    core.withLock { core in
      defer { core.reloadTrace = [] }
      return core.reloadTrace ?? []
    }
  }

  /// Marks the cached counts invalid: the next batch reads its "before" counts from the data
  /// source when it starts (rule A4/R25).
  public func invalidateLayout() {
    core.withLock { $0.countsValid = false }
    report { .invalidateLayout }
  }

  // MARK: Updates

  /// Reloads everything from the data source. Inside a batch it is recorded as rule R24. A view
  /// without a data source reads one empty section, as UIKit's views do.
  ///
  /// A view that is not in a window (``ViewConfiguration/inWindow``) runs no layout pass after
  /// it, so it does not keep the counts it read: the next batch reads its "before" counts from
  /// the data source when it begins, as UIKit's does.
  public func reloadData() throws(BatchUpdateError) {
    try reloadData(deferringCells: false)
  }

  /// ``reloadData()``; `deferringCells`: a view that shows no cell yet reads its data source
  /// and its layout now and makes its cells on its next layout pass (``layoutCellsIfNeeded()``),
  /// batch or scroll, as UIKit's makes them in `layoutSubviews`.
  package func reloadData(deferringCells: Bool) throws(BatchUpdateError) {
    try checkNotManaged()
    if core.withLock({ $0.depth > 0 }) {
      core.withLock { $0.openBatch.reloadData = true }
      return
    }
    try reloadFromDataSource(deferringCells: deferringCells)
    core.withLock { core in
      if !core.configuration.inWindow { core.countsValid = false }
    }
    report { .reloadData(currentData()) }
  }

  /// The layout pass of a view whose first load deferred its cells: makes the cells on screen,
  /// as the reload would have (the selection kept where it still exists, the offset settled).
  package func layoutCellsIfNeeded() {
    if core.withLock({ $0.cellsPending }) { commitDisplay(.reloadAll) }
  }

  /// Opens a batch (table views' `beginUpdates()`); blocks nest into the outermost one.
  public func beginUpdates() throws(BatchUpdateError) {
    try checkNotManaged()
    try _begin()
  }

  /// Closes a batch and, for the outermost one, validates and applies it.
  ///
  /// Throws `endUpdatesWithoutBeginUpdates` when no batch is open (nothing changes).
  @discardableResult
  public func endUpdates() throws(BatchUpdateError) -> BatchResult {
    if core.withLock({ $0.depth == 0 }) {
      let messages = UIKitMessages(kind: kind)
      throw messages.error(.endUpdatesWithoutBeginUpdates, messages.endUpdatesWithoutBeginUpdates)
    }
    return try _end()
  }

  /// Runs `updates` as one batch: the operations it declares are validated together when it ends.
  ///
  /// A rejected batch changes nothing: the view keeps its counts and what it shows. The error is a
  /// ``BatchUpdateError`` (or whatever `updates` itself throws, after which nothing of this block
  /// is applied: inside an outer block, the operations it declared are withdrawn from the outer
  /// batch too).
  @discardableResult
  public func performBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil
  ) throws -> BatchResult {
    try performBatchUpdates(updates, completion: completion, checksContent: true)
  }

  /// ``performBatchUpdates(_:completion:)`` for the first batch of an update a drop-in layer sends
  /// as two calls (DeepDiff's batch, then the reload of its replaces): `checksContent: false`
  /// leaves the stale-content check to the second call, which carries every cell on screen.
  @discardableResult
  package func performBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)?, checksContent: Bool
  ) throws -> BatchResult {
    try checkNotManaged()
    try _begin()
    do {
      try updates()
    } catch {
      abandonBatch()
      completion?(false)
      throw error
    }
    do {
      let result = try _end(checksContent: checksContent)
      completion?(true)
      return result
    } catch {
      completion?(false)
      throw error
    }
  }

  /// The end of a user's interactive move, as UIKit runs it: the move of the item from `source`
  /// to `destination` and the data source's `moveItemAt` callback (`tellDataSource`) are one
  /// update, so whatever the callback sends joins it — an adapter's move back to where the item
  /// came from (IGListKit reverts a move it does not support that way) — and the update is
  /// checked when the callback returns. A callback that reloads the view (IGListKit does, after
  /// moving a one-item section) ends the update with that reload: the view shows the data
  /// source's order.
  ///
  /// - Returns: the batch checked, or `nil` when the callback reloaded instead.
  @discardableResult
  package func performInteractiveMove(
    from source: IndexPath, to destination: IndexPath, tellDataSource: () -> Void
  ) throws(BatchUpdateError) -> BatchResult? {
    try checkNotManaged()
    try _begin()
    do {
      try record { $0.moveItems.append(PositionMove(from: source, to: destination)) }
    } catch {
      abandonBatch()
      throw error
    }
    tellDataSource()
    let reloaded = core.withLock { $0.depth == 1 && $0.openBatch.reloadData }
    if reloaded {
      abandonBatch()
      try reloadData()
      return nil
    }
    // A data source that moved the item back (IGListKit reverts a move it does not support):
    // the move and its inverse cancel, and the item is where it was.
    core.withLock { core in
      var moves = core.openBatch.moveItems
      guard let back = moves.firstIndex(where: { $0.from == destination && $0.to == source }),
        let there = moves.firstIndex(where: { $0.from == source && $0.to == destination }),
        back != there
      else { return }
      moves.remove(at: max(back, there))
      moves.remove(at: min(back, there))
      core.openBatch.moveItems = moves
    }
    return try _end()
  }

  /// Validates and applies a whole batch at once.
  @discardableResult
  public func perform(_ batch: BatchUpdate) throws(BatchUpdateError) -> BatchResult {
    try checkNotManaged()
    return try validateAndApply(batch)
  }

  /// Declares every operation of `batch`: inside an open batch they join it; outside one they
  /// are validated as one batch.
  public func declare(_ batch: BatchUpdate) throws(BatchUpdateError) {
    try record { $0.formUnion(batch) }
  }

  /// Declares operations: into the open batch, or as a one-operation batch outside one.
  func record(_ edit: (inout BatchUpdate) -> Void) throws(BatchUpdateError) {
    try checkNotManaged()
    let open = core.withLock { core in
      guard core.depth > 0 else { return false }
      edit(&core.openBatch)
      return true
    }
    if open { return }
    var batch = BatchUpdate()
    edit(&batch)
    _ = try validateAndApply(batch)
  }

  /// A table view's row animation, recorded in the event log once its operation was declared.
  func logRowAnimation(_ operation: String, _ animation: some CustomStringConvertible) {
    core.withLock {
      $0.events.append(.rowAnimation(operation: operation, animation: animation.description))
    }
  }

  /// A supplementary view (header, footer, …) is laid out: recorded in the event log.
  public func layoutSupplementaryView(ofKind kind: String, at indexPath: IndexPath) {
    core.withLock { $0.events.append(.supplementaryView(kind: kind, indexPath)) }
  }

  // MARK: Internals shared with the diffable data source

  func checkNotManaged() throws(BatchUpdateError) {
    if core.withLock({ $0.isManagedByDiffableDataSource }) {
      throw UIKitMessages(kind: kind).error(
        .d18MutationOnDiffableView,
        UIKitMessages(kind: kind).d18MutationOnDiffableView)
    }
  }

  @usableFromInline
  func setManagedByDiffableDataSource(_ managed: Bool) {
    core.withLock { $0.isManagedByDiffableDataSource = managed }
  }

  /// A batch from the diffable data source that owns this view (no D18 check).
  @usableFromInline @discardableResult
  func performForOwningDataSource(_ batch: BatchUpdate, checksContent: Bool = true)
    throws(BatchUpdateError) -> BatchResult
  {
    try validateAndApply(batch, checksContent: checksContent)
  }

  /// Validates and applies `batch` as one block. `checksContent: false` leaves out the
  /// stale-content check: a batch that is not the last of a staged commit, whose later batches may
  /// still reconfigure the cells it carries (the check runs after the last one).
  func validateAndApply(_ batch: BatchUpdate, checksContent: Bool = true)
    throws(BatchUpdateError) -> BatchResult
  {
    try _begin()
    core.withLock { $0.openBatch.formUnion(batch) }
    return try _end(checksContent: checksContent)
  }

  /// Closes a block whose body threw: nothing of it is applied.
  func abandonBatch() {
    core.withLock {
      guard $0.depth > 0 else { return }
      $0.depth -= 1
      if $0.depth == 0 {
        $0.openBatch = BatchUpdate()
        $0.batchBefore = nil
      } else {
        $0.openBatch = $0.outerBatches.removeLast()
      }
    }
  }

  /// Opens a block; when the counts are invalid, the outermost block reads its "before" state
  /// from the data source, and a count the view cannot hold throws with no block left open.
  func _begin() throws(BatchUpdateError) {
    // Cells waiting for a layout pass are made by the batch's own commit, where the batch puts
    // them: laid out now, from counts the app may have changed already, they could ask for
    // items its data source no longer has.
    let needsBefore = core.withLock { core -> Bool in
      if core.depth > 0 { core.outerBatches.append(core.openBatch) }
      core.depth += 1
      return core.depth == 1 && !core.countsValid
    }
    guard needsBefore else { return }
    let before: _ViewState
    do {
      before = try readDataSource()
    } catch {
      abandonBatch()
      throw error
    }
    core.withLock { $0.batchBefore = before }
    report { .countsRead(currentData()) }
  }

  func _end(checksContent: Bool = true) throws(BatchUpdateError) -> BatchResult {
    let taken = core.withLock { core -> (BatchUpdate, _ViewState, ViewConfiguration)? in
      guard core.depth > 0 else { return nil }
      core.depth -= 1
      guard core.depth == 0 else {
        core.outerBatches.removeLast()
        return nil
      }
      let batch = core.openBatch
      core.openBatch = BatchUpdate()
      let before = core.batchBefore ?? core.shown
      core.batchBefore = nil
      return (batch, before, core.configuration)
    }
    guard let (batch, before, configuration) = taken else {
      return BatchResult(outcome: .nested, warnings: [], batch: BatchUpdate())
    }
    guard let dataSource = self.dataSource else {
      throw UIKitMessages(kind: kind).error(
        .noDataSource, "the \(kind.viewNoun) has no data source")
    }
    let after: _ViewState
    do {
      after = try checked(dataSource.contents())
    } catch {
      core.withLock { $0.events.append(.batchRejected(code: error.code)) }
      report { .batch(batch, data: currentData(), result: .failure(error)) }
      throw error
    }
    let validator = _BatchValidator(
      kind: kind, configuration: configuration, before: before, afterCounts: after.counts,
      afterColumns: after.columns,
      batch: batch)
    var verdict = validator.run()
    core.withLock { core in
      if core.reloadTrace != nil { core.reloadTrace!.append(verdict.reloadTargets) }
    }
    if batch.reloadData, case .accepted = verdict.outcome {
      // Non-strict reloadData inside the block: the view ends up reloaded.
      verdict.state = after
    }
    switch verdict.outcome {
    case .rejected(let error):
      core.withLock { $0.events.append(.batchRejected(code: error.code)) }
      report { .batch(batch, data: currentData(), result: .failure(error)) }
      throw error
    case .recovered(let error):
      let state = after
      core.withLock { core in
        if core.stagedCells != nil { core.stagedCells = [] }
        core.batchNumber += 1
        core.shown = state
        core.countsValid = true
        core.events.append(.batchRecovered(number: core.batchNumber, message: error.message))
        core.events.append(.reloadedData(sections: state.counts.count, items: state.itemCount))
      }
      commitDisplay(.reloadAll)
      let result = BatchResult(
        outcome: .recovered(message: error.message), warnings: [], batch: batch)
      report { .batch(batch, data: currentData(), result: .success(result)) }
      core.withLock { $0.recoveryObserver }?(error.message)
      return result
    case .accepted:
      let change = displayChange(verdict, reloadsEverything: batch.reloadData)
      // A staged commit's cells from before its first batch, carried through this one.
      var staged: [(_SectionItem, CellContent)]?
      if let cells = core.withLock({ $0.stagedCells }) {
        let destinations =
          batch.reloadData ? [:] : verdict.destinations(of: cells.map(\.0))
        staged = cells.compactMap { position, content in
          guard let to = destinations[position], !change.reconfigured.contains(to) else {
            return nil
          }
          return (to, content)
        }
      }
      if checksContent, !batch.reloadData,
        let stale = staleContent(
          after: verdict, change, staged: staged ?? [], dataSource: dataSource, kind: kind)
      {
        // A check no UIKit raises: strict rejects it (nothing changes), otherwise a finding.
        guard !configuration.strict else {
          core.withLock { $0.events.append(.batchRejected(code: stale.code)) }
          report { .batch(batch, data: currentData(), result: .failure(stale)) }
          throw stale
        }
        verdict.warnings.append(stale)
      }
      core.withLock { core in
        if let staged { core.stagedCells = staged }
        core.batchNumber += 1
        core.shown = verdict.state
        core.countsValid = true
        core.events.append(
          _EventLog.AcceptedBatch(
            number: core.batchNumber, batch: batch, warnings: verdict.warnings,
            reloadedSections: verdict.reloadedSections, reloadedItems: verdict.reloadedItems,
            reconfiguredCells: verdict.reconfiguredCells))
      }
      commitDisplay(change)
      let result = BatchResult(outcome: .accepted, warnings: verdict.warnings, batch: batch)
      report { .batch(batch, data: currentData(), result: .success(result)) }
      return result
    }
  }

  /// Reads everything from the data source and shows it; a count the view cannot hold throws
  /// and changes nothing.
  @usableFromInline
  package func reloadFromDataSource(deferringCells: Bool = false) throws(BatchUpdateError) {
    let state = try readDataSource()
    let defers = core.withLock { core -> Bool in
      core.shown = state
      core.countsValid = true
      core.reloads += 1
      core.events.append(.reloadedData(sections: state.counts.count, items: state.itemCount))
      let defers =
        deferringCells && core.display.cells.isEmpty && core.display.supplementaries.isEmpty
      if defers { core.cellsPending = true }
      return defers
    }
    if defers {
      refreshLayout()
    } else {
      commitDisplay(.reloadAll)
    }
  }

  /// How many times the view has read everything from its data source and configured its cells
  /// anew (a reload, or the restore after a rejected staged update), as a cheap change count.
  package var reloadCount: Int { core.withLock { $0.reloads } }

  /// Whether the view has never read its data source — no reload, no batch that read its counts
  /// — and no batch is open: its first layout pass reads it then, as UIKit's does.
  package var needsFirstLoad: Bool {
    core.withLock { $0.reloads == 0 && $0.depth == 0 && !$0.countsValid && $0.batchNumber == 0 }
  }

  /// The most sections a view holds, and the most items of one section: positions are packed
  /// into 32-bit halves, and UIKit's own index paths hold `NSInteger`s that no device reaches.
  public static let largestCount = Int(Int32.max)

  /// What the data source holds now, checked: a count the view cannot hold is an
  /// `invalidDataSourceCount` error naming the section and the count (nothing changes).
  /// What the view reads from its data source. Without one it reads one empty section, as
  /// UIKit's views do: a data source that does not answer `numberOfSections(in:)` has one
  /// section, and a missing one answers no item count.
  func readDataSource() throws(BatchUpdateError) -> _ViewState {
    guard let contents = dataSource?.contents() else {
      return _ViewState(counts: [0], columns: [nil])
    }
    return try checked(contents)
  }

  func checked(_ contents: VirtualViewContents) throws(BatchUpdateError) -> _ViewState {
    func invalid(_ message: String) -> BatchUpdateError {
      UIKitMessages(kind: kind).error(.invalidDataSourceCount, message)
    }
    let limit = Self.largestCount
    if let sections = contents.negativeSectionCount {
      throw invalid(
        "the data source reports \(sections) sections: a \(kind.viewNoun) holds 0 to \(limit)")
    }
    guard contents.counts.count <= limit else {
      throw invalid(
        "the data source reports \(contents.counts.count) sections: a \(kind.viewNoun) holds 0 to \(limit)"
      )
    }
    for (s, count) in contents.counts.enumerated() where count < 0 || count > limit {
      throw invalid(
        "the data source reports \(count) \(kind.itemNoun)s in section \(s): a section holds 0 to \(limit)"
      )
    }
    var columns = contents.columns
    if columns.count != contents.counts.count {
      guard columns.count < contents.counts.count else {
        throw invalid(
          "the data source identifies the items of \(columns.count) sections but reports \(contents.counts.count) sections"
        )
      }
      columns += repeatElement(nil, count: contents.counts.count - columns.count)
    }
    for (s, column) in columns.enumerated() {
      if let column, column.count != contents.counts[s] {
        throw invalid(
          "the data source reports \(contents.counts[s]) \(kind.itemNoun)s in section \(s) but identifies \(column.count)"
        )
      }
    }
    return _ViewState(counts: contents.counts, columns: columns)
  }

  /// What survives an accepted batch: the cells that are visible and the selection, carried to
  /// where the batch puts them; reloaded and deleted items lose both.
  func displayChange(_ verdict: _BatchVerdict, reloadsEverything: Bool) -> _DisplayChange {
    if reloadsEverything { return .reloadAll }
    let (wanted, hasSupplementaries) = core.withLock { core in
      // The cells' positions and the selected ones, in one array (a position in both is looked
      // up twice, to the same destination): nothing is hashed to gather them.
      var wanted = [_SectionItem]()
      wanted.reserveCapacity(core.display.cells.count + core.display.selected.count)
      wanted.append(contentsOf: core.display.cells.keys)
      wanted.append(contentsOf: core.display.selected)
      return (wanted, !core.display.supplementaries.isEmpty)
    }
    var change = _DisplayChange()
    change.incomingFirst = true
    change.destinations = verdict.destinations(of: wanted)
    change.reconfigured = Set(verdict.reconfiguredCells)
    // Only shown headers and footers look their section up.
    if hasSupplementaries, let map = verdict.sectionMap {
      for (b, a) in map.afterOf.enumerated() where a >= 0 { change.sectionDestinations[b] = a }
    }
    return change
  }
}
