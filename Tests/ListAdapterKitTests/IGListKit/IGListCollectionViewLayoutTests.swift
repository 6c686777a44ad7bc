// IGListKit's `IGListCollectionViewLayoutTests.m`, carried over with their names, inputs and
// expected values against `ListCollectionViewLayout` on ListUIKit's collection view.
//
// Objective-C messages to nil return zero: a header or cell the view does not have reads as a
// zero frame here too.

import Foundation
import ListAdapterKit
import ListUIKit
import Testing

// MARK: - IGLayoutTestItem / IGLayoutTestSection

private struct LayoutTestItem {
  let size: CGSize
  init(size: CGSize) { self.size = size }
}

private struct LayoutTestSection {
  let insets: UIEdgeInsets
  let lineSpacing: CGFloat
  let interitemSpacing: CGFloat
  let headerHeight: CGFloat
  let footerHeight: CGFloat
  let items: [LayoutTestItem]

  init(
    insets: UIEdgeInsets, lineSpacing: CGFloat, interitemSpacing: CGFloat,
    headerHeight: CGFloat, footerHeight: CGFloat, items: [LayoutTestItem]?
  ) {
    self.insets = insets
    self.lineSpacing = lineSpacing
    self.interitemSpacing = interitemSpacing
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.items = items ?? []
  }
}

private func item(_ w: CGFloat, _ h: CGFloat) -> LayoutTestItem {
  LayoutTestItem(size: CGSize(width: w, height: h))
}

private func genIndexPath(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// IGListRectIntegralScaled (IGListCollectionViewLayoutInternal.h), with the view's screen scale.
private func rectIntegralScaled(_ rect: CGRect) -> CGRect {
  let scale = UIScreen.main.scale
  return CGRect(
    x: (rect.origin.x * scale).rounded(.down) / scale,
    y: (rect.origin.y * scale).rounded(.down) / scale,
    width: (rect.size.width * scale).rounded(.up) / scale,
    height: (rect.size.height * scale).rounded(.up) / scale)
}

// MARK: - IGLayoutTestDataSource

private let kCellIdentifier = "cell"
private let kHeaderIdentifier = "header"
private let kFooterIdentifier = "footer"

@MainActor
private final class LayoutTestDataSource: UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  var sections: [LayoutTestSection] = []

  func configCollectionView(_ collectionView: UICollectionView) {
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: kCellIdentifier)
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: kHeaderIdentifier)
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: kFooterIdentifier)
  }

  // UICollectionViewDataSource

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].items.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: kCellIdentifier, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let reuseIdentifier =
      kind == UICollectionView.elementKindSectionHeader ? kHeaderIdentifier : kFooterIdentifier
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
  }

  // UICollectionViewDelegateFlowLayout

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { sections[section].insets }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { sections[indexPath.section].items[indexPath.item].size }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { sections[section].lineSpacing }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { sections[section].interitemSpacing }

  // Only the dimension along the scrolling direction is used.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    CGSize(width: sections[section].headerHeight, height: sections[section].headerHeight)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    CGSize(width: sections[section].footerHeight, height: sections[section].footerHeight)
  }
}

// MARK: - The tests

private let kTestFrame = CGRect(x: 0, y: 0, width: 100, height: 100)

@MainActor
@Suite(.serialized)
private final class IGListCollectionViewLayoutTests {
  var layout: ListCollectionViewLayout!
  var collectionView: UICollectionView!
  var dataSource: LayoutTestDataSource!

  init() {}

  // MARK: helpers

  func cellForSection(_ section: Int, item: Int) -> CGRect {
    collectionView.cellForItem(at: genIndexPath(section, item))?.frame ?? .zero
  }

