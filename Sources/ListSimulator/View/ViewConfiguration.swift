import ListKit

/// How a virtual view validates batches: the UIKit it reproduces and how strict it is.
///
/// The UIKit is a release — the iOS the app runs on (``iOSVersion``) and the SDK it was linked
/// with (``linkedSDK``) — which decides both what an invalid batch does and which words UIKit
/// prints. A ``profile`` is shorthand for a release (`classic`: iOS 12.4 for collection views and
/// 16.3 for table views; `recovering`: 16.3; `consolidated`: 17): it decides only while neither
/// the version nor the SDK is set.
public struct ViewConfiguration: Sendable, Hashable {
  /// The era that decides while neither ``iOSVersion`` nor ``linkedSDK`` is set.
  public var profile: UpdateProfile
  /// Also reject what UIKit may accept but that corrupts state, animates wrongly or crashes on
  /// some versions (the strict rules of `docs/uikit-rules.md`), and report `displayMismatch` as an
  /// error instead of a warning.
  public var strict: Bool

  /// The iOS version the app runs on; `nil`: the profile's (``UpdateProfile/release(for:)``), or
  /// ``linkedSDK`` when only that is set.
  public var iOSVersion: IOSVersion?

  /// The iOS SDK the app was linked with; `nil`: the one of ``iOSVersion`` (an app built with the
  /// Xcode of the iOS it runs on).
  public var linkedSDK: IOSVersion?

  /// Whether the view is in a window. A view in a window lays out after a reload, which reads and
  /// caches its counts; one that is not (a screen under a pushed controller, a view built but not
  /// shown) never lays out, so after `reloadData()` its "before" counts are read when the next
  /// batch begins — from a data source that may have changed already (rule R25).
  public var inWindow: Bool

  /// A configuration of `profile`, or of the release `iOSVersion` / `linkedSDK` when either is
  /// set.
  public init(
    profile: UpdateProfile = .classic, strict: Bool = true, iOSVersion: IOSVersion? = nil,
    linkedSDK: IOSVersion? = nil, inWindow: Bool = true
  ) {
    self.profile = profile
    self.strict = strict
    self.iOSVersion = iOSVersion
    self.linkedSDK = linkedSDK
    self.inWindow = inWindow
  }

  /// A configuration of the release `iOS` linked with `linkedSDK` (by default its own SDK).
  public init(
    iOS: IOSVersion, linkedSDK: IOSVersion? = nil, strict: Bool = true, inWindow: Bool = true
  ) {
    self.init(strict: strict, iOSVersion: iOS, linkedSDK: linkedSDK, inWindow: inWindow)
  }

  /// The configuration a test's scope sets for every view made in it whose creator names none
  /// (`ListTesting`'s `.uikit(iOS:linkedSDK:strict:)` trait and `ListKitSession`); `nil` outside
  /// such a scope.
  @TaskLocal public static var scoped: ViewConfiguration?

  /// What a view takes when its creator names no configuration: the scope's
  /// (``scoped``), else the default one.
  public static var current: ViewConfiguration { scoped ?? ViewConfiguration() }

  /// The release a view of `kind` reproduces: the one set, or the profile's.
  public func release(for kind: ViewKind) -> UIKitRelease {
    guard iOSVersion != nil || linkedSDK != nil else { return profile.release(for: kind) }
    let iOS = iOSVersion ?? linkedSDK!
    return UIKitRelease(iOS: iOS, linkedSDK: linkedSDK)
  }

  /// The era whose behaviour a view of `kind` shows: the ``profile`` while neither the version
  /// nor the SDK is set, otherwise the release's (``UIKitRelease/profile(for:)``). (A table view
  /// behaves the same under `classic` and `recovering`.)
  public func era(for kind: ViewKind) -> UpdateProfile {
    guard iOSVersion != nil || linkedSDK != nil else { return profile }
    return release(for: kind).profile(for: kind)
  }

  /// What UIKit does with a batch whose error has `code` in a view of `kind`: the era's outcome
  /// (``UIKitRelease/outcome(of:kind:)``).
  public func outcome(of code: BatchUpdateError.Code, kind: ViewKind) -> UIKitOutcome {
    code == .invalidItemCount && kind == .collection && era(for: kind) == .recovering
      ? .logsAndReloads : .raises
  }

  /// The version whose texts apply: the release's iOS version, brought into the versions its era
  /// covers for `kind` (an app linked against an older SDK on iOS 17 prints the texts of 16.3,
  /// whose behaviour it keeps).
  public func effectiveVersion(for kind: ViewKind) -> IOSVersion {
    let range = era(for: kind).versions(for: kind)
    return min(max(release(for: kind).iOS, range.lowerBound), range.upperBound)
  }
}
