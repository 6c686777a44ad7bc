import Foundation
import ListKit
import ListSimulator
import Lists
import Testing

struct Contact: CellViewModel, Identifiable, ContentEquatable {
  let id: Int
  var name: String

  func configure(_ cell: UICollectionViewListCell) {
    var content = cell.defaultContentConfiguration()
    content.text = name
    cell.contentConfiguration = content
  }

  func isContentEqual(to other: Contact) -> Bool { name == other.name }
}

struct Banner: CellViewModel {
  let text: String
  func configure(_ cell: UICollectionViewCell) {
    var content = cell.defaultContentConfiguration()
    content.secondaryText = text
    cell.contentConfiguration = content
  }
}

enum Filter { case all, none, odd }

/// A deterministic generator for the randomized tests: the package's `SplitMix64`, drawing
/// bounded integers.
struct Rng {
  var rng: SplitMix64
  init(state: UInt64) { rng = SplitMix64(seed: state) }
  mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &rng) }
}

@Suite struct BuilderTests {
  /// Every construct: `for`, `if`, `if`/`else`, `switch`, optionals, arrays, `#available`.
  @Test func everyConstructBuildsWhatTheCallsBuild() {
    let favorites = [1, 2]
    let extra: Int? = 9
    let missing: Int? = nil
    for filter in [Filter.all, .none, .odd] {
      for showMore in [true, false] {
        let built = snapshot {
          SnapshotSection("favorites") { for f in favorites { f } }
          SnapshotSection("more") {
            if showMore { 3 }
            if showMore { 4 } else { 5 }
            switch filter {
            case .all: [6, 7]
            case .none: []
            case .odd: 7
            }
            extra
            missing
            if #available(macOS 10.15, iOS 13, *) { 8 }
          }
        }
        var expected = DiffableDataSourceSnapshot<String, Int>()
        expected.appendSections(["favorites", "more"])
        expected.appendItems([1, 2], toSection: "favorites")
        let switched = filter == .all ? [6, 7] : filter == .none ? [] : [7]
        expected.appendItems(
          (showMore ? [3, 4] : [5]) + switched + [9, 8], toSection: "more")
        #expect(built == expected)
        #expect(built.errors.isEmpty)
      }
    }
  }

  /// The DSL builds exactly what the imperative calls build, errors included.
  @Test(arguments: [UInt64](1...30)) func dslEqualsImperative(seed: UInt64) {
    var rng = Rng(state: seed)
    let sections = (0..<rng.next(4)).map { _ in "s\(rng.next(5))" }  // repeats possible
    let items = sections.map { _ in (0..<rng.next(5)).map { _ in rng.next(30) } }
    let built = snapshot {
      for (k, section) in sections.enumerated() {
        SnapshotSection(section) {
          for item in items[k] { item }
        }
      }
    }
    var expected = DiffableDataSourceSnapshot<String, Int>()
    for (k, section) in sections.enumerated() {
      expected.appendSections([section])
      expected.appendItems(items[k], toSection: section)
    }
    #expect(built == expected)
    #expect(built.errors == expected.errors)
    #expect(built.sectionIdentifiers == expected.sectionIdentifiers)
    #expect(built.itemIdentifiers == expected.itemIdentifiers)
  }

  @Test func mixedTypesThroughAnyItem() {
    let built: DiffableDataSourceSnapshot<String, AnyItem> = snapshot {
      SnapshotSection("feed") {
        Banner(text: "hello")
        Contact(id: 1, name: "Ann")
        [Contact(id: 2, name: "Bo")]
      }
    }
    #expect(built.itemIdentifiers.count == 3)
    #expect(built.itemIdentifiers[0].as(Banner.self)?.text == "hello")
    #expect(built.itemIdentifiers[1] == AnyItem(Contact(id: 1, name: "renamed")))
    #expect(built.itemIdentifiers[1] != AnyItem(1))
  }

  @Test func outlineBuilder() {
    let expand = true
    let outline = sectionSnapshot {
      OutlineItem(item: "Documents", isExpanded: expand) {
        OutlineItem(item: "Taxes")
        if expand { OutlineItem(item: "Letters", isExpanded: true) { OutlineItem(item: "2026") } }
      }
      OutlineItem(item: "Music")
    }
    var expected = DiffableDataSourceSectionSnapshot<String>()
    expected.append(["Documents", "Music"])
    expected.append(["Taxes", "Letters"], to: "Documents")
    expected.append(["2026"], to: "Letters")
    expected.expand(["Documents", "Letters"])
    #expect(outline == expected)
    #expect(outline.visibleItems == ["Documents", "Taxes", "Letters", "2026", "Music"])
  }
}

