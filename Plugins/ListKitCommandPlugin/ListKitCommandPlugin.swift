import Foundation
import PackagePlugin

/// `swift package listkit <subcommand> …`: the `listkit` command line from a package that
/// depends on this one, built by SwiftPM on the way (no separate install): `swift package
/// listkit replay Tests/Scenarios`, `swift package listkit triage crash.txt`, `swift package
/// listkit fuzz --time 60`. Paths are relative to the directory the command runs in. The tool's
/// exit code is the command's: a failing replay fails the command.
@main
struct ListKitCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "listkit")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ListKitCommandFailed(status: process.terminationStatus, arguments: arguments)
    }
  }
}

/// The tool ended with a status other than 0 (1: a check failed; 64: a wrong command line; 65: a
/// malformed file).
struct ListKitCommandFailed: Error, CustomStringConvertible {
  let status: Int32
  let arguments: [String]
  var description: String {
    "listkit \(arguments.joined(separator: " ")) exited with status \(status)"
  }
}
