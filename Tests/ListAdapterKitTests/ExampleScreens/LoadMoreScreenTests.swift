// Modelled on IGListKit's example LoadMoreViewController: a feed of numbered rows that, when a
// drag ends near the bottom, appends a spinner section, loads the next page, and then replaces
// the spinner with the new rows.

import Foundation
import ListAdapterKit
import ListUIKit
import Testing

/// A full-width row showing one line of text.
private final class PageRowCell: UICollectionViewCell {
  let titleLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.numberOfLines = 1
    contentView.addSubview(titleLabel)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The row at the bottom while the next page loads.
private final class PageSpinnerCell: UICollectionViewCell {
  let activityIndicator = UIActivityIndicatorView(style: .medium)
  let statusLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(activityIndicator)
    contentView.addSubview(statusLabel)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// One numbered row per section.
private final class PageRowSectionController: ListSectionController {
  private var number: NSNumber?

  override func didUpdate(to object: Any) { number = object as? NSNumber }
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 55)
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell =
      collectionContext.dequeueReusableCell(of: PageRowCell.self, for: self, at: index)
      as! PageRowCell
    cell.titleLabel.text = "Row \(number?.intValue ?? -1)"
    return cell
  }
}

/// The spinner section: one row that spins while it is on screen.
private final class PageSpinnerSectionController: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 100)
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell =
      collectionContext.dequeueReusableCell(of: PageSpinnerCell.self, for: self, at: index)
      as! PageSpinnerCell
    cell.statusLabel.text = "Fetching more…"
    cell.activityIndicator.startAnimating()
    return cell
  }
}

private final class PagedFeedViewController: UIViewController, ListAdapterDataSource,
  UIScrollViewDelegate
{
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: UICollectionViewFlowLayout())

  /// Fetches the page after `count` rows and calls back with it (a network request in an app).
  var fetchPage: (_ count: Int, _ completion: @escaping ([Int]) -> Void) -> Void = { _, _ in }
  private(set) var rows = Array(0..<30)
  private(set) var isFetching = false
  private let spinnerToken = NSString(string: "bottom-spinner")

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.alwaysBounceVertical = true
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
    adapter.scrollViewDelegate = self
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    var objects: [any ListDiffable] = rows.map { NSNumber(value: $0) }
    if isFetching { objects.append(spinnerToken) }
    return objects
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    if let token = object as? NSString, token == spinnerToken {
      return PageSpinnerSectionController()
    }
    return PageRowSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let remaining =
      scrollView.contentSize.height - (targetContentOffset.pointee.y + scrollView.bounds.height)
    guard !isFetching, remaining < 200 else { return }
    isFetching = true
    adapter.performUpdates(animated: true)
    fetchPage(rows.count) { [weak self] page in
      guard let self else { return }
      self.isFetching = false
      self.rows.append(contentsOf: page)
      self.adapter.performUpdates(animated: true)
    }
  }
}

@MainActor @Suite struct LoadMoreScreenTests {
  /// The label texts of the visible cells, top to bottom.
  private func visibleTexts(_ view: UICollectionView) -> [String] {
    view.indexPathsForVisibleItems.sorted().compactMap { indexPath in
      switch view.cellForItem(at: indexPath) {
      case let row as PageRowCell: row.titleLabel.text
      case let spinner as PageSpinnerCell: spinner.statusLabel.text
      default: nil
      }
    }
  }

  @Test func draggingNearTheEndShowsASpinnerThenTheNextPage() async throws {
    let screen = PagedFeedViewController()
    var pending: [(count: Int, completion: ([Int]) -> Void)] = []
    screen.fetchPage = { count, completion in pending.append((count, completion)) }
    screen.loadViewIfNeeded()
    screen.collectionView.layoutIfNeeded()
    screen.simulateAppearance()
    let view = screen.collectionView

    // 844 points of 55-point rows: rows 0 to 15 are on screen.
    #expect(view.numberOfSections == 30)
    #expect(view.indexPathsForVisibleItems.map(\.section).sorted() == Array(0...15))
    #expect(visibleTexts(view).first == "Row 0")
    #expect(visibleTexts(view).last == "Row 15")

    // A drag in the middle of the list loads nothing.
    view.simulateDrag(by: 400)
    #expect(pending.isEmpty)
    #expect(view.contentOffset.y == 400)
    #expect(visibleTexts(view).first == "Row 7")

    // A drag to within 200 points of the end asks for the next page and shows the spinner.
    view.simulateDrag(by: 300)
    #expect(pending.map(\.count) == [30])
    #expect(await screen.adapter.performUpdatesAndWait(animated: true))
    #expect(view.numberOfSections == 31)
    view.setContentOffset(CGPoint(x: 0, y: 1650 + 100 - 844), animated: false)
    #expect(visibleTexts(view).last == "Fetching more…")
    let spinner = try #require(
      view.cellForItem(at: IndexPath(item: 0, section: 30)) as? PageSpinnerCell)
    #expect(spinner.activityIndicator.isAnimating)

    // Another drag while the page loads does not ask again.
    view.simulateDrag(by: -10)
    view.simulateDrag(by: 10)
    #expect(pending.count == 1)

    // The page arrives: the spinner gives way to rows 30 to 34.
    pending[0].completion(Array(30..<35))
    #expect(await screen.adapter.performUpdatesAndWait(animated: true))
    #expect(view.numberOfSections == 35)
    view.setContentOffset(CGPoint(x: 0, y: 35 * 55 - 844), animated: false)
    #expect(visibleTexts(view).last == "Row 34")
    #expect(!visibleTexts(view).contains("Fetching more…"))
    #expect(view.raisedExceptions.isEmpty && view.misuses.isEmpty)
  }

  @Test func tappingARowDoesNotLoadAndShowsTheTappedRow() {
    let screen = PagedFeedViewController()
    screen.loadViewIfNeeded()
    screen.collectionView.layoutIfNeeded()
    let view = screen.collectionView
    view.setContentOffset(CGPoint(x: 0, y: 550), animated: false)
    // Rows 10 to 25 are on screen (550 / 55 = 10).
    #expect(view.indexPathsForVisibleItems.map(\.section).sorted() == Array(10...25))
    #expect(view.userTappedItem(at: IndexPath(item: 0, section: 12)))
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 12)) as? PageRowCell
    #expect(cell?.titleLabel.text == "Row 12")
    #expect(!screen.isFetching)
  }
}
