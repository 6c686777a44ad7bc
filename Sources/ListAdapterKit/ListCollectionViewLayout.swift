import Foundation

/// IGListKit's `ListCollectionViewLayout`: items left to right on lines down the view, a line as
/// tall as its tallest item and a new one when the next item does not fit between the section's
/// insets; a section continues the line of the one before when its first item fits there and
/// it has no header, so sections of one item each make a grid. Sizes, insets and spacing come
/// from the collection view's delegate — the `ListAdapter`, which answers from its section
/// controllers — and headers and footers from their reference sizes, as IGListKit's layout
/// reads them. For a view made with a frame, these frames decide which items are on screen.
///
/// Made with `scrollDirection: .horizontal`, everything turns a quarter: items top to bottom in
/// columns left to right, a new column when the next item does not fit between the section's
/// top and bottom insets; headers and footers as wide as their reference sizes' widths, before
/// and after the section's columns. The view then scrolls along x.
///
/// With `stickyHeaders`, a section's header stays below the top of the view while the section
/// scrolls under it, and the next section's start pushes it up: the view asks the layout about
/// every scroll and lays it out again.
@preconcurrency
@MainActor
open class ListCollectionViewLayout: UICollectionViewLayout {
  /// Whether headers stay at the top while their section scrolls.
  public let stickyHeaders: Bool
  /// The direction the content scrolls in: `.vertical`, or `.horizontal` (sections left to
  /// right, items in columns).
  public let scrollDirection: UICollectionView.ScrollDirection
  /// How far below the view's top a sticky header stops, with ``stickyHeaderYOffset``; it does
  /// not move the content.
  public let topContentInset: CGFloat
  /// Whether an item that ends within a point of the section's trailing inset is widened to
  /// reach it.
  public let stretchToEdge: Bool
  /// Whether a section without items shows its header and footer (`false`: they have no
  /// length).
  public var showHeaderWhenEmpty = false
  /// How far below the top of the view (and ``topContentInset``) a sticky header stops; a new
  /// value lays the layout out again.
  public var stickyHeaderYOffset: CGFloat = 0 {
    didSet { if stickyHeaderYOffset != oldValue { invalidateLayout() } }
  }
  /// Whether an invalidation without a context keeps the frames computed for sections before the
  /// lowest modified one (IGListKit's cache); recorded: this layout computes every section on
  /// each pass, so the frames are the same either way.
  public var preserveLayoutCacheOnInvalidateLayout = false
  /// The lowest section a batch update modified since the last layout pass (``ListCollectionView``
  /// tells it through `didModifySection(_:)`), or `nil`.
  var minimumInvalidatedSection: Int?

