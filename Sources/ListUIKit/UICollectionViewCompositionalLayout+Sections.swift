import Foundation
import ListSimulator

// Compositional layouts as a screen describes them: sizes, items, groups, sections and boundary
// items are kept as made, and a test asks the layout for a section's description
// (`UICollectionViewCompositionalLayout.section(at:containerWidth:)`). A collection view made
// with a frame lays its sections out from these descriptions (`ListLayout.swift`).

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

/// `NSCollectionLayoutSpacing`: a fixed or a flexible (at least) spacing.
@preconcurrency
@MainActor
public final class NSCollectionLayoutSpacing {
  /// The points.
  public let spacing: CGFloat
  /// Whether it may grow (`flexible`).
  public let isFlexibleSpacing: Bool
  private init(_ spacing: CGFloat, flexible: Bool) {
    (self.spacing, isFlexibleSpacing) = (spacing, flexible)
  }
  /// Exactly `points`.
  public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(points, flexible: false)
  }
  /// At least `points`.
  public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(points, flexible: true)
  }
  /// Whether it is `fixed`.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

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

/// `NSCollectionLayoutGroup`: items placed side by side (`horizontal`) or one above the other
/// (`vertical`).
@preconcurrency
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The direction items are placed in.
  public enum Axis: Sendable, Hashable { case horizontal, vertical, custom }

  /// The direction of the group.
  public let axis: Axis
  /// The items it repeats, in order.
  public let subitems: [NSCollectionLayoutItem]
  /// How many items it holds when made with a count, or `nil` (as many as fit).
  public let count: Int?
  /// The spacing between its items (recorded).
  public var interItemSpacing: NSCollectionLayoutSpacing?

  private init(
    axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    count: Int?
  ) {
    (self.axis, self.subitems, self.count) = (axis, subitems, count)
    super.init(layoutSize: layoutSize)
  }

  /// A row of `subitems`, repeated as long as they fit.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// A row of `count` copies of `subitem` (a negative count is taken as none).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(0, count))
  }
  /// A row of `count` copies of `repeatingSubitem` (iOS 16's spelling of the `subitem:` form).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
  }
  /// A column of `subitems`, repeated as long as they fit.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// A column of `count` copies of `subitem` (a negative count is taken as none).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(0, count))
  }
  /// A column of `count` copies of `repeatingSubitem` (iOS 16's spelling of the `subitem:` form).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
  }

  /// How many items a row (or column) of this group holds in a container of `container`: the
  /// count it was made with, or as many of its items as fit along its axis with the spacing (at
  /// least one; at most 10,000).
  public func itemsPerGroup(in container: CGSize) -> Int {
    if let count { return count }
    guard axis != .custom, !subitems.isEmpty else { return subitems.count }
    let groupSize = layoutSize.resolved(in: container)
    let length = axis == .horizontal ? groupSize.width : groupSize.height
    let spacing = interItemSpacing?.spacing ?? 0
    var used: CGFloat = 0
    var fitted = 0
    while fitted < 10_000 {
      let item = subitems[fitted % subitems.count].layoutSize.resolved(in: groupSize)
      let extent = axis == .horizontal ? item.width : item.height
      let next = used + (fitted == 0 ? 0 : spacing) + extent
      if fitted > 0 && (next > length + 0.0001 || extent <= 0) { break }
      used = next
      fitted += 1
    }
    return fitted
  }
}

/// `NSRectAlignment`: where a boundary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing
  case topTrailing
}

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

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging
  case groupPagingCentered
}

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

/// `NSCollectionLayoutContainer`: the size a section is laid out in.
@preconcurrency
@MainActor
public protocol NSCollectionLayoutContainer {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's size inside its insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider is told (the container and the
/// traits).
@preconcurrency
@MainActor
public protocol NSCollectionLayoutEnvironment {
  /// The container the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
  /// The traits of the collection view.
  var traitCollection: UITraitCollection { get }
}

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
