import Foundation
import ListScenarios
import ListSimulator

enum TriageCommand {
  /// `--format <f>`: text, JSON, or the first reproduced step drawn.
  static let format = Option<Format>(name: "--format", valueName: "f", default: .text) {
    "\($0)."
  }
  /// `--out <file>`: where the reproduced scenarios are written; `nil` when absent.
  static let out = Option<String?>(
    name: "--out", valueName: "file",
    help: "Write the first reproduced scenario there (several: file-2.json, file-3.json…).")
  /// `--ios-matrix <from-to>`: replay each reproduction on every release of the range.
  static let iosMatrix = Option<IOSVersionRange?>(
    iOSRange: "--ios-matrix",
    help:
      "Replay each reproduction on every iOS of a range (e.g. 12-18) instead of one per era.")

  /// What `--format` names.
  enum Format: String, CommandChoice {
    /// The explanations as text.
    case text
    /// The reports as one JSON document.
    case json
    /// The first reproduced step drawn as SVG.
    case svg
    /// The picture in an HTML page.
    case html

    /// What the help says after the format's name.
    var helpNote: String? {
      self == .html ? "the reproduced step drawn, for the first exception" : nil
    }
  }

  /// The command: its arguments, its options (the declarations above) and what runs it.
  static let spec = CommandSpec(
    name: "triage",
    abstract: "Read a crash report or log: explain each list-update exception and rebuild it.",
    arguments: [("<file>", "The crash report, console log or reason ('-': standard input).")],
    options: [format, out, iosMatrix],
    run: { arguments, console throws(UsageError) in
      try await TriageCommand.run(arguments, console: console)
    })

  /// The most a triaged text may hold: crash reports are kilobytes; a larger input is not one.
  static let maximumInput = 16 * 1024 * 1024

  /// Runs `listkit triage` with its parsed arguments, reading each option through its declaration
  /// above; returns the exit code (a usage error is thrown, exit 64).
  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
    guard arguments.positionals.count == 1 else {
      throw UsageError(
        message: arguments.positionals.isEmpty
          ? "Missing expected argument '<file>'"
          : "Unexpected argument '\(arguments.positionals[1])'",
        command: spec)
    }
    let format = try arguments[Self.format]
    var matrix: [UIKitRelease]?
    if let range = try arguments[Self.iosMatrix] {
      matrix = try ReplayCommand.releases(range, command: spec)
    }
    let path = arguments.positionals[0]
    let data: Data
    do {
      data =
        path == "-"
        ? FileHandle.standardInput.readDataToEndOfFile()
        : try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      console.err("Error: cannot read '\(path)': \(error.localizedDescription)")
      return ExitCode.malformed
    }
    guard data.count <= maximumInput else {
      console.err("Error: '\(path)' is \(data.count) bytes: more than a crash report (16 MiB)")
      return ExitCode.malformed
    }
    guard let text = String(data: data, encoding: .utf8) else {
      console.err("Error: '\(path)' is not UTF-8 text")
      return ExitCode.malformed
    }
    var reports = await Triage.read(text)
    guard !reports.isEmpty else {
      console.out(
        "nothing found: no list-update exception (UICollectionView, UITableView or diffable data source) in '\(path)'"
      )
      return ExitCode.failure
    }
    if let matrix {
      for index in reports.indices {
        if let scenario = reports[index].scenario {
          reports[index].matrix = await scenario.replayMatrix(matrix)
        }
      }
    }
    var written: [String] = []
    if let out = try arguments[Self.out] {
      let base = URL(fileURLWithPath: out)
      var number = 0
      for report in reports {
        guard let scenario = report.scenario else { continue }
        number += 1
        let url =
          number == 1
          ? base
          : base.deletingLastPathComponent().appendingPathComponent(
            base.deletingPathExtension().lastPathComponent + "-\(number).json")
        do {
          try scenario.write(to: url)
          written.append(number == 1 ? out : url.path)
        } catch {
          throw UsageError(
            message: "Could not write the scenario to '\(url.path)': \(error.localizedDescription)",
            command: spec)
        }
      }
    }
    switch format {
    case .json:
      console.out(json(reports))
    case .svg, .html:
      guard let report = reports.first(where: { $0.scenario != nil }),
        let scenario = report.scenario,
        let step = scenario.steps.lastIndex(where: { $0.expect.outcome != .accepted })
      else {
        console.err(
          "Error: no exception in '\(path)' could be rebuilt, so there is nothing to draw")
        return ExitCode.failure
      }
      guard let diagram = await scenario.diagram(step: step + 1) else {
        return ExitCode.failure
      }
      let document = format == .svg ? diagram.svg() : diagram.html()
      console.out(String(document.dropLast()))
    case .text:
      for (index, report) in reports.enumerated() {
        if index > 0 { console.out("") }
        if reports.count > 1 { console.out("exception \(index + 1) of \(reports.count)") }
        console.out(report.explanation)
      }
      for path in written { console.out("scenario written: \(path) (listkit replay \(path))") }
    }
    return ExitCode.success
  }

  /// The reports as one JSON document.
  static func json(_ reports: [TriageReport]) -> String {
    var entries: [JSONValue] = []
    for report in reports {
      let finding = report.finding
      var fields: [(String, JSONValue)] = [
        ("rule", .string(finding.rule)), ("code", .string(finding.code)),
        ("view", finding.view.map { .string($0.rawValue) } ?? .null),
        ("diffable", .bool(finding.isDiffable)), ("reason", .string(finding.quoted)),
        ("title", .string(report.title)),
        (
          "numbers",
          .object(finding.numbers.sorted { $0.key < $1.key }.map { ($0.key, .integer($0.value)) })
        ),
        ("arithmetic", .array(report.arithmetic.map(JSONValue.string))),
        (
          "causes",
          .array(
            report.causes.map {
              .object([("cause", .string($0.cause)), ("fix", .string($0.fix))])
            })
        ),
        ("unread", .array(finding.unread.map(JSONValue.string))),
        ("reproduced", .bool(report.reproduced)),
        ("reproducedMessage", report.reproducedMessage.map(JSONValue.string) ?? .null),
        ("inferred", .array(report.inferred.map(JSONValue.string))),
        (
          "matrix",
          .array(
            report.matrix.map {
              .object([
                ("iOS", .string("\($0.release.iOS)")),
                ("linkedSDK", .string("\($0.release.linkedSDK)")),
                ("outcome", .string($0.outcome.rawValue)),
              ])
            })
        ),
      ]
      if let scenario = report.scenario {
        fields.append(("scenario", .string(scenario.jsonText())))
      }
      entries.append(.object(fields))
    }
    return JSONValue.array(entries).jsonText
  }
}
