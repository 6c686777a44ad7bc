import ListKit

/// Which UIKit era's behaviour and messages the view reproduces (docs/uikit-rules.md,
/// "Profiles").
public enum UpdateProfile: String, Sendable, Hashable, CaseIterable, Codable {
  /// Collection views of iOS 12 and earlier, table views up to iOS 16.3: every verified rule
  /// throws; count mismatches use the `Invalid update: invalid number of …` messages.
  case classic
  /// Collection views of iOS 13 to 16.3: an item-count mismatch logs the classic message followed
  /// by ` - will perform reloadData` and reloads. Table views behave as `classic`.
  case recovering
  /// iOS 17 and later: count mismatches throw `Invalid batch updates detected: …`.
  case consolidated
}

extension UpdateProfile {
  /// The newest iOS version a profile describes for a kind of view: `classic` is collection
  /// views up to iOS 12 and table views up to 16.3, `recovering` iOS 13 to 16.3, `consolidated`
  /// iOS 16.4 and later (17 is the default: its texts are the most reported).
  public func newestVersion(for kind: ViewKind) -> IOSVersion {
    self == .consolidated ? IOSVersion(17) : versions(for: kind).upperBound
  }

  /// The iOS versions a profile describes for a kind of view (table views are `classic` until
  /// 16.3, so `recovering` covers the same versions for them).
  public func versions(for kind: ViewKind) -> ClosedRange<IOSVersion> {
    switch self {
    case .classic: IOSVersion.oldest...(kind == .collection ? IOSVersion(12, 4) : IOSVersion(16, 3))
    case .recovering: (kind == .collection ? IOSVersion(13) : IOSVersion.oldest)...IOSVersion(16, 3)
    case .consolidated: IOSVersion(16, 4)...IOSVersion.newest
    }
  }
}

extension UpdateProfile {
  /// The release a profile stands for, for a kind of view: `classic` is iOS 12.4 for collection
  /// views and 16.3 for table views, `recovering` 16.3, `consolidated` 17 (each linked with its
  /// own SDK).
  public func release(for kind: ViewKind) -> UIKitRelease {
    UIKitRelease(iOS: newestVersion(for: kind))
  }
}
