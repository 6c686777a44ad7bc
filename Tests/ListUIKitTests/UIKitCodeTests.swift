import Foundation
import ListReporting
import ListSimulator
import ListUIKit
import Testing

// MARK: Typical UIKit list code, unchanged but for the import (`import UIKit` on a device).

struct Contact: Hashable, Sendable {
  let id: Int
  var name: String
  var isFavorite = false
}

final class ContactsViewController: UIViewController {
  enum Section: Hashable, Sendable { case favorites, all }

  var contacts: [Contact] = []
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

  func contact(_ id: Int) -> Contact? { contacts.first { $0.id == id } }

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      [weak self] cell, indexPath, id in
      guard let contact = self?.contact(id) else { return }
      var content = cell.defaultContentConfiguration()
      content.text = contact.name
      content.image = UIImage(systemName: contact.isFavorite ? "star.fill" : "person")
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] header, _, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text =
        self?.dataSource.sectionIdentifier(for: indexPath.section) == .favorites
        ? "Favorites" : "All"
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: id)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    applySnapshot(animatingDifferences: false)
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.favorites, .all])
    snapshot.appendItems(contacts.filter(\.isFavorite).map(\.id), toSection: .favorites)
    snapshot.appendItems(contacts.filter { !$0.isFavorite }.map(\.id), toSection: .all)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  /// An edit reconfigures the cell in place.
  func rename(_ id: Int, to name: String) async {
    guard let index = contacts.firstIndex(where: { $0.id == id }) else { return }
    contacts[index].name = name
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([id])
    await dataSource.apply(snapshot)
  }

  func toggleFavorite(_ id: Int) async {
    guard let index = contacts.firstIndex(where: { $0.id == id }) else { return }
    contacts[index].isFavorite.toggle()
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.favorites, .all])
    snapshot.appendItems(contacts.filter(\.isFavorite).map(\.id), toSection: .favorites)
    snapshot.appendItems(contacts.filter { !$0.isFavorite }.map(\.id), toSection: .all)
    await dataSource.apply(snapshot)
  }
}

/// A table data source subclassed for swipe to delete, as UIKit apps do.
final class EditableDataSource: UITableViewDiffableDataSource<Int, String> {
  var deleted: [String] = []

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
    deleted.append(item)
    var snapshot = snapshot()
    snapshot.deleteItems([item])
    apply(snapshot)
  }
}

/// An outline whose folders load their children when opened, and whose items can be dragged.
final class FoldersViewController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  var loaded: [String] = []
  var moves: [[Int]] = []

  func children(of folder: String) -> [String] { (1...3).map { "\(folder)/\($0)" } }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }
    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { [unowned self] folder, _ in
      loaded.append(folder)
      var children = NSDiffableDataSourceSectionSnapshot<String>()
      children.append(self.children(of: folder))
      return children
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      moves.append(transaction.sectionTransactions.map(\.sectionIdentifier))
    }
    var root = NSDiffableDataSourceSectionSnapshot<String>()
    root.append(["Documents", "Music"])
    root.append(["…"], to: "Documents")  // a placeholder until the folder is opened
    dataSource.apply(root, to: 0, animatingDifferences: false)
  }
}

// MARK: The tests

@MainActor @Suite struct UIKitCodeTests {
  @Test func theViewControllerShowsCellsAndHeaders() async throws {
    let controller = ContactsViewController()
    controller.contacts = (1...30).map {
      Contact(id: $0, name: "Contact \($0)", isFavorite: $0 <= 2)
    }
    controller.loadViewIfNeeded()
    await controller.dataSource.waitForPendingApplies()
    let view = controller.collectionView!
    #expect(view.misuses.isEmpty)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.contentConfiguration?.text == "Contact 2")
    #expect(cell.contentConfiguration?.image == UIImage(systemName: "star.fill"))
    #expect(view.cellForItem(at: IndexPath(item: 27, section: 1)) == nil)  // off screen
    let header = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.contentConfiguration?.text == "All")

    // A rename reconfigures the same cell; no cell is created.
    let created = view.statistics.cellsCreated
    await controller.rename(2, to: "Renamed")
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
    #expect(cell.contentConfiguration?.text == "Renamed")
    #expect(view.statistics.cellsCreated == created)

