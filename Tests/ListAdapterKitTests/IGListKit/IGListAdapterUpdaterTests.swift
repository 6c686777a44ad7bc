import Foundation
import Testing

@testable import ListAdapterKit

// IGListKit's `IGListAdapterUpdaterTests.m`, those whose behaviour an adapter shows: IGListKit
// drives its updater alone through `IGListUpdatingDelegate` (a section data block from the test's
// `IGSectionObject`s, the test's collection view data source); here the same objects go through
// an adapter whose section controllers show each object's items, and the updater under it plans
// and sends the batch. Names, inputs and expected values are IGListKit's; where IGListKit's test
// reads the batch from an OCMock of the updater's delegate, a recording delegate reads it here.

/// IGListKit's `IGSectionObject`: a section of items, its identifier unique unless given, equal
/// to another of the same identifier when their items are equal.
final class SectionObject: ListDiffable, CustomStringConvertible {
  let identifier: String
  var objects: [Int]
  init(_ objects: [Int], identifier: String = UUID().uuidString) {
    (self.objects, self.identifier) = (objects, identifier)
  }
  func diffIdentifier() -> any NSObjectProtocol { identifier as NSString }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? SectionObject)?.objects == objects
  }
  var description: String { "\(identifier.prefix(4)):\(objects)" }
}

/// One item per object of its section.
private final class SectionObjectController: ListSectionController {
  var shown: SectionObject?
  /// Runs once, when the controller is first told its object.
  var onFirstUpdate: (() -> Void)?
  override func didUpdate(to object: Any) {
    shown = object as? SectionObject
    let first = onFirstUpdate
    onFirstUpdate = nil
    first?()
  }
  override func numberOfItems() -> Int { shown?.objects.count ?? 0 }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
}

private final class Sections: ListAdapterDataSource {
  var sections: [SectionObject] = []
  /// Called with each new controller, before the adapter tells it its object (inside the update
  /// that maps it, as IGListKit's `applySectionDataBlock` runs).
  var madeController: ((SectionObjectController) -> Void)?
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { sections }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let controller = SectionObjectController()
    madeController?(controller)
    return controller
  }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

/// What the updater's delegate hears of a batch (IGListKit's tests expect these two calls).
@MainActor
private final class BatchRecorder: ListAdapterUpdaterDelegate {
  var result: (inserts: IndexSet, deletes: IndexSet, updates: IndexSet, moves: Set<ListMoveIndex>)?
  var performed: ListBatchUpdateData?
  var fallbackReloads = 0
  var willPerform = 0
  var finishedWithoutUpdates = 0
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didFinishWithoutUpdatesWith collectionView: UICollectionView?
  ) { finishedWithoutUpdates += 1 }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadDataWith collectionView: UICollectionView,
    isFallbackReload: Bool
  ) { if isFallbackReload { fallbackReloads += 1 } }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: UICollectionView,
    fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?,
    listIndexSetResult: ListIndexSetResult?, animated: Bool
  ) {
    willPerform += 1
    guard let result = listIndexSetResult else { return }
    self.result = (result.inserts, result.deletes, result.updates, Set(result.moves))
  }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: UICollectionView
  ) { performed = updates }
}

/// IGListKit's set-up: a 100 × 100 collection view with a flow layout, its updater.
@MainActor
private final class UpdaterHarness {
  let updater = ListAdapterUpdater()
  let source = Sections()
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
    collectionViewLayout: UICollectionViewFlowLayout())
  let adapter: ListAdapter

  init() {
    adapter = ListAdapter(updater: updater, viewController: nil)
    adapter.collectionView = collectionView
  }

  /// Shows `sections` (IGListKit's test sets its data source's sections and reloads).
  func show(_ sections: [SectionObject]) async {
    source.sections = sections
    if adapter.dataSource == nil { adapter.dataSource = source }
    await adapter.reloadDataAndWait()
  }

  /// Updates to `sections`, as the updater's section update from the shown ones.
  @discardableResult
  func update(to sections: [SectionObject], animated: Bool = true) async -> Bool {
    source.sections = sections
    return await adapter.performUpdatesAndWait(animated: animated)
  }

  /// IGListKit's item update of `object`'s section — its items become 2, 1, 4, 5: two inserts,
  /// a delete and a move — in a controller's batch; `completed` runs in the batch's completion.
  func changeItems(of object: SectionObject, completed: @escaping @MainActor () -> Void) async {
    let controller = adapter.sectionController(for: object)
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      adapter.performBatch(animated: true) { batch in
        guard let controller else { return }
        object.objects = [2, 1, 4, 5]
        batch.insert(in: controller, at: [2, 3])
        batch.delete(in: controller, at: [0])
        batch.move(in: controller, from: 2, to: 0)
      } completion: { _ in
        completed()
        done.resume()
      }
    }
  }

  func counts() -> [Int] {
    (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
  }
}

