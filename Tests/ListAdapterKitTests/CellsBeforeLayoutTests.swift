import Foundation
import ListAdapterKit
import Testing

/// A section of as many cells as its object's count; it records every index it is asked a cell
/// for, and answers a plain cell for one it does not have (so that a wrong question is seen,
/// not a trap).
private final class CountSection: ListSectionController {
  var count = 0
  var asked: [Int] = []
  override func numberOfItems() -> Int { count }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    asked.append(index)
    return collectionContext.dequeueReusableCell(
      of: UICollectionViewCell.self, for: self, at: index)
  }
  override func didUpdate(to object: Any) { count = (object as? Counted)?.count ?? 0 }
}

/// An object with an identifier and a count of cells.
private final class Counted: ListDiffable {
  let id: Int
  let count: Int
  init(_ id: Int, _ count: Int) { (self.id, self.count) = (id, count) }
  func diffIdentifier() -> any NSObjectProtocol { NSNumber(value: id) }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? Counted)?.count == count
  }
}

private final class CountedSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  var made: [CountSection] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let section = CountSection()
    made.append(section)
    return section
  }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

/// An adapter's view makes its cells on its first layout pass; what happens to it before then
/// must not ask for cells from counts that no longer hold, nor keep a selection that no longer
/// exists.
@MainActor @Suite struct CellsBeforeLayoutTests {
  private func screen(_ objects: [any ListDiffable]) -> (
    ListAdapter, UICollectionView, CountedSource
  ) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    let source = CountedSource()
    source.objects = objects
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    return (adapter, view, source)
  }

  /// A section reloaded before the first layout pass with fewer items: the cells are made for
  /// the items it has now, never for those it had when the counts were read.
  @Test func aSectionReloadedBeforeTheFirstLayoutAsksOnlyForItsItems() {
    let (adapter, view, source) = screen([Counted(1, 3)])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    let smaller = Counted(1, 1)
    source.objects = [smaller]
    adapter.reloadObjects([smaller])
    view.layoutIfNeeded()
    let section = source.made[0]
    #expect(section.count == 1)
    #expect(section.asked.allSatisfy { $0 < 1 }, "\(section.asked)")
    #expect(view.numberOfItems(inSection: 0) == 1)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    #expect(view.raisedExceptions.isEmpty)
  }

  /// A selection made before the first layout pass, then a data source with fewer items: the
  /// layout pass keeps only what still exists, as the reload would have.
  @Test func aSelectionThatNoLongerExistsIsDroppedByTheFirstLayout() {
    let (adapter, view, _) = screen([Counted(1, 5)])
    view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    let fewer = CountedSource()
    fewer.objects = [Counted(2, 2)]
    adapter.dataSource = fewer
    view.layoutIfNeeded()
    #expect(view.indexPathsForSelectedItems ?? [] == [])
    #expect(view.visibleCells.count == 2)
  }
}
