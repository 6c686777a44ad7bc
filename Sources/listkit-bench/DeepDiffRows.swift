import Foundation
import ListDeepDiff

extension Bench {
  // MARK: DD: DeepDiff's diffs

  /// DD1: DeepDiff's `diff(old:new:)` (Heckel, DeepDiff's own move rule) of 10k `Int`s, 50%
  /// overlap, against `hash(n, n)`; DD2: `WagnerFischer().diff` of 1k against 1k `Int`s, 50%
  /// overlap, against an O(n·m) floor (a 1k x 1k table of `Int`s, each cell the minimum of its
  /// three neighbours plus one).
  func deepDiffRow(_ id: String) -> BenchRow {
    if id == "DD1" {
      let old = Array(0..<10_000)
      let new = Array(5_000..<15_000)
      let time = measure({ () }) { _ in blackHole(ListDeepDiff.diff(old: old, new: new)) }
      var result = row(
        "DD1", "DeepDiff diff (Heckel) 10k, 50% overlap", time, hashFloor(old, new), 1.5)
      result.moves = ListDeepDiff.diff(old: old, new: new).lazy.filter { $0.move != nil }.count
      return result
    }
    let old = Array(0..<1_000)
    let new = Array(500..<1_500)
    let time = measure({ () }) { _ in
      blackHole(WagnerFischer<Int>().diff(old: old, new: new))
    }
    let floor = measure({ () }) { _ in blackHole(Self.editTableFloor(old, new)) }
    return row("DD2", "DeepDiff WagnerFischer 1k x 1k, 50% overlap", time, floor.median, 1.2)
  }

  /// The O(n·m) floor of DD2: the edit-distance table filled row by row, each cell the minimum
  /// of its three neighbours plus one (or the diagonal for equal items); its last cell.
  static func editTableFloor(_ old: [Int], _ new: [Int]) -> Int {
    var above = Array(0...new.count)
    var row = [Int](repeating: 0, count: new.count + 1)
    for i in old.indices {
      row[0] = i + 1
      for j in new.indices {
        row[j + 1] =
          old[i] == new[j] ? above[j] : min(above[j + 1], row[j], above[j]) + 1
      }
      swap(&above, &row)
    }
    return above[new.count]
  }
}
