import Foundation
import ListKit
import ListSimulator
import Synchronization

extension Scenario {
  /// Replays the scenario: every step in order; the first failing expectation ends it.
  ///
  /// - Parameters:
  ///   - profile: Overrides the file's profile.
  ///   - strict: Overrides the file's strictness.
  ///   - iOSVersion: Overrides the file's iOS version (whose texts the messages follow).
  ///   - trace: Records each step's batches and the view's events in the report.
  public func replay(
    profile: UpdateProfile? = nil, strict: Bool? = nil, iOSVersion: IOSVersion? = nil,
    trace: Bool = false
  ) async -> ScenarioReport {
    let configuration = ViewConfiguration(
      profile: profile ?? self.profile, strict: strict ?? self.strict,
      iOSVersion: iOSVersion ?? self.iOSVersion)
    switch view {
    case .collection:
      let replay = _Replay(
        scenario: self, view: VirtualCollectionView(configuration: configuration), trace: trace)
      return await replay.run()
    case .table:
      let replay = _Replay(
        scenario: self, view: VirtualTableView(configuration: configuration), trace: trace)
      return await replay.run()
    }
  }
}

/// What one step did.
struct _StepOutcome {
  enum Kind { case accepted, recovered, rejected }
  var kind: Kind
  var code: String?
  var message: String?
  var changes: ChangeCounts?
  var batches: Int?
  /// For expectation steps: the mismatch, in words.
  var mismatch: String?
  var sentBatches: [BatchUpdate] = []
  /// The view's error, when the view raised it.
  var viewError: BatchUpdateError?

  static let accepted = _StepOutcome(kind: .accepted)
}

/// Content versions shared with a data source's content provider.
final class _SharedContents: Sendable {
  let map = Mutex<[String: String]>([:])
}

/// The identifier type scenario snapshots use.
typealias ScenarioSnapshot = DiffableDataSourceSnapshot<String, String>

final class _Replay<View: VirtualListView> {
  let scenario: Scenario
  let view: View
  let model = ArrayDataSource(model: [])
  let trace: Bool
  var dataSource: DiffableDataSource<String, String, View>?
  var lines: [String] = []
  /// The content versions the diffable data source reports (what its last apply step named).
  let dataSourceContents = _SharedContents()

  init(scenario: Scenario, view: View, trace: Bool) {
    self.scenario = scenario
    self.view = view
    self.trace = trace
    view.base.dataSource = model
  }

  func run() async -> ScenarioReport {
    var report = ScenarioReport(name: scenario.name, passed: true, trace: [])
    for (index, step) in scenario.steps.enumerated() {
      let eventsBefore = view.base.eventCount
      let outcome = await perform(step)
      if trace {
        lines.append("step \(index + 1) (\(step.opName)): \(describe(outcome))")
        for (k, batch) in outcome.sentBatches.enumerated() {
          lines.append("  batch \(k + 1):")
          lines += batch.description.split(separator: "\n").map { "    \($0)" }
        }
        let events = view.base.events.dropFirst(eventsBefore)
        if !events.isEmpty {
          lines.append("  events:")
          lines += events.map { "    \($0)" }
        }
      }
      if let failure = check(step.expect, outcome) {
        report.passed = false
        report.failedStep = index + 1
        report.failedOp = step.opName
        report.expected = failure.expected
        report.actual = failure.actual
        report.signature = "\(step.opName): \(failure.signature)"
        break
      }
    }
    report.trace = lines
    return report
  }

  func describe(_ outcome: _StepOutcome) -> String {
    switch outcome.kind {
    case .accepted: outcome.mismatch.map { "mismatch: \($0)" } ?? "accepted"
    case .recovered: "recovered: \(outcome.message ?? "")"
    case .rejected: "rejected \(outcome.code ?? ""): \(outcome.message ?? "")"
    }
  }

  // MARK: Expectations

