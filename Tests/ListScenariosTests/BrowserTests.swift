import Foundation
import ListKit
import ListScenarios
import Testing

/// A real browser opens the pictures: headless Chromium (Debian's `chromium`; `.ci/run` installs
/// it) reads the report and an SVG back as a DOM, and writes a screenshot whose size and content
/// are checked. Skipped where no Chromium is installed.
let installedChromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

@Suite(.enabled(if: installedChromium != nil, "needs headless Chromium (.ci/run installs it)"))
struct BrowserTests {
  static let chromium = installedChromium

  /// Runs Chromium headless with `arguments`, returning what it printed.
  static func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium!)
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
      + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func folder() throws -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("listkit-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func failingDiagram() async throws -> StepDiagram {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let scenario = try Scenario.load(
      contentsOf: root.appendingPathComponent(
        "Scenarios/index-path-game/06-insert-indexes-before-deletes.json"))
    return try #require(await scenario.diagram(step: 2))
  }

  @Test func theReportsDOMHasItsRowsAndTheDrawing() async throws {
    let diagram = try await Self.failingDiagram()
    let report = ReplayReport(entries: [
      .init(path: "ok.json", name: "fine", status: .passed),
      .init(
        path: "fails.json", name: "Insert indexes before deletes", status: .failed,
        reason: "step 2 rejected", expected: "accepted", actual: "rejected", failedStep: 2,
        diagram: diagram),
      .init(path: "bad.json", name: nil, status: .malformed, reason: "line 1, column 2: <oops>"),
    ])
    let url = try Self.folder().appendingPathComponent("report.html")
    try Data(report.html().utf8).write(to: url)
    let dom = try Self.run(["--dump-dom", url.absoluteString])
    #expect(dom.contains("<p id=\"summary\">1 passed, 1 failed, 1 malformed</p>"))
    #expect(dom.components(separatedBy: "<tr>").count == 5)  // the heading and three rows
    #expect(dom.contains("line 1, column 2: &lt;oops&gt;"))  // text stays text
    #expect(dom.contains("<svg") && dom.contains("insertItem 0-6 (after): no such place"))
    #expect(dom.contains("<details>"))
  }

  @Test func aScreenshotOfADrawingHasItsSizeAndContent() async throws {
    let diagram = try await Self.failingDiagram()
    let folder = try Self.folder()
    let svg = folder.appendingPathComponent("step.svg")
    try Data(diagram.svg().utf8).write(to: svg)
    let dom = try Self.run(["--dump-dom", svg.absoluteString])
    #expect(dom.contains("Step 2 (batch): rejected"))
    let png = folder.appendingPathComponent("step.png")
    _ = try Self.run(["--screenshot=\(png.path)", "--window-size=780,420", svg.absoluteString])
    let data = try Data(contentsOf: png)
    // A PNG: its signature, then the IHDR chunk with the width and height.
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    func integer(at offset: Int) -> Int {
      data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(integer(at: 16) == 780 && integer(at: 20) == 420)
    // A blank page compresses to a few hundred bytes; the drawing's text and boxes do not.
    #expect(data.count > 10_000, "\(data.count) bytes")
  }
}
