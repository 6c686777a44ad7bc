@_exported import ListKit

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

/// An element a ``StagedChangeset`` can diff: an identifier, and content equality
/// (`ContentEquatable`, shared with the rest of the package; `Equatable` types get `==`).
public typealias Differentiable = ContentIdentifiable & ContentEquatable

extension Optional: ContentEquatable where Wrapped: ContentEquatable {
  /// Content-equal when both are `nil`, or both hold content-equal values.
  public func isContentEqual(to other: Wrapped?) -> Bool {
    switch (self, other) {
    case (let a?, let b?): a.isContentEqual(to: b)
    case (nil, nil): true
    default: false
    }
  }
}

extension Array: ContentEquatable where Element: ContentEquatable {
  /// Content-equal when both have the same count and are content-equal element by element.
  public func isContentEqual(to other: [Element]) -> Bool {
    count == other.count && zip(self, other).allSatisfy { $0.isContentEqual(to: $1) }
  }
}

/// A section of a sectioned collection: its own identity and content, and its elements.
public protocol DifferentiableSection: Differentiable {
  associatedtype Collection: Swift.Collection where Collection.Element: Differentiable
  var elements: Collection { get }
  /// The section `source` with `elements` instead of its own.
  init<C: Swift.Collection>(source: Self, elements: C) where C.Element == Collection.Element
}

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

/// An element's position: its section and its index there.
public struct ElementPath: Hashable, Sendable, CustomDebugStringConvertible {
  /// The element's index within its section.
  public var element: Int
  /// The section's index.
  public var section: Int
  /// The path of the element at index `element` of section `section`.
  @inlinable public init(element: Int, section: Int) {
    self.element = element
    self.section = section
  }
  /// `[element: …, section: …]`, for debugging.
  public var debugDescription: String { "[element: \(element), section: \(section)]" }
}

/// Any `Differentiable` value, for collections of several element types.
public struct AnyDifferentiable: Differentiable, CustomDebugStringConvertible {
  /// The wrapped value.
  public let base: Any
  /// The wrapped value's difference identifier, type-erased.
  public let differenceIdentifier: AnyHashable
  private let isEqualContent: (Any) -> Bool

  /// Wraps `base`; an ``AnyDifferentiable`` is not wrapped twice.
  public init<D: Differentiable>(_ base: D) {
    if let wrapped = base as? AnyDifferentiable {
      self = wrapped
      return
    }
    self.base = base
    differenceIdentifier = AnyHashable(base.differenceIdentifier)
    isEqualContent = { other in (other as? D).map { base.isContentEqual(to: $0) } ?? false }
  }

  /// Content-equal when both wrap values of one type that are content-equal.
  public func isContentEqual(to source: AnyDifferentiable) -> Bool { isEqualContent(source.base) }

  /// `AnyDifferentiable(…)` around the wrapped value's debug description.
  public var debugDescription: String { "AnyDifferentiable(\(String(reflecting: base)))" }
}

/// One stage of a ``StagedChangeset``: the data the collection holds after it, and the changes
/// that lead there from the previous stage (deletes and updates in the previous stage's
/// positions, inserts in this stage's, moves from the one to the other).
public struct Changeset<Collection: Swift.Collection> {
  /// The collection's data after this stage.
  public var data: Collection
  /// Indices of deleted sections, in the previous stage's positions.
  public var sectionDeleted: [Int]
  /// Indices of inserted sections, in this stage's positions.
  public var sectionInserted: [Int]
  /// Indices of updated sections, in the previous stage's positions.
  public var sectionUpdated: [Int]
  /// Moved sections: each from its previous index to its index in this stage.
  public var sectionMoved: [(source: Int, target: Int)]
  /// Paths of deleted elements, in the previous stage's positions.
  public var elementDeleted: [ElementPath]
  /// Paths of inserted elements, in this stage's positions.
  public var elementInserted: [ElementPath]
  /// Paths of updated elements, in the previous stage's positions.
  public var elementUpdated: [ElementPath]
  /// Moved elements: each from its previous path to its path in this stage.
  public var elementMoved: [(source: ElementPath, target: ElementPath)]

  /// A stage holding `data`, with the given changes (none by default).
  public init(
    data: Collection, sectionDeleted: [Int] = [], sectionInserted: [Int] = [],
    sectionUpdated: [Int] = [], sectionMoved: [(source: Int, target: Int)] = [],
    elementDeleted: [ElementPath] = [], elementInserted: [ElementPath] = [],
    elementUpdated: [ElementPath] = [],
    elementMoved: [(source: ElementPath, target: ElementPath)] = []
  ) {
    self.data = data
    self.sectionDeleted = sectionDeleted
    self.sectionInserted = sectionInserted
    self.sectionUpdated = sectionUpdated
    self.sectionMoved = sectionMoved
    self.elementDeleted = elementDeleted
    self.elementInserted = elementInserted
    self.elementUpdated = elementUpdated
    self.elementMoved = elementMoved
  }

