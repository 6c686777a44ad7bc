import Foundation
import ListKit
import ListSimulator

/// Random hand-written batches: planned changes declared the way UIKit expects, and corruptions
/// of them — the mistakes app code makes (repeated indexes, off by one, the wrong index space,
/// dropped or extra operations).
public enum BatchCases {
  /// Old and new data (item numbers, unique across the data) and a batch between them.
  public struct Case: Sendable, Hashable, CustomStringConvertible {
    /// The item numbers of each section before the batch.
    public var old: [[Int]]
    /// The item numbers of each section after the batch.
    public var new: [[Int]]
    /// The batch declared between `old` and `new` (possibly corrupted).
    public var batch: BatchUpdate
    /// A case of `batch` from `old` to `new`.
    public init(old: [[Int]], new: [[Int]], batch: BatchUpdate) {
      self.old = old
      self.new = new
      self.batch = batch
    }
    /// `old … new …`, then the batch on the next line.
    public var description: String { "old \(old) new \(new)\n\(batch)" }
  }

  /// A planned change: sections kept, deleted, reloaded, moved and inserted; items deleted,
  /// inserted, moved within and across sections, reloaded and reconfigured. The batch declares
  /// it the way UIKit expects (but not always validly: reloads land where A3 puts them).
  public static func planned(_ rng: inout SplitMix64) -> Case {
    var nextID = 0
    func ids(_ n: Int) -> [Int] {
      defer { nextID += n }
      return Array(nextID..<(nextID + n))
    }
    let old = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
      ids(Int.random(in: 0...5, using: &rng))
    }
    var batch = BatchUpdate()
    enum Fate { case keep, delete, reload, move }
    let fates: [Fate] = old.map { _ in
      switch Int.random(in: 0..<20, using: &rng) {
      case 0..<3: .delete
      case 3..<5: .reload
      case 5..<8: .move
      default: .keep
      }
    }
    // After sections: (old index or -1 for a new one, moved?).
    var layout: [(origin: Int, moved: Bool)] = old.indices.filter { fates[$0] == .keep }.map {
      ($0, false)
    }
    for b in old.indices where fates[b] == .move {
      layout.insert((b, true), at: Int.random(in: 0...layout.count, using: &rng))
    }
    for b in old.indices where fates[b] == .reload {
      layout.insert((-1 - b, false), at: Int.random(in: 0...layout.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      layout.insert((-1000, false), at: Int.random(in: 0...layout.count, using: &rng))
    }
    for (a, entry) in layout.enumerated() {
      if entry.origin == -1000 { batch.insertSections.append(a) }
      if entry.moved { batch.moveSections.append(PositionMove(from: entry.origin, to: a)) }
    }
    batch.deleteSections = old.indices.filter { fates[$0] == .delete }
    batch.reloadSections = old.indices.filter { fates[$0] == .reload }
    // Items of continuing sections: survivors in order, with new and moved-in items placed.
    var survivors: [[Int]] = []
    var movedOut: [(item: Int, from: IndexPath)] = []
    for entry in layout {
      guard entry.origin >= 0 else {
        survivors.append([])
        continue
      }
      let b = entry.origin
      var keep: [Int] = []
      for (i, item) in old[b].enumerated() {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: batch.deleteItems.append(IndexPath(item: i, section: b))
        case 1: movedOut.append((item, IndexPath(item: i, section: b)))
        case 2:
          batch.reloadItems.append(IndexPath(item: i, section: b))
          keep.append(item)
        case 3:
          batch.reconfigureItems.append(IndexPath(item: i, section: b))
          keep.append(item)
        default: keep.append(item)
        }
      }
      survivors.append(keep)
    }
    var placed = survivors
    var moveTargets: [(item: Int, from: IndexPath)] = []
    for (a, entry) in layout.enumerated() {
      if entry.origin == -1000 || entry.origin < 0 {
        placed[a] = ids(Int.random(in: 0...3, using: &rng))
        continue
      }
      for item in ids(Int.random(in: 0...2, using: &rng)) {
        placed[a].insert(item, at: Int.random(in: 0...placed[a].count, using: &rng))
      }
    }
    if !placed.isEmpty {
      for moved in movedOut {
        let a = Int.random(in: 0..<placed.count, using: &rng)
        placed[a].insert(moved.item, at: Int.random(in: 0...placed[a].count, using: &rng))
        moveTargets.append(moved)
      }
    } else {
      for moved in movedOut { batch.deleteItems.append(moved.from) }
    }
    let new = placed
    let oldPlaces = Dictionary(
      uniqueKeysWithValues: old.enumerated().flatMap { s, items in
        items.enumerated().map { ($1, IndexPath(item: $0, section: s)) }
      })
    let movedItems = Set(moveTargets.map(\.item))
    for (a, items) in new.enumerated() {
      for (k, item) in items.enumerated() {
        if movedItems.contains(item) {
          batch.moveItems.append(
            PositionMove(from: oldPlaces[item]!, to: IndexPath(item: k, section: a)))
        } else if oldPlaces[item] == nil, layout[a].origin >= 0 {
          batch.insertItems.append(IndexPath(item: k, section: a))
        }
      }
    }
    return Case(old: old, new: new, batch: batch)
  }

