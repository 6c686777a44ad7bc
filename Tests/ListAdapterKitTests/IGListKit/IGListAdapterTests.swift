import Foundation
import ListAdapterKit
import Testing

// Tests of IGListKit's `IGListAdapterTests.m`, carried over in Swift with their names and
// expected values (scrolling, what is visible, queries, selection): a 100 × 100 collection view
// whose objects are numbers, each section showing as many 100 × 10 cells as its number says.

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

/// A section of `n` cells of 100 × 10 points for the object `n`, which remembers the items it
/// was told were selected, deselected, highlighted and unhighlighted.
private final class CountedSection: ListSectionController {
  var count = 0
  var selected: [Int] = []
  var deselected: [Int] = []
  var highlighted: [Int] = []
  var unhighlighted: [Int] = []
  var refusesDeselection = false
  override func didSelectItem(at index: Int) { selected.append(index) }
  override func didDeselectItem(at index: Int) { deselected.append(index) }
  override func didHighlightItem(at index: Int) { highlighted.append(index) }
  override func didUnhighlightItem(at index: Int) { unhighlighted.append(index) }
  override func shouldDeselectItem(at index: Int) -> Bool { !refusesDeselection }
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
  var background: UIView?
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { CountedSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { background }
}

/// A 100 × 100 collection view with a flow layout, IGListKit's test view.
@MainActor private func squareView() -> UICollectionView {
  UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
    collectionViewLayout: UICollectionViewFlowLayout())
}

/// An adapter showing `numbers` on a ``squareView()`` with `inset` above and below its content,
/// reloaded; the caller keeps the view and the data source alive (the adapter holds them weakly).
@MainActor private func screen(_ numbers: [Int], inset: CGFloat = 0) async -> (
  ListAdapter, UICollectionView, Numbers
) {
  let view = squareView()
  view.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  let source = Numbers()
  source.objects = numbers.map { NSNumber(value: $0) }
  adapter.collectionView = view
  adapter.dataSource = source
  await adapter.reloadDataAndWait()
  return (adapter, view, source)
}

@MainActor @Suite struct AdapterScrollTests {
  private func scroll(
    _ adapter: ListAdapter, to number: Int, _ position: UICollectionView.ScrollPosition
  ) {
    adapter.scroll(
      to: NSNumber(value: number), supplementaryKinds: nil, scrollDirection: .vertical,
      scrollPosition: position, animated: false)
  }

  /// The view's vertical offsets after each of `scrolls` (an object, a position), in order; the
  /// horizontal offset must stay 0.
  private func offsets(
    _ adapter: ListAdapter, _ view: UICollectionView,
    _ scrolls: [(Int, UICollectionView.ScrollPosition)]
  ) -> [CGFloat] {
    scrolls.map { number, position in
      scroll(adapter, to: number, position)
      #expect(view.contentOffset.x == 0)
      return view.contentOffset.y
    }
  }

  @Test func test_whenAdapterUpdated_thatConvertPointFromViewIsCorrect() async {
    let (adapter, view, source) = await screen([1])
    view.layoutIfNeeded()
    let subview = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    view.addSubview(subview)
    let converted = adapter.convert(.zero, from: subview)
    #expect(converted.x == 10)
    #expect(converted.y == 20)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrollVerticallyToItem() async {
    let (adapter, view, source) = await screen([1, 2, 3, 4, 5, 6])
    #expect(view.numberOfSections == 6)
    // The content is 210 points tall in a 100-point view: 110 is as far as it goes.
    let scrolls: [(Int, UICollectionView.ScrollPosition)] = [
      (1, []), (2, []), (3, []), (6, []), (6, .centeredVertically), (6, .bottom),
    ]
    #expect(offsets(adapter, view, scrolls) == [0, 10, 30, 110, 110, 110])
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
    #expect(offsets(adapter, view, [(1, []), (0, []), (300, [])]) == [0, 0, 10])
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
    #expect(offsets(adapter, view, [(1, []), (0, [])]) == [0, 0])
    adapter.scroll(
      to: NSNumber(value: 0), supplementaryKinds: [UICollectionView.elementKindSectionHeader],
      scrollDirection: .vertical, scrollPosition: .top, animated: false)
    #expect(view.contentOffset == CGPoint(x: 0, y: 10))
    #expect(offsets(adapter, view, [(300, [])]) == [20])
    withExtendedLifetime((source, headers)) {}
  }

