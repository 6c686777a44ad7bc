import Foundation
import ListScenarios

/// A usage error: printed as `Error: …` with the usage line, exit 64.
struct UsageError: Error {
  var message: String
  var command: CommandSpec?
}

/// The one declaration of a subcommand: its name, arguments and options (typed declarations,
/// ``Option`` and ``Flag``, each a `static let` of the command) and what runs it. Its usage line,
/// its help and its parser are all made from this, the command reads each option's value through
/// the same declaration, and `listkit` dispatches to `run`, so nothing about a command is written
/// twice.
struct CommandSpec: Sendable {
  /// The subcommand's name (`fuzz`).
  var name: String
  /// One line: what the command does (the main help lists it).
  var abstract: String
  /// Paragraphs of help after the overview, or `nil`.
  var discussion: String? = nil
  /// The positional arguments, as the usage line and the help show them.
  var arguments: [(name: String, help: String)]
  /// The options, in the order of the usage line and the help.
  var options: [any CommandOption]
  /// Runs the command with its parsed arguments; returns the exit code.
  var run: @Sendable (ParsedArguments, Console) async throws(UsageError) -> Int32

  /// `listkit <name> <arguments> [--option <value>] …`, from the declarations.
  var usage: String {
    let parts =
      ["listkit", name] + arguments.map(\.name)
      + options.map { option in
        option.declaration.required
          ? option.declaration.display : "[\(option.declaration.display)]"
      }
    return parts.joined(separator: " ")
  }

  /// The text `listkit help <name>` prints: overview, discussion, usage, arguments and options.
  var help: String {
    var lines = ["OVERVIEW: \(abstract)", ""]
    if let discussion { lines += [discussion, ""] }
    lines += ["USAGE: \(usage)", ""]
    if !arguments.isEmpty {
      lines.append("ARGUMENTS:")
      for argument in arguments { lines.append("  \(argument.name.padded(24))\(argument.help)") }
      lines.append("")
    }
    lines.append("OPTIONS:")
    let help = OptionDeclaration(name: "--help", short: "-h", help: "Show help information.")
    for option in options.map(\.declaration) + [help] {
      var flag = option.short.map { "\($0), \(option.name)" } ?? option.name
      if let valueName = option.valueName { flag += " <\(valueName)>" }
      lines.append("  \(flag.padded(24))\(option.help)")
    }
    return lines.joined(separator: "\n")
  }
}

extension CommandSpec {
  /// Writes `text` to the file at `path` (a report, a JSON file); a file that cannot be written
  /// is a usage error of this command, naming `what` it was.
  func write(_ text: String, to path: String, what: String) throws(UsageError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw UsageError(
        message: "Could not write \(what) to '\(path)': \(error.localizedDescription)",
        command: self)
    }
  }

  /// Parses `arguments`; `-h`/`--help` returns `nil` (help was asked for).
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments? {
    var parsed = ParsedArguments(command: self)
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      if argument == "-h" || argument == "--help" { return nil }
      if argument.hasPrefix("-") && argument != "-" {
        var name = argument
        var inlineValue: String?
        if let equals = argument.firstIndex(of: "=") {
          name = String(argument[..<equals])
          inlineValue = String(argument[argument.index(after: equals)...])
        }
        let declarations = options.map(\.declaration)
        guard let option = declarations.first(where: { $0.name == name || $0.short == name })
        else {
          let candidates = declarations.map(\.name) + ["--help"]
          var message = "Unknown option '\(name)'"
          if let suggestion = nearest(name, in: candidates) {
            message += "\nDid you mean '\(suggestion)'?"
          }
          throw UsageError(message: message, command: self)
        }
        if let valueName = option.valueName {
          if let inlineValue {
            parsed.record(option, value: inlineValue)
          } else {
            i += 1
            guard i < arguments.count, !arguments[i].hasPrefix("--") else {
              throw UsageError(
                message: "Missing value for '\(option.name) <\(valueName)>'", command: self)
            }
            parsed.record(option, value: arguments[i])
          }
        } else {
          guard inlineValue == nil else {
            throw UsageError(message: "'\(option.name)' takes no value", command: self)
          }
          parsed.record(option, value: nil)
        }
      } else {
        parsed.positionals.append(argument)
      }
      i += 1
    }
    return parsed
  }
}

/// The closest candidate, for "Did you mean …?".
func nearest(_ word: String, in candidates: [String]) -> String? {
  Suggestion.nearest(word, in: candidates)
}

extension String {
  func padded(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

/// The `listkit` command: a hand-written parser with swift-argument-parser's conventions.
public enum CommandLineTool {
  /// The version `listkit --version` prints.
  public static let version = "0.1.0"

  static let commands: [CommandSpec] = [
    ReplayCommand.spec, TriageCommand.spec, FuzzCommand.spec, DiffCommand.spec, ExplainCommand.spec,
    BenchCommand.spec,
    PortCommand.spec,
  ]

  static var mainHelp: String {
    var lines = [
      "OVERVIEW: Headless UIKit list-update simulator: replay scenario files, fuzz update sequences,",
      "diff snapshots, explain batch updates and benchmark the engine.",
      "",
      "USAGE: listkit <subcommand>",
      "",
      "OPTIONS:",
      "  \("--version".padded(24))Show the version.",
      "  \("-h, --help".padded(24))Show help information.",
      "",
      "SUBCOMMANDS:",
    ]
    for command in commands { lines.append("  \(command.name.padded(24))\(command.abstract)") }
    lines += ["", "  See 'listkit help <subcommand>' for detailed help."]
    return lines.joined(separator: "\n")
  }

  /// Runs `listkit` with `arguments` (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], console: Console = .standard) async -> Int32 {
    do {
      return try await dispatch(arguments, console: console)
    } catch {
      console.err("Error: \(error.message)")
      if let command = error.command {
        console.err("Usage: \(command.usage)")
        console.err("  See 'listkit help \(command.name)' for more information.")
      } else {
        console.err("Usage: listkit <subcommand>")
        console.err("  See 'listkit --help' for more information.")
      }
      return ExitCode.usage
    }
  }

  static func dispatch(_ arguments: [String], console: Console) async throws(UsageError) -> Int32 {
    guard let first = arguments.first else {
      console.out(mainHelp)
      return ExitCode.success
    }
    switch first {
    case "-h", "--help":
      console.out(mainHelp)
      return ExitCode.success
    case "--version":
      console.out(version)
      return ExitCode.success
    case "help":
      guard arguments.count > 1 else {
        console.out(mainHelp)
        return ExitCode.success
      }
      guard let command = commands.first(where: { $0.name == arguments[1] }) else {
        throw unknownSubcommand(arguments[1])
      }
      console.out(command.help)
      return ExitCode.success
    default:
      guard let command = commands.first(where: { $0.name == first }) else {
        throw unknownSubcommand(first)
      }
      guard let parsed = try command.parse(Array(arguments.dropFirst())) else {
        console.out(command.help)
        return ExitCode.success
      }
      return try await command.run(parsed, console)
    }
  }

  static func unknownSubcommand(_ name: String) -> UsageError {
    var message = "Unknown subcommand '\(name)'"
    if let suggestion = nearest(name, in: commands.map(\.name)) {
      message += "\nDid you mean '\(suggestion)'?"
    }
    return UsageError(message: message, command: nil)
  }
}
