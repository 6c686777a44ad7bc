import ListScenarios

/// What a fuzz campaign found.
public struct ListAdapterFuzzReport: CustomStringConvertible, Sendable {
  /// One failing case: its seed, what failed, and its size before and after shrinking.
  public struct Failure: Sendable {
    /// The seed of the failing case, which reproduces it.
    public var seed: UInt64
    /// What failed (the failure's signature).
    public var failure: String
    /// The number of steps the case had when it failed.
    public var stepsBefore: Int
    /// The number of steps left after shrinking.
    public var stepsAfter: Int
    /// The shrunk case's batches, for `listkit replay` (`scenario.write(to:)`).
    public var scenario: Scenario
  }
  /// How many cases ran.
  public var cases = 0
  /// How many steps were planned across all cases.
  public var steps = 0
  /// The campaign's duration, in whole seconds.
  public var seconds = 0.0
  /// The failing cases, shrunk.
  public var failures: [Failure] = []
  /// Whether no case failed.
  public var passed: Bool { failures.isEmpty }

  /// A summary line of counts, then one line per failure with its seed and step counts.
  public var description: String {
    var lines = ["\(cases) cases, \(steps) steps, \(failures.count) failures"]
    for failure in failures {
      lines.append(
        "seed \(failure.seed): \(failure.failure) (\(failure.stepsBefore) steps, shrunk to \(failure.stepsAfter))"
      )
    }
    return lines.joined(separator: "\n")
  }
}
