import Foundation
import ListKit

/// What a view knows: its cached counts and, where the data source tells, the identities it shows.
struct _ViewState: Sendable {
  var counts: [Int] = []
  /// Per section; `nil` where the data source gave no identities.
  var identities: [[ItemIdentity]?] = []

  var itemCount: Int { counts.reduce(0, +) }
}

/// An index path as one integer (section in the high half), for cheap sets and dictionaries.
/// Only used after the range checks, so both halves are non-negative.
@inline(__always) func _key(_ p: IndexPath) -> Int { p[0] &<< 32 | p[1] }

/// Values grouped by section; positions outside the sections are ignored (the range checks
/// report them first).
struct _Buckets<T> {
  var storage: [[T]]
  init(_ count: Int) { storage = Array(repeating: [], count: count) }
  subscript(section: Int) -> [T] { storage.indices.contains(section) ? storage[section] : [] }
  mutating func append(_ value: T, to section: Int) {
    if storage.indices.contains(section) { storage[section].append(value) }
  }
}

extension _Buckets where T: Comparable {
  mutating func sortEach() {
    for s in storage.indices where storage[s].count > 1 { storage[s].sort() }
  }
}

/// The verdict on one batch.
struct _BatchVerdict {
  enum Outcome {
    case accepted
    /// Profile `recovering`: the view logged `message` and reloads.
    case recovered(BatchUpdateError)
    case rejected(BatchUpdateError)
  }
  var outcome: Outcome
  /// The state after an accepted batch.
  var state = _ViewState()
  var events: [ViewEvent] = []
  /// Index paths (after the update) that get a new cell.
  var freshCells: [IndexPath] = []
  /// Index paths (after the update) whose cell is configured again.
  var reconfiguredCells: [IndexPath] = []
  var warnings: [BatchUpdateError] = []
}

/// Validates one batch against every rule of the catalogue, in the documented order: UIKit's range
/// and collision checks, UIKit's count checks, the strict checks, then `displayMismatch`.
///
/// Cost: O(operations log operations + sections), plus the items of the sections the batch
/// touches (which it re-indexes to know what the view shows).
struct _BatchValidator {
  let kind: ViewKind
  let configuration: ViewConfiguration
  let before: _ViewState
  let afterCounts: [Int]
  let afterIdentities: (Int) -> [ItemIdentity]?
  let batch: BatchUpdate

  var messages: UIKitMessages { UIKitMessages(kind: kind) }

  /// The operations, grouped once.
  struct Groups {
    var deletedSections: Set<Int>
    var reloadedSections: Set<Int>
    /// Sorted before-positions of deleted sections.
    var freshSections: Set<Int>
    var moveSectionFrom: [Int: Move<Int>] = [:]
    var moveSectionTo: [Int: Move<Int>] = [:]
    /// Per before-section: sorted positions deleted or reloaded (what leaves the section).
    var itemDeletes: _Buckets<Int>
    /// Per after-section: sorted positions inserted (reload-implied inserts excluded).
    var itemInserts: _Buckets<Int>
    /// Reload (before) → the after path of its implied insert.
    var derivedReloads: [IndexPath: IndexPath] = [:]
    /// Per after-section: the positions of reload-implied inserts.
    var derivedBySection: _Buckets<Int>
    /// Per after-section: item moves into it; per before-section: positions moved out of it.
    var movesTo: _Buckets<Move<IndexPath>>
    var movesFrom: _Buckets<Int>
    /// Per before-section: positions reconfigured.
    var reconfigures: _Buckets<Int>
  }

