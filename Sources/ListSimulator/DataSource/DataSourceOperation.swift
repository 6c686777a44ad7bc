import Foundation
import ListKit

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
