import Foundation
import ListAdapterKit
import Testing

// The rest of IGListKit's `IGListAdapterTests.m` that can run here, carried over with their
// names and expected values: a 100 × 100 collection view and a reload-data updater, numbers as
// objects, each section showing as many 100 × 10 cells as its number says (the number 42 a
// section with an inset of 1 on every side).

/// A section of `items` cells of `size` that remembers what it was told (shared with
/// IGListAdapterHorizontalTests.swift).
final class ItemsSection: ListSectionController, ListDisplayDelegate {
  var items = 0
  var size = CGSize(width: 100, height: 10)
  var wasSelected = false
  var wasDeselected = false
  var wasHighlighted = false
  var wasUnhighlighted = false
  var requestedContextMenu = false
  var wasDisplayed = false
  /// Anything the section keeps alive (a cell, a collection view).
  var kept: AnyObject?

  override init() {
    super.init()
    displayDelegate = self
  }
  override func numberOfItems() -> Int { items }
  override func sizeForItem(at index: Int) -> CGSize { size }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
  override func didUpdate(to object: Any) {
    if let number = object as? NSNumber { items = number.intValue }
  }
  override func didSelectItem(at index: Int) { wasSelected = true }
  override func didDeselectItem(at index: Int) { wasDeselected = true }
  override func didHighlightItem(at index: Int) { wasHighlighted = true }
  override func didUnhighlightItem(at index: Int) { wasUnhighlighted = true }
  override func contextMenuConfigurationForItem(at index: Int, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    requestedContextMenu = true
    return nil
  }

  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  { wasDisplayed = true }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) {}
}

/// The section of the number 42: an inset of 1 on every side.
private final class InsetSection: ListSectionController {
  var items = 0
  override init() {
    super.init()
    inset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
  }
  override func numberOfItems() -> Int { items }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
  override func didUpdate(to object: Any) {
    if let number = object as? NSNumber { items = number.intValue }
  }
}

/// The numbers as objects, each with an ``ItemsSection`` (42 with an ``InsetSection``).
@MainActor
final class ItemsSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  var background: UIView?
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { (object as? NSNumber)?.intValue == 42 ? InsetSection() : ItemsSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { background }
}

/// The supplementary view IGListKit loads from its nib (here, the class of that name).
final class IGTestNibSupplementaryView: UICollectionReusableView {
  var label = UILabel()
}

/// Supplementary views of 100 × 10 points (or `size`) of the kinds given, dequeued by class or,
/// with `fromNib`, by the nib's name.
@MainActor
private final class Supplementaries: ListSupplementaryViewSource {
  weak var controller: ListSectionController?
  var kinds: [String]
  var fromNib = false
  var size = CGSize(width: 100, height: 10)
  init(_ kinds: [String], for controller: ListSectionController?, fromNib: Bool = false) {
    self.kinds = kinds
    self.controller = controller
    self.fromNib = fromNib
    controller?.supplementaryViewSource = self
  }
  func supportedElementKinds() -> [String] { kinds }
  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> UICollectionReusableView
  {
    guard let controller else { return UICollectionReusableView() }
    if fromNib {
      let view = controller.collectionContext.dequeueReusableSupplementaryView(
        ofKind: elementKind, for: controller, nibName: "IGTestNibSupplementaryView", bundle: nil,
        at: index)
      (view as? IGTestNibSupplementaryView)?.label.text = "Foo bar baz"
      return view
    }
    return controller.collectionContext.dequeueReusableSupplementaryView(
      ofKind: elementKind, for: controller, class: UICollectionReusableView.self, at: index)
  }
  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize { size }
}

/// What the app's delegates heard, in order.
@MainActor
private final class Heard: NSObject, UICollectionViewDelegate {
  var calls: [String] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    calls.append("willBeginDragging")
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging \(decelerate)")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    calls.append("didEndDecelerating")
  }
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { calls.append("willDisplay \(indexPath)") }
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { calls.append("didEndDisplaying \(indexPath)") }
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) { calls.append("willDisplaySupplementary \(elementKind) \(indexPath)") }
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) { calls.append("didEndDisplayingSupplementary \(elementKind) \(indexPath)") }
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    calls.append("contextMenu \(indexPath) \(point)")
    return nil
  }
}

/// A section controller's display events, in order.
@MainActor
private final class DisplayEvents: ListDisplayDelegate {
  var events: [String] = []
  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  { events.append("willDisplay") }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) { events.append("didEndDisplaying") }
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) { events.append("willDisplay cell \(index)") }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) { events.append("didEndDisplaying cell \(index)") }
}

/// A section controller's scroll events, in order.
@MainActor
private final class ScrollEvents: ListScrollDelegate {
  var events: [String] = []
  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
    events.append("didScroll")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController
  ) { events.append("willBeginDragging") }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool
  ) { events.append("didEndDragging") }
  func listAdapter(
    _ listAdapter: ListAdapter,
    didEndDeceleratingSectionController sectionController: ListSectionController
  ) { events.append("didEndDecelerating") }
}

/// IGListKit's test set-up: a 100 × 100 view with a flow layout, an adapter with a reload-data
/// updater, its view then its data source set (no objects yet). Shared with
/// IGListAdapterHorizontalTests.swift.
@MainActor
final class Fixture {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
    collectionViewLayout: UICollectionViewFlowLayout())
  let source = ItemsSource()
  let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)

  init() {
    adapter.collectionView = view
    adapter.dataSource = source
  }

  func set(_ numbers: [Int]) { source.objects = numbers.map { NSNumber(value: $0) } }

  func reload(_ numbers: [Int]) async {
    set(numbers)
    await adapter.reloadDataAndWait()
  }

  func update(_ numbers: [Int]) async {
    set(numbers)
    await adapter.performUpdatesAndWait(animated: false)
  }

  func controller(_ number: Int) -> ListSectionController? {
    adapter.sectionController(for: NSNumber(value: number))
  }

  func section(_ number: Int) -> ItemsSection? { controller(number) as? ItemsSection }
}

