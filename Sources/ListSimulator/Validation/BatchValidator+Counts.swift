import Foundation
import ListKit

extension _BatchValidator {
  // MARK: UIKit's count checks (R1, R2, R2b, R25)
  //
  // Deletes and inserts count per occurrence, as UIKit counts them (R23); a repeated reload is
  // one reload, counted once on each side (a delete plus an insert, A3).

  func countError(
    _ code: BatchUpdateError.Code, rule: String, classic: String, arithmetic: String
  ) -> BatchUpdateError {
    var error =
      configuration.profile == .consolidated
      ? messages.error(
        code, "R2b", uikit: true,
        messages.r2bConsolidated(before: before.counts, after: afterCounts, batch: batch))
      : messages.error(code, rule, uikit: true, classic)
    error.arithmetic = arithmetic
    return error
  }

  func checkSectionCount() -> BatchUpdateError? {
    let nb = before.counts.count
    let na = afterCounts.count
    let reloads = Set(batch.reloadSections).count
    let inserted = batch.insertSections.count + reloads
    let deleted = batch.deleteSections.count + reloads
    guard na != nb + inserted - deleted else { return nil }
    return countError(
      .invalidSectionCount, rule: "R1",
      classic: messages.r1InvalidSectionCount(
        after: na, before: nb, inserted: inserted, deleted: deleted),
      arithmetic:
        "sections: \(na) after ≠ \(nb) before + \(inserted) inserted − \(deleted) deleted = \(nb + inserted - deleted)"
    )
  }

  func checkItemCounts(_ g: Groups, _ map: _SectionMap) -> BatchUpdateError? {
    let (nb, na) = (before.counts.count, afterCounts.count)
    var inserted = [Int](repeating: 0, count: na)
    var deleted = [Int](repeating: 0, count: nb)
    var movedIn = [Int](repeating: 0, count: na)
    var movedOut = [Int](repeating: 0, count: nb)
    for p in items.inserts { inserted[p.section] += 1 }
    // A reload's implied insert (rule A3) counts where it lands.
    for a in 0..<na { inserted[a] += g.derivedBySection[a].count }
    for p in items.deletes { deleted[p.section] += 1 }
    for p in g.reloads { deleted[p.section] += 1 }
    for k in items.moveFrom.indices {
      let (from, to) = (items.moveFrom[k].section, items.moveTo[k].section)
      guard map.afterOf[from] != to else { continue }
      movedOut[from] += 1
      movedIn[to] += 1
    }
    for (a, b) in map.origin.enumerated() where b >= 0 {
      let (ins, del, moveIn, moveOut) = (inserted[a], deleted[b], movedIn[a], movedOut[b])
      let expected = before.counts[b] + ins - del + moveIn - moveOut
      guard afterCounts[a] != expected else { continue }
      return countError(
        .invalidItemCount, rule: "R2",
        classic: messages.r2InvalidItemCount(
          section: a, after: afterCounts[a], before: before.counts[b], inserted: ins,
          deleted: del, movedIn: moveIn, movedOut: moveOut),
        arithmetic:
          "section \(a) (section \(b) before the update): \(afterCounts[a]) after ≠ \(before.counts[b]) before + \(ins) inserted − \(del) deleted + \(moveIn) moved in − \(moveOut) moved out = \(expected)"
      )
    }
    return nil
  }

  // MARK: R26, a layout lookup after the checks

  /// R26 (rdar://48941906): a section moved onto itself (`moveSection k -> k`) while an item moves
  /// out of section k made UIKit's layout ask for a global index past the end.
  func checkGlobalIndex() -> BatchUpdateError? {
    let still = Set(batch.moveSections.lazy.filter { $0.from == $0.to }.map(\.from))
    guard !still.isEmpty else { return nil }
    for k in items.moveFrom.indices
    where still.contains(items.moveFrom[k].section)
      && items.moveTo[k].section != items.moveFrom[k].section
    {
      let total = afterCounts.reduce(0, &+)
      return messages.error(
        .globalIndexOutOfRange, "R26", uikit: kind == .collection,
        messages.r26GlobalIndexOutOfRange(index: total, total: total))
    }
    return nil
  }
}
