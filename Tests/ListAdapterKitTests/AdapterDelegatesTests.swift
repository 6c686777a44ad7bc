import Foundation
import ListAdapterKit
import Testing

// The performance delegate, context menus and the transition delegate, beyond IGListKit's own
// tests of them (carried over in IGListAdapterTests2.swift, IGListAdapterE2ETests.swift,
// IGListBindingSectionControllerTests.swift and IGListSectionControllerTests.swift).

/// A performance delegate that writes down what it is told, in order (what IGListKit's tests
/// ask of an OCMock of `IGListAdapterPerformanceDelegate`). Shared with IGListAdapterTests2.swift.
@MainActor
final class PerformanceEvents: ListAdapterPerformanceDelegate {
  var events: [String] = []
  /// Also written into ``events`` when set: what else a test wants ordered among them.
  func note(_ event: String) { events.append(event) }

  func listAdapterWillCallDequeueCell(_ listAdapter: ListAdapter) {
    events.append("willCallDequeueCell")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDequeue cell: UICollectionViewCell,
    on sectionController: ListSectionController, at index: Int
  ) { events.append("didCallDequeue \(index)") }
  func listAdapterWillCallDisplayCell(_ listAdapter: ListAdapter) {
    events.append("willCallDisplayCell")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallDisplay cell: UICollectionViewCell,
    on sectionController: ListSectionController, at index: Int
  ) { events.append("didCallDisplay \(index)") }
  func listAdapterWillCallEndDisplayCell(_ listAdapter: ListAdapter) {
    events.append("willCallEndDisplayCell")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallEndDisplay cell: UICollectionViewCell,
    on sectionController: ListSectionController, at index: Int
  ) { events.append("didCallEndDisplay \(index)") }
  func listAdapterWillCallSize(_ listAdapter: ListAdapter) { events.append("willCallSize") }
  func listAdapter(
    _ listAdapter: ListAdapter, didCallSizeOn sectionController: ListSectionController,
    at index: Int
  ) { events.append("didCallSizeOn \(index)") }
  func listAdapterWillCallScroll(_ listAdapter: ListAdapter) { events.append("willCallScroll") }
  func listAdapter(_ listAdapter: ListAdapter, didCallScroll scrollView: UIScrollView) {
    events.append("didCallScroll")
    lastScrollView = scrollView
  }
  /// The scroll view of the last `listAdapter(_:didCallScroll:)`.
  weak var lastScrollView: UIScrollView?

  /// Whether `expected` were heard in order as an OCMock with ordered expectations checks them:
  /// each event heard that is the next expected one is checked off; one that is expected later
  /// fails; any other event is let through (a "nice" mock).
  func heardInOrder(_ expected: [String]) -> Bool {
    var remaining = expected[...]
    for event in events {
      guard let index = remaining.firstIndex(of: event) else { continue }
      guard index == remaining.startIndex else { return false }
      remaining = remaining.dropFirst()
    }
    return remaining.isEmpty
  }
}

/// A section of two 100 × 10 cells whose item 1 has a context menu of one action, and whose
/// items appear from the left and leave faded (a transition delegate of its own).
private final class MenuSection: ListSectionController, IGListTransitionDelegate,
  ListScrollDelegate, ListDisplayDelegate
{
  var asked: [(index: Int, point: CGPoint)] = []
  var performed: [String] = []
  weak var events: PerformanceEvents?

  override init() {
    super.init()
    transitionDelegate = self
    scrollDelegate = self
    displayDelegate = self
  }
  override func numberOfItems() -> Int { 2 }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
  override func contextMenuConfigurationForItem(at index: Int, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    asked.append((index, point))
    guard index == 1 else { return nil }
    return UIContextMenuConfiguration(actionProvider: { [weak self] _ in
      UIMenu(children: [UIAction(title: "Delete") { _ in self?.performed.append("Delete") }])
    })
  }

  func listAdapter(
    _ listAdapter: ListAdapter,
    customizedInitialLayoutAttributes attributes: UICollectionViewLayoutAttributes,
    sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewLayoutAttributes {
    attributes.center.x -= 100
    return attributes
  }
  func listAdapter(
    _ listAdapter: ListAdapter,
    customizedFinalLayoutAttributes attributes: UICollectionViewLayoutAttributes,
    sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewLayoutAttributes {
    attributes.alpha = 0
    return attributes
  }

  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
    events?.note("section didScroll")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool
  ) {}

  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  {}
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) { events?.note("section willDisplay \(index)") }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) { events?.note("section didEndDisplaying \(index)") }
}