  func groups() -> Groups {
    let deleted = Set(batch.deleteSections)
    let reloaded = Set(batch.reloadSections)
    // Rule A3: a reload's implied insert is shifted by the batch's deletes and inserts; other
    // reloads do not shift it (reloading several neighbours keeps each in place).
    let sectionDeletes = batch.deleteSections.sorted()
    let sectionInserts = batch.insertSections.sorted()
    let derived = batch.reloadSections.map {
      ReloadDerivation.insertPosition(
        forReloadAt: $0, sortedDeletes: sectionDeletes, sortedInserts: sectionInserts)
    }
    let (nb, na) = (before.counts.count, afterCounts.count)
    var g = Groups(
      deletedSections: deleted, reloadedSections: reloaded,
      freshSections: Set(batch.insertSections).union(derived), itemDeletes: _Buckets(nb),
      itemInserts: _Buckets(na), derivedBySection: _Buckets(na), movesTo: _Buckets(na),
      movesFrom: _Buckets(nb), reconfigures: _Buckets(nb))
    for m in batch.moveSections {
      if g.moveSectionFrom[m.from] == nil { g.moveSectionFrom[m.from] = m }
      if g.moveSectionTo[m.to] == nil { g.moveSectionTo[m.to] = m }
    }
    var pureDeletes = _Buckets<Int>(nb)
    for p in batch.deleteItems {
      pureDeletes.append(p[1], to: p[0])
      g.itemDeletes.append(p[1], to: p[0])
    }
    for p in batch.reloadItems { g.itemDeletes.append(p[1], to: p[0]) }
    for p in batch.insertItems { g.itemInserts.append(p[1], to: p[0]) }
    pureDeletes.sortEach()
    g.itemDeletes.sortEach()
    g.itemInserts.sortEach()
    for p in batch.reloadItems {
      let section = ReloadDerivation.insertPosition(
        forReloadAt: p[0], sortedDeletes: sectionDeletes, sortedInserts: sectionInserts)
      let item = ReloadDerivation.insertPosition(
        forReloadAt: p[1], sortedDeletes: pureDeletes[p[0]], sortedInserts: g.itemInserts[section])
      g.derivedReloads[p] = IndexPath(item: item, section: section)
      g.derivedBySection.append(item, to: section)
    }
    for move in batch.moveItems {
      g.movesTo.append(move, to: move.to[0])
      g.movesFrom.append(move.from[1], to: move.from[0])
    }
    for p in batch.reconfigureItems { g.reconfigures.append(p[1], to: p[0]) }
    return g
  }

  func run() -> _BatchVerdict {
    if let error = checkRanges() { return _BatchVerdict(outcome: .rejected(error)) }
    let g = groups()
    if let error = checkCollisions(g) { return _BatchVerdict(outcome: .rejected(error)) }
    if let error = checkSectionCount() { return _BatchVerdict(outcome: .rejected(error)) }
    guard let mapping = sectionMapping(g) else {
      // Repeated section inserts make the section layout ambiguous: accept on counts alone.
      return accept(g, mapping: nil)
    }
    if let error = checkItemCounts(g, mapping) {
      if configuration.profile == .recovering && kind == .collection {
        var recovered = error
        recovered.message += " - will perform reloadData"
        return _BatchVerdict(outcome: .recovered(recovered))
      }
      return _BatchVerdict(outcome: .rejected(error))
    }
    if configuration.strict, let error = checkStrict(g) {
      return _BatchVerdict(outcome: .rejected(error))
    }
    return accept(g, mapping: mapping)
  }

  // MARK: UIKit's range checks (R3–R7, R13)

