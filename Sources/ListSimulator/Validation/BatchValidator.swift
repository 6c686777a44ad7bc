import Foundation
import ListKit

/// What a view knows: its cached counts and, where the data source tells, the identities it shows.
struct _ViewState: Sendable {
  var counts: [Int] = []
  /// Per section, the identities shown; `nil` where the data source gave none.
  var columns: [(any _IdentityColumn)?] = []

  var itemCount: Int { counts.reduce(0, +) }
}

/// A two-level index path as a hashable pair (correct for every `Int`, unlike packing both halves
/// into one integer).
struct _Key: Hashable {
  let section: Int
  let item: Int
  @inline(__always) init(_ p: IndexPath) { (section, item) = (p[0], p[1]) }
  @inline(__always) init(_ section: Int, _ item: Int) {
    (self.section, self.item) = (section, item)
  }
  /// From the engine's packed `section << 32 | item`.
  @inline(__always) init(packed: Int) {
    (section, item) = (_Location.section(of: packed), _Location.item(of: packed))
  }
  var indexPath: IndexPath { IndexPath(item: item, section: section) }

  // Hashed as one word: the view's tables of cells, selections and operations hash a key several
  // times per update. Equality still compares both halves, so keys outside 32 bits only collide.
  @inline(__always) var _word: Int { section &<< 32 ^ item }
  func hash(into hasher: inout Hasher) { hasher.combine(_word) }
  func _rawHashValue(seed: Int) -> Int { _word._rawHashValue(seed: seed) }
}

extension _Key: Comparable {
  @inline(__always) static func < (a: _Key, b: _Key) -> Bool {
    (a.section, a.item) < (b.section, b.item)
  }
}

/// The item operations of a batch as section-item pairs, read from their `IndexPath`s once (the
/// checks then never call into Foundation per operation).
struct _ItemOperations {
  var deletes: [_Key] = []
  var inserts: [_Key] = []
  var reloads: [_Key] = []
  var reconfigures: [_Key] = []
  /// Item moves: `moveFrom[k]` to `moveTo[k]`, in declaration order.
  var moveFrom: [_Key] = []
  var moveTo: [_Key] = []
  /// The first index path without exactly two indexes, with the name of its operation.
  var malformed: (path: IndexPath, operation: String)?

  init(_ batch: BatchUpdate) {
    func read(_ positions: _ItemPositions, _ operation: String, into keys: inout [_Key]) {
      guard malformed == nil else { return }
      // The engine's packed positions are read as they are; no index path is made.
      if let packed = positions.packed {
        keys = packed.map(_Key.init(packed:))
        return
      }
      let paths = positions.indexPaths
      keys.reserveCapacity(paths.count)
      for p in paths {
        guard p.count == 2 else {
          malformed = (p, operation)
          return
        }
        keys.append(_Key(p))
      }
    }
    read(batch._deleteItems, "delete", into: &deletes)
    read(batch._insertItems, "insert", into: &inserts)
    read(batch._reloadItems, "reload", into: &reloads)
    read(batch._reconfigureItems, "reconfigure", into: &reconfigures)
    guard malformed == nil else { return }
    if let (from, to) = batch._moveItems.packed {
      moveFrom = from.map(_Key.init(packed:))
      moveTo = to.map(_Key.init(packed:))
      return
    }
    let moves = batch.moveItems
    moveFrom.reserveCapacity(moves.count)
    moveTo.reserveCapacity(moves.count)
    for move in moves {
      guard move.from.count == 2, move.to.count == 2 else {
        malformed = (move.from.count != 2 ? move.from : move.to, "move")
        return
      }
      moveFrom.append(_Key(move.from))
      moveTo.append(_Key(move.to))
    }
  }
}

