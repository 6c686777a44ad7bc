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
  /// `--seed <n>`: the campaign's seed.
  static let seed = Option<UInt64>(
    name: "--seed", valueName: "n", help: "The campaign's seed.", default: 1)
  /// `--iterations <n>`: how many cases; 1000 when neither it nor `--time` is given.
  static let iterations = Option<Int>(
    name: "--iterations", valueName: "n", help: "How many cases.", default: 1000,
    defaultNote: "without --time", range: 1...Fuzzer.iterationBound)
  /// `--time <s>`: how long the campaign runs, above 0 and at most a week; `nil` when absent.
  static let time = Option<Double?>(
    name: "--time", valueName: "s", help: "Run for this many seconds.",
    expected:
      "a number of seconds above 0 and at most \(Int(Fuzzer.durationBound)) (a week)",
    namesValue: false
  ) { Double($0).flatMap { $0 > 0 && $0 <= Fuzzer.durationBound ? $0 : nil } }
  /// `--max-sections <n>`: the most sections a list has.
  static let maxSections = Option<Int>(
    name: "--max-sections", valueName: "n", help: "Sections per list.", default: 5,
    range: 1...FuzzLimits.sectionBound)
  /// `--max-items <n>`: the most items a list has, all sections together.
  static let maxItems = Option<Int>(
    name: "--max-items", valueName: "n", help: "Items per list, all sections.", default: 50,
    range: 1...FuzzLimits.itemBound)
  /// `--steps <n>`: operations per case.
  static let steps = Option<Int>(
    name: "--steps", valueName: "n", help: "Operations per case.", default: 12,
    range: 1...FuzzLimits.operationBound)
  /// `--target <t>`: a fuzzer target or a library's check. Its list of choices and notes is long,
  /// so it is broken into lines of 80 characters.
  static let target = Option<Target>(name: "--target", valueName: "t", default: .fuzzer(.all)) {
    "\($0).".wrapped(width: 80)
  }
  /// `--profile <p>`: the UIKit profile of every case; `nil` (absent) picks one per case.
  static let profile = Option<UpdateProfile?>(name: "--profile", valueName: "p") {
    "\($0) (default: one per case)."
  }
  /// `--out <dir>`: the folder shrunk failures are written to.
  static let out = Option<String>(
    name: "--out", valueName: "dir", help: "Where shrunk failures are written.",
    default: "fuzz-failures")
  /// `--jobs <n>`: parallel workers.
  static let jobs = Option<Int>(
    name: "--jobs", valueName: "n", help: "Parallel workers.", default: 1,
    range: 1...Fuzzer.jobBound)
  /// `--shard <i/n>`: run only shard `i` of `n`, `0 <= i < n <= Fuzzer.shardBound`; `nil` when
  /// absent (the whole campaign).
  static let shard = Option<(index: Int, count: Int)?>(
    name: "--shard", valueName: "i/n",
    help: "Run only shard i of n (0-based) of the campaign's cases.",
    expected: "i/n with 0 <= i < n <= \(Fuzzer.shardBound), e.g. 0/4"
  ) { text in
    let parts = text.split(separator: "/").map { Int($0) }
    guard parts.count == 2, let index = parts[0], let count = parts[1],
      (1...Fuzzer.shardBound).contains(count), (0..<count).contains(index)
    else { return nil }
    return (index, count)
  }
  /// `--no-shrink`: report failures as found.
  static let noShrink = Flag(name: "--no-shrink", help: "Report failures as found.")
  /// `--print`: print the cases' scenarios instead of running them.
  static let printScenarios = Flag(
    name: "--print",
    help: "Print each case's scenario instead of running it (to see what is fuzzed).")
  /// `--json`: the summary (and with `--coverage` the coverage) as one JSON object.
  static let json = Flag(name: "--json", help: "Print the summary as one JSON object.")
  /// `--progress`: progress lines on a standard error that is not a terminal.
  static let progress = Flag(
    name: "--progress",
    help: "When standard error is not a terminal, print a progress line every 5 seconds.")
  /// `--report <file>`: the HTML report of the shrunk failures; `nil` when absent.
  static let report = Option<String?>(
    name: "--report", valueName: "file",
    help: "Write an HTML report of the shrunk failures (each failing step drawn).")
  /// `--coverage`: the rules the cases reached.
  static let coverage = Flag(
    name: "--coverage", help: "Print which rules the cases reached, per view kind and profile.")
  /// `--report-json <file>`: the campaign as JSON, for `fuzz merge`; `nil` when absent.
  static let reportJSON = Option<String?>(
    name: "--report-json", valueName: "file",
    help: "Write the campaign (counts, coverage, shrunk failures) as JSON for `fuzz merge`.")

  /// The options `fuzz merge` takes a value for; the others with a value are usage errors there.
  static let mergeOptions: [any CommandOption] = [report, reportJSON]

  /// What `--target` names: one of the fuzzer's targets, or a library whose own check runs
  /// (``runLibrary(_:seed:iterations:seconds:limits:out:json:report:reportJSON:coverage:console:)``).
  enum Target: CommandChoice {
    /// A target of ``Fuzzer``: `engine`, `view`, `datasource` or `all`.
    case fuzzer(FuzzTarget)
    /// A library's check: `differencekit`, `deepdiff` or `adapter`.
    case library(Library)

    /// The fuzzer's targets, then the libraries.
    static let allCases =
      FuzzTarget.allCases.map(Target.fuzzer) + Library.allCases.map(Target.library)

    /// The name on the command line.
    var rawValue: String {
      switch self {
      case .fuzzer(let target): target.rawValue
      case .library(let library): library.rawValue
      }
    }

    /// The target or library named `rawValue`, or `nil`.
    init?(rawValue: String) {
      guard let target = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
        return nil
      }
      self = target
    }

    /// The library's note; none for the fuzzer's targets.
    var helpNote: String? {
      switch self {
      case .fuzzer: nil
      case .library(let library): library.helpNote
      }
    }
  }

  /// The libraries `--target` can check with their own fuzzers.
  enum Library: String, CaseIterable, Sendable {
    /// DifferenceKit's staged changesets, each stage through the strict table.
    case differencekit
    /// DeepDiff's `reload(changes:)` on a collection view and a table view in turn.
    case deepdiff
    /// IGListKit's `ListAdapter` over the package's own feed.
    case adapter

    /// What the help says of it after its name.
    var helpNote: String {
      switch self {
      case .differencekit: "staged changesets"
      case .deepdiff: "DeepDiff's reload(changes:) on both views"
      case .adapter: "IGListKit's ListAdapter with the package's own feed"
      }
    }
  }

  /// The command: its arguments, its options (the declarations above) and what runs it.
  static let spec = CommandSpec(
    name: "fuzz",
    abstract: "Run random update sequences, check every step, and shrink failures into scenarios.",
    discussion:
      "Each case is a short random sequence of operations; after every operation the view, the data\nsource and the engine are checked against independent models. A failure is shrunk to a minimal\nscenario file (written to --out) that `listkit replay` fails the same way. Exit codes: 0 nothing\nfailed, 1 a case failed, 64 bad usage.\n\n`listkit fuzz merge FILE…` adds the --report-json files of a campaign's shards together:\ncases, steps and coverage summed, failures deduplicated by signature (the smallest scenario of\neach kept); it takes --coverage, --json, --report and --report-json, and exits 1 if any shard\nfailed, 65 for a file that is not a report.",
    arguments: [],
    options: [
      seed, iterations, time, maxSections, maxItems, steps, target, profile, out, jobs, shard,
      noShrink, printScenarios, json, progress, report, coverage, reportJSON,
    ],
    run: { arguments, console throws(UsageError) in
      try await FuzzCommand.run(arguments, console: console)
    })

  /// Runs `listkit fuzz` with its parsed arguments, reading each option through its declaration
  /// above; returns the exit code (a usage error is thrown, exit 64).
  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
    if arguments.positionals.first == "merge" {
      return try await merge(Array(arguments.positionals.dropFirst()), arguments, console: console)
    }
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: "Unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    var configuration = Fuzzer.Configuration()
    configuration.seed = try arguments[Self.seed]
    let iterations = try arguments[Self.iterations]
    let seconds = try arguments[Self.time]
    // --iterations with --time: whichever ends first; --time alone: no count.
    configuration.iterations =
      arguments.contains(Self.iterations) || seconds == nil ? iterations : nil
    configuration.duration = seconds
    configuration.limits = FuzzLimits(
      maxSections: try arguments[Self.maxSections], maxItems: try arguments[Self.maxItems],
      operations: try arguments[Self.steps])
    let target = try arguments[Self.target]
    if case .library(let library) = target {
      // The libraries' fuzzers run one worker, shrink always and have no profiles or program
      // listing: an option of the package's own fuzzer is refused, not ignored.
      let unused: [any CommandOption] = [
        Self.profile, Self.jobs, Self.shard, Self.noShrink, Self.printScenarios, Self.progress,
      ]
      if let given = unused.first(where: { arguments.contains($0) }) {
        throw UsageError(
          message:
            "'\(given.name)' does not apply to --target \(library.rawValue): it is an option of the package's own fuzzer (targets engine, view, datasource, all)",
          command: spec)
      }
      return try await runLibrary(
        library, seed: configuration.seed, iterations: iterations, seconds: seconds,
        limits: configuration.limits, out: URL(fileURLWithPath: try arguments[Self.out]),
        json: arguments[Self.json], report: try arguments[Self.report],
        reportJSON: try arguments[Self.reportJSON], coverage: arguments[Self.coverage],
        console: console)
    }
    if case .fuzzer(let fuzzTarget) = target { configuration.target = fuzzTarget }
    configuration.profile = try arguments[Self.profile]
    configuration.jobs = try arguments[Self.jobs]
    if let shard = try arguments[Self.shard] { configuration.shard = shard }
    configuration.shrink = !arguments[Self.noShrink]
    configuration.outputDirectory = URL(fileURLWithPath: try arguments[Self.out])
    let json = arguments[Self.json]
    if arguments[Self.printScenarios] {
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
    let plain = !live && arguments[Self.progress]
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
    let json = arguments[Self.json]
    if let path = try arguments[Self.report] { try await writeReport(report, to: path) }
    if let path = try arguments[Self.reportJSON] {
      try spec.write(reportJSON.jsonText + "\n", to: path, what: "the JSON report")
    }
    if json {
      console.out(jsonSummary(report, coverage: arguments[Self.coverage]))
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
    if arguments[Self.coverage] && !json {
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
    for option in spec.options
    where option.declaration.valueName != nil && arguments.contains(option)
      && !mergeOptions.contains(where: { $0.name == option.name })
    {
      throw UsageError(message: "'\(option.name)' does not apply to 'fuzz merge'", command: spec)
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
    if !arguments[Self.json] {
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
    _ library: Library, seed: UInt64, iterations: Int, seconds: Double?, limits: FuzzLimits,
    out: URL, json: Bool, report: String?, reportJSON: String? = nil, coverage: Bool = false,
    console: Console
  ) async throws(UsageError) -> Int32 {
    if !json { console.out("fuzzing \(library.rawValue) with seed \(seed)") }
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
      case .deepdiff:
        report = await Fuzzer.checkDeepDiff(
          seed: roundSeed, iterations: size, limits: limits,
          view: round % 2 == 0 ? .collection : .table)
      case .adapter:
        report = await adapterRound(seed: roundSeed, iterations: size, steps: limits.operations)
      case .differencekit:
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
      let url = out.appendingPathComponent("\(library.rawValue)-seed-\(failure.seed).json")
      do {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try failure.scenario.write(to: url)
        total.failures[index].path = url.path
      } catch {
        console.err("could not write \(url.path): \(error)")
      }
    }
    if json {
      console.out(jsonSummary(total, target: library.rawValue))
    } else {
      for failure in total.failures {
        console.out("FAIL seed \(failure.seed) (\(library.rawValue)): \(failure.failure)")
        if let path = failure.path { console.out("  replay it: listkit replay \(path)") }
      }
      console.out(total.description.split(separator: "\n").first.map(String.init) ?? "")
    }
    if let report { try await writeReport(total, to: report) }
    if let path = reportJSON {
      try spec.write(
        total.json(seed: seed, target: library.rawValue).jsonText + "\n", to: path,
        what: "the JSON report")
    }
    if coverage {
      console.out(
        "coverage: \(library.rawValue) cases check every stage with the strict view; the rule table covers the engine, view and datasource targets"
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
