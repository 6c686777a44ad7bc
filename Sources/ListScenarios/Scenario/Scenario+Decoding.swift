import Foundation
import ListKit
import ListSimulator

extension Scenario {
  /// Reads a scenario file.
  public static func load(contentsOf url: URL) throws(ScenarioFormatError) -> Scenario {
    try _JSONFile.read(url) { json throws(ScenarioFormatError) in try _Decoder.scenario(json) }
  }

  /// Parses scenario JSON text.
  public static func parse(_ text: String) throws(ScenarioFormatError) -> Scenario {
    try _Decoder.scenario(_JSONFile.parse(text))
  }

  /// Decodes a scenario from a JSON value already parsed (``jsonValue`` embedded in another
  /// document), with the same checks as ``parse(_:)``.
  public init(json: JSONValue) throws(ScenarioFormatError) {
    self = try _Decoder.scenario(json)
  }
}

/// Reading JSON files with errors that name the file and the place.
enum _JSONFile {
  static func parse(_ text: String) throws(ScenarioFormatError) -> JSONValue {
    do {
      return try JSONParser.parse(text)
    } catch {
      throw ScenarioFormatError(
        location: "line \(error.line), column \(error.column)",
        reason: "invalid JSON: \(error.reason)")
    }
  }

  /// Reads, parses and decodes a file; any error is located in that file.
  static func read<T>(_ url: URL, _ decode: (JSONValue) throws(ScenarioFormatError) -> T)
    throws(ScenarioFormatError) -> T
  {
    guard let data = try? Data(contentsOf: url) else {
      throw ScenarioFormatError(file: url.path, location: "", reason: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScenarioFormatError(file: url.path, location: "", reason: "the file is not UTF-8")
    }
    do {
      return try decode(parse(text))
    } catch {
      var located = error
      located.file = url.path
      throw located
    }
  }
}

/// Reads a JSON value at a path, with precise errors.
struct _Node {
  let path: String
  let value: JSONValue

  func fail(_ reason: String) -> ScenarioFormatError {
    ScenarioFormatError(location: path.isEmpty ? "(top level)" : path, reason: reason)
  }

  func child(_ key: String, _ value: JSONValue) -> _Node {
    _Node(path: path.isEmpty ? key : "\(path).\(key)", value: value)
  }

  /// The object's members; a key outside `allowed` is an error.
  func object(allowed: [String]) throws(ScenarioFormatError) -> _Object {
    guard case .object(let pairs) = value else {
      throw fail("expected an object, found \(value.typeName)")
    }
    for pair in pairs where !allowed.contains(pair.key) {
      var reason = "unknown key"
      if let suggestion = Suggestion.nearest(pair.key, in: allowed) {
        reason += " (did you mean \"\(suggestion)\"?)"
      } else if !allowed.isEmpty {
        reason += " (known keys here: \(allowed.joined(separator: ", ")))"
      }
      throw child(pair.key, pair.value).fail(reason)
    }
    return _Object(node: self, pairs: pairs)
  }

  func array() throws(ScenarioFormatError) -> [_Node] {
    guard case .array(let values) = value else {
      throw fail("expected an array, found \(value.typeName)")
    }
    return values.enumerated().map { _Node(path: "\(path)[\($0.offset)]", value: $0.element) }
  }

  func string() throws(ScenarioFormatError) -> String {
    guard case .string(let s) = value else {
      throw fail("expected a string, found \(value.typeName)")
    }
    return s
  }

  func int() throws(ScenarioFormatError) -> Int {
    guard case .integer(let i) = value else {
      throw fail("expected an integer, found \(value.typeName)")
    }
    return i
  }

  func bool() throws(ScenarioFormatError) -> Bool {
    guard case .bool(let b) = value else {
      throw fail("expected a boolean, found \(value.typeName)")
    }
    return b
  }

  func strings() throws(ScenarioFormatError) -> [String] {
    var result: [String] = []
    for node in try array() { result.append(try node.string()) }
    return result
  }

  func ints() throws(ScenarioFormatError) -> [Int] {
    var result: [Int] = []
    for node in try array() { result.append(try node.int()) }
    return result
  }

