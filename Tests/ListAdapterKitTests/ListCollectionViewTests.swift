import Foundation
import Testing

@testable import ListAdapterKit

// IGListKit's collection view: its batch updates tell a compatible layout the lowest section
// each change touches (`IGListCollectionView.m`), and it works with an adapter as any view does.

/// A flow layout that records what it is told.
@MainActor
private final class RecordingLayout: UICollectionViewFlowLayout, ListCollectionViewLayoutCompatible
{
  var modified: [Int] = []
  func didModifySection(_ modifiedSection: Int) { modified.append(modifiedSection) }
}

private final class Rows: ListSectionController {
  var count = 0
  override func didUpdate(to object: Any) { count = (object as? NSNumber)?.intValue ?? 0 }
  override func numberOfItems() -> Int { count }
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
}

@MainActor
private final class Counts: ListAdapterDataSource {
  var counts: [Int] = [1, 2, 3]
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    counts.map { NSNumber(value: $0) }
  }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { Rows() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct ListCollectionViewTests {
  @Test func batchChangesTellTheLayoutTheirLowestSection() async {
    let layout = RecordingLayout()
    let view = ListCollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), listCollectionViewLayout: layout)
    let counts = Counts()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = counts
    view.layoutIfNeeded()
    #expect(layout.modified.isEmpty)
    // [1, 2, 3] → [3, 2, 4]: 1 deleted (section 0), 4 inserted (section 2), 3 moved 2 → 0 and,
    // as IGListKit's diff reports it, 2 moved 1 → 1 (its index less the deletes before it
    // changed).
    counts.counts = [3, 2, 4]
    #expect(await adapter.performUpdatesAndWait(animated: false))
    #expect(layout.modified.sorted() == [0, 0, 1, 2])
    #expect(view.numberOfSections == 3)
    #expect((0..<3).map { view.numberOfItems(inSection: $0) } == [3, 2, 4])
  }

  @Test func itsDefaultLayoutIsIGListKitsAndIsTold() async {
    let view = ListCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let layout = view.collectionViewLayout as? ListCollectionViewLayout
    #expect(layout?.stickyHeaders == false && layout?.stretchToEdge == true)
    #expect(layout?.topContentInset == 0)
    layout?.didModifySection(4)
    layout?.didModifySection(2)
    #expect(layout?.minimumInvalidatedSection == 2)
    layout?.prepare()
    #expect(layout?.minimumInvalidatedSection == nil)
  }

  @Test func malformedIndexPathsAreNotSectionsAndTrapNothing() {
    let layout = RecordingLayout()
    let view = ListCollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), listCollectionViewLayout: layout)
    // The view reports the malformed index path (as UIKit raises); the layout is told nothing.
    withKnownIssue {
      view.deleteItems(at: [IndexPath()])
    }
    #expect(layout.modified.isEmpty)
    let data = ListBatchUpdateData(
      insertSections: [], deleteSections: [], moveSections: [ListMoveIndex(from: 0, to: 1)],
      insert: [IndexPath()], delete: [IndexPath()], update: [], moveIndexPaths: [])
    #expect(data.deleteIndexPaths == [IndexPath()] && data.insertIndexPaths == [IndexPath()])
    #expect(data.moveSections.count == 1)
  }
}
