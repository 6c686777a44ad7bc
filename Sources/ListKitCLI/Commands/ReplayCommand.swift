import Foundation
import ListKit
import ListScenarios
import ListSimulator

enum ReplayCommand {
  /// `--json`: one JSON object per scenario.
  static let json = Flag(
    name: "--json", help: "Print one JSON object per scenario instead of text.")
  /// `--profile <p>`: the profile every scenario replays with; `nil`: each scenario's own.
  static let profile = Option<UpdateProfile?>(name: "--profile", valueName: "p") {
    "Override the profile: \($0)."
  }
  /// `--ios <version>`: the iOS version the app runs on; `nil`: each scenario's own.
  static let ios = Option<IOSVersion?>(
    iOSVersion: "--ios",
    help: "Override the iOS version the app runs on (e.g. 16.4): what UIKit does and says.")
  /// `--sdk <version>`: the iOS SDK the app was linked with; `nil`: each scenario's own.
  static let sdk = Option<IOSVersion?>(
    iOSVersion: "--sdk",
    help: "Override the iOS SDK the app was linked with (Xcode 14.3 links 16.4).")
  /// `--ios-matrix <from-to>`: replay on every known release of the range instead; not with
  /// `--ios`.
  static let iosMatrix = Option<IOSVersionRange?>(
    iOSRange: "--ios-matrix",
    help:
      "Replay each file on every iOS release from-to (e.g. 13-17.4) and print, per release,\nwhether it raises, logs and reloads, or accepts (expectations are not checked)."
  )
  /// `--no-strict`: replay without the strict checks.
  static let noStrict = Flag(name: "--no-strict", help: "Replay without the strict checks.")
  /// `--trace`: each step's batches and the view's event log.
  static let trace = Flag(
    name: "--trace", help: "Print each step's batches and the view's event log.")
  /// `--report <file>`: also an HTML report; `nil` when absent.
  static let report = Option<String?>(
    name: "--report", valueName: "file",
    help: "Also write one self-contained HTML report (failing steps drawn) to this file.")

  /// The command: its arguments, its options (the declarations above) and what runs it.
  static let spec = CommandSpec(
    name: "replay", abstract: "Replay scenario files and folders and report each scenario.",
    discussion:
      "Folders are searched recursively for *.json files, in sorted path order. Malformed files are\ncounted apart from failures. Exit codes: 0 all passed, 1 a scenario failed, 64 bad usage,\n65 a malformed scenario file (the others are still replayed).",
    arguments: [("<file-or-folder> ...", "Scenario files or folders of them.")],
    options: [json, profile, ios, sdk, iosMatrix, noStrict, trace, report],
    run: { arguments, console throws(UsageError) in
      try await ReplayCommand.run(arguments, console: console)
    })