/// Shows `from`, then updates to `to` with a recording updater delegate (IGListKit's tests of
/// the batch an update sends).
@MainActor
private func recordedUpdate(
  from: [SectionObject], to: [SectionObject], preferItemReloads: Bool = false
) async -> (harness: UpdaterHarness, recorder: BatchRecorder, finished: Bool) {
  let harness = UpdaterHarness()
  let recorder = BatchRecorder()
  harness.updater.preferItemReloadsForSectionReloads = preferItemReloads
  await harness.show(from)
  harness.updater.delegate = recorder
  let finished = await harness.update(to: to, animated: false)
  return (harness, recorder, finished)
}

private func batch(
  insertSections: IndexSet = [], deleteSections: IndexSet = [],
  moveSections: Set<ListMoveIndex> = [], updateIndexPaths: [IndexPath] = []
) -> ListBatchUpdateData {
  ListBatchUpdateData(
    insertSections: insertSections, deleteSections: deleteSections, moveSections: moveSections,
    insert: [], delete: [], update: updateIndexPaths,
    moveIndexPaths: [])
}

@MainActor @Suite struct IGListAdapterUpdaterTests {
  @Test func test_whenInsertingSection_thatCollectionViewUpdates() async {
    let harness = UpdaterHarness()
    await harness.show([SectionObject([])])
    #expect(harness.collectionView.numberOfSections == 1)
    await harness.update(to: [SectionObject([]), SectionObject([])])
    #expect(harness.collectionView.numberOfSections == 2)
  }

  @Test func test_whenDeletingSection_thatCollectionViewUpdates() async {
    let harness = UpdaterHarness()
    await harness.show([SectionObject([]), SectionObject([])])
    #expect(harness.collectionView.numberOfSections == 2)
    await harness.update(to: [SectionObject([])])
    #expect(harness.collectionView.numberOfSections == 1)
  }

  @Test func test_whenInsertingSection_withItemChanges_thatCollectionViewUpdates() async {
    let harness = UpdaterHarness()
    await harness.show([SectionObject([0])])
    #expect(harness.counts() == [1])
    await harness.update(to: [SectionObject([0, 1]), SectionObject([0, 1])])
    #expect(harness.counts() == [2, 2])
  }

  @Test func test_whenInsertingSection_withDeletedSection_thatCollectionViewUpdates() async {
    let harness = UpdaterHarness()
    await harness.show([SectionObject([0, 1, 2]), SectionObject([])])
    #expect(harness.counts() == [3, 0])
    await harness.update(
      to: [SectionObject([1, 1]), SectionObject([0]), SectionObject([0, 2, 3])], animated: false)
    #expect(harness.counts() == [2, 1, 3])
  }

  @Test func test_whenItemsMoveAndUpdate_thatCollectionViewWorks() async {
    let harness = UpdaterHarness()
    let from = [SectionObject([]), SectionObject([]), SectionObject([])]
    await harness.show(from)
    // The same instances take new items and are reordered: their counts change, which a move
    // could not carry, so the moves go as deletes and inserts.
    from[2].objects = [1]
    from[0].objects = [1, 1]
    from[1].objects = [1, 1, 1]
    harness.updater.sectionMovesAsDeletesInserts = true
    #expect(await harness.update(to: [from[2], from[0], from[1]]))
    #expect(harness.counts() == [1, 2, 3])
  }

  @Test func test_whenReloadIsCalledWithSameItemCount_deleteInsertSectionHappen() async {
    let (_, recorder, finished) = await recordedUpdate(
      from: [SectionObject([1], identifier: "id")], to: [SectionObject([2], identifier: "id")])
    #expect(finished)
    #expect(recorder.result?.inserts.isEmpty == true && recorder.result?.deletes.isEmpty == true)
    #expect(recorder.result?.moves.isEmpty == true && recorder.result?.updates.first == 0)
    #expect(recorder.performed == batch(insertSections: [0], deleteSections: [0]))
  }

