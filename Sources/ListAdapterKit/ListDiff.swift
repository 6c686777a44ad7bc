import Foundation
import ListKit

/// An object IGListKit can diff (`IGListDiffable`): an identifier that stays the same while the
/// object changes, and an equality of what it shows.
///
/// Unlike IGListKit's Objective-C protocol, it is not limited to classes: on a phone, Swift
/// bridges `Int`, `Double`, `Bool` and `String` to `NSNumber` and `NSString` (which conform), so
/// `[1, 2, 3] as [ListDiffable]` holds three numbers; Linux has no such bridging at run time, and
/// the same cast would trap. Here those value types conform themselves, with the identifiers and
/// equality of the numbers and strings they bridge to, so the cast works as on a phone. `===`
/// and `!==` between diffable values keep their meaning: the same instance for objects, equal
/// values of the same type for the value types.
public protocol ListDiffable {
  /// The identity: two objects with equal identifiers (`isEqual(_:)`, `hash`) are the same item.
  func diffIdentifier() -> any NSObjectProtocol
  /// Whether `object` shows the same as this object (compared only for equal identifiers).
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool
}

extension NSString: ListDiffable {
  /// The string itself, as IGListKit's category does.
  public func diffIdentifier() -> any NSObjectProtocol { self }
  /// Mirrors `IGListDiffable`'s `isEqualToDiffableObject:` for `NSString`: `isEqual(_:)` with
  /// `object`.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { isEqual(object) }
}

extension NSNumber: ListDiffable {
  /// The number itself, as IGListKit's category does.
  public func diffIdentifier() -> any NSObjectProtocol { self }
  /// Mirrors `IGListDiffable`'s `isEqualToDiffableObject:` for `NSNumber`: `isEqual(_:)` with
  /// `object`.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { isEqual(object) }
}

/// The value types Swift bridges to `NSNumber` on a phone: their identifier is that number, and
/// two are equal when their numbers are (`1` and `1.0` too, as `NSNumber`'s `isEqual(_:)` has
/// it).
public protocol _ListDiffableNumber: ListDiffable {
  /// The number it bridges to.
  var _bridgedNumber: NSNumber { get }
}

extension _ListDiffableNumber {
  /// The number it bridges to, as on a phone.
  public func diffIdentifier() -> any NSObjectProtocol { _bridgedNumber }
  /// Whether `object`'s identifier is an equal number (`NSNumber`'s `isEqual(_:)`).
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    object.map { _bridgedNumber.isEqual($0.diffIdentifier()) } ?? false
  }
}

extension Int: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Int64: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Int32: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension UInt: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Double: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Float: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Bool: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}

extension String: ListDiffable {
  /// The `NSString` it bridges to on a phone.
  public func diffIdentifier() -> any NSObjectProtocol { NSString(string: self) }
  /// Whether `object`'s identifier is an equal string (`NSString`'s `isEqual(_:)`).
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    object.map { NSString(string: self).isEqual($0.diffIdentifier()) } ?? false
  }
}

/// Whether two diffable values are the same (IGListKit compares pointers): the same instance for
/// objects; for the value types that conform (``ListDiffable``), equal values of the same type,
/// as a phone's small `NSNumber`s and literal strings are one instance each.
public func === (lhs: (any ListDiffable)?, rhs: (any ListDiffable)?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): return true
  case (let a?, let b?):
    let first = _instanceAddress(a)
    let second = _instanceAddress(b)
    if first != nil || second != nil { return first == second }
    return type(of: a) == type(of: b) && a.diffIdentifier().isEqual(b.diffIdentifier())
      && a.isEqual(toDiffableObject: b)
  default: return false
  }
}

/// The address of `value` when it is a class instance, `nil` for a value: read without bridging
/// the instance to `AnyObject` (a dynamic cast on every call, the most of an update's identity
/// checks otherwise).
@usableFromInline
func _instanceAddress<T: ListDiffable>(_ value: T) -> UnsafeRawPointer? {
  guard T.self is AnyClass else { return nil }
  return unsafeBitCast(value, to: UnsafeRawPointer.self)
}

/// Whether two diffable values are not the same (see `===`).
public func !== (lhs: (any ListDiffable)?, rhs: (any ListDiffable)?) -> Bool { !(lhs === rhs) }

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

/// `IGListDiffOption`: how objects with equal identifiers are compared.
public enum ListDiffOption: Int, Sendable {
  /// Updated when the instances differ.
  case pointerPersonality
  /// Updated when `isEqual(toDiffableObject:)` is false.
  case equality
}

/// A move between two indexes (`IGListMoveIndex`).
public final class ListMoveIndex: Hashable, CustomStringConvertible, Sendable {
  /// The index the object moves from, in the old array.
  public let from: Int
  /// The index the object moves to, in the new array.
  public let to: Int
  init(from: Int, to: Int) { (self.from, self.to) = (from, to) }
  /// Equal when both indexes are equal.
  public static func == (a: ListMoveIndex, b: ListMoveIndex) -> Bool {
    a.from == b.from && a.to == b.to
  }
  /// Hashes both indexes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(from)
    hasher.combine(to)
  }
  /// `<move from -> to>`.
  public var description: String { "<move \(from) -> \(to)>" }
}