  func checkRanges() -> BatchUpdateError? {
    let m = messages
    let nb = before.counts.count
    let na = afterCounts.count
    for (k, s) in (batch.deleteSections + batch.reloadSections).enumerated() where s < 0 || s >= nb
    {
      return m.error(
        .deleteSectionOutOfRange, k < batch.deleteSections.count ? "R6" : "R7", uikit: true,
        m.r6DeleteSectionOutOfRange(s, sectionsBefore: nb))
    }
    for s in batch.insertSections where s < 0 || s >= na {
      return m.error(
        .insertSectionOutOfRange, "R5", uikit: true,
        m.r5InsertSectionOutOfRange(s, sectionsAfter: na))
    }
    for move in batch.moveSections
    where move.from < 0 || move.from >= nb || move.to < 0 || move.to >= na {
      return m.error(
        .moveSectionOutOfRange, "—", uikit: false,
        m.moveSectionOutOfRange(move, before: nb, after: na))
    }
    for (k, p) in (batch.deleteItems + batch.reloadItems).enumerated() {
      let rule = k < batch.deleteItems.count ? "R4" : "R7"
      if p[0] < 0 || p[0] >= nb {
        return m.error(
          .deleteItemOutOfRange, rule, uikit: kind == .table,
          m.r4DeleteItemFromMissingSection(p, sectionsBefore: nb))
      }
      if p[1] < 0 || p[1] >= before.counts[p[0]] {
        return m.error(
          .deleteItemOutOfRange, rule, uikit: true,
          m.r4DeleteItemOutOfRange(p, itemsBefore: before.counts[p[0]]))
      }
    }
    for p in batch.insertItems {
      if p[0] < 0 || p[0] >= na {
        return m.error(
          .insertItemOutOfRange, "R3", uikit: kind == .table,
          m.r3InsertItemIntoMissingSection(p, sectionsAfter: na))
      }
      if p[1] < 0 || p[1] >= afterCounts[p[0]] {
        return m.error(
          .insertItemOutOfRange, "R3", uikit: true,
          m.r3InsertItemOutOfRange(p, itemsAfter: afterCounts[p[0]]))
      }
    }
    for move in batch.moveItems {
      let (from, to) = (move.from, move.to)
      if from[0] < 0 || from[0] >= nb || from[1] < 0 || from[1] >= before.counts[from[0]] {
        let count = from[0] >= 0 && from[0] < nb ? before.counts[from[0]] : 0
        return m.error(
          .moveItemOutOfRange, "R13", uikit: kind == .table,
          m.r13MoveSourceOutOfRange(from, itemsBefore: count))
      }
      if to[0] < 0 || to[0] >= na || to[1] < 0 || to[1] >= afterCounts[to[0]] {
        let count = to[0] >= 0 && to[0] < na ? afterCounts[to[0]] : 0
        return m.error(
          .moveItemOutOfRange, "R13", uikit: kind == .table,
          m.r13MoveDestinationOutOfRange(move, itemsAfter: count))
      }
    }
    for p in batch.reconfigureItems {
      if p[0] < 0 || p[0] >= nb || p[1] < 0 || p[1] >= before.counts[p[0]] {
        let count = p[0] >= 0 && p[0] < nb ? before.counts[p[0]] : nil
        return m.error(
          .reconfigureItemOutOfRange, "—", uikit: false,
          m.reconfigureOutOfRange(p, itemsBefore: count))
      }
    }
    return nil
  }

  // MARK: UIKit's collision checks (R8–R12, R16, R17; R14/R15 for table views)

