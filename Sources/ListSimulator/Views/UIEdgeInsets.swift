import Foundation

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Sendable, Hashable {
  /// The insets from each edge, in points.
  public var top: Double, left: Double, bottom: Double, right: Double
  /// Insets of the given sizes, zero unless given.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  /// No insets.
  public static let zero = UIEdgeInsets()
}
