import Foundation
import ListKit
import Testing

@testable import ListSimulator

/// Selection through updates, against a model that knows nothing of batches: a selected item
/// stays selected while it exists and is not reloaded; its index path is wherever it now is.
@Suite struct SelectionTests {
  typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

  @MainActor @Test func selectionFollowsInsertsMovesDeletesAndReloads() async throws {
    let view = VirtualCollectionView(viewport: .rows(3))
    view.allowsMultipleSelection = true
    let dataSource = VirtualCollectionViewDataSource<Int, Int>(view: view)
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3, 4])
    try await dataSource.apply(snapshot)
    for item in [0, 1, 3] {
      view.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
    }
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    snapshot.insertItems([0], beforeItem: 1)  // [0, 1, 2, 3, 4]: selection shifts down
    snapshot.deleteItems([2])  // item 2 was selected: dropped
    snapshot.reloadItems([4])  // reloaded: dropped, as UIKit does
    try await dataSource.apply(snapshot)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    // reloadData keeps a collection view's selected index paths that still exist.
    var shorter = Snapshot()
    shorter.appendSections([0])
    shorter.appendItems([9, 8])
    view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    try await dataSource.applySnapshotUsingReloadData(shorter)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
  }

  /// A selected cell whose item is deleted goes back to the pool still marked selected; the
  /// item that reuses it shows it unselected. (Updates of a view that never had a selection
  /// leave cells' marks alone: selecting once must end that.)
  @MainActor @Test func aReusedCellOfADeletedSelectedItemIsNotSelected() async throws {
    let view = VirtualCollectionView()
    let dataSource = VirtualCollectionViewDataSource<Int, Int>(view: view)
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    try await dataSource.apply(snapshot)
    view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    let selectedCell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(selectedCell.isSelected)
    // The deletion drops the selection; the cell goes back to the pool after the update.
    snapshot.deleteItems([1])
    try await dataSource.apply(snapshot)
    #expect(view.indexPathsForSelectedItems == [])
    // A new item takes the pooled cell.
    snapshot.appendItems([3])
    try await dataSource.apply(snapshot)
    let reused = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(reused === selectedCell)
    #expect(!reused.isSelected)
    #expect(view.visibleCells.allSatisfy { !$0.isSelected })
  }

  /// A table view showing rows 1 and 2, its data source, and that snapshot.
  @MainActor func twoRowTable() async throws -> (
    VirtualTableView, VirtualTableViewDataSource<Int, Int>, Snapshot
  ) {
    let view = VirtualTableView()
    let dataSource = VirtualTableViewDataSource<Int, Int>(view: view)
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    try await dataSource.apply(snapshot)
    return (view, dataSource, snapshot)
  }

  /// reloadData clears a table view's selection.
  @MainActor @Test func tableReloadDataClearsSelection() async throws {
    let (view, dataSource, snapshot) = try await twoRowTable()
    view.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: [])
    try await dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(view.indexPathsForSelectedRows == nil)
  }

  @MainActor @Test func singleSelectionReplacesAndOutOfRangeIsAMisuse() async throws {
    let (view, dataSource, _) = try await twoRowTable()
    withExtendedLifetime(dataSource) {  // the view holds its data source weakly
      view.selectRow(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
      view.selectRow(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
      #expect(view.indexPathsForSelectedRows == [IndexPath(item: 1, section: 0)])
      view.selectRow(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
      #expect(view.indexPathForSelectedRow == IndexPath(item: 1, section: 0))
      #expect(view.misuses.count == 1)
      view.deselectRow(at: IndexPath(item: 1, section: 0), animated: false)
      #expect(view.indexPathsForSelectedRows == nil)
    }
  }

  @MainActor @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func selectionAgreesWithTheItemModel(seed: UInt64) async throws {
    var rng = SplitMix(seed: seed)
    let view = VirtualCollectionView(viewport: .rows(8))
    view.allowsMultipleSelection = true
    let dataSource = VirtualCollectionViewDataSource<Int, Int>(view: view)
    var model: [[Int]] = [[1, 2, 3], [4, 5]]
    var nextItem = 6
    var selected = Set<Int>()
    func snapshot(_ model: [[Int]]) -> Snapshot {
      var snapshot = Snapshot()
      for (s, items) in model.enumerated() {
        snapshot.appendSections([s])
        snapshot.appendItems(items, toSection: s)
      }
      return snapshot
    }
    try await dataSource.apply(snapshot(model))
    for _ in 0..<40 {
      // Select or deselect a random item.
      let all = model.flatMap { $0 }
      if let item = all.randomElement(using: &rng) {
        let path = locate(item, in: model)!
        if selected.contains(item) {
          view.deselectItem(at: path, animated: false)
          selected.remove(item)
        } else {
          view.selectItem(at: path, animated: false, scrollPosition: [])
          selected.insert(item)
        }
      }
      // A random update: deletes, inserts, moves within and across sections, reloads.
      var next = model
      var reloaded: [Int] = []
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let s = Int.random(in: 0..<next.count, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0 where !next[s].isEmpty:
          next[s].remove(at: Int.random(in: 0..<next[s].count, using: &rng))
        case 1:
          next[s].insert(nextItem, at: Int.random(in: 0...next[s].count, using: &rng))
          nextItem += 1
        case 2 where !next[s].isEmpty:
          let item = next[s].remove(at: Int.random(in: 0..<next[s].count, using: &rng))
          let t = Int.random(in: 0..<next.count, using: &rng)
          next[t].insert(item, at: Int.random(in: 0...next[t].count, using: &rng))
        default:
          if let item = next[s].randomElement(using: &rng) { reloaded.append(item) }
        }
      }
      let kept = Set(next.joined())
      let old = Set(model.joined())
      reloaded = reloaded.filter { kept.contains($0) && old.contains($0) }
      var update = snapshot(next)
      update.reloadItems(reloaded)
      try await dataSource.apply(update)
      selected = selected.filter { kept.contains($0) && !reloaded.contains($0) }
      model = next
      let expected = selected.map { locate($0, in: model)! }.sorted()
      #expect(view.indexPathsForSelectedItems == expected)
      for cell in view.visibleCells {
        let path = view.indexPath(for: cell)!
        #expect(cell.isSelected == selected.contains(model[path[0]][path[1]]))
      }
    }
  }

  func locate(_ item: Int, in model: [[Int]]) -> IndexPath? {
    for (s, items) in model.enumerated() {
      if let i = items.firstIndex(of: item) { return IndexPath(item: i, section: s) }
    }
    return nil
  }
}

struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
