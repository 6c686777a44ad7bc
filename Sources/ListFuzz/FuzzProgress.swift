/// Progress of a running campaign.
public struct FuzzProgress: Sendable, Hashable {
  /// Cases run so far.
  public var cases: Int
  /// Operations run so far.
  public var steps: Int
  /// Failures found so far.
  public var failures: Int
  /// Seconds spent so far.
  public var seconds: Double
}
