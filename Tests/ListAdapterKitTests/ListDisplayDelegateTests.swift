import Foundation
import ListAdapterKit
import ListSimulator
import ListUIKit
import Testing

// MARK: Display and the working range

final class Watcher: ListDisplayDelegate, ListWorkingRangeDelegate {
  var log: [String] = []
  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  { log.append("show \(sectionController.section)") }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController
  ) { log.append("hide") }
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController
  ) { log.append("enter \(sectionController.section)") }
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController
  ) { log.append("exit \(sectionController.section)") }
}

final class WatchedFeed: ListAdapterDataSource {
  let watcher = Watcher()
  var entries = (0..<10).map { Entry($0) }
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { entries }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let controller = EntryController()
    controller.displayDelegate = watcher
    controller.workingRangeDelegate = watcher
    return controller
  }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct DisplayTests {
  @Test func scrollingDrivesDisplayAndTheWorkingRange() {
    let feed = WatchedFeed()
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.setViewport(.rows(3))
    let adapter = ListAdapter(
      updater: ListAdapterUpdater(), viewController: nil, workingRangeSize: 1)
    adapter.collectionView = view
    adapter.dataSource = feed
    view.layoutIfNeeded()
    #expect(adapter.visibleObjects().compactMap { ($0 as? Entry)?.id } == [0, 1, 2])
    #expect(feed.watcher.log.filter { $0.hasPrefix("show") } == ["show 0", "show 1", "show 2"])
    #expect(
      Set(feed.watcher.log.filter { $0.hasPrefix("enter") }) == [
        "enter 0", "enter 1", "enter 2", "enter 3",
      ])
    feed.watcher.log = []
    view.scroll(by: 4)  // rows 4...6 on screen (a .rows viewport scrolls by rows)
    #expect(adapter.visibleObjects().compactMap { ($0 as? Entry)?.id } == [4, 5, 6])
    #expect(feed.watcher.log.filter { $0 == "hide" }.count == 3)
    // The range was sections 0...3; it is 3...7 now.
    #expect(
      Set(feed.watcher.log.filter { $0.hasPrefix("exit") }) == ["exit 0", "exit 1", "exit 2"])
    #expect(
      Set(feed.watcher.log.filter { $0.hasPrefix("enter") }) == [
        "enter 4", "enter 5", "enter 6", "enter 7",
      ])
    #expect(adapter.visibleCells(for: feed.entries[5]).count == 1)
  }

  @Test func selectionReachesTheSectionController() {
    final class Tapped: ListSectionController {
      var taps: [Int] = []
      override func numberOfItems() -> Int { 2 }
      override func cellForItem(at index: Int) -> UICollectionViewCell {
        collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
      }
      override func didSelectItem(at index: Int) { taps.append(index) }
    }
    final class One: ListAdapterDataSource {
      let controller = Tapped()
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { ["x" as NSString] }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      { controller }
      func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
    }
    let source = One()
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
    view.userTappedItem(at: IndexPath(item: 1, section: 0))
    #expect(source.controller.taps == [1])
    #expect(adapter.section(for: source.controller) == 0)
    #expect(source.controller.isFirstSection && source.controller.isLastSection)
  }

  /// What IGListKit asserts on is one failure of the running test and is recorded in the
  /// adapter's `failures`: a controller that does not override `cellForItem(at:)`, and a nib
  /// name no cell class answers to. A plain cell stands in; nothing traps.
  @Test func assertionsAreReportedAndRecordedOnTheAdapter() {
    final class Forgetful: ListSectionController {
      override func numberOfItems() -> Int { 1 }
    }
    final class Nibbed: ListSectionController {
      override func numberOfItems() -> Int { 1 }
      override func cellForItem(at index: Int) -> UICollectionViewCell {
        collectionContext.dequeueReusableCell(
          withNibName: "NoSuchCell", bundle: nil, for: self, at: index)
      }
    }
    final class Two: ListAdapterDataSource {
      func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        ["a" as NSString, "b" as NSString]
      }
      func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
        -> ListSectionController
      { (object as? NSString) == "a" ? Forgetful() : Nibbed() }
      func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
    }
    let source = Two()
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    withKnownIssue {
      adapter.collectionView = view
      adapter.dataSource = source
      view.layoutIfNeeded()
    }
    let codes = adapter.failures.errors.map(\.stableCode)
    #expect(Set(codes) == ["mustOverride", "nibNotFound"], "\(codes)")
    #expect(view.raisedExceptions.isEmpty)
    #expect(view.numberOfSections == 2)
  }
}
