// Modelled on DifferenceKit's example HeaderFooterViewController: a table controller whose
// section has a title header and, while more rows remain, a footer with a "more" button that
// appends the next page of rows (diffed with a StagedChangeset) and scrolls to the last row; a
// refresh bar button starts over.

import Foundation
import ListDifferenceKit
import ListUIKit
import Testing

/// A section: its identifier, and whether its footer offers more rows.
private struct PagedSectionModel: Differentiable, Equatable {
  var id: Int
  var hasMoreFooter: Bool
  var differenceIdentifier: Int { id }
  var headerTitle: String { "Group \(id)" }
}

/// A row's letter name.
private struct LetterName: Hashable, Differentiable {
  let name: String
}

/// The footer: one button that asks for more rows.
private final class ShowMoreFooterView: UITableViewHeaderFooterView {
  let moreButton = UIButton(type: .system)
  var onShowMore: (() -> Void)?

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    moreButton.setTitle("Show more", for: .normal)
    moreButton.addAction(UIAction { [weak self] _ in self?.onShowMore?() }, for: .touchUpInside)
    contentView.addSubview(moreButton)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class PagedLettersViewController: UITableViewController {
  typealias Section = ArraySection<PagedSectionModel, LetterName>

  static let letters = [
    "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
    "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon", "phi", "chi",
    "psi", "omega",
  ].map(LetterName.init)
  static let pageSize = 8

  private(set) var sections: [Section] = []
  private var sectionsInput: [Section] {
    get { sections }
    set {
      let changeset = StagedChangeset(source: sections, target: newValue)
      tableView.reload(using: changeset, with: .fade) { data in
        sections = data
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Header Footer"
    tableView.allowsSelection = false
    tableView.rowHeight = 44
    tableView.sectionHeaderHeight = 28
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "letter")
    tableView.register(ShowMoreFooterView.self, forHeaderFooterViewReuseIdentifier: "more")
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .refresh, primaryAction: UIAction { [weak self] _ in self?.refresh() })
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refresh()
  }

  func refresh() {
    let model = PagedSectionModel(id: 0, hasMoreFooter: true)
    sectionsInput = [Section(model: model, elements: Self.letters.prefix(Self.pageSize))]
  }

  private func showMore(in sectionIndex: Int) {
    var section = sectionsInput[sectionIndex]
    let next = Self.letters.dropFirst(section.elements.count).prefix(Self.pageSize)
    section.elements.append(contentsOf: next)
    section.model.hasMoreFooter = section.elements.count < Self.letters.count
    sectionsInput[sectionIndex] = section
    let lastRow = IndexPath(row: section.elements.count - 1, section: sectionIndex)
    tableView.scrollToRow(at: lastRow, at: .bottom, animated: true)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].elements.count
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "letter", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].elements[indexPath.row].name
    return cell
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections[section].model.headerTitle
  }
  override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
    -> UIView?
  {
    guard sections[section].model.hasMoreFooter else { return nil }
    let footer =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "more") as? ShowMoreFooterView
    footer?.onShowMore = { [weak self] in self?.showMore(in: section) }
    return footer
  }
  override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  {
    sections[section].model.hasMoreFooter ? 44 : 0
  }
}

// A plain table, as the original: the section's title is its header, and the footer shows where
// the delegate gives it a height.
@MainActor @Suite struct HeaderFooterScreenTests {
  private func visibleNames(_ table: UITableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).sorted().compactMap {
      table.cellForRow(at: $0)?.textLabel?.text
    }
  }

  private func moreFooter(_ table: UITableView) -> ShowMoreFooterView? {
    table.footerView(forSection: 0) as? ShowMoreFooterView
  }

  @Test func theFirstPageShowsWithAHeaderAndAMoreFooter() {
    let screen = PagedLettersViewController(style: .plain)
    screen.simulateAppearance()
    let table = screen.tableView
    #expect(table.numberOfRows(inSection: 0) == 8)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Group 0")
    #expect(moreFooter(table)?.moreButton.currentTitle == "Show more")
    #expect(
      visibleNames(table) == [
        "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
      ])
    #expect(screen.navigationItem.rightBarButtonItem?.systemItem == .refresh)
    #expect(table.misuses.isEmpty)
  }

  @Test func moreAppendsPagesUntilTheLastAndScrollsToIt() throws {
    let screen = PagedLettersViewController(style: .plain)
    screen.simulateAppearance()
    let table = screen.tableView

    // 16 rows still fit (28 + 16 × 44 + 44 = 776 points): nothing scrolls.
    try #require(moreFooter(table)).moreButton.simulateTap()
    #expect(table.numberOfRows(inSection: 0) == 16)
    #expect(table.contentOffset.y == 0)
    #expect(visibleNames(table).last == "pi")
    #expect(moreFooter(table) != nil)

    // The last page: 24 rows, no footer, and the table scrolls to omega at the bottom.
    try #require(moreFooter(table)).moreButton.simulateTap()
    #expect(table.numberOfRows(inSection: 0) == 24)
    #expect(table.footerView(forSection: 0) == nil)
    // Omega's bottom (28 + 24 × 44 = 1084) at the screen's bottom (844).
    #expect(table.contentOffset.y == CGFloat(240))
    #expect(table.indexPathsForVisibleRows?.map(\.row).sorted() == Array(4...23))
    #expect(visibleNames(table).first == "epsilon")
    #expect(visibleNames(table).last == "omega")
    #expect(table.headerView(forSection: 0) == nil)  // scrolled away

    // Dragging back to the top shows the header again.
    table.simulateDrag(by: -240)
    #expect(table.contentOffset.y == 0)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Group 0")
    #expect(visibleNames(table).first == "alpha")
    // Rows cannot be selected on this screen.
    #expect(!table.userTappedRow(at: IndexPath(row: 2, section: 0)))
    #expect(table.raisedExceptions.isEmpty && table.misuses.isEmpty)
  }

  @Test func refreshStartsOver() throws {
    let screen = PagedLettersViewController(style: .plain)
    screen.simulateAppearance()
    let table = screen.tableView
    try #require(moreFooter(table)).moreButton.simulateTap()
    try #require(moreFooter(table)).moreButton.simulateTap()
    #expect(table.numberOfRows(inSection: 0) == 24)

    screen.navigationItem.rightBarButtonItem?.tap()
    #expect(table.numberOfRows(inSection: 0) == 8)
    #expect(moreFooter(table) != nil)
    table.setContentOffset(.zero, animated: false)
    #expect(visibleNames(table).last == "theta")
    #expect(table.raisedExceptions.isEmpty && table.misuses.isEmpty)
  }
}