private let header = UICollectionView.elementKindSectionHeader
private let footer = UICollectionView.elementKindSectionFooter

@MainActor @Suite struct AdapterSectionControllerTests {
  @Test func test_whenAdapterUpdated_thatAdapterHasSectionControllers() async {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    await fixture.adapter.performUpdatesAndWait(animated: true)
    #expect([0, 1, 2].allSatisfy { fixture.controller($0) != nil })
  }

  @Test func test_whenAdapterReloaded_thatAdapterHasSectionControllers() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    #expect([0, 1, 2].allSatisfy { fixture.controller($0) != nil })
  }

  @Test func test_whenAdapterUpdated_thatSectionControllerHasSection() async {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    await fixture.adapter.performUpdatesAndWait(animated: true)
    #expect(fixture.adapter.section(for: fixture.controller(1)!) == 1)
  }

  @Test func test_whenAdapterUpdated_withUnknownItem_thatSectionControllerHasNoSection() async {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    await fixture.adapter.performUpdatesAndWait(animated: true)
    #expect(fixture.adapter.section(for: ItemsSection()) == NSNotFound)
  }

  @Test func test_whenQueryingAdapter_withUnknownItem_thatSectionControllerIsNil() async {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    await fixture.adapter.performUpdatesAndWait(animated: true)
    #expect(fixture.controller(3) == nil)
  }

  @Test func test_whenAdapterUpdated_thatSectionControllerHasCorrectObject() async {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    await fixture.adapter.performUpdatesAndWait(animated: true)
    #expect((fixture.adapter.object(for: fixture.controller(1)!) as? NSNumber) == 1)
  }

  @Test func test_whenQueryingAdapter_withUnknownItem_thatObjectForSectionControllerIsNil() async {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    await fixture.adapter.performUpdatesAndWait(animated: true)
    #expect(fixture.adapter.object(for: ItemsSection()) == nil)
  }

  @Test
  func
    test_whenReloadingEmptyIndexSet_whenInvalidatingLayout_insideBatchUpdateBlock_thatOperationExitsGracefully()
    async
  {
    let fixture = Fixture()
    fixture.set([0, 1, 2])
    await fixture.adapter.performUpdatesAndWait(animated: true)
    let second = fixture.controller(1)!
    var executed = false
    fixture.adapter.performBatch(
      animated: true,
      updates: { batch in
        batch.reload(in: second, at: IndexSet())
        batch.invalidateLayout(in: second, at: IndexSet())
        executed = true
      }, completion: nil)
    #expect(executed)
    #expect(fixture.view.raisedExceptions.isEmpty)
  }

  @Test func test_whenReloadingData_thatNewSectionControllersAreCreated() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    let old = fixture.controller(1)
    await fixture.adapter.reloadDataAndWait()
    #expect(old != nil && fixture.controller(1) !== old)
  }

  @Test func test_whenQueryingSectionControllerForSection_thatControllerReturned() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    for number in 0..<3 {
      #expect(fixture.adapter.sectionController(forSection: number) === fixture.controller(number))
    }
  }

  @Test func test_whenSectionEdgeInsetIsNotZero() async {
    let fixture = Fixture()
    await fixture.reload([42])
    let controller = fixture.controller(42)!
    #expect(fixture.adapter.containerSize(for: controller) == CGSize(width: 98, height: 98))
  }

  @Test
  func
    test_whenInsertingAtBeginning_thatAllSectionControllerIndexesUpdateCorrectly_forInsertAtHead()
    async
  {
    let fixture = Fixture()
    await fixture.update([1, 2, 3])
    let one = fixture.controller(1)!
    #expect(one.section == 0 && one.isFirstSection)
    #expect(fixture.controller(2)?.section == 1)
    #expect(fixture.controller(3)?.section == 2 && fixture.controller(3)?.isLastSection == true)
    await fixture.update([0, 1, 2, 3])
    let zero = fixture.controller(0)!
    #expect(zero.section == 0 && zero.isFirstSection)
    let oneAgain = fixture.controller(1)!
    #expect(oneAgain.section == 1 && !oneAgain.isFirstSection)
    #expect(fixture.controller(2)?.section == 2)
    #expect(fixture.controller(3)?.section == 3 && fixture.controller(3)?.isLastSection == true)
  }

  @Test
  func
    test_whenRemovingFromHead_thatAllSectionControllerIndexesUpdateCorrectly_RemovedSectionControllerIsNotFound()
    async
  {
    let fixture = Fixture()
    await fixture.update([0, 1, 2, 3])
    let zero = fixture.adapter.sectionController(forSection: 0)!
    let one = fixture.adapter.sectionController(forSection: 1)!
    let three = fixture.adapter.sectionController(forSection: 3)!
    #expect(zero.section == 0 && zero.isFirstSection)
    #expect(one.section == 1 && !one.isFirstSection)
    #expect(three.section == 3 && three.isLastSection)
    await fixture.update([1, 2, 3])
    #expect(zero.section == NSNotFound && !zero.isFirstSection)
    #expect(one.section == 0 && one.isFirstSection)
    #expect(three.section == 2 && three.isLastSection)
  }

  @Test
  func
    test_whenRemovingFromMiddle_thatAllSectionControllerIndexesUpdateCorrectly_removedSectionControllerIsNotFound()
    async
  {
    let fixture = Fixture()
    await fixture.update([0, 1, 2, 3])
    let zero = fixture.adapter.sectionController(forSection: 0)!
    let one = fixture.adapter.sectionController(forSection: 1)!
    let three = fixture.adapter.sectionController(forSection: 3)!
    #expect(zero.section == 0 && zero.isFirstSection)
    #expect(one.section == 1 && !one.isFirstSection)
    #expect(three.section == 3 && three.isLastSection)
    await fixture.update([0, 2, 3])
    #expect(zero.section == 0 && zero.isFirstSection)
    #expect(one.section == NSNotFound && !one.isFirstSection)
    #expect(three.section == 2 && three.isLastSection)
  }

}

@MainActor private func squareTestView() -> UICollectionView {
  UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
    collectionViewLayout: UICollectionViewFlowLayout())
}

