import Foundation

/// `listkit replay --report`: one self-contained HTML page of a replay — the summary, one row per
/// file (passed, failed or malformed, with the reason), and for each failure what was expected
/// against what happened and the picture of the failing step, in an element that expands without
/// any script or network.
public struct ReplayReport: Sendable {
  /// How one file ended; the raw value is the label the page shows.
  public enum Status: String, Sendable {
    case passed = "PASS", failed = "FAIL", malformed = "MALFORMED"
  }

  /// One row of the page: one replayed file.
  public struct Entry: Sendable {
    /// The file's path.
    public var path: String
    /// The scenario's name, or `nil` when the file could not be read as one.
    public var name: String?
    /// Whether the file passed, failed or is malformed.
    public var status: Status
    /// Why it failed or is malformed.
    public var reason: String?
    /// What the failing step expected, in words.
    public var expected: String?
    /// What happened instead, in words.
    public var actual: String?
    /// The 1-based number of the failing step.
    public var failedStep: Int?
    /// The picture of the failing step.
    public var diagram: StepDiagram?

    /// A row with the given values; only path, name and status are required.
    public init(
      path: String, name: String?, status: Status, reason: String? = nil, expected: String? = nil,
      actual: String? = nil, failedStep: Int? = nil, diagram: StepDiagram? = nil
    ) {
      (self.path, self.name, self.status, self.reason) = (path, name, status, reason)
      (self.expected, self.actual, self.failedStep, self.diagram) =
        (expected, actual, failedStep, diagram)
    }
  }

  /// The rows, one per file, in page order.
  public var entries: [Entry] = []
  /// A report of `entries` (none by default).
  public init(entries: [Entry] = []) { self.entries = entries }

  /// The page.
  public func html() -> String {
    let e = StepDiagram.escape
    let passed = entries.filter { $0.status == .passed }.count
    let failed = entries.filter { $0.status == .failed }.count
    let malformed = entries.filter { $0.status == .malformed }.count
    var summary = "\(passed) passed, \(failed) failed"
    if malformed > 0 { summary += ", \(malformed) malformed" }
    var rows: [String] = []
    for (k, entry) in entries.enumerated() {
      let colour =
        switch entry.status {
        case .passed: "#1a7f37"
        case .failed: "#cf222e"
        case .malformed: "#9a6700"
        }
      let link =
        entry.status == .failed ? "<a href=\"#failure-\(k)\">\(e(entry.path))</a>" : e(entry.path)
      rows.append(
        "<tr><td class=\"status\" style=\"color:\(colour)\">\(entry.status.rawValue)</td><td>\(link)</td><td>\(e(entry.name ?? ""))</td><td>\(e(entry.reason ?? ""))</td></tr>"
      )
    }
    var failures: [String] = []
    for (k, entry) in entries.enumerated() where entry.status == .failed {
      var body = "<section id=\"failure-\(k)\"><h2>\(e(entry.name ?? entry.path))</h2>"
      body += "<p class=\"path\">\(e(entry.path))</p><dl>"
      if let step = entry.failedStep { body += "<dt>Step</dt><dd>\(step)</dd>" }
      body += "<dt>Expected</dt><dd>\(e(entry.expected ?? "-"))</dd>"
      body += "<dt>Actual</dt><dd>\(e(entry.actual ?? "-"))</dd></dl>"
      if let diagram = entry.diagram {
        body +=
          "<details><summary>The failing step, drawn</summary>\(diagram.svg())<pre>\(e(diagram.text))</pre></details>"
      }
      body += "</section>"
      failures.append(body)
    }
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <title>listkit replay: \(e(summary))</title>
      <style>
      body{font-family:DejaVu Sans,Helvetica,Arial,sans-serif;margin:24px;color:#24292f}
      table{border-collapse:collapse;width:100%;font-size:13px}
      td,th{border-bottom:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}
      td.status{font-weight:bold;white-space:nowrap}
      pre{background:#f6f8fa;padding:12px;overflow:auto;font-size:12px}
      dt{font-weight:bold}section{margin-top:28px}.path{color:#57606a}
      </style></head><body>
      <h1>listkit replay</h1>
      <p id="summary">\(e(summary))</p>
      <table><thead><tr><th>result</th><th>file</th><th>scenario</th><th>reason</th></tr></thead><tbody>
      \(rows.joined(separator: "\n"))
      </tbody></table>
      \(failures.joined(separator: "\n"))
      </body></html>

      """
  }
}
