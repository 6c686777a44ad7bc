import Foundation
import ListKit

/// A diff identifier as a dictionary key: `hash` and `isEqual(_:)` of the identifier, as
/// IGListKit's table compares them (the same object is always equal).
struct _IdentifierKey: Hashable {
  let identifier: any NSObjectProtocol
  /// The identifier's `hash`, asked once: a key goes through several tables.
  let identifierHash: Int

  init(_ object: any ListDiffable) { self.init(identifier: object.diffIdentifier()) }
  init(identifier: any NSObjectProtocol) {
    self.identifier = identifier
    identifierHash = identifier.hash
  }

  func hash(into hasher: inout Hasher) { hasher.combine(identifierHash) }

  static func == (a: Self, b: Self) -> Bool {
    a.identifierHash == b.identifierHash
      && (a.identifier === b.identifier || a.identifier.isEqual(b.identifier))
  }
}

/// IGListKit's Swift name of ``ListDiffOption``: its header's rename does not reach Swift, so
/// code written for IGListKit spells it `IGListDiffOption`.
public typealias IGListDiffOption = ListDiffOption

/// `IGListDiffOption`: how objects with equal identifiers are compared.
public enum ListDiffOption: Int, Sendable {
  /// Updated when the instances differ.
  case pointerPersonality
  /// Updated when `isEqual(toDiffableObject:)` is false.
  case equality
}

/// IGListKit's diff of two object arrays, in O(n) (`IGListDiff`): objects are matched by
/// identifier; a repeated identifier matches its occurrences in order (the first new with the
/// first old, …) and the extra ones are inserts or deletes; a kept object whose content changed
/// (per `option`) is an update, at its old index; a kept object whose index is not what the
/// deletes and inserts before it explain is a move.
public func ListDiff(
  oldArray: [any ListDiffable]?, newArray: [any ListDiffable]?, option: ListDiffOption
)
  -> ListIndexSetResult
{
  let diff = _ListDiff(old: oldArray ?? [], new: newArray ?? [], option: option)
  return ListIndexSetResult(
    inserts: IndexSet(diff.inserts), deletes: IndexSet(diff.deletes),
    updates: IndexSet(diff.updates),
    moves: diff.moves.map { ListMoveIndex(from: $0.from, to: $0.to) },
    oldKeys: diff.oldKeys, newKeys: diff.newKeys)
}

/// ``ListDiff(oldArray:newArray:option:)`` with index paths: old positions in `fromSection`, new
/// ones in `toSection` (`IGListDiffPaths`).
public func ListDiffPaths(
  fromSection: Int, toSection: Int, oldArray: [any ListDiffable]?, newArray: [any ListDiffable]?,
  option: ListDiffOption
) -> ListIndexPathResult {
  let diff = _ListDiff(old: oldArray ?? [], new: newArray ?? [], option: option)
  func old(_ i: Int) -> IndexPath { IndexPath(item: i, section: fromSection) }
  func new(_ i: Int) -> IndexPath { IndexPath(item: i, section: toSection) }
  return ListIndexPathResult(
    inserts: diff.inserts.map(new), deletes: diff.deletes.map(old), updates: diff.updates.map(old),
    moves: diff.moves.map { ListMoveIndexPath(from: old($0.from), to: new($0.to)) },
    oldPaths: _ListDiff.indexes(diff.oldKeys).mapValues(old),
    newPaths: _ListDiff.indexes(diff.newKeys).mapValues(new))
}

/// The diff itself, in plain indexes. One dictionary pass over the old identifiers (insert) and
/// one over the new ones (lookup), as a plain hash join; the index maps of the result are built
/// only when asked for.
struct _ListDiff {
  var inserts: [Int] = []
  var deletes: [Int] = []
  var updates: [Int] = []
  var moves: [(from: Int, to: Int)] = []
  let oldKeys: [_IdentifierKey]
  let newKeys: [_IdentifierKey]

  /// One entry per identifier of the old array: its unmatched old occurrences, as a list through
  /// `nextOld` (in ascending order), and whether a match changed.
  private struct Entry {
    var head: Int
    var tail: Int
    var updated = false
  }

  /// For each new object, the old index it matched (`-1`: inserted).
  var newMatch: [Int] = []