@MainActor @Suite struct AdapterViewsTests {
  @Test func test_whenScrollToItem_thatNonVisibleCellsDidNotAppear() {
    let fixture = Fixture()
    let source = ItemsSource()
    source.objects = [NSNumber(value: 20), NSNumber(value: 22)]
    fixture.adapter.dataSource = source
    // 20 cells of 10 points, then 22: the second section starts at 200 in a 100-point view.
    fixture.adapter.scroll(
      to: NSNumber(value: 22), supplementaryKinds: nil, scrollDirection: .vertical,
      scrollPosition: .top, additionalOffset: 0, animated: false)
    fixture.view.layoutIfNeeded()
    let first = fixture.adapter.sectionController(for: NSNumber(value: 20)) as? ItemsSection
    let last = fixture.adapter.sectionController(for: NSNumber(value: 22)) as? ItemsSection
    #expect(first != nil && last != nil)
    #expect(first?.wasDisplayed == false)
    #expect(last?.wasDisplayed == true)
  }

  @Test
  func
    test_whenChangingCollectionViewsToACollectionViewInUseByAnotherAdapter_thatCollectionViewDelegateIsUpdated()
  {
    let view = squareTestView()
    let source1 = ItemsSource()
    source1.objects = [NSNumber(value: 1)]
    let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter1.dataSource = source1
    let source2 = ItemsSource()
    source1.objects = [NSNumber(value: 1)]
    let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter1.dataSource = source2
    adapter1.collectionView = view
    #expect((view.dataSource as AnyObject?) === adapter1)
    adapter2.collectionView = view
    #expect((view.dataSource as AnyObject?) === adapter2)
    adapter1.collectionView = view
    #expect((view.dataSource as AnyObject?) === adapter1)
    withExtendedLifetime((source1, source2)) {}
  }

  @Test
  func
    test_whenSwappingCollectionViews_withMultipleAdapters_thatDoesntNilOtherAdaptersCollectionView()
  {
    let source1 = ItemsSource()
    let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter1.dataSource = source1
    let source2 = ItemsSource()
    let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter2.dataSource = source2
    let view1 = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let view2 = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    adapter1.collectionView = view1
    adapter2.collectionView = view2
    #expect(adapter1.collectionView === view1 && (view1.dataSource as AnyObject?) === adapter1)
    #expect(adapter2.collectionView === view2 && (view2.dataSource as AnyObject?) === adapter2)
    adapter2.collectionView = view1
    #expect(adapter2.collectionView === view1 && (view1.dataSource as AnyObject?) === adapter2)
    #expect(adapter1.collectionView == nil)
    adapter1.collectionView = view2
    #expect(adapter1.collectionView === view2 && (view2.dataSource as AnyObject?) === adapter1)
    #expect(adapter2.collectionView === view1 && (view1.dataSource as AnyObject?) === adapter2)
    withExtendedLifetime((source1, source2)) {}
  }

  /// A section controller that keeps a cell, or its collection view, alive does not keep the
  /// adapter, the view or itself alive once the app lets go of them.
  private func releases(keepingView: Bool) -> Bool {
    weak var weakView: UICollectionView?
    weak var weakAdapter: ListAdapter?
    weak var weakController: ListSectionController?
    do {
      let view = squareTestView()
      weakView = view
      let source = ItemsSource()
      source.objects = [0, 1, 2].map { NSNumber(value: $0) }
      let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
      adapter.collectionView = view
      adapter.dataSource = source
      weakAdapter = adapter
      let controller = adapter.sectionController(for: NSNumber(value: 1)) as? ItemsSection
      weakController = controller
      view.layoutIfNeeded()
      if keepingView {
        controller?.kept = view
      } else {
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 1))
        #expect(cell != nil)
        controller?.kept = cell
      }
      #expect(weakView != nil && weakAdapter != nil && weakController != nil)
    }
    return weakView == nil && weakAdapter == nil && weakController == nil
  }

  @Test
  func test_whenAdapterReleased_withSectionControllerStrongRefToCell_thatSectionControllersRelease()
  {
    #expect(releases(keepingView: false))
  }

  @Test
  func
    test_whenAdapterReleased_withSectionControllerStrongRefToCollectionView_thatSectionControllersRelease()
  {
    #expect(releases(keepingView: true))
  }
}

@MainActor @Suite struct AdapterEmptyViewTests {
  @Test func test_whenDataSourceAddsItems_thatEmptyViewBecomesVisible() async {
    let fixture = Fixture()
    let background = UIView()
    fixture.source.background = background
    await fixture.reload([])
    #expect(fixture.view.backgroundView === background)
    #expect(fixture.view.backgroundView?.isHidden == false)
    await fixture.reload([2])
    #expect(fixture.view.backgroundView?.isHidden == true)
  }

  @Test func test_whenInsertingIntoEmptySection_thatEmptyViewBecomesHidden() async {
    let fixture = Fixture()
    fixture.source.background = UIView()
    await fixture.reload([0])
    #expect(fixture.view.backgroundView?.isHidden == false)
    let section = fixture.section(0)!
    section.items = 1
    fixture.adapter.performBatch(
      animated: false, updates: { $0.insert(in: section, at: [0]) }, completion: nil)
    #expect(fixture.view.backgroundView?.isHidden == true)
  }

  @Test func test_whenDeletingAllItemsFromSection_thatEmptyViewBecomesVisible() async {
    let fixture = Fixture()
    fixture.source.background = UIView()
    await fixture.reload([1])
    #expect(fixture.view.backgroundView == nil || fixture.view.backgroundView?.isHidden == true)
    let section = fixture.section(1)!
    section.items = 0
    fixture.adapter.performBatch(
      animated: false, updates: { $0.delete(in: section, at: [0]) }, completion: nil)
    #expect(fixture.view.backgroundView?.isHidden == false)
  }

