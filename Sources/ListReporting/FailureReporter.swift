import Foundation
import ListKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the layers that must not throw — UIKit's names, the original Lists' updates, the
/// drop-in adapters — tell a user that UIKit would have raised, or the original library asserted:
/// one failure of the running test with the exact message, the way the platform reports it.
///
/// - Under Swift Testing (a test is running): an issue of that test, through the
///   `ListTesting` module's bridge, found at run time by its name (this module links no test
///   framework, so the command line and apps built on the core link none).
/// - Under XCTest (the process is a test bundle and `XCTFail` is linked): a failure of the
///   running test, through `XCTFail` looked up at run time (this package does not link XCTest).
/// - Otherwise: a runtime warning on standard error (`ListKit runtime warning: …`).
///
/// It never crashes, and the caller records the failure on the object it happened to
/// (``FailureLog``), so a test can also read it back.
///
/// ```swift
/// FailureReporter.report(error)  // in a layer that must not throw
/// ```
public enum FailureReporter {
  /// Where a failure went.
  public enum Destination: Sendable, Hashable {
    case swiftTesting, xcTest, runtimeWarning
  }

  /// Reports `error` (its message, with the rule and the code) to the running test.
  @discardableResult
  public static func report(
    _ error: any ListError, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Destination {
    report(
      "\(error.message) [\(error.stableCode), rule \(error.rule)]", fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Reports `message` to the running test.
  @discardableResult
  public static func report(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Destination {
    deliver(message, isWarning: false, fileID, filePath, line, column)
  }

  /// The Swift Testing bridge (`ListTesting.SwiftTestingBridge`) when the process links it: a
  /// test target that depends on one of the package's reporting products does.
  static let swiftTesting: (any TestFrameworkBridge.Type)? =
    _typeByName("ListTesting.SwiftTestingBridge") as? any TestFrameworkBridge.Type

  /// Reports what UIKit only logs (a batch it recovered from by reloading): a warning of the
  /// running Swift Testing test, and a runtime warning otherwise (XCTest has no warnings; the
  /// test does not fail).
  @discardableResult
  public static func warn(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Destination {
    deliver(message, isWarning: true, fileID, filePath, line, column)
  }

  /// The one path of ``report(_:fileID:filePath:line:column:)`` and
  /// ``warn(_:fileID:filePath:line:column:)``: the session's note added, then Swift Testing, then
  /// (for a failure) XCTest, then a runtime warning.
  static func deliver(
    _ message: String, isWarning: Bool, _ fileID: StaticString, _ filePath: StaticString,
    _ line: UInt, _ column: UInt
  ) -> Destination {
    let message = message + (swiftTesting?.sessionNote(for: message) ?? "")
    if let bridge = swiftTesting,
      bridge.recordIssue(
        message, isWarning: isWarning, fileID: "\(fileID)", filePath: "\(filePath)",
        line: Int(line), column: Int(column))
    {
      return .swiftTesting
    }
    if !isWarning, let fail = xcTestFail {
      fail(message, filePath, line)
      return .xcTest
    }
    FileHandle.standardError.write(Data("ListKit runtime warning: \(message)\n".utf8))
    return .runtimeWarning
  }

  /// `XCTFail(_:file:line:)` when this process is an XCTest bundle that links XCTest: found by
  /// its symbol, so that this package depends on nothing.
  static let xcTestFail: (@Sendable (String, StaticString, UInt) -> Void)? = {
    let executable = CommandLine.arguments.first ?? ""
    let isTestBundle =
      executable.hasSuffix(".xctest") || executable.hasSuffix("xctest")
      || ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil
    guard isTestBundle, let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    else { return nil }
    typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void
    let fail = unsafeBitCast(symbol, to: Fail.self)
    return { message, file, line in fail(message, file, line) }
  }()
}
