/// Content equality beside identity (`==`): two items that are the same item (equal, hashing
/// alike) may still show differently. A cell configured for one and still showing it after the
/// other replaced it shows stale content, unless the update reloaded or reconfigured it.
///
/// The same requirement as DifferenceKit's protocol of this name, declared once here so that the
/// convenience layer, the view's stale-content check and any adapter share it.
///
/// ```swift
/// struct Contact: Hashable, ContentEquatable {
///   let id: Int
///   var name: String
///   static func == (a: Contact, b: Contact) -> Bool { a.id == b.id }
///   func hash(into hasher: inout Hasher) { hasher.combine(id) }
///   func isContentEqual(to other: Contact) -> Bool { name == other.name }
/// }
/// ```
public protocol ContentEquatable {
  func isContentEqual(to other: Self) -> Bool
}

extension ContentEquatable where Self: Equatable {
  /// By default, content equality is equality.
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

/// `a.isContentEqual(to: b)` for a `b` of `a`'s type; `false` for another type.
public func _isContentEqual<T: ContentEquatable>(_ a: T, _ b: Any) -> Bool {
  guard let b = b as? T else { return false }
  return a.isContentEqual(to: b)
}