  @Test func test_whenEmptySectionAddsItems_thatEmptyViewBecomesHidden() async {
    let fixture = Fixture()
    fixture.source.background = UIView()
    await fixture.reload([0])
    #expect(fixture.view.backgroundView?.isHidden == false)
    let section = fixture.section(0)!
    section.items = 2
    fixture.adapter.performBatch(
      animated: false, updates: { $0.reload(section) }, completion: nil)
    #expect(fixture.view.backgroundView?.isHidden == true)
  }

  @Test func test_whenSectionItemsAreDeletedAsBatch_thatEmptyViewBecomesVisible() async {
    let fixture = Fixture()
    fixture.source.background = UIView()
    await fixture.reload([1, 2])
    #expect(fixture.view.backgroundView == nil || fixture.view.backgroundView?.isHidden == true)
    let first = fixture.section(1)!
    let second = fixture.section(2)!
    var hiddenAtCompletion: Bool?
    fixture.adapter.performBatch(
      animated: true,
      updates: { batch in
        first.items = 0
        batch.delete(in: first, at: [0])
        second.items = 0
        batch.delete(in: second, at: IndexSet(0..<2))
      }, completion: { _ in hiddenAtCompletion = fixture.view.backgroundView?.isHidden })
    for _ in 0..<200 where hiddenAtCompletion == nil { await Task.yield() }
    #expect(hiddenAtCompletion == false)
  }
}

@MainActor @Suite struct AdapterDelegateForwardingTests {
  @Test func test_whenScrollViewDelegateSet_thatDelegateReceivesEvents() {
    let fixture = Fixture()
    let scroll = Heard()
    fixture.adapter.collectionViewDelegate = nil
    fixture.adapter.scrollViewDelegate = scroll
    fixture.adapter.scrollViewDidScroll(fixture.view)
    #expect(scroll.calls == ["didScroll"])
  }

  @Test func test_whenCollectionViewDelegateSet_thatDelegateReceivesEvents() async {
    let fixture = Fixture()
    await fixture.reload([1, 2])
    let delegate = Heard()
    fixture.adapter.collectionViewDelegate = delegate
    fixture.adapter.scrollViewDelegate = nil
    let path = IndexPath(item: 0, section: 0)
    let cell = fixture.view.cellForItem(at: path) ?? UICollectionViewCell()
    fixture.adapter.collectionView(fixture.view, didEndDisplaying: cell, forItemAt: path)
    #expect(delegate.calls == ["didEndDisplaying [0, 0]"])
  }

  @Test
  func
    test_whenCollectionViewDelegateSet_withScrollViewDelegateSet_thatDelegatesReceiveUniqueEvents()
    async
  {
    let fixture = Fixture()
    await fixture.reload([1, 2])
    let delegate = Heard()
    let scroll = Heard()
    fixture.adapter.collectionViewDelegate = delegate
    fixture.adapter.scrollViewDelegate = scroll
    let path = IndexPath(item: 0, section: 0)
    let cell = fixture.view.cellForItem(at: path) ?? UICollectionViewCell()
    fixture.adapter.scrollViewDidScroll(fixture.view)
    fixture.adapter.collectionView(fixture.view, didEndDisplaying: cell, forItemAt: path)
    #expect(scroll.calls == ["didScroll"])
    #expect(delegate.calls == ["didEndDisplaying [0, 0]"])
  }

  @Test func test_whenDisplayingCell_thatCollectionViewDelegateReceivesMethod() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    let delegate = Heard()
    fixture.adapter.collectionViewDelegate = delegate
    fixture.adapter.collectionView(
      fixture.view, willDisplay: UICollectionViewCell(), forItemAt: IndexPath(item: 0, section: 0))
    #expect(delegate.calls == ["willDisplay [0, 0]"])
  }

  /// The scroll view delegate hears `call`, the collection view delegate does not.
  private func scrollEvent(_ call: (ListAdapter, UICollectionView) -> Void) async -> (
    delegate: [String], scroll: [String]
  ) {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    let delegate = Heard()
    let scroll = Heard()
    fixture.adapter.collectionViewDelegate = delegate
    fixture.adapter.scrollViewDelegate = scroll
    call(fixture.adapter, fixture.view)
    return (delegate.calls, scroll.calls)
  }

  @Test func test_whenWillBeginDragging_thatScrollViewDelegateReceivesMethod() async {
    let heard = await scrollEvent { $0.scrollViewWillBeginDragging($1) }
    #expect(heard.delegate.isEmpty && heard.scroll == ["willBeginDragging"])
  }

  @Test func test_whenDidEndDragging_thatScrollViewDelegateReceivesMethod() async {
    let heard = await scrollEvent { $0.scrollViewDidEndDragging($1, willDecelerate: false) }
    #expect(heard.delegate.isEmpty && heard.scroll == ["didEndDragging false"])
  }

  @Test func test_whenDidEndDecelerating_thatScrollViewDelegateReceivesMethod() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    let delegate = Heard()
    let scroll = Heard()
    fixture.adapter.collectionViewDelegate = delegate
    fixture.adapter.scrollViewDelegate = scroll
    let first = fixture.adapter.visibleSectionControllers().first
    let events = ScrollEvents()
    first?.scrollDelegate = events
    fixture.adapter.scrollViewDidEndDecelerating(fixture.view)
    #expect(first != nil)
    #expect(delegate.calls.isEmpty && scroll.calls == ["didEndDecelerating"])
    #expect(events.events == ["didEndDecelerating"])
  }

  @Test func test_whenSelectingCell_thatSelectionConfirmationDelegatesReturnValues() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    let path = IndexPath(item: 0, section: 0)
    #expect(fixture.adapter.collectionView(fixture.view, shouldSelectItemAt: path))
    #expect(fixture.adapter.collectionView(fixture.view, shouldDeselectItemAt: path))
  }
}

