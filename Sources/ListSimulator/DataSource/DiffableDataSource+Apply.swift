import Foundation
import ListKit
import Synchronization

extension DiffableDataSource {
  // MARK: Applying snapshots

  /// Diffs the data source's snapshot against `snapshot` and updates the view with the resulting
  /// batches (a non-animated apply diffs too, as on iOS 15 and later).
  ///
  /// Runs after every operation submitted before it. Throws the snapshot's first
  /// ``SnapshotError`` (nothing changes), `CancellationError` when the calling task is cancelled
  /// before its turn (nothing changes), or ``DiffableDataSourceError``.
  ///
  /// - Returns: The batches that were sent.
  @discardableResult
  @inlinable
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async throws
    -> SnapshotChangeset
  {
    try await inLine { try self.reportedApply(snapshot, animatingDifferences) }
  }

  /// The completion-handler form of ``apply(_:animatingDifferences:)``: the operation is submitted
  /// (its place in line taken) before this returns, and `completion` receives the batches sent or
  /// the error. Completions are called on the serial queue right after their operation, so they
  /// arrive in submission order. (Nothing cancels this form.)
  @inlinable
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (@Sendable (Result<SnapshotChangeset, any Error>) -> Void)?
  ) {
    submitted {
      let result = Result { try self.reportedApply(snapshot, animatingDifferences) }
      completion?(result)
      return try result.get()
    }
  }

  /// Submits an apply: its place in line is taken before this returns, so applies submitted one
  /// after another from any number of tasks run in exactly that order.
  @discardableResult
  @inlinable
  public func submitApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) -> Task<
    SnapshotChangeset, any Error
  > {
    submitted { try self.reportedApply(snapshot, animatingDifferences) }
  }

  /// An apply, reported to the recorder.
  @inlinable
  func reportedApply(_ snapshot: Snapshot, _ animatingDifferences: Bool) throws
    -> SnapshotChangeset
  {
    try reporting({ try applyNow(snapshot) }) {
      .apply(snapshot, animating: animatingDifferences, error: $0._error)
    }
  }

  /// Replaces the data without diffing: the view reloads (`reloadData()`).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async throws {
    try await inLine { try self.reportedReload(snapshot) }
  }

  func reportedReload(_ snapshot: Snapshot) throws {
    try reporting({ try reloadNow(snapshot) }) {
      .applyUsingReloadData(snapshot, error: $0._error)
    }
  }

  func reloadNow(_ snapshot: Snapshot) throws {
    try snapshot.validate()
    let (old, oldOutlines) = state.withLock { ($0.current, $0.outlines) }
    let final = snapshot.withoutMarks()
    try commit(
      final, outlines: Self.keptOutlines(oldOutlines, in: final), replacing: old, oldOutlines,
      batches: 0, layout: { _ in final }, batch: { _ in BatchUpdate() }, reload: true)
  }

  /// Applies a hierarchical section snapshot to one section, keeping its hierarchy: the section
  /// shows the outline's visible items, and ``snapshot(for:)`` returns the outline.
  ///
  /// A section the snapshot lacks is `unknownSection`, as in scenario files, unless
  /// `appendingMissingSection` is `true`: then the section is first appended (an apply of its
  /// own, recorded as such), as UIKit's data source does when app code applies a section
  /// snapshot to a section it never appended.
  @discardableResult
  public func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, appendingMissingSection: Bool = false
  ) async throws -> SnapshotChangeset {
    try await inLine {
      try self.applySectionNow(
        sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
        appendingMissingSection: appendingMissingSection)
    }
  }

  /// ``apply(_:to:animatingDifferences:appendingMissingSection:)`` submitted: its place in line
  /// is taken before this returns (for completion-handler forms).
  @discardableResult
  public func submitApply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, appendingMissingSection: Bool = false
  ) -> Task<SnapshotChangeset, any Error> {
    submitted {
      try self.applySectionNow(
        sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
        appendingMissingSection: appendingMissingSection)
    }
  }

  /// ``applySnapshotUsingReloadData(_:)`` submitted: its place in line is taken before this
  /// returns (for completion-handler forms).
  @discardableResult
  public func submitApplyUsingReloadData(_ snapshot: Snapshot) -> Task<Void, any Error> {
    submitted { try self.reportedReload(snapshot) }
  }

  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  func applySectionNow(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool, appendingMissingSection: Bool
  ) throws -> SnapshotChangeset {
    var current = state.withLock { $0.current }
    if appendingMissingSection, !current.contains(section: section),
      sectionSnapshot.errors.isEmpty
    {
      current.appendSections([section])
      // Both steps are checked before the first commits, so a failure changes nothing.
      var filled = current
      filled.replaceItems(in: section, with: sectionSnapshot.visibleItems)
      try filled.validate()
      _ = try reporting({ try applyNow(current) }) {
        .apply(current, animating: animatingDifferences, error: $0._error)
      }
    }
    return try reporting({ try applyNow(sectionSnapshot, to: section) }) {
      .applySectionSnapshot(sectionSnapshot, section: section, error: $0._error)
    }
  }

  // MARK: Simulated user interaction

  /// Simulates the user dragging the item at `source` to `destination` (UIKit's interactive
  /// move): asks `canReorderItem`, updates the snapshot, moves the cell and calls `willReorder`
  /// and `didReorder` with the transaction. Serialised with the applies.
  ///
  /// - Returns: `false` when reordering is off or `canReorderItem` refused.
  @discardableResult
  public func userMovedItem(at source: IndexPath, to destination: IndexPath) async throws -> Bool {
    try await inLine {
      try self.reporting({ try self.moveNow(from: source, to: destination) }) {
        .interactiveMove(
          from: source, to: destination, allowed: (try? $0.get()) ?? true, error: $0._error)
      }
    }
  }

  /// Simulates the user tapping an outline item's disclosure: asks `shouldExpandItem` or
  /// `shouldCollapseItem`, calls `willExpandItem` / `willCollapseItem`, and applies the section
  /// snapshot with the item expanded or collapsed.
  ///
  /// - Returns: `false` when a handler refused.
  @discardableResult
  public func userToggledItem(_ item: ItemIdentifierType) async throws -> Bool {
    try await inLine {
      try self.reporting({ try self.toggleNow(item) }) {
        .toggle(item, performed: (try? $0.get()) ?? true, error: $0._error)
      }
    }
  }

  /// Holds the line: returns once everything submitted before has run; what is submitted after
  /// waits until the hold is released (or dropped). For tests of what happens while operations
  /// wait in line — cancelling a queued apply, for instance.
  ///
  /// ```swift
  /// let hold = await dataSource.holdQueue()
  /// let queued = dataSource.submitApply(next)
  /// queued.cancel()  // it never runs
  /// hold.release()
  /// ```
  public func holdQueue() async -> QueueHold {
    let ticket = takeTicket()
    await serial.waitForTurn(ticket: ticket)
    return QueueHold(queue: serial)
  }

  /// Takes the next place in line and runs `body` in its turn, in the calling task (cancelling
  /// it before its turn throws `CancellationError` and runs nothing).
  @inlinable
  func inLine<R: Sendable>(_ body: @escaping @Sendable () throws -> R) async throws -> R {
    try await serial.run(ticket: takeTicket(), onMainActor: runsOnMainActor, body)
  }

  /// Takes the next place in line before returning and runs `body` in its turn, in a task of its
  /// own (for the submit and completion-handler forms).
  @discardableResult
  @inlinable
  func submitted<R: Sendable>(_ body: @escaping @Sendable () throws -> R) -> Task<R, any Error> {
    let ticket = takeTicket()
    return Task { try await serial.run(ticket: ticket, onMainActor: runsOnMainActor, body) }
  }

  // MARK: The atomic bodies (run on the serial queue, never suspending)

  @inlinable
  func takeTicket() -> Int {
    state.withLock { state in
      defer { state.nextTicket += 1 }
      return state.nextTicket
    }
  }

  /// The one path by which the data source's state changes — apply, reload apply, section
  /// apply, interactive move and outline toggle all end here — so the flat snapshot, the section
  /// snapshots and the view cannot drift apart.
  ///
  /// From the first batch on, queries (``snapshot()``, ``itemIdentifier(for:)``, …) answer with
  /// `final`, the snapshot being applied, as UIKit's do inside the cell provider. The view is told
  /// each batch's layout while the batch runs. A batch the view rejects is a bug of this package:
  /// everything returns to `old`, the view is reloaded, and the error is thrown.
  @usableFromInline
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  func commit(
    _ final: Snapshot, outlines: [SectionIdentifierType: SectionSnapshot],
    replacing old: Snapshot, _ oldOutlines: [SectionIdentifierType: SectionSnapshot],
    batches count: Int, layout: (Int) -> Snapshot, batch: (Int) -> BatchUpdate, reload: Bool = false
  ) throws {
    state.withLock { state in
      state.current = final
      state.outlines = outlines
    }
    for k in 0..<count {
      let update = batch(k)
      let shown = layout(k)
      state.withLock { $0.displayed = shown }
      do {
        try view.base.performManaged(update)
      } catch {
        state.withLock { state in
          state.current = old
          state.outlines = oldOutlines
          state.displayed = old
        }
        // Restoring what the data source held before: a snapshot's counts always fit a view.
        try? view.base._reloadData()
        throw DiffableDataSourceError.engineBatchRejected(error, batch: update)
      }
    }
    state.withLock { $0.displayed = final }
    if reload { try view.base._reloadData() }
    guard count == 0, !reload else { return }
    // No batch ran, so no batch checked the cells: an item whose content changed without a
    // reconfigure leaves its cell stale (strict: the apply is refused and nothing changes).
    do {
      try view.base.checkContentWithoutBatch()
    } catch {
      state.withLock { state in
        state.current = old
        state.outlines = oldOutlines
        state.displayed = old
      }
      throw DiffableDataSourceError.engineBatchRejected(error, batch: BatchUpdate())
    }
  }

  /// The section snapshots that still describe their section in `final` (the others are
  /// replaced by the flat list, as UIKit does when a plain apply changes an outline's section).
  @usableFromInline
  static func keptOutlines(
    _ outlines: [SectionIdentifierType: SectionSnapshot], in final: Snapshot
  ) -> [SectionIdentifierType: SectionSnapshot] {
    guard !outlines.isEmpty else { return outlines }
    return outlines.filter { final.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
  }

  @inlinable
  func applyNow(_ snapshot: Snapshot, outline: (SectionIdentifierType, SectionSnapshot)? = nil)
    throws -> SnapshotChangeset
  {
    try snapshot.validate()
    let (old, oldOutlines) = state.withLock { ($0.current, $0.outlines) }
    if !view.base.countsAreValid {
      // The layout pass UIKit would run first: the view caches what it shows now.
      state.withLock { $0.displayed = old }
      try view.base._reloadData()
    }
    let changeset = SnapshotDiff.changeset(from: old, to: snapshot)
    let final = snapshot.withoutMarks()
    var outlines = Self.keptOutlines(oldOutlines, in: final)
    if let (section, sectionSnapshot) = outline { outlines[section] = sectionSnapshot }
    try commit(
      final, outlines: outlines, replacing: old, oldOutlines, batches: changeset.batches.count,
      layout: {
        changeset.layouts[$0] == nil ? final : changeset.snapshot(afterBatch: $0, to: snapshot)
      }, batch: { changeset.batches[$0] })
    return changeset
  }

  @inlinable
  func applyNow(_ outline: SectionSnapshot, to section: SectionIdentifierType) throws
    -> SnapshotChangeset
  {
    try outline.validate()
    var (next, outlines) = state.withLock { ($0.current, $0.outlines) }
    guard next.contains(section: section) else {
      throw SnapshotError<SectionIdentifierType, ItemIdentifierType>.unknownSection(
        section, .applySectionSnapshot)
    }
    // Items are unique across a data source, the hidden children of collapsed outline items
    // included: an item shown in another section, or held (shown or hidden) by another section's
    // outline, is refused, so a toggle always finds exactly one outline.
    outlines[section] = nil
    let elsewhere = outline.items.filter { item in
      if let other = next.sectionIdentifier(containingItem: item), other != section { return true }
      return outlines.values.contains { $0.contains(item) }
    }
    guard elsewhere.isEmpty else {
      throw SnapshotError<SectionIdentifierType, ItemIdentifierType>.itemAlreadyExists(
        elsewhere, .applySectionSnapshot)
    }
    next.replaceItems(in: section, with: outline.visibleItems)
    try next.validate()
    return try applyNow(next, outline: (section, outline))
  }

  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  func moveNow(from source: IndexPath, to destination: IndexPath) throws -> Bool {
    let (initial, oldOutlines, handlers) = state.withLock {
      ($0.current, $0.outlines, $0.reordering)
    }
    guard let item = Self.item(at: source, in: initial),
      let sourceSection = initial.sectionIdentifier(at: source[0])
    else {
      throw DiffableDataSourceError.invalidInteraction(
        "no item at \(source.shortDescription) to move")
    }
    guard handlers.canReorderItem?(item) == true else { return false }
    var final = initial
    final.deleteItems([item])
    guard destination.count == 2, let section = final.sectionIdentifier(at: destination[0]),
      (0...final.numberOfItems(inSection: section)).contains(destination[1])
    else {
      throw DiffableDataSourceError.invalidInteraction(
        "no place \(destination.shortDescription) to move \(item) to"
      )
    }
    let items = final.itemIdentifiers(inSection: section)
    if destination[1] < items.count {
      final.insertItems([item], beforeItem: items[destination[1]])
    } else {
      final.appendItems([item], toSection: section)
    }
    try final.validate()
    let outlines = Self.outlines(
      oldOutlines, moving: item, from: sourceSection, to: section, in: final)
    let transaction = ReorderTransaction(
      initialSnapshot: initial, finalSnapshot: final,
      difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves(),
      sectionTransactions: Self.sectionTransactions(
        [sourceSection, section], initial: (initial, oldOutlines), final: (final, outlines)))
    handlers.willReorder?(transaction)
    try commit(
      final, outlines: outlines, replacing: initial, oldOutlines, batches: 1,
      layout: { _ in final },
      batch: { _ in BatchUpdate(moveItems: [Move(from: source, to: destination)]) })
    handlers.didReorder?(transaction)
    return true
  }

  /// The transactions of `sections` (the source and destination of a move; one if they are the
  /// same), in the final snapshot's section order.
  static func sectionTransactions(
    _ sections: [SectionIdentifierType],
    initial: (Snapshot, [SectionIdentifierType: SectionSnapshot]),
    final: (Snapshot, [SectionIdentifierType: SectionSnapshot])
  ) -> [SectionTransaction<SectionIdentifierType, ItemIdentifierType>] {
    func outline(
      _ section: SectionIdentifierType,
      _ state: (Snapshot, [SectionIdentifierType: SectionSnapshot])
    ) -> SectionSnapshot {
      if let outline = state.1[section] { return outline }
      var flat = SectionSnapshot()
      flat.append(state.0.itemIdentifiers(inSection: section))
      return flat
    }
    return final.0.sectionIdentifiers.filter(sections.contains).map { section in
      let (before, after) = (outline(section, initial), outline(section, final))
      return SectionTransaction(
        sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
        difference: after.visibleItems.difference(from: before.visibleItems).inferringMoves())
    }
  }

  /// The section snapshots after the user moved `item` (already moved in `final`).
  ///
  /// The item leaves its section's outline: a collapsed item takes its hidden descendants with it;
  /// an expanded one leaves its children where they are shown (they move up to its parent). In
  /// the destination's outline it becomes the sibling of the item now shown after it (or of the
  /// one shown before it, at the end of the section). A flat section stays flat, unless the item
  /// brings hidden descendants: then it gets a section snapshot (its items as roots) so that
  /// nothing is lost. Every outline then shows exactly its section's items.
  static func outlines(
    _ outlines: [SectionIdentifierType: SectionSnapshot], moving item: ItemIdentifierType,
    from source: SectionIdentifierType, to destination: SectionIdentifierType, in final: Snapshot
  ) -> [SectionIdentifierType: SectionSnapshot] {
    var outlines = outlines
    var carried = SectionSnapshot()
    carried.append([item])
    if var outline = outlines[source], outline.contains(item) {
      let children = outline.children(of: item)
      if !children.isEmpty && outline.isExpanded(item) {
        let subtree = outline.snapshot(of: item)
        let parent = outline.parent(of: item)
        let siblings = parent.map(outline.children(of:)) ?? outline.rootItems
        let next = siblings.firstIndex(of: item).flatMap {
          $0 + 1 < siblings.count ? siblings[$0 + 1] : nil
        }
        outline.delete([item])
        if let next {
          outline.insert(subtree, before: next)
        } else {
          outline.append(subtree, to: parent)
        }
      } else {
        carried = outline.snapshot(of: item, includingParent: true)
        outline.delete([item])
      }
      outlines[source] = outline
    }
    let shown = final.itemIdentifiers(inSection: destination)
    var flat: SectionSnapshot? = nil
    if outlines[destination] == nil && carried.items.count > 1 {
      // Hidden descendants need an outline to stay hidden in: the flat section becomes one.
      var outline = SectionSnapshot()
      outline.append(shown.filter { $0 != item })
      flat = outline
    }
    if var outline = outlines[destination] ?? flat {
      let k = shown.firstIndex(of: item) ?? shown.count
      if k + 1 < shown.count {
        outline.insert(carried, before: shown[k + 1])
      } else if k > 0 {
        outline.insert(carried, after: shown[k - 1])
      } else {
        outline.append(carried)
      }
      outlines[destination] = outline
    }
    return outlines
  }

  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  func toggleNow(_ item: ItemIdentifierType) throws -> Bool {
    let (found, handlers) = state.withLock { state in
      (state.outlines.first { $0.value.contains(item) }, state.outline)
    }
    guard let (section, outline) = found else {
      throw DiffableDataSourceError.invalidInteraction(
        "\(item) is not in any section snapshot applied to this data source")
    }
    var next = outline
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      next.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      handlers.willExpandItem?(item)
      if let provide = handlers.snapshotForExpandingParent {
        let children = provide(item, outline.snapshot(of: item, includingParent: false))
        next.replace(childrenOf: item, using: children)
        try next.validate()
      }
      next.expand([item])
    }
    _ = try applyNow(next, to: section)
    return true
  }
}
