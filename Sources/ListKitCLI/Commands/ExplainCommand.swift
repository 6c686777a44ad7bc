import Foundation
import ListKit
import ListScenarios

enum ExplainCommand {
  /// `--step <n>` (required): the step explained, 1 for the first (at most the scenario's count,
  /// checked once it is read).
  static let step = Option<Int>(
    required: "--step", valueName: "n", help: "The step to explain (1 is the first).",
    expected: "a step number from 1"
  ) { Int($0).flatMap { $0 >= 1 ? $0 : nil } }
  /// `--ios <version>`: the iOS version whose texts the messages follow; `nil`: the scenario's.
  static let ios = Option<IOSVersion?>(
    iOSVersion: "--ios", help: "Override the iOS version whose texts messages follow (e.g. 16.4).")
  /// `--format <f>`: text, or the step drawn as SVG or HTML.
  static let format = Option<Format>(name: "--format", valueName: "f", default: .text) {
    "\($0)."
  }

  /// What `--format` names.
  enum Format: String, CommandChoice {
    /// The explanation as text.
    case text
    /// The step drawn as one SVG picture.
    case svg
    /// The picture in an HTML page.
    case html

    /// What the help says after the format's name.
    var helpNote: String? {
      self == .svg ? "the step drawn: before, after, operations, verdict" : nil
    }
  }

  /// The command: its arguments, its options (the declarations above) and what runs it.
  static let spec = CommandSpec(
    name: "explain",
    abstract: "Explain one step of a scenario: state, operations, and the rule that fired.",
    arguments: [("<scenario.json>", "The scenario file.")],
    options: [step, ios, format],
    run: { arguments, console throws(UsageError) in
      try await ExplainCommand.run(arguments, console: console)
    })

  /// Runs `listkit explain` with its parsed arguments, reading each option through its declaration
  /// above; returns the exit code (a usage error is thrown, exit 64).
  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
    guard arguments.positionals.count == 1 else {
      throw UsageError(
        message: arguments.positionals.isEmpty
          ? "Missing expected argument '<scenario.json>'"
          : "Unexpected argument '\(arguments.positionals[1])'",
        command: spec)
    }
    let step = try arguments[Self.step]
    let version = try arguments[Self.ios]
    let format = try arguments[Self.format]
    let scenario: Scenario
    do {
      scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: arguments.positionals[0]))
    } catch {
      console.err("Error: \(error)")
      return ExitCode.malformed
    }
    guard step <= scenario.steps.count else {
      throw UsageError(
        message: "The scenario has \(scenario.steps.count) steps; there is no step \(step)",
        command: spec)
    }
    switch format {
    case .text:
      console.out(await scenario.explain(step: step, iOSVersion: version))
    case .svg, .html:
      guard let diagram = await scenario.diagram(step: step, iOSVersion: version) else {
        return ExitCode.malformed
      }
      // The document without its final newline: `out` adds one.
      let document = format == .svg ? diagram.svg() : diagram.html()
      console.out(String(document.dropLast()))
    }
    return ExitCode.success
  }
}
