import Foundation

/// Diffs two ``DiffableDataSourceSnapshot``s into batch updates that no UIKit rule rejects —
/// including the strict rules of the virtual view.
///
/// ```swift
/// let changeset = SnapshotDiff.changeset(from: old, to: new)
/// for batch in changeset.batches { view.performBatchUpdates { apply(batch) } }
/// ```
///
/// Section identifiers are diffed first; a surviving section whose items are unchanged and carry
/// no reload or reconfigure mark costs nothing (O(1) when both snapshots share its storage, one
/// equality pass otherwise). Items of changed sections are matched by identity across sections, so
/// an item that leaves one section for another is a single move; within each section only the
/// items outside a longest increasing subsequence move.
///
/// Usually one batch. More when one batch cannot express the change safely (see `docs/diffing.md`):
/// - a moved section whose items change: item changes first (sections in their old order, deleted
///   sections removed), then section inserts and moves;
/// - a reconfigured item that also moves: its reconfigure follows in a batch of its own, at its
///   new position (a reconfigure names the item's position before the update);
/// - section reloads: always a batch of their own (rule R19).
/// A reloaded item that moves is deleted and inserted instead (a new cell, as a reload gives).
public enum SnapshotDiff {
  /// Options of the sectioned diff.
  public struct Options: Sendable, Hashable {
    /// Above this many operations, send one `reloadData()` instead of batches (`nil`: never).
    public var reloadDataThreshold: Int?
    /// Options with the given threshold (`nil`: never replace the batches by `reloadData()`).
    public init(reloadDataThreshold: Int? = nil) { self.reloadDataThreshold = reloadDataThreshold }
  }

  /// The batch updates from `old` to `new`; reload and reconfigure marks of `new` become reloads
  /// and reconfigures of those items only.
  ///
  /// Both snapshots must be valid (``DiffableDataSourceSnapshot/validate()``); errors recorded
  /// in them are ignored here.
  ///
  /// - Complexity: O(S + items of changed sections), plus O(k log k) for the moves.
  @inlinable
  public static func changeset<S, I>(
    from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>,
    options: Options = Options()
  ) -> SnapshotChangeset {
    _changeset(from: old, to: new, options: options, newIndex: .ifBuilt)
  }

  /// Where the diff finds the new items' positions.
  @usableFromInline
  enum _NewIndex {
    /// The new snapshot's item index when it has one (a fresh snapshot's duplicate check builds
    /// it), a table of the changed sections otherwise.
    case ifBuilt
    /// The snapshot's index, built if needed (tests: the same result either way).
    case always
    /// A table of the changed sections.
    case never
  }

  @inlinable
  static func _changeset<S, I>(
    from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>,
    options: Options, newIndex: _NewIndex
  ) -> SnapshotChangeset {
    let marks = new._withResolved { _, marks in marks }
    if old._cache === new._cache && marks.isEmpty { return SnapshotChangeset(batches: []) }
    // With the new snapshot's index the diff looks the old items up in it, rather than hashing
    // the new items a second time.
    let index: [I: _Location]?
    switch newIndex {
    case .ifBuilt: index = new._existingIndex()
    case .always: index = new._withIndex { $0 }
    case .never: index = nil
    }
    var planner = _Planner(
      oldSections: old._sections, newSections: new._sections, oldItems: old._resolvedItems,
      newItems: new._resolvedItems, marks: marks, newIndex: index)
    let (batches, layouts) = planner.plan()
    if let threshold = options.reloadDataThreshold,
      batches.reduce(0, { $0 + $1.operationCount }) > threshold
    {
      return SnapshotChangeset(batches: [], reloadsData: true)
    }
    return SnapshotChangeset(batches: batches, layouts: layouts)
  }
}

/// The working state of one sectioned diff.
@usableFromInline
struct _Planner<S: Hashable & Sendable, I: Hashable & Sendable> {
  @usableFromInline let oldSections: [S]
  @usableFromInline let newSections: [S]
  @usableFromInline let oldItems: [[I]]
  @usableFromInline let newItems: [[I]]
  @usableFromInline let marks: _Marks<S, I>
  /// Item to position in the new snapshot, when the snapshot has one already.
  @usableFromInline let newIndex: [I: _Location]?

