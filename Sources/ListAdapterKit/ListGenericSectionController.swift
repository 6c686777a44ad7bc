/// IGListKit's `ListGenericSectionController<ObjectType>`: a section controller that keeps the
/// object it shows, typed (`object` is `nil` until the first update, or when the adapter hands
/// it an object of another type, which IGListKit asserts on).
open class ListGenericSectionController<ObjectType: AnyObject>: ListSectionController {
  /// The object the section shows.
  public private(set) var object: ObjectType?

  /// Keeps `object` as an `ObjectType`; an object of another type is reported (IGListKit's
  /// assertion) and leaves ``object`` `nil`.
  open override func didUpdate(to object: Any) {
    self.object = object as? ObjectType
    if self.object == nil {
      reportAssertion(
        ListAdapterError.unexpectedType(
          expected: String(reflecting: ObjectType.self), got: String(reflecting: type(of: object))))
    }
  }
}