@MainActor @Suite struct AdapterContextTests {
  @Test func test_whenReloadingObjectsThatDontExist_thatAdapterContinues() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    fixture.adapter.reloadObjects([NSNumber(value: 1), NSNumber(value: 3)])
    #expect(fixture.view.numberOfSections == 3)
  }

  @Test func test_whenDeselectingThroughContext_thatCellDeselected() async {
    let fixture = Fixture()
    await fixture.reload([1, 2, 3])
    let path = IndexPath(item: 0, section: 0)
    fixture.view.selectItem(at: path, animated: false, scrollPosition: .top)
    #expect(fixture.view.cellForItem(at: path)?.isSelected == true)
    fixture.adapter.deselectItem(at: 0, sectionController: fixture.controller(1)!, animated: false)
    #expect(fixture.view.cellForItem(at: path)?.isSelected == false)
  }

  @Test func test_whenSelectingThroughContext_thatCellSelected() async {
    let fixture = Fixture()
    await fixture.reload([1, 2, 3])
    fixture.adapter.selectItem(
      at: 0, sectionController: fixture.controller(1)!, animated: false, scrollPosition: .top)
    #expect(fixture.view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
  }

  @Test func test_whenScrollingToIndex_withSectionController_thatPositionCorrect() async {
    let fixture = Fixture()
    await fixture.reload(Array(1...19))
    let section = fixture.controller(8)!
    section.collectionContext.scroll(to: section, at: 0, scrollPosition: .top, animated: false)
    #expect(fixture.view.contentOffset.x == 0)
    #expect(fixture.view.contentOffset.y == 280)
  }

  @Test func test_whenDisplayingSectionController_fetchingCellIndexIsValid() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    let controller = fixture.controller(1)!
    let cell = fixture.adapter.cellForItem(at: 0, sectionController: controller)
    #expect(cell != nil)
    let index = cell.map { fixture.adapter.index(for: $0, sectionController: controller) }
    #expect(index != NSNotFound)
    #expect(index == 0)
  }

  @Test func test_whenAdapterUpdated_fetchingCellIsValid() async {
    let fixture = Fixture()
    await fixture.reload([1, 2, 3, 4, 5, 6])
    fixture.view.layoutIfNeeded()
    #expect(fixture.adapter.cellForItem(at: 0, sectionController: fixture.controller(2)!) != nil)
  }

  @Test func test_whenQueryingTraitCollection_thatMatchesCollectionView() async {
    let fixture = Fixture()
    await fixture.reload([2])
    #expect(fixture.adapter.traitCollection == fixture.view.traitCollection)
    #expect(ListAdapter(updater: ListAdapterUpdater(), viewController: nil).traitCollection == nil)
  }

  @Test func test_whenQueryingContainerInset_thatMatchesCollectionView() async {
    let fixture = Fixture()
    await fixture.reload([2])
    fixture.view.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let inset = fixture.controller(2)!.collectionContext.containerInset
    #expect([inset.top, inset.left, inset.bottom, inset.right] == [1, 2, 3, 4])
  }

  @Test func test_whenQueryingInsetContainerSize_thatResultIsBoundsInsetByContent() async {
    let fixture = Fixture()
    await fixture.reload([2])
    fixture.view.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let size = fixture.controller(2)!.collectionContext.insetContainerSize
    #expect(size.width == 94)
    #expect(size.height == 96)
  }

  @Test func test_whenQueryingContainerContentOffset_thatResultIsCorrectlyOffset() async {
    let fixture = Fixture()
    await fixture.reload(Array(1...10))
    let controller = fixture.controller(3)!
    fixture.adapter.scroll(to: controller, at: 0, scrollPosition: .top, animated: false)
    let offset = controller.collectionContext.containerContentOffset
    #expect(offset.x == 0)
    #expect(offset.y == 30)
  }

  @Test func test_whenSectionControllerReturnsNegativeSize_thatAdapterReturnsZero() {
    // As in IGListKit, the objects are set but not loaded: there is no section controller yet.
    let fixture = Fixture()
    fixture.set([1])
    fixture.section(1)?.size = CGSize(width: -1, height: -1)
    let size = fixture.adapter.collectionView(
      fixture.view, layout: fixture.view.collectionViewLayout,
      sizeForItemAt: IndexPath(item: 0, section: 0))
    #expect(size.width == 0)
    #expect(size.height == 0)
  }

  @Test func test_whenSupplementarySourceReturnsNegativeSize_thatAdapterReturnsZero() async {
    let fixture = Fixture()
    await fixture.reload([1])
    let source = Supplementaries([footer], for: fixture.controller(1))
    source.size = CGSize(width: -1, height: -1)
    let size = fixture.adapter.collectionView(
      fixture.view, layout: fixture.view.collectionViewLayout,
      referenceSizeForHeaderInSection: 0)
    #expect(size.width == 0)
    #expect(size.height == 0)
  }
}

@MainActor @Suite struct AdapterRemovedSectionControllerTests {
  /// The section controller of 1 after 1 was replaced by 2.
  private func removed() async -> (Fixture, ListSectionController) {
    let fixture = Fixture()
    await fixture.update([1])
    let controller = fixture.controller(1)!
    await fixture.update([2])
    return (fixture, controller)
  }

  @Test func test_whenSectionControllerRemoved_thatCellForIndexPathIsNil() async {
    let (fixture, controller) = await removed()
    #expect(controller.collectionContext?.cellForItem(at: 0, sectionController: controller) == nil)
    withExtendedLifetime(fixture) {}
  }

  @Test func test_whenSectionControllerRemoved_thatFullyVisibleCellsIsEmpty() async {
    let (fixture, controller) = await removed()
    let found = controller.collectionContext?.fullyVisibleCells(for: controller)
    #expect(found?.isEmpty ?? true)
    withExtendedLifetime(fixture) {}
  }

  @Test func test_whenSectionControllerRemoved_thatVisibleCellsIsEmpty() async {
    let (fixture, controller) = await removed()
    let found = controller.collectionContext?.visibleCells(for: controller)
    #expect(found?.isEmpty ?? true)
    withExtendedLifetime(fixture) {}
  }

  @Test func test_whenSectionControllerRemoved_thatVisibleIndexPathIsEmpty() async {
    let (fixture, controller) = await removed()
    let found = controller.collectionContext?.visibleIndexPaths(for: controller)
    #expect(found?.isEmpty ?? true)
    withExtendedLifetime(fixture) {}
  }

