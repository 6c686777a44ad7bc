import Foundation
import ListKit
import ListSimulator

/// A deliberately slow, obvious model of UIKit's batch-update semantics as `docs/uikit-rules.md`
/// states them: the oracle of the differential test and of the fuzzer's hand-written batches. It
/// shares no code with the view's validator (its own A3 derivation, its own layout by scanning
/// slots, its own checks, in the documented order).
///
/// ```swift
/// let verdict = ReferenceModel(
///   kind: .collection, strict: true, recovering: false,
///   old: [["a", "b"]], new: [["b"]], batch: BatchUpdate(deleteItems: [IndexPath(item: 0, section: 0)])
/// ).verdict()
/// // .accepted(shown: [["b"]], warning: nil)
/// ```
public struct ReferenceModel: Sendable {
  /// What the model predicts for the batch: accepted (with what is shown), rejected, recovered, or
  /// unplaceable.
  public enum Verdict: Equatable, Sendable, CustomStringConvertible {
    case accepted(shown: [[ItemIdentity]], warning: BatchUpdateError.Code?)
    case rejected(BatchUpdateError.Code)
    case recovered(BatchUpdateError.Code)
    /// The declared operations do not account for every section or item although the counts
    /// passed: the documented semantics say this cannot happen.
    case unplaceable

    /// The case and its payload in words (`accepted … warning …`, `rejected <code>`, …).
    public var description: String {
      switch self {
      case .accepted(let shown, let warning):
        "accepted \(shown.map { $0.map(\.description) }) warning \(warning.map(\.rawValue) ?? "none")"
      case .rejected(let code): "rejected \(code.rawValue)"
      case .recovered(let code): "recovered \(code.rawValue)"
      case .unplaceable: "unplaceable"
      }
    }
  }

  /// The kind of view the batch runs on.
  public let kind: ViewKind
  /// Whether the view is strict.
  public let strict: Bool
  /// Whether the profile is `recovering` (a collection view reloads on an item-count mismatch).
  public let recovering: Bool
  /// The items of each section before the batch.
  public let old: [[ItemIdentity]]
  /// The items of each section the data source holds after the batch.
  public let new: [[ItemIdentity]]
  /// The batch under judgement.
  public let batch: BatchUpdate
  /// What the cells on screen were configured with and what the items hold now; `nil`: content
  /// is not modelled (no `staleContent` is predicted).
  public var contents: Contents?

  /// The content side of a batch, for the stale-content check.
  public struct Contents: Sendable, Hashable {
    /// Per before-position, the content its cell was configured with; `nil` where its item
    /// tracked no content when the cell was configured (or the position is off screen: only the
    /// first `window` rows have cells).
    public var configured: [[String?]]
    /// Per after-position, the content of the item the data source has there (`nil`: none).
    public var current: [[String?]]
    /// How many positions, counted through the sections from the top, are on screen (a window
    /// of that many rows at offset 0, without headers or footers).
    public var window: Int

    /// The content side of a batch, with the given configured and current contents and window.
    public init(configured: [[String?]], current: [[String?]], window: Int) {
      (self.configured, self.current, self.window) = (configured, current, window)
    }
  }

  /// A model of `batch` applied to a view showing `old` whose data source holds `new`.
  ///
  /// - Parameters:
  ///   - kind: The view kind whose rules apply (a collection view or a table view).
  ///   - strict: Whether the package's strict checks apply beside UIKit's.
  ///   - recovering: Profile `recovering` (collection views log an item-count mismatch and
  ///     reload instead of raising).
  ///   - old: What the view shows before the batch.
  ///   - new: What the data source holds when the batch ends.
  ///   - batch: The batch update to judge.
  public init(
    kind: ViewKind, strict: Bool, recovering: Bool, old: [[ItemIdentity]], new: [[ItemIdentity]],
    batch: BatchUpdate
  ) {
    self.kind = kind
    self.strict = strict
    self.recovering = recovering
    self.old = old
    self.new = new
    self.batch = batch
  }

