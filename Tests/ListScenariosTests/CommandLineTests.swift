import Foundation
import ListFuzz
import ListKitCLI
import ListScenarios
import Synchronization
import Testing

/// Runs `listkit` in-process and captures what it prints.
func runTool(_ arguments: [String]) async -> (code: Int32, out: String, err: String) {
  let out = Mutex<[String]>([])
  let err = Mutex<[String]>([])
  let console = Console(
    out: { line in out.withLock { $0.append(line) } },
    err: { line in err.withLock { $0.append(line) } })
  let code = await CommandLineTool.run(arguments, console: console)
  return (
    code, out.withLock { $0.joined(separator: "\n") }, err.withLock { $0.joined(separator: "\n") }
  )
}

/// Reads a `--report-json` file.
enum FuzzReportFile {
  static func read(_ path: String) throws -> FuzzReport {
    try FuzzReport(json: String(contentsOfFile: path, encoding: .utf8))
  }
}

func temporaryFile(_ name: String, _ text: String) throws -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "listkit-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent(name)
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

@Suite struct CommandLineTests {
  /// `--ios-matrix`: one line per run of releases with the same outcome, exit 1 when one raises;
  /// `--sdk` keeps an app linked against 16.2 logging on 17; bad ranges are usage errors.
  @Test func iOSMatrixTellsWhichReleasesRaise() async throws {
    let file = try temporaryFile(
      "mismatch.json",
      """
      {"name": "one item too many", "steps": [
        {"op": "reloadData", "data": [{"id": "s", "items": ["a", "b"]}]},
        {"op": "batch", "data": [{"id": "s", "items": ["a", "b", "c"]}], "updates": {},
         "expect": {"outcome": "rejected", "error": "invalidItemCount"}}
      ]}
      """)
    let matrix = await runTool(["replay", file, "--ios-matrix", "12-17"])
    #expect(matrix.code == 1, "\(matrix.out)")
    let lines = matrix.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 5, "\(matrix.out)")
    #expect(lines[1].hasPrefix("  iOS 12.0–12.5\traises\tstep 2 invalidItemCount: Invalid update:"))
    #expect(lines[2].hasPrefix("  iOS 13.0–16.3\tlogs and reloads\tstep 2 invalidItemCount:"))
    #expect(
      lines[2].hasSuffix(
        " - will perform reloadData. UICollectionView instance: <ListSimulator.VirtualCollectionView: 0x0>"
      ))
    #expect(
      lines[3].hasPrefix(
        "  iOS 16.4–16.7\traises\tstep 2 invalidItemCount: Invalid batch updates detected:"))
    #expect(lines[4].hasPrefix("  iOS 17.0\traises"))
    let old = await runTool(["replay", file, "--ios-matrix", "16-17", "--sdk", "16.2"])
    #expect(old.code == 0)
    #expect(old.out.contains("  iOS 16.0–17.0, SDK 16.2\tlogs and reloads\t"), "\(old.out)")
    // The file expects a rejection: iOS 17 with SDK 16.2 logs and reloads instead.
    let replayed = await runTool(["replay", file, "--ios", "17", "--sdk", "16.2"])
    #expect(replayed.code == 1)
    #expect(replayed.out.contains("but it was recovered"), "\(replayed.out)")
    #expect(await runTool(["replay", file, "--ios", "17", "--sdk", "16.4"]).code == 0)
    for bad in ["17-13", "x", "13", "13-", "13-17-18", "1-2"] {
      let run = await runTool(["replay", file, "--ios-matrix", bad])
      #expect(run.code == 64, "\(bad)")
    }
    #expect(await runTool(["replay", file, "--ios-matrix", "13-14", "--ios", "13"]).code == 64)
    #expect(await runTool(["replay", file, "--sdk", "x"]).code == 64)
  }

  @Test func helpIsTheSameThreeWays() async {
    let a = await runTool(["help", "replay"])
    let b = await runTool(["replay", "--help"])
    let c = await runTool(["replay", "-h"])
    #expect(a.code == 0 && a.out == b.out && b.out == c.out)
    #expect(a.out.hasPrefix("OVERVIEW: Replay scenario files"))
    #expect(
      a.out.contains(
        "USAGE: listkit replay <file-or-folder> ... [--json] [--profile <p>] [--ios <version>] [--sdk <version>] [--ios-matrix <from-to>] [--no-strict] [--trace]"
      ))
    let main = await runTool(["--help"])
    #expect(main.out.contains("SUBCOMMANDS:"))
    #expect(await runTool(["--version"]).out == CommandLineTool.version)
  }

  @Test func nearMissesGetASuggestionAndExit64() async {
    let option = await runTool(["replay", "Scenarios", "--jsno"])
    #expect(option.code == 64)
    #expect(
      option.err.hasPrefix(
        "Error: Unknown option '--jsno'\nDid you mean '--json'?\nUsage: listkit replay"))
    let command = await runTool(["replya"])
    #expect(command.code == 64)
    #expect(command.err.contains("Did you mean 'replay'?"))
    #expect(await runTool(["replay"]).code == 64)
    #expect(await runTool(["replay", "/no/such/path"]).code == 64)
    #expect(
      await runTool(["replay", "x.json", "--profile", "classc"]).err.contains(
        "Did you mean 'classic'?"))
  }

  @Test func replayReportsPassFailAndMalformed() async throws {
    let good = try temporaryFile(
      "good.json", #"{"name": "ok", "steps": [{"op": "reloadData", "data": [1]}]}"#)
    let bad = try temporaryFile(
      "bad.json",
      #"{"name": "no", "steps": [{"op": "reloadData", "data": [1]}, {"op": "batch", "updates": {"insertItems": [[0, 0]]}}]}"#
    )
    let broken = try temporaryFile(
      "broken.json", #"{"name": "x", "steps": [{"op": "batch", "updates": {"insertItem": []}}]}"#)
    let passing = await runTool(["replay", good])
    #expect(passing.code == 0)
    #expect(passing.out == "PASS \(good): ok\n1 passed, 0 failed")
    let failing = await runTool(["replay", good, bad])
    #expect(failing.code == 1)
    #expect(
      failing.out.contains(
        "FAIL \(bad): no: step 2 (batch): expected accepted but it was rejected invalidItemCount"))
    let malformed = await runTool(["replay", good, broken])
    #expect(malformed.code == 65)
    #expect(
      malformed.out.contains(
        "MALFORMED \(broken): steps[0].updates.insertItem: unknown key (did you mean \"insertItems\"?)"
      ))
    // Malformed files are counted apart from failures.
    #expect(malformed.out.hasSuffix("1 passed, 0 failed, 1 malformed"))
    let json = await runTool(["replay", bad, "--json"])
    #expect(
      json.out.hasPrefix(
        "{\"path\": \"\(bad)\", \"name\": \"no\", \"passed\": false, \"failedStep\": 2,"))
    #expect(json.out.hasSuffix(", \"status\": \"failed\"}"))
    let jsonMalformed = await runTool(["replay", broken, "--json"])
    #expect(jsonMalformed.code == 65)
    #expect(jsonMalformed.out.hasSuffix(", \"status\": \"malformed\"}"))
    let trace = await runTool(["replay", good, "--trace"])
    #expect(trace.out.contains("step 1 (reloadData): accepted"))
  }

  @Test func diffPrintsBatchesInUIKitTerms() async throws {
    let old = try temporaryFile(
      "old.json",
      #"[{"id": "a", "items": ["1", "2", "3", "4", "5"]}, {"id": "b", "items": []}, {"id": "c", "items": ["9"]}]"#
    )
    let new = try temporaryFile(
      "new.json",
      #"[{"id": "c", "items": ["9"]}, {"id": "a", "items": ["1", "2", "3"]}, {"id": "b", "items": []}]"#
    )
    let result = await runTool(["diff", old, new])
    #expect(result.code == 0)
    #expect(result.out == "moveSection 2 -> 0\ndeleteItems [0-3, 0-4]\n1 batch")
    let json = await runTool(["diff", old, new, "--json"])
    #expect(
      json.out
        == #"{"batches": [{"moveSections": [[2, 0]], "deleteItems": [[0, 3], [0, 4]]}], "count": 1}"#
    )
  }

  @Test func explainNeedsAStep() async throws {
    let file = try temporaryFile(
      "s.json", #"{"name": "x", "steps": [{"op": "reloadData", "data": [1]}]}"#)
    #expect(await runTool(["explain", file]).code == 64)
    #expect(await runTool(["explain", file, "--step", "2"]).code == 64)
    let ok = await runTool(["explain", file, "--step", "1"])
    #expect(ok.code == 0)
    #expect(ok.out.contains("Step 1 (reloadData)"))
  }

  @Test func fuzzRunsReportsAndRejectsBadArguments() async throws {
    let directory = NSTemporaryDirectory() + "listkit-fuzz-\(UUID().uuidString)"
    let run = await runTool(["fuzz", "--iterations", "30", "--seed", "5", "--out", directory])
    #expect(run.code == 0, "\(run.out)")
    #expect(run.out.hasPrefix("fuzzing all with seed 5, 1 job"))
    #expect(run.out.contains("30 cases, "))
    #expect(run.out.hasSuffix("no failures"))
    // Every run that checks cases writes into the temporary folder: a failure (of a broken
    // build) must not leave files in the working directory.
    let json = await runTool([
      "fuzz", "--iterations", "6", "--shard", "1/3", "--jobs", "2", "--json", "--out", directory,
    ])
    #expect(json.code == 0)
    #expect(json.out.hasPrefix("{\"cases\": 6, \"steps\": "))
    #expect(json.out.contains("\"passed\": true"))
    let printed = await runTool(["fuzz", "--print", "--iterations", "1", "--target", "view"])
    let scenario = try Scenario.parse(printed.out)
    #expect(scenario.steps.first?.opName == "reloadData")
    let badTarget = await runTool(["fuzz", "--target", "egine"])
    #expect(badTarget.code == 64)
    #expect(badTarget.err.contains("Did you mean 'engine'?"))
    #expect(
      badTarget.err.contains(
        "use engine, view, datasource, all, differencekit, deepdiff or adapter"))
    let adapter = await runTool([
      "fuzz", "--target", "adapter", "--iterations", "30", "--seed", "4", "--out", directory,
    ])
    #expect(adapter.code == 0, "\(adapter.out)")
    #expect(adapter.out.hasPrefix("fuzzing adapter with seed 4"))
    #expect(adapter.out.contains("30 cases, ") && adapter.out.hasSuffix("no failures"))
    let badShard = await runTool(["fuzz", "--shard", "3/3"])
    #expect(badShard.code == 64)
    #expect(badShard.err.contains("expected i/n with 0 <= i < n"))
    let badTime = await runTool(["fuzz", "--time", "soon"])
    #expect(badTime.code == 64)
    let staged = await runTool([
      "fuzz", "--target", "differencekit", "--iterations", "40", "--seed", "3", "--out", directory,
    ])
    #expect(staged.code == 0, "\(staged.out)")
    #expect(staged.out.hasPrefix("fuzzing differencekit with seed 3"))
    #expect(staged.out.contains("40 cases, ") && staged.out.hasSuffix("no failures"))
    // Not a terminal: with --progress, a plain line (the first at once, then every 5 s).
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let reportPath = directory + "/fuzz-report.html"
    let progress = await runTool([
      "fuzz", "--iterations", "200", "--progress", "--out", directory, "--report", reportPath,
    ])
    #expect(progress.code == 0)
    #expect(progress.err.contains(" steps/s, 0:0") && progress.err.contains(" elapsed, "))
    #expect(progress.err.contains(" failures"))
    let report = try String(contentsOfFile: reportPath, encoding: .utf8)
    #expect(report.contains("<p id=\"summary\">0 passed, 0 failed</p>"))
  }

  /// Shards written with --report-json merge into the unsharded campaign; merge exits 65 for a
  /// file that is not a report, 64 without files, 1 when a shard failed; --coverage prints the
  /// table.
  @Test func fuzzShardsMergeAndPrintCoverage() async throws {
    let directory = NSTemporaryDirectory() + "listkit-merge-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var paths: [String] = []
    for index in 0..<3 {
      let path = directory + "/shard-\(index).json"
      let run = await runTool([
        "fuzz", "--seed", "9", "--iterations", "20", "--shard", "\(index)/3", "--report-json",
        path, "--out", directory,
      ])
      #expect(run.code == 0, "\(run.out)")
      paths.append(path)
    }
    let whole = await runTool([
      "fuzz", "--seed", "9", "--iterations", "60", "--json", "--coverage", "--out", directory,
      "--report-json", directory + "/whole.json",
    ])
    #expect(whole.code == 0)
    // With --json the coverage is inside the one JSON object.
    let summary = try JSONParser.parse(whole.out)
    guard case .object(let fields) = summary else { throw CocoaError(.coderReadCorrupt) }
    #expect(fields.map(\.key).suffix(2) == ["coverage", "unreached"])
    let table = await runTool([
      "fuzz", "--seed", "9", "--iterations", "60", "--coverage", "--out", directory,
    ])
    #expect(table.out.contains("R2 invalidItemCount") && table.out.contains("reachable rules"))
    let merged = await runTool(
      ["fuzz", "merge"] + paths + ["--report-json", directory + "/m.json"])
    #expect(merged.code == 0, "\(merged.out)\(merged.err)")
    #expect(merged.out.hasPrefix("merged 3 reports\n60 cases, "))
    let a = try FuzzReportFile.read(directory + "/whole.json")
    let b = try FuzzReportFile.read(directory + "/m.json")
    #expect(a.cases == b.cases && a.steps == b.steps && a.coverage == b.coverage)
    let incomplete = await runTool(["fuzz", "merge", paths[0], paths[2]])
    #expect(incomplete.code == 0)
    #expect(incomplete.err.contains("warning: shard 1/3 missing"))
    let twice = await runTool(["fuzz", "merge", paths[0], paths[0]])
    #expect(twice.code == 65)
    #expect(twice.err.contains("the same shard is given twice (seed 9, target all, shard 0/3)"))
    let bad = try temporaryFile("bad.json", "{\"format\": \"nope\"}")
    let malformed = await runTool(["fuzz", "merge", paths[0], bad])
    #expect(malformed.code == 65)
    #expect(malformed.err.contains("is not a fuzz report: not a fuzz report: 'format'"))
    let missing = await runTool(["fuzz", "merge", directory + "/absent.json"])
    #expect(missing.code == 65)
    #expect((await runTool(["fuzz", "merge"])).code == 64)
    #expect((await runTool(["fuzz", "merge", paths[0], "--seed", "3"])).code == 64)
    // A shard with a failure: merge exits 1 and lists it.
    let failing = try String(contentsOfFile: paths[0], encoding: .utf8).replacingOccurrences(
      of: "\"failures\": []",
      with:
        "\"failures\": [{\"seed\": \"4\", \"target\": \"view\", \"signature\": \"s\", \"failure\": \"boom\", \"operationsBefore\": 3, \"operationsAfter\": 1, \"path\": null, \"scenario\": {\"name\": \"x\", \"steps\": [{\"op\": \"invalidateLayout\"}]}}]"
    )
    let failingPath = try temporaryFile("failing.json", failing)
    let failed = await runTool(["fuzz", "merge", failingPath, paths[1]])
    #expect(failed.code == 1, "\(failed.out)\(failed.err)")
    #expect(failed.out.contains("FAIL seed 4 (view): boom"))
  }

  @Test func explainDrawsAndReplayReports() async throws {
    let file = "Scenarios/index-path-game/06-insert-indexes-before-deletes.json"
    let svg = await runTool(["explain", file, "--step", "2", "--format", "svg"])
    #expect(svg.code == 0 && svg.out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.out.contains("insertItemOutOfRange"))
    let html = await runTool(["explain", file, "--step", "2", "--format", "html"])
    #expect(html.code == 0 && html.out.hasPrefix("<!DOCTYPE html>") && html.out.contains("<svg"))
    let badFormat = await runTool(["explain", file, "--step", "2", "--format", "png"])
    #expect(badFormat.code == 64 && badFormat.err.contains("use text, svg or html"))

    let folder = NSTemporaryDirectory() + "listkit-report-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: "Scenarios/index-path-game/01-insert-three-at-end.json", toPath: folder + "/ok.json")
    var failing = try String(contentsOfFile: file, encoding: .utf8)
    failing = failing.replacingOccurrences(
      of: "\"insertItemOutOfRange\"", with: "\"deleteItemOutOfRange\"")
    try failing.write(toFile: folder + "/fails.json", atomically: true, encoding: .utf8)
    try "{\"name\": \"broken\", \"steps\": [".write(
      toFile: folder + "/broken.json", atomically: true, encoding: .utf8)
    let reportPath = folder + "/report.html"
    let run = await runTool(["replay", folder, "--report", reportPath])
    #expect(run.code == 65)  // a malformed file, the others still replayed and reported
    let report = try String(contentsOfFile: reportPath, encoding: .utf8)
    #expect(report.contains("1 passed, 1 failed, 1 malformed"))
    #expect(report.components(separatedBy: "<tr><td class=\"status\"").count == 4)
    #expect(
      report.contains(">MALFORMED<") && report.contains(">FAIL<") && report.contains(">PASS<"))
    #expect(report.contains("<details><summary>The failing step, drawn</summary><svg"))
    #expect(!report.contains("<script"))
    #expect(report.components(separatedBy: "http").count == 2)  // only the SVG namespace
    let unwritable = await runTool([
      "replay", folder + "/ok.json", "--report", "/no/such/dir/r.html",
    ])
    #expect(unwritable.code == 64 && unwritable.err.contains("Could not write the report"))
  }

  /// `listkit bench` runs the `listkit-bench` binary built beside it and passes its rows and
  /// errors on (the test binary sits in the same build folder).
  @Test func benchRunsTheBenchBinary() async {
    let run = await runTool(["bench", "--quick", "--filter", "d4,S1", "--json"])
    #expect(run.code == 0, "\(run.err)")
    let rows = run.out.split(separator: "\n")
    #expect(rows.count == 2)
    #expect(rows.first?.hasPrefix("{\"id\": \"S1\", \"workload\": ") == true)
    #expect(rows.last?.hasPrefix("{\"id\": \"D4\"") == true)
    let unknown = await runTool(["bench", "--filter", "D99"])
    #expect(unknown.code == 64)
    #expect(unknown.err.contains("Unknown benchmark row 'D99'"))
    #expect(unknown.err.contains("Did you mean 'D9'?"))
    let extra = await runTool(["bench", "now"])
    #expect(extra.code == 64)
  }
}