  @Test func test_whenReloadIsCalledWithSameItemCount_andPreferItemReload_updateIndexPathsHappen()
    async
  {
    let (_, recorder, finished) = await recordedUpdate(
      from: [SectionObject([1], identifier: "id")], to: [SectionObject([2], identifier: "id")],
      preferItemReloads: true)
    #expect(finished)
    #expect(recorder.result?.inserts.isEmpty == true && recorder.result?.deletes.isEmpty == true)
    #expect(recorder.result?.moves.isEmpty == true && recorder.result?.updates.first == 0)
    #expect(recorder.performed == batch(updateIndexPaths: [IndexPath(item: 0, section: 0)]))
  }

  @Test
  func test_whenReloadIsCalledWithDifferentItemCount_andPreferItemReload_deleteInsertSectionHappen()
    async
  {
    let (_, recorder, finished) = await recordedUpdate(
      from: [SectionObject([1], identifier: "id")], to: [SectionObject([1, 2], identifier: "id")],
      preferItemReloads: true)
    #expect(finished)
    #expect(recorder.result?.inserts.isEmpty == true && recorder.result?.deletes.isEmpty == true)
    #expect(recorder.result?.moves.isEmpty == true && recorder.result?.updates.first == 0)
    #expect(recorder.performed == batch(insertSections: [0], deleteSections: [0]))
  }

