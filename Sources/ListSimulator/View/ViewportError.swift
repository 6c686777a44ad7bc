/// A viewport value the view cannot lay out.
public struct ViewportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The largest height of anything in a viewport (a window's height may also be infinite).
  public static let largestHeight = 1e9
  /// The most items a finite window may hold (`height / itemHeight`).
  public static let largestWindow = 1e5

  /// The parameter (`height`, `itemHeight`, `headerHeight`, `footerHeight`).
  public var name: String
  /// The value that was rejected.
  public var value: Double
  /// Why the value cannot be used.
  public var reason: String

  init(name: String, value: Double, reason: String? = nil) {
    self.name = name
    self.value = value
    self.reason =
      reason
      ?? "expected a number from 0 to \(Int(Self.largestHeight))"
      + (name == "height" ? " or infinity" : "")
  }

  /// `invalid viewport: <name> is <value>: <reason>`.
  public var description: String { "invalid viewport: \(name) is \(value): \(reason)" }
}
