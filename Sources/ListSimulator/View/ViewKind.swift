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

  public init(profile: UpdateProfile = .classic, strict: Bool = true) {
    self.profile = profile
    self.strict = strict
  }
}