/// A move between two index paths (`IGListMoveIndexPath`).
public final class ListMoveIndexPath: Hashable, CustomStringConvertible, Sendable {
  /// The index path the object moves from, in the old arrays.
  public let from: IndexPath
  /// The index path the object moves to, in the new arrays.
  public let to: IndexPath
  init(from: IndexPath, to: IndexPath) { (self.from, self.to) = (from, to) }
  /// Equal when both index paths are equal.
  public static func == (a: ListMoveIndexPath, b: ListMoveIndexPath) -> Bool {
    a.from == b.from && a.to == b.to
  }
  /// Hashes both index paths.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(from)
    hasher.combine(to)
  }
  /// `<move from -> to>`.
  public var description: String { "<move \(from) -> \(to)>" }
}

/// The result of ``ListDiff(oldArray:newArray:option:)`` (`IGListIndexSetResult`): deletes and
/// updates in old indexes, inserts in new ones, and moves.
public final class ListIndexSetResult: CustomStringConvertible {
  /// New indexes of inserted objects.
  public let inserts: IndexSet
  /// Old indexes of deleted objects.
  public let deletes: IndexSet
  /// Old indexes of objects kept whose content changed.
  public let updates: IndexSet
  /// Objects kept whose index changed, from old index to new.
  public let moves: [ListMoveIndex]
  private let oldKeys: [_IdentifierKey]
  private let newKeys: [_IdentifierKey]
  private(set) lazy var oldIndexes = _ListDiff.indexes(oldKeys)
  private(set) lazy var newIndexes = _ListDiff.indexes(newKeys)

  init(
    inserts: IndexSet, deletes: IndexSet, updates: IndexSet, moves: [ListMoveIndex],
    oldKeys: [_IdentifierKey], newKeys: [_IdentifierKey]
  ) {
    (self.inserts, self.deletes, self.updates, self.moves) = (inserts, deletes, updates, moves)
    (self.oldKeys, self.newKeys) = (oldKeys, newKeys)
  }

  /// Whether there is any insert, delete, update or move.
  public var hasChanges: Bool { changeCount > 0 }
  /// The number of inserts, deletes, updates and moves together.
  public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

  /// The old index of the object with `identifier` (the last one, for a repeated identifier),
  /// or `NSNotFound`.
  public func oldIndex(forIdentifier identifier: any NSObjectProtocol) -> Int {
    oldIndexes[_IdentifierKey(identifier: identifier)] ?? NSNotFound
  }

  /// The new index of the object with `identifier`, or `NSNotFound`.
  public func newIndex(forIdentifier identifier: any NSObjectProtocol) -> Int {
    newIndexes[_IdentifierKey(identifier: identifier)] ?? NSNotFound
  }

  /// The same as ``forBatchUpdates()``, by the name Objective-C code uses.
  @available(*, deprecated, renamed: "forBatchUpdates()")
  public func resultForBatchUpdates() -> ListIndexSetResult { forBatchUpdates() }

  /// The result a batch update can apply (IGListKit's Swift name for `-resultForBatchUpdates`):
  /// an object that both moved and changed becomes a delete and an insert (UIKit cannot reload
  /// what it moves), and every other update too.
  public func forBatchUpdates() -> ListIndexSetResult {
    var deletes = self.deletes
    var inserts = self.inserts
    var updates = self.updates
    var moves = self.moves
    for k in moves.indices.reversed() where updates.contains(moves[k].from) {
      updates.remove(moves[k].from)
      deletes.insert(moves[k].from)
      inserts.insert(moves[k].to)
      moves.remove(at: k)
    }
    for (key, old) in oldIndexes where updates.contains(old) {
      deletes.insert(old)
      if let new = newIndexes[key] { inserts.insert(new) }
    }
    return ListIndexSetResult(
      inserts: inserts, deletes: deletes, updates: [], moves: moves, oldKeys: oldKeys,
      newKeys: newKeys)
  }

  /// `<ListIndexSetResult; …>` with the count of each kind of change.
  public var description: String {
    "<ListIndexSetResult; \(inserts.count) inserts; \(deletes.count) deletes; \(updates.count) updates; \(moves.count) moves>"
  }
}

/// The result of ``ListDiffPaths(fromSection:toSection:oldArray:newArray:option:)``
/// (`IGListIndexPathResult`).
public final class ListIndexPathResult: CustomStringConvertible {
  /// New index paths of inserted objects.
  public let inserts: [IndexPath]
  /// Old index paths of deleted objects.
  public let deletes: [IndexPath]
  /// Old index paths of objects kept whose content changed.
  public let updates: [IndexPath]
  /// Objects kept whose index path changed, from old to new.
  public let moves: [ListMoveIndexPath]
  let oldPaths: [_IdentifierKey: IndexPath]
  let newPaths: [_IdentifierKey: IndexPath]

