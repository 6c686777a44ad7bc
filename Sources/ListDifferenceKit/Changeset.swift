@_exported import ListKit

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
