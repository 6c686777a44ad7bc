import ListSimulator

/// `NSCollectionLayoutSupplementaryItem`: a view of `elementKind` attached to an item.
@preconcurrency
@MainActor
open class NSCollectionLayoutSupplementaryItem {
  /// Its size.
  public let layoutSize: NSCollectionLayoutSize
  /// The supplementary view kind it asks the data source for.
  public let elementKind: String
  /// The view's z-index (recorded).
  public var zIndex = 1
  /// Its insets (recorded).
  public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// An item of `layoutSize` and `elementKind`.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    (self.layoutSize, self.elementKind) = (layoutSize, elementKind)
  }
}
