import Foundation
import ListKit
import ListScenarios

enum DiffCommand {
  static let spec = CommandSpec(
    name: "diff", abstract: "Print the batch updates the engine sends between two snapshots.",
    discussion:
      "Each file holds a snapshot: a JSON array of sections, {\"id\": \"s\", \"items\": [\"a\", \"b\"]}.",
    arguments: [("<old.json>", "The snapshot before."), ("<new.json>", "The snapshot after.")],
    usage: "listkit diff <old.json> <new.json> [--json]",
    options: [.init(name: "--json", help: "Print the batches as JSON.")])

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

/// Snapshot files of `listkit diff`: a JSON array of section objects.
public enum SnapshotFile {
  public static func load(_ path: String) throws(ScenarioFormatError)
    -> DiffableDataSourceSnapshot<String, String>
  {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { throw ScenarioFormatError(file: path, location: "", reason: "cannot read the file") }
    do {
      return try parse(text)
    } catch {
      var located = error
      located.file = path
      throw located
    }
  }

  public static func parse(_ text: String) throws(ScenarioFormatError)
    -> DiffableDataSourceSnapshot<String, String>
  {
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      throw ScenarioFormatError(
        location: "line \(error.line), column \(error.column)",
        reason: "invalid JSON: \(error.reason)")
    }
    guard case .array(let sections) = json else {
      throw ScenarioFormatError(location: "(top level)", reason: "expected an array of sections")
    }
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    for (s, section) in sections.enumerated() {
      guard case .object(let pairs) = section else {
        throw ScenarioFormatError(location: "[\(s)]", reason: "expected a section object")
      }
      for pair in pairs where pair.key != "id" && pair.key != "items" {
        throw ScenarioFormatError(location: "[\(s)].\(pair.key)", reason: "unknown key")
      }
      guard case .string(let id)? = pairs.first(where: { $0.key == "id" })?.value else {
        throw ScenarioFormatError(location: "[\(s)].id", reason: "expected a string")
      }
      guard case .array(let values)? = pairs.first(where: { $0.key == "items" })?.value else {
        throw ScenarioFormatError(location: "[\(s)].items", reason: "expected an array of strings")
      }
      var items: [String] = []
      for (i, value) in values.enumerated() {
        guard case .string(let item) = value else {
          throw ScenarioFormatError(location: "[\(s)].items[\(i)]", reason: "expected a string")
        }
        items.append(item)
      }
      snapshot.appendSections([id])
      if snapshot.contains(section: id) { snapshot.appendItems(items, toSection: id) }
    }
    if let error = snapshot.errors.first {
      throw ScenarioFormatError(location: "(snapshot)", reason: "\(error.code): \(error.message)")
    }
    return snapshot
  }

  /// The batches as JSON, with the scenario format's `UPDATES` keys.
  public static func json(_ batches: [BatchUpdate]) -> String {
    func paths(_ paths: [IndexPath]) -> String {
      "[" + paths.map { "[\($0[0]), \($0[1])]" }.joined(separator: ", ") + "]"
    }
    let objects = batches.map { batch -> String in
      var fields: [String] = []
      if !batch.deleteSections.isEmpty {
        fields.append("\"deleteSections\": \(batch.deleteSections)")
      }
      if !batch.insertSections.isEmpty {
        fields.append("\"insertSections\": \(batch.insertSections)")
      }
      if !batch.reloadSections.isEmpty {
        fields.append("\"reloadSections\": \(batch.reloadSections)")
      }
      if !batch.moveSections.isEmpty {
        fields.append(
          "\"moveSections\": ["
            + batch.moveSections.map { "[\($0.from), \($0.to)]" }.joined(separator: ", ") + "]")
      }
      if !batch.deleteItems.isEmpty {
        fields.append("\"deleteItems\": \(paths(batch.deleteItems))")
      }
      if !batch.insertItems.isEmpty {
        fields.append("\"insertItems\": \(paths(batch.insertItems))")
      }
      if !batch.reloadItems.isEmpty {
        fields.append("\"reloadItems\": \(paths(batch.reloadItems))")
      }
      if !batch.reconfigureItems.isEmpty {
        fields.append("\"reconfigureItems\": \(paths(batch.reconfigureItems))")
      }
      if !batch.moveItems.isEmpty {
        fields.append(
          "\"moveItems\": ["
            + batch.moveItems.map {
              "[\(paths([$0.from]).dropFirst().dropLast()), \(paths([$0.to]).dropFirst().dropLast())]"
            }.joined(separator: ", ") + "]")
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return "{\"batches\": [" + objects.joined(separator: ", ") + "], \"count\": \(batches.count)}"
  }
}
