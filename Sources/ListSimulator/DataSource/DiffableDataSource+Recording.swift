import Foundation
import ListKit
import Synchronization

/// An operation a diffable data source ran, with its result: what a recorder (`ScenarioRecorder`
/// of `ListScenarios`) turns into a scenario step.
public enum DataSourceOperation<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  case apply(DiffableDataSourceSnapshot<S, I>, animating: Bool, error: (any Error)?)
  case applyUsingReloadData(DiffableDataSourceSnapshot<S, I>, error: (any Error)?)
  case applySectionSnapshot(DiffableDataSourceSectionSnapshot<I>, section: S, error: (any Error)?)
  /// An interactive move; `allowed` is what `canReorderItem` answered.
  case interactiveMove(from: IndexPath, to: IndexPath, allowed: Bool, error: (any Error)?)
  /// An outline toggle; `performed` is `false` when a handler refused it.
  case toggle(I, performed: Bool, error: (any Error)?)
  case supplementaryView(kind: String, at: IndexPath, hasProvider: Bool, error: (any Error)?)
}

/// An operation a virtual view was asked to do by hand-written code (not by a diffable data
/// source), with the data source's data when it ran.
public enum ViewOperation: Sendable {
  /// `reloadData()`, and the data it read.
  case reloadData([ArrayDataSource.Section])
  case invalidateLayout
  /// A batch began while the counts were invalid: the data its "before" counts come from.
  case countsRead([ArrayDataSource.Section])
  /// A batch ended: its operations, the data source's data at the end, and the verdict.
  case batch(
    BatchUpdate, data: [ArrayDataSource.Section], result: Result<BatchResult, BatchUpdateError>)
}

extension DiffableDataSource {
  /// Called with every operation after it ran, in the order they ran (isolated to the data
  /// source's actor). Set it to record a session (`ScenarioRecorder`).
  public var operationObserver:
    (@Sendable (DataSourceOperation<SectionIdentifierType, ItemIdentifierType>) -> Void)?
  {
    get { state.withLock { $0.observer } }
    set { state.withLock { $0.observer = newValue } }
  }

  @usableFromInline
  func report(_ operation: DataSourceOperation<SectionIdentifierType, ItemIdentifierType>) {
    state.withLock { $0.observer }?(operation)
  }

  /// Runs `body`, reporting its operation made from the result (or the error it threw).
  /// Inlinable, so that each caller's copy is specialized for its result type (the generic one
  /// looked up type metadata on every operation).
  @inlinable
  func reporting<R>(
    _ body: () throws -> R,
    _ operation: (Result<R, any Error>) -> DataSourceOperation<
      SectionIdentifierType, ItemIdentifierType
    >
  ) throws -> R {
    guard state.withLock({ $0.observer != nil }) else { return try body() }
    let result = Result { try body() }
    report(operation(result))
    return try result.get()
  }
}

extension Result {
  /// The error of a failure, `nil` for a success.
  @usableFromInline var _error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

extension VirtualView {
  /// Called with every operation hand-written code asks of the view (reloads, layout
  /// invalidations, batches with their verdicts). Set it to record a session.
  public var operationObserver: (@Sendable (ViewOperation) -> Void)? {
    get { core.withLock { $0.observer } }
    set { core.withLock { $0.observer = newValue } }
  }

  /// Told the message of every batch UIKit would only log and recover from by reloading (a
  /// collection view on iOS 13 to 16.3): the UIKit-named views report it as a warning.
  package var recoveryObserver: (@Sendable (String) -> Void)? {
    get { core.withLock { $0.recoveryObserver } }
    set { core.withLock { $0.recoveryObserver = newValue } }
  }

  /// Reports to the observer, if any, for a view no diffable data source manages.
  func report(_ make: () -> ViewOperation) {
    let observer = core.withLock { $0.isManagedByDiffableDataSource ? nil : $0.observer }
    observer?(make())
  }

  /// The data source's data now, as the recorder stores it.
  func currentData() -> [ArrayDataSource.Section] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections()).map { s in
      if let identities = dataSource.identifiers(inSection: s) { return .identified(identities) }
      return .anonymous(count: dataSource.numberOfItems(inSection: s))
    }
  }
}
