/// What identifies an element across two collections (DifferenceKit's `ContentIdentifiable`):
/// elements with equal identifiers are the same element, moved or updated.
public protocol ContentIdentifiable {
  associatedtype DifferenceIdentifier: Hashable
  var differenceIdentifier: DifferenceIdentifier { get }
}

extension ContentIdentifiable where Self: Hashable {
  /// A `Hashable` element is its own identifier.
  @inlinable public var differenceIdentifier: Self { self }
}
