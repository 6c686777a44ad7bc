import Foundation
import ListKit
import ListSimulator
import Synchronization

extension _Replay {
  // MARK: Comparing what the step left with what the file expects

  func compareState(_ data: [Scenario.SectionData]) -> String? {
    let counts = view.engine.shownCounts
    // Compared in place; the identities are read only for a state that differs.
    if Self.sameState(data, counts: counts, shows: view.engine.shows) { return nil }
    let identities = view.engine.shownIdentifiers
    // Each side as sections of optional names (nil: only a count is known).
    let want: [(count: Int, items: [String]?)] = data.map {
      switch $0 {
      case .identified(_, let items): (items.count, items)
      case .anonymous(let count): (count, nil)
      }
    }
    let have: [(count: Int, items: [String]?)] = counts.indices.map {
      (counts[$0], identities[$0].map { $0.map(\.description) })
    }
    guard let difference = Self.firstDifference(want, have) else { return nil }
    let total = max(counts.reduce(0, +), want.reduce(0) { $0 + $1.count })
    if total <= Self.printableItems {
      return
        "expected the view to show \(Self.render(data)), it shows \(Self.render(counts: counts, identities: identities)) (\(difference))"
    }
    return "expected the view to show the data of the step (\(total) items): \(difference)"
  }

  /// The cells on screen at the positions of items the step names with a content version must
  /// have been configured with that version.
  func compareContents(_ data: [Scenario.SectionData], _ contents: [String: String]) -> String? {
    guard !contents.isEmpty else { return nil }
    for (s, section) in data.enumerated() {
      guard case .identified(_, let items) = section else { continue }
      for (k, item) in items.enumerated() {
        guard let expected = contents[item] else { continue }
        let path = IndexPath(item: k, section: s)
        guard let cell = view.engine.cell(at: path) else {
          return
            "expected the cell of \(item) at \(path.shortDescription) to show content \"\(expected)\", but no cell is on screen there"
        }
        guard let shown = cell.configuredContent, shown.isSame(as: CellContent(expected)) else {
          return
            "expected the cell of \(item) at \(path.shortDescription) to show content \"\(expected)\", it was configured with \(cell.configuredContent?.description ?? "no content")"
        }
      }
    }
    return nil
  }

  func compareSnapshot(_ snapshot: ScenarioSnapshot, _ data: [Scenario.SectionData]) -> String? {
    // The fast check first, building nothing; the words come only on a mismatch.
    let sections = snapshot.sectionIdentifiers
    var next = 0
    var same = true
    for case .identified(let id, let items) in data {
      guard next < sections.count, sections[next] == id,
        snapshot.itemIdentifiers(inSection: id) == items
      else {
        same = false
        break
      }
      next += 1
    }
    if same && next == sections.count { return nil }
    let want = data.compactMap { section -> (String, [String])? in
      if case .identified(let id, let items) = section { return (id, items) }
      return nil
    }
    let have = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
    guard want.map(\.0) != have.map(\.0) || want.map(\.1) != have.map(\.1) else { return nil }
    let difference: String
    if let s = (0..<min(want.count, have.count)).first(where: { want[$0].0 != have[$0].0 }) {
      difference = "section \(s) is \(have[s].0), expected \(want[s].0)"
    } else if want.count != have.count {
      difference = "\(Self.sections(have.count)), expected \(want.count)"
    } else {
      difference =
        Self.firstDifference(
          want.map { ($0.1.count, $0.1) }, have.map { ($0.1.count, $0.1) }) ?? "they differ"
    }
    let total = max(snapshot.numberOfItems, want.reduce(0) { $0 + $1.1.count })
    if total <= Self.printableItems {
      return
        "expected the snapshot \(Self.render(data)), it is \(Self.render(have.map { .identified(id: $0.0, items: $0.1) })) (\(difference))"
    }
    return "expected the snapshot of the step (\(total) items): \(difference)"
  }

  /// "1 section", "2 sections".
  static func sections(_ count: Int) -> String { "\(count) section\(count == 1 ? "" : "s")" }

  /// Whether the view shows `data` (the fast check; the words come only on a mismatch).
  static func sameState(
    _ data: [Scenario.SectionData], counts: [Int],
    shows: (_ items: [String], _ section: Int) -> Bool?
  ) -> Bool {
    guard counts.count == data.count else { return false }
    for (s, section) in data.enumerated() {
      switch section {
      case .anonymous(let count): if counts[s] != count { return false }
      case .identified(_, let items):
        guard counts[s] == items.count else { return false }
        // `nil`: the view knows only the section's count.
        if shows(items, s) == false { return false }
      }
    }
    return true
  }

  /// The first place two states differ, in words: `section 2, item 17: expected m17, shows m18`.
  static func firstDifference(
    _ want: [(count: Int, items: [String]?)], _ have: [(count: Int, items: [String]?)]
  ) -> String? {
    for s in 0..<min(want.count, have.count) {
      if let w = want[s].items, let h = have[s].items {
        for i in 0..<min(w.count, h.count) where w[i] != h[i] {
          return "section \(s), item \(i): expected \(w[i]), found \(h[i])"
        }
      }
      if want[s].count != have[s].count {
        return "section \(s) has \(have[s].count) items, expected \(want[s].count)"
      }
    }
    if want.count != have.count {
      return "\(Self.sections(have.count)), expected \(want.count)"
    }
    return nil
  }

  static func render(_ nodes: [Scenario.OutlineNode]) -> String {
    "["
      + nodes.map { node in
        var text = node.item + (node.expanded ? "+" : "")
        if !node.children.isEmpty { text += " " + render(node.children) }
        return text
      }.joined(separator: ", ") + "]"
  }

  static func render(_ data: [Scenario.SectionData]) -> String {
    "["
      + data.map {
        switch $0 {
        case .identified(let id, let items): "\(id): [\(items.joined(separator: ", "))]"
        case .anonymous(let count): "\(count) items"
        }
      }.joined(separator: "; ") + "]"
  }

  static func render(counts: [Int], identities: [[ItemIdentity]?]) -> String {
    "["
      + counts.indices.map { s in
        if let ids = identities[s] { return "[\(ids.map(\.description).joined(separator: ", "))]" }
        return "\(counts[s]) items"
      }.joined(separator: "; ") + "]"
  }
}