  @Test func test_whenScrollVerticallyToItemWithPositionning() async {
    let (adapter, view, source) = await screen([1, 100, 200])
    let scrolls: [(Int, UICollectionView.ScrollPosition)] = [
      (1, []), (1, .top), (1, .centeredVertically), (1, .bottom),
      (100, []), (100, .top), (100, .centeredVertically), (100, .bottom),
    ]
    #expect(offsets(adapter, view, scrolls) == [0, 0, 0, 0, 10, 10, 460, 910])
    scroll(adapter, to: 200, .bottom)
    #expect(view.contentOffset.y == view.contentSize.height - view.frame.height)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrollVerticallyToItem_thatItemNotInFeed() async {
    let (adapter, view, source) = await screen([1, 2, 3, 4])
    #expect(view.numberOfSections == 4)
    // The content is shorter than the view: nothing scrolls.
    #expect(offsets(adapter, view, [(1, []), (5, []), (2, [])]) == [0, 0, 0])
    withExtendedLifetime(source) {}
  }
}

// IGListKit's `IGListAdapterTests` on what is visible and how an adapter meets its view, carried
// over with their names and expected values, on the same 100 × 100 view.
@MainActor @Suite struct AdapterVisibilityTests {
  @Test func test_whenCellsExtendBeyondBounds_thatVisibleSectionControllersAreLimited() async {
    let (adapter, view, source) = await screen(Array(1...12))
    #expect(view.numberOfSections == 12)
    // 1 + 2 + 3 + 4 cells of 10 points fill the 100 points.
    let visible = adapter.visibleSectionControllers()
    #expect(visible.count == 4)
    for number in 1...4 {
      let controller = adapter.sectionController(for: NSNumber(value: number))
      #expect(visible.contains { $0 === controller }, "section controller of \(number)")
    }
    withExtendedLifetime((view, source)) {}
  }

  /// What `measure` counts for each section controller of the objects 2…6 (2 + 3 + 4 cells of
  /// 10 points fill 90 of the 100 points, the 5's first cell the rest).
  private func countsPerSection(_ measure: (ListAdapter, ListSectionController) -> Int) async
    -> [Int]
  {
    let (adapter, view, source) = await screen([2, 3, 4, 5, 6])
    return withExtendedLifetime((view, source)) {
      [2, 3, 4, 5, 6].compactMap { adapter.sectionController(for: NSNumber(value: $0)) }
        .map { measure(adapter, $0) }
    }
  }

  @Test func test_whenCellsExtendBeyondBounds_thatVisibleCellsExistForSectionControllers() async {
    #expect(await countsPerSection { $0.visibleCells(for: $1).count } == [2, 3, 4, 1, 0])
  }

  @Test func test_whenCellsExtendBeyondBounds_thatVisibleIndexPathsExistForSectionControllers()
    async
  {
    #expect(await countsPerSection { $0.visibleIndexPaths(for: $1).count } == [2, 3, 4, 1, 0])
  }

  @Test func test_whenDataSourceChanges_thatBackgroundViewVisibilityChanges() async {
    let (adapter, view, source) = await screen([1])
    let background = UIView()
    source.background = background
    await adapter.reloadDataAndWait()
    #expect(view.backgroundView == nil || view.backgroundView?.isHidden == true)
    source.objects = []
    await adapter.reloadDataAndWait()
    #expect(view.backgroundView === background)
    #expect(view.backgroundView?.isHidden == false)
  }

