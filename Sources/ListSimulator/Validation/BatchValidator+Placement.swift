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

  @inline(__always) static func pack(_ p: _Key) -> Int { p.section << 32 | p.item }
}

/// Repeated operations (the semantics `docs/uikit-rules.md` states): UIKit counts every
/// occurrence of a delete or an insert, so one index declared twice acts on two positions. The
/// view applies them as if one after another: a repeated delete of `p` removes the next position
/// after `p` that nothing else removes, a repeated insert at `p` fills the next position after `p`
/// that nothing else fills. Where that runs past the end, the range error names the position it
/// reached. A repeated reload or reconfigure is one reload or reconfigure.
extension _BatchValidator {
  /// Marks, for each position of `sorted` (ascending, repeats allowed), the first position at or
  /// after it that is not yet taken. Returns the first (declared, reached) pair that runs past
  /// `taken.count`, or `nil`.
  ///
  /// - Complexity: O(sorted.count + the positions skipped), amortised: the cursor never moves back.
  func claimNext(_ sorted: [Int], in taken: inout [Bool], claimed: inout [Int]) -> (Int, Int)? {
    var cursor = 0
    for p in sorted {
      cursor = max(cursor, p)
      while cursor < taken.count && taken[cursor] { cursor += 1 }
      if cursor >= taken.count { return (p, cursor) }
      taken[cursor] = true
      claimed.append(cursor)
      cursor += 1
    }
    return nil
  }

  /// The occurrences of `sorted` after the first of each value (still ascending).
  func repeats(_ sorted: [Int]) -> [Int] {
    var result: [Int] = []
    for k in sorted.indices.dropFirst() where sorted[k] == sorted[k - 1] {
      result.append(sorted[k])
    }
    return result
  }

