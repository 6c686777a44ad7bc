import Lists
import Testing

// Code written for the original Lists (Iron-Ham/Lists) with only its imports changed: the data
// source used directly, the lists' non-throwing updates, and what the original offers on top.

@MainActor @Suite struct ListKitDirectlyTests {
  /// A registration, a data source, snapshots applied with `await`, reload versus reconfigure,
  /// and a section snapshot applied to one section.
  @Test func theDataSourceUsedDirectly() async throws {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let names = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<String, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: names, for: indexPath, item: name)
    }
    #expect(collectionView.dataSource === dataSource)

    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["people", "places"])
    snapshot.appendItems(["Ada", "Grace", "Edsger"], toSection: "people")
    await dataSource.apply(snapshot, animatingDifferences: true)
    let grace = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(grace.contentConfiguration?.text == "Grace")

    var marked = dataSource.snapshot()
    marked.reloadItems(["Ada"])
    marked.reconfigureItems(["Grace"])
    let ada = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    await dataSource.apply(marked)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === grace)  // in place
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) !== ada)  // a new one

    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["Europe"])
    outline.append(["Paris", "Rome"], to: "Europe")
    outline.expand(["Europe"])
    await dataSource.apply(outline, to: "places")
    #expect(
      dataSource.snapshot().itemIdentifiers(inSection: "places") == ["Europe", "Paris", "Rome"])
    #expect(dataSource.snapshot(for: "places").parent(of: "Rome") == "Europe")
    #expect(collectionView.raisedExceptions.isEmpty && dataSource.failures.errors.isEmpty)
  }

  /// `collectionView(_:moveItemAt:to:)`, as the view reports a drop: the snapshot follows, the
  /// handler hears of it, and the original's destination one past the last item appends.
  @Test func aDropUpdatesTheSnapshot() async {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([1, 2, 3], toSection: 0)
    snapshot.appendItems([4], toSection: 1)
    await dataSource.apply(snapshot)
    #expect(
      !dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
    dataSource.canMoveItemHandler = { $0.item != 2 }
    #expect(
      dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
    var moves: [[IndexPath]] = []
    dataSource.didMoveItemHandler = { moves.append([$0, $1]) }

    dataSource.collectionView(
      collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0)
    )
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == [2, 3, 1])
    dataSource.collectionView(
      collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)
    )
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == [2, 4])
    #expect(moves.count == 2)
    #expect(collectionView.shownIdentifiers.map { $0?.count } == [2, 2])  // the view followed
  }
}

struct Fruit: ListCellViewModel, Identifiable, ContentEquatable {
  let id: String
  var count = 1

  func configure(_ cell: UICollectionViewListCell) {
    cell.setListContent(text: id, secondaryText: "\(count)", accessories: [.badge("\(count)")])
  }

  func isContentEqual(to other: Fruit) -> Bool { count == other.count }
}

