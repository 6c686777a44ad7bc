import ListSimulator
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import ListUIKit
#endif

// MARK: A photo grid with a hand-written UICollectionViewDataSource, as apps wrote before
// diffable data sources: the model is an array, updates are performBatchUpdates blocks.

final class PhotoGridViewController: UICollectionViewController, UICollectionViewDelegate,
  UICollectionViewDataSource
{
  var photos = (1...30).map { "IMG_\($0)" }
  /// Set to forget the model update in `deleteSelected()`, as a buggy build would.
  var forgetsTheModel = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.allowsMultipleSelection = true
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .trash, primaryAction: UIAction { [unowned self] _ in self.deleteSelected() })
    collectionView.reloadData()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    photos.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    var content = UIListContentConfiguration.cell()
    content.text = photos[indexPath.item]
    cell.contentConfiguration = content
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let photo = photos.remove(at: sourceIndexPath.item)
    photos.insert(photo, at: destinationIndexPath.item)
  }

  func deleteSelected() {
    let selected = (collectionView.indexPathsForSelectedItems ?? []).sorted()
    collectionView.performBatchUpdates {
      if !forgetsTheModel {
        for indexPath in selected.reversed() { photos.remove(at: indexPath.item) }
      }
      collectionView.deleteItems(at: selected)
    }
  }
}

// MARK: A grouped settings table with a classic UITableViewDataSource: section titles, swipe
// to delete with `commit`, and reordering with `moveRowAt`.

final class ClassicSettingsViewController: UITableViewController {
  var sections: [(title: String, rows: [String])] = [
    ("General", ["About", "Software Update", "Storage"]),
    ("Privacy", ["Location", "Camera"]),
  ]
  var deletesWithoutUpdatingTheModel = false

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    tableView.reloadData()
  }

  // UITableViewController is its table's data source, as in UIKit: its methods are overridden.
  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  {
    sections[section].title
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  {
    section == 1 ? "Apps ask before they use these." : nil
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    indexPath.section == 0
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    if !deletesWithoutUpdatingTheModel {
      sections[indexPath.section].rows.remove(at: indexPath.row)
    }
    tableView.deleteRows(at: [indexPath], with: .fade)
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let row = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
  }
}

@MainActor @Suite struct ClassicScreensTests {
  func texts(_ view: UICollectionView) -> [String] {
    view.indexPathsForVisibleItems.sorted().compactMap {
      view.cellForItem(at: $0)?.contentConfiguration?.text
    }
  }

  @Test func theGridShowsItsPhotosAndDeletesTheSelectedOnes() {
    let grid = PhotoGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
    grid.loadViewIfNeeded()
    #expect(grid.collectionView.dataSource === grid)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 30)
    #expect(texts(grid.collectionView).prefix(3) == ["IMG_1", "IMG_2", "IMG_3"])
    grid.collectionView.userTappedItem(at: IndexPath(item: 1, section: 0))
    grid.collectionView.userTappedItem(at: IndexPath(item: 3, section: 0))
    grid.navigationItem.rightBarButtonItem?.tap()
    #expect(grid.photos.count == 28)
    #expect(texts(grid.collectionView).prefix(3) == ["IMG_1", "IMG_3", "IMG_5"])
    #expect(grid.collectionView.indexPathsForSelectedItems?.isEmpty == true)
    #expect(grid.collectionView.raisedExceptions.isEmpty)
  }

