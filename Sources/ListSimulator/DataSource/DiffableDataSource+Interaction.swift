import Foundation
import ListKit
import Synchronization

extension DiffableDataSource {
  // MARK: Simulated user interaction

  /// Simulates the user dragging the item at `source` to `destination` (UIKit's interactive
  /// move): asks `canReorderItem`, updates the snapshot, moves the cell and calls `willReorder`
  /// and `didReorder` with the transaction. Serialised with the applies; with the handlers set
  /// when it is called, which run on the main actor (the move then runs there, in its turn).
  ///
  /// - Returns: `false` when reordering is off or `canReorderItem` refused.
  @discardableResult
  nonisolated(nonsending) public func userMovedItem(at source: IndexPath, to destination: IndexPath)
    async throws -> Bool
  {
    try await userMovedItem(at: source, to: destination, answer: nil)
  }

  /// The same move, where `canReorderItem`'s answer is `allowed` instead of the handler's (a
  /// scenario's interactive move step says what the app's handler answers); `willReorder` and
  /// `didReorder` are called as set.
  @discardableResult
  nonisolated(nonsending) package func userMovedItem(
    at source: IndexPath, to destination: IndexPath, allowed: Bool
  ) async throws -> Bool {
    try await userMovedItem(at: source, to: destination, answer: allowed)
  }

  nonisolated(nonsending) func userMovedItem(
    at source: IndexPath, to destination: IndexPath, answer: Bool?
  ) async throws -> Bool {
    let handlers = reorderingHandlers
    let move: @Sendable () throws -> Bool = {
      try self.reporting({
        try self.moveNow(from: source, to: destination, handlers: handlers, answer: answer)
      }) {
        .interactiveMove(
          from: source, to: destination, allowed: (try? $0.get()) ?? true, error: $0._error)
      }
    }
    guard handlers.calledFor(answer: answer) else { return try await inLine(move) }
    return try await inLineOnMainActor(move)
  }

  /// The move a collection view reports to its data source (`collectionView(_:moveItemAt:to:)`)
  /// once the user dropped the item, so without asking `canReorderItem` (the view asked before
  /// the drag): done now with nothing queued ahead, else in line (on the main actor when
  /// `willReorder` or `didReorder` is set, as they run there).
  @MainActor
  package func interactiveMoveNowOrInLine(from source: IndexPath, to destination: IndexPath)
    -> NowOrQueued<Bool>
  {
    let handlers = reorderingHandlers
    let move: @Sendable () throws -> Bool = {
      try self.reporting({
        try self.moveNow(from: source, to: destination, handlers: handlers, answer: true)
      }) {
        .interactiveMove(
          from: source, to: destination, allowed: (try? $0.get()) ?? true, error: $0._error)
      }
    }
    let ticket = takeTicket()
    // In this (the main) thread either way: an idle executor of the data source's own is
    // entered here.
    if let result = line.runNow(ticket: ticket, callerOnMainActor: true, move) {
      return .done(result)
    }
    let line = line
    guard handlers.calledFor(answer: true) else {
      return .queued(Task { try await line.runInTurn(ticket: ticket, move) })
    }
    return .queued(Task { try await line.runInTurnOnMainActor(ticket: ticket, move) })
  }

