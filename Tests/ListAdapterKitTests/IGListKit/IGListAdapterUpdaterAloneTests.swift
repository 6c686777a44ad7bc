import Foundation
import Testing

@testable import ListAdapterKit

// IGListKit's `IGListAdapterUpdaterTests.m`, the tests that drive the updater alone, as IGListKit
// does: through `ListUpdatingDelegate` with blocks of the test's own (a collection view, section
// data of `IGSectionObject`s, an apply block that sets the test data source's sections), and its
// internal `hasChanges` and `update` (here `run()`), with a collection view data source of the
// test's own. Names, inputs and expected values are IGListKit's; where IGListKit reads an OCMock
// of the updater's delegate, a recording delegate is read here.

/// IGListKit's `IGListTestUICollectionViewDataSource`: a section per section object, an item per
/// object of it.
@MainActor
private final class SectionsDataSource: UICollectionViewDataSource {
  var sections: [SectionObject] = []
  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].objects.count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
}

/// Everything the updater's delegate hears, in order.
@MainActor
private final class HeardDelegate: ListAdapterUpdaterDelegate {
  var heard: [String] = []
  var finishedWithoutUpdatesViews: [UICollectionView?] = []
  var willPerform:
    (from: [any ListDiffable]?, to: [any ListDiffable]?, result: ListIndexSetResult?)?
  var performed: ListBatchUpdateData?
  var crashClass: AnyClass?
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didFinishWithoutUpdatesWith collectionView: UICollectionView?
  ) {
    heard.append("didFinishWithoutUpdates")
    finishedWithoutUpdatesViews.append(collectionView)
  }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willInsert indexPaths: [IndexPath],
    collectionView: UICollectionView
  ) { heard.append("willInsert") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDelete indexPaths: [IndexPath],
    collectionView: UICollectionView
  ) { heard.append("willDelete") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willMoveFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath, collectionView: UICollectionView
  ) { heard.append("willMove") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReload indexPaths: [IndexPath],
    collectionView: UICollectionView
  ) { heard.append("willReload") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: UICollectionView,
    fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?,
    listIndexSetResult: ListIndexSetResult?, animated: Bool
  ) {
    heard.append("willPerformBatchUpdates")
    willPerform = (fromObjects, toObjects, listIndexSetResult)
  }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: UICollectionView
  ) {
    heard.append("didPerformBatchUpdates")
    performed = updates
  }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willCrashWith collectionView: UICollectionView,
    sectionControllerClass: AnyClass?
  ) {
    heard.append("willCrash")
    crashClass = sectionControllerClass
  }
}

/// IGListKit's set-up: a 100 × 100 collection view with a flow layout, the test data source,
/// an updater, and an apply block that gives the data source the update's sections.
@MainActor
private final class Alone {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
    collectionViewLayout: UICollectionViewFlowLayout())
  let dataSource = SectionsDataSource()
  let updater = ListAdapterUpdater()
  init() {
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = dataSource
  }
  var collectionViewBlock: ListCollectionViewBlock { { [unowned self] in collectionView } }
  var applySectionDataBlock: ListTransitionDataApplyBlock {
    { [unowned self] data in
      dataSource.sections = data.toObjects.compactMap { $0 as? SectionObject }
    }
  }
  func dataBlock(from: [Any], to: [Any]) -> ListTransitionDataBlock {
    { ListTransitionData(from: from, to: to, to: []) }
  }
  /// IGListKit's `reloadDataWithCollectionViewBlock:reloadUpdateBlock:completion:` and `update`.
  func reload() {
    updater.reloadData(collectionViewBlock: collectionViewBlock, reloadUpdate: {}, completion: nil)
    updater.run()
  }
  /// A section update from `from` to `to`, awaited.
  func update(from: [Any], to: [Any], apply: ListTransitionDataApplyBlock? = nil) async -> Bool {
    await withCheckedContinuation { done in
      updater.performUpdate(
        collectionViewBlock: collectionViewBlock, animated: false,
        sectionDataBlock: dataBlock(from: from, to: to),
        applySectionDataBlock: apply ?? applySectionDataBlock
      ) { done.resume(returning: $0) }
    }
  }
  func counts() -> [Int] {
    (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
  }
}

@MainActor @Suite struct IGListAdapterUpdaterAloneTests {
  @Test func test_whenUpdatingtoObjects_thatUpdaterHasChanges() {
    let alone = Alone()
    alone.updater.performUpdate(
      collectionViewBlock: alone.collectionViewBlock, animated: true,
      sectionDataBlock: alone.dataBlock(from: [], to: [NSNumber(value: 0)]),
      applySectionDataBlock: alone.applySectionDataBlock, completion: nil)
    #expect(alone.updater.hasChanges)
  }