  private var attributes: [UICollectionViewLayoutAttributes] = []
  /// The number of sections laid out by the last ``prepare()``.
  private var sectionCount = 0
  /// Each section's bounds (its items, header and footer) and header attributes, as laid out.
  private var sectionBounds: [CGRect] = []
  private var headers: [Int: UICollectionViewLayoutAttributes] = [:]
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
    headersFollowScroll = stickyHeaders
    measuresOwnContent = true
  }

  /// A vertical layout.
  public convenience init(stickyHeaders: Bool, topContentInset: CGFloat, stretchToEdge: Bool) {
    self.init(
      stickyHeaders: stickyHeaders, scrollDirection: .vertical, topContentInset: topContentInset,
      stretchToEdge: stretchToEdge)
  }

  /// Whether ``scrollDirection`` is `.horizontal`: the view then scrolls along x.
  open override var scrollsHorizontally: Bool { scrollDirection == .horizontal }

  /// Computes every cell's and header's and footer's frame from the delegate's answers, as
  /// IGListKit's layout places them: within the view's bounds less its `adjustedContentInset`,
  /// items left to right from the section's leading inset, a new line when the next item would
  /// reach more than a point past the trailing inset (with `stretchToEdge`, an item that ends
  /// within a point of the edge is widened to it), every frame rounded to the screen's scale; a
  /// header just above the section's items and a footer just below them, between the section's
  /// left and right insets, both of length 0 for a section without items unless
  /// ``showHeaderWhenEmpty``; a section continues the line of the one before when its first
  /// item fits there and it has no header.
  open override func prepare() {
    // The counts first: a view's first read of its data source may lay it out (and prepare
    // this layout) before this pass starts.
    let sections = collectionView?.numberOfSections ?? 0
    minimumInvalidatedSection = nil
    attributes = []
    contentLength = 0
    sectionCount = 0
    sectionBounds = []
    headers = [:]
    guard let collectionView else { return }
    // Computed along the scrolling axis ("down") and across it; a horizontal layout's frames
    // are turned back when they are made.
    let horizontal = scrollsHorizontally
    let contentInset = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    let available =
      horizontal
      ? bounds.height - contentInset.top - contentInset.bottom
      : bounds.width - contentInset.left - contentInset.right
    func frame(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
      horizontal
        ? CGRect(x: along, y: across, width: length, height: breadth)
        : CGRect(x: across, y: along, width: breadth, height: length)
    }
    func minAlong(_ r: CGRect) -> CGFloat { horizontal ? r.minX : r.minY }
    func maxAlong(_ r: CGRect) -> CGFloat { horizontal ? r.maxX : r.maxY }
    let layout = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let scale = UIScreen.main.scale
    func integral(_ r: CGRect) -> CGRect {
      CGRect(
        x: (r.minX * scale).rounded(.down) / scale, y: (r.minY * scale).rounded(.down) / scale,
        width: (r.width * scale).rounded(.up) / scale,
        height: (r.height * scale).rounded(.up) / scale)
    }
    // Where the next item goes along the scrolling axis and across it (a section continues the
    // line of the one before when its items fit), where the next line starts, and the bounds of
    // the last section laid out (a section without items puts its header below them, as
    // IGListKit's does).
    var along: CGFloat = 0
    var across: CGFloat = 0
    var nextLine: CGFloat = 0
    var rolling = CGRect.zero
    var lastTrailing: CGFloat = 0
    for section in 0..<sections {
      let count = collectionView.numberOfItems(inSection: section)
      let empty = count == 0
      let hidesHeader = empty && !showHeaderWhenEmpty
      let header =
        layout?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? .zero
      let footer =
        layout?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section) ?? .zero
      let inset =
        layout?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? .zero
      let lineSpacing =
        layout?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? 0
      let itemSpacing =
        layout?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? 0
      // The section's insets before and after its lines along the scrolling axis, and at their
      // ends across it.
      let (before, after, leading, trailing) =
        horizontal
        ? (inset.left, inset.right, inset.top, inset.bottom)
        : (inset.top, inset.bottom, inset.left, inset.right)
      let padded = available - leading - trailing
      let headerLength = hidesHeader ? 0 : (horizontal ? header.width : header.height)
      let footerLength = hidesHeader ? 0 : (horizontal ? footer.width : footer.height)
      along += headerLength
      nextLine += headerLength
      across += leading
      let edge = available - trailing
      let epsilon: CGFloat = 1
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        let size =
          layout?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? .zero
        var breadth = min(horizontal ? size.height : size.width, padded)
        let length = horizontal ? size.width : size.height
        // A new line when the item does not fit (a point of tolerance), or for a section's
        // first item under a header.
        if across + breadth > edge + epsilon || (item == 0 && headerLength > 0) {
          along = nextLine + (item > 0 ? lineSpacing : 0)
          across = leading
        }
        let distanceToEdge = padded - (across + breadth)
        if stretchToEdge, distanceToEdge > 0, distanceToEdge <= epsilon {
          breadth = padded - across
        }
        let placed = integral(
          frame(along: along + before, across: across, length: length, breadth: breadth))
        let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        cell.frame = placed
        attributes.append(cell)
        nextLine = max(maxAlong(placed) - before, nextLine)
        across += breadth + itemSpacing
        rolling = item == 0 ? placed : rolling.union(placed)
      }
      let path = IndexPath(item: 0, section: section)
      let headerStart = empty ? maxAlong(rolling) : minAlong(rolling) - headerLength
      let headerFrame = frame(
        along: headerStart, across: leading, length: headerLength, breadth: padded)
      if empty { rolling = headerFrame }
      let footerStart = maxAlong(rolling) + (horizontal ? after : 0)
      let footerFrame = frame(
        along: footerStart, across: leading, length: footerLength, breadth: padded)
      if headerLength > 0 {
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
        attributes.frame = headerFrame
        self.attributes.append(attributes)
        headers[section] = attributes
        rolling = rolling.union(headerFrame)
      }
      if footerLength > 0 {
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: path)
        attributes.frame = footerFrame
        self.attributes.append(attributes)
        rolling = rolling.union(footerFrame)
      }
      sectionBounds.append(rolling)
      across += trailing
      nextLine = max(nextLine, maxAlong(rolling) + after)
      lastTrailing = after
    }
    sectionCount = sections
    contentLength = sections == 0 ? 0 : maxAlong(rolling) + lastTrailing
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
  /// The header of `indexPath`'s section where it is now — with ``stickyHeaders``, held below
  /// the top of the view (the scroll position, ``topContentInset`` and ``stickyHeaderYOffset``)
  /// within its section, and pushed up by the next section's start, as IGListKit's — or its
  /// footer; `nil` for a section the layout does not have or an element without a size.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sectionBounds.indices.contains(indexPath[0]) else { return nil }
    let section = indexPath[0]
    let found =
      elementKind == UICollectionView.elementKindSectionHeader
      ? headers[section]
      : attributes.first {
        $0.representedElementKind == elementKind && $0.indexPath[0] == section
      }
    guard let found, !found.frame.isEmpty else { return nil }
    guard elementKind == UICollectionView.elementKindSectionHeader else { return found }
    let stuck = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: found.indexPath)
    stuck.frame = stickyFrame(found.frame, section: section)
    return stuck
  }

  /// `frame`, a header's, where it sticks (itself without ``stickyHeaders``, or while the view
  /// reads the layout unscrolled).
  private func stickyFrame(_ frame: CGRect, section: Int) -> CGRect {
    guard stickyHeaders, !measuringContent, let collectionView,
      sectionBounds.indices.contains(section)
    else { return frame }
    let horizontal = scrollsHorizontally
    func minAlong(_ r: CGRect) -> CGFloat { horizontal ? r.minX : r.minY }
    let length = horizontal ? frame.width : frame.height
    let lowest = minAlong(sectionBounds[section])
    var offset =
      (horizontal ? collectionView.contentOffset.x : collectionView.contentOffset.y)
      + topContentInset + stickyHeaderYOffset
    if section + 1 == sectionBounds.count {
      offset = max(lowest, offset)
    } else {
      offset = min(max(lowest, offset), minAlong(sectionBounds[section + 1]) - length)
    }
    var stuck = frame
    if horizontal { stuck.origin.x = offset } else { stuck.origin.y = offset }
    return stuck
  }

  /// A frame that only touches `rect` along an edge does not count (Core Graphics'
  /// `CGRectIntersectsRect`, which IGListKit's layout uses; Foundation's `intersects` on Linux
  /// counts a shared edge), except an empty one, which the view reads to place its section.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes.compactMap { element in
      var element = element
      if stickyHeaders, !measuringContent,
        element.representedElementKind == UICollectionView.elementKindSectionHeader
      {
        let stuck = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          with: element.indexPath)
        stuck.frame = stickyFrame(element.frame, section: element.indexPath[0])
        element = stuck
      }
      let frame = element.frame
      let overlaps =
        frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
        && rect.minY < frame.maxY
      return overlaps || (scrollsHorizontally ? frame.width : frame.height) == 0 ? element : nil
    }
  }

  /// The size of everything the layout places: the view's width less its content inset and
  /// the content's length (to the last section's end and its trailing inset), or, scrolling
  /// horizontally, the content's length and the view's height less its content inset; zero
  /// without sections, as IGListKit's.
  open override var collectionViewContentSize: CGSize {
    guard sectionCount > 0, let collectionView else { return .zero }
    let inset = collectionView.adjustedContentInset
    return scrollsHorizontally
      ? CGSize(
        width: contentLength, height: collectionView.bounds.height - inset.top - inset.bottom)
      : CGSize(width: collectionView.bounds.width - inset.left - inset.right, height: contentLength)
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
