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
  /// - Complexity: O(sections + runs of the touched sections + positions × log(the runs that
  ///   reach them)).
  func destinations(of positions: [_SectionItem]) -> [_SectionItem: _SectionItem] {
    guard let map = sectionMap, !positions.isEmpty else { return [:] }
    var result = [_SectionItem: _SectionItem](minimumCapacity: positions.count)
    // Per before-section, the range of wanted items (shown cells are a window, so nearly every
    // run of a long section is ruled out at once). low at 2s, high at 2s + 1: one array.
    var bounds = [Int]._filled(.max, count: 2 * map.afterOf.count)
    for s in map.afterOf.indices { bounds[2 * s + 1] = .min }
    for p in positions where map.afterOf.indices.contains(p.section) {
      bounds[2 * p.section] = min(bounds[2 * p.section], p.item)
      bounds[2 * p.section + 1] = max(bounds[2 * p.section + 1], p.item)
    }
    // The runs of kept cells that reach a wanted range, in the order of where they come from
    // (packed before-positions, ascending): a position finds its run by a binary search instead
    // of every wanted position of a run being looked up in a set.
    var runs: [(from: Int, count: Int, section: Int, start: Int)] = []
    for (a, placement) in placements.enumerated() {
      guard let placement else { continue }
      for run in placement.runs where run.from >= 0 {
        let (s, first) = (_Location.section(of: run.from), _Location.item(of: run.from))
        guard max(first, bounds[2 * s]) <= min(first + run.count - 1, bounds[2 * s + 1]) else {
          continue
        }
        runs.append((run.from, run.count, a, run.start))
      }
    }
    runs.sort { $0.from < $1.from }
    for p in positions where map.afterOf.indices.contains(p.section) && p.item >= 0 {
      let a = map.afterOf[p.section]
      // A section no operation touches: every cell keeps its item index.
      if a >= 0 && placements[a] == nil {
        result[p] = _SectionItem(a, p.item)
        continue
      }
      // The last run that starts at or before the position.
      let key = _Location.pack(p.section, p.item)
      let after = _partitionPoint(runs.count) { runs[$0].from <= key }
      guard after > 0 else { continue }
      let run = runs[after - 1]
      let offset = p.item - _Location.item(of: run.from)
      if _Location.section(of: run.from) == p.section && offset < run.count {
        result[p] = _SectionItem(run.section, run.start + offset)
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
