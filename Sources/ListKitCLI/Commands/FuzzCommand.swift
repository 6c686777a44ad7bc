import Foundation
import ListAdapterKit
import ListFuzz
import ListScenarios
import ListSimulator
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum FuzzCommand {
  static let spec = CommandSpec(
    name: "fuzz",
    abstract: "Run random update sequences, check every step, and shrink failures into scenarios.",
    discussion:
      "Each case is a short random sequence of operations; after every operation the view, the data\nsource and the engine are checked against independent models. A failure is shrunk to a minimal\nscenario file (written to --out) that `listkit replay` fails the same way. Exit codes: 0 nothing\nfailed, 1 a case failed, 64 bad usage.\n\n`listkit fuzz merge FILE…` adds the --report-json files of a campaign's shards together:\ncases, steps and coverage summed, failures deduplicated by signature (the smallest scenario of\neach kept); it takes --coverage, --json, --report and --report-json, and exits 1 if any shard\nfailed, 65 for a file that is not a report.",
    arguments: [],
    options: [
      .init(name: "--seed", valueName: "n", help: "The campaign's seed (default 1)."),
      .init(
        name: "--iterations", valueName: "n", help: "How many cases (default 1000 without --time)."
      ),
      .init(name: "--time", valueName: "s", help: "Run for this many seconds."),
      .init(name: "--max-sections", valueName: "n", help: "Sections per list (default 5)."),
      .init(
        name: "--max-items", valueName: "n", help: "Items per list, all sections (default 50)."),
      .init(name: "--steps", valueName: "n", help: "Operations per case (default 12)."),
      .init(
        name: "--target", valueName: "t",
        help:
          "engine, view, datasource, all (default), differencekit (staged changesets),\ndeepdiff (DeepDiff's reload(changes:) on both views) or adapter (IGListKit's\nListAdapter with the package's own feed)."
      ),
      .init(
        name: "--profile", valueName: "p",
        help: "classic, recovering or consolidated (default: one per case)."),
      .init(
        name: "--out", valueName: "dir",
        help: "Where shrunk failures are written (default fuzz-failures)."),
      .init(name: "--jobs", valueName: "n", help: "Parallel workers (default 1)."),
      .init(
        name: "--shard", valueName: "i/n",
        help: "Run only shard i of n (0-based) of the campaign's cases."),
      .init(name: "--no-shrink", help: "Report failures as found."),
      .init(
        name: "--print",
        help: "Print each case's scenario instead of running it (to see what is fuzzed)."
      ),
      .init(name: "--json", help: "Print the summary as one JSON object."),
      .init(
        name: "--progress",
        help: "When standard error is not a terminal, print a progress line every 5 seconds."),
      .init(
        name: "--report", valueName: "file",
        help: "Write an HTML report of the shrunk failures (each failing step drawn)."),
      .init(
        name: "--coverage",
        help: "Print which rules the cases reached, per view kind and profile."),
      .init(
        name: "--report-json", valueName: "file",
        help: "Write the campaign (counts, coverage, shrunk failures) as JSON for `fuzz merge`."),
    ],
    run: { arguments, console throws(UsageError) in
      try await FuzzCommand.run(arguments, console: console)
    })

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
    if arguments.positionals.first == "merge" {
      return try await merge(Array(arguments.positionals.dropFirst()), arguments, console: console)
    }
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: "Unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    func integer(_ name: String, minimum: Int, maximum: Int) throws(UsageError) -> Int? {
      guard let value = arguments.values[name] else { return nil }
      guard let parsed = Int(value), (minimum...maximum).contains(parsed) else {
        throw UsageError(
          message:
            "The value '\(value)' is invalid for '\(name)': expected an integer from \(minimum) to \(maximum)",
          command: spec)
      }
      return parsed
    }
    var configuration = Fuzzer.Configuration()
    if let value = arguments.values["--seed"] {
      guard let seed = UInt64(value) else {
        throw UsageError(
          message: "The value '\(value)' is invalid for '--seed': expected a non-negative integer",
          command: spec)
      }
      configuration.seed = seed
    }
    let iterations = try integer("--iterations", minimum: 1, maximum: Fuzzer.iterationBound)
    var seconds: Double?
    if let value = arguments.values["--time"] {
      guard let parsed = Double(value), parsed > 0, parsed <= Fuzzer.durationBound else {
        throw UsageError(
          message:
            "The value '\(value)' is invalid for '--time': expected a number of seconds above 0 and at most \(Int(Fuzzer.durationBound)) (a week)",
          command: spec)
      }
      seconds = parsed
    }
    configuration.iterations = iterations ?? (seconds == nil ? 1000 : nil)
    configuration.duration = seconds
    configuration.limits = FuzzLimits(
      maxSections: try integer("--max-sections", minimum: 1, maximum: FuzzLimits.sectionBound)
        ?? 5,
      maxItems: try integer("--max-items", minimum: 1, maximum: FuzzLimits.itemBound) ?? 50,
      operations: try integer("--steps", minimum: 1, maximum: FuzzLimits.operationBound) ?? 12)
    let libraries = ["differencekit", "deepdiff", "adapter"]
    let target = try arguments.choice(
      "--target", valueName: "t", among: FuzzTarget.allCases.map(\.rawValue) + libraries,
      command: spec)
    if let library = target, libraries.contains(library) {
      return try await runLibrary(
        library, seed: configuration.seed, iterations: iterations ?? 1000, seconds: seconds,
        limits: configuration.limits,
        out: URL(fileURLWithPath: arguments.values["--out"] ?? "fuzz-failures"),
        json: arguments.flags.contains("--json"), report: arguments.values["--report"],
        reportJSON: arguments.values["--report-json"],
        coverage: arguments.flags.contains("--coverage"), console: console)
    }
    configuration.target = target.flatMap(FuzzTarget.init(rawValue:)) ?? .all
    configuration.profile = try arguments.choice(
      "--profile", valueName: "p", of: UpdateProfile.self, command: spec)
    configuration.jobs = try integer("--jobs", minimum: 1, maximum: Fuzzer.jobBound) ?? 1
    if let value = arguments.values["--shard"] {
      let parts = value.split(separator: "/").map { Int($0) }
      guard parts.count == 2, let index = parts[0], let count = parts[1],
        (1...Fuzzer.shardBound).contains(count), (0..<count).contains(index)
      else {
        throw UsageError(
          message:
            "The value '\(value)' is invalid for '--shard <i/n>': expected i/n with 0 <= i < n <= \(Fuzzer.shardBound), e.g. 0/4",
          command: spec)
      }
      configuration.shard = (index, count)
    }
    configuration.shrink = !arguments.flags.contains("--no-shrink")
    configuration.outputDirectory = URL(
      fileURLWithPath: arguments.values["--out"] ?? "fuzz-failures")
    let json = arguments.flags.contains("--json")
    if arguments.flags.contains("--print") {
      for index in 0..<(configuration.iterations ?? 1) {
        let seed = Fuzzer.caseSeed(configuration.seed, index)
        let program = Fuzzer.program(
          seed: seed, target: Fuzzer.target(configuration.target, case: index),
          limits: configuration.limits, profile: configuration.profile)
        console.out(Fuzzer.scenario(program, name: "fuzz seed \(seed)").jsonText())
      }
      return ExitCode.success
    }
    #if DEBUG
      console.err(
        "warning: this is a debug build; `swift run -c release listkit fuzz` runs many times faster"
      )
    #endif
    let live = !json && isatty(STDERR_FILENO) == 1
    let plain = !live && arguments.flags.contains("--progress")
    let shard = configuration.shard
    if !json {
      console.out(
        "fuzzing \(configuration.target.rawValue) with seed \(configuration.seed)"
          + (shard.count > 1 ? ", shard \(shard.index)/\(shard.count)" : "")
          + ", \(configuration.jobs) job\(configuration.jobs == 1 ? "" : "s")")
    }
    let lastPlain = Mutex(-5.0)
    let total = (iterations: configuration.iterations, seconds: configuration.duration)
    let report = await Fuzzer(configuration).run { progress in
      if live {
        FileHandle.standardError.write(
          Data(("\r" + progressLine(progress, total) + "   ").utf8))
      } else if plain {
        let due = lastPlain.withLock { last in
          guard progress.seconds - last >= 5 else { return false }
          last = progress.seconds
          return true
        }
        if due { console.err(progressLine(progress, total)) }
      }
    }
    if live { FileHandle.standardError.write(Data("\n".utf8)) }
    return try await finish(
      report, arguments,
      json: report.json(
        seed: configuration.seed, target: configuration.target.rawValue,
        shard: configuration.shard.count > 1 ? configuration.shard : nil),
      completeCoverage: configuration.target == .all, console: console)
  }

  /// What every campaign and a merge end with: the HTML and JSON reports, the failures, the
  /// summary line (or `--json`), the coverage table; exit 1 if anything failed.
  static func finish(
    _ report: FuzzReport, _ arguments: ParsedArguments, json reportJSON: JSONValue,
    completeCoverage: Bool, console: Console
  ) async throws(UsageError) -> Int32 {
    let json = arguments.flags.contains("--json")
    if let path = arguments.values["--report"] { try await writeReport(report, to: path) }
    if let path = arguments.values["--report-json"] {
      try spec.write(reportJSON.jsonText + "\n", to: path, what: "the JSON report")
    }
    if json {
      console.out(jsonSummary(report, coverage: arguments.flags.contains("--coverage")))
    } else {
      for failure in report.failures {
        console.out("FAIL seed \(failure.seed) (\(failure.target.rawValue)): \(failure.failure)")
        console.out(
          "  shrunk from \(failure.operationsBefore) to \(failure.operationsAfter) operations"
            + (failure.path.map { "; replay it: listkit replay \($0)" } ?? ""))
      }
      console.out(report.description.split(separator: "\n").first.map(String.init) ?? "")
    }
    // With --json the coverage is part of the one JSON object (above), not a table after it.
    if arguments.flags.contains("--coverage") && !json {
      console.out(report.coverage.table(complete: completeCoverage))
    }
    return report.passed ? ExitCode.success : ExitCode.failure
  }

  /// `listkit fuzz merge FILE…`: the shards' reports as one campaign's.
  static func merge(_ paths: [String], _ arguments: ParsedArguments, console: Console)
    async throws(UsageError) -> Int32
  {
    guard !paths.isEmpty else {
      throw UsageError(
        message: "'fuzz merge' needs the --report-json files of the shards to merge",
        command: spec)
    }
    for option in arguments.values.keys
    where !["--report", "--report-json"].contains(option) {
      throw UsageError(message: "'\(option)' does not apply to 'fuzz merge'", command: spec)
    }
    var reports: [FuzzReport] = []
    for path in paths {
      let text: String
      do {
        text = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        console.err("error: cannot read '\(path)': \(error.localizedDescription)")
        return ExitCode.malformed
      }
      do {
        reports.append(try FuzzReport(json: text))
      } catch {
        console.err("error: '\(path)' is not a fuzz report: \(error.reason)")
        return ExitCode.malformed
      }
    }
    for warning in FuzzReport.mergeWarnings(reports) { console.err("warning: \(warning)") }
    let merged: FuzzReport
    do {
      merged = try FuzzReport.merged(reports)
    } catch {
      console.err("error: cannot merge: \(error.reason)")
      return ExitCode.malformed
    }
    if !arguments.flags.contains("--json") {
      console.out("merged \(paths.count) report\(paths.count == 1 ? "" : "s")")
    }
    // The merged file names the campaign when every shard came from the same one.
    let seeds = Set(reports.map { $0.origin?.seed })
    let targets = Set(reports.map { $0.origin?.target })
    return try await finish(
      merged, arguments,
      json: merged.json(
        seed: seeds.count == 1 ? seeds.first! : nil,
        target: targets.count == 1 ? targets.first! : nil),
      completeCoverage: targets == ["all"], console: console)
  }

  /// `--target differencekit`: DifferenceKit's staged changesets between random sectioned
  /// states, each stage checked by the strict table (`Fuzzer.checkDifferenceKit`); `--target
  /// deepdiff`: DeepDiff's `reload(changes:)` between random arrays, on a collection view and a
  /// table view in turn (`Fuzzer.checkDeepDiff`); `--target adapter`: IGListKit's adapter over
  /// the package's own feed (``adapterRound(seed:iterations:steps:)``). In rounds of 100 cases until the iterations or
  /// the time are spent; the first failure is written to `out`.
  static func runLibrary(
    _ library: String, seed: UInt64, iterations: Int, seconds: Double?, limits: FuzzLimits,
    out: URL, json: Bool, report: String?, reportJSON: String? = nil, coverage: Bool = false,
    console: Console
  ) async throws(UsageError) -> Int32 {
    if !json { console.out("fuzzing \(library) with seed \(seed)") }
    let start = ContinuousClock.now
    var total = FuzzReport()
    var round: UInt64 = 0
    while total.passed {
      let elapsed = Double((ContinuousClock.now - start).components.seconds)
      if let seconds { if elapsed >= seconds { break } } else if total.cases >= iterations { break }
      let size = seconds == nil ? min(100, iterations - total.cases) : 100
      let roundSeed = seed &+ round &* 1_000_003
      let report: FuzzReport
      switch library {
      case "deepdiff":
        report = await Fuzzer.checkDeepDiff(
          seed: roundSeed, iterations: size, limits: limits,
          view: round % 2 == 0 ? .collection : .table)
      case "adapter":
        report = await adapterRound(seed: roundSeed, iterations: size, steps: limits.operations)
      default:
        report = await Fuzzer.checkDifferenceKit(
          seed: roundSeed, iterations: size, limits: limits)
      }
      round += 1
      total.cases += report.cases
      total.steps += report.steps
      total.failures += report.failures
    }
    total.seconds =
      Double((ContinuousClock.now - start).components.attoseconds) / 1e18
      + Double((ContinuousClock.now - start).components.seconds)
    for index in total.failures.indices {
      let failure = total.failures[index]
      let url = out.appendingPathComponent("\(library)-seed-\(failure.seed).json")
      do {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try failure.scenario.write(to: url)
        total.failures[index].path = url.path
      } catch {
        console.err("could not write \(url.path): \(error)")
      }
    }
    if json {
      console.out(jsonSummary(total, target: library))
    } else {
      for failure in total.failures {
        console.out("FAIL seed \(failure.seed) (\(library)): \(failure.failure)")
        if let path = failure.path { console.out("  replay it: listkit replay \(path)") }
      }
      console.out(total.description.split(separator: "\n").first.map(String.init) ?? "")
    }
    if let report { try await writeReport(total, to: report) }
    if let path = reportJSON {
      try spec.write(
        total.json(seed: seed, target: library).jsonText + "\n", to: path,
        what: "the JSON report")
    }
    if coverage {
      console.out(
        "coverage: \(library) cases check every stage with the strict view; the rule table covers the engine, view and datasource targets"
      )
    }
    return total.passed ? ExitCode.success : ExitCode.failure
  }

  /// One round of `--target adapter`: the adapter fuzzer's own feed (``ListAdapterFuzzer``),
  /// its shrunk failures as the campaign's.
  @MainActor
  static func adapterRound(seed: UInt64, iterations: Int, steps: Int) async -> FuzzReport {
    let found = await ListAdapterFuzzer(seed: seed, iterations: iterations, steps: steps)
      .checkBuiltIn()
    var report = FuzzReport()
    report.cases = found.cases
    report.steps = found.steps
    report.failures = found.failures.map {
      FuzzFailure(
        seed: $0.seed, target: .view, scenario: $0.scenario, signature: $0.failure,
        failure: $0.failure, operationsBefore: $0.stepsBefore, operationsAfter: $0.stepsAfter)
    }
    return report
  }

  /// `1200 cases, 14400 steps, 30000 steps/s, 0:05 elapsed, 0:55 left, 0 failures`: the time
  /// left is the `--time` remaining, or the cases left at the rate so far.
  static func progressLine(_ progress: FuzzProgress, _ total: (iterations: Int?, seconds: Double?))
    -> String
  {
    func clock(_ seconds: Double) -> String {
      let whole = Int(max(0, min(seconds, 1e9)).rounded())
      return whole >= 3600
        ? String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
        : String(format: "%d:%02d", whole / 60, whole % 60)
    }
    let rate = progress.seconds > 0 ? Int(Double(progress.steps) / progress.seconds) : 0
    var left: Double?
    if let seconds = total.seconds {
      left = seconds - progress.seconds
    } else if let iterations = total.iterations, progress.cases > 0, progress.seconds > 0 {
      left = Double(iterations - progress.cases) * progress.seconds / Double(progress.cases)
    }
    return "\(progress.cases) cases, \(progress.steps) steps, \(rate) steps/s, "
      + "\(clock(progress.seconds)) elapsed, " + (left.map { clock($0) + " left, " } ?? "")
      + "\(progress.failures) failure\(progress.failures == 1 ? "" : "s")"
  }

  /// The shrunk failures as one HTML page (`--report`): each replayed, its failing step drawn.
  static func writeReport(_ report: FuzzReport, to path: String) async throws(UsageError) {
    var page = ReplayReport()
    for failure in report.failures {
      let result = await failure.scenario.replay()
      let diagram: StepDiagram? =
        if let step = result.failedStep { await failure.scenario.diagram(step: step) } else { nil }
      page.entries.append(
        .init(
          path: failure.path ?? "seed \(failure.seed)", name: failure.scenario.name,
          status: result.passed ? .passed : .failed, reason: result.failureDescription,
          expected: result.expected, actual: result.actual, failedStep: result.failedStep,
          diagram: diagram))
    }
    try spec.write(page.html(), to: path, what: "the report")
  }

  static func jsonSummary(_ report: FuzzReport, target: String? = nil, coverage: Bool = false)
    -> String
  {
    let failures: [JSONValue] = report.failures.map { failure in
      .object([
        ("seed", .string(String(failure.seed))),
        ("target", .string(target ?? failure.target.rawValue)),
        ("failure", .string(failure.failure)), ("signature", .string(failure.signature)),
        ("operations", .integer(failure.operationsAfter)),
        ("path", failure.path.map(JSONValue.string) ?? .null),
      ])
    }
    return JSONValue.object(
      [
        ("cases", .integer(report.cases)), ("steps", .integer(report.steps)),
        ("seconds", .number((report.seconds * 1000).rounded() / 1000)),
        ("stepsPerSecond", .integer(Int(report.stepsPerSecond.rounded()))),
        ("passed", .bool(report.passed)), ("failures", .array(failures)),
      ]
        + (coverage
          ? [
            ("coverage", report.coverage.json),
            (
              "unreached",
              .array(report.coverage.unreached.map { .string("\($0.rule) \($0.code)") })
            ),
          ] : [])
    ).jsonText
  }
}
