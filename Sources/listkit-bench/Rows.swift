import Foundation
import ListFuzz
import ListKit
import ListSimulator
import Lists

extension Bench {
  /// The rows of docs/performance.md, in the order they run.
  static let rowIDs = [
    "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8",
    "D9", "D10", "D11", "D12", "D13", "A1", "A2", "A3", "V1", "V2", "L1", "IG1", "IG2", "DK1",
    "DK2",
    "DD1", "DD2", "F1", "M1",
  ]

  func run(_ id: String) async -> BenchRow {
    switch id {
    case "S1", "S2", "S3", "S4", "S5", "S6", "S7": return snapshotRow(id)
    case "S8": return await indexPathRow()
    case "D1", "D2", "D3", "D4", "D5", "D6", "D7": return diffRow(id)
    case "D8", "D9", "D10", "D11", "D12", "D13": return sectionedDiffRow(id)
    case "A1", "A2", "A3": return await applyRow(id)
    case "V1": return validationRow()
    case "V2": return await viewCellsRow()
    case "L1": return anyItemRow()
    case "IG1": return listDiffRow()
    case "IG2": return await adapterRow()
    case "DK1", "DK2": return stagedChangesetRow(id)
    case "DD1", "DD2": return deepDiffRow(id)
    case "M1": return await memoryRow()
    default: return await fuzzRow()
    }
  }

  // MARK: S: snapshots

