import ListKit
import Synchronization

/// Failures recorded on the object they happened to (a data source, a list, an adapter), newest
/// last, beside the report to the running test.
public final class FailureLog: Sendable {
  private let entries = Mutex<[any ListError]>([])
  private let quiet = Mutex(false)

  /// An empty log that reports failures to the running test (``isQuiet`` is `false`).
  public init() {}

  /// When `true`, failures are recorded here only, not reported to the running test: a fuzzer
  /// that provokes failures on purpose, and shrinks them, reports what it found once, itself.
  public var isQuiet: Bool {
    get { quiet.withLock { $0 } }
    set { quiet.withLock { $0 = newValue } }
  }

  /// Every failure so far, oldest first.
  public var errors: [any ListError] { entries.withLock { $0 } }
  /// The former name of ``errors`` (`list.failures.failures` read twice the same word).
  @available(*, deprecated, renamed: "errors")
  public var failures: [any ListError] { errors }
  /// The latest failure.
  public var last: (any ListError)? { entries.withLock { $0.last } }

  /// Reports `error` to the running test and records it here.
  public func report(
    _ error: any ListError, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    entries.withLock { $0.append(error) }
    guard !isQuiet else { return }
    FailureReporter.report(error, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Forgets what was recorded.
  public func removeAll() { entries.withLock { $0.removeAll() } }
}
