/// UIKit's derivation of the insert that a reload implies (rule A3 of the UIKit catalogue).
///
/// A reload at before-update position `r` is a delete at `r` plus an insert at `r` shifted down by
/// the deletes below `r` and up by the batch's inserts at or below the shifted position; moves are
/// ignored. Both the virtual view (to reproduce UIKit's collisions) and the diff engine (to avoid
/// them) use this one function.
public enum ReloadDerivation {
  /// The after-update position UIKit gives the insert implied by a reload at `position`.
  ///
  /// - Parameters:
  ///   - position: The reload's before-update position.
  ///   - sortedDeletes: Before-update positions deleted in the same container (other reloads
  ///     excluded: reloading neighbours keeps each in place), ascending.
  ///   - sortedInserts: After-update positions inserted in the same container (reloads' implied
  ///     inserts excluded), strictly ascending: pass an array with repeated positions through
  ///     ``strictlyIncreasing(_:)`` first.
  /// - Complexity: O(log(deletes + inserts)).
  @inlinable
  public static func insertPosition(
    forReloadAt position: Int, sortedDeletes: [Int], sortedInserts: [Int]
  ) -> Int {
    // Saturating: a position from outside (Int.min, Int.max) gives a position no container
    // holds, never a trap.
    let (shifted, below) = position.subtractingReportingOverflow(
      lowerBound(sortedDeletes) { $0 < position })
    if below { return .min }
    // Each insert at or below the running position pushes it up by one: with the inserts
    // strictly ascending, `inserts[j] - j` never decreases, so the number of inserts that apply
    // is a lower bound.
    let applied = _partitionPoint(sortedInserts.count) { sortedInserts[$0] &- $0 <= shifted }
    let (result, above) = shifted.addingReportingOverflow(applied)
    return above ? .max : result
  }

  /// Ascending positions with repeats made strictly ascending (each repeat moved to one past the
  /// previous position): the same inserts push a reload's implied insert exactly as far, one
  /// after another, and the result is a valid `sortedInserts`.
  ///
  /// - Complexity: O(n).
  @inlinable
  public static func strictlyIncreasing(_ sorted: [Int]) -> [Int] {
    var result = sorted
    for k in result.indices.dropFirst() where result[k] <= result[k - 1] {
      // Past Int.max there is no position to move to; such an insert is out of range anyway.
      result[k] = result[k - 1] == .max ? .max : result[k - 1] + 1
    }
    return result
  }

  /// The number of leading elements of a sorted array that satisfy `predicate`.
  @inlinable
  static func lowerBound(_ sorted: [Int], _ predicate: (Int) -> Bool) -> Int {
    _partitionPoint(sorted.count) { predicate(sorted[$0]) }
  }
}
