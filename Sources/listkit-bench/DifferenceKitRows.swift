import Foundation
import ListDifferenceKit

extension Int: Differentiable {}

extension Bench {
  // MARK: DK: DifferenceKit's staged changesets

  /// DK1: `StagedChangeset` of 10k `Int`s, 50% overlap; DK2: sectioned 100 x 100, 10% of the
  /// elements replaced, 5% moved (mostly across sections), two sections moved. Both against
  /// `hash(n, n)` over the elements.
  func stagedChangesetRow(_ id: String) -> BenchRow {
    if id == "DK1" {
      let old = Array(0..<10_000)
      let new = Array(5_000..<15_000)
      let time = measure({ () }) { _ in blackHole(StagedChangeset(source: old, target: new)) }
      var result = row(
        "DK1", "StagedChangeset 10k, 50% overlap", time, hashFloor(old, new), 1.5)
      result.moves = StagedChangeset(source: old, target: new).reduce(0) {
        $0 + $1.elementMoved.count
      }
      return result
    }
    let (oldGrid, newGrid) = Self.reshuffledGrid()
    let old = oldGrid.map { ArraySection(model: $0.0, elements: $0.1) }
    let new = newGrid.map { ArraySection(model: $0.0, elements: $0.1) }
    let time = measure({ () }) { _ in blackHole(StagedChangeset(source: old, target: new)) }
    var result = row(
      "DK2", "StagedChangeset 100 x 100, 10% new, 5% moved", time,
      hashFloor(oldGrid.flatMap(\.1), newGrid.flatMap(\.1)), 1.5)
    let changeset = StagedChangeset(source: old, target: new)
    result.moves = changeset.reduce(0) { $0 + $1.elementMoved.count + $1.sectionMoved.count }
    result.note = "\(changeset.count) stages"
    return result
  }
}
