import Foundation
import ListAdapterKit
import Testing

// IGListKit's `IGListBindingSingleSectionControllerTests.m`, carried over with their names and
// expected values: a 100 × 1000 collection view, objects of a key and a value, each shown by a
// binding single-section controller subclass whose cell's label shows the value, 44 points tall
// and as wide as the view, and whose selection callbacks write what they heard into the label.

private final class KeyedValue: ListDiffable {
  let key: NSNumber
  let value: String
  init(_ key: Int, _ value: String) {
    self.key = NSNumber(value: key)
    self.value = value
  }
  func diffIdentifier() -> NSObjectProtocol { key }
  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    guard let other = object as? KeyedValue else { return false }
    return other.key == key && other.value == value
  }
}

private final class LabelCell: UICollectionViewCell, @unchecked Sendable {
  let label = UILabel()
}

/// The subclass IGListKit's test defines, in Swift as an app writes it.
private final class TestBindingSingleSectionController:
  ListBindingSingleSectionController<KeyedValue, LabelCell>
{
  override func cellClass() -> AnyClass { LabelCell.self }
  override func configureCell(_ cell: LabelCell, withViewModel viewModel: KeyedValue) {
    cell.label.text = viewModel.value
  }
  override func size(forViewModel viewModel: KeyedValue) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 44)
  }
  override func didSelectItem(with cell: LabelCell) { cell.label.text = "did-select" }
  override func didDeselectItem(with cell: LabelCell) { cell.label.text = "did-deselect" }
  override func didHighlightItem(with cell: LabelCell) { cell.label.text = "did-highlight" }
  override func didUnhighlightItem(with cell: LabelCell) { cell.label.text = "did-unhighlight" }
}

@MainActor
private final class BindingSingleItemSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { TestBindingSingleSectionController() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor
private final class Screen {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 1000),
    collectionViewLayout: UICollectionViewFlowLayout())
  let source = BindingSingleItemSource()
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

  func setup(_ objects: [KeyedValue]) {
    source.objects = objects
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
  }

  func cell(_ section: Int) -> LabelCell? {
    view.cellForItem(at: IndexPath(item: 0, section: section)) as? LabelCell
  }

  func update(_ objects: [KeyedValue]) async {
    source.objects = objects
    await withCheckedContinuation { done in
      adapter.performUpdates(animated: false) { _ in done.resume() }
    }
  }
}

@MainActor private var fooBarBaz: [KeyedValue] {
  [KeyedValue(1, "Foo"), KeyedValue(2, "Bar"), KeyedValue(3, "Baz")]
}

@MainActor @Suite struct IGListBindingSingleSectionControllerTests {
  @Test func test_withDefaultClass_thatCellOverrideMethodsFallThroughCorrectly() {
    let controller = ListBindingSingleSectionController<KeyedValue, UICollectionViewCell>()
    let viewModel = KeyedValue(1, "Foo")
    let cell = UICollectionViewCell()
    // The selection callbacks do nothing by default.
    controller.didSelectItem(with: cell)
    controller.didDeselectItem(with: cell)
    controller.didHighlightItem(with: cell)
    controller.didUnhighlightItem(with: cell)
    // The three a subclass must override assert in IGListKit (the test catches the exceptions);
    // here each is reported to the running test.
    withKnownIssue {
      _ = controller.cellClass()
    }
    withKnownIssue {
      controller.configureCell(cell, withViewModel: viewModel)
    }
    withKnownIssue {
      _ = controller.size(forViewModel: viewModel)
    }
  }

  @Test func test_whenSetupWithObjects_collectionViewHasSections() {
    let screen = Screen()
    screen.setup(fooBarBaz)
    #expect(screen.view.numberOfSections == 3)
    #expect(screen.view.numberOfItems(inSection: 0) == 1)
    #expect(screen.view.numberOfItems(inSection: 1) == 1)
    #expect(screen.view.numberOfItems(inSection: 2) == 1)
  }

  @Test func test_whenSetupWithObjects_sizeIsCalled() {
    let screen = Screen()
    screen.setup(fooBarBaz)
    #expect((0..<3).map { screen.cell($0)?.frame.size.height } == [44, 44, 44])
    #expect((0..<3).map { screen.cell($0)?.frame.size.width } == [100, 100, 100])
  }

  @Test func test_whenSetupWithObjects_scrollingIsPerformedCorrectly() {
    let screen = Screen()
    screen.setup(fooBarBaz)
    #expect(screen.cell(0) != nil && screen.cell(1) != nil && screen.cell(2) != nil)
    // Scrolled so that the first cell is out of bounds.
    screen.view.contentOffset = CGPoint(x: 0, y: 45)
    screen.view.layoutIfNeeded()
    #expect(screen.cell(0) == nil)
    #expect(screen.cell(1) != nil)
    #expect(screen.cell(2) != nil)
  }

