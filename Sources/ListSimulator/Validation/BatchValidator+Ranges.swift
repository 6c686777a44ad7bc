import Foundation
import ListKit

extension _BatchValidator {
  // MARK: The shape of index paths (package check)

  /// Every item index path must have exactly two indexes (section, item). UIKit raises for
  /// anything else; the message is the package's own.
  func checkShape() -> BatchUpdateError? {
    guard let (p, operation) = items.malformed else { return nil }
    return messages.error(.invalidIndexPath, messages.invalidIndexPath(p, operation: operation))
  }

  // MARK: UIKit's range checks (R3–R7, R13), on the declared indexes

  func checkRanges() -> BatchUpdateError? {
    let m = messages
    let nb = before.counts.count
    let na = afterCounts.count
    for (k, s) in (batch.deleteSections + batch.reloadSections).enumerated() where s < 0 || s >= nb
    {
      return m.error(
        k < batch.deleteSections.count ? .r6DeleteSectionOutOfRange : .r7ReloadSectionOutOfRange,
        m.r6DeleteSectionOutOfRange(s, sectionsBefore: nb))
    }
    for s in batch.insertSections where s < 0 || s >= na {
      return m.error(
        .r5InsertSectionOutOfRange,
        m.r5InsertSectionOutOfRange(s, sectionsAfter: na))
    }
    for move in batch.moveSections
    where move.from < 0 || move.from >= nb || move.to < 0 || move.to >= na {
      return m.error(
        .moveSectionOutOfRange,
        m.moveSectionOutOfRange(move, before: nb, after: na))
    }
    for p in items.deletes {
      if let error = checkBeforeRange(
        p, missingSection: .r4DeleteFromMissingSection, outOfRange: .r4DeleteOutOfRange)
      {
        return error
      }
    }
    for p in items.reloads {
      if let error = checkBeforeRange(
        p, missingSection: .r7ReloadFromMissingSection, outOfRange: .r7ReloadOutOfRange)
      {
        return error
      }
    }
    for p in items.inserts {
      if p.section < 0 || p.section >= na {
        return m.error(
          .r3InsertIntoMissingSection,
          m.r3InsertItemIntoMissingSection(p.indexPath, sectionsAfter: na))
      }
      if p.item < 0 || p.item >= afterCounts[p.section] {
        return m.error(
          .r3InsertOutOfRange,
          m.r3InsertItemOutOfRange(p.indexPath, itemsAfter: afterCounts[p.section]))
      }
    }
    for k in items.moveFrom.indices {
      let (from, to) = (items.moveFrom[k], items.moveTo[k])
      if from.section < 0 || from.section >= nb || from.item < 0
        || from.item >= before.counts[from.section]
      {
        let count = from.section >= 0 && from.section < nb ? before.counts[from.section] : 0
        return m.error(
          .r13MoveOutOfRange,
          m.r13MoveSourceOutOfRange(from.indexPath, itemsBefore: count))
      }
      if to.section < 0 || to.section >= na || to.item < 0 || to.item >= afterCounts[to.section] {
        let count = to.section >= 0 && to.section < na ? afterCounts[to.section] : 0
        return m.error(
          .r13MoveOutOfRange,
          m.r13MoveDestinationOutOfRange(batch.moveItems[k], itemsAfter: count))
      }
    }
    for p in items.reconfigures {
      if p.section < 0 || p.section >= nb || p.item < 0 || p.item >= before.counts[p.section] {
        let count = p.section >= 0 && p.section < nb ? before.counts[p.section] : nil
        return m.error(
          .reconfigureOutOfRange,
          m.reconfigureOutOfRange(p.indexPath, itemsBefore: count))
      }
    }
    return nil
  }

  /// R4 (deletes) and R7 (reloads): a before-position inside the view's sections and items.
  func checkBeforeRange(_ p: _SectionItem, missingSection: Rule, outOfRange: Rule)
    -> BatchUpdateError?
  {
    let m = messages
    let nb = before.counts.count
    if p.section < 0 || p.section >= nb {
      return m.error(
        missingSection, m.r4DeleteItemFromMissingSection(p.indexPath, sectionsBefore: nb))
    }
    if p.item < 0 || p.item >= before.counts[p.section] {
      return m.error(
        outOfRange,
        m.r4DeleteItemOutOfRange(p.indexPath, itemsBefore: before.counts[p.section]))
    }
    return nil
  }
}
