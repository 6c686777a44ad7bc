/// `NSCollectionLayoutBoundarySupplementaryItem`: a section's (or the layout's) header, footer or
/// other boundary view.
@preconcurrency
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Where it sits.
  public let alignment: NSRectAlignment
  /// Whether it stays visible while its section scrolls (recorded).
  public var pinToVisibleBounds = false
  /// Whether it sits beside, not over, the content (recorded).
  public var extendsBoundary = true

  /// A boundary item of `layoutSize` and `elementKind` at `alignment`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.alignment = alignment
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
