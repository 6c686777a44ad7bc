// swift-format-ignore-file
import ListUIKit

// A to-do screen written for UIKit, with the Objective-C-only Swift apps write: an outlet, a
// button per cell wired with target-action, a bar button item, a notification observer by
// selector, and data-source methods overridden from an extension. `listkit port` turns it into
// TodoScreen.swift beside it (a test checks the two agree).

final class TodoCell: UITableViewCell {
  weak var note: UILabel?
  let doneButton = UIButton(type: .system)
}

final class TodoViewController: UITableViewController {
  var items = ["Milk", "Bread", "Eggs"]
  /// Set to forget the model update when a row is done, as a buggy build would.
  var forgetsTheModel = false
  private(set) var reloads = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TodoCell.self, forCellReuseIdentifier: "todo")
    tableView.dataSource = self
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: Selector("addItem", { t, a, b in _selectorInvoke(t, TodoViewController.addItem, a, b) }))
    NotificationCenter.default.addObserver(
      self, selector: Selector("itemsChanged:", { t, a, b in _selectorInvoke(t, TodoViewController.itemsChanged(_:), a, b) }), name: .todoItemsChanged, object: nil)
    tableView.reloadData()
  }

  func addItem() {
    items.append("Item \(items.count + 1)")
    tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
  }

  private func markDone(_ sender: UIButton) {
    if !forgetsTheModel { items.remove(at: sender.tag) }
    tableView.deleteRows(at: [IndexPath(row: sender.tag, section: 0)], with: .fade)
  }

  func itemsChanged(_ notification: Notification) {
    reloads += 1
    tableView.reloadData()
  }
 

// MARK: - UITableViewDataSource (overridden from an extension, as apps often write it)

                              
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath) as! TodoCell
    cell.textLabel?.text = items[indexPath.row]
    cell.doneButton.tag = indexPath.row
    cell.doneButton.removeTarget(nil, action: nil, for: .allEvents)
    cell.doneButton.addTarget(self, action: Selector("markDone:", { t, a, b in _selectorInvoke(t, TodoViewController.markDone(_:), a, b) }), for: .touchUpInside)
    return cell
  }
}

extension Notification.Name {
  static let todoItemsChanged = Notification.Name("todoItemsChanged")
}
