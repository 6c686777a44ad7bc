import Foundation
import ListKit

extension _BatchValidator {
  // MARK: Strict checks (R18–R24; reconfigure collisions)

  func checkStrict(_ g: Groups) -> BatchUpdateError? {
    checkItemsInMovedSections(g) ?? checkSectionReloads() ?? checkItemsInChangedSections(g)
      ?? checkDuplicateDeletes(g) ?? checkReloadData() ?? checkReconfigures(g)
  }

  /// R18: item operations in a section that the same batch moves.
  func checkItemsInMovedSections(_ g: Groups) -> BatchUpdateError? {
    guard !batch.moveSections.isEmpty else { return nil }
    let m = messages
    for paths in [items.deletes, items.reloads, items.reconfigures, items.moveFrom] {
      for p in paths {
        guard let move = g.moveSectionFrom[p.section] else { continue }
        return m.error(
          .r18ItemChangeInMovedSection,
          m.r18ItemChangeInMovedSection(p.section, moved: move))
      }
    }
    for paths in [items.inserts, items.moveTo] {
      for p in paths {
        guard let move = g.moveSectionTo[p.section] else { continue }
        return m.error(
          .r18ItemChangeInMovedSection,
          m.r18ItemChangeInMovedSection(p.section, moved: move))
      }
    }
    return nil
  }

  /// R19: section reloads together with anything else.
  func checkSectionReloads() -> BatchUpdateError? {
    guard !batch.reloadSections.isEmpty && batch.operationCount > batch.reloadSections.count
    else { return nil }
    return messages.error(
      .r19ReloadSectionsInBatch,
      messages.r19ReloadSectionsInBatch(batch.reloadSections))
  }

  /// R21 (item changes in a deleted or reloaded section) and R22 (item inserts in an inserted
  /// one).
  func checkItemsInChangedSections(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    if !g.deletedSections.isEmpty || !g.reloadedSectionSet.isEmpty {
      for (name, paths) in [
        ("delete", items.deletes), ("reload", items.reloads), ("reconfigure", items.reconfigures),
      ] {
        for p in paths
        where g.deletedSections.contains(p.section) || g.reloadedSectionSet.contains(p.section) {
          return m.error(
            .r21ItemChangeInDeletedSection,
            m.r21ItemChangeInDeletedSection(p.indexPath, operation: name))
        }
      }
    }
    guard !g.freshSections.isEmpty else { return nil }
    for p in items.inserts where g.freshSections.contains(p.section) {
      return m.error(
        .r22ItemInsertInInsertedSection,
        m.r22ItemInsertInInsertedSection(p.indexPath))
    }
    return nil
  }

  /// R23: a delete repeated in one batch (UIKit counts both and corrupts its state later).
  ///
  /// The grouped deletes are sorted per section, so a repeat shows as two equal neighbours; only
  /// then is the batch searched, in declaration order, for the first repeat to report.
  func checkDuplicateDeletes(_ g: Groups) -> BatchUpdateError? {
    if g.deletes.nonEmpty.contains(where: { Self.hasRepeats($0.values) }) {
      var seen = Set<_SectionItem>(minimumCapacity: items.deletes.count)
      for p in items.deletes where !seen.insert(p).inserted {
        return messages.error(.r23DuplicateDelete, messages.r23DuplicateDelete(p.indexPath))
      }
    }
    var seenSections = Set<Int>()
    for s in batch.deleteSections where !seenSections.insert(s).inserted {
      return messages.error(.r23DuplicateDelete, messages.r23DuplicateSectionDelete(s))
    }
    return nil
  }

  /// R24: `reloadData()` inside the block.
  func checkReloadData() -> BatchUpdateError? {
    guard batch.reloadData else { return nil }
    return messages.error(.r24ReloadDataInBatch, messages.r24ReloadDataInBatch)
  }

  /// Reconfigures of items that the same batch moves, deletes or reloads.
  func checkReconfigures(_ g: Groups) -> BatchUpdateError? {
    guard !batch.reconfigureItems.isEmpty else { return nil }
    let m = messages
    let deletes = Set(items.deletes)
    let reloads = Set(g.reloads)
    let moved = Set(items.moveFrom)
    for key in items.reconfigures {
      let p = key.indexPath
      if moved.contains(key) {
        return m.error(.r20ReconfigureOfMovedItem, m.reconfigureOfChangedItem(p, what: "moved"))
      }
      if deletes.contains(key) || reloads.contains(key) {
        return m.error(
          .reconfigureOfChangedItem,
          m.reconfigureOfChangedItem(p, what: deletes.contains(key) ? "deleted" : "reloaded"))
      }
    }
    return nil
  }
}
