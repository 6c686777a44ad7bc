import Foundation
import ListKit
import ListScenarios
import ListSimulator

extension Fuzzer {
  // MARK: Users' batch-update code

  /// Fuzzes batch-update code — hand-written, or an adapter around any diff library — against
  /// the strict view: for random pairs of old and new data (sections inserted, deleted and moved,
  /// items inserted, deleted and moved within and across sections), `makeBatch` says which batch
  /// takes the view from old to new. The view must accept it and then show exactly the new data.
  ///
  /// ```swift
  /// let report = await Fuzzer.checkBatchUpdates(seed: 1, iterations: 300) { old, new in
  ///   myDiff(old, new)  // -> BatchUpdate
  /// }
  /// #expect(report.passed, "\(report)")
  /// ```
  ///
  /// A failure is shrunk (fewer steps, sections and items, short names) and comes back as a
  /// scenario: `failure.scenario.write(to:)` saves it for `listkit replay`.
  public static func checkBatchUpdates(
    seed: UInt64 = 1, iterations: Int = 300,
    limits: FuzzLimits = FuzzLimits(maxSections: 4, maxItems: 20, operations: 5),
    view: ViewKind = .collection,
    _ makeBatch: @escaping @Sendable (_ old: [FuzzSection], _ new: [FuzzSection]) -> BatchUpdate
  ) async -> FuzzReport {
    await checkStagedBatchUpdates(seed: seed, iterations: iterations, limits: limits, view: view) {
      old, new in [FuzzStage(batch: makeBatch(old, new), data: new)]
    }
  }

  /// ``checkBatchUpdates(seed:iterations:limits:view:_:)`` for code that sends several batches
  /// (a staged changeset): each stage's batch must be accepted with the data source holding that
  /// stage's data, and the last stage must leave the view showing the new data.
  public static func checkStagedBatchUpdates(
    seed: UInt64 = 1, iterations: Int = 300,
    limits: FuzzLimits = FuzzLimits(maxSections: 4, maxItems: 20, operations: 5),
    view: ViewKind = .collection,
    _ makeStages: @escaping @Sendable (_ old: [FuzzSection], _ new: [FuzzSection]) -> [FuzzStage]
  ) async -> FuzzReport {
    await checkStagedBatchUpdates(
      seed: seed, iterations: iterations, limits: limits, view: view, vary: nil, makeStages)
  }

  /// The same, with each random state passed through `vary` (repeats, versions) first.
  static func checkStagedBatchUpdates(
    seed: UInt64, iterations: Int, limits: FuzzLimits, view: ViewKind,
    vary: ((_ state: [FuzzSection], _ random: inout SplitMix64) -> [FuzzSection])?,
    versionsAreContent: Bool = false,
    _ makeStages: @escaping @Sendable (_ old: [FuzzSection], _ new: [FuzzSection]) -> [FuzzStage]
  ) async -> FuzzReport {
    var report = FuzzReport()
    let start = ContinuousClock.now
    for k in 0..<max(1, iterations) {
      let caseSeed = caseSeed(seed, k)
      var generator = _Generator(seed: caseSeed, limits: limits)
      var variation = SplitMix64(seed: caseSeed ^ 0x5DEE_CE66_D1CE_4E5B)
      var states: [[FuzzSection]] = [[]]
      var plain: [[FuzzSection]] = [[]]
      for _ in 0..<limits.operations {
        let current = plain.last!.map { _DataSourceModel.Section(id: $0.id, items: $0.items) }
        let next = generator.randomState(from: current, large: false).map {
          FuzzSection(id: $0.id, items: $0.items)
        }
        plain.append(next)
        states.append(vary.map { $0(next, &variation) } ?? next)
      }
      let run = _StatesRun(
        view: view, versionsAreContent: versionsAreContent, makeStages: makeStages)
      let result = await run.check(states)
      report.cases += 1
      report.steps += states.count - 1
      guard let signature = result.signature else { continue }
      let shrunk = await run.shrink(states, signature: signature)
      let scenario = run.scenario(shrunk, name: "batch updates, seed \(caseSeed)")
      let final = await scenario.replay()
      report.failures.append(
        FuzzFailure(
          seed: caseSeed, target: .view, scenario: scenario, signature: signature,
          failure: final.failureDescription ?? signature, operationsBefore: states.count - 1,
          operationsAfter: shrunk.count - 1))
      break
    }
    report.seconds = _seconds(since: start)
    return report
  }

