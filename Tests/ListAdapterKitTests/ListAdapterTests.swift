import Foundation
import ListAdapterKit
import ListSimulator
import ListUIKit
import Testing

/// A feed entry: an identifier, a version, and how many rows its section shows.
final class Entry: ListDiffable, CustomStringConvertible {
  let id: Int
  let version: Int
  let rows: Int
  init(_ id: Int, version: Int = 0, rows: Int = 1) {
    (self.id, self.version, self.rows) = (id, version, rows)
  }
  func diffIdentifier() -> any NSObjectProtocol { NSNumber(value: id) }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? Entry else { return false }
    return other.version == version && other.rows == rows
  }
  var description: String { "\(id).\(version)x\(rows)" }
}

final class EntryCell: UICollectionViewCell {}

/// Rows of an entry; `extraRows` is what a buggy controller adds without telling anyone.
final class EntryController: ListSectionController {
  var entry: Entry?
  var extraRows = 0
  var updates = 0

  override func didUpdate(to object: Any) {
    entry = object as? Entry
    updates += 1
  }
  override func numberOfItems() -> Int { (entry?.rows ?? 0) + extraRows }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell = collectionContext.dequeueReusableCell(of: EntryCell.self, for: self, at: index)
    var content = UIListContentConfiguration.cell()
    content.text = "\(entry?.id ?? -1).\(entry?.version ?? -1).\(index)"
    cell.contentConfiguration = content
    return cell
  }

  /// Adds a row the right way: the model and the batch together.
  func addRow(completion: ((Bool) -> Void)? = nil) {
    collectionContext.performBatch(
      animated: true,
      updates: { [self] batch in
        extraRows += 1
        batch.insert(in: self, at: [numberOfItems() - 1])
      }, completion: completion)
  }
}

/// A data source whose objects a test sets.
final class Feed: ListAdapterDataSource {
  var entries: [Entry] = []
  var empty = UIView()
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { entries }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { EntryController() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { empty }
}

@MainActor
func makeAdapter(_ feed: Feed, rows: Int = 12) -> (ListAdapter, UICollectionView) {
  let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  view.setViewport(.rows(rows))
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  adapter.collectionView = view
  adapter.dataSource = feed
  // The first layout pass, where UIKit's view reads its data source and makes its cells.
  view.layoutIfNeeded()
  return (adapter, view)
}

@MainActor @Suite struct AdapterTests {
  /// Random feeds (deletes, inserts, moves, new versions, new row counts, repeated
  /// identifiers), updated through the adapter: the strict view accepts every batch, and then
  /// shows exactly the sections and rows the controllers report, with cells of the current
  /// versions. The model here is the feed with repeats removed, first kept.
  @Test(arguments: [UInt64(2), 27, 2026])
  func everyUpdateIsAcceptedAndShown(seed: UInt64) async {
    var random = SplitMix64(seed: seed)
    let feed = Feed()
    let (adapter, view) = makeAdapter(feed, rows: 40)
    var batches = 0
    for step in 0..<60 {
      var next = feed.entries.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
      next.shuffle(using: &random)
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let id = Int.random(in: 0..<15, using: &random)
        let entry = Entry(
          id, version: Int.random(in: 0..<2, using: &random),
          rows: Int.random(in: 0...3, using: &random))
        next.insert(entry, at: Int.random(in: 0...next.count, using: &random))
      }
      feed.entries = next
      let before = view.engine.batchCount
      #expect(await adapter.performUpdatesAndWait(animated: true), "step \(step)")
      batches += view.engine.batchCount - before
      #expect(view.raisedExceptions.isEmpty, "step \(step): \(view.raisedExceptions)")
      var seen = Set<Int>()
      let shown = feed.entries.filter { seen.insert($0.id).inserted }
      #expect(adapter.objects().map { ($0 as? Entry)?.id } == shown.map(\.id))
      #expect(view.numberOfSections == shown.count)
      for (section, entry) in shown.enumerated() {
        #expect(view.numberOfItems(inSection: section) == entry.rows)
        for row in 0..<entry.rows {
          let text = view.cellForItem(at: IndexPath(item: row, section: section))?
            .contentConfiguration?.text
          if let text { #expect(text == "\(entry.id).\(entry.version).\(row)") }
        }
      }
      if step % 7 == 3,
        let controller = adapter.sectionController(forSection: 0) as? EntryController
      {
        await withCheckedContinuation { done in controller.addRow { _ in done.resume() } }
        #expect(view.numberOfItems(inSection: 0) == controller.numberOfItems())
        controller.extraRows = 0
        adapter.reloadObjects([shown[0]])
      }
    }
    #expect(batches > 30)
    #expect(view.raisedExceptions.isEmpty)
  }

