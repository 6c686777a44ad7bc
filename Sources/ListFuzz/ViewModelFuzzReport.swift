import ListScenarios

/// The result of fuzzing a view model: the events of the shrunk failure, if any.
public struct ViewModelFuzzReport<Event: Sendable>: Sendable, CustomStringConvertible {
  /// The shrunk failing sequence: its events, scenario, message and original seed.
  public struct Failure: Sendable {
    /// The shrunk sequence of events that makes it fail.
    public var events: [Event]
    /// The snapshots those events produce, applied one after another, as a scenario. (A
    /// snapshot edit that raised an error changed nothing, so the scenario holds the snapshot
    /// without it; ``message`` names the error.)
    public var scenario: Scenario
    /// What went wrong, in words.
    public var message: String
    /// The seed of the sequence before shrinking.
    public var seed: UInt64
  }
  /// Sequences run.
  public var cases = 0
  /// Events run and checked.
  public var steps = 0
  /// The shrunk failure, or `nil` when every sequence passed.
  public var failure: Failure?
  /// Whether no sequence failed.
  public var passed: Bool { failure == nil }

  /// The counts and `no failures`, or the failure's seed, message and shrunk events.
  public var description: String {
    guard let failure else { return "\(cases) sequences, \(steps) events: no failures" }
    return
      "seed \(failure.seed): \(failure.message) [shrunk to \(failure.events.count) event\(failure.events.count == 1 ? "" : "s"): \(failure.events)]"
  }
}