  @Test func aDeleteThatForgetsTheModelIsReportedAsUIKitRaisesIt() {
    let grid = PhotoGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
    grid.loadViewIfNeeded()
    grid.forgetsTheModel = true
    grid.collectionView.userTappedItem(at: IndexPath(item: 0, section: 0))
    withKnownIssue {
      grid.navigationItem.rightBarButtonItem?.tap()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (30) must be equal to the number of items contained in that section before the update (30), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted)"
        )
      }
    }
    #expect(grid.collectionView.raisedExceptions.map(\.stableCode) == ["invalidItemCount"])
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 30)  // nothing changed
  }

  @Test func dragging() {
    let grid = PhotoGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
    grid.loadViewIfNeeded()
    #expect(
      grid.collectionView.userMovedItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    #expect(grid.photos.prefix(3) == ["IMG_2", "IMG_3", "IMG_1"])
    #expect(texts(grid.collectionView).prefix(3) == ["IMG_2", "IMG_3", "IMG_1"])
    #expect(
      !grid.collectionView.userMovedItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 30, section: 0)))
    #expect(
      grid.collectionView.misuses == [
        "attempt to move item 0-0 to 0-30, a place the collection view does not have"
      ])
    // Within its own section an item can go to the last place, not one past it.
    let count = grid.photos.count
    #expect(
      !grid.collectionView.userMovedItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: count, section: 0)))
    #expect(
      grid.collectionView.userMovedItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: count - 1, section: 0)))
    #expect(
      !grid.collectionView.userMovedItem(
        at: IndexPath(item: count, section: 0), to: IndexPath(item: 0, section: 0)))
    #expect(grid.collectionView.misuses.count == 3)
    #expect(
      grid.collectionView.misuses.last
        == "attempt to move item at 0-\(count), which the collection view does not show")
  }

  @Test func theSettingsTableShowsTitlesDeletesAndReorders() {
    let settings = ClassicSettingsViewController(style: .grouped)
    settings.loadViewIfNeeded()
    let table = settings.tableView
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "General")
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "Privacy")
    #expect(table.footerView(forSection: 0) == nil)
    #expect(table.footerView(forSection: 1)?.textLabel?.text == "Apps ask before they use these.")
    #expect(
      table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Software Update")

    #expect(!table.userSwipedToDelete(at: IndexPath(row: 0, section: 1)))  // canEditRowAt: false
    #expect(table.userSwipedToDelete(at: IndexPath(row: 1, section: 0)))
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Storage")
    #expect(table.events.contains(.rowAnimation(operation: "deleteRows", animation: "fade")))

    #expect(
      table.userMovedRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1)))
    #expect(settings.sections.map(\.rows) == [["Storage"], ["Location", "Camera", "About"]])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.textLabel?.text == "About")
    #expect(table.raisedExceptions.isEmpty && table.misuses.isEmpty)
    // Into another section a row may go one past its last row; within its own, not.
    #expect(
      !table.userMovedRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    #expect(
      table.misuses == [
        "attempt to move row 0-0 to 0-1, a place the table view does not have"
      ])
    #expect(table.userSwiped(.trailing, rowAt: IndexPath(row: 9, section: 1)).isEmpty)
    #expect(
      table.misuses.last == "attempt to swipe row at 1-9, which the table view does not show")
  }

  @Test func aCommitThatForgetsTheModelIsReported() {
    let settings = ClassicSettingsViewController(style: .grouped)
    settings.loadViewIfNeeded()
    settings.deletesWithoutUpdatingTheModel = true
    withKnownIssue {
      settings.tableView.userSwipedToDelete(at: IndexPath(row: 0, section: 0))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Invalid update: invalid number of rows in section 0.")
      }
    }
    #expect(settings.tableView.raisedExceptions.count == 1)
    #expect(settings.tableView.numberOfRows(inSection: 0) == 3)
  }

  /// UIKit's views read a data source they never read when first asked for counts, before any
  /// layout pass: counts asked for right after the data source is set are the data source's.
  @Test func countsAskedForBeforeAnyLayoutAreTheDataSources() {
    final class Rows: UITableViewDataSource {
      var rows = [3, 1]
      func numberOfSections(in tableView: UITableView) -> Int { rows.count }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows[section]
      }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { UITableViewCell() }
    }
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.dataSource = rows
    rows.rows = [2, 5]
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 5)
    // Read once: a later change of the model needs the app's reloadData(), as in UIKit.
    rows.rows = [4]
    #expect(table.numberOfSections == 2)
    #expect(table.raisedExceptions.isEmpty)
  }

  /// A batch on a table that never read its data source reads its "before" counts when it
  /// begins, as UIKit's does; counts asked for inside the batch are those, so an app that counts
  /// its rows there deletes the last one.
  @Test func countsAskedForInsideABatchOfANeverReadTableAreItsStartingCounts() {
    final class Rows: UITableViewDataSource {
      var rows = 4
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { UITableViewCell() }
    }
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.dataSource = rows
    table.performBatchUpdates {
      let last = table.numberOfRows(inSection: 0) - 1
      rows.rows -= 1
      table.deleteRows(at: [IndexPath(row: last, section: 0)], with: .automatic)
    }
    #expect(table.raisedExceptions.isEmpty)
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  /// A view whose data source is gone reads one empty section when it reloads, as UIKit's do (a
  /// data source that does not answer `numberOfSections(in:)` has one section; IGListKit's
  /// updater tests count on it).
  @Test func aViewWithoutADataSourceReloadsToOneEmptySection() {
    final class Rows: UITableViewDataSource, UICollectionViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { UITableViewCell() }
      func numberOfSections(in tableView: UITableView) -> Int { 2 }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 3 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { UICollectionViewCell() }
      func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    }
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.dataSource = rows
    table.reloadData()
    #expect(table.numberOfSections == 2)
    table.dataSource = nil
    table.reloadData()
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 0)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = rows
    collection.reloadData()
    #expect(collection.numberOfSections == 2)
    collection.dataSource = nil
    collection.reloadData()
    #expect(collection.numberOfSections == 1)
    #expect(collection.numberOfItems(inSection: 0) == 0)
    #expect(table.raisedExceptions.isEmpty && collection.raisedExceptions.isEmpty)
  }

  @Test func aNegativeCountFromTheDataSourceIsReportedNotTrusted() {
    final class Broken: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { -1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { UITableViewCell() }
    }
    let broken = Broken()
    let table = UITableView(frame: .zero)
    table.dataSource = broken
    withKnownIssue {
      table.reloadData()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("invalidDataSourceCount") }
    }
    #expect(table.raisedExceptions.map(\.stableCode) == ["invalidDataSourceCount"])
    #expect(table.numberOfSections == 0)
  }
}

