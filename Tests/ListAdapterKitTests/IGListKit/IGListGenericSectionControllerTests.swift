import Foundation
import ListAdapterKit
import Testing

// IGListKit's `IGListGenericSectionControllerTests.m` and `IGListContentInsetTests.m`, carried
// over with their names and expected values.

@MainActor @Suite struct IGListGenericSectionControllerTests {
  @Test func test_whenUpdatingToObject_thatSameObjectIsStored() {
    let controller = ListGenericSectionController<NSString>()
    let foo: NSString = "foo"
    controller.didUpdate(to: foo)
    #expect(controller.object === foo)
  }
}

@MainActor @Suite struct IGListContentInsetTests {
  /// A view with IGListKit's collection view layout (no sticky headers, stretched to the edge)
  /// in a view controller's view, and an adapter on it: its context's adjusted inset is the
  /// view's content inset.
  @Test func testCollectionViewContentInset() {
    let viewController = UIViewController()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: ListCollectionViewLayout(
        stickyHeaders: false, topContentInset: 0, stretchToEdge: true))
    viewController.view.addSubview(view)
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    adapter.collectionView = view
    let inset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    view.contentInset = inset
    let context: any ListCollectionContext = adapter
    let adjusted = context.adjustedContainerInset
    #expect([adjusted.top, adjusted.left, adjusted.bottom, adjusted.right] == [10, 0, 10, 0])
  }
}
