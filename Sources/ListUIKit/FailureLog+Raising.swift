import ListKit
import ListReporting

extension FailureLog {
  /// Reports what UIKit only logs — a batch it recovered from by reloading (a collection view on
  /// iOS 13 to 16.3) — as a warning of the running test
  /// (``FailureReporter/warn(_:fileID:filePath:line:column:)``), unless the log is quiet. The
  /// UIKit-named views route every recovered batch of their engine here.
  package func warnRecovered(_ message: String) {
    guard !isQuiet else { return }
    FailureReporter.warn(message)
  }

  /// Runs one of the headless view's throwing calls the way UIKit's non-throwing API runs it:
  /// what UIKit would raise is reported to the running test and recorded here, and the process
  /// goes on. Anything that is not one of the package's errors (a user's block cannot throw
  /// under UIKit's names) is reported as it is.
  ///
  /// - Returns: the call's result (for a batch, the engine's ``BatchResult``), or `nil` when it
  ///   threw, which is how the UIKit-named layers tell a rejected batch.
  @discardableResult
  package func raising<T>(_ call: () throws -> T) -> T? {
    do {
      return try call()
    } catch let error as any ListError {
      report(error)
    } catch {
      FailureReporter.report("\(error)")
    }
    return nil
  }
}
