import Foundation
import ListKit

/// Which before-section each after-section continues.
struct _SectionMap {
  /// After-section → the before-section it continues, or -1 for an inserted or reloaded section.
  var origin: [Int]
  /// Before-section → its after-position, or -1 for a deleted or reloaded section.
  var afterOf: [Int]
}

/// Where the cells of one after-section were before the update, as runs in position order: the
/// cells `start..<start + count` come from consecutive before-positions from `from` on (packed as
/// `section << 32 | item`; a view's sections and items stay below 2^31), or are new (`from` is
/// ``new``).
///
/// A batch's placement costs its operations, not its cells: a section of 10,000 cells with one
/// insert is three runs. The section map is laid out the same way, with section indexes for
/// positions.
struct _ItemPlacement {
  /// `count` cells from position `start` on, from `from` on (packed) or new. Positions and
  /// counts are below 2^31 (a section holds at most `VirtualView.largestCount` cells), so they
  /// are kept in 32 bits: 16 bytes a run instead of 24, which a large section of alternating
  /// kept and new cells (one run per cell) feels (M1 in docs/performance.md).
  struct Run: Equatable {
    private var storedStart: Int32
    private var storedCount: Int32
    var from: Int
    var start: Int { Int(storedStart) }
    var count: Int {
      get { Int(storedCount) }
      set { storedCount = Int32(truncatingIfNeeded: newValue) }
    }
    init(start: Int, from: Int, count: Int) {
      storedStart = Int32(truncatingIfNeeded: start)
      storedCount = Int32(truncatingIfNeeded: count)
      self.from = from
    }
  }
  private(set) var runs: [Run] = []

  static let new = -1

  @inline(__always) static func pack(_ p: _SectionItem) -> Int { _Location.pack(p.section, p.item) }

  /// Appends `count` cells from `start` on, joining the last run when they continue it.
  mutating func append(_ start: Int, from: Int, count: Int) {
    guard count > 0 else { return }
    if let last = runs.last, last.start + last.count == start,
      from < 0 ? last.from < 0 : last.from >= 0 && last.from + last.count == from
    {
      runs[runs.count - 1].count += count
    } else {
      runs.append(Run(start: start, from: from, count: count))
    }
  }

  mutating func reserveCapacity(_ n: Int) { runs.reserveCapacity(n) }

  /// Where cell `k` was before (packed), or ``new``.
  ///
  /// - Complexity: O(log runs).
  func source(of k: Int) -> Int {
    var (low, high) = (0, runs.count)
    while low < high {
      let mid = (low + high) >> 1
      if runs[mid].start + runs[mid].count <= k { low = mid + 1 } else { high = mid }
    }
    let run = runs[low]
    return run.from < 0 ? Self.new : run.from + (k - run.start)
  }
}

/// Repeated operations (the semantics `docs/uikit-rules.md` states): UIKit counts every
/// occurrence of a delete or an insert, so one index declared twice acts on two positions. The
/// view applies them as if one after another: a repeated delete of `p` removes the next position
/// after `p` that nothing else removes, a repeated insert at `p` fills the next position after `p`
/// that nothing else fills. Where that runs past the end, the range error names the position it
/// reached. A repeated reload or reconfigure is one reload or reconfigure.
///
/// One mechanism lays out both the sections and each touched section's cells (``place``): it works
/// on the sorted positions the operations name, never on a slot per position.
extension _BatchValidator {
  /// Why a sequence could not be laid out.
  enum _PlacementFailure: Error {
    /// A reload's implied insert (rule A3) ran past the end.
    case derivedInsert(_PastTheEnd)
    case repeatedInsert(_PastTheEnd)
    case repeatedDelete(_PastTheEnd)
    /// The operations do not account for every position (unreachable once the counts match).
    case unplaceable
  }

