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

/// A deterministic generator for the randomized tests: the package's `SplitMix64`, drawing
/// bounded integers.
struct Rng {
  var rng: SplitMix64
  init(state: UInt64) { rng = SplitMix64(seed: state) }
  mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &rng) }
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
