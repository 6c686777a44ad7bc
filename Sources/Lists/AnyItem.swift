/// A type-erased item, for lists whose items are of different types.
///
/// The wrapped value's hash is computed once, when it is wrapped; two items of different types
/// are unequal after one comparison of their types, without a cast. The value sits in a box of
/// its own type, so copying an item is one reference count (an inline existential made every
/// copy a call through the value's witness table, and copies are what a snapshot's arrays do).
public struct AnyItem: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let box: _AnyItemBox
  @usableFromInline let hash: Int

  /// Wraps `base` (an `AnyItem` is not wrapped again). Inlinable, so that the box and the hash
  /// are made by code specialised for `T` where the app wraps its items.
  @inlinable
  public init<T: Hashable & Sendable>(_ base: T) {
    if T.self == AnyItem.self {
      self = unsafeBitCast(base, to: AnyItem.self)
      return
    }
    box = _TypedItemBox(base)
    hash = base.hashValue
  }

  /// The wrapped value.
  public var base: any Hashable & Sendable { box.base }

  /// The wrapped value, if it is a `T`.
  public func `as`<T>(_: T.Type) -> T? { box.base as? T }

  /// Equal when the stored hashes match and the wrapped values are of one type and equal.
  public static func == (lhs: AnyItem, rhs: AnyItem) -> Bool {
    guard lhs.hash == rhs.hash else { return false }
    return lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }

  /// Feeds the hash stored when the value was wrapped into `hasher`.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  // The stored hash goes through the one-shot hash of a single integer, as an `Int` key's does,
  // not through a `Hasher` per look-up (docs/performance.md, "What made it fast").
  /// The stored hash, hashed with `seed` the way an `Int` key is.
  public func _rawHashValue(seed: Int) -> Int { hash._rawHashValue(seed: seed) }

  /// The wrapped value's description.
  public var description: String { String(describing: box.base) }
}

/// The box of an ``AnyItem``'s value. Immutable: its only state is the `let` value of the
/// subclass, itself `Sendable`.
@usableFromInline
class _AnyItemBox: @unchecked Sendable {
  @usableFromInline init() {}
  var base: any Hashable & Sendable { fatalError("abstract") }
  func isEqual(to other: _AnyItemBox) -> Bool { fatalError("abstract") }
}

@usableFromInline
final class _TypedItemBox<T: Hashable & Sendable>: _AnyItemBox, @unchecked Sendable {
  @usableFromInline let value: T

  @inlinable init(_ value: T) { self.value = value }

  override var base: any Hashable & Sendable { value }

  override func isEqual(to other: _AnyItemBox) -> Bool {
    // Same box class means same wrapped type: no dynamic cast.
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
    return unsafeDowncast(other, to: Self.self).value == value
  }
}
