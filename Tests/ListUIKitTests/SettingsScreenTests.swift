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

@MainActor @Suite struct SettingsScreenTests {
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

  @Test func aPlainTableHasNoHeaderSlotsUnlessGivenSome() {
    let settings = SettingsViewController(style: .plain)
    settings.loadViewIfNeeded()
    #expect(settings.tableView.headerView(forSection: 0) == nil)
    settings.tableView.setViewport(.rows(20, headers: true))
    #expect(settings.tableView.headerView(forSection: 0)?.textLabel?.text == "Account")
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
