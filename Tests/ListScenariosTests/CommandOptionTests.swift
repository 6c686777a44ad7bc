import Foundation
import Testing

@testable import ListKitCLI

/// The typed option declarations (`Option`, `Flag`): one declaration gives the help line (with
/// its default), the usage line, the parser and the typed, validated, defaulted value.
@Suite struct CommandOptionTests {
  /// A choice type of the test command: `sepia` has a note.
  enum Shade: String, CommandChoice {
    case light, dark, sepia

    var helpNote: String? { self == .sepia ? "warm" : nil }
  }

  static let count = Option<Int>(
    name: "--count", valueName: "n", help: "How many rows.", default: 3, range: 1...8)
  static let shade = Option<Shade>(name: "--shade", valueName: "s", default: .light) {
    "\($0)."
  }
  static let tone = Option<Shade?>(name: "--tone", valueName: "t") { "Tint: \($0)." }
  static let loud = Flag(name: "--loud", help: "Say it loudly.")
  static let person = Option<String>(required: "--name", valueName: "who", help: "Whom to greet.")
  static let spec = CommandSpec(
    name: "greet", abstract: "Greets.", arguments: [],
    options: [count, shade, tone, loud, person], run: { _, _ in ExitCode.success })

  /// `arguments` parsed by the test command (not a request for help).
  func parse(_ arguments: [String]) throws -> ParsedArguments {
    try #require(try Self.spec.parse(arguments))
  }

  @Test func anAbsentOptionHasItsDeclaredDefault() throws {
    let absent = try parse(["--name", "Ada"])
    #expect(try absent[Self.count] == 3)
    #expect(try absent[Self.shade] == .light)
    #expect(try absent[Self.tone] == nil)
    #expect(absent[Self.loud] == false)
    #expect(try absent[Self.person] == "Ada")
    let given = try parse([
      "--name=Bo", "--count", "8", "--shade", "dark", "--tone=sepia", "--loud",
    ])
    #expect(try given[Self.count] == 8)
    #expect(try given[Self.shade] == .dark)
    #expect(try given[Self.tone] == .sepia)
    #expect(given[Self.loud] == true)
    #expect(try given[Self.person] == "Bo")
  }

  @Test func helpAndUsageComeFromTheDeclarations() {
    let help = Self.spec.help.split(separator: "\n").map(String.init)
    #expect(help.contains("  --count <n>             How many rows (default 3)."))
    #expect(help.contains("  --shade <s>             light (default), dark or sepia (warm)."))
    #expect(help.contains("  --tone <t>              Tint: light, dark or sepia (warm)."))
    #expect(help.contains("  --loud                  Say it loudly."))
    #expect(help.contains("  --name <who>            Whom to greet."))
    #expect(
      Self.spec.usage
        == "listkit greet [--count <n>] [--shade <s>] [--tone <t>] [--loud] --name <who>")
  }

  @Test func aRefusedValueIsAUsageErrorWithTheEstablishedMessage() throws {
    let outOfRange = #expect(throws: UsageError.self) {
      try parse(["--name", "Ada", "--count", "9"])[Self.count]
    }
    #expect(
      outOfRange?.message
        == "The value '9' is invalid for '--count': expected an integer from 1 to 8")
    let notANumber = #expect(throws: UsageError.self) {
      try parse(["--name", "Ada", "--count", "many"])[Self.count]
    }
    #expect(
      notANumber?.message
        == "The value 'many' is invalid for '--count': expected an integer from 1 to 8")
    let unknown = #expect(throws: UsageError.self) {
      try parse(["--name", "Ada", "--shade", "drak"])[Self.shade]
    }
    #expect(
      unknown?.message
        == "The value 'drak' is invalid for '--shade <s>': use light, dark or sepia\nDid you mean 'dark'?"
    )
    let missing = #expect(throws: UsageError.self) { try parse([])[Self.person] }
    #expect(missing?.message == "Missing expected argument '--name <who>'")
    #expect(missing?.command?.name == "greet")
    // A flag takes no value.
    let valued = #expect(throws: UsageError.self) { try parse(["--loud=yes"]) }
    #expect(valued?.message == "'--loud' takes no value")
  }

  @Test func helpTextBuilders() {
    #expect("Sections per list.".withDefault(["5"]) == "Sections per list (default 5).")
    #expect("No period".withDefault(["x", "y"]) == "No period (default x y)")
    #expect("aa bb cc dd".wrapped(width: 5) == "aa bb\ncc dd")
    #expect(sentenceList(["a"]) == "a" && sentenceList(["a", "b", "c"]) == "a, b or c")
  }

  /// The commands' own declarations, through `listkit` as a user runs it.
  @Test func theCommandsReadTheirOptionsThroughTheDeclarations() async throws {
    let help = await runTool(["help", "fuzz"]).out.split(separator: "\n").map(String.init)
    #expect(help.contains("  --seed <n>              The campaign's seed (default 1)."))
    #expect(
      help.contains("  --iterations <n>        How many cases (default 1000 without --time)."))
    #expect(
      help.contains(
        "  --out <dir>             Where shrunk failures are written (default fuzz-failures)."))
    #expect(
      help.contains(
        "  --target <t>            engine, view, datasource, all (default), differencekit (staged changesets),"
      ))
    #expect(
      help.contains(
        "  --profile <p>           classic, recovering or consolidated (default: one per case)."))

    // Without --seed the campaign's seed is 1: case 0 runs with the seed itself.
    let printed = await runTool(["fuzz", "--print", "--iterations", "1", "--target", "view"])
    #expect(printed.code == 0)
    #expect(printed.out.contains("\"name\": \"fuzz seed 1\""), "\(printed.out)")

    let jobs = await runTool(["fuzz", "--jobs", "999"])
    #expect(jobs.code == 64)
    #expect(
      jobs.err.split(separator: "\n").first
        == "Error: The value '999' is invalid for '--jobs': expected an integer from 1 to 256")
    // An option of the package's own fuzzer given to a library's fuzzer is refused, not ignored.
    let libraryJobs = await runTool(["fuzz", "--target", "adapter", "--jobs", "2"])
    #expect(libraryJobs.code == 64)
    #expect(
      libraryJobs.err.split(separator: "\n").first
        == "Error: '--jobs' does not apply to --target adapter: it is an option of the package's own fuzzer (targets engine, view, datasource, all)"
    )
    let time = await runTool(["fuzz", "--time", "0"])
    #expect(time.code == 64)
    #expect(
      time.err.hasPrefix(
        "Error: The value '0' is invalid for '--time': expected a number of seconds above 0 and at most 604800 (a week)\n"
      ))
    let format = await runTool(["triage", "crash.log", "--format", "jsno"])
    #expect(format.code == 64)
    #expect(
      format.err.hasPrefix(
        "Error: The value 'jsno' is invalid for '--format <f>': use text, json, svg or html\nDid you mean 'json'?\nUsage: listkit triage <file> [--format <f>]"
      ))
    let step = await runTool(["explain", "s.json", "--step", "0"])
    #expect(step.code == 64)
    #expect(
      step.err.hasPrefix(
        "Error: The value '0' is invalid for '--step <n>': expected a step number from 1\n"))
    let sdk = await runTool(["replay", "x.json", "--sdk", "7"])
    #expect(
      sdk.err.hasPrefix(
        "Error: The value '7' is invalid for '--sdk <version>': expected a version such as 16.4, from 8.0 to 99.0\n"
      ))
    let out = await runTool(["port", "x.swift"])
    #expect(
      out.code == 64 && out.err.hasPrefix("Error: Missing expected argument '--out <folder>'\n"))
  }
}
