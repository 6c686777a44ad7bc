import Foundation
import ListKit
import ListScenarios
import ListSimulator

/// Turns operations into scenario steps with the oracle's expectations: after each operation,
/// what it must do (accepted, rejected with which code, how many moves), and check steps for
/// everything it must leave behind (the data source's snapshot and section snapshots, what the
/// view shows).
///
/// An operation whose outcome the models cannot predict (a shrinking step can produce one) is
/// left out: ``add(_:)`` returns `nil`.
struct _Deriver: Sendable {
  let kind: ViewKind
  let profile: UpdateProfile
  let strict: Bool

  /// Data-source targets: the model of the data source.
  var model: _DataSourceModel
  /// View target: what the view shows, and what its data source holds.
  var shows: [[String]] = []
  var viewModel: [[String]] = []
  /// View target: the content versions the data source holds, and per position what the cell
  /// on screen there was configured with (`nil`: no cell, or no content).
  var itemContents: [String: String] = [:]
  var configured: [[String?]] = []
  /// View target: whether the view holds counts a batch starts from (`false` before it first
  /// reads its data source and after `invalidateLayout`: a batch then reads the data source's
  /// counts when it begins). The replay's views are in a window, so a reload keeps its counts.
  var countsValid = false
  /// Data-source targets: the content versions the data source reports (what the last accepted
  /// step with data named, as the replay keeps them), and whether the last step reloaded every
  /// cell with them (then every cell on screen shows its item's version).
  var dataSourceContents: [String: String] = [:]
  var cellsShowContents = false
  /// Data-source targets: whether a step has attached the diffable data source (after that the
  /// view refuses direct mutations, D18).
  var attached = false
  /// The rows on screen: the replay's views use ``Viewport/standard`` and never scroll.
  static let window = Int(Viewport.standard.height / Viewport.standard.itemHeight)

  init(kind: ViewKind, profile: UpdateProfile, strict: Bool) {
    self.kind = kind
    self.profile = profile
    self.strict = strict
    model = _DataSourceModel(strict: strict)
  }

  /// The steps of `operations` (unpredictable ones left out).
  static func scenario(_ program: FuzzProgram, name: String) -> Scenario {
    var deriver = _Deriver(kind: program.view, profile: program.profile, strict: program.strict)
    var steps: [Scenario.Step] = []
    // An operation and two checks each (a few more with outlines).
    steps.reserveCapacity(3 * program.operations.count + 4)
    for (k, operation) in program.operations.enumerated() {
      deriver.add(operation, contents: program.contents(at: k), to: &steps)
    }
    return Scenario(
      name: name, about: program.about, view: program.view, profile: program.profile,
      strict: program.strict, iOSVersion: program.iOS, linkedSDK: program.linkedSDK,
      steps: steps)
  }

  /// The era a release shows, as docs/uikit-rules.md's table "Outcome by iOS and SDK" states it
  /// (written here from the table, not taken from the view's code): collection views raise
  /// before iOS 13, log and reload an item-count mismatch from 13 on — and on 16.4 and later
  /// when the app was linked against an SDK before 16.4 — and raise again on 16.4 and later with
  /// the new SDK; table views always raise, with the consolidated text from 16.4 on.
  static func era(of kind: ViewKind, iOS: IOSVersion, linkedSDK: IOSVersion) -> UpdateProfile {
    let newRuntime = iOS >= IOSVersion(16, 4)
    guard kind == .collection else { return newRuntime ? .consolidated : .classic }
    if iOS < IOSVersion(13) { return .classic }
    return newRuntime && linkedSDK >= IOSVersion(16, 4) ? .consolidated : .recovering
  }

  /// Appends the steps for one operation to `steps`: the operation with its expectation, then
  /// the checks. `false`, appending nothing, for an operation the models cannot predict.
  @discardableResult
  mutating func add(
    _ operation: Scenario.Step.Operation, contents: [String: String] = [:],
    to steps: inout [Scenario.Step]
  ) -> Bool {
    switch operation {
    case .reloadData(let data):
      guard let sections = Self.identified(data) else { return false }
      shows = sections
      viewModel = sections
      itemContents = contents
      configured = ReferenceModel.onScreen(
        sections.map { $0.map { contents[$0] } }, window: Self.window)
      countsValid = true
      steps.append(Scenario.Step(operation, contents: contents))
      return true
    case .setData(let data) where !attached:
      // The data source changes; the view is not told.
      guard let sections = Self.identified(data) else { return false }
      viewModel = sections
      itemContents = contents
      steps.append(Scenario.Step(operation, contents: contents))
      return true
    case .invalidateLayout where !attached:
      countsValid = false
      steps.append(Scenario.Step(operation))
      return true
    case .batch(let batch, let data):
      if attached {
        // A direct batch on a view that a diffable data source manages: D18, nothing changes.
        guard data == nil else { return false }
        let data = model.data
        steps.append(
          Scenario.Step(
            operation,
            expect: Scenario.Expectation(outcome: .rejected, error: "mutationOnDiffableView")))
        steps.append(Scenario.Step(.expectSnapshot(data)))
        steps.append(Scenario.Step(.expectState(data)))
        return true
      }
      guard let derived = addBatch(batch, data: data, contents: contents) else { return false }
      steps.append(derived.batch)
      steps.append(derived.check)
      return true
    default:
      attached = true
      return addDataSourceOperation(operation, contents: contents, to: &steps)
    }
  }