  func checkCollisions(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    // Sections.
    for s in batch.reloadSections where g.deletedSections.contains(s) {
      return m.error(
        .deleteAndReloadSameIndexPath, "R8", uikit: false, m.r8DeleteAndReloadSection(s))
    }
    var seenFrom = Set<Int>()
    var seenTo = Set<Int>()
    for move in batch.moveSections {
      if g.deletedSections.contains(move.from) || g.reloadedSections.contains(move.from) {
        return m.error(
          .deleteAndMoveSameSection, "R16", uikit: true, m.r16DeleteAndMoveSection(move.from))
      }
      if !seenFrom.insert(move.from).inserted {
        return m.error(
          .moveSectionTwice, "—", uikit: false, m.moveSectionTwice(move.from, source: true))
      }
      if g.freshSections.contains(move.to) {
        return m.error(
          .insertAndMoveToSameSection, "R17", uikit: true, m.r17InsertAndMoveSection(move.to))
      }
      if !seenTo.insert(move.to).inserted {
        return m.error(
          .moveSectionTwice, "—", uikit: false, m.moveSectionTwice(move.to, source: false))
      }
    }
    // Items.
    var moveFrom: [Int: Move<IndexPath>] = [:]
    for move in batch.moveItems where moveFrom[_key(move.from)] == nil {
      moveFrom[_key(move.from)] = move
    }
    if !batch.reloadItems.isEmpty {
      let deletes = Set(batch.deleteItems.lazy.map(_key))
      for p in batch.reloadItems {
        if deletes.contains(_key(p)) {
          return m.error(.deleteAndReloadSameIndexPath, "R8", uikit: true, m.r8DeleteAndReload(p))
        }
        if moveFrom[_key(p)] != nil {
          // Rule R20: UIKit reports the collision of the reload's implied delete.
          return kind == .table
            ? m.error(.deleteAndMoveFromSameIndexPath, "R20", uikit: true, m.r9DeleteAndMoveFrom(p))
            : m.error(.deleteAndReloadSameIndexPath, "R20", uikit: true, m.r8DeleteAndReload(p))
        }
      }
    }
    if !moveFrom.isEmpty {
      for p in batch.deleteItems where moveFrom[_key(p)] != nil {
        return m.error(.deleteAndMoveFromSameIndexPath, "R9", uikit: true, m.r9DeleteAndMoveFrom(p))
      }
      var insertLike = Set(batch.insertItems.lazy.map(_key))
      for p in g.derivedReloads.values { insertLike.insert(_key(p)) }
      for move in batch.moveItems where insertLike.contains(_key(move.to)) {
        return m.error(
          .insertAndMoveToSameIndexPath, "R10", uikit: true, m.r10InsertAndMoveTo(move.to))
      }
      var movedTo: [Int: IndexPath] = [:]
      for move in batch.moveItems {
        if let other = movedTo[_key(move.to)] {
          return m.error(
            .moveToSameIndexPathTwice, "R11", uikit: kind == .table,
            m.r11MoveToTwice(other, move.from, to: move.to))
        }
        movedTo[_key(move.to)] = move.from
      }
      var movedFrom: [Int: IndexPath] = [:]
      for move in batch.moveItems {
        if let other = movedFrom[_key(move.from)] {
          return m.error(
            .moveFromSameIndexPathTwice, "R12", uikit: false,
            m.r12MoveFromTwice(move.from, other, move.to))
        }
        movedFrom[_key(move.from)] = move.to
      }
    }
    if kind == .table { return checkSectionMoves(g) }
    return nil
  }

  /// R14 and R15: item moves into inserted or out of deleted sections (UIKit checks for table
  /// views; strict-only for collection views, whose UIKit text is unknown).
  func checkSectionMoves(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    for move in batch.moveItems {
      if g.freshSections.contains(move.to[0]) {
        return m.error(
          .moveIntoInsertedSection, "R14", uikit: kind == .table,
          m.r14MoveIntoInsertedSection(move.to[0]))
      }
      if g.deletedSections.contains(move.from[0]) || g.reloadedSections.contains(move.from[0]) {
        return m.error(
          .moveFromDeletedSection, "R15", uikit: kind == .table,
          m.r15MoveFromDeletedSection(move.from[0]))
      }
    }
    return nil
  }

  // MARK: UIKit's count checks (R1, R2, R2b, R25)

  func countError(
    _ code: BatchUpdateError.Code, rule: String, classic: String, arithmetic: String
  ) -> BatchUpdateError {
    var error =
      configuration.profile == .consolidated
      ? messages.error(
        code, "R2b", uikit: true,
        messages.r2bConsolidated(before: before.counts, after: afterCounts, batch: batch))
      : messages.error(code, rule, uikit: true, classic)
    error.arithmetic = arithmetic
    return error
  }

  func checkSectionCount() -> BatchUpdateError? {
    let nb = before.counts.count
    let na = afterCounts.count
    let inserted = batch.insertSections.count + batch.reloadSections.count
    let deleted = batch.deleteSections.count + batch.reloadSections.count
    guard na != nb + inserted - deleted else { return nil }
    return countError(
      .invalidSectionCount, rule: "R1",
      classic: messages.r1InvalidSectionCount(
        after: na, before: nb, inserted: inserted, deleted: deleted),
      arithmetic:
        "sections: \(na) after ≠ \(nb) before + \(inserted) inserted − \(deleted) deleted = \(nb + inserted - deleted)"
    )
  }

  /// For each after-section, the before-section it continues (-1 for an inserted or reloaded
  /// section); `nil` when repeated section inserts make the layout ambiguous.
  func sectionMapping(_ g: Groups) -> [Int]? {
    let na = afterCounts.count
    var origin = [Int](repeating: -2, count: na)
    for s in g.freshSections where s < na { origin[s] = -1 }
    for move in batch.moveSections { origin[move.to] = move.from }
    var next = 0
    let nb = before.counts.count
    for s in 0..<na where origin[s] == -2 {
      while next < nb
        && (g.deletedSections.contains(next) || g.reloadedSections.contains(next)
          || g.moveSectionFrom[next] != nil)
      {
        next += 1
      }
      guard next < nb else { return nil }
      origin[s] = next
      next += 1
    }
    return origin
  }