  func check(_ expect: Scenario.Expectation, _ outcome: _StepOutcome) -> (
    expected: String, actual: String, signature: String
  )? {
    if let mismatch = outcome.mismatch { return (mismatch, "it does not", "mismatch") }
    // The words are made only for a failing step (every step of a fuzzing campaign passes here).
    func verdictWords() -> (expectedKind: String, actualWords: String, verdict: String) {
      let actualKind: String
      switch outcome.kind {
      case .accepted: actualKind = "accepted"
      case .recovered: actualKind = "recovered"
      case .rejected: actualKind = "rejected \(outcome.code ?? "")"
      }
      let expectedKind = [expect.outcome.rawValue, expect.error].compactMap { $0 }.joined(
        separator: " ")
      let actualWords: String
      switch outcome.kind {
      case .accepted: actualWords = "it was accepted"
      case .recovered: actualWords = "it was recovered (\(outcome.message ?? ""))"
      case .rejected:
        actualWords = "it was rejected \(outcome.code ?? ""): \(outcome.message ?? "")"
      }
      return (expectedKind, actualWords, "expected \(expectedKind), was \(actualKind)")
    }
    switch (expect.outcome, outcome.kind) {
    case (.accepted, .accepted), (.rejected, .rejected), (.recovered, .recovered): break
    default:
      let words = verdictWords()
      return ("expected \(words.expectedKind)", words.actualWords, words.verdict)
    }
    if let code = expect.error, code != outcome.code {
      let words = verdictWords()
      return ("expected \(expect.outcome.rawValue) \(code)", words.actualWords, words.verdict)
    }
    if let message = expect.message,
      !MessageMatching.matches(expected: message, actual: outcome.message ?? "")
    {
      return (
        "expected the message \"\(message)\"", "the message was \"\(outcome.message ?? "")\"",
        "message"
      )
    }
    if let changes = expect.changes {
      let actual = outcome.changes ?? ChangeCounts()
      if changes.contains(where: { actual[$0.key] != $0.value }) {
        let wrong = changes.keys.sorted().filter { actual[$0] != changes[$0] }
        let want = wrong.map { "\($0): \(changes[$0]!)" }.joined(separator: ", ")
        let have = wrong.map { "\($0): \(actual[$0] ?? 0)" }.joined(separator: ", ")
        return (
          "expected changes {\(want)}", "the data source sent {\(have)}",
          "changes \(wrong.joined(separator: ", "))"
        )
      }
    }
    if let batches = expect.batches, batches != (outcome.batches ?? 0) {
      return (
        "expected \(batches) batch\(batches == 1 ? "" : "es")",
        "it made \(outcome.batches ?? 0)", "batches"
      )
    }
    return nil
  }

  // MARK: Steps

  /// Runs a step; a step whose data names content versions hands them to the data source that
  /// reports them (restored when the step is rejected).
  func perform(_ step: Scenario.Step) async -> _StepOutcome {
    switch step.operation {
    case .apply, .applyUsingReloadData, .applyConcurrently:
      let previous = dataSourceContents.map.withLock { $0 }
      dataSourceContents.map.withLock { $0 = step.contents }
      let outcome = await performOperation(step)
      if outcome.kind == .rejected { dataSourceContents.map.withLock { $0 = previous } }
      return outcome
    default:
      return await performOperation(step)
    }
  }

