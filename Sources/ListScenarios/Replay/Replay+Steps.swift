import Foundation
import ListKit
import ListSimulator
import Synchronization

extension _Replay {
  // MARK: Steps

  /// Runs a step; a step whose data names content versions hands them to the data source that
  /// reports them (restored when the step is rejected).
  nonisolated(nonsending) func perform(_ step: Scenario.Step) async -> _StepOutcome {
    switch step.operation {
    case .apply, .applyUsingReloadData, .applyConcurrently:
      let previous = dataSourceContents.map.withLock { $0 }
      dataSourceContents.map.withLock { $0 = step.contents }
      let reloads = view.engine.reloadCount
      let outcome = await performOperation(step)
      if outcome.kind == .rejected {
        dataSourceContents.map.withLock { $0 = previous }
        // An apply rejected after its first batch reloaded the view back to the old snapshot
        // while the step's versions were still handed over: the cells it configured then show
        // the versions this step names, which a rejected step does not keep.
        if view.engine.reloadCount != reloads { try? view.engine.reloadFromDataSource() }
      }
      return outcome
    default:
      return await performOperation(step)
    }
  }

  nonisolated(nonsending) func performOperation(_ step: Scenario.Step) async -> _StepOutcome {
    switch step.operation {
    case .reloadData(let data):
      let previous = (model.model, model.itemContents)
      model.model = Self.model(data)
      model.itemContents = Self.contents(step.contents)
      do {
        try view.engine.reloadData()
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
      view.engine.invalidateLayout()
      return .accepted
    case .batch(let batch, let data):
      let previous = (model.model, model.itemContents)
      // What the view answers when the block asks for its counts, as app code does there.
      var countsInBatch: [Int]?
      do {
        let result = try view.engine.performBatchUpdates {
          if let data {
            model.model = Self.model(data)
            model.itemContents = Self.contents(step.contents)
          }
          countsInBatch = (0..<view.engine.numberOfSections).map(
            view.engine.numberOfItems(inSection:))
          try view.engine.declare(batch)
        }
        var outcome = _StepOutcome.accepted
        outcome.sentBatches = [batch]
        outcome.countsInBatch = countsInBatch
        if case .recovered(let message) = result.outcome { outcome.recover(message) }
        return outcome
      } catch {
        (model.model, model.itemContents) = previous
        var outcome = rejected(error)
        outcome.sentBatches = [batch]
        outcome.countsInBatch = countsInBatch
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
          view.engine.configuration.strict ? .reject : .moveIntoPlace
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
      let actual = dataSource.snapshot(for: section)
      var outcome = _StepOutcome.accepted
      if Scenario.outline(actual) != nodes {
        outcome.mismatch =
          "expected the section snapshot of \(section) to be \(Self.render(nodes)), it is \(Self.render(Scenario.outline(actual)))"
      }
      return outcome
    case .interactiveMove(let from, let to, let allowed):
      return await dataSourceStep { dataSource in
        let batchesBefore = view.engine.batchCount
        _ = try await dataSource.userMovedItem(at: from, to: to, allowed: allowed)
        return SnapshotChangeset(
          batches: view.engine.batchCount > batchesBefore
            ? [BatchUpdate(moveItems: [PositionMove(from: from, to: to)])] : [])
      }
    case .toggle(let item):
      return await dataSourceStep { dataSource in
        let before = view.engine.eventCount
        _ = try await dataSource.userToggledItem(item)
        var batches: [BatchUpdate] = []
        for event in view.engine.events.dropFirst(before) {
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

  nonisolated(nonsending) func dataSourceStep(
    _ body:
      nonisolated(nonsending) (DiffableDataSource<String, String, View>) async throws
      -> SnapshotChangeset
  ) async -> _StepOutcome {
    let dataSource = attachDataSource()
    let eventsBefore = view.engine.eventCount
    do {
      let changeset = try await body(dataSource)
      var outcome = _StepOutcome.accepted
      outcome.changes = changeset.counts
      outcome.batches = changeset.batches.count
      outcome.sentBatches = changeset.batches
      // The step's first recovered batch, if any (read without spelling out the event log).
      if let message = view.engine.firstRecovery(fromEvent: eventsBefore) {
        outcome.recover(message)
      }
      return outcome
    } catch {
      return rejected(error)
    }
  }

  func rejected(_ error: any Error) -> _StepOutcome {
    // One cast to the protocol (a conformance look-up) serves the code and the rule.
    let listError = error as? any ListError
    var outcome = _StepOutcome(kind: .rejected, code: _replayCode(error, listError))
    outcome.error = error
    let configuration = view.engine.configuration
    // The release's version when one is set (diffable texts follow it); the newest otherwise.
    outcome.version =
      configuration.iOSVersion == nil && configuration.linkedSDK == nil
      ? nil : configuration.release(for: view.engine.kind).iOS
    outcome.rule = listError?.rule ?? "—"
    if let viewError = error as? BatchUpdateError {
      outcome.viewError = viewError
    } else if case .engineBatchRejected(let viewError, _) = error as? DiffableDataSourceError {
      outcome.viewError = viewError
    }
    return outcome
  }
}

/// A replayed step's error: its code and its text as `version` printed it (`nil`: the newest).
func _replayCodeAndMessage(_ error: any Error, on version: IOSVersion?) -> (String, String) {
  if let error = error as? _ReplayFailure { return ("replayFailure", error.message) }
  return _codeAndMessage(of: error, on: version)
}

/// A replayed step's error code alone (what every step compares; the text is made when read).
/// `listError` is `error` cast to `ListError` (the caller needs the cast too).
func _replayCode(_ error: any Error, _ listError: (any ListError)?) -> String {
  if error is _ReplayFailure { return "replayFailure" }
  if let listError { return listError.stableCode }
  if error is CancellationError { return "cancelled" }
  return "error"
}
