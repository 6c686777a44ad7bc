/// A type-erased item, for lists whose items are of different types.
///
/// The wrapped value's hash is computed once, when it is wrapped; two items of different types
/// are unequal after one comparison of their type identities, without a cast.
public struct AnyItem: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped value.
  public let base: any Hashable & Sendable
  private let type: ObjectIdentifier
  private let hash: Int

  public init<T: Hashable & Sendable>(_ base: T) {
    if let item = base as? AnyItem {
      self = item
      return
    }
    self.base = base
    self.type = ObjectIdentifier(T.self)
    self.hash = base.hashValue
  }

  /// The wrapped value, if it is a `T`.
  public func `as`<T>(_: T.Type) -> T? { base as? T }

  public static func == (lhs: AnyItem, rhs: AnyItem) -> Bool {
    guard lhs.type == rhs.type, lhs.hash == rhs.hash else { return false }
    return equal(lhs.base, rhs.base)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  public var description: String { String(describing: base) }
}

/// `a == b` for a `b` known to be of `a`'s type.
private func equal<T: Hashable>(_ a: T, _ b: any Hashable & Sendable) -> Bool {
  guard let b = b as? T else { return false }
  return a == b
}
