import Foundation
import ListKit
import ListSimulator
import Synchronization

/// Records what a virtual view or a diffable data source is asked to do as a scenario, with the
/// verdicts seen as its expectations: a test that fails can save the session and replay it
/// anywhere with `listkit replay`.
///
/// ```swift
/// let recorder = ScenarioRecorder(name: "inbox session")
/// recorder.record(dataSource)
/// try await dataSource.apply(snapshot)
/// …
/// try recorder.scenario.write(to: URL(fileURLWithPath: "inbox-session.json"))
/// ```
///
/// Identifiers are written with `String(describing:)`. A snapshot edit that raised an error
/// changed nothing, so an apply that failed for that reason is recorded with the snapshot as it
/// was left and the error as its expectation.
public final class ScenarioRecorder: Sendable {
  private struct State {
    var scenario: Scenario
  }
  private let state: Mutex<State>

  /// A recorder of an empty scenario named `name`, with an optional description.
  public init(name: String, about: String? = nil) {
    state = Mutex(State(scenario: Scenario(name: name, about: about, steps: [])))
  }

  /// The scenario recorded so far.
  public var scenario: Scenario { state.withLock { $0.scenario } }

  private func append(_ steps: [Scenario.Step]) {
    state.withLock { $0.scenario.steps += steps }
  }

  private func configure(_ configuration: ViewConfiguration, kind: ViewKind) {
    state.withLock {
      $0.scenario.view = kind
      $0.scenario.profile = configuration.profile
      $0.scenario.strict = configuration.strict
      $0.scenario.iOSVersion = configuration.iOSVersion
      $0.scenario.linkedSDK = configuration.linkedSDK
      $0.scenario.inWindow = configuration.inWindow
    }
  }

  // MARK: Views

  /// Records every reload, layout invalidation and batch hand-written code sends to `view` from
  /// now on. The scenario starts with what the view shows now.
  public func record<View: VirtualListView>(_ view: View) { record(base: view.engine) }

  /// `record(_:)` for the engine view itself (what a list view, a UIKit-named one included,
  /// is built on).
  public func record(base: VirtualView) {
    configure(base.configuration, kind: base.kind)
    if base.countsAreValid {
      let identities = base.shownIdentifiers
      let shown = base.shownCounts.indices.map { s -> ArrayDataSource.Section in
        if let identities = identities[s] { return .identified(identities) }
        return .anonymous(count: base.shownCounts[s])
      }
      append([Scenario.Step(.reloadData(Self.data(shown)))])
    }
    base.operationObserver = { [weak self] operation in self?.add(operation) }
  }

  static func data(_ sections: [ArrayDataSource.Section]) -> [Scenario.SectionData] {
    sections.enumerated().map { s, section in
      switch section {
      case .identified(let items): .identified(id: "\(s)", items: items.map(\.description))
      case .anonymous(let count): .anonymous(count: count)
      }
    }
  }

  private func add(_ operation: ViewOperation) {
    switch operation {
    case .reloadData(let data): append([Scenario.Step(.reloadData(Self.data(data)))])
    case .invalidateLayout: append([Scenario.Step(.invalidateLayout)])
    case .countsRead(let data): append([Scenario.Step(.setData(Self.data(data)))])
    case .batch(let batch, let data, let result):
      var expect = Scenario.Expectation()
      switch result {
      case .success(let result):
        if case .recovered(let message) = result.outcome {
          expect = Scenario.Expectation(
            outcome: .recovered, error: BatchUpdateError.Code.invalidItemCount.rawValue,
            message: message)
        }
      case .failure(let error):
        expect = Scenario.Expectation(
          outcome: .rejected, error: error.code.rawValue, message: error.message)
      }
      append([Scenario.Step(.batch(batch, data: Self.data(data)), expect: expect)])
    }
  }

  // MARK: Data sources

  /// Records every operation `dataSource` runs from now on: applies (plain, reload and section
  /// snapshot), interactive moves, outline toggles and supplementary view requests. The scenario
  /// starts with the data source's current snapshot and section snapshots.
  public func record<S, I, V>(_ dataSource: DiffableDataSource<S, I, V>) {
    let base = dataSource.view.engine
    configure(base.configuration, kind: base.kind)
    let current = dataSource.snapshot()
    if current.numberOfSections > 0 {
      var steps = [Scenario.Step(.applyUsingReloadData(Scenario.data(current)))]
      for section in current.sectionIdentifiers {
        let outline = dataSource.snapshot(for: section)
        if outline.rootItems.count != outline.items.count {
          steps.append(
            Scenario.Step(
              .applySectionSnapshot(
                section: String(describing: section), outline: Self.outline(outline))))
        }
      }
      append(steps)
    }
    dataSource.operationObserver = { [weak self] operation in self?.add(operation) }
  }

