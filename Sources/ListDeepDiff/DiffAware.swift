import Foundation

/// A value DeepDiff can compare (onmyway133/DeepDiff's `DiffAware`): ``diffId`` tells whether two
/// values are the same thing (an insert and a delete otherwise), ``compareContent(_:_:)`` whether
/// the same thing shows the same (a replace otherwise).
///
/// `Hashable` values are their own identity and content; `Int`, `String`, `Character` and `UUID`
/// conform, as in DeepDiff.
///
/// ```swift
/// struct User: DiffAware {
///   let id: Int
///   let name: String
///   var diffId: Int { id }
///   static func compareContent(_ a: User, _ b: User) -> Bool { a.name == b.name }
/// }
/// ```
public protocol DiffAware {
  /// What tells two values apart as things.
  associatedtype DiffId: Hashable

  /// The value's identity: equal identities are the same thing, in the old and the new array.
  var diffId: DiffId { get }

  /// Whether `a` and `b`, the same thing, show the same content (`false`: a replace).
  static func compareContent(_ a: Self, _ b: Self) -> Bool
}

extension DiffAware where Self: Hashable {
  /// The value itself.
  public var diffId: Self { self }

  /// `a == b`.
  public static func compareContent(_ a: Self, _ b: Self) -> Bool { a == b }
}

extension Int: DiffAware {}
extension String: DiffAware {}
extension Character: DiffAware {}
extension UUID: DiffAware {}
