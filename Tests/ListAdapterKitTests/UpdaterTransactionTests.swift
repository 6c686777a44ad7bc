import Foundation
import ListAdapterKit
import Testing

// The updater's transactions seen from an adapter, in cases a review of the updater found: each
// test fails on the code before its fix.

private final class Counted: ListSectionController {
  var count = 0
  var told = 0
  var onUpdate: ((Counted) -> Void)?
  override func didUpdate(to object: Any) {
    count = (object as? NSNumber)?.intValue ?? 0
    told += 1
    onUpdate?(self)
  }
  override func numberOfItems() -> Int { count }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
}

/// Numbers, each shown by a section of that many items; controllers kept by number when
/// `caching` (a data source that hands out the same controller again).
@MainActor
private final class Numbers: ListAdapterDataSource {
  var numbers: [Int]
  var caching = false
  var cache: [Int: Counted] = [:]
  /// Called with each new controller.
  var configure: ((Counted) -> Void)?
  init(_ numbers: [Int]) { self.numbers = numbers }
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    numbers.map { NSNumber(value: $0) }
  }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let number = (object as? NSNumber)?.intValue ?? 0
    if caching, let cached = cache[number] { return cached }
    let controller = Counted()
    cache[number] = controller
    configure?(controller)
    return controller
  }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor
private func screen(_ numbers: [Int], updater: any ListUpdatingDelegate = ListAdapterUpdater())
  -> (ListAdapter, UICollectionView, Numbers)
{
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 400),
    collectionViewLayout: UICollectionViewFlowLayout())
  let numbers = Numbers(numbers)
  let adapter = ListAdapter(updater: updater, viewController: nil)
  adapter.collectionView = view
  adapter.dataSource = numbers
  return (adapter, view, numbers)
}

@MainActor @Suite struct UpdaterTransactionTests {
  @Test func aBatchNestedInAQueuedBatchCompletesWhenTheDataSourceChanges() {
    let (adapter, view, numbers) = screen([1, 2])
    let first = adapter.sectionController(forSection: 0)!
    var heard: [String] = []
    adapter.performBatch(
      animated: false,
      updates: { _ in
        first.collectionContext.performBatch(
          animated: false, updates: { _ in }, completion: { heard.append("inner \($0)") })
      }, completion: { heard.append("outer \($0)") })
    // The data source changes before the batch ran: its block runs now, with the nested one.
    adapter.dataSource = numbers
    #expect(heard == ["outer true", "inner true"])
    withExtendedLifetime(view) {}
  }

  @Test func aReloadTellsEveryControllerItsObjectEvenWhenTheDataSourceGivesItAgain() async {
    let (adapter, view, numbers) = screen([1, 2])
    numbers.caching = true
    let first = adapter.sectionController(forSection: 0) as? Counted
    let before = first?.told ?? 0
    #expect(await adapter.reloadDataAndWait())
    #expect(adapter.sectionController(forSection: 0) === first)
    #expect(first?.told == before + 1)
    withExtendedLifetime(view) {}
  }

  @Test func aLayoutInvalidationDuringAReloadDataUpdatersUpdateWaitsForIt() {
    let (adapter, view, numbers) = screen([1], updater: ListReloadDataUpdater())
    var order: [String] = []
    numbers.numbers = [1, 2]
    numbers.configure = { controller in
      controller.onUpdate = { controller in
        controller.collectionContext.invalidateLayout(for: controller) { _ in
          order.append("invalidated")
        }
      }
    }
    adapter.performUpdates(animated: false) { _ in order.append("updated") }
    #expect(order == ["updated", "invalidated"])
    withExtendedLifetime(view) {}
  }

  @Test func reloadingObjectsFromDidUpdateDuringAReloadRaisesNothing() async {
    let (adapter, view, numbers) = screen([1, 2])
    let first = adapter.sectionController(forSection: 0) as? Counted
    first?.onUpdate = { controller in
      controller.onUpdate = nil
      adapter.reloadObjects([NSNumber(value: 1)])
    }
    numbers.numbers = [1, 2, 3]
    #expect(await adapter.reloadDataAndWait())
    #expect(view.raisedExceptions.isEmpty)
    #expect(view.numberOfSections == 3)
  }
}
