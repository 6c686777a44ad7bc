import Foundation
import ListAdapterKit
import ListTesting
import Testing

/// An updater delegate that records what it is told.
@MainActor
private final class Told: ListAdapterUpdaterDelegate {
  var calls: [String] = []
  var crash: (reason: String?, from: Int, to: Int, inserts: Int)?

  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?
  ) { calls.append("willDiff") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: UICollectionView,
    fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?,
    listIndexSetResult listIndexSetResults: ListIndexSetResult?, animated: Bool
  ) { calls.append("willPerform") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: UICollectionView
  ) { calls.append("didPerform \(updates.insertSections.count)") }
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: UICollectionView,
    willCrashWith exception: NSException, from fromObjects: [Any]?, to toObjects: [Any]?,
    diffResult: ListIndexSetResult, updates: ListBatchUpdateData
  ) {
    calls.append("willCrash")
    crash = (
      exception.reason, fromObjects?.count ?? -1, toObjects?.count ?? -1, diffResult.inserts.count
    )
  }
}

/// A section whose count the test sets behind the adapter's back.
private final class Counted: ListSectionController {
  static var counts: [String: Int] = [:]
  var name = ""
  override func didUpdate(to object: Any) { name = object as? String ?? "" }
  override func numberOfItems() -> Int { Self.counts[name] ?? 1 }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
}

private final class Names: ListAdapterDataSource {
  var names: [String] = ["a"]
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { names }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { Counted() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct UpdaterDelegateTests {
  /// IGListKit's `IGListAdapterUpdaterDelegate`: told before the diff and the batch, after a
  /// batch applied, and — with the exception, the objects, the diff and the batch — before UIKit
  /// would crash.
  @Test func theDelegateHearsTheUpdateAndTheCrash() async {
    let source = Names()
    let updater = ListAdapterUpdater()
    let told = Told()
    updater.delegate = told
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: updater, viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    await adapter.reloadDataAndWait()
    source.names = ["a", "b"]
    await adapter.performUpdatesAndWait(animated: true)
    #expect(told.calls == ["willDiff", "willPerform", "didPerform 1"])
    // "a" grows behind the adapter's back while "c" is inserted: the view rejects the batch.
    told.calls = []
    Counted.counts["a"] = 3
    source.names = ["a", "b", "c"]
    await withKnownIssue {
      await adapter.performUpdatesAndWait(animated: true)
    }
    #expect(told.calls.contains("willCrash"))
    #expect(
      told.crash?.reason?.hasPrefix("Invalid update: invalid number of items in section 0") == true)
    #expect(told.crash?.from == 2 && told.crash?.to == 3 && told.crash?.inserts == 1)
    Counted.counts = [:]
  }
}