  @Test func test_whenSettingCollectionView_thenSettingDataSource_thatViewControllerIsSet() {
    let source = Numbers()
    source.objects = [0, 1, 2].map { NSNumber(value: $0) }
    let controller = UIViewController()
    let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: controller)
    let view = squareView()
    adapter.collectionView = view
    adapter.dataSource = source
    #expect(adapter.sectionController(for: NSNumber(value: 1))?.viewController === controller)
    withExtendedLifetime((view, source)) {}
  }

  /// Whether a reload-data updater's adapter shows the first cell once the view lays out, with
  /// its collection view set before its data source or after.
  private func cellExists(viewFirst: Bool) -> Bool {
    let source = Numbers()
    source.objects = [NSNumber(value: 1)]
    let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
    let view = squareView()
    if viewFirst { adapter.collectionView = view }
    adapter.dataSource = source
    if !viewFirst { adapter.collectionView = view }
    view.layoutIfNeeded()
    return withExtendedLifetime(source) {
      view.cellForItem(at: IndexPath(item: 0, section: 0)) != nil
    }
  }

  @Test func test_whenSettingCollectionView_thenSettingDataSource_thatCellExists() {
    #expect(cellExists(viewFirst: true))
  }

  @Test func test_whenSettingDataSource_thenSettingCollectionView_thatCellExists() {
    #expect(cellExists(viewFirst: false))
  }

  @Test func test_whenChangingCollectionViews_thatCellsExist() {
    let source = Numbers()
    source.objects = [NSNumber(value: 1)]
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let first = squareView()
    adapter.dataSource = source
    adapter.collectionView = first
    first.layoutIfNeeded()
    #expect(first.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    let other = UICollectionView(
      frame: first.frame, collectionViewLayout: first.collectionViewLayout)
    adapter.collectionView = other
    other.layoutIfNeeded()
    #expect(other.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    withExtendedLifetime((first, source)) {}
  }
}

// IGListKit's `IGListAdapterTests` on the first visible item, content insets and the adapter's
// queries, carried over with their names and expected values, on the same 100 × 100 view.
@MainActor @Suite struct AdapterQueryTests {
  /// The first visible item at each of the tests' offsets, less `inset`.
  private func firstVisible(_ adapter: ListAdapter, _ view: UICollectionView, inset: CGFloat)
    -> [IndexPath?]
  {
    [0, 8, 12, 35, 40, 59].map { (y: CGFloat) in
      view.setContentOffset(CGPoint(x: 0, y: y - inset), animated: false)
      return adapter.indexPathForFirstVisibleItem()
    }
  }

  /// The offset into the first visible item at each of the tests' offsets, less `inset`.
  private func firstOffsets(_ adapter: ListAdapter, _ view: UICollectionView, inset: CGFloat)
    -> [CGFloat]
  {
    [0, 8, 12, 35, 40, 59].map { (y: CGFloat) in
      view.setContentOffset(CGPoint(x: 0, y: y - inset), animated: false)
      return adapter.offsetForFirstVisibleItem(with: .vertical)
    }
  }

  private let expectedFirst: [IndexPath?] = [
    [0, 0], [0, 0], [1, 0], [2, 0], [2, 1], [2, 2],
  ]

