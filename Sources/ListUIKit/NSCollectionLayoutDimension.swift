import Foundation

/// `NSCollectionLayoutDimension`: a length fixed, estimated, or a fraction of the container's or
/// the enclosing group's width or height.
@preconcurrency
@MainActor
public final class NSCollectionLayoutDimension {
  /// What the length is relative to.
  public enum Kind: Sendable, Hashable {
    case absolute, estimated, fractionalWidth, fractionalHeight
  }

  /// What ``dimension`` means.
  public let kind: Kind
  /// Points for `absolute` and `estimated`; a fraction for the fractional kinds.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    (self.kind, self.dimension) = (kind, dimension)
  }

  /// Exactly `points`.
  public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, points)
  }
  /// About `points`, to be replaced by the cell's own size.
  public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, points)
  }
  /// `fraction` of the enclosing width.
  public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fraction)
  }
  /// `fraction` of the enclosing height.
  public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fraction)
  }

  /// Whether it is `absolute`.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is `estimated`.
  public var isEstimated: Bool { kind == .estimated }
  /// Whether it is `fractionalWidth`.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is `fractionalHeight`.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }

  /// The points it comes to in a container of `container` (fractions of its width or height).
  public func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .absolute, .estimated: dimension
    case .fractionalWidth: dimension * container.width
    case .fractionalHeight: dimension * container.height
    }
  }
}
