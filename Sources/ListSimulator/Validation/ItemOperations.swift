import Foundation
import ListKit

/// The item operations of a batch as section-item pairs, read from their `IndexPath`s once (the
/// checks then never call into Foundation per operation).
struct _ItemOperations {
  var deletes: [_SectionItem] = []
  var inserts: [_SectionItem] = []
  var reloads: [_SectionItem] = []
  var reconfigures: [_SectionItem] = []
  /// Item moves: `moveFrom[k]` to `moveTo[k]`, in declaration order.
  var moveFrom: [_SectionItem] = []
  var moveTo: [_SectionItem] = []
  /// The first index path without exactly two indexes, with the name of its operation.
  var malformed: (path: IndexPath, operation: String)?

  init(_ batch: BatchUpdate) {
    func read(_ positions: _ItemPositions, _ operation: String, into keys: inout [_SectionItem]) {
      guard malformed == nil else { return }
      // The engine's packed positions are read as they are; no index path is made.
      if let packed = positions.packed {
        keys = packed.map(_SectionItem.init(packed:))
        return
      }
      let paths = positions.indexPaths
      keys.reserveCapacity(paths.count)
      for p in paths {
        guard p.count == 2 else {
          malformed = (p, operation)
          return
        }
        keys.append(_SectionItem(p))
      }
    }
    read(batch._deleteItems, "delete", into: &deletes)
    read(batch._insertItems, "insert", into: &inserts)
    read(batch._reloadItems, "reload", into: &reloads)
    read(batch._reconfigureItems, "reconfigure", into: &reconfigures)
    guard malformed == nil else { return }
    if let (from, to) = batch._moveItems.packed {
      moveFrom = from.map(_SectionItem.init(packed:))
      moveTo = to.map(_SectionItem.init(packed:))
      return
    }
    let moves = batch.moveItems
    moveFrom.reserveCapacity(moves.count)
    moveTo.reserveCapacity(moves.count)
    for move in moves {
      guard move.from.count == 2, move.to.count == 2 else {
        malformed = (move.from.count != 2 ? move.from : move.to, "move")
        return
      }
      moveFrom.append(_SectionItem(move.from))
      moveTo.append(_SectionItem(move.to))
    }
  }
}