  static func identified(_ data: [Scenario.SectionData]) -> [[String]]? {
    var result: [[String]] = []
    for section in data {
      guard case .identified(_, let items) = section else { return nil }
      result.append(items)
    }
    return result
  }

  static func anonymousData(_ sections: [[String]]) -> [Scenario.SectionData] {
    sections.enumerated().map { .identified(id: _Names.number($0.offset), items: $0.element) }
  }

  // MARK: Hand-written batches (the reference model)

  /// The step of a hand-written batch and the check of what the view shows after it.
  mutating func addBatch(
    _ batch: BatchUpdate, data: [Scenario.SectionData]?, contents: [String: String]
  ) -> (batch: Scenario.Step, check: Scenario.Step)? {
    let new: [[String]]
    // The step's data replaces the content versions with its own; without data they stay.
    let newContents = data == nil ? itemContents : contents
    if let data {
      guard let sections = Self.identified(data) else { return nil }
      new = sections
    } else {
      new = viewModel
    }
    // The batch starts from the counts the view holds, or, when it holds none, from the data
    // source's when the block begins (before the step's data is in place).
    let old = countsValid ? shows : viewModel
    if !countsValid {
      // The cells on screen were configured from what the view shows, not from the data it
      // reads now: which of them the batch leaves stale is not modelled.
      let tracked = itemContents.isEmpty && newContents.isEmpty
      guard tracked, configured.allSatisfy({ $0.allSatisfy { $0 == nil } }) else { return nil }
    }
    var model = ReferenceModel(
      kind: kind, strict: strict, recovering: profile == .recovering,
      old: old.map { $0.map(ItemIdentity.init) }, new: new.map { $0.map(ItemIdentity.init) },
      batch: batch)
    if countsValid,
      configured.count == shows.count
        && zip(configured, shows).allSatisfy({ $0.count == $1.count })
    {
      model.contents = ReferenceModel.Contents(
        configured: configured, current: new.map { $0.map { newContents[$0] } },
        window: Self.window)
    }
    let (verdict, cells) = model.verdictAndCells()
    var expect = Scenario.Expectation()
    switch verdict {
    case .accepted(let shown, _):
      shows = shown.map { $0.map(\.description) }
      countsValid = true
      viewModel = new
      itemContents = newContents
      configured =
        cells
        ?? ReferenceModel.onScreen(new.map { $0.map { newContents[$0] } }, window: Self.window)
    case .rejected(let code):
      expect = Scenario.Expectation(outcome: .rejected, error: code.rawValue)
    case .recovered(let code):
      expect = Scenario.Expectation(outcome: .recovered, error: code.rawValue)
      shows = new
      countsValid = true
      viewModel = new
      itemContents = newContents
      configured = ReferenceModel.onScreen(
        new.map { $0.map { newContents[$0] } }, window: Self.window)
    case .unplaceable:
      return nil
    }
    // Asked inside the block, the view answers with the counts the batch starts from.
    expect.countsInBatch = old.map(\.count)
    // The check names what each cell on screen shows: its item and the content it was
    // configured with.
    var shownContents: [String: String] = [:]
    // An item shown twice (a display that went wrong) is not checked: a version in the data
    // names every position of the item.
    var seen = Set<String>(minimumCapacity: shows.reduce(0) { $0 + $1.count })
    var twice = Set<String>()
    for section in shows {
      for item in section where !seen.insert(item).inserted { twice.insert(item) }
    }
    for (s, section) in shows.enumerated() where s < configured.count {
      for (k, item) in section.enumerated() where k < configured[s].count {
        if let content = configured[s][k], !twice.contains(item) { shownContents[item] = content }
      }
    }
    return (
      Scenario.Step(.batch(batch, data: data), expect: expect, contents: contents),
      Scenario.Step(.expectState(Self.anonymousData(shows)), contents: shownContents)
    )
  }

