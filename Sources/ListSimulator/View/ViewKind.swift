import ListKit

/// Which UIKit view is simulated: it decides the nouns of every message.
public enum ViewKind: String, Sendable, Hashable, CaseIterable, Codable {
  case collection
  case table

  /// "item" or "row".
  public var itemNoun: String { self == .collection ? "item" : "row" }
  /// "items" or "rows".
  public var itemsNoun: String { self == .collection ? "items" : "rows" }
  /// "collection view" or "table view".
  public var viewNoun: String { self == .collection ? "collection view" : "table view" }
}

/// Which UIKit era's behaviour and messages the view reproduces (scenario-format.md, "Profiles").
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

/// How a virtual view validates batches.
public struct ViewConfiguration: Sendable, Hashable {
  public var profile: UpdateProfile
  /// Also reject what UIKit may accept but that corrupts state, animates wrongly or crashes on
  /// some versions (the strict rules of `docs/uikit-rules.md`), and report `displayMismatch` as an
  /// error instead of a warning.
  public var strict: Bool

  /// The iOS version whose texts the view prints where texts changed between the versions a
  /// profile covers; `nil`: the profile's newest version (``UpdateProfile/newestVersion(for:)``).
  public var iOSVersion: IOSVersion?

  public init(profile: UpdateProfile = .classic, strict: Bool = true, iOSVersion: IOSVersion? = nil)
  {
    self.profile = profile
    self.strict = strict
    self.iOSVersion = iOSVersion
  }

  /// The version whose texts apply: the one set, brought into the versions the profile covers
  /// for `kind` (the profile decides the behaviour; the version only picks among its texts), or
  /// the profile's newest.
  public func effectiveVersion(for kind: ViewKind) -> IOSVersion {
    let range = profile.versions(for: kind)
    guard let iOSVersion else { return profile.newestVersion(for: kind) }
    return min(max(iOSVersion, range.lowerBound), range.upperBound)
  }
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