  func checkItemCounts(_ g: Groups, _ origin: [Int]) -> BatchUpdateError? {
    let (nb, na) = (before.counts.count, afterCounts.count)
    var afterOf = [Int](repeating: -1, count: nb)
    for (a, b) in origin.enumerated() where b >= 0 { afterOf[b] = a }
    var inserted = [Int](repeating: 0, count: na)
    var deleted = [Int](repeating: 0, count: nb)
    var movedIn = [Int](repeating: 0, count: na)
    var movedOut = [Int](repeating: 0, count: nb)
    for p in batch.insertItems { inserted[p[0]] += 1 }
    for p in g.derivedReloads.values where p[0] >= 0 && p[0] < na { inserted[p[0]] += 1 }
    for p in batch.deleteItems { deleted[p[0]] += 1 }
    for p in batch.reloadItems { deleted[p[0]] += 1 }
    for move in batch.moveItems where afterOf[move.from[0]] != move.to[0] {
      movedOut[move.from[0]] += 1
      movedIn[move.to[0]] += 1
    }
    for (a, b) in origin.enumerated() where b >= 0 {
      let ins = inserted[a]
      let del = deleted[b]
      let moveIn = movedIn[a]
      let moveOut = movedOut[b]
      let expected = before.counts[b] + ins - del + moveIn - moveOut
      if afterCounts[a] != expected {
        return countError(
          .invalidItemCount, rule: "R2",
          classic: messages.r2InvalidItemCount(
            section: a, after: afterCounts[a], before: before.counts[b], inserted: ins,
            deleted: del, movedIn: moveIn, movedOut: moveOut),
          arithmetic:
            "section \(a) (section \(b) before the update): \(afterCounts[a]) after ≠ \(before.counts[b]) before + \(ins) inserted − \(del) deleted + \(moveIn) moved in − \(moveOut) moved out = \(expected)"
        )
      }
    }
    return nil
  }

  // MARK: Strict checks (R14, R15, R18, R19, R21–R24)

  func checkStrict(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    if kind == .collection, let error = checkSectionMoves(g) { return error }
    // R18: item operations in a moved section.
    if !batch.moveSections.isEmpty {
      let beforeSide =
        batch.deleteItems + batch.reloadItems + batch.reconfigureItems
        + batch.moveItems.map(\.from)
      for p in beforeSide {
        if let move = g.moveSectionFrom[p[0]] {
          return m.error(
            .itemChangeInMovedSection, "R18", uikit: false,
            m.r18ItemChangeInMovedSection(p[0], moved: move))
        }
      }
      for p in batch.insertItems + batch.moveItems.map(\.to) {
        if let move = g.moveSectionTo[p[0]] {
          return m.error(
            .itemChangeInMovedSection, "R18", uikit: false,
            m.r18ItemChangeInMovedSection(p[0], moved: move))
        }
      }
    }
    // R19: section reloads with anything else.
    if !batch.reloadSections.isEmpty && batch.operationCount > batch.reloadSections.count {
      return m.error(
        .reloadSectionsInBatch, "R19", uikit: false,
        m.r19ReloadSectionsInBatch(batch.reloadSections))
    }
    // R21: item changes in a deleted section.
    for (name, paths) in [
      ("delete", batch.deleteItems), ("reload", batch.reloadItems),
      ("reconfigure", batch.reconfigureItems),
    ] {
      for p in paths where g.deletedSections.contains(p[0]) || g.reloadedSections.contains(p[0]) {
        return m.error(
          .itemChangeInDeletedSection, "R21", uikit: false,
          m.r21ItemChangeInDeletedSection(p, operation: name))
      }
    }
    // R22: item inserts in an inserted section.
    for p in batch.insertItems where g.freshSections.contains(p[0]) {
      return m.error(
        .itemInsertInInsertedSection, "R22", uikit: false, m.r22ItemInsertInInsertedSection(p))
    }
    // R23: duplicate deletes.
    var seen = Set<Int>(minimumCapacity: batch.deleteItems.count)
    for p in batch.deleteItems where !seen.insert(_key(p)).inserted {
      return m.error(.duplicateIndexPath, "R23", uikit: false, m.r23DuplicateDelete(p))
    }
    var seenSections = Set<Int>()
    for s in batch.deleteSections where !seenSections.insert(s).inserted {
      return m.error(.duplicateIndexPath, "R23", uikit: false, m.r23DuplicateSectionDelete(s))
    }
    // R24: reloadData inside the block.
    if batch.reloadData {
      return m.error(.reloadDataInBatch, "R24", uikit: false, m.r24ReloadDataInBatch)
    }
    // Reconfigures of items that the same batch moves, deletes or reloads.
    guard !batch.reconfigureItems.isEmpty else { return nil }
    let deletes = seen
    let reloads = Set(batch.reloadItems.lazy.map(_key))
    let moved = Set(batch.moveItems.lazy.map { _key($0.from) })
    for p in batch.reconfigureItems {
      if moved.contains(_key(p)) {
        return m.error(
          .reloadOfMovedItem, "R20", uikit: false, m.reconfigureOfChangedItem(p, what: "moved"))
      }
      if deletes.contains(_key(p)) || reloads.contains(_key(p)) {
        return m.error(
          .reconfigureOfChangedItem, "R20", uikit: false,
          m.reconfigureOfChangedItem(p, what: deletes.contains(_key(p)) ? "deleted" : "reloaded"))
      }
    }
    return nil
  }

