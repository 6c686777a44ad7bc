// The benchmark of docs/performance.md: `swift run -c release listkit-bench [options]`
// (`listkit bench` runs this binary when it sits beside it).

import Foundation
import ListScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = "Usage: listkit-bench [--json] [--filter <ids>] [--quick] [--in-process]"
let help = """
  OVERVIEW: Run the benchmarks of docs/performance.md against floors measured in the same run.

  Each row is the median of 15 runs after 5 warm-ups (--quick: 3 after 1), beside its floor and
  the ratio its target names. Build with -c release: debug numbers mean nothing. Each row runs in
  a fresh process of its own, so it reads the same alone (--filter) as in the full table: the
  allocator's state left by earlier rows does not move it.

  \(usage)

  OPTIONS:
    --json                  Print one JSON object per row.
    --filter <ids>          Run only these rows, e.g. D1,D5.
    --quick                 1 warm-up and 3 runs: a smoke test.
    --in-process            Run the rows one after another in this process (as before rows
                            were isolated; to see what the isolation changes).
    -h, --help              Show help information.
  """

/// Prints `line` at once (unbuffered), so a row shows when it is done.
func emit(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
  exit(64)
}

var json = false
var quick = false
var inProcess = false
/// Set by the parent process: run only this row, here, and print it without the header.
var childRow: String?
var selected = Bench.rowIDs
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": json = true
  case "--quick": quick = true
  case "--in-process": inProcess = true
  case "--row":
    guard let value = arguments.popFirst(), Bench.rowIDs.contains(value) else {
      fail("'--row' takes one row's id")
    }
    childRow = value
  case "-h", "--help":
    print(help)
    exit(0)
  case "--filter":
    guard let value = arguments.popFirst(), !value.hasPrefix("--") else {
      fail("Missing value for '--filter <ids>'")
    }
    selected = value.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).uppercased()
    }
    for id in selected where !Bench.rowIDs.contains(id) {
      var message = "Unknown benchmark row '\(id)' (rows: \(Bench.rowIDs.joined(separator: ", ")))"
      if let suggestion = Suggestion.nearest(id, in: Bench.rowIDs) {
        message += "\nDid you mean '\(suggestion)'?"
      }
      fail(message)
    }
  default:
    var message = "Unknown option '\(argument)'"
    let options = ["--json", "--filter", "--quick", "--in-process", "--help"]
    if let suggestion = Suggestion.nearest(argument, in: options) {
      message += "\nDid you mean '\(suggestion)'?"
    }
    fail(message)
  }
}

#if DEBUG
  FileHandle.standardError.write(
    Data(
      "warning: this is a debug build; run `swift run -c release listkit-bench` for real numbers\n"
        .utf8))
#endif
let bench = Bench(quick: quick)
if let childRow {
  let row = await bench.run(childRow)
  emit(json ? row.json : row.line)
  exit(0)
}
if !json { emit(BenchRow.header) }
for id in Bench.rowIDs where selected.contains(id) {
  if inProcess {
    let row = await bench.run(id)
    emit(json ? row.json : row.line)
    continue
  }
  // A fresh process per row: this executable again, with `--row`.
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
    process.executableURL = Bundle.main.executableURL
  }
  process.arguments = ["--row", id] + (json ? ["--json"] : []) + (quick ? ["--quick"] : [])
  // Hashing is seeded per process, and the seed moves the hash floors: hash(10k, 10k) of `Int`s
  // read 0.24 ms in some processes and 0.42 ms in others on the same machine, which moved every
  // ratio against such a floor (F1's by 1.7x). Every row's process hashes the same way.
  process.environment = ProcessInfo.processInfo.environment.merging(
    ["SWIFT_DETERMINISTIC_HASHING": "1"]) { _, new in new }
  let output = Pipe()
  process.standardOutput = output
  do {
    try process.run()
  } catch {
    fail("could not run row \(id) in a process of its own: \(error)")
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
  guard process.terminationStatus == 0, !text.isEmpty else {
    FileHandle.standardError.write(
      Data("Error: row \(id) failed (exit \(process.terminationStatus))\n".utf8))
    exit(1)
  }
  emit(text)
}
