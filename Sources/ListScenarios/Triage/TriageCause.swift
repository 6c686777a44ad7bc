/// A likely cause of a failure and what fixes it.
public struct TriageCause: Sendable, Hashable {
  /// What the app probably did.
  public var cause: String
  /// What to change.
  public var fix: String
}