  func headerForSection(_ section: Int) -> CGRect {
    collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: genIndexPath(section, 0))?
      .frame ?? .zero
  }

  func footerForSection(_ section: Int) -> CGRect {
    collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: genIndexPath(section, 0))?
      .frame ?? .zero
  }

  /// IGAssertEqualFrame.
  func expectFrame(
    _ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = CGRect(x: x, y: y, width: w, height: h)
    #expect(
      frame == expected,
      "\(what): expected \(fmt(expected)), actual \(fmt(frame))", sourceLocation: sourceLocation)
  }

  func fmt(_ r: CGRect) -> String {
    func n(_ v: CGFloat) -> String {
      v == v.rounded() ? String(Int(v)) : String(format: "%.3f", Double(v))
    }
    return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
  }

  func setUpWithStickyHeaders(_ sticky: Bool, showHeaderWhenEmpty: Bool) {
    // As in IGListKit: always sticky here.
    layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
    layout.showHeaderWhenEmpty = showHeaderWhenEmpty
    setUpCollectionViewAndDataSource(kTestFrame)
  }

  func setUpWithStickyHeaders(_ sticky: Bool, topInset inset: CGFloat) {
    setUpWithStickyHeaders(sticky, topInset: inset, stretchToEdge: false)
  }

  func setUpWithStickyHeaders(_ sticky: Bool, topInset inset: CGFloat, testFrame: CGRect) {
    setUpWithStickyHeaders(
      sticky, scrollDirection: .vertical, topInset: inset, stretchToEdge: false,
      testFrame: testFrame)
  }

  func setUpWithStickyHeaders(_ sticky: Bool, topInset inset: CGFloat, stretchToEdge: Bool) {
    setUpWithStickyHeaders(
      sticky, scrollDirection: .vertical, topInset: inset, stretchToEdge: stretchToEdge,
      testFrame: kTestFrame)
  }

  func setUpWithStickyHeaders(
    _ sticky: Bool, scrollDirection: UICollectionView.ScrollDirection, topInset inset: CGFloat,
    stretchToEdge: Bool, testFrame: CGRect
  ) {
    layout = ListCollectionViewLayout(
      stickyHeaders: sticky, scrollDirection: scrollDirection, topContentInset: inset,
      stretchToEdge: stretchToEdge)
    setUpCollectionViewAndDataSource(testFrame)
  }

  func setUpCollectionViewAndDataSource(_ testFrame: CGRect) {
    dataSource = LayoutTestDataSource()
    collectionView = UICollectionView(frame: testFrame, collectionViewLayout: layout)
    collectionView.dataSource = dataSource
    collectionView.delegate = dataSource
    dataSource.configCollectionView(collectionView)
  }

  func prepareWithData(_ data: [LayoutTestSection]?) {
    dataSource.sections = data ?? []
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
  }

  // MARK: tests

  @Test func test_whenApplyingSameBoundsValue_thatLayoutIsntInvalidated() {
    setUpWithStickyHeaders(true, topInset: 0)
    prepareWithData(nil)
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: collectionView.bounds))
  }

  @Test func test_whenApplyingInvalidatedSectionLogic_thatMinimumInvalidatedSectionIsCorrect() {
    setUpWithStickyHeaders(true, topInset: 0)
    prepareWithData(nil)
    layout.didModifySection(NSNotFound)
    layout.didModifySection(0)
    layout.didModifySection(NSNotFound)
  }

  @Test func test_whenEmptyData_thatContentSizeZero() {
    setUpWithStickyHeaders(true, topInset: 0)
    prepareWithData(nil)
    // check so that nil messaging doesn't default size to 0
    #expect(layout.collectionView === collectionView)
    #expect(
      collectionView.contentSize == CGSize.zero,
      "contentSize: expected (0, 0), actual \(collectionView.contentSize)")
  }

  @Test func test_whenSectionDataIsEmpty_thatStickyHeaderStillShow() {
    setUpWithStickyHeaders(true, showHeaderWhenEmpty: true)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: nil),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 20, footerHeight: 0,
        items: nil),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 30, footerHeight: 0,
        items: nil),
    ])
    expectFrame(headerForSection(0), 0, 0, 100, 10, "header 0")
    expectFrame(headerForSection(1), 0, 10, 100, 20, "header 1")
    expectFrame(headerForSection(2), 0, 30, 100, 30, "header 2")
  }

  @Test func test_whenSectionDataIsEmpty_thatStickyHeaderShouldBeHidden() {
    setUpWithStickyHeaders(true, showHeaderWhenEmpty: false)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(85, 10)]),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 20, footerHeight: 0,
        items: nil),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 20, footerHeight: 0,
        items: [item(85, 10), item(85, 20)]),
    ])
    expectFrame(headerForSection(0), 0, 0, 100, 10, "header 0")
    expectFrame(headerForSection(1), 0, 0, 0, 0, "header 1")
    expectFrame(headerForSection(2), 0, 20, 100, 20, "header 2")
  }

  @Test
  func
    test_whenLayingOutCellsVertically_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    setUpWithStickyHeaders(false, topInset: 0)
    let headerHeight: CGFloat = 10
    let lineSpacing: CGFloat = 10
    let insets = UIEdgeInsets(top: 10, left: 10, bottom: 5, right: 5)
    prepareWithData([
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: headerHeight,
        footerHeight: 0, items: [item(85, 10), item(85, 20)]),
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: headerHeight,
        footerHeight: 0, items: [item(85, 30)]),
    ])
    #expect(collectionView.contentSize.height == 120)
    expectFrame(headerForSection(0), 10, 10, 85, 10, "header 0")
    expectFrame(cellForSection(0, item: 0), 10, 20, 85, 10, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 10, 40, 85, 20, "cell 0,1")
    expectFrame(headerForSection(1), 10, 75, 85, 10, "header 1")
    expectFrame(cellForSection(1, item: 0), 10, 85, 85, 30, "cell 1,0")
  }

  @Test
  func
    test_whenLayingOutCellsVertically_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    setUpWithStickyHeaders(
      false, topInset: 0, testFrame: CGRect(x: 0, y: 0, width: 100, height: 150))
    let footerHeight: CGFloat = 10
    let lineSpacing: CGFloat = 10
    let insets = UIEdgeInsets(top: 10, left: 10, bottom: 5, right: 5)
    prepareWithData([
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: 0,
        footerHeight: footerHeight, items: [item(85, 10), item(85, 20)]),
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: 0,
        footerHeight: footerHeight, items: [item(85, 30)]),
    ])
    #expect(collectionView.contentSize.height == 120)
    expectFrame(cellForSection(0, item: 0), 10, 10, 85, 10, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 10, 30, 85, 20, "cell 0,1")
    expectFrame(footerForSection(0), 10, 50, 85, 10, "footer 0")
    expectFrame(cellForSection(1, item: 0), 10, 75, 85, 30, "cell 1,0")
    expectFrame(footerForSection(1), 10, 105, 85, 10, "footer 1")
  }

  @Test
  func
    test_whenLayingOutCellsVertically_withHeaderHeight_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    setUpWithStickyHeaders(
      false, topInset: 0, testFrame: CGRect(x: 0, y: 0, width: 100, height: 150))
    let headerHeight: CGFloat = 10
    let footerHeight: CGFloat = 10
    let lineSpacing: CGFloat = 10
    let insets = UIEdgeInsets(top: 10, left: 10, bottom: 5, right: 5)
    prepareWithData([
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: headerHeight,
        footerHeight: footerHeight, items: [item(85, 10), item(85, 20)]),
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: headerHeight,
        footerHeight: footerHeight, items: [item(85, 30)]),
    ])
    #expect(collectionView.contentSize.height == 140)
    expectFrame(headerForSection(0), 10, 10, 85, 10, "header 0")
    expectFrame(cellForSection(0, item: 0), 10, 20, 85, 10, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 10, 40, 85, 20, "cell 0,1")
    expectFrame(footerForSection(0), 10, 60, 85, 10, "footer 0")
    expectFrame(headerForSection(1), 10, 85, 85, 10, "header 1")
    expectFrame(cellForSection(1, item: 0), 10, 95, 85, 30, "cell 1,0")
    expectFrame(footerForSection(1), 10, 125, 85, 10, "footer 1")
  }

  @Test
  func
    test_whenLayingOutCellsHorizontally_withHeaderHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    setUpWithStickyHeaders(
      false, scrollDirection: .horizontal, topInset: 0, stretchToEdge: false,
      testFrame: kTestFrame)
    let headerHeight: CGFloat = 10
    let lineSpacing: CGFloat = 10
    let insets = UIEdgeInsets(top: 10, left: 10, bottom: 5, right: 5)
    prepareWithData([
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: headerHeight,
        footerHeight: 0, items: [item(45, 10), item(45, 20)]),
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: headerHeight,
        footerHeight: 0, items: [item(45, 30)]),
    ])
    #expect(collectionView.contentSize.width == 140)
    expectFrame(headerForSection(0), 10, 10, 10, 85, "header 0")
    expectFrame(cellForSection(0, item: 0), 20, 10, 45, 10, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 20, 20, 45, 20, "cell 0,1")
    expectFrame(headerForSection(1), 80, 10, 10, 85, "header 1")
    expectFrame(cellForSection(1, item: 0), 90, 10, 45, 30, "cell 1,0")
  }

  @Test
  func
    test_whenLayingOutCellsHorizontally_withFooterHeight_withLineSpacing_withInsets_thatFramesCorrect()
  {
    setUpWithStickyHeaders(
      false, scrollDirection: .horizontal, topInset: 0, stretchToEdge: false,
      testFrame: kTestFrame)
    let footerHeight: CGFloat = 10
    let lineSpacing: CGFloat = 10
    let insets = UIEdgeInsets(top: 10, left: 10, bottom: 5, right: 5)
    prepareWithData([
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: 0,
        footerHeight: footerHeight, items: [item(45, 10), item(45, 20)]),
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: 0,
        footerHeight: footerHeight, items: [item(45, 30)]),
    ])
    #expect(collectionView.contentSize.width == 75)
    expectFrame(footerForSection(0), 60, 10, 10, 85, "footer 0")
    expectFrame(cellForSection(0, item: 0), 10, 10, 45, 10, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 10, 20, 45, 20, "cell 0,1")
    expectFrame(footerForSection(1), 60, 10, 10, 85, "footer 1")
    expectFrame(cellForSection(1, item: 0), 10, 55, 45, 30, "cell 1,0")
  }

  @Test func test_whenUsingStickyHeaders_withSimulatedScrolling_thatYPositionsAdjusted() {
    setUpWithStickyHeaders(true, topInset: 10)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(100, 20), item(100, 20)]),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(100, 30), item(100, 30), item(100, 30)]),
    ])
    // scroll header 0 halfway
    collectionView.contentOffset = CGPoint(x: 0, y: 5)
    collectionView.layoutIfNeeded()
    expectFrame(headerForSection(0), 0, 15, 100, 10, "offset 5: header 0")
    expectFrame(headerForSection(1), 0, 50, 100, 10, "offset 5: header 1")
    // scroll header 0 off and 1 up
    collectionView.contentOffset = CGPoint(x: 0, y: 45)
    collectionView.layoutIfNeeded()
    expectFrame(headerForSection(0), 0, 40, 100, 10, "offset 45: header 0")
    expectFrame(headerForSection(1), 0, 55, 100, 10, "offset 45: header 1")
  }

  @Test func test_whenUsingStickyHeaders_withSimulatedHorizontalScrolling_thatXPositionsAdjusted() {
    setUpWithStickyHeaders(
      true, scrollDirection: .horizontal, topInset: 10, stretchToEdge: false,
      testFrame: kTestFrame)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(20, 100), item(20, 100)]),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(30, 100), item(30, 100), item(30, 100)]),
    ])
    // scroll header 0 halfway
    collectionView.contentOffset = CGPoint(x: 5, y: 0)
    collectionView.layoutIfNeeded()
    expectFrame(headerForSection(0), 15, 0, 10, 100, "offset 5: header 0")
    expectFrame(headerForSection(1), 50, 0, 10, 100, "offset 5: header 1")
    // scroll header 0 off and 1 left
    collectionView.contentOffset = CGPoint(x: 45, y: 0)
    collectionView.layoutIfNeeded()
    expectFrame(headerForSection(0), 40, 0, 10, 100, "offset 45: header 0")
    expectFrame(headerForSection(1), 55, 0, 10, 100, "offset 45: header 1")
  }

  @Test func test_whenAdjustingTopYInset_withVaryingHeaderHeights_thatYPositionsUpdated() {
    setUpWithStickyHeaders(true, topInset: 10)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(100, 10), item(100, 20)]),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(100, 30), item(100, 40), item(100, 50)]),
    ])
    // scroll header 0 off and 1 up
    collectionView.contentOffset = CGPoint(x: 0, y: 35)
    collectionView.layoutIfNeeded()
    expectFrame(headerForSection(0), 0, 30, 100, 10, "yOffset 0: header 0")
    expectFrame(headerForSection(1), 0, 45, 100, 10, "yOffset 0: header 1")

    layout.stickyHeaderYOffset = -10
    collectionView.layoutIfNeeded()
    expectFrame(headerForSection(0), 0, 30, 100, 10, "yOffset -10: header 0")
    expectFrame(headerForSection(1), 0, 40, 100, 10, "yOffset -10: header 1")

    layout.stickyHeaderYOffset = 10
    collectionView.layoutIfNeeded()
    expectFrame(headerForSection(0), 0, 30, 100, 10, "yOffset 10: header 0")
    expectFrame(headerForSection(1), 0, 55, 100, 10, "yOffset 10: header 1")
  }

  @Test
  func
    test_whenItemsSmallerThanContainerWidth_with0Insets_with0LineSpacing_with0Interitem_thatItemsFitSameRow()
  {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33), item(33, 33), item(33, 33)]),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33)]),
    ])
    #expect(collectionView.contentSize.height == 66)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 33, 0, 33, 33, "cell 0,1")
    expectFrame(cellForSection(0, item: 2), 66, 0, 33, 33, "cell 0,2")
    expectFrame(cellForSection(1, item: 0), 0, 33, 33, 33, "cell 1,0")
  }

  @Test
  func
    test_whenItemsSmallerThanContainerWidth_withHalfPointItemSpacing_with0Insets_with0LineSpacing_thatItemsFitSameRow()
  {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0.5, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33), item(33, 33), item(33, 33)])
    ])
    #expect(collectionView.contentSize.height == 33)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    let rect = rectIntegralScaled(CGRect(x: 33.5, y: 0, width: 33, height: 33))
    expectFrame(
      cellForSection(0, item: 1), rect.origin.x, rect.origin.y, rect.size.width, rect.size.height,
      "cell 0,1")
    expectFrame(cellForSection(0, item: 2), 67, 0, 33, 33, "cell 0,2")
  }

  @Test
  func
    test_whenItemsLargerThanContainerHeight_withHorizontalScrolling_with5PointItemSpacing_with0Insets_with10PointLineSpacing_thatItemsBumpToNewColumn()
  {
    setUpWithStickyHeaders(
      false, scrollDirection: .horizontal, topInset: 0, stretchToEdge: false, testFrame: kTestFrame)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 10, interitemSpacing: 5, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33), item(33, 33), item(33, 33)])
    ])
    #expect(collectionView.contentSize.width == 76)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 0, 38, 33, 33, "cell 0,1")
    expectFrame(cellForSection(0, item: 2), 43, 0, 33, 33, "cell 0,2")
  }

  @Test
  func
    test_whenSectionsSmallerThanContainerWidth_withVerticalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow()
  {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData(
      (0..<3).map { _ in
        LayoutTestSection(
          insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
          items: [item(33, 33)])
      })
    #expect(collectionView.contentSize.height == 33)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(1, item: 0), 33, 0, 33, 33, "cell 1,0")
    expectFrame(cellForSection(2, item: 0), 66, 0, 33, 33, "cell 2,0")
  }

  @Test
  func
    test_whenSectionsSmallerThanContainerHeight_withHorizontalScrolling_with0ItemSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameColumn()
  {
    setUpWithStickyHeaders(
      false, scrollDirection: .horizontal, topInset: 0, stretchToEdge: false,
      testFrame: kTestFrame)
    prepareWithData(
      (0..<3).map { _ in
        LayoutTestSection(
          insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
          items: [item(33, 33)])
      })
    #expect(collectionView.contentSize.width == 33)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(1, item: 0), 0, 33, 33, 33, "cell 1,0")
    expectFrame(cellForSection(2, item: 0), 0, 66, 33, 33, "cell 2,0")
  }

  @Test
  func
    test_whenSectionsSmallerThanContainerWidth_withHalfPointSpacing_with0Insets_with0LineSpacing_thatSectionsFitSameRow()
  {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData(
      (0..<3).map { _ in
        LayoutTestSection(
          insets: .zero, lineSpacing: 0, interitemSpacing: 0.5, headerHeight: 0, footerHeight: 0,
          items: [item(33, 33)])
      })
    #expect(collectionView.contentSize.height == 33)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    let rect = rectIntegralScaled(CGRect(x: 33.5, y: 0, width: 33, height: 33))
    expectFrame(
      cellForSection(1, item: 0), rect.origin.x, rect.origin.y, rect.size.width, rect.size.height,
      "cell 1,0")
    expectFrame(cellForSection(2, item: 0), 67, 0, 33, 33, "cell 2,0")
  }

  @Test
  func
    test_whenSectionsSmallerThanContainerWidth_with0ItemSpacing_withMiddleItemHasInsets_with0LineSpacing_thatNextSectionSnapsBelow()
  {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33)]),
      LayoutTestSection(
        insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), lineSpacing: 0,
        interitemSpacing: 0, headerHeight: 0, footerHeight: 0, items: [item(13, 50)]),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33)]),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33)]),
    ])
    #expect(collectionView.contentSize.height == 103)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(1, item: 0), 43, 10, 13, 50, "cell 1,0")
    expectFrame(cellForSection(2, item: 0), 66, 0, 33, 33, "cell 2,0")
    expectFrame(cellForSection(3, item: 0), 0, 70, 33, 33, "cell 3,0")
  }

  @Test func test_whenSectionBustingRow_thatNewlineAppliesSectionInset() {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33)]),
      LayoutTestSection(
        insets: UIEdgeInsets(top: 10, left: 10, bottom: 5, right: 5), lineSpacing: 0,
        interitemSpacing: 0, headerHeight: 0, footerHeight: 0, items: [item(85, 50)]),
    ])
    #expect(collectionView.contentSize.height == 98)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(1, item: 0), 10, 43, 85, 50, "cell 1,0")
  }

  @Test func test_whenSectionsSmallerThanWidth_withSectionHeader_thatHeaderCausesNewline() {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33)]),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(33, 33)]),
    ])
    #expect(collectionView.contentSize.height == 76)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(1, item: 0), 0, 43, 33, 33, "cell 1,0")
  }

  @Test
  func
    test_whenSectionsSmallerThanHeight_withHorizontalScrolling_withSectionHeader_thatHeaderCausesNewline()
  {
    setUpWithStickyHeaders(
      false, scrollDirection: .horizontal, topInset: 0, stretchToEdge: false, testFrame: kTestFrame)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33)]),
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(33, 33)]),
    ])
    #expect(collectionView.contentSize.width == 76)
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(1, item: 0), 43, 0, 33, 33, "cell 1,0")
  }

  @Test
  func
    test_whenBatchItemUpdates_withHeaderHeight_withLineSpacing_withInsets_thatLayoutCorrectAfterUpdates()
  {
    setUpWithStickyHeaders(false, topInset: 0)
    let headerHeight: CGFloat = 10
    let lineSpacing: CGFloat = 10
    let insets = UIEdgeInsets(top: 10, left: 10, bottom: 5, right: 5)
    func section(_ items: [LayoutTestItem]) -> LayoutTestSection {
      LayoutTestSection(
        insets: insets, lineSpacing: lineSpacing, interitemSpacing: 0, headerHeight: headerHeight,
        footerHeight: 0, items: items)
    }
    // making the view bigger so that we can check all cell frames
    collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
    prepareWithData([
      section([item(85, 10), item(85, 20)]),
      section([item(85, 30)]),
      section([item(85, 60)]),
      section([item(85, 40)]),
    ])

    var completed = false
    collectionView.performBatchUpdates({
      self.dataSource.sections = [
        section([item(85, 30)]),  // reloaded, (0,1) deleted
        section([item(85, 40)]),  // moved from section 3 to 1
        // deleted section 2
        section([item(85, 30), item(85, 10)]),  // (2,1) inserted
        section([item(85, 10), item(85, 20)]),  // inserted
      ]
      self.collectionView.deleteSections(IndexSet(integer: 2))
      self.collectionView.insertSections(IndexSet(integer: 3))
      self.collectionView.moveSection(3, toSection: 1)
      self.collectionView.reloadItems(at: [genIndexPath(0, 0)])
      self.collectionView.deleteItems(at: [genIndexPath(0, 1)])
      self.collectionView.insertItems(at: [genIndexPath(2, 1)])
    }) { _ in
      self.collectionView.layoutIfNeeded()
      completed = true

      #expect(self.collectionView.contentSize.height == 260)

      self.expectFrame(self.headerForSection(0), 10, 10, 85, 10, "header 0")
      self.expectFrame(self.cellForSection(0, item: 0), 10, 20, 85, 30, "cell 0,0")

      self.expectFrame(self.headerForSection(1), 10, 65, 85, 10, "header 1")
      self.expectFrame(self.cellForSection(1, item: 0), 10, 75, 85, 40, "cell 1,0")

      self.expectFrame(self.headerForSection(2), 10, 130, 85, 10, "header 2")
      self.expectFrame(self.cellForSection(2, item: 0), 10, 140, 85, 30, "cell 2,0")
      self.expectFrame(self.cellForSection(2, item: 1), 10, 180, 85, 10, "cell 2,1")

      self.expectFrame(self.headerForSection(3), 10, 205, 85, 10, "header 3")
      self.expectFrame(self.cellForSection(3, item: 0), 10, 215, 85, 10, "cell 3,0")
      self.expectFrame(self.cellForSection(3, item: 1), 10, 235, 85, 20, "cell 3,1")
    }
    #expect(completed, "completion ran")
    #expect(collectionView.raisedExceptions.isEmpty, "\(collectionView.raisedExceptions)")
  }

  @Test func test_whenQueryingLayoutAttributes_withLotsOfCells_thatExactFramesFetched() {
    setUpWithStickyHeaders(false, topInset: 0)
    let items = (0..<1000).map { _ in item(100, 20) }
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: items)
    ])
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 500, width: 100, height: 100))?.count
        == 5)
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 1000))?.count
        == 50)
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 250, width: 100, height: 100))?.count
        == 6)
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 250, width: 100, height: 1))?.count
        == 1)
  }

  @Test func test_whenSecondItemDoesntIntersectRect_thatOtherAttributesExist() {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData(
      (0..<6).map { _ in
        LayoutTestSection(
          insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
          items: [item(50, 100), item(50, 10)])
      })
    let attributes =
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 100, height: 100)) ?? []
    let paths = attributes.map(\.indexPath).sorted()
    let expectation = [genIndexPath(0, 0), genIndexPath(1, 0), genIndexPath(1, 1)]
    // should include 2 of the 100-height items and one of the 10-height
    #expect(paths == expectation)
  }

  @Test func test_whenTwoConsecutiveItemsDontIntersectRect_thatOtherAttributesExist() {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData(
      (0..<6).map { _ in
        LayoutTestSection(
          insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
          items: [item(30, 100), item(30, 10), item(30, 10)])
      })
    let attributes =
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 100, height: 100)) ?? []
    let paths = attributes.map(\.indexPath).sorted()
    let expectation = [
      genIndexPath(0, 0), genIndexPath(1, 0), genIndexPath(1, 1), genIndexPath(1, 2),
    ]
    // should include 2 of the 100-height items and two of the 10-height
    #expect(paths == expectation)
  }

  @Test func test_whenChangingBoundsSize_withItemsThatNewlineAfterChange_thatLayoutShiftsItems() {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData(
      (0..<3).map { _ in
        LayoutTestSection(
          insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
          items: [item(33, 33)])
      })
    #expect(collectionView.contentSize.height == 33, "before resize")
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "before resize: cell 0,0")
    expectFrame(cellForSection(1, item: 0), 33, 0, 33, 33, "before resize: cell 1,0")
    expectFrame(cellForSection(2, item: 0), 66, 0, 33, 33, "before resize: cell 2,0")

    // can no longer fit 3 items in one section
    collectionView.frame = CGRect(x: 0, y: 0, width: 70, height: 100)
    collectionView.layoutIfNeeded()

    #expect(collectionView.contentSize.height == 66, "after resize")
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "after resize: cell 0,0")
    expectFrame(cellForSection(1, item: 0), 33, 0, 33, 33, "after resize: cell 1,0")
    expectFrame(cellForSection(2, item: 0), 0, 33, 33, 33, "after resize: cell 2,0")
  }

  @Test func test_whenCollectionViewContentInset_withFullWidthItems_thatItemsPinchedIn() {
    setUpWithStickyHeaders(false, topInset: 0)
    collectionView.contentInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 10, footerHeight: 0,
        items: [item(40, 10), item(40, 20)])
    ])
    #expect(collectionView.contentSize.height == 40)
    expectFrame(headerForSection(0), 0, 0, 40, 10, "header 0")
    expectFrame(cellForSection(0, item: 0), 0, 10, 40, 10, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 0, 20, 40, 20, "cell 0,1")
  }

  @Test func test_whenItemsAddedWidthSmallerThanWidth_DifferenceSmallerThanEpsilon() {
    setUpWithStickyHeaders(false, topInset: 0, stretchToEdge: true)
    let size = CGSize(width: 33, height: 33)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [
          LayoutTestItem(size: size), LayoutTestItem(size: size), LayoutTestItem(size: size),
        ])
    ])
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 33, 0, 33, 33, "cell 0,1")
    expectFrame(cellForSection(0, item: 2), 66, 0, 34, 33, "cell 0,2")
  }

  @Test func test_whenItemsAddedWidthSmallerThanWidth_DifferenceBiggerThanEpsilon() {
    setUpWithStickyHeaders(false, topInset: 0, stretchToEdge: true)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33), item(65, 33)])
    ])
    expectFrame(cellForSection(0, item: 0), 0, 0, 33, 33, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 33, 0, 65, 33, "cell 0,1")
  }

  @Test func test_whenItemsAddedWithBiggerThanWidth_DifferenceSmallerThanEpsilon() {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(50, 50), item(51, 50)])
    ])
    expectFrame(cellForSection(0, item: 0), 0, 0, 50, 50, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 50, 0, 51, 50, "cell 0,1")
  }

  @Test func test_whenItemsAddedWithBiggerThanWidth_DifferenceBiggerThanEpsilon() {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(50, 50), item(52, 50)])
    ])
    expectFrame(cellForSection(0, item: 0), 0, 0, 50, 50, "cell 0,0")
    expectFrame(cellForSection(0, item: 1), 0, 50, 52, 50, "cell 0,1")
  }

  @Test func test_() {
    setUpWithStickyHeaders(false, topInset: 0)
    collectionView.frame = CGRect(x: 0, y: 0, width: 414, height: 736)
    prepareWithData(
      (0..<6).map { _ in
        LayoutTestSection(
          insets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), lineSpacing: 0,
          interitemSpacing: 0, headerHeight: 0, footerHeight: 0, items: [item(136, 136)])
      })
    #expect(collectionView.contentSize.height == 276)
    expectFrame(cellForSection(0, item: 0), 1, 1, 136, 136, "cell 0,0")
    expectFrame(cellForSection(1, item: 0), 139, 1, 136, 136, "cell 1,0")
    expectFrame(cellForSection(2, item: 0), 277, 1, 136, 136, "cell 2,0")
    expectFrame(cellForSection(3, item: 0), 1, 139, 136, 136, "cell 3,0")
    expectFrame(cellForSection(4, item: 0), 139, 139, 136, 136, "cell 4,0")
    expectFrame(cellForSection(5, item: 0), 277, 139, 136, 136, "cell 5,0")
  }

  @Test func test_whenQueryingAttributes_withSectionOOB_thatReturnsNil() {
    setUpWithStickyHeaders(false, topInset: 0, stretchToEdge: true)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33), item(65, 33)])
    ])
    #expect(layout.layoutAttributesForItem(at: genIndexPath(4, 0)) == nil)
  }

  @Test func test_whenQueryingAttributes_withItemOOB_thatReturnsNil() {
    setUpWithStickyHeaders(false, topInset: 0, stretchToEdge: true)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33), item(65, 33)])
    ])
    #expect(layout.layoutAttributesForItem(at: genIndexPath(0, 4)) == nil)
  }

  @Test func test_whenUpdatingSizes_thatLayoutUpdates() {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(10, 10), item(10, 10)])
    ])
    expectFrame(cellForSection(0, item: 0), 0, 0, 10, 10, "first: cell 0,0")
    expectFrame(cellForSection(0, item: 1), 10, 0, 10, 10, "first: cell 0,1")

    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(20, 20), item(20, 20), item(20, 20)])
    ])
    expectFrame(cellForSection(0, item: 0), 0, 0, 20, 20, "second: cell 0,0")
    expectFrame(cellForSection(0, item: 1), 20, 0, 20, 20, "second: cell 0,1")
    expectFrame(cellForSection(0, item: 2), 40, 0, 20, 20, "second: cell 0,2")
  }

  @Test func test_whenMarkingASectionAsUpdated_thatLayoutUpdates() {
    setUpWithStickyHeaders(false, topInset: 0)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(10, 10), item(10, 10)])
    ])
    expectFrame(cellForSection(0, item: 0), 0, 0, 10, 10, "before: cell 0,0")
    expectFrame(cellForSection(0, item: 1), 10, 0, 10, 10, "before: cell 0,1")

    layout.didModifySection(1)
    layout.prepare()

    expectFrame(cellForSection(0, item: 0), 0, 0, 10, 10, "after: cell 0,0")
    expectFrame(cellForSection(0, item: 1), 10, 0, 10, 10, "after: cell 0,1")
  }

  @Test func test_whenQueryingSupplementaryAttributes_withSizeEmpty_thatReturnsNil() {
    setUpWithStickyHeaders(false, topInset: 0, stretchToEdge: true)
    prepareWithData([
      LayoutTestSection(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerHeight: 0, footerHeight: 0,
        items: [item(33, 33)])
    ])
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: genIndexPath(0, 0)) == nil)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: genIndexPath(0, 0)) == nil)
  }

  @Test func test_withSupplementalViewAttributes_thatOOBErrorsAreHandled() {
    setUpWithStickyHeaders(false, topInset: 0)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 10, section: 10)) == nil)
  }
}
