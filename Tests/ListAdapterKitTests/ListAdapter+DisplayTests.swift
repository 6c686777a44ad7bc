import Foundation
import ListAdapterKit
import Testing

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
