import ListAdapterKit
import Testing

/// The example app's way of listing plain numbers (IGListKit's WorkingRange and Reorderable
/// screens): `data as [ListDiffable]` with `data: [Int]`, read back with `object as? Int`. On a
/// phone the numbers bridge to `NSNumber`; here `Int` conforms itself, so the same code runs and
/// nothing traps.
@MainActor
private final class HeightsViewController: ListAdapterDataSource {
  var data = [40, 60, 80]
  func objects(for listAdapter: ListAdapter) -> [ListDiffable] { data as [ListDiffable] }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { HeightSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

private final class HeightSection: ListSectionController {
  var height = 0
  override func didUpdate(to object: Any) { height = object as? Int ?? -1 }
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: CGFloat(height))
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell = collectionContext!.dequeueReusableCell(
      of: UICollectionViewCell.self, for: self, at: index)
    return cell
  }
}

@MainActor
@Suite struct BridgedValuesTests {
  @Test func plainNumbersCastToListDiffableDriveAnAdapter() async {
    let source = HeightsViewController()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    await adapter.reloadDataAndWait()
    #expect(view.numberOfSections == 3)
    #expect((adapter.sectionController(forSection: 1) as? HeightSection)?.height == 60)
    #expect(adapter.section(for: 80 as ListDiffable) == 2)

    source.data = [80, 40, 100]
    await adapter.performUpdatesAndWait(animated: true)
    #expect(view.raisedExceptions.isEmpty)
    #expect(adapter.objects().compactMap { $0 as? Int } == [80, 40, 100])
    #expect((adapter.sectionController(forSection: 2) as? HeightSection)?.height == 100)
  }

  @Test func bridgedValuesKeepIGListKitsIdentityAndEquality() {
    let one: ListDiffable = 1
    #expect(one === (1 as ListDiffable))
    #expect(one !== (2 as ListDiffable))
    // Another type is another object, though the numbers are equal (`NSNumber`'s isEqual).
    #expect(one !== (1.0 as ListDiffable))
    #expect(one.isEqual(toDiffableObject: 1.0))
    #expect(one.isEqual(toDiffableObject: NSNumber(value: 1)))
    #expect(!one.isEqual(toDiffableObject: "1"))
    #expect(("a" as ListDiffable) === ("a" as ListDiffable))
    #expect(("a" as ListDiffable).diffIdentifier().isEqual(NSString(string: "a")))
    // Objects keep pointer identity.
    let number = NSNumber(value: 7)
    #expect((number as ListDiffable) === (number as ListDiffable))
    #expect((NSString(string: "x") as ListDiffable) !== (7 as ListDiffable))

    let result = ListDiff(
      oldArray: [1, 2, 3] as [ListDiffable], newArray: [3, 1, 4] as [ListDiffable],
      option: .equality)
    #expect(result.deletes == IndexSet([1]))
    #expect(result.inserts == IndexSet([2]))
    #expect(result.updates.isEmpty)
  }
}
