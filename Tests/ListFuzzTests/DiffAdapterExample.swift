import Foundation
import ListFuzz
import ListKit

// The adapter of docs/fuzzing.md ("Fuzz your own code"), verbatim: `DocsExampleTests` checks
// that every Swift block of that page appears in this file.

/// A batch-update adapter of the kind app code writes around a diff: sections matched by
/// identifier, items diffed per section with the standard library's `CollectionDifference`, an
/// item that changes section deleted and inserted. Everything goes into one batch.
func oneBatchAdapter(old: [FuzzSection], new: [FuzzSection]) -> BatchUpdate {
  var batch = BatchUpdate()
  let oldIDs = old.map(\.id)
  let newIDs = new.map(\.id)
  batch.deleteSections = oldIDs.indices.filter { !newIDs.contains(oldIDs[$0]) }
  batch.insertSections = newIDs.indices.filter { !oldIDs.contains(newIDs[$0]) }
  // A surviving section moves when its place among the survivors changes.
  let oldSurvivors = oldIDs.filter(newIDs.contains)
  let newSurvivors = newIDs.filter(oldIDs.contains)
  for (to, id) in newIDs.enumerated() {
    guard let from = oldIDs.firstIndex(of: id) else { continue }
    if oldSurvivors.firstIndex(of: id) != newSurvivors.firstIndex(of: id) {
      batch.moveSections.append(Move(from: from, to: to))
    }
    let difference = new[to].items.difference(from: old[from].items).inferringMoves()
    for change in difference {
      switch change {
      case .remove(let offset, _, let associated):
        if let associated {
          batch.moveItems.append(
            Move(
              from: IndexPath(item: offset, section: from),
              to: IndexPath(item: associated, section: to)))
        } else {
          batch.deleteItems.append(IndexPath(item: offset, section: from))
        }
      case .insert(let offset, _, let associated):
        if associated == nil { batch.insertItems.append(IndexPath(item: offset, section: to)) }
      }
    }
  }
  return batch
}

/// The same adapter in two stages, as UIKit needs when a moved section's items change (rule
/// R18): first the item changes with the sections in their old order, then the section moves
/// and inserts.
func stagedAdapter(old: [FuzzSection], new: [FuzzSection]) -> [FuzzStage] {
  let newIDs = new.map(\.id)
  // Stage 1: deleted sections go, surviving sections keep their old order but get new items.
  let middle = old.filter { newIDs.contains($0.id) }.map { section in
    new.first { $0.id == section.id }!
  }
  var first = oneBatchAdapter(old: old, new: middle)
  first.insertSections = []
  // Stage 2: only sections move and arrive.
  let second = oneBatchAdapter(old: middle, new: new)
  return [FuzzStage(batch: first, data: middle), FuzzStage(batch: second, data: new)]
}