  // MARK: The data source

  typealias Section = _DataSourceModel.Section

  static func sections(_ data: [Scenario.SectionData]) -> [Section]? {
    var result: [Section] = []
    for section in data {
      guard case .identified(let id, let items) = section else { return nil }
      result.append(Section(id: id, items: items))
    }
    return result
  }

  /// The code the snapshot a scenario builds from `sections` raises, if any: section by section,
  /// a repeated section, then an item twice in the section, then an item of an earlier section.
  static func snapshotError(_ sections: [Section]) -> String? {
    var seenSections = Set<String>(minimumCapacity: sections.count)
    // Each item seen so far, and the position of the last section that holds it.
    var sectionOf = [String: Int](minimumCapacity: sections.reduce(0) { $0 + $1.items.count })
    for (s, section) in sections.enumerated() {
      if !seenSections.insert(section.id).inserted { return "duplicateSectionIdentifiers" }
      var inEarlierSection = false
      for item in section.items {
        guard let other = sectionOf.updateValue(s, forKey: item) else { continue }
        if other == s { return "duplicateItemIdentifiers" }
        inEarlierSection = true
      }
      if inEarlierSection { return "itemAlreadyExists" }
    }
    return nil
  }

  mutating func addDataSourceOperation(
    _ operation: Scenario.Step.Operation, contents: [String: String] = [:],
    to steps: inout [Scenario.Step]
  ) -> Bool {
    var expect = Scenario.Expectation()
    var touchedOutlines = false
    func reject(_ code: String) { expect = Scenario.Expectation(outcome: .rejected, error: code) }
    // Content versions: an item named with a version that differs from the one its cell shows.
    // That is predicted only right after a reload of the same items (every cell on screen then
    // shows its item's version), for an apply that may also change the structure around them.
    let changed =
      contents.isEmpty || dataSourceContents.isEmpty
      ? []
      : contents.filter { item, version in
        dataSourceContents[item].map { $0 != version } ?? false
      }.map(\.key)
    let showedContents = cellsShowContents
    cellsShowContents = false
    if !changed.isEmpty {
      guard showedContents, case .apply(let data, _, let marks) = operation,
        let sections = Self.sections(data), Self.snapshotError(sections) == nil,
        Self.marksAreKnown(marks, in: sections), !hidesCollide(sections)
      else { return false }
      if strict && Self.leavesStaleCell(changed, from: model.sections, to: sections, marks: marks) {
        let data = model.data
        steps.append(
          Scenario.Step(
            operation, expect: Scenario.Expectation(outcome: .rejected, error: "staleContent"),
            contents: contents))
        steps.append(Scenario.Step(.expectSnapshot(data)))
        steps.append(Scenario.Step(.expectState(data)))
        return true
      }
    }
    func moves(to new: [Section], marks: Bool) {
      // Moves are exact only without reload marks: a reloaded item that moves is sent as a
      // delete and an insert.
      guard !marks else { return }
      let (sectionMoves, itemMoves) = _DataSourceModel.minimalMoves(from: model.sections, to: new)
      expect.changes = ["moveSections": sectionMoves, "moveItems": itemMoves]
    }
    switch operation {
    case .edit(let actions, let apply, _):
      guard apply else { return false }
      var sections = model.sections
      var marks = _DataSourceModel.Marks()
      for action in actions {
        if let code = _DataSourceModel.run(action, on: &sections, marks: &marks, strict: strict) {
          reject(code)
          break
        }
      }
      if expect.outcome == .accepted {
        guard !hidesCollide(sections) else { return false }
        moves(to: sections, marks: !marks.isEmpty)
        touchedOutlines = !model.outlines.isEmpty
        model.commit(sections)
      }
    case .apply(let data, _, let marks):
      guard let sections = Self.sections(data) else { return false }
      // The sets of items and sections only for marks to look up (most applies carry none).
      let items =
        marks.reloadItems.isEmpty && marks.reconfigureItems.isEmpty
        ? [] : Set(sections.flatMap(\.items))
      let ids = marks.reloadSections.isEmpty ? [] : Set(sections.map(\.id))
      if let code = Self.snapshotError(sections) {
        reject(code)
      } else if !marks.reloadItems.allSatisfy(items.contains) {
        reject("reloadUnknownItem")
      } else if !marks.reconfigureItems.allSatisfy(items.contains) {
        reject("reconfigureUnknownItem")
      } else if !marks.reloadSections.allSatisfy(ids.contains) {
        reject("unknownSection")
      } else {
        guard !hidesCollide(sections) else { return false }
        moves(to: sections, marks: !marks.reloadItems.isEmpty || !marks.reloadSections.isEmpty)
        touchedOutlines = !model.outlines.isEmpty
        model.commit(sections)
      }
    case .applyUsingReloadData(let data):
      guard let sections = Self.sections(data) else { return false }
      if let code = Self.snapshotError(sections) {
        reject(code)
      } else {
        guard !hidesCollide(sections) else { return false }
        touchedOutlines = !model.outlines.isEmpty
        model.commit(sections)
      }
    case .applyConcurrently(let snapshots, let cancelled):
      var states: [[Section]] = []
      for (k, data) in snapshots.enumerated() where !cancelled.contains(k) {
        guard let sections = Self.sections(data), Self.snapshotError(sections) == nil,
          !hidesCollide(sections)
        else { return false }
        states.append(sections)
      }
      touchedOutlines = !model.outlines.isEmpty
      for sections in states { model.commit(sections) }
    case .applySectionSnapshot(let section, let nodes):
      let outline = Self.nodes(nodes)
      let all = _DataSourceModel.all(outline)
      guard let s = model.sectionIndex(section) else {
        reject("unknownSection")
        break
      }
      // An item twice in the outline: the section snapshot refuses it (D2), nothing changes.
      guard Set(all).count == all.count else {
        reject("duplicateOutlineItems")
        break
      }
      var others = Set(
        model.sections.enumerated().filter { $0.offset != s }.flatMap(\.element.items))
      for (id, nodes) in model.outlines where id != section {
        others.formUnion(_DataSourceModel.all(nodes))
      }
      // Unique across the data source, hidden outline items included: refused, nothing changes.
      guard others.isDisjoint(with: all) else {
        reject("itemAlreadyExists")
        break
      }
      var sections = model.sections
      sections[s].items = _DataSourceModel.visible(outline)
      model.commit(sections)
      model.outlines[section] = outline
      touchedOutlines = true
    case .toggle(let item):
      guard
        let id = model.outlines.first(where: { _DataSourceModel.all($0.value).contains(item) })?.key
      else {
        reject("invalidInteraction")
        break
      }
      var outline = model.outlines[id]!
      _ = _DataSourceModel.toggle(item, in: &outline)
      var sections = model.sections
      let s = model.sectionIndex(id)!
      sections[s].items = _DataSourceModel.visible(outline)
      guard Self.snapshotError(sections) == nil else { return false }
      model.commit(sections)
      model.outlines[id] = outline
      touchedOutlines = true
    case .interactiveMove(let from, let to, let allowed):
      let sections = model.sections
      guard from.count == 2, sections.indices.contains(from[0]),
        sections[from[0]].items.indices.contains(from[1])
      else {
        reject("invalidInteraction")
        break
      }
      guard allowed else { break }
      var next = sections
      let item = next[from[0]].items[from[1]]
      // A dragged item takes its subtree along: the rows it shows move with it.
      var outlines = model.outlines
      let sourceID = sections[from[0]].id
      var subtree = _DataSourceModel.Node(item: item, expanded: false, children: [])
      if var nodes = outlines[sourceID], let removed = _DataSourceModel.remove(item, from: &nodes) {
        subtree = removed
        outlines[sourceID] = nodes
      }
      let rows = _DataSourceModel.visible([subtree])
      guard Array(next[from[0]].items.dropFirst(from[1]).prefix(rows.count)) == rows else {
        return false
      }
      next[from[0]].items.removeSubrange(from[1]..<(from[1] + rows.count))
      guard to.count == 2, next.indices.contains(to[0]),
        (0...next[to[0]].items.count).contains(to[1])
      else {
        reject("invalidInteraction")
        break
      }
      let destinationID = next[to[0]].id
      let shown = next[to[0]].items
      next[to[0]].items.insert(contentsOf: rows, at: to[1])
      if outlines[destinationID] == nil && !subtree.children.isEmpty {
        // The subtree keeps its hierarchy: the flat section becomes an outline of roots.
        outlines[destinationID] = shown.map { .init(item: $0, expanded: false, children: []) }
      }
      if var nodes = outlines[destinationID] {
        if to[1] < shown.count {
          _DataSourceModel.insert(subtree, before: shown[to[1]], in: &nodes)
        } else if let last = shown.last {
          _DataSourceModel.insert(subtree, after: last, in: &nodes)
        } else {
          nodes.append(subtree)
        }
        outlines[destinationID] = nodes
      }
      touchedOutlines = !outlines.isEmpty
      model.outlines = outlines
      model.commit(next)
    case .requestSupplementaryView(_, let indexPath, let provider):
      if !provider {
        reject("noSupplementaryViewProvider")
      } else if indexPath.count != 2 || !model.sections.indices.contains(indexPath[0])
        || indexPath[1] < 0
      {
        reject("invalidInteraction")
      }
    case .reloadData, .setData, .invalidateLayout, .batch, .expectState, .expectSnapshot,
      .expectSectionSnapshot:
      return false
    }
    if expect.outcome != .rejected, Self.handsOverData(operation) {
      // The replay hands the step's versions to the data source (and restores them on a
      // rejection).
      dataSourceContents = contents
      if case .applyUsingReloadData = operation { cellsShowContents = true }
    }
    let data = model.data
    steps.append(Scenario.Step(operation, expect: expect, contents: contents))
    steps.append(Scenario.Step(.expectSnapshot(data)))
    steps.append(Scenario.Step(.expectState(data)))
    if touchedOutlines {
      for id in model.outlines.keys.sorted() {
        steps.append(
          Scenario.Step(
            .expectSectionSnapshot(section: id, outline: Self.scenarioNodes(model.outlines[id]!))))
      }
    }
    return true
  }

