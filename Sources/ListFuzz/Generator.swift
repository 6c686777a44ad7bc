import Foundation
import ListKit
import ListScenarios
import ListSimulator

/// Generates fuzz programs from a seed, keeping a model of the state so that most operations are
/// valid and some are deliberately wrong.
struct _Generator {
  var rng: SplitMix64
  let limits: FuzzLimits
  var nextItem = 0
  var nextSection = 0

  init(seed: UInt64, limits: FuzzLimits) {
    rng = SplitMix64(seed: seed)
    self.limits = limits
  }

  mutating func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func pick<T>(_ values: [T]) -> T? { values.randomElement(using: &rng) }

  mutating func freshItem() -> String {
    defer { nextItem += 1 }
    return _Names.item(nextItem)
  }
  mutating func freshSection() -> String {
    defer { nextSection += 1 }
    return _Names.section(nextSection)
  }

  /// The steps the oracle derived while the last data-source program was generated (the
  /// program's scenario steps, so a run need not derive them again).
  var derivedSteps: [Scenario.Step]?

  /// The releases a case without a profile runs on: an app on each era's iOS built with its own
  /// SDK, and apps on 16.4 and later linked against 16.2 (Xcode 14.2), which keep the older
  /// behaviour.
  static let releases: [(iOS: IOSVersion, sdk: IOSVersion)] = [
    (IOSVersion(12, 4), IOSVersion(12, 4)), (IOSVersion(13), IOSVersion(13)),
    (IOSVersion(15, 5), IOSVersion(15, 5)), (IOSVersion(16, 3), IOSVersion(16, 3)),
    (IOSVersion(16, 4), IOSVersion(16, 2)), (IOSVersion(17), IOSVersion(16, 2)),
    (IOSVersion(16, 4), IOSVersion(16, 4)), (IOSVersion(17, 4), IOSVersion(17, 4)),
    (IOSVersion(18), IOSVersion(18)), (IOSVersion(26), IOSVersion(26)),
  ]

  mutating func program(target: FuzzTarget, profile: UpdateProfile?) -> FuzzProgram {
    derivedSteps = nil
    let view: ViewKind = chance(3) ? .table : .collection
    // A profile asked for, or a release (and the era the oracle expects of it).
    let release = profile == nil ? pick(Self.releases)! : nil
    let profile =
      profile ?? _Deriver.era(of: view, iOS: release!.iOS, linkedSDK: release!.sdk)
    func program(
      _ target: FuzzTarget, strict: Bool, _ operations: [Scenario.Step.Operation],
      _ contents: [[String: String]]
    ) -> FuzzProgram {
      FuzzProgram(
        target: target, view: view, profile: profile, iOS: release?.iOS,
        linkedSDK: release?.sdk, strict: strict, about: nil, operations: operations,
        contents: contents)
    }
    switch target {
    case .view:
      let strict = !chance(3)
      let (operations, contents) = viewOperations()
      return program(.view, strict: strict, operations, contents)
    default:
      let strict = !chance(4)
      var deriver = _Deriver(kind: view, profile: profile, strict: strict)
      var operations: [Scenario.Step.Operation] = []
      var contents: [[String: String]] = []
      var steps: [Scenario.Step] = []
      // An operation and two checks each, sized once (a few more with outlines).
      operations.reserveCapacity(limits.operations)
      contents.reserveCapacity(limits.operations)
      steps.reserveCapacity(3 * limits.operations + 4)
      let large = chance(10)
      // Now and then the data source reloads and then applies the same items with some content
      // versions changed: the pair names every item's version (`v0` until it changes), other
      // steps with data only the items whose version changed (an item without a version tracks
      // no content, which both the view and the model leave alone).
      var versions: [String: Int] = [:]
      func named(_ operation: Scenario.Step.Operation, every: Bool) -> [String: String] {
        var named: [String: String] = [:]
        // No versions yet: nothing to name (most cases never change a content version).
        if versions.isEmpty && !every { return named }
        for item in Self.items(of: operation) {
          if let version = versions[item] {
            named[item] = _Names.version(version)
          } else if every {
            named[item] = "v0"
          }
        }
        return named
      }
      func add(_ operation: Scenario.Step.Operation, every: Bool = false) {
        let named = named(operation, every: every)
        guard deriver.add(operation, contents: named, to: &steps) else { return }
        operations.append(operation)
        contents.append(named)
      }
      for _ in 0..<limits.operations {
        if target == .datasource, chance(8),
          let (reload, touch, touched) = contentChange(
            deriver.model)
        {
          add(reload, every: true)
          for item in touched { versions[item, default: 0] += 1 }
          add(touch, every: true)
          // A refused change (strict, a stale cell) leaves the versions as they were.
          for item in touched
          where deriver.dataSourceContents[item] != _Names.version(versions[item, default: 0]) {
            versions[item, default: 0] -= 1
          }
          continue
        }
        add(dataSourceOperation(target: target, model: deriver.model, large: large))
      }
      derivedSteps = steps
      return program(target, strict: strict, operations, contents)
    }
  }

