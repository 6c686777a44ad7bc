import ListUIKit
import ListUIKitTestModels
import Testing

// This file imports only `ListUIKit` and the app's own models, as a screen does: the models'
// `BatchUpdate`, `Viewport`, `ViewEvent` and `FailureLog` are named unqualified. Were the engine's
// types of those names brought by `import ListUIKit`, every use below would be ambiguous and
// this file would not compile.

/// A screen that lists an upload batch, written as for UIKit.
final class UploadsViewController: UITableViewController {
  var batch = BatchUpdate(uploads: ["a.jpg", "b.jpg"])
  let viewport = Viewport(firstPage: 1)
  let event = ViewEvent(title: "Standup")
  let log = FailureLog(names: [])

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "upload")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    batch.uploads.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "upload", for: indexPath)
    cell.textLabel?.text = batch.uploads[indexPath.row]
    return cell
  }
}

@MainActor
@Suite struct AppNamesTests {
  @Test func anAppsOwnTypesNamedLikeTheEnginesCompileBesideListUIKit() {
    let screen = UploadsViewController(style: .plain)
    // It registers its cell in `viewDidLoad` and never calls `reloadData()`: as on a phone, the
    // table reads its data source on its first layout pass, when the screen appears.
    screen.simulateAppearance()
    #expect(
      screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "b.jpg")
    #expect(screen.viewport.firstPage == 1 && screen.event.title == "Standup")
    #expect(screen.log.names.isEmpty)
    // The view's own records are still read as members, with no import of the engine.
    #expect(screen.tableView.raisedExceptions.isEmpty)
  }
}
