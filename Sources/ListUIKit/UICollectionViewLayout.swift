import Foundation
import ListKit
import ListSimulator

// The base collection view layout (the flow, compositional and list layouts are in files of
// their own). Where a layout puts items is `ListLayout.swift`.

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

  /// Marks the whole layout out of date: ``invalidateLayout(with:)`` with a context of the
  /// layout's ``invalidationContextClass`` whose `invalidateEverything` is set, as UIKit's does.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    invalidateLayout(with: context)
  }

  /// Marks what `context` names out of date: the view lays its sections out again from the
  /// layout and its delegate's sizes (and its window follows the axis the layout now scrolls
  /// along). A layout with a context class of its own overrides it to read its marks, calling
  /// `super`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    collectionView?.layoutDidChange()
  }

  /// The class of the contexts the view makes for this layout
  /// (``UICollectionViewLayoutInvalidationContext`` by default): a layout of its own returns
  /// its subclass of it.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Whether the layout is out of date when the view's bounds become `newBounds`: `false` by
  /// default, as UIKit's base class answers. The view asks when its frame gets a new size and
  /// on every scroll (how sticky headers follow it), while its `bounds` are still the old ones,
  /// and on `true` invalidates the layout with ``invalidationContext(forBoundsChange:)`` once
  /// they changed.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context the view invalidates the layout with when
  /// ``shouldInvalidateLayout(forBoundsChange:)`` said yes: a new context of the layout's
  /// ``invalidationContextClass`` by default.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  /// Whether the layout scrolls horizontally: sections go left to right and the view's window,
  /// `contentOffset.x` and `contentSize.width` follow the content along x. `false` by default.
  /// Not a UIKit property: UIKit's scroll view scrolls along whichever axis its content exceeds,
  /// the view here along one, so a layout says which (a flow layout whose `scrollDirection` is
  /// `.horizontal`; a layout of its own that scrolls horizontally overrides it, and is read
  /// transposed: sections left to right, a header before its items, a footer after them).
  open var scrollsHorizontally: Bool { false }

  /// The size of everything the view shows: by default the view's own measure of it; a layout
  /// of its own returns the size its ``prepare()`` computed, which the view then takes as the
  /// length of its content (a trailing inset after the last section included).
  open var collectionViewContentSize: CGSize {
    measuringContent ? .zero : collectionView?.contentSize ?? .zero
  }

  /// While the view reads a layout of its own: the base ``collectionViewContentSize`` answers
  /// zero (the view's own measure is what is being made), and a layout whose headers follow
  /// the scroll gives their frames where they would be unscrolled (the view asks for where they
  /// stick with ``layoutAttributesForSupplementaryView(ofKind:at:)``).
  package var measuringContent = false

  /// Whether the layout moves its headers as the view scrolls (IGListKit's sticky headers): the
  /// view then asks where each one sticks when it reads the layout.
  package var headersFollowScroll = false

  /// Whether the layout measures its own content (``collectionViewContentSize`` from what its
  /// ``prepare()`` computed): the view then reports that size as its `contentSize`, as UIKit's
  /// does.
  package var measuresOwnContent = false

  /// Where the layout puts the header or footer (`elementKind`) of `indexPath`'s section, or
  /// `nil` when there is none: by default the collection view's answer; a layout of its own
  /// answers from what its ``prepare()`` computed.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    collectionView?.layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)
  }

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
