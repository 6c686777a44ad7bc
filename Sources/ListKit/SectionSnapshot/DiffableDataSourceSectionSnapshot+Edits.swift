// Edits of DiffableDataSourceSectionSnapshot.

extension DiffableDataSourceSectionSnapshot {
  /// Appends items as the last children of `parent`, or as root items when `parent` is `nil`.
  ///
  /// - Complexity: O(k).
  @inlinable
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    if let parent, !_members.contains(parent) {
      return _errors.append(.unknownItem(parent, .outlineAppend))
    }
    guard _checkNew(items) else { return }
    _attach(items, under: parent, at: nil)
  }

  /// Inserts items as siblings before an existing item.
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    _insert(items, anchor: item, after: false)
  }

  /// Inserts items as siblings after an existing item.
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    _insert(items, anchor: item, after: true)
  }

  /// Appends another section snapshot's outline (with its expansion state) under `parent`.
  @inlinable
  public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
    if let parent, !_members.contains(parent) {
      return _errors.append(.unknownItem(parent, .outlineAppend))
    }
    guard _checkNew(snapshot.items) else { return }
    _attach(snapshot._roots, under: parent, at: nil)
    _adoptDescendants(of: snapshot)
  }

  /// Inserts another section snapshot's outline as siblings before an existing item.
  @inlinable
  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
    _insert(snapshot, anchor: item, after: false)
  }

  /// Inserts another section snapshot's outline as siblings after an existing item.
  @inlinable
  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
    _insert(snapshot, anchor: item, after: true)
  }

  /// Deletes items with all their descendants.
  ///
  /// An unknown item records `unknownItem` (the package's own message) and deletes nothing.
  ///
  /// - Complexity: O(deleted subtrees + siblings).
  @inlinable
  public mutating func delete(_ items: [ItemIdentifierType]) {
    if let unknown = items.first(where: { !_members.contains($0) }) {
      return _errors.append(.unknownItem(unknown, .outlineDelete))
    }
    for item in items where _members.contains(item) { _detach(item) }
  }

  /// Deletes every item.
  @inlinable
  public mutating func deleteAll() {
    let errors = _errors
    self = Self()
    _errors = errors
  }

  /// Replaces the children of `parent` with the outline of `snapshot`.
  @inlinable
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    guard _members.contains(parent) else {
      return _errors.append(.unknownItem(parent, .outlineReplaceChildren))
    }
    var without = self
    for child in _children[parent] ?? [] { without._detach(child) }
    guard without._checkNew(snapshot.items, .outlineReplaceChildren) else {
      _errors = without._errors
      return
    }
    without._attach(snapshot._roots, under: parent, at: nil)
    without._adoptDescendants(of: snapshot)
    self = without
  }

  /// Expands items (their children become visible when they are).
  @inlinable
  public mutating func expand(_ items: [ItemIdentifierType]) {
    if let unknown = items.first(where: { !_members.contains($0) }) {
      return _errors.append(.unknownItem(unknown, .outlineExpand))
    }
    _expanded.formUnion(items)
  }

  /// Collapses items.
  @inlinable
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    if let unknown = items.first(where: { !_members.contains($0) }) {
      return _errors.append(.unknownItem(unknown, .outlineCollapse))
    }
    _expanded.subtract(items)
  }

  // MARK: Helpers

  /// Records `duplicateOutlineItems` if `items` repeats an item or holds one already present.
  @inlinable
  @_specialize(where ItemIdentifierType == String)
  mutating func _checkNew(_ items: [I], _ operation: SnapshotOperation = .outlineAppend) -> Bool {
    var seen = Set<I>()
    var duplicates: [I] = []
    for item in items where _members.contains(item) || !seen.insert(item).inserted {
      if !duplicates.contains(item) { duplicates.append(item) }
    }
    guard duplicates.isEmpty else {
      _errors.append(.duplicateOutlineItems(duplicates, operation))
      return false
    }
    return true
  }

  @inlinable
  @_specialize(where ItemIdentifierType == String)
  mutating func _attach(_ items: [I], under parent: I?, at position: Int?) {
    if let parent {
      var siblings = _children[parent] ?? []
      siblings.insert(contentsOf: items, at: position ?? siblings.count)
      _children[parent] = siblings
      for item in items { _parent[item] = parent }
    } else {
      _roots.insert(contentsOf: items, at: position ?? _roots.count)
    }
    _members.formUnion(items)
  }

  @inlinable
  mutating func _insert(_ items: [I], anchor: I, after: Bool) {
    guard _members.contains(anchor) else {
      return _errors.append(.unknownItem(anchor, after ? .outlineInsertAfter : .outlineInsert))
    }
    guard _checkNew(items, after ? .outlineInsertAfter : .outlineInsert) else { return }
    let parent = _parent[anchor]
    let siblings = parent.map { _children[$0] ?? [] } ?? _roots
    let position = siblings.firstIndex(of: anchor)! + (after ? 1 : 0)
    _attach(items, under: parent, at: position)
  }

  @inlinable
  mutating func _insert(_ snapshot: Self, anchor: I, after: Bool) {
    guard _members.contains(anchor) else {
      return _errors.append(.unknownItem(anchor, after ? .outlineInsertAfter : .outlineInsert))
    }
    guard _checkNew(snapshot.items, after ? .outlineInsertAfter : .outlineInsert) else { return }
    let parent = _parent[anchor]
    let siblings = parent.map { _children[$0] ?? [] } ?? _roots
    let position = siblings.firstIndex(of: anchor)! + (after ? 1 : 0)
    _attach(snapshot._roots, under: parent, at: position)
    _adoptDescendants(of: snapshot)
  }

  /// Copies the descendants and expansion state of `snapshot`'s items (already attached).
  @inlinable
  mutating func _adoptDescendants(of snapshot: Self) {
    for (item, children) in snapshot._children where !children.isEmpty {
      _children[item] = children
      for child in children { _parent[child] = item }
      _members.formUnion(children)
    }
    _expanded.formUnion(snapshot._expanded)
  }

  @inlinable
  mutating func _copySubtrees(_ roots: [I], from source: Self, under parent: I?) {
    _attach(roots, under: parent, at: nil)
    for root in roots {
      if source._expanded.contains(root) { _expanded.insert(root) }
      let children = source._children[root] ?? []
      if !children.isEmpty { _copySubtrees(children, from: source, under: root) }
    }
  }

  @inlinable
  mutating func _detach(_ item: I) {
    if let parent = _parent[item] {
      _children[parent]?.removeAll { $0 == item }
    } else {
      _roots.removeAll { $0 == item }
    }
    var stack = [item]
    while let current = stack.popLast() {
      _members.remove(current)
      _parent[current] = nil
      _expanded.remove(current)
      if let children = _children.removeValue(forKey: current) {
        stack.append(contentsOf: children)
      }
    }
  }
}
