import Foundation
import ListFuzz
import ListKit
import ListSimulator

enum BenchCommand {
  static let spec = CommandSpec(
    name: "bench",
    abstract: "Run the benchmarks of performance.md against floors measured in the same run.",
    discussion:
      "Each row is the median of 15 runs after 5 warm-ups (--quick: 3 after 1), beside its floor and\nthe ratio the performance spec targets. Build with -c release: debug numbers mean nothing.",
    arguments: [], usage: "listkit bench [--json] [--filter <ids>] [--quick]",
    options: [
      .init(name: "--json", help: "Print one JSON object per row."),
      .init(name: "--filter", valueName: "ids", help: "Run only these rows, e.g. D1,D5."),
      .init(name: "--quick", help: "1 warm-up and 3 runs: a smoke test."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: "Unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    var bench = Bench(quick: arguments.flags.contains("--quick"))
    let all = Bench.rowIDs
    var selected = all
    if let filter = arguments.values["--filter"] {
      selected = filter.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).uppercased()
      }
      for id in selected where !all.contains(id) {
        var message = "Unknown benchmark row '\(id)' (rows: \(all.joined(separator: ", ")))"
        if let suggestion = nearest(id, in: all) { message += "\nDid you mean '\(suggestion)'?" }
        throw UsageError(message: message, command: spec)
      }
    }
    let json = arguments.flags.contains("--json")
    #if DEBUG
      console.err(
        "warning: this is a debug build; run `swift run -c release listkit bench` for real numbers")
    #endif
    if !json {
      console.out(BenchRow.header)
    }
    for id in all where selected.contains(id) {
      let row = await bench.run(id)
      console.out(json ? row.json : row.line)
    }
    if let peak = Bench.peakResidentMegabytes(), !json {
      console.out("peak resident memory of the process: \(String(format: "%.1f", peak)) MiB")
    }
    return ExitCode.success
  }
}

/// One row of the benchmark table.
struct BenchRow {
  var id: String
  var workload: String
  var median: Double
  var min: Double
  var floor: Double?
  var target: Double?
  var targetText: String
  var met: Bool?
  var moves: Int?
  var note: String = ""

  var ratio: Double? { floor.map { median / $0 } }

  static var header: String {
    "id  workload".padded(58) + "median ms".leftPadded(11) + "min ms".leftPadded(10)
      + "floor ms".leftPadded(10) + "ratio".leftPadded(8) + "  target".padded(16) + "met"
  }

  var line: String {
    func ms(_ value: Double?) -> String { value.map { String(format: "%.4f", $0) } ?? "-" }
    let ratioText = ratio.map { String(format: "%.3fx", $0) } ?? "-"
    let metText = met.map { $0 ? "met" : "NOT MET" } ?? "-"
    return "\(id.padded(4))\(workload)".padded(58) + ms(median).leftPadded(11)
      + ms(min).leftPadded(10)
      + ms(floor).leftPadded(10) + ratioText.leftPadded(8) + "  \(targetText)".padded(16) + metText
      + (note.isEmpty ? "" : "  \(note)")
  }

  var json: String {
    func number(_ value: Double?) -> String { value.map { String(format: "%.6f", $0) } ?? "null" }
    return
      "{\"id\": \"\(id)\", \"workload\": \"\(workload)\", \"median_ms\": \(number(median)), \"min_ms\": \(number(min)), \"floor_ms\": \(number(floor)), \"ratio\": \(number(ratio)), \"target\": \"\(targetText)\", \"met\": \(met.map { "\($0)" } ?? "null"), \"moves\": \(moves.map(String.init) ?? "null")\(note.isEmpty ? "" : ", \"note\": \"\(note)\"")}"
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// The benchmark workloads of performance.md.
struct Bench {
  let warmups: Int
  let runs: Int

  init(quick: Bool) {
    warmups = quick ? 1 : 5
    runs = quick ? 3 : 15
  }

  static let rowIDs = [
    "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "D1", "D2", "D3", "D4", "D5", "D6", "D7", "A1",
    "V1", "F1",
  ]

  typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

  /// Median and minimum in milliseconds of `body`, each run on a fresh value from `setup`.
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

  func copyFloor(_ n: Int) -> Double {
    let source = Array(0..<n)
    // A real copy: an array built from a buffer never shares the source's storage.
    return measure({ source }) { source in blackHole(source.withUnsafeBufferPointer { Array($0) }) }
      .median
  }

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

  static func built(sections: Int, items: Int) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(Array(0..<sections))
    for s in 0..<sections {
      snapshot.appendItems(Array((s * items)..<((s + 1) * items)), toSection: s)
    }
    return snapshot
  }

  /// A snapshot that has been observed once (its appends checked), as a snapshot a data source
  /// hands out is.
  static func validated(sections: Int, items: Int) -> Snapshot {
    let snapshot = built(sections: sections, items: items)
    _ = snapshot.errors
    return snapshot
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

  /// `count` items: `deleted` removed, `inserted` new ones added, `moved` moved elsewhere.
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

  static func peakResidentMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.split(separator: " ").compactMap { Double($0) }
      if let kb = digits.first { return kb / 1024 }
    }
    return nil
  }

  // MARK: Rows

  mutating func run(_ id: String) async -> BenchRow {
    switch id {
    case "S1", "S2":
      let n = id == "S1" ? 10_000 : 50_000
      let items = Array(0..<n)
      let time = measure({ items }) { items in
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        blackHole(snapshot)
      }
      let target = id == "S1" ? 3.0 : 2.0
      return row(id, "build: 1 section, append \(n / 1000)k items", time, copyFloor(n), target)
    case "S3":
      let chunks = (0..<100).map { Array(($0 * 100)..<(($0 + 1) * 100)) }
      let time = measure({ chunks }) { chunks in
        var snapshot = Snapshot()
        snapshot.appendSections(Array(0..<100))
        for (s, chunk) in chunks.enumerated() { snapshot.appendItems(chunk, toSection: s) }
        blackHole(snapshot)
      }
      return row(id, "build: 100 sections x 100 items", time, copyFloor(10_000), 15)
    case "S4":
      let time = measure({ Self.validated(sections: 10, items: 1000) }) { snapshot in
        for _ in 0..<100 { blackHole(snapshot.itemIdentifiers) }
      }
      return row(id, "itemIdentifiers x100 on 10 x 1k", time, copyFloor(10_000) * 100, 0.15)
    case "S5":
      let half = Array(stride(from: 0, to: 10_000, by: 2))
      let time = measure({ Self.validated(sections: 1, items: 10_000) }) { snapshot in
        snapshot.reloadItems(half)
        blackHole(snapshot.reloadedItemIdentifiers.count)
      }
      let floor = copyFloor(10_000) + measure({ half }) { blackHole(Set($0)) }.median
      return row(id, "mark 5k of 10k reloaded (checked)", time, floor, 1.5)
    case "S6":
      let tenth = Array(stride(from: 0, to: 10_000, by: 10))
      let time = measure({ Self.validated(sections: 1, items: 10_000) }) { snapshot in
        snapshot.deleteItems(tenth)
      }
      let floor = copyFloor(10_000) + measure({ tenth }) { blackHole(Set($0)) }.median
      return row(id, "delete 1k (every 10th) of 10k", time, floor, 7)
    case "S7":
      let queries = Array(stride(from: 0, to: 10_000, by: 10))
      let time = measure({ Self.built(sections: 10, items: 1000) }) { snapshot in
        var found = 0
        for item in queries where snapshot.sectionIdentifier(containingItem: item) != nil {
          found += 1
        }
        blackHole(found)
      }
      let table = Dictionary(uniqueKeysWithValues: (0..<10_000).map { ($0, $0 / 1000) })
      return row(
        id, "sectionIdentifier(containingItem:) x1k, fresh 10 x 1k", time,
        lookupFloor(queries, in: table), 30)
    case "S8":
      let snapshot = Self.validated(sections: 10, items: 1000)
      let queries = Array(stride(from: 0, to: 10_000, by: 10))
      let time = await measureAsync({ () async -> CollectionViewDiffableDataSource<Int, Int> in
        let view = VirtualCollectionView()
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(view: view)
        try? await dataSource.applySnapshotUsingReloadData(snapshot)
        return dataSource
      }) { dataSource in
        var found = 0
        for item in queries where dataSource.indexPath(for: item) != nil { found += 1 }
        blackHole(found)
      }
      let table = Dictionary(uniqueKeysWithValues: (0..<10_000).map { ($0, $0) })
      return row(
        id, "data source indexPath(for:) x1k on 10 x 1k", time, lookupFloor(queries, in: table), 30)
    case "D1", "D2":
      let n = id == "D1" ? 10_000 : 50_000
      let old = Array(0..<n)
      let new = Array((n / 2)..<(n + n / 2))
      let time = measure({ () }) { _ in blackHole(Heckel.diff(old: old, new: new)) }
      var result = row(
        id, "diff \(n / 1000)k, 50% overlap", time, hashFloor(old, new), id == "D1" ? 2.5 : 2.0)
      result.moves = Heckel.diff(old: old, new: new).moves.count
      if id == "D1" {
        result.note = growthNote(old, new, Array(0..<(10 * n)), Array((5 * n)..<(15 * n)))
      }
      return result
    case "D3":
      let old = Array(0..<10_000)
      let new = Array(old[0..<10_000])
      let time = measure({ () }) { _ in blackHole(Heckel.diff(old: old, new: new)) }
      var result = row(
        id, "diff 10k, no change, distinct equal buffers", time, hashFloor(old, new), 0.1)
      result.moves = 0
      return result
    case "D4":
      let old = Self.validated(sections: 10, items: 1000)
      let new = old
      let time = measure({ () }) { _ in blackHole(SnapshotDiff.changeset(from: old, to: new)) }
      var result = BenchRow(
        id: id, workload: "diff 10 x 1k, no change, shared storage", median: time.median,
        min: time.min,
        floor: nil, target: nil, targetText: "< 0.002 ms", met: time.median < 0.002)
      result.moves = 0
      return result
    case "D5":
      var rng = SplitMix64(seed: 5)
      let old = Array(0..<10_000)
      var new = old
      for i in stride(from: new.count - 1, to: 0, by: -1) {
        new.swapAt(i, Int(rng.next() % UInt64(i + 1)))
      }
      let time = measure({ () }) { _ in blackHole(Heckel.diff(old: old, new: new)) }
      let moves = Heckel.diff(old: old, new: new).moves.count
      var result = row(id, "diff 10k, uniform random shuffle", time, hashFloor(old, new), 3.5)
      result.moves = moves
      let minimal = moves == old.count - Self.lisLength(new)
      result.met = (result.met ?? false) && minimal
      result.note = minimal ? "moves = n - LIS" : "moves NOT minimal"
      return result
    case "D6", "D7":
      let n = id == "D6" ? 5_000 : 100_000
      let old = Self.uuids(n, seed: 6)
      let new = Self.edited(
        old, deleted: n / 5 / (id == "D6" ? 1 : 2),
        inserted: Self.uuids(n / 5 / (id == "D6" ? 1 : 2), seed: 7),
        moved: n / 25 / (id == "D6" ? 1 : 2), seed: 8)
      let time = measure({ () }) { _ in blackHole(Heckel.diff(old: old, new: new)) }
      var result = row(
        id,
        id == "D6"
          ? "5k UUIDs: 1k deleted, 1k inserted, 200 moved"
          : "100k UUIDs: 10k del, 10k ins, 2k moved",
        time, hashFloor(old, new), id == "D6" ? 1.3 : 1.2)
      result.moves = Heckel.diff(old: old, new: new).moves.count
      if id == "D7", let peak = Self.peakResidentMegabytes() {
        result.note = String(format: "peak RSS %.0f MiB", peak)
      }
      return result
    case "A1":
      let old = Self.validated(sections: 10, items: 1000)
      var new = old
      let changed = Array(stride(from: 0, to: 10_000, by: 10))
      new.deleteItems(changed)
      for s in 0..<10 {
        new.appendItems(Array((20_000 + s * 100)..<(20_000 + s * 100 + 100)), toSection: s)
      }
      _ = new.errors
      let diff = measure({ () }) { _ in blackHole(SnapshotDiff.changeset(from: old, to: new)) }
      let time = await measureAsync({ () async -> CollectionViewDiffableDataSource<Int, Int> in
        let view = VirtualCollectionView()
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(view: view)
        try? await dataSource.applySnapshotUsingReloadData(old)
        return dataSource
      }) { dataSource in
        _ = try? await dataSource.apply(new)
      }
      return row(id, "apply 10 x 1k, 10% changed (vs the diff alone)", time, diff.median, 2)
    case "F1":
      // The fuzzer on one worker, lists of up to 50 items: steps (operations, each with all its
      // checks) per second, median of the runs.
      var rates: [Double] = []
      for run in 0..<(warmups + runs) {
        let report = await Fuzzer(
          Fuzzer.Configuration(
            seed: UInt64(run + 1), iterations: 300, limits: FuzzLimits(maxItems: 50), shrink: false
          )
        ).run()
        if run >= warmups { rates.append(report.stepsPerSecond) }
      }
      rates.sort()
      let median = rates[rates.count / 2]
      return BenchRow(
        id: id, workload: "fuzz: 300 cases of 12 steps, <= 50 items, 1 job",
        median: 1_000_000 / median, min: 1_000_000 / rates.last!, floor: nil, target: nil,
        targetText: ">= 20000 steps/s", met: median >= 20_000,
        note: "\(Int(median.rounded())) steps/s (ms per 1000 steps shown)")
    default:  // V1
      let old = Self.validated(sections: 100, items: 1000)
      var new = old
      new.deleteItems(Array(stride(from: 0, to: 100_000, by: 200)))
      for s in stride(from: 0, to: 100, by: 2) {
        new.appendItems(Array((200_000 + s * 10)..<(200_000 + s * 10 + 10)), toSection: s)
      }
      _ = new.errors
      let changeset = SnapshotDiff.changeset(from: old, to: new)
      let batch = changeset.batches[0]
      let oldModel = old.sectionIdentifiers.map {
        old.itemIdentifiers(inSection: $0).map(ItemIdentity.init)
      }
      let newModel = new.sectionIdentifiers.map {
        new.itemIdentifiers(inSection: $0).map(ItemIdentity.init)
      }
      let diff = measure({ () }) { _ in blackHole(SnapshotDiff.changeset(from: old, to: new)) }
      let time = measure({ () -> (VirtualView, ArrayDataSource) in
        let model = ArrayDataSource(sections: oldModel)
        let view = VirtualView(kind: .collection, dataSource: model)
        try? view.reloadData()
        model.sections = newModel
        return (view, model)
      }) { pair in
        blackHole(try? pair.0.perform(batch))
      }
      var result = row(
        id, "validate a \(batch.operationCount)-op batch on 100k items (vs its diff)", time,
        diff.median, 1)
      result.note = "touches 50 of 100 sections"
      return result
    }
  }

  func row(
    _ id: String, _ workload: String, _ time: (median: Double, min: Double), _ floor: Double,
    _ target: Double
  ) -> BenchRow {
    BenchRow(
      id: id, workload: workload, median: time.median, min: time.min, floor: floor, target: target,
      targetText: "<= \(target)x", met: time.median / floor <= target)
  }

  /// How the diff's time grows from n to 10n (performance.md: within 12x).
  func growthNote(_ old: [Int], _ new: [Int], _ oldLarge: [Int], _ newLarge: [Int]) -> String {
    let small = measure({ () }) { _ in blackHole(Heckel.diff(old: old, new: new)) }.median
    let large = measure({ () }) { _ in blackHole(Heckel.diff(old: oldLarge, new: newLarge)) }.median
    return String(format: "10x input: %.1fx time", large / small)
  }
}
