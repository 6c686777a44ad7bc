import Foundation
import ListKit

/// Which before-section each after-section continues.
struct _SectionMap {
  /// After-section → the before-section it continues, or -1 for an inserted or reloaded section.
  var origin: [Int]
  /// Before-section → its after-position, or -1 for a deleted or reloaded section.
  var afterOf: [Int]
}

/// Where the cell at each position of one after-section was before the update.
struct _ItemPlacement {
  /// Per position: -1 for a new cell, else the cell's before-position packed as
  /// `section << 32 | item` (one word per cell; a view's sections and items stay below 2^31).
  var source: [Int]

  static let new = -1
  /// Not yet placed (only while the placement is built).
  static let open = -2

  @inline(__always) static func pack(_ p: _Key) -> Int { _Location.pack(p.section, p.item) }
}

/// Repeated operations (the semantics `docs/uikit-rules.md` states): UIKit counts every
/// occurrence of a delete or an insert, so one index declared twice acts on two positions. The
/// view applies them as if one after another: a repeated delete of `p` removes the next position
/// after `p` that nothing else removes, a repeated insert at `p` fills the next position after `p`
/// that nothing else fills. Where that runs past the end, the range error names the position it
/// reached. A repeated reload or reconfigure is one reload or reconfigure.
extension _BatchValidator {
  /// Sets `slots[p] = mark` for the first occurrence of each value `p` of `sorted` (ascending,
  /// repeats allowed) and returns the later occurrences, ascending, for ``claimNext``.
  func markDistinct<T>(_ sorted: some Collection<Int>, in slots: inout [T], as mark: T) -> [Int] {
    var repeats: [Int] = []
    var previous: Int?
    for p in sorted {
      if p == previous { repeats.append(p) } else { slots[p] = mark }
      previous = p
    }
    return repeats
  }

  /// Gives each position of `sorted` (ascending, repeats allowed) the first slot at or after it
  /// that is still `free`, and marks it. Returns the first (declared, reached) pair that runs past
  /// the end, or `nil`.
  ///
  /// - Complexity: O(sorted.count + the slots skipped), amortised: the cursor never moves back.
  func claimNext<T: Equatable>(
    _ sorted: some Collection<Int>, in slots: inout [T], free: T, as mark: T
  )
    -> (Int, Int)?
  {
    var cursor = 0
    for p in sorted {
      cursor = max(cursor, p)
      while cursor < slots.count && slots[cursor] != free { cursor += 1 }
      if cursor >= slots.count { return (p, cursor) }
      slots[cursor] = mark
      cursor += 1
    }
    return nil
  }

  /// Gives each slot still `open`, in order, the next before-position that is not removed (as
  /// `value(position)`). `false` when the two do not pair up exactly.
  func fillOpen(_ slots: inout [Int], from removed: [Bool], _ value: (Int) -> Int) -> Bool {
    var next = 0
    for k in slots.indices where slots[k] == _ItemPlacement.open {
      while next < removed.count && removed[next] { next += 1 }
      if next == removed.count { return false }
      slots[k] = value(next)
      next += 1
    }
    while next < removed.count && removed[next] { next += 1 }
    return next == removed.count
  }

  // MARK: Sections

  func placeSections(_ g: Groups) -> Result<_SectionMap, BatchUpdateError> {
    let m = messages
    let (nb, na) = (before.counts.count, afterCounts.count)
    if batch.deleteSections.isEmpty && batch.insertSections.isEmpty
      && batch.moveSections.isEmpty && batch.reloadSections.isEmpty && nb == na
    {
      // No section operation: every section stays where it is.
      let same = Array(0..<na)
      return .success(_SectionMap(origin: same, afterOf: same))
    }
    // As for items (`placeItems`): open slots, moved-in and new sections, then the sections that
    // stay fill the open slots in order.
    var origin = [Int](repeating: _ItemPlacement.open, count: na)
    for move in batch.moveSections { origin[move.to] = move.from }
    let repeatedInserts = markDistinct(
      batch.insertSections.sorted(), in: &origin, as: _ItemPlacement.new)
    if let (declared, reached) = claimNext(
      g.derivedSections.values.sorted(), in: &origin, free: _ItemPlacement.open,
      as: _ItemPlacement.new)
    {
      return .failure(
        m.error(
          .insertSectionOutOfRange, "A3", uikit: false,
          m.reachedPastTheEnd(
            m.r5InsertSectionOutOfRange(reached, sectionsAfter: na), .reloadInsert, noun: "section",
            at: declared)))
    }
    if let (declared, reached) = claimNext(
      repeatedInserts, in: &origin, free: _ItemPlacement.open, as: _ItemPlacement.new)
    {
      return .failure(
        m.error(
          .insertSectionOutOfRange, "R5", uikit: false,
          m.reachedPastTheEnd(
            m.r5InsertSectionOutOfRange(reached, sectionsAfter: na), .repeatedInsert,
            noun: "section", at: declared)))
    }
    var removed = [Bool](repeating: false, count: nb)
    for move in batch.moveSections { removed[move.from] = true }
    for s in g.reloadedSections { removed[s] = true }
    let repeatedDeletes = markDistinct(batch.deleteSections.sorted(), in: &removed, as: true)
    if let (declared, reached) = claimNext(repeatedDeletes, in: &removed, free: false, as: true) {
      return .failure(
        m.error(
          .deleteSectionOutOfRange, "R6", uikit: false,
          m.reachedPastTheEnd(
            m.r6DeleteSectionOutOfRange(reached, sectionsBefore: nb), .repeatedDelete,
            noun: "section", at: declared)))
    }
    guard fillOpen(&origin, from: removed, { $0 }) else {
      return .failure(unplaceable("sections", before: nb, after: na))
    }
    var afterOf = [Int](repeating: -1, count: nb)
    for (a, b) in origin.enumerated() where b >= 0 { afterOf[b] = a }
    return .success(_SectionMap(origin: origin, afterOf: afterOf))
  }

