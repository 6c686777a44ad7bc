/// The Wagner–Fischer edit distance as DeepDiff computes it: items are compared by
/// `compareContent` only (never by identity), and the changes are DeepDiff's path through the
/// edit table.
///
/// At each cell of the table, equal items cost nothing; otherwise the cheapest of a delete (the
/// cell above), an insert (the cell to the left) and a replace (the cell above-left) is taken,
/// in that order when they tie. The changes are the path's operations in order; a replace names
/// the new index. With `reduceMove`, each insert whose item is content-equal to a deleted one
/// becomes a move, as DeepDiff's move reducer pairs them (the first such insert and the first
/// such delete, the move put where the earlier of the two was).
///
/// ```swift
/// let changes = WagnerFischer<Character>(reduceMove: true).diff(old: Array("abc"), new: Array("cab"))
/// ```
///
/// - Complexity: O(n·m) time and n·m bytes for the choices, then O(n + m) to read the path.
public final class WagnerFischer<T: DiffAware> {
  @usableFromInline let reduceMove: Bool

  /// A diff engine; `reduceMove` turns insert and delete pairs of content-equal items into moves.
  @inlinable
  public init(reduceMove: Bool = false) {
    self.reduceMove = reduceMove
  }

  /// The changes that turn `old` into `new`. (Inlinable, as ``Heckel/diff(old:new:)``.)
  @inlinable
  public func diff(old: [T], new: [T]) -> [Change<T>] {
    if let changes = preprocess(old: old, new: new) { return changes }
    let changes = Self.path(old: old, new: new)
    return reduceMove ? Self.reducingMoves(changes) : changes
  }

  /// What a cell of the table took.
  @usableFromInline enum Step: UInt8 { case same, delete, insert, replace }

  /// The cheapest path through the table, with DeepDiff's tie order, as changes.
  @inlinable
  static func path(old: [T], new: [T]) -> [Change<T>] {
    let columns = new.count + 1
    // Costs of the row above and of this row; the choice of every cell (row-major). The loop
    // runs on raw buffers: no bounds checks, no uniqueness checks per cell.
    var above = Array(0...new.count)
    var row = [Int](repeating: 0, count: columns)
    var steps = [Step](repeating: .same, count: old.count * columns)
    steps.withUnsafeMutableBufferPointer { steps in
      old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
          for i in 0..<old.count {
            let base = i * columns
            steps[base] = .delete
            let item = old[i]
            above.withUnsafeMutableBufferPointer { above in
              row.withUnsafeMutableBufferPointer { row in
                row[0] = i + 1
                for j in 0..<new.count {
                  let cell = j + 1
                  if T.compareContent(item, new[j]) {
                    row[cell] = above[j]
                    steps[base + cell] = .same
                    continue
                  }
                  // The cheapest, ties going to the delete, then the insert: two selects, no
                  // branch.
                  var (least, step) = (above[j], Step.replace)
                  let left = row[j]
                  if left <= least { (least, step) = (left, .insert) }
                  let top = above[cell]
                  if top <= least { (least, step) = (top, .delete) }
                  row[cell] = least + 1
                  steps[base + cell] = step
                }
              }
            }
            swap(&above, &row)
          }
        }
      }
    }
    // Back from the last cell; the first row is inserts, the first column deletes.
    var reversed: [Change<T>] = []
    reversed.reserveCapacity(above[new.count])
    var (i, j) = (old.count, new.count)
    while i > 0 || j > 0 {
      if i == 0 {
        j -= 1
        reversed.append(.insert(Insert(item: new[j], index: j)))
        continue
      }
      if j == 0 {
        i -= 1
        reversed.append(.delete(Delete(item: old[i], index: i)))
        continue
      }
      switch steps[(i - 1) * columns + j] {
      case .same:
        (i, j) = (i - 1, j - 1)
      case .delete:
        i -= 1
        reversed.append(.delete(Delete(item: old[i], index: i)))
      case .insert:
        j -= 1
        reversed.append(.insert(Insert(item: new[j], index: j)))
      case .replace:
        (i, j) = (i - 1, j - 1)
        reversed.append(.replace(Replace(oldItem: old[i], newItem: new[j], index: j)))
      }
    }
    return reversed.reversed()
  }

  /// DeepDiff's move reducer: for each insert of `changes`, in order, the first insert and the
  /// first delete whose items are content-equal to its item become one move, placed where the
  /// earlier of the two was.
  @inlinable
  static func reducingMoves(_ changes: [Change<T>]) -> [Change<T>] {
    let inserts = changes.compactMap(\.insert)
    guard !inserts.isEmpty else { return changes }
    var changes = changes
    for insert in inserts {
      guard
        let insertAt = changes.firstIndex(where: {
          $0.insert.map { T.compareContent($0.item, insert.item) } ?? false
        }),
        let deleteAt = changes.firstIndex(where: {
          $0.delete.map { T.compareContent($0.item, insert.item) } ?? false
        })
      else { continue }
      let move = Move(
        item: insert.item, fromIndex: changes[deleteAt].delete!.index,
        toIndex: changes[insertAt].insert!.index)
      let (low, high) = (min(insertAt, deleteAt), max(insertAt, deleteAt))
      changes.remove(at: high)
      changes.remove(at: low)
      changes.insert(.move(move), at: low)
    }
    return changes
  }
}
