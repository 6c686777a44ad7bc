import Foundation

/// An object IGListKit can diff (`IGListDiffable`): an identifier that stays the same while the
/// object changes, and an equality of what it shows.
///
/// Unlike IGListKit's Objective-C protocol, it is not limited to classes: on a phone, Swift
/// bridges `Int`, `Double`, `Bool` and `String` to `NSNumber` and `NSString` (which conform), so
/// `[1, 2, 3] as [ListDiffable]` holds three numbers; Linux has no such bridging at run time, and
/// the same cast would trap. Here those value types conform themselves, with the identifiers and
/// equality of the numbers and strings they bridge to, so the cast works as on a phone. `===`
/// and `!==` between diffable values keep their meaning: the same instance for objects, equal
/// values of the same type for the value types.
public protocol ListDiffable {
  /// The identity: two objects with equal identifiers (`isEqual(_:)`, `hash`) are the same item.
  func diffIdentifier() -> any NSObjectProtocol
  /// Whether `object` shows the same as this object (compared only for equal identifiers).
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool
}

extension NSString: ListDiffable {
  /// The string itself, as IGListKit's category does.
  public func diffIdentifier() -> any NSObjectProtocol { self }
  /// Mirrors `IGListDiffable`'s `isEqualToDiffableObject:` for `NSString`: `isEqual(_:)` with
  /// `object`.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { isEqual(object) }
}

extension NSNumber: ListDiffable {
  /// The number itself, as IGListKit's category does.
  public func diffIdentifier() -> any NSObjectProtocol { self }
  /// Mirrors `IGListDiffable`'s `isEqualToDiffableObject:` for `NSNumber`: `isEqual(_:)` with
  /// `object`.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { isEqual(object) }
}

/// The value types Swift bridges to `NSNumber` on a phone: their identifier is that number, and
/// two are equal when their numbers are (`1` and `1.0` too, as `NSNumber`'s `isEqual(_:)` has
/// it).
public protocol _ListDiffableNumber: ListDiffable {
  /// The number it bridges to.
  var _bridgedNumber: NSNumber { get }
}

extension _ListDiffableNumber {
  /// The number it bridges to, as on a phone.
  public func diffIdentifier() -> any NSObjectProtocol { _bridgedNumber }
  /// Whether `object`'s identifier is an equal number (`NSNumber`'s `isEqual(_:)`).
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    object.map { _bridgedNumber.isEqual($0.diffIdentifier()) } ?? false
  }
}

extension Int: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Int64: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Int32: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension UInt: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Double: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Float: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}
extension Bool: _ListDiffableNumber {
  /// `NSNumber(value: self)`.
  public var _bridgedNumber: NSNumber { NSNumber(value: self) }
}

extension String: ListDiffable {
  /// The `NSString` it bridges to on a phone.
  public func diffIdentifier() -> any NSObjectProtocol { NSString(string: self) }
  /// Whether `object`'s identifier is an equal string (`NSString`'s `isEqual(_:)`).
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    object.map { NSString(string: self).isEqual($0.diffIdentifier()) } ?? false
  }
}

/// Whether two diffable values are the same (IGListKit compares pointers): the same instance for
/// objects; for the value types that conform (``ListDiffable``), equal values of the same type,
/// as a phone's small `NSNumber`s and literal strings are one instance each. Two instances of
/// classes compare with Swift's own `===` (this one is disfavoured, so that `a === b` of two
/// diffable class instances is not ambiguous).
@_disfavoredOverload
public func === (lhs: (any ListDiffable)?, rhs: (any ListDiffable)?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): return true
  case (let a?, let b?): return _isSame(a, b)
  default: return false
  }
}

/// `===` of two values that are there (read in place, without wrapping either in an optional).
func _isSame(_ a: any ListDiffable, _ b: any ListDiffable) -> Bool {
  let first = _instanceAddress(a)
  let second = _instanceAddress(b)
  if first != nil || second != nil { return first == second }
  return type(of: a) == type(of: b) && a.diffIdentifier().isEqual(b.diffIdentifier())
    && a.isEqual(toDiffableObject: b)
}

/// The address of `value` when it is a class instance, `nil` for a value: read without bridging
/// the instance to `AnyObject` (a dynamic cast on every call, the most of an update's identity
/// checks otherwise).
@usableFromInline
func _instanceAddress<T: ListDiffable>(_ value: T) -> UnsafeRawPointer? {
  guard T.self is AnyClass else { return nil }
  return unsafeBitCast(value, to: UnsafeRawPointer.self)
}

/// Whether two diffable values are not the same (see `===`).
@_disfavoredOverload
public func !== (lhs: (any ListDiffable)?, rhs: (any ListDiffable)?) -> Bool { !(lhs === rhs) }
