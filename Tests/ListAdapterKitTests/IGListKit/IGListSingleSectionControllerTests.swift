import Foundation
import ListAdapterKit
import Testing

// IGListKit's `IGListSingleSectionControllerTests.m`, carried over with their names and expected
// values: a 100 × 1000 collection view, objects of a key and a string value, each shown by a
// single-section controller as one cell as wide as the view and 44 points tall, its label the
// value.

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

final class SingleTestCell: UICollectionViewCell, @unchecked Sendable {
  var label = UILabel()
}

@MainActor
private final class SingleItemSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    ListSingleSectionController(
      cellClass: SingleTestCell.self,
      configureBlock: { item, cell in
        (cell as? SingleTestCell)?.label.text = (item as? KeyedValue)?.value
      },
      sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 44) })
  }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

/// What a single-section controller's selection delegate heard, in order.
@MainActor
private final class SingleSelections: ListSingleSectionControllerDelegate {
  var heard: [(String, ListSingleSectionController, Any)] = []
  func didSelect(_ sectionController: ListSingleSectionController, with object: Any) {
    heard.append(("select", sectionController, object))
  }
  func didDeselect(_ sectionController: ListSingleSectionController, with object: Any) {
    heard.append(("deselect", sectionController, object))
  }
}

/// A selection delegate that does not implement deselection.
@MainActor
private final class SingleSelectOnly: ListSingleSectionControllerDelegate {
  var selected = false
  func didSelect(_ sectionController: ListSingleSectionController, with object: Any) {
    selected = true
  }
}

@MainActor
private final class Single {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 1000),
    collectionViewLayout: UICollectionViewFlowLayout())
  let source = SingleItemSource()
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

  func setup(_ objects: [KeyedValue]) {
    source.objects = objects
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
  }

  func cell(_ section: Int) -> SingleTestCell? {
    view.cellForItem(at: IndexPath(item: 0, section: section)) as? SingleTestCell
  }

  var first: ListSingleSectionController? {
    adapter.sectionController(for: source.objects[0]) as? ListSingleSectionController
  }
}

@MainActor private var fooBarBaz: [KeyedValue] {
  [KeyedValue(1, "Foo"), KeyedValue(2, "Bar"), KeyedValue(3, "Baz")]
}

private func same(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
  lhs.map(ObjectIdentifier.init) == rhs.map(ObjectIdentifier.init)
}

@MainActor @Suite struct SingleSectionControllerTests {
  @Test func test_whenDisplayingCollectionView_thatSectionsHaveOneItem() {
    let single = Single()
    single.setup(fooBarBaz)
    #expect(single.view.numberOfSections == 3)
    #expect((0..<3).map { single.view.numberOfItems(inSection: $0) } == [1, 1, 1])
  }

  @Test func test_whenDisplayingCollectionView_thatCellsAreConfigured() {
    let single = Single()
    single.setup(fooBarBaz)
    #expect((0..<3).map { single.cell($0)?.label.text } == ["Foo", "Bar", "Baz"])
  }

  @Test func test_whenDisplayingCollectionView_thatCellsAreSized() {
    let single = Single()
    single.setup(fooBarBaz)
    #expect((0..<3).map { single.cell($0)?.frame.size.height } == [44, 44, 44])
    #expect((0..<3).map { single.cell($0)?.frame.size.width } == [100, 100, 100])
  }

  @Test func test_whenItemUpdated_thatCellIsConfigured() async {
    let single = Single()
    single.setup(fooBarBaz)
    single.source.objects = [KeyedValue(1, "Foo"), KeyedValue(2, "Qux"), KeyedValue(3, "Baz")]
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      single.adapter.performUpdates(animated: true) { _ in
        #expect(single.cell(1)?.label.text == "Qux")
        done.resume()
      }
    }
  }

  /// What the selection delegate of the one section hears when the adapter is told of a
  /// (de)selection of its item.
  private func heard(selecting: Bool) -> (Single, [(String, ListSingleSectionController, Any)]) {
    let single = Single()
    single.setup([KeyedValue(1, "a")])
    let delegate = SingleSelections()
    single.first?.selectionDelegate = delegate
    let path = IndexPath(item: 0, section: 0)
    if selecting {
      single.adapter.collectionView(single.view, didSelectItemAt: path)
    } else {
      single.adapter.collectionView(single.view, didDeselectItemAt: path)
    }
    return (single, delegate.heard)
  }

  @Test func test_whenSelected_thatDelegateReceivesEvent() {
    let (single, heard) = heard(selecting: true)
    #expect(heard.count == 1)
    #expect(heard.first?.0 == "select")
    #expect(heard.first?.1 === single.first)
    #expect(same(heard.first?.2 as? KeyedValue, single.source.objects[0] as? KeyedValue))
  }

  @Test func test_whenDeselected_thatDelegateReceivesEvent() {
    let (single, heard) = heard(selecting: false)
    #expect(heard.count == 1)
    #expect(heard.first?.0 == "deselect")
    #expect(heard.first?.1 === single.first)
    #expect(same(heard.first?.2 as? KeyedValue, single.source.objects[0] as? KeyedValue))
  }

  @Test func test_whenDeselected_withoutImplementation_thatNoOps() {
    let single = Single()
    single.setup([KeyedValue(1, "a")])
    let delegate = SingleSelectOnly()
    single.first?.selectionDelegate = delegate
    let path = IndexPath(item: 0, section: 0)
    single.adapter.collectionView(single.view, didDeselectItemAt: path)
    #expect(!delegate.selected)
    single.adapter.collectionView(single.view, didSelectItemAt: path)
    #expect(delegate.selected)
  }
}
