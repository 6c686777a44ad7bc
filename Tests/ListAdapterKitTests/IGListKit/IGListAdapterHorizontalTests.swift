import Foundation
import ListAdapterKit
import Testing

// IGListKit's horizontal tests from `IGListAdapterTests.m`, carried over with their names and
// expected values: IGListKit's set-up (`Fixture`, from IGListAdapterTests2.swift: a 100 × 100
// view, a reload-data updater, numbers as objects, a section of 100 × 10 cells per number) with
// the flow layout set to scroll horizontally. Sections then go left to right and each
// section's cells stack in columns as tall as the view, so in the 100 × 100 view section n
// (the number n + 1) is one column from x = 100 n, and in a 300 × 10 view every cell is a column
// of its own.

/// A section of `items` cells of 10 × 100 points (IGListKit's `IGListTestHorizontalSection`).
private final class HorizontalSection: ListSectionController {
  var items = 0
  override func numberOfItems() -> Int { items }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 10, height: 100) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
  override func didUpdate(to object: Any) {
    if let number = object as? NSNumber { items = number.intValue }
  }
}

/// Numbers as objects, each with a ``HorizontalSection`` (IGListKit's
/// `IGListTestAdapterHorizontalDataSource`).
@MainActor
private final class HorizontalSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { HorizontalSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct AdapterHorizontalTests {
  /// The fixture with a horizontal layout, `frame` and a left and right content inset of
  /// `inset`, reloaded with `numbers`.
  private func horizontal(
    _ numbers: [Int], frame: CGRect? = nil, inset: CGFloat = 0
  ) async -> Fixture {
    let fixture = Fixture()
    fixture.view.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    fixture.set(numbers)
    (fixture.view.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection =
      .horizontal
    if let frame { fixture.view.frame = frame }
    await fixture.adapter.reloadDataAndWait()
    #expect(fixture.view.numberOfSections == numbers.count)
    return fixture
  }

  private let offsets: [CGFloat] = [0, 80, 120, 350, 400, 599]
  private let firstVisibleOffsets: [CGFloat] = [0, 80, 120, 350, 400, 590]

  private func firstVisible(_ fixture: Fixture, inset: CGFloat) -> [IndexPath?] {
    firstVisibleOffsets.map { x in
      fixture.view.setContentOffset(CGPoint(x: x - inset, y: 0), animated: false)
      return fixture.adapter.indexPathForFirstVisibleItem()
    }
  }

  private func firstOffsets(_ fixture: Fixture, inset: CGFloat) -> [CGFloat] {
    offsets.map { x in
      fixture.view.setContentOffset(CGPoint(x: x - inset, y: 0), animated: false)
      return fixture.adapter.offsetForFirstVisibleItem(with: .horizontal)
    }
  }

  private let singleRow = CGRect(x: 0, y: 0, width: 300, height: 10)

  @Test
  func test_whenScrolledHorizontallyWithSingleRow_thatIndexPathForFirstVisibleItemIsCorrect() async
  {
    let fixture = await horizontal([1, 2, 3, 4], frame: singleRow)
    #expect(
      firstVisible(fixture, inset: 0) == [[0, 0], [0, 0], [1, 0], [2, 0], [2, 1], [2, 2]])
  }

  @Test
  func
    test_whenScrolledHorizontallyWithSingleRowWithContentInset_thatIndexPathForFirstVisibleItemIsCorrect()
    async
  {
    let fixture = await horizontal([1, 2, 3, 4], frame: singleRow, inset: 172)
    #expect(
      firstVisible(fixture, inset: 172) == [[0, 0], [0, 0], [1, 0], [2, 0], [2, 1], [2, 2]])
  }

