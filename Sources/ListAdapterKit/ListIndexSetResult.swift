import Foundation

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

  /// The result of diffing nothing (an update of items alone).
  static var empty: ListIndexSetResult {
    ListIndexSetResult(inserts: [], deletes: [], updates: [], moves: [], oldKeys: [], newKeys: [])
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
