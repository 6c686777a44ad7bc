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