  /// A section reload whose implied insert finds no place (A3's section form, the rarest rule of
  /// the coverage table): the last section deleted twice (the repeat deletes the section after
  /// it, as UIKit counts repeats) and the one before it reloaded; the data keeps the sections in
  /// front, so the counts agree and only the placement rejects it. (Found by a brute-force
  /// search over small batches: a reload behind plain deletes always finds its place.)
  public static func reloadPastTheEnd(_ rng: inout SplitMix64) -> Case {
    var next = 0
    let count = Int.random(in: 2...4, using: &rng)
    let old = (0..<count).map { _ in
      (0..<Int.random(in: 0...3, using: &rng)).map { _ in
        defer { next += 1 }
        return next
      }
    }
    return Case(
      old: old, new: Array(old.prefix(count - 2)),
      batch: BatchUpdate(deleteSections: [count - 1, count - 1], reloadSections: [count - 2]))
  }

  /// One or two random corruptions of a batch.
  public static func corrupt(_ batch: inout BatchUpdate, _ rng: inout SplitMix64, sections: Int) {
    func nudge(_ value: Int) -> Int { value + (Bool.random(using: &rng) ? 1 : -1) }
    func randomPath() -> IndexPath {
      IndexPath(
        item: Int.random(in: 0...5, using: &rng),
        section: Int.random(in: 0...max(0, sections), using: &rng))
    }
    for _ in 0...Int.random(in: 0...1, using: &rng) {
      // Cases 16–20 aim at rules a 60-second campaign's coverage table showed as rare (R12,
      // R20's two forms, R22, a section both deleted and reloaded); A3's section form has a case
      // of its own (`reloadPastTheEnd`). docs/fuzzing.md, "Rule coverage".
      switch Int.random(in: 0..<21, using: &rng) {
      case 16:  // R12: a second move from the same source.
        if let move = batch.moveItems.first {
          batch.moveItems.append(PositionMove(from: move.from, to: randomPath()))
        }
      case 17:  // R20: a reload of a moved item.
        if let move = batch.moveItems.randomElement(using: &rng) {
          batch.reloadItems.append(move.from)
        }
      case 18:  // R20 (strict): a reconfigure of a moved item.
        if let move = batch.moveItems.randomElement(using: &rng) {
          batch.reconfigureItems.append(move.from)
        }
      case 19:  // R22 (strict): an item insert inside an inserted section.
        if let s = batch.insertSections.randomElement(using: &rng) {
          batch.insertItems.append(IndexPath(item: 0, section: s))
        }
      case 20:  // R19 / R8 (strict): a section both reloaded and deleted.
        if let s = batch.deleteSections.randomElement(using: &rng) {
          batch.reloadSections.append(s)
        }
      case 0:
        if let s = batch.deleteSections.randomElement(using: &rng) {
          batch.deleteSections.append(s)
        }
      case 1:
        if let s = batch.insertSections.randomElement(using: &rng) {
          batch.insertSections.append(s)
        } else {
          batch.insertSections.append(Int.random(in: 0...sections, using: &rng))
        }
      case 2:
        if let s = batch.reloadSections.randomElement(using: &rng) {
          batch.reloadSections.append(s)
        } else {
          batch.reloadSections.append(Int.random(in: 0...sections, using: &rng))
        }
      case 3:
        if !batch.moveSections.isEmpty {
          let k = Int.random(in: 0..<batch.moveSections.count, using: &rng)
          batch.moveSections[k] = PositionMove(
            from: batch.moveSections[k].from, to: nudge(batch.moveSections[k].to))
        } else {
          let s = Int.random(in: 0...sections, using: &rng)
          batch.moveSections.append(PositionMove(from: s, to: s))
        }
      case 4:
        if let p = batch.deleteItems.randomElement(using: &rng) { batch.deleteItems.append(p) }
      case 5:
        if let p = batch.insertItems.randomElement(using: &rng) { batch.insertItems.append(p) }
      case 6:
        if let p = batch.reloadItems.randomElement(using: &rng) {
          batch.reloadItems.append(p)
        } else {
          batch.reloadItems.append(randomPath())
        }
      case 7:
        if !batch.deleteItems.isEmpty {
          let k = Int.random(in: 0..<batch.deleteItems.count, using: &rng)
          batch.deleteItems[k][1] = nudge(batch.deleteItems[k][1])
        }
      case 8:
        if !batch.insertItems.isEmpty {
          let k = Int.random(in: 0..<batch.insertItems.count, using: &rng)
          // (A path corrupted to one index stays as it is.)
          if batch.insertItems[k].count == 2 {
            batch.insertItems[k][1] = nudge(batch.insertItems[k][1])
          }
        }
      case 9:
        if !batch.moveItems.isEmpty {
          let k = Int.random(in: 0..<batch.moveItems.count, using: &rng)
          var move = batch.moveItems[k]
          if Bool.random(using: &rng) {
            move.to[1] = nudge(move.to[1])
          } else {
            move.from[0] = nudge(move.from[0])
          }
          batch.moveItems[k] = move
        }
      case 10: if !batch.deleteItems.isEmpty { batch.deleteItems.removeLast() }
      case 11: if !batch.insertItems.isEmpty { batch.insertItems.removeFirst() }
      case 12:
        if !batch.moveItems.isEmpty {
          batch.moveItems.append(batch.moveItems[0])
        } else {
          batch.moveItems.append(PositionMove(from: randomPath(), to: randomPath()))
        }
      case 13: batch.reconfigureItems.append(randomPath())
      case 14:
        if let s = batch.deleteSections.first {
          batch.deleteSections[0] = nudge(s)
        } else {
          batch.deleteSections.append(Int.random(in: 0...sections, using: &rng))
        }
      default:
        if Int.random(in: 0..<4, using: &rng) == 0 {
          batch.insertItems.append(IndexPath(index: Int.random(in: 0...2, using: &rng)))
        } else {
          batch.reloadData = true
        }
      }
    }
  }

}
