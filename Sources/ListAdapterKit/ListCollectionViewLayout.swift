import Foundation

/// IGListKit's `ListCollectionViewLayout`: sections one after another down the view, each on
/// lines of its own; within a section, items left to right, a new line when the next does not
/// fit between the section's insets, a line as tall as its tallest item. Sizes, insets and
/// spacing come from the collection view's delegate — the `ListAdapter`, which answers from its
/// section controllers — and headers and footers from their reference sizes, as IGListKit's
/// layout reads them. For a view made with a frame, these frames decide which items are on
/// screen.
///
/// Made with `scrollDirection: .horizontal`, everything turns a quarter: sections one after
/// another left to right, each in columns of its own; within a section, items top to bottom, a
/// new column when the next does not fit between the section's top and bottom insets, a column
/// as wide as its widest item; headers and footers as tall as the view, as wide as their
/// reference sizes' widths, before and after the section's columns (IGListKit's layout: "In a
/// horizontally scrolling layout, sections and items are flowed vertically until they need to be
/// 'newlined' to the next column"). The view then scrolls along x.
///
/// Sticky headers are recorded: a header is laid out at its section's start (where it is on
/// screen while the section's start shows).
@preconcurrency
@MainActor
open class ListCollectionViewLayout: UICollectionViewLayout {
  /// Whether headers stay at the top while their section scrolls (recorded).
  public let stickyHeaders: Bool
  /// The direction the content scrolls in: `.vertical`, or `.horizontal` (sections left to
  /// right, items in columns).
  public let scrollDirection: UICollectionView.ScrollDirection
  /// Space before the first section along the scrolling axis (above it, or to its left when
  /// scrolling horizontally).
  public let topContentInset: CGFloat
  /// Whether the last item of a line stretches to the section's edge (recorded).
  public let stretchToEdge: Bool
  /// Whether a section without items shows its header (laid out either way).
  public var showHeaderWhenEmpty = false
  /// How far below the top a sticky header stops (recorded).
  public var stickyHeaderYOffset: CGFloat = 0
  /// Whether an invalidation without a context keeps the frames computed for sections before the
  /// lowest modified one (IGListKit's cache); recorded: this layout computes every section on
  /// each pass, so the frames are the same either way.
  public var preserveLayoutCacheOnInvalidateLayout = false
  /// The lowest section a batch update modified since the last layout pass (``ListCollectionView``
  /// tells it through `didModifySection(_:)`), or `nil`.
  var minimumInvalidatedSection: Int?

  private var attributes: [UICollectionViewLayoutAttributes] = []
  /// The length of everything along the scrolling axis.
  private var contentLength: CGFloat = 0

  /// A layout scrolling in `scrollDirection`.
  public init(
    stickyHeaders: Bool, scrollDirection: UICollectionView.ScrollDirection,
    topContentInset: CGFloat, stretchToEdge: Bool
  ) {
    self.stickyHeaders = stickyHeaders
    self.scrollDirection = scrollDirection
    self.topContentInset = topContentInset
    self.stretchToEdge = stretchToEdge
    super.init()
  }

  /// A vertical layout.
  public convenience init(stickyHeaders: Bool, topContentInset: CGFloat, stretchToEdge: Bool) {
    self.init(
      stickyHeaders: stickyHeaders, scrollDirection: .vertical, topContentInset: topContentInset,
      stretchToEdge: stretchToEdge)
  }

  /// Whether ``scrollDirection`` is `.horizontal`: the view then scrolls along x.
  open override var scrollsHorizontally: Bool { scrollDirection == .horizontal }