  @Test func test_whenSectionControllerRemoved_thatDoesNotCrashOnInvalidatingLayout() async {
    let (fixture, controller) = await removed()
    controller.collectionContext?.invalidateLayout(for: controller, completion: nil)
    #expect(fixture.view.raisedExceptions.isEmpty)
  }
}

@MainActor @Suite struct AdapterSupplementaryTests {

  /// The footer of section 0 and no other supplementary view of sections 0 and 1.
  private func footerOnly(fromNib: Bool) async -> (
    footer: UICollectionReusableView?, others: [UICollectionReusableView?]
  ) {
    let fixture = Fixture()
    await fixture.reload([1, 2])
    let source = Supplementaries([footer], for: fixture.controller(1), fromNib: fromNib)
    await fixture.adapter.performUpdatesAndWait(animated: false)
    let view = fixture.view
    return withExtendedLifetime(source) {
      (
        view.supplementaryView(forElementKind: footer, at: [0, 0]) as? UICollectionReusableView,
        [
          view.supplementaryView(forElementKind: header, at: [0, 0]),
          view.supplementaryView(forElementKind: header, at: [1, 0]),
          view.supplementaryView(forElementKind: footer, at: [1, 0]),
        ].map { $0 as? UICollectionReusableView }
      )
    }
  }

  @Test func test_whenSettingSupplementaryView_thatViewForSupplementaryElementExists() async throws
  {
    let fixture = Fixture()
    await fixture.reload([0])
    let controller = try #require(fixture.controller(0))
    let source = Supplementaries([header], for: controller)
    await fixture.adapter.performUpdatesAndWait(animated: false)
    withExtendedLifetime(source) {
      #expect(
        fixture.adapter.viewForSupplementaryElement(
          ofKind: header, at: 0, sectionController: controller) != nil)
      #expect(
        fixture.adapter.viewForSupplementaryElement(
          ofKind: header, at: 1, sectionController: controller) == nil)
      #expect(
        fixture.view.indexPathsForVisibleSupplementaryElements(ofKind: header) == [[0, 0]])
    }
  }

  /// What the collection view delegate hears when the adapter is told `event` of a supplementary
  /// view of kind "kind" at [0, 0].
  private func supplementaryEvent(
    _ event: (ListAdapter, UICollectionView, UICollectionReusableView) -> Void
  ) async -> [String] {
    let fixture = Fixture()
    await fixture.reload([1, 2])
    let delegate = Heard()
    fixture.adapter.collectionViewDelegate = delegate
    event(fixture.adapter, fixture.view, UICollectionReusableView())
    return delegate.calls
  }

  @Test func test_whenWillDisplaySupplementaryView_thatCollectionViewDelegateReceivesEvents()
    async
  {
    let calls = await supplementaryEvent { adapter, view, supplementary in
      adapter.collectionView(
        view, willDisplaySupplementaryView: supplementary, forElementKind: "kind", at: [0, 0])
    }
    #expect(calls == ["willDisplaySupplementary kind [0, 0]"])
  }

  @Test func test_whenEndDisplayingSupplementaryView_thatCollectionViewDelegateReceivesEvents()
    async
  {
    let calls = await supplementaryEvent { adapter, view, supplementary in
      adapter.collectionView(
        view, didEndDisplayingSupplementaryView: supplementary, forElementOfKind: "kind",
        at: [0, 0])
    }
    #expect(calls == ["didEndDisplayingSupplementary kind [0, 0]"])
  }

  @Test func test_whenAdapterUpdated_thatLayoutAttributesForItemAtIndexIsCorrect() async {
    // Each section controller gives its number of items, 100 × 10 each.
    let fixture = Fixture()
    await fixture.reload([2, 3])
    fixture.view.layoutIfNeeded()
    guard let controller = fixture.controller(2) else {
      Issue.record("no controller for 2")
      return
    }
    let attributes = fixture.adapter.layoutAttributesForItem(at: 0, sectionController: controller)
    #expect(attributes?.indexPath == IndexPath(item: 0, section: 0))
  }

  @Test func test_whenSupplementarySourceSupportsFooter_thatHeaderViewsAreNil() async {
    let result = await footerOnly(fromNib: false)
    #expect(result.footer != nil)
    #expect(result.others.allSatisfy { $0 == nil })
  }

  @Test func test_whenSupplementarySourceSupportsFooter_withNibs_thatHeaderViewsAreNil() async {
    let result = await footerOnly(fromNib: true)
    #expect(result.footer is IGTestNibSupplementaryView)
    #expect((result.footer as? IGTestNibSupplementaryView)?.label.text == "Foo bar baz")
    #expect(result.others.allSatisfy { $0 == nil })
  }

  /// The offsets after scrolling to 1 and to 2 with the supplementary views of `kinds`, which
  /// the section of 1 shows.
  private func scrollWithSupplementaries(_ kinds: [String]) async -> [CGPoint] {
    let fixture = Fixture()
    await fixture.reload([1, 2])
    let source = Supplementaries(kinds, for: fixture.controller(1))
    await fixture.adapter.performUpdatesAndWait(animated: false)
    for kind in kinds {
      #expect(fixture.view.supplementaryView(forElementKind: kind, at: [0, 0]) != nil)
    }
    return withExtendedLifetime(source) {
      [1, 2].map { number in
        fixture.adapter.scroll(
          to: NSNumber(value: number), supplementaryKinds: kinds, scrollDirection: .vertical,
          scrollPosition: [], additionalOffset: 0, animated: false)
        return fixture.view.contentOffset
      }
    }
  }

  @Test func test_whenScrollToItem_thatSupplementarySourceSupportsSingleHeader() async {
    #expect(await scrollWithSupplementaries([header]) == [.zero, .zero])
  }

  @Test func test_whenScrollToItem_thatSupplementarySourceSupportsHeaderAndFooter() async {
    #expect(await scrollWithSupplementaries([header, footer]) == [.zero, .zero])
  }

}

