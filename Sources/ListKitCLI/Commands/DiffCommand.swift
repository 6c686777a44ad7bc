import Foundation
import ListKit
import ListScenarios

enum DiffCommand {
  static let spec = CommandSpec(
    name: "diff", abstract: "Print the batch updates the engine sends between two snapshots.",
    discussion:
      "Each file holds a snapshot: a JSON array of sections, {\"id\": \"s\", \"items\": [\"a\", \"b\"]}.",
    arguments: [("<old.json>", "The snapshot before."), ("<new.json>", "The snapshot after.")],
    options: [.init(name: "--json", help: "Print the batches as JSON.")],
    run: { arguments, console throws(UsageError) in try DiffCommand.run(arguments, console: console)
    })

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
    if arguments.flags.contains("--json") {
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

extension SnapshotFile {
  /// The batches as JSON, with the scenario format's `UPDATES` keys (empty ones left out).
  public static func json(_ batches: [BatchUpdate]) -> String {
    func path(_ p: IndexPath) -> String { "[\(p[0]), \(p[1])]" }
    func list(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }
    let objects = batches.map { batch -> String in
      let fields: [(String, [String])] = [
        ("deleteSections", batch.deleteSections.map(String.init)),
        ("insertSections", batch.insertSections.map(String.init)),
        ("reloadSections", batch.reloadSections.map(String.init)),
        ("moveSections", batch.moveSections.map { "[\($0.from), \($0.to)]" }),
        ("deleteItems", batch.deleteItems.map(path)),
        ("insertItems", batch.insertItems.map(path)),
        ("reloadItems", batch.reloadItems.map(path)),
        ("reconfigureItems", batch.reconfigureItems.map(path)),
        ("moveItems", batch.moveItems.map { "[\(path($0.from)), \(path($0.to))]" }),
      ]
      return "{"
        + fields.filter { !$0.1.isEmpty }.map { "\"\($0.0)\": \(list($0.1))" }
        .joined(separator: ", ") + "}"
    }
    return "{\"batches\": \(list(objects)), \"count\": \(batches.count)}"
  }
}
