import Foundation

/// The item changes an updater collects while a transaction applies its data (IGListKit's
/// `IGListItemUpdatesCollector`), as index paths: deletes and a reload's or a move's source in
/// the sections before the update, inserts and a reload's or a move's destination in the
/// sections after it, section reloads before it.
struct _ItemUpdatesCollector {
  enum Change {
    case delete(IndexPath), insert(IndexPath), reload(IndexPath, IndexPath)
    case move(IndexPath, IndexPath), reloadSection(Int)
  }
  enum Kind { case delete, insert }

  var changes: [Change] = []

  mutating func append(_ kind: Kind, _ indexPaths: [IndexPath]) {
    // Only index paths of a section and an item locate a change.
    let indexPaths = indexPaths.filter { $0.count == 2 }
    switch kind {
    case .delete: changes += indexPaths.map { .delete($0) }
    case .insert: changes += indexPaths.map { .insert($0) }
    }
  }

  /// Each change with its section before the update and after it, for the batch plan:
  /// `newOfOld[s]` is the section after the update of section `s` before it, `oldOfNew` the
  /// other way (`-1`, or a section out of range: none, and the plan drops the change).
  func located(newOfOld: [Int], oldOfNew: [Int]) -> [_BatchPlan.LocatedChange] {
    func map(_ table: [Int], _ section: Int) -> Int? {
      table.indices.contains(section) && table[section] >= 0 ? table[section] : nil
    }
    func check(_ table: [Int], _ section: Int) -> Int? {
      // A section the other table knows of (a section out of range of both maps is dropped).
      table.indices.contains(section) ? section : nil
    }
    return changes.compactMap { change in
      switch change {
      case .delete(let path) where path.item < 0, .insert(let path) where path.item < 0,
        .reload(let path, _) where path.item < 0, .move(let path, _) where path.item < 0,
        .move(_, let path) where path.item < 0:
        // No item has a negative index: such a change is dropped, as a change out of range.
        return nil
      case .delete(let path):
        return _BatchPlan.LocatedChange(
          old: check(newOfOld, path.section), new: map(newOfOld, path.section),
          change: .delete(IndexSet(integer: path.item)))
      case .insert(let path):
        return _BatchPlan.LocatedChange(
          old: map(oldOfNew, path.section), new: check(oldOfNew, path.section),
          change: .insert(IndexSet(integer: path.item)))
      case .reload(let from, let to):
        return _BatchPlan.LocatedChange(
          old: check(newOfOld, from.section), new: check(oldOfNew, to.section),
          change: .reload(IndexSet(integer: from.item)))
      case .move(let from, let to):
        return _BatchPlan.LocatedChange(
          old: check(newOfOld, from.section), new: check(oldOfNew, to.section),
          change: .move(from.item, to.item))
      case .reloadSection(let section):
        return _BatchPlan.LocatedChange(
          old: check(newOfOld, section), new: map(newOfOld, section), change: .reloadSection)
      }
    }
  }
}
