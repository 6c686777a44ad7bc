// Modelled on IGListKit's example MixedDataViewController: one feed of three kinds of objects
// (expandable text, a grid of numbered tiles, people), and a segmented control in the navigation
// bar that chooses which kind shows.

import Foundation
import ListAdapterKit
import ListUIKit
import Testing

/// A grid of numbered tiles in one colour.
private final class TileBoard: NSObject, ListDiffable {
  let color: UIColor
  let tiles: [String]
  init(color: UIColor, count: Int) {
    self.color = color
    tiles = (1...count).map(String.init)
  }
  func diffIdentifier() -> any NSObjectProtocol { self }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { self === object }
}

/// A person with a handle.
private final class Crewmate: NSObject, ListDiffable {
  let id: Int
  let name: String
  let handle: String
  init(id: Int, name: String, handle: String) {
    (self.id, self.name, self.handle) = (id, name, handle)
  }
  func diffIdentifier() -> any NSObjectProtocol { NSNumber(value: id) }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? Crewmate else { return false }
    return other.name == name && other.handle == handle
  }
}

/// A cell with one label (the text rows and the tiles).
private final class TextRowCell: UICollectionViewCell {
  let label = UILabel()
  required init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    contentView.addSubview(label)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  static let collapsedHeight: CGFloat = 44
  /// The height the whole text needs at `width` (about 8 points a character, 20 a line).
  static func fullHeight(of text: String, width: CGFloat) -> CGFloat {
    let perLine = max(1, Int((width - 30) / 8))
    let lines = (text.count + perLine - 1) / perLine
    return CGFloat(max(1, lines)) * 20 + 16
  }
}

/// A cell with a title and a detail label.
private final class CrewmateCell: UICollectionViewCell {
  let nameLabel = UILabel()
  let handleLabel = UILabel()
  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(nameLabel)
    contentView.addSubview(handleLabel)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A text shown on one line until tapped, then in full.
private final class FoldingTextSectionController: ListSectionController {
  private var text = ""
  private(set) var isUnfolded = false

  override func didUpdate(to object: Any) { text = String(describing: object) }
  override func sizeForItem(at index: Int) -> CGSize {
    let width = collectionContext.containerSize.width
    let height =
      isUnfolded
      ? TextRowCell.fullHeight(of: text, width: width) : TextRowCell.collapsedHeight
    return CGSize(width: width, height: height)
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell =
      collectionContext.dequeueReusableCell(of: TextRowCell.self, for: self, at: index)
      as! TextRowCell
    cell.label.text = text
    return cell
  }
  override func didSelectItem(at index: Int) {
    isUnfolded.toggle()
    UIView.animate(withDuration: 0.3) {
      self.collectionContext.invalidateLayout(for: self)
    }
  }
}

/// Four tiles a line, a point apart.
private final class TileSectionController: ListSectionController {
  private var board: TileBoard?

  override init() {
    super.init()
    minimumLineSpacing = 1
    minimumInteritemSpacing = 1
  }
  override func numberOfItems() -> Int { board?.tiles.count ?? 0 }
  override func sizeForItem(at index: Int) -> CGSize {
    let perLine: CGFloat = 4
    let width = collectionContext.containerSize.width - (perLine - 1) * minimumInteritemSpacing
    let side = (width / perLine).rounded(.down)
    return CGSize(width: side, height: side)
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell =
      collectionContext.dequeueReusableCell(of: TextRowCell.self, for: self, at: index)
      as! TextRowCell
    cell.label.text = board?.tiles[index]
    cell.backgroundColor = board?.color
    return cell
  }
  override func didUpdate(to object: Any) { board = object as? TileBoard }
}

private final class CrewmateSectionController: ListSectionController {
  private var crewmate: Crewmate?
  override func didUpdate(to object: Any) { crewmate = object as? Crewmate }
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 55)
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell =
      collectionContext.dequeueReusableCell(of: CrewmateCell.self, for: self, at: index)
      as! CrewmateCell
    cell.nameLabel.text = crewmate?.name
    cell.handleLabel.text = "@" + (crewmate?.handle ?? "")
    return cell
  }
}

