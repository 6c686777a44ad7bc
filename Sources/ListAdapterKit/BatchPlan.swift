import Foundation
import ListKit
import ListUIKit

/// One update's batch, planned as IGListKit's updater plans it (`IGListAdapterUpdater`'s batch
/// and `IGListBatchUpdateData`'s clean-up): a pure function of the objects' diff, the section
/// controllers' item changes and the updater's settings, which ``send(to:)`` hands to the view.
///
/// - A changed object's section is deleted and inserted (its cells reloaded instead with
///   `preferItemReloadsForSectionReloads`, when nothing else changes and its item count stays).
/// - Section moves become deletes and inserts with `sectionMovesAsDeletesInserts`.
/// - With `singleItemSectionUpdates`, the diff's section deletes, inserts and moves are sent
///   alone: changed sections are not reloaded and item changes are not sent.
/// - An item change is dropped when its section is deleted, inserted or reloaded; a moved
///   section with item changes is deleted and inserted instead (UIKit cannot change the items of
///   a section it moves); a section controller's section reload is a delete and an insert.
/// - Item deletes and reloads' old paths are in old sections, inserts and reloads' new paths in
///   new ones; the item changes are then cleaned up (``_ItemUpdates``).
struct _BatchPlan {
  /// A section controller's item change, with the controller's section before the update
  /// (`old`) and after it (`new`); `nil` for a controller not in that map.
  struct LocatedChange {
    var old: Int?
    var new: Int?
    var change: _ItemChange
  }

  /// The sections deleted (old indexes).
  private(set) var sectionDeletes = IndexSet()
  /// The sections inserted (new indexes).
  private(set) var sectionInserts = IndexSet()
  /// The sections moved, none of them deleted.
  private(set) var sectionMoves: [(from: Int, to: Int)] = []
  /// The section controllers' item changes, before their clean-up.
  private(set) var items = _ItemUpdates()
  /// The item deletes and inserts to send, cleaned up (made once, for the view and the delegate).
  private(set) var itemDeletes: [IndexPath] = []
  private(set) var itemInserts: [IndexPath] = []
  /// The cells of changed objects' sections, reloaded in place
  /// (`preferItemReloadsForSectionReloads`).
  private(set) var itemReloads: [IndexPath] = []

  /// The plan of an update whose object diff has `deletes` and `updates` (old indexes),
  /// `inserts` (new indexes) and `moves`; `newOfOld[i]` is the new index of old object `i`
  /// (`-1`: deleted). `itemCounts(old, new)` gives the number of items the view shows in old
  /// section `old` and the number the controller of new section `new` has (asked only with
  /// `preferItemReloads`).
  init(
    deletes: [Int], inserts: [Int], updates: [Int], moves: [(from: Int, to: Int)],
    newOfOld: [Int], itemChanges: [LocatedChange], preferItemReloads: Bool = false,
    sectionMovesAsDeletesInserts: Bool = false, singleItemSectionUpdates: Bool = false,
    itemCounts: (_ old: Int, _ new: Int) -> (old: Int, new: Int) = { _, _ in (0, 0) }
  ) {
    if singleItemSectionUpdates {
      sectionDeletes = IndexSet(deletes)
      sectionInserts = IndexSet(inserts)
      sectionMoves = moves
      return
    }
    var deleted = IndexSet(deletes)
    var inserted = IndexSet(inserts)
    var moves = moves
    var reloaded = IndexSet()
    let nothingElse = deletes.isEmpty && inserts.isEmpty && moves.isEmpty
    for old in updates {
      let new = newOfOld.indices.contains(old) ? newOfOld[old] : -1
      guard new >= 0 else { continue }
      reloaded.insert(old)
      if preferItemReloads, nothingElse {
        let counts = itemCounts(old, new)
        if counts.old == counts.new {
          itemReloads += (0..<counts.old).map { IndexPath(item: $0, section: old) }
          continue
        }
      }
      deleted.insert(old)
      inserted.insert(new)
    }
    if sectionMovesAsDeletesInserts {
      for move in moves {
        deleted.insert(move.from)
        inserted.insert(move.to)
      }
      moves = []
    }
    var items = _ItemUpdates()
    let movedFrom = Set(moves.map(\.from))
    for located in itemChanges {
      guard let old = located.old, let new = located.new,
        !deleted.contains(old), !inserted.contains(new), !reloaded.contains(old)
      else { continue }
      if movedFrom.contains(old) {
        moves.removeAll { $0.from == old }
        deleted.insert(old)
        inserted.insert(new)
        continue
      }
      switch located.change {
      case .delete(let indexes):
        items.deletes += indexes.map { IndexPath(item: $0, section: old) }
      case .insert(let indexes):
        items.inserts += indexes.map { IndexPath(item: $0, section: new) }
      case .reload(let indexes):
        items.reloads += indexes.map {
          (IndexPath(item: $0, section: old), IndexPath(item: $0, section: new))
        }
      case .move(let from, let to):
        items.moves.append((IndexPath(item: from, section: old), IndexPath(item: to, section: new)))
      case .reloadSection:
        deleted.insert(old)
        inserted.insert(new)
      }
    }
    items.deletes.removeAll { deleted.contains($0.section) }
    items.inserts.removeAll { inserted.contains($0.section) }
    items.reloads.removeAll {
      deleted.contains($0.from.section) || inserted.contains($0.to.section)
    }
    items.moves.removeAll { deleted.contains($0.0.section) || inserted.contains($0.1.section) }
    sectionDeletes = deleted
    sectionInserts = inserted
    sectionMoves = moves.filter { !deleted.contains($0.from) }
    self.items = items
    (itemDeletes, itemInserts) = items.cleaned()
  }