  @inlinable
  init(
    oldSections: [S], newSections: [S], oldItems: [[I]], newItems: [[I]], marks: _Marks<S, I>,
    newIndex: [I: _Location]?
  ) {
    self.oldSections = oldSections
    self.newSections = newSections
    self.oldItems = oldItems
    self.newItems = newItems
    self.marks = marks
    self.newIndex = newIndex
  }

  @inlinable
  mutating func plan() -> (batches: [BatchUpdate], layouts: [[Int]?]) {
    // Sections. Unchanged sections (the usual case) match one to one: both tables are the
    // shared identity table, and nothing moves.
    let oldToNewSection: [Int]
    let newToOldSection: [Int]
    // `nil` when the surviving sections keep their order (then none moves).
    let sectionOrder: [Bool]?
    if oldSections == newSections {
      oldToNewSection = IdentityIndices.array(oldSections.count)
      newToOldSection = oldToNewSection
      sectionOrder = nil
    } else {
      (oldToNewSection, newToOldSection) = HeckelLIS.match(old: oldSections, new: newSections)
      sectionOrder = LongestIncreasingSubsequence.membershipIfReordered(newToOldSection)
    }
    let deletedSections = oldToNewSection.indices.filter { oldToNewSection[$0] < 0 }
    let insertedSections = newToOldSection.indices.filter { newToOldSection[$0] < 0 }
    let movedSections =
      sectionOrder.map { stays in
        newToOldSection.indices.filter { newToOldSection[$0] >= 0 && !stays[$0] }
      } ?? []

    // Which new sections hold marked items: the marked items are looked up in the new
    // snapshot's index (a few look-ups, not one per item of the snapshot), or, without one,
    // every surviving section's items are checked against them.
    let hasMarkedItems = !marks.reloadedItems.isEmpty || !marks.reconfiguredItems.isEmpty
    var markedSections = [Bool]._filled(false, count: hasMarkedItems ? newSections.count : 0)
    if hasMarkedItems {
      if let newIndex {
        func markSections(of items: [I]) {
          for item in items {
            if let at = newIndex[item], newToOldSection[at.section] >= 0 {
              markedSections[at.section] = true
            }
          }
        }
        markSections(of: marks.reloadedItems)
        markSections(of: marks.reconfiguredItems)
      } else {
        let marked = Set(marks.reloadedItems).union(marks.reconfiguredItems)
        for (s, items) in newItems.enumerated() where newToOldSection[s] >= 0 {
          markedSections[s] = items.contains(where: marked.contains)
        }
      }
    }
    // Changed pairs: surviving sections whose items differ or carry marks.
    var changed: [Int] = []  // new section indices
    changed.reserveCapacity(newSections.count)
    for ns in newSections.indices {
      let os = newToOldSection[ns]
      guard os >= 0 else { continue }
      if (hasMarkedItems && markedSections[ns]) || oldItems[os] != newItems[ns] {
        changed.append(ns)
      }
    }
    // Changed sections all survive, so one that is not in the sections' LIS moves.
    let twoPhase = sectionOrder.map { stays in changed.contains { !stays[$0] } } ?? false
    // Only a two-phase change needs them: the position of each surviving old section once
    // deleted sections are gone, and the new section of each of those positions.
    var survivingIndex: [Int] = []
    var newSectionOfSurviving: [Int] = []
    if twoPhase {
      survivingIndex = [Int]._filled(-1, count: oldSections.count)
      newSectionOfSurviving.reserveCapacity(oldSections.count)
      for s in oldSections.indices where oldToNewSection[s] >= 0 {
        survivingIndex[s] = newSectionOfSurviving.count
        newSectionOfSurviving.append(oldToNewSection[s])
      }
    }
    // The section index that item inserts and move destinations use in the item batch.
    func afterSection(_ ns: Int) -> Int { twoPhase ? survivingIndex[newToOldSection[ns]] : ns }

    // Items: match by identity across the changed sections. Each old item of a changed section
    // is looked up among the new items (the new snapshot's own index, or a table of the changed
    // new sections); one that is not in a changed new section is deleted.
    var slot = [Int]._filled(-1, count: newSections.count)
    for (k, ns) in changed.enumerated() { slot[ns] = k }
    let table: [I: _Location]
    if let newIndex {
      table = newIndex
    } else {
      var built = [I: _Location](
        minimumCapacity: changed.reduce(0) { $0 + newItems[$1].count })
      for ns in changed {
        for (j, item) in newItems[ns].enumerated() {
          built[item] = _Location(section: ns, item: j)
        }
      }
      table = built
    }
    // found[start[k] + j]: packed old position of item j of changed section k (-1: none).
    var start = [Int]._filled(0, count: changed.count + 1)
    for (k, ns) in changed.enumerated() { start[k + 1] = start[k] + newItems[ns].count }
    // The two working buffers as long as the changed sections come from the shared scratch
    // (`_DiffScratch`: a large diff's pages are not faulted in afresh every time) and go back
    // to it when the plan is made.
    var found = _DiffScratch.shared.take(room: start[changed.count])
    found.append(contentsOf: repeatElement(-1, count: start[changed.count]))
    // The marks of the changed sections' new items, laid out as `found`: a few look-ups of the
    // marked items, where checking each item that stays hashed every one of them.
    var markKind: [UInt8] = []
    if hasMarkedItems {
      markKind = [UInt8]._filled(Self.unmarked, count: start[changed.count])
      func mark(_ items: [I], _ kind: UInt8) {
        for item in items {
          if let at = table[item], case let k = slot[at.section], k >= 0 {
            markKind[start[k] + at.item] = kind
          }
        }
      }
      // A reload wins over a reconfigure of the same item.
      mark(marks.reconfiguredItems, Self.reconfigureMark)
      mark(marks.reloadedItems, Self.reloadMark)
    }
    var deletes: [Int] = []  // packed old positions
    // Room up front for a small list's deletes and inserts (grown by appending, they were most
    // of a small apply's allocations); a large list's grow as before, so the reservation never
    // holds memory it does not use (M1).
    deletes.reserveCapacity(
      Self.smallReservation(changed.reduce(0) { $0 + oldItems[newToOldSection[$1]].count }))
    // `found` is written through its buffer: every index is within it (a changed section's
    // start plus an item index of that new section), and a scattered write through the array
    // checked its uniqueness and bounds each time.
    found.withUnsafeMutableBufferPointer { found in
      for (k, ns) in changed.enumerated() {
        let os = newToOldSection[ns]
        let olds = oldItems[os]
        let news = newItems[ns]
        // Heckel's neighbour extension, tried before hashing: an old item equal to the new
        // item after the last one matched in this section *is* that item (a valid snapshot
        // holds each item once), so a run of items that keep their order costs one comparison
        // per item instead of a look-up. Only items that leave the run (or follow more than
        // one new item) are looked up.
        var next = 0
        // Whether the last old item continued a run: only then is the item after a mismatch
        // tried too (on shuffled input that second comparison would miss every time).
        var inRun = false
        for i in olds.indices {
          let item = olds[i]
          if next < news.count && news[next] == item {
            found[start[k] + next] = _Location.pack(os, i)
            next += 1
            inRun = true
          } else if inRun && next + 1 < news.count && news[next + 1] == item {
            // One item inserted (or moved in) before it: the run goes on past it.
            found[start[k] + next + 1] = _Location.pack(os, i)
            next += 2
          } else if let to = table[item], case let target = slot[to.section], target >= 0 {
            // The index's locations are the new snapshot's; checked as the array would have
            // (one compare beside a look-up), so a stale index stops here, not past the buffer.
            precondition(
              0 <= to.item && to.item < start[target + 1] - start[target], "a stale item index")
            found[start[target] + to.item] = _Location.pack(os, i)
            if target == k { next = to.item + 1 }
            inRun = false
          } else {
            // Deleted: the new side's run is not broken.
            deletes.append(_Location.pack(os, i))
          }
        }
      }
    }
    var inserts: [Int] = []  // packed positions after the update
    inserts.reserveCapacity(Self.smallReservation(start[changed.count]))
    // Item moves, packed: movesFrom[k] (before the update) to movesTo[k] (in the item batch's
    // after-space).
    var movesFrom: [Int] = []
    var movesTo: [Int] = []
    // The mark of each move's item (only with marks).
    var moveMarks: [UInt8] = []
    // Marked items that stay: reloads (with the position UIKit's insert must land on) and
    // reconfigures (at their position before the update).
    var reloads: [(old: _Location, target: IndexPath)] = []
    var reconfigures: [IndexPath] = []
    // One buffer for every section (reserved once: grown by appending it was allocated about
    // twice over, and a large diff's fresh pages cost more than the copying).
    var sameSection = _DiffScratch.shared.take(
      room: changed.reduce(0) { max($0, newItems[$1].count) })
    for (k, ns) in changed.enumerated() {
      let os = newToOldSection[ns]
      let sources = found[start[k]..<start[k + 1]]
      // Old positions, in new order, of the items that stay in this section pair (written
      // through the buffer, which holds room for the largest changed section).
      sameSection.removeAll(keepingCapacity: true)
      sameSection.append(contentsOf: repeatElement(-1, count: sources.count))
      sameSection.withUnsafeMutableBufferPointer { same in
        for (j, from) in sources.enumerated() where from >= 0 {
          let position = _Location(packed: from)
          if position.section == os { same[j] = position.item }
        }
      }
      // `nil` when already in order (a section whose items only came and went): every item that
      // stays in the section is in place.
      let inOrder = LongestIncreasingSubsequence.membershipIfReordered(sameSection)
      let target = afterSection(ns)
      if inOrder != nil {
        // A reordered section may move every item: room for that at once, not by doubling
        // (on a shuffled section the moves grew through a dozen buffers; at least doubling the
        // capacity keeps many sections linear).
        let needed = movesFrom.count + sources.count
        if movesFrom.capacity < needed {
          let capacity = max(needed, 2 * movesFrom.capacity)
          movesFrom.reserveCapacity(capacity)
          movesTo.reserveCapacity(capacity)
        }
      }
      for (j, from) in sources.enumerated() {
        if from < 0 {
          inserts.append(_Location.pack(target, j))
        } else if inOrder?[j] ?? (_Location.section(of: from) == os) {
          guard hasMarkedItems else { continue }
          switch markKind[start[k] + j] {
          case Self.reloadMark:
            reloads.append((_Location(packed: from), IndexPath(item: j, section: target)))
          case Self.reconfigureMark:
            let old = _Location(packed: from)
            reconfigures.append(IndexPath(item: old.item, section: old.section))
          default: break
          }
        } else {
          movesFrom.append(from)
          movesTo.append(_Location.pack(target, j))
          if hasMarkedItems { moveMarks.append(markKind[start[k] + j]) }
        }
      }
    }

    _DiffScratch.shared.give(found)
    _DiffScratch.shared.give(sameSection)

    // Marked items that move.
    var lateReconfigures: [IndexPath] = []
    if moveMarks.contains(where: { $0 != Self.unmarked }) {
      // A reloaded item that moves is deleted and inserted instead (a new cell, as a reload
      // gives); a reconfigured one is reconfigured at its new position in a later batch.
      var keptFrom: [Int] = []
      var keptTo: [Int] = []
      for (m, (from, to)) in zip(movesFrom, movesTo).enumerated() {
        if moveMarks[m] == Self.reloadMark {
          deletes.append(from)
          inserts.append(to)
          continue
        }
        if moveMarks[m] == Self.reconfigureMark {
          let destination = _Location(packed: to)
          let section = twoPhase ? newSectionOfSurviving[destination.section] : destination.section
          lateReconfigures.append(IndexPath(item: destination.item, section: section))
        }
        keptFrom.append(from)
        keptTo.append(to)
      }
      movesFrom = keptFrom
      movesTo = keptTo
    }
    // A reload whose UIKit-derived insert position (rule A3) is not the item's new position is
    // sent as a delete and an insert instead.
    let sectionDeletes = deletedSections  // ascending
    let sectionInserts = twoPhase ? [] : insertedSections
    var pendingReloads = reloads
    while !pendingReloads.isEmpty {
      var deletesBySection: [Int: [Int]] = [:]
      for packed in deletes {
        let path = _Location(packed: packed)
        deletesBySection[path.section, default: []].append(path.item)
      }
      var insertsBySection: [Int: [Int]] = [:]
      for packed in inserts {
        let path = _Location(packed: packed)
        insertsBySection[path.section, default: []].append(path.item)
      }
      for key in insertsBySection.keys { insertsBySection[key]!.sort() }
      for key in deletesBySection.keys { deletesBySection[key]!.sort() }
      var kept: [(old: _Location, target: IndexPath)] = []
      var converted = false
      for reload in pendingReloads {
        // Section moves are ignored by UIKit's derivation (the reload then lands in another
        // section), so the section must come out right too.
        let derivedSection = ReloadDerivation.insertPosition(
          forReloadAt: reload.old.section, sortedDeletes: sectionDeletes,
          sortedInserts: sectionInserts)
        let derived = ReloadDerivation.insertPosition(
          forReloadAt: reload.old.item, sortedDeletes: deletesBySection[reload.old.section] ?? [],
          sortedInserts: insertsBySection[reload.target.section] ?? [])
        if derivedSection == reload.target.section && derived == reload.target.item {
          kept.append(reload)
        } else {
          deletes.append(reload.old.packed)
          inserts.append(_Location.pack(reload.target.section, reload.target.item))
          converted = true
        }
      }
      pendingReloads = kept
      if !converted { break }
    }
    let reloadPaths = pendingReloads.map { IndexPath(item: $0.old.item, section: $0.old.section) }

    // The batch keeps the sorted packed positions; index paths are made only if it is read.
    deletes.sort()
    inserts.sort()
    var sectionMoves: [PositionMove<Int>] = []
    for ns in movedSections {
      let os = newToOldSection[ns]
      sectionMoves.append(PositionMove(from: twoPhase ? survivingIndex[os] : os, to: ns))
    }
    var batches: [BatchUpdate] = []
    batches.reserveCapacity(4)
    var items = BatchUpdate(
      packedDeletes: deletes, packedInserts: inserts,
      reloadItems: reloadPaths.sortedBySectionAndItem(),
      reconfigureItems: reconfigures.sortedBySectionAndItem(), packedMovesFrom: movesFrom,
      packedMovesTo: movesTo)
    if twoPhase {
      items.deleteSections = deletedSections
      batches.append(items)
      batches.append(BatchUpdate(insertSections: insertedSections, moveSections: sectionMoves))
    } else {
      items.deleteSections = deletedSections
      items.insertSections = insertedSections
      items.moveSections = sectionMoves
      batches.append(items)
    }
    if !lateReconfigures.isEmpty {
      batches.append(BatchUpdate(reconfigureItems: lateReconfigures.sortedBySectionAndItem()))
    }
    let reloadedSections = marks.reloadedSections.compactMap { newSections.firstIndex(of: $0) }
      .filter { newToOldSection[$0] >= 0 }
    if !reloadedSections.isEmpty {
      batches.append(BatchUpdate(reloadSections: reloadedSections.sorted()))
    }
    // Only the first batch of a two-phase change has a layout; the others' come shared.
    var layouts = _NoLayouts.of(batches.count)
    if twoPhase { layouts[0] = newSectionOfSurviving }
    guard batches.contains(where: \.isEmpty) else { return (batches, layouts) }
    let kept = batches.indices.filter { !batches[$0].isEmpty }
    return (kept.map { batches[$0] }, kept.map { layouts[$0] })
  }

  /// An item's mark in the plan's table of marks.
  @usableFromInline static var unmarked: UInt8 { 0 }
  @usableFromInline static var reconfigureMark: UInt8 { 1 }
  @usableFromInline static var reloadMark: UInt8 { 2 }

  /// The capacity to reserve for at most `count` positions: all of them for a small list, a
  /// bounded start for a large one.
  @inlinable
  static func smallReservation(_ count: Int) -> Int { Swift.min(count, 4096) }
}
