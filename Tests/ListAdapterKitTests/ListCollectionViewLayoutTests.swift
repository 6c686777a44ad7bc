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

/// A section of `count` cells of 60 × 80 with a header 20 wide, for a horizontal layout: insets
/// top 10, left 5, bottom 10, right 5; 4 points between columns, 6 within one.
private final class ColumnSection: ListSectionController, ListSupplementaryViewSource {
  var count = 0
  override init() {
    super.init()
    inset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
    minimumLineSpacing = 4
    minimumInteritemSpacing = 6
    supplementaryViewSource = self
  }
  override func didUpdate(to object: Any) { count = (object as? NSNumber)?.intValue ?? 0 }
  override func numberOfItems() -> Int { count }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 60, height: 80) }
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
    CGSize(width: 20, height: 999)
  }
}

/// Numbers as objects (each a section of that many cells), each with a ``ColumnSection``.
@MainActor
private final class Columns: NSObject, ListAdapterDataSource {
  let counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    counts.map { NSNumber(value: $0) }
  }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { ColumnSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct ListCollectionViewLayoutTests {
  @Test func aHorizontalLayoutPutsSectionsLeftToRightAndItemsInColumns() {
    let layout = ListCollectionViewLayout(
      stickyHeaders: false, scrollDirection: .horizontal, topContentInset: 0,
      stretchToEdge: false)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 150, height: 200), collectionViewLayout: layout)
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let source = Columns([3, 2])
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
    // Between the insets, 10 to 190: two cells of 80 and 6 between them (10–90, 96–176); a
    // third starts a column. Section 0: header 0–20, left inset to 25, columns at 25 and 89
    // (25 + 60 + 4), right inset to 154; the header sits just before the cells (5–25), as
    // IGListKit's does. Section 1: header 159–179 before a column at 179, to 244.
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    #expect(frame(0, 0) == CGRect(x: 25, y: 10, width: 60, height: 80))
    #expect(frame(1, 0) == CGRect(x: 25, y: 96, width: 60, height: 80))
    #expect(frame(2, 0) == CGRect(x: 89, y: 10, width: 60, height: 80))
    #expect(frame(1, 1) == CGRect(x: 179, y: 96, width: 60, height: 80))
    #expect(layout.collectionViewContentSize == CGSize(width: 244, height: 200))
    #expect(view.contentSize.height == 200)
    // The window is 150 points of x: section 0's cells and header.
    #expect(view.indexPathsForVisibleItems.map(\.section) == [0, 0, 0])
    view.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
    // From 100 to 250: the column at 89 (to 149) and section 1.
    #expect(
      view.indexPathsForVisibleItems == [[0, 2], [1, 0], [1, 1]])
    // (The view draws a header across its whole height, where IGListKit's layout keeps it
    // between the section's top and bottom insets: docs/iglistkit.md.)
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1)
      )?.frame.minX == 159)
    #expect(view.raisedExceptions.isEmpty)
    withExtendedLifetime((adapter, source)) {}
  }

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
    view.layoutIfNeeded()
    // The top content inset is for sticky headers only, as in IGListKit. Section 0: header
    // 5–35 (after the top inset, just above the tiles), line 1 (4 tiles) 35–115, line 2
    // 119–199; bottom inset to 204. Section 1: header 209–239, two tiles of 180 on one line
    // 239–419.
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 10, y: 119, width: 80, height: 80))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
        == CGRect(x: 194, y: 239, width: 180, height: 180))
    #expect(view.indexPathsForVisibleItems.map(\.section) == [0, 0, 0, 0, 0, 0, 1, 1])
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1)
      )?.frame.minY == 209)
    // Section 2's header starts at 424 (tiles from 459): scrolled to 300, it shows.
    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 2)))
    #expect(!view.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
    #expect(view.raisedExceptions.isEmpty)
    withExtendedLifetime((adapter, source)) {}
  }
  /// Sticky headers follow the scroll and come back with it: the view asks the layout about
  /// each scroll with the bounds it last saw.
  @Test func stickyHeadersFollowTheScrollAndComeBack() {
    let layout = ListCollectionViewLayout(
      stickyHeaders: true, topContentInset: 10, stretchToEdge: false)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let source = Counts([6, 2, 5])
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
    func headerTop(_ section: Int) -> CGFloat? {
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))?.frame.minY
    }
    // Section 0 spans 5–199 (its header 5–35 above its tiles): at rest its header sits at the
    // top content inset, 10.
    #expect(headerTop(0) == 10)
    view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    // Held 10 below the top of the view, inside its section.
    #expect(headerTop(0) == 110)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame.minY == 110)
    view.setContentOffset(CGPoint(x: 0, y: 190), animated: false)
    // Pushed up by section 1, which starts at 209: 209 - 30.
    #expect(headerTop(0) == 179)
    view.setContentOffset(.zero, animated: false)
    #expect(headerTop(0) == 10)
    #expect(view.raisedExceptions.isEmpty)
    withExtendedLifetime((adapter, source)) {}
  }

  /// A scroll that asks a sticky layout to lay out again keeps the offset the app set, as a
  /// plain layout does (a scroll view's setter does not settle it).
  @Test func aStickyLayoutKeepsAnOffsetSetOutsideTheContent() {
    for sticky in [false, true] {
      let layout = ListCollectionViewLayout(
        stickyHeaders: sticky, topContentInset: 0, stretchToEdge: false)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
      let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
      let source = Counts([6, 2, 5])
      adapter.collectionView = view
      adapter.dataSource = source
      view.layoutIfNeeded()
      view.contentOffset = CGPoint(x: 0, y: -80)
      #expect(view.contentOffset.y == -80, "sticky: \(sticky)")
      withExtendedLifetime((adapter, source)) {}
    }
  }

  /// A layout of its own that puts a header at an x that is not a number: the view reads it
  /// without trapping and spans the header across the whole width.
  @Test func aHeaderFrameThatIsNotANumberDoesNotTrap() {
    final class Odd: UICollectionViewLayout {
      override func layoutAttributesForElements(in rect: CGRect)
        -> [UICollectionViewLayoutAttributes]?
      {
        let header = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: CGFloat.nan, y: 0, width: 50, height: 20)
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 0, y: 20, width: 100, height: 40)
        return [header, cell]
      }
    }
    final class One: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { UICollectionViewCell() }
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: Odd())
    let one = One()
    view.dataSource = one
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 20)
  }

  /// A sticky header that stays on screen while its section scrolls under it is neither ended
  /// nor displayed again, as UIKit keeps it: the layout is asked before the scroll is committed.
  @Test func aStickyHeaderStaysDisplayedWhileItsSectionScrolls() {
    final class Tall: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
      var displayed: [Int] = []
      var ended: [Int] = []
      func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 20 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
      ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { CGSize(width: 100, height: 50) }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
      ) -> CGSize { CGSize(width: 100, height: 40) }
      func collectionView(
        _ collectionView: UICollectionView,
        willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
      ) { displayed.append(indexPath.section) }
      func collectionView(
        _ collectionView: UICollectionView,
        didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
      ) { ended.append(indexPath.section) }
    }
    let layout = ListCollectionViewLayout(
      stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let tall = Tall()
    view.dataSource = tall
    view.delegate = tall
    view.reloadData()
    view.layoutIfNeeded()
    #expect(tall.displayed.last == 0)
    (tall.displayed, tall.ended) = ([], [])
    // Section 0 runs 0–1040; scrolling to 300, then 600, keeps its header at the top.
    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    view.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    #expect(tall.displayed == [] && tall.ended == [])
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0))?.frame.minY == 600)
  }
}
