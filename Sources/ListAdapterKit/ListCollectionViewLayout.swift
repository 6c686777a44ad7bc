import Foundation

/// IGListKit's `ListCollectionViewLayout`: sections one after another down the view, each on
/// lines of its own; within a section, items left to right, a new line when the next does not
/// fit between the section's insets, a line as tall as its tallest item. Sizes, insets and
/// spacing come from the collection view's delegate — the `ListAdapter`, which answers from its
/// section controllers — and headers and footers from their reference sizes, as IGListKit's
/// layout reads them. For a view made with a frame, these frames decide which items are on
/// screen.
///
/// Sticky headers are recorded: a header is laid out at its section's top (where it is on
/// screen while the section's top shows). Only vertical scrolling is laid out.
@preconcurrency
@MainActor
open class ListCollectionViewLayout: UICollectionViewLayout {
  /// Whether headers stay at the top while their section scrolls (recorded).
  public let stickyHeaders: Bool
  /// The direction the content scrolls in (laid out vertically).
  public let scrollDirection: UICollectionView.ScrollDirection
  /// Space above the first section.
  public let topContentInset: CGFloat
  /// Whether the last item of a line stretches to the section's edge (recorded).
  public let stretchToEdge: Bool
  /// Whether a section without items shows its header (laid out either way).
  public var showHeaderWhenEmpty = false
  /// How far below the top a sticky header stops (recorded).
  public var stickyHeaderYOffset: CGFloat = 0

  private var attributes: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0

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

  /// Computes every cell's and header's and footer's frame from the delegate's answers.
  open override func prepare() {
    attributes = []
    contentHeight = 0
    guard let collectionView else { return }
    let width = collectionView.bounds.width
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
      let path = IndexPath(item: 0, section: section)
      if header.height > 0 {
        let headerAttributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
        headerAttributes.frame = CGRect(x: 0, y: y, width: width, height: header.height)
        attributes.append(headerAttributes)
        y += header.height
      }
      y += inset.top
      var x = inset.left
      var lineTop = y
      var lineHeight: CGFloat = 0
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        let size =
          layout?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? .zero
        if item > 0, x + size.width > width - inset.right {
          lineTop += lineHeight + lineSpacing
          x = inset.left
          lineHeight = 0
        }
        let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        cell.frame = CGRect(x: x, y: lineTop, width: size.width, height: size.height)
        attributes.append(cell)
        x += size.width + itemSpacing
        lineHeight = max(lineHeight, size.height)
      }
      y = (count > 0 ? lineTop + lineHeight : y) + inset.bottom
      if footer.height > 0 {
        let footerAttributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: path)
        footerAttributes.frame = CGRect(x: 0, y: y, width: width, height: footer.height)
        attributes.append(footerAttributes)
        y += footer.height
      }
    }
    contentHeight = y
  }

  /// The attributes whose frames intersect `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes.filter { $0.frame.intersects(rect) || $0.frame.height == 0 }
  }

  /// The size of everything the layout places.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }
}