  // MARK: Users' view models

  /// Fuzzes a view model: random events (from `event`) run through `reduce`, and after each the
  /// view model's snapshot must be valid, apply through the diffable data source to the strict
  /// view, and leave the data source and the view showing exactly it.
  ///
  /// ```swift
  /// let report = await Fuzzer.checkViewModel(
  ///   initial: Inbox(), seed: 3, event: { rng in Inbox.Event.random(using: &rng) },
  ///   reduce: { inbox, event in inbox.handling(event) }, snapshot: { $0.snapshot })
  /// #expect(report.passed, "\(report)")
  /// ```
  ///
  /// A failing sequence is shrunk to the fewest events that still fail the same way.
  public static func checkViewModel<
    State: Sendable, Event: Sendable, S: Hashable & Sendable, I: Hashable & Sendable
  >(
    initial: State, seed: UInt64 = 1, iterations: Int = 100, events count: Int = 20,
    view: ViewKind = .collection,
    event: @escaping @Sendable (inout SplitMix64) -> Event,
    reduce: @escaping @Sendable (State, Event) -> State,
    snapshot: @escaping @Sendable (State) -> DiffableDataSourceSnapshot<S, I>
  ) async -> ViewModelFuzzReport<Event> {
    var report = ViewModelFuzzReport<Event>()
    let run = _ViewModelRun(initial: initial, view: view, reduce: reduce, snapshot: snapshot)
    for k in 0..<max(1, iterations) {
      let caseSeed = caseSeed(seed, k)
      var rng = SplitMix64(seed: caseSeed)
      let events = (0..<max(1, count)).map { _ in event(&rng) }
      let result = await run.check(events)
      report.cases += 1
      report.steps += result.steps
      guard let signature = result.signature else { continue }
      let shrunk = await _shrinkList(events) { await run.check($0).signature == signature }
      let last = await run.check(shrunk)
      report.failure = .init(
        events: shrunk, scenario: run.scenario(shrunk, name: "view model, seed \(caseSeed)"),
        message: last.message ?? signature, seed: caseSeed)
      break
    }
    return report
  }
}

/// Removes chunks of a list (halving down to single elements) while `fails` holds: the one
/// shrinker of every fuzzer of the package (the adapter fuzzer's steps too), run on the caller's
/// actor.
package func _shrinkList<T>(
  _ start: [T], isolation: isolated (any Actor)? = #isolation,
  _ fails: nonisolated(nonsending) ([T]) async -> Bool
) async -> [T] {
  var budget = 2000
  return await _shrinkList(start, budget: &budget, fails)
}

/// ``_shrinkList(_:isolation:_:)`` spending at most `budget` tries (what is left stays in
/// `budget`).
package func _shrinkList<T>(
  _ start: [T], budget: inout Int, isolation: isolated (any Actor)? = #isolation,
  _ fails: nonisolated(nonsending) ([T]) async -> Bool
) async -> [T] {
  var best = start
  var size = max(1, best.count / 2)
  while size >= 1 && budget > 0 {
    var k = 0
    while k + size <= best.count && budget > 0 {
      var candidate = best
      candidate.removeSubrange(k..<(k + size))
      budget -= 1
      if await fails(candidate) { best = candidate } else { k += size }
    }
    size /= 2
  }
  return best
}

/// A user's batch function over a sequence of data states.
struct _StatesRun: Sendable {
  let view: ViewKind
  /// Items `"a#2"` are item `a` at content version 2 (`v0` without one), checked by the
  /// stale-content check, instead of items of their own (a name repeated in any state of a case
  /// tracks no content in that case: its occurrences could show different versions).
  var versionsAreContent = false
  let makeStages: @Sendable ([FuzzSection], [FuzzSection]) -> [FuzzStage]

  static func data(_ sections: [FuzzSection]) -> [Scenario.SectionData] {
    sections.map { .identified(id: $0.id, items: $0.items) }
  }

  /// An item's name and content version: `"a#2"` is `a` at `v2`, `"a"` is `a` at `v0`.
  static func split(_ item: String) -> (name: String, version: String) {
    let parts = item.split(separator: "#", maxSplits: 1)
    return (String(parts.first ?? ""), parts.count > 1 ? "v\(parts[1])" : "v0")
  }