  /// Runs `listkit replay` with its parsed arguments, reading each option through its declaration
  /// above; returns the exit code (a usage error is thrown, exit 64).
  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "Missing expected argument '<file-or-folder> ...'", command: spec)
    }
    let profile = try arguments[Self.profile]
    let strict: Bool? = arguments[Self.noStrict] ? false : nil
    let version = try arguments[Self.ios]
    let sdk = try arguments[Self.sdk]
    let files = try scenarioFiles(arguments.positionals)
    // The clash is told before the range is read.
    if arguments.contains(Self.iosMatrix), version != nil {
      throw UsageError(
        message: "'\(Self.iosMatrix.name)' and '\(Self.ios.name)' cannot be used together",
        command: spec)
    }
    if let range = try arguments[Self.iosMatrix] {
      return try await matrix(
        files, range: range, sdk: sdk, strict: strict, console: console)
    }
    let json = arguments[Self.json]
    let trace = arguments[Self.trace]
    let reportPath = try arguments[Self.report]
    var report = ReplayReport()
    var passed = 0
    var failed = 0
    var malformed = 0
    for file in files {
      let scenario: Scenario
      do {
        scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: file))
      } catch {
        malformed += 1
        report.entries.append(
          .init(
            path: file, name: nil, status: .malformed, reason: "\(error.location): \(error.reason)")
        )
        if json {
          console.out(
            jsonLine(
              path: file, name: nil, status: "malformed", step: nil,
              expected: "a well-formed scenario file", actual: "\(error.location): \(error.reason)")
          )
        } else {
          console.out("MALFORMED \(file): \(error.location): \(error.reason)")
        }
        continue
      }
      let result = await scenario.replay(
        profile: profile, strict: strict, iOSVersion: version, linkedSDK: sdk, trace: trace)
      if result.passed { passed += 1 } else { failed += 1 }
      if reportPath != nil {
        var diagram: StepDiagram?
        if let step = result.failedStep {
          diagram = await scenario.diagram(
            step: step, profile: profile, strict: strict, iOSVersion: version)
        }
        report.entries.append(
          .init(
            path: file, name: result.name, status: result.passed ? .passed : .failed,
            reason: result.failureDescription, expected: result.expected, actual: result.actual,
            failedStep: result.failedStep, diagram: diagram))
      }
      if json {
        console.out(
          jsonLine(
            path: file, name: result.name, status: result.passed ? "passed" : "failed",
            step: result.failedStep,
            expected: result.expected, actual: result.actual))
      } else if result.passed {
        console.out("PASS \(file): \(result.name)")
      } else {
        console.out("FAIL \(file): \(result.name): \(result.failureDescription ?? "")")
      }
      if trace && !json { for line in result.trace { console.out("  \(line)") } }
    }
    if !json {
      console.out(
        "\(passed) passed, \(failed) failed" + (malformed > 0 ? ", \(malformed) malformed" : ""))
    }
    if let reportPath {
      try spec.write(report.html(), to: reportPath, what: "the report")
    }
    if malformed > 0 { return ExitCode.malformed }
    return failed > 0 ? ExitCode.failure : ExitCode.success
  }

  /// The known releases of an `--ios-matrix from-to` range (`13-17.4`), each linked with
  /// `linkedSDK` (`nil`: its own); a range that holds no release is a usage error of `command`.
  static func releases(
    _ range: IOSVersionRange, linkedSDK sdk: IOSVersion? = nil, command: CommandSpec
  ) throws(UsageError) -> [UIKitRelease] {
    let releases = UIKitRelease.supported(from: range.from, through: range.to, linkedSDK: sdk)
    guard !releases.isEmpty else {
      throw UsageError(
        message: "No known iOS release lies in '\(range.text)' (known: 9.0 to 26.1)",
        command: command)
    }
    return releases
  }

  /// `--ios-matrix from-to`: each file replayed on every known release in the range, one line per
  /// release. Exit 0 when every release accepts or logs, 1 when one raises, 65 for a malformed
  /// file.
  static func matrix(
    _ files: [String], range: IOSVersionRange, sdk: IOSVersion?, strict: Bool?, console: Console
  ) async throws(UsageError) -> Int32 {
    let releases = try Self.releases(range, linkedSDK: sdk, command: spec)
    var raised = false
    var malformed = false
    for file in files {
      let scenario: Scenario
      do {
        scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: file))
      } catch {
        malformed = true
        console.out("MALFORMED \(file): \(error.location): \(error.reason)")
        continue
      }
      var copy = scenario
      if let strict { copy.strict = strict }
      console.out("\(file): \(scenario.name) (\(scenario.view.rawValue) view)")
      // Consecutive releases with the same outcome and text print as one range.
      var runs: [(first: MatrixRow, last: MatrixRow)] = []
      for row in await copy.replayMatrix(releases) {
        if row.outcome == .raises { raised = true }
        if let last = runs.last?.last, last.outcome == row.outcome, last.step == row.step,
          last.code == row.code, last.message == row.message,
          last.release.linkedSDK == row.release.linkedSDK || sdk == nil
        {
          runs[runs.count - 1].last = row
        } else {
          runs.append((row, row))
        }
      }
      for (first, last) in runs {
        var row = first
        let sdkText = sdk.map { ", SDK \($0)" } ?? ""
        let versions =
          first.release.iOS == last.release.iOS
          ? "iOS \(first.release.iOS)" : "iOS \(first.release.iOS)–\(last.release.iOS)"
        row.release = first.release
        console.out(
          "  \(versions)\(sdkText)\t\(row.line.split(separator: "\t").dropFirst().joined(separator: "\t"))"
        )
      }
    }
    if malformed { return ExitCode.malformed }
    return raised ? ExitCode.failure : ExitCode.success
  }

  /// Files named, and `*.json` files under folders named, in sorted path order per folder.
  static func scenarioFiles(_ paths: [String]) throws(UsageError) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw UsageError(message: "No such file or folder: '\(path)'", command: spec)
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      var found: [String] = []
      if let enumerator = manager.enumerator(atPath: path) {
        while let relative = enumerator.nextObject() as? String {
          if relative.hasSuffix(".json") {
            found.append((path as NSString).appendingPathComponent(relative))
          }
        }
      }
      files += found.sorted()
    }
    return files
  }

  static func jsonLine(
    path: String, name: String?, status: String, step: Int?, expected: String?, actual: String?
  ) -> String {
    func string(_ value: String?) -> String {
      value.map(JSONValue.string).map(\.jsonText) ?? "null"
    }
    return
      "{\"path\": \(string(path)), \"name\": \(string(name)), \"passed\": \(status == "passed"), \"failedStep\": \(step.map(String.init) ?? "null"), \"expected\": \(string(expected)), \"actual\": \(string(actual)), \"status\": \(string(status))}"
  }
}

/// The `from-to` range of an `--ios-matrix` option (`13-17.4`): two versions, the first not
/// after the second, and the text as given (errors quote it).
struct IOSVersionRange: Sendable {
  /// The range as typed.
  var text: String
  /// The first version of the range.
  var from: IOSVersion
  /// The last version of the range (included).
  var to: IOSVersion

  /// The range `text` names, or `nil` when it is not two versions joined by `-`, the first not
  /// after the second.
  init?(parsing text: String) {
    let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard bounds.count == 2, let from = IOSVersion(parsing: bounds[0]),
      let to = IOSVersion(parsing: bounds[1]), from <= to
    else { return nil }
    self.text = text
    self.from = from
    self.to = to
  }
}

extension Option where Value == IOSVersion? {
  /// An iOS version option (`--ios <version>`, `--sdk <version>`): `nil` when absent; a value
  /// that is not a version from ``IOSVersion/oldest`` to ``IOSVersion/newest`` is invalid. The
  /// help is shown as written.
  init(iOSVersion name: String, help: String) {
    self.init(
      name: name, valueName: "version", help: help,
      expected:
        "a version such as 16.4, from \(IOSVersion.oldest) to \(IOSVersion.newest)",
      parse: IOSVersion.init(parsing:))
  }
}

extension Option where Value == IOSVersionRange? {
  /// A range of iOS versions (`--ios-matrix <from-to>`): `nil` when absent; a value that is not
  /// one (``IOSVersionRange/init(parsing:)``) is invalid. The help is shown as written.
  init(iOSRange name: String, help: String) {
    self.init(
      name: name, valueName: "from-to", help: help,
      expected:
        "two versions such as 13-17.4, the first not after the second, from \(IOSVersion.oldest) to \(IOSVersion.newest)",
      parse: IOSVersionRange.init(parsing:))
  }
}
