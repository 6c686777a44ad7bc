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

/// A section whose rows a test adds and removes through the controller's own batches.
private final class GrowingController: ListSectionController {
  var rows = 0
  override func numberOfItems() -> Int { rows }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
}

@MainActor
private final class OneSection: ListAdapterDataSource {
  let controller = GrowingController()
  let empty = UIView()
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [NSString(string: "one")] }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { controller }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { empty }
}

@MainActor @Suite struct EmptyViewTests {
  /// IGListKit hides and shows the empty view when a section controller's own batch gives the
  /// list its first row or takes its last.
  @Test func aSectionControllersBatchShowsAndHidesTheEmptyView() async {
    let source = OneSection()
    let (adapter, view) = makeAdapter(Feed())
    adapter.dataSource = source
    #expect(view.backgroundView === source.empty && view.backgroundView?.isHidden == false)
    await source.controller.collectionContext.performBatch(
      animated: false,
      updates: { batch in
        source.controller.rows = 1
        batch.insert(in: source.controller, at: [0])
      })
    #expect(view.backgroundView?.isHidden == true)
    await source.controller.collectionContext.performBatch(
      animated: false,
      updates: { batch in
        source.controller.rows = 0
        batch.delete(in: source.controller, at: [0])
      })
    #expect(view.backgroundView?.isHidden == false)
    #expect(view.raisedExceptions.isEmpty)
  }
}

@MainActor
private final class DisplayRecorder: ListAdapterDelegate {
  var heard: [String] = []
  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
    heard.append("willDisplay \(object) at \(index)")
  }
  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
    heard.append("didEndDisplaying \(object) at \(index)")
  }
}

@MainActor @Suite struct AdapterDisplayTests {
  /// A deleted section's object is told as ending display, with the section it was in, as
  /// IGListKit's display handler tells it.
  @Test func aDeletedSectionsObjectEndsDisplaying() async {
    let feed = Feed()
    feed.entries = [Entry(1), Entry(2), Entry(3)]
    let (adapter, view) = makeAdapter(feed)
    let recorder = DisplayRecorder()
    adapter.delegate = recorder
    await adapter.performUpdatesAndWait(animated: false)
    recorder.heard = []
    feed.entries = [Entry(1), Entry(3)]
    await adapter.performUpdatesAndWait(animated: true)
    #expect(recorder.heard.contains { $0.hasPrefix("didEndDisplaying") && $0.hasSuffix("at 1") })
    #expect(recorder.heard.filter { $0.hasPrefix("didEndDisplaying") }.count == 1)
    withExtendedLifetime(view) {}
  }
}

@MainActor
private final class UpdateRecorder: ListAdapterUpdateListener {
  var heard: [String] = []
  func listAdapter(
    _ listAdapter: ListAdapter, didFinish update: ListAdapterUpdateType, animated: Bool
  ) {
    heard.append("\(update) \(animated)")
  }
}

/// A section that shows a word, typed.
private final class WordSection: ListGenericSectionController<NSString> {
  override func numberOfItems() -> Int { 1 }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
}

@MainActor @Suite struct UpdateListenerTests {
  @Test func listenersHearEachKindOfUpdate() async {
    let feed = Feed()
    feed.entries = [Entry(1)]
    let (adapter, view) = makeAdapter(feed)
    let recorder = UpdateRecorder()
    adapter.add(recorder)
    adapter.add(recorder)  // once
    feed.entries = [Entry(1), Entry(2)]
    await adapter.performUpdatesAndWait(animated: true)
    await adapter.reloadDataAndWait()
    let controller = adapter.sectionController(forSection: 0) as? EntryController
    await controller?.collectionContext.performBatch(animated: false, updates: { _ in })
    #expect(recorder.heard == ["performUpdates true", "reloadData false", "itemUpdates false"])
    adapter.remove(recorder)
    await adapter.performUpdatesAndWait(animated: false)
    #expect(recorder.heard.count == 3)
    withExtendedLifetime(view) {}
  }

  @Test func aGenericSectionControllerKeepsItsTypedObject() {
    let section = WordSection()
    section.didUpdate(to: NSString(string: "hello"))
    #expect(section.object == "hello")
    withKnownIssue {
      // IGListKit stores it unchecked; reported here, and the typed object stays.
      section.didUpdate(to: NSNumber(value: 3))
    }
    #expect(section.object == "hello")
  }
}