  @Test func test_whenScrolledVertically_thatIndexPathForFirstVisibleItemIsCorrect() async {
    let (adapter, view, source) = await screen([1, 2, 3])
    #expect(view.numberOfSections == 3)
    #expect(firstVisible(adapter, view, inset: 0) == expectedFirst)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrolledVerticallyWithContentInset_thatIndexPathForFirstVisibleItemIsCorrect()
    async
  {
    let (adapter, view, source) = await screen([1, 2, 3], inset: 5)
    #expect(firstVisible(adapter, view, inset: 5) == expectedFirst)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrolledVertically_thatOffsetForFirstVisibleItemIsCorrect() async {
    let (adapter, view, source) = await screen([1, 2, 3, 4, 5, 6])
    #expect(view.numberOfSections == 6)
    #expect(firstOffsets(adapter, view, inset: 0) == [0, 8, 2, 5, 0, 9])
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrolledVerticallyWithContentInset_thatOffsetForFirstVisibleItemIsCorrect()
    async
  {
    let (adapter, view, source) = await screen([1, 2, 3, 4, 5, 6], inset: 5)
    #expect(firstOffsets(adapter, view, inset: 5) == [0, 8, 2, 5, 0, 9])
    withExtendedLifetime(source) {}
  }

  @Test
  func
    test_whenScrollToIndexPathWithAdditionalOffsetVerticially_thatOffsetForFirstVisibleItemIsCorrect()
    async
  {
    let (adapter, view, source) = await screen([1, 2, 3, 4, 5, 6], inset: 5)
    var offsets: [CGFloat] = []
    for (number, extra) in [(1, 0), (1, 7), (3, 0), (3, 3), (4, 9)] as [(Int, CGFloat)] {
      adapter.scroll(
        to: NSNumber(value: number), supplementaryKinds: nil, scrollDirection: .vertical,
        scrollPosition: [], additionalOffset: extra, animated: false)
      offsets.append(adapter.offsetForFirstVisibleItem(with: .vertical))
    }
    #expect(offsets == [0, 7, 0, 3, 9])
    withExtendedLifetime((view, source)) {}
  }

  @Test
  func test_whenScrollVerticallyToBottom_withContentInsets_thatBottomFlushWithCollectionViewBounds()
    async
  {
    let (adapter, view, source) = await screen([100])
    var offsets: [CGFloat] = []
    for (top, bottom) in [(0, 0), (100, 0), (0, 100), (50, 100)] as [(CGFloat, CGFloat)] {
      view.contentInset = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
      view.layoutIfNeeded()
      adapter.scroll(
        to: NSNumber(value: 100), supplementaryKinds: nil, scrollDirection: .vertical,
        scrollPosition: .bottom, additionalOffset: 0, animated: false)
      offsets.append(view.contentOffset.y)
    }
    #expect(offsets == [900, 900, 1000, 1000])
    withExtendedLifetime(source) {}
  }

  @Test func test_whenScrollVerticallyToItem_thatFeedIsEmpty() async {
    let (adapter, view, source) = await screen([])
    #expect(view.numberOfSections == 0)
    adapter.scroll(
      to: NSNumber(value: 1), supplementaryKinds: nil, scrollDirection: .vertical,
      scrollPosition: [], additionalOffset: 0, animated: false)
    #expect(view.contentOffset == .zero)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenAdapterUpdated_withObjectsOverflow_thatIndexesOfVisibleObjectsIsCorrect()
    async
  {
    let (adapter, view, source) = await screen([1, 2, 3, 4, 5, 6])
    view.contentOffset = CGPoint(x: 0, y: 30)
    view.layoutIfNeeded()
    #expect(adapter.indexesOfVisibleObjects() == IndexSet([2, 3, 4]))
    withExtendedLifetime(source) {}
  }

  @Test func test_whenAdapterUpdated_thatIndexPathForItemAtPointIsCorrect() async {
    let (adapter, view, source) = await screen([2, 3])
    view.layoutIfNeeded()
    #expect(adapter.indexPathForItem(at: CGPoint(x: 50, y: 5)) == [0, 0])
    #expect(adapter.indexPathForItem(at: CGPoint(x: 50, y: 15)) == [0, 1])
    withExtendedLifetime(source) {}
  }

  @Test func test_whenAdapterUpdated_thatFullyVisibleCellsIsCorrect() async {
    let (adapter, view, source) = await screen([2, 10, 5])
    view.layoutIfNeeded()
    let controller: ListSectionController = adapter.sectionController(for: NSNumber(value: 10))!
    #expect(adapter.fullyVisibleCells(for: controller).count == 8)
    view.contentOffset = CGPoint(x: 0, y: 25)
    view.layoutIfNeeded()
    // Scrolled to 25, the view shows 25…125: the section's cells span 20…120, its first
    // (20…30) only in part.
    #expect(adapter.fullyVisibleCells(for: controller).count == 9)
    #expect(adapter.visibleCells(for: controller).count == 10)
    withExtendedLifetime(source) {}
  }

  @Test func test_whenAdapterUpdated_thatFullyVisibleIndexPathsIsCorrect() async {
    let (adapter, view, source) = await screen([2, 10, 5])
    guard let controller = adapter.sectionController(for: NSNumber(value: 10)) else {
      Issue.record("no section controller for 10")
      return
    }
    let counts = [0, 25].map { (y: CGFloat) in
      view.contentOffset = CGPoint(x: 0, y: y)
      view.layoutIfNeeded()
      return adapter.visibleIndexPaths(for: controller).count
    }
    // At 25 the section's first cell is partly visible: it counts.
    #expect(counts == [8, 10])
    withExtendedLifetime(source) {}
  }

  @Test func test_whenQueryingSectionForObject_thatSectionReturned() async {
    let (adapter, view, source) = await screen([0, 1, 2])
    #expect(
      (0...3).map { adapter.section(for: NSNumber(value: $0) as Any) } == [0, 1, 2, NSNotFound])
    for section in 0..<3 {
      #expect(
        adapter.sectionController(forSection: section)
          === adapter.sectionController(for: NSNumber(value: section)))
    }
    let stranger = ListSectionController()
    #expect(adapter.section(for: stranger) == NSNotFound)
    #expect(adapter.object(for: stranger) == nil)
    #expect(
      (adapter.object(for: adapter.sectionController(for: NSNumber(value: 1))!) as? NSNumber) == 1)
    #expect(adapter.sectionController(for: NSNumber(value: 3)) == nil)
    withExtendedLifetime((view, source)) {}
  }

