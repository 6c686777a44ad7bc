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
    var moveFrom: [_Key: Move<IndexPath>] = [:]
    for move in batch.moveItems where moveFrom[_Key(move.from)] == nil {
      moveFrom[_Key(move.from)] = move
    }
    if !g.reloads.isEmpty {
      let deletes = Set(batch.deleteItems.lazy.map(_Key.init))
      for p in g.reloads {
        if deletes.contains(_Key(p)) {
          return m.error(.deleteAndReloadSameIndexPath, "R8", uikit: true, m.r8DeleteAndReload(p))
        }
        if moveFrom[_Key(p)] != nil {
          // Rule R20: UIKit reports the collision of the reload's implied delete.
          return kind == .table
            ? m.error(.deleteAndMoveFromSameIndexPath, "R20", uikit: true, m.r9DeleteAndMoveFrom(p))
            : m.error(.deleteAndReloadSameIndexPath, "R20", uikit: true, m.r8DeleteAndReload(p))
        }
      }
    }
    guard !moveFrom.isEmpty else { return nil }
    for p in batch.deleteItems where moveFrom[_Key(p)] != nil {
      return m.error(.deleteAndMoveFromSameIndexPath, "R9", uikit: true, m.r9DeleteAndMoveFrom(p))
    }
    var insertLike = Set(batch.insertItems.lazy.map(_Key.init))
    for p in g.derivedReloads.values { insertLike.insert(_Key(p)) }
    for move in batch.moveItems where insertLike.contains(_Key(move.to)) {
      return m.error(
        .insertAndMoveToSameIndexPath, "R10", uikit: true, m.r10InsertAndMoveTo(move.to))
    }
    var movedTo: [_Key: IndexPath] = [:]
    for move in batch.moveItems {
      if let other = movedTo[_Key(move.to)] {
        return m.error(
          .moveToSameIndexPathTwice, "R11", uikit: kind == .table,
          m.r11MoveToTwice(other, move.from, to: move.to))
      }
      movedTo[_Key(move.to)] = move.from
    }
    var movedFrom: [_Key: IndexPath] = [:]
    for move in batch.moveItems {
      if let other = movedFrom[_Key(move.from)] {
        return m.error(
          .moveFromSameIndexPathTwice, "R12", uikit: false,
          m.r12MoveFromTwice(move.from, other, move.to))
      }
      movedFrom[_Key(move.from)] = move.to
    }
    return nil
  }

  /// R14 and R15: item moves into inserted or out of deleted sections (UIKit checks for table
  /// views; strict-only for collection views, whose UIKit text is unknown).
  func checkSectionMoves(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    for move in batch.moveItems {
      if g.freshSections.contains(move.to[0]) {
        return m.error(
          .moveIntoInsertedSection, "R14", uikit: kind == .table,
          m.r14MoveIntoInsertedSection(move.to[0]))
      }
      if g.deletedSections.contains(move.from[0]) || g.reloadedSectionSet.contains(move.from[0]) {
        return m.error(
          .moveFromDeletedSection, "R15", uikit: kind == .table,
          m.r15MoveFromDeletedSection(move.from[0]))
      }
    }
    return nil
  }
}
