import Foundation
import ListAdapterKit
import Testing

/// Records what a scroll delegate hears, in order.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate, ListScrollDelegate {
  var heard: [String] = []
  /// Where a drag that ends comes to rest, when set.
  var restAt: CGPoint?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    heard.append("didScroll \(Int(scrollView.contentOffset.y))")
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { heard.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    heard.append("willEndDragging")
    if let restAt { targetContentOffset.pointee = restAt }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    heard.append("didEndDragging \(decelerate)")
  }
  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
    heard.append("section didScroll \(listAdapter.section(for: sectionController))")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController
  ) {
    heard.append("section willBeginDragging \(listAdapter.section(for: sectionController))")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool
  ) {
    heard.append("section didEndDragging \(listAdapter.section(for: sectionController))")
  }
}

@MainActor @Suite struct ScrollDelegateTests {
  /// A flow-layout screen of 30 one-row sections, rows of 50 points in a 200-point window.
  private func makeScreen(_ recorder: ScrollRecorder) -> (ListAdapter, UICollectionView) {
    final class Rows: NSObject, ListAdapterDataSource {
      let recorder: ScrollRecorder
      init(_ recorder: ScrollRecorder) { self.recorder = recorder }
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        (0..<30).map { Entry($0) }
      }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      {
        let controller = SizedController()
        controller.scrollDelegate = recorder
        return controller
      }
      func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
    }
    final class SizedController: ListSectionController {
      override func numberOfItems() -> Int { 1 }
      override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext.containerSize.width, height: 50)
      }
      override func cellForItem(at index: Int) -> UICollectionViewCell {
        collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
      }
    }
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let rows = Rows(recorder)
    adapter.collectionView = view
    adapter.dataSource = rows
    view.layoutIfNeeded()
    adapter.scrollViewDelegate = recorder
    keptDataSources.append(rows)
    return (adapter, view)
  }

  @Test func theAdapterPassesScrollingOnToItsDelegates() {
    let recorder = ScrollRecorder()
    let (adapter, view) = makeScreen(recorder)
    // The section controllers size their rows: four rows of 50 fill the window.
    #expect(adapter.visibleSectionControllers().count == 4)
    view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(
      recorder.heard == [
        "didScroll 100", "section didScroll 2", "section didScroll 3", "section didScroll 4",
        "section didScroll 5",
      ])
    recorder.heard = []
    view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(recorder.heard.isEmpty)  // no change, no call
  }

  @Test func aDragEndsWhereTheDelegateSaysAndTellsEveryone() {
    let recorder = ScrollRecorder()
    let (adapter, view) = makeScreen(recorder)
    recorder.restAt = CGPoint(x: 0, y: 150)
    view.simulateDrag(by: 120)
    #expect(recorder.heard.first == "willBeginDragging")
    #expect(recorder.heard.contains("didScroll 120"))
    #expect(recorder.heard.contains("willEndDragging"))
    #expect(recorder.heard.contains("didScroll 150"))
    #expect(recorder.heard.contains("section didEndDragging 3"))
    #expect(view.contentOffset.y == 150)
    #expect(view.indexPathsForVisibleItems.map(\.section) == [3, 4, 5, 6])
    withExtendedLifetime(adapter) {}  // the view holds its delegate weakly
  }
}

/// Keeps the screens' data sources alive for the test (the adapter holds its data source
/// weakly, as IGListKit does).
@MainActor var keptDataSources: [AnyObject] = []