  /// Sends the plan to `view`, inside its open batch: section deletes, inserts and moves, then
  /// the cleaned-up item changes, then the in-place cell reloads.
  @MainActor
  func send(to view: UICollectionView) {
    if !sectionDeletes.isEmpty { view.deleteSections(sectionDeletes) }
    if !sectionInserts.isEmpty { view.insertSections(sectionInserts) }
    for move in sectionMoves { view.moveSection(move.from, toSection: move.to) }
    if !itemDeletes.isEmpty { view.deleteItems(at: itemDeletes) }
    if !itemInserts.isEmpty { view.insertItems(at: itemInserts) }
    for (from, to) in items.moves { view.moveItem(at: from, to: to) }
    if !itemReloads.isEmpty { view.reloadItems(at: itemReloads) }
  }

  /// What the plan sends, as the updater's delegate hears it (`IGListBatchUpdateData`).
  var batchUpdate: BatchUpdate {
    BatchUpdate(
      deleteSections: Array(sectionDeletes), insertSections: Array(sectionInserts),
      moveSections: sectionMoves.map { PositionMove(from: $0.from, to: $0.to) },
      deleteItems: itemDeletes, insertItems: itemInserts, reloadItems: itemReloads,
      moveItems: items.moves.map { PositionMove(from: $0.0, to: $0.1) })
  }
}

/// A change a section controller asked for, in its own indexes.
enum _ItemChange {
  case delete(IndexSet), insert(IndexSet), reload(IndexSet), move(Int, Int), reloadSection
}

/// The item changes of one update, cleaned up as IGListKit's updater cleans them before it
/// sends them (`IGListApplyUpdatesToCollectionView` and `IGListBatchUpdateData`): a reload is a
/// delete at its old index path and an insert at its new one, unless that item is deleted
/// anyway; reloads of one item count once; a delete repeated at one index path is one delete, and
/// each repeat takes away one insert at that index path.
struct _ItemUpdates {
  var deletes: [IndexPath] = []
  var inserts: [IndexPath] = []
  var reloads: [(from: IndexPath, to: IndexPath)] = []
  var moves: [(IndexPath, IndexPath)] = []

  /// The deletes and inserts to send, cleaned up.
  func cleaned() -> (deletes: [IndexPath], inserts: [IndexPath]) {
    let explicitDeletes = Set(deletes)
    var reloadDeletes = Set<IndexPath>()
    var reloadInserts = Set<IndexPath>()
    for reload in reloads where !explicitDeletes.contains(reload.from) {
      reloadDeletes.insert(reload.from)
      reloadInserts.insert(reload.to)
    }
    return _balancedDeletesAndInserts(
      deletes: deletes + reloadDeletes.sorted(), inserts: inserts + reloadInserts.sorted())
  }
}