  /// The distinct values of an ascending array.
  func distinct(_ sorted: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(sorted.count)
    for value in sorted where result.last != value { result.append(value) }
    return result
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
    let inserts = batch.insertSections.sorted()
    var filled = [Bool](repeating: false, count: na)
    var fresh: [Int] = []
    for move in batch.moveSections { filled[move.to] = true }
    for s in distinct(inserts) {
      filled[s] = true
      fresh.append(s)
    }
    if let (declared, reached) = claimNext(
      g.derivedSections.values.sorted(), in: &filled, claimed: &fresh)
    {
      return .failure(
        m.error(
          .insertSectionOutOfRange, "A3", uikit: false,
          m.reachedPastTheEnd(
            m.r5InsertSectionOutOfRange(reached, sectionsAfter: na), .reloadInsert, noun: "section",
            at: declared)))
    }
    if let (declared, reached) = claimNext(repeats(inserts), in: &filled, claimed: &fresh) {
      return .failure(
        m.error(
          .insertSectionOutOfRange, "R5", uikit: false,
          m.reachedPastTheEnd(
            m.r5InsertSectionOutOfRange(reached, sectionsAfter: na), .repeatedInsert,
            noun: "section", at: declared)))
    }
    let deletes = batch.deleteSections.sorted()
    var removed = [Bool](repeating: false, count: nb)
    var removedList: [Int] = []
    for move in batch.moveSections { removed[move.from] = true }
    for s in g.reloadedSections { removed[s] = true }
    for s in distinct(deletes) { removed[s] = true }
    if let (declared, reached) = claimNext(repeats(deletes), in: &removed, claimed: &removedList) {
      return .failure(
        m.error(
          .deleteSectionOutOfRange, "R6", uikit: false,
          m.reachedPastTheEnd(
            m.r6DeleteSectionOutOfRange(reached, sectionsBefore: nb), .repeatedDelete,
            noun: "section", at: declared)))
    }
    var origin = [Int](repeating: -2, count: na)
    for s in fresh { origin[s] = -1 }
    for move in batch.moveSections { origin[move.to] = move.from }
    var next = 0
    for a in 0..<na where origin[a] == -2 {
      while next < nb && removed[next] { next += 1 }
      if next == nb { return .failure(unplaceable("sections", before: nb, after: na)) }
      origin[a] = next
      next += 1
    }
    while next < nb && removed[next] { next += 1 }
    if next < nb { return .failure(unplaceable("sections", before: nb, after: na)) }
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
        !g.deletes[b].isEmpty || !g.reloadsBySection[b].isEmpty || !g.movesFrom[b].isEmpty
        || !g.reconfigures[b].isEmpty || !g.inserts[a].isEmpty || !g.derivedBySection[a].isEmpty
        || !g.movesTo[a].isEmpty
      guard touched else { continue }
      // Positions still `open` are filled, in order, by the cells that stay.
      var source = [Int](repeating: _ItemPlacement.open, count: count)
      for k in g.movesTo[a] {
        source[items.moveTo[k].item] = _ItemPlacement.pack(items.moveFrom[k])
      }
      let inserts = g.inserts[a]
      var repeatedInserts: [Int] = []
      for (k, p) in inserts.enumerated() {
        if k > 0 && inserts[k - 1] == p {
          repeatedInserts.append(p)
        } else {
          source[p] = _ItemPlacement.new
        }
      }
      if let (declared, reached) = claimNext(g.derivedBySection[a], in: &source) {
        return .failure(
          m.error(
            .insertItemOutOfRange, "A3", uikit: false,
            m.reachedPastTheEnd(
              m.r3InsertItemOutOfRange(IndexPath(item: reached, section: a), itemsAfter: count),
              .reloadInsert, noun: m.item, at: declared)))
      }
      if let (declared, reached) = claimNext(repeatedInserts, in: &source) {
        return .failure(
          m.error(
            .insertItemOutOfRange, "R3", uikit: false,
            m.reachedPastTheEnd(
              m.r3InsertItemOutOfRange(IndexPath(item: reached, section: a), itemsAfter: count),
              .repeatedInsert, noun: m.item, at: declared)))
      }
      let oldCount = before.counts[b]
      var removed = [Bool](repeating: false, count: oldCount)
      var removedList: [Int] = []
      for k in g.movesFrom[b] { removed[items.moveFrom[k].item] = true }
      for p in g.reloadsBySection[b] { removed[p] = true }
      let deletes = g.deletes[b]
      var repeatedDeletes: [Int] = []
      for (k, p) in deletes.enumerated() {
        if k > 0 && deletes[k - 1] == p { repeatedDeletes.append(p) } else { removed[p] = true }
      }
      if let (declared, reached) = claimNext(
        repeatedDeletes, in: &removed, claimed: &removedList)
      {
        return .failure(
          m.error(
            .deleteItemOutOfRange, "R4", uikit: false,
            m.reachedPastTheEnd(
              m.r4DeleteItemOutOfRange(IndexPath(item: reached, section: b), itemsBefore: oldCount),
              .repeatedDelete, noun: m.item, at: declared)))
      }
      var next = 0
      let section = b << 32
      for k in 0..<count where source[k] == _ItemPlacement.open {
        while next < oldCount && removed[next] { next += 1 }
        if next == oldCount {
          return .failure(unplaceable("items", before: oldCount, after: count))
        }
        source[k] = section | next
        next += 1
      }
      while next < oldCount && removed[next] { next += 1 }
      if next < oldCount { return .failure(unplaceable("items", before: oldCount, after: count)) }
      placements[a] = _ItemPlacement(source: source)
    }
    return .success(placements)
  }

  /// `claimNext` for an after-section's placement: takes the first `open` position at or after
  /// each of `sorted` for a new cell.
  func claimNext(_ sorted: [Int], in source: inout [Int]) -> (Int, Int)? {
    var cursor = 0
    for p in sorted {
      cursor = max(cursor, p)
      while cursor < source.count && source[cursor] != _ItemPlacement.open { cursor += 1 }
      if cursor >= source.count { return (p, cursor) }
      source[cursor] = _ItemPlacement.new
      cursor += 1
    }
    return nil
  }
}