  /// Section "id2" moves to the top and changes, "id1" moves down: the changed section is
  /// deleted at its old index and inserted at its new one, and only the other move is sent.
  private func moveAndUpdate(from: [SectionObject], to: [SectionObject]) async {
    let (harness, recorder, finished) = await recordedUpdate(
      from: from, to: to, preferItemReloads: true)
    #expect(finished)
    #expect(recorder.result?.inserts.isEmpty == true && recorder.result?.deletes.isEmpty == true)
    #expect(recorder.result?.updates.first == 1)
    #expect(
      recorder.result?.moves == [ListMoveIndex(from: 0, to: 1), ListMoveIndex(from: 1, to: 0)])
    #expect(
      recorder.performed
        == batch(
          insertSections: [0], deleteSections: [1], moveSections: [ListMoveIndex(from: 0, to: 1)]))
    #expect(harness.counts() == to.map(\.objects.count))
  }

  @Test
  func test_whenReloadIsCalledWithSectionMoveAndUpdate_andPreferItemReload_deleteInsertMoveHappens()
    async
  {
    await moveAndUpdate(
      from: [SectionObject([1], identifier: "id1"), SectionObject([2], identifier: "id2")],
      to: [SectionObject([22], identifier: "id2"), SectionObject([1], identifier: "id1")])
  }

  @Test
  func
    test_whenReloadIsCalledWithSectionMoveAndUpdate_withDifferentSectionLength_andPreferItemReload_deleteInsertMoveHappens()
    async
  {
    await moveAndUpdate(
      from: [SectionObject([1, 2, 3], identifier: "id1"), SectionObject([2], identifier: "id2")],
      to: [SectionObject([22], identifier: "id2"), SectionObject([1, 2, 3], identifier: "id1")])
  }

  @Test
  func test_whenReloadIsCalledWithSectionMoveAndUpdate_withThreeSections_deleteInsertMoveHappens()
    async
  {
    await moveAndUpdate(
      from: [
        SectionObject([1], identifier: "id1"), SectionObject([2], identifier: "id2"),
        SectionObject([3], identifier: "id3"),
      ],
      to: [
        SectionObject([22, 23], identifier: "id2"), SectionObject([1], identifier: "id1"),
        SectionObject([3], identifier: "id3"),
      ])
  }

  @Test func test_whenReloadIsCalledWithSectionInsertAndUpdate_andPreferItemReload_noItemReloads()
    async
  {
    let (_, recorder, finished) = await recordedUpdate(
      from: [SectionObject([1], identifier: "id1")],
      to: [SectionObject([2], identifier: "id1"), SectionObject([22], identifier: "id2")],
      preferItemReloads: true)
    #expect(finished)
    #expect(recorder.result?.deletes.isEmpty == true && recorder.result?.moves.isEmpty == true)
    #expect(recorder.result?.updates.first == 0 && recorder.result?.inserts.first == 1)
    #expect(recorder.performed == batch(insertSections: [0, 1], deleteSections: [0]))
  }

  @Test func test_whenCollectionViewNeedsLayout_thatPerformBatchUpdateWorks() async {
    let harness = UpdaterHarness()
    await harness.show([SectionObject([]), SectionObject([])])
    // A view that needs layout lays out before the batch; the data source must not change
    // before the update runs.
    harness.collectionView.setNeedsLayout()
    await harness.update(to: [SectionObject([])], animated: false)
    #expect(harness.collectionView.numberOfSections == 1)
  }

  @Test func test_whenUpdatesAreReentrant_thatUpdatesExecuteSerially() async {
    let harness = UpdaterHarness()
    await harness.show([SectionObject([])])
    var completions = 0
    var second: Task<Void, Never>?
    let anotherTo = [SectionObject([]), SectionObject([]), SectionObject([])]
    // While the first update maps its objects, another update is asked for.
    harness.source.madeController = { controller in
      harness.source.madeController = nil
      controller.onFirstUpdate = {
        second = Task { @MainActor in
          await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            harness.source.sections = anotherTo
            harness.adapter.performUpdates(animated: true) { _ in
              completions += 1
              #expect(harness.collectionView.numberOfSections == 3)
              #expect(completions == 2)
              done.resume()
            }
          }
        }
      }
    }
    harness.source.sections = [SectionObject([]), SectionObject([])]
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      harness.adapter.performUpdates(animated: true) { _ in
        completions += 1
        #expect(harness.collectionView.numberOfSections == 2)
        #expect(completions == 1)
        done.resume()
      }
    }
    await second?.value
    #expect(completions == 2)
  }

  @Test func test_whenOnlyQueueingItemUpdates_thatUpdateBlockExecutes() async {
    let harness = UpdaterHarness()
    await harness.show([SectionObject([1])])
    var executed = false
    await harness.adapter.performBatch(animated: true) { _ in executed = true }
    #expect(executed)
  }

  @Test func test_whenQueueingItemUpdates_withBatchUpdate_thatItemUpdateBlockExecutes() async {
    let harness = UpdaterHarness()
    await harness.show([])
    var itemUpdateBlockExecuted = false
    harness.source.sections = [SectionObject([1])]
    harness.adapter.performUpdates(animated: true)
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      harness.adapter.performBatch(animated: true) { _ in
        itemUpdateBlockExecuted = true
      } completion: { _ in
        // The section update ran before the item update's completion.
        #expect(harness.counts() == [1])
        #expect(itemUpdateBlockExecuted)
        done.resume()
      }
    }
  }

  @Test func test_whenReloadBatchedWithUpdate_thatCompletionBlockStillExecuted() async {
    let harness = UpdaterHarness()
    let object = SectionObject([0, 1, 2])
    await harness.show([object])
    var reloadDataCompletionExecuted = false
    harness.adapter.reloadData { _ in reloadDataCompletionExecuted = true }
    await harness.changeItems(of: object) { #expect(reloadDataCompletionExecuted) }
  }

  @Test func test_whenPerformingItemUpdateInMiddleOfReload_thatCompletionBlockStillExecuted()
    async
  {
    let harness = UpdaterHarness()
    harness.source.sections = [SectionObject([0, 1, 2])]
    harness.adapter.dataSource = harness.source
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      // Section controllers can ask for item updates in `didUpdate(to:)`.
      harness.source.madeController = { controller in
        controller.onFirstUpdate = {
          harness.adapter.performBatch(animated: true) { _ in
          } completion: { _ in
            done.resume()
          }
        }
      }
      harness.adapter.reloadData()
    }
  }

  @Test func test_whenPerformingItemUpdateInMiddleOfUpdate_thatCompletionBlockStillExecuted()
    async
  {
    let harness = UpdaterHarness()
    await harness.show([SectionObject([0, 1, 2])])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      harness.source.madeController = { controller in
        controller.onFirstUpdate = {
          harness.adapter.performBatch(animated: true) { _ in
          } completion: { _ in
            done.resume()
          }
        }
      }
      harness.source.sections = [SectionObject([0, 1, 2])]
      harness.adapter.performUpdates(animated: false)
    }
  }

  @Test func test_whenNotInViewHierarchy_thatUpdatesStillExecuteBlocks() async {
    // The view is in no window (none is made here): updates still run their blocks.
    let harness = UpdaterHarness()
    let object = SectionObject([0, 1, 2])
    await harness.show([object])
    var completionBlockExecuted = false
    harness.adapter.performUpdates(animated: true) { _ in completionBlockExecuted = true }
    await harness.changeItems(of: object) { #expect(completionBlockExecuted) }
    #expect(harness.counts() == [4])
  }

  @Test
  func test_whenPerformIndexPathUpdates_reloadingTheSameIndexPathMultipleTimes_shouldNotCrash()
    async
  {
    let harness = UpdaterHarness()
    let recorder = BatchRecorder()
    let object = SectionObject([1], identifier: "id")
    await harness.show([object])
    harness.updater.delegate = recorder
    let controller = harness.adapter.sectionController(for: object)
    let finished = await harness.adapter.performBatch(animated: false) { batch in
      guard let controller else { return }
      batch.reload(in: controller, at: [0])
      batch.reload(in: controller, at: [0])
    }
    #expect(finished)
    #expect(recorder.performed != nil)
  }

  @Test func test_whenPerformingUpdatesMultipleTimesInARow_thenUpdateWorks() async {
    let harness = UpdaterHarness()
    await harness.show([SectionObject([0])])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      harness.source.sections = [SectionObject([0, 1]), SectionObject([0, 1])]
      harness.adapter.performUpdates(animated: true) { _ in
        #expect(harness.counts() == [2, 2])
        harness.source.sections = [
          SectionObject([0, 1]), SectionObject([0, 1]), SectionObject([0, 1]),
        ]
        harness.adapter.performUpdates(animated: true) { _ in
          #expect(harness.counts() == [2, 2, 2])
          done.resume()
        }
      }
    }
  }

  @Test func test_withSingleItemSectionUpdates_thatPerformBatchUpdateWorks() async {
    let harness = UpdaterHarness()
    let recorder = BatchRecorder()
    harness.updater.singleItemSectionUpdates = true
    let first = SectionObject([1, 2, 3])
    let second = SectionObject([4, 5, 6])
    await harness.show([first, second])
    harness.updater.delegate = recorder
    #expect(await harness.update(to: [second, first], animated: false))
    #expect(harness.collectionView.numberOfSections == 2)
    // The diff's moves alone (IGListKit sends them as they are).
    #expect(
      recorder.performed
        == batch(moveSections: [ListMoveIndex(from: 1, to: 0), ListMoveIndex(from: 0, to: 1)]))
  }

  /// Not one of IGListKit's tests: `allowsReloadingOnTooManyUpdates` (on by default) reloads
  /// instead of a batch past 100 changes, and a batch update runs without it.
  @Test func moreThanAHundredChangesReloadUnlessTheUpdaterIsToldNotTo() async {
    for allows in [true, false] {
      let harness = UpdaterHarness()
      let recorder = BatchRecorder()
      harness.updater.allowsReloadingOnTooManyUpdates = allows
      await harness.show([SectionObject([1])])
      harness.updater.delegate = recorder
      let many = (0..<101).map { _ in SectionObject([1]) }
      #expect(await harness.update(to: harness.source.sections + many, animated: false))
      #expect(harness.collectionView.numberOfSections == 102)
      #expect(recorder.fallbackReloads == (allows ? 1 : 0))
      #expect((recorder.performed == nil) == allows)
      // 100 changes are a batch either way.
      recorder.performed = nil
      await harness.update(to: harness.source.sections + (0..<100).map { _ in SectionObject([2]) })
      #expect(recorder.performed?.insertSections.count == 100)
    }
  }

  /// Not one of IGListKit's tests: a fallback reload applies the objects as inside a batch — a
  /// controller reloading its object from `didUpdate(to:)` joins the update — and the delegate
  /// hears no `willPerformBatchUpdates` for it.
  @Test func aFallbackReloadAppliesTheObjectsInsideTheUpdate() async {
    let harness = UpdaterHarness()
    let recorder = BatchRecorder()
    await harness.show([SectionObject([1], identifier: "kept")])
    harness.updater.delegate = recorder
    var joined = false
    harness.source.madeController = { controller in
      controller.onFirstUpdate = {
        harness.adapter.performBatch(animated: true) { _ in
        } completion: { _ in
          joined = true
        }
        if let object = controller.shown { harness.adapter.reloadObjects([object]) }
      }
    }
    let many = (0..<150).map { SectionObject([$0]) }
    #expect(await harness.update(to: [SectionObject([2], identifier: "kept")] + many))
    #expect(joined)
    #expect(recorder.fallbackReloads == 1 && recorder.willPerform == 0)
    #expect(harness.collectionView.numberOfSections == 151)
    #expect(harness.collectionView.raisedExceptions.isEmpty)
  }

  /// Not one of IGListKit's tests: with `singleItemSectionUpdates`, a controller's own batch
  /// sends no item changes either.
  @Test func singleItemSectionUpdatesSendNoItemChangesOfAControllersBatch() async {
    let harness = UpdaterHarness()
    let recorder = BatchRecorder()
    harness.updater.singleItemSectionUpdates = true
    let object = SectionObject([1])
    await harness.show([object])
    harness.updater.delegate = recorder
    let controller = harness.adapter.sectionController(for: object)
    let finished = await harness.adapter.performBatch(animated: false) { batch in
      if let controller { batch.reload(in: controller, at: [0]) }
    }
    #expect(finished && recorder.performed == batch())
  }

  /// Not one of IGListKit's tests: a view without a data source gives the update up, as
  /// IGListKit's transaction bails: its completion gets `false` and the delegate hears
  /// `didFinishWithoutUpdates`.
  @Test func aViewWithoutADataSourceGivesTheUpdateUp() async {
    let harness = UpdaterHarness()
    let recorder = BatchRecorder()
    await harness.show([SectionObject([1])])
    harness.updater.delegate = recorder
    harness.collectionView.dataSource = nil
    #expect(await harness.update(to: [SectionObject([2])]) == false)
    #expect(recorder.finishedWithoutUpdates == 1 && recorder.performed == nil)
  }

  /// Not one of IGListKit's tests: a section controller that two adapters show keeps its
  /// section in each.
  @Test func aControllerTwoAdaptersShowKeepsItsSectionInEach() async {
    let shared = SectionObjectController()
    final class Sharing: ListAdapterDataSource {
      let objects: [SectionObject]
      let shared: SectionObjectController
      let sharedID: String
      init(_ objects: [SectionObject], _ shared: SectionObjectController, _ id: String) {
        (self.objects, self.shared, sharedID) = (objects, shared, id)
      }
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      { (object as? SectionObject)?.identifier == sharedID ? shared : SectionObjectController() }
      func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
    }
    let x = SectionObject([1], identifier: "x")
    let first = UpdaterHarness()
    let second = UpdaterHarness()
    let firstSource = Sharing([x, SectionObject([2])], shared, "x")
    let secondSource = Sharing([SectionObject([3]), x], shared, "x")
    first.adapter.dataSource = firstSource
    await first.adapter.reloadDataAndWait()
    second.adapter.dataSource = secondSource
    await second.adapter.reloadDataAndWait()
    #expect(first.adapter.section(for: shared) == 0)
    #expect(second.adapter.section(for: shared) == 1)
    #expect(first.adapter.object(for: shared) as? SectionObject === x)
  }

  /// Not one of IGListKit's tests (IGListKit's `usePreviousIfInUpdateBlock`): inside the
  /// adapter's update a controller's header is the one the view still shows for it, not what
  /// the controller's new section shows.
  @Test func aHeaderAskedForInsideTheUpdateIsTheControllersOwn() async throws {
    final class HeaderSection: ListSectionController, ListSupplementaryViewSource {
      var onUpdate: ((HeaderSection) -> Void)?
      override init() {
        super.init()
        supplementaryViewSource = self
      }
      override func numberOfItems() -> Int { 1 }
      override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
      override func cellForItem(at index: Int) -> UICollectionViewCell {
        collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
      }
      override func didUpdate(to object: Any) { onUpdate?(self) }
      func supportedElementKinds() -> [String] { [UICollectionView.elementKindSectionHeader] }
      func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
        -> UICollectionReusableView
      {
        collectionContext.dequeueReusableSupplementaryView(
          ofKind: elementKind, for: self, class: UICollectionReusableView.self, at: index)
      }
      func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
        CGSize(width: 100, height: 10)
      }
    }
    final class Headers: ListAdapterDataSource {
      var objects: [SectionObject] = []
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      { HeaderSection() }
      func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
    }
    let harness = UpdaterHarness()
    let source = Headers()
    source.objects = [SectionObject([1], identifier: "a"), SectionObject([1], identifier: "b")]
    harness.adapter.dataSource = source
    await harness.adapter.reloadDataAndWait()
    let header = UICollectionView.elementKindSectionHeader
    let first = try #require(harness.adapter.sectionController(forSection: 0) as? HeaderSection)
    let own = try #require(
      harness.adapter.viewForSupplementaryElement(ofKind: header, at: 0, sectionController: first))
    var seen: UICollectionReusableView?
    first.onUpdate = { controller in
      seen = harness.adapter.viewForSupplementaryElement(
        ofKind: header, at: 0, sectionController: controller)
    }
    source.objects = [
      SectionObject([1], identifier: "c"), SectionObject([1], identifier: "a"),
      SectionObject([1], identifier: "b"),
    ]
    #expect(await harness.adapter.performUpdatesAndWait(animated: false))
    #expect(seen === own)
  }
}
