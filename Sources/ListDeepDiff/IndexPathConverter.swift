import Foundation

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
