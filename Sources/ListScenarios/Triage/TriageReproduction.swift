import Foundation
import ListKit
import ListSimulator

/// How a finding is rebuilt as a scenario: the steps, the releases whose words may match the
/// quoted text (tried in order), and what had to be made up.
struct _TriagePlan {
  var view: ViewKind
  var strict: Bool
  var steps: [Scenario.Step]
  var releases: [UIKitRelease]
  var inferred: [String]
}

extension TriageFinding {
  /// The codes no batch of a scenario raises: triage explains them and rebuilds nothing.
  static let explainedOnly: Set<String> = [
    "globalIndexOutOfRange", "cellWithoutReuseIdentifier", "dequeueUnregistered",
    "dequeueWithoutRequest", "tableSectionMap", "invalidSectionRequest",
    "tooManyUpdateAnimations", "visibleCellsDuringUpdate", "applyDeadlock",
    "applyNotThreadConfined", "snapshotSectionMismatch", "sectionIdentifierNotFound",
    "displayMismatch", "staleContent", "endUpdatesWithoutBeginUpdates", "noDataSource",
    "duplicateOutlineItems", "itemAlreadyExists", "reloadSectionsInBatch",
    "itemChangeInMovedSection", "reconfigureOfChangedItem", "itemChangeInDeletedSection",
    "itemInsertInInsertedSection", "duplicateIndexPath", "reloadDataInBatch",
    "reconfigureItemOutOfRange", "invalidIndexPath", "moveSectionOutOfRange", "moveSectionTwice",
    "moveFromSameIndexPathTwice",
  ]

  /// Why ``plan()`` has no scenario for this finding, in words.
  var whyNotRebuilt: String {
    if !unread.isEmpty {
      return "the text is cut or mangled: it lacks \(unread.joined(separator: ", "))"
    }
    if Self.explainedOnly.contains(code) {
      return code == "itemAlreadyExists"
        ? "recent iOS logs this and moves the existing item into place (not a crash); explained, not rebuilt"
        : "triage explains this one and rebuilds no batch for it"
    }
    if rule == "R2b", let updates = texts["updates"], Self.updates(updates) == nil {
      return
        "the update list could not be read entry by entry (the text shortens or cuts it: \(updates.prefix(80)))"
    }
    if numbers.values.contains(where: { $0 > 1_000_000 })
      || indexPaths.values.contains(where: { $0[0] > 1_000_000 || $0[1] > 1_000_000 })
    {
      return "its numbers are larger than a scenario holds"
    }
    return "the numbers it carries make no batch the simulator would accept as input"
  }