  @Test func test_whenUpdatingfromObjects_thatUpdaterHasChanges() {
    let alone = Alone()
    alone.updater.performUpdate(
      collectionViewBlock: alone.collectionViewBlock, animated: true,
      sectionDataBlock: alone.dataBlock(from: [NSNumber(value: 0)], to: []),
      applySectionDataBlock: alone.applySectionDataBlock, completion: nil)
    #expect(alone.updater.hasChanges)
  }

  @Test func test_whenUpdatingtoObjects_withfromObjects_thatUpdaterHasChanges() {
    let alone = Alone()
    alone.updater.performUpdate(
      collectionViewBlock: alone.collectionViewBlock, animated: true,
      sectionDataBlock: alone.dataBlock(from: [NSNumber(value: 0)], to: [NSNumber(value: 1)]),
      applySectionDataBlock: alone.applySectionDataBlock, completion: nil)
    #expect(alone.updater.hasChanges)
  }

  @Test func test_whenQueuingItemUpdates_thatUpdaterHasChanges() {
    let alone = Alone()
    alone.updater.performUpdate(
      collectionViewBlock: alone.collectionViewBlock, animated: true, itemUpdates: {},
      completion: nil)
    #expect(alone.updater.hasChanges)
  }

  @Test func test_whenReloadingData_thatCollectionViewUpdates() {
    let alone = Alone()
    alone.dataSource.sections = [SectionObject([])]
    alone.reload()
    #expect(alone.collectionView.numberOfSections == 1)
    alone.dataSource.sections = []
    alone.reload()
    #expect(alone.collectionView.numberOfSections == 0)
  }

  @Test func test_whenReloadingDataWithNilDataSourceBefore_thatCollectionViewNotCrash() {
    let alone = Alone()
    alone.dataSource.sections = [SectionObject([1]), SectionObject([2])]
    alone.reload()
    #expect(alone.collectionView.numberOfSections == 2)
    alone.collectionView.dataSource = nil
    alone.dataSource.sections = []
    alone.reload()
    // A collection view without a data source reads one empty section, as UIKit's does.
    #expect(alone.collectionView.numberOfSections == 1)
    #expect(alone.collectionView.numberOfItems(inSection: 0) == 0)
  }

  @Test func test_whenReloadingSections_thatCollectionViewUpdates() {
    let alone = Alone()
    alone.dataSource.sections = [SectionObject([0, 1]), SectionObject([0, 1])]
    alone.reload()
    #expect(alone.counts() == [2, 2])
    alone.dataSource.sections = [SectionObject([0, 1, 2]), SectionObject([0, 1])]
    alone.updater.reload(alone.collectionView, sections: IndexSet(integer: 0))
    #expect(alone.counts() == [3, 2])
  }

  @Test func test_whenMovingSections_thatCollectionViewUpdates() {
    let alone = Alone()
    alone.dataSource.sections = [SectionObject([0, 1]), SectionObject([0, 1, 2])]
    alone.reload()
    #expect(alone.counts() == [2, 3])
    alone.dataSource.sections = [SectionObject([0, 1, 2]), SectionObject([0, 1])]
    alone.updater.moveSection(in: alone.collectionView, from: 0, to: 1)
    alone.updater.run()
    #expect(alone.counts() == [3, 2])
  }

  @Test func test_whenReloadingData_withNilCollectionView_thatDelegateFinishesWithoutUpdates() {
    let alone = Alone()
    let delegate = HeardDelegate()
    alone.updater.delegate = delegate
    alone.updater.reloadData(collectionViewBlock: { nil }, reloadUpdate: {}, completion: nil)
    alone.updater.run()
    #expect(delegate.heard == ["didFinishWithoutUpdates"])
    #expect(delegate.finishedWithoutUpdatesViews.count == 1)
    #expect(delegate.finishedWithoutUpdatesViews.first! == nil)
  }

  @Test func test_whenPerformingUpdates_withNilCollectionView_thatDelegateFinishesWithoutUpdates() {
    // IGListKit's test of this name makes the same reload as the one above.
    let alone = Alone()
    let delegate = HeardDelegate()
    alone.updater.delegate = delegate
    alone.updater.reloadData(collectionViewBlock: { nil }, reloadUpdate: {}, completion: nil)
    alone.updater.run()
    #expect(delegate.heard == ["didFinishWithoutUpdates"])
  }