/// Numbers, each a ``MenuSection``.
@MainActor
private final class MenuSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  var made: [MenuSection] = []
  weak var events: PerformanceEvents?
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let section = MenuSection()
    section.events = events
    made.append(section)
    return section
  }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

/// A collection view delegate that gives its own menu for section 0 and none for the others,
/// and a scroll view delegate that writes into the performance events.
@MainActor
private final class AppDelegate: NSObject, UICollectionViewDelegate {
  weak var events: PerformanceEvents?
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    indexPath.section == 0
      ? UIContextMenuConfiguration(identifier: "app" as NSString, actionProvider: nil) : nil
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { events?.note("app didScroll") }
}

/// A 100 × 30 view (three rows of 10 points) on `layout`, an adapter and sections of two cells
/// for `numbers`.
@MainActor
private final class MenuScreen {
  let view: UICollectionView
  let source = MenuSource()
  let events = PerformanceEvents()
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

  init(_ numbers: [Int], layout: UICollectionViewLayout = UICollectionViewFlowLayout()) {
    view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 30), collectionViewLayout: layout)
    source.objects = numbers.map { NSNumber(value: $0) }
    source.events = events
    adapter.performanceDelegate = events
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
  }
}

@MainActor @Suite struct AdapterContextMenuTests {
  /// A long press on a cell reaches its section controller through the view and the adapter,
  /// as UIKit asks the view's delegate; the menu's action runs when chosen.
  @Test func aLongPressAsksTheSectionControllerForItsMenu() throws {
    let screen = MenuScreen([0, 1])
    let configuration = try #require(
      screen.view.userLongPressedItem(at: IndexPath(item: 1, section: 0)))
    let section = screen.source.made[0]
    #expect(section.asked.map(\.index) == [1])
    #expect(section.asked.first?.point == CGPoint(x: 50, y: 15))
    let menu = try #require(configuration.makeMenu())
    (menu.children.first as? UIAction)?.perform()
    #expect(section.performed == ["Delete"])
    // Item 0 has no menu; the other section's controller was never asked.
    #expect(screen.view.userLongPressedItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(screen.source.made[1].asked.isEmpty)
  }

  /// The app's collection view delegate answers first; where it gives no menu, the section
  /// controller is asked.
  @Test func theCollectionViewDelegateAnswersBeforeTheSectionController() {
    let screen = MenuScreen([0, 1])
    let app = AppDelegate()
    screen.adapter.collectionViewDelegate = app
    let first = screen.view.userLongPressedItem(at: IndexPath(item: 1, section: 0), point: .zero)
    #expect(first?.identifier as? NSString == "app")
    #expect(screen.source.made[0].asked.isEmpty)
    let second = screen.view.userLongPressedItem(at: IndexPath(item: 1, section: 1), point: .zero)
    #expect(second != nil && second?.identifier == nil)
    #expect(screen.source.made[1].asked.map(\.index) == [1])
  }

  /// A long press where the view has no item is a misuse, and asks no one.
  @Test func aLongPressOutsideTheItemsIsAMisuse() {
    let screen = MenuScreen([0])
    #expect(screen.view.userLongPressedItem(at: IndexPath(item: 5, section: 0)) == nil)
    #expect(screen.view.misuses.count == 1)
    #expect(screen.source.made[0].asked.isEmpty)
  }
}

@MainActor @Suite struct AdapterPerformanceDelegateTests {
  /// A user's drag: each change of offset is bracketed by the performance delegate, around the
  /// app's scroll view delegate and the visible section controllers' scroll delegates.
  @Test func aDragIsBracketedAroundTheScrollDelegates() {
    let screen = MenuScreen([0, 1, 2, 3])
    let app = AppDelegate()
    app.events = screen.events
    screen.adapter.scrollViewDelegate = app
    screen.events.events = []
    screen.view.simulateDrag(by: 20)
    // One group per change of offset: the pair around the app's delegate, then the visible
    // sections' scroll delegates.
    var groups: [[String]] = [[]]
    for event in screen.events.events where event.contains("Scroll") {
      groups[groups.count - 1].append(event)
      if event == "didCallScroll" { groups.append([]) }
    }
    #expect(groups.removeLast().isEmpty)
    #expect(!groups.isEmpty)
    for group in groups {
      #expect(Array(group.prefix(2)) == ["willCallScroll", "app didScroll"])
      #expect(group.last == "didCallScroll")
      #expect(group.dropFirst(2).dropLast().allSatisfy { $0 == "section didScroll" })
      #expect(group.count > 3)
    }
  }

