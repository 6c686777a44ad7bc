import Foundation
import ListSimulator

// Compositional layouts as a screen describes them: sizes, items, groups, sections and boundary
// items are kept as made, and a test asks the layout for a section's description
// (`UICollectionViewCompositionalLayout.section(at:containerWidth:)`). A collection view made
// with a frame lays its sections out from these descriptions (`ListLayout.swift`).

/// The environment the headless layout gives a section provider: a container of the collection
/// view's width and the default traits.
struct _LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
  var container: any NSCollectionLayoutContainer { self }
  var traitCollection: UITraitCollection { UITraitCollection() }
}

extension UICollectionViewCompositionalLayout {
  /// `UICollectionViewCompositionalLayoutSectionProvider`: the section at an index, or `nil`
  /// for an empty section description.
  public typealias SectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  /// A layout whose every section is `section`. Its header and footer boundary items, as the
  /// section has them now, decide whether the collection view asks for section headers and
  /// footers.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: .init())
  }

  /// A layout whose every section is `section`, with `configuration` (headers and footers as
  /// with ``init(section:)``).
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    let kinds = Set(section.boundarySupplementaryItems.map(\.elementKind))
    hasHeaders = kinds.contains(UICollectionView.elementKindSectionHeader)
    hasFooters = kinds.contains(UICollectionView.elementKindSectionFooter)
  }

  /// A layout that asks `sectionProvider` for each section's description.
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: .init())
  }

  /// A layout that asks `sectionProvider` for each section's description, with `configuration`.
  public convenience init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init()
    self.sectionProvider = sectionProvider
    self.configuration = configuration
  }

  /// What the layout's section provider describes for the section at `index` in a container of
  /// `containerWidth` points (the screen's width by default): what UIKit lays that section out
  /// from. `nil` for a layout made by `list(using:)` or a provider that returns none.
  public func section(at index: Int, containerWidth: CGFloat = 390) -> NSCollectionLayoutSection? {
    sectionProvider?(
      index, _LayoutEnvironment(contentSize: CGSize(width: containerWidth, height: 844)))
  }
}