  /// Simulates the user tapping an outline item's disclosure: asks `shouldExpandItem` or
  /// `shouldCollapseItem`, calls `willExpandItem` / `willCollapseItem`, and applies the section
  /// snapshot with the item expanded or collapsed. Serialised with the applies; with the
  /// handlers set when it is called, which run on the main actor (the toggle then runs there,
  /// in its turn).
  ///
  /// - Returns: `false` when a handler refused.
  @discardableResult
  nonisolated(nonsending) public func userToggledItem(_ item: ItemIdentifierType) async throws
    -> Bool
  {
    let handlers = sectionSnapshotHandlers
    let toggle: @Sendable () throws -> Bool = {
      try self.reporting({ try self.toggleNow(item, handlers: handlers) }) {
        .toggle(item, performed: (try? $0.get()) ?? true, error: $0._error)
      }
    }
    guard handlers.anySet else { return try await inLine(toggle) }
    return try await inLineOnMainActor(toggle)
  }

  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  func moveNow(
    from source: IndexPath, to destination: IndexPath,
    handlers: ReorderingHandlers<SectionIdentifierType, ItemIdentifierType>, answer: Bool?
  ) throws -> Bool {
    let (initial, oldOutlines) = state.withLock { ($0.current, $0.outlines) }
    guard let item = Self.item(at: source, in: initial),
      let sourceSection = initial.sectionIdentifier(at: source[0])
    else {
      throw DiffableDataSourceError.invalidInteraction(
        "no item at \(source.shortDescription) to move")
    }
    // The handlers are the main actor's: an operation that calls one runs there
    // (`calledFor(answer:)`, `inLineOnMainActor`).
    let allowed =
      answer
      ?? handlers.canReorderItem.map { canReorder in MainActor.assumeIsolated { canReorder(item) } }
      ?? false
    guard allowed else { return false }
    // An expanded item moves with the descendants it shows (the rows right after it), as in
    // UIKit; a collapsed one takes its hidden descendants along in the outline only.
    let block =
      oldOutlines[sourceSection].map { $0.snapshot(of: item, includingParent: true).visibleItems }
      ?? [item]
    var final = initial
    final.deleteItems(block)
    guard destination.count == 2, let section = final.sectionIdentifier(at: destination[0]),
      (0...final.numberOfItems(inSection: section)).contains(destination[1])
    else {
      throw DiffableDataSourceError.invalidInteraction(
        "no place \(destination.shortDescription) to move \(item) to"
      )
    }
    let items = final.itemIdentifiers(inSection: section)
    if destination[1] < items.count {
      final.insertItems(block, beforeItem: items[destination[1]])
    } else {
      final.appendItems(block, toSection: section)
    }
    try final.validate()
    let outlines = Self.outlines(
      oldOutlines, moving: item, from: sourceSection, to: section, in: final)
    // The transaction (a difference of every item) only for handlers that take it.
    let transaction =
      handlers.willReorder == nil && handlers.didReorder == nil
      ? nil
      : ReorderTransaction(
        initialSnapshot: initial, finalSnapshot: final,
        difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers)
          .inferringMoves(),
        sectionTransactions: Self.sectionTransactions(
          [sourceSection, section], initial: (initial, oldOutlines), final: (final, outlines)))
    if let transaction, let willReorder = handlers.willReorder {
      MainActor.assumeIsolated { willReorder(transaction) }
    }
    // One move per row of the block, each to its place after the update.
    let moves = block.indices.map { k in
      PositionMove(
        from: IndexPath(item: source[1] + k, section: source[0]),
        to: IndexPath(item: destination[1] + k, section: destination[0]))
    }
    try commit(
      final, outlines: outlines, replacing: initial, oldOutlines, batches: 1,
      layout: { _ in final },
      batch: { _ in BatchUpdate(moveItems: moves) })
    if let transaction, let didReorder = handlers.didReorder {
      MainActor.assumeIsolated { didReorder(transaction) }
    }
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
  /// The item leaves its section's outline with all its descendants, shown (an expanded item's
  /// rows moved with it) or hidden, as in UIKit. In the destination's outline it becomes the
  /// sibling of the item now shown after its rows (or of the one shown before it, at the end of
  /// the section). A flat section stays flat, unless the item brings descendants: then it gets
  /// a section snapshot (its items as roots) so that the hierarchy is kept. Every outline then
  /// shows exactly its section's items.
  static func outlines(
    _ outlines: [SectionIdentifierType: SectionSnapshot], moving item: ItemIdentifierType,
    from source: SectionIdentifierType, to destination: SectionIdentifierType, in final: Snapshot
  ) -> [SectionIdentifierType: SectionSnapshot] {
    var outlines = outlines
    var carried = SectionSnapshot()
    carried.append([item])
    if var outline = outlines[source], outline.contains(item) {
      carried = outline.snapshot(of: item, includingParent: true)
      outline.delete([item])
      outlines[source] = outline
    }
    let shown = final.itemIdentifiers(inSection: destination)
    // The rows the item brings along (itself and the descendants it shows).
    let rows = carried.visibleItems.count
    var flat: SectionSnapshot? = nil
    if outlines[destination] == nil && carried.items.count > 1 {
      // Descendants need an outline to keep their hierarchy in: the flat section becomes one.
      let brought = Set(carried.items)
      var outline = SectionSnapshot()
      outline.append(shown.filter { !brought.contains($0) })
      flat = outline
    }
    if var outline = outlines[destination] ?? flat {
      let k = shown.firstIndex(of: item) ?? shown.count
      if k + rows < shown.count {
        outline.insert(carried, before: shown[k + rows])
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
  func toggleNow(_ item: ItemIdentifierType, handlers: SectionSnapshotHandlers<ItemIdentifierType>)
    throws -> Bool
  {
    let found = state.withLock { state in state.outlines.first { $0.value.contains(item) } }
    guard let (section, outline) = found else {
      throw DiffableDataSourceError.invalidInteraction(
        "\(item) is not in any section snapshot applied to this data source")
    }
    var next = outline
    let expanding = !outline.isExpanded(item)
    let current =
      expanding && handlers.snapshotForExpandingParent != nil
      ? outline.snapshot(of: item, includingParent: false) : nil
    // Whether the handlers let the toggle go on, and the children they give. They are the main
    // actor's: with one set, this operation runs there (`anySet`, `inLineOnMainActor`); with
    // none, the main actor is not entered.
    let (proceeds, children) =
      !handlers.anySet
      ? (true, nil)
      : MainActor.assumeIsolated { () -> (Bool, SectionSnapshot?) in
        guard expanding else {
          guard handlers.shouldCollapseItem?(item) ?? true else { return (false, nil) }
          handlers.willCollapseItem?(item)
          return (true, nil)
        }
        guard handlers.shouldExpandItem?(item) ?? true else { return (false, nil) }
        handlers.willExpandItem?(item)
        return (
          true,
          current.flatMap { current in
            handlers.snapshotForExpandingParent.map { $0(item, current) }
          }
        )
      }
    guard proceeds else { return false }
    if !expanding {
      next.collapse([item])
    } else {
      if let children {
        next.replace(childrenOf: item, using: children)
        try next.validate()
      }
      next.expand([item])
    }
    _ = try applyNow(next, to: section)
    return true
  }
}

extension ReorderingHandlers {
  /// Whether a move calls any handler: `canReorderItem` when no `answer` is given, `willReorder`
  /// or `didReorder` when set. Such a move runs on the main actor, where the handlers run.
  func calledFor(answer: Bool?) -> Bool {
    (answer == nil && canReorderItem != nil) || willReorder != nil || didReorder != nil
  }
}

extension SectionSnapshotHandlers {
  /// Whether any handler is set (a toggle then runs on the main actor, where they run).
  var anySet: Bool {
    shouldExpandItem != nil || willExpandItem != nil || shouldCollapseItem != nil
      || willCollapseItem != nil || snapshotForExpandingParent != nil
  }
}
