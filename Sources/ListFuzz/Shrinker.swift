import Foundation
import ListKit
import ListScenarios
import ListSimulator

extension FuzzProgram {
  /// Replaces the operations and their content versions.
  mutating func set(_ steps: [(Scenario.Step.Operation, [String: String])]) {
    operations = steps.map(\.0)
    contents = steps.map(\.1)
  }
}

/// Shrinks a failing program to a small one that fails the same way (the same
/// ``ScenarioReport/signature``): fewer operations, simpler operations, fewer sections and items,
/// shorter identifiers. Each candidate gets fresh expectations from the oracle.
struct _Shrinker {
  let signature: String
  /// The most candidates tried.
  var budget = 3000

  init(signature: String) { self.signature = signature }

  typealias Operation = Scenario.Step.Operation

  func fails(_ program: FuzzProgram) async -> Bool {
    let (_, report) = await Fuzzer.check(program)
    return report.signature == signature
  }

  mutating func shrink(_ start: FuzzProgram) async -> FuzzProgram {
    var best = start
    var progress = true
    while progress && budget > 0 {
      progress = false
      // Fewer operations: chunks, halving (each with its content versions).
      let before = best.operations.count
      var candidate = best
      var remaining = budget
      let steps = await _shrinkList(Self.steps(best), budget: &remaining) { steps in
        candidate.set(steps)
        return await fails(candidate)
      }
      best.set(steps)
      budget = remaining
      if best.operations.count < before { progress = true }
      // Simpler operations, and operations without content versions.
      var k = 0
      while k < best.operations.count && budget > 0 {
        var simpler = Self.simplifications(best.operations[k]).map { ($0, best.contents(at: k)) }
        if !best.contents(at: k).isEmpty { simpler.insert((best.operations[k], [:]), at: 0) }
        for (operation, contents) in simpler where budget > 0 {
          var candidate = best
          candidate.set(Self.steps(best))
          candidate.operations[k] = operation
          candidate.contents[k] = contents
          budget -= 1
          if await fails(candidate) {
            best = candidate
            progress = true
            break
          }
        }
        k += 1
      }
      // Fewer identifiers (data-source programs: index paths of batches do not follow names).
      if best.target != .view {
        for id in Self.identifiers(best) where budget > 0 {
          var candidate = best
          candidate.set(
            Self.steps(best).compactMap { step in
              Self.map(step.0, item: { $0 == id ? nil : $0 }, section: { $0 == id ? nil : $0 })
                .map { ($0, step.1.filter { $0.key != id }) }
            })
          budget -= 1
          if await fails(candidate) {
            best = candidate
            progress = true
          }
        }
      }
    }
    // Short names.
    let renamed = Self.renamed(best)
    if renamed != best, await fails(renamed) { best = renamed }
    return best
  }

  // MARK: Simplifications

  /// Simpler versions of one operation, simplest first.
  static func simplifications(_ operation: Operation) -> [Operation] {
    switch operation {
    case .edit(let actions, let apply, let animating):
      var result: [Operation] = []
      if actions.count > 1 {
        for k in actions.indices {
          var fewer = actions
          fewer.remove(at: k)
          result.append(.edit(fewer, apply: apply, animating: animating))
        }
      }
      if !animating { result.append(.edit(actions, apply: apply, animating: true)) }
      return result
    case .apply(let data, let animating, let marks):
      var result: [Operation] = []
      if !marks.isEmpty {
        result.append(.apply(data, animating: animating, marks: Scenario.Marks()))
        if !marks.reloadItems.isEmpty {
          var m = marks
          m.reloadItems = []
          result.append(.apply(data, animating: animating, marks: m))
        }
        if !marks.reconfigureItems.isEmpty {
          var m = marks
          m.reconfigureItems = []
          result.append(.apply(data, animating: animating, marks: m))
        }
        if !marks.reloadSections.isEmpty {
          var m = marks
          m.reloadSections = []
          result.append(.apply(data, animating: animating, marks: m))
        }
      }
      if !animating { result.append(.apply(data, animating: true, marks: marks)) }
      return result
    case .applyConcurrently(let snapshots, let cancelled):
      var result: [Operation] = []
      if !cancelled.isEmpty { result.append(.applyConcurrently(snapshots, cancelled: [])) }
      if snapshots.count > 1 {
        for k in snapshots.indices {
          var fewer = snapshots
          fewer.remove(at: k)
          let shifted = cancelled.filter { $0 != k }.map { $0 > k ? $0 - 1 : $0 }.filter {
            $0 >= 1 && $0 < fewer.count
          }
          result.append(.applyConcurrently(fewer, cancelled: shifted))
        }
        result.append(.apply(snapshots.last!, animating: true))
      }
      return result
    case .batch(let batch, let data):
      return batchSimplifications(batch).map { .batch($0, data: data) }
    case .applySectionSnapshot(let section, let nodes):
      var result: [Operation] = []
      let flat = nodes.map { Scenario.OutlineNode(item: $0.item) }
      if flat != nodes { result.append(.applySectionSnapshot(section: section, outline: flat)) }
      return result
    default:
      return []
    }
  }