  // MARK: What the view shows (displayMismatch) and the accepted state

  func accept(_ g: Groups, mapping origin: [Int]?) -> _BatchVerdict {
    var verdict = _BatchVerdict(outcome: .accepted)
    let na = afterCounts.count
    var shown = [[ItemIdentity]?](repeating: nil, count: na)
    var mismatch: BatchUpdateError?
    for a in 0..<na {
      let b = origin?[a] ?? -1
      guard b >= 0 else {
        shown[a] = afterIdentities(a)
        continue
      }
      let old = before.identities.indices.contains(b) ? before.identities[b] : nil
      let touched =
        !g.itemDeletes[b].isEmpty || !g.reconfigures[b].isEmpty || !g.movesFrom[b].isEmpty
        || !g.itemInserts[a].isEmpty || !g.movesTo[a].isEmpty || !g.derivedBySection[a].isEmpty
      guard touched else {
        shown[a] = old
        continue
      }
      let simulation = simulate(section: a, from: b, g)
      verdict.reconfiguredCells += simulation.reconfigured
      verdict.freshCells += simulation.fresh.map { IndexPath(item: $0, section: a) }
      let ds = afterIdentities(a)
      guard let sources = simulation.sources, let ds, ds.count == sources.count else {
        shown[a] = ds
        continue
      }
      // What the view shows equals the data source unless a cell that stayed or moved shows
      // another identity there: only then is the shown array built.
      guard let wrong = firstMismatch(sources, ds, section: b) else {
        shown[a] = ds
        continue
      }
      if mismatch == nil {
        mismatch = messages.error(
          .displayMismatch, "—", uikit: false,
          messages.displayMismatch(
            IndexPath(item: wrong, section: a), shows: identity(at: sources[wrong])!,
            dataSourceHas: ds[wrong]))
      }
      shown[a] = sources.indices.map { identity(at: sources[$0]) ?? ds[$0] }
    }
    if let mismatch {
      if configuration.strict { return _BatchVerdict(outcome: .rejected(mismatch)) }
      verdict.warnings.append(mismatch)
      verdict.events.append(.warning(code: .displayMismatch, message: mismatch.message))
    }
    // Fresh sections: every item is a new cell.
    for a in 0..<na where (origin?[a] ?? -1) < 0 {
      verdict.freshCells += (0..<afterCounts[a]).map { IndexPath(item: $0, section: a) }
    }
    verdict.state = _ViewState(counts: afterCounts, identities: shown)
    // In declaration order, one kind of operation after the other.
    verdict.events += batch.deleteSections.map { .deletedSection($0) }
    verdict.events += batch.reloadSections.map { .reloadedSection($0) }
    verdict.events += batch.insertSections.map { .insertedSection($0) }
    verdict.events += batch.moveSections.map { .movedSection(from: $0.from, to: $0.to) }
    verdict.events += batch.deleteItems.map { .deletedItem($0) }
    verdict.events += batch.reloadItems.map { .reloadedItem($0) }
    verdict.events += batch.insertItems.map { .insertedItem($0) }
    verdict.events += batch.moveItems.map { .movedItem(from: $0.from, to: $0.to) }
    verdict.events += verdict.reconfiguredCells.map { .reconfiguredItem($0) }
    return verdict
  }