  /// An index path: `[section, item]`. Other lengths are read too (the view rejects them with
  /// `invalidIndexPath`, as UIKit asserts), so that every batch can be written down.
  func indexPath() throws(ScenarioFormatError) -> IndexPath {
    guard case .array(let values) = value else {
      throw fail("an index path must be two integers [section, item]")
    }
    var indexes: [Int] = []
    for value in values {
      guard case .integer(let index) = value else {
        throw fail("an index path must be two integers [section, item]")
      }
      indexes.append(index)
    }
    return IndexPath(indexes: indexes)
  }
}

struct _Object {
  let node: _Node
  let pairs: [(key: String, value: JSONValue)]

  subscript(key: String) -> _Node? {
    pairs.first { $0.key == key }.map { node.child(key, $0.value) }
  }

  func required(_ key: String) throws(ScenarioFormatError) -> _Node {
    guard let value = self[key] else { throw node.fail("missing key \"\(key)\"") }
    return value
  }
}

enum _Decoder {
  static func scenario(_ json: JSONValue) throws(ScenarioFormatError) -> Scenario {
    let object = try _Node(path: "", value: json).object(allowed: [
      "name", "about", "view", "profile", "strict", "iOS", "linkedSDK", "window", "steps",
    ])
    let name = try object.required("name").string()
    let about = try object["about"]?.string()
    var view = ViewKind.collection
    if let node = object["view"] {
      guard let kind = ViewKind(rawValue: try node.string()) else {
        throw node.fail("expected \"collection\" or \"table\"")
      }
      view = kind
    }
    var profile = UpdateProfile.classic
    if let node = object["profile"] {
      guard let value = UpdateProfile(rawValue: try node.string()) else {
        throw node.fail("expected \"classic\", \"recovering\" or \"consolidated\"")
      }
      profile = value
    }
    let strict = try object["strict"]?.bool() ?? true
    func version(_ key: String) throws(ScenarioFormatError) -> IOSVersion? {
      guard let node = object[key] else { return nil }
      guard let value = IOSVersion(parsing: try node.string()) else {
        throw node.fail(
          "expected an iOS version such as \"16.4\" (from \(IOSVersion.oldest) to \(IOSVersion.newest))"
        )
      }
      return value
    }
    let iOS = try version("iOS")
    let linkedSDK = try version("linkedSDK")
    let inWindow = try object["window"]?.bool() ?? true
    var steps: [Scenario.Step] = []
    for node in try object.required("steps").array() { steps.append(try step(node)) }
    return Scenario(
      name: name, about: about, view: view, profile: profile, strict: strict, iOSVersion: iOS,
      linkedSDK: linkedSDK, inWindow: inWindow, steps: steps)
  }

  /// The registry of ops, next to the operations they name (`Scenario.swift`).
  static let stepKeys = Scenario.Step.opKeys