  @Test func test_whenAdapterNotUpdated_withDataSourceUpdated_thatAdapterHasNoSectionControllers()
    async
  {
    let (adapter, view, source) = await screen([])
    source.objects = [0, 1, 2].map { NSNumber(value: $0) }
    #expect((0..<3).allSatisfy { adapter.sectionController(for: NSNumber(value: $0)) == nil })
    await adapter.performUpdatesAndWait(animated: true)
    #expect((0..<3).allSatisfy { adapter.sectionController(for: NSNumber(value: $0)) != nil })
    withExtendedLifetime((view, source)) {}
  }

  @Test func test_whenReloadingData_withNoDataSource_thatCompletionCalledWithNO() {
    let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
    let view = squareView()
    adapter.collectionView = view
    var finished: Bool?
    adapter.reloadData { finished = $0 }
    #expect(finished == false)
    withExtendedLifetime(view) {}
  }

  @Test func test_whenReloadingData_withNoCollectionView_thatCompletionCalledWithNO() {
    let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
    let source = Numbers()
    source.objects = [NSNumber(value: 1)]
    adapter.dataSource = source
    var finished: Bool?
    adapter.reloadData { finished = $0 }
    #expect(finished == false)
    withExtendedLifetime(source) {}
  }
}

// IGListKit's `IGListAdapterTests` on selection: the adapter, as the collection view's delegate,
// tells the app's collection view delegate and then the section's controller.

/// An app's collection view delegate that records what it hears, in order.
@MainActor
private final class RecordingDelegate: NSObject, UICollectionViewDelegate {
  var heard: [String] = []
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    heard.append("select \(indexPath)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    heard.append("deselect \(indexPath)")
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    heard.append("highlight \(indexPath)")
  }
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    heard.append("unhighlight \(indexPath)")
  }
}

@MainActor @Suite struct AdapterSelectionTests {
  private func sections(_ adapter: ListAdapter) -> [CountedSection] {
    (0..<3).compactMap { adapter.sectionController(forSection: $0) as? CountedSection }
  }

  /// What happens when `call` runs on an adapter of the objects 0, 1, 2 with an app's
  /// collection view delegate: what the delegate heard, and each section controller's selected
  /// and deselected items.
  private func told(_ call: (ListAdapter, UICollectionView) -> Void) async -> (
    heard: [String], selected: [[Int]], deselected: [[Int]], highlighted: [[Int]],
    unhighlighted: [[Int]]
  ) {
    let (adapter, view, source) = await screen([0, 1, 2])
    let delegate = RecordingDelegate()
    adapter.collectionViewDelegate = delegate
    call(adapter, view)
    let controllers = withExtendedLifetime(source) { sections(adapter) }
    return (
      delegate.heard, controllers.map(\.selected), controllers.map(\.deselected),
      controllers.map(\.highlighted), controllers.map(\.unhighlighted)
    )
  }

