// Modelled on IGListKit's example SearchViewController: a search bar in the first section, and
// below it one section per unique word of a paragraph; typing in the bar filters the words.

import Foundation
import ListAdapterKit
import ListUIKit
import Testing

/// The first row: a search bar filling the cell.
private final class WordSearchCell: UICollectionViewCell {
  let searchBar = UISearchBar()

  required init(frame: CGRect) {
    super.init(frame: frame)
    searchBar.placeholder = "Filter words"
    searchBar.searchBarStyle = .minimal
    contentView.addSubview(searchBar)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A row showing one word.
private final class WordCell: UICollectionViewCell {
  let wordLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(wordLabel)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private protocol WordSearchSectionControllerDelegate: AnyObject {
  func wordSearchSectionController(
    _ sectionController: WordSearchSectionController, didChangeQuery query: String)
}

/// The search section: tells its delegate what is typed, and ends editing when the list scrolls.
private final class WordSearchSectionController: ListSectionController, UISearchBarDelegate,
  ListScrollDelegate
{
  weak var delegate: (any WordSearchSectionControllerDelegate)?

  override init() {
    super.init()
    scrollDelegate = self
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 44)
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell =
      collectionContext.dequeueReusableCell(of: WordSearchCell.self, for: self, at: index)
      as! WordSearchCell
    cell.searchBar.delegate = self
    return cell
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    delegate?.wordSearchSectionController(self, didChangeQuery: searchText)
  }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
    delegate?.wordSearchSectionController(self, didChangeQuery: searchBar.text ?? "")
  }

  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
    let cell = collectionContext.cellForItem(at: 0, sectionController: self) as? WordSearchCell
    cell?.searchBar.resignFirstResponder()
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController
  ) {}
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool
  ) {}
}

/// One word per section.
private final class WordSectionController: ListSectionController {
  private var word: String?

  override func didUpdate(to object: Any) { word = String(describing: object) }
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 55)
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell =
      collectionContext.dequeueReusableCell(of: WordCell.self, for: self, at: index) as! WordCell
    cell.wordLabel.text = word
    return cell
  }
}

private final class WordSearchViewController: UIViewController, ListAdapterDataSource,
  WordSearchSectionControllerDelegate
{
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: UICollectionViewFlowLayout())

  /// The paragraph's words, each once, in the order they first appear.
  let words: [String] = {
    let paragraph = """
      Morning fog rolled over the harbor while fishermen mended nets, gulls argued over \
      breakfast scraps, and the ferry horn echoed twice. A baker carried warm bread past the \
      lighthouse; children chased kites along the pier, and an old captain counted boats \
      drifting home beneath copper clouds.
      """
    var seen = Set<String>()
    return paragraph.split { !$0.isLetter }.map(String.init).filter { seen.insert($0).inserted }
  }()
  private(set) var query = ""
  private let searchToken = NSNumber(value: 7)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    let shown =
      query.isEmpty ? words : words.filter { $0.lowercased().contains(query.lowercased()) }
    return [searchToken] + shown.map { NSString(string: $0) }
  }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    if let number = object as? NSNumber, number == searchToken {
      let controller = WordSearchSectionController()
      controller.delegate = self
      return controller
    }
    return WordSectionController()
  }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }

  func wordSearchSectionController(
    _ sectionController: WordSearchSectionController, didChangeQuery query: String
  ) {
    self.query = query
    adapter.performUpdates(animated: true)
  }
}

@MainActor @Suite struct SearchScreenTests {
  private func visibleWords(_ view: UICollectionView) -> [String] {
    view.indexPathsForVisibleItems.sorted().compactMap {
      (view.cellForItem(at: $0) as? WordCell)?.wordLabel.text
    }
  }

  @Test func theWordsFillTheScreenUnderTheSearchBarAndScroll() {
    let screen = WordSearchViewController()
    screen.loadViewIfNeeded()
    let view = screen.collectionView
    // As on a phone, the adapter's view makes its cells on its first layout pass.
    view.layoutIfNeeded()
    #expect(screen.words.count == 41)
    #expect(view.numberOfSections == 42)
    // A 44-point search row, then 55-point words: words 0 to 14 reach into the 844 points.
    #expect(view.indexPathsForVisibleItems.map(\.section).sorted() == Array(0...15))
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is WordSearchCell)
    #expect(visibleWords(view).prefix(4) == ["Morning", "fog", "rolled", "over"])
    #expect(visibleWords(view).last == "and")

    // A drag of 500 points scrolls the search bar away: words 8 to 23 are on screen.
    view.simulateDrag(by: 500)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(view.indexPathsForVisibleItems.map(\.section).sorted() == Array(9...24))
    #expect(visibleWords(view).first == "mended")
    #expect(visibleWords(view).last == "bread")
  }

  @Test func typingFiltersTheWordsAndScrollingEndsEditing() async throws {
    let screen = WordSearchViewController()
    screen.loadViewIfNeeded()
    screen.simulateAppearance()
    let view = screen.collectionView
    let searchCell = try #require(
      view.cellForItem(at: IndexPath(item: 0, section: 0)) as? WordSearchCell)

    searchCell.searchBar.simulateTyping("o")
    #expect(screen.query == "o")
    #expect(await screen.adapter.performUpdatesAndWait(animated: true))
    #expect(view.numberOfSections == 16)
    #expect(
      visibleWords(view) == [
        "Morning", "fog", "rolled", "over", "harbor", "horn", "echoed", "lighthouse", "along",
        "old", "counted", "boats", "home", "copper", "clouds",
      ])
    // The search row kept its cell, and the bar its text.
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === searchCell)
    #expect(searchCell.searchBar.text == "o")

    // The 15 words reach 25 points past the screen: a drag scrolls, and ends editing.
    #expect(searchCell.searchBar.isFirstResponder)
    view.simulateDrag(by: 20)
    #expect(view.contentOffset.y == 20)
    #expect(!searchCell.searchBar.isFirstResponder)
    #expect(screen.query == "o")
    #expect(view.indexPathsForVisibleItems.map(\.section).sorted() == Array(0...15))
    view.setContentOffset(.zero, animated: false)

    searchCell.searchBar.simulateTyping("U")
    #expect(await screen.adapter.performUpdatesAndWait(animated: true))
    #expect(visibleWords(view) == ["lighthouse", "counted", "clouds"])
    #expect(view.indexPathsForVisibleItems.map(\.section).sorted() == [0, 1, 2, 3])

    // Clearing the bar brings every word back.
    view.setContentOffset(.zero, animated: false)
    searchCell.searchBar.simulateClearing()
    #expect(await screen.adapter.performUpdatesAndWait(animated: true))
    #expect(view.numberOfSections == 42)
    #expect(visibleWords(view).count == 15)
    #expect(view.raisedExceptions.isEmpty && view.misuses.isEmpty)
  }
}