  /// Lays out one sequence — the sections, or the cells of one section — after the update.
  ///
  /// `moved` are the positions that something moves into (ascending, apart), with where it was;
  /// `inserts`, `derived` (reloads' implied inserts) and `deletes` are ascending, repeats
  /// allowed; `leaving` are the other positions (offsets into `kept`) whose occupant goes away
  /// (moved out, reloaded), in any order; `kept` are the before-positions, as consecutive values.
  /// New positions are declared inserts, then implied ones, then repeated inserts, each at the
  /// first free position at or after the one declared; a repeated delete removes the first
  /// remaining position at or after the one declared; what stays fills the rest, in order.
  ///
  /// - Complexity: O(operations log operations).
  static func place(
    count: Int, moved: [(at: Int, from: Int)], inserts: ArraySlice<Int>,
    derived: ArraySlice<Int>, deletes: ArraySlice<Int>, leaving: [Int], kept: Range<Int>
  ) -> Result<_ItemPlacement, _PlacementFailure> {
    // Most batches repeat nothing and imply no insert: then the declared positions are laid out
    // as they are, with no array made for them (a batch touching many sections made several per
    // section).
    let (distinctInserts, repeatedInserts) = distinct(inserts)
    var new = distinctInserts
    if !derived.isEmpty || !repeatedInserts.isEmpty {
      var taken = merge(moved.map { $0.at }[...], distinctInserts)
      let implied: [Int]
      switch claim(derived, skipping: taken, below: count) {
      case .success(let claimed): implied = claimed
      case .failure(let reached): return .failure(.derivedInsert(reached))
      }
      taken = merge(taken[...], implied[...])
      let repeated: [Int]
      switch claim(repeatedInserts[...], skipping: taken, below: count) {
      case .success(let claimed): repeated = claimed
      case .failure(let reached): return .failure(.repeatedInsert(reached))
      }
      new = merge(merge(distinctInserts, implied[...]), repeated[...])
    }
    var (removed, repeatedDeletes) = distinct(deletes)
    if !leaving.isEmpty {
      // One array for both, sorted in place.
      var all: [Int] = []
      all.reserveCapacity(removed.count + leaving.count)
      all += removed
      all += leaving
      all.sort()
      removed = all[...]
    }
    if !repeatedDeletes.isEmpty {
      switch claim(repeatedDeletes[...], skipping: removed, below: kept.count) {
      case .success(let claimed): removed = merge(removed, claimed[...])
      case .failure(let reached): return .failure(.repeatedDelete(reached))
      }
    }
    guard
      let placement = layOut(count: count, moved: moved, new: new, kept: kept, removed: removed)
    else { return .failure(.unplaceable) }
    return .success(placement)
  }

  /// The first occurrence of each position of `sorted` (ascending, repeats allowed), and the
  /// later occurrences, both ascending. Without repeats (the usual case), `sorted` itself and no
  /// copy.
  static func distinct(_ sorted: ArraySlice<Int>) -> (first: ArraySlice<Int>, repeats: [Int]) {
    var i = sorted.startIndex + 1
    while i < sorted.endIndex && sorted[i] != sorted[i - 1] { i += 1 }
    guard i < sorted.endIndex else { return (sorted, []) }
    var (first, repeats) = (Array(sorted[..<i]), [Int]())
    for p in sorted[i...] {
      if p == first.last { repeats.append(p) } else { first.append(p) }
    }
    return (first[...], repeats)
  }

