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
