/// `UICollectionViewCompositionalLayout`: `list(using:)`, and layouts of sections described by
/// a section provider or one section (kept as described; see
/// `UICollectionViewCompositionalLayout+Sections.swift`).
@preconcurrency
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The provider a layout was made with (`nil` for `list(using:)`).
  var sectionProvider: SectionProvider?
  /// What applies to every section (recorded).
  public var configuration = UICollectionViewCompositionalLayoutConfiguration()

  /// A list layout: one full-width row per item, headers and footers as `configuration` says.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout()
    layout.hasHeaders = configuration.headerMode == .supplementary
    layout.hasFooters = configuration.footerMode == .supplementary
    return layout
  }
}
