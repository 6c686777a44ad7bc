import Foundation
import ListAdapterKit
import Testing

/// IGListKit's adapter tests of reloading and of views passed between adapters, in Swift.
@MainActor @Suite struct AdapterAssociationTests {
  @Test func reloadDataMakesNewSectionControllers() async {
    let feed = Feed()
    feed.entries = [Entry(1), Entry(2)]
    let (adapter, view) = makeAdapter(feed)
    await adapter.performUpdatesAndWait(animated: false)
    let before = adapter.sectionController(forSection: 0)
    #expect(before != nil)
    await adapter.reloadDataAndWait()
    let after = adapter.sectionController(forSection: 0)
    #expect(after != nil && after !== before)
    // A performUpdates keeps the controllers of objects still there.
    await adapter.performUpdatesAndWait(animated: false)
    #expect(adapter.sectionController(forSection: 0) === after)
    withExtendedLifetime(view) {}  // the adapter holds its view weakly
  }

  @Test func aViewTakenByAnotherAdapterIsLetGoAndCanBeTakenBack() async {
    let feed = Feed()
    feed.entries = [Entry(1)]
    let (first, view) = makeAdapter(feed)
    let second = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    second.collectionView = view
    #expect(first.collectionView == nil)
    #expect(view.dataSource as AnyObject? === second)
    // Setting the view again on the first adapter re-associates it: its data source was not it.
    first.collectionView = view
    #expect(view.dataSource as AnyObject? === first)
    #expect(second.collectionView == nil)
    // The same view again, still associated: nothing changes.
    first.collectionView = view
    #expect(view.dataSource as AnyObject? === first)
  }
}
