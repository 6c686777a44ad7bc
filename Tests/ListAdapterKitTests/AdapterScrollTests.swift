import Foundation
import ListAdapterKit
import Testing

// IGListKit's `IGListAdapterTests` scrolling tests, carried over in Swift with their names and
// expected offsets: a 100 × 100 collection view whose objects are numbers, each section showing
// as many 100 × 10 cells as its number says.

/// Headers of 100 × 10 points for a section controller.
private final class HeaderSource: ListSupplementaryViewSource {
  weak var controller: ListSectionController?
  func supportedElementKinds() -> [String] { [UICollectionView.elementKindSectionHeader] }
  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> UICollectionReusableView
  {
    guard let controller else { return UICollectionReusableView() }
    return controller.collectionContext.dequeueReusableSupplementaryView(
      ofKind: elementKind, for: controller, class: UICollectionReusableView.self, at: index)
  }
  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    CGSize(width: 100, height: 10)
  }
}

/// A section of `n` cells of 100 × 10 points for the object `n`.
private final class CountedSection: ListSectionController {
  var count = 0
  override func didUpdate(to object: Any) { count = (object as? NSNumber)?.intValue ?? 0 }
  override func numberOfItems() -> Int { count }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
}

@MainActor
private final class Numbers: ListAdapterDataSource {
  var objects: [NSNumber] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { CountedSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct AdapterScrollTests {
  private func screen(_ numbers: [Int]) async -> (ListAdapter, UICollectionView, Numbers) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let source = Numbers()
    source.objects = numbers.map { NSNumber(value: $0) }
    adapter.collectionView = view
    adapter.dataSource = source
    await adapter.reloadDataAndWait()
    return (adapter, view, source)
  }

  private func scroll(
    _ adapter: ListAdapter, to number: Int, _ position: UICollectionView.ScrollPosition
  ) {
    adapter.scroll(
      to: NSNumber(value: number), supplementaryKinds: nil, scrollDirection: .vertical,
      scrollPosition: position, animated: false)
  }

  @Test func test_whenScrollVerticallyToItem() async {
    let (adapter, view, source) = await screen([1, 2, 3, 4, 5, 6])
    #expect(view.numberOfSections == 6)
    scroll(adapter, to: 1, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    scroll(adapter, to: 2, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 10))
    scroll(adapter, to: 3, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 30))
    // The content is 210 points tall in a 100-point view: 110 is as far as it goes.
    scroll(adapter, to: 6, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 110))
    scroll(adapter, to: 6, .centeredVertically)
    #expect(view.contentOffset == CGPoint(x: 0, y: 110))
    scroll(adapter, to: 6, .bottom)
    #expect(view.contentOffset == CGPoint(x: 0, y: 110))
    withExtendedLifetime(source) {}
  }

  @Test func test_whenAdapterUpdatedTwice_withThreeSections_thatSectionsUpdatedFirstLast() async {
    let (adapter, view, source) = await screen([0, 1, 2])
    func flags(_ number: Int) -> (first: Bool, last: Bool)? {
      adapter.sectionController(for: NSNumber(value: number)).map {
        ($0.isFirstSection, $0.isLastSection)
      }
    }
    #expect(flags(0)! == (true, false) && flags(1)! == (false, false) && flags(2)! == (false, true))
    source.objects = [2, 0, 1].map { NSNumber(value: $0) }
    await adapter.performUpdatesAndWait(animated: false)
    #expect(flags(0)! == (false, false) && flags(1)! == (false, true) && flags(2)! == (true, false))
    withExtendedLifetime(view) {}  // the adapter holds its view weakly
  }

  @Test func test_whenAdapterUpdated_withObjectsOverflow_thatVisibleObjectsIsSubsetOfAllObjects()
    async
  {
    let (adapter, view, source) = await screen([1, 2, 3, 4, 5, 6])
    view.contentOffset = CGPoint(x: 0, y: 30)
    view.layoutIfNeeded()
    let visible = adapter.visibleObjects().compactMap { ($0 as? NSNumber)?.intValue }.sorted()
    #expect(visible == [3, 4, 5])
    withExtendedLifetime(source) {}
  }

  @Test func test_whenAdapterUpdated_thatVisibleCellsForObjectAreFound() async {
    let (adapter, view, source) = await screen([2, 10, 5])
    view.contentOffset = CGPoint(x: 0, y: 80)
    view.layoutIfNeeded()
    let cells = adapter.visibleCells(for: NSNumber(value: 10))
    let items = cells.compactMap { view.indexPath(for: $0)?.item }.sorted()
    #expect(items == [6, 7, 8, 9])
    #expect(adapter.visibleCells(for: NSNumber(value: 5)).count == 5)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenAdapterUpdated_thatVisibleCellsForNilObjectIsEmpty() async {
    let (adapter, view, source) = await screen([2, 10, 5])
    view.contentOffset = CGPoint(x: 0, y: 80)
    view.layoutIfNeeded()
    #expect(adapter.visibleCells(for: NSNumber(value: 3)).isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrollVerticallyToItemInASectionWithNoCellsAndNoSupplymentaryView() async {
    let (adapter, view, source) = await screen([1, 0, 300])
    #expect(view.numberOfSections == 3)
    scroll(adapter, to: 1, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    scroll(adapter, to: 0, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    scroll(adapter, to: 300, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 10))
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrollVerticallyToItemInASectionWithNoCellsButAHeaderSupplymentaryView()
    async
  {
    let (adapter, view, source) = await screen([1, 0, 300])
    let headers = HeaderSource()
    let controller = adapter.sectionController(for: NSNumber(value: 0))
    headers.controller = controller
    controller?.supplementaryViewSource = headers
    await adapter.performUpdatesAndWait(animated: false)
    #expect(view.numberOfSections == 3)
    scroll(adapter, to: 1, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    scroll(adapter, to: 0, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    adapter.scroll(
      to: NSNumber(value: 0), supplementaryKinds: [UICollectionView.elementKindSectionHeader],
      scrollDirection: .vertical, scrollPosition: .top, animated: false)
    #expect(view.contentOffset == CGPoint(x: 0, y: 10))
    scroll(adapter, to: 300, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 20))
    withExtendedLifetime((source, headers)) {}
  }

  @Test func test_whenScrollVerticallyToItemWithPositionning() async {
    let (adapter, view, source) = await screen([1, 100, 200])
    for position: UICollectionView.ScrollPosition in [[], .top, .centeredVertically, .bottom] {
      scroll(adapter, to: 1, position)
      #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    }
    scroll(adapter, to: 100, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 10))
    scroll(adapter, to: 100, .top)
    #expect(view.contentOffset == CGPoint(x: 0, y: 10))
    scroll(adapter, to: 100, .centeredVertically)
    #expect(view.contentOffset == CGPoint(x: 0, y: 460))
    scroll(adapter, to: 100, .bottom)
    #expect(view.contentOffset == CGPoint(x: 0, y: 910))
    scroll(adapter, to: 200, .bottom)
    #expect(view.contentOffset.y == view.contentSize.height - view.frame.height)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrollVerticallyToItem_thatItemNotInFeed() async {
    let (adapter, view, source) = await screen([1, 2, 3, 4])
    #expect(view.numberOfSections == 4)
    scroll(adapter, to: 1, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    scroll(adapter, to: 5, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    // The content is shorter than the view: nothing scrolls.
    scroll(adapter, to: 2, [])
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    withExtendedLifetime(source) {}
  }
}
