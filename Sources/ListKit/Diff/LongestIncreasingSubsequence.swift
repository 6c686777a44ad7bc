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
    var result = [Bool]._filled(false, count: n)
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
            /// The first run whose tail is not below `value` (`length` when every tail is):
            /// a branchless lower bound whose steps depend on `length` alone, so that several
            /// searches over the same tails can run side by side.
            @inline(__always) func step(_ base: inout Int, _ half: Int, _ value: Int) {
              // All ones when the probed tail is below `value` (values are positions, so the
              // difference cannot overflow), zero otherwise: no branch to mispredict.
              base &+= half & ((tailValues[base &+ half &- 1] &- value) >> 63)
            }
            @inline(__always) func finish(_ base: Int, _ value: Int) -> Int {
              // One more when the last candidate's tail is still below `value`.
              length == 0 ? 0 : base &- ((tailValues[base] &- value) >> 63)
            }
            /// Puts entry `i` (of `value`) at the end of run `low`.
            @inline(__always) func place(_ i: Int, _ value: Int, at low: Int) {
              previous[i] = low > 0 ? Int32(truncatingIfNeeded: tails[low &- 1]) : -1
              tails[low] = i
              tailValues[low] = value
              if low == length { length &+= 1 }
            }
            var i = 0
            while i < n {
              let value = sequence[i]
              guard value >= 0 else {
                i &+= 1
                continue
              }
              // Nearly sorted input (few moves) mostly extends the longest run: no search.
              if length == 0 || value > tailValues[length &- 1] {
                place(i, value, at: length)
                i &+= 1
                continue
              }
              // A search is due. The next three matched entries are searched beside it, over the
              // same tails: the four chains of loads overlap instead of waiting on each other (on
              // shuffled input the search is most of the time). Missing ones repeat the last.
              var at = (i, i, i, i)
              var found = 1
              var next = i &+ 1
              while found < 4 && next < n {
                if sequence[next] >= 0 {
                  switch found {
                  case 1: at.1 = next
                  case 2: at.2 = next
                  default: at.3 = next
                  }
                  found &+= 1
                }
                next &+= 1
              }
              if found < 2 { at.1 = at.0 }
              if found < 3 { at.2 = at.1 }
              if found < 4 { at.3 = at.2 }
              let values = (sequence[at.0], sequence[at.1], sequence[at.2], sequence[at.3])
              var bases = (0, 0, 0, 0)
              var count = length
              while count > 1 {
                let half = count >> 1
                step(&bases.0, half, values.0)
                step(&bases.1, half, values.1)
                step(&bases.2, half, values.2)
                step(&bases.3, half, values.3)
                count &-= half
              }
              var lows = (
                finish(bases.0, values.0), finish(bases.1, values.1), finish(bases.2, values.2),
                finish(bases.3, values.3)
              )
              // Placed in order. Placing an entry changes one tail (makes it smaller, or adds
              // one), so a later entry's place moves only when it was the same run and the new
              // tail is below it.
              place(at.0, values.0, at: lows.0)
              if found > 1 {
                if lows.1 == lows.0 && values.0 < values.1 { lows.1 &+= 1 }
                place(at.1, values.1, at: lows.1)
              }
              if found > 2 {
                if lows.2 == lows.0 && values.0 < values.2 { lows.2 &+= 1 }
                if lows.2 == lows.1 && values.1 < values.2 { lows.2 &+= 1 }
                place(at.2, values.2, at: lows.2)
              }
              if found > 3 {
                if lows.3 == lows.0 && values.0 < values.3 { lows.3 &+= 1 }
                if lows.3 == lows.1 && values.1 < values.3 { lows.3 &+= 1 }
                if lows.3 == lows.2 && values.2 < values.3 { lows.3 &+= 1 }
                place(at.3, values.3, at: lows.3)
              }
              // `next` is past the last entry gathered (or at the end).
              i = next
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
