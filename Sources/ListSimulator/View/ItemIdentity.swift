/// A type-erased, sendable item identity: what a virtual view knows of the items it shows.
///
/// ```swift
/// let identity = ItemIdentity("m1")
/// identity == ItemIdentity("m1")   // true
/// ```
///
/// Integers and strings — the usual identifiers — are stored and compared directly; any other
/// identifier goes through `AnyHashable`. Identities of different types are never equal.
public struct ItemIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The identifier. Identifiers other than integers and strings sit behind a reference, so an
  /// identity takes 24 bytes (a plain model such as `ArrayDataSource` keeps one per item). Nothing is hashed when an
  /// identity is made: equality compares the values, and a hash is computed only when asked for.
  @usableFromInline
  enum Storage: Hashable, Sendable {
    case int(Int)
    case string(String)
    case other(_SendableHashable)
  }

  @usableFromInline let storage: Storage

  /// Wraps a sendable identity.
  @inlinable
  public init<Value: Hashable & Sendable>(_ value: Value) {
    if Value.self == Int.self {
      storage = .int(unsafeBitCast(value, to: Int.self))
    } else if Value.self == String.self {
      storage = .string(unsafeBitCast(value, to: String.self))
    } else if Value.self == ItemIdentity.self {
      self = unsafeBitCast(value, to: ItemIdentity.self)
    } else {
      storage = .other(_SendableHashable(value))
    }
  }

  /// Compares in place: no copy of either identity (the hot path of display checks).
  @inlinable
  public static func == (lhs: ItemIdentity, rhs: ItemIdentity) -> Bool {
    switch lhs.storage {
    case .int(let a):
      if case .int(let b) = rhs.storage { return a == b }
      return false
    case .string(let a):
      if case .string(let b) = rhs.storage { return a == b }
      return false
    case .other(let a):
      if case .other(let b) = rhs.storage { return a == b }
      return false
    }
  }

  /// Hashes the integer or string itself, or the wrapped `AnyHashable`.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    switch storage {
    case .int(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .other(let box): hasher.combine(box)
    }
  }

  /// The wrapped identity.
  public var value: AnyHashable {
    switch storage {
    case .int(let value): AnyHashable(value)
    case .string(let value): AnyHashable(value)
    case .other(let box): box.value
    }
  }

  /// The integer or string as written, or the description of the wrapped value.
  public var description: String {
    switch storage {
    case .int(let value): "\(value)"
    case .string(let value): value
    case .other(let box): "\(box.value.base)"
    }
  }
}

/// `AnyHashable` built only from a `Sendable` value.
// Safety: the only initialiser takes `some Hashable & Sendable`, so the wrapped value is
// sendable and sharing it across threads is as safe as sharing that value.
@usableFromInline
final class _SendableHashable: Hashable, @unchecked Sendable {
  @usableFromInline let value: AnyHashable
  @inlinable init(_ value: some Hashable & Sendable) { self.value = AnyHashable(value) }

  @inlinable static func == (lhs: _SendableHashable, rhs: _SendableHashable) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  @inlinable func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension ItemIdentity: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  /// An identity wrapping the string literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// An identity wrapping the integer literal.
  public init(integerLiteral value: Int) { self.init(value) }
}
