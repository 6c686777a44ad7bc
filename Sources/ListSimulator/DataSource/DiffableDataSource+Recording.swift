import Foundation
import ListKit
import Synchronization

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
