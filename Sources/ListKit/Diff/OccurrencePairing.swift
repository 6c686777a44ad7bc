/// Pairs equal identifiers of two sequences: the k-th target occurrence of an identifier takes
/// its k-th source occurrence; the rest are unpaired. The one pairing of repeated identifiers
/// that DifferenceKit's staged changesets, DeepDiff's diff and the scenario pictures' links share
/// (the Heckel diff of `ListKit` pairs its leftover repeats the same way inside its own tables).
/// One dictionary insert per source element, one look-up per target element.
@usableFromInline
package struct OccurrencePairing {
  /// For each target index, the source index it took, or -1.
  @usableFromInline package var sourceOfTarget: [Int]
  /// For each source index, the target index that took it, or -1.
  @usableFromInline package var targetOfSource: [Int]

  /// Pairs the identifiers of `source` with those of `target`.
  @inlinable
  package init<ID: Hashable>(source: ContiguousArray<ID>, target: ContiguousArray<ID>) {
    // The closure form below, written out over arrays: delegating to it through closures is
    // slower (docs/performance.md, "What made it fast").
    sourceOfTarget = [Int](repeating: -1, count: target.count)
    targetOfSource = [Int](repeating: -1, count: source.count)
    guard !source.isEmpty, !target.isEmpty else { return }
    var table = [ID: Int](minimumCapacity: source.count)
    var head: [Int] = []
    head.reserveCapacity(source.count)
    // Made at the first repeat (without one, `pairUnique` needs no chains).
    var next: [Int] = []
    for i in source.indices.reversed() {
      let fresh = head.count
      let entry = Self.entry(&table[source[i], default: -1], fresh)
      if entry == fresh {
        head.append(i)
      } else {
        if next.isEmpty { next = [Int](repeating: -1, count: source.count) }
        next[i] = head[entry]
        head[entry] = i
      }
    }
    if next.isEmpty {
      pairUnique(count: target.count, table: table, head: head) {
        source[$0] == target[$1]
      } target: {
        target[$0]
      }
      return
    }
    for j in target.indices {
      guard let entry = table[target[j]] else { continue }
      let i = head[entry]
      guard i >= 0 else { continue }
      head[entry] = next[i]
      sourceOfTarget[j] = i
      targetOfSource[i] = j
    }
  }

  /// The target side when no source identifier repeats: each identifier has one source
  /// occurrence, which the first target occurrence takes. A target equal to the source element
  /// after the one the last paired target took *is* that element's identifier (Heckel's neighbour
  /// extension), so a run of targets that keep their order costs one comparison each instead of
  /// a look-up; the others are looked up. `sourceOfTarget`/`targetOfSource` must be all -1.
  ///
  /// - Parameters:
  ///   - same: Whether source `i` and target `j` have the same identifier.
  @inlinable
  mutating func pairUnique<ID: Hashable>(
    count targetCount: Int, table: [ID: Int], head: [Int], same: (Int, Int) -> Bool,
    target targetID: (Int) -> ID
  ) {
    let sourceCount = targetOfSource.count
    // The source index the last paired target took (-1: none yet).
    var last = -1
    for j in 0..<targetCount {
      let i: Int
      if last + 1 < sourceCount, same(last + 1, j) {
        i = last + 1
      } else if let entry = table[targetID(j)] {
        i = head[entry]
      } else {
        continue
      }
      // A repeated target finds its one source occurrence taken: it stays unpaired.
      guard targetOfSource[i] < 0 else { continue }
      sourceOfTarget[j] = i
      targetOfSource[i] = j
      last = i
    }
  }

  /// Pairs `sourceCount` source identifiers with `targetCount` target ones, read through the
  /// closures (so a caller's elements need not be copied into arrays of identifiers).
  @inlinable
  package init<ID: Hashable>(
    sourceCount: Int, targetCount: Int, source sourceID: (Int) -> ID, target targetID: (Int) -> ID
  ) {
    sourceOfTarget = [Int](repeating: -1, count: targetCount)
    targetOfSource = [Int](repeating: -1, count: sourceCount)
    guard sourceCount > 0, targetCount > 0 else { return }
    // Each identifier's unpaired source occurrences: a list through `next`, in ascending order
    // (built from the end), starting at `head[entry]`. One hash per source identifier.
    var table = [ID: Int](minimumCapacity: sourceCount)
    var head: [Int] = []
    head.reserveCapacity(sourceCount)
    // Made at the first repeat (without one, `pairUnique` needs no chains).
    var next: [Int] = []
    for i in stride(from: sourceCount - 1, through: 0, by: -1) {
      let fresh = head.count
      let entry = Self.entry(&table[sourceID(i), default: -1], fresh)
      if entry == fresh {
        head.append(i)
      } else {
        if next.isEmpty { next = [Int](repeating: -1, count: sourceCount) }
        next[i] = head[entry]
        head[entry] = i
      }
    }
    if next.isEmpty {
      pairUnique(count: targetCount, table: table, head: head) {
        sourceID($0) == targetID($1)
      } target: {
        targetID($0)
      }
      return
    }
    for j in 0..<targetCount {
      guard let entry = table[targetID(j)] else { continue }
      let i = head[entry]
      guard i >= 0 else { continue }
      head[entry] = next[i]
      sourceOfTarget[j] = i
      targetOfSource[i] = j
    }
  }

  /// The entry of a table slot, made `fresh` when it had none.
  @inlinable
  static func entry(_ slot: inout Int, _ fresh: Int) -> Int {
    if slot < 0 { slot = fresh }
    return slot
  }
}