private final class HarborBoardViewController: UIViewController, ListAdapterDataSource {
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: UICollectionViewFlowLayout())

  let feed: [any ListDiffable] = [
    NSString(
      string: "Tide tables are posted at the harbor office every Monday before the first ferry."),
    TileBoard(color: UIColor(red: 0.9, green: 0.3, blue: 0.3, alpha: 1), count: 6),
    Crewmate(id: 2, name: "Ana Ruiz", handle: "anaruiz"),
    NSString(string: "Lanterns along the pier are lit at dusk."),
    Crewmate(id: 4, name: "Tomas Berg", handle: "tberg"),
    TileBoard(color: UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1), count: 5),
    NSString(string: "Keep the net shed closed: the gulls have learned the latch."),
    Crewmate(id: 3, name: "Mei Chen", handle: "meichen"),
    TileBoard(color: UIColor(red: 0.4, green: 0.75, blue: 0.3, alpha: 1), count: 3),
    NSString(string: "Fresh bread comes on the seven o'clock boat."),
    TileBoard(color: UIColor(red: 0.6, green: 0.2, blue: 0.7, alpha: 1), count: 7),
    Crewmate(id: 1, name: "Idris Okafor", handle: "idriso"),
  ]
  /// The segments' titles and the kind each shows (`nil`: every kind).
  let filters: [(title: String, kind: AnyClass?)] = [
    ("All", nil), ("Colors", TileBoard.self), ("Text", NSString.self), ("Users", Crewmate.self),
  ]
  private(set) var shownKind: AnyClass?
  let filterControl: UISegmentedControl

  override init(nibName: String?, bundle: Bundle?) {
    filterControl = UISegmentedControl(items: filters.map(\.title))
    super.init(nibName: nibName, bundle: bundle)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    filterControl.selectedSegmentIndex = 0
    filterControl.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.shownKind = self.filters[self.filterControl.selectedSegmentIndex].kind
        self.adapter.performUpdates(animated: true)
      }, for: .valueChanged)
    navigationItem.titleView = filterControl
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    guard let shownKind else { return feed }
    return feed.filter { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(shownKind) }
  }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    switch object {
    case is NSString: FoldingTextSectionController()
    case is TileBoard: TileSectionController()
    default: CrewmateSectionController()
    }
  }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct MixedDataScreenTests {
  /// What the visible cells' labels show, top to bottom.
  private func visibleLabels(_ view: UICollectionView) -> [String] {
    view.indexPathsForVisibleItems.sorted().compactMap { indexPath in
      switch view.cellForItem(at: indexPath) {
      case let cell as CrewmateCell: "\(cell.nameLabel.text ?? "") \(cell.handleLabel.text ?? "")"
      case let cell as TextRowCell: cell.label.text
      default: nil
      }
    }
  }

  private func makeScreen() -> HarborBoardViewController {
    let screen = HarborBoardViewController(nibName: nil, bundle: nil)
    screen.loadViewIfNeeded()
    screen.simulateAppearance()
    return screen
  }

  @Test func everyKindShowsAndTheLayoutDecidesWhatIsOnScreen() {
    let screen = makeScreen()
    let view = screen.collectionView
    #expect(screen.navigationItem.titleView === screen.filterControl)
    #expect(view.numberOfSections == 12)
    // Tiles are 96 points, four a line; the last board's second line starts at 920, off screen.
    #expect(
      view.flowLayoutSizeForItem(at: IndexPath(item: 0, section: 1))
        == CGSize(width: 96, height: 96))
    let visible = view.indexPathsForVisibleItems.sorted()
    #expect(Set(visible.map(\.section)) == Set(0...10))
    #expect(visible.filter { $0.section == 10 }.map(\.item) == [0, 1, 2, 3])
    let labels = visibleLabels(view)
    #expect(labels.first?.hasPrefix("Tide tables") == true)
    #expect(labels[1...6] == ["1", "2", "3", "4", "5", "6"])
    #expect(labels[7] == "Ana Ruiz @anaruiz")
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 11)) == nil)

    // Scrolled to the end, the last person shows and the first text is gone.
    view.setContentOffset(CGPoint(x: 0, y: 1071 - 844), animated: false)
    #expect(visibleLabels(view).last == "Idris Okafor @idriso")
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func theSegmentsChooseWhichKindShows() async {
    let screen = makeScreen()
    let view = screen.collectionView

    screen.filterControl.simulateSelection(ofSegment: 3)
    #expect(await screen.adapter.performUpdatesAndWait(animated: true))
    #expect(
      visibleLabels(view) == [
        "Ana Ruiz @anaruiz", "Tomas Berg @tberg", "Mei Chen @meichen", "Idris Okafor @idriso",
      ])

    screen.filterControl.simulateSelection(ofSegment: 1)
    #expect(await screen.adapter.performUpdatesAndWait(animated: true))
    #expect(view.numberOfSections == 4)
    #expect((0..<4).map { view.numberOfItems(inSection: $0) } == [6, 5, 3, 7])
    let tile = view.cellForItem(at: IndexPath(item: 6, section: 3)) as? TextRowCell
    #expect(tile?.label.text == "7")
    #expect(tile?.backgroundColor == UIColor(red: 0.6, green: 0.2, blue: 0.7, alpha: 1))

    screen.filterControl.simulateSelection(ofSegment: 2)
    #expect(await screen.adapter.performUpdatesAndWait(animated: true))
    #expect(visibleLabels(view).count == 4)
    #expect(visibleLabels(view).last == "Fresh bread comes on the seven o'clock boat.")

    screen.filterControl.simulateSelection(ofSegment: 0)
    #expect(await screen.adapter.performUpdatesAndWait(animated: true))
    #expect(view.numberOfSections == 12)
    #expect(view.raisedExceptions.isEmpty && view.misuses.isEmpty)
  }

  @Test func tappingATextUnfoldsItAndPushesTheRestDown() throws {
    let screen = makeScreen()
    let view = screen.collectionView
    #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 10)))

    #expect(view.userTappedItem(at: IndexPath(item: 0, section: 0)))
    let text = try #require(
      screen.adapter.sectionController(forSection: 0) as? FoldingTextSectionController)
    #expect(text.isUnfolded)
    // 81 characters at 45 a line: two lines, 56 points instead of 44. The last board's first
    // line still starts above the bottom (835); the text below it moved down 12 points.
    #expect(view.flowLayoutSizeForItem(at: IndexPath(item: 0, section: 0)).height == 56)
    #expect(view.contentSize.height == 1083)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 56)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 56)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 10))?.frame.minY == 835)

    // Folded again with a second tap.
    #expect(view.userTappedItem(at: IndexPath(item: 0, section: 0)))
    #expect(!text.isUnfolded)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 10))?.frame.minY == 823)
  }
}
