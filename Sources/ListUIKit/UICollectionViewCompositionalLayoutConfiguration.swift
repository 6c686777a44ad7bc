import Foundation

/// `UICollectionViewCompositionalLayoutConfiguration`: what applies to every section.
@preconcurrency
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
  /// The direction the sections follow one another in (recorded).
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The space between sections (recorded).
  public var interSectionSpacing: CGFloat = 0
  /// Boundary items of the whole layout (recorded).
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// The default configuration.
  public init() {}
}
