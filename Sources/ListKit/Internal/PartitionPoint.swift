/// The first index of `0..<count` at which `isBelow` is `false`, when it holds for a prefix of
/// the indexes and for none after it: a binary search (`count` when it holds throughout).
///
/// - Complexity: O(log count) calls of `isBelow`.
@inlinable
package func _partitionPoint(_ count: Int, _ isBelow: (Int) -> Bool) -> Int {
  var low = 0
  var high = count
  while low < high {
    let mid = (low + high) >> 1
    if isBelow(mid) { low = mid + 1 } else { high = mid }
  }
  return low
}