  func snapshotRow(_ id: String) -> BenchRow {
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
    default:  // S7
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
    }
  }

  func indexPathRow() async -> BenchRow {
    let snapshot = Self.validated(sections: 10, items: 1000)
    let queries = Array(stride(from: 0, to: 10_000, by: 10))
    let time = await measureAsync({ () async -> VirtualCollectionViewDataSource<Int, Int> in
      let view = withViewIsolation { VirtualCollectionView() }
      let dataSource = VirtualCollectionViewDataSource<Int, Int>(view: view)
      try? await dataSource.applySnapshotUsingReloadData(snapshot)
      return dataSource
    }) { dataSource in
      var found = 0
      for item in queries where dataSource.indexPath(for: item) != nil { found += 1 }
      blackHole(found)
    }
    let table = Dictionary(uniqueKeysWithValues: (0..<10_000).map { ($0, $0) })
    return row(
      "S8", "data source indexPath(for:) x1k on 10 x 1k", time, lookupFloor(queries, in: table), 30)
  }

  // MARK: D1–D7: the flat diff

  func diffRow(_ id: String) -> BenchRow {
    switch id {
    case "D1", "D2":
      let n = id == "D1" ? 10_000 : 50_000
      let old = Array(0..<n)
      let new = Array((n / 2)..<(n + n / 2))
      let time = measure({ () }) { _ in blackHole(HeckelLIS.diff(old: old, new: new)) }
      var result = row(
        id, "diff \(n / 1000)k, 50% overlap", time, hashFloor(old, new), id == "D1" ? 2.5 : 2.0)
      result.moves = HeckelLIS.diff(old: old, new: new).moves.count
      if id == "D1" {
        result.note = growthNote(old, new, Array(0..<(10 * n)), Array((5 * n)..<(15 * n)))
      }
      return result
    case "D3":
      let old = Array(0..<10_000)
      let new = Array(old[0..<10_000])
      let time = measure({ () }) { _ in blackHole(HeckelLIS.diff(old: old, new: new)) }
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
        min: time.min, floor: nil, target: nil, targetText: "< 0.002 ms",
        met: time.median < 0.002)
      result.moves = 0
      return result
    case "D5":
      let old = Array(0..<10_000)
      let new = Self.shuffled(old, seed: 5)
      let time = measure({ () }) { _ in blackHole(HeckelLIS.diff(old: old, new: new)) }
      let moves = HeckelLIS.diff(old: old, new: new).moves.count
      var result = row(id, "diff 10k, uniform random shuffle", time, hashFloor(old, new), 3.5)
      return minimalMoves(result: &result, moves: moves, old.count - Self.lisLength(new))
    default:  // D6, D7
      let n = id == "D6" ? 5_000 : 100_000
      let old = Self.uuids(n, seed: 6)
      let new = Self.edited(
        old, deleted: n / 5 / (id == "D6" ? 1 : 2),
        inserted: Self.uuids(n / 5 / (id == "D6" ? 1 : 2), seed: 7),
        moved: n / 25 / (id == "D6" ? 1 : 2), seed: 8)
      let peak = PeakMemory()
      let time = measure({ () }) { _ in blackHole(HeckelLIS.diff(old: old, new: new)) }
      var result = row(
        id,
        id == "D6"
          ? "5k UUIDs: 1k deleted, 1k inserted, 200 moved"
          : "100k UUIDs: 10k del, 10k ins, 2k moved",
        time, hashFloor(old, new), id == "D6" ? 1.3 : 1.2)
      result.moves = HeckelLIS.diff(old: old, new: new).moves.count
      if id == "D7" { result.note = peak.note }
      return result
    }
  }

  func minimalMoves(result: inout BenchRow, moves: Int, _ fewest: Int) -> BenchRow {
    result.moves = moves
    let minimal = moves == fewest
    result.met = (result.met ?? false) && minimal
    result.note = minimal ? "moves = n - LIS" : "moves NOT minimal (\(fewest) suffice)"
    return result
  }

  /// How the diff's time grows from n to 10n (docs/performance.md: within 12x).
  func growthNote(_ old: [Int], _ new: [Int], _ oldLarge: [Int], _ newLarge: [Int]) -> String {
    let small = measure({ () }) { _ in blackHole(HeckelLIS.diff(old: old, new: new)) }.median
    let large = measure({ () }) { _ in blackHole(HeckelLIS.diff(old: oldLarge, new: newLarge)) }
      .median
    return "10x input: " + format(large / small, 1) + "x time"
  }

  // MARK: D8–D13: the sectioned diff an apply runs

  /// The old and new sections of a sectioned-diff row.
  static func sectionedChange(_ id: String) -> (old: [(Int, [Int])], new: [(Int, [Int])]) {
    switch id {
    case "D8", "D12":
      return ([(0, Array(0..<10_000))], [(0, Array(5_000..<15_000))])
    case "D9":
      return ([(0, Array(0..<50_000))], [(0, Array(25_000..<75_000))])
    case "D10":
      return ([(0, Array(0..<10_000))], [(0, shuffled(Array(0..<10_000), seed: 5))])
    default:  // D11, D13
      return reshuffledGrid()
    }
  }

  func sectionedDiffRow(_ id: String) -> BenchRow {
    let (oldSections, newSections) = Self.sectionedChange(id)
    let old = Self.queried(oldSections)
    let isQueried = id == "D12" || id == "D13"
    let peak = PeakMemory()
    let time = measure({ isQueried ? Self.queried(newSections) : Self.fresh(newSections) }) {
      new in blackHole(SnapshotDiff.changeset(from: old, to: new))
    }
    let changeset = SnapshotDiff.changeset(from: old, to: Self.fresh(newSections))
    let floor = hashFloor(
      oldSections.flatMap(\.1), newSections.flatMap(\.1))
    let workload: String
    var target = 1.5
    switch id {
    case "D8": workload = "sectioned diff 10k, 50% overlap, fresh"
    case "D9": workload = "sectioned diff 50k, 50% overlap, fresh"
    case "D10":
      workload = "sectioned diff 10k shuffled, fresh"
      target = 2.0
    case "D11": workload = "sectioned 100 x 100, 10% new, 5% moved, fresh"
    case "D12":
      workload = "sectioned diff 10k, 50% overlap, queried"
      target = 1.3
    default:
      workload = "sectioned 100 x 100, 10% new, 5% moved, queried"
      target = 1.3
    }
    var result = row(id, workload, time, floor, target)
    let moves = changeset.batches.reduce(0) { $0 + $1.moveItems.count + $1.moveSections.count }
    result.moves = moves
    if id == "D10" {
      let fewest = 10_000 - Self.lisLength(newSections[0].1)
      return minimalMoves(result: &result, moves: moves, fewest)
    }
    if id == "D9" { result.note = peak.note }
    return result
  }

  // MARK: A: the data source's apply

  func applyRow(_ id: String) async -> BenchRow {
    let oldSections: [(Int, [Int])]
    let newSections: [(Int, [Int])]
    if id == "A1" {
      oldSections = Self.grid(sections: 10, items: 1000)
      newSections = oldSections.map { s, items in
        (s, items.filter { $0 % 10 != 0 } + Array((20_000 + s * 100)..<(20_000 + s * 100 + 100)))
      }
    } else {
      (oldSections, newSections) = Self.sectionedChange(id == "A2" ? "D8" : "D11")
    }
    let old = Self.queried(oldSections)
    let time = await measureAsync({
      () async -> (VirtualCollectionViewDataSource<Int, Int>, Snapshot) in
      let view = withViewIsolation { VirtualCollectionView() }
      let dataSource = VirtualCollectionViewDataSource<Int, Int>(view: view)
      try? await dataSource.applySnapshotUsingReloadData(old)
      // A1 compares against the diff of a queried snapshot; A2 and A3 apply fresh ones.
      return (dataSource, id == "A1" ? Self.queried(newSections) : Self.fresh(newSections))
    }) { pair in
      do { _ = try await pair.0.apply(pair.1) } catch { fatalError("\(id): \(error)") }
    }
    if id == "A1" {
      let new = Self.queried(newSections)
      let diff = measure({ () }) { _ in blackHole(SnapshotDiff.changeset(from: old, to: new)) }
      return row(id, "apply 10 x 1k, 10% changed (vs the diff alone)", time, diff.median, 2)
    }
    let floor = hashFloor(oldSections.flatMap(\.1), newSections.flatMap(\.1))
    return row(
      id, id == "A2" ? "apply the D8 change end to end" : "apply the D11 change end to end", time,
      floor, id == "A2" ? 2.5 : 2.0)
  }

  // MARK: V1: validating a large batch

  func validationRow() -> BenchRow {
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
      "V1", "validate a \(batch.operationCount)-op batch on 100k items (vs its diff)", time,
      diff.median, 1)
    result.note = "touches 50 of 100 sections"
    return result
  }

  // MARK: L1: mixed item types through AnyItem

  /// 10k items of three view-model types wrapped in `AnyItem` (wrapping, building the snapshot
  /// and diffing it against the shown one, 50% overlap), against the same with one concrete type.
  func anyItemRow() -> BenchRow {
    let oldIDs = Array(0..<10_000)
    let newIDs = Array(5_000..<15_000)
    func mixed(_ id: Int) -> AnyItem {
      switch id % 3 {
      case 0: AnyItem(PersonRow(id: id))
      case 1: AnyItem(BannerRow(id: id))
      default: AnyItem(id)
      }
    }
    let oldMixed = Self.queried([(0, oldIDs.map(mixed))])
    let oldConcrete = Self.queried([(0, oldIDs.map(PersonRow.init))])
    let concrete = measure({ () }) { _ in
      let new = Self.fresh([(0, newIDs.map(PersonRow.init))])
      blackHole(SnapshotDiff.changeset(from: oldConcrete, to: new))
    }
    let time = measure({ () }) { _ in
      let new = Self.fresh([(0, newIDs.map(mixed))])
      blackHole(SnapshotDiff.changeset(from: oldMixed, to: new))
    }
    var result = BenchRow(
      id: "L1", workload: "10k mixed AnyItems: wrap, build, diff (vs one type)",
      median: time.median, min: time.min, floor: concrete.median, target: 3,
      targetText: "<= 3.0x", met: time.median / concrete.median <= 3)
    result.note = "three types, 50% overlap"
    return result
  }

  // MARK: M1: memory of a large apply

  /// Peak resident memory per item of applying a 1,000,000-item snapshot (10 sections of 100k)
  /// over a 50%-changed one through the data source, in a process of its own (the row's child
  /// process, or the whole table's with `--in-process`). The peak is the process's: runtime,
  /// both snapshots, the diff, the view's model. The floor is the two snapshots' own item
  /// arrays, 8 bytes per item each.
  func memoryRow() async -> BenchRow {
    let peak = PeakMemory()
    let before = Bench.residentMegabytes() ?? 0
    let sections = 10
    let perSection = 100_000
    let total = sections * perSection
    // The snapshots are built section by section, so the process holds no input arrays beside
    // the snapshots' own. Every other item of the new one is new: 50% of the items change.
    func snapshot(changed: Bool) -> Snapshot {
      var snapshot = Snapshot()
      snapshot.appendSections(Array(0..<sections))
      for s in 0..<sections {
        let items = (s * perSection)..<((s + 1) * perSection)
        snapshot.appendItems(
          changed ? items.map { $0 % 2 == 0 ? $0 : $0 + total } : Array(items), toSection: s)
      }
      return snapshot
    }
    let view = withViewIsolation { VirtualCollectionView() }
    let dataSource = VirtualCollectionViewDataSource<Int, Int>(view: view)
    let start = ContinuousClock.now
    do {
      try await dataSource.applySnapshotUsingReloadData(snapshot(changed: false))
      _ = try await dataSource.apply(snapshot(changed: true))
    } catch {
      fatalError("M1: \(error)")
    }
    let elapsed = ContinuousClock.now - start
    let ms =
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    let peakMB = Bench.peakResidentMegabytes() ?? 0
    let perItem = peakMB * 1_048_576 / Double(total)
    // Each snapshot holds one `Int` per item.
    let floorPerItem = Double(2 * MemoryLayout<Int>.stride)
    blackHole(dataSource)
    return BenchRow(
      id: "M1", workload: "peak RSS: apply 1M items (10 sections), 50% changed",
      median: ms, min: ms, floor: nil, target: nil, targetText: "<= 100 B/item",
      met: perItem <= 100,
      note:
        "\(Int(perItem.rounded())) B/item (peak \(format(peakMB, 0)) MiB\(peak.reset ? "" : " of the process"), \(format(before, 0)) MiB before); floor \(Int(floorPerItem)) B/item (the two snapshots' item arrays); ms = reload + apply, once"
    )
  }

  // MARK: F1: fuzzing throughput

  func fuzzRow() async -> BenchRow {
    // The fuzzer on one worker, lists of up to 50 items: steps (operations, each with all its
    // checks) per second, median of the runs.
    // As a ratio to a floor measured in this process, so it reads the same on any machine of a
    // kind: checked steps per hash(10k, 10k) floor time. The floor is measured after each run,
    // in the state the fuzzer left the allocator and caches in, and its median taken: one floor
    // measured once moved the ratio by half from one table to the next.
    let old = Array(0..<10_000)
    let new = Array(5_000..<15_000)
    var rates: [Double] = []
    var floors: [Double] = []
    for run in 0..<(warmups + runs) {
      let report = await Fuzzer(
        Fuzzer.Configuration(
          seed: UInt64(run + 1), iterations: 300, limits: FuzzLimits(maxItems: 50), shrink: false)
      ).run()
      if run >= warmups {
        rates.append(report.stepsPerSecond)
        floors.append(hashFloor(old, new))
      }
    }
    rates.sort()
    floors.sort()
    let median = rates[rates.count / 2]
    let floor = floors[floors.count / 2]
    let perFloor = median * floor / 1000
    return BenchRow(
      id: "F1", workload: "fuzz: 300 cases of 12 steps, <= 50 items, 1 job",
      median: 1_000_000 / median, min: 1_000_000 / rates.last!, floor: nil, target: nil,
      targetText: ">= 16 steps/floor", met: perFloor >= 16,
      note:
        "\(String(format: "%.1f", perFloor)) steps per floor of \(String(format: "%.4f", floor)) ms; \(Int(median.rounded())) steps/s (ms per 1000 steps shown)"
    )
  }
}

/// A view model of the L1 row.
struct PersonRow: Hashable, Sendable {
  let id: Int
}

/// Another view model of the L1 row, with the same identifiers as `PersonRow`.
struct BannerRow: Hashable, Sendable {
  let id: Int
}

/// The peak resident memory of what runs after it is made (Linux: the peak is reset first).
struct PeakMemory {
  let reset: Bool

  init() {
    reset =
      FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")
      && (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8))
        != nil
  }

  var note: String {
    guard let peak = Bench.peakResidentMegabytes() else { return "" }
    return "peak RSS " + format(peak, 0) + " MiB" + (reset ? "" : " (of the process)")
  }
}
