/// A JSON syntax error with its line and column.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based line of the error.
  public var line: Int
  /// The 1-based column of the error.
  public var column: Int
  /// What is wrong there.
  public var reason: String
  /// `line L, column C: reason`.
  public var description: String { "line \(line), column \(column): \(reason)" }
}