  // MARK: Hand-written batches

  /// Pairs of a reload and a batch; in about half the pairs items carry content versions, and
  /// some change between the two (a stale cell unless the batch reloads or reconfigures them).
  /// Some pairs make the batch start from counts the view does not hold (see below).
  mutating func viewOperations() -> ([Scenario.Step.Operation], [[String: String]]) {
    var operations: [Scenario.Step.Operation] = []
    var contents: [[String: String]] = []
    for _ in 0..<max(1, limits.operations / 2) {
      let pastTheEnd = chance(30)
      var c = pastTheEnd ? BatchCases.reloadPastTheEnd(&rng) : BatchCases.planned(&rng)
      if !pastTheEnd && !chance(3) {
        BatchCases.corrupt(&c.batch, &rng, sections: max(c.old.count, c.new.count))
      }
      func data(_ sections: [[Int]]) -> [Scenario.SectionData] {
        sections.enumerated().map {
          .identified(id: _Names.number($0.offset), items: $0.element.map(_Names.item))
        }
      }
      // About one pair in four starts from counts the view does not hold: a view that never
      // read its data source, or one whose data source changed since it read (told with
      // `invalidateLayout`, or not: the app's bug). The batch then starts from the counts it
      // reads when it begins (or from the stale ones), and the counts the app asks for inside
      // its block are those (rule A4/R25; a view answering from its empty cache there was a
      // false rejection no campaign found).
      if chance(4) {
        if !operations.isEmpty || !chance(3) {
          var earlier = c.old
          if !earlier.isEmpty, chance(2) {
            earlier.remove(at: int(0...(earlier.count - 1)))
          }
          for s in earlier.indices where !earlier[s].isEmpty && chance(2) {
            earlier[s].remove(at: int(0...(earlier[s].count - 1)))
          }
          operations.append(.reloadData(data(earlier)))
          contents.append([:])
        }
        operations.append(.setData(data(c.old)))
        contents.append([:])
        if !chance(4) {
          operations.append(.invalidateLayout)
          contents.append([:])
        }
        operations.append(.batch(c.batch, data: data(c.new)))
        contents.append([:])
        continue
      }
      operations.append(.reloadData(data(c.old)))
      operations.append(.batch(c.batch, data: data(c.new)))
      var before: [String: String] = [:]
      var after: [String: String] = [:]
      if chance(2) {
        for item in c.old.joined() where !chance(5) { before[_Names.item(item)] = "1" }
        // Only the items of the new data can name a content version.
        let kept = Set(c.new.joined().map(_Names.item))
        after = before.filter { kept.contains($0.key) }
        // Changed content: often an item the batch reloads or reconfigures (fine), as often
        // one it leaves alone (stale when on screen).
        for item in c.new.joined() where chance(4) { after[_Names.item(item)] = "2" }
      }
      contents += [before, after]
    }
    return (operations, contents)
  }

  // MARK: The data source

  typealias Section = _DataSourceModel.Section