  /// The data of a state and the content versions it names (see ``versionsAreContent``), but for
  /// the names in `untracked`.
  func step(_ sections: [FuzzSection], untracked: Set<String> = [])
    -> (data: [Scenario.SectionData], contents: [String: String])
  {
    guard versionsAreContent else { return (Self.data(sections), [:]) }
    var contents: [String: String] = [:]
    let data = sections.map { section -> Scenario.SectionData in
      .identified(
        id: section.id,
        items: section.items.map { item in
          let (name, version) = Self.split(item)
          if !untracked.contains(name) { contents[name] = version }
          return name
        })
    }
    return (data, contents)
  }

  /// Each state after the first is reached with the user's batches, then checked.
  func scenario(_ states: [[FuzzSection]], name: String) -> Scenario {
    // Names repeated within any state track no content in this case.
    var untracked = Set<String>()
    if versionsAreContent {
      for state in states {
        var seen = Set<String>()
        for item in state.flatMap(\.items) where !seen.insert(Self.split(item).name).inserted {
          untracked.insert(Self.split(item).name)
        }
      }
    }
    let step = { (sections: [FuzzSection]) in self.step(sections, untracked: untracked) }
    let first = step(states[0])
    var steps = [Scenario.Step(.reloadData(first.data), contents: first.contents)]
    for k in 1..<max(1, states.count) {
      for stage in makeStages(states[k - 1], states[k]) {
        let (data, contents) = self.step(
          stage.data, untracked: untracked.union(stage.refreshedLater))
        steps.append(Scenario.Step(.batch(stage.batch, data: data), contents: contents))
      }
      var (data, contents) = step(states[k])
      // The check names what the cells on screen show (the first rows; the others have none).
      let onScreen = Set(
        states[k].flatMap(\.items).prefix(_Deriver.window).map { Self.split($0).name })
      contents = contents.filter { onScreen.contains($0.key) }
      steps.append(Scenario.Step(.expectState(data), contents: contents))
    }
    return Scenario(
      name: name, about: "Batches from the batch function under test, each expected accepted.",
      view: view, profile: .classic, strict: true, steps: steps)
  }

  func check(_ states: [[FuzzSection]]) async -> ScenarioReport {
    guard states.count > 1 else {
      return ScenarioReport(name: "", passed: true, trace: [])
    }
    return await scenario(states, name: "check").replay()
  }

  /// Fewer states, then fewer items and sections, then short names.
  func shrink(_ start: [[FuzzSection]], signature: String) async -> [[FuzzSection]] {
    func fails(_ states: [[FuzzSection]]) async -> Bool {
      await check(states).signature == signature
    }
    var best = start
    // Fewer states (at least two: where the view starts and where it goes).
    best = await _shrinkList(best) { $0.count >= 2 ? await fails($0) : false }
    // Fewer identifiers.
    var ids: [String] = []
    for state in best {
      for section in state {
        if !ids.contains(section.id) { ids.append(section.id) }
        for item in section.items where !ids.contains(item) { ids.append(item) }
      }
    }
    for id in ids {
      let candidate = best.map { state in
        state.filter { $0.id != id }.map {
          FuzzSection(id: $0.id, items: $0.items.filter { $0 != id })
        }
      }
      if await fails(candidate) { best = candidate }
    }
    // Short names.
    var names: [String: String] = [:]
    var sectionCount = 0
    var itemCount = 0
    let renamed = best.map { state in
      state.map { section -> FuzzSection in
        if names[section.id] == nil {
          names[section.id] = _shortName(sectionCount, upper: true)
          sectionCount += 1
        }
        let items = section.items.map { item -> String in
          if names[item] == nil {
            names[item] = _shortName(itemCount, upper: false)
            itemCount += 1
          }
          return names[item]!
        }
        return FuzzSection(id: names[section.id]!, items: items)
      }
    }
    if await fails(renamed) { best = renamed }
    return best
  }
}

/// A user's view model over a sequence of events.
struct _ViewModelRun<
  State: Sendable, Event: Sendable, S: Hashable & Sendable, I: Hashable & Sendable