/// The screen as text: what a user sees, for one `#expect`.
@MainActor @Suite struct ScreenTextTests {
  @Test func theSettingsScreenAsText() {
    let settings = ClassicSettingsViewController(style: .grouped)
    settings.loadViewIfNeeded()
    settings.tableView.setViewport(.rows(9, headers: true, footers: true))
    settings.tableView.userTappedRow(at: IndexPath(row: 1, section: 0))
    #expect(
      settings.tableView.screenText == """
        rows 0-0 to 1-1 of 5, offset 0
        == header 0: General
           0-0  About
         * 0-1  Software Update
           0-2  Storage
        == header 1: Privacy
           1-0  Location
           1-1  Camera
        == footer 1: Apps ask before they use these.
        """)
  }

  @Test func accessoriesFollowEditing() {
    let table = UITableView(frame: .zero)
    let model = ArrayDataSource(sections: [["a"]])
    table.dataSource = model
    table.reloadData()
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    cell?.contentConfiguration = UIListContentConfiguration(text: "Inbox", secondaryText: "3")
    cell?.accessories = [.disclosureIndicator(), .delete()]
    #expect(table.screenText.hasSuffix("   0-0  Inbox | 3  [disclosureIndicator]"))
    table.setEditing(true, animated: false)
    #expect(table.screenText.hasSuffix("   0-0  Inbox | 3  [disclosureIndicator, delete]"))
    table.setContentOffset(.zero, animated: false)
    #expect(table.screenText.hasPrefix("rows 0-0 to 0-0 of 1, offset 0"))
  }
}