  @Test
  func test_whenScrolledHorizontallyWithStackedSections_thatIndexPathForFirstVisibleItemIsCorrect()
    async
  {
    let fixture = await horizontal([1, 2, 3, 4, 5, 6])
    #expect(
      firstVisible(fixture, inset: 0) == [[0, 0], [0, 0], [1, 0], [3, 0], [4, 0], [5, 0]])
  }

  @Test
  func test_whenScrolledHorizontallyWithSingleRow_thatOffsetForFirstVisibleItemIsCorrect() async {
    let fixture = Fixture()
    fixture.set([1, 2, 3, 4])
    (fixture.view.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection =
      .horizontal
    fixture.view.frame = singleRow
    // Nothing loaded yet: no first item.
    #expect(fixture.adapter.offsetForFirstVisibleItem(with: .horizontal) == 0)
    await fixture.adapter.reloadDataAndWait()
    #expect(fixture.view.numberOfSections == 4)
    #expect(firstOffsets(fixture, inset: 0) == [0, 80, 20, 50, 0, 99])
  }

  @Test
  func
    test_whenScrolledHorizontallyWithSingleRowWithContentInset_thatOffsetForFirstVisibleItemIsCorrect()
    async
  {
    let fixture = await horizontal([1, 2, 3, 4], frame: singleRow, inset: 172)
    #expect(firstOffsets(fixture, inset: 172) == [0, 80, 20, 50, 0, 99])
  }

  @Test
  func test_whenScrolledHorizontallyWithStackedSections_thatOffsetForFirstVisibleItemIsCorrect()
    async
  {
    let fixture = await horizontal([1, 2, 3, 4, 5, 6])
    #expect(firstOffsets(fixture, inset: 0) == [0, 80, 20, 50, 0, 99])
  }

  @Test
  func
    test_whenScrollToIndexPathWithAdditionalOffsetHorizontally_thatOffsetForFirstVisibleItemIsCorrect()
    async
  {
    let fixture = await horizontal([1, 2, 3, 4, 5, 6], inset: 172)
    var found: [CGFloat] = []
    for (number, extra) in [(1, 0), (1, 73), (3, 0), (3, 36), (4, 99)] as [(Int, CGFloat)] {
      fixture.adapter.scroll(
        to: NSNumber(value: number), supplementaryKinds: nil, scrollDirection: .horizontal,
        scrollPosition: [], additionalOffset: extra, animated: false)
      found.append(fixture.adapter.offsetForFirstVisibleItem(with: .horizontal))
    }
    #expect(found == [0, 73, 0, 36, 99])
  }

  @Test
  func test_whenScrollHorizontalToRight_withContentInsets_thatRightFlushWithCollectionViewBounds()
    async
  {
    // One section of 100 cells: ten columns of ten, 1,000 points wide. As in IGListKit, the
    // layout turns horizontal after the adapter loaded.
    let fixture = Fixture()
    await fixture.reload([100])
    let layout = fixture.view.collectionViewLayout as? UICollectionViewFlowLayout
    layout?.scrollDirection = .horizontal
    layout?.invalidateLayout()
    var found: [CGPoint] = []
    for (left, right) in [(0, 0), (100, 0), (0, 100), (50, 100)] as [(CGFloat, CGFloat)] {
      fixture.view.contentInset = UIEdgeInsets(top: 0, left: left, bottom: 0, right: right)
      fixture.view.layoutIfNeeded()
      fixture.adapter.scroll(
        to: NSNumber(value: 100), supplementaryKinds: nil, scrollDirection: .horizontal,
        scrollPosition: .right, additionalOffset: 0, animated: false)
      found.append(fixture.view.contentOffset)
    }
    #expect(
      found == [
        CGPoint(x: 900, y: 0), CGPoint(x: 900, y: 0), CGPoint(x: 1000, y: 0),
        CGPoint(x: 1000, y: 0),
      ])
  }

  @Test func test_whenScrollHorizontallyToItem() async {
    // # of items for each object == its value; 10 × 100 cells, one per column: 210 points.
    let fixture = Fixture()
    let source = HorizontalSource()
    fixture.adapter.dataSource = source
    source.objects = [1, 2, 3, 4, 5, 6].map { NSNumber(value: $0) }
    (fixture.view.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection =
      .horizontal
    await fixture.adapter.reloadDataAndWait()
    #expect(fixture.view.numberOfSections == 6)
    let scrolls: [(Int, UICollectionView.ScrollPosition)] = [
      (1, .left), (1, []), (2, []), (3, []), (6, []), (6, .centeredHorizontally), (6, .right),
    ]
    let found = scrolls.map { number, position in
      fixture.adapter.scroll(
        to: NSNumber(value: number), supplementaryKinds: nil, scrollDirection: .horizontal,
        scrollPosition: position, additionalOffset: 0, animated: false)
      return fixture.view.contentOffset
    }
    // The content is 110 points wider than the view: no scroll goes further.
    #expect(found == [0, 0, 10, 30, 110, 110, 110].map { CGPoint(x: $0, y: 0) })
    withExtendedLifetime(source) {}
  }
}