  /// Two ascending sequences as one.
  ///
  /// - Complexity: O(a.count + b.count).
  static func merge(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> ArraySlice<Int> {
    if a.isEmpty { return b }
    if b.isEmpty { return a }
    var result: [Int] = []
    result.reserveCapacity(a.count + b.count)
    var (i, j) = (a.startIndex, b.startIndex)
    while i < a.endIndex && j < b.endIndex {
      if a[i] <= b[j] {
        result.append(a[i])
        i += 1
      } else {
        result.append(b[j])
        j += 1
      }
    }
    result += a[i...]
    result += b[j...]
    return result[...]
  }

  /// Gives each position of `sorted` (ascending, repeats allowed) the first position at or after
  /// it that is neither in `taken` (ascending) nor given before, and returns them, ascending. The
  /// first (declared, reached) pair that reaches `limit` is the failure.
  ///
  /// - Complexity: O(sorted.count + taken.count): the cursor never moves back.
  static func claim(_ sorted: ArraySlice<Int>, skipping taken: ArraySlice<Int>, below limit: Int)
    -> Result<[Int], _PastTheEnd>
  {
    var claimed: [Int] = []
    var (cursor, t) = (0, taken.startIndex)
    for p in sorted {
      cursor = max(cursor, p)
      while t < taken.endIndex && taken[t] < cursor { t += 1 }
      while t < taken.endIndex && taken[t] == cursor {
        cursor += 1
        t += 1
      }
      if cursor >= limit { return .failure(_PastTheEnd(declared: p, at: cursor)) }
      claimed.append(cursor)
      cursor += 1
    }
    return .success(claimed)
  }

  /// One sequence's runs: `moved` and `new` positions (ascending, apart) take what they name, and
  /// the `kept` values not at the offsets `removed` (ascending) fill the positions left, in
  /// order. `nil` when the two do not pair up exactly.
  ///
  /// - Complexity: O(moved.count + new.count + removed.count).
  static func layOut(
    count: Int, moved: [(at: Int, from: Int)], new: ArraySlice<Int>, kept: Range<Int>,
    removed: ArraySlice<Int>
  ) -> _ItemPlacement? {
    var placement = _ItemPlacement()
    // Each position placed by an operation, and each removed one, starts at most two runs; and
    // no section has more runs than cells (a large section of alternating kept and new cells
    // would otherwise reserve half as much again as it uses, for every section at once).
    placement.reserveCapacity(min(2 * (moved.count + new.count) + removed.count + 1, count + 1))
    var (k, next, r) = (0, kept.lowerBound, 0)
    // Offsets into the slices.
    let (r0, j0) = (removed.startIndex, new.startIndex)
    let base = kept.lowerBound
    // Fills positions k..<end with what stays.
    func fill(upTo end: Int) -> Bool {
      while k < end {
        while r < removed.count && base + removed[r0 + r] == next {
          next += 1
          r += 1
        }
        let limit = r < removed.count ? base + removed[r0 + r] : kept.upperBound
        guard next < limit else { return false }
        let n = min(end - k, limit - next)
        placement.append(k, from: next, count: n)
        (k, next) = (k + n, next + n)
      }
      return true
    }
    var (i, j) = (0, 0)
    while i < moved.count || j < new.count {
      let at = min(i < moved.count ? moved[i].at : .max, j < new.count ? new[j0 + j] : .max)
      guard at < count, fill(upTo: at) else { return nil }
      if i < moved.count && moved[i].at == at {
        placement.append(at, from: moved[i].from, count: 1)
        (k, i) = (at + 1, i + 1)
      } else {
        var n = 1
        j += 1
        while j < new.count && new[j0 + j] == at + n {
          n += 1
          j += 1
        }
        placement.append(at, from: _ItemPlacement.new, count: n)
        k = at + n
      }
    }
    guard fill(upTo: count) else { return nil }
    // Everything that stays has a place.
    while r < removed.count && base + removed[r0 + r] == next {
      next += 1
      r += 1
    }
    return next == kept.upperBound ? placement : nil
  }

  // MARK: Sections

  func placeSections(_ g: Groups) -> Result<_SectionMap, BatchUpdateError> {
    let m = messages
    let (nb, na) = (before.counts.count, afterCounts.count)
    if batch.deleteSections.isEmpty && batch.insertSections.isEmpty
      && batch.moveSections.isEmpty && batch.reloadSections.isEmpty && nb == na
    {
      // No section operation: every section stays where it is.
      let same = IdentityIndices.array(na)
      return .success(_SectionMap(origin: same, afterOf: same))
    }
    // Sections moved in, by position (moves to one section twice were rejected before).
    let moved = batch.moveSections.map { (at: $0.to, from: $0.from) }.sorted { $0.at < $1.at }
    let placement: _ItemPlacement
    switch Self.place(
      count: na, moved: moved, inserts: batch.insertSections.sorted()[...],
      derived: g.derivedSections.values.sorted()[...], deletes: batch.deleteSections.sorted()[...],
      leaving: batch.moveSections.map(\.from) + g.reloadedSections, kept: 0..<nb)
    {
    case .success(let laidOut): placement = laidOut
    case .failure(.derivedInsert(let reached)):
      return .failure(
        m.error(
          .a3SectionReloadInsertPastTheEnd,
          m.reachedPastTheEnd(
            m.r5InsertSectionOutOfRange(reached.at, sectionsAfter: na), .reloadInsert,
            noun: "section", at: reached.declared)))
    case .failure(.repeatedInsert(let reached)):
      return .failure(
        m.error(
          .r5RepeatedSectionInsertPastTheEnd,
          m.reachedPastTheEnd(
            m.r5InsertSectionOutOfRange(reached.at, sectionsAfter: na), .repeatedInsert,
            noun: "section", at: reached.declared)))
    case .failure(.repeatedDelete(let reached)):
      return .failure(
        m.error(
          .r6RepeatedSectionDeletePastTheEnd,
          m.reachedPastTheEnd(
            m.r6DeleteSectionOutOfRange(reached.at, sectionsBefore: nb), .repeatedDelete,
            noun: "section", at: reached.declared)))
    case .failure(.unplaceable):
      return .failure(unplaceable("sections", before: nb, after: na))
    }
    var origin = [Int]._filled(-1, count: na)
    for run in placement.runs where run.from >= 0 {
      for offset in 0..<run.count { origin[run.start + offset] = run.from + offset }
    }
    var afterOf = [Int]._filled(-1, count: nb)
    for (a, b) in origin.enumerated() where b >= 0 { afterOf[b] = a }
    return .success(_SectionMap(origin: origin, afterOf: afterOf))
  }

  /// The declared operations cannot produce the counts: unreachable once the count checks have
  /// passed (the differential test against the reference model holds the package to that), but
  /// never an accepted batch if it were reached.
  func unplaceable(_ what: String, before: Int, after: Int) -> BatchUpdateError {
    messages.error(
      .sectionsUnplaceable,
      "the declared updates do not account for every \(what == "sections" ? "section" : kind.itemNoun): \(before) before, \(after) after (ListKit could not lay them out; please report this batch)"
    )
  }

  // MARK: Items

  /// For each after-section, where its cells come from; `nil` for a section that continues a
  /// before-section no operation touches (every cell stays at its position).
  ///
  /// - Complexity: O(operations log operations + sections).
  /// In a new section, each reload-implied insert (ascending) claims the first position at or
  /// after its derived one that no moved-in cell and no earlier claim holds; the first that finds
  /// none before `count`, with the position it reached, or `nil` when all fit.
  ///
  /// - Complexity: O(derived + taken).
  static func claimPastTheEnd(derived: ArraySlice<Int>, taken: [Int], count: Int)
    -> _PastTheEnd?
  {
    var next = 0  // the first position not yet claimed
    var t = taken.startIndex
    for d in derived {
      var position = max(d, next)
      while t < taken.endIndex && taken[t] < position { t += 1 }
      while t < taken.endIndex && taken[t] == position {
        position += 1
        t += 1
      }
      guard position < count else { return _PastTheEnd(declared: d, at: position) }
      next = position + 1
    }
    return nil
  }

  /// A3: the insert a reload implies found no position inside its section (`reached` says
  /// where it got to and from which declared position).
  func reloadInsertPastTheEnd(_ reached: _PastTheEnd, section a: Int, count: Int)
    -> BatchUpdateError
  {
    let m = messages
    return m.error(
      .a3ReloadInsertPastTheEnd,
      m.reachedPastTheEnd(
        m.r3InsertItemOutOfRange(IndexPath(item: reached.at, section: a), itemsAfter: count),
        .reloadInsert, noun: m.item, at: reached.declared))
  }

  func placeItems(_ g: Groups, _ map: _SectionMap) -> Result<[_ItemPlacement?], BatchUpdateError> {
    let m = messages
    var placements = [_ItemPlacement?]._filled(nil, count: afterCounts.count)
    for (a, b) in map.origin.enumerated() {
      let count = afterCounts[a]
      // Cells that move in, by position (R10 and R11 keep them apart from each other and from
      // inserts).
      var moved = g.movesTo[a].map { k in
        (at: items.moveTo[k].item, from: _ItemPlacement.pack(items.moveFrom[k]))
      }
      if !moved.lazy.map({ $0.at }).isSorted { moved.sort { $0.at < $1.at } }
      guard b >= 0 else {
        // A new section: new cells, except where items move in (R14 when not allowed). A reload's
        // implied insert that lands here (its section was reloaded) must still find a position
        // inside the section, as in a section that stays: the same rule A3 range check.
        if let reached = Self.claimPastTheEnd(
          derived: g.derivedBySection[a], taken: moved.map(\.at), count: count)
        {
          return .failure(
            reloadInsertPastTheEnd(reached, section: a, count: count))
        }
        var placement = _ItemPlacement()
        var k = 0
        for cell in moved {
          placement.append(k, from: _ItemPlacement.new, count: cell.at - k)
          placement.append(cell.at, from: cell.from, count: 1)
          k = cell.at + 1
        }
        placement.append(k, from: _ItemPlacement.new, count: count - k)
        placements[a] = placement
        continue
      }
      let touched =
        !g.deletes.isEmpty(b) || !g.reloadsBySection.isEmpty(b) || !g.movesFrom.isEmpty(b)
        || !g.reconfigures.isEmpty(b) || !g.inserts.isEmpty(a) || !g.derivedBySection.isEmpty(a)
        || !g.movesTo.isEmpty(a)
      guard touched else { continue }
      let oldCount = before.counts[b]
      // Cells that go away besides deletes: moved out, reloaded (replaced by a new cell).
      var leaving: [Int] = []
      if !g.movesFrom.isEmpty(b) || !g.reloadsBySection.isEmpty(b) {
        leaving.reserveCapacity(g.movesFrom[b].count + g.reloadsBySection[b].count)
        for k in g.movesFrom[b] { leaving.append(items.moveFrom[k].item) }
        leaving += g.reloadsBySection[b]
      }
      switch Self.place(
        count: count, moved: moved, inserts: g.inserts[a], derived: g.derivedBySection[a],
        deletes: g.deletes[b], leaving: leaving,
        kept: _Location.pack(b, 0)..<_Location.pack(b, oldCount))
      {
      case .success(let placement): placements[a] = placement
      case .failure(.derivedInsert(let reached)):
        return .failure(
          reloadInsertPastTheEnd(reached, section: a, count: count))
      case .failure(.repeatedInsert(let reached)):
        return .failure(
          m.error(
            .r3RepeatedInsertPastTheEnd,
            m.reachedPastTheEnd(
              m.r3InsertItemOutOfRange(IndexPath(item: reached.at, section: a), itemsAfter: count),
              .repeatedInsert, noun: m.item, at: reached.declared)))
      case .failure(.repeatedDelete(let reached)):
        return .failure(
          m.error(
            .r4RepeatedDeletePastTheEnd,
            m.reachedPastTheEnd(
              m.r4DeleteItemOutOfRange(
                IndexPath(item: reached.at, section: b), itemsBefore: oldCount),
              .repeatedDelete, noun: m.item, at: reached.declared)))
      case .failure(.unplaceable):
        return .failure(unplaceable("items", before: oldCount, after: count))
      }
    }
    return .success(placements)
  }
}

/// A repeated operation that ran past the end: the position declared and the one it reached.
struct _PastTheEnd: Error {
  let declared: Int
  let at: Int
}
