/// A section of a model and an array of elements; its identity and content are the model's.
public struct ArraySection<Model: Differentiable, Element: Differentiable>: DifferentiableSection {
  /// The section's model, which gives its identity and content.
  public var model: Model
  /// The section's elements, in order.
  public var elements: [Element]

  /// The model's difference identifier.
  @inlinable public var differenceIdentifier: Model.DifferenceIdentifier {
    model.differenceIdentifier
  }

  /// A section of `model` holding `elements` (DifferenceKit's
  /// `ArraySection.init(model:elements:)`).
  public init<C: Swift.Collection>(model: Model, elements: C) where C.Element == Element {
    self.model = model
    self.elements = Array(elements)
  }

  /// A section with `source`'s model and the given `elements`.
  @inlinable
  public init<C: Swift.Collection>(source: ArraySection, elements: C) where C.Element == Element {
    self.init(model: source.model, elements: elements)
  }

  /// Content-equal when the models are; the elements are not compared.
  @inlinable
  public func isContentEqual(to source: ArraySection) -> Bool {
    model.isContentEqual(to: source.model)
  }
}

extension ArraySection: Equatable where Model: Equatable, Element: Equatable {}
extension ArraySection: Sendable where Model: Sendable, Element: Sendable {}

extension ArraySection: CustomDebugStringConvertible {
  /// `ArraySection(model: …, elements: …)`, for debugging.
  public var debugDescription: String { "ArraySection(model: \(model), elements: \(elements))" }
}