  /// A cell after the update: new, or the one that was at (section, item) before.
  enum Cell: Equatable {
    case fresh
    case from(Int, Int)
  }

  /// UIKit's derived insert position (rule A3), by walking: drop the deletes below, then let each
  /// insert (ascending) at or below the running position push it up by one.
  static func derive(_ r: Int, deletes: [Int], inserts: [Int]) -> Int {
    var position = r - deletes.filter { $0 < r }.count
    for insert in inserts.sorted() where insert <= position { position += 1 }
    return position
  }

  static func unique<T: Hashable>(_ values: [T]) -> [T] {
    var seen: [T] = []
    for v in values where !seen.contains(v) { seen.append(v) }
    return seen
  }

  /// The first slot at or after `start` that is still `nil`, or `nil` when none is left.
  static func freeSlot<T>(_ slots: [T?], from start: Int) -> Int? {
    var k = max(0, start)
    while k < slots.count {
      if slots[k] == nil { return k }
      k += 1
    }
    return nil
  }

  /// The verdict the documented semantics give the batch.
  public func verdict() -> Verdict { verdictAndCells().verdict }

  /// The verdict, and for an accepted batch with ``contents``, what each on-screen cell is
  /// configured with afterwards (new and newly visible cells with their item's content, carried
  /// cells with what they had, reconfigured ones with the new content; `nil` off screen).
  public func verdictAndCells() -> (verdict: Verdict, configured: [[String?]]?) {
    var configured: [[String?]]?
    let verdict = verdict(configuredAfter: &configured)
    return (verdict, configured)
  }

