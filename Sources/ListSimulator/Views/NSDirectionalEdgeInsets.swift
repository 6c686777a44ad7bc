import Foundation

/// `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Sendable, Hashable {
  /// The insets from each edge, in points (leading and trailing follow the layout direction).
  public var top: Double, leading: Double, bottom: Double, trailing: Double
  /// Insets of the given sizes, zero unless given.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
}
