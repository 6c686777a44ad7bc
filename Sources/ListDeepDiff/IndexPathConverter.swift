import Foundation

/// A diff's changes as index paths of one section (DeepDiff's `ChangeWithIndexPath`).
public struct ChangeWithIndexPath {
  /// Where items are inserted (new indexes).
  public let inserts: [IndexPath]
  /// Where items are deleted from (old indexes).
  public let deletes: [IndexPath]
  /// Where items are replaced (new indexes, as DeepDiff reports them).
  public let replaces: [IndexPath]
  /// Where items move from (old) and to (new).
  public let moves: [(from: IndexPath, to: IndexPath)]

  /// The four lists as given.
  public init(
    inserts: [IndexPath], deletes: [IndexPath], replaces: [IndexPath],
    moves: [(from: IndexPath, to: IndexPath)]
  ) {
    self.inserts = inserts
    self.deletes = deletes
    self.replaces = replaces
    self.moves = moves
  }
}

/// Turns a diff's changes into index paths of one section (DeepDiff's `IndexPathConverter`).
public class IndexPathConverter {
  /// A converter (it keeps no state).
  public init() {}

  /// The changes as index paths in `section`, each kind in the order the changes list it.
  public func convert<T>(changes: [Change<T>], section: Int) -> ChangeWithIndexPath {
    func path(_ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }
    return ChangeWithIndexPath(
      inserts: changes.compactMap(\.insert).map { path($0.index) },
      deletes: changes.compactMap(\.delete).map { path($0.index) },
      replaces: changes.compactMap(\.replace).map { path($0.index) },
      moves: changes.compactMap(\.move).map { (from: path($0.fromIndex), to: path($0.toIndex)) })
  }
}
