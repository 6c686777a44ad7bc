import Foundation

/// `listkit bench`: runs the benchmark binary `listkit-bench`, built beside `listkit`, so the
/// workloads and their data are not part of the `listkit` binary.
enum BenchCommand {
  /// `--json`: one JSON object per row (passed on to `listkit-bench`).
  static let json = Flag(name: "--json", help: "Print one JSON object per row.")
  /// `--filter <ids>`: the rows to run, as `listkit-bench` reads them; `nil` when absent (all).
  static let filter = Option<String?>(
    name: "--filter", valueName: "ids", help: "Run only these rows, e.g. D1,D5.")
  /// `--quick`: fewer runs (passed on to `listkit-bench`).
  static let quick = Flag(name: "--quick", help: "1 warm-up and 3 runs: a smoke test.")

  /// The command: its arguments, its options (the declarations above) and what runs it.
  static let spec = CommandSpec(
    name: "bench",
    abstract: "Run the benchmarks of docs/performance.md against floors measured in the same run.",
    discussion:
      "Each row is the median of 15 runs after 5 warm-ups (--quick: 3 after 1), beside its floor and\nthe ratio the performance spec targets. Build with -c release: debug numbers mean nothing.\nRuns the listkit-bench binary built beside listkit (swift build -c release builds both).",
    arguments: [],
    options: [json, filter, quick],
    run: { arguments, console throws(UsageError) in
      try await BenchCommand.run(arguments, console: console)
    })

  static let executableName = "listkit-bench"

  /// Runs `listkit bench` with its parsed arguments, reading each option through its declaration
  /// above; returns the exit code (a usage error is thrown, exit 64).
  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: "Unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    // `listkit-bench` takes the same options under the same names.
    var forwarded = [Self.json, Self.quick].filter { arguments[$0] }.map(\.name)
    if let filter = try arguments[Self.filter] { forwarded += [Self.filter.name, filter] }
    guard let executable = benchExecutable() else {
      console.err(
        "Error: listkit bench runs '\(executableName)', which is not built beside listkit.\n"
          + "Build it with `swift build -c release`, or run `swift run -c release listkit-bench`.")
      return ExitCode.failure
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = forwarded
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch {
      console.err("Error: could not run \(executable.path): \(error.localizedDescription)")
      return ExitCode.failure
    }
    // Errors are collected aside (so neither pipe fills up); rows are passed on as they finish.
    let errorText = Task.detached { errors.fileHandleForReading.readDataToEndOfFile() }
    var pending = Data()
    while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        console.out(String(decoding: pending[..<newline], as: UTF8.self))
        pending.removeSubrange(...newline)
      }
    }
    if !pending.isEmpty { console.out(String(decoding: pending, as: UTF8.self)) }
    process.waitUntilExit()
    let message = String(decoding: await errorText.value, as: UTF8.self)
    if !message.isEmpty { console.err(message.trimmingCharacters(in: .newlines)) }
    return process.terminationStatus
  }

  /// `listkit-bench` in the directory of the running executable.
  static func benchExecutable() -> URL? {
    let running = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let candidate = running.deletingLastPathComponent().appendingPathComponent(executableName)
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
  }
}
