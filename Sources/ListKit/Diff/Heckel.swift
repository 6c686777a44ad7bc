/// Paul Heckel's linear-time diff ("A technique for isolating differences between files",
/// CACM 1978), followed by a longest-increasing-subsequence pass for minimal moves.
///
/// ```swift
/// let diff = Heckel.diff(old: ["a", "b", "c"], new: ["c", "a", "d"])
/// diff.deletes   // [1]        "b"
/// diff.inserts   // [2]        "d"
/// diff.moves     // [2 -> 0]   "c"
/// ```
///
/// The six passes: (1) a symbol table entry for every element of `new`, counting occurrences;
/// (2) the same for `old`, remembering an old position; (3) elements that occur exactly once in
/// each are paired (unique anchors); (4) pairs are extended forward and (5) backward over equal
/// neighbours; (6) unpaired positions are inserts and deletes. A seventh pass pairs the remaining
/// occurrences of repeated elements in order, so that collections with duplicates diff into a
/// correct (and small) transformation. Finally only the matched elements outside a longest
/// increasing subsequence of old positions are reported as moves: a random shuffle of n distinct
/// elements gives exactly n - LIS moves.
///
/// # Performance
///
/// One hash operation per element of each collection (the symbol table is a dictionary from
/// element to an integer symbol; every other pass works on integer arrays), no allocation per
/// element. Time O(n + m) expected plus O(k log k) for the LIS of k matched elements; memory a few
/// integers per element.
public enum Heckel {
  /// Diffs two collections by identity, optionally reporting matched elements whose contents
  /// differ as updates.
  ///
  /// - Parameters:
  ///   - old: The collection before.
  ///   - new: The collection after.
  ///   - areContentsEqual: Compares the contents of two elements with equal identity; a pair for
  ///     which it returns `false` is reported in ``FlatDiff/updates``.
  /// - Complexity: O(n + m + k log k).
  @inlinable
  public static func diff<Element: Hashable>(
    old: [Element], new: [Element], areContentsEqual: ((Element, Element) -> Bool)? = nil
  ) -> FlatDiff {
    var (oldToNew, newToOld) = match(old: old, new: new)
    _ = oldToNew
    return finish(
      old: old, new: new, oldToNew: &oldToNew, newToOld: &newToOld,
      areContentsEqual: areContentsEqual)
  }

  /// The six Heckel passes (and the duplicate pass): for each old position the matched new
  /// position and for each new position the matched old one, -1 where unmatched.
  ///
  /// - Complexity: O(n + m) expected.
  @inlinable
  public static func match<Element: Hashable>(old: [Element], new: [Element]) -> (
    oldToNew: [Int], newToOld: [Int]
  ) {
    let n = old.count
    let m = new.count
    // Fast paths: equal buffers, or one side empty.
    if n == m, old == new { return (Array(0..<n), Array(0..<m)) }
    if n == 0 || m == 0 {
      return (Array(repeating: -1, count: n), Array(repeating: -1, count: m))
    }
    // Pass 1: symbol table from `new`. `newSymbol[i]` is the symbol of new[i].
    var table = [Element: Int](minimumCapacity: m)
    var newCount: [Int32] = []
    newCount.reserveCapacity(m)
    var newSymbol = [Int](repeating: 0, count: m)
    for i in 0..<m {
      let fresh = newCount.count
      let symbol = _getOrInsert(&table[new[i], default: fresh])
      if symbol == fresh { newCount.append(1) } else { newCount[symbol] &+= 1 }
      newSymbol[i] = symbol
    }
    let symbolCount = newCount.count
    // Pass 2: `old`, backwards, so that `oldHead` is each symbol's first old position and
    // `nextOld` chains its later ones. Old elements absent from `new` get symbol -1.
    var oldCount = [Int32](repeating: 0, count: symbolCount)
    var oldHead = [Int](repeating: -1, count: symbolCount)
    var oldSymbol = [Int](repeating: -1, count: n)
    var nextOld = [Int](repeating: -1, count: n)
    var j = n - 1
    while j >= 0 {
      if let symbol = table[old[j]] {
        oldSymbol[j] = symbol
        oldCount[symbol] &+= 1
        nextOld[j] = oldHead[symbol]
        oldHead[symbol] = j
      }
      j -= 1
    }
    var oldToNew = [Int](repeating: -1, count: n)
    var newToOld = [Int](repeating: -1, count: m)
    // Pass 3: unique anchors.
    var hasRepeats = false
    for i in 0..<m {
      let symbol = newSymbol[i]
      let occurrences = (newCount[symbol], oldCount[symbol])
      if occurrences == (1, 1) {
        let o = oldHead[symbol]
        newToOld[i] = o
        oldToNew[o] = i
      } else if occurrences.1 > 0 {
        hasRepeats = true
      }
    }
    if hasRepeats {
      // Pass 4: expand pairs forward over equal, unpaired neighbours.
      var i = 0
      while i < m - 1 {
        let o = newToOld[i]
        if o >= 0, o + 1 < n, newToOld[i + 1] < 0, oldToNew[o + 1] < 0,
          newSymbol[i + 1] == oldSymbol[o + 1]
        {
          newToOld[i + 1] = o + 1
          oldToNew[o + 1] = i + 1
        }
        i += 1
      }
      // Pass 5: expand backward.
      i = m - 1
      while i > 0 {
        let o = newToOld[i]
        if o > 0, newToOld[i - 1] < 0, oldToNew[o - 1] < 0, newSymbol[i - 1] == oldSymbol[o - 1] {
          newToOld[i - 1] = o - 1
          oldToNew[o - 1] = i - 1
        }
        i -= 1
      }
      // Pass 7: pair the remaining occurrences of repeated elements in order.
      for i in 0..<m where newToOld[i] < 0 {
        let symbol = newSymbol[i]
        var o = oldHead[symbol]
        while o >= 0, oldToNew[o] >= 0 { o = nextOld[o] }
        oldHead[symbol] = o < 0 ? -1 : nextOld[o]
        if o >= 0 {
          newToOld[i] = o
          oldToNew[o] = i
        }
      }
    }
    // Pass 6 is implicit: every position still at -1 is an insert or a delete.
    return (oldToNew, newToOld)
  }

  /// Turns a matching into a ``FlatDiff``: deletes, inserts, minimal moves and updates.
  @inlinable
  static func finish<Element>(
    old: [Element], new: [Element], oldToNew: inout [Int], newToOld: inout [Int],
    areContentsEqual: ((Element, Element) -> Bool)?
  ) -> FlatDiff {
    var deletes: [Int] = []
    for o in 0..<oldToNew.count where oldToNew[o] < 0 { deletes.append(o) }
    var inserts: [Int] = []
    for i in 0..<newToOld.count where newToOld[i] < 0 { inserts.append(i) }
    let stays = LongestIncreasingSubsequence.membership(newToOld)
    var moves: [Move<Int>] = []
    var updates: [Move<Int>] = []
    for i in 0..<newToOld.count {
      let o = newToOld[i]
      guard o >= 0 else { continue }
      if !stays[i] { moves.append(Move(from: o, to: i)) }
      if let areContentsEqual, !areContentsEqual(old[o], new[i]) {
        updates.append(Move(from: o, to: i))
      }
    }
    return FlatDiff(
      deletes: deletes, inserts: inserts, moves: moves, updates: updates, oldToNew: oldToNew,
      newToOld: newToOld)
  }

  /// Reads a dictionary value through its `default:` accessor: one hash operation that inserts
  /// the default when the key is absent.
  @inlinable
  static func _getOrInsert(_ value: inout Int) -> Int { value }
}
