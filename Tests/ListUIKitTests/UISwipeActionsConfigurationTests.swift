import Foundation
import ListReporting
import ListSimulator
import ListUIKit
import Testing

// MARK: Swipe actions

final class TodoViewController: UITableViewController {
  var dataSource: UITableViewDiffableDataSource<Int, String>!
  var done: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    tableView.delegate = self
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { table, indexPath, _ in
      table.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["milk", "eggs", "bread"])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      guard let self, let item = self.dataSource.itemIdentifier(for: indexPath) else {
        return completion(false)
      }
      var snapshot = self.dataSource.snapshot()
      snapshot.deleteItems([item])
      self.dataSource.apply(snapshot)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let markDone = UIContextualAction(style: .normal, title: "Done") {
      [weak self] _, _, completion in
      if let item = self?.dataSource.itemIdentifier(for: indexPath) { self?.done.append(item) }
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [markDone])
  }
}

@MainActor @Suite struct SwipeActionTests {
  @Test func swipeActionsRunTheirHandlers() {
    let todo = TodoViewController(style: .plain)
    todo.loadViewIfNeeded()
    let row = IndexPath(row: 1, section: 0)
    #expect(todo.tableView.userSwiped(.trailing, rowAt: row).map(\.title) == ["Delete"])
    #expect(todo.tableView.userPerformsSwipeAction("Delete", rowAt: row))
    #expect(todo.dataSource.snapshot().itemIdentifiers == ["milk", "bread"])
    #expect(todo.tableView.numberOfRows(inSection: 0) == 2)
    #expect(todo.tableView.userPerformsSwipeAction(fullSwipe: true, edge: .leading, rowAt: row))
    #expect(todo.done == ["bread"])
    #expect(!todo.tableView.userPerformsSwipeAction("Archive", rowAt: row))
    #expect(todo.tableView.userSwiped(.trailing, rowAt: IndexPath(row: 5, section: 0)).isEmpty)
    #expect(todo.tableView.misuses.count == 1)
  }
}