    // Selection follows the item when an update moves it.
    view.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
    #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 3)
    await controller.toggleFavorite(1)  // contact 1 moves ahead of contact 3 in "All"
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
    #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 3)
  }

  @Test func handlersCaptureTheViewController() async {
    let controller = FoldersViewController()
    controller.loadViewIfNeeded()
    await controller.dataSource.waitForPendingApplies()
    let view = controller.collectionView!
    #expect(await controller.dataSource.userToggledItem("Documents"))
    #expect(controller.loaded == ["Documents"])
    #expect(
      controller.dataSource.snapshot().itemIdentifiers == [
        "Documents", "Documents/1", "Documents/2", "Documents/3", "Music",
      ])
    #expect(
      view.cellForItem(at: IndexPath(item: 3, section: 0))?.contentConfiguration?.text
        == "Documents/3")
    #expect(
      await controller.dataSource.userMovedItem(
        at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0)))
    #expect(controller.moves == [[0]])
    #expect(controller.dataSource.snapshot().itemIdentifiers.first == "Music")
    #expect(view.misuses.isEmpty)
  }

  /// A section snapshot applied to a section the data source lacks appends it (UIKit's data
  /// source does; the package's base data source asks for it); one that cannot be applied
  /// changes nothing, the section included.
  @Test func sectionSnapshotAppendsItsSection() async {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    var outline = NSDiffableDataSourceSectionSnapshot<Int>()
    outline.append([1, 2])
    await dataSource.apply(outline, to: "main")
    #expect(dataSource.snapshot().sectionIdentifiers == ["main"])
    #expect(view.numberOfItems(inSection: 0) == 2)
    var clash = NSDiffableDataSourceSectionSnapshot<Int>()
    clash.append([2])
    // UIKit raises here: the running test gets one issue with the message, nothing changes.
    await withKnownIssue {
      await dataSource.apply(clash, to: "other")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("item identifiers that already exist") }
    }
    #expect(dataSource.failures.errors.map(\.stableCode) == ["itemAlreadyExists"])
    #expect(dataSource.snapshot().sectionIdentifiers == ["main"])
    #expect(view.numberOfSections == 1)
    #expect(view.misuses.count == 1)
  }

  /// A hand-written batch that forgets an insert is reported with UIKit's exception text (one
  /// failure of this test, as UIKit would raise), recorded on the view, and changes nothing.
  @Test func aWrongBatchIsReportedWithUIKitsMessage() {
    let model = ArrayDataSource(sections: [["a", "b", "c"]])
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.dataSource = model
    collectionView.reloadData()
    model.sections = [["a", "b", "c", "d"]]
    var finished: Bool?
    withKnownIssue {
      collectionView.performBatchUpdates({}, completion: { finished = $0 })  // no insert
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Invalid update: invalid number of items in section 0.")
      }
    }
    let error = collectionView.raisedExceptions.first
    #expect(collectionView.raisedExceptions.count == 1)
    #expect(error?.stableCode == "invalidItemCount")
    #expect(error?.message.contains("after the update (4) must be equal to") == true)
    #expect(finished == false)  // UIKit would have raised before its completion
    #expect(collectionView.numberOfItems(inSection: 0) == 3)  // the view still shows the old data
  }

  @Test func aFailedApplyIsRecordedNotThrown() async {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 1])
    await withKnownIssue {
      await dataSource.apply(snapshot)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Fatal: supplied item identifiers are not unique.")
          && $0.rawValue.hasSuffix("[duplicateItemIdentifiers, rule D1]")
      }
    }
    #expect(dataSource.lastError != nil)
    #expect(dataSource.failures.last?.stableCode == "duplicateItemIdentifiers")
    #expect(view.misuses.count == 1)
    #expect(dataSource.snapshot().numberOfItems == 0)
  }

  @Test func swipeToDeleteGoesThroughTheSubclass() async {
    let table = UITableView(frame: .zero)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = EditableDataSource(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }
    dataSource.defaultRowAnimation = .fade
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    await dataSource.apply(snapshot)
    #expect(dataSource.userSwipedToDelete(at: IndexPath(row: 1, section: 0)))
    await dataSource.waitForPendingApplies()  // the delete the subclass queued
    #expect(dataSource.deleted == ["b"])
    #expect(dataSource.snapshot().itemIdentifiers == ["a", "c"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration?.text == "c")
    #expect(table.misuses.isEmpty)
  }
}

/// The one failure reporter: an issue of the running Swift test; outside a test, a warning.
@Suite struct FailureReporterTests {
  @Test func aFailureIsOneIssueOfTheRunningTest() {
    let error = BatchUpdateError(
      code: .invalidItemCount, message: "Invalid update: invalid number of items in section 0.",
      rule: "R2", isUIKitMessage: true)
    let log = FailureLog()
    withKnownIssue {
      log.report(error)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Invalid update: invalid number of items in section 0. [invalidItemCount, rule R2]"
      ]
    }
    #expect(log.errors.count == 1)
    #expect(log.last?.stableCode == "invalidItemCount")
  }

  @Test func outsideATestItIsARuntimeWarning() async {
    // A detached task runs outside the test's task-local context: no test is current there.
    let destination = await Task.detached { FailureReporter.report("outside") }.value
    #expect(destination == .runtimeWarning || destination == .xcTest)
  }
}

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