  mutating func dataSourceOperation(
    target: FuzzTarget, model: _DataSourceModel, large: Bool
  ) -> Scenario.Step.Operation {
    let sections = model.sections
    if target == .datasource {
      switch int(0...11) {
      case 0, 1:
        if let operation = sectionSnapshot(model) { return operation }
      case 2:
        if let operation = toggle(model) { return operation }
      case 3:
        if let operation = interactiveMove(model) { return operation }
      case 4:
        var chain: [[Scenario.SectionData]] = []
        var current = sections
        for _ in 0..<int(2...4) {
          current = randomState(from: current, large: false)
          chain.append(current.map { .identified(id: $0.id, items: $0.items) })
        }
        let cancelled = (1..<chain.count).filter { _ in chance(3) }
        return .applyConcurrently(chain, cancelled: cancelled)
      case 6 where !sections.isEmpty && chance(6):
        // D18: the app calls the view's own batch API on a view the data source manages.
        return .batch(BatchUpdate(deleteSections: [0]), data: nil)
      case 5:
        let provider = !chance(5)
        let section = chance(5) ? sections.count : int(0...max(0, sections.count - 1))
        return .requestSupplementaryView(
          kind: chance(2) ? "header" : "footer", at: IndexPath(item: 0, section: section),
          provider: provider)
      default: break
      }
    }
    if sections.isEmpty || chance(3) {
      let next = randomState(from: sections, large: large)
      let items = next.flatMap(\.items)
      var marks = Scenario.Marks()
      if !items.isEmpty {
        marks.reloadItems = items.filter { _ in chance(10) }
        marks.reconfigureItems = items.filter { _ in chance(8) }
      }
      if !next.isEmpty && chance(8) { marks.reloadSections = [pick(next)!.id] }
      // Now and then a snapshot that repeats a section or an item: the apply must be refused.
      let data = (chance(24) ? repeating(next) : next).map {
        Scenario.SectionData.identified(id: $0.id, items: $0.items)
      }
      if chance(12) { return .applyUsingReloadData(data) }
      return .apply(data, animating: !chance(6), marks: marks)
    }
    return .edit(editActions(sections, strict: model.strict), apply: true, animating: !chance(6))
  }

  /// A new state from `sections`: sections deleted, inserted (some empty) and moved; items
  /// deleted, inserted, moved within and across sections.
  mutating func randomState(from sections: [Section], large: Bool) -> [Section] {
    var next = sections
    next.removeAll { _ in chance(6) }
    for _ in 0..<int(0...2) where next.count < limits.maxSections {
      next.insert(Section(id: freshSection(), items: []), at: int(0...next.count))
    }
    if next.count > 1 && chance(2) {
      let moved = next.remove(at: int(0...next.count - 1))
      next.insert(moved, at: int(0...next.count))
    }
    var total = next.reduce(0) { $0 + $1.items.count }
    for k in next.indices {
      next[k].items.removeAll { _ in chance(5) }
      let room = limits.maxItems - total
      for _ in 0..<min(max(0, room), int(0...(large ? 8 : 3))) {
        next[k].items.insert(freshItem(), at: int(0...next[k].items.count))
        total += 1
      }
      if next[k].items.count > 1 && chance(2) {
        let moved = next[k].items.remove(at: int(0...next[k].items.count - 1))
        next[k].items.insert(moved, at: int(0...next[k].items.count))
      }
    }
    if next.count > 1 {
      for _ in 0..<int(0...2) {
        let from = int(0...next.count - 1)
        guard !next[from].items.isEmpty else { continue }
        let item = next[from].items.remove(at: int(0...next[from].items.count - 1))
        let to = int(0...next.count - 1)
        next[to].items.insert(item, at: int(0...next[to].items.count))
      }
    }
    return next
  }

  /// `sections` with one thing repeated: a section, an item within its section, or an item in
  /// a second section (unchanged when there is nothing to repeat).
  mutating func repeating(_ sections: [Section]) -> [Section] {
    var next = sections
    guard let s = next.indices.randomElement(using: &rng) else { return next }
    switch int(0...2) {
    case 0:
      next.insert(Section(id: next[s].id, items: []), at: int(0...next.count))
    case 1:
      guard let item = pick(next[s].items) else { return next }
      next[s].items.insert(item, at: int(0...next[s].items.count))
    default:
      let to = int(0...next.count - 1)
      guard to != s, let item = pick(next[s].items) else { return next }
      next[to].items.insert(item, at: int(0...next[to].items.count))
    }
    return next
  }

