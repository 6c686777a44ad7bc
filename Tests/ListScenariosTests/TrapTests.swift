import Foundation
import ListFuzz
import ListKit
import ListKitCLI
import ListScenarios
import ListSimulator
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every input that once trapped the host, each run in a child process (an exit test): a trap
/// ends the child with a signal and fails the test; otherwise the child exits with the code the
/// command returned (or 0 when the library's checks held), and the test compares it.
@Suite struct TrapTests {
  // MARK: The command line

  @Test func unpairedSurrogateIsMalformedAndTheFolderStillReplays() async {
    await #expect(processExitsWith: .exitCode(65)) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "listkit-trap-\(UUID().uuidString)")
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let bad = folder.appendingPathComponent("bad.json")
      try? #"{"name":"\uD800\u0041","steps":[]}"#.write(to: bad, atomically: true, encoding: .utf8)
      try? #"{"name": "ok", "steps": [{"op": "reloadData", "data": [1]}]}"#.write(
        to: folder.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
      let result = await runTool(["replay", folder.path])
      guard result.out.contains("PASS"), result.out.contains("MALFORMED"),
        result.out.contains("unpaired surrogate"),
        result.out.contains("1 passed, 0 failed, 1 malformed")
      else { exit(3) }
      let diff = await runTool(["diff", bad.path, bad.path])
      guard diff.code == 65 else { exit(4) }
      exit(result.code)
    }
  }

  @Test func traceOfAnIndexPathWithOneIndex() async {
    await #expect(processExitsWith: .exitCode(0)) {
      let file = packageRoot.appendingPathComponent("Scenarios/regressions/one-index-path.json")
      let result = await runTool(["replay", file.path, "--trace"])
      guard result.out.contains("insertItems [[1]]") else { exit(3) }
      exit(result.code)
    }
  }

  @Test func explainOfAnIndexPathWithOneIndex() async {
    await #expect(processExitsWith: .exitCode(0)) {
      let file = packageRoot.appendingPathComponent("Scenarios/regressions/one-index-path.json")
      let result = await runTool(["explain", file.path, "--step", "2"])
      guard result.out.contains("insertItem [1] (after)") else { exit(3) }
      exit(result.code)
    }
  }

  @Test func explainOfAReloadAtIntMax() async {
    await #expect(processExitsWith: .exitCode(0)) {
      let file = try? temporaryFile(
        "huge.json",
        #"{"name": "huge", "steps": [{"op": "reloadData", "data": [{"id": "s", "items": ["a"]}]}, {"op": "batch", "data": [{"id": "s", "items": ["b", "a"]}], "updates": {"reloadItems": [[0, 9223372036854775807]], "insertItems": [[0, 0]]}, "expect": {"outcome": "rejected", "error": "deleteItemOutOfRange"}}]}"#
      )
      guard let file else { exit(2) }
      let result = await runTool(["explain", file, "--step", "2"])
      guard result.out.contains("Result: rejected, deleteItemOutOfRange") else { exit(3) }
      exit(result.code)
    }
  }

  @Test(arguments: [
    ["--time", "1e16"], ["--time", "nan"],
    ["--shard", "0/9223372036854775807", "--iterations", "3"],
    ["--jobs", "1000000"], ["--jobs", "9223372036854775807"], ["--steps", "99999999"],
    ["--max-items", "9223372036854775807"], ["--max-sections", "1000000"],
    ["--iterations", "9223372036854775807"],
  ])
  func fuzzOptionsAreBounded(arguments: [String]) async {
    let result = await runTool(["fuzz"] + arguments)
    #expect(result.code == 64, "\(result.err)")
    #expect(result.err.contains("invalid for '\(arguments[0])"), "\(result.err)")
    #expect(
      ["to", "<=", "at most"].contains { result.err.contains(" \($0) ") },
      "names the limit: \(result.err)")
  }

  /// The library's campaign clamps what it is given instead of trapping.
  @Test func fuzzConfigurationIsClamped() async {
    await #expect(processExitsWith: .exitCode(0)) {
      var configuration = Fuzzer.Configuration(seed: 3, iterations: 2, duration: 1e300)
      configuration.shard = (0, .max)
      configuration.jobs = .max
      configuration.limits.operations = .max
      configuration.limits.maxItems = .max
      let report = await Fuzzer(configuration).run()
      exit(report.cases == 2 ? 0 : 3)
    }
  }

  // MARK: A data source's counts

  @Test func negativeSectionCountThrowsAndKeepsTheState() async {
    await #expect(processExitsWith: .exitCode(0)) {
      let model = CountingDataSource(counts: [2])
      let view = await VirtualCollectionView(dataSource: model)
      try? view.reloadData()
      model.sections = -1
      do {
        try view.reloadData()
        exit(3)
      } catch let error as BatchUpdateError {
        guard error.code == .invalidDataSourceCount, error.message.contains("-1 sections") else {
          exit(4)
        }
      } catch {
        exit(6)
      }
      exit(view.engine.shownCounts == [2] ? 0 : 5)
    }
  }

  @Test func negativeItemCountThenSelectAndScroll() async {
    await #expect(processExitsWith: .exitCode(0)) {
      let model = CountingDataSource(counts: [-1])
      let view = await VirtualCollectionView(dataSource: model)
      do {
        try view.reloadData()
        exit(3)
      } catch let error as BatchUpdateError {
        guard error.message.contains("-1 items in section 0") else { exit(4) }
      } catch {
        exit(6)
      }
      let path = IndexPath(item: 0, section: 0)
      await MainActor.run {
        view.engine.selectItem(at: path, animated: false, scrollPosition: [])
        view.engine.scrollToItem(at: path, at: .top)
      }
      exit(view.engine.shownCounts.isEmpty ? 0 : 5)
    }
  }

  @Test func countsThatOverflowAreRejected() async {
    await #expect(processExitsWith: .exitCode(0)) {
      let model = CountingDataSource(counts: [Int.max, 1])
      let view = await VirtualCollectionView(dataSource: model)
      do {
        try view.reloadData()
        exit(3)
      } catch let error as BatchUpdateError {
        guard error.message.contains("\(Int.max) items in section 0") else { exit(4) }
      } catch {
        exit(6)
      }
      exit(0)
    }
  }

  @Test func aSectionPastTwoToTheThirtyTwoInABatch() async {
    await #expect(processExitsWith: .exitCode(0)) {
      let model = CountingDataSource(counts: [1])
      let view = await VirtualCollectionView(dataSource: model)
      try? view.reloadData()
      model.counts = [(1 << 32) + 1]
      do {
        try view.performBatchUpdates {
          try view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        exit(3)
      } catch let error as BatchUpdateError {
        guard error.code == .invalidDataSourceCount else { exit(4) }
      } catch {
        exit(5)
      }
      exit(
        view.engine.shownCounts == [1]
          && view.engine.events.last == .batchRejected(code: .invalidDataSourceCount) ? 0 : 6)
    }
  }

  // MARK: Viewports

  @Test(arguments: [
    (20.0, 1.0, 1e20), (20, 1, .infinity), (20, 1, .nan), (20, 1, -1), (.nan, 1, 0),
    (-5, 1, 0), (20, 0, 0), (20, .infinity, 0), (1e9, 1e-9, 0),
  ])
  func viewportRejectsValuesItCannotLayOut(height: Double, itemHeight: Double, header: Double) {
    #expect(throws: ViewportError.self) {
      _ = try Viewport(height: height, itemHeight: itemHeight, headerHeight: header)
    }
  }

  @MainActor @Test func validViewportsStillWork() throws {
    let viewport = try Viewport(height: 600, itemHeight: 44, headerHeight: 28)
    let model = CountingDataSource(counts: [100])
    let view = VirtualCollectionView(dataSource: model, viewport: viewport)
    try view.reloadData()
    #expect(view.indexPathsForVisibleItems.count == 13)
    #expect(throws: Never.self) { _ = try Viewport(height: .infinity, itemHeight: 1) }
  }
}

/// A data source that reports whatever counts it is given (anonymous items).
final class CountingDataSource: VirtualViewDataSource, @unchecked Sendable {
  // Safety: the tests set these from one task before the view reads them.
  var counts: [Int]
  var sections: Int?
  init(counts: [Int]) { self.counts = counts }
  func numberOfSections() -> Int { sections ?? counts.count }
  func numberOfItems(inSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }
}

/// An infinite window over the largest count a view holds shows at most 100,000 cells.
@Suite struct WindowLimitTests {
  @MainActor @Test func everythingOverAHugeSectionEnds() throws {
    let model = CountingDataSource(counts: [VirtualView.largestCount])
    let view = VirtualCollectionView(dataSource: model, viewport: .everything)
    try view.reloadData()
    #expect(view.indexPathsForVisibleItems.count == Int(ViewportError.largestWindow))
  }
}