/// A section of the items of its `objects`, which the user may reorder when `isReorderable`.
private final class ReorderableSection: ListSectionController {
  var objects: [Int]?
  var isReorderable = false
  override func numberOfItems() -> Int { objects?.count ?? 0 }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
  override func canMoveItem(at index: Int) -> Bool { isReorderable }
  override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    guard var objects else { return }
    objects.insert(objects.remove(at: sourceIndex), at: destinationIndex)
    self.objects = objects
  }
}

@MainActor
private final class ReorderingSource: ListAdapterDataSource, ListAdapterMoveDelegate {
  var objects: [any ListDiffable] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { ReorderableSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]
  ) { self.objects = objects.compactMap { $0 as? any ListDiffable } }
}

@MainActor @Suite struct AdapterReorderingTests {
  /// The fixture's adapter with a reordering data source of `numbers`.
  @Test
  func
    test_whenItemsInSectionAreInteractivelyReordered_andReorderingIsDisallowed_thatIndexesUpdateCorrectly()
    async
  {
    // IGListKit checks the section after the first move: unchanged.
    #expect(await reorderedItems(reorderable: false).first == [0, 1, 2])
  }

  @Test
  func test_whenItemsAreInteractivelyReorderedAcrossSections_thatIndexesRevertToOriginalState()
    async
  {
    let (fixture, source) = reordering([0, 1])
    let section0 = fixture.adapter.sectionController(forSection: 0) as? ReorderableSection
    section0?.objects = [0, 1, 2]
    let section1 = fixture.adapter.sectionController(forSection: 1) as? ReorderableSection
    section1?.objects = [3, 4, 5]
    section1?.isReorderable = true
    await fixture.adapter.performUpdatesAndWait(animated: false)
    let from = IndexPath(item: 0, section: 1)
    let to = IndexPath(item: 0, section: 0)
    let view = fixture.view
    view.performBatchUpdates {
      view.moveItem(at: from, to: to)
      fixture.adapter.collectionView(view, moveItemAt: from, to: to)
    }
    #expect(section0?.objects == [0, 1, 2])
    #expect(section1?.objects == [3, 4, 5])
    withExtendedLifetime(source) {}
  }

  /// The package's own: the same move made as the user makes it (`userMovedItem`): the view
  /// moves the item and tells the adapter in one update, the adapter moves it back, and nothing
  /// is raised (before, the move back was missing and UIKit's count exception was reported).
  @Test func aUsersMoveAcrossSectionsIsMovedBackWithoutAnException() async {
    let (fixture, source) = reordering([0, 1])
    let section0 = fixture.adapter.sectionController(forSection: 0) as? ReorderableSection
    section0?.objects = [0, 1, 2]
    let section1 = fixture.adapter.sectionController(forSection: 1) as? ReorderableSection
    section1?.objects = [3, 4, 5]
    section1?.isReorderable = true
    await fixture.adapter.performUpdatesAndWait(animated: false)
    let moved = fixture.view.userMovedItem(
      at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
    #expect(moved)
    #expect(fixture.view.raisedExceptions.isEmpty)
    #expect(section0?.objects == [0, 1, 2] && section1?.objects == [3, 4, 5])
    #expect(fixture.view.numberOfItems(inSection: 0) == 3)
    // The move and the move back cancel: no batch moved anything.
    #expect(
      !fixture.view.events.contains {
        if case .batchAccepted(_, let batch) = $0 { return !batch.moveItems.isEmpty }
        return false
      })
    withExtendedLifetime(source) {}
  }

  @Test func test_whenSectionControllerReturnsNegativeSize_thatAdapterReturnsZero_loaded() async {
    let fixture = Fixture()
    await fixture.reload([1])
    fixture.section(1)?.size = CGSize(width: -1, height: -1)
    let size = fixture.adapter.collectionView(
      fixture.view, layout: fixture.view.collectionViewLayout,
      sizeForItemAt: IndexPath(item: 0, section: 0))
    #expect(size.width == 0)
    #expect(size.height == 0)
  }

  @Test func test_whenPrefetchingEnabled_thatSetterDisables() {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    #expect(!view.isPrefetchingEnabled)
  }

  @Test
  func
    test_withStrongRefToSectionController_thatAdaptersectionIsZero_thatSectionControllerIndexDoesNotChange()
    async
  {
    let view = squareTestView()
    weak var weakAdapter: ListAdapter?
    var kept: ListSectionController?
    do {
      let source = ItemsSource()
      let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
      adapter.dataSource = source
      adapter.collectionView = view
      weakAdapter = adapter
      source.objects = [0, 1, 2].map { NSNumber(value: $0) }
      await adapter.performUpdatesAndWait(animated: false)
      kept = adapter.sectionController(forSection: 1)
      #expect(kept?.section == 1)
    }
    #expect(kept?.section == NSNotFound)
    // IGListKit asks the released adapter (nil), which answers 0.
    #expect(weakAdapter.map { $0.section(for: kept!) } ?? 0 == 0)
  }

  private func reordering(_ numbers: [Int]) -> (Fixture, ReorderingSource) {
    let fixture = Fixture()
    let source = ReorderingSource()
    source.objects = numbers.map { NSNumber(value: $0) }
    fixture.adapter.dataSource = source
    fixture.adapter.moveDelegate = source
    return (fixture, source)
  }

  private func canMove(reorderable: Bool) async -> Bool {
    let (fixture, source) = reordering([0, 1, 2])
    let section = fixture.adapter.sectionController(forSection: 0) as? ReorderableSection
    section?.isReorderable = reorderable
    await fixture.adapter.performUpdatesAndWait(animated: false)
    return withExtendedLifetime(source) {
      fixture.adapter.collectionView(fixture.view, canMoveItemAt: IndexPath(item: 0, section: 0))
    }
  }

  @Test func test_whenSectionControllerReorderDisabled_thatAdapterReorderDisabled() async {
    #expect(await canMove(reorderable: false) == false)
  }

  @Test func test_whenSectionControllerReorderEnabled_thatAdapterReorderEnabled() async {
    #expect(await canMove(reorderable: true) == true)
  }