  init(
    inserts: [IndexPath], deletes: [IndexPath], updates: [IndexPath], moves: [ListMoveIndexPath],
    oldPaths: [_IdentifierKey: IndexPath], newPaths: [_IdentifierKey: IndexPath]
  ) {
    (self.inserts, self.deletes, self.updates, self.moves) = (inserts, deletes, updates, moves)
    (self.oldPaths, self.newPaths) = (oldPaths, newPaths)
  }

  /// Whether there is any insert, delete, update or move.
  public var hasChanges: Bool { changeCount > 0 }
  /// The number of inserts, deletes, updates and moves together.
  public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

  /// The old index path of the object with `identifier`, or `nil` when the old array lacks it.
  public func oldIndexPath(forIdentifier identifier: any NSObjectProtocol) -> IndexPath? {
    oldPaths[_IdentifierKey(identifier: identifier)]
  }

  /// The new index path of the object with `identifier`, or `nil` when the new array lacks it.
  public func newIndexPath(forIdentifier identifier: any NSObjectProtocol) -> IndexPath? {
    newPaths[_IdentifierKey(identifier: identifier)]
  }

  /// The same as ``forBatchUpdates()``, by the name Objective-C code uses.
  @available(*, deprecated, renamed: "forBatchUpdates()")
  public func resultForBatchUpdates() -> ListIndexPathResult { forBatchUpdates() }

  /// As ``ListIndexSetResult/forBatchUpdates()``, with index paths (unordered, as
  /// IGListKit returns them from sets; sorted here so the result is deterministic).
  public func forBatchUpdates() -> ListIndexPathResult {
    var deletes = Set(self.deletes)
    var inserts = Set(self.inserts)
    var updates = Set(self.updates)
    var moves = self.moves
    for k in moves.indices.reversed() where updates.contains(moves[k].from) {
      updates.remove(moves[k].from)
      deletes.insert(moves[k].from)
      inserts.insert(moves[k].to)
      moves.remove(at: k)
    }
    for (key, old) in oldPaths where updates.contains(old) {
      deletes.insert(old)
      if let new = newPaths[key] { inserts.insert(new) }
    }
    return ListIndexPathResult(
      inserts: inserts.sorted(), deletes: deletes.sorted(), updates: [], moves: moves,
      oldPaths: oldPaths, newPaths: newPaths)
  }

  /// `<ListIndexPathResult; …>` with the count of each kind of change.
  public var description: String {
    "<ListIndexPathResult; \(inserts.count) inserts; \(deletes.count) deletes; \(updates.count) updates; \(moves.count) moves>"
  }
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

  init(
    old: [any ListDiffable], new: [any ListDiffable], option: ListDiffOption,
    oldKeys: [_IdentifierKey]? = nil, newKeys: [_IdentifierKey]? = nil
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
    table.reserveCapacity(old.count)
    var entries: [Entry] = []
    entries.reserveCapacity(old.count)
    var nextOld = [Int](repeating: -1, count: old.count)
    for (i, key) in self.oldKeys.enumerated() {
      if let e = table[key] {
        nextOld[entries[e].tail] = i
        entries[e].tail = i
      } else {
        table[key] = entries.count
        entries.append(Entry(head: i, tail: i))
      }
    }
    // The k-th new occurrence of an identifier takes its k-th old occurrence.
    var newEntry = [Int](repeating: -1, count: new.count)
    var oldMatched = [Bool](repeating: false, count: old.count)
    for i in new.indices {
      guard let e = table[self.newKeys[i]], entries[e].head >= 0 else { continue }
      let o = entries[e].head
      entries[e].head = nextOld[o]
      let changed: Bool
      switch option {
      case .pointerPersonality: changed = new[i] !== old[o]
      case .equality: changed = new[i] !== old[o] && !new[i].isEqual(toDiffableObject: old[o])
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

/// `objects` without the later ones of a repeated identifier (the first stays), as IGListKit
/// removes them, with each one's key; `duplicate` hears each object left out and the first one
/// of its identifier.
func _removingDuplicateIdentifiers(
  _ objects: [any ListDiffable],
  duplicate: (_ object: any ListDiffable, _ first: any ListDiffable) -> Void = { _, _ in }
) -> ([any ListDiffable], [_IdentifierKey]) {
  var seen: [_IdentifierKey: Int] = [:]
  seen.reserveCapacity(objects.count)
  var unique: [any ListDiffable] = []
  var keys: [_IdentifierKey] = []
  unique.reserveCapacity(objects.count)
  keys.reserveCapacity(objects.count)
  for object in objects {
    let key = _IdentifierKey(object)
    if let first = seen[key] {
      duplicate(object, unique[first])
      continue
    }
    seen[key] = unique.count
    unique.append(object)
    keys.append(key)
  }
  return (unique, keys)
}