  /// Cells coming on screen: the display pair brackets the section controller's display
  /// delegate; the dequeue pair comes before, the size pair before that (the layout sizes the
  /// items first).
  @Test func displayIsBracketedAroundTheDisplayDelegate() {
    let events = PerformanceEvents()
    let source = MenuSource()
    source.objects = [NSNumber(value: 0)]
    source.events = events
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 30),
      collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.performanceDelegate = events
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
    #expect(
      events.heardInOrder([
        "willCallSize", "didCallSizeOn 0", "willCallDequeueCell", "didCallDequeue 0",
        "willCallDisplayCell", "section willDisplay 0", "didCallDisplay 0",
      ]))
    let display = events.events.firstIndex(of: "willCallDisplayCell")
    #expect(display.map { events.events[$0 + 1] } == "section willDisplay 0")
  }

  /// IGListKit's `test_whenReload_thatPerformanceDelegateEventsSent` with the delegate set before
  /// the data source (here cells are made as soon as the data source is set, before any layout
  /// pass: see docs/iglistkit.md): the first cells' size, dequeue and display pairs, then the
  /// end of display a reload of the view brings.
  @Test func aReloadIsMeasuredFromTheFirstCells() {
    let fixture = Fixture()
    fixture.set([1])
    let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
    let events = PerformanceEvents()
    adapter.performanceDelegate = events
    adapter.collectionView = fixture.view
    adapter.dataSource = fixture.source
    fixture.view.layoutIfNeeded()
    fixture.set([])
    fixture.view.reloadData()
    fixture.view.layoutIfNeeded()
    #expect(
      events.heardInOrder([
        "willCallSize", "didCallSizeOn 0", "willCallDequeueCell", "didCallDequeue 0",
        "willCallDisplayCell", "didCallDisplay 0", "willCallEndDisplayCell",
        "didCallEndDisplay 0",
      ]), "\(events.events)")
  }

  /// A section deleted by an update: each of its cells' end-display pairs brackets the section
  /// controller's display delegate and names the item the cell showed.
  @Test func endDisplayNamesTheItemsOfADeletedSection() async {
    let screen = MenuScreen([0])
    screen.events.events = []
    screen.source.objects = []
    await screen.adapter.performUpdatesAndWait(animated: false)
    let ended = screen.events.events.filter { $0.contains("EndDisplay") }
    #expect(
      ended == [
        "willCallEndDisplayCell", "section didEndDisplaying 0", "didCallEndDisplay 0",
        "willCallEndDisplayCell", "section didEndDisplaying 1", "didCallEndDisplay 1",
      ])
  }
}

@MainActor @Suite struct AdapterTransitionTests {
  /// Through IGListKit's layout, the section controller's transition delegate moves where an
  /// inserted item starts and fades a deleted one; the layout's own attributes stay as they were.
  @Test func theLayoutAsksTheTransitionDelegateThroughTheAdapter() throws {
    let layout = ListCollectionViewLayout(
      stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
    let screen = MenuScreen([0, 1], layout: layout)
    let path = IndexPath(item: 1, section: 1)
    let own = try #require(layout.layoutAttributesForItem(at: path))
    #expect(own.frame == CGRect(x: 0, y: 30, width: 100, height: 10))
    let initial = try #require(layout.initialLayoutAttributesForAppearingItem(at: path))
    #expect(initial.frame == CGRect(x: -100, y: 30, width: 100, height: 10))
    #expect(initial.indexPath == path && initial.alpha == 1)
    let final = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path))
    #expect(final.frame == own.frame && final.alpha == 0)
    #expect(layout.layoutAttributesForItem(at: path)?.frame == own.frame)
    withExtendedLifetime(screen) {}
  }

  /// A flow layout is not IGListKit's layout: it does not ask the adapter, and the base class's
  /// attributes (the item's own, copied) come back; an item the layout does not place has none.
  @Test func aFlowLayoutDoesNotAskTheTransitionDelegate() {
    let screen = MenuScreen([0, 1])
    let layout = screen.view.collectionViewLayout
    let path = IndexPath(item: 0, section: 1)
    let initial = layout.initialLayoutAttributesForAppearingItem(at: path)
    #expect(initial?.frame == layout.layoutAttributesForItem(at: path)?.frame)
    #expect(
      layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 9, section: 9)) == nil)
  }
}
