import Foundation
import ListKit
import ListScenarios
import ListSimulator

enum ReplayCommand {
  static let spec = CommandSpec(
    name: "replay", abstract: "Replay scenario files and folders and report each scenario.",
    discussion:
      "Folders are searched recursively for *.json files, in sorted path order. Malformed files are\ncounted apart from failures. Exit codes: 0 all passed, 1 a scenario failed, 64 bad usage,\n65 a malformed scenario file (the others are still replayed).",
    arguments: [("<file-or-folder> ...", "Scenario files or folders of them.")],
    options: [
      .init(name: "--json", help: "Print one JSON object per scenario instead of text."),
      .init(
        name: "--profile", valueName: "p",
        help: "Override the profile: classic, recovering or consolidated."),
      .init(
        name: "--ios", valueName: "version",
        help: "Override the iOS version the app runs on (e.g. 16.4): what UIKit does and says."),
      .init(
        name: "--sdk", valueName: "version",
        help: "Override the iOS SDK the app was linked with (Xcode 14.3 links 16.4)."),
      .init(
        name: "--ios-matrix", valueName: "from-to",
        help:
          "Replay each file on every iOS release from-to (e.g. 13-17.4) and print, per release,\nwhether it raises, logs and reloads, or accepts (expectations are not checked)."
      ),
      .init(name: "--no-strict", help: "Replay without the strict checks."),
      .init(name: "--trace", help: "Print each step's batches and the view's event log."),
      .init(
        name: "--report", valueName: "file",
        help: "Also write one self-contained HTML report (failing steps drawn) to this file."),
    ],
    run: { arguments, console throws(UsageError) in
      try await ReplayCommand.run(arguments, console: console)
    })

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "Missing expected argument '<file-or-folder> ...'", command: spec)
    }
    let profile = try arguments.choice(
      "--profile", valueName: "p", of: UpdateProfile.self, command: spec)
    let strict: Bool? = arguments.flags.contains("--no-strict") ? false : nil
    let version = try iOSVersionOption(arguments, command: spec)
    let sdk = try iOSVersionOption(arguments, "--sdk", command: spec)
    let files = try scenarioFiles(arguments.positionals)
    if let range = arguments.values["--ios-matrix"] {
      guard version == nil else {
        throw UsageError(
          message: "'--ios-matrix' and '--ios' cannot be used together", command: spec)
      }
      return try await matrix(
        files, range: range, sdk: sdk, strict: strict, console: console)
    }
    let json = arguments.flags.contains("--json")
    let trace = arguments.flags.contains("--trace")
    let reportPath = arguments.values["--report"]
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
  /// `linkedSDK` (`nil`: its own); a range that is not one, or holds no release, is a usage
  /// error of `command`.
  static func releases(_ range: String, linkedSDK sdk: IOSVersion? = nil, command: CommandSpec)
    throws(UsageError) -> [UIKitRelease]
  {
    let bounds = range.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard bounds.count == 2, let from = IOSVersion(parsing: bounds[0]),
      let to = IOSVersion(parsing: bounds[1]), from <= to
    else {
      throw UsageError(
        message:
          "The value '\(range)' is invalid for '--ios-matrix <from-to>': expected two versions such as 13-17.4, the first not after the second, from \(IOSVersion.oldest) to \(IOSVersion.newest)",
        command: command)
    }
    let releases = UIKitRelease.supported(from: from, through: to, linkedSDK: sdk)
    guard !releases.isEmpty else {
      throw UsageError(
        message: "No known iOS release lies in '\(range)' (known: 9.0 to 26.1)", command: command)
    }
    return releases
  }

  /// `--ios-matrix from-to`: each file replayed on every known release in the range, one line per
  /// release. Exit 0 when every release accepts or logs, 1 when one raises, 65 for a malformed
  /// file.
  static func matrix(
    _ files: [String], range: String, sdk: IOSVersion?, strict: Bool?, console: Console
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

/// The `--ios <version>` option: `nil` when absent; a usage error naming the accepted range when
/// it is not a version.
func iOSVersionOption(
  _ arguments: ParsedArguments, _ name: String = "--ios", command: CommandSpec
) throws(UsageError) -> IOSVersion? {
  guard let value = arguments.values[name] else { return nil }
  guard let version = IOSVersion(parsing: value) else {
    throw UsageError(
      message:
        "The value '\(value)' is invalid for '\(name) <version>': expected a version such as 16.4, from \(IOSVersion.oldest) to \(IOSVersion.newest)",
      command: command)
  }
  return version
}