  /// The identity the view showed before the update at a packed source (`section << 32 | item`),
  /// or `nil` for a new cell (-1) or an unknown identity.
  func identity(at source: Int) -> ItemIdentity? {
    guard source >= 0 else { return nil }
    let (s, j) = (source >> 32, source & 0xFFFF_FFFF)
    guard s < before.identities.count, let ids = before.identities[s], j < ids.count else {
      return nil
    }
    return ids[j]
  }

  /// The first position whose cell (one that stayed, or moved there) shows another identity than
  /// the data source has, or `nil`.
  ///
  /// - Complexity: O(count), comparing identities in place.
  func firstMismatch(_ sources: [Int], _ ds: [ItemIdentity], section b: Int) -> Int? {
    guard let own = before.identities[b] else { return nil }
    for k in sources.indices {
      let source = sources[k]
      guard source >= 0 else { continue }
      if source >> 32 == b {
        let j = source & 0xFFFF_FFFF
        // Fingerprints first: reading them copies nothing.
        if own[j].fingerprint != ds[k].fingerprint || own[j] != ds[k] { return k }
      } else if identity(at: source) != ds[k] {
        return k
      }
    }
    return nil
  }

  /// Lays out one surviving section after the update, the way UIKit does: new cells at inserts
  /// and at the inserts that reloads imply, moved cells at their destinations, and the remaining
  /// cells in their old order in the free places. Returns, for each position, where its cell was
  /// before (`section << 32 | item`, -1 for a new cell; `nil` when identities are unknown or the
  /// layout is ambiguous), the positions of new cells, and where reconfigured cells end up.
  ///
  /// - Complexity: O(items of the section + its operations).
  func simulate(section a: Int, from b: Int, _ g: Groups) -> (
    sources: [Int]?, fresh: [Int], reconfigured: [IndexPath]
  ) {
    let count = afterCounts[a]
    // -2: free, -1: new cell, otherwise the packed source.
    var sources = [Int](repeating: -2, count: count)
    var fresh: [Int] = []
    for p in g.itemInserts[a] + g.derivedBySection[a] where p < count && sources[p] == -2 {
      sources[p] = -1
      fresh.append(p)
    }
    for move in g.movesTo[a] { sources[move.to[1]] = move.from[0] &<< 32 | move.from[1] }
    let oldCount = before.counts[b]
    var removed = [Bool](repeating: false, count: oldCount)
    for p in g.itemDeletes[b] + g.movesFrom[b] where p < oldCount { removed[p] = true }
    var reconfigure = [Bool](repeating: false, count: oldCount)
    for p in g.reconfigures[b] where p < oldCount { reconfigure[p] = true }
    let hasReconfigures = !g.reconfigures[b].isEmpty
    var reconfigured: [IndexPath] = []
    var next = 0
    for k in 0..<count where sources[k] == -2 {
      while next < oldCount && removed[next] { next += 1 }
      guard next < oldCount else { return (nil, fresh, reconfigured) }
      sources[k] = b &<< 32 | next
      if hasReconfigures && reconfigure[next] {
        reconfigured.append(IndexPath(item: k, section: a))
      }
      next += 1
    }
    let known = before.identities.indices.contains(b) && before.identities[b]?.count == oldCount
    return (known ? sources : nil, fresh, reconfigured)
  }
}