  /// One to four snapshot edits, valid for the state they run on, sometimes ending in a
  /// deliberate mistake.
  mutating func editActions(_ start: [Section], strict: Bool) -> [Scenario.Action] {
    var sections = start
    var actions: [Scenario.Action] = []
    for _ in 0..<int(1...4) {
      guard let action = editAction(sections) else { continue }
      var marks = _DataSourceModel.Marks()
      if _DataSourceModel.run(action, on: &sections, marks: &marks, strict: strict) != nil {
        actions.append(action)
        return actions
      }
      actions.append(action)
    }
    if chance(5), let mistake = mistake(sections) { actions.append(mistake) }
    return actions
  }

  mutating func editAction(_ sections: [Section]) -> Scenario.Action? {
    // Gathered only by the cases that pick an item (most of a list's steps do not).
    func allItems() -> [String] { sections.flatMap(\.items) }
    let total = sections.reduce(0) { $0 + $1.items.count }
    switch int(0...13) {
    case 0 where sections.count < limits.maxSections:
      return .appendSections([freshSection()])
    case 1 where sections.count < limits.maxSections && !sections.isEmpty:
      let anchor = pick(sections)!.id
      return chance(2)
        ? .insertSections([freshSection()], before: anchor, after: nil)
        : .insertSections([freshSection()], before: nil, after: anchor)
    case 2 where sections.count > 1: return .deleteSections([pick(sections)!.id])
    case 3 where sections.count > 1:
      let moved = pick(sections)!.id
      let anchor = pick(sections.filter { $0.id != moved })!.id
      return chance(2)
        ? .moveSection(moved, before: anchor, after: nil)
        : .moveSection(moved, before: nil, after: anchor)
    case 4 where !sections.isEmpty: return .reloadSections([pick(sections)!.id])
    case 5, 6:
      guard !sections.isEmpty, total < limits.maxItems else { return nil }
      let count = min(limits.maxItems - total, int(1...3))
      return .appendItems(
        (0..<count).map { _ in freshItem() }, toSection: chance(4) ? nil : pick(sections)!.id)
    case 7 where total > 0 && total < limits.maxItems:
      let anchor = pick(allItems())!
      return chance(2)
        ? .insertItems([freshItem()], before: anchor, after: nil)
        : .insertItems([freshItem()], before: nil, after: anchor)
    case 8 where total > 0:
      let items = allItems()
      return .deleteItems(Array(Set((0..<int(1...2)).map { _ in pick(items)! })).sorted())
    case 9, 10:
      guard total > 1 else { return nil }
      let items = allItems()
      let moved = pick(items)!
      let anchor = pick(items.filter { $0 != moved })!
      return chance(2)
        ? .moveItem(moved, before: anchor, after: nil)
        : .moveItem(moved, before: nil, after: anchor)
    case 11 where total > 0: return .reloadItems([pick(allItems())!])
    case 12 where total > 0: return .reconfigureItems([pick(allItems())!])
    case 13 where chance(6): return .deleteAllItems
    default: return nil
    }
  }

