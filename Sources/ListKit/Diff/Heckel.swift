/// Paul Heckel's linear-time diff ("A technique for isolating differences between files",
/// CACM 1978), followed by a longest-increasing-subsequence pass for minimal moves.
///
/// ```swift
/// let diff = HeckelLIS.diff(old: ["a", "b", "c"], new: ["c", "a", "d"])
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
/// One hash operation per element of each collection when neither repeats an element (the symbol
/// table is a dictionary from element to an integer; every other pass works on integer arrays),
/// and none for an old element that follows its predecessor's match (a comparison instead),
/// no allocation per element. Time O(n + m) expected plus O(k log k) for the LIS of k matched elements; memory a few
/// integers per element.
public enum HeckelLIS {
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
    let n = old.count
    let m = new.count
    // Equal collections (O(1) when they share storage): nothing but content updates.
    if n == m, old == new {
      let identity = Array(0..<n)
      var updates: [PositionMove<Int>] = []
      if let areContentsEqual {
        for i in 0..<n where !areContentsEqual(old[i], new[i]) {
          updates.append(PositionMove(from: i, to: i))
        }
      }
      return FlatDiff(
        deletes: [], inserts: [], moves: [], updates: updates, oldToNew: identity,
        newToOld: identity)
    }
    var oldToNew = [Int]._filled(-1, count: n)
    var newToOld = [Int]._filled(-1, count: m)
    var deletes: [Int] = []
    if !matchDistinct(
      old: old, new: new, oldToNew: &oldToNew, newToOld: &newToOld, deletes: &deletes)
    {
      (oldToNew, newToOld) = matchRepeated(old: old, new: new)
      deletes = []
      for o in 0..<n where oldToNew[o] < 0 { deletes.append(o) }
    }
    return finish(
      old: old, new: new, oldToNew: oldToNew, newToOld: newToOld, deletes: deletes,
      areContentsEqual: areContentsEqual)
  }

  /// Heckel's passes when neither collection repeats an element: every symbol occurs at most
  /// once on each side, so passes 1–3 become one table from element to new position and one
  /// look-up per old element, and passes 4–5 have nothing left to pair. Returns `false` (having
  /// written partial results) as soon as a repeated element shows up.
  ///
  /// - Complexity: O(n + m) expected: one hash operation per element.
  @inlinable
  static func matchDistinct<Element: Hashable>(
    old: [Element], new: [Element], oldToNew: inout [Int], newToOld: inout [Int],
    deletes: inout [Int]
  ) -> Bool {
    var table = [Element: Int](minimumCapacity: new.count)
    for i in 0..<new.count where table.updateValue(i, forKey: new[i]) != nil { return false }
    // Heckel's neighbour extension before hashing: `new` holds each element once, so an old
    // element equal to the new element after the last one matched *is* that element (the look-up
    // would find it there). A run of elements that keep their order costs one comparison each.
    var last = -1
    for j in 0..<old.count {
      let i: Int
      if last + 1 < new.count, new[last + 1] == old[j] {
        i = last + 1
      } else if let found = table[old[j]] {
        i = found
      } else {
        deletes.append(j)
        continue
      }
      if newToOld[i] >= 0 { return false }
      newToOld[i] = j
      oldToNew[j] = i
      last = i
    }
    return true
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
    if n == m, old == new { return (Array(0..<n), Array(0..<m)) }
    var oldToNew = [Int]._filled(-1, count: n)
    var newToOld = [Int]._filled(-1, count: m)
    var deletes: [Int] = []
    if matchDistinct(
      old: old, new: new, oldToNew: &oldToNew, newToOld: &newToOld, deletes: &deletes)
    {
      return (oldToNew, newToOld)
    }
    return matchRepeated(old: old, new: new)
  }

  /// All six passes, for collections with repeated elements.
  @inlinable
  static func matchRepeated<Element: Hashable>(old: [Element], new: [Element]) -> (
    oldToNew: [Int], newToOld: [Int]
  ) {
    let n = old.count
    let m = new.count
    // Counts are 32-bit to halve the tables; 2³¹ elements need more memory than any machine this
    // runs on has for the diff's own arrays, so the bound cannot bite in practice.
    precondition(
      n < Int(Int32.max) && m < Int(Int32.max),
      "HeckelLIS.diff supports collections of fewer than 2^31 elements")
    if n == 0 || m == 0 {
      return ([Int]._filled(-1, count: n), [Int]._filled(-1, count: m))
    }
    // Pass 1: symbol table from `new`. `newSymbol[i]` is the symbol of new[i].
    var table = [Element: Int](minimumCapacity: m)
    var newCount: [Int32] = []
    newCount.reserveCapacity(m)
    var newSymbol = [Int]._filled(0, count: m)
    for i in 0..<m {
      let symbol: Int
      if let existing = table[new[i]] {
        symbol = existing
        newCount[symbol] &+= 1
      } else {
        symbol = newCount.count
        table[new[i]] = symbol
        newCount.append(1)
      }
      newSymbol[i] = symbol
    }
    let symbolCount = newCount.count
    // Pass 2: `old`, backwards, so that `oldHead` is each symbol's first old position and
    // `nextOld` chains its later ones. Old elements absent from `new` get symbol -1.
    var oldCount = [Int32]._filled(0, count: symbolCount)
    var oldHead = [Int]._filled(-1, count: symbolCount)
    var oldSymbol = [Int]._filled(-1, count: n)
    var nextOld = [Int]._filled(-1, count: n)
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
    var oldToNew = [Int]._filled(-1, count: n)
    var newToOld = [Int]._filled(-1, count: m)
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

  /// Turns a matching into a ``FlatDiff``: inserts, minimal moves and updates.
  @inlinable
  static func finish<Element>(
    old: [Element], new: [Element], oldToNew: [Int], newToOld: [Int], deletes: [Int],
    areContentsEqual: ((Element, Element) -> Bool)?
  ) -> FlatDiff {
    var inserts: [Int] = []
    for i in 0..<newToOld.count where newToOld[i] < 0 { inserts.append(i) }
    var moves: [PositionMove<Int>] = []
    if let stays = LongestIncreasingSubsequence.membershipIfReordered(newToOld) {
      for i in 0..<newToOld.count where newToOld[i] >= 0 && !stays[i] {
        moves.append(PositionMove(from: newToOld[i], to: i))
      }
    }
    var updates: [PositionMove<Int>] = []
    if let areContentsEqual {
      for i in 0..<newToOld.count {
        let o = newToOld[i]
        if o >= 0, !areContentsEqual(old[o], new[i]) {
          updates.append(PositionMove(from: o, to: i))
        }
      }
    }
    return FlatDiff(
      deletes: deletes, inserts: inserts, moves: moves, updates: updates, oldToNew: oldToNew,
      newToOld: newToOld)
  }

}
