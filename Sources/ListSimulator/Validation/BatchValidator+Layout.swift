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
    var shown = [_Column?]._filled(nil, count: na)
    var mismatch: BatchUpdateError?
    var reconfigureMarks: [Int: Set<Int>] = [:]
    for (b, positions) in g.reconfigures.nonEmpty { reconfigureMarks[b] = Set(positions) }
    func report(_ k: Int, in a: Int, shows: ItemIdentity, has: ItemIdentity) {
      guard mismatch == nil else { return }
      mismatch = messages.error(
        .displayMismatch,
        messages.displayMismatch(IndexPath(item: k, section: a), shows: shows, dataSourceHas: has))
    }
    for a in 0..<na {
      // Identities that disagree with the data source's own count are treated as unknown.
      let ds = afterColumns.indices.contains(a) ? afterColumns[a] : nil
      let dataSource = ds.flatMap { $0.count == afterCounts[a] ? $0 : nil }
      guard let placement = placements[a] else {
        // A section no operation touches: every cell stays where it was.
        let b = map.origin[a]
        let old = before.columns.indices.contains(b) ? before.columns[b] : nil
        guard let old, let dataSource, old.count == dataSource.count else {
          shown[a] = old
          continue
        }
        if !old.sharesStorage(with: dataSource), let k = old.firstDifference(with: dataSource) {
          report(k, in: a, shows: old.identity(at: k), has: dataSource.identity(at: k))
          shown[a] = old
        } else {
          shown[a] = dataSource
        }
        continue
      }
      if !reconfigureMarks.isEmpty {
        for run in placement.runs where run.from >= 0 {
          guard let marks = reconfigureMarks[_Location.section(of: run.from)] else { continue }
          let first = _Location.item(of: run.from)
          for offset in 0..<run.count where marks.contains(first + offset) {
            verdict.reconfiguredCells.append(_SectionItem(a, run.start + offset))
          }
        }
      }
      guard let dataSource else {
        shown[a] = nil
        continue
      }
      // What the cells show: the data source's items, unless a cell shows something else (then
      // a copy with what they show) or a cell's former item is unknown (then nothing). A new cell
      // shows what the data source has.
      let comparison = dataSource.compareCells(placement.runs, before: before.columns)
      var corrected: [ItemIdentity]?
      for k in comparison.mismatches {
        // Compared, so the section it came from has its identities.
        let from = _SectionItem(packed: placement.source(of: k))
        let showing = before.columns[from.section]!.identity(at: from.item)
        report(k, in: a, shows: showing, has: dataSource.identity(at: k))
        if corrected == nil { corrected = dataSource.identities }
        corrected![k] = showing
      }
      // Where every cell shows what the data source has, keep the data source's own array: the
      // next batch then recognises an untouched section by its storage.
      shown[a] = comparison.unknown ? nil : corrected.map { _Column($0) } ?? dataSource
    }
    if let mismatch {
      if configuration.strict { return .rejected(mismatch) }
      verdict.warnings.append(mismatch)
    }
    verdict.state = _ViewState(counts: afterCounts, columns: shown)
    return verdict
  }
}