  /// The scenario steps that make the simulator raise this finding, or `nil` when its words do
  /// not carry enough to rebuild one (a truncated message, a rule no batch reaches).
  func plan() -> _TriagePlan? {
    guard unread.isEmpty else { return nil }
    let view = self.view ?? .collection
    var inferred: [String] = []
    if self.view == nil { inferred.append("the kind of view (a collection view is assumed)") }
    let n = numbers
    func anonymous(_ counts: [Int]) -> [Scenario.SectionData] {
      counts.map { .anonymous(count: $0) }
    }
    func counts(_ sections: Int, _ section: Int, _ count: Int) -> [Int] {
      var counts = [Int](repeating: 0, count: sections)
      if counts.indices.contains(section) { counts[section] = count }
      return counts
    }
    func expectFailure() -> Scenario.Expectation {
      Scenario.Expectation(outcome: .rejected, error: code)
    }
    func batch(_ before: [Int], _ update: BatchUpdate, _ after: [Int]) -> [Scenario.Step] {
      [
        Scenario.Step(.reloadData(anonymous(before))),
        Scenario.Step(.batch(update, data: anonymous(after)), expect: expectFailure()),
      ]
    }
    let modern = [UIKitRelease(iOS: IOSVersion(17))]
    let bounded = 1_000_000
    guard n.values.allSatisfy({ $0 <= bounded }),
      indexPaths.values.allSatisfy({ $0[0] <= bounded && $0[1] <= bounded })
    else { return nil }
    var releases = modern
    var steps: [Scenario.Step]
    switch (rule, code) {
    case ("R1", _):
      guard let before = n["before"], let after = n["after"], let inserted = n["inserted"],
        let deleted = n["deleted"], inserted <= after, deleted <= before
      else { return nil }
      inferred.append("which sections were inserted and deleted (the first ones)")
      steps = batch(
        [Int](repeating: 0, count: before),
        BatchUpdate(deleteSections: Array(0..<deleted), insertSections: Array(0..<inserted)),
        [Int](repeating: 0, count: after))
      releases =
        view == .table
        ? [UIKitRelease(iOS: IOSVersion(16, 3)), UIKitRelease(iOS: IOSVersion(12, 4))]
        : [UIKitRelease(iOS: IOSVersion(12, 4)), UIKitRelease(iOS: IOSVersion(16, 3))]
    case ("R2", _):
      guard let section = n["section"], let before = n["before"], let after = n["after"],
        let inserted = n["inserted"], let deleted = n["deleted"]
      else { return nil }
      let movedIn = n["movedIn"] ?? 0
      let movedOut = n["movedOut"] ?? 0
      guard deleted + movedOut <= before, inserted + movedIn <= after else { return nil }
      inferred.append(
        "the other sections (empty) and which \(view.itemsNoun) changed (the first ones)")
      let other = section + 1
      let sections = movedIn + movedOut > 0 ? section + 2 : section + 1
      var beforeCounts = counts(sections, section, before)
      var afterCounts = counts(sections, section, after)
      if movedIn + movedOut > 0 {
        inferred.append("where moved \(view.itemsNoun) came from or went (section \(other))")
        beforeCounts[other] = movedIn
        afterCounts[other] = movedOut
      }
      var moves: [PositionMove<IndexPath>] = []
      for k in 0..<movedIn {
        moves.append(
          PositionMove(
            from: IndexPath(item: k, section: other),
            to: IndexPath(item: inserted + k, section: section)))
      }
      for k in 0..<movedOut {
        moves.append(
          PositionMove(
            from: IndexPath(item: deleted + k, section: section),
            to: IndexPath(item: k, section: other)))
      }
      steps = batch(
        beforeCounts,
        BatchUpdate(
          deleteItems: (0..<deleted).map { IndexPath(item: $0, section: section) },
          insertItems: (0..<inserted).map { IndexPath(item: $0, section: section) },
          moveItems: moves),
        afterCounts)
      if texts["recovering"] != nil {
        releases = [UIKitRelease(iOS: IOSVersion(16, 3))]
        steps[1].expect = Scenario.Expectation(outcome: .recovered, error: code)
      } else {
        releases =
          view == .table
          ? [UIKitRelease(iOS: IOSVersion(16, 3)), UIKitRelease(iOS: IOSVersion(12, 4))]
          : [UIKitRelease(iOS: IOSVersion(12, 4))]
      }
    case ("R2b", _):
      guard let before = Self.list(texts["before"]), let after = Self.list(texts["after"]),
        let updates = texts["updates"], let update = Self.updates(updates)
      else { return nil }
      steps = batch(before, update, after)
      steps[1].expect = Scenario.Expectation(
        outcome: .rejected, error: Self.consolidatedCode(before, update, after))
      releases = [
        UIKitRelease(iOS: texts["when"] == "and/or" ? IOSVersion(16, 4) : IOSVersion(17))
      ]
    case ("R3", _):
      guard let item = n["item"], let section = n["section"] else { return nil }
      if let count = n["count"] {
        let c = counts(section + 1, section, count)
        steps = batch(c, BatchUpdate(insertItems: [IndexPath(item: item, section: section)]), c)
      } else if let sections = n["sections"] {
        let c = [Int](repeating: 0, count: sections)
        steps = batch(c, BatchUpdate(insertItems: [IndexPath(item: item, section: section)]), c)
      } else {
        return nil
      }
    case ("R4", _):
      guard let item = n["item"], let section = n["section"] else { return nil }
      inferred.append("whether the batch deleted or reloaded it (UIKit words a reload as a delete)")
      if let count = n["count"] {
        let c = counts(section + 1, section, count)
        steps = batch(c, BatchUpdate(deleteItems: [IndexPath(item: item, section: section)]), c)
      } else if let sections = n["sections"] {
        let c = [Int](repeating: 0, count: sections)
        steps = batch(c, BatchUpdate(deleteItems: [IndexPath(item: item, section: section)]), c)
      } else {
        return nil
      }
    case ("R5", _):
      guard let section = n["section"], let sections = n["sections"] else { return nil }
      let c = [Int](repeating: 0, count: sections)
      steps = batch(c, BatchUpdate(insertSections: [section]), c)
    case ("R6", _):
      guard let section = n["section"], let sections = n["sections"] else { return nil }
      inferred.append("whether the batch deleted or reloaded the section")
      let c = [Int](repeating: 0, count: sections)
      steps = batch(c, BatchUpdate(deleteSections: [section]), c)
    case ("R13", _):
      guard let from = indexPaths["from"], let count = n["count"], let section = n["section"]
      else { return nil }
      if let to = indexPaths["to"] {
        let sections = max(from[0], to[0]) + 1
        var before = [Int](repeating: 0, count: sections)
        var after = before
        before[from[0]] = from[1] + 1
        after[to[0]] = count
        if from[0] != to[0] { after[from[0]] = from[1] }
        steps = batch(before, BatchUpdate(moveItems: [PositionMove(from: from, to: to)]), after)
      } else {
        let c = counts(section + 1, section, count)
        let target = IndexPath(item: 0, section: section)
        var after = c
        after[section] = max(count, 1)
        steps = batch(c, BatchUpdate(moveItems: [PositionMove(from: from, to: target)]), after)
      }
    case ("R8", _), ("R9", _), ("R10", _):
      if let path = indexPaths["path"] {
        let sections = path[0] + 1
        let before = counts(sections, path[0], path[1] + 2)
        let update: BatchUpdate
        switch rule {
        case "R8": update = BatchUpdate(deleteItems: [path], reloadItems: [path])
        case "R9":
          update = BatchUpdate(
            deleteItems: [path],
            moveItems: [PositionMove(from: path, to: IndexPath(item: 0, section: path[0]))])
        default:
          update = BatchUpdate(
            insertItems: [path],
            moveItems: [
              PositionMove(from: IndexPath(item: path[1] + 1, section: path[0]), to: path)
            ])
        }
        steps = batch(before, update, before)
      } else if let section = n["section"] {
        let c = [Int](repeating: 1, count: section + 2)
        steps = batch(c, BatchUpdate(deleteSections: [section], reloadSections: [section]), c)
      } else {
        return nil
      }
    case ("R16", _), ("R17", _):
      guard let section = n["section"] else { return nil }
      let c = [Int](repeating: 0, count: section + 2)
      let other = section == 0 ? 1 : 0
      let update =
        rule == "R16"
        ? BatchUpdate(
          deleteSections: [section], moveSections: [PositionMove(from: section, to: other)])
        : BatchUpdate(
          insertSections: [section], moveSections: [PositionMove(from: other, to: section)])
      steps = batch(c, update, c)
    case ("R11", _):
      guard let a = indexPaths["first"], let b = indexPaths["second"], let to = indexPaths["to"]
      else { return nil }
      let sections = max(a[0], b[0], to[0]) + 1
      var c = [Int](repeating: 0, count: sections)
      for p in [a, b, to] { c[p[0]] = max(c[p[0]], p[1] + 1) }
      steps = batch(
        c,
        BatchUpdate(moveItems: [PositionMove(from: a, to: to), PositionMove(from: b, to: to)]), c)
    case ("R14", _), ("R15", _):
      guard let section = n["section"] else { return nil }
      // Sections of one item each; the item moves from section 0 into the inserted section
      // (R14), or from the deleted section into another (R15).
      let sections = section + 2
      if rule == "R14" {
        steps = batch(
          [Int](repeating: 1, count: sections - 1),
          BatchUpdate(
            insertSections: [section],
            moveItems: [
              PositionMove(
                from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: section))
            ]), [Int](repeating: 1, count: sections))
      } else {
        steps = batch(
          [Int](repeating: 1, count: sections),
          BatchUpdate(
            deleteSections: [section],
            moveItems: [
              PositionMove(
                from: IndexPath(item: 0, section: section),
                to: IndexPath(item: 0, section: 0))
            ]), [Int](repeating: 1, count: sections - 1))
      }
    case ("D18", _):
      steps = [
        Scenario.Step(.apply([.identified(id: "s", items: ["a", "b"])], animating: false)),
        Scenario.Step(
          .batch(
            BatchUpdate(deleteItems: [IndexPath(item: 0, section: 0)]),
            data: [.identified(id: "s", items: ["b"])]), expect: expectFailure()),
      ]
    case ("D1", _), ("D3", _):
      let ids = Self.identifiers(texts["identifiers"]) ?? ["a"]
      if texts["identifiers"] == nil {
        inferred.append("the duplicated identifiers (not in the text: a placeholder)")
      }
      let actions: [Scenario.Action] =
        rule == "D1"
        ? [.appendSections(["s"]), .appendItems(ids + ids, toSection: nil)]
        : [.appendSections(ids + ids)]
      steps = [Scenario.Step(.edit(actions, apply: true, animating: true), expect: expectFailure())]
      if rule == "D1", texts["identifiers"] == nil {
        releases = [UIKitRelease(iOS: IOSVersion(13, 3))]
      } else if rule == "D3", texts["identifiers"] == nil {
        releases = [UIKitRelease(iOS: IOSVersion(14)), UIKitRelease(iOS: IOSVersion(13, 3))]
      }
    case ("D4", _):
      steps = [
        Scenario.Step(
          .edit([.appendSections(["s"]), .appendSections(["s"])], apply: true, animating: true),
          expect: expectFailure())
      ]
      if n["count"] == nil { releases = [UIKitRelease(iOS: IOSVersion(16))] }
      inferred.append("the section identifier (a placeholder)")
    case ("D9", _):
      let identifier = texts["identifier"] ?? "a"
      steps = [
        Scenario.Step(.apply([.identified(id: identifier, items: ["x"])], animating: false)),
        Scenario.Step(
          .edit(
            [.insertSections([identifier], before: identifier, after: nil)], apply: true,
            animating: true),
          expect: expectFailure()),
      ]
      releases = [UIKitRelease(iOS: IOSVersion(17)), UIKitRelease(iOS: IOSVersion(18))]
    case ("D12", _):
      steps = [
        Scenario.Step(.apply([.identified(id: "s", items: ["x", "y"])], animating: false)),
        Scenario.Step(
          .edit([.moveItem("x", before: "x", after: nil)], apply: true, animating: true),
          expect: expectFailure()),
      ]
      inferred.append("the item (a placeholder)")
    case ("D5", _):
      steps = [
        Scenario.Step(
          .edit([.appendItems(["a"], toSection: nil)], apply: true, animating: true),
          expect: expectFailure())
      ]
    case ("D13", _), ("D14", _), ("D15", _):
      let identifier = texts["identifier"] ?? "ghost"
      let action: Scenario.Action =
        switch rule {
        case "D13": .reloadItems([identifier])
        case "D14": .reconfigureItems([identifier])
        default: .reloadSections([identifier])
        }
      steps = [
        Scenario.Step(.apply([.identified(id: "a", items: ["x"])], animating: false)),
        Scenario.Step(.edit([action], apply: true, animating: true), expect: expectFailure()),
      ]
      if rule == "D15", quoted.hasPrefix("Invalid section identifier") {
        releases = [UIKitRelease(iOS: IOSVersion(14))]
      }
      if rule == "D13", quoted.hasPrefix("Invalid item identifier") {
        inferred.append(
          "UIKit checked this mark when applying (2020–2022 releases); the simulator refuses the mark itself, with today's words"
        )
      }
    default:
      return nil
    }
    return _TriagePlan(
      view: view, strict: false, steps: steps, releases: releases, inferred: inferred)
  }

  /// `"3, 0, 12"` → `[3, 0, 12]`.
  static func list(_ text: String?) -> [Int]? {
    guard let text else { return nil }
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if parts.isEmpty { return [] }
    let values = parts.compactMap { Int($0) }
    guard values.count == parts.count, values.allSatisfy({ $0 >= 0 && $0 <= 1_000_000 }) else {
      return nil
    }
    return values
  }

  /// The identifiers of a set description `{( a, "b c" )}`, unquoted.
  static func identifiers(_ text: String?) -> [String]? {
    guard let text else { return nil }
    let items = text.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
        in: CharacterSet(charactersIn: "\""))
    }.filter { !$0.isEmpty }
    return items.isEmpty ? nil : items
  }

  /// The batch of a consolidated text's update list (`Delete item (0 - 1), Insert row (2 - 0),
  /// Delete section 1, Move item (0 - 1) -> (0 - 2)`); `nil` for an entry it cannot read.
  static func updates(_ text: String) -> BatchUpdate? {
    var update = BatchUpdate()
    var deleteSections: [Int] = []
    var insertSections: [Int] = []
    var reloadSections: [Int] = []
    var moveSections: [PositionMove<Int>] = []
    var deleteItems: [IndexPath] = []
    var insertItems: [IndexPath] = []
    var reloadItems: [IndexPath] = []
    var reconfigureItems: [IndexPath] = []
    var moveItems: [PositionMove<IndexPath>] = []
    let entries = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    for entry in entries {
      if let m = entry.wholeMatch(
        of: /(Delete|Insert|Reload|Reconfigure) (?:item|row) \((\d+) - (\d+)\)/)
      {
        guard let s = Int(m.output.2), let i = Int(m.output.3) else { return nil }
        let path = IndexPath(item: i, section: s)
        switch m.output.1 {
        case "Delete": deleteItems.append(path)
        case "Insert": insertItems.append(path)
        case "Reload": reloadItems.append(path)
        default: reconfigureItems.append(path)
        }
      } else if let m = entry.wholeMatch(of: /(Delete|Insert|Reload) section (\d+)/) {
        guard let s = Int(m.output.2) else { return nil }
        switch m.output.1 {
        case "Delete": deleteSections.append(s)
        case "Insert": insertSections.append(s)
        default: reloadSections.append(s)
        }
      } else if let m = entry.wholeMatch(of: /Move section (\d+) -> (\d+)/) {
        guard let a = Int(m.output.1), let b = Int(m.output.2) else { return nil }
        moveSections.append(PositionMove(from: a, to: b))
      } else if let m = entry.wholeMatch(
        of: /Move (?:item|row) \((\d+) - (\d+)\) -> \((\d+) - (\d+)\)/)
      {
        guard let a = Int(m.output.1), let b = Int(m.output.2), let c = Int(m.output.3),
          let d = Int(m.output.4)
        else { return nil }
        moveItems.append(
          PositionMove(from: IndexPath(item: b, section: a), to: IndexPath(item: d, section: c)))
      } else {
        return nil
      }
    }
    update = BatchUpdate(
      deleteSections: deleteSections, insertSections: insertSections,
      reloadSections: reloadSections, moveSections: moveSections, deleteItems: deleteItems,
      insertItems: insertItems, reloadItems: reloadItems, reconfigureItems: reconfigureItems,
      moveItems: moveItems)
    return update
  }

  /// `invalidSectionCount` when the section counts do not add up, else `invalidItemCount`.
  static func consolidatedCode(_ before: [Int], _ update: BatchUpdate, _ after: [Int]) -> String {
    before.count + update.insertSections.count - update.deleteSections.count == after.count
      ? "invalidItemCount" : "invalidSectionCount"
  }
}
