/// IGListKit's `ListGenericSectionController<ObjectType>`: a section controller that keeps the
/// object it shows, typed (`object` is `nil` until the first update). An object of another type
/// is reported and the one kept stays (IGListKit stores it unchecked, and the app's next use of
/// it fails there).
open class ListGenericSectionController<ObjectType: AnyObject>: ListSectionController {
  /// The object the section shows (implicitly unwrapped, as IGListKit declares it: `nil` before
  /// the first update).
  public private(set) var object: ObjectType!

  /// Keeps `object` (IGListKit's typed `didUpdate(to:)`; an override that does not call `super`
  /// keeps ``object`` as it was, as in IGListKit).
  open func didUpdate(to object: ObjectType) {
    self.object = object
  }

  /// Hands `object` to the typed `didUpdate(to:)`; an object of another type is reported and
  /// leaves ``object`` as it was.
  open override func didUpdate(to object: Any) {
    guard let typed = object as? ObjectType else {
      reportAssertion(
        ListAdapterError.unexpectedType(
          expected: String(reflecting: ObjectType.self), got: String(reflecting: type(of: object))))
      return
    }
    didUpdate(to: typed)
  }
}
