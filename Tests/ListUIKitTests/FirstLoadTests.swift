import ListUIKit
import Testing

/// A plain view controller with a table of its own, as many screens are: it sets the data source
/// and never calls `reloadData()`.
final class NotesViewController: UIViewController, UITableViewDataSource {
  let notes = ["Milk", "Bread", "Eggs"]
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(table)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    table.dataSource = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }
}

/// A table view controller that keeps no selection state of its own.
final class PickerViewController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    4
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Option \(indexPath.row)"
    return cell
  }
}

@MainActor
@Suite struct FirstLoadTests {
  @Test func aTableReadsItsDataSourceOnItsFirstLayoutPass() {
    let screen = NotesViewController()
    screen.simulateAppearance()
    #expect(screen.table.numberOfRows(inSection: 0) == 3)
    #expect(screen.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Eggs")
    // Later passes read nothing more: the app's own reload decides.
    let reads = screen.table.events.count
    screen.view.setNeedsLayout()
    screen.view.layoutIfNeeded()
    #expect(screen.table.events.count == reads)
  }

  @Test func aTableViewControllerLoadsOnFirstAppearanceAndClearsItsSelection() {
    let picker = PickerViewController(style: .plain)
    picker.simulateAppearance()
    #expect(picker.tableView.numberOfRows(inSection: 0) == 4)
    picker.tableView.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(picker.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    picker.simulateDisappearance()
    picker.simulateAppearance()
    #expect(picker.tableView.indexPathForSelectedRow == nil)

    picker.clearsSelectionOnViewWillAppear = false
    picker.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    picker.simulateAppearance()
    #expect(picker.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }
}
