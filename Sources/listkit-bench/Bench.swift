import Foundation
import ListKit

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// The harness: timing, the floors of the performance targets, and the workloads' data.
struct Bench {
  let warmups: Int
  let runs: Int

  init(quick: Bool) {
    warmups = quick ? 1 : 5
    runs = quick ? 3 : 15
  }

  typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

  // MARK: Timing

  /// Median and minimum in milliseconds of `body`, each run on a fresh value from `setup` (the
  /// setup is not timed).
  func measure<T>(_ setup: () -> T, _ body: (inout T) -> Void) -> (median: Double, min: Double) {
    var times: [Double] = []
    for run in 0..<(warmups + runs) {
      var value = setup()
      let start = DispatchTime.now().uptimeNanoseconds
      body(&value)
      let end = DispatchTime.now().uptimeNanoseconds
      blackHole(value)
      if run >= warmups { times.append(Double(end - start) / 1_000_000) }
    }
    times.sort()
    return (times[times.count / 2], times[0])
  }

  func measureAsync<T>(_ setup: () async -> T, _ body: (inout T) async -> Void) async -> (
    median: Double, min: Double
  ) {
    var times: [Double] = []
    for run in 0..<(warmups + runs) {
      var value = await setup()
      let start = DispatchTime.now().uptimeNanoseconds
      await body(&value)
      let end = DispatchTime.now().uptimeNanoseconds
      blackHole(value)
      if run >= warmups { times.append(Double(end - start) / 1_000_000) }
    }
    times.sort()
    return (times[times.count / 2], times[0])
  }

  // MARK: Floors

  /// `copy(n)`: an array of n items copied into a new array.
  func copyFloor(_ n: Int) -> Double {
    let source = Array(0..<n)
    // A real copy: an array built from a buffer never shares the source's storage.
    return measure({ source }) { source in blackHole(source.withUnsafeBufferPointer { Array($0) }) }
      .median
  }

  /// `hash(n, m)`: a dictionary of the old items, then one look-up per new item.
  func hashFloor<T: Hashable>(_ old: [T], _ new: [T]) -> Double {
    measure({ () }) { _ in
      var table = [T: Int](minimumCapacity: old.count)
      for (i, item) in old.enumerated() { table[item] = i }
      var sum = 0
      for item in new { sum &+= table[item] ?? 0 }
      blackHole(sum)
    }.median
  }

  func lookupFloor(_ keys: [Int], in table: [Int: Int]) -> Double {
    measure({ () }) { _ in
      var sum = 0
      for key in keys { sum &+= table[key] ?? 0 }
      blackHole(sum)
    }.median
  }

  // MARK: Data

  /// A snapshot of `sections`, built with `appendSections` / `appendItems` and never queried.
  static func fresh<S: Hashable & Sendable, I: Hashable & Sendable>(_ sections: [(S, [I])])
    -> DiffableDataSourceSnapshot<S, I>
  {
    var snapshot = DiffableDataSourceSnapshot<S, I>()
    snapshot.appendSections(sections.map(\.0))
    for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
    return snapshot
  }

  /// The same, observed once (its appends checked), as a snapshot a data source hands out is.
  static func queried<S: Hashable & Sendable, I: Hashable & Sendable>(_ sections: [(S, [I])])
    -> DiffableDataSourceSnapshot<S, I>
  {
    let snapshot = fresh(sections)
    _ = snapshot.errors
    return snapshot
  }

  /// `sections` sections of `items` consecutive integers each.
  static func grid(sections: Int, items: Int) -> [(Int, [Int])] {
    (0..<sections).map { s in (s, Array((s * items)..<((s + 1) * items))) }
  }

  static func built(sections: Int, items: Int) -> Snapshot {
    fresh(grid(sections: sections, items: items))
  }

  static func validated(sections: Int, items: Int) -> Snapshot {
    queried(grid(sections: sections, items: items))
  }

  static func shuffled(_ values: [Int], seed: UInt64) -> [Int] {
    var rng = SplitMix64(seed: seed)
    var values = values
    for i in stride(from: values.count - 1, to: 0, by: -1) {
      values.swapAt(i, Int(rng.next() % UInt64(i + 1)))
    }
    return values
  }

  /// The D11 change of a 100 x 100 grid: every 10th item replaced by a new one, 5 items of each
  /// section moved into another section (at seeded places), section 10 moved to the end and
  /// section 50 to the front.
  static func reshuffledGrid() -> (old: [(Int, [Int])], new: [(Int, [Int])]) {
    let old = grid(sections: 100, items: 100)
    var new = old.map { section, items in
      (section, items.enumerated().map { i, item in i % 10 == 3 ? 100_000 + item : item })
    }
    var rng = SplitMix64(seed: 11)
    for s in 0..<100 {
      for _ in 0..<5 {
        let from = Int(rng.next() % UInt64(new[s].1.count))
        if new[s].1[from] >= 100_000 { continue }  // keep replaced items where they are
        let item = new[s].1.remove(at: from)
        let target = (s + 1 + Int(rng.next() % 99)) % 100
        new[target].1.insert(item, at: Int(rng.next() % UInt64(new[target].1.count + 1)))
      }
    }
    let tenth = new.remove(at: 10)
    new.append(tenth)
    let fiftieth = new.remove(at: new.firstIndex { $0.0 == 50 }!)
    new.insert(fiftieth, at: 0)
    return (old, new)
  }

  static func uuids(_ count: Int, seed: UInt64) -> [UUID] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let (a, b) = (rng.next(), rng.next())
      return withUnsafeBytes(of: (a, b)) { raw in
        UUID(uuid: raw.load(as: uuid_t.self))
      }
    }
  }

  /// `old` with `deleted` items removed, `moved` items moved elsewhere and `inserted` added.
  static func edited<T>(_ old: [T], deleted: Int, inserted: [T], moved: Int, seed: UInt64) -> [T] {
    var rng = SplitMix64(seed: seed)
    var new = old
    for _ in 0..<deleted { new.remove(at: Int(rng.next() % UInt64(new.count))) }
    for _ in 0..<moved {
      let item = new.remove(at: Int(rng.next() % UInt64(new.count)))
      new.insert(item, at: Int(rng.next() % UInt64(new.count + 1)))
    }
    for item in inserted { new.insert(item, at: Int(rng.next() % UInt64(new.count + 1))) }
    return new
  }

  /// The length of the longest increasing subsequence: n minus it is the fewest moves. Written
  /// here rather than calling the engine's LIS, so the bench's move check does not trust the
  /// code it measures (the tests keep their own copy for the same reason).
  static func lisLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values where value >= 0 {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if tails[mid] < value { low = mid + 1 } else { high = mid }
      }
      if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
  }

  /// The resident memory now (Linux: `VmRSS`).
  static func residentMegabytes() -> Double? { statusMegabytes("VmRSS:") }

  /// The peak resident memory (Linux: `VmHWM`).
  static func peakResidentMegabytes() -> Double? { statusMegabytes("VmHWM:") }

  /// A size field of `/proc/self/status`, in MiB.
  static func statusMegabytes(_ field: String) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field) {
      let digits = line.split(separator: " ").compactMap { Double($0) }
      if let kb = digits.first { return kb / 1024 }
    }
    return nil
  }

  // MARK: Rows

  func row(
    _ id: String, _ workload: String, _ time: (median: Double, min: Double), _ floor: Double,
    _ target: Double
  ) -> BenchRow {
    BenchRow(
      id: id, workload: workload, median: time.median, min: time.min, floor: floor, target: target,
      targetText: "<= \(target)x", met: time.median / floor <= target)
  }
}
