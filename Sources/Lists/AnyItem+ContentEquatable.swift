import ListKit

extension AnyItem: ContentEquatable {
  /// Whether the wrapped values show the same: for two values of one `ContentEquatable`
  /// type, their `isContentEqual(to:)`; otherwise `true`, as in the original Lists (there is no
  /// content to compare; identity is `==`'s business).
  public func isContentEqual(to other: AnyItem) -> Bool { !contentDiffers(base, other.base) }
}

extension ContentEquatable {
  /// `isContentEqual(to:)` with a value of any type: `false` unless `other` is a `Self` (the
  /// original Lists' internal name, which its own tests call; ListKit's `_isContentEqual`).
  func isContentEqualTypeErased(to other: Any) -> Bool { _isContentEqual(self, other) }
}

/// Whether two identity-equal items show differently: both of one ``ContentEquatable`` type
/// (wrapped in ``AnyItem`` or not) and not content-equal. The one content comparison of the
/// Lists layer, through ListKit's `_isContentEqual`.
func contentDiffers(_ new: Any, _ old: Any) -> Bool {
  let new = (new as? AnyItem)?.base ?? new
  let old = (old as? AnyItem)?.base ?? old
  guard let content = new as? any ContentEquatable, type(of: new) == type(of: old) else {
    return false
  }
  return !content.isContentEqualTypeErased(to: old)
}
