import Foundation
import ListKit

extension _BatchValidator {
  // MARK: UIKit's collision checks (R8–R12, R16, R17, R20; R14/R15 for table views)

  func checkCollisions(_ g: Groups) -> BatchUpdateError? {
    checkSectionCollisions(g) ?? checkItemCollisions(g)
      ?? (kind == .table ? checkSectionMoves(g) : nil)
  }

  func checkSectionCollisions(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    for s in g.reloadedSections where g.deletedSections.contains(s) {
      return m.error(
        .deleteAndReloadSameIndexPath, "R8", uikit: false, m.r8DeleteAndReloadSection(s))
    }
    var seenFrom = Set<Int>()
    var seenTo = Set<Int>()
    for move in batch.moveSections {
      if g.deletedSections.contains(move.from) || g.reloadedSectionSet.contains(move.from) {
        return m.error(
          .deleteAndMoveSameSection, "R16", uikit: true, m.r16DeleteAndMoveSection(move.from))
      }
      if !seenFrom.insert(move.from).inserted {
        return m.error(
          .moveSectionTwice, "—", uikit: false, m.moveSectionTwice(move.from, source: true))
      }
      if g.freshSections.contains(move.to) {
        return m.error(
          .insertAndMoveToSameSection, "R17", uikit: true, m.r17InsertAndMoveSection(move.to))
      }
      if !seenTo.insert(move.to).inserted {
        return m.error(
          .moveSectionTwice, "—", uikit: false, m.moveSectionTwice(move.to, source: false))
      }
    }
    return nil
  }

  func checkItemCollisions(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    let moves = batch.moveItems
    var moveFrom: [_Key: Int] = [:]
    for (k, from) in items.moveFrom.enumerated() where moveFrom[from] == nil { moveFrom[from] = k }
    if !g.reloads.isEmpty {
      let deletes = Set(items.deletes)
      for p in g.reloads {
        if deletes.contains(p) {
          return m.error(
            .deleteAndReloadSameIndexPath, "R8", uikit: true, m.r8DeleteAndReload(p.indexPath))
        }
        if moveFrom[p] != nil {
          // Rule R20: UIKit reports the collision of the reload's implied delete.
          return kind == .table
            ? m.error(
              .deleteAndMoveFromSameIndexPath, "R20", uikit: true,
              m.r9DeleteAndMoveFrom(p.indexPath))
            : m.error(
              .deleteAndReloadSameIndexPath, "R20", uikit: true, m.r8DeleteAndReload(p.indexPath))
        }
      }
    }
    guard !moveFrom.isEmpty else { return nil }
    for p in items.deletes where moveFrom[p] != nil {
      return m.error(
        .deleteAndMoveFromSameIndexPath, "R9", uikit: true, m.r9DeleteAndMoveFrom(p.indexPath))
    }
    var insertLike = Set(items.inserts)
    for p in g.derivedReloads.values { insertLike.insert(p) }
    for (k, to) in items.moveTo.enumerated() where insertLike.contains(to) {
      return m.error(
        .insertAndMoveToSameIndexPath, "R10", uikit: true, m.r10InsertAndMoveTo(moves[k].to))
    }
    var movedTo: [_Key: Int] = [:]
    for (k, to) in items.moveTo.enumerated() {
      if let other = movedTo[to] {
        return m.error(
          .moveToSameIndexPathTwice, "R11", uikit: kind == .table,
          m.r11MoveToTwice(moves[other].from, moves[k].from, to: moves[k].to))
      }
      movedTo[to] = k
    }
    for (k, from) in items.moveFrom.enumerated() where moveFrom[from] != k {
      let other = moveFrom[from]!
      return m.error(
        .moveFromSameIndexPathTwice, "R12", uikit: false,
        m.r12MoveFromTwice(moves[k].from, moves[other].to, moves[k].to))
    }
    return nil
  }

  /// R14 and R15: item moves into inserted or out of deleted sections (UIKit checks for table
  /// views; strict-only for collection views, whose UIKit text is unknown).
  func checkSectionMoves(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    for k in items.moveFrom.indices {
      let (from, to) = (items.moveFrom[k].section, items.moveTo[k].section)
      if g.freshSections.contains(to) {
        return m.error(
          .moveIntoInsertedSection, "R14", uikit: kind == .table, m.r14MoveIntoInsertedSection(to))
      }
      if g.deletedSections.contains(from) || g.reloadedSectionSet.contains(from) {
        return m.error(
          .moveFromDeletedSection, "R15", uikit: kind == .table, m.r15MoveFromDeletedSection(from))
      }
    }
    return nil
  }
}
