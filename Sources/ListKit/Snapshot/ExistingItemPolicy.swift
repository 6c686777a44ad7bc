/// What a snapshot does with an inserted or appended item it already has (rule D16).
public enum ExistingItemPolicy: Sendable, Hashable {
  /// Record ``SnapshotError/itemAlreadyExists(_:_:)`` and change nothing.
  case reject
  /// Move the existing items to where they were inserted, as recent iOS does (it logs "The
  /// existing item identifiers will be moved into place instead").
  case moveIntoPlace
}
