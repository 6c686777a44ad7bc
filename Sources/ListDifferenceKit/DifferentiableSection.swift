/// A section of a sectioned collection: its own identity and content, and its elements.
public protocol DifferentiableSection: Differentiable {
  associatedtype Collection: Swift.Collection where Collection.Element: Differentiable
  var elements: Collection { get }
  /// The section `source` with `elements` instead of its own.
  init<C: Swift.Collection>(source: Self, elements: C) where C.Element == Collection.Element
}
