import Foundation
import Testing

@testable import ListAdapterKit

// IGListKit's `IGListAdapterDelegateAnnouncerTests.m`, carried over with their names and expected
// values: two 100 × 100 collection views, each with an adapter (a batch updater) that announces
// to the test's own announcer (IGListKit's tests set the internal `globalDelegateAnnouncer` too),
// and test objects of a key and a value, each shown as one 10-point cell. Where IGListKit's tests
// expect calls on OCMock listeners, a recording listener records them.

/// IGListKit's test object: the key is the identifier, key and value decide equality.
private final class AnnouncedObject: ListDiffable {
  let key: NSNumber
  let value: NSNumber
  init(_ key: Int, _ value: Int) {
    (self.key, self.value) = (NSNumber(value: key), NSNumber(value: value))
  }
  func diffIdentifier() -> any NSObjectProtocol { key }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? AnnouncedObject else { return false }
    return key.isEqual(other.key) && value.isEqual(other.value)
  }
}

private final class OneCellSection: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
}

private final class AnnouncedSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { OneCellSection() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

/// A listener that records what it hears: the adapter, the object, and the index or the index
/// path.
@MainActor
private final class Listener: ListAdapterDelegate {
  var heard: [String] = []
  private func name(_ adapter: ListAdapter, _ object: Any) -> String {
    "\(ObjectIdentifier(adapter)) \(ObjectIdentifier(object as AnyObject))"
  }
  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
    heard.append("willDisplay \(name(listAdapter, object)) \(index)")
  }
  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
    heard.append("didEndDisplaying \(name(listAdapter, object)) \(index)")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: UICollectionViewCell,
    at indexPath: IndexPath
  ) { heard.append("willDisplay \(name(listAdapter, object)) cell \(indexPath)") }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: UICollectionViewCell,
    at indexPath: IndexPath
  ) { heard.append("didEndDisplaying \(name(listAdapter, object)) cell \(indexPath)") }
}

/// IGListKit's set-up: two views, two data sources, two adapters announcing to `announcer`.
@MainActor
private final class Announced {
  let announcer = IGListAdapterDelegateAnnouncer()
  let views = (0..<2).map { _ in
    UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
  }
  let sources = [AnnouncedSource(), AnnouncedSource()]
  let adapters = (0..<2).map { _ in
    ListAdapter(updater: ListAdapterUpdater(), viewController: UIViewController())
  }

  init() {
    for adapter in adapters { adapter.globalDelegateAnnouncer = announcer }
  }

  /// The objects, then the view, then the data source, then a layout pass.
  func setup(_ adapter: Int, _ objects: [any ListDiffable]) {
    sources[adapter].objects = objects
    adapters[adapter].collectionView = views[adapter]
    adapters[adapter].dataSource = sources[adapter]
    views[adapter].layoutIfNeeded()
  }

  func name(_ adapter: Int, _ object: AnyObject) -> String {
    "\(ObjectIdentifier(adapters[adapter])) \(ObjectIdentifier(object))"
  }
}

@MainActor @Suite struct IGListAdapterDelegateAnnouncerTests {
  @Test
  func
    test_whenShowingOneItem_withTwoListeners_withOneAdapter_thatBothListenersReceivesWillDisplay()
    async
  {
    let test = Announced()
    test.setup(0, [])
    let object = AnnouncedObject(1, 1)
    test.sources[0].objects = [object]
    let listeners = [Listener(), Listener()]
    for listener in listeners { test.announcer.addListener(listener) }
    #expect(await test.adapters[0].performUpdatesAndWait(animated: false))
    for listener in listeners {
      #expect(
        listener.heard == [
          "willDisplay \(test.name(0, object)) cell [0, 0]",
          "willDisplay \(test.name(0, object)) 0",
        ])
    }
  }

  @Test
  func
    test_whenRemovignOneItem_withTwoListeners_withOneAdapter_thatBothListenersReceivesEndDisplay()
    async
  {
    let test = Announced()
    let object = AnnouncedObject(1, 1)
    test.setup(0, [object])
    test.sources[0].objects = []
    let listeners = [Listener(), Listener()]
    for listener in listeners { test.announcer.addListener(listener) }
    #expect(await test.adapters[0].performUpdatesAndWait(animated: false))
    for listener in listeners {
      #expect(
        listener.heard == [
          "didEndDisplaying \(test.name(0, object)) cell [0, 0]",
          "didEndDisplaying \(test.name(0, object)) 0",
        ])
    }
  }

  @Test func test_whenRemovingListener_thatListenerDoesNotReceiveCallbacks() async {
    let test = Announced()
    test.setup(0, [])
    test.sources[0].objects = [AnnouncedObject(1, 1)]
    let listener = Listener()
    test.announcer.addListener(listener)
    test.announcer.removeListener(listener)
    #expect(await test.adapters[0].performUpdatesAndWait(animated: false))
    #expect(listener.heard.isEmpty)
  }

  @Test
  func test_whenShowingTwoItems_withOneListeners_withTwoAdapters_thatBothItemsSendWillDisplay()
    async
  {
    let test = Announced()
    test.setup(0, [])
    test.setup(1, [])
    let first = AnnouncedObject(1, 1)
    let second = AnnouncedObject(1, 1)
    test.sources[0].objects = [first]
    test.sources[1].objects = [second]
    let listener = Listener()
    test.announcer.addListener(listener)
    #expect(await test.adapters[0].performUpdatesAndWait(animated: false))
    #expect(await test.adapters[1].performUpdatesAndWait(animated: false))
    #expect(
      listener.heard == [
        "willDisplay \(test.name(0, first)) cell [0, 0]", "willDisplay \(test.name(0, first)) 0",
        "willDisplay \(test.name(1, second)) cell [0, 0]", "willDisplay \(test.name(1, second)) 0",
      ])
  }

  /// Not one of IGListKit's tests: adapters announce to the shared announcer unless told
  /// otherwise, and a listener that goes away is not held.
  @Test func adaptersAnnounceToTheSharedAnnouncerAndListenersAreHeldWeakly() async {
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    #expect(adapter.globalDelegateAnnouncer === IGListAdapterDelegateAnnouncer.sharedInstance())
    let announcer = IGListAdapterDelegateAnnouncer()
    weak var gone: Listener?
    do {
      let listener = Listener()
      gone = listener
      announcer.addListener(listener)
    }
    #expect(gone == nil)
    var told = 0
    announcer.announce { _ in told += 1 }
    #expect(told == 0)
  }
}