  func performOperation(_ step: Scenario.Step) async -> _StepOutcome {
    switch step.operation {
    case .reloadData(let data):
      let previous = (model.model, model.itemContents)
      model.model = Self.model(data)
      model.itemContents = Self.contents(step.contents)
      do {
        try view.base.reloadData()
        return .accepted
      } catch {
        (model.model, model.itemContents) = previous
        return rejected(error)
      }
    case .setData(let data):
      model.model = Self.model(data)
      model.itemContents = Self.contents(step.contents)
      return .accepted
    case .invalidateLayout:
      view.base.invalidateLayout()
      return .accepted
    case .batch(let batch, let data):
      let previous = (model.model, model.itemContents)
      do {
        let result = try view.base.performBatchUpdates {
          if let data {
            model.model = Self.model(data)
            model.itemContents = Self.contents(step.contents)
          }
          try view.base.declare(batch)
        }
        var outcome = _StepOutcome.accepted
        outcome.sentBatches = [batch]
        if case .recovered(let message) = result.outcome {
          outcome.kind = .recovered
          outcome.code = BatchUpdateError.Code.invalidItemCount.rawValue
          outcome.message = message
        }
        return outcome
      } catch {
        (model.model, model.itemContents) = previous
        var outcome = rejected(error)
        outcome.sentBatches = [batch]
        return outcome
      }
    case .expectState(let data):
      var outcome = _StepOutcome.accepted
      outcome.mismatch = compareState(data) ?? compareContents(data, step.contents)
      return outcome
    case .apply(let data, let animating, let marks):
      return await dataSourceStep { dataSource in
        var snapshot = Self.snapshot(data)
        snapshot.reloadItems(marks.reloadItems)
        snapshot.reconfigureItems(marks.reconfigureItems)
        snapshot.reloadSections(marks.reloadSections)
        return try await dataSource.apply(snapshot, animatingDifferences: animating)
      }
    case .applyUsingReloadData(let data):
      return await dataSourceStep { dataSource in
        try await dataSource.applySnapshotUsingReloadData(Self.snapshot(data))
        return SnapshotChangeset(batches: [])
      }
    case .edit(let actions, let apply, let animating):
      return await dataSourceStep { dataSource in
        var snapshot = dataSource.snapshot()
        // Rule D16: strict rejects an inserted item the snapshot has; otherwise it moves.
        snapshot.existingItemPolicy =
          view.base.configuration.strict ? .reject : .moveIntoPlace
        for action in actions { Self.run(action, on: &snapshot) }
        guard apply else {
          try snapshot.validate()
          return SnapshotChangeset(batches: [])
        }
        return try await dataSource.apply(snapshot, animatingDifferences: animating)
      }
    case .applyConcurrently(let snapshots, let cancelled):
      return await dataSourceStep { dataSource in
        try await Self.applyConcurrently(snapshots, cancelling: cancelled, on: dataSource)
      }
    case .applySectionSnapshot(let section, let nodes):
      return await dataSourceStep { dataSource in
        var outline = DiffableDataSourceSectionSnapshot<String>()
        Self.append(nodes, to: nil, in: &outline)
        return try await dataSource.apply(outline, to: section)
      }
    case .expectSnapshot(let data):
      let dataSource = attachDataSource()
      var outcome = _StepOutcome.accepted
      outcome.mismatch = compareSnapshot(dataSource.snapshot(), data)
      return outcome
    case .expectSectionSnapshot(let section, let nodes):
      let dataSource = attachDataSource()
      var expected = DiffableDataSourceSectionSnapshot<String>()
      Self.append(nodes, to: nil, in: &expected)
      let actual = dataSource.snapshot(for: section)
      var outcome = _StepOutcome.accepted
      if Scenario.outline(actual) != nodes {
        outcome.mismatch =
          "expected the section snapshot of \(section) to be \(Self.render(nodes)), it is \(Self.render(Scenario.outline(actual)))"
      }
      return outcome
    case .interactiveMove(let from, let to, let allowed):
      return await dataSourceStep { dataSource in
        dataSource.reorderingHandlers.canReorderItem = { _ in allowed }
        let batchesBefore = view.base.batchCount
        _ = try await dataSource.userMovedItem(at: from, to: to)
        return SnapshotChangeset(
          batches: view.base.batchCount > batchesBefore
            ? [BatchUpdate(moveItems: [Move(from: from, to: to)])] : [])
      }
    case .toggle(let item):
      return await dataSourceStep { dataSource in
        let before = view.base.eventCount
        _ = try await dataSource.userToggledItem(item)
        var batches: [BatchUpdate] = []
        for event in view.base.events.dropFirst(before) {
          if case .batchAccepted(_, let batch) = event { batches.append(batch) }
        }
        return SnapshotChangeset(batches: batches)
      }
    case .requestSupplementaryView(let kind, let indexPath, let provider):
      return await dataSourceStep { dataSource in
        if provider {
          dataSource.supplementaryViewProvider = { _, _, _ in nil }
        } else {
          dataSource.supplementaryViewProvider = nil
        }
        try dataSource.requestSupplementaryView(ofKind: kind, at: indexPath)
        return SnapshotChangeset(batches: [])
      }
    }
  }

