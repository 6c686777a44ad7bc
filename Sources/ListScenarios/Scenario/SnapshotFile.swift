import Foundation
import ListKit

extension Scenario {
  /// The snapshot that scenario data describes (identified sections only), with every edit
  /// error recorded in it.
  public static func snapshot(_ data: [SectionData]) -> DiffableDataSourceSnapshot<String, String> {
    var sections: [(section: String, items: [String])] = []
    sections.reserveCapacity(data.count)
    for case .identified(let id, let items) in data { sections.append((id, items)) }
    return DiffableDataSourceSnapshot(sections: sections)
  }
}

/// Snapshot files of `listkit diff`: a JSON array of section objects, exactly a scenario's
/// `SECTIONS` (objects only).
public enum SnapshotFile {
  /// The batches as JSON, each with the scenario format's `UPDATES` keys (empty ones left out),
  /// written by the one encoder scenario files use: `{"batches": [{…}, …], "count": N}`.
  public static func json(_ batches: [BatchUpdate]) -> String {
    JSONValue.object([
      ("batches", .array(batches.map(_Encoder.updates))), ("count", .integer(batches.count)),
    ]).jsonText
  }

  /// Reads the snapshot file at `path`; throws a ``ScenarioFormatError`` when it is unreadable or
  /// malformed.
  public static func load(_ path: String) throws(ScenarioFormatError)
    -> DiffableDataSourceSnapshot<String, String>
  {
    try _JSONFile.read(URL(fileURLWithPath: path)) { json throws(ScenarioFormatError) in
      try snapshot(json)
    }
  }

  /// Parses a snapshot from JSON `text`; throws a ``ScenarioFormatError`` when it is malformed.
  public static func parse(_ text: String) throws(ScenarioFormatError)
    -> DiffableDataSourceSnapshot<String, String>
  {
    try snapshot(_JSONFile.parse(text))
  }

  static func snapshot(_ json: JSONValue) throws(ScenarioFormatError)
    -> DiffableDataSourceSnapshot<String, String>
  {
    var contents: [String: String] = [:]
    let data = try _Decoder.sections(
      _Node(path: "", value: json), objectsOnly: true, contents: &contents)
    let snapshot = Scenario.snapshot(data)
    if let error = snapshot.errors.first {
      throw ScenarioFormatError(
        location: "(snapshot)", reason: "\(error.stableCode): \(error.message)")
    }
    return snapshot
  }
}