  /// A snapshot edit that raises an error (or, without strictness, moves an item into place).
  mutating func mistake(_ sections: [Section]) -> Scenario.Action? {
    let items = sections.flatMap(\.items)
    let missingItem = "missing\(nextItem)"
    let missingSection = "missing\(nextSection)"
    switch int(0...16) {
    case 7: return .appendItems([missingItem, missingItem], toSection: nil)  // D1
    case 8: return .appendSections([missingSection, missingSection])  // D3
    case 9: return .insertItems([freshItem()], before: missingItem, after: nil)  // D7
    case 10:  // D8
      return chance(2)
        ? .insertSections([freshSection()], before: missingSection, after: nil)
        : .insertSections([freshSection()], before: nil, after: missingSection)
    case 11:  // D9
      return pick(sections).map { .insertSections([$0.id], before: $0.id, after: nil) }
    case 12:  // D10: an unknown item moved, or a known one moved next to an unknown one
      guard let item = pick(items) else { return nil }
      return chance(2)
        ? .moveItem(missingItem, before: item, after: nil)
        : .moveItem(item, before: nil, after: missingItem)
    case 13:  // D11
      guard let section = pick(sections) else { return nil }
      return chance(2)
        ? .moveSection(missingSection, before: section.id, after: nil)
        : .moveSection(section.id, before: nil, after: missingSection)
    case 14: return .reloadSections([missingSection])  // D15
    case 15:  // D20: skipped, as UIKit skips it, with any known section deleted
      return .deleteSections(
        [missingSection] + (chance(2) ? pick(sections).map { [$0.id] } ?? [] : []))
    case 0:
      // D20: UIKit skips identifiers it cannot find and deletes the others (not a mistake there).
      return .deleteItems([missingItem] + (chance(2) ? pick(items).map { [$0] } ?? [] : []))
    case 1: return .reloadItems(["missing\(nextItem)"])
    case 2: return .reconfigureItems(["missing\(nextItem)"])
    case 3: return pick(items).map { .moveItem($0, before: $0, after: nil) }
    case 4: return .appendItems([freshItem()], toSection: missingSection)
    case 5: return pick(sections).map { .appendSections([$0.id]) }
    default:
      guard let item = pick(items), let section = pick(sections) else { return nil }
      return .appendItems([item], toSection: section.id)
    }
  }

  /// A content change: the data source reloads what it holds, then applies new data in which one
  /// or two items (usually on screen) have a new content version, reconfigured or not (a stale
  /// cell on screen unless reconfigured, reloaded or made anew). Two times in three the new data
  /// also changes the structure around them — sections deleted, inserted and moved; items
  /// deleted, inserted, and moved within and across sections, the renamed ones among them — so
  /// that a rename travels with a move, as in an app's update.
  mutating func contentChange(_ model: _DataSourceModel) -> (
    reload: Scenario.Step.Operation, touch: Scenario.Step.Operation, touched: [String]
  )? {
    let items = model.allItems
    guard !items.isEmpty else { return nil }
    let onScreen = Array(items.prefix(_Deriver.window))
    var touched = [pick(onScreen)!]
    if chance(2), let other = pick(chance(2) ? onScreen : items), other != touched[0] {
      touched.append(other)
    }
    var next = model.sections
    if !chance(3) {
      next = randomState(from: model.sections, large: false)
      // A renamed item often moves too: to another place in its section or to another section.
      for item in touched where chance(2) {
        guard let s = next.firstIndex(where: { $0.items.contains(item) }) else { continue }
        next[s].items.removeAll { $0 == item }
        let to = int(0...next.count - 1)
        next[to].items.insert(item, at: int(0...next[to].items.count))
      }
    }
    // In order (a set's order would make the case depend on more than its seed).
    let kept = next.flatMap(\.items)
    let survivors = Set(kept)
    touched.removeAll { !survivors.contains($0) }
    guard !touched.isEmpty else { return nil }
    let data = next.map { Scenario.SectionData.identified(id: $0.id, items: $0.items) }
    var marks = Scenario.Marks()
    if chance(2) {
      marks.reconfigureItems = touched
    } else if chance(4) {
      marks.reloadItems = touched.filter { _ in chance(2) }
    }
    if next != model.sections {
      // Marks on items that stay unchanged, as an app's own reconfigures come.
      if chance(4), let other = pick(kept) { marks.reconfigureItems.append(other) }
      if chance(10), let section = pick(next) { marks.reloadSections = [section.id] }
    }
    return (
      .applyUsingReloadData(model.data), .apply(data, animating: !chance(4), marks: marks),
      touched
    )
  }

