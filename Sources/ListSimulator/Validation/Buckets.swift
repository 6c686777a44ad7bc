import Foundation
import ListKit

/// Values grouped by section, in one array: section `s` holds `values[starts[s]..<starts[s + 1]]`.
/// Values for positions outside the sections are dropped (the range checks report them first).
///
/// Built in two passes (count, then place), so a batch's operations are grouped with two
/// allocations per kind used instead of one growing array per section.
struct _Buckets<T> {
  private(set) var values: [T] = []
  /// Empty when no value arrived (most batches use few kinds of operation; an unused kind costs
  /// nothing).
  private var starts: [Int] = []
  let count: Int
  /// Whether each section's values are known to be ascending (then ``sortEach()`` has nothing
  /// to do).
  private var sortedWithin = false

  /// No values, for `count` sections.
  init(_ count: Int) { self.count = count }

  /// Groups `entries` by `section(entry)`, keeping their order within each section.
  init<C: BidirectionalCollection>(
    _ count: Int, _ entries: C, section: (C.Element) -> Int, value: (C.Element) -> T
  ) {
    self.count = count
    guard !entries.isEmpty, count > 0 else { return }
    // Counted per section, summed into each section's end, then filled back to front: each
    // section's end moves down to its start, so one array of offsets does both jobs.
    var starts = [Int]._filled(0, count: count + 1)
    var placed = 0
    for entry in entries {
      let s = section(entry)
      guard s >= 0 && s < count else { continue }
      starts[s] += 1
      placed += 1
    }
    guard placed > 0 else { return }
    for s in 1..<count { starts[s] += starts[s - 1] }
    starts[count] = placed
    values = [T](unsafeUninitializedCapacity: placed) { buffer, initialized in
      for entry in entries.reversed() {
        let s = section(entry)
        guard s >= 0 && s < count else { continue }
        starts[s] -= 1
        (buffer.baseAddress! + starts[s]).initialize(to: value(entry))
      }
      initialized = placed
    }
    self.starts = starts
  }

  subscript(section: Int) -> ArraySlice<T> {
    guard !starts.isEmpty, section >= 0 && section < count else { return [] }
    return values[starts[section]..<starts[section + 1]]
  }

  /// Whether `section` holds no value (no copy of anything).
  func isEmpty(_ section: Int) -> Bool {
    starts.isEmpty || section < 0 || section >= count || starts[section] == starts[section + 1]
  }

  var isEmpty: Bool { starts.isEmpty }

  /// The sections that hold values, with their values (lazily: nothing is allocated).
  var nonEmpty: some Sequence<(section: Int, values: ArraySlice<T>)> {
    let (starts, values) = (self.starts, self.values)
    return (0..<(starts.isEmpty ? 0 : count)).lazy.filter { starts[$0] != starts[$0 + 1] }.map {
      (section: $0, values: values[starts[$0]..<starts[$0 + 1]])
    }
  }
}

extension _Buckets where T == Int {
  /// The item indexes of `keys`, by section. Keys in ascending order (an engine batch's) are
  /// grouped in one pass over them, and known to be sorted within each section.
  init(_ count: Int, items keys: [_SectionItem]) {
    guard let first = keys.first, let last = keys.last, first.section >= 0,
      last.section < count, keys.indices.dropFirst().allSatisfy({ !(keys[$0] < keys[$0 - 1]) })
    else {
      self.init(count, keys, section: { $0.section }, value: { $0.item })
      return
    }
    self.init(count)
    // starts[s]: the first key of section s or later.
    var starts = [Int]._filled(keys.count, count: count + 1)
    var values: [Int] = []
    values.reserveCapacity(keys.count)
    var s = 0
    for (i, key) in keys.enumerated() {
      while s <= key.section {
        starts[s] = i
        s += 1
      }
      values.append(key.item)
    }
    (self.starts, self.values, sortedWithin) = (starts, values, true)
  }
}

extension _Buckets where T: Comparable {
  /// Sorts each section's values; engine batches arrive sorted, and are only checked.
  mutating func sortEach() {
    guard !starts.isEmpty, !sortedWithin else { return }
    for s in 0..<count where starts[s + 1] - starts[s] > 1 {
      let range = starts[s]..<starts[s + 1]
      if !values[range].isSorted { values[range].sort() }
    }
  }
}

extension Collection where Element: Comparable {
  var isSorted: Bool { zip(self, dropFirst()).allSatisfy { !($1 < $0) } }
}
