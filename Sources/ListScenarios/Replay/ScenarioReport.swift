import Foundation

/// The result of replaying one scenario.
public struct ScenarioReport: Sendable, Hashable {
  /// The scenario's name.
  public var name: String
  /// Whether every step met its expectation.
  public var passed: Bool
  /// The 1-based number of the first failing step.
  public var failedStep: Int?
  /// That step's op.
  public var failedOp: String?
  /// What the step expected and what happened, in words.
  public var expected: String?
  /// What happened at the failing step, in words.
  public var actual: String?
  /// What went wrong, without the identifiers and messages of this case: the failing op and the
  /// kind of failure (`batch: expected accepted, was rejected insertItemOutOfRange`,
  /// `expectState: mismatch`). Two runs that fail the same way have the same signature.
  public var signature: String?
  /// With tracing: what every step did (its batches and the view's events).
  public var trace: [String]
  /// How the scenario's operations (every step but the `expect…` ones) ended, counted:
  /// `accepted <operation>`, `rejected <rule> <code>`, `recovered <rule> <code>` — what a
  /// fuzzing campaign's rule coverage adds up.
  public var outcomes: [String: Int] = [:]

  /// A report for `name`, passed or not, with an optional trace.
  public init(name: String, passed: Bool, trace: [String] = []) {
    self.name = name
    self.passed = passed
    self.trace = trace
  }

  /// `step 3 (batch): expected rejected invalidItemCount but it was accepted`.
  public var failureDescription: String? {
    guard let failedStep, let failedOp, let expected, let actual else { return nil }
    return "step \(failedStep) (\(failedOp)): \(expected) but \(actual)"
  }
}

/// Message comparison of the scenario format: runs of white space become one space, every
/// hexadecimal pointer `0x…` becomes `0x0`, and an expected text ending in `…` or `...` matches
/// as a prefix.
public enum MessageMatching {
  /// `text` with white space runs made one space (none at the ends) and hexadecimal pointers made
  /// `0x0`.
  public static func normalize(_ text: String) -> String {
    var out = ""
    var pendingSpace = false
    var chars = Array(text)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.isWhitespace {
        pendingSpace = !out.isEmpty
        i += 1
        continue
      }
      if pendingSpace {
        out.append(" ")
        pendingSpace = false
      }
      if c == "0", i + 1 < chars.count, chars[i + 1] == "x" || chars[i + 1] == "X" {
        var j = i + 2
        while j < chars.count, chars[j].isHexDigit { j += 1 }
        if j > i + 2 {
          out += "0x0"
          i = j
          continue
        }
      }
      out.append(c)
      i += 1
    }
    chars = []
    return out
  }

  /// Whether normalised `actual` equals normalised `expected`, or starts with it when `expected`
  /// ends in `…` or `...`.
  public static func matches(expected: String, actual: String) -> Bool {
    var pattern = expected.trimmingCharacters(in: .whitespacesAndNewlines)
    var prefix = false
    if pattern.hasSuffix("…") {
      pattern.removeLast()
      prefix = true
    } else if pattern.hasSuffix("...") {
      pattern.removeLast(3)
      prefix = true
    }
    let want = normalize(pattern)
    let have = normalize(actual)
    return prefix ? have.hasPrefix(want) : have == want
  }
}
