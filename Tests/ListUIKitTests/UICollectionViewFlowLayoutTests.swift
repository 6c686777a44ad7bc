import Foundation
import ListSimulator
import ListUIKit
import Testing

/// Sections of the given item sizes with headers and footers, for a flow layout that scrolls
/// horizontally (insets, spacing and reference sizes are the layout's properties).
@MainActor
private final class Strip: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
{
  var sizes: [[CGSize]]

  init(_ sizes: [[CGSize]]) { self.sizes = sizes }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sizes[section].count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { sizes[indexPath.section][indexPath.item] }

  /// A view of `frame` with a horizontal flow layout configured by `configure`, loaded.
  func makeView(
    frame: CGRect, configure: (UICollectionViewFlowLayout) -> Void = { _ in }
  ) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    configure(layout)
    let view = UICollectionView(frame: frame, collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "supplementary")
    }
    view.dataSource = self
    view.delegate = self
    view.reloadData()
    return view
  }
}

private let header = UICollectionView.elementKindSectionHeader
private let footer = UICollectionView.elementKindSectionFooter

/// A flow layout whose `scrollDirection` is `.horizontal`: sections left to right, items in
/// columns, the window along x. Every expected value below is worked out by hand from the
/// rules in docs/testing-lists.md.
@MainActor @Suite struct HorizontalFlowLayoutTests {
  /// Two sections in a 150 × 100 view: section 0 has five items of 30 × 40 (the second 20 × 40),
  /// section 1 one. Insets top 5, left 20, bottom 5, right 15; 5 points between columns, 10
  /// within one; headers 25 wide, footers 12 wide (their heights unused).
  private func strip() -> (Strip, UICollectionView) {
    let wide = CGSize(width: 30, height: 40)
    let strip = Strip([[wide, CGSize(width: 20, height: 40), wide, wide, wide], [wide]])
    let view = strip.makeView(frame: CGRect(x: 0, y: 0, width: 150, height: 100)) { layout in
      layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 15)
      layout.minimumLineSpacing = 5
      layout.minimumInteritemSpacing = 10
      layout.headerReferenceSize = CGSize(width: 25, height: 999)
      layout.footerReferenceSize = CGSize(width: 12, height: 0)
    }
    return (strip, view)
  }

  @Test func columnsSectionsInsetsAndSpacing() {
    let (strip, view) = strip()
    // 90 points between the top and bottom insets hold two items of 40 and the spacing of 10;
    // a third would need 140. Section 0: header 0–25, left inset to 45; columns at 45, 80
    // (45 + 30 + 5) and 115, each 30 wide; the narrower item centred in its column; the lone
    // item of the last column at the top; right inset to 160, footer 160–172.
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    #expect(frame(0, 0) == CGRect(x: 45, y: 5, width: 30, height: 40))
    #expect(frame(1, 0) == CGRect(x: 50, y: 55, width: 20, height: 40))
    #expect(frame(2, 0) == CGRect(x: 80, y: 5, width: 30, height: 40))
    #expect(frame(3, 0) == CGRect(x: 80, y: 55, width: 30, height: 40))
    #expect(frame(4, 0) == CGRect(x: 115, y: 5, width: 30, height: 40))
    // Section 1: header 172–197, its item at 197 + 20 = 217, footer 262–274.
    #expect(frame(0, 1) == CGRect(x: 217, y: 5, width: 30, height: 40))
    func supplementary(_ kind: String, _ section: Int) -> CGRect? {
      view.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(supplementary(header, 0) == CGRect(x: 0, y: 0, width: 25, height: 100))
    #expect(supplementary(footer, 0) == CGRect(x: 160, y: 0, width: 12, height: 100))
    #expect(supplementary(header, 1) == CGRect(x: 172, y: 0, width: 25, height: 100))
    #expect(supplementary(footer, 1) == CGRect(x: 262, y: 0, width: 12, height: 100))
    #expect(view.contentSize == CGSize(width: 274, height: 100))
    #expect(view.contentOffset == .zero)
    #expect(view.raisedExceptions.isEmpty)
    withExtendedLifetime(strip) {}
  }

  @Test func aColumnOfSeveralItemsIsSpreadOverItsHeight() {
    // Two items of 30 in 90 points with 10 between: the 20 points left over go between them,
    // as a line of several items is justified.
    let strip = Strip([[CGSize(width: 30, height: 30), CGSize(width: 30, height: 30)]])
    let view = strip.makeView(frame: CGRect(x: 0, y: 0, width: 150, height: 100)) { layout in
      layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    }
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 65, width: 30, height: 30))
    #expect(view.contentSize == CGSize(width: 30, height: 100))
  }

  /// A section without a header (reference width 0) has none: no attributes, as vertically.
  @Test func aSectionWithoutAHeaderHasNoHeaderAttributes() {
    let strip = Strip([[CGSize(width: 30, height: 40)]])
    let view = strip.makeView(frame: CGRect(x: 0, y: 0, width: 150, height: 100)) { layout in
      layout.footerReferenceSize = CGSize(width: 12, height: 0)
    }
    let path = IndexPath(item: 0, section: 0)
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: path) == nil)
    // The footer, 12 wide and as tall as the view, follows the 30-point column.
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionFooter, at: path)?.frame
        == CGRect(x: 30, y: 0, width: 12, height: 100))
  }

  @Test func theWindowFollowsContentOffsetX() {
    let (strip, view) = strip()
    // The window is the view's 150 points of width: section 0's items, not section 1's (217).
    #expect(view.indexPathsForVisibleItems == (0..<5).map { IndexPath(item: $0, section: 0) })
    // From 100 to 250: the columns at 80 (reaching 110) and 115, and section 1's item; its
    // header (172) and section 0's footer (160) too, not section 0's header.
    view.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
    #expect(view.contentOffset == CGPoint(x: 100, y: 0))
    #expect(view.bounds == CGRect(x: 100, y: 0, width: 150, height: 100))
    #expect(view.indexPathsForVisibleItems == [[0, 2], [0, 3], [0, 4], [1, 0]])
    #expect(view.visibleCells.count == 4)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 217, y: 5, width: 30, height: 40))
    #expect(
      view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) != nil)
    #expect(
      view.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)) != nil)
    // Points are looked up in both coordinates.
    #expect(view.indexPathForItem(at: CGPoint(x: 230, y: 20)) == IndexPath(item: 0, section: 1))
    #expect(view.indexPathForItem(at: CGPoint(x: 230, y: 60)) == nil)
    #expect(view.indexPathForItem(at: CGPoint(x: 52, y: 60)) == IndexPath(item: 1, section: 0))
    // Set by code, an offset past the end (274 − 150 = 124) is kept as given, as for y.
    view.setContentOffset(CGPoint(x: 200, y: 0), animated: false)
    #expect(view.contentOffset == CGPoint(x: 200, y: 0))
    #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 1)])
    withExtendedLifetime(strip) {}
  }

  @Test func scrollToItemUsesTheHorizontalPositions() {
    let (strip, view) = strip()
    // `.right`: section 1's item ends at 247: 247 − 150 = 97.
    view.scrollToItem(at: IndexPath(item: 0, section: 1), at: .right, animated: false)
    #expect(view.contentOffset == CGPoint(x: 97, y: 0))
    // `.centeredHorizontally`: item 4 (115–145) in the middle: 115 − (150 − 30) / 2 = 55.
    view.scrollToItem(
      at: IndexPath(item: 4, section: 0), at: .centeredHorizontally, animated: false)
    #expect(view.contentOffset == CGPoint(x: 55, y: 0))
    // `.left`: 217, kept within the content: 274 − 150 = 124.
    view.scrollToItem(at: IndexPath(item: 0, section: 1), at: .left, animated: false)
    #expect(view.contentOffset == CGPoint(x: 124, y: 0))
    // A vertical position scrolls as `[]`, the least that shows the item: item 0 (45–75) is
    // left of 124, so its left edge comes to the window's.
    view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
    #expect(view.contentOffset == CGPoint(x: 45, y: 0))
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
    withExtendedLifetime(strip) {}
  }

  @Test func aDragMovesAlongXAndRestsWithinTheContent() {
    let (strip, view) = strip()
    view.simulateDrag(by: 60)
    #expect(view.contentOffset == CGPoint(x: 60, y: 0))
    // Past the end (274 − 150 = 124), the drag comes back to it.
    view.simulateDrag(by: 100)
    #expect(view.contentOffset == CGPoint(x: 124, y: 0))
    #expect(view.indexPathsForVisibleItems == [[0, 4], [1, 0]])
    withExtendedLifetime(strip) {}
  }

  @Test func turningALayoutHorizontalLaysTheViewOutAgain() {
    // Twenty 100 × 100 items in a 390 × 300 view: vertically, three to a line; horizontally,
    // two to a column (100 + 10 + 100 fits in 300, a third does not), ten columns.
    let strip = Strip([Array(repeating: CGSize(width: 100, height: 100), count: 20)])
    let layout = UICollectionViewFlowLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = strip
    view.delegate = strip
    view.reloadData()
    #expect(view.contentSize == CGSize(width: 390, height: 7 * 100 + 6 * 10))
    layout.scrollDirection = .horizontal
    #expect(view.contentSize == CGSize(width: 10 * 100 + 9 * 10, height: 300))
    // The window is now 390 points of x: four columns reach into it (the fourth at 330).
    #expect(view.indexPathsForVisibleItems.count == 8)
    #expect(
      view.cellForItem(at: IndexPath(item: 7, section: 0))?.frame
        == CGRect(x: 330, y: 200, width: 100, height: 100))
    layout.scrollDirection = .vertical
    #expect(view.contentSize == CGSize(width: 390, height: 7 * 100 + 6 * 10))
    #expect(view.indexPathsForVisibleItems.count == 9)
  }
}
