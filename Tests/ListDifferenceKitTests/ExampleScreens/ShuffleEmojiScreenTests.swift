// Modelled on DifferenceKit's example EmojiViewController (the "shuffle emoticon" screen): a
// collection view of emoji split into three sections; toolbar buttons refresh, shuffle every
// emoji and shuffle the sections, a tap removes an emoji, and every change goes through a
// StagedChangeset and `reload(using:setData:)`.

import Foundation
import ListDifferenceKit
import ListUIKit
import Testing

/// One emoji, by its symbol.
private struct Glyph: Hashable, Differentiable {
  let symbol: String
}

/// A seeded random source, so that a test knows its shuffles.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A cell with one centred label.
private final class GlyphCell: UICollectionViewCell {
  let glyphLabel = UILabel()
  required init(frame: CGRect) {
    super.init(frame: frame)
    glyphLabel.textAlignment = .center
    glyphLabel.layer.cornerRadius = 8
    contentView.addSubview(glyphLabel)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class GlyphBoardViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  enum Shelf: Differentiable, CaseIterable { case top, middle, bottom }
  typealias Section = ArraySection<Shelf, Glyph>

  /// The 176 emoji from U+1F400 (animals, food, objects).
  static let allGlyphs = (0x1F400..<0x1F4B0).compactMap(UnicodeScalar.init).map {
    Glyph(symbol: String($0))
  }

  let collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 30)
    return UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  }()
  var random = SeededGenerator(state: 2026)
  lazy var refreshButton = UIButton(
    primaryAction: UIAction(title: "Refresh") { [weak self] _ in self?.refresh() })
  lazy var shuffleGlyphsButton = UIButton(
    primaryAction: UIAction(title: "Shuffle all") { [weak self] _ in self?.shuffleGlyphs() })
  lazy var shuffleShelvesButton = UIButton(
    primaryAction: UIAction(title: "Shuffle sections") { [weak self] _ in
      self?.shuffleShelves()
    })

  private(set) var sections: [Section] = []
  /// Setting it diffs the new sections against the shown ones and animates the difference.
  private var sectionsInput: [Section] {
    get { sections }
    set {
      let changeset = StagedChangeset(source: sections, target: newValue)
      collectionView.reload(using: changeset) { data in
        sections = data
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Emoji"
    collectionView.register(GlyphCell.self, forCellWithReuseIdentifier: "glyph")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
    for button in [refreshButton, shuffleGlyphsButton, shuffleShelvesButton] {
      view.addSubview(button)
    }
    refresh()
  }

  func refresh() {
    let shelves = Shelf.allCases
    let glyphs = Self.allGlyphs
    let perShelf = (glyphs.count + shelves.count - 1) / shelves.count
    sectionsInput = shelves.enumerated().map { index, shelf in
      let start = index * perShelf
      let end = min(start + perShelf, glyphs.count)
      return Section(model: shelf, elements: glyphs[start..<end])
    }
  }

  func shuffleGlyphs() {
    var pool = sectionsInput.flatMap(\.elements).shuffled(using: &random)[...]
    sectionsInput = sectionsInput.map { section in
      var section = section
      section.elements = Array(pool.prefix(section.elements.count))
      pool = pool.dropFirst(section.elements.count)
      return section
    }
  }

  func shuffleShelves() {
    sectionsInput.shuffle(using: &random)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].elements.count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "glyph", for: indexPath)
      as! GlyphCell
    cell.glyphLabel.text = sections[indexPath.section].elements[indexPath.item].symbol
    return cell
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    sectionsInput[indexPath.section].elements.remove(at: indexPath.item)
  }
}

@MainActor @Suite struct ShuffleEmojiScreenTests {
  private func label(_ view: UICollectionView, _ item: Int, _ section: Int) -> String? {
    (view.cellForItem(at: IndexPath(item: item, section: section)) as? GlyphCell)?.glyphLabel.text
  }

  /// The visible items of `section`, in order.
  private func visibleItems(_ view: UICollectionView, in section: Int) -> [Int] {
    view.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item).sorted()
  }

  @Test func theShelvesFillTheScreenAndATapRemovesAnEmoji() {
    let screen = GlyphBoardViewController()
    screen.loadViewIfNeeded()
    let view = screen.collectionView
    #expect((0..<3).map { view.numberOfItems(inSection: $0) } == [59, 59, 58])
    // Six 50-point items a line, lines of 30 points 10 apart: a shelf is 10 lines, 390 points.
    // The third shelf starts at 780: its first two lines (12 emoji) reach into the screen.
    #expect(visibleItems(view, in: 0) == Array(0..<59))
    #expect(visibleItems(view, in: 1) == Array(0..<59))
    #expect(visibleItems(view, in: 2) == Array(0..<12))
    #expect(label(view, 0, 0) == "🐀")
    #expect(label(view, 0, 1) == "🐻")
    #expect(label(view, 11, 2) == "💁")
    #expect(label(view, 12, 2) == nil)

    // Tapping the rat removes it: the mouse takes its place.
    #expect(view.userTappedItem(at: IndexPath(item: 0, section: 0)))
    #expect(view.numberOfItems(inSection: 0) == 58)
    #expect(label(view, 0, 0) == "🐁")
    #expect(label(view, 0, 1) == "🐻")

    // At the bottom, only the first shelf's last two lines are left on screen.
    view.setContentOffset(CGPoint(x: 0, y: 1170 - 844), animated: false)
    #expect(visibleItems(view, in: 0) == Array(48..<58))
    #expect(label(view, 57, 0) == "🐺")
    #expect(visibleItems(view, in: 2) == Array(0..<58))
    #expect(label(view, 57, 2) == "💯")
    #expect(view.raisedExceptions.isEmpty && view.misuses.isEmpty)
  }

  @Test func theButtonsShuffleAndRefresh() {
    let screen = GlyphBoardViewController()
    screen.loadViewIfNeeded()
    let view = screen.collectionView
    let before = screen.sections.map(\.model)

    screen.shuffleShelvesButton.simulateTap()
    let order = screen.sections.map(\.model)
    #expect(Set(order) == Set(before))
    #expect(order != before)
    // Each shelf moved whole: its first emoji shows where the shelf now is.
    let firstOfShelf: [GlyphBoardViewController.Shelf: String] = [
      .top: "🐀", .middle: "🐻", .bottom: "👶",
    ]
    #expect(label(view, 0, 0) == firstOfShelf[order[0]])
    #expect(label(view, 0, 1) == firstOfShelf[order[1]])

    screen.shuffleGlyphsButton.simulateTap()
    #expect(screen.sections.map(\.elements.count) == order.map { $0 == .bottom ? 58 : 59 })
    let shown = Set(screen.sections.flatMap(\.elements).map(\.symbol))
    #expect(shown == Set(GlyphBoardViewController.allGlyphs.map(\.symbol)))
    for indexPath in view.indexPathsForVisibleItems {
      #expect(
        label(view, indexPath.item, indexPath.section)
          == screen.sections[indexPath.section].elements[indexPath.item].symbol)
    }

    view.simulateDrag(by: 200)
    // Lines are 40 points apart: the first shelf's sixth line (items 30 to 35) is at the top.
    #expect(visibleItems(view, in: 0).first == 30)

    screen.refreshButton.simulateTap()
    #expect(screen.sections.map(\.model) == [.top, .middle, .bottom])
    #expect(label(view, 36, 0) == GlyphBoardViewController.allGlyphs[36].symbol)
    #expect(view.raisedExceptions.isEmpty && view.misuses.isEmpty)
  }
}
