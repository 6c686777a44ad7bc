import Foundation
import ListKit
import ListSimulator

// The collection view layouts a screen makes: flow, compositional and list configurations, and
// the scroll direction. Where they put items is `ListLayout.swift`.

/// `UICollectionViewLayout`: where a collection view's items go. The flow and compositional
/// layouts are laid out by the view itself; a subclass of its own lays itself out as in UIKit —
/// `prepare()` computes the attributes, `layoutAttributesForElements(in:)` returns them — and
/// for a view made with a frame those frames decide which items are on screen.
@preconcurrency
@MainActor
open class UICollectionViewLayout {
  /// Whether the collection view asks for a header in each section (read when the view is made
  /// with the layout).
  public var hasHeaders = false
  /// Whether the collection view asks for a footer in each section (read when the view is made
  /// with the layout).
  public var hasFooters = false
  /// A layout without headers or footers.
  public init() {}

  /// The collection view using the layout (held weakly).
  public internal(set) weak var collectionView: UICollectionView?

  /// Marks the layout out of date: the view lays its sections out again from the layout and
  /// its delegate's sizes (and its window follows the axis the layout now scrolls along).
  open func invalidateLayout() { collectionView?.layoutDidChange() }

  /// Whether the layout scrolls horizontally: sections go left to right and the view's window,
  /// `contentOffset.x` and `contentSize.width` follow the content along x. `false` by default.
  /// Not a UIKit property: UIKit's scroll view scrolls along whichever axis its content exceeds,
  /// the view here along one, so a layout says which (a flow layout whose `scrollDirection` is
  /// `.horizontal`; a layout of its own that scrolls horizontally overrides it, and is read
  /// transposed: sections left to right, a header before its items, a footer after them).
  open var scrollsHorizontally: Bool { false }

  /// The size of everything the view shows.
  open var collectionViewContentSize: CGSize { collectionView?.contentSize ?? .zero }

  /// Where the layout puts the item at `indexPath` in its collection view, or `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionView?.layoutAttributesForItem(at: indexPath)
  }

  /// Where the item at `itemIndexPath` starts when it is inserted
  /// ([`initialLayoutAttributesForAppearingItem(at:)`](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:))):
  /// a subclass overrides it to start the item elsewhere (another position, an alpha of 0).
  /// Apple documents that the end point of the animation is the item's place in the layout and
  /// that without starting attributes the item's own attributes are both the start and the end;
  /// so by default this returns a copy of ``layoutAttributesForItem(at:)``, a starting point
  /// equal to the item's place, which a subclass may change without changing the layout's
  /// (UIKit's base class returns such a copy, which IGListKit's layout customizes from its
  /// `super` call). `nil` for an item the layout does not place. Nothing is animated here: a
  /// test asks for these attributes; the view does not.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutAttributesForItem(at: itemIndexPath)?.copiedForTransition()
  }

  /// Where the item at `itemIndexPath` ends when it is deleted
  /// ([`finalLayoutAttributesForDisappearingItem(at:)`](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingitem(at:))):
  /// a subclass overrides it to end the item elsewhere. As for
  /// ``initialLayoutAttributesForAppearingItem(at:)``, the default is a copy of the item's own
  /// attributes (``layoutAttributesForItem(at:)``: the item stays where it is while it goes), or
  /// `nil` for an item the layout does not place. Nothing is animated here: a test asks for
  /// these attributes; the view does not.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutAttributesForItem(at: itemIndexPath)?.copiedForTransition()
  }

  /// Called before the view lays out with the layout: a subclass computes its attributes here
  /// (does nothing by default).
  open func prepare() {}

  /// The attributes of the cells and supplementary views in `rect`: a subclass of its own
  /// returns them (`nil` by default, as UIKit's base class: the view then lays the sections out
  /// from fixed heights, unless the layout is a flow or compositional one).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }
}

extension UICollectionViewLayoutAttributes {
  /// A new attributes object for the same element with the same frame, alpha, hidden state and
  /// stacking order (the transition methods' starting and final attributes are copies, so a
  /// change to them leaves the layout's own attributes alone).
  func copiedForTransition() -> UICollectionViewLayoutAttributes {
    let copy =
      representedElementKind.map {
        UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath)
      } ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
    copy.frame = frame
    copy.alpha = alpha
    copy.isHidden = isHidden
    copy.zIndex = zIndex
    return copy
  }
}