  /// The items of one section of 0, 1, 2 after moving 2 → 0 and then 2 → 1.
  private func reorderedItems(reorderable: Bool) async -> [[Int]] {
    let (fixture, source) = reordering([0])
    let section = fixture.adapter.sectionController(forSection: 0) as? ReorderableSection
    section?.objects = [0, 1, 2]
    section?.isReorderable = reorderable
    await fixture.adapter.performUpdatesAndWait(animated: false)
    var seen: [[Int]] = []
    for (from, to) in [(2, 0), (2, 1)] {
      fixture.adapter.collectionView(
        fixture.view, moveItemAt: IndexPath(item: from, section: 0),
        to: IndexPath(item: to, section: 0))
      seen.append(section?.objects ?? [])
    }
    withExtendedLifetime(source) {}
    return seen
  }

  @Test func test_whenItemsInSectionAreInteractivelyReordered_thatIndexesUpdateCorrectly() async {
    #expect(await reorderedItems(reorderable: true) == [[2, 0, 1], [2, 1, 0]])
  }

}

/// Sections with only a header or a footer: visible, and told display events, as IGListKit's
/// display handler counts supplementary views with cells.
@MainActor @Suite struct AdapterSupplementaryDisplayTests {
  @Test func test_withEmptySectionPlusFooter_thatVisibleSectionControllersAreCorrect() async {
    let fixture = Fixture()
    await fixture.reload([0])
    let source = Supplementaries([footer], for: fixture.controller(0), fromNib: true)
    await fixture.adapter.performUpdatesAndWait(animated: false)
    let visible = fixture.adapter.visibleSectionControllers()
    #expect(visible.count == 1)
    #expect(visible.first?.supplementaryViewSource === source)
  }

  @Test
  func test_whenDisplayingSectionController_withOnlySupplementaryView_thatDisplayEventStillSent()
    async
  {
    let fixture = Fixture()
    await fixture.reload([0])
    #expect(fixture.view.supplementaryView(forElementKind: header, at: [0, 0]) == nil)
    let controller = fixture.controller(0)!
    let source = Supplementaries([header], for: controller)
    let events = DisplayEvents()
    controller.displayDelegate = events
    await fixture.adapter.performUpdatesAndWait(animated: false)
    #expect(fixture.view.supplementaryView(forElementKind: header, at: [0, 0]) != nil)
    #expect(events.events == ["willDisplay"])
    withExtendedLifetime(source) {}
  }

  @Test
  func
    test_whenEndingDisplayOfSectionController_withOnlySupplementaryView_thatDisplayEventStillSent()
    async
  {
    let fixture = Fixture()
    await fixture.reload([0])
    #expect(fixture.view.supplementaryView(forElementKind: header, at: [0, 0]) == nil)
    let controller = fixture.controller(0)!
    let source = Supplementaries([header], for: controller)
    await fixture.adapter.performUpdatesAndWait(animated: false)
    #expect(fixture.view.supplementaryView(forElementKind: header, at: [0, 0]) != nil)
    let events = DisplayEvents()
    controller.displayDelegate = events
    controller.supplementaryViewSource = nil
    await fixture.adapter.performUpdatesAndWait(animated: false)
    #expect(fixture.view.supplementaryView(forElementKind: header, at: [0, 0]) == nil)
    #expect(events.events == ["didEndDisplaying"])
    withExtendedLifetime(source) {}
  }
}

/// IGListKit's context menu and performance delegate tests of `IGListAdapterTests.m`.
@MainActor @Suite struct AdapterContextMenuAndPerformanceTests {
  @Test func test_whenContextMenuAskedCell_thatCollectionViewDelegateReceivesMethod() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    let delegate = Heard()
    fixture.adapter.collectionViewDelegate = delegate
    let path = IndexPath(item: 0, section: 0)
    // What the collection view asks its delegate when it needs the configuration.
    _ = fixture.adapter.collectionView(
      fixture.view, contextMenuConfigurationForItemAt: path, point: .zero)
    #expect(delegate.calls == ["contextMenu [0, 0] \(CGPoint.zero)"])
  }

  @Test func test_whenContextMenuAskedCell_thatSectionControllerReceivesMethod() async {
    let fixture = Fixture()
    await fixture.reload([0, 1, 2])
    let path = IndexPath(item: 0, section: 0)
    _ = fixture.adapter.collectionView(
      fixture.view, contextMenuConfigurationForItemAt: path, point: .zero)
    #expect(fixture.section(0)?.requestedContextMenu == true)
    #expect(fixture.section(1)?.requestedContextMenu == false)
    #expect(fixture.section(2)?.requestedContextMenu == false)
  }

  @Test func test_whenReload_thatPerformanceDelegateEventsSent() {
    let fixture = Fixture()
    fixture.set([1])
    // A reload-data updater, so that updates happen at once, as IGListKit's test says.
    let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
    adapter.collectionView = fixture.view
    adapter.dataSource = fixture.source
    let events = PerformanceEvents()
    adapter.performanceDelegate = events
    fixture.view.reloadData()
    fixture.view.layoutIfNeeded()
    fixture.set([])
    fixture.view.reloadData()
    fixture.view.layoutIfNeeded()
    // The adapter's first load made no cell: the first layout pass made it, with the delegate
    // listening, as IGListKit's delegate hears it.
    #expect(
      events.heardInOrder([
        "willCallSize", "didCallSizeOn 0", "willCallDequeueCell", "didCallDequeue 0",
        "willCallDisplayCell", "didCallDisplay 0", "willCallEndDisplayCell",
        "didCallEndDisplay 0",
      ]), "\(events.events)")
  }

  @Test func test_whenScroll_thatPerformanceDelegateEventsSent() {
    let fixture = Fixture()
    let events = PerformanceEvents()
    fixture.adapter.performanceDelegate = events
    fixture.adapter.scrollViewDidScroll(fixture.view)
    #expect(events.events == ["willCallScroll", "didCallScroll"])
    #expect(events.lastScrollView === fixture.view)
  }
}
