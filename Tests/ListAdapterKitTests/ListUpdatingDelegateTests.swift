import Foundation
import ListAdapterKit
import Testing

// An updater of an app's own (`ListUpdatingDelegate`): the adapter calls it as IGListKit's adapter
// calls its updater — object updates as a section data block and an apply block, section
// controllers' batches as item updates whose changes come back as index paths, reloads, and a
// change of collection view or data source.

/// A synchronous updater that applies each update at once, recording what the adapter asked.
@MainActor
private final class RecordingUpdater: ListUpdatingDelegate {
  var calls: [String] = []
  var inserted: [IndexPath] = []
  private var inData = false

  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    calls.append("performUpdate")
    guard let view = collectionViewBlock(), let data = sectionDataBlock() else {
      completion?(false)
      return
    }
    calls.append("data \(data.fromObjects.count)->\(data.toObjects.count)")
    applySectionDataBlock(data)
    view.reloadData()
    completion?(true)
  }
  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    itemUpdates: @escaping ListItemUpdateBlock, completion: ListUpdatingCompletion?
  ) {
    calls.append("itemUpdates")
    guard let view = collectionViewBlock() else { return }
    inData = true
    itemUpdates()
    inData = false
    view.reloadData()
    completion?(true)
  }
  func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock) {
    calls.append("dataSourceChange")
    block()
  }
  func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    calls.append("reloadData")
    reloadUpdateBlock()
    collectionViewBlock()?.reloadData()
    completion?(true)
  }
  func insertItems(into collectionView: UICollectionView, indexPaths: [IndexPath]) {
    calls.append("insertItems")
    inserted += indexPaths
  }
  func deleteItems(from collectionView: UICollectionView, indexPaths: [IndexPath]) {}
  func moveItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {}
  func reloadItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {}
  func moveSection(in collectionView: UICollectionView, from fromIndex: Int, to toIndex: Int) {}
  func reload(_ collectionView: UICollectionView, sections: IndexSet) {}
  func isInDataUpdateBlock() -> Bool { inData }
  func willCrash(with collectionView: UICollectionView, sectionControllerClass: AnyClass?) {}
}

private final class Counter: ListSectionController {
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
  var numbers: [Int] = [1, 2]
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    numbers.map { NSNumber(value: $0) }
  }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { Counter() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct CustomUpdaterTests {
  @Test func theAdapterMakesEveryUpdateThroughAnUpdaterOfTheAppsOwn() {
    let updater = RecordingUpdater()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 400),
      collectionViewLayout: UICollectionViewFlowLayout())
    let numbers = Numbers()
    let adapter = ListAdapter(updater: updater, viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = numbers
    // Once both the collection view and the data source are set.
    #expect(updater.calls == ["dataSourceChange"])
    #expect(view.numberOfSections == 2)

    numbers.numbers = [1, 2, 3]
    var finished: Bool?
    adapter.performUpdates(animated: false) { finished = $0 }
    #expect(finished == true)
    #expect(updater.calls.suffix(2) == ["performUpdate", "data 2->3"])
    #expect((0..<3).map { view.numberOfItems(inSection: $0) } == [1, 2, 3])

    // A section controller's batch: its insert reaches the updater at its section.
    let third = adapter.sectionController(forSection: 2) as? Counter
    adapter.performBatch(
      animated: false,
      updates: { batch in
        guard let third else { return }
        third.count = 4
        batch.insert(in: third, at: [3])
      }, completion: nil)
    #expect(updater.calls.suffix(2) == ["itemUpdates", "insertItems"])
    #expect(updater.inserted == [IndexPath(item: 3, section: 2)])
    #expect(view.numberOfItems(inSection: 2) == 4)

    adapter.reloadData(completion: nil)
    #expect(updater.calls.last == "reloadData")
    #expect(view.raisedExceptions.isEmpty)
  }
}
