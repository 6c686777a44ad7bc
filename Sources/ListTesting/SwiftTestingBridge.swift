import ListReporting
import ListScenarios
import ListSimulator
import Testing

/// Records the package's failures as issues of the running Swift Testing test.
///
/// `ListReporting` links no test framework, so that the command line and code built on the core
/// link none; it finds this bridge at run time by its name (`ListTesting.SwiftTestingBridge`),
/// as it finds XCTest's `XCTFail`. Every library product that reports failures (`ListUIKit`,
/// `Lists`, `ListAdapterKit`, `ListReporting`) carries this module, so a test target that
/// depends on one of them has it linked; nothing imports it.
public final class SwiftTestingBridge: TestFrameworkBridge {
  /// Records `message` as an issue of the running test at the given place — with warning
  /// severity for `isWarning` (what UIKit only logs) — and `false` when no Swift Testing test is
  /// running on this task.
  public static func recordIssue(
    _ message: String, isWarning: Bool, fileID: String, filePath: String, line: Int, column: Int
  ) -> Bool {
    guard Test.current != nil else { return false }
    Issue.record(
      Comment(rawValue: message), severity: isWarning ? .warning : .error,
      sourceLocation: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
    return true
  }

  /// Where a ``ListKitSession`` keeps the session of the view that failed with `message` (and,
  /// with `LISTKIT_ATTACHMENTS`, its file written now); `nil` outside a session.
  public static func sessionNote(for message: String) -> String? {
    ListKitSession.current?.note(for: message)
  }
}
