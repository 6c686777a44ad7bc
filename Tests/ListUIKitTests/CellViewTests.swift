import Foundation
import ListUIKit
import Testing

// Cells written as UIKit code writes them: designated initializers the view calls, subviews in
// `contentView` with constraints, `isSelected` / `isHighlighted` observers, `prepareForReuse()`.

final class BadgeCell: UICollectionViewCell {
  let titleLabel = UILabel()
  private(set) var madeByInitFrame = false
  private(set) var selectionChanges: [Bool] = []
  private(set) var highlightChanges: [Bool] = []
  private(set) var reuses = 0
  private(set) var layouts = 0
  // A collection cell's own `imageView` (UIKit's collection cells have none).
  let imageView = UIImageView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    madeByInitFrame = true
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    contentView.addSubview(imageView)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
    backgroundColor = .systemBackground
    layer.cornerRadius = 8
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var isSelected: Bool {
    didSet {
      selectionChanges.append(isSelected)
      backgroundColor = isSelected ? .systemBlue : .systemBackground
    }
  }

  override var isHighlighted: Bool {
    didSet { highlightChanges.append(isHighlighted) }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    titleLabel.text = nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}

final class NoteCell: UITableViewCell {
  let noteLabel = UILabel()
  private(set) var madeWithIdentifier: String??
  private(set) var selectionChanges: [Bool] = []

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    madeWithIdentifier = .some(reuseIdentifier)
    contentView.addSubview(noteLabel)
    selectionStyle = .none
    accessoryType = .disclosureIndicator
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var isSelected: Bool {
    didSet { selectionChanges.append(isSelected) }
  }

  private(set) var setSelectedCalls: [Bool] = []
  private(set) var setHighlightedCalls: [Bool] = []

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    setSelectedCalls.append(selected)
  }

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    setHighlightedCalls.append(highlighted)
  }
}

final class NoteHeader: UITableViewHeaderFooterView {
  let titleLabel = UILabel()
  private(set) var madeWithIdentifier: String??

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    madeWithIdentifier = .some(reuseIdentifier)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A cell whose selection observer reads its collection view, as a cell that asks for the
/// selected index paths does.
final class ObservingCell: UICollectionViewCell {
  weak var owner: UICollectionView?
  private(set) var seenSelections: [[IndexPath]] = []

