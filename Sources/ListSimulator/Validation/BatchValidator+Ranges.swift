import Foundation
import ListKit

extension _BatchValidator {
  // MARK: The shape of index paths (package check)

  /// Every item index path must have exactly two indexes (section, item). UIKit raises for
  /// anything else; the message is the package's own.
  func checkShape() -> BatchUpdateError? {
    func bad(_ p: IndexPath, _ operation: String) -> BatchUpdateError {
      messages.error(
        .invalidIndexPath, "—", uikit: false, messages.invalidIndexPath(p, operation: operation))
    }
    // In place, without building arrays: this runs for every batch.
    if let p = batch.deleteItems.first(where: { $0.count != 2 }) { return bad(p, "delete") }
    if let p = batch.insertItems.first(where: { $0.count != 2 }) { return bad(p, "insert") }
    if let p = batch.reloadItems.first(where: { $0.count != 2 }) { return bad(p, "reload") }
    if let p = batch.reconfigureItems.first(where: { $0.count != 2 }) {
      return bad(p, "reconfigure")
    }
    for move in batch.moveItems where move.from.count != 2 || move.to.count != 2 {
      return bad(move.from.count != 2 ? move.from : move.to, "move")
    }
    return nil
  }

  // MARK: UIKit's range checks (R3–R7, R13), on the declared indexes

  func checkRanges() -> BatchUpdateError? {
    let m = messages
    let nb = before.counts.count
    let na = afterCounts.count
    for (k, s) in (batch.deleteSections + batch.reloadSections).enumerated() where s < 0 || s >= nb
    {
      return m.error(
        .deleteSectionOutOfRange, k < batch.deleteSections.count ? "R6" : "R7", uikit: true,
        m.r6DeleteSectionOutOfRange(s, sectionsBefore: nb))
    }
    for s in batch.insertSections where s < 0 || s >= na {
      return m.error(
        .insertSectionOutOfRange, "R5", uikit: true,
        m.r5InsertSectionOutOfRange(s, sectionsAfter: na))
    }
    for move in batch.moveSections
    where move.from < 0 || move.from >= nb || move.to < 0 || move.to >= na {
      return m.error(
        .moveSectionOutOfRange, "—", uikit: false,
        m.moveSectionOutOfRange(move, before: nb, after: na))
    }
    for (k, p) in (batch.deleteItems + batch.reloadItems).enumerated() {
      let rule = k < batch.deleteItems.count ? "R4" : "R7"
      if p[0] < 0 || p[0] >= nb {
        return m.error(
          .deleteItemOutOfRange, rule, uikit: kind == .table,
          m.r4DeleteItemFromMissingSection(p, sectionsBefore: nb))
      }
      if p[1] < 0 || p[1] >= before.counts[p[0]] {
        return m.error(
          .deleteItemOutOfRange, rule, uikit: true,
          m.r4DeleteItemOutOfRange(p, itemsBefore: before.counts[p[0]]))
      }
    }
    for p in batch.insertItems {
      if p[0] < 0 || p[0] >= na {
        return m.error(
          .insertItemOutOfRange, "R3", uikit: kind == .table,
          m.r3InsertItemIntoMissingSection(p, sectionsAfter: na))
      }
      if p[1] < 0 || p[1] >= afterCounts[p[0]] {
        return m.error(
          .insertItemOutOfRange, "R3", uikit: true,
          m.r3InsertItemOutOfRange(p, itemsAfter: afterCounts[p[0]]))
      }
    }
    for move in batch.moveItems {
      let (from, to) = (move.from, move.to)
      if from[0] < 0 || from[0] >= nb || from[1] < 0 || from[1] >= before.counts[from[0]] {
        let count = from[0] >= 0 && from[0] < nb ? before.counts[from[0]] : 0
        return m.error(
          .moveItemOutOfRange, "R13", uikit: kind == .table,
          m.r13MoveSourceOutOfRange(from, itemsBefore: count))
      }
      if to[0] < 0 || to[0] >= na || to[1] < 0 || to[1] >= afterCounts[to[0]] {
        let count = to[0] >= 0 && to[0] < na ? afterCounts[to[0]] : 0
        return m.error(
          .moveItemOutOfRange, "R13", uikit: kind == .table,
          m.r13MoveDestinationOutOfRange(move, itemsAfter: count))
      }
    }
    for p in batch.reconfigureItems {
      if p[0] < 0 || p[0] >= nb || p[1] < 0 || p[1] >= before.counts[p[0]] {
        let count = p[0] >= 0 && p[0] < nb ? before.counts[p[0]] : nil
        return m.error(
          .reconfigureItemOutOfRange, "—", uikit: false,
          m.reconfigureOutOfRange(p, itemsBefore: count))
      }
    }
    return nil
  }
}
