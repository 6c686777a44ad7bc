import Foundation
import ListSimulator

/// The untyped form of one option, which the usage line, the help and the parser read: its name,
/// its value name (`nil` for a flag), its help line as shown and whether the usage line shows it
/// without brackets. Made by a typed declaration (``Option``, ``Flag``), which composes the help
/// line from its default; only `--help` is written as one directly.
struct OptionDeclaration: Sendable {
  /// `--name`, as typed on the command line.
  var name: String
  /// A one-letter alias (`-h`), or `nil`.
  var short: String? = nil
  /// The placeholder of the value (`n` in `--seed <n>`); `nil` for an option that takes none.
  var valueName: String? = nil
  /// The help line, as printed after the option in `OPTIONS:` (may hold line breaks).
  var help: String
  /// A required option is shown without brackets in the usage line.
  var required = false

  /// `--name <value>`, or `--name` for a flag: how usage errors and the usage line show it.
  var display: String { valueName.map { "\(name) <\($0)>" } ?? name }
}

/// One option of a command, declared once as a `static let` of the command and listed in its
/// ``CommandSpec``: the spec shows and parses it through ``declaration``, and the command reads
/// its value with `arguments[Self.option]`, so name, kind, range and default are written once.
protocol CommandOption: Sendable {
  /// What the usage line, the help and the parser need to know of the option.
  var declaration: OptionDeclaration { get }
}

extension CommandOption {
  /// The option's `--name`.
  var name: String { declaration.name }
}

/// An option that takes no value (`--json`): `arguments[Self.json]` is whether it was given.
struct Flag: CommandOption {
  /// The flag's name and help, with no value name.
  let declaration: OptionDeclaration

  /// The flag `name`, shown in the help with `help` as written.
  init(name: String, help: String) {
    declaration = OptionDeclaration(name: name, help: help)
  }
}

/// Why a command-line value was refused: the text after the colon of "The value 'x' is invalid
/// for '--name': …" (`expected an integer from 1 to 8`, or the choices and a "Did you mean").
struct InvalidValue: Error {
  /// What was expected instead.
  var reason: String
}

/// An option that takes a value of type `Value`, declared once: its name, value name, help,
/// accepted values and default. `arguments[option]` is the parsed value, or the default when the
/// option is absent; a value the option does not accept is a usage error (exit 64) saying "The
/// value 'x' is invalid for '--name': …", and a missing required option is one too.
///
/// An option without a default has an optional `Value` (`Option<String?>`, whose default is
/// `nil`); a required option has none, and a non-optional `Value`. The initializers are the
/// kinds of options there are: integers in a range, seeds, strings, choices of a
/// ``CommandChoice`` type, and any other value through a parser closure.
struct Option<Value: Sendable>: CommandOption {
  /// The name, value name, help line (with the default in it) and requirement, as shown.
  let declaration: OptionDeclaration
  /// The value when the option is absent; `nil` only for a required option.
  let defaultValue: Value?
  /// How "is invalid for '…'" names the option: `--jobs` for numbers, as the messages always
  /// have, `--format <f>` for the others.
  let errorLabel: String
  /// The value of an argument, or why it is not one.
  let parse: @Sendable (String) -> Result<Value, InvalidValue>

  /// The one initializer the others go through: `help` as shown, `defaultValue` (`nil`:
  /// required), `namesValue` (whether errors name the value name after the option's name).
  private init(
    name: String, valueName: String, help: String, defaultValue: Value?, namesValue: Bool,
    parse: @escaping @Sendable (String) -> Result<Value, InvalidValue>
  ) {
    declaration = OptionDeclaration(
      name: name, valueName: valueName, help: help, required: defaultValue == nil)
    self.defaultValue = defaultValue
    errorLabel = namesValue ? declaration.display : name
    self.parse = parse
  }

  /// A required option: its absence is the usage error "Missing expected argument '--name
  /// <value>'"; a value `parse` returns `nil` for is invalid, "expected `expected`". The help is
  /// shown as written.
  init(
    required name: String, valueName: String, help: String, expected: String,
    parse: @escaping @Sendable (String) -> Value?
  ) {
    self.init(
      name: name, valueName: valueName, help: help, defaultValue: nil, namesValue: true,
      parse: { text in parse(text).map { .success($0) } ?? .failure(InvalidValue(expected)) })
  }