/// `UICollectionViewFlowLayout`: items in lines, sized by its properties or the delegate's
/// `UICollectionViewDelegateFlowLayout` answers; for a view made with a frame, what those lines
/// give decides which items are on screen.
@preconcurrency
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the grid scrolls in.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
  /// `UICollectionViewFlowLayout.automaticSize`: an estimated size asking cells to size
  /// themselves.
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 1)
  /// The default item size, 50 x 50 points as in UIKit.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The estimated item size (`.zero`: not self-sizing).
  open var estimatedItemSize = CGSize.zero
  /// The spacing between lines, 10 points by default.
  open var minimumLineSpacing: CGFloat = 10
  /// The spacing between items of a line, 10 points by default.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The insets of each section's content.
  open var sectionInset = UIEdgeInsets.zero
  /// The direction the content scrolls in
  /// ([`scrollDirection`](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection):
  /// one axis only; the other is the collection view's own extent). Horizontal: sections go left
  /// to right, each section's items top to bottom in columns, as
  /// [`UICollectionViewFlowLayout`](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout)
  /// flows them "from one row or column (depending on the scrolling direction) to the next"
  /// (docs/testing-lists.md lists the rules). Changing it lays the view out again.
  open var scrollDirection = ScrollDirection.vertical {
    didSet { if scrollDirection != oldValue { invalidateLayout() } }
  }

  /// Whether ``scrollDirection`` is `.horizontal`.
  open override var scrollsHorizontally: Bool { scrollDirection == .horizontal }
  /// The size of each section's header (`.zero`: none).
  open var headerReferenceSize = CGSize.zero
  /// The size of each section's footer (`.zero`: none).
  open var footerReferenceSize = CGSize.zero
  /// Whether headers stay at the top while their section scrolls.
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay at the bottom while their section scrolls.
  open var sectionFootersPinToVisibleBounds = false

  /// A flow layout with UIKit's defaults.
  public override init() { super.init() }
}

/// `UICollectionViewCompositionalLayout`: `list(using:)`, and layouts of sections described by
/// a section provider or one section (kept as described; see `CompositionalLayout.swift`).
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

/// `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Sendable {
  /// The list's style (recorded).
  public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  /// Whether sections have headers, and of which kind (`.supplementary` makes the view ask for them).
  public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
  /// Whether sections have footers (`.supplementary` makes the view ask for them).
  public enum FooterMode: Sendable { case none, supplementary }
  /// The list's style.
  public var appearance: Appearance
  /// The sections' headers (none by default).
  public var headerMode: HeaderMode = .none
  /// The sections' footers (none by default).
  public var footerMode: FooterMode = .none
  /// Whether rows show separators (recorded).
  public var showsSeparators = true
  /// A configuration of `appearance`, without headers or footers.
  public init(appearance: Appearance) { self.appearance = appearance }

  /// What gives a row's swipe actions.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (IndexPath) -> UISwipeActionsConfiguration?
  /// The actions a row shows when swiped from the trailing edge (a test asks it for a row).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a row shows when swiped from the leading edge.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The list's background colour (recorded).
  public var backgroundColor: UIColor?
}

/// `UIListSeparatorConfiguration`: how a row's separators look (recorded, not drawn).
public struct UIListSeparatorConfiguration: Sendable, Hashable {
  /// Whether a separator shows.
  public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }
  /// The top separator's visibility.
  public var topSeparatorVisibility = Visibility.automatic
  /// The bottom separator's visibility.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The separators' colour.
  public var color: UIColor?
  /// The top separator's insets.
  public var topSeparatorInsets = NSDirectionalEdgeInsets()
  /// The bottom separator's insets.
  public var bottomSeparatorInsets = NSDirectionalEdgeInsets()
  /// The default separators of a list of `listAppearance`.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance = .plain) {}
}

extension VirtualCollectionView {
  /// `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}
