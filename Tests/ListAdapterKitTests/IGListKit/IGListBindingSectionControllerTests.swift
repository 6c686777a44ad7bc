import Foundation
import ListAdapterKit
import Testing

// IGListKit's `IGListBindingSectionControllerTests.m`, carried over with their names and
// expected values: a 100 × 1000 collection view, objects of a key and view models (strings,
// numbers, test objects), a binding section controller showing a cell per view model — a
// string in a 55-point cell with a label, a number in a 30-point cell with a text field, a
// test object in a 30-point cell with a label.

/// IGListKit's diffing object: equal when its key's objects are as many.
private final class DiffingObject: ListDiffable {
  let key: NSNumber
  let objects: [any ListDiffable]
  init(_ key: Int, _ objects: [any ListDiffable]) {
    self.key = NSNumber(value: key)
    self.objects = objects
  }
  func diffIdentifier() -> NSObjectProtocol { key }
  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    guard let other = object as? DiffingObject else { return false }
    return ObjectIdentifier(other) == ObjectIdentifier(self) || other.objects.count == objects.count
  }
}

/// A view model of a key and a value, shown by ``ObjectCell``.
private final class KeyValue: ListDiffable {
  let key: NSNumber
  let value: String
  init(_ key: Int, _ value: String) {
    self.key = NSNumber(value: key)
    self.value = value
  }
  func diffIdentifier() -> NSObjectProtocol { key }
  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    guard let other = object as? KeyValue else { return false }
    return other.key == key && other.value == value
  }
}

final class StringBindableCell: UICollectionViewCell, ListBindable, @unchecked Sendable {
  var label = UILabel()
  func bindViewModel(_ viewModel: Any) { label.text = viewModel as? String }
}

final class NumberBindableCell: UICollectionViewCell, ListBindable, @unchecked Sendable {
  var textField = UITextField()
  func bindViewModel(_ viewModel: Any) { textField.text = "\(viewModel)" }
}

final class ObjectCell: UICollectionViewCell, ListBindable, @unchecked Sendable {
  var label = UILabel()
  func bindViewModel(_ viewModel: Any) { label.text = (viewModel as? KeyValue)?.value }
}

/// IGListKit's diffing section controller: its own data source and selection delegate.
private final class DiffingSection: ListBindingSectionController<any ListDiffable>,
  ListBindingSectionControllerDataSource, ListBindingSectionControllerSelectionDelegate
{
  var selectedViewModel: Any?
  var deselectedViewModel: Any?
  var highlightedViewModel: Any?
  var unhighlightedViewModel: Any?
  var contextMenuViewModel: Any?

  override init() {
    super.init()
    dataSource = self
    selectionDelegate = self
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    viewModelsFor object: Any
  ) -> [any ListDiffable] { (object as? DiffingObject)?.objects ?? [] }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> any UICollectionViewCell & ListBindable {
    let cellClass: UICollectionViewCell.Type =
      viewModel is String
      ? StringBindableCell.self : viewModel is KeyValue ? ObjectCell.self : NumberBindableCell.self
    let cell = collectionContext.dequeueReusableCell(of: cellClass, for: self, at: index)
    return cell as? any UICollectionViewCell & ListBindable ?? ObjectCell()
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: viewModel is String ? 55 : 30)
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didSelectItemAt index: Int, viewModel: Any
  ) { selectedViewModel = viewModel }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didDeselectItemAt index: Int, viewModel: Any
  ) { deselectedViewModel = viewModel }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didHighlightItemAt index: Int, viewModel: Any
  ) { highlightedViewModel = viewModel }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didUnhighlightItemAt index: Int, viewModel: Any
  ) { unhighlightedViewModel = viewModel }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    contextMenuConfigurationForItemAt index: Int, point: CGPoint, viewModel: Any
  ) -> UIContextMenuConfiguration? {
    contextMenuViewModel = viewModel
    return nil
  }
}

/// A selection delegate that does not implement deselection.
@MainActor
private final class SelectOnlyDelegate: ListBindingSectionControllerSelectionDelegate {
  var selected = false
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didSelectItemAt index: Int, viewModel: Any
  ) { selected = true }
}

@MainActor
private final class DiffingSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { DiffingSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

/// IGListKit's set-up for these tests: a 100 × 1000 view, a batch updater.
@MainActor
private final class Binding {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 1000),
    collectionViewLayout: UICollectionViewFlowLayout())
  let source = DiffingSource()
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

  func setup(_ objects: [DiffingObject]) {
    source.objects = objects
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
  }

  func cell(_ section: Int, _ item: Int) -> UICollectionViewCell? {
    view.cellForItem(at: IndexPath(item: item, section: section))
  }
  func text(_ section: Int, _ item: Int) -> String? {
    switch cell(section, item) {
    case let cell as StringBindableCell: cell.label.text
    case let cell as NumberBindableCell: cell.textField.text
    case let cell as ObjectCell: cell.label.text
    default: nil
    }
  }
  var first: DiffingSection? { adapter.sectionController(forSection: 0) as? DiffingSection }

  func update(_ check: @escaping @MainActor () -> Void) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      adapter.performUpdates(animated: true) { _ in
        check()
        done.resume()
      }
    }
  }

  /// IGListKit's "fake" empty batch, awaited; `check` runs in its completion.
  func emptyBatch(_ check: @escaping @MainActor () -> Void) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      adapter.performBatch(animated: true, updates: { _ in }) { _ in
        check()
        done.resume()
      }
    }
  }
}

