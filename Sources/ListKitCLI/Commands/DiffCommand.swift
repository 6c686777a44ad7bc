import Foundation
import ListKit
import ListScenarios

enum DiffCommand {
  /// `--json`: the batches as JSON.
  static let json = Flag(name: "--json", help: "Print the batches as JSON.")

  /// The command: its arguments, its options (the declarations above) and what runs it.
  static let spec = CommandSpec(
    name: "diff", abstract: "Print the batch updates the engine sends between two snapshots.",
    discussion:
      "Each file holds a snapshot: a JSON array of sections, {\"id\": \"s\", \"items\": [\"a\", \"b\"]}.",
    arguments: [("<old.json>", "The snapshot before."), ("<new.json>", "The snapshot after.")],
    options: [json],
    run: { arguments, console throws(UsageError) in try DiffCommand.run(arguments, console: console)
    })

  /// Runs `listkit diff` with its parsed arguments, reading each option through its declaration
  /// above; returns the exit code (a usage error is thrown, exit 64).
  static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 2 else {
      throw UsageError(
        message: arguments.positionals.count < 2
          ? "Missing expected argument '\(arguments.positionals.isEmpty ? "<old.json>" : "<new.json>")'"
          : "Unexpected argument '\(arguments.positionals[2])'",
        command: spec)
    }
    let old: DiffableDataSourceSnapshot<String, String>
    let new: DiffableDataSourceSnapshot<String, String>
    do {
      old = try SnapshotFile.load(arguments.positionals[0])
      new = try SnapshotFile.load(arguments.positionals[1])
    } catch {
      console.err("Error: \(error)")
      return ExitCode.malformed
    }
    let changeset = SnapshotDiff.changeset(from: old, to: new)
    if arguments[Self.json] {
      console.out(SnapshotFile.json(changeset.batches))
      return ExitCode.success
    }
    for (k, batch) in changeset.batches.enumerated() {
      if changeset.batches.count > 1 { console.out("batch \(k + 1):") }
      console.out(batch.description)
    }
    let count = changeset.batches.count
    console.out("\(count) batch\(count == 1 ? "" : "es")")
    return ExitCode.success
  }
}
