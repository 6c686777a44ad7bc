import ListSimulator

/// `NSCollectionLayoutItem`: one item's size and insets.
@preconcurrency
@MainActor
open class NSCollectionLayoutItem {
  /// Its size.
  public let layoutSize: NSCollectionLayoutSize
  /// Its insets inside the space its size gives it.
  public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// Supplementary items attached to the item (recorded).
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// An item of `layoutSize`.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    supplementaryItems = []
  }

  /// An item of `layoutSize` with `supplementaryItems`.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}
