import Foundation
import ListFuzz
import ListKitCLI
import ListScenarios
import Synchronization
import Testing

/// Each command is declared once: its usage line is made from its declaration, every option of
/// the declaration is in it, and the README lists exactly these lines.
@Suite struct CommandDeclarationTests {
  @Test(arguments: ["replay", "fuzz", "diff", "explain", "bench"])
  func usageComesFromTheDeclaration(command: String) async throws {
    let help = await runTool(["help", command]).out
    let usage = try #require(
      help.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }?.dropFirst("USAGE: ".count))
    let options = help.split(separator: "\n").drop { $0 != "OPTIONS:" }.dropFirst()
      .compactMap { $0.split(separator: " ").first { $0.hasPrefix("--") } }
      .filter { $0 != "--help" }
    for option in options { #expect(usage.contains(option), "\(option) is not in \(usage)") }
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("\n\(usage)\n"), "README lacks the usage line \(usage)")
  }
}