/// Values grouped by section, in one array: section `s` holds `values[starts[s]..<starts[s + 1]]`.
/// Values for positions outside the sections are dropped (the range checks report them first).
///
/// Built in two passes (count, then place), so a batch's operations are grouped with two
/// allocations per kind used instead of one growing array per section.
struct _Buckets<T> {
  private(set) var values: [T] = []
  /// Empty when no value arrived (most batches use few kinds of operation; an unused kind costs
  /// nothing).
  private var starts: [Int] = []
  let count: Int
  /// Whether each section's values are known to be ascending (then ``sortEach()`` has nothing
  /// to do).
  private var sortedWithin = false

  /// No values, for `count` sections.
  init(_ count: Int) { self.count = count }

  /// Groups `entries` by `section(entry)`, keeping their order within each section.
  init<C: BidirectionalCollection>(
    _ count: Int, _ entries: C, section: (C.Element) -> Int, value: (C.Element) -> T
  ) {
    self.count = count
    guard !entries.isEmpty, count > 0 else { return }
    // Counted per section, summed into each section's end, then filled back to front: each
    // section's end moves down to its start, so one array of offsets does both jobs.
    var starts = [Int](repeating: 0, count: count + 1)
    var placed = 0
    for entry in entries {
      let s = section(entry)
      guard s >= 0 && s < count else { continue }
      starts[s] += 1
      placed += 1
    }
    guard placed > 0 else { return }
    for s in 1..<count { starts[s] += starts[s - 1] }
    starts[count] = placed
    values = [T](unsafeUninitializedCapacity: placed) { buffer, initialized in
      for entry in entries.reversed() {
        let s = section(entry)
        guard s >= 0 && s < count else { continue }
        starts[s] -= 1
        (buffer.baseAddress! + starts[s]).initialize(to: value(entry))
      }
      initialized = placed
    }
    self.starts = starts
  }

  subscript(section: Int) -> ArraySlice<T> {
    guard !starts.isEmpty, section >= 0 && section < count else { return [] }
    return values[starts[section]..<starts[section + 1]]
  }

  /// Whether `section` holds no value (no copy of anything).
  func isEmpty(_ section: Int) -> Bool {
    starts.isEmpty || section < 0 || section >= count || starts[section] == starts[section + 1]
  }

  var isEmpty: Bool { starts.isEmpty }

  /// The sections that hold values, with their values (lazily: nothing is allocated).
  var nonEmpty: some Sequence<(section: Int, values: ArraySlice<T>)> {
    let (starts, values) = (self.starts, self.values)
    return (0..<(starts.isEmpty ? 0 : count)).lazy.filter { starts[$0] != starts[$0 + 1] }.map {
      (section: $0, values: values[starts[$0]..<starts[$0 + 1]])
    }
  }
}

extension _Buckets where T == Int {
  /// The item indexes of `keys`, by section. Keys in ascending order (an engine batch's) are
  /// grouped in one pass over them, and known to be sorted within each section.
  init(_ count: Int, items keys: [_Key]) {
    guard let first = keys.first, let last = keys.last, first.section >= 0,
      last.section < count, keys.indices.dropFirst().allSatisfy({ !(keys[$0] < keys[$0 - 1]) })
    else {
      self.init(count, keys, section: { $0.section }, value: { $0.item })
      return
    }
    self.init(count)
    // starts[s]: the first key of section s or later.
    var starts = [Int](repeating: keys.count, count: count + 1)
    var values: [Int] = []
    values.reserveCapacity(keys.count)
    var s = 0
    for (i, key) in keys.enumerated() {
      while s <= key.section {
        starts[s] = i
        s += 1
      }
      values.append(key.item)
    }
    (self.starts, self.values, sortedWithin) = (starts, values, true)
  }
}

extension _Buckets where T: Comparable {
  /// Sorts each section's values; engine batches arrive sorted, and are only checked.
  mutating func sortEach() {
    guard !starts.isEmpty, !sortedWithin else { return }
    for s in 0..<count where starts[s + 1] - starts[s] > 1 {
      let range = starts[s]..<starts[s + 1]
      if !values[range].isSorted { values[range].sort() }
    }
  }
}

