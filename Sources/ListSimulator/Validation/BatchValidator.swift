import Foundation
import ListKit

/// Validates one batch against every rule of the catalogue, in the documented order
/// (`docs/uikit-rules.md`, "Check order"). Each family of checks lives in its own file:
///
/// | phase | file |
/// |---|---|
/// | index-path shape, ranges (R3–R7, R13) | `BatchValidator+Ranges.swift` |
/// | collisions (R8–R12, R14–R17, R20) | `BatchValidator+Collisions.swift` |
/// | counts (R1, R2, R2b, R25) and R26 | `BatchValidator+Counts.swift` |
/// | where repeated operations land, the section map | `BatchValidator+Placement.swift` |
/// | strict rules (R18–R24) | `BatchValidator+Strict.swift` |
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
  let afterColumns: [_Column?]
  let batch: BatchUpdate
  /// The batch's item operations as pairs.
  let items: _ItemOperations
  /// The texts of the view's kind and iOS version (made once: the range checks read them per
  /// operation).
  let messages: UIKitMessages

  init(
    kind: ViewKind, configuration: ViewConfiguration, before: _ViewState, afterCounts: [Int],
    afterColumns: [_Column?], batch: BatchUpdate
  ) {
    self.kind = kind
    self.configuration = configuration
    self.before = before
    self.afterCounts = afterCounts
    self.afterColumns = afterColumns
    self.batch = batch
    items = _ItemOperations(batch)
    messages = UIKitMessages(kind: kind, version: configuration.effectiveVersion(for: kind))
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
    var moveSectionFrom: [Int: PositionMove<Int>] = [:]
    var moveSectionTo: [Int: PositionMove<Int>] = [:]
    /// Distinct item reloads, in the order first declared.
    var reloads: [_SectionItem] = []
    /// The after-position of each reload's implied insert (rule A3), aligned with `reloads`.
    var derivedItems: [_SectionItem] = []
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
      var seenReloads = Set<_SectionItem>()
      for p in items.reloads where seenReloads.insert(p).inserted { g.reloads.append(p) }
      g.reloadsBySection = _Buckets(nb, items: g.reloads)
      // Each section's inserts made strictly ascending once, not once per reload.
      let strictInserts = (0..<na).map { ReloadDerivation.strictlyIncreasing(Array(g.inserts[$0])) }
      var derived: [_SectionItem] = []
      derived.reserveCapacity(g.reloads.count)
      for p in g.reloads {
        let section = ReloadDerivation.insertPosition(
          forReloadAt: p.section, sortedDeletes: sectionDeletes, sortedInserts: sectionInserts)
        let item = ReloadDerivation.insertPosition(
          forReloadAt: p.item, sortedDeletes: Array(g.deletes[p.section]),
          sortedInserts: strictInserts.indices.contains(section) ? strictInserts[section] : [])
        derived.append(_SectionItem(section, item))
      }
      g.derivedItems = derived
      g.derivedBySection = _Buckets(na, items: derived)
      g.derivedBySection.sortEach()
    }
    if !items.reconfigures.isEmpty {
      var seenReconfigures = Set<_SectionItem>()
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
      if configuration.outcome(of: error.code, kind: kind) == .logsAndReloads {
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
