import Foundation
import ListSimulator
import ListUIKit
import Testing

/// A grid whose items the delegate sizes: a flow layout's answers decide the window.
@MainActor
private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var counts: [Int]
  var sizes: [[CGSize]]
  var headers: [CGFloat]
  var footers: [CGFloat]
  var inset = UIEdgeInsets.zero
  var lineSpacing: CGFloat = 10
  var itemSpacing: CGFloat = 10
  /// Whether the layout scrolls horizontally (headers and footers then take their widths).
  var horizontal = false
  /// The headers and footers the view told the delegate of, in order ("+header 1", "-footer 0").
  var supplementaryEvents: [String] = []
  /// Runs once, on the next header or footer the view announces (a screen that updates the view
  /// from the delegate call, as one that loads more from a footer does).
  var onNextSupplementary: ((UICollectionView) -> Void)?

  init(counts: [Int], size: (Int, Int) -> CGSize, header: CGFloat = 0, footer: CGFloat = 0) {
    self.counts = counts
    sizes = counts.enumerated().map { s, n in (0..<n).map { size(s, $0) } }
    headers = counts.map { _ in header }
    footers = counts.map { _ in footer }
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { sizes[indexPath.section][indexPath.item] }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { inset }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { lineSpacing }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { itemSpacing }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { reference(headers[section]) }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { reference(footers[section]) }
  /// A header's or footer's reference size of `length` along the scrolling axis (the other
  /// dimension, which the layout ignores, set to something else).
  func reference(_ length: CGFloat) -> CGSize {
    horizontal ? CGSize(width: length, height: 77) : CGSize(width: 390, height: length)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    supplementaryEvents.append("+\(Self.name(elementKind)) \(indexPath.section)")
    if let hook = onNextSupplementary {
      onNextSupplementary = nil
      hook(collectionView)
    }
  }
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    supplementaryEvents.append("-\(Self.name(elementKind)) \(indexPath.section)")
  }
  static func name(_ kind: String) -> String {
    kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
  }

  func makeView(width: CGFloat = 390, height: CGFloat = 844) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    if horizontal { layout.scrollDirection = .horizontal }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "supplementary")
    }
    view.dataSource = self
    view.delegate = self
    view.reloadData()
    return view
  }
}

/// The slow model: every item's frame from a plain reading of the flow rules (lines filled left
/// to right while the next item and the minimum spacing fit, a line as tall as its tallest
/// item, items centred on the line), then what intersects the window, by checking every frame.
@MainActor
private struct SlowFlowModel {
  var items: [(IndexPath, CGFloat, CGFloat)] = []  // index path, top, bottom
  var headers: [(Int, CGFloat, CGFloat)] = []
  var footers: [(Int, CGFloat, CGFloat)] = []

  init(_ grid: Grid, width: CGFloat) {
    var y: CGFloat = 0
    for s in grid.counts.indices {
      headers.append((s, y, y + grid.headers[s]))
      y += grid.headers[s]
      let n = grid.counts[s]
      if n > 0 { y += grid.inset.top }
      let room = width - grid.inset.left - grid.inset.right
      var lineStart = 0
      var firstLine = true
      while lineStart < n {
        var used = grid.sizes[s][lineStart].width
        var lineEnd = lineStart + 1
        while lineEnd < n && used + grid.itemSpacing + grid.sizes[s][lineEnd].width <= room {
          used += grid.itemSpacing + grid.sizes[s][lineEnd].width
          lineEnd += 1
        }
        if !firstLine { y += grid.lineSpacing }
        firstLine = false
        var tallest: CGFloat = 0
        for i in lineStart..<lineEnd { tallest = max(tallest, grid.sizes[s][i].height) }
        for i in lineStart..<lineEnd {
          let h = grid.sizes[s][i].height
          let top = y + (tallest - h) / 2
          items.append((IndexPath(item: i, section: s), top, top + h))
        }
        y += tallest
        lineStart = lineEnd
      }
      if n > 0 { y += grid.inset.bottom }
      footers.append((s, y, y + grid.footers[s]))
      y += grid.footers[s]
    }
  }

  func visible(from top: CGFloat, height: CGFloat) -> (items: [IndexPath], headers: [Int]) {
    let bottom = top + height
    let shown = items.filter { $0.2 > $0.1 && $0.1 < bottom && $0.2 > top }.map(\.0)
    let heads = headers.filter { $0.2 > $0.1 && $0.1 < bottom && $0.2 > top }.map(\.0)
    return (shown, heads)
  }

