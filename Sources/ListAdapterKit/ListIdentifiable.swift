import Foundation

/// A Swift value an adapter can show (IGListSwiftKit's `ListIdentifiable`): its identifier says
/// which item it is, `==` whether it shows the same. An adapter's data source hands out
/// ``diffable()`` boxes; ``ListValueSectionController`` unboxes them.
public protocol ListIdentifiable: Equatable {
  /// The identity: two values with equal identifiers (`isEqual(_:)`, `hash`) are the same item.
  var diffIdentifier: any NSObjectProtocol { get }
}

extension ListIdentifiable {
  /// This value in a box that is ``ListDiffable``: its identifier is the value's, and two boxes
  /// are equal when their values are `==`.
  public func diffable() -> any ListDiffable { _ListDiffableValueBox(self) }

  /// Whether `value` is a box ``diffable()`` made for a value of this type.
  public static func isDiffable(_ value: Any) -> Bool { value is _ListDiffableValueBox<Self> }

  /// The value in `diffable`, a box ``diffable()`` made; `nil` for anything else.
  public init?(diffable: Any) {
    guard let box = diffable as? _ListDiffableValueBox<Self> else { return nil }
    self = box.value
  }
}

extension Sequence where Element: ListIdentifiable {
  /// Each value's ``ListIdentifiable/diffable()`` box, in order: what a data source returns from
  /// `objects(for:)`.
  public func diffables() -> [any ListDiffable] { map { $0.diffable() } }
}

/// The box of a ``ListIdentifiable`` value.
final class _ListDiffableValueBox<Value: ListIdentifiable>: ListDiffable {
  let value: Value
  init(_ value: Value) { self.value = value }
  func diffIdentifier() -> any NSObjectProtocol { value.diffIdentifier }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? _ListDiffableValueBox<Value>)?.value == value
  }
}