  static func step(_ node: _Node) throws(ScenarioFormatError) -> Scenario.Step {
    guard case .object(let pairs) = node.value else {
      throw node.fail("expected an object, found \(node.value.typeName)")
    }
    guard let opValue = pairs.first(where: { $0.key == "op" })?.value else {
      throw node.fail("missing key \"op\"")
    }
    let opNode = node.child("op", opValue)
    let op = try opNode.string()
    guard let keys = stepKeys[op] else {
      let known = stepKeys.keys.sorted()
      let hint = Suggestion.nearest(op, in: known).map { "did you mean \"\($0)\"? " } ?? ""
      throw opNode.fail(
        "unknown op \"\(op)\" (\(hint)known: \(known.joined(separator: ", ")))")
    }
    let object = try node.object(allowed: ["op", "expect"] + keys)
    let expect =
      try object["expect"].map { node throws(ScenarioFormatError) in try expectation(node) }
      ?? Scenario.Expectation()
    if expect.countsInBatch != nil, op != "batch", let expectNode = object["expect"] {
      throw expectNode.fail(
        "\"countsInBatch\" is checked inside a batch: only a \"batch\" step takes it")
    }
    let operation: Scenario.Step.Operation
    var contents: [String: String] = [:]
    switch op {
    case "reloadData":
      operation = .reloadData(
        try sections(object.required("data"), objectsOnly: false, contents: &contents))
    case "setData":
      operation = .setData(
        try sections(object.required("data"), objectsOnly: false, contents: &contents))
    case "invalidateLayout": operation = .invalidateLayout
    case "batch":
      let data = try object["data"].map { node throws(ScenarioFormatError) in
        try sections(node, objectsOnly: false, contents: &contents)
      }
      operation = .batch(try updates(object.required("updates")), data: data)
    case "expectState":
      operation = .expectState(
        try sections(object.required("data"), objectsOnly: false, contents: &contents))
    case "apply":
      let marks = Scenario.Marks(
        reloadItems: try object["reloadItems"]?.strings() ?? [],
        reconfigureItems: try object["reconfigureItems"]?.strings() ?? [],
        reloadSections: try object["reloadSections"]?.strings() ?? [])
      operation = .apply(
        try sections(object.required("snapshot"), objectsOnly: true, contents: &contents),
        animating: try object["animating"]?.bool() ?? true, marks: marks)
    case "applyUsingReloadData":
      operation = .applyUsingReloadData(
        try sections(object.required("snapshot"), objectsOnly: true, contents: &contents))
    case "edit":
      var actions: [Scenario.Action] = []
      for action in try object.required("actions").array() {
        actions.append(try self.action(action))
      }
      operation = .edit(
        actions, apply: try object["apply"]?.bool() ?? true,
        animating: try object["animating"]?.bool() ?? true)
    case "applyConcurrently":
      var snapshots: [[Scenario.SectionData]] = []
      for snapshot in try object.required("snapshots").array() {
        snapshots.append(try sections(snapshot, objectsOnly: true, contents: &contents))
      }
      var cancelled: [Int] = []
      for element in try object["cancel"]?.array() ?? [] {
        let k = try element.int()
        guard k >= 1 && k < snapshots.count else {
          throw element.fail(
            "a cancelled apply must wait behind another: use a position from 1 to \(snapshots.count - 1)"
          )
        }
        guard !cancelled.contains(k) else { throw element.fail("\(k) is cancelled twice") }
        cancelled.append(k)
      }
      operation = .applyConcurrently(snapshots, cancelled: cancelled.sorted())
    case "applySectionSnapshot", "expectSectionSnapshot":
      var nodes: [Scenario.OutlineNode] = []
      for outline in try object.required("outline").array() {
        nodes.append(try outlineNode(outline))
      }
      let section = try object.required("section").string()
      operation =
        op == "applySectionSnapshot"
        ? .applySectionSnapshot(section: section, outline: nodes)
        : .expectSectionSnapshot(section: section, outline: nodes)
    case "interactiveMove":
      operation = .interactiveMove(
        from: try object.required("from").indexPath(), to: try object.required("to").indexPath(),
        allowed: try object["allowed"]?.bool() ?? true)
    case "toggle": operation = .toggle(item: try object.required("item").string())
    case "requestSupplementaryView":
      operation = .requestSupplementaryView(
        kind: try object.required("kind").string(),
        at: try object.required("indexPath").indexPath(),
        provider: try object["provider"]?.bool() ?? true)
    case "expectSnapshot":
      operation = .expectSnapshot(
        try sections(object.required("snapshot"), objectsOnly: true, contents: &contents))
    default:
      // An op in the registry without a decoder here: named, never read as another op.
      throw opNode.fail("op \"\(op)\" is known but has no decoder")
    }
    return Scenario.Step(operation, expect: expect, contents: contents)
  }

