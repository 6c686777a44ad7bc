import Foundation
import ListKit

extension _BatchValidator {
  // MARK: What the view shows (displayMismatch), its cells and its events

  /// Builds what the view shows after an accepted batch from the declared operations alone: a
  /// new cell shows what the data source has at its position when the cell is made; every other
  /// cell shows what it showed before, wherever the batch put it. Every section is compared with
  /// the data source; a section that no operation touches costs O(1) when the data source hands
  /// back the very array the view showed (same storage, so the same items), O(items) otherwise.
  func accept(_ g: Groups, _ map: _SectionMap, _ placements: [_ItemPlacement?]) -> _BatchVerdict {
    var verdict = _BatchVerdict(outcome: .accepted)
    verdict.sectionMap = map
    verdict.placements = placements
    verdict.reloadedSections = g.reloadedSections
    verdict.reloadedItems = g.reloads
    let na = afterCounts.count
    var shown = [[ItemIdentity]?](repeating: nil, count: na)
    var mismatch: BatchUpdateError?
    var reconfigureMarks: [Int: Set<Int>] = [:]
    for (b, positions) in g.reconfigures.nonEmpty { reconfigureMarks[b] = Set(positions) }
    func report(_ k: Int, in a: Int, shows: ItemIdentity, has: ItemIdentity) {
      guard mismatch == nil else { return }
      mismatch = messages.error(
        .displayMismatch, "—", uikit: false,
        messages.displayMismatch(IndexPath(item: k, section: a), shows: shows, dataSourceHas: has))
    }
    // The before-section whose identities were read last: cells mostly come from one section
    // in runs, so each section's array is fetched once per run, not once per cell. Kept as a
    // plain array and a flag (unwrapping an optional array per cell cost a retain and a release).
    var sourceSection = -1
    var source: [ItemIdentity] = []
    var sourceKnown = false
    for a in 0..<na {
      // Identities that disagree with the data source's own count are treated as unknown.
      let ds = afterIdentities(a).flatMap { $0.count == afterCounts[a] ? $0 : nil }
      guard let placement = placements[a] else {
        // A section no operation touches: every cell stays where it was.
        let b = map.origin[a]
        let old = before.identities.indices.contains(b) ? before.identities[b] : nil
        guard let old, let ds, old.count == ds.count else {
          shown[a] = old
          continue
        }
        if !_sameStorage(old, ds), let k = Self.firstDifference(old, ds) {
          report(k, in: a, shows: old[k], has: ds[k])
          shown[a] = old
        } else {
          shown[a] = ds
        }
        continue
      }
      if !reconfigureMarks.isEmpty {
        for (k, packed) in placement.source.enumerated() where packed >= 0 {
          let from = _Key(packed: packed)
          if reconfigureMarks[from.section]?.contains(from.item) == true {
            verdict.reconfiguredCells.append(_Key(a, k))
          }
        }
      }
      guard let ds else {
        shown[a] = nil
        continue
      }
      // What the cells show: the data source's array, unless a cell shows something else (then
      // a copy with what they show) or a cell's identity is unknown (then nothing). A new cell
      // shows what the data source has.
      var corrected: [ItemIdentity]? = nil
      var unknown = false
      for (k, packed) in placement.source.enumerated() where packed >= 0 {
        let (s, j) = (_Location.section(of: packed), _Location.item(of: packed))
        if s != sourceSection {
          sourceSection = s
          if before.identities.indices.contains(s), let ids = before.identities[s] {
            (source, sourceKnown) = (ids, true)
          } else {
            (source, sourceKnown) = ([], false)
          }
        }
        guard sourceKnown, j < source.count else {
          unknown = true
          continue
        }
        if source[j] != ds[k] {
          report(k, in: a, shows: source[j], has: ds[k])
          if corrected == nil { corrected = ds }
          corrected![k] = source[j]
        }
      }
      // Where every cell shows what the data source has, keep the data source's own array: the
      // next batch then recognises an untouched section by its storage.
      shown[a] = unknown ? nil : (corrected ?? ds)
    }
    if let mismatch {
      if configuration.strict { return .rejected(mismatch) }
      verdict.warnings.append(mismatch)
    }
    verdict.state = _ViewState(counts: afterCounts, identities: shown)
    return verdict
  }

  /// The first position where two arrays of equal length differ, or `nil`.
  ///
  /// - Complexity: O(count).
  static func firstDifference(_ a: [ItemIdentity], _ b: [ItemIdentity]) -> Int? {
    for k in a.indices where a[k] != b[k] { return k }
    return nil
  }
}

/// Whether two arrays share their storage (then they hold the same elements): how the view and
/// the diffable data source recognise an unchanged section without comparing it.
///
/// - Complexity: O(1).
@inlinable
func _sameStorage<T>(_ a: [T], _ b: [T]) -> Bool {
  guard a.count == b.count else { return false }
  return a.withUnsafeBufferPointer { x in
    b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress }
  }
}

/// The address of an array's elements, or `nil` for an empty array (empty arrays share one).
@inlinable
func _address<T>(of array: [T]) -> UnsafeRawPointer? {
  guard !array.isEmpty else { return nil }
  return array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}