  /// An option whose value is `nil` when it is absent, parsed by `parse`: a value it returns
  /// `nil` for is invalid, "expected `expected`". Errors name the option as `--name <value>`,
  /// or as `--name` alone with `namesValue: false` (as numbers are). The help is shown as
  /// written.
  init<Wrapped: Sendable>(
    name: String, valueName: String, help: String, expected: String, namesValue: Bool = true,
    parse: @escaping @Sendable (String) -> Wrapped?
  ) where Value == Wrapped? {
    self.init(
      name: name, valueName: valueName, help: help, defaultValue: .some(nil),
      namesValue: namesValue,
      parse: { text in parse(text).map { .success($0) } ?? .failure(InvalidValue(expected)) })
  }
}

extension InvalidValue {
  /// "expected `expectation`".
  init(_ expectation: String) { reason = "expected \(expectation)" }
}

extension Option where Value == Int {
  /// An integer from `range`, `defaultValue` when absent: the help line gets "(default N)" (with
  /// `defaultNote` after N, e.g. `without --time`) before its final period; anything else is
  /// invalid, "expected an integer from 1 to 8". The default must lie in the range.
  init(
    name: String, valueName: String, help: String, default defaultValue: Int,
    defaultNote: String? = nil, range: ClosedRange<Int>
  ) {
    precondition(
      range.contains(defaultValue), "\(name): the default \(defaultValue) is not in \(range)")
    self.init(
      name: name, valueName: valueName,
      help: help.withDefault([String(defaultValue)] + [defaultNote].compactMap { $0 }),
      defaultValue: defaultValue, namesValue: false,
      parse: { text in
        guard let value = Int(text), range.contains(value) else {
          return .failure(
            InvalidValue("an integer from \(range.lowerBound) to \(range.upperBound)"))
        }
        return .success(value)
      })
  }
}

extension Option where Value == UInt64 {
  /// A seed: any non-negative 64-bit integer, `defaultValue` when absent (the help line gets
  /// "(default N)" before its final period); anything else is invalid, "expected a
  /// non-negative integer".
  init(name: String, valueName: String, help: String, default defaultValue: UInt64) {
    self.init(
      name: name, valueName: valueName, help: help.withDefault([String(defaultValue)]),
      defaultValue: defaultValue, namesValue: false,
      parse: { text in
        UInt64(text).map { .success($0) } ?? .failure(InvalidValue("a non-negative integer"))
      })
  }
}

extension Option where Value == String {
  /// A string (a path, a name), `defaultValue` when absent: the help line gets "(default
  /// value)" before its final period. Every string is valid.
  init(name: String, valueName: String, help: String, default defaultValue: String) {
    self.init(
      name: name, valueName: valueName, help: help.withDefault([defaultValue]),
      defaultValue: defaultValue, namesValue: true, parse: { .success($0) })
  }

  /// A required string: its absence is the usage error "Missing expected argument '--name
  /// <value>'". The help is shown as written.
  init(required name: String, valueName: String, help: String) {
    self.init(required: name, valueName: valueName, help: help, expected: "a value") { $0 }
  }
}

extension Option where Value == String? {
  /// A string (a path, a list the command reads itself), `nil` when absent. The help is shown as
  /// written.
  init(name: String, valueName: String, help: String) {
    self.init(name: name, valueName: valueName, help: help, expected: "a value") { $0 }
  }
}

/// A type whose values a choice option names: its cases, by raw value, in the order the help and
/// the errors list them.
protocol CommandChoice: RawRepresentable, CaseIterable, Sendable where RawValue == String {
  /// Said in parentheses after the choice's name in the help (`staged changesets`), or `nil`.
  var helpNote: String? { get }
}

extension CommandChoice {
  /// No note.
  var helpNote: String? { nil }

  /// The choices as help lists them: `text (default), svg (the step drawn) or html`, each with
  /// its note, `(default)` after `defaultValue`.
  static func helpList(default defaultValue: Self?) -> String {
    sentenceList(
      allCases.map { choice in
        var text = choice.rawValue
        if choice.rawValue == defaultValue?.rawValue { text += " (default)" }
        if let note = choice.helpNote { text += " (\(note))" }
        return text
      })
  }

