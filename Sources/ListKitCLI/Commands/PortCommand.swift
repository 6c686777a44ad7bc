import Foundation
import ListPort

enum PortCommand {
  /// `--out <folder>` (required): where the ported files are written.
  static let out = Option<String>(
    required: "--out", valueName: "folder", help: "Where the ported files go (required).")

  /// The command: its arguments, its options (the declarations above) and what runs it.
  static let spec = CommandSpec(
    name: "port",
    abstract: "Port Swift files for Linux: remove @objc/@IBOutlet/@IBAction, rewrite #selector.",
    discussion:
      "Writes each file (folders: every *.swift under them) to the output folder under its own\nname, rewritten so that it compiles against ListUIKit without Objective-C (docs/testing-lists.md,\n\"Porting a screen\"); lines keep their numbers. Exit codes: 0 ported, 64 bad usage, 65 a file\nthat cannot be read (its line named; the others are still ported).",
    arguments: [("<file-or-folder> ...", "Swift files or folders of them.")],
    options: [out],
    run: { arguments, console throws(UsageError) in
      try PortCommand.run(arguments, console: console)
    })

  /// Runs `listkit port` with its parsed arguments, reading each option through its declaration
  /// above; returns the exit code (a usage error is thrown, exit 64).
  static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "Missing expected argument '<file-or-folder> ...'", command: spec)
    }
    let out = try arguments[Self.out]
    var files: [String] = []
    let manager = FileManager.default
    for path in arguments.positionals {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw UsageError(message: "No such file or folder: '\(path)'", command: spec)
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
      files += found.map { (path as NSString).appendingPathComponent($0) }
    }
    do {
      try manager.createDirectory(atPath: out, withIntermediateDirectories: true)
    } catch {
      throw UsageError(message: "Cannot create the folder '\(out)': \(error)", command: spec)
    }
    var failed = false
    var ported = 0
    for file in files {
      let name = (file as NSString).lastPathComponent
      let target = (out as NSString).appendingPathComponent(name)
      do {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let result = try Porter.port(text)
        try result.source.write(toFile: target, atomically: true, encoding: .utf8)
        ported += 1
        console.out(
          "\(result.rewrites == 0 ? "unchanged" : "ported   ") \(file) -> \(target)"
            + (result.rewrites == 0 ? "" : " (\(result.rewrites) rewrites)"))
      } catch let error as PortError {
        failed = true
        console.err("\(file):\(error.line): error: \(error.message)")
      } catch {
        failed = true
        console.err("\(file): error: \(error)")
      }
    }
    console.out("\(ported) of \(files.count) files written to \(out)")
    return failed ? ExitCode.malformed : ExitCode.success
  }
}