@MainActor @Suite struct ListsUpdatesTests {
  /// An update the original would have asserted on is one failure of this test, recorded on the
  /// list, and changes nothing; the checked variant throws it.
  @Test func anInvalidUpdateIsReportedNotThrown() async {
    let list = SimpleList<Fruit>()
    await list.setItems([Fruit(id: "apple"), Fruit(id: "pear")])
    await withKnownIssue {
      await list.setItems([Fruit(id: "fig"), Fruit(id: "fig")])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("duplicateItemIdentifiers") }
    }
    #expect(list.items.map(\.id) == ["apple", "pear"])
    #expect(list.failures.last?.stableCode == "duplicateItemIdentifiers")
    #expect(list.lastError != nil)
    await #expect(throws: (any Error).self) {
      try await list.checkedSetItems([Fruit(id: "fig"), Fruit(id: "fig")])
    }
    #expect(list.failures.errors.count == 1)  // the checked form throws instead of reporting
  }

  /// New header and footer texts show on screen after `setSections` (headers already showing
  /// are updated in place).
  @Test func headersFollowNewTitles() async {
    let list = GroupedList<String, Fruit>()
    await list.setSections([
      SectionModel(id: "a", items: [Fruit(id: "apple")], header: "A", footer: "one")
    ])
    let header = list.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.contentConfiguration?.text == "A")
    await list.setSections {
      SnapshotSection("a", header: "Apples", footer: nil) { Fruit(id: "apple") }
    }
    #expect(header?.contentConfiguration?.text == "Apples")
    let footer = list.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.contentConfiguration?.text == nil)
    #expect(list.sections.map(\.header) == ["Apples"])
  }

  @Test func selectionByItem() async {
    let list = SimpleList<Fruit>()
    let fruits = ["apple", "fig", "kiwi"].map { Fruit(id: $0) }
    await list.setItems(fruits)
    list.allowsMultipleSelection = true
    #expect(list.selectItem(fruits[2]) && list.selectItem(fruits[0]))
    #expect(list.selectedItems.map(\.id) == ["apple", "kiwi"])
    #expect(list.isSelected(fruits[2]) && !list.isSelected(fruits[1]))
    #expect(!list.selectItem(Fruit(id: "plum")))
    list.deselectAll()
    #expect(list.selectedItems.isEmpty)
    list.shouldSelect = { $0.id != "fig" }
    #expect(!(await list.tap(fruits[1])))
    #expect(await list.tap(fruits[0]))
    #expect(list.numberOfItems == 3 && list.numberOfSections == 1)
    #expect(list.scrollToItem(fruits[2]))
  }

  @Test func outlinesExpandAndCollapseProgrammatically() async {
    let list = OutlineList<Fruit>()
    await list.setItems {
      OutlineItem(item: Fruit(id: "citrus")) {
        OutlineItem(item: Fruit(id: "lemon"))
        OutlineItem(item: Fruit(id: "lime"))
      }
      OutlineItem(item: Fruit(id: "apple"))
    }
    #expect(list.visibleItems.map(\.id) == ["citrus", "apple"])
    await list.expand(Fruit(id: "citrus"))
    #expect(list.isExpanded(Fruit(id: "citrus")))
    #expect(list.visibleItems.map(\.id) == ["citrus", "lemon", "lime", "apple"])
    #expect(list.level(of: Fruit(id: "lime")) == 1)
    #expect(list.parent(of: Fruit(id: "lime"))?.id == "citrus")
    await list.collapse(Fruit(id: "citrus"))
    #expect(list.snapshot().itemIdentifiers.map(\.id) == ["citrus", "apple"])
    #expect(list.allItems.count == 4)
  }

  /// A cell configured with `setListContent` shows its accessories on the headless cell.
  @Test func accessoriesReachTheCell() async throws {
    let list = SimpleList<Fruit>()
    await list.setItems([Fruit(id: "apple", count: 3)])
    let cell = try #require(
      list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        as? UICollectionViewListCell)
    #expect(cell.accessories.map(\.kind) == [.customView("badge(3)")])
    #expect(cell.contentConfiguration?.secondaryText == "3")
  }
}

/// The non-throwing update and its checked form agree: for random item lists (some with a
/// repeated item), `setItems` reports a failure exactly when the list has a repeat — the oracle
/// is a plain count — and `checkedSetItems` throws exactly then; both leave the same items.
@MainActor @Suite struct ReportedUpdatesTests {
  @Test(arguments: [UInt64(8), 26, 2026])
  func reportsExactlyTheInvalidUpdates(seed: UInt64) async {
    var random = SplitMix64(seed: seed)
    let reporting = SimpleList<Fruit>()
    let throwing = SimpleList<Fruit>()
    var failures = 0
    for _ in 0..<40 {
      let ids = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        "f\(Int.random(in: 0..<8, using: &random))"
      }
      let items = ids.map { Fruit(id: $0) }
      let invalid = Set(ids).count != ids.count
      let before = reporting.failures.errors.count
      if invalid {
        failures += 1
        await withKnownIssue { await reporting.setItems(items) }
      } else {
        await reporting.setItems(items)
      }
      #expect(reporting.failures.errors.count == before + (invalid ? 1 : 0))
      var threw = false
      do { try await throwing.checkedSetItems(items) } catch { threw = true }
      #expect(threw == invalid)
      #expect(reporting.items == throwing.items)
      if !invalid { #expect(reporting.items.map(\.id) == ids) }
    }
    #expect(failures > 0)
  }
}