  /// Sections of data; an item written `{"id": "a", "content": "2"}` adds its content version to
  /// `contents`.
  static func sections(
    _ node: _Node, objectsOnly: Bool, contents: inout [String: String]
  ) throws(ScenarioFormatError) -> [Scenario.SectionData] {
    var result: [Scenario.SectionData] = []
    var total = 0
    for element in try node.array() {
      if case .integer(let count) = element.value {
        guard !objectsOnly else {
          throw element.fail("a snapshot section must be an object {\"id\": …, \"items\": […]}")
        }
        guard count >= 0 else { throw element.fail("an item count cannot be negative") }
        guard count <= Scenario.maximumItems - total else {
          throw element.fail(
            "an item count of \(count) takes the data past \(Scenario.maximumItems) items, the most a scenario may hold"
          )
        }
        total += count
        result.append(.anonymous(count: count))
        continue
      }
      guard case .object = element.value else {
        throw element.fail(
          "expected a section object or an item count, found \(element.value.typeName)")
      }
      let object = try element.object(allowed: ["id", "items"])
      var items: [String] = []
      for item in try object.required("items").array() {
        guard case .object = item.value else {
          items.append(try item.string())
          continue
        }
        let entry = try item.object(allowed: ["id", "content"])
        let id = try entry.required("id").string()
        let content = try entry.required("content").string()
        if let other = contents[id], other != content {
          throw item.fail(
            "item \"\(id)\" has two contents in this step (\"\(other)\" and \"\(content)\")")
        }
        contents[id] = content
        items.append(id)
      }
      result.append(.identified(id: try object.required("id").string(), items: items))
    }
    return result
  }

  static let updateKeys = [
    "deleteSections", "insertSections", "reloadSections", "moveSections", "deleteItems",
    "insertItems", "reloadItems", "reconfigureItems", "moveItems", "reloadData",
  ]

  static func updates(_ node: _Node) throws(ScenarioFormatError) -> BatchUpdate {
    let object = try node.object(allowed: updateKeys)
    var batch = BatchUpdate()
    func paths(_ key: String) throws(ScenarioFormatError) -> [IndexPath] {
      guard let list = object[key] else { return [] }
      var result: [IndexPath] = []
      for element in try list.array() { result.append(try element.indexPath()) }
      return result
    }
    batch.deleteSections = try object["deleteSections"]?.ints() ?? []
    batch.insertSections = try object["insertSections"]?.ints() ?? []
    batch.reloadSections = try object["reloadSections"]?.ints() ?? []
    for move in try object["moveSections"]?.array() ?? [] {
      let pair = try move.ints()
      guard pair.count == 2 else {
        throw move.fail("a section move must be two integers [from, to]")
      }
      batch.moveSections.append(PositionMove(from: pair[0], to: pair[1]))
    }
    batch.deleteItems = try paths("deleteItems")
    batch.insertItems = try paths("insertItems")
    batch.reloadItems = try paths("reloadItems")
    batch.reconfigureItems = try paths("reconfigureItems")
    for move in try object["moveItems"]?.array() ?? [] {
      let pair = try move.array()
      guard pair.count == 2 else {
        throw move.fail("an item move must be two index paths [[s, i], [s, i]]")
      }
      batch.moveItems.append(
        PositionMove(from: try pair[0].indexPath(), to: try pair[1].indexPath()))
    }
    batch.reloadData = try object["reloadData"]?.bool() ?? false
    return batch
  }

