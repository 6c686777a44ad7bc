// Modelled on Iron-Ham/Lists' example GroupedListExampleViewController: an inset-grouped
// settings list (GroupedList with SectionModels, header and footer texts), with selection, a
// "Select Mode" bar button that turns on multiple selection, swipe-to-delete, drag-to-reorder
// and pull-to-refresh.

import Foundation
import ListKit
import Lists
import Testing

private final class HomeSettingsViewController: UIViewController {
  enum Group: String, Hashable, Sendable { case household, climate, lighting, security, help }

  struct Setting: ListCellViewModel, Identifiable {
    enum Trailing: Hashable, Sendable {
      case chevron
      case toggle(isOn: Bool)
      case meter(Double)
      case busy
    }

    let id: String
    let title: String
    let symbol: String
    var detail: String? = nil
    var trailing: Trailing = .chevron

    @MainActor
    func configure(_ cell: UICollectionViewListCell) {
      let accessories: [ListAccessory] =
        switch trailing {
        case .chevron: [.disclosureIndicator]
        case .toggle(let isOn): [.toggle(isOn: isOn, key: id) { _ in }]
        case .meter(let value): [.progress(value)]
        case .busy: [.activityIndicator]
        }
      cell.setListContent(
        text: title, secondaryText: detail, image: UIImage(systemName: symbol),
        accessories: accessories)
    }
  }

  private(set) var groupedList: GroupedList<Group, Setting>!
  private(set) var isSelecting = false
  private(set) var selectedTitles: [String] = []
  /// The update a removal started.
  private(set) var pendingUpdate: Task<Void, Never>?
  private(set) var groups: [(id: Group, items: [Setting], header: String?, footer: String?)] = [
    (
      .household,
      [
        Setting(id: "members", title: "Members", symbol: "person.2.fill", detail: "4 people"),
        Setting(id: "address", title: "Address", symbol: "house.fill"),
        Setting(
          id: "hub", title: "Hub Status", symbol: "dot.radiowaves.left.and.right", trailing: .busy),
      ],
      "Household", "People and places that share this home"
    ),
    (
      .climate,
      [
        Setting(id: "thermostat", title: "Thermostat", symbol: "thermometer", detail: "21 °C"),
        Setting(id: "schedule", title: "Heating Schedule", symbol: "calendar"),
        Setting(
          id: "filter", title: "Air Filter", symbol: "wind", detail: "40% used",
          trailing: .meter(0.4)),
        Setting(id: "eco", title: "Eco Mode", symbol: "leaf.fill", trailing: .toggle(isOn: true)),
      ],
      "Climate", nil
    ),
    (
      .lighting,
      [
        Setting(id: "scenes", title: "Scenes", symbol: "lightbulb.fill", detail: "6"),
        Setting(
          id: "sunset", title: "Lights at Sunset", symbol: "sunset.fill",
          trailing: .toggle(isOn: false)),
        Setting(id: "bulbs", title: "Bulbs", symbol: "lamp.desk.fill", detail: "14"),
      ],
      "Lighting", "Scenes run on every bulb in the room"
    ),
    (
      .security,
      [
        Setting(id: "locks", title: "Door Locks", symbol: "lock.fill"),
        Setting(id: "cameras", title: "Cameras", symbol: "video.fill", detail: "3 online"),
        Setting(id: "alarm", title: "Alarm", symbol: "bell.fill", trailing: .toggle(isOn: true)),
        Setting(id: "codes", title: "Guest Codes", symbol: "key.fill"),
      ],
      "Security", nil
    ),
    (
      .help,
      [
        Setting(id: "build", title: "App Build", symbol: "info.circle", detail: "2.3.1"),
        Setting(id: "manual", title: "User Manual", symbol: "book.fill"),
        Setting(id: "contact", title: "Contact Support", symbol: "envelope.fill"),
      ],
      "Help", "Made for headless tests"
    ),
  ]

  private var sectionModels: [SectionModel<Group, Setting>] {
    groups.map { group in
      SectionModel(id: group.id, header: group.header, footer: group.footer) { group.items }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    groupedList = GroupedList<Group, Setting>(appearance: .insetGrouped, showsSeparators: true)
    groupedList.collectionView.frame = view.bounds
    view.addSubview(groupedList.collectionView)

    groupedList.onSelect = { [weak self] setting in self?.selectedTitles.append(setting.title) }
    groupedList.onDeselect = { [weak self] setting in
      self?.selectedTitles.removeAll { $0 == setting.title }
    }
    groupedList.trailingSwipeActionsProvider = { [weak self] setting in
      let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in
        self?.remove(setting)
        done(true)
      }
      let hide = UIContextualAction(style: .normal, title: "Hide") { _, _, done in done(true) }
      return UISwipeActionsConfiguration(actions: [remove, hide])
    }
    groupedList.onMove = { [weak self] source, destination in
      self?.move(from: source, to: destination)
    }
    groupedList.onRefresh = { [weak self] in
      guard let self else { return }
      // Pretend the hub sent the settings back, each group in reverse order.
      for index in groups.indices { groups[index].items.reverse() }
      await groupedList.setSections(sectionModels)
    }
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Select Mode",
      primaryAction: UIAction { [weak self] _ in self?.toggleSelecting() })
  }

  /// Shows the groups (the original loads them in a task from `viewDidLoad`).
  func load() async {
    await groupedList.setSections(sectionModels, animatingDifferences: false)
  }

  func toggleSelecting() {
    isSelecting.toggle()
    groupedList.collectionView.allowsMultipleSelection = isSelecting
    navigationItem.rightBarButtonItem?.title = isSelecting ? "Done" : "Select Mode"
  }

  private func remove(_ setting: Setting) {
    for index in groups.indices { groups[index].items.removeAll { $0.id == setting.id } }
    pendingUpdate = Task { await groupedList.setSections(sectionModels) }
  }

  private func move(from source: IndexPath, to destination: IndexPath) {
    let setting = groups[source.section].items.remove(at: source.item)
    groups[destination.section].items.insert(setting, at: destination.item)
  }
}