  /// The diff of `old` and `new`; the keys of either, when given, are theirs. `oldIndexOfNew`,
  /// when given, is the matching found already, for old and new identifiers that each all
  /// differ: each new object's old index (`-1`: none), no two the same.
  init(
    old: [any ListDiffable], new: [any ListDiffable], option: ListDiffOption,
    oldKeys: [_IdentifierKey]? = nil, newKeys: [_IdentifierKey]? = nil,
    oldIndexOfNew: [Int]? = nil
  ) {
    self.oldKeys = oldKeys ?? old.map(_IdentifierKey.init)
    self.newKeys = newKeys ?? new.map(_IdentifierKey.init)
    newMatch = [Int](repeating: -1, count: new.count)
    if new.isEmpty {
      deletes = Array(old.indices)
      return
    }
    if old.isEmpty {
      inserts = Array(new.indices)
      return
    }
    var table: [_IdentifierKey: Int] = [:]
    var entries: [Entry] = []
    entries.reserveCapacity(old.count)
    var nextOld = [Int](repeating: -1, count: old.count)
    // Matched already (distinct old identifiers): each old object is its own entry, whose
    // index is its old index, and a new object's entry is the old index found for it.
    var matched: [Int]?
    if let oldIndexOfNew, oldIndexOfNew.count == new.count,
      oldIndexOfNew.allSatisfy({ $0 < old.count })
    {
      for i in old.indices { entries.append(Entry(head: i, tail: i)) }
      matched = oldIndexOfNew
    } else {
      table.reserveCapacity(old.count)
      for (i, key) in self.oldKeys.enumerated() {
        if let e = table[key] {
          nextOld[entries[e].tail] = i
          entries[e].tail = i
        } else {
          table[key] = entries.count
          entries.append(Entry(head: i, tail: i))
        }
      }
    }
    // The k-th new occurrence of an identifier takes its k-th old occurrence.
    var newEntry = [Int](repeating: -1, count: new.count)
    var oldMatched = [Bool](repeating: false, count: old.count)
    for i in new.indices {
      let found: Int?
      if let matched {
        found = matched[i] >= 0 ? matched[i] : nil
      } else {
        found = table[self.newKeys[i]]
      }
      guard let e = found, entries[e].head >= 0 else { continue }
      let o = entries[e].head
      entries[e].head = nextOld[o]
      let changed: Bool
      switch option {
      case .pointerPersonality: changed = !_isSame(new[i], old[o])
      case .equality:
        changed = !_isSame(new[i], old[o]) && !new[i].isEqual(toDiffableObject: old[o])
      }
      if changed { entries[e].updated = true }
      newMatch[i] = o
      newEntry[i] = e
      oldMatched[o] = true
    }
    var deleteOffsets = [Int](repeating: 0, count: old.count)
    var running = 0
    for i in old.indices {
      deleteOffsets[i] = running
      if !oldMatched[i] {
        deletes.append(i)
        running += 1
      }
    }
    running = 0
    for i in new.indices {
      let o = newMatch[i]
      if o < 0 {
        inserts.append(i)
        running += 1
        continue
      }
      if entries[newEntry[i]].updated { updates.append(o) }
      if o - deleteOffsets[o] + running != i { moves.append((o, i)) }
    }
    updates.sort()
  }

  /// Each identifier's index (the last occurrence's, as IGListKit's map keeps it).
  static func indexes(_ keys: [_IdentifierKey]) -> [_IdentifierKey: Int] {
    var map: [_IdentifierKey: Int] = [:]
    map.reserveCapacity(keys.count)
    for (i, key) in keys.enumerated() { map[key] = i }
    return map
  }
}

/// The value of an inout access (a dictionary's `subscript(_:default:)` accessed so stores the
/// default for a missing key: an insert-if-absent in one look-up).
@inline(__always)
func _value<Value>(_ value: inout Value) -> Value { value }

/// Objects of distinct identifiers: each one's key, and each key's index (the table the diff
/// and the section map look identifiers up in, made once).
struct _DistinctObjects {
  /// The objects, in order.
  var objects: [any ListDiffable] = []
  /// Each object's identifier key.
  var keys: [_IdentifierKey] = []
  /// Each key's index in ``objects``, when made (`nil`: made when first needed).
  var indexOfKey: [_IdentifierKey: Int]?
}

/// `objects` without the later ones of a repeated identifier (the first stays), as IGListKit
/// removes them, with each one's key; `duplicate` hears each object left out and the first one
/// of its identifier.
func _removingDuplicateIdentifiers(
  _ objects: [any ListDiffable],
  duplicate: (_ object: any ListDiffable, _ first: any ListDiffable) -> Void = { _, _ in }
) -> _DistinctObjects {
  var distinct = _DistinctObjects()
  var indexOfKey: [_IdentifierKey: Int] = [:]
  indexOfKey.reserveCapacity(objects.count)
  distinct.objects.reserveCapacity(objects.count)
  distinct.keys.reserveCapacity(objects.count)
  for object in objects {
    let key = _IdentifierKey(object)
    let next = distinct.objects.count
    // One look-up: the entry is made with `next` when the key is new.
    let first = _value(&indexOfKey[key, default: next])
    if first != next {
      duplicate(object, distinct.objects[first])
      continue
    }
    distinct.objects.append(object)
    distinct.keys.append(key)
  }
  distinct.indexOfKey = indexOfKey
  return distinct
}