@Suite struct ItemTests {
  @Test func identifiableViewModelsCompareByIdentity() {
    #expect(Contact(id: 1, name: "a") == Contact(id: 1, name: "b"))
    #expect(Contact(id: 1, name: "a").hashValue == Contact(id: 1, name: "b").hashValue)
    #expect(Contact(id: 1, name: "a") != Contact(id: 2, name: "a"))
  }

  /// An `AnyItem` is not wrapped again: the result equals the item and unwraps to its value.
  @Test func anyItemIsNotWrappedTwice() {
    let item = AnyItem(Contact(id: 7, name: "Ann"))
    for again in [AnyItem(item), AnyItem(AnyItem(item))] {
      #expect(again == item)
      #expect(again.hashValue == item.hashValue)
      #expect(again.as(Contact.self)?.name == "Ann")
    }
  }

  @Test(arguments: [UInt64](1...10)) func anyItemAgreesWithTheWrappedValues(seed: UInt64) {
    var rng = Rng(state: seed)
    let values: [any Hashable & Sendable] = (0..<40).map { _ in
      rng.next(2) == 0 ? rng.next(5) as any Hashable & Sendable : "\(rng.next(5))"
    }
    for a in values {
      for b in values {
        let same =
          (a as? Int).flatMap { x in (b as? Int).map { x == $0 } }
          ?? (a as? String).flatMap { x in (b as? String).map { x == $0 } } ?? false
        #expect((AnyItem(a) == AnyItem(b)) == same)
        if same { #expect(AnyItem(a).hashValue == AnyItem(b).hashValue) }
      }
    }
    // Sets and dictionaries (what snapshots and diffs use) find an item wrapped again.
    let distinct = Set(values.map { AnyItem($0) })
    #expect(distinct.count == Set(values.map { "\(type(of: $0)) \($0)" }).count)
    for value in values { #expect(distinct.contains(AnyItem(value)), "\(value)") }
  }
}

@MainActor @Suite struct ListTests {
  let contacts = (1...5).map { Contact(id: $0, name: "Contact \($0)") }

  /// The README example: tap, swipe, and a content change that reconfigures one cell.
  @Test func contactsListTapSwipeAndReconfigure() async throws {
    let list = SimpleList<Contact>()
    var opened: [Int] = []
    var deleted: [Int] = []
    list.onSelect = { contact in opened.append(contact.id) }
    list.onDelete = { contact in deleted.append(contact.id) }  // as in Lists: the app removes it
    await list.setItems(contacts)
    #expect(await list.tap(contacts[1]))
    #expect(opened == [2])
    #expect(await list.swipeToDelete(contacts[0]))
    #expect(deleted == [1])
    await list.setItems(list.items.filter { !deleted.contains($0.id) })
    #expect(list.items.map(\.id) == [2, 3, 4, 5])

    let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let created = list.collectionView.statistics.cellsCreated
    var renamed = contacts
    renamed.removeFirst()
    renamed[1].name = "Renamed"
    await list.setItems(renamed)
    #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
    #expect(cell.contentConfiguration?.text == "Renamed")
    #expect(list.collectionView.statistics.cellsCreated == created)
    #expect(list.collectionView.statistics.cellsReconfigured == 1)
    #expect(list.collectionView.misuses.isEmpty)
  }

  /// A tap submitted while an update that deletes its row is in flight finds no row.
  @Test func tapRacingADeleteFindsNoRow() async throws {
    let list = SimpleList<Contact>()
    var opened: [Int] = []
    list.onSelect = { opened.append($0.id) }
    await list.setItems(contacts)
    let update = list.list.submitApply(
      snapshot { SnapshotSection(0, items: Array(contacts.dropFirst())) })
    let tapped = await list.tap(contacts[0])  // in line after the update
    #expect(try await update.value)
    #expect(!tapped)
    #expect(opened.isEmpty)
    #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
  }

  /// The list's own applies (`submitApply`, `apply`, `checkedApply`) are plain FIFO: never
  /// dropped, also on a ready-made list, as in the original.
  @Test func lowerLevelAppliesAreNeverDropped() async throws {
    let list = SimpleList<Contact>()
    let updates = (1...3).map { n in
      list.list.submitApply(snapshot { SnapshotSection(0, items: Array(contacts.prefix(n))) })
    }
    var results: [Bool] = []
    for update in updates { results.append(try await update.value) }
    #expect(results == [true, true, true])
    #expect(list.items.count == 3)
  }

  @Test func dragMovesAndReportsTheNewOrder() async throws {
    let list = SimpleList<Contact>()
    await list.setItems(contacts)
    #expect(
      await !list.drag(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    var moves: [(IndexPath, IndexPath)] = []
    list.onMove = { source, destination in moves.append((source, destination)) }
    #expect(
      await list.drag(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    #expect(moves.map(\.0) == [IndexPath(item: 0, section: 0)])
    #expect(moves.map(\.1) == [IndexPath(item: 2, section: 0)])
    #expect(list.items.map(\.id) == [2, 3, 1, 4, 5])
    // The original's move to one past the last row goes to the end.
    #expect(
      await list.drag(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0)))
    #expect(list.items.map(\.id) == [3, 1, 4, 5, 2])
    // A callback called with the original's signature compiles (it once crashed the compiler).
    list.onMove?(IndexPath(item: 9, section: 0), IndexPath(item: 9, section: 0))
    #expect(moves.count == 3)
    list.canMoveItemProvider = { $0.id != 3 }
    #expect(
      await !list.drag(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
  }

  @Test func pullToRefreshRunsInLine() async throws {
    let list = SimpleList<Contact>()
    #expect(await !list.pullToRefresh())
    // Weak: the list keeps its handler, so a strong capture would keep the list forever.
    list.onRefresh = { [weak list, contacts] in await list?.setItems(contacts) }
    #expect(await list.pullToRefresh())
    #expect(list.items.count == 5)
  }

  @Test func groupedListShowsHeaders() async throws {
    let list = GroupedList<String, Contact>()
    await list.setSections([
      SectionModel(id: "a", items: Array(contacts.prefix(2)), header: "First", footer: "2 people"),
      SectionModel(id: "b", items: Array(contacts.suffix(3)), header: "Rest"),
    ])
    let header = list.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.contentConfiguration?.text == "Rest")
    let footer = list.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.contentConfiguration?.text == "2 people")
    #expect(list.sections.map(\.header) == ["First", "Rest"])
  }

  @Test func outlineListExpandsThroughSectionSnapshots() async throws {
    let list = OutlineList<Contact>()
    var expanded: [Int] = []
    list.onExpand = { expanded.append($0.id) }
    await list.setItems([
      OutlineItem(item: contacts[0]) { OutlineItem(item: contacts[1]) },
      OutlineItem(item: contacts[2]),
    ])
    #expect(list.snapshot().itemIdentifiers.map(\.id) == [1, 3])
    #expect(await list.toggle(contacts[0]))
    #expect(list.snapshot().itemIdentifiers.map(\.id) == [1, 2, 3])
    #expect(list.outline.isExpanded(contacts[0]))
    #expect(expanded == [1])
  }

  @Test func mixedListConfiguresEachTypesCell() async throws {
    let list = MixedListDataSource<Int>()
    await list.apply(
      snapshot {
        SnapshotSection(0) {
          Banner(text: "news")
          contacts[0]
        }
      })
    #expect(
      list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.contentConfiguration?
        .secondaryText == "news")
    let contactCell = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(contactCell is UICollectionViewListCell)
    #expect(contactCell?.contentConfiguration?.text == "Contact 1")
    // A content change of a wrapped ContentEquatable item reconfigures it.
    var renamed = contacts[0]
    renamed.name = "Ann"
    await list.apply(
      snapshot {
        SnapshotSection(0) {
          Banner(text: "news"); renamed
        }
      })
    #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === contactCell)
    #expect(contactCell?.contentConfiguration?.text == "Ann")
  }

