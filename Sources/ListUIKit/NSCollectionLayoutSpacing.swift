import Foundation

/// `NSCollectionLayoutSpacing`: a fixed or a flexible (at least) spacing.
@preconcurrency
@MainActor
public final class NSCollectionLayoutSpacing {
  /// The points.
  public let spacing: CGFloat
  /// Whether it may grow (`flexible`).
  public let isFlexibleSpacing: Bool
  private init(_ spacing: CGFloat, flexible: Bool) {
    (self.spacing, isFlexibleSpacing) = (spacing, flexible)
  }
  /// Exactly `points`.
  public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(points, flexible: false)
  }
  /// At least `points`.
  public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(points, flexible: true)
  }
  /// Whether it is `fixed`.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
