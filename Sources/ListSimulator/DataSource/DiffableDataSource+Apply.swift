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
    let ticket = takeTicket()
    return try await serial.run(ticket: ticket) { try self.applyNow(snapshot) }
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
    let ticket = takeTicket()
    Task {
      _ = try? await serial.run(ticket: ticket) {
        let result = Result { try self.applyNow(snapshot) }
        completion?(result)
        return try result.get()
      }
    }
  }

  /// Submits an apply: its place in line is taken before this returns, so applies submitted one
  /// after another from any number of tasks run in exactly that order.
  @discardableResult
  @inlinable
  public func submitApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) -> Task<
    SnapshotChangeset, any Error
  > {
    let ticket = takeTicket()
    return Task { try await serial.run(ticket: ticket) { try self.applyNow(snapshot) } }
  }

  /// Replaces the data without diffing: the view reloads (`reloadData()`).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async throws {
    let ticket = takeTicket()
    try await serial.run(ticket: ticket) {
      try snapshot.validate()
      let final = snapshot.withoutMarks()
      self.state.withLock { state in
        state.current = final
        state.displayed = final
        state.outlines = state.outlines.filter {
          final.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems
        }
      }
      self.view.base._reloadData()
    }
  }

  /// Applies a hierarchical section snapshot to one section, keeping its hierarchy: the section
  /// shows the outline's visible items, and ``snapshot(for:)`` returns the outline.
  @discardableResult
  public func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async throws -> SnapshotChangeset {
    let ticket = takeTicket()
    return try await serial.run(ticket: ticket) {
      try self.applyNow(sectionSnapshot, to: section)
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
    let ticket = takeTicket()
    return try await serial.run(ticket: ticket) { try self.moveNow(from: source, to: destination) }
  }

  /// Simulates the user tapping an outline item's disclosure: asks `shouldExpandItem` or
  /// `shouldCollapseItem`, calls `willExpandItem` / `willCollapseItem`, and applies the section
  /// snapshot with the item expanded or collapsed.
  ///
  /// - Returns: `false` when a handler refused.
  @discardableResult
  public func userToggledItem(_ item: ItemIdentifierType) async throws -> Bool {
    let ticket = takeTicket()
    return try await serial.run(ticket: ticket) { try self.toggleNow(item) }
  }

  // MARK: The atomic bodies (run on the serial queue, never suspending)

  @inlinable
  func takeTicket() -> Int {
    state.withLock { state in
      defer { state.nextTicket += 1 }
      return state.nextTicket
    }
  }

  @inlinable
  func applyNow(_ snapshot: Snapshot) throws -> SnapshotChangeset {
    try snapshot.validate()
    let old = state.withLock { $0.current }
    if !view.base.countsAreValid {
      // The layout pass UIKit would run first: the view caches what it shows now.
      state.withLock { $0.displayed = old }
      view.base._reloadData()
    }
    let changeset = SnapshotDiff.changeset(from: old, to: snapshot)
    let final = snapshot.withoutMarks()
    for (k, batch) in changeset.batches.enumerated() {
      let shown =
        changeset.layouts[k] == nil ? final : changeset.snapshot(afterBatch: k, to: snapshot)
      state.withLock { $0.displayed = shown }
      do {
        try view.base.performManaged(batch)
      } catch {
        state.withLock { $0.displayed = old }
        view.base._reloadData()
        throw DiffableDataSourceError.engineBatchRejected(error, batch: batch)
      }
    }
    state.withLock { state in
      state.current = final
      state.displayed = final
      if !state.outlines.isEmpty {
        state.outlines = state.outlines.filter {
          final.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems
        }
      }
    }
    return changeset
  }

  @inlinable
  func applyNow(_ outline: SectionSnapshot, to section: SectionIdentifierType) throws
    -> SnapshotChangeset
  {
    try outline.validate()
    var next = state.withLock { $0.current }
    guard next.contains(section: section) else {
      throw SnapshotError<SectionIdentifierType, ItemIdentifierType>.unknownSection(
        section, .applySectionSnapshot)
    }
    next.replaceItems(in: section, with: outline.visibleItems)
    try next.validate()
    let changeset = try applyNow(next)
    state.withLock { $0.outlines[section] = outline }
    return changeset
  }

  func moveNow(from source: IndexPath, to destination: IndexPath) throws -> Bool {
    let (initial, handlers) = state.withLock { ($0.current, $0.reordering) }
    guard let item = Self.item(at: source, in: initial) else {
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
        "no place \(destination.shortDescription) to move \(item) to")
    }
    let items = final.itemIdentifiers(inSection: section)
    if destination[1] < items.count {
      final.insertItems([item], beforeItem: items[destination[1]])
    } else {
      final.appendItems([item], toSection: section)
    }
    try final.validate()
    let transaction = ReorderTransaction(
      initialSnapshot: initial, finalSnapshot: final,
      difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves())
    handlers.willReorder?(transaction)
    state.withLock { $0.displayed = final }
    do {
      try view.base.performManaged(BatchUpdate(moveItems: [Move(from: source, to: destination)]))
    } catch {
      state.withLock { $0.displayed = initial }
      throw error
    }
    state.withLock { $0.current = final }
    handlers.didReorder?(transaction)
    return true
  }

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
      next.expand([item])
    }
    _ = try applyNow(next, to: section)
    return true
  }
}
