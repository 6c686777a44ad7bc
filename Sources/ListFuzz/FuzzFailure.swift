import ListScenarios

/// A fuzz case that failed: the seed that made it, the shrunk scenario, and how it fails.
public struct FuzzFailure: Sendable, Hashable, CustomStringConvertible {
  /// The case's seed: `listkit fuzz --seed <seed> --iterations 1 --target <target>` runs it again.
  public var seed: UInt64
  /// The target the case fuzzed.
  public var target: FuzzTarget
  /// The shrunk case as a scenario file: `listkit replay` on it fails the same way.
  public var scenario: Scenario
  /// How it fails (`ScenarioReport.signature`).
  public var signature: String
  /// The failure of the shrunk scenario in words.
  public var failure: String
  /// Operations before and after shrinking.
  public var operationsBefore: Int
  /// Operations left after shrinking.
  public var operationsAfter: Int
  /// Where the scenario was written, if it was.
  public var path: String?

  /// A failure with the given values; `path` is `nil` when the scenario was not written.
  public init(
    seed: UInt64, target: FuzzTarget, scenario: Scenario, signature: String, failure: String,
    operationsBefore: Int, operationsAfter: Int, path: String? = nil
  ) {
    (self.seed, self.target, self.scenario, self.signature) = (seed, target, scenario, signature)
    (self.failure, self.operationsBefore, self.operationsAfter) =
      (failure, operationsBefore, operationsAfter)
    self.path = path
  }

  /// One line, for `#expect(…, "\(failure)")` and logs.
  public var description: String {
    "seed \(seed) (\(target.rawValue)): \(failure) [shrunk from \(operationsBefore) to \(operationsAfter) operations\(path.map { "; \($0)" } ?? "")]"
  }
}
