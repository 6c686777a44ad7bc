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