  static func outline<I>(_ snapshot: DiffableDataSourceSectionSnapshot<I>) -> [Scenario.OutlineNode]
  {
    func nodes(_ items: [I]) -> [Scenario.OutlineNode] {
      items.map {
        Scenario.OutlineNode(
          item: String(describing: $0), expanded: snapshot.isExpanded($0),
          children: nodes(snapshot.children(of: $0)))
      }
    }
    return nodes(snapshot.rootItems)
  }

  /// The snapshot edits that raise `error` again — the same code and, for repeated
  /// identifiers, the same identifiers in its message — on a snapshot that does not hold the
  /// identifiers the error names (a failed call changes nothing, so the snapshot it was made on
  /// is such a snapshot). `sections` are that snapshot's sections when known: with none, a
  /// "no sections" error is raised by appending an item; otherwise it cannot be recorded. The
  /// one translation of a snapshot error into a call, for the recorder and the fuzzer alike.
  package static func actions<S, I>(raising error: SnapshotError<S, I>, sections: [String]?)
    -> [Scenario.Action]
  {
    func names<T>(_ values: [T]) -> [String] { values.map { String(describing: $0) } }
    switch error {
    case .duplicateItemIdentifiers(let items, _), .duplicateOutlineItems(let items, _):
      return items.isEmpty ? [] : [.appendItems(names(items) + names(items), toSection: nil)]
    case .duplicateSectionIdentifiers(let ids, _):
      return ids.isEmpty ? [] : [.appendSections(names(ids) + names(ids))]
    case .sectionAlreadyExists(let ids, _):
      return [.appendSections(names(ids))]
    case .noSections:
      return sections?.isEmpty == true ? [.appendItems(["item"], toSection: nil)] : []
    // Deletes skip unknown identifiers (D20), so the call is an append to the section or an
    // insertion before the item.
    case .unknownSection(let section, _):
      return [.appendItems([], toSection: String(describing: section))]
    case .unknownItem(let item, _):
      let name = String(describing: item)
      return [.insertItems(["\(name) (inserted)"], before: name, after: nil)]
    case .itemRelativeToItself(let item):
      let name = String(describing: item)
      return [.moveItem(name, before: name, after: nil)]
    case .reloadUnknownItem(let item):
      return [.reloadItems([String(describing: item)])]
    case .reconfigureUnknownItem(let item):
      return [.reconfigureItems([String(describing: item)])]
    case .itemAlreadyExists(let items, _):
      return [.appendItems(names(items), toSection: nil)]
    }
  }

  private func add<S, I>(_ operation: DataSourceOperation<S, I>) {
    func expectation(_ error: (any Error)?) -> Scenario.Expectation {
      guard let error else { return Scenario.Expectation() }
      let (code, message) = _codeAndMessage(of: error)
      return Scenario.Expectation(outcome: .rejected, error: code, message: message)
    }
    func names<T>(_ values: [T]) -> [String] { values.map { String(describing: $0) } }
    switch operation {
    case .apply(let snapshot, let animating, let error):
      if let error = error as? SnapshotError<S, I>,
        case let actions = Self.actions(raising: error, sections: nil), !actions.isEmpty
      {
        // The edit that failed left the snapshot unchanged: record an edit that raises the
        // same error on the data source's snapshot instead.
        append([
          Scenario.Step(
            .edit(actions, apply: true, animating: animating),
            expect: Scenario.Expectation(outcome: .rejected, error: error.stableCode))
        ])
        return
      }
      let marks = Scenario.Marks(
        reloadItems: names(snapshot.reloadedItemIdentifiers),
        reconfigureItems: names(snapshot.reconfiguredItemIdentifiers),
        reloadSections: names(snapshot.reloadedSectionIdentifiers))
      append([
        Scenario.Step(
          .apply(Scenario.data(snapshot), animating: animating, marks: marks),
          expect: expectation(error))
      ])
    case .applyUsingReloadData(let snapshot, let error):
      append([
        Scenario.Step(.applyUsingReloadData(Scenario.data(snapshot)), expect: expectation(error))
      ])
    case .applySectionSnapshot(let outline, let section, let error):
      append([
        Scenario.Step(
          .applySectionSnapshot(
            section: String(describing: section), outline: Self.outline(outline)),
          expect: expectation(error))
      ])
    case .interactiveMove(let from, let to, let allowed, let error):
      append([
        Scenario.Step(
          .interactiveMove(from: from, to: to, allowed: allowed), expect: expectation(error))
      ])
    case .toggle(let item, let performed, let error):
      guard performed || error != nil else { return }
      append([
        Scenario.Step(.toggle(item: String(describing: item)), expect: expectation(error))
      ])
    case .supplementaryView(let kind, let indexPath, let hasProvider, let error):
      append([
        Scenario.Step(
          .requestSupplementaryView(kind: kind, at: indexPath, provider: hasProvider),
          expect: expectation(error))
      ])
    }
  }
}
