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