// MARK: A view controller written as for UIKit

final class InboxViewController: UITableViewController {
  var messages = ["Lunch?", "Invoice", "Weekly report"]

  override init(style: UITableView.Style) { super.init(style: style) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    view.backgroundColor = .systemBackground
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    navigationItem.rightBarButtonItem = editButtonItem
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .compose,
      primaryAction: UIAction { [weak self] _ in
        self?.present(
          UINavigationController(rootViewController: ComposeViewController()), animated: true)
      })
  }

  func open(_ index: Int) {
    let detail = UIViewController(nibName: nil, bundle: nil)
    detail.title = messages[index]
    navigationController?.pushViewController(detail, animated: true)
  }
}

final class ComposeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Message"
  }
}

@MainActor @Suite struct ViewControllerTests {
  @Test func aScreenWrittenForUIKitNavigatesEditsAndPresents() throws {
    let inbox = InboxViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: inbox)
    #expect(inbox.isViewLoaded)
    #expect(inbox.navigationItem.title == "Inbox")
    #expect(inbox.view.bounds.width == 390)
    #expect(inbox.view.backgroundColor == .systemBackground)
    #expect(inbox.navigationController === navigation)

    // The Edit button toggles editing, the table's too.
    inbox.navigationItem.rightBarButtonItem?.tap()
    #expect(inbox.isEditing && inbox.tableView.isEditing)
    inbox.editButtonItem.tap()
    #expect(!inbox.isEditing && !inbox.tableView.isEditing)

    // A tap pushes; compose presents.
    inbox.open(1)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Invoice")
    navigation.popViewController(animated: true)
    #expect(navigation.topViewController === inbox)
    inbox.navigationItem.leftBarButtonItem?.tap()
    let sheet = try #require(inbox.presentedViewController as? UINavigationController)
    #expect(sheet.topViewController?.title == "New Message")
    sheet.dismiss(animated: true)
    #expect(inbox.presentedViewController == nil)
  }

  @Test func aCollectionViewControllerHasItsView() {
    let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    root.addSubview(child)
    #expect(controller.view === controller.collectionView)
    root.addSubview(controller.collectionView)
    #expect(root.subviews.count == 2 && child.superview === root)
    #expect(controller.collectionView.superview === root)
    #expect(root.listViews.count == 1 && root.listViews[0] === controller.collectionView.engine)
    child.removeFromSuperview()
    #expect(root.subviews.count == 1)
  }
}

// MARK: Taps reach the delegate

final class TapLog: UICollectionViewDelegate, UITableViewDelegate {
  var log: [String] = []
  var refused: Set<Int> = []
  var notHighlighted: Set<Int> = []
  var logsHighlights = false

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { !notHighlighted.contains(indexPath.item) }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    if logsHighlights { log.append("highlight \(indexPath.item)") }
  }
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    if logsHighlights { log.append("unhighlight \(indexPath.item)") }
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { !refused.contains(indexPath.item) }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("select \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("deselect \(indexPath.item)")
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    refused.contains(indexPath.row) ? nil : indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("row \(indexPath.row)")
  }
}

