/// IGListKit's `ListGenericSectionController<ObjectType>`: a section controller that keeps the
/// object it shows, typed (`object` is `nil` until the first update, or when the adapter hands
/// it an object of another type, which IGListKit asserts on).
open class ListGenericSectionController<ObjectType: AnyObject>: ListSectionController {
  /// The object the section shows (implicitly unwrapped, as IGListKit declares it: `nil` before
  /// the first update).
  public private(set) var object: ObjectType!

  /// Keeps `object` (IGListKit's typed `didUpdate(to:)`; an override that does not call `super`
  /// keeps ``object`` as it was, as in IGListKit).
  open func didUpdate(to object: ObjectType) {
    self.object = object
  }

  /// Hands `object` to the typed `didUpdate(to:)`; an object of another type is
  /// reported (IGListKit's assertion) and leaves ``object`` `nil`.
  open override func didUpdate(to object: Any) {
    guard let typed = object as? ObjectType else {
      self.object = nil
      reportAssertion(
        ListAdapterError.unexpectedType(
          expected: String(reflecting: ObjectType.self), got: String(reflecting: type(of: object))))
      return
    }
    didUpdate(to: typed)
  }
}
