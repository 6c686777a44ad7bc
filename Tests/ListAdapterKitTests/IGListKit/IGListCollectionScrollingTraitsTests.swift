import Foundation
import ListAdapterKit
import Testing

// IGListKit's `IGListCollectionScrollingTraitsTests.m`, carried over with their names and
// expected values: the collection context's scrolling traits are the collection view's. Where
// IGListKit stubs a mock collection view's `isTracking`, `isDragging` and `isDecelerating`, a
// subclass answers them here.

/// A collection view whose scrolling state the test sets.
private final class StubbedScrolling: UICollectionView {
  var tracking = false
  var dragging = false
  var decelerating = false
  override var isTracking: Bool { tracking }
  override var isDragging: Bool { dragging }
  override var isDecelerating: Bool { decelerating }
}

@MainActor @Suite struct IGListCollectionScrollingTraitsTests {
  private let view = StubbedScrolling(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
    collectionViewLayout: UICollectionViewFlowLayout())
  private let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

  /// The context's traits after `stub` set the view's state.
  private func traits(_ stub: (StubbedScrolling) -> Void) -> ListCollectionScrollingTraits {
    adapter.collectionView = view
    stub(view)
    let context: any ListCollectionContext = adapter
    return context.scrollingTraits
  }

  @Test func test_whenTracking_thatIsTrackingReturnsTrue() {
    #expect(traits { $0.tracking = true }.isTracking)
  }

  @Test func test_whenNotTracking_thatIsTrackingReturnsFalse() {
    #expect(!traits { $0.tracking = false }.isTracking)
  }

  @Test func test_whenDragging_thatIsDraggingReturnsTrue() {
    #expect(traits { $0.dragging = true }.isDragging)
  }

  @Test func test_whenDragging_thatIsDraggingReturnsFalse() {
    #expect(!traits { $0.dragging = false }.isDragging)
  }

  @Test func test_whenDecelerating_thatIsDeceleratingReturnsTrue() {
    #expect(traits { $0.decelerating = true }.isDecelerating)
  }

  @Test func test_whenDecelerating_thatIsDeceleratingReturnsFalse() {
    #expect(!traits { $0.decelerating = false }.isDecelerating)
  }
}