  /// IGListKit's `test_whenHighlightingCell_thatCollectionViewDelegateReceivesMethod`,
  /// `test_whenHighlightingCell_thatSectionControllerReceivesMethod`,
  /// `test_whenUnhighlightingCell_thatCollectionViewDelegateReceivesMethod` and
  /// `test_whenUnhighlightingCell_thatSectionControllerReceivesMethod`.
  @Test(arguments: [true, false])
  func aHighlightReachesTheDelegateAndTheSectionController(highlighting: Bool) async {
    let result = await told { adapter, view in
      if highlighting {
        adapter.collectionView(view, didHighlightItemAt: [0, 0])
      } else {
        adapter.collectionView(view, didUnhighlightItemAt: [0, 0])
      }
    }
    #expect(result.heard == [highlighting ? "highlight [0, 0]" : "unhighlight [0, 0]"])
    #expect(result.highlighted == (highlighting ? [[0], [], []] : [[], [], []]))
    #expect(result.unhighlighted == (highlighting ? [[], [], []] : [[0], [], []]))
  }

  /// A user's tap on the view reaches the app's delegate and the section controller in UIKit's
  /// order: highlighted, unhighlighted as the touch ends, selected; a second tap with multiple
  /// selection deselects, unless the section controller refuses (`shouldDeselectItem(at:)`).
  @Test func aTapHighlightsThenSelectsThroughTheAdapter() async {
    let result = await told { adapter, view in
      view.allowsMultipleSelection = true
      view.userTappedItem(at: [1, 0])
      view.userTappedItem(at: [1, 0])
      (adapter.sectionController(forSection: 1) as? CountedSection)?.refusesDeselection = true
      view.userTappedItem(at: [1, 0])
      view.userTappedItem(at: [1, 0])
    }
    let touch = ["highlight [1, 0]", "unhighlight [1, 0]"]
    #expect(
      result.heard
        == touch + ["select [1, 0]"] + touch + ["deselect [1, 0]"] + touch + ["select [1, 0]"]
        + touch)
    #expect(result.selected == [[], [0, 0], []] && result.deselected == [[], [0], []])
    #expect(result.highlighted == [[], [0, 0, 0, 0], []])
  }

  /// IGListKit's `test_whenSelectingCell_thatCollectionViewDelegateReceivesMethod`,
  /// `test_whenSelectingCell_thatSectionControllerReceivesMethod`,
  /// `test_whenDeselectingCell_thatCollectionViewDelegateReceivesMethod` and
  /// `test_whenDeselectingCell_thatSectionControllerReceivesMethod`: the app's delegate hears the
  /// (de)selection, and only the first section's controller is told, of its item 0.
  @Test(arguments: [true, false])
  func aSelectionReachesTheDelegateAndTheSectionController(selecting: Bool) async {
    let result = await told { adapter, view in
      if selecting {
        adapter.collectionView(view, didSelectItemAt: [0, 0])
      } else {
        adapter.collectionView(view, didDeselectItemAt: [0, 0])
      }
    }
    #expect(result.heard == [selecting ? "select [0, 0]" : "deselect [0, 0]"])
    #expect(result.selected == (selecting ? [[0], [], []] : [[], [], []]))
    #expect(result.deselected == (selecting ? [[], [], []] : [[0], [], []]))
  }

  @Test func test_whenSelectingCell_withAutoDeselectEnabled_thatCellIsDeselected() async {
    let (adapter, view, source) = await screen([1, 2, 3])
    adapter.autoDeselectEnabled = true
    view.selectItem(at: [0, 0], animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems?.count == 1)
    adapter.collectionView(view, didSelectItemAt: [0, 0])
    #expect(view.indexPathsForSelectedItems?.isEmpty == true)
    withExtendedLifetime(source) {}
  }

  /// A user's tap goes through the view to the adapter: the section controller is told, and with
  /// ``ListAdapter/autoDeselectEnabled`` nothing stays selected; without it the item stays.
  @Test(arguments: [false, true])
  func aTapSelectsThroughTheAdapter(autoDeselect: Bool) async {
    let (adapter, view, source) = await screen([0, 1, 2])
    adapter.autoDeselectEnabled = autoDeselect
    view.userTappedItem(at: [1, 0])
    #expect(sections(adapter).map(\.selected) == [[], [0], []])
    #expect(view.indexPathsForSelectedItems == (autoDeselect ? [] : [[1, 0]]))
    withExtendedLifetime(source) {}
  }
}