  func verdict(configuredAfter: inout [[String?]]?) -> Verdict {
    let nb = old.count
    let na = new.count
    let b = batch
    let allPaths =
      b.deleteItems + b.insertItems + b.reloadItems + b.reconfigureItems + b.moveItems.map(\.from)
      + b.moveItems.map(\.to)
    if allPaths.contains(where: { $0.count != 2 }) { return .rejected(.invalidIndexPath) }
    // Ranges.
    for s in b.deleteSections + b.reloadSections where !(0..<nb).contains(s) {
      return .rejected(.deleteSectionOutOfRange)
    }
    for s in b.insertSections where !(0..<na).contains(s) {
      return .rejected(.insertSectionOutOfRange)
    }
    for m in b.moveSections where !(0..<nb).contains(m.from) || !(0..<na).contains(m.to) {
      return .rejected(.moveSectionOutOfRange)
    }
    func inOld(_ p: IndexPath) -> Bool {
      (0..<nb).contains(p[0]) && (0..<old[p[0]].count).contains(p[1])
    }
    func inNew(_ p: IndexPath) -> Bool {
      (0..<na).contains(p[0]) && (0..<new[p[0]].count).contains(p[1])
    }
    if !(b.deleteItems + b.reloadItems).allSatisfy(inOld) {
      return .rejected(.deleteItemOutOfRange)
    }
    if !b.insertItems.allSatisfy(inNew) { return .rejected(.insertItemOutOfRange) }
    if !b.moveItems.allSatisfy({ inOld($0.from) && inNew($0.to) }) {
      return .rejected(.moveItemOutOfRange)
    }
    if !b.reconfigureItems.allSatisfy(inOld) { return .rejected(.reconfigureItemOutOfRange) }

    // Collisions, sections.
    let reloadedSections = Self.unique(b.reloadSections)
    let derivedSection = reloadedSections.map {
      Self.derive($0, deletes: b.deleteSections, inserts: b.insertSections)
    }
    let freshTargets = b.insertSections + derivedSection
    if reloadedSections.contains(where: b.deleteSections.contains) {
      return .rejected(.deleteAndReloadSameIndexPath)
    }
    var fromSeen: [Int] = []
    var toSeen: [Int] = []
    for m in b.moveSections {
      if b.deleteSections.contains(m.from) || reloadedSections.contains(m.from) {
        return .rejected(.deleteAndMoveSameSection)
      }
      if fromSeen.contains(m.from) { return .rejected(.moveSectionTwice) }
      fromSeen.append(m.from)
      if freshTargets.contains(m.to) { return .rejected(.insertAndMoveToSameSection) }
      if toSeen.contains(m.to) { return .rejected(.moveSectionTwice) }
      toSeen.append(m.to)
    }
    // Collisions, items.
    let reloads = Self.unique(b.reloadItems)
    func derivedInsert(_ p: IndexPath) -> IndexPath {
      let section = Self.derive(p[0], deletes: b.deleteSections, inserts: b.insertSections)
      let item = Self.derive(
        p[1], deletes: b.deleteItems.filter { $0[0] == p[0] }.map { $0[1] },
        inserts: b.insertItems.filter { $0[0] == section }.map { $0[1] })
      return IndexPath(item: item, section: section)
    }
    let moveSources = b.moveItems.map(\.from)
    for p in reloads {
      if b.deleteItems.contains(p) { return .rejected(.deleteAndReloadSameIndexPath) }
      if moveSources.contains(p) {
        return .rejected(
          kind == .table ? .deleteAndMoveFromSameIndexPath : .deleteAndReloadSameIndexPath)
      }
    }
    if !b.moveItems.isEmpty {
      if b.deleteItems.contains(where: moveSources.contains) {
        return .rejected(.deleteAndMoveFromSameIndexPath)
      }
      let insertLike = b.insertItems + reloads.map(derivedInsert)
      if b.moveItems.contains(where: { insertLike.contains($0.to) }) {
        return .rejected(.insertAndMoveToSameIndexPath)
      }
      let targets = b.moveItems.map(\.to)
      if Set(targets).count != targets.count { return .rejected(.moveToSameIndexPathTwice) }
      if Set(moveSources).count != moveSources.count {
        return .rejected(.moveFromSameIndexPathTwice)
      }
    }
    func sectionMoveRule() -> BatchUpdateError.Code? {
      for m in b.moveItems {
        if freshTargets.contains(m.to[0]) { return .moveIntoInsertedSection }
        if b.deleteSections.contains(m.from[0]) || reloadedSections.contains(m.from[0]) {
          return .moveFromDeletedSection
        }
      }
      return nil
    }
    if let code = sectionMoveRule() { return .rejected(code) }

    // Section count.
    if na != nb + b.insertSections.count - b.deleteSections.count {
      return .rejected(.invalidSectionCount)
    }

    // The section map, by slots.
    var sectionSlots = [Int?](repeating: nil, count: na)  // -1 new, else the old section
    for m in b.moveSections { sectionSlots[m.to] = m.from }
    for s in Self.unique(b.insertSections) { sectionSlots[s] = -1 }
    for d in derivedSection.sorted() {
      guard let k = Self.freeSlot(sectionSlots, from: d) else {
        return .rejected(.insertSectionOutOfRange)
      }
      sectionSlots[k] = -1
    }
    for s in Self.repeated(b.insertSections) {
      guard let k = Self.freeSlot(sectionSlots, from: s) else {
        return .rejected(.insertSectionOutOfRange)
      }
      sectionSlots[k] = -1
    }
    var gone = [Int?](repeating: nil, count: nb)
    for m in b.moveSections { gone[m.from] = 1 }
    for s in reloadedSections + Self.unique(b.deleteSections) { gone[s] = 1 }
    for s in Self.repeated(b.deleteSections) {
      guard let k = Self.freeSlot(gone, from: s) else { return .rejected(.deleteSectionOutOfRange) }
      gone[k] = 1
    }
    let staying = (0..<nb).filter { gone[$0] == nil }
    var nextStaying = 0
    if staying.count != sectionSlots.filter({ $0 == nil }).count { return .unplaceable }
    for a in 0..<na where sectionSlots[a] == nil {
      sectionSlots[a] = staying[nextStaying]
      nextStaying += 1
    }
    let origin = sectionSlots.map { $0! }

    // Item counts.
    let derivedReloads = reloads.map(derivedInsert)
    for a in 0..<na where origin[a] >= 0 {
      let o = origin[a]
      let inserted =
        b.insertItems.filter { $0[0] == a }.count + derivedReloads.filter { $0[0] == a }.count
      let deleted = b.deleteItems.filter { $0[0] == o }.count + reloads.filter { $0[0] == o }.count
      let movedIn = b.moveItems.filter { $0.to[0] == a && origin.firstIndex(of: $0.from[0]) != a }
        .count
      let movedOut = b.moveItems.filter { $0.from[0] == o && $0.to[0] != a }.count
      if new[a].count != old[o].count + inserted - deleted + movedIn - movedOut {
        return recovering && kind == .collection
          ? .recovered(.invalidItemCount) : .rejected(.invalidItemCount)
      }
    }
    // R26.
    for m in b.moveSections where m.from == m.to {
      if b.moveItems.contains(where: { $0.from[0] == m.from && $0.to[0] != m.from }) {
        return .rejected(.globalIndexOutOfRange)
      }
    }
    // Items, by slots.
    var layout: [[Cell]] = []
    for a in 0..<na {
      var slots = [Cell?](repeating: nil, count: new[a].count)
      for m in b.moveItems where m.to[0] == a { slots[m.to[1]] = .from(m.from[0], m.from[1]) }
      let o = origin[a]
      if o < 0 {
        // A reloaded section's item reloads still land inside it (the same A3 range rule).
        for d in derivedReloads.filter({ $0[0] == a }).map({ $0[1] }).sorted() {
          guard let k = Self.freeSlot(slots, from: d) else {
            return .rejected(.insertItemOutOfRange)
          }
          slots[k] = .fresh
        }
        layout.append(slots.map { $0 ?? .fresh })
        continue
      }
      let inserts = b.insertItems.filter { $0[0] == a }.map { $0[1] }
      for p in Self.unique(inserts) { slots[p] = .fresh }
      for d in derivedReloads.filter({ $0[0] == a }).map({ $0[1] }).sorted() {
        guard let k = Self.freeSlot(slots, from: d) else { return .rejected(.insertItemOutOfRange) }
        slots[k] = .fresh
      }
      for p in Self.repeated(inserts) {
        guard let k = Self.freeSlot(slots, from: p) else { return .rejected(.insertItemOutOfRange) }
        slots[k] = .fresh
      }
      var removed = [Int?](repeating: nil, count: old[o].count)
      for m in b.moveItems where m.from[0] == o { removed[m.from[1]] = 1 }
      for p in reloads where p[0] == o { removed[p[1]] = 1 }
      let deletes = b.deleteItems.filter { $0[0] == o }.map { $0[1] }
      for p in Self.unique(deletes) { removed[p] = 1 }
      for p in Self.repeated(deletes) {
        guard let k = Self.freeSlot(removed, from: p) else {
          return .rejected(.deleteItemOutOfRange)
        }
        removed[k] = 1
      }
      let stay = (0..<old[o].count).filter { removed[$0] == nil }
      if stay.count != slots.filter({ $0 == nil }).count { return .unplaceable }
      var next = 0
      for k in slots.indices where slots[k] == nil {
        slots[k] = .from(o, stay[next])
        next += 1
      }
      layout.append(slots.map { $0! })
    }

    // Strict rules.
    if strict {
      if !b.moveSections.isEmpty {
        let movedFrom = b.moveSections.map(\.from)
        let movedTo = b.moveSections.map(\.to)
        let beforeSide = b.deleteItems + b.reloadItems + b.reconfigureItems + moveSources
        if beforeSide.contains(where: { movedFrom.contains($0[0]) })
          || (b.insertItems + b.moveItems.map(\.to)).contains(where: { movedTo.contains($0[0]) })
        {
          return .rejected(.itemChangeInMovedSection)
        }
      }
      if !b.reloadSections.isEmpty && b.operationCount > b.reloadSections.count {
        return .rejected(.reloadSectionsInBatch)
      }
      let goneSections = b.deleteSections + reloadedSections
      if (b.deleteItems + b.reloadItems + b.reconfigureItems).contains(where: {
        goneSections.contains($0[0])
      }) {
        return .rejected(.itemChangeInDeletedSection)
      }
      if b.insertItems.contains(where: { freshTargets.contains($0[0]) }) {
        return .rejected(.itemInsertInInsertedSection)
      }
      if Set(b.deleteItems).count != b.deleteItems.count
        || Set(b.deleteSections).count != b.deleteSections.count
      {
        return .rejected(.duplicateIndexPath)
      }
      if b.reloadData { return .rejected(.reloadDataInBatch) }
      for p in b.reconfigureItems {
        if moveSources.contains(p) { return .rejected(.reloadOfMovedItem) }
        if b.deleteItems.contains(p) || reloads.contains(p) {
          return .rejected(.reconfigureOfChangedItem)
        }
      }
    }

    // What the view shows.
    var shown: [[ItemIdentity]] = []
    var mismatch = false
    for a in 0..<na {
      var section: [ItemIdentity] = []
      for (k, cell) in layout[a].enumerated() {
        switch cell {
        case .fresh: section.append(new[a][k])
        case .from(let s, let i):
          section.append(old[s][i])
          if old[s][i] != new[a][k] { mismatch = true }
        }
      }
      shown.append(section)
    }
    if mismatch && strict { return .rejected(.displayMismatch) }
    // Not strict, `reloadData()` inside the block (R24): the view ends up reloaded.
    if b.reloadData {
      configuredAfter = contents.map { Self.onScreen($0.current, window: $0.window) }
      return .accepted(shown: new, warning: mismatch ? .displayMismatch : nil)
    }
    // Stale content: a carried, on-screen cell that was not reconfigured, whose configured
    // content is not its position's content now.
    var stale = false
    if let contents {
      var after: [[String?]] = []
      var row = 0
      for a in 0..<na {
        var section: [String?] = []
        for (k, cell) in layout[a].enumerated() {
          defer { row += 1 }
          guard row < contents.window else {
            section.append(nil)
            continue
          }
          let now = contents.current[a][k]
          // The row the cell had before: only a cell that was on screen is carried.
          guard case .from(let s, let i) = cell,
            old[..<s].reduce(0, { $0 + $1.count }) + i < contents.window,
            !b.reconfigureItems.contains(IndexPath(item: i, section: s))
          else {
            // A new cell, a reconfigured one, or one that comes on screen: configured now.
            section.append(now)
            continue
          }
          let had = contents.configured[s][i]
          if let had, let now, now != had { stale = true }
          section.append(had)
        }
        after.append(section)
      }
      if stale && strict { return .rejected(.staleContent) }
      configuredAfter = after
    }
    return .accepted(
      shown: shown, warning: mismatch ? .displayMismatch : stale ? .staleContent : nil)
  }

  /// The contents of the positions on screen (the first `window` rows), `nil` elsewhere.
  public static func onScreen(_ contents: [[String?]], window: Int) -> [[String?]] {
    var row = 0
    return contents.map { section in
      section.map { content in
        defer { row += 1 }
        return row < window ? content : nil
      }
    }
  }

  /// The occurrences after the first of each value, ascending.
  static func repeated(_ values: [Int]) -> [Int] {
    var counts: [Int: Int] = [:]
    for v in values { counts[v, default: 0] += 1 }
    return counts.flatMap { v, n in Array(repeating: v, count: n - 1) }.sorted()
  }
}