  /// A tap on another row deselects the first (one selection); with multiple selection a tap on
  /// a selected row deselects it. Both call `onDeselect` with the item.
  @Test func tapsSelectAndDeselect() async throws {
    let list = SimpleList<Contact>()
    var events: [String] = []
    list.onSelect = { events.append("select \($0.id)") }
    list.onDeselect = { events.append("deselect \($0.id)") }
    await list.setItems(contacts)
    #expect(await list.tap(contacts[0]))
    #expect(await list.tap(at: IndexPath(item: 2, section: 0)))
    #expect(events == ["select 1", "deselect 1", "select 3"])
    #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])

    list.collectionView.allowsMultipleSelection = true
    events = []
    #expect(await list.tap(contacts[3]))
    #expect(await list.tap(contacts[2]))  // selected: deselects it
    #expect(events == ["select 4", "deselect 3"])
    #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  /// A tap where the list shows no row does nothing and is recorded as a misuse.
  @Test func tapAtAMissingRow() async throws {
    let list = SimpleList<Contact>()
    var opened: [Int] = []
    list.onSelect = { opened.append($0.id) }
    await list.setItems(Array(contacts.prefix(2)))
    #expect(await !list.tap(at: IndexPath(item: 5, section: 0)))
    #expect(await !list.tap(contacts[4]))
    #expect(opened.isEmpty)
    #expect(list.collectionView.misuses.count == 1)
  }

  @Test func outlineListCollapses() async throws {
    let list = OutlineList<Contact>()
    var events: [String] = []
    list.onExpand = { events.append("expand \($0.id)") }
    list.onCollapse = { events.append("collapse \($0.id)") }
    await list.setItems([
      OutlineItem(item: contacts[0], isExpanded: true) {
        OutlineItem(item: contacts[1]) { OutlineItem(item: contacts[3]) }
      },
      OutlineItem(item: contacts[2]),
    ])
    #expect(list.snapshot().itemIdentifiers.map(\.id) == [1, 2, 3])
    #expect(await list.toggle(contacts[0]))
    #expect(list.snapshot().itemIdentifiers.map(\.id) == [1, 3])
    #expect(!list.outline.isExpanded(contacts[0]))
    #expect(list.outline.items.map(\.id) == [1, 2, 4, 3])  // collapsed, not removed
    #expect(await list.toggle(contacts[0]))
    #expect(list.snapshot().itemIdentifiers.map(\.id) == [1, 2, 3])
    #expect(await !list.toggle(contacts[4]))  // not in the outline
    #expect(await !list.toggle(contacts[3]))  // in it, but its parent is collapsed
    #expect(events == ["collapse 1", "expand 1"])
  }

  /// `apply { … }` on a list and on a bare diffable data source.
  @Test func applyBuildsWithTheDSL() async throws {
    let list = ListDataSource<String, Contact>()
    let showAll = false
    await list.apply {
      SnapshotSection("favorites") { contacts[4] }
      SnapshotSection("all") {
        if showAll { contacts } else { contacts.prefix(2).map { $0 } }
      }
    }
    #expect(list.snapshot().sectionIdentifiers == ["favorites", "all"])
    #expect(list.snapshot().itemIdentifiers(inSection: "all").map(\.id) == [1, 2])

    let view = VirtualCollectionView()
    let dataSource = DiffableDataSource<String, Int, VirtualCollectionView>(view: view)
    let changes = try await dataSource.apply {
      SnapshotSection("numbers") { for n in 1...3 { n } }
    }
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
    #expect(changes.batches.count == 1)
  }
}

/// A renamed item that moves to another section: UIKit shows the move and the new name. The diff
/// sends the cross-section move in one batch and the reconfigure at the item's new position in a
/// later one, so the stale-content check must judge the apply when it is done, not in between.
@Suite struct RenameAndMoveTests {
  @Test @MainActor func renamedItemMovesToAnotherSection() async throws {
    let list = GroupedList<String, Contact>()
    let ada = Contact(id: 1, name: "Ada")
    let linus = Contact(id: 2, name: "Linus")
    let alan = Contact(id: 3, name: "Alan")
    let grace = Contact(id: 4, name: "Grace")
    try await list.checkedSetSections([
      SectionModel(id: "Family", items: [ada, linus]),
      SectionModel(id: "Work", items: [alan, grace]),
    ])
    var renamed = ada
    renamed.name = "Ada L."
    try await list.checkedSetSections([
      SectionModel(id: "Family", items: [linus]),
      SectionModel(id: "Work", items: [alan, renamed, grace]),
    ])
    let names = (0..<3).map {
      list.collectionView.cellForItem(at: IndexPath(item: $0, section: 1))?
        .contentConfiguration?.text
    }
    #expect(names == ["Alan", "Ada L.", "Grace"])
    #expect(
      list.snapshot().itemIdentifiers(inSection: "Work").map(\.name) == ["Alan", "Ada L.", "Grace"])
  }
}
