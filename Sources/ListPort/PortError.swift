/// Why a source could not be read; porting refuses rather than rewrite what it cannot read.
public struct PortError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based line of the fault.
  public var line: Int
  /// What was wrong.
  public var message: String

  /// An error at `line`.
  public init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }

  /// `line 12: an unterminated string literal`.
  public var description: String { "line \(line): \(message)" }
}
