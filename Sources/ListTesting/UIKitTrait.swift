import ListKit
import ListSimulator
import Testing
@_exported import struct ListKit.IOSVersion
@_exported import struct ListSimulator.UIKitRelease
@_exported import struct ListSimulator.ViewConfiguration

/// The UIKit a test runs against: `@Test(.uikit(iOS: "16.4", linkedSDK: "16.2"))`, or on a
/// suite for every test in it. Each test runs in a ``ListKitSession`` of that release: every view
/// it makes behaves and words its failures as that release does, and a failure comes with its
/// session and picture.
public struct UIKitTrait: TestTrait, SuiteTrait, TestScoping {
  /// The iOS version, as written (`"16.4"`).
  public var iOS: String
  /// The SDK the app was linked with, as written; `nil`: the iOS version's own.
  public var linkedSDK: String?
  /// Whether the package's strict checks run too.
  public var strict: Bool

  /// Applies to every test of a suite.
  public var isRecursive: Bool { true }

  /// Runs the test in a session of the release; a version that is not one is an issue of the
  /// test, which then runs with the default configuration.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard let version = IOSVersion(parsing: iOS) else {
      Issue.record("`.uikit(iOS: \"\(iOS)\")`: not an iOS version (write it as \"16.4\")")
      try await ListKitSession.run(name: test.name, function)
      return
    }
    var sdk: IOSVersion?
    if let linkedSDK {
      guard let parsed = IOSVersion(parsing: linkedSDK) else {
        Issue.record("`.uikit(linkedSDK: \"\(linkedSDK)\")`: not an iOS version")
        try await ListKitSession.run(name: test.name, function)
        return
      }
      sdk = parsed
    }
    try await ListKitSession.run(
      ViewConfiguration(iOS: version, linkedSDK: sdk, strict: strict), name: test.name, function)
  }
}

extension Trait where Self == UIKitTrait {
  /// Runs a test (or each test of a suite) against the UIKit of iOS `iOS`, linked with the SDK
  /// `linkedSDK` (`nil`: the version's own), with or without the package's strict checks.
  public static func uikit(iOS: String, linkedSDK: String? = nil, strict: Bool = true) -> Self {
    UIKitTrait(iOS: iOS, linkedSDK: linkedSDK, strict: strict)
  }
}