  /// Computes every cell's and header's and footer's frame from the delegate's answers.
  open override func prepare() {
    minimumInvalidatedSection = nil
    attributes = []
    contentLength = 0
    guard let collectionView else { return }
    // Computed along the scrolling axis ("down") and across it; a horizontal layout's frames
    // are turned back when they are made.
    let horizontal = scrollsHorizontally
    let across = horizontal ? collectionView.bounds.height : collectionView.bounds.width
    func frame(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
      horizontal
        ? CGRect(x: along, y: across, width: length, height: breadth)
        : CGRect(x: across, y: along, width: breadth, height: length)
    }
    let layout = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    var y = max(0, topContentInset.isFinite ? topContentInset : 0)
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      let inset =
        layout?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? .zero
      let lineSpacing =
        layout?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? 0
      let itemSpacing =
        layout?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? 0
      let header =
        layout?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? .zero
      let footer =
        layout?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section) ?? .zero
      // The insets before and after the lines along the scrolling axis, and at their ends.
      let (before, after, start, end) =
        horizontal
        ? (inset.left, inset.right, inset.top, inset.bottom)
        : (inset.top, inset.bottom, inset.left, inset.right)
      let headerLength = horizontal ? header.width : header.height
      let footerLength = horizontal ? footer.width : footer.height
      let path = IndexPath(item: 0, section: section)
      if headerLength > 0 {
        let headerAttributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
        headerAttributes.frame = frame(along: y, across: 0, length: headerLength, breadth: across)
        attributes.append(headerAttributes)
        y += headerLength
      }
      y += before
      var x = start
      var lineTop = y
      var lineHeight: CGFloat = 0
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        let size =
          layout?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? .zero
        let (length, breadth) = horizontal ? (size.width, size.height) : (size.height, size.width)
        if item > 0, x + breadth > across - end {
          lineTop += lineHeight + lineSpacing
          x = start
          lineHeight = 0
        }
        let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        cell.frame = frame(along: lineTop, across: x, length: length, breadth: breadth)
        attributes.append(cell)
        x += breadth + itemSpacing
        lineHeight = max(lineHeight, length)
      }
      y = (count > 0 ? lineTop + lineHeight : y) + after
      if footerLength > 0 {
        let footerAttributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: path)
        footerAttributes.frame = frame(along: y, across: 0, length: footerLength, breadth: across)
        attributes.append(footerAttributes)
        y += footerLength
      }
    }
    contentLength = y
  }

  /// The base layout's starting attributes for an inserted item (a copy of the item's own),
  /// customized by the collection view's delegate when it adopts
  /// ``IGListCollectionViewDelegateLayout`` — the ``ListAdapter``, which asks the section
  /// controller's ``ListSectionController/transitionDelegate`` — as IGListKit's layout does.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard let attributes, let collectionView,
      let delegate = collectionView.delegate as? any IGListCollectionViewDelegateLayout
    else { return attributes }
    return delegate.collectionView(
      collectionView, layout: self, customizedInitialLayoutAttributes: attributes,
      at: itemIndexPath)
  }

  /// The base layout's final attributes for a deleted item (a copy of the item's own),
  /// customized by the collection view's delegate when it adopts
  /// ``IGListCollectionViewDelegateLayout``, as IGListKit's layout does.
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard let attributes, let collectionView,
      let delegate = collectionView.delegate as? any IGListCollectionViewDelegateLayout
    else { return attributes }
    return delegate.collectionView(
      collectionView, layout: self, customizedFinalLayoutAttributes: attributes,
      at: itemIndexPath)
  }

  /// Whether the layout is out of date with `newBounds`: always for a new size; for a moved
  /// origin along the scrolling axis, when headers are sticky; otherwise not (IGListKit's
  /// answer).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    let old = collectionView?.bounds ?? .zero
    if old.size != newBounds.size { return true }
    let moved = scrollsHorizontally ? newBounds.minX != old.minX : newBounds.minY != old.minY
    return moved && stickyHeaders
  }

  /// The attributes whose frames intersect `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes.filter {
      $0.frame.intersects(rect) || (scrollsHorizontally ? $0.frame.width : $0.frame.height) == 0
    }
  }

  /// The size of everything the layout places: the view's width and the content's height, or,
  /// scrolling horizontally, the content's width and the view's height.
  open override var collectionViewContentSize: CGSize {
    scrollsHorizontally
      ? CGSize(width: contentLength, height: collectionView?.bounds.height ?? 0)
      : CGSize(width: collectionView?.bounds.width ?? 0, height: contentLength)
  }
}

extension ListCollectionViewLayout: ListCollectionViewLayoutCompatible {
  /// A batch update changes `modifiedSection` (told by ``ListCollectionView``): the lowest such
  /// section is kept until the next layout pass. IGListKit's layout recomputes from that section
  /// on and keeps what it had for the sections before; this one computes every section on each
  /// pass, so the frames are the same either way.
  public func didModifySection(_ modifiedSection: Int) {
    minimumInvalidatedSection = min(minimumInvalidatedSection ?? modifiedSection, modifiedSection)
  }
}