  var contentHeight: CGFloat {
    max(items.map(\.2).max() ?? 0, footers.map(\.2).max() ?? 0, headers.map(\.2).max() ?? 0)
  }
}

@MainActor
@Suite struct LayoutWindowTests {
  @Test func aFlowGridShowsTheLinesThatFit() {
    let grid = Grid(counts: [100]) { _, _ in CGSize(width: 100, height: 100) }
    let view = grid.makeView()
    // 3 items a line (4 would need 430 points), lines every 110 points: 8 lines reach into 844.
    #expect(view.indexPathsForVisibleItems.count == 24)
    #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 23, section: 0))
    #expect(Double(view.contentSize.height) == 34 * 100 + 33 * 10)
    let cell = view.cellForItem(at: IndexPath(item: 4, section: 0))
    // The second line's middle item: lines are justified, 45 points between items.
    #expect(cell?.frame == CGRect(x: 145, y: 110, width: 100, height: 100))
  }

  /// The delegate is told of headers coming on and leaving the screen, as UIKit's
  /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)` and
  /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
  @Test func headersComingAndGoingReachTheDelegate() {
    // Sections of 30 + 50 + 10 + 50 = 140 points in a window of 200: headers 0 and 1 show.
    let grid = Grid(
      counts: [2, 2, 2], size: { _, _ in CGSize(width: 390, height: 50) }, header: 30)
    let view = grid.makeView(height: 200)
    #expect(grid.supplementaryEvents == ["+header 0", "+header 1"])
    grid.supplementaryEvents = []
    // From 200 to 400: header 0 (0–30) leaves, header 1 (140–170) too; header 2 (280) comes.
    view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    #expect(grid.supplementaryEvents == ["-header 0", "-header 1", "+header 2"])
    grid.supplementaryEvents = []
    view.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(grid.supplementaryEvents == ["-header 2", "+header 0", "+header 1"])
  }

  /// A delegate that scrolls the view from a display call: the views that scroll took away are
  /// told they ended, and are not announced afterwards by the update that was running.
  @Test func aHeaderTakenAwayByTheDelegateIsNotAnnouncedLater() {
    let grid = Grid(
      counts: [2, 2, 2], size: { _, _ in CGSize(width: 390, height: 50) }, header: 30)
    let view = grid.makeView(height: 200)
    view.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    grid.supplementaryEvents = []
    // Back to the top, where headers 0 and 1 show; on the first, the delegate scrolls to 250,
    // where only header 2 (at 280) shows.
    grid.onNextSupplementary = { $0.setContentOffset(CGPoint(x: 0, y: 250), animated: false) }
    view.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(grid.supplementaryEvents == ["+header 0", "-header 0", "-header 1", "+header 2"])
  }

  @Test func headersShowUnderAFlowLayoutWhenTheyHaveAHeight() {
    let grid = Grid(
      counts: [2, 2, 2], size: { _, _ in CGSize(width: 390, height: 50) }, header: 30)
    let view = grid.makeView(height: 200)
    #expect(
      view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1)
      )?.frame.minY == 140)
    let flat = Grid(counts: [2, 2, 2]) { _, _ in CGSize(width: 390, height: 50) }
    let plain = flat.makeView(height: 200)
    #expect(
      plain.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
  }

  @Test func mixedHeightsDecideWhatIsOnScreen() {
    // Tall rows first: only three of them fit in 700 points; short ones after.
    let grid = Grid(counts: [20]) { _, i in CGSize(width: 390, height: i < 3 ? 300 : 20) }
    grid.lineSpacing = 0
    let view = grid.makeView(height: 700)
    #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    // The content is 1,240 points: an offset of 900 set by code stays, as UIKit's setter leaves
    // it, and the window shows the short rows from 900 on; a drag would rest at the end, 540.
    view.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
    #expect(view.contentOffset.y == 900)
    #expect(view.indexPathsForVisibleItems.map(\.item) == Array(3..<20))
    #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 905)) == IndexPath(item: 3, section: 0))
  }

  @Test func aTableLaysOutItsDelegatesRowHeights() {
    final class Heights: NSObject, UITableViewDataSource, UITableViewDelegate {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { UITableViewCell(style: .default, reuseIdentifier: nil) }
      func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row.isMultiple(of: 2) ? 100 : 50
      }
    }
    let heights = Heights()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    table.dataSource = heights
    table.delegate = heights
    table.reloadData()
    // 100 + 50 per pair: four pairs fill 600 points.
    #expect(table.indexPathsForVisibleRows?.count == 8)
    table.rowHeight = 30
    table.delegate = nil
    table.reloadData()
    #expect(table.indexPathsForVisibleRows?.count == 20)
  }

  /// Random grids, sizes, insets, spacing, headers and scroll positions: the view shows exactly
  /// the items and headers the slow model finds intersecting the window.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func flowWindowsMatchTheSlowModel(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<12 {
      let sections = Int(random.next() % 4) + 1
      let counts = (0..<sections).map { _ in Int(random.next() % 40) }
      var widths: [[CGFloat]] = []
      var heights: [[CGFloat]] = []
      for n in counts {
        widths.append((0..<n).map { _ in CGFloat(random.next() % 200 + 1) })
        heights.append((0..<n).map { _ in CGFloat(random.next() % 120) })  // zero heights too
      }
      let grid = Grid(counts: counts) { s, i in CGSize(width: widths[s][i], height: heights[s][i]) }
      grid.headers = counts.map { _ in random.next() % 2 == 0 ? 0 : CGFloat(random.next() % 60) }
      grid.inset = UIEdgeInsets(
        top: CGFloat(random.next() % 20), left: CGFloat(random.next() % 20),
        bottom: CGFloat(random.next() % 20), right: CGFloat(random.next() % 20))
      grid.lineSpacing = CGFloat(random.next() % 15)
      grid.itemSpacing = CGFloat(random.next() % 15)
      let height = CGFloat(random.next() % 600 + 100)
      let view = grid.makeView(height: height)
      let model = SlowFlowModel(grid, width: 390)
      #expect(abs(view.contentSize.height - model.contentHeight) < 0.001)
      for _ in 0..<6 {
        let maxOffset = max(0, model.contentHeight - height)
        let offset = maxOffset == 0 ? 0 : CGFloat(random.next() % UInt64(maxOffset + 1))
        view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        let expected = model.visible(from: view.contentOffset.y, height: height)
        #expect(view.indexPathsForVisibleItems == expected.items, "seed \(seed), offset \(offset)")
        let shownHeaders = view.visibleSupplementaryViews(
          ofKind: UICollectionView.elementKindSectionHeader
        ).compactMap { header in
          (0..<sections).first {
            view.supplementaryView(
              forElementKind: UICollectionView.elementKindSectionHeader,
              at: IndexPath(item: 0, section: $0)) === header
          }
        }
        #expect(shownHeaders == expected.headers, "seed \(seed), offset \(offset)")
      }
    }
  }
}

/// Random grids under a flow layout that scrolls horizontally: the slow model, run on the grid
/// turned a quarter (each item's height for its width, the top and bottom insets for the left and
/// right ones), gives the columns, and the window runs along x.
@MainActor
@Suite struct HorizontalLayoutWindowTests {
  @Test(arguments: [UInt64(21), 22, 23, 24, 25])
  func horizontalFlowWindowsMatchTheSlowModel(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<10 {
      let sections = Int(random.next() % 4) + 1
      let counts = (0..<sections).map { _ in Int(random.next() % 40) }
      var widths: [[CGFloat]] = []
      var heights: [[CGFloat]] = []
      for n in counts {
        heights.append((0..<n).map { _ in CGFloat(random.next() % 200 + 1) })
        widths.append((0..<n).map { _ in CGFloat(random.next() % 120) })  // zero widths too
      }
      let grid = Grid(counts: counts) { s, i in CGSize(width: widths[s][i], height: heights[s][i]) }
      grid.horizontal = true
      grid.headers = counts.map { _ in random.next() % 2 == 0 ? 0 : CGFloat(random.next() % 60) }
      grid.inset = UIEdgeInsets(
        top: CGFloat(random.next() % 20), left: CGFloat(random.next() % 20),
        bottom: CGFloat(random.next() % 20), right: CGFloat(random.next() % 20))
      grid.lineSpacing = CGFloat(random.next() % 15)
      grid.itemSpacing = CGFloat(random.next() % 15)
      let width = CGFloat(random.next() % 600 + 100)
      let view = grid.makeView(width: width, height: 390)
      let turned = Grid(counts: counts) { s, i in
        CGSize(width: heights[s][i], height: widths[s][i])
      }
      turned.headers = grid.headers
      turned.inset = UIEdgeInsets(
        top: grid.inset.left, left: grid.inset.top, bottom: grid.inset.right,
        right: grid.inset.bottom)
      turned.lineSpacing = grid.lineSpacing
      turned.itemSpacing = grid.itemSpacing
      let model = SlowFlowModel(turned, width: 390)
      #expect(abs(view.contentSize.width - model.contentHeight) < 0.001)
      #expect(view.contentSize.height == 390)
      for _ in 0..<6 {
        let maxOffset = max(0, model.contentHeight - width)
        let offset = maxOffset == 0 ? 0 : CGFloat(random.next() % UInt64(maxOffset + 1))
        view.setContentOffset(CGPoint(x: offset, y: 0), animated: false)
        #expect(view.contentOffset == CGPoint(x: offset, y: 0))
        let expected = model.visible(from: offset, height: width)
        #expect(view.indexPathsForVisibleItems == expected.items, "seed \(seed), offset \(offset)")
        let shownHeaders = view.visibleSupplementaryViews(
          ofKind: UICollectionView.elementKindSectionHeader
        ).compactMap { header in
          (0..<sections).first {
            view.supplementaryView(
              forElementKind: UICollectionView.elementKindSectionHeader,
              at: IndexPath(item: 0, section: $0)) === header
          }
        }
        #expect(shownHeaders == expected.headers, "seed \(seed), offset \(offset)")
      }
    }
  }
}

/// Random compositional grids: each section repeats a row group of `columns` items of equal
/// width and one height, with spacing between groups, insets and a header; the view shows
/// exactly the items and headers a slow model of those rules finds intersecting the window.
@MainActor @Suite struct CompositionalWindowTests {
  private struct Shape {
    var columns: Int
    var height: CGFloat
    var spacing: CGFloat
    var top: CGFloat
    var bottom: CGFloat
    var header: CGFloat
  }

  private final class Source: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
  }

  @Test(arguments: [UInt64(11), 12, 13, 14, 15])
  func compositionalWindowsMatchTheSlowModel(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<10 {
      let counts = (0..<Int(random.next() % 4 + 1)).map { _ in Int(random.next() % 30) }
      let shapes = counts.map { _ in
        Shape(
          columns: Int(random.next() % 4 + 1), height: CGFloat(random.next() % 120 + 20),
          spacing: CGFloat(random.next() % 12), top: CGFloat(random.next() % 20),
          bottom: CGFloat(random.next() % 20),
          header: random.next() % 2 == 0 ? 0 : CGFloat(random.next() % 50 + 10))
      }
      let layout = UICollectionViewCompositionalLayout { section, _ in
        let shape = shapes[section]
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(shape.columns)),
            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(shape.height)),
          subitem: item, count: shape.columns)
        let described = NSCollectionLayoutSection(group: group)
        described.interGroupSpacing = shape.spacing
        described.contentInsets = NSDirectionalEdgeInsets(
          top: shape.top, leading: 0, bottom: shape.bottom, trailing: 0)
        if shape.header > 0 {
          described.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(shape.header)),
              elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
          ]
        }
        return described
      }
      let height = CGFloat(random.next() % 500 + 150)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.register(
        UICollectionReusableView.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      let source = Source(counts)
      view.dataSource = source
      view.reloadData()
      // The slow model: every item's top and bottom, and every header's, section after section.
      var items: [(IndexPath, CGFloat, CGFloat)] = []
      var headers: [(Int, CGFloat, CGFloat)] = []
      var y: CGFloat = 0
      for (s, count) in counts.enumerated() {
        let shape = shapes[s]
        headers.append((s, y, y + shape.header))
        y += shape.header
        guard count > 0 else { continue }
        y += shape.top
        let rows = (count + shape.columns - 1) / shape.columns
        for i in 0..<count {
          let top = y + CGFloat(i / shape.columns) * (shape.height + shape.spacing)
          items.append((IndexPath(item: i, section: s), top, top + shape.height))
        }
        y += CGFloat(rows) * shape.height + CGFloat(rows - 1) * shape.spacing + shape.bottom
      }
      #expect(abs(view.contentSize.height - y) < 0.001, "seed \(seed)")
      for _ in 0..<5 {
        let offset = CGFloat(random.next() % UInt64(max(1, y - height + 1)))
        view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        let top = view.contentOffset.y
        let expected = items.filter { $0.1 < top + height && $0.2 > top }.map(\.0)
        #expect(view.indexPathsForVisibleItems == expected, "seed \(seed), offset \(top)")
        let expectedHeaders = headers.filter { $0.2 > $0.1 && $0.1 < top + height && $0.2 > top }
          .map(\.0)
        let shownHeaders = (0..<counts.count).filter {
          view.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: $0)) != nil
        }
        #expect(shownHeaders == expectedHeaders, "seed \(seed), offset \(top)")
      }
    }
  }
}