  /// The number of section deletes, inserts, updates and moves.
  public var sectionChangeCount: Int {
    sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
  }
  /// The number of element deletes, inserts, updates and moves.
  public var elementChangeCount: Int {
    elementDeleted.count + elementInserted.count + elementUpdated.count + elementMoved.count
  }
  /// The number of section and element changes together.
  public var changeCount: Int { sectionChangeCount + elementChangeCount }
  /// Whether the stage has any section change.
  public var hasSectionChanges: Bool { sectionChangeCount > 0 }
  /// Whether the stage has any element change.
  public var hasElementChanges: Bool { elementChangeCount > 0 }
  /// Whether the stage has any change at all.
  public var hasChanges: Bool { changeCount > 0 }
}

extension Changeset: Equatable where Collection: Equatable {
  /// Equal data and the same changes, in any order (as DifferenceKit compares them).
  public static func == (a: Changeset, b: Changeset) -> Bool {
    func pairs<T: Hashable>(_ moves: [(source: T, target: T)]) -> Set<[T]> {
      Set(moves.map { [$0.source, $0.target] })
    }
    return a.data == b.data && Set(a.sectionDeleted) == Set(b.sectionDeleted)
      && Set(a.sectionInserted) == Set(b.sectionInserted)
      && Set(a.sectionUpdated) == Set(b.sectionUpdated)
      && pairs(a.sectionMoved) == pairs(b.sectionMoved)
      && Set(a.elementDeleted) == Set(b.elementDeleted)
      && Set(a.elementInserted) == Set(b.elementInserted)
      && Set(a.elementUpdated) == Set(b.elementUpdated)
      && pairs(a.elementMoved) == pairs(b.elementMoved)
  }
}

extension Changeset: CustomDebugStringConvertible {
  /// `Changeset(data: …)` followed by each non-empty list of changes, for debugging.
  public var debugDescription: String {
    var parts = ["data: \(Array(data))"]
    func add<T>(_ name: String, _ values: [T]) {
      if !values.isEmpty { parts.append("\(name): \(values)") }
    }
    add("sectionDeleted", sectionDeleted)
    add("sectionInserted", sectionInserted)
    add("sectionUpdated", sectionUpdated)
    add("sectionMoved", sectionMoved.map { "\($0.source) -> \($0.target)" })
    add("elementDeleted", elementDeleted)
    add("elementInserted", elementInserted)
    add("elementUpdated", elementUpdated)
    add("elementMoved", elementMoved.map { "\($0.source) -> \($0.target)" })
    return "Changeset(" + parts.joined(separator: ", ") + ")"
  }
}

/// The changes from one collection to another, in the stages UIKit can apply one batch update
/// each (DifferenceKit's `StagedChangeset`): a random-access collection of ``Changeset``s.
public struct StagedChangeset<Collection: Swift.Collection> {
  @usableFromInline var changesets: ContiguousArray<Changeset<Collection>>

  /// The staged changeset made of `changesets`, in order.
  public init<C: Swift.Collection>(_ changesets: C) where C.Element == Changeset<Collection> {
    self.changesets = ContiguousArray(changesets)
  }
}

extension StagedChangeset: RandomAccessCollection, RangeReplaceableCollection, MutableCollection {
  /// Each stage is a ``Changeset`` of the collection.
  public typealias Element = Changeset<Collection>
  /// A staged changeset with no stages.
  public init() { self.init([]) }
  /// The index of the first stage.
  public var startIndex: Int { changesets.startIndex }
  /// The index past the last stage.
  public var endIndex: Int { changesets.endIndex }
  /// The index of the stage after `i`.
  public func index(after i: Int) -> Int { changesets.index(after: i) }
  /// The index of the stage before `i`.
  public func index(before i: Int) -> Int { changesets.index(before: i) }
  /// The stage at `position`; settable.
  public subscript(position: Int) -> Changeset<Collection> {
    get { changesets[position] }
    set { changesets[position] = newValue }
  }
  /// Replaces the stages in `subrange` with `newElements`.
  public mutating func replaceSubrange<C: Swift.Collection, R: RangeExpression>(
    _ subrange: R, with newElements: C
  ) where C.Element == Changeset<Collection>, R.Bound == Int {
    changesets.replaceSubrange(subrange, with: newElements)
  }
}

extension StagedChangeset: Equatable where Collection: Equatable {
  /// Equal when the stages are equal, one by one and in order.
  public static func == (a: StagedChangeset, b: StagedChangeset) -> Bool {
    a.changesets == b.changesets
  }
}

extension StagedChangeset: ExpressibleByArrayLiteral {
  /// A staged changeset of the listed stages, in order.
  public init(arrayLiteral elements: Changeset<Collection>...) { self.init(elements) }
}

extension StagedChangeset: CustomDebugStringConvertible {
  /// The stages' debug descriptions, in brackets, one per line.
  public var debugDescription: String {
    "[" + changesets.map(\.debugDescription).joined(separator: ",\n ") + "]"
  }
}
