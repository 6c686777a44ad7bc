import Foundation
import ListScenarios

enum ExplainCommand {
  static let spec = CommandSpec(
    name: "explain",
    abstract: "Explain one step of a scenario: state, operations, and the rule that fired.",
    arguments: [("<scenario.json>", "The scenario file.")],
    options: [
      .init(
        name: "--step", valueName: "n", help: "The step to explain (1 is the first).",
        required: true),
      .init(
        name: "--ios", valueName: "version",
        help: "Override the iOS version whose texts messages follow (e.g. 16.4)."),
      .init(
        name: "--format", valueName: "f",
        help: "text (default), svg (the step drawn: before, after, operations, verdict) or html."),
    ],
    run: { arguments, console throws(UsageError) in
      try await ExplainCommand.run(arguments, console: console)
    })

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32
  {
    guard arguments.positionals.count == 1 else {
      throw UsageError(
        message: arguments.positionals.isEmpty
          ? "Missing expected argument '<scenario.json>'"
          : "Unexpected argument '\(arguments.positionals[1])'",
        command: spec)
    }
    guard let value = arguments.values["--step"] else {
      throw UsageError(message: "Missing expected argument '--step <n>'", command: spec)
    }
    guard let step = Int(value), step >= 1 else {
      throw UsageError(
        message: "The value '\(value)' is invalid for '--step <n>': expected a step number from 1",
        command: spec)
    }
    let version = try iOSVersionOption(arguments, command: spec)
    let format = arguments.values["--format"] ?? "text"
    guard ["text", "svg", "html"].contains(format) else {
      throw UsageError(
        message: "The value '\(format)' is invalid for '--format <f>': use text, svg or html",
        command: spec)
    }
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
    case "text":
      console.out(await scenario.explain(step: step, iOSVersion: version))
    default:
      guard let diagram = await scenario.diagram(step: step, iOSVersion: version) else {
        return ExitCode.malformed
      }
      // The document without its final newline: `out` adds one.
      let document = format == "svg" ? diagram.svg() : diagram.html()
      console.out(String(document.dropLast()))
    }
    return ExitCode.success
  }
}
