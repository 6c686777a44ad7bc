import Foundation
import ListAdapterKit
import Testing

/// A section of `count` tiles of `side` points, with an inset and a header.
private final class TileSection: ListSectionController, ListSupplementaryViewSource {
  var count = 0
  var side: CGFloat = 100
  override init() {
    super.init()
    inset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    minimumLineSpacing = 4
    minimumInteritemSpacing = 4
    supplementaryViewSource = self
  }
  override func didUpdate(to object: Any) {
    count = ((object as? NSNumber)?.intValue ?? 0) % 100  // the section's number is the hundreds
    side = count > 3 ? 80 : 180
  }
  override func numberOfItems() -> Int { count }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: side, height: side) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
  func supportedElementKinds() -> [String] { [UICollectionView.elementKindSectionHeader] }
  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> UICollectionReusableView
  {
    collectionContext.dequeueReusableSupplementaryView(
      ofKind: elementKind, for: self, class: UICollectionReusableView.self, at: index)
  }
  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 30)
  }
}

@MainActor
private final class Counts: NSObject, ListAdapterDataSource {
  let counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    counts.enumerated().map { NSNumber(value: $0.offset * 100 + $0.element) }
  }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { TileSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct ListCollectionViewLayoutTests {
  @Test func sectionsStackAndItemsWrapBetweenTheInsets() {
    // Section 0: 6 tiles of 80 (four fit in the 370 points between the insets), section 1: 2
    // tiles of 180, section 2: 5 tiles of 80.
    let layout = ListCollectionViewLayout(
      stickyHeaders: false, topContentInset: 20, stretchToEdge: false)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let source = Counts([6, 2, 5])
    adapter.collectionView = view
    adapter.dataSource = source
    // Section 0: header 20–50, tiles from 55: line 1 (4 tiles) 55–135, line 2 139–219; bottom
    // inset to 224. Section 1: header 224–254, two tiles of 180 on one line 259–439.
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 10, y: 139, width: 80, height: 80))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
        == CGRect(x: 194, y: 259, width: 180, height: 180))
    #expect(view.indexPathsForVisibleItems.map(\.section) == [0, 0, 0, 0, 0, 0, 1, 1])
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1)
      )?.frame.minY == 224)
    // Section 2 starts at 444 (tile line 479): scrolled to 300, it shows from its header on.
    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 2)))
    #expect(!view.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
    #expect(view.raisedExceptions.isEmpty)
    withExtendedLifetime((adapter, source)) {}
  }
}
