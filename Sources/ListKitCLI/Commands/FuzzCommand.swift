import Foundation
import ListFuzz
import ListScenarios
import ListSimulator

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
      "Each case is a short random sequence of operations; after every operation the view, the data\nsource and the engine are checked against independent models. A failure is shrunk to a minimal\nscenario file (written to --out) that `listkit replay` fails the same way. Exit codes: 0 nothing\nfailed, 1 a case failed, 64 bad usage.",
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
        help: "engine, view, datasource, all (default), or differencekit (staged changesets)."),
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
    ],
    run: { arguments, console throws(UsageError) in
      try await FuzzCommand.run(arguments, console: console)
    })

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
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
    if arguments.values["--target"] == "differencekit" {
      return await runDifferenceKit(
        seed: configuration.seed, iterations: iterations ?? 1000, seconds: seconds,
        limits: configuration.limits,
        out: URL(fileURLWithPath: arguments.values["--out"] ?? "fuzz-failures"),
        json: arguments.flags.contains("--json"), console: console)
    }
    configuration.target =
      try arguments.choice("--target", valueName: "t", of: FuzzTarget.self, command: spec)
      ?? .all
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
    let shard = configuration.shard
    if !json {
      console.out(
        "fuzzing \(configuration.target.rawValue) with seed \(configuration.seed)"
          + (shard.count > 1 ? ", shard \(shard.index)/\(shard.count)" : "")
          + ", \(configuration.jobs) job\(configuration.jobs == 1 ? "" : "s")")
    }
    let report = await Fuzzer(configuration).run { progress in
      guard live else { return }
      let rate = progress.seconds > 0 ? Int(Double(progress.steps) / progress.seconds) : 0
      FileHandle.standardError.write(
        Data(
          "\r\(progress.cases) cases, \(progress.steps) steps, \(rate) steps/s, \(progress.failures) failures   "
            .utf8))
    }
    if live { FileHandle.standardError.write(Data("\n".utf8)) }
    if json {
      console.out(jsonSummary(report))
    } else {
      for failure in report.failures {
        console.out("FAIL seed \(failure.seed) (\(failure.target.rawValue)): \(failure.failure)")
        console.out(
          "  shrunk from \(failure.operationsBefore) to \(failure.operationsAfter) operations"
            + (failure.path.map { "; replay it: listkit replay \($0)" } ?? ""))
      }
      console.out(report.description.split(separator: "\n").first.map(String.init) ?? "")
    }
    return report.passed ? ExitCode.success : ExitCode.failure
  }

  /// `--target differencekit`: DifferenceKit's staged changesets between random sectioned
  /// states, each stage checked by the strict table (`Fuzzer.checkDifferenceKit`), in rounds of
  /// 100 cases until the iterations or the time are spent; the first failure is written to `out`.
  static func runDifferenceKit(
    seed: UInt64, iterations: Int, seconds: Double?, limits: FuzzLimits, out: URL, json: Bool,
    console: Console
  ) async -> Int32 {
    if !json { console.out("fuzzing differencekit with seed \(seed)") }
    let start = ContinuousClock.now
    var total = FuzzReport()
    var round: UInt64 = 0
    while total.passed {
      let elapsed = Double((ContinuousClock.now - start).components.seconds)
      if let seconds { if elapsed >= seconds { break } } else if total.cases >= iterations { break }
      let size = seconds == nil ? min(100, iterations - total.cases) : 100
      let report = await Fuzzer.checkDifferenceKit(
        seed: seed &+ round &* 1_000_003, iterations: size,
        limits: FuzzLimits(
          maxSections: limits.maxSections, maxItems: limits.maxItems,
          operations: limits.operations))
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
      let url = out.appendingPathComponent("differencekit-seed-\(failure.seed).json")
      do {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try failure.scenario.write(to: url)
        total.failures[index].path = url.path
      } catch {
        console.err("could not write \(url.path): \(error)")
      }
    }
    if json {
      console.out(jsonSummary(total, target: "differencekit"))
    } else {
      for failure in total.failures {
        console.out("FAIL seed \(failure.seed) (differencekit): \(failure.failure)")
        if let path = failure.path { console.out("  replay it: listkit replay \(path)") }
      }
      console.out(total.description.split(separator: "\n").first.map(String.init) ?? "")
    }
    return total.passed ? ExitCode.success : ExitCode.failure
  }

  static func jsonSummary(_ report: FuzzReport, target: String? = nil) -> String {
    let failures: [JSONValue] = report.failures.map { failure in
      .object([
        ("seed", .string(String(failure.seed))),
        ("target", .string(target ?? failure.target.rawValue)),
        ("failure", .string(failure.failure)), ("signature", .string(failure.signature)),
        ("operations", .integer(failure.operationsAfter)),
        ("path", failure.path.map(JSONValue.string) ?? .null),
      ])
    }
    return JSONValue.object([
      ("cases", .integer(report.cases)), ("steps", .integer(report.steps)),
      ("seconds", .number((report.seconds * 1000).rounded() / 1000)),
      ("stepsPerSecond", .integer(Int(report.stepsPerSecond.rounded()))),
      ("passed", .bool(report.passed)), ("failures", .array(failures)),
    ]).jsonText
  }
}
