/// An item inserted at ``index`` of the new array.
public struct Insert<T> {
  /// The item inserted.
  public let item: T
  /// Its index in the new array.
  public let index: Int

  @inlinable
  init(item: T, index: Int) {
    self.item = item
    self.index = index
  }
}

/// An item deleted from ``index`` of the old array.
public struct Delete<T> {
  /// The item deleted.
  public let item: T
  /// Its index in the old array.
  public let index: Int

  @inlinable
  init(item: T, index: Int) {
    self.item = item
    self.index = index
  }
}

/// An item whose content changed, at ``index`` of the new array (DeepDiff reports replaces in
/// the new index space).
public struct Replace<T> {
  /// The item as it was.
  public let oldItem: T
  /// The item as it is.
  public let newItem: T
  /// Its index in the new array.
  public let index: Int

  @inlinable
  init(oldItem: T, newItem: T, index: Int) {
    self.oldItem = oldItem
    self.newItem = newItem
    self.index = index
  }
}

/// An item that moved from ``fromIndex`` of the old array to ``toIndex`` of the new one.
public struct Move<T> {
  /// The item moved (as it is in the new array).
  public let item: T
  /// Its index in the old array.
  public let fromIndex: Int
  /// Its index in the new array.
  public let toIndex: Int

  @inlinable
  init(item: T, fromIndex: Int, toIndex: Int) {
    self.item = item
    self.fromIndex = fromIndex
    self.toIndex = toIndex
  }
}

/// One change of a diff: DeepDiff's `Change`.
public enum Change<T> {
  /// An insert.
  case insert(Insert<T>)
  /// A delete.
  case delete(Delete<T>)
  /// A replace (same identity, new content).
  case replace(Replace<T>)
  /// A move.
  case move(Move<T>)

  /// The insert, when this change is one.
  public var insert: Insert<T>? {
    if case .insert(let value) = self { return value }
    return nil
  }

  /// The delete, when this change is one.
  public var delete: Delete<T>? {
    if case .delete(let value) = self { return value }
    return nil
  }

  /// The replace, when this change is one.
  public var replace: Replace<T>? {
    if case .replace(let value) = self { return value }
    return nil
  }

  /// The move, when this change is one.
  public var move: Move<T>? {
    if case .move(let value) = self { return value }
    return nil
  }
}

extension Array {
  /// Calls `closure` with the array unless it is empty (DeepDiff's helper for batch updates).
  public func executeIfPresent(_ closure: ([Element]) -> Void) {
    if !isEmpty { closure(self) }
  }
}
