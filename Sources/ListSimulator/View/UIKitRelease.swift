import ListKit

/// The UIKit an app meets: the iOS version it runs on and the iOS SDK it was linked with
/// (Xcode 14.3 links the iOS 16.4 SDK). UIKit keeps the older behaviour for apps linked against
/// an older SDK, so the two together decide what an invalid batch does
/// (docs/uikit-rules.md, "Outcome by iOS and SDK").
///
/// ```swift
/// let release = UIKitRelease(iOS: IOSVersion(16, 4), linkedSDK: IOSVersion(16, 2))
/// release.outcome(of: .invalidItemCount, kind: .collection)  // .logsAndReloads
/// ```
public struct UIKitRelease: Sendable, Hashable, CustomStringConvertible {
  /// The iOS version the app runs on.
  public var iOS: IOSVersion
  /// The iOS SDK the app was linked with.
  public var linkedSDK: IOSVersion

  /// An app running on `iOS`, linked with `linkedSDK` (by default the SDK of the same version,
  /// an app built with the Xcode of the iOS it runs on).
  public init(iOS: IOSVersion, linkedSDK: IOSVersion? = nil) {
    self.iOS = iOS
    self.linkedSDK = linkedSDK ?? iOS
  }

  /// The first iOS version whose collection views raise an item-count mismatch again for apps
  /// linked against its SDK (Xcode 14.3), after logging and reloading from iOS 13 on.
  public static let consolidatedRuntime = IOSVersion(16, 4)
  /// The first iOS version whose collection views logged an item-count mismatch and reloaded.
  public static let recoveringRuntime = IOSVersion(13)

  /// The era whose behaviour and texts a view of `kind` shows on this release:
  ///
  /// | view | iOS | SDK | era |
  /// |---|---|---|---|
  /// | collection | before 13 | any | `classic` |
  /// | collection | 13 to 16.3 | any | `recovering` |
  /// | collection | 16.4 and later | before 16.4 | `recovering` |
  /// | collection | 16.4 and later | 16.4 and later | `consolidated` |
  /// | table | before 16.4 | any | `classic` |
  /// | table | 16.4 and later | any | `consolidated` (the text; every outcome raises) |
  public func profile(for kind: ViewKind) -> UpdateProfile {
    switch kind {
    case .collection:
      if iOS < Self.recoveringRuntime { return .classic }
      if iOS < Self.consolidatedRuntime || linkedSDK < Self.consolidatedRuntime {
        return .recovering
      }
      return .consolidated
    case .table:
      return iOS < Self.consolidatedRuntime ? .classic : .consolidated
    }
  }

  /// What UIKit does with a batch that breaks a rule whose error has `code`, in a view of
  /// `kind`: only a collection view's item-count mismatch (R2, R25: `invalidItemCount`) is logged
  /// and reloaded, in the `recovering` era; every other rule raises on every release
  /// (docs/uikit-rules.md, "Outcome by iOS and SDK", with sources). Whether the view is in a
  /// window changes no outcome; it changes when the view reads its "before" counts
  /// (``ViewConfiguration/inWindow``).
  public func outcome(of code: BatchUpdateError.Code, kind: ViewKind) -> UIKitOutcome {
    ViewConfiguration(iOS: iOS, linkedSDK: linkedSDK).outcome(of: code, kind: kind)
  }

  /// `iOS 16.4, SDK 16.2` (`iOS 17.0` when both are the same).
  public var description: String {
    linkedSDK == iOS ? "iOS \(iOS)" : "iOS \(iOS), SDK \(linkedSDK)"
  }

  /// The iOS releases this package knows, oldest first: every `major.minor` Apple shipped from
  /// 9.0 to 26.1 (the versions `listkit replay --ios-matrix` walks).
  public static let knownVersions: [IOSVersion] = {
    let minors: [(Int, Int)] = [
      (9, 3), (10, 3), (11, 4), (12, 5), (13, 7), (14, 8), (15, 8), (16, 7), (17, 7), (18, 7),
      (26, 1),
    ]
    return minors.flatMap { major, last in (0...last).map { IOSVersion(major, $0) } }
  }()

  /// The known releases from `first` through `last` (both included), each linked with
  /// `linkedSDK` (`nil`: each with its own SDK) — the rows of a version matrix, and the
  /// arguments of a test run against every release an app supports.
  public static func supported(
    from first: IOSVersion, through last: IOSVersion = .newest, linkedSDK: IOSVersion? = nil
  ) -> [UIKitRelease] {
    knownVersions.filter { $0 >= first && $0 <= last }.map {
      UIKitRelease(iOS: $0, linkedSDK: linkedSDK)
    }
  }
}
