import ListKit

/// The result of a batch the view did not reject.
public struct BatchResult: Sendable, Hashable {
  /// How the view handled the batch.
  public enum Outcome: Sendable, Hashable {
    /// Validated and applied.
    case accepted
    /// Profile `recovering`: the view logged `message` and reloaded from the data source.
    case recovered(message: String)
    /// A nested block: the outer block validates everything when it ends.
    case nested
  }
  /// How the view handled the batch.
  public var outcome: Outcome
  /// Problems noticed but not rejected (non-strict `displayMismatch`).
  public var warnings: [BatchUpdateError]
  /// The batch as declared.
  public var batch: BatchUpdate
}
