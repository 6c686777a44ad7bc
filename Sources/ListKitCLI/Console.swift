import Foundation

/// Where a command writes: standard output and standard error (replaceable in tests).
public struct Console: Sendable {
  /// Writes one line to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes one line to standard error.
  public var err: @Sendable (String) -> Void
  /// A console writing through the given `out` and `err` closures.
  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void)
  {
    self.out = out
    self.err = err
  }

  /// The process's standard output and standard error.
  public static let standard = Console(
    out: { print($0) },
    err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
}
