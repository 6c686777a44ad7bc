/// A test framework's side of the reporter, declared here and implemented where the framework is
/// linked (`ListTesting.SwiftTestingBridge`), so that this module links none.
public protocol TestFrameworkBridge: SendableMetatype {
  /// Records `message` as a failure of the running test at the given place (a warning when
  /// `isWarning`); `false` when no test of that framework is running.
  static func recordIssue(
    _ message: String, isWarning: Bool, fileID: String, filePath: String, line: Int, column: Int
  ) -> Bool
  /// Words to add to a failure's message: where the failing session is kept (`nil`: none).
  static func sessionNote(for message: String) -> String?
}
