// The porting step as the build-tool plugin runs it: `listkit-port <input.swift> <output.swift>`
// writes the ported file (exit 65, naming the line, for a file it cannot read).
import Foundation
import ListPort

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
  FileHandle.standardError.write(Data("usage: listkit-port <input.swift> <output.swift>\n".utf8))
  exit(64)
}
do {
  let text = try String(contentsOfFile: input, encoding: .utf8)
  let ported = try Porter.port(text)
  try ported.source.write(toFile: output, atomically: true, encoding: .utf8)
} catch let error as PortError {
  FileHandle.standardError.write(Data("\(input):\(error.line): error: \(error.message)\n".utf8))
  exit(65)
} catch {
  FileHandle.standardError.write(Data("\(input): error: \(error)\n".utf8))
  exit(65)
}
