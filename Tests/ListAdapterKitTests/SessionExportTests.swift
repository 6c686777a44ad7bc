import Foundation
import ListAdapterKit
import ListTesting
import Testing

/// A section controller whose model grows by two while its batch declares one insert.
private final class Growing: ListSectionController {
  var count = 2
  override func numberOfItems() -> Int { count }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
  func addTwoDeclaringOne() async {
    await collectionContext.performBatch(
      animated: false,
      updates: { [self] batch in
        count += 2
        batch.insert(in: self, at: [0])
      })
  }
}

private final class OneGrowing: ListAdapterDataSource {
  let controller = Growing()
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { ["feed" as NSString] }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { controller }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

/// The adapter's rejected batch goes to the one session exporter, as IGListKit's updater would
/// hand it to `listAdapterUpdater(_:willCrashWith:fromObjects:toObjects:diffResult:updates:)`.
@MainActor @Suite struct AdapterSessionExportTests {
  @Test func aRejectedControllerBatchIsSavedWithItsSession() async throws {
    let folder = NSTemporaryDirectory() + "listkit-adapter-\(UUID().uuidString)"
    await ListKitSession.run(name: "adapter", attachmentsFolder: folder) {
      let source = OneGrowing()
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewFlowLayout())
      let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
      adapter.collectionView = view
      adapter.dataSource = source
      await adapter.reloadDataAndWait()
      await withKnownIssue {
        await source.controller.addTwoDeclaringOne()
      }
      #expect(view.raisedExceptions.map(\.stableCode) == ["invalidItemCount"])
    }
    let saved = try ListKitSession.savedScenarios(in: folder)
    #expect(saved.count == 1)
    let replayed = await saved.first?.replay()
    #expect(replayed?.passed == true)
  }
}
