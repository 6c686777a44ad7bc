import Foundation
import ListKit

extension _BatchValidator {
  // MARK: Strict checks (R14, R15 for collection views; R18–R24; reconfigure collisions)

  func checkStrict(_ g: Groups) -> BatchUpdateError? {
    if kind == .collection, let error = checkSectionMoves(g) { return error }
    return checkItemsInMovedSections(g) ?? checkSectionReloads() ?? checkItemsInChangedSections(g)
      ?? checkDuplicateDeletes() ?? checkReloadData() ?? checkReconfigures(g)
  }

  /// R18: item operations in a section that the same batch moves.
  func checkItemsInMovedSections(_ g: Groups) -> BatchUpdateError? {
    guard !batch.moveSections.isEmpty else { return nil }
    let m = messages
    let beforeSide =
      batch.deleteItems + batch.reloadItems + batch.reconfigureItems + batch.moveItems.map(\.from)
    for p in beforeSide {
      if let move = g.moveSectionFrom[p[0]] {
        return m.error(
          .itemChangeInMovedSection, "R18", uikit: false,
          m.r18ItemChangeInMovedSection(p[0], moved: move))
      }
    }
    for p in batch.insertItems + batch.moveItems.map(\.to) {
      if let move = g.moveSectionTo[p[0]] {
        return m.error(
          .itemChangeInMovedSection, "R18", uikit: false,
          m.r18ItemChangeInMovedSection(p[0], moved: move))
      }
    }
    return nil
  }

  /// R19: section reloads together with anything else.
  func checkSectionReloads() -> BatchUpdateError? {
    guard !batch.reloadSections.isEmpty && batch.operationCount > batch.reloadSections.count
    else { return nil }
    return messages.error(
      .reloadSectionsInBatch, "R19", uikit: false,
      messages.r19ReloadSectionsInBatch(batch.reloadSections))
  }

  /// R21 (item changes in a deleted or reloaded section) and R22 (item inserts in an inserted
  /// one).
  func checkItemsInChangedSections(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    for (name, paths) in [
      ("delete", batch.deleteItems), ("reload", batch.reloadItems),
      ("reconfigure", batch.reconfigureItems),
    ] {
      for p in paths where g.deletedSections.contains(p[0]) || g.reloadedSectionSet.contains(p[0]) {
        return m.error(
          .itemChangeInDeletedSection, "R21", uikit: false,
          m.r21ItemChangeInDeletedSection(p, operation: name))
      }
    }
    for p in batch.insertItems where g.freshSections.contains(p[0]) {
      return m.error(
        .itemInsertInInsertedSection, "R22", uikit: false, m.r22ItemInsertInInsertedSection(p))
    }
    return nil
  }

  /// R23: a delete repeated in one batch (UIKit counts both and corrupts its state later).
  func checkDuplicateDeletes() -> BatchUpdateError? {
    var seen = Set<_Key>(minimumCapacity: batch.deleteItems.count)
    for p in batch.deleteItems where !seen.insert(_Key(p)).inserted {
      return messages.error(
        .duplicateIndexPath, "R23", uikit: false, messages.r23DuplicateDelete(p))
    }
    var seenSections = Set<Int>()
    for s in batch.deleteSections where !seenSections.insert(s).inserted {
      return messages.error(
        .duplicateIndexPath, "R23", uikit: false, messages.r23DuplicateSectionDelete(s))
    }
    return nil
  }

  /// R24: `reloadData()` inside the block.
  func checkReloadData() -> BatchUpdateError? {
    guard batch.reloadData else { return nil }
    return messages.error(.reloadDataInBatch, "R24", uikit: false, messages.r24ReloadDataInBatch)
  }

  /// Reconfigures of items that the same batch moves, deletes or reloads.
  func checkReconfigures(_ g: Groups) -> BatchUpdateError? {
    guard !batch.reconfigureItems.isEmpty else { return nil }
    let m = messages
    let deletes = Set(batch.deleteItems.lazy.map(_Key.init))
    let reloads = Set(g.reloads.lazy.map(_Key.init))
    let moved = Set(batch.moveItems.lazy.map { _Key($0.from) })
    for p in batch.reconfigureItems {
      let key = _Key(p)
      if moved.contains(key) {
        return m.error(
          .reloadOfMovedItem, "R20", uikit: false, m.reconfigureOfChangedItem(p, what: "moved"))
      }
      if deletes.contains(key) || reloads.contains(key) {
        return m.error(
          .reconfigureOfChangedItem, "R20", uikit: false,
          m.reconfigureOfChangedItem(p, what: deletes.contains(key) ? "deleted" : "reloaded"))
      }
    }
    return nil
  }
}
