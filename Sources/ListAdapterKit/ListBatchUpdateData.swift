import Foundation
import ListKit

/// The batch an updater sends to the collection view (`IGListBatchUpdateData`): section and item
/// inserts, deletes and moves, and item updates, cleaned up so that UIKit accepts them.
///
/// The initializer cleans up what it is given as IGListKit's does:
/// - a section move whose source section is deleted, or whose destination is inserted, is
///   dropped;
/// - a moved section that also has item deletes, item inserts or item moves is deleted and
///   inserted instead, and those item changes are dropped (UIKit cannot change the items of a
///   section it moves);
/// - an item move out of a deleted section is dropped;
/// - a delete repeated at one index path is sent once, and each repeat takes away one insert at
///   that index path, so the section's item count changes as the caller meant.
///
/// Item updates are kept as given.
public final class ListBatchUpdateData: CustomStringConvertible, Equatable {
  /// The sections inserted.
  public let insertSections: IndexSet
  /// The sections deleted.
  public let deleteSections: IndexSet
  /// The sections moved.
  public let moveSections: Set<ListMoveIndex>
  /// The items inserted.
  public let insertIndexPaths: [IndexPath]
  /// The items deleted, each index path once, in index path order.
  public let deleteIndexPaths: [IndexPath]
  /// The items reloaded in place.
  public let updateIndexPaths: [IndexPath]
  /// The items moved.
  public let moveIndexPaths: [ListMoveIndexPath]

  /// A batch of the given changes, cleaned up (see ``ListBatchUpdateData``): sections inserted,
  /// deleted and moved, and the items inserted (`insert`), deleted (`delete`), reloaded in place
  /// (`update`) and moved.
  public init(
    insertSections: IndexSet, deleteSections: IndexSet, moveSections: Set<ListMoveIndex>,
    insert insertIndexPaths: [IndexPath], delete deleteIndexPaths: [IndexPath],
    update updateIndexPaths: [IndexPath], moveIndexPaths: [ListMoveIndexPath]
  ) {
    var moves = moveSections
    var deletedSections = deleteSections
    var insertedSections = insertSections
    // Looked up in the moves as given (less the conflicting ones), never in what the clean-up
    // removes: a moved section with several item changes must be converted for each of them.
    var movedFrom: [Int: ListMoveIndex] = [:]
    var movedTo: [Int: ListMoveIndex] = [:]
    for move in moveSections {
      if deleteSections.contains(move.from) || insertSections.contains(move.to) {
        moves.remove(move)
      } else {
        movedFrom[move.from] = move
        movedTo[move.to] = move
      }
    }
    func deleteAndInsert(_ move: ListMoveIndex) {
      moves.remove(move)
      deletedSections.insert(move.from)
      insertedSections.insert(move.to)
    }
    let balanced = _balancedDeletesAndInserts(
      deletes: deleteIndexPaths, inserts: insertIndexPaths)
    // The section of an index path of two indexes (another one is kept as given).
    func section(_ path: IndexPath) -> Int? { path.count == 2 ? path[0] : nil }
    let deletes = balanced.deletes.filter { path in
      guard let section = section(path), let move = movedFrom[section] else { return true }
      deleteAndInsert(move)
      return false
    }
    let inserts = balanced.inserts.filter { path in
      guard let section = section(path), let move = movedTo[section] else { return true }
      deleteAndInsert(move)
      return false
    }
    let itemMoves = moveIndexPaths.filter { move in
      guard let from = section(move.from) else { return true }
      if deleteSections.contains(from) { return false }
      guard let sectionMove = movedFrom[from] else { return true }
      deleteAndInsert(sectionMove)
      return false
    }
    self.insertSections = insertedSections
    self.deleteSections = deletedSections
    self.moveSections = moves
    self.insertIndexPaths = inserts
    self.deleteIndexPaths = deletes
    self.updateIndexPaths = updateIndexPaths
    self.moveIndexPaths = itemMoves
  }

  /// The earlier spelling of ``init(insertSections:deleteSections:moveSections:insert:delete:update:moveIndexPaths:)``,
  /// with moves as arrays; cleaned up the same way.
  @available(
    *, deprecated,
    renamed: "init(insertSections:deleteSections:moveSections:insert:delete:update:moveIndexPaths:)"
  )
  public convenience init(
    insertSections: IndexSet, deleteSections: IndexSet, moveSections: [ListMoveIndex],
    insertIndexPaths: [IndexPath], deleteIndexPaths: [IndexPath], updateIndexPaths: [IndexPath],
    moveIndexPaths: [(from: IndexPath, to: IndexPath)]
  ) {
    self.init(
      insertSections: insertSections, deleteSections: deleteSections,
      moveSections: Set(moveSections), insert: insertIndexPaths, delete: deleteIndexPaths,
      update: updateIndexPaths,
      moveIndexPaths: moveIndexPaths.map { ListMoveIndexPath(from: $0.from, to: $0.to) })
  }

  /// The batch the adapter sent to the view, which its batch plan has already cleaned up as the
  /// public initializer would (`BatchPlanTests` checks that cleaning it again changes nothing).
  init(sent batch: BatchUpdate) {
    insertSections = IndexSet(batch.insertSections)
    deleteSections = IndexSet(batch.deleteSections)
    moveSections = Set(batch.moveSections.map { ListMoveIndex(from: $0.from, to: $0.to) })
    insertIndexPaths = batch.insertItems
    deleteIndexPaths = batch.deleteItems
    updateIndexPaths = batch.reloadItems
    moveIndexPaths = batch.moveItems.map { ListMoveIndexPath(from: $0.from, to: $0.to) }
  }

  /// Whether two batches hold the same changes, as `IGListBatchUpdateData`'s `isEqual:`
  /// compares them: the moved sections as a set, the index paths in order.
  public static func == (a: ListBatchUpdateData, b: ListBatchUpdateData) -> Bool {
    a === b
      || (a.insertSections == b.insertSections && a.deleteSections == b.deleteSections
        && a.moveSections == b.moveSections && a.insertIndexPaths == b.insertIndexPaths
        && a.deleteIndexPaths == b.deleteIndexPaths && a.updateIndexPaths == b.updateIndexPaths
        && a.moveIndexPaths == b.moveIndexPaths)
  }

  /// The counts of each kind of change.
  public var description: String {
    "<ListBatchUpdateData; deleteSections: \(deleteSections.count); insertSections: \(insertSections.count); moveSections: \(moveSections.count); deleteIndexPaths: \(deleteIndexPaths.count); insertIndexPaths: \(insertIndexPaths.count); updateIndexPaths: \(updateIndexPaths.count)>"
  }
}

/// Item deletes and inserts balanced as IGListKit balances them: a delete repeated at one index
/// path is kept once (in index path order), and each repeat takes away one insert at that index
/// path (the first ones given), so the net change of item counts is what the caller meant.
func _balancedDeletesAndInserts(
  deletes: [IndexPath], inserts: [IndexPath]
) -> (deletes: [IndexPath], inserts: [IndexPath]) {
  var deleteCounts: [IndexPath: Int] = [:]
  for path in deletes { deleteCounts[path, default: 0] += 1 }
  var kept: [IndexPath] = []
  kept.reserveCapacity(inserts.count)
  for path in inserts {
    if let count = deleteCounts[path], count > 1 {
      deleteCounts[path] = count - 1
    } else {
      kept.append(path)
    }
  }
  return (deleteCounts.keys.sorted(), kept)
}
