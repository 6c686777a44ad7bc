import Foundation

/// A section controller of a Swift value (IGListSwiftKit's `ListValueSectionController`): the
/// adapter's object is a ``ListIdentifiable/diffable()`` box, and subclasses see the value.
/// Subclass it and override `didUpdate(to:)` of the value, not the object form.
@preconcurrency
@MainActor
open class ListValueSectionController<Value: ListIdentifiable>: ListSectionController {
  /// The value the section shows (implicitly unwrapped: `nil` only until the adapter gives the
  /// first one, before it asks for cells or sizes).
  public private(set) var value: Value!

  /// Unboxes `object` into ``value`` and calls `didUpdate(to:)` of the value. An object that is not
  /// a box of a `Value` is reported (IGListSwiftKit stops the app) and leaves ``value`` as it
  /// was.
  public final override func didUpdate(to object: Any) {
    guard let value = Value(diffable: object) else {
      reportAssertion(
        ListAdapterError.unexpectedType(
          expected: "a diffable() box of \(String(reflecting: Value.self))",
          got: String(reflecting: type(of: object))))
      return
    }
    self.value = value
    didUpdate(to: value)
  }

  /// The section's value changed to `value` (``value`` already holds it). Does nothing unless
  /// overridden; an override need not call `super`.
  open func didUpdate(to value: Value) {}
}
