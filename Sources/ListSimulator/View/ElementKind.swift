/// The kinds of supplementary views the view asks for (`UICollectionView.elementKindSectionHeader`
/// and `…Footer`); table views use the same kinds for their section headers and footers.
public enum ElementKind {
  /// `UICollectionView.elementKindSectionHeader`.
  public static let sectionHeader = "UICollectionElementKindSectionHeader"
  /// `UICollectionView.elementKindSectionFooter`.
  public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
