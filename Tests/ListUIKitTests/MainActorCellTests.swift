import Foundation
import ListUIKit
import Testing

// Swift 6-mode screen code that compiles only if cells are main-actor isolated, as UIKit
// declares them: a cell's `prepareForReuse()`, `isSelected` observer and `layoutSubviews()` call
// the app's main-actor view model and delegate, and one cell class states `@MainActor` itself.
// (Before views were isolated, each of those calls was a compile error in this file.)

@MainActor protocol FollowCellDelegate: AnyObject {
  func cellWasReused(_ cell: FollowCell)
  func cell(_ cell: FollowCell, selected: Bool)
}

@MainActor final class FollowViewModel {
  var names: [String: String] = [:]
  var layoutsSeen = 0
  func title(for id: String) -> String { names[id] ?? id }
}

final class FollowCell: UICollectionViewCell {
  let nameLabel = UILabel()
  weak var delegate: (any FollowCellDelegate)?
  var model: FollowViewModel?

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(nameLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func configure(_ id: String, model: FollowViewModel) {
    self.model = model
    nameLabel.text = model.title(for: id)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
    delegate?.cellWasReused(self)
  }

  override var isSelected: Bool {
    didSet { delegate?.cell(self, selected: isSelected) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    nameLabel.frame = contentView.bounds
    model?.layoutsSeen += 1
  }
}

@MainActor final class ExplicitlyIsolatedCell: UITableViewCell {
  var shown: String?
  func show(_ text: String) { shown = text }
}

@MainActor final class FollowScreen: FollowCellDelegate {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: UICollectionViewFlowLayout())
  let model = FollowViewModel()
  var reused = 0
  var selections: [Bool] = []
  lazy var dataSource = UICollectionViewDiffableDataSource<Int, String>(
    collectionView: collectionView
  ) { [unowned self] collectionView, indexPath, id in
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "follow", for: indexPath)
    if let cell = cell as? FollowCell {
      cell.delegate = self
      cell.configure(id, model: model)
    }
    return cell
  }

  init() { collectionView.register(FollowCell.self, forCellWithReuseIdentifier: "follow") }

  func cellWasReused(_ cell: FollowCell) { reused += 1 }
  func cell(_ cell: FollowCell, selected: Bool) { selections.append(selected) }
}

@MainActor @Suite struct MainActorCellTests {
  @Test func mainActorCellsCallTheAppsMainActorCode() async throws {
    let screen = FollowScreen()
    screen.model.names = ["u1": "Ada", "u2": "Grace"]
    screen.collectionView.setViewport(.rows(2))
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["u1", "u2", "u3", "u4"])
    await screen.dataSource.apply(snapshot)
    #expect(screen.collectionView.screenText.contains("0-0  Ada"))
    // A tap selects: the cell's observer tells the main-actor delegate.
    #expect(screen.collectionView.userTappedItem(at: IndexPath(item: 1, section: 0)))
    #expect(screen.selections == [true])
    // Scrolling reuses the first cells: `prepareForReuse()` tells the delegate.
    screen.collectionView.setContentOffset(CGPoint(x: 0, y: 2), animated: false)
    #expect(screen.reused == 2)
    #expect(screen.collectionView.screenText.contains("0-2  u3"))
    // A layout pass reaches the cell's `layoutSubviews()`, which writes to the view model.
    let cell = try #require(
      screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? FollowCell)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    cell.layoutIfNeeded()
    #expect(screen.model.layoutsSeen >= 1)
    #expect(cell.nameLabel.frame == cell.contentView.bounds)
  }

  @Test func aCellClassThatStatesMainActorItselfIsDequeued() async throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(ExplicitlyIsolatedCell.self, forCellReuseIdentifier: "cell")
    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      (cell as? ExplicitlyIsolatedCell)?.show(item)
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a"])
    await dataSource.apply(snapshot)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ExplicitlyIsolatedCell
    #expect(cell?.shown == "a")
  }
}

/// UIKit's class hierarchy: a view controller is a responder and an `NSObject`, and the responder
/// chain runs from a subview through the root view to its controller and on to the view the
/// controller's view sits in.
@MainActor @Suite struct ResponderChainTests {
  @Test func aControllerIsAResponderBetweenItsViewAndTheContainer() {
    let controller = UIViewController()
    let container = UIView()
    let label = UILabel()
    controller.view.addSubview(label)
    #expect(label.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next == nil)
    container.addSubview(controller.view)
    #expect(controller.next === container)
    let asObject: NSObject = controller
    #expect(asObject.isEqual(controller))
    #expect(!asObject.isEqual(UIViewController()))
    #expect(Set<NSObject>([controller, controller]).count == 1)
    // Gesture recognizers are NSObjects too, made with or without a target.
    let tap: NSObject = UITapGestureRecognizer()
    #expect(tap.isEqual(tap))
    // Bar button items and tab bar items share UIBarItem's title, image, enabled state and tag.
    let items: [UIBarItem] = [
      UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
      UITabBarItem(title: "Home", image: nil, tag: 3),
    ]
    #expect(items.map(\.title) == ["Edit", "Home"])
    #expect(items.map(\.tag) == [0, 3])
    let empty = UIBarButtonItem()
    #expect(empty.title == nil && empty.isEnabled)
  }
}

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

/// Two rows whose reloads and deletes the test makes, recording the display events in order.
@MainActor
private final class RowDisplayScreen: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows = 2
  var events: [String] = []
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    events.append("+\(indexPath.row)")
  }
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    events.append("-\(indexPath.row)")
  }
}

/// Rows that fill the screen, tracking which cells the delegate was told are on screen.
@MainActor
private final class TrackedRowsScreen: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows = 30
  var shown = Set<ObjectIdentifier>()
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    shown.insert(ObjectIdentifier(cell))
  }
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    shown.remove(ObjectIdentifier(cell))
  }
}

@MainActor @Suite struct BatchDisplayOrderTests {
  /// A batch that pushes a row off the bottom while one comes in at the top: the cell that left
  /// is not handed to the incoming row before it ends displaying, so what the delegate was told
  /// is on screen is what is on screen.
  @Test func aCellPushedOutIsNotReusedBeforeItEnds() {
    let screen = TrackedRowsScreen()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = screen
    table.delegate = screen
    table.reloadData()
    #expect(screen.shown == Set(table.visibleCells.map(ObjectIdentifier.init)))
    for _ in 0..<3 {
      screen.rows += 1
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(screen.shown == Set(table.visibleCells.map(ObjectIdentifier.init)))
    }
    #expect(table.visibleCells.count == 10)
  }

  /// After a batch update the incoming cells are displayed before the outgoing ones end (UIKit
  /// ends a removed cell when the update's animations finish); a scroll ends first.
  @Test func aBatchDisplaysItsNewCellsBeforeTheOldOnesEnd() {
    let screen = RowDisplayScreen()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = screen
    table.delegate = screen
    table.reloadData()
    #expect(screen.events == ["+0", "+1"])
    screen.events = []
    table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    #expect(screen.events == ["+1", "-1"])
    screen.events = []
    screen.rows = 1
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    #expect(screen.events == ["-0"])
  }
}
