import Foundation
import ListKit

/// Item indexes grouped by section, in one array: the `placed` values come first, section by
/// section, and the sections' starts follow them — section `s` holds
/// `storage[starts(s)..<starts(s + 1)]`, where `starts(s)` is `storage[placed + s]`. Values for
/// positions outside the sections are dropped (the range checks report them first).
///
/// Built in two passes (count, then place) into one allocation per kind of operation used, instead
/// of one growing array per section (or one for the values and one for the starts).
struct _Buckets {
  /// The values, then `count + 1` starts; empty when no value arrived (most batches use few kinds
  /// of operation; an unused kind costs nothing).
  private var storage: [Int] = []
  /// How many values there are (where the starts begin).
  private var placed = 0
  let count: Int
  /// Whether each section's values are known to be ascending (then ``sortEach()`` has nothing
  /// to do).
  private var sortedWithin = false

  /// No values, for `count` sections.
  init(_ count: Int) { self.count = count }

  /// Groups `entries` by `section(entry)`, keeping their order within each section.
  init<C: BidirectionalCollection>(
    _ count: Int, _ entries: C, section: (C.Element) -> Int, value: (C.Element) -> Int
  ) {
    self.count = count
    guard !entries.isEmpty, count > 0 else { return }
    var placed = 0
    for entry in entries {
      let s = section(entry)
      if s >= 0 && s < count { placed += 1 }
    }
    guard placed > 0 else { return }
    // Counted per section, summed into each section's end, then filled back to front: each
    // section's end moves down to its start, so the starts do both jobs.
    storage = [Int](unsafeUninitializedCapacity: placed + count + 1) { buffer, initialized in
      let starts = buffer.baseAddress! + placed
      starts.initialize(repeating: 0, count: count + 1)
      for entry in entries {
        let s = section(entry)
        if s >= 0 && s < count { starts[s] += 1 }
      }
      for s in 1..<count { starts[s] += starts[s - 1] }
      starts[count] = placed
      for entry in entries.reversed() {
        let s = section(entry)
        guard s >= 0 && s < count else { continue }
        starts[s] -= 1
        (buffer.baseAddress! + starts[s]).initialize(to: value(entry))
      }
      initialized = placed + count + 1
    }
    self.placed = placed
  }

  /// Where section `s`'s values start (`s` in `0...count`, values present).
  @inline(__always) private func start(_ s: Int) -> Int { storage[placed + s] }

  subscript(section: Int) -> ArraySlice<Int> {
    guard !storage.isEmpty, section >= 0 && section < count else { return [] }
    return storage[start(section)..<start(section + 1)]
  }

  /// Whether `section` holds no value (no copy of anything).
  func isEmpty(_ section: Int) -> Bool {
    storage.isEmpty || section < 0 || section >= count || start(section) == start(section + 1)
  }

  var isEmpty: Bool { storage.isEmpty }

  /// The sections that hold values, with their values (lazily: nothing is allocated).
  var nonEmpty: some Sequence<(section: Int, values: ArraySlice<Int>)> {
    let (storage, placed) = (self.storage, self.placed)
    return (0..<(storage.isEmpty ? 0 : count)).lazy.filter {
      storage[placed + $0] != storage[placed + $0 + 1]
    }.map { (section: $0, values: storage[storage[placed + $0]..<storage[placed + $0 + 1]]) }
  }

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
    let placed = keys.count
    storage = [Int](unsafeUninitializedCapacity: placed + count + 1) { buffer, initialized in
      // starts[s]: the first key of section s or later.
      let starts = buffer.baseAddress! + placed
      starts.initialize(repeating: placed, count: count + 1)
      var s = 0
      for (i, key) in keys.enumerated() {
        while s <= key.section {
          starts[s] = i
          s += 1
        }
        (buffer.baseAddress! + i).initialize(to: key.item)
      }
      initialized = placed + count + 1
    }
    (self.placed, sortedWithin) = (placed, true)
  }

  /// Sorts each section's values; engine batches arrive sorted, and are only checked.
  mutating func sortEach() {
    guard !storage.isEmpty, !sortedWithin else { return }
    for s in 0..<count where start(s + 1) - start(s) > 1 {
      let range = start(s)..<start(s + 1)
      if !storage[range].isSorted { storage[range].sort() }
    }
  }
}

extension Collection where Element: Comparable {
  var isSorted: Bool { zip(self, dropFirst()).allSatisfy { !($1 < $0) } }
}
