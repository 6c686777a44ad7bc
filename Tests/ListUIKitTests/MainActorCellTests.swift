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