  /// The batch without one of its operations, each in turn.
  static func batchSimplifications(_ batch: BatchUpdate) -> [BatchUpdate] {
    var result: [BatchUpdate] = []
    func without<T>(_ keyPath: WritableKeyPath<BatchUpdate, [T]>) {
      for k in batch[keyPath: keyPath].indices {
        var smaller = batch
        smaller[keyPath: keyPath].remove(at: k)
        result.append(smaller)
      }
    }
    without(\.deleteSections)
    without(\.insertSections)
    without(\.reloadSections)
    without(\.moveSections)
    without(\.deleteItems)
    without(\.insertItems)
    without(\.reloadItems)
    without(\.reconfigureItems)
    without(\.moveItems)
    if batch.reloadData {
      var smaller = batch
      smaller.reloadData = false
      result.append(smaller)
    }
    return result
  }

  // MARK: Identifiers

  /// Every identifier the program names (items and sections), in order of first use.
  static func identifiers(_ program: FuzzProgram) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for operation in program.operations {
      _ = map(
        operation,
        item: {
          if seen.insert($0).inserted { result.append($0) }
          return $0
        },
        section: {
          if seen.insert($0).inserted { result.append($0) }
          return $0
        })
    }
    return result
  }

  /// Each operation with its content versions.
  static func steps(_ program: FuzzProgram) -> [(Operation, [String: String])] {
    program.operations.indices.map { (program.operations[$0], program.contents(at: $0)) }
  }

  /// Short names: items `a`, `b`, …, sections `A`, `B`, … in order of first use.
  static func renamed(_ program: FuzzProgram) -> FuzzProgram {
    var items: [String: String] = [:]
    var sections: [String: String] = [:]
    var result = program
    result.set(
      steps(program).compactMap { step -> (Operation, [String: String])? in
        let renamed = map(
          step.0,
          item: { id in
            if let known = items[id] { return known }
            let fresh = _shortName(items.count, upper: false)
            items[id] = fresh
            return fresh
          },
          section: { id in
            if program.target == .view { return id }
            if let known = sections[id] { return known }
            let fresh = _shortName(sections.count, upper: true)
            sections[id] = fresh
            return fresh
          })
        // Content versions follow their items' new names (their items were named just now).
        return renamed.map { operation in
          (
            operation,
            Dictionary(
              step.1.compactMap { key, value in items[key].map { ($0, value) } },
              uniquingKeysWith: { a, _ in a })
          )
        }
      })
    return result
  }

  /// The operation with identifiers renamed; `nil` from a rename removes the identifier (lists
  /// lose it; an action that cannot do without it is dropped; an operation left with nothing to
  /// do is dropped).
  static func map(
    _ operation: Operation, item: (String) -> String?, section: (String) -> String?
  ) -> Operation? {
    func data(_ data: [Scenario.SectionData]) -> [Scenario.SectionData] {
      data.compactMap {
        switch $0 {
        case .identified(let id, let items):
          guard let id = section(id) else { return nil }
          return .identified(id: id, items: items.compactMap(item))
        case .anonymous: return $0
        }
      }
    }
    func nodes(_ nodes: [Scenario.OutlineNode]) -> [Scenario.OutlineNode] {
      nodes.compactMap { node in
        guard let id = item(node.item) else { return nil }
        return Scenario.OutlineNode(
          item: id, expanded: node.expanded, children: Self.map(node.children, item))
      }
    }
    switch operation {
    case .reloadData(let d): return .reloadData(data(d))
    case .setData(let d): return .setData(data(d))
    case .expectState(let d): return .expectState(data(d))
    case .expectSnapshot(let d): return .expectSnapshot(data(d))
    case .applyUsingReloadData(let d): return .applyUsingReloadData(data(d))
    case .batch(let batch, let d): return .batch(batch, data: d.map(data))
    case .apply(let d, let animating, let marks):
      return .apply(
        data(d), animating: animating,
        marks: Scenario.Marks(
          reloadItems: marks.reloadItems.compactMap(item),
          reconfigureItems: marks.reconfigureItems.compactMap(item),
          reloadSections: marks.reloadSections.compactMap(section)))
    case .applyConcurrently(let snapshots, let cancelled):
      return .applyConcurrently(snapshots.map(data), cancelled: cancelled)
    case .applySectionSnapshot(let s, let outline):
      guard let s = section(s) else { return nil }
      return .applySectionSnapshot(section: s, outline: map(outline, item))
    case .expectSectionSnapshot(let s, let outline):
      guard let s = section(s) else { return nil }
      return .expectSectionSnapshot(section: s, outline: map(outline, item))
    case .toggle(let i):
      return item(i).map { .toggle(item: $0) }
    case .edit(let actions, let apply, let animating):
      let mapped = actions.compactMap { map($0, item: item, section: section) }
      return mapped.isEmpty ? nil : .edit(mapped, apply: apply, animating: animating)
    case .invalidateLayout, .interactiveMove, .requestSupplementaryView: return operation
    }
  }

  static func map(_ nodes: [Scenario.OutlineNode], _ item: (String) -> String?)
    -> [Scenario.OutlineNode]
  {
    nodes.compactMap { node in
      guard let id = item(node.item) else { return nil }
      return Scenario.OutlineNode(
        item: id, expanded: node.expanded, children: map(node.children, item))
    }
  }

  static func map(
    _ action: Scenario.Action, item: (String) -> String?, section: (String) -> String?
  )
    -> Scenario.Action?
  {
    func list(_ ids: [String], _ f: (String) -> String?) -> [String]? {
      let mapped = ids.compactMap(f)
      return mapped.isEmpty ? nil : mapped
    }
    func anchor(_ id: String?, _ f: (String) -> String?) -> String?? {
      guard let id else { return .some(nil) }
      guard let mapped = f(id) else { return nil }
      return .some(mapped)
    }
    switch action {
    case .appendSections(let ids): return list(ids, section).map { .appendSections($0) }
    case .insertSections(let ids, let before, let after):
      guard let ids = list(ids, section), let b = anchor(before, section),
        let a = anchor(after, section)
      else { return nil }
      return .insertSections(ids, before: b, after: a)
    case .deleteSections(let ids): return list(ids, section).map { .deleteSections($0) }
    case .moveSection(let id, let before, let after):
      guard let id = section(id), let b = anchor(before, section), let a = anchor(after, section)
      else { return nil }
      return .moveSection(id, before: b, after: a)
    case .reloadSections(let ids): return list(ids, section).map { .reloadSections($0) }
    case .appendItems(let ids, let to):
      guard let ids = list(ids, item), let to = anchor(to, section) else { return nil }
      return .appendItems(ids, toSection: to)
    case .insertItems(let ids, let before, let after):
      guard let ids = list(ids, item), let b = anchor(before, item), let a = anchor(after, item)
      else { return nil }
      return .insertItems(ids, before: b, after: a)
    case .deleteItems(let ids): return list(ids, item).map { .deleteItems($0) }
    case .deleteAllItems: return .deleteAllItems
    case .moveItem(let id, let before, let after):
      guard let id = item(id), let b = anchor(before, item), let a = anchor(after, item) else {
        return nil
      }
      return .moveItem(id, before: b, after: a)
    case .reloadItems(let ids): return list(ids, item).map { .reloadItems($0) }
    case .reconfigureItems(let ids): return list(ids, item).map { .reconfigureItems($0) }
    }
  }
}

/// The `n`-th short name: `a` … `z`, then `a1` … (`A` … with `upper`).
func _shortName(_ n: Int, upper: Bool) -> String {
  let letters = Array(upper ? "ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "abcdefghijklmnopqrstuvwxyz")
  return String(letters[n % 26]) + (n >= 26 ? "\(n / 26)" : "")
}