  @Test func test_whenSetupWithObjects_cellsAreConfigured() {
    let screen = Screen()
    screen.setup(fooBarBaz)
    #expect(screen.cell(0)?.label.text == "Foo")
    #expect(screen.cell(1)?.label.text == "Bar")
    #expect(screen.cell(2)?.label.text == "Baz")
  }

  @Test func test_whenSetupWithObjects_cellClassIsExpected() {
    let screen = Screen()
    screen.setup(fooBarBaz)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)) is LabelCell)
  }

  @Test func test_whenSetupWithObjects_andReloadingObjects_diffingBehaviorIsExpected() async {
    let screen = Screen()
    screen.setup([KeyedValue(1, "Foo")])
    #expect(screen.cell(0)?.label.text == "Foo")
    // A new copy of the same data.
    await screen.update([KeyedValue(1, "Foo")])
    #expect(screen.cell(0)?.label.text == "Foo")
    // New values for the same key.
    await screen.update([KeyedValue(1, "Bar")])
    #expect(screen.cell(0)?.label.text == "Bar")
  }

  @Test func test_whenDidSelectIsCalled_subclassIsCalled() {
    let screen = Screen()
    screen.setup([KeyedValue(1, "Foo")])
    let controller = screen.adapter.sectionController(forSection: 0)
    controller?.didSelectItem(at: 0)
    let single = controller as? ListBindingSingleSectionController<KeyedValue, LabelCell>
    #expect(single?.isDisplayingCell() == true)
    #expect(screen.cell(0)?.label.text == "did-select")
  }

  @Test func test_whenDidDeselectIsCalled_subclassIsCalled() {
    let screen = Screen()
    screen.setup([KeyedValue(1, "Foo")])
    screen.adapter.sectionController(forSection: 0)?.didDeselectItem(at: 0)
    #expect(screen.cell(0)?.label.text == "did-deselect")
  }

  @Test func test_whenDidHighlightIsCalled_subclassIsCalled() {
    let screen = Screen()
    screen.setup([KeyedValue(1, "Foo")])
    screen.adapter.sectionController(forSection: 0)?.didHighlightItem(at: 0)
    #expect(screen.cell(0)?.label.text == "did-highlight")
  }

  @Test func test_whenDidUnhighlightIsCalled_subclassIsCalled() {
    let screen = Screen()
    screen.setup([KeyedValue(1, "Foo")])
    screen.adapter.sectionController(forSection: 0)?.didUnhighlightItem(at: 0)
    #expect(screen.cell(0)?.label.text == "did-unhighlight")
  }
}

/// What the binding single-section controller does beyond IGListKit's tests: the cell on screen
/// is configured with a changed view model during the update (the section's reload then shows a
/// new cell, configured too), and leaving the screen clears `isDisplayingCell()`.
@MainActor @Suite struct ListBindingSingleSectionControllerTests {
  @Test func aChangedViewModelConfiguresTheCellOnScreenDuringTheUpdate() async {
    let screen = Screen()
    screen.setup([KeyedValue(1, "Foo")])
    let before = screen.cell(0)
    await screen.update([KeyedValue(1, "Bar")])
    #expect(before?.label.text == "Bar")
    #expect(screen.cell(0) !== before && screen.cell(0)?.label.text == "Bar")
  }

  @Test func anEqualViewModelDoesNotConfigureTheCellAgain() async {
    let screen = Screen()
    screen.setup([KeyedValue(1, "Foo")])
    screen.cell(0)?.label.text = "untouched"
    await screen.update([KeyedValue(1, "Foo")])
    #expect(screen.cell(0)?.label.text == "untouched")
  }

  @Test func leavingTheScreenEndsDisplayingTheCell() {
    let screen = Screen()
    screen.setup(fooBarBaz)
    let first =
      screen.adapter.sectionController(forSection: 0) as? TestBindingSingleSectionController
    #expect(first?.isDisplayingCell() == true)
    screen.view.contentOffset = CGPoint(x: 0, y: 45)
    screen.view.layoutIfNeeded()
    #expect(first?.isDisplayingCell() == false)
  }

  @Test func anObjectOfAnotherTypeIsReportedAndKeepsTheViewModel() {
    let screen = Screen()
    screen.setup([KeyedValue(1, "Foo")])
    withKnownIssue {
      screen.adapter.sectionController(forSection: 0)?.didUpdate(to: "not a view model")
    }
    #expect(screen.cell(0)?.label.text == "Foo")
  }
}
