import Synchronization

/// A hold on a data source's line of operations (``DiffableDataSource/holdQueue()``): what was
/// submitted after it waits until ``release()``. Releasing twice does nothing.
public final class QueueHold: Sendable {
  private let released = Mutex(false)
  private let line: _OperationLine

  init(line: _OperationLine) { self.line = line }

  /// Lets the operations behind the hold run, in order.
  public func release() {
    let first = released.withLock { released -> Bool in
      defer { released = true }
      return !released
    }
    if first { line.advanceSoon() }
  }

  deinit { release() }
}