  func attachDataSource() -> DiffableDataSource<String, String, View> {
    if let dataSource { return dataSource }
    let created = DiffableDataSource<String, String, View>(view: view)
    let contents = dataSourceContents
    created.contentProvider = { item in contents.map.withLock { $0[item] }.map(CellContent.init) }
    dataSource = created
    return created
  }

  func dataSourceStep(
    _ body: (DiffableDataSource<String, String, View>) async throws -> SnapshotChangeset
  ) async -> _StepOutcome {
    let dataSource = attachDataSource()
    let eventsBefore = view.base.eventCount
    do {
      let changeset = try await body(dataSource)
      var outcome = _StepOutcome.accepted
      outcome.changes = changeset.counts
      outcome.batches = changeset.batches.count
      outcome.sentBatches = changeset.batches
      for event in view.base.events.dropFirst(eventsBefore) {
        if case .batchRecovered(_, let message) = event {
          outcome.kind = .recovered
          outcome.code = BatchUpdateError.Code.invalidItemCount.rawValue
          outcome.message = message
          break
        }
      }
      return outcome
    } catch {
      return rejected(error)
    }
  }

  func rejected(_ error: any Error) -> _StepOutcome {
    let (code, message) = Self.codeAndMessage(error, on: view.base.configuration.iOSVersion)
    var outcome = _StepOutcome(kind: .rejected, code: code, message: message)
    outcome.viewError = error as? BatchUpdateError
    if case .engineBatchRejected(let viewError, _) = error as? DiffableDataSourceError {
      outcome.viewError = viewError
    }
    return outcome
  }

  /// The error's code and its text as `version` printed it (`nil`: the newest texts).
  static func codeAndMessage(_ error: any Error, on version: IOSVersion?) -> (String, String) {
    if let error = error as? _ReplayFailure { return ("replayFailure", error.message) }
    return _codeAndMessage(of: error, on: version)
  }

  // MARK: Data

  static func contents(_ contents: [String: String]) -> [ItemIdentity: String] {
    Dictionary(uniqueKeysWithValues: contents.map { (ItemIdentity($0.key), $0.value) })
  }

  static func model(_ data: [Scenario.SectionData]) -> [ArrayDataSource.Section] {
    data.map {
      switch $0 {
      case .identified(_, let items): .identified(items.map(ItemIdentity.init))
      case .anonymous(let count): .anonymous(count: count)
      }
    }
  }

  static func snapshot(_ data: [Scenario.SectionData]) -> ScenarioSnapshot {
    Scenario.snapshot(data)
  }

  static func append(
    _ nodes: [Scenario.OutlineNode], to parent: String?,
    in outline: inout DiffableDataSourceSectionSnapshot<String>
  ) {
    for node in nodes {
      outline.append([node.item], to: parent)
      append(node.children, to: node.item, in: &outline)
      if node.expanded { outline.expand([node.item]) }
    }
  }

  static func run(_ action: Scenario.Action, on snapshot: inout ScenarioSnapshot) {
    switch action {
    case .appendSections(let ids): snapshot.appendSections(ids)
    case .insertSections(let ids, let before, let after):
      if let before { snapshot.insertSections(ids, beforeSection: before) }
      if let after { snapshot.insertSections(ids, afterSection: after) }
    case .deleteSections(let ids): snapshot.deleteSections(ids)
    case .moveSection(let id, let before, let after):
      if let before { snapshot.moveSection(id, beforeSection: before) }
      if let after { snapshot.moveSection(id, afterSection: after) }
    case .reloadSections(let ids): snapshot.reloadSections(ids)
    case .appendItems(let ids, let section): snapshot.appendItems(ids, toSection: section)
    case .insertItems(let ids, let before, let after):
      if let before { snapshot.insertItems(ids, beforeItem: before) }
      if let after { snapshot.insertItems(ids, afterItem: after) }
    case .deleteItems(let ids): snapshot.deleteItems(ids)
    case .deleteAllItems: snapshot.deleteAllItems()
    case .moveItem(let id, let before, let after):
      if let before { snapshot.moveItem(id, beforeItem: before) }
      if let after { snapshot.moveItem(id, afterItem: after) }
    case .reloadItems(let ids): snapshot.reloadItems(ids)
    case .reconfigureItems(let ids): snapshot.reconfigureItems(ids)
    }
  }