  /// The declared operations cannot produce the counts: unreachable once the count checks have
  /// passed (the differential test against the reference model holds the package to that), but
  /// never an accepted batch if it were reached.
  func unplaceable(_ what: String, before: Int, after: Int) -> BatchUpdateError {
    messages.error(
      .invalidSectionCount, "—", uikit: false,
      "the declared updates do not account for every \(what == "sections" ? "section" : kind.itemNoun): \(before) before, \(after) after (ListKit could not lay them out; please report this batch)"
    )
  }

  // MARK: Items

  /// For each after-section, where its cells come from; `nil` for a section that continues a
  /// before-section no operation touches (every cell stays at its position).
  func placeItems(_ g: Groups, _ map: _SectionMap) -> Result<[_ItemPlacement?], BatchUpdateError> {
    let m = messages
    var placements = [_ItemPlacement?](repeating: nil, count: afterCounts.count)
    for (a, b) in map.origin.enumerated() {
      let count = afterCounts[a]
      guard b >= 0 else {
        // A new section: new cells, except where items move in (R14 when not allowed).
        var placement = _ItemPlacement(source: [Int](repeating: _ItemPlacement.new, count: count))
        for k in g.movesTo[a] {
          placement.source[items.moveTo[k].item] = _ItemPlacement.pack(items.moveFrom[k])
        }
        placements[a] = placement
        continue
      }
      let touched =
        !g.deletes.isEmpty(b) || !g.reloadsBySection.isEmpty(b) || !g.movesFrom.isEmpty(b)
        || !g.reconfigures.isEmpty(b) || !g.inserts.isEmpty(a) || !g.derivedBySection.isEmpty(a)
        || !g.movesTo.isEmpty(a)
      guard touched else { continue }
      // Positions still `open` are filled, in order, by the cells that stay.
      var source = [Int](repeating: _ItemPlacement.open, count: count)
      for k in g.movesTo[a] {
        source[items.moveTo[k].item] = _ItemPlacement.pack(items.moveFrom[k])
      }
      let repeatedInserts = markDistinct(g.inserts[a], in: &source, as: _ItemPlacement.new)
      if let (declared, reached) = claimNext(
        g.derivedBySection[a], in: &source, free: _ItemPlacement.open, as: _ItemPlacement.new)
      {
        return .failure(
          m.error(
            .insertItemOutOfRange, "A3", uikit: false,
            m.reachedPastTheEnd(
              m.r3InsertItemOutOfRange(IndexPath(item: reached, section: a), itemsAfter: count),
              .reloadInsert, noun: m.item, at: declared)))
      }
      if let (declared, reached) = claimNext(
        repeatedInserts, in: &source, free: _ItemPlacement.open, as: _ItemPlacement.new)
      {
        return .failure(
          m.error(
            .insertItemOutOfRange, "R3", uikit: false,
            m.reachedPastTheEnd(
              m.r3InsertItemOutOfRange(IndexPath(item: reached, section: a), itemsAfter: count),
              .repeatedInsert, noun: m.item, at: declared)))
      }
      let oldCount = before.counts[b]
      var removed = [Bool](repeating: false, count: oldCount)
      for k in g.movesFrom[b] { removed[items.moveFrom[k].item] = true }
      for p in g.reloadsBySection[b] { removed[p] = true }
      let repeatedDeletes = markDistinct(g.deletes[b], in: &removed, as: true)
      if let (declared, reached) = claimNext(repeatedDeletes, in: &removed, free: false, as: true) {
        return .failure(
          m.error(
            .deleteItemOutOfRange, "R4", uikit: false,
            m.reachedPastTheEnd(
              m.r4DeleteItemOutOfRange(IndexPath(item: reached, section: b), itemsBefore: oldCount),
              .repeatedDelete, noun: m.item, at: declared)))
      }
      guard fillOpen(&source, from: removed, { _Location.pack(b, $0) }) else {
        return .failure(unplaceable("items", before: oldCount, after: count))
      }
      placements[a] = _ItemPlacement(source: source)
    }
    return .success(placements)
  }
}