  /// Two controllers' batches in one turn are one batch update: one reloading its section, the
  /// other adding a row. The reload goes as a delete and an insert of the section (IGListKit's
  /// updater never sends a section reload inside a batch), so the strict view accepts both.
  @Test func batchesOfTwoControllersInOneTurnAreAccepted() async {
    let feed = Feed()
    feed.entries = [Entry(1, rows: 2), Entry(2, rows: 2)]
    let (adapter, view) = makeAdapter(feed)
    let first = adapter.sectionController(forSection: 0) as? EntryController
    let second = adapter.sectionController(forSection: 1) as? EntryController
    var reloaded: Bool?
    first?.collectionContext.performBatch(
      animated: true, updates: { batch in if let first { batch.reload(first) } },
      completion: { reloaded = $0 })
    let added = await withCheckedContinuation { done in
      second?.addRow { done.resume(returning: $0) }
    }
    #expect(reloaded == true && added)
    #expect(view.raisedExceptions.isEmpty, "\(view.raisedExceptions)")
    #expect(view.numberOfItems(inSection: 0) == 2 && view.numberOfItems(inSection: 1) == 3)
  }

  /// Several `performUpdates` before the update runs are one batch; completions run in order.
  @Test func updatesAreCoalesced() async {
    let feed = Feed()
    let (adapter, view) = makeAdapter(feed)
    feed.entries = [Entry(1)]
    var order: [Int] = []
    adapter.performUpdates(animated: true) { order.append($0 ? 1 : -1) }
    feed.entries = [Entry(2), Entry(1)]
    adapter.performUpdates(animated: true) { order.append($0 ? 2 : -2) }
    let before = view.engine.batchCount
    await adapter.performUpdatesAndWait(animated: true)
    #expect(order == [1, 2])
    #expect(view.engine.batchCount == before + 1)
    #expect(view.numberOfSections == 2)
  }

  /// A controller whose row count changes without an update: the next update is UIKit's
  /// exception, reported, and the view keeps what it showed.
  @Test func aCountChangedBehindTheAdaptersBackIsUIKitsException() async {
    let feed = Feed()
    feed.entries = [Entry(1, rows: 2), Entry(2)]
    let (adapter, view) = makeAdapter(feed)
    (adapter.sectionController(forSection: 0) as? EntryController)?.extraRows = 1
    feed.entries.append(Entry(3))
    await withKnownIssue {
      #expect(!(await adapter.performUpdatesAndWait(animated: true)))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Invalid update: invalid number of items in section 0.")
      }
    }
    #expect(view.raisedExceptions.map(\.stableCode) == ["invalidItemCount"])
    #expect(view.numberOfSections == 2)
  }

  /// A batch whose inserts do not match the new count is UIKit's exception.
  @Test func aBatchThatDoesNotMatchTheCountIsUIKitsException() async {
    let feed = Feed()
    feed.entries = [Entry(1, rows: 2)]
    let (adapter, view) = makeAdapter(feed)
    let controller = adapter.sectionController(forSection: 0) as? EntryController
    var finished: Bool?
    await withKnownIssue {
      finished = await controller?.collectionContext.performBatch(
        animated: true,
        updates: { batch in
          controller?.extraRows = 2  // two rows more, one declared
          if let controller { batch.insert(in: controller, at: [2]) }
        })
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("invalid number of items in section 0") }
    }
    #expect(finished == false)
    #expect(view.numberOfItems(inSection: 0) == 2)
  }

  /// The empty view shows while no section has a cell, as the background view.
  @Test func theEmptyViewShowsWithoutCells() async {
    let feed = Feed()
    let (adapter, view) = makeAdapter(feed)
    #expect(view.backgroundView === feed.empty && view.backgroundView?.isHidden == false)
    feed.entries = [Entry(1)]
    await adapter.performUpdatesAndWait(animated: false)
    #expect(view.backgroundView?.isHidden == true)
  }

  /// Repeated identifiers: the first object is kept, and the adapter logs the others as
  /// IGListKit does.
  @Test func repeatedIdentifiersAreRemovedWithAWarning() async {
    let feed = Feed()
    let (adapter, view) = makeAdapter(feed)
    feed.entries = [Entry(1), Entry(2), Entry(1, version: 3)]
    await adapter.performUpdatesAndWait(animated: true)
    #expect(view.numberOfSections == 2)
    #expect(adapter.warnings.count == 1 && adapter.warnings[0].hasPrefix("Duplicate identifier 1"))
  }
}
