import Foundation

/// `NSCollectionLayoutSize`: a width and a height dimension.
@preconcurrency
@MainActor
public final class NSCollectionLayoutSize {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of `widthDimension` by `heightDimension`.
  public init(
    widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension
  ) {
    (self.widthDimension, self.heightDimension) = (widthDimension, heightDimension)
  }

  /// The size in points inside a container of `container`.
  public func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container)
    )
  }
}
