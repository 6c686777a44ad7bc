import Foundation
import ListKit

extension _BatchValidator {
  // MARK: UIKit's collision checks (R8–R12, R14–R17, R20)

  func checkCollisions(_ g: Groups) -> BatchUpdateError? {
    checkSectionCollisions(g) ?? checkItemCollisions(g) ?? checkSectionMoves(g)
  }

  func checkSectionCollisions(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    for s in g.reloadedSections where g.deletedSections.contains(s) {
      return m.error(.r8SectionDeleteAndReload, m.r8DeleteAndReloadSection(s))
    }
    var seenFrom = Set<Int>()
    var seenTo = Set<Int>()
    for move in batch.moveSections {
      if g.deletedSections.contains(move.from) || g.reloadedSectionSet.contains(move.from) {
        return m.error(.r16DeleteAndMoveSection, m.r16DeleteAndMoveSection(move.from))
      }
      if !seenFrom.insert(move.from).inserted {
        return m.error(.moveSectionTwice, m.moveSectionTwice(move.from, source: true))
      }
      if g.freshSections.contains(move.to) {
        return m.error(.r17InsertAndMoveSection, m.r17InsertAndMoveSection(move.to))
      }
      if !seenTo.insert(move.to).inserted {
        return m.error(.moveSectionTwice, m.moveSectionTwice(move.to, source: false))
      }
    }
    return nil
  }

  func checkItemCollisions(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    // Positions are looked up in sorted arrays, not hashed per operation, and the first offender
    // in declaration order (what UIKit reports) is searched for only once a collision is known
    // to exist (docs/performance.md, "What made it fast").
    // Positions as one word each, sorted: the range checks have run, so sections and items are
    // non-negative 32-bit values and the words order as the pairs do; sorting words costs a
    // fraction of sorting pairs.
    let sources = Self.sortedWords(items.moveFrom)
    for p in g.reloads {
      if Self.contains(g.deletes[p.section], p.item) {
        return m.error(.r8DeleteAndReload, m.r8DeleteAndReload(p.indexPath))
      }
      if Self.contains(sources, p._word) {
        // Rule R20: UIKit reports the collision of the reload's implied delete.
        return kind == .table
          ? m.error(.r20ReloadAndMoveTable, m.r9DeleteAndMoveFrom(p.indexPath))
          : m.error(.r20ReloadAndMoveCollection, m.r8DeleteAndReload(p.indexPath))
      }
    }
    guard !sources.isEmpty else { return nil }
    if items.moveFrom.contains(where: { Self.contains(g.deletes[$0.section], $0.item) }) {
      let moved = Set(items.moveFrom)
      for p in items.deletes where moved.contains(p) {
        return m.error(.r9DeleteAndMove, m.r9DeleteAndMoveFrom(p.indexPath))
      }
    }
    for (k, to) in items.moveTo.enumerated()
    where Self.contains(g.inserts[to.section], to.item)
      || Self.contains(g.derivedBySection[to.section], to.item)
    {
      return m.error(
        .r10InsertAndMove,
        m.r10InsertAndMoveTo(batch.moveItems[k].to))
    }
    if Self.hasRepeats(Self.sortedWords(items.moveTo)) {
      let moves = batch.moveItems
      var first: [_SectionItem: Int] = [:]
      for (k, to) in items.moveTo.enumerated() {
        if let other = first[to] {
          return m.error(
            .r11MoveToTwice,
            m.r11MoveToTwice(moves[other].from, moves[k].from, to: moves[k].to))
        }
        first[to] = k
      }
    }
    if Self.hasRepeats(sources) {
      let moves = batch.moveItems
      var first: [_SectionItem: Int] = [:]
      for (k, from) in items.moveFrom.enumerated() {
        if let other = first[from] {
          return m.error(
            .r12MoveFromTwice,
            m.r12MoveFromTwice(moves[k].from, moves[other].to, moves[k].to))
        }
        first[from] = k
      }
    }
    return nil
  }

  /// The positions as words (`section << 32 | item`), ascending. Only for positions the range
  /// checks accepted.
  static func sortedWords(_ positions: [_SectionItem]) -> [Int] {
    var words = positions.map(\._word)
    if !words.isSorted { words.sort() }
    return words
  }

  /// Whether a sorted array holds two equal neighbours.
  static func hasRepeats<C: Collection>(_ sorted: C) -> Bool where C.Element: Equatable {
    zip(sorted, sorted.dropFirst()).contains { $0 == $1 }
  }

  /// R14 and R15: item moves into inserted or out of deleted (or reloaded) sections. UIKit
  /// raises both for both kinds of view in every strictness (R14 for collection views:
  /// TLIndexPathTools #18, text unknown; R15 for collection views: JSQDataSourcesKit #12).
  func checkSectionMoves(_ g: Groups) -> BatchUpdateError? {
    let m = messages
    for k in items.moveFrom.indices {
      let (from, to) = (items.moveFrom[k].section, items.moveTo[k].section)
      if g.freshSections.contains(to) {
        return m.error(.r14MoveIntoInsertedSection, m.r14MoveIntoInsertedSection(to))
      }
      if g.deletedSections.contains(from) || g.reloadedSectionSet.contains(from) {
        return m.error(.r15MoveFromDeletedSection, m.r15MoveFromDeletedSection(from))
      }
    }
    return nil
  }

  /// Whether an ascending array holds `value`.
  ///
  /// - Complexity: O(log n).
  static func contains<C: RandomAccessCollection>(_ sorted: C, _ value: C.Element) -> Bool
  where C.Element: Comparable, C.Index == Int {
    var (low, high) = (sorted.startIndex, sorted.endIndex)
    while low < high {
      let mid = (low + high) >> 1
      if sorted[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low < sorted.endIndex && sorted[low] == value
  }
}
