import Foundation
import ListKit
import ListSimulator

extension Scenario {
  /// The scenario as JSON that ``Scenario/parse(_:)`` and `listkit replay` read back unchanged:
  /// one step per line, keys in the format's order, defaults left out.
  public func jsonText() -> String {
    var lines = ["{"]
    for pair in header {
      lines.append("  \(JSONValue.string(pair.key).jsonText): \(pair.value.jsonText),")
    }
    lines.append("  \"steps\": [")
    let steps = self.steps.map { "    " + _Encoder.step($0).jsonText }
    lines.append(steps.joined(separator: ",\n"))
    lines.append("  ]")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The scenario as one JSON value (the same keys and steps as ``jsonText()``), for embedding
  /// in another document; ``Scenario/init(json:)`` reads it back.
  public var jsonValue: JSONValue {
    .object(header + [("steps", .array(steps.map(_Encoder.step)))])
  }

  /// The keys before `steps`, in the format's order, defaults left out.
  var header: [(key: String, value: JSONValue)] {
    var header: [(key: String, value: JSONValue)] = [("name", .string(name))]
    if let about { header.append(("about", .string(about))) }
    if view != .collection { header.append(("view", .string(view.rawValue))) }
    if profile != .classic { header.append(("profile", .string(profile.rawValue))) }
    if !strict { header.append(("strict", .bool(false))) }
    if let iOSVersion { header.append(("iOS", .string(iOSVersion.description))) }
    if let linkedSDK { header.append(("linkedSDK", .string(linkedSDK.description))) }
    if !inWindow { header.append(("window", .bool(false))) }
    return header
  }

  /// Writes ``jsonText()`` to a file.
  public func write(to url: URL) throws {
    try Data(jsonText().utf8).write(to: url, options: .atomic)
  }

  /// A section snapshot as outline nodes (its roots, each with its children and expansion).
  public static func outline(_ snapshot: DiffableDataSourceSectionSnapshot<String>)
    -> [OutlineNode]
  {
    func nodes(_ items: [String]) -> [OutlineNode] {
      items.map {
        OutlineNode(
          item: $0, expanded: snapshot.isExpanded($0), children: nodes(snapshot.children(of: $0)))
      }
    }
    return nodes(snapshot.rootItems)
  }

  /// Scenario data for a snapshot of any identifier types (identifiers written with
  /// `String(describing:)`).
  public static func data<S, I>(_ snapshot: DiffableDataSourceSnapshot<S, I>) -> [SectionData] {
    snapshot.sectionIdentifiers.map { section in
      .identified(
        id: String(describing: section),
        items: snapshot.itemIdentifiers(inSection: section).map { String(describing: $0) })
    }
  }
}

/// Scenario values as JSON, the inverse of `_Decoder`.
enum _Encoder {
  typealias Pairs = [(key: String, value: JSONValue)]

  static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
  static func ints(_ values: [Int]) -> JSONValue { .array(values.map(JSONValue.integer)) }
  static func path(_ p: IndexPath) -> JSONValue {
    .array(p.map(JSONValue.integer))
  }

  static func sections(_ data: [Scenario.SectionData], contents: [String: String] = [:])
    -> JSONValue
  {
    .array(
      data.map {
        switch $0 {
        case .identified(let id, let items):
          .object([
            ("id", .string(id)),
            (
              "items",
              .array(
                items.map { item in
                  contents[item].map {
                    .object([("id", .string(item)), ("content", .string($0))])
                  } ?? .string(item)
                })
            ),
          ])
        case .anonymous(let count): .integer(count)
        }
      })
  }

  static func outline(_ nodes: [Scenario.OutlineNode]) -> JSONValue {
    .array(
      nodes.map { node in
        var pairs: Pairs = [("item", .string(node.item))]
        if node.expanded { pairs.append(("expanded", .bool(true))) }
        if !node.children.isEmpty { pairs.append(("children", outline(node.children))) }
        return .object(pairs)
      })
  }

  /// A batch with the format's `UPDATES` keys (empty ones left out).
  static func updates(_ batch: BatchUpdate) -> JSONValue {
    var pairs: Pairs = []
    func add(_ key: String, _ values: [JSONValue]) {
      if !values.isEmpty { pairs.append((key, .array(values))) }
    }
    add("deleteSections", batch.deleteSections.map(JSONValue.integer))
    add("insertSections", batch.insertSections.map(JSONValue.integer))
    add("reloadSections", batch.reloadSections.map(JSONValue.integer))
    add("moveSections", batch.moveSections.map { ints([$0.from, $0.to]) })
    add("deleteItems", batch.deleteItems.map(path))
    add("insertItems", batch.insertItems.map(path))
    add("reloadItems", batch.reloadItems.map(path))
    add("reconfigureItems", batch.reconfigureItems.map(path))
    add("moveItems", batch.moveItems.map { .array([path($0.from), path($0.to)]) })
    if batch.reloadData { pairs.append(("reloadData", .bool(true))) }
    return .object(pairs)
  }