extension Collection where Element: Comparable {
  var isSorted: Bool { zip(self, dropFirst()).allSatisfy { !($1 < $0) } }
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
  /// Distinct section reloads and item reloads, in the order first declared (for the log).
  var reloadedSections: [Int] = []
  var reloadedItems: [_Key] = []
  /// Positions (after the update) whose cell is configured again.
  var reconfiguredCells: [_Key] = []
  var warnings: [BatchUpdateError] = []
  /// Where the sections and the cells of the placed sections came from (accepted batches).
  var sectionMap: _SectionMap?
  var placements: [_ItemPlacement?] = []
  /// Where the reloads' implied inserts were placed; `nil` when the batch was rejected before
  /// its operations were grouped (a malformed index path or a position out of range).
  var reloadTargets: _ReloadTargets?

  static func rejected(_ error: BatchUpdateError) -> _BatchVerdict {
    _BatchVerdict(outcome: .rejected(error))
  }

  /// Where the cells at the given before-positions are after the accepted batch; a position
  /// that is deleted or reloaded (its cell replaced) has no destination.
  ///
  /// - Complexity: O(sections + positions), plus the items of every section the batch touched.
  func destinations(of positions: Set<_Key>) -> [_Key: _Key] {
    guard let map = sectionMap, !positions.isEmpty else { return [:] }
    var result: [_Key: _Key] = [:]
    // Per before-section, the range of wanted items (shown cells are a window, so nearly every
    // cell of a long section is ruled out without hashing).
    // low at 2s, high at 2s + 1: one array.
    var bounds = [Int](repeating: .max, count: 2 * map.afterOf.count)
    for s in map.afterOf.indices { bounds[2 * s + 1] = .min }
    for p in positions where map.afterOf.indices.contains(p.section) {
      bounds[2 * p.section] = min(bounds[2 * p.section], p.item)
      bounds[2 * p.section + 1] = max(bounds[2 * p.section + 1], p.item)
      let a = map.afterOf[p.section]
      // A section no operation touches: every cell keeps its item index.
      if a >= 0 && placements[a] == nil { result[p] = _Key(a, p.item) }
    }
    for (a, placement) in placements.enumerated() {
      guard let placement else { continue }
      for run in placement.runs where run.from >= 0 {
        let (s, first) = (_Location.section(of: run.from), _Location.item(of: run.from))
        // Only the run's items within the wanted range are looked up.
        let low = max(first, bounds[2 * s])
        let high = min(first + run.count - 1, bounds[2 * s + 1])
        guard low <= high else { continue }
        for j in low...high where positions.contains(_Key(s, j)) {
          result[_Key(s, j)] = _Key(a, run.start + j - first)
        }
      }
    }
    return result
  }
}

/// Validates one batch against every rule of the catalogue, in the documented order
/// (`docs/uikit-rules.md`, "Check order"). Each family of checks lives in its own file:
///
/// | phase | file |
/// |---|---|
/// | index-path shape, ranges (R3–R7, R13) | `BatchValidator+Ranges.swift` |
/// | collisions (R8–R12, R14–R17, R20) | `BatchValidator+Collisions.swift` |
/// | counts (R1, R2, R2b, R25) and R26 | `BatchValidator+Counts.swift` |
/// | where repeated operations land, the section map | `BatchValidator+Placement.swift` |
/// | strict rules (R14/R15, R18–R24) | `BatchValidator+Strict.swift` |
/// | what the view shows (`displayMismatch`), cells, events | `BatchValidator+Layout.swift` |
///
/// No batch is accepted without every phase having run: the layout phase always has a complete
/// section map and a complete source for every position it shows.
///
/// Cost: O(operations log operations + sections), plus the items of every section that the batch
/// touches or whose identities the data source does not share with what the view showed.
struct _BatchValidator {
  let kind: ViewKind
  let configuration: ViewConfiguration
  let before: _ViewState
  let afterCounts: [Int]
  /// The data source's identities now, per section.
  let afterColumns: [(any _IdentityColumn)?]
  let batch: BatchUpdate
  /// The batch's item operations as pairs.
  let items: _ItemOperations

