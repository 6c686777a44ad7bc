import Foundation
import ListReporting
import ListSimulator
import ListUIKit
import Testing

/// UIKit's `apply(_:animatingDifferences:completion:)` on the main queue is done when it returns.
@MainActor @Suite struct SynchronousApplyTests {
  func makeTable() -> (UITableView, UITableViewDiffableDataSource<Int, String>) {
    let table = UITableView(frame: .zero)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      table, indexPath, _ in table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    return (table, dataSource)
  }

  @Test func theSnapshotAndTheViewAreCurrentWhenApplyReturns() {
    let (table, dataSource) = makeTable()
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    var completed = false
    dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
    #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(completed)
  }

  /// Two quick swipes, each applying `snapshot()` minus one row, delete two rows.
  @Test func twoQuickSwipesDeleteTwoRows() {
    let (table, dataSource) = makeTable()
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c", "d"])
    dataSource.apply(snapshot)
    for row in ["b", "c"] {
      var current = dataSource.snapshot()
      current.deleteItems([row])
      dataSource.apply(current)
    }
    #expect(dataSource.snapshot().itemIdentifiers == ["a", "d"])
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  /// Behind an operation still waiting in line, the completion form keeps its place.
  @Test func behindAQueuedOperationItWaitsItsTurn() async {
    let (_, dataSource) = makeTable()
    let hold = await dataSource.core.holdQueue()
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["x"])
    // In an async context the completion form is named by its completion (as with UIKit).
    dataSource.apply(snapshot, completion: nil)
    #expect(dataSource.snapshot().itemIdentifiers.isEmpty, "it ran ahead of the hold")
    hold.release()
    await dataSource.waitForPendingApplies()
    #expect(dataSource.snapshot().itemIdentifiers == ["x"])
  }
}

/// The facade is the view's data source, as in UIKit.
@MainActor @Suite struct FacadeIdentityTests {
  @Test func theViewsDataSourceIsTheUIKitDataSource() {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    #expect(view.dataSource === dataSource)
    #expect((view.dataSource as? UICollectionViewDiffableDataSource<Int, Int>) === dataSource)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot)
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)

    let table = UITableView(frame: .zero)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      table, indexPath, _ in table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    #expect(table.dataSource === rows)
    #expect((table.dataSource as? UITableViewDiffableDataSource<Int, String>) === rows)
  }
}