  static func action(_ action: Scenario.Action) -> JSONValue {
    func anchored(
      _ key: String, _ value: JSONValue, _ before: String?, _ after: String?, _ noun: String
    )
      -> JSONValue
    {
      var pairs: Pairs = [(key, value)]
      if let before { pairs.append(("before\(noun)", .string(before))) }
      if let after { pairs.append(("after\(noun)", .string(after))) }
      return .object(pairs)
    }
    switch action {
    case .appendSections(let ids): return .object([("appendSections", strings(ids))])
    case .insertSections(let ids, let before, let after):
      return anchored("insertSections", strings(ids), before, after, "Section")
    case .deleteSections(let ids): return .object([("deleteSections", strings(ids))])
    case .moveSection(let id, let before, let after):
      return anchored("moveSection", .string(id), before, after, "Section")
    case .reloadSections(let ids): return .object([("reloadSections", strings(ids))])
    case .appendItems(let ids, let section):
      var pairs: Pairs = [("appendItems", strings(ids))]
      if let section { pairs.append(("toSection", .string(section))) }
      return .object(pairs)
    case .insertItems(let ids, let before, let after):
      return anchored("insertItems", strings(ids), before, after, "Item")
    case .deleteItems(let ids): return .object([("deleteItems", strings(ids))])
    case .deleteAllItems: return .object([("deleteAllItems", .bool(true))])
    case .moveItem(let id, let before, let after):
      return anchored("moveItem", .string(id), before, after, "Item")
    case .reloadItems(let ids): return .object([("reloadItems", strings(ids))])
    case .reconfigureItems(let ids): return .object([("reconfigureItems", strings(ids))])
    }
  }

  static func expectation(_ expect: Scenario.Expectation) -> JSONValue? {
    guard expect != Scenario.Expectation() else { return nil }
    var pairs: Pairs = [("outcome", .string(expect.outcome.rawValue))]
    if let error = expect.error { pairs.append(("error", .string(error))) }
    if let message = expect.message { pairs.append(("message", .string(message))) }
    if let changes = expect.changes {
      pairs.append(
        (
          "changes",
          .object(
            ChangeCounts.keys.compactMap { key in changes[key].map { (key, .integer($0)) } })
        ))
    }
    if let batches = expect.batches { pairs.append(("batches", .integer(batches))) }
    if let counts = expect.countsInBatch {
      pairs.append(("countsInBatch", .array(counts.map { .integer($0) })))
    }
    return .object(pairs)
  }

  static func step(_ step: Scenario.Step) -> JSONValue {
    var pairs: Pairs = [("op", .string(step.opName))]
    switch step.operation {
    case .reloadData(let data), .setData(let data), .expectState(let data):
      pairs.append(("data", sections(data, contents: step.contents)))
    case .invalidateLayout: break
    case .batch(let batch, let data):
      pairs.append(("updates", updates(batch)))
      if let data { pairs.append(("data", sections(data, contents: step.contents))) }
    case .apply(let data, let animating, let marks):
      pairs.append(("snapshot", sections(data, contents: step.contents)))
      if !animating { pairs.append(("animating", .bool(false))) }
      if !marks.reloadItems.isEmpty { pairs.append(("reloadItems", strings(marks.reloadItems))) }
      if !marks.reconfigureItems.isEmpty {
        pairs.append(("reconfigureItems", strings(marks.reconfigureItems)))
      }
      if !marks.reloadSections.isEmpty {
        pairs.append(("reloadSections", strings(marks.reloadSections)))
      }
    case .applyUsingReloadData(let data), .expectSnapshot(let data):
      pairs.append(("snapshot", sections(data, contents: step.contents)))
    case .edit(let actions, let apply, let animating):
      pairs.append(("actions", .array(actions.map(action))))
      if !apply { pairs.append(("apply", .bool(false))) }
      if !animating { pairs.append(("animating", .bool(false))) }
    case .applyConcurrently(let snapshots, let cancelled):
      pairs.append(("snapshots", .array(snapshots.map { sections($0, contents: step.contents) })))
      if !cancelled.isEmpty { pairs.append(("cancel", ints(cancelled))) }
    case .applySectionSnapshot(let section, let nodes),
      .expectSectionSnapshot(let section, let nodes):
      pairs.append(("section", .string(section)))
      pairs.append(("outline", outline(nodes)))
    case .interactiveMove(let from, let to, let allowed):
      pairs.append(("from", path(from)))
      pairs.append(("to", path(to)))
      if !allowed { pairs.append(("allowed", .bool(false))) }
    case .toggle(let item): pairs.append(("item", .string(item)))
    case .requestSupplementaryView(let kind, let indexPath, let provider):
      pairs.append(("kind", .string(kind)))
      pairs.append(("indexPath", path(indexPath)))
      if !provider { pairs.append(("provider", .bool(false))) }
    }
    if let expect = expectation(step.expect) { pairs.append(("expect", expect)) }
    return .object(pairs)
  }
}
