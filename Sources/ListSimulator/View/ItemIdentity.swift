/// A type-erased, sendable item identity: what a virtual view knows of the items it shows.
///
/// ```swift
/// let identity = ItemIdentity("m1")
/// identity == ItemIdentity("m1")   // true
/// ```
// Safety: `value` is only ever created from a `Sendable` value (the only initialisers take
// `some Hashable & Sendable`), so sharing it across threads is as safe as sharing that value.
public struct ItemIdentity: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The wrapped identity.
  public let value: AnyHashable

  @usableFromInline init(_erased value: AnyHashable) { self.value = value }

  /// Wraps a sendable identity.
  @inlinable
  public init<Value: Hashable & Sendable>(_ value: Value) {
    if Value.self == ItemIdentity.self {
      self = unsafeBitCast(value, to: ItemIdentity.self)
    } else {
      self.value = AnyHashable(value)
    }
  }

  public var description: String { "\(value.base)" }
}

extension ItemIdentity: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  public init(stringLiteral value: String) { self.init(value) }
  public init(integerLiteral value: Int) { self.init(value) }
}
