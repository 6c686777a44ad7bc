import Foundation
import ListKit

extension _BatchValidator {
  // MARK: UIKit's count checks (R1, R2, R2b, R25)
  //
  // Deletes and inserts count per occurrence, as UIKit counts them (R23); a repeated reload is
  // one reload, counted once on each side (a delete plus an insert, A3).

  /// A count error: `classic`'s rule and text, or R2b's consolidated text (`consolidated`, for
  /// `consolidatedRule`).
  func countError(
    _ rule: Rule, consolidatedRule: Rule, classic: String, arithmetic: String
  ) -> BatchUpdateError {
    var error =
      configuration.era(for: kind) == .consolidated
      ? messages.error(
        consolidatedRule,
        messages.r2bConsolidated(before: before.counts, after: afterCounts, batch: batch))
      : messages.error(rule, classic)
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
      .r1SectionCount, consolidatedRule: .r2bSectionCount,
      classic: messages.r1InvalidSectionCount(
        after: na, before: nb, inserted: inserted, deleted: deleted),
      arithmetic:
        "sections: \(na) after ≠ \(nb) before + \(inserted) inserted − \(deleted) deleted = \(nb + inserted - deleted)"
    )
  }

  func checkItemCounts(_ g: Groups, _ map: _SectionMap) -> BatchUpdateError? {
    // Each surviving section's expected count in one array, by after-position (one allocation
    // per batch); the parts of the sum are counted again only for a section that fails.
    let na = afterCounts.count
    var expected = [Int]._filled(0, count: na)
    for (a, b) in map.origin.enumerated() where b >= 0 { expected[a] = before.counts[b] }
    for p in items.inserts { expected[p.section] += 1 }
    // A reload's implied insert (rule A3) counts where it lands.
    for a in 0..<na { expected[a] += g.derivedBySection[a].count }
    for p in items.deletes where map.afterOf[p.section] >= 0 {
      expected[map.afterOf[p.section]] -= 1
    }
    for p in g.reloads where map.afterOf[p.section] >= 0 { expected[map.afterOf[p.section]] -= 1 }
    for k in items.moveFrom.indices {
      let (from, to) = (items.moveFrom[k].section, items.moveTo[k].section)
      let stays = map.afterOf[from]
      guard stays != to else { continue }
      if stays >= 0 { expected[stays] -= 1 }
      expected[to] += 1
    }
    for (a, b) in map.origin.enumerated() where b >= 0 && afterCounts[a] != expected[a] {
      let ins =
        items.inserts.reduce(0) { $0 + ($1.section == a ? 1 : 0) } + g.derivedBySection[a].count
      let del =
        items.deletes.reduce(0) { $0 + ($1.section == b ? 1 : 0) }
        + g.reloads.reduce(0) { $0 + ($1.section == b ? 1 : 0) }
      var (moveIn, moveOut) = (0, 0)
      for k in items.moveFrom.indices {
        let (from, to) = (items.moveFrom[k].section, items.moveTo[k].section)
        guard map.afterOf[from] != to else { continue }
        if to == a { moveIn += 1 }
        if from == b { moveOut += 1 }
      }
      return countError(
        .r2ItemCount, consolidatedRule: .r2bItemCount,
        classic: messages.r2InvalidItemCount(
          section: a, after: afterCounts[a], before: before.counts[b], inserted: ins,
          deleted: del, movedIn: moveIn, movedOut: moveOut),
        arithmetic:
          "section \(a) (section \(b) before the update): \(afterCounts[a]) after ≠ \(before.counts[b]) before + \(ins) inserted − \(del) deleted + \(moveIn) moved in − \(moveOut) moved out = \(expected[a])"
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
        .r26GlobalIndex,
        messages.r26GlobalIndexOutOfRange(index: total, total: total))
    }
    return nil
  }
}
