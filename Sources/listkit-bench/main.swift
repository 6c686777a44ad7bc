// The benchmark of docs/performance.md: `swift run -c release listkit-bench [options]`
// (`listkit bench` runs this binary when it sits beside it).

import Foundation
import ListScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = "Usage: listkit-bench [--json] [--filter <ids>] [--quick]"
let help = """
  OVERVIEW: Run the benchmarks of docs/performance.md against floors measured in the same run.

  Each row is the median of 15 runs after 5 warm-ups (--quick: 3 after 1), beside its floor and
  the ratio its target names. Build with -c release: debug numbers mean nothing.

  \(usage)

  OPTIONS:
    --json                  Print one JSON object per row.
    --filter <ids>          Run only these rows, e.g. D1,D5.
    --quick                 1 warm-up and 3 runs: a smoke test.
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
var selected = Bench.rowIDs
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": json = true
  case "--quick": quick = true
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
    let options = ["--json", "--filter", "--quick", "--help"]
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
if !json { emit(BenchRow.header) }
for id in Bench.rowIDs where selected.contains(id) {
  let row = await bench.run(id)
  emit(json ? row.json : row.line)
}