>:
  Sendable
{
  let initial: State
  let view: ViewKind
  let reduce: @Sendable (State, Event) -> State
  let snapshot: @Sendable (State) -> DiffableDataSourceSnapshot<S, I>

  struct Result {
    var steps = 0
    var signature: String?
    var message: String?
  }

  func snapshots(_ events: [Event]) -> [DiffableDataSourceSnapshot<S, I>] {
    var state = initial
    return events.map { event in
      state = reduce(state, event)
      return snapshot(state)
    }
  }

  func check(_ events: [Event]) async -> Result {
    let configuration = ViewConfiguration(profile: .classic, strict: true)
    var result = Result()
    switch view {
    case .collection:
      let view = withViewIsolation { VirtualCollectionView(configuration: configuration) }
      await run(
        events, on: DiffableDataSource<S, I, VirtualCollectionView>(view: view),
        &result)
    case .table:
      let view = withViewIsolation { VirtualTableView(configuration: configuration) }
      await run(
        events, on: DiffableDataSource<S, I, VirtualTableView>(view: view), &result)
    }
    return result
  }

  func run<V: VirtualListView>(
    _ events: [Event], on dataSource: DiffableDataSource<S, I, V>, _ result: inout Result
  ) async {
    for (k, snapshot) in snapshots(events).enumerated() {
      result.steps += 1
      let step = "event \(k + 1) (\(events[k]))"
      do {
        try snapshot.validate()
      } catch {
        result.signature = "invalid snapshot \(Self.code(error))"
        result.message = "\(step): the view model's snapshot is invalid: \(error)"
        return
      }
      do {
        try await dataSource.apply(snapshot)
      } catch {
        result.signature = "apply \(Self.code(error))"
        result.message = "\(step): the apply failed: \(error)"
        return
      }
      let held = dataSource.snapshot()
      let expected = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
      guard held.sectionIdentifiers == snapshot.sectionIdentifiers,
        held.sectionIdentifiers.map({ held.itemIdentifiers(inSection: $0) }) == expected
      else {
        result.signature = "snapshot mismatch"
        result.message = "\(step): the data source does not hold the snapshot applied"
        return
      }
      let view = dataSource.view.engine
      guard view.shownCounts == expected.map(\.count),
        expected.indices.allSatisfy({ view.shows(expected[$0], inSection: $0) == true })
      else {
        result.signature = "view mismatch"
        result.message = "\(step): the view does not show the snapshot applied"
        return
      }
    }
  }

  static func code(_ error: any Error) -> String { _codeAndMessage(of: error).code }

  /// The snapshots of `events` as scenario steps that fail under `listkit replay` the way the
  /// view model failed: a valid snapshot is applied and checked (the data source's snapshot and
  /// what the view shows); an invalid one becomes an `edit` step that rebuilds its valid part and
  /// then makes the call that failed, so the replay raises the same error.
  func scenario(_ events: [Event], name: String) -> Scenario {
    var steps: [Scenario.Step] = []
    var previous: [String] = []
    for snapshot in snapshots(events) {
      let data = Scenario.data(snapshot)
      let ids = snapshot.sectionIdentifiers.map { String(describing: $0) }
      do {
        try snapshot.validate()
      } catch {
        var actions: [Scenario.Action] = []
        if !previous.isEmpty { actions.append(.deleteSections(previous)) }
        if !ids.isEmpty { actions.append(.appendSections(ids)) }
        for case .identified(let id, let items) in data where !items.isEmpty {
          actions.append(.appendItems(items, toSection: id))
        }
        actions += Self.failingCall(error, sections: ids)
        steps.append(Scenario.Step(.edit(actions, apply: true, animating: true)))
        break
      }
      var marks = Scenario.Marks()
      marks.reloadItems = snapshot.reloadedItemIdentifiers.map { String(describing: $0) }
      marks.reconfigureItems = snapshot.reconfiguredItemIdentifiers.map { String(describing: $0) }
      marks.reloadSections = snapshot.reloadedSectionIdentifiers.map { String(describing: $0) }
      steps.append(Scenario.Step(.apply(data, animating: true, marks: marks)))
      steps.append(Scenario.Step(.expectSnapshot(data)))
      steps.append(Scenario.Step(.expectState(data)))
      previous = ids
    }
    return Scenario(
      name: name, about: "Snapshots of the view model under test (identifiers as text).",
      steps: steps)
  }

  /// A snapshot call that raises `error` again on the snapshot rebuilt from its valid part
  /// (whose sections are `sections`): the recorder's translation (`ScenarioRecorder`).
  static func failingCall(_ error: any Error, sections: [String]) -> [Scenario.Action] {
    guard let error = error as? SnapshotError<S, I> else { return [] }
    return ScenarioRecorder.actions(raising: error, sections: sections)
  }
}
