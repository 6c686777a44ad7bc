import Foundation
import ListKit
import Synchronization
import Testing

@testable import ListSimulator

@Suite struct CellTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @MainActor @Test func onlyVisibleItemsGetCellsAndScrollingReusesThem() async throws {
    let view = VirtualCollectionView(viewport: .rows(10))
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view)
    try await dataSource.apply(snapshot([("s", Array(0..<100))]))
    #expect(view.visibleCells.count == 10)
    #expect(view.indexPathsForVisibleItems == (0..<10).map { IndexPath(item: $0, section: 0) })
    #expect(view.cellForItem(at: IndexPath(item: 50, section: 0)) == nil)
    #expect(view.statistics.cellsCreated == 10)
    let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.contentConfiguration?.text == "0")

    view.scroll(by: 10)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 10, section: 0))
    #expect(view.statistics.cellsCreated == 10)
    #expect(view.statistics.cellsReused == 10)
    #expect(view.cellForItem(at: IndexPath(item: 10, section: 0))?.isReused == true)
    #expect(view.indexPath(for: first) != IndexPath(item: 0, section: 0))

    view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: false)
    #expect(view.contentOffset.y == 90)
    view.scroll(by: 1_000)
    #expect(view.contentOffset.y == 90)
    #expect(view.misuses.isEmpty)
  }

  @Test func reconfigureKeepsTheCellReloadReplacesItUnchangedKeepsState() async throws {
    let view = await VirtualCollectionView(viewport: .rows(5))
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view)
    try await dataSource.apply(snapshot([("s", [1, 2, 3])]))
    let cells = (0..<3).map { view.cellForItem(at: IndexPath(item: $0, section: 0))! }
    cells[2].userState["note"] = "kept"

    var next = dataSource.snapshot()
    next.reconfigureItems([1])
    next.reloadItems([2])
    try await dataSource.apply(next)
    let after = (0..<3).map { view.cellForItem(at: IndexPath(item: $0, section: 0))! }
    #expect(after[0] === cells[0])
    #expect(after[0].configurationCount == 2)
    #expect(after[1] !== cells[1])
    #expect(after[2] === cells[2])
    #expect(after[2].userState["note"] as? String == "kept")
    #expect(after[2].configurationCount == 1)
    #expect(view.statistics.cellsReconfigured == 1)
  }

  @Test func movedItemsTakeTheirCellsAlong() async throws {
    let view = await VirtualTableView(viewport: .rows(10))
    let dataSource = VirtualTableViewDataSource<String, Int>(view: view)
    try await dataSource.apply(snapshot([("a", [1, 2]), ("b", [3])]))
    let cell = view.cellForRow(at: IndexPath(item: 0, section: 0))!
    try await dataSource.apply(snapshot([("a", [2]), ("b", [3, 1])]))
    #expect(view.cellForRow(at: IndexPath(item: 1, section: 1)) === cell)
    #expect(view.indexPath(for: cell) == IndexPath(item: 1, section: 1))
  }

  // A cell's own properties are main-actor isolated, as UIKit's: a cell provider that sets them
  // runs on the main actor.
  @MainActor
  @Test func registeredClassesAreDequeuedAndUnregisteredOnesAreMisuses() async throws {
    final class BadgeCell: VirtualCell {
      var badge = 0
      override func prepareForReuse() { badge = 0 }
    }
    let view = VirtualCollectionView(viewport: .rows(2))
    view.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
    let dataSource = VirtualCollectionViewDataSource<String, Int>(
      view: view,
      mainActorCellProvider: { view, indexPath, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
        (cell as? BadgeCell)?.badge = item
        return cell
      })
    try await dataSource.apply(snapshot([("s", [7, 8, 9])]))
    #expect((view.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell)?.badge == 8)
    #expect(view.misuses.isEmpty)
    #expect(
      view.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        .reuseIdentifier == "nope")
    #expect(view.misuses.count == 1)
    #expect(view.misuses[0].contains("identifier nope"))
  }

  @MainActor @Test func registrationsConfigureCellsAndHeadersOnTheMainActor() async throws {
    let view = VirtualCollectionView(viewport: .rows(6, headers: true))
    let cellRegistration = CellRegistration<VirtualListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "item \(item)"
      content.image = ImageReference(systemName: "star")
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let headerRegistration = SupplementaryRegistration<VirtualReusableView>(
      elementKind: VirtualCollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = header.defaultContentConfiguration()
      content.text = "section \(indexPath.section)"
      header.contentConfiguration = content
    }
    let dataSource = VirtualCollectionViewDataSource<String, Int>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
    }
    dataSource.setSupplementaryViewProvider { view, _, indexPath in
      view.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
    try await dataSource.apply(snapshot([("a", [1, 2]), ("b", [3])]))
    #expect(view.misuses == [])
    let cell = try #require(
      view.cellForItem(at: IndexPath(item: 1, section: 0)) as? VirtualListCell)
    #expect(cell.contentConfiguration?.text == "item 2")
    #expect(cell.accessories == [.disclosureIndicator()])
    let header = view.supplementaryView(
      forElementKind: VirtualCollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 1))
    #expect(header?.contentConfiguration?.text == "section 1")
    #expect(view.misuses.isEmpty)

    // An inserted section is asked for its header; surviving sections keep theirs.
    let before = view.events.count
    let kept = header
    try await dataSource.apply(snapshot([("new", [0]), ("a", [1, 2]), ("b", [3])]))
    let asked = view.events.dropFirst(before).compactMap { event -> Int? in
      if case .supplementaryView(_, let path) = event { return path.section }
      return nil
    }
    #expect(asked == [0])
    #expect(
      view.supplementaryView(
        forElementKind: VirtualCollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 2)) === kept)
  }

  @Test func headersWithoutAProviderAreMisusesOfACollectionView() async throws {
    let view = await VirtualCollectionView(viewport: .rows(5, headers: true))
    let dataSource = VirtualCollectionViewDataSource<String, Int>(view: view)
    try await dataSource.apply(snapshot([("a", [1])]))
    #expect(view.misuses.count == 1)
    #expect(view.misuses.first?.contains("no supplementary view") == true)
  }

  /// A table shows no header where its data source gives none (UIKit's `nil` title or view).
  @Test func aTableWithoutAHeaderShowsNone() async throws {
    let view = await VirtualTableView(viewport: .rows(5, headers: true))
    let dataSource = VirtualTableViewDataSource<String, Int>(view: view)
    try await dataSource.apply(snapshot([("a", [1])]))
    #expect(view.misuses.isEmpty)
    #expect(view.headerView(forSection: 0) == nil)
    #expect(view.indexPathsForVisibleRows == [IndexPath(item: 0, section: 0)])
  }

  @MainActor @Test func cellsAndHeadersWithOneIdentifierKeepSeparatePools() throws {
    final class Source: VirtualViewDataSource {
      let state = Mutex((items: 2, headers: false))
      func numberOfSections() -> Int { 2 }
      func numberOfItems(inSection section: Int) -> Int { state.withLock { $0.items } }
      func cellForItem(at indexPath: IndexPath, in view: VirtualView) -> VirtualCell? {
        view.dequeueReusableCell(withReuseIdentifier: "x", for: indexPath)
      }
      func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in view: VirtualView)
        -> VirtualReusableView?
      {
        guard state.withLock({ $0.headers }) else { return nil }
        return view.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "x", for: indexPath)
      }
    }
    let source = Source()
    let view = VirtualTableView(dataSource: source, viewport: .rows(10, headers: true))
    view.register(VirtualCell.self, forCellReuseIdentifier: "x")
    view.register(VirtualReusableView.self, forHeaderFooterViewReuseIdentifier: "x")
    try view.reloadData()  // four cells, no headers (a table may show none)
    source.state.withLock { $0 = (items: 0, headers: true) }
    try view.reloadData()  // the four cells are pooled; the headers must not take them
    for section in 0..<2 {
      let header = try #require(view.headerView(forSection: section))
      #expect(!(header is VirtualCell))
    }
    source.state.withLock { $0.items = 2 }
    try view.reloadData()  // reloadData reuses what it released
    #expect(view.visibleCells.count == 4)
    #expect(view.visibleCells.allSatisfy { $0.isReused })
    #expect(view.misuses.isEmpty)
  }
}