  /// States up to this many items are printed whole in a mismatch; larger ones only by their
  /// first difference.
  static var printableItems: Int { 40 }

  func compareState(_ data: [Scenario.SectionData]) -> String? {
    let counts = view.base.shownCounts
    // Compared in place; the identities are read only for a state that differs.
    if Self.sameState(data, counts: counts, shows: view.base.shows) { return nil }
    let identities = view.base.shownIdentifiers
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
        guard let cell = view.base.cell(at: path) else {
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

extension _Replay {
  /// Applies each snapshot from a task of its own, all running at once; a turnstile only fixes
  /// the order in which they reach `apply`, so the outcome is deterministic. With cancellations,
  /// the line is held until every apply is queued, the chosen ones are cancelled while they
  /// wait, and then the line moves.
  static func applyConcurrently(
    _ snapshots: [[Scenario.SectionData]], cancelling cancelled: [Int],
    on dataSource: DiffableDataSource<String, String, View>
  ) async throws -> SnapshotChangeset {
    let turnstile = _Turnstile()
    let hold = cancelled.isEmpty ? nil : await dataSource.holdQueue()
    let tasks = _TaskList()
    let results = await withTaskGroup(of: (Int, Result<SnapshotChangeset, any Error>).self) {
      group in
      for (k, data) in snapshots.enumerated() {
        let snapshot = Self.snapshot(data)
        group.addTask {
          await turnstile.wait(for: k)
          let task = dataSource.submitApply(snapshot)
          tasks.add(task, at: k)
          turnstile.open(k + 1)
          return (k, await task.result)
        }
      }
      if let hold {
        await turnstile.wait(for: snapshots.count)
        tasks.cancel(cancelled)
        hold.release()
      }
      var results: [(Int, Result<SnapshotChangeset, any Error>)] = []
      for await result in group { results.append(result) }
      return results.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var batches: [BatchUpdate] = []
    for (k, result) in results.enumerated() {
      if cancelled.contains(k) {
        guard case .failure(let error) = result, error is CancellationError else {
          throw _ReplayFailure(
            message: "apply \(k + 1) was cancelled while it waited in line, yet it ran")
        }
        continue
      }
      batches += try result.get().batches
    }
    return SnapshotChangeset(batches: batches)
  }
}

/// The apply tasks of `applyConcurrently`, by position.
final class _TaskList: Sendable {
  private let tasks = Mutex<[Int: Task<SnapshotChangeset, any Error>]>([:])
  func add(_ task: Task<SnapshotChangeset, any Error>, at k: Int) {
    tasks.withLock { $0[k] = task }
  }
  func cancel(_ positions: [Int]) {
    tasks.withLock { tasks in for k in positions { tasks[k]?.cancel() } }
  }
}

/// A replay step that did not do what the data source promises.
struct _ReplayFailure: Error {
  var message: String
}

/// Lets concurrent tasks pass one at a time, in the order of their numbers.
final class _Turnstile: Sendable {
  private struct State: ~Copyable {
    var next = 0
    var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
  }
  private let state = Mutex(State())

  /// Returns once `number` may pass.
  func wait(for number: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = state.withLock { state -> Bool in
        if state.next == number { return true }
        state.waiting[number] = continuation
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Lets `number` pass.
  func open(_ number: Int) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.next = number
      return state.waiting.removeValue(forKey: number)
    }
    waiter?.resume()
  }
}