  static func expectation(_ node: _Node) throws(ScenarioFormatError) -> Scenario.Expectation {
    let object = try node.object(
      allowed: ["outcome", "error", "message", "changes", "batches", "countsInBatch"])
    var outcome = Scenario.Expectation.Outcome.accepted
    if let outcomeNode = object["outcome"] {
      let value = try outcomeNode.string()
      guard let parsed = Scenario.Expectation.Outcome(rawValue: value) else {
        let known = ["accepted", "rejected", "recovered"]
        let hint = Suggestion.nearest(value, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw outcomeNode.fail("expected \"accepted\", \"rejected\" or \"recovered\"\(hint)")
      }
      outcome = parsed
    }
    var result = Scenario.Expectation(outcome: outcome)
    if let errorNode = object["error"] {
      let code = try errorNode.string()
      guard ErrorCodes.all.contains(code) else {
        let hint =
          Suggestion.nearest(code, in: ErrorCodes.all).map { "did you mean \"\($0)\"? " } ?? ""
        throw errorNode.fail(
          "unknown error code \"\(code)\" (\(hint)the codes are listed in docs/scenarios.md)")
      }
      guard outcome != .accepted else {
        throw errorNode.fail(
          "an accepted step has no error code: add \"outcome\": \"rejected\" (or \"recovered\")")
      }
      result.error = code
    }
    if outcome == .rejected && result.error == nil {
      throw node.fail("missing key \"error\" (required with \"rejected\")")
    }
    result.message = try object["message"]?.string()
    if let changes = object["changes"] {
      let counts = try changes.object(allowed: ChangeCounts.keys)
      var values: [String: Int] = [:]
      for pair in counts.pairs { values[pair.key] = try changes.child(pair.key, pair.value).int() }
      result.changes = values
    }
    result.batches = try object["batches"]?.int()
    if let counts = object["countsInBatch"] {
      var values: [Int] = []
      for count in try counts.array() {
        let value = try count.int()
        guard value >= 0 else { throw count.fail("a count is never negative, found \(value)") }
        values.append(value)
      }
      result.countsInBatch = values
    }
    return result
  }

  static func outlineNode(_ node: _Node) throws(ScenarioFormatError) -> Scenario.OutlineNode {
    let object = try node.object(allowed: ["item", "expanded", "children"])
    var children: [Scenario.OutlineNode] = []
    for child in try object["children"]?.array() ?? [] { children.append(try outlineNode(child)) }
    return Scenario.OutlineNode(
      item: try object.required("item").string(), expanded: try object["expanded"]?.bool() ?? false,
      children: children)
  }

  static func action(_ node: _Node) throws(ScenarioFormatError) -> Scenario.Action {
    let methods = [
      "appendSections", "insertSections", "deleteSections", "moveSection", "reloadSections",
      "appendItems", "insertItems", "deleteItems", "deleteAllItems", "moveItem", "reloadItems",
      "reconfigureItems",
    ]
    guard case .object(let pairs) = node.value else {
      throw node.fail("expected an object, found \(node.value.typeName)")
    }
    let named = pairs.map(\.key).filter(methods.contains)
    guard named.count == 1 else {
      var hint = ""
      if named.isEmpty, let key = pairs.first?.key,
        let suggestion = Suggestion.nearest(key, in: methods)
      {
        hint = " — did you mean \"\(suggestion)\" for \"\(key)\"?"
      }
      throw node.fail(
        named.isEmpty
          ? "no snapshot method named (one of: \(methods.joined(separator: ", ")))\(hint)"
          : "more than one method named: \(named.joined(separator: ", "))")
    }
    let method = named[0]
    let anchors: [String]
    switch method {
    case "insertSections", "moveSection": anchors = ["beforeSection", "afterSection"]
    case "insertItems", "moveItem": anchors = ["beforeItem", "afterItem"]
    case "appendItems": anchors = ["toSection"]
    default: anchors = []
    }
    let object = try node.object(allowed: [method] + anchors)
    let value = try object.required(method)
    func anchor(_ key: String) throws(ScenarioFormatError) -> String? { try object[key]?.string() }
    func oneAnchor(_ before: String, _ after: String) throws(ScenarioFormatError) -> (
      String?, String?
    ) {
      let pair = (try anchor(before), try anchor(after))
      guard (pair.0 == nil) != (pair.1 == nil) else {
        throw node.fail("\(method) needs exactly one of \"\(before)\" and \"\(after)\"")
      }
      return pair
    }
    switch method {
    case "appendSections": return .appendSections(try value.strings())
    case "insertSections":
      let (before, after) = try oneAnchor("beforeSection", "afterSection")
      return .insertSections(try value.strings(), before: before, after: after)
    case "deleteSections": return .deleteSections(try value.strings())
    case "moveSection":
      let (before, after) = try oneAnchor("beforeSection", "afterSection")
      return .moveSection(try value.string(), before: before, after: after)
    case "reloadSections": return .reloadSections(try value.strings())
    case "appendItems": return .appendItems(try value.strings(), toSection: try anchor("toSection"))
    case "insertItems":
      let (before, after) = try oneAnchor("beforeItem", "afterItem")
      return .insertItems(try value.strings(), before: before, after: after)
    case "deleteItems": return .deleteItems(try value.strings())
    case "deleteAllItems":
      guard try value.bool() else { throw value.fail("expected true") }
      return .deleteAllItems
    case "moveItem":
      let (before, after) = try oneAnchor("beforeItem", "afterItem")
      return .moveItem(try value.string(), before: before, after: after)
    case "reloadItems": return .reloadItems(try value.strings())
    case "reconfigureItems": return .reconfigureItems(try value.strings())
    default: throw node.fail("snapshot method \"\(method)\" has no decoder")
    }
  }
}
