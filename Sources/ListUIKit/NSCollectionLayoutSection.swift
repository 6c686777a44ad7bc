import Foundation
import ListSimulator

/// `NSCollectionLayoutSection`: a section of repeated groups, with its insets, spacing and
/// boundary items.
@preconcurrency
@MainActor
open class NSCollectionLayoutSection {
  /// The group the section repeats.
  public let group: NSCollectionLayoutGroup
  /// The section's insets.
  public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The space between groups (recorded).
  public var interGroupSpacing: CGFloat = 0
  /// Headers, footers and other boundary items.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether the section scrolls across the main direction, and how (recorded).
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) { self.group = group }

  /// A list section (`UICollectionLayoutListConfiguration`), one full-width row per item.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: row, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: row, elementKind: UICollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}
