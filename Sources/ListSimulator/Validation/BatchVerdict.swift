import Foundation
import ListKit

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
  var reloadedItems: [_SectionItem] = []
  /// Positions (after the update) whose cell is configured again.
  var reconfiguredCells: [_SectionItem] = []
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
  func destinations(of positions: Set<_SectionItem>) -> [_SectionItem: _SectionItem] {
    guard let map = sectionMap, !positions.isEmpty else { return [:] }
    var result: [_SectionItem: _SectionItem] = [:]
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
      if a >= 0 && placements[a] == nil { result[p] = _SectionItem(a, p.item) }
    }
    for (a, placement) in placements.enumerated() {
      guard let placement else { continue }
      for run in placement.runs where run.from >= 0 {
        let (s, first) = (_Location.section(of: run.from), _Location.item(of: run.from))
        // Only the run's items within the wanted range are looked up.
        let low = max(first, bounds[2 * s])
        let high = min(first + run.count - 1, bounds[2 * s + 1])
        guard low <= high else { continue }
        for j in low...high where positions.contains(_SectionItem(s, j)) {
          result[_SectionItem(s, j)] = _SectionItem(a, run.start + j - first)
        }
      }
    }
    return result
  }
}

/// Where the validator put the inserts a batch's reloads imply (rule A3): what `explain` shows,
/// taken from the validation itself rather than computed a second time.
package struct _ReloadTargets: Sendable {
  private let sectionPairs: [(Int, Int)]
  private let itemPairs: [(_SectionItem, _SectionItem)]

  init(sections: [(Int, Int)], items: [(_SectionItem, _SectionItem)]) {
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