@MainActor @Suite struct DelegateTests {
  /// A collection view showing `items` in one section through a diffable data source (kept by
  /// the caller: the view holds its data source weakly).
  private func tappableView(_ items: [Int]) -> (
    UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
  ) {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot)
    return (view, dataSource)
  }

  /// A tap highlights the item, and unhighlights it as the touch ends, before selecting it; an
  /// item the delegate will not highlight is not selected either (Apple's
  /// `collectionView(_:shouldHighlightItemAt:)`: `false` bypasses the whole selection).
  @Test func aTapHighlightsFirstAndARefusedHighlightSelectsNothing() {
    let (view, dataSource) = tappableView([10, 11])
    let delegate = TapLog()
    delegate.logsHighlights = true
    delegate.notHighlighted = [1]
    view.delegate = delegate
    #expect(view.userTappedItem(at: IndexPath(item: 0, section: 0)))
    #expect(!view.userTappedItem(at: IndexPath(item: 1, section: 0)))
    #expect(delegate.log == ["highlight 0", "unhighlight 0", "select 0"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aTapAsksSelectsAndTellsTheDelegate() {
    let (view, dataSource) = tappableView([10, 11, 12])
    let delegate = TapLog()
    delegate.refused = [2]
    view.delegate = delegate
    #expect(view.delegate === delegate)
    #expect(view.userTappedItem(at: IndexPath(item: 0, section: 0)))
    #expect(view.userTappedItem(at: IndexPath(item: 1, section: 0)))
    #expect(!view.userTappedItem(at: IndexPath(item: 2, section: 0)))
    #expect(delegate.log == ["select 0", "deselect 0", "select 1"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    // Multiple selection: a second tap deselects.
    view.allowsMultipleSelection = true
    view.userTappedItem(at: IndexPath(item: 0, section: 0))
    view.userTappedItem(at: IndexPath(item: 0, section: 0))
    #expect(delegate.log.suffix(2) == ["select 0", "deselect 0"])
    // Selection off: nothing.
    view.allowsSelection = false
    #expect(!view.userTappedItem(at: IndexPath(item: 0, section: 0)))
    // Held weakly, as UIKit holds it.
    view.delegate = nil
    #expect(view.delegate == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aTableAsksWillSelectAndHonoursEditing() {
    let table = UITableView(frame: .zero)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      table, indexPath, _ in table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b"])
    rows.apply(snapshot)
    let delegate = TapLog()
    delegate.refused = [1]
    table.delegate = delegate
    #expect(table.userTappedRow(at: IndexPath(row: 0, section: 0)))
    #expect(!table.userTappedRow(at: IndexPath(row: 1, section: 0)))
    table.setEditing(true, animated: false)
    #expect(!table.userTappedRow(at: IndexPath(row: 0, section: 0)))
    table.allowsSelectionDuringEditing = true
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    #expect(table.userTappedRow(at: IndexPath(row: 0, section: 0)))
    #expect(delegate.log == ["row 0", "row 0"])
    #expect(!table.userTappedRow(at: IndexPath(row: 9, section: 0)))
    #expect(table.misuses.count == 1)
  }
}

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

// MARK: Cells entering and leaving the screen

final class DisplayLog: UITableViewDelegate {
  var shown: [Int] = []
  var ended: [Int] = []
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { shown.append(indexPath.row) }
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { ended.append(indexPath.row) }
}

@MainActor @Suite struct DisplayDelegateTests {
  @Test func scrollingTellsWhichRowsCameAndWent() {
    let table = UITableView(frame: .zero)
    table.setViewport(.rows(10))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, _ in
      table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    let log = DisplayLog()
    table.delegate = log
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<100))
    rows.apply(snapshot)
    #expect(log.shown == Array(0..<10))
    #expect(log.ended.isEmpty)
    log.shown = []
    table.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
    #expect(log.ended == Array(0..<5))
    #expect(log.shown == Array(10..<15))
  }
}

@MainActor @Suite struct RowAnimationTests {
  @Test func rowAnimationsAreRecorded() {
    let model = ArrayDataSource(sections: [["a", "b", "c"]])
    let table = UITableView(frame: .zero)
    table.dataSource = model
    table.reloadData()
    model.sections = [["a", "c", "d"]]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .left)
    }
    let animations = table.events.compactMap { event -> String? in
      guard case .rowAnimation(let operation, let animation) = event else { return nil }
      return "\(operation) \(animation)"
    }
    #expect(animations == ["deleteRows fade", "insertRows left"])
  }
}

@MainActor @Suite struct TableCellTests {
  @Test func classicCellPropertiesReadAndWriteTheContent() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
    cell.textLabel?.text = "Ada"
    cell.detailTextLabel?.text = "Engineer"
    cell.imageView?.image = UIImage(systemName: "person")
    cell.accessoryType = .disclosureIndicator
    #expect(cell.reuseIdentifier == "contact")
    #expect(cell.contentConfiguration?.style == "subtitleCell")
    #expect(cell.contentConfiguration?.text == "Ada")
    #expect(cell.contentConfiguration?.secondaryText == "Engineer")
    #expect(cell.textLabel?.text == "Ada" && cell.imageView?.image == UIImage(systemName: "person"))
  }
}

@MainActor @Suite struct FrameTests {
  /// Any frame gives a window: no trap on huge, infinite or not-a-number heights.
  @Test(arguments: [CGFloat.infinity, .nan, 1e300, -88, 0, 88])
  func anyFrameGivesAWindow(height: CGFloat) {
    let frame = CGRect(x: 0, y: 0, width: 390, height: height)
    let table = UITableView(frame: frame, style: .plain)
    let collection = UICollectionView(
      frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    for view in [table.engine, collection.engine] {
      #expect(view.viewport.height >= 2)
      #expect(view.viewport.height <= 1e9)
    }
  }
}
