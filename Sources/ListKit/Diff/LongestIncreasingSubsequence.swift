/// A longest strictly increasing subsequence, by patience sorting.
public enum LongestIncreasingSubsequence {
  /// For a sequence of old positions in new order (negative entries are unmatched and ignored),
  /// marks the entries that belong to one longest increasing subsequence.
  ///
  /// The matched entries outside it are the fewest elements that must move.
  ///
  /// - Complexity: O(k log k) for k non-negative entries; O(n) when the sequence is already
  ///   increasing.
  @inlinable
  public static func membership(_ sequence: [Int]) -> [Bool] {
    membershipIfReordered(sequence) ?? sequence.map { $0 >= 0 }
  }

  /// ``membership(_:)``, or `nil` when the non-negative entries are already increasing (then all
  /// of them belong to it and nothing moves): the common case of a diff without moves costs one
  /// pass and no array.
  ///
  /// - Complexity: O(n) when increasing, O(k log k) otherwise.
  @inlinable
  public static func membershipIfReordered(_ sequence: [Int]) -> [Bool]? {
    let n = sequence.count
    var last = -1
    var increasing = true
    for value in sequence where value >= 0 {
      if value <= last {
        increasing = false
        break
      }
      last = value
    }
    if increasing { return nil }
    var result = [Bool](repeating: false, count: n)
    // tails[k]: position (in `sequence`) of the smallest tail of an increasing run of length
    // k+1; tailValues[k] its value, kept beside it so the binary search reads one array. Both
    // hold `length` entries; the loop runs on raw buffers (no bounds checks, no uniqueness
    // checks on append) and the binary search picks its half without branching.
    // The tables hold `length` entries, which on shuffled input stays near 2·√n: they are made
    // without initialising (and so without touching) the rest, and a large sequence's unused
    // pages are never faulted in.
    var tails = [Int](unsafeUninitializedCapacity: n) { _, count in count = n }
    var tailValues = [Int](unsafeUninitializedCapacity: n) { _, count in count = n }
    var length = 0
    // Predecessor links are 32-bit to halve the table; 2³¹ elements cannot be diffed in memory
    // anyway. Only the links of matched entries are written and read.
    precondition(n < Int(Int32.max), "the LIS supports sequences of fewer than 2^31 elements")
    var previous = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n }
    sequence.withUnsafeBufferPointer { sequence in
      tails.withUnsafeMutableBufferPointer { tails in
        tailValues.withUnsafeMutableBufferPointer { tailValues in
          previous.withUnsafeMutableBufferPointer { previous in
            for i in 0..<n {
              let value = sequence[i]
              guard value >= 0 else { continue }
              // Nearly sorted input (few moves) mostly extends the longest run: no search.
              if length > 0 && value > tailValues[length &- 1] {
                previous[i] = Int32(truncatingIfNeeded: tails[length &- 1])
                tails[length] = i
                tailValues[length] = value
                length &+= 1
                continue
              }
              // The first run whose tail is not below `value`.
              var low = 0
              var count = length
              while count > 0 {
                let half = count >> 1
                // All ones when the tail is below `value` (values are positions, so the
                // difference cannot overflow), zero otherwise: arithmetic instead of a branch
                // the processor cannot predict on shuffled input.
                let below = (tailValues[low &+ half] &- value) >> 63
                low &+= (half &+ 1) & below
                count = half &+ ((count &- 2 &* half &- 1) & below)
              }
              previous[i] = low > 0 ? Int32(truncatingIfNeeded: tails[low &- 1]) : -1
              tails[low] = i
              tailValues[low] = value
              if low == length { length &+= 1 }
            }
          }
        }
      }
    }
    var i = length > 0 ? tails[length - 1] : -1
    while i >= 0 {
      result[i] = true
      i = Int(previous[i])
    }
    return result
  }

  /// The length of a longest strictly increasing subsequence of the non-negative entries.
  ///
  /// - Complexity: O(k log k).
  @inlinable
  public static func length(_ sequence: [Int]) -> Int {
    membership(sequence).reduce(0) { $0 + ($1 ? 1 : 0) }
  }
}