  /// Whether an apply from `old` to `new` leaves a cell on screen showing an old content
  /// version of one of the `changed` items, judged when the apply is done, as the user sees it:
  /// the item's cell was on screen before (every cell then showed its item's version), the item
  /// is on screen after, and the update carried that cell there — it neither reloaded nor
  /// reconfigured the item, nor made its cell anew. A cell is made anew for an item of a section
  /// the apply reloads (the section as it is after the apply: an item that leaves it is moved),
  /// and for one that leaves a deleted section or enters an inserted one (a move cannot start or
  /// end there, so UIKit deletes and inserts it); a move within or across
  /// surviving sections, and a section move, carry the cell.
  static func leavesStaleCell(
    _ changed: [String], from old: [Section], to new: [Section], marks: Scenario.Marks
  ) -> Bool {
    let before = Set(old.flatMap(\.items).prefix(window))
    let after = Set(new.flatMap(\.items).prefix(window))
    var oldSection: [String: String] = [:]
    for section in old { for item in section.items { oldSection[item] = section.id } }
    var newSection: [String: String] = [:]
    for section in new { for item in section.items { newSection[item] = section.id } }
    let oldIDs = Set(old.map(\.id))
    let newIDs = Set(new.map(\.id))
    let refreshed = Set(marks.reconfigureItems + marks.reloadItems)
    let reloadedSections = Set(marks.reloadSections)
    return changed.contains { item in
      guard before.contains(item), after.contains(item), !refreshed.contains(item),
        let from = oldSection[item], let to = newSection[item]
      else { return false }
      return newIDs.contains(from) && oldIDs.contains(to) && !reloadedSections.contains(to)
    }
  }