  @Test func test_whenNotBatchUpdate_thatDelegateEventsSent() {
    let alone = Alone()
    let object = SectionObject([0, 1, 2])
    alone.dataSource.sections = [object]
    alone.collectionView.reloadData()
    let delegate = HeardDelegate()
    alone.updater.delegate = delegate
    _ = alone.collectionView.numberOfItems(inSection: 0)
    object.objects = [1, 2]
    alone.updater.deleteItems(
      from: alone.collectionView, indexPaths: [IndexPath(item: 0, section: 0)])
    object.objects = [1, 2, 4, 5]
    alone.updater.insertItems(
      into: alone.collectionView,
      indexPaths: [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    object.objects = [2, 1, 4, 5]
    alone.updater.moveItem(
      in: alone.collectionView, from: IndexPath(item: 2, section: 0),
      to: IndexPath(item: 0, section: 0))
    alone.updater.reloadItem(
      in: alone.collectionView, from: IndexPath(item: 0, section: 0),
      to: IndexPath(item: 0, section: 0))
    #expect(delegate.heard == ["willDelete", "willInsert", "willMove", "willReload"])
    #expect(alone.counts() == [4])
    #expect(alone.collectionView.raisedExceptions.isEmpty)
  }

  @Test func test_whenPerformUpdates_dataSourceWasSetToNil_shouldNotCrash() async {
    let alone = Alone()
    let from = [SectionObject([1], identifier: "id1")]
    let to = [SectionObject([2], identifier: "id1"), SectionObject([22], identifier: "id2")]
    alone.dataSource.sections = from
    let delegate = HeardDelegate()
    alone.updater.delegate = delegate
    alone.collectionView.dataSource = nil
    _ = await alone.update(from: from, to: to, apply: { _ in })
    #expect(delegate.heard.contains("didFinishWithoutUpdates"))
    #expect(delegate.finishedWithoutUpdatesViews.first! === alone.collectionView)
  }

  @Test func test_whenCallingWillCrash_thatDelegateIsCalled() {
    let alone = Alone()
    let delegate = HeardDelegate()
    alone.updater.delegate = delegate
    alone.updater.willCrash(with: alone.collectionView, sectionControllerClass: NSObject.self)
    #expect(delegate.heard == ["willCrash"])
    #expect(delegate.crashClass == NSObject.self)
  }

  @Test func test_whenCollectionViewNotInWindow_andBackgroundReloadFlag_isSetNO_diffHappens()
    async
  {
    let alone = Alone()
    alone.collectionView.removeFromSuperview()
    let delegate = HeardDelegate()
    alone.updater.delegate = delegate
    let to = [SectionObject([])]
    _ = await alone.update(from: alone.dataSource.sections, to: to)
    #expect(delegate.heard == ["willPerformBatchUpdates", "didPerformBatchUpdates"])
    let result = delegate.willPerform?.result
    #expect(delegate.willPerform?.from?.isEmpty == true)
    #expect(delegate.willPerform?.to?.count == 1)
    #expect(result?.inserts.first == 0)
    #expect(result?.moves.isEmpty == true && result?.updates.isEmpty == true)
    #expect(result?.deletes.isEmpty == true)
  }

  @Test
  func
    test_whenReloadIsCalledWithSectionMoveAndUpdate_withDifferentSectionLength_andPreferItemReload_deleteInsertMoveHappens()
    async
  {
    let alone = Alone()
    alone.updater.preferItemReloadsForSectionReloads = true
    let expected = ListBatchUpdateData(
      insertSections: [0], deleteSections: [1], moveSections: [ListMoveIndex(from: 0, to: 1)],
      insert: [], delete: [], update: [], moveIndexPaths: [])
    let from = [
      SectionObject([1, 2, 3], identifier: "id1"), SectionObject([2], identifier: "id2"),
    ]
    // The sections move, and "id2"'s item changes.
    let to = [
      SectionObject([22], identifier: "id2"), SectionObject([1, 2, 3], identifier: "id1"),
    ]
    alone.dataSource.sections = from
    let delegate = HeardDelegate()
    alone.updater.delegate = delegate
    _ = await alone.update(from: from, to: to)
    let result = delegate.willPerform?.result
    #expect(result?.inserts.isEmpty == true && result?.deletes.isEmpty == true)
    #expect(result?.updates.first == 1)
    #expect(
      result.map { Set($0.moves) } == [
        ListMoveIndex(from: 0, to: 1), ListMoveIndex(from: 1, to: 0),
      ])
    #expect(delegate.performed == expected)
  }

  @Test
  func
    test_whenCallingReloadData_withUICollectionViewFlowLayout_withEstimatedSize_thatSectionItemCountsCorrect()
  {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 10)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = SectionsDataSource()
    collectionView.dataSource = dataSource
    dataSource.sections = [SectionObject([1]), SectionObject([1, 2, 3, 4])]
    #expect(collectionView.numberOfSections == 2)
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
    dataSource.sections = [SectionObject([1])]
    let updater = ListAdapterUpdater()
    updater.reloadData(collectionViewBlock: { collectionView }, reloadUpdate: {}, completion: nil)
    updater.run()
    #expect(collectionView.numberOfSections == 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
    dataSource.sections = [SectionObject([1]), SectionObject([1, 2, 3, 4])]
    updater.reloadData(collectionViewBlock: { collectionView }, reloadUpdate: {}, completion: nil)
    updater.run()
    #expect(collectionView.numberOfSections == 2)
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
  }
}