@MainActor @Suite struct GroupedSettingsScreenTests {
  private func makeScreen() async -> HomeSettingsViewController {
    let screen = HomeSettingsViewController()
    screen.loadViewIfNeeded()
    screen.simulateAppearance()
    await screen.load()
    return screen
  }

  /// The visible rows' titles, top to bottom.
  private func visibleTitles(_ view: UICollectionView) -> [String] {
    view.indexPathsForVisibleItems.sorted().compactMap {
      view.cellForItem(at: $0)?.contentConfiguration?.text
    }
  }

  private func header(_ view: UICollectionView, _ section: Int) -> String? {
    view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: section))?.contentConfiguration?.text
  }

  @Test func theGroupsShowWithHeadersFootersAndScroll() async throws {
    let screen = await makeScreen()
    let view = screen.groupedList.collectionView
    #expect(view.numberOfSections == 5)
    #expect(header(view, 0) == "Household")
    let footer = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.contentConfiguration?.text == "People and places that share this home")
    let members = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(members.contentConfiguration?.text == "Members")
    #expect(members.contentConfiguration?.secondaryText == "4 people")
    #expect(members.contentConfiguration?.image == UIImage(systemName: "person.2.fill"))
    #expect(visibleTitles(view).first == "Members")

    // The list is taller than the screen: the last group's rows need a scroll.
    let lastRow = IndexPath(item: 2, section: 4)
    #expect(!view.indexPathsForVisibleItems.contains(lastRow))
    // (GroupedList's view shows a window of 20 rows, not its frame: docs/lists.md.)
    screen.groupedList.scrollToBottom(animated: false)
    #expect(view.indexPathsForVisibleItems.contains(lastRow))
    #expect(visibleTitles(view).last == "Contact Support")
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)

    // Back to the top.
    view.setContentOffset(.zero, animated: false)
    #expect(visibleTitles(view).first == "Members")
    #expect(!view.indexPathsForVisibleItems.contains(lastRow))
    #expect(view.misuses.isEmpty)
  }

  @Test func selectModeAllowsSeveralSelections() async throws {
    let screen = await makeScreen()
    let list = try #require(screen.groupedList)
    let thermostat = list.items(in: .climate)![0]
    let scenes = list.items(in: .lighting)![0]

    #expect(await list.tap(thermostat))
    #expect(screen.selectedTitles == ["Thermostat"])
    #expect(await list.tap(scenes))
    #expect(list.selectedItems.map(\.title) == ["Scenes"])  // one at a time

    screen.navigationItem.rightBarButtonItem?.tap()
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Done")
    #expect(list.collectionView.allowsMultipleSelection)
    #expect(await list.tap(thermostat))
    #expect(Set(list.selectedItems.map(\.title)) == ["Thermostat", "Scenes"])
    #expect(await list.tap(scenes))  // tapped again: deselected
    #expect(list.selectedItems.map(\.title) == ["Thermostat"])
    #expect(screen.selectedTitles.last == "Thermostat")
  }

  @Test func swipingRemovesARowAndRefreshingReordersTheGroups() async throws {
    let screen = await makeScreen()
    let list = try #require(screen.groupedList)
    let view = list.collectionView
    let address = list.items(in: .household)![1]

    #expect(await list.swipeToDelete(address))
    await screen.pendingUpdate?.value
    #expect(list.items(in: .household)?.map(\.title) == ["Members", "Hub Status"])
    #expect(
      view.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration?.text
        == "Hub Status")

    #expect(await list.pullToRefresh())
    #expect(
      list.items(in: .climate)?.map(\.title) == [
        "Eco Mode", "Air Filter", "Heating Schedule", "Thermostat",
      ])
    let first = view.cellForItem(at: IndexPath(item: 0, section: 1))
    #expect(first?.contentConfiguration?.text == "Eco Mode")

    // Dragging Eco Mode to the end of its group.
    #expect(
      await list.drag(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 3, section: 1)))
    #expect(
      list.items(in: .climate)?.map(\.title)
        == ["Air Filter", "Heating Schedule", "Thermostat", "Eco Mode"])
    #expect(screen.groups[1].items.map(\.title) == list.items(in: .climate)?.map(\.title))
    let moved = view.cellForItem(at: IndexPath(item: 3, section: 1))
    #expect(moved?.contentConfiguration?.text == "Eco Mode")
    #expect(view.misuses.isEmpty)
  }
}