  /// Whether every item and section `marks` names is in `sections`.
  static func marksAreKnown(_ marks: Scenario.Marks, in sections: [Section]) -> Bool {
    let items = Set(sections.flatMap(\.items))
    let ids = Set(sections.map(\.id))
    return (marks.reloadItems + marks.reconfigureItems).allSatisfy(items.contains)
      && marks.reloadSections.allSatisfy(ids.contains)
  }

  /// Whether the replay hands a data step's content versions to the data source.
  static func handsOverData(_ operation: Scenario.Step.Operation) -> Bool {
    switch operation {
    case .apply, .applyUsingReloadData, .applyConcurrently: true
    default: false
    }
  }

  /// Whether `sections` shows an item that an outline of another section hides (the data
  /// source's behaviour then depends on details the model leaves out).
  func hidesCollide(_ sections: [Section]) -> Bool {
    for (id, nodes) in model.outlines {
      let hidden = Set(_DataSourceModel.all(nodes)).subtracting(_DataSourceModel.visible(nodes))
      if hidden.isEmpty { continue }
      for section in sections where section.id != id {
        if !hidden.isDisjoint(with: section.items) { return true }
      }
      if let mine = sections.first(where: { $0.id == id }), !hidden.isDisjoint(with: mine.items) {
        return true
      }
    }
    return false
  }

  static func nodes(_ nodes: [Scenario.OutlineNode]) -> [_DataSourceModel.Node] {
    nodes.map { .init(item: $0.item, expanded: $0.expanded, children: Self.nodes($0.children)) }
  }

  static func scenarioNodes(_ nodes: [_DataSourceModel.Node]) -> [Scenario.OutlineNode] {
    nodes.map {
      Scenario.OutlineNode(
        item: $0.item, expanded: $0.expanded, children: scenarioNodes($0.children))
    }
  }
}