  init(
    kind: ViewKind, configuration: ViewConfiguration, before: _ViewState, afterCounts: [Int],
    afterColumns: [(any _IdentityColumn)?], batch: BatchUpdate
  ) {
    self.kind = kind
    self.configuration = configuration
    self.before = before
    self.afterCounts = afterCounts
    self.afterColumns = afterColumns
    self.batch = batch
    items = _ItemOperations(batch)
  }

  var messages: UIKitMessages {
    UIKitMessages(kind: kind, version: configuration.effectiveVersion(for: kind))
  }

  /// The operations, grouped once (after the shape and range checks, so every index is valid).
  struct Groups {
    /// Distinct section deletes (declared positions).
    var deletedSections: Set<Int>
    /// Distinct section reloads, in the order first declared (a repeated reload is one reload).
    var reloadedSections: [Int]
    var reloadedSectionSet: Set<Int>
    /// After-positions of declared section inserts and of the inserts section reloads imply (A3).
    var freshSections: Set<Int>
    /// Section reload (before) → the after-position of its implied insert (rule A3).
    var derivedSections: [Int: Int] = [:]
    var moveSectionFrom: [Int: Move<Int>] = [:]
    var moveSectionTo: [Int: Move<Int>] = [:]
    /// Distinct item reloads, in the order first declared.
    var reloads: [_Key] = []
    /// The after-position of each reload's implied insert (rule A3), aligned with `reloads`.
    var derivedItems: [_Key] = []
    /// Per before-section: declared delete positions, ascending, repeats kept.
    var deletes: _Buckets<Int>
    /// Per after-section: declared insert positions, ascending, repeats kept.
    var inserts: _Buckets<Int>
    /// Per after-section: the positions of reload-implied inserts, ascending.
    var derivedBySection: _Buckets<Int>
    /// Per before-section: distinct reload positions.
    var reloadsBySection: _Buckets<Int>
    /// Per after-section: the item moves into it; per before-section: the item moves out of it
    /// (indexes into the batch's moves).
    var movesTo: _Buckets<Int>
    var movesFrom: _Buckets<Int>
    /// Per before-section: distinct reconfigured positions.
    var reconfigures: _Buckets<Int>
  }

