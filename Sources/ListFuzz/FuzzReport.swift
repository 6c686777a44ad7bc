/// What a campaign did.
public struct FuzzReport: Sendable, Hashable, CustomStringConvertible {
  /// Cases run.
  public var cases = 0
  /// Operations run and checked.
  public var steps = 0
  /// The failures found, shrunk.
  public var failures: [FuzzFailure] = []
  /// Which rules the cases exercised, per view kind and profile (``FuzzCoverage``).
  public var coverage = FuzzCoverage()
  /// For a report read from a `--report-json` file: the campaign it names.
  public var origin: FuzzOrigin?
  /// Seconds spent.
  public var seconds = 0.0

  /// An empty report: no cases, steps or failures.
  public init() {}

  /// Whether no case failed.
  public var passed: Bool { failures.isEmpty }
  /// Steps per second, or 0 when no time was measured.
  public var stepsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : 0 }

  /// `1200 cases, 14400 steps in 1.2 s (12000 steps/s): no failures`.
  public var description: String {
    let rate = Int(stepsPerSecond.rounded())
    let head =
      "\(cases) cases, \(steps) steps in \(String(format: "%.1f", seconds)) s (\(rate) steps/s)"
    guard !failures.isEmpty else { return head + ": no failures" }
    return head + ": \(failures.count) failure\(failures.count == 1 ? "" : "s")\n"
      + failures.map { "  \($0)" }.joined(separator: "\n")
  }
}
