import ListSimulator
import ListUIKit
import Testing

// MARK: A grouped settings table whose data source subclass gives the section titles.

enum SettingsSection: Int, Hashable, Sendable, CaseIterable {
  case account, notifications, about

  var title: String? {
    switch self {
    case .account: "Account"
    case .notifications: "Notifications"
    case .about: nil
    }
  }
}

final class SettingsDataSource: UITableViewDiffableDataSource<SettingsSection, String> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)?.title
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section) == .notifications ? "Badges show unread messages." : nil
  }
}

final class SettingsViewController: UITableViewController {
  var dataSource: SettingsDataSource!

  override init(style: UITableView.Style) { super.init(style: style) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    dataSource = SettingsDataSource(tableView: tableView) { table, indexPath, name in
      let cell = table.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
      cell.textLabel?.text = name
      cell.accessoryType = .disclosureIndicator
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, String>()
    snapshot.appendSections(SettingsSection.allCases)
    snapshot.appendItems(["Profile", "Password"], toSection: .account)
    snapshot.appendItems(["Badges", "Sounds"], toSection: .notifications)
    snapshot.appendItems(["Version"], toSection: .about)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// Titles from a dictionary the test fills at random.
final class TitledDataSource: UITableViewDiffableDataSource<Int, Int> {
  var headers: [Int: String] = [:]
  var footers: [Int: String] = [:]
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { headers[section] }
  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { footers[section] }
}

@MainActor @Suite struct SettingsScreenTests {
  /// Seeded: for random sections, titles and snapshots, every section's header and footer is
  /// its title or nothing, and nothing is raised.
  @Test(arguments: [UInt64(5), 99, 2026])
  func everySectionShowsItsTitleOrNothing(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let table = UITableView(frame: .zero, style: .grouped)
    table.setViewport(.rows(1000, headers: true, footers: true))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = TitledDataSource(tableView: table) { table, indexPath, _ in
      table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    var next = 0
    for _ in 0..<30 {
      let sections = Int(random.next() % 6)
      rows.headers = [:]
      rows.footers = [:]
      for section in 0..<sections {
        if random.next() % 2 == 0 { rows.headers[section] = "H\(section)-\(random.next() % 9)" }
        if random.next() % 3 == 0 { rows.footers[section] = "F\(section)" }
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections(Array(0..<sections))
      for section in 0..<sections {
        let count = Int(random.next() % 4)
        snapshot.appendItems(Array(next..<next + count), toSection: section)
        next += count
      }
      rows.applySnapshotUsingReloadData(snapshot)
      for section in 0..<sections {
        #expect(table.headerView(forSection: section)?.textLabel?.text == rows.headers[section])
        #expect(table.footerView(forSection: section)?.textLabel?.text == rows.footers[section])
      }
    }
    #expect(table.misuses.isEmpty)
  }

  @Test func sectionTitlesAreShownAsHeadersAndFooters() {
    let settings = SettingsViewController(style: .insetGrouped)
    settings.loadViewIfNeeded()
    let table = settings.tableView
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Account")
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "Notifications")
    // No title: no header, and nothing raised (a table may leave a section without one).
    #expect(table.headerView(forSection: 2) == nil)
    #expect(table.footerView(forSection: 1)?.textLabel?.text == "Badges show unread messages.")
    #expect(table.footerView(forSection: 0) == nil)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Sounds")
    #expect(table.misuses.isEmpty)
  }

  /// A plain table shows a header where its section has a title, as UIKit's plain tables do;
  /// a viewport set by hand decides alone.
  @Test func aPlainTableShowsItsSectionTitlesAsHeaders() {
    let settings = SettingsViewController(style: .plain)
    settings.loadViewIfNeeded()
    let header = settings.tableView.headerView(forSection: 0)
    #expect(header?.textLabel?.text == "Account")
    #expect(header?.frame.height == 28)
    #expect(settings.tableView.footerView(forSection: 0) == nil)  // no footer title
    settings.tableView.setViewport(.rows(20))
    #expect(settings.tableView.headerView(forSection: 0) == nil)
    #expect(settings.tableView.misuses.isEmpty)
  }

  @Test func aCollectionViewStillRaisesForAMissingHeader() {
    let collection = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: {
          var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
          configuration.headerMode = .supplementary
          return configuration
        }()))
    collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    let rows = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
      view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    rows.apply(snapshot)
    #expect(collection.misuses.count == 1)
    #expect(collection.misuses.first?.contains("no supplementary view of kind") == true)
  }
}