private func same(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
  lhs.map(ObjectIdentifier.init) == rhs.map(ObjectIdentifier.init)
}

@MainActor @Suite struct BindingSectionControllerTests {
  @Test func test_whenInitialLoad_withEmptyViewModels_thatCollectionViewEmpty() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [])])
    #expect(binding.view.numberOfSections == 1)
    #expect(binding.view.numberOfItems(inSection: 0) == 0)
  }

  @Test func test_whenInitialLoad_withMultipleViewModels_thatCellsMappedAndConfigured() {
    let binding = Binding()
    binding.setup([
      DiffingObject(1, [7, "seven"]), DiffingObject(2, ["foo", "bar", 42]), DiffingObject(3, []),
    ])
    #expect(binding.view.numberOfSections == 3)
    #expect((0..<3).map { binding.view.numberOfItems(inSection: $0) } == [2, 3, 0])
    #expect(binding.cell(0, 0) is NumberBindableCell && binding.text(0, 0) == "7")
    #expect(binding.cell(0, 1) is StringBindableCell && binding.text(0, 1) == "seven")
    #expect(binding.text(1, 0) == "foo")
    #expect(binding.text(1, 1) == "bar")
    #expect(binding.cell(1, 2) is NumberBindableCell && binding.text(1, 2) == "42")
  }

  @Test func test_withDuplicateDiffIdentifiers_thatDuplicatesAreRemoved() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, 7])])
    #expect(binding.view.numberOfSections == 1)
    #expect(binding.view.numberOfItems(inSection: 0) == 1)
    #expect(binding.text(0, 0) == "7")
  }

  @Test func test_whenUpdating_withAddedModels_thatCellsCorrectAndConfigured() async {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    binding.source.objects = [DiffingObject(1, [7, "seven", 8, "eight"])]
    await binding.update {
      #expect(binding.view.numberOfSections == 1)
      #expect(binding.view.numberOfItems(inSection: 0) == 4)
      #expect((0..<4).map { binding.text(0, $0) } == ["7", "seven", "8", "eight"])
    }
  }

  @Test func test_whenSelectingCell_thatCorrectViewModelSelected() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    binding.adapter.collectionView(binding.view, didSelectItemAt: IndexPath(item: 1, section: 0))
    #expect(binding.first?.selectedViewModel as? String == "seven")
  }

  @Test func test_whenDeselectingCell_thatCorrectViewModelSelected() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    binding.adapter.collectionView(binding.view, didDeselectItemAt: IndexPath(item: 1, section: 0))
    #expect(binding.first?.deselectedViewModel as? String == "seven")
  }

  @Test func test_whenHighlightingCell_thatCorrectViewModelHighlighted() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    binding.adapter.collectionView(binding.view, didHighlightItemAt: IndexPath(item: 1, section: 0))
    #expect(binding.first?.highlightedViewModel as? String == "seven")
  }

  @Test func test_whenUnhighlightingCell_thatCorrectViewModelUnhighlighted() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    binding.adapter.collectionView(
      binding.view, didUnhighlightItemAt: IndexPath(item: 1, section: 0))
    #expect(binding.first?.unhighlightedViewModel as? String == "seven")
  }

  @Test func test_whenDeselectingCell_withoutImplementation_thatNoOps() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    let delegate = SelectOnlyDelegate()
    binding.first?.selectionDelegate = delegate
    binding.adapter.collectionView(binding.view, didDeselectItemAt: IndexPath(item: 1, section: 0))
    #expect(!delegate.selected)
    binding.adapter.collectionView(binding.view, didSelectItemAt: IndexPath(item: 1, section: 0))
    #expect(delegate.selected)
  }

  @Test func test_whenUpdating_withViewModelMovesAndReloads_thatCellUpdatedAndInstanceSame() async {
    let binding = Binding()
    binding.setup([DiffingObject(1, ["foo", "bar", KeyValue(42, "baz")])])
    #expect(binding.view.numberOfItems(inSection: 0) == 3)
    let cells = (0..<3).map { binding.cell(0, $0) }
    #expect((0..<3).map { binding.text(0, $0) } == ["foo", "bar", "baz"])
    binding.source.objects = [DiffingObject(1, [KeyValue(42, "bang"), "foo", "bar"])]
    await binding.update {
      #expect((0..<3).map { binding.text(0, $0) } == ["bang", "foo", "bar"])
      #expect(same(cells[0], binding.cell(0, 1)))
      #expect(same(cells[1], binding.cell(0, 2)))
      #expect(same(cells[2], binding.cell(0, 0)))
    }
  }

  @Test func test_whenUpdating_withMutableArrayObject_thatViewModelsDontMutate() {
    let binding = Binding()
    let objects: [any ListDiffable] = ["foo", "bar"]
    let initObjects = NSMutableArray(array: objects.map { $0 as Any })
    binding.setup([DiffingObject(1, initObjects.compactMap { $0 as? any ListDiffable })])
    let section = binding.first!
    let viewModels = section.viewModels.compactMap { $0 as? String }
    #expect(viewModels == initObjects.compactMap { $0 as? String })
    initObjects.removeAllObjects()
    #expect(viewModels != initObjects.compactMap { $0 as? String })
    #expect(section.viewModels.compactMap { $0 as? String } == ["foo", "bar"])
  }

  @Test func test_viewModelsUpdate_afterCellHasBeenMoved() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven", 20])])
    let section = binding.first!
    section.moveObject(from: 0, to: 2)
    #expect(section.viewModels.first as? String == "seven")
    #expect(section.viewModels.last as? Int == 7)
    section.moveObject(from: 2, to: 1)
    #expect(section.viewModels[1] as? Int == 7)
    #expect(section.viewModels.last as? Int == 20)
  }

  @Test func test_whenSizeForItemAtIndex_withInvalidIndex_thatReturnsCGSizeZero() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    let section = binding.first!
    #expect(section.sizeForItem(at: 100) == .zero)
    #expect(section.sizeForItem(at: -1) == .zero)
  }

  @Test func test_whenUpdatingManually_with2Updates_thatBothCompletionBlocksCalled() async {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    let section = binding.first!
    var first: Bool?
    var second: Bool?
    section.update(animated: true) { first = $0 }
    section.update(animated: true) { second = $0 }
    // The second call, made while the first is queued, is refused at once.
    #expect(second == false)
    for _ in 0..<200 where first == nil {
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    #expect(first == true)
    #expect(second == false)
  }

  @Test func test_whenAdapterReloadsObjects_thatSectionUpdated() async {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    binding.adapter.reloadObjects([DiffingObject(1, ["four", 4, "seven", 7])])
    #expect(binding.text(0, 0) == "7")
    #expect(binding.text(0, 1) == "seven")
    #expect(binding.cell(0, 2) == nil)
    #expect(binding.cell(0, 3) == nil)
    await binding.emptyBatch {
      #expect((0..<4).map { binding.text(0, $0) } == ["four", "4", "seven", "7"])
    }
  }

  @Test func test_whenUpdating_withNotUniqueModels_thatCellsCorrectAndConfigured() async {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    binding.adapter.reloadObjects([DiffingObject(1, ["four", 4, "seven", 7, 10])])
    #expect(binding.text(0, 0) == "7")
    #expect(binding.text(0, 1) == "seven")
    #expect(binding.cell(0, 2) == nil)
    #expect(binding.cell(0, 3) == nil)
    await binding.emptyBatch {
      #expect((0..<5).map { binding.text(0, $0) } == ["four", "4", "seven", "7", "10"])
    }
  }

  @Test
  func test_whenUpdating_withViewModelDeletionsMovesAndReloads_thatCellUpdatedAndInstanceSame()
    async
  {
    let binding = Binding()
    binding.setup([
      DiffingObject(0, ["0", "1", KeyValue(0, "2")]),
      DiffingObject(1, ["a", "b", KeyValue(1, "c"), KeyValue(2, "d")]),
    ])
    #expect(binding.view.numberOfItems(inSection: 0) == 3)
    #expect(binding.view.numberOfItems(inSection: 1) == 4)
    let cells = (0..<4).map { binding.cell(1, $0) }
    #expect((0..<4).map { binding.text(1, $0) } == ["a", "b", "c", "d"])
    binding.source.objects = [
      DiffingObject(1, [KeyValue(1, "e"), "b", "a", KeyValue(2, "f")])
    ]
    await binding.update {
      #expect((0..<4).map { binding.text(0, $0) } == ["e", "b", "a", "f"])
      #expect(same(cells[0], binding.cell(0, 2)))
      #expect(same(cells[1], binding.cell(0, 1)))
      #expect(same(cells[2], binding.cell(0, 0)))
      #expect(same(cells[3], binding.cell(0, 3)))
    }
  }

  @Test func test_whenContextMenuAskedCell_thatCorrectViewModelRetrieved() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    _ = binding.adapter.collectionView(
      binding.view, contextMenuConfigurationForItemAt: IndexPath(item: 1, section: 0),
      point: .zero)
    #expect(binding.first?.contextMenuViewModel as? String == "seven")
  }

  @Test func test_whenContextMenuConfiguration_withNoSelectionDelegate_thatReturnsNil() {
    let binding = Binding()
    binding.setup([DiffingObject(1, [7, "seven"])])
    let section = binding.first
    section?.selectionDelegate = nil
    #expect(section?.contextMenuConfigurationForItem(at: 0, point: .zero) == nil)
    #expect(section?.contextMenuViewModel == nil)
  }
}
