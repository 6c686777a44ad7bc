import Foundation
import ListUIKit
import Testing

/// A table tells its delegate of section headers coming on and leaving the screen, naming the
/// view the delegate gave (a label is shown inside a header-footer view, but the event names the
/// label), as UIKit's `tableView(_:willDisplayHeaderView:forSection:)` and
/// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
@MainActor
private final class HeaderScreen: NSObject, UITableViewDataSource, UITableViewDelegate {
  let labels = (0..<3).map { section -> UILabel in
    let label = UILabel()
    label.text = "Section \(section)"
    return label
  }
  var events: [String] = []
  var shown: [UIView] = []

  func numberOfSections(in tableView: UITableView) -> Int { 3 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    labels[section]
  }
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    events.append("+\(section)")
    shown.append(view)
  }
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    events.append("-\(section)")
  }
}

/// The same through a table view controller's overrides, as UIKit's controller is its table's
/// delegate.
private final class HeaderController: UITableViewController {
  var shownHeaders: [Int] = []
  override func numberOfSections(in tableView: UITableView) -> Int { 2 }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { "Section \(section)" }
  override func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    shownHeaders.append(section)
  }
}

@MainActor @Suite struct TableHeaderDisplayTests {
  @Test func aTableViewControllersOverrideIsTold() {
    let controller = HeaderController(style: .plain)
    controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    controller.tableView.reloadData()
    #expect(controller.shownHeaders == [0, 1])
  }

  @Test func headersComingAndGoingReachTheTablesDelegate() {
    let screen = HeaderScreen()
    // Sections of 30 + 4 × 50 = 230 points; a window of 300 shows headers 0 and 1.
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = screen
    table.delegate = screen
    table.reloadData()
    #expect(screen.events == ["+0", "+1"])
    #expect(screen.shown.count == 2 && screen.shown[0] === screen.labels[0])
    screen.events = []
    // From 250 to 550: header 0 leaves, header 2 (at 460) comes; header 1 (230–260) stays.
    table.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
    #expect(screen.events == ["-0", "+2"])
  }
}