  /// One of the choices by name, or the error that lists them ("use a, b or c") with the
  /// nearest name ("Did you mean 'b'?").
  static func parse(_ text: String) -> Result<Self, InvalidValue> {
    if let choice = Self(rawValue: text) { return .success(choice) }
    let names = allCases.map(\.rawValue)
    var reason = "use " + sentenceList(names)
    if let suggestion = nearest(text, in: names) { reason += "\nDid you mean '\(suggestion)'?" }
    return .failure(InvalidValue(reason: reason))
  }
}

/// UIKit's profiles (`--profile classic`), listed in their order.
extension UpdateProfile: CommandChoice {}

/// `a, b or c`.
func sentenceList(_ items: [String]) -> String {
  guard let last = items.last else { return "" }
  return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " or " + last
}

extension Option where Value: CommandChoice {
  /// One of `Value`'s cases by name, `defaultValue` when absent; anything else is invalid, with
  /// the list of names and the nearest one. The help line is `help` applied to the list of
  /// choices, each with its note and `(default)` after the default
  /// (`{ "Override the profile: \($0)." }`).
  init(
    name: String, valueName: String, default defaultValue: Value,
    help: (_ choices: String) -> String
  ) {
    self.init(
      name: name, valueName: valueName, help: help(Value.helpList(default: defaultValue)),
      defaultValue: defaultValue, namesValue: true, parse: Value.parse)
  }
}

extension Option {
  /// One of `Choice`'s cases by name, `nil` when absent; anything else is invalid, with the list
  /// of names and the nearest one. The help line is `help` applied to the list of choices, each
  /// with its note.
  init<Choice: CommandChoice>(
    name: String, valueName: String, help: (_ choices: String) -> String
  ) where Value == Choice? {
    self.init(
      name: name, valueName: valueName, help: help(Choice.helpList(default: nil)),
      defaultValue: .some(nil), namesValue: true,
      parse: { text in Choice.parse(text).map { Optional($0) } })
  }
}

extension String {
  /// The help sentence with "(default …)" (the parts joined by spaces) before its final period,
  /// or at its end when it has none: `Sections per list.` → `Sections per list (default 5).`
  func withDefault(_ parts: [String]) -> String {
    let note = " (default \(parts.joined(separator: " ")))"
    return hasSuffix(".") ? dropLast() + note + "." : self + note
  }

  /// The text broken into lines of at most `width` characters at spaces (a word longer than
  /// that keeps a line of its own).
  func wrapped(width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}

/// Parsed arguments of one subcommand: its positional arguments, and its options read only
/// through their typed declarations (`arguments[Self.seed]`), never by name.
struct ParsedArguments {
  /// The command these arguments were parsed for: usage errors name it.
  let command: CommandSpec
  /// The arguments that are not options, in order.
  var positionals: [String] = []
  /// The flags given, by name.
  private var flags: Set<String> = []
  /// The values given, by option name (the last one when an option is repeated).
  private var values: [String: String] = [:]

  /// No arguments yet, for `command`.
  init(command: CommandSpec) { self.command = command }

  /// Records `option` as given, with `value` (`nil` for a flag); the parser calls this.
  mutating func record(_ option: OptionDeclaration, value: String?) {
    if let value { values[option.name] = value } else { flags.insert(option.name) }
  }

  /// Whether `option` was given on the command line (valid or not).
  func contains(_ option: any CommandOption) -> Bool {
    option.declaration.valueName == nil
      ? flags.contains(option.name) : values[option.name] != nil
  }

  /// Whether the flag was given.
  subscript(flag: Flag) -> Bool { flags.contains(flag.name) }

  /// The option's value: parsed from the command line, or its declared default when it is
  /// absent. A value it does not accept, or a required option that is absent, is a usage error
  /// of ``command``.
  subscript<Value>(option: Option<Value>) -> Value {
    get throws(UsageError) {
      guard let text = values[option.name] else {
        if let defaultValue = option.defaultValue { return defaultValue }
        throw UsageError(
          message: "Missing expected argument '\(option.declaration.display)'", command: command)
      }
      switch option.parse(text) {
      case .success(let value):
        return value
      case .failure(let invalid):
        throw UsageError(
          message: "The value '\(text)' is invalid for '\(option.errorLabel)': \(invalid.reason)",
          command: command)
      }
    }
  }
}