  func groups() -> Groups {
    let (nb, na) = (before.counts.count, afterCounts.count)
    var reloadedSections: [Int] = []
    var reloadedSectionSet = Set<Int>()
    for s in batch.reloadSections where reloadedSectionSet.insert(s).inserted {
      reloadedSections.append(s)
    }
    // Rule A3: a reload's implied insert is shifted by the batch's deletes and inserts; other
    // reloads do not shift it (reloading several neighbours keeps each in place).
    let sectionDeletes = batch.deleteSections.sorted()
    let sectionInserts = ReloadDerivation.strictlyIncreasing(batch.insertSections.sorted())
    var g = Groups(
      deletedSections: Set(batch.deleteSections), reloadedSections: reloadedSections,
      reloadedSectionSet: reloadedSectionSet, freshSections: Set(batch.insertSections),
      deletes: _Buckets(nb, items: items.deletes),
      inserts: _Buckets(na, items: items.inserts),
      derivedBySection: _Buckets(na),
      reloadsBySection: _Buckets(nb),
      movesTo: _Buckets(
        na, items.moveTo.indices, section: { items.moveTo[$0].section }, value: { $0 }),
      movesFrom: _Buckets(
        nb, items.moveFrom.indices, section: { items.moveFrom[$0].section }, value: { $0 }),
      reconfigures: _Buckets(nb))
    for s in reloadedSections {
      let derived = ReloadDerivation.insertPosition(
        forReloadAt: s, sortedDeletes: sectionDeletes, sortedInserts: sectionInserts)
      g.derivedSections[s] = derived
      g.freshSections.insert(derived)
    }
    for m in batch.moveSections {
      if g.moveSectionFrom[m.from] == nil { g.moveSectionFrom[m.from] = m }
      if g.moveSectionTo[m.to] == nil { g.moveSectionTo[m.to] = m }
    }
    g.deletes.sortEach()
    g.inserts.sortEach()
    if !items.reloads.isEmpty {
      var seenReloads = Set<_Key>()
      for p in items.reloads where seenReloads.insert(p).inserted { g.reloads.append(p) }
      g.reloadsBySection = _Buckets(nb, items: g.reloads)
      // Each section's inserts made strictly ascending once, not once per reload.
      let strictInserts = (0..<na).map { ReloadDerivation.strictlyIncreasing(Array(g.inserts[$0])) }
      var derived: [_Key] = []
      derived.reserveCapacity(g.reloads.count)
      for p in g.reloads {
        let section = ReloadDerivation.insertPosition(
          forReloadAt: p.section, sortedDeletes: sectionDeletes, sortedInserts: sectionInserts)
        let item = ReloadDerivation.insertPosition(
          forReloadAt: p.item, sortedDeletes: Array(g.deletes[p.section]),
          sortedInserts: strictInserts.indices.contains(section) ? strictInserts[section] : [])
        derived.append(_Key(section, item))
      }
      g.derivedItems = derived
      g.derivedBySection = _Buckets(na, items: derived)
      g.derivedBySection.sortEach()
    }
    if !items.reconfigures.isEmpty {
      var seenReconfigures = Set<_Key>()
      let distinct = items.reconfigures.filter { seenReconfigures.insert($0).inserted }
      g.reconfigures = _Buckets(nb, items: distinct)
    }
    return g
  }

  func run() -> _BatchVerdict {
    if let error = checkShape() ?? checkRanges() { return .rejected(error) }
    let g = groups()
    var verdict = run(g)
    verdict.reloadTargets = _ReloadTargets(
      sections: g.reloadedSections.map { ($0, g.derivedSections[$0] ?? $0) },
      items: Array(zip(g.reloads, g.derivedItems)))
    return verdict
  }

  /// Every phase after the operations are grouped.
  private func run(_ g: Groups) -> _BatchVerdict {
    if let error = checkCollisions(g) { return .rejected(error) }
    if let error = checkSectionCount() { return .rejected(error) }
    let sections: _SectionMap
    switch placeSections(g) {
    case .success(let map): sections = map
    case .failure(let error): return .rejected(error)
    }
    if let error = checkItemCounts(g, sections) {
      if configuration.profile == .recovering && kind == .collection {
        var recovered = error
        recovered.message += messages.recoveringSuffix
        return _BatchVerdict(outcome: .recovered(recovered))
      }
      return .rejected(error)
    }
    if let error = checkGlobalIndex() { return .rejected(error) }
    let items: [_ItemPlacement?]
    switch placeItems(g, sections) {
    case .success(let placements): items = placements
    case .failure(let error): return .rejected(error)
    }
    if configuration.strict, let error = checkStrict(g) { return .rejected(error) }
    return accept(g, sections, items)
  }
}

/// Where the validator put the inserts a batch's reloads imply (rule A3): what `explain` shows,
/// taken from the validation itself rather than computed a second time.
package struct _ReloadTargets: Sendable {
  private let sectionPairs: [(Int, Int)]
  private let itemPairs: [(_Key, _Key)]

  init(sections: [(Int, Int)], items: [(_Key, _Key)]) {
    (sectionPairs, itemPairs) = (sections, items)
  }

  /// Distinct section reloads in declaration order: (before, after).
  package var sections: [(before: Int, after: Int)] {
    sectionPairs.map { (before: $0.0, after: $0.1) }
  }

  /// Distinct item reloads in declaration order: (before, after) as section-item pairs.
  package var items: [(before: IndexPath, after: IndexPath)] {
    itemPairs.map { (before: $0.0.indexPath, after: $0.1.indexPath) }
  }
}
