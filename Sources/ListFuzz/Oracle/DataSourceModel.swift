import Foundation
import ListKit
import ListScenarios
import ListSimulator

/// The fuzzer's model of a diffable data source, written from the documented behaviour with
/// plain arrays: no snapshot, diff or validator code of the package is used, so that it can
/// serve as the oracle of the engine and the data source.
///
/// It knows what every snapshot edit does (and which error it raises), what an apply, a section
/// snapshot apply, an outline toggle and an interactive move leave behind, and how many moves a
/// minimal changeset makes.
struct _DataSourceModel: Sendable {
  struct Section: Sendable, Hashable {
    var id: String
    var items: [String]
  }

  /// One node of a section's outline.
  struct Node: Sendable, Hashable {
    var item: String
    var expanded: Bool
    var children: [Node]
  }

  /// What the data source holds: sections and the items they show.
  var sections: [Section] = []
  /// Sections that were given a section snapshot which still describes them.
  var outlines: [String: [Node]] = [:]
  /// Whether an inserted item that exists is an error (strict) or moves into place.
  var strict = true

  var data: [Scenario.SectionData] {
    sections.map { .identified(id: $0.id, items: $0.items) }
  }

  init(strict: Bool) { self.strict = strict }

  // MARK: Looking things up

  func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }

  func place(of item: String) -> (section: Int, item: Int)? {
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(of: item) { return (s, i) }
    }
    return nil
  }

  var allItems: [String] { sections.flatMap(\.items) }

  static func hasRepeats(_ values: [String]) -> Bool { Set(values).count != values.count }

  // MARK: Snapshot edits

  /// The marks an edit leaves on the snapshot it builds.
  struct Marks: Sendable {
    var reloadedItems: Set<String> = []
    var reconfiguredItems: Set<String> = []
    var reloadedSections: Set<String> = []
    var isEmpty: Bool {
      reloadedItems.isEmpty && reconfiguredItems.isEmpty && reloadedSections.isEmpty
    }
  }

  /// Runs one snapshot edit on `sections`; returns the error code it raises (and then changes
  /// nothing).
  static func run(
    _ action: Scenario.Action, on sections: inout [Section], marks: inout Marks, strict: Bool
  ) -> String? {
    func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }
    func place(_ item: String) -> (Int, Int)? {
      for (s, section) in sections.enumerated() {
        if let i = section.items.firstIndex(of: item) { return (s, i) }
      }
      return nil
    }
    func removeItems(_ items: [String]) {
      for s in sections.indices { sections[s].items.removeAll { items.contains($0) } }
    }
    func dropMarks(of items: [String]) {
      for item in items {
        marks.reloadedItems.remove(item)
        marks.reconfiguredItems.remove(item)
      }
    }
    switch action {
    case .appendSections(let ids):
      if hasRepeats(ids) || ids.contains(where: { sectionIndex($0) != nil }) {
        return "duplicateSectionIdentifiers"
      }
      sections += ids.map { Section(id: $0, items: []) }
    case .insertSections(let ids, let before, let after):
      guard let anchor = sectionIndex(before ?? after ?? "") else { return "unknownSection" }
      if hasRepeats(ids) || ids.contains(where: { sectionIndex($0) != nil }) {
        return "duplicateSectionIdentifiers"
      }
      sections.insert(
        contentsOf: ids.map { Section(id: $0, items: []) }, at: before != nil ? anchor : anchor + 1)
    case .deleteSections(let ids):
      // UIKit skips identifiers it cannot find (no exception).
      for id in ids {
        if let s = sectionIndex(id) {
          dropMarks(of: sections[s].items)
          sections.remove(at: s)
        }
        marks.reloadedSections.remove(id)
      }
    case .moveSection(let id, let before, let after):
      guard let from = sectionIndex(id), sectionIndex(before ?? after ?? "") != nil else {
        return "unknownSection"
      }
      if id == before ?? after { return nil }
      let moved = sections.remove(at: from)
      let anchor = sectionIndex(before ?? after ?? "")!
      sections.insert(moved, at: before != nil ? anchor : anchor + 1)
    case .reloadSections(let ids):
      guard ids.allSatisfy({ sectionIndex($0) != nil }) else { return "unknownSection" }
      marks.reloadedSections.formUnion(ids)
    case .appendItems(let ids, let section):
      guard !sections.isEmpty else { return "noSections" }
      guard let target = section.map(sectionIndex) ?? sections.count - 1 else {
        return "unknownSection"
      }
      if hasRepeats(ids) { return "duplicateItemIdentifiers" }
      let existing = ids.filter { place($0) != nil }
      if !existing.isEmpty && strict { return "itemAlreadyExists" }
      removeItems(existing)
      sections[target].items += ids
    case .insertItems(let ids, let before, let after):
      let anchorItem = before ?? after ?? ""
      guard place(anchorItem) != nil else { return "unknownItem" }
      if hasRepeats(ids) { return "duplicateItemIdentifiers" }
      if ids.contains(anchorItem) { return "itemAlreadyExists" }
      let existing = ids.filter { place($0) != nil }
      if !existing.isEmpty && strict { return "itemAlreadyExists" }
      removeItems(existing)
      let (s, i) = place(anchorItem)!
      sections[s].items.insert(contentsOf: ids, at: before != nil ? i : i + 1)
    case .deleteItems(let ids):
      // UIKit skips identifiers it cannot find (no exception).
      removeItems(ids)
      dropMarks(of: ids)
    case .deleteAllItems:
      sections = []
      marks = Marks()
    case .moveItem(let id, let before, let after):
      let anchorItem = before ?? after ?? ""
      guard place(id) != nil, place(anchorItem) != nil else { return "unknownItem" }
      if id == anchorItem { return "itemRelativeToItself" }
      removeItems([id])
      let (s, i) = place(anchorItem)!
      sections[s].items.insert(id, at: before != nil ? i : i + 1)
    case .reloadItems(let ids):
      guard ids.allSatisfy({ place($0) != nil }) else { return "reloadUnknownItem" }
      marks.reloadedItems.formUnion(ids)
    case .reconfigureItems(let ids):
      guard ids.allSatisfy({ place($0) != nil }) else { return "reconfigureUnknownItem" }
      marks.reconfiguredItems.formUnion(ids)
    }
    return nil
  }

  // MARK: Applying

  /// The data source now holds `new`: outlines that no longer describe their section are
  /// replaced by the flat list (kept only where the section shows exactly the outline's visible
  /// items).
  mutating func commit(_ new: [Section]) {
    sections = new
    guard !outlines.isEmpty else { return }
    outlines = outlines.filter { id, nodes in
      guard let s = sectionIndex(id) else { return false }
      return sections[s].items == Self.visible(nodes)
    }
  }

  /// The items an outline shows, depth first (children of collapsed items hidden).
  static func visible(_ nodes: [Node]) -> [String] {
    nodes.flatMap { node in [node.item] + (node.expanded ? visible(node.children) : []) }
  }

  /// Every item of an outline, shown or hidden.
  static func all(_ nodes: [Node]) -> [String] {
    nodes.flatMap { [$0.item] + all($0.children) }
  }

  /// Removes the node of `item` (with its subtree) from wherever it is in `nodes`.
  static func remove(_ item: String, from nodes: inout [Node]) -> Node? {
    if let k = nodes.firstIndex(where: { $0.item == item }) { return nodes.remove(at: k) }
    for k in nodes.indices {
      if let found = remove(item, from: &nodes[k].children) { return found }
    }
    return nil
  }

  /// Inserts `node` as the sibling just before the node of `anchor`.
  static func insert(_ node: Node, before anchor: String, in nodes: inout [Node]) {
    _ = place(node, beside: anchor, offset: 0, in: &nodes)
  }

  /// Inserts `node` as the sibling just after the node of `anchor`.
  static func insert(_ node: Node, after anchor: String, in nodes: inout [Node]) {
    _ = place(node, beside: anchor, offset: 1, in: &nodes)
  }

  static func place(_ node: Node, beside anchor: String, offset: Int, in nodes: inout [Node])
    -> Bool
  {
    if let k = nodes.firstIndex(where: { $0.item == anchor }) {
      nodes.insert(node, at: k + offset)
      return true
    }
    for k in nodes.indices where place(node, beside: anchor, offset: offset, in: &nodes[k].children)
    {
      return true
    }
    return false
  }

  /// Flips the expansion of `item`; `false` when it is not in `nodes`.
  static func toggle(_ item: String, in nodes: inout [Node]) -> Bool {
    for k in nodes.indices {
      if nodes[k].item == item {
        nodes[k].expanded.toggle()
        return true
      }
      if toggle(item, in: &nodes[k].children) { return true }
    }
    return false
  }

  // MARK: Minimal moves

  /// The length of a longest increasing subsequence, the slow obvious way (O(n²)).
  static func longestIncreasing(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  /// The section and item moves of a minimal changeset from `old` to `new`: sections kept
  /// outside a longest run in order; items that stay in their section outside such a run, plus
  /// every item that changes between surviving sections.
  static func minimalMoves(from old: [Section], to new: [Section]) -> (sections: Int, items: Int) {
    let oldIDs = old.map(\.id)
    let kept = new.map(\.id).compactMap { oldIDs.firstIndex(of: $0) }
    let sectionMoves = kept.count - longestIncreasing(kept)
    // Every old item's section (its position in `old`) and position there.
    var oldPlace = [String: (section: Int, item: Int)](
      minimumCapacity: old.reduce(0) { $0 + $1.items.count })
    for (s, section) in old.enumerated() {
      for (i, item) in section.items.enumerated() { oldPlace[item] = (s, i) }
    }
    let newIDs = Set(new.map(\.id))
    var itemMoves = 0
    for section in new {
      guard let o = oldIDs.firstIndex(of: section.id) else { continue }
      var positions: [Int] = []
      for item in section.items {
        guard let from = oldPlace[item] else { continue }
        if from.section == o {
          positions.append(from.item)
        } else if newIDs.contains(oldIDs[from.section]) {
          itemMoves += 1
        }
      }
      itemMoves += positions.count - longestIncreasing(positions)
    }
    return (sectionMoves, itemMoves)
  }
}