  override var isSelected: Bool {
    didSet { seenSelections.append(owner?.indexPathsForSelectedItems ?? []) }
  }
}

@MainActor @Suite struct CellViewTests {
  func badges() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
      (cell as? BadgeCell)?.titleLabel.text = item
      return cell
    }
    return (collectionView, dataSource)
  }

  func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
  }

  @Test func aCollectionCellIsMadeThroughInitFrameWithItsLabelInTheContentView() async throws {
    let (collectionView, dataSource) = badges()
    await dataSource.apply(snapshot(["a", "b"]))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? BadgeCell)
    #expect(cell.madeByInitFrame)
    #expect(cell.titleLabel.text == "a")
    #expect(cell.contentView.subviews.contains { $0 === cell.titleLabel })
    #expect(cell.titleLabel.superview === cell.contentView)
    #expect(cell.contentView.superview === cell)
    #expect(cell.titleLabel.isDescendant(of: cell))
    #expect(cell.contentView.constraints.count == 0)
    #expect(cell.titleLabel.constraints.count == 2)
    #expect(cell.layer.cornerRadius == 8)
    #expect(cell.backgroundColor == .systemBackground)
    // A layout pass lays out the content view to the cell's bounds.
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    cell.layoutIfNeeded()
    #expect(cell.layouts >= 1)
    #expect(cell.contentView.frame == cell.bounds)
  }

  @Test func theScreenTextReadsACustomCellsLabels() async throws {
    let (collectionView, dataSource) = badges()
    await dataSource.apply(snapshot(["a", "b"]))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell)
    let hidden = UILabel()
    hidden.text = "not shown"
    hidden.isHidden = true
    cell.contentView.addSubview(hidden)
    let button = UIButton(type: .system)
    button.setTitle("Follow", for: .normal)
    cell.contentView.addSubview(button)
    #expect(collectionView.screenText.contains("0-0  a\n"))
    #expect(collectionView.screenText.hasSuffix("0-1  b | Follow"))
  }

  @Test func selectingTheItemRunsTheCellsDidSet() async throws {
    let (collectionView, dataSource) = badges()
    await dataSource.apply(snapshot(["a", "b"]))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell)
    #expect(collectionView.userTappedItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.highlightChanges == [true, false])
    #expect(cell.selectionChanges == [true])
    #expect(cell.isSelected)
    #expect(cell.backgroundColor == .systemBlue)
    // Tapping the other item deselects this one: its didSet runs again.
    #expect(collectionView.userTappedItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.selectionChanges == [true, false])
    #expect(cell.backgroundColor == .systemBackground)
  }

  @Test func aReusedCellIsPreparedForReuse() async throws {
    let (collectionView, dataSource) = badges()
    collectionView.setViewport(.rows(2))
    await dataSource.apply(snapshot(["a", "b", "c", "d", "e", "f"]))
    let first = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? BadgeCell)
    #expect(first.reuses == 0)
    // Scrolling to the last two rows (the viewport counts rows): the first cells leave the
    // screen and come back for new items.
    collectionView.setContentOffset(CGPoint(x: 0, y: 4), animated: false)
    let shown = [4, 5].compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? BadgeCell
    }
    #expect(shown.count == 2)
    #expect(shown.contains { $0 === first })
    #expect(first.reuses == 1)
    #expect(first.isReused)
    #expect(first.titleLabel.text == "e" || first.titleLabel.text == "f")
  }

  @Test func aCellRegistrationMakesItsCellThroughInitFrame() async throws {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    let registration = UICollectionView.CellRegistration<BadgeCell, String> { cell, _, item in
      cell.titleLabel.text = item
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    await dataSource.apply(snapshot(["a"]))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? BadgeCell)
    #expect(cell.madeByInitFrame)
    #expect(cell.titleLabel.superview === cell.contentView)
    #expect(cell.titleLabel.text == "a")
  }

  @Test func aSelectionObserverMayReadTheView() async throws {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.setViewport(.rows(2))
    collectionView.register(ObservingCell.self, forCellWithReuseIdentifier: "observing")
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, _ in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: "observing", for: indexPath)
      (cell as? ObservingCell)?.owner = collectionView
      return cell
    }
    await dataSource.apply(snapshot(["a", "b", "c", "d", "e", "f"]))
    let first = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ObservingCell)
    #expect(collectionView.userTappedItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.seenSelections == [[IndexPath(item: 0, section: 0)]])
    // Scrolled away, the selected cell is reused for an unselected item: the view deselects the
    // cell after the update, outside its lock, so the observer can read the view (the viewport
    // counts rows: 4 shows the last two).
    collectionView.setContentOffset(CGPoint(x: 0, y: 4), animated: false)
    let reused = [4, 5].compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? ObservingCell
    }
    #expect(reused.contains { $0 === first })
    #expect(!first.isSelected)
    #expect(first.seenSelections.count == 2)
  }

  @Test func aTableCellIsMadeThroughInitStyleReuseIdentifier() async throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      (cell as? NoteCell)?.noteLabel.text = item
      cell.textLabel?.text = item.uppercased()
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["milk", "eggs"])
    await dataSource.apply(snapshot)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
    #expect(cell.madeWithIdentifier == .some("note"))
    #expect(cell.reuseIdentifier == "note")
    #expect(cell.noteLabel.superview === cell.contentView)
    #expect(cell.noteLabel.text == "milk")
    #expect(cell.textLabel?.text == "MILK")
    #expect(cell.selectionStyle == .none)
    #expect(cell.accessoryType == .disclosureIndicator)
    #expect(tableView.userTappedRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.selectionChanges == [true])
    #expect(cell.setSelectedCalls == [true])
    #expect(cell.setHighlightedCalls == [true, false])
    #expect(cell.isSelected)
    let badge = UIView()
    cell.accessoryView = badge
    #expect(badge.superview === cell)
    cell.accessoryView = nil
    #expect(badge.superview == nil)
  }

  @Test func aHeaderFooterViewIsMadeThroughInitReuseIdentifier() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    tableView.register(NoteHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    let view = tableView.dequeueReusableHeaderFooterView(
      ofKind: UICollectionView.elementKindSectionHeader, withIdentifier: "header",
      for: IndexPath(index: 0))
    let header = try #require(view as? NoteHeader)
    #expect(header.madeWithIdentifier == .some("header"))
    #expect(header.reuseIdentifier == "header")
    #expect(header.titleLabel.superview === header.contentView)
    header.textLabel?.text = "Groceries"
    #expect(header.contentConfiguration?.text == "Groceries")
  }

  @Test func aPlainCellIsAView() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    #expect(cell.contentView.frame.size == cell.bounds.size)
    #expect(cell.subviews.first === cell.contentView)
    let table = UITableViewCell(style: .subtitle, reuseIdentifier: "r")
    #expect(table.contentConfiguration?.style == "subtitleCell")
    let background = UIView()
    cell.backgroundView = background
    #expect(cell.subviews.first === background)
  }
}
