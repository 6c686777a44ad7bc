import Foundation

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