  /// The items an operation's data names.
  static func items(of operation: Scenario.Step.Operation) -> [String] {
    func items(_ data: [Scenario.SectionData]) -> [String] {
      data.flatMap { section -> [String] in
        if case .identified(_, let items) = section { return items }
        return []
      }
    }
    switch operation {
    case .apply(let data, _, _), .applyUsingReloadData(let data): return items(data)
    case .applyConcurrently(let snapshots, _): return snapshots.flatMap(items)
    default: return []
    }
  }

  mutating func sectionSnapshot(_ model: _DataSourceModel) -> Scenario.Step.Operation? {
    // Now and then a section the data source lacks (D20: refused, nothing changes).
    if chance(20) {
      return .applySectionSnapshot(
        section: "missing\(nextSection)", outline: [Scenario.OutlineNode(item: freshItem())])
    }
    guard let section = pick(model.sections) else { return nil }
    // The section's items stay roots (some dropped); new items become roots and children.
    var roots = section.items.filter { _ in !chance(5) }.map {
      Scenario.OutlineNode(item: $0)
    }
    let total = model.allItems.count
    var budget = max(0, min(8, limits.maxItems - total))
    // Now and then an item the data source already holds elsewhere (shown in another section,
    // or hidden in another section's outline): the apply must be refused and change nothing.
    let elsewhere =
      model.sections.filter { $0.id != section.id }.flatMap(\.items)
      + model.outlines.filter { $0.key != section.id }.sorted { $0.key < $1.key }
      .flatMap { _DataSourceModel.all($0.value) }
    func children(_ depth: Int) -> [Scenario.OutlineNode] {
      guard depth < 3, budget > 0 else { return [] }
      var nodes: [Scenario.OutlineNode] = []
      for _ in 0..<int(0...2) where budget > 0 {
        budget -= 1
        let reused = chance(12) ? pick(elsewhere) : nil
        var node = Scenario.OutlineNode(item: reused ?? freshItem())
        node.children = chance(2) ? children(depth + 1) : []
        node.expanded = !node.children.isEmpty && !chance(3)
        nodes.append(node)
      }
      return nodes
    }
    for k in roots.indices where chance(2) {
      roots[k].children = children(1)
      roots[k].expanded = !roots[k].children.isEmpty && !chance(3)
    }
    for node in children(0) { roots.insert(node, at: int(0...roots.count)) }
    // Now and then one item twice (D2: the section snapshot refuses it).
    if chance(16), let twice = pick(roots) {
      roots.insert(Scenario.OutlineNode(item: twice.item), at: int(0...roots.count))
    }
    return .applySectionSnapshot(section: section.id, outline: roots)
  }

  mutating func toggle(_ model: _DataSourceModel) -> Scenario.Step.Operation? {
    func parents(_ nodes: [_DataSourceModel.Node]) -> [String] {
      nodes.flatMap { ($0.children.isEmpty ? [] : [$0.item]) + parents($0.children) }
    }
    let candidates = model.outlines.keys.sorted().flatMap { parents(model.outlines[$0]!) }
    if chance(8) { return pick(model.allItems).map { .toggle(item: $0) } }
    return pick(candidates).map { .toggle(item: $0) }
  }

  /// A drag between any sections, flat or outlines (an item moves with the rows it shows).
  mutating func interactiveMove(_ model: _DataSourceModel) -> Scenario.Step.Operation? {
    let all = Array(model.sections.indices)
    let sources = all.filter { !model.sections[$0].items.isEmpty }
    guard let s = pick(sources), let d = pick(all) else { return nil }
    let from = IndexPath(item: int(0...model.sections[s].items.count - 1), section: s)
    let item = model.sections[s].items[from[1]]
    var rows = 1
    if var nodes = model.outlines[model.sections[s].id],
      let subtree = _DataSourceModel.remove(item, from: &nodes)
    {
      rows = _DataSourceModel.visible([subtree]).count
    }
    let room = model.sections[d].items.count - (s == d ? rows : 0)
    var to = IndexPath(item: int(0...room), section: d)
    if chance(10) { to = IndexPath(item: room + 1, section: d) }
    return .interactiveMove(from: from, to: to, allowed: !chance(8))
  }
}
