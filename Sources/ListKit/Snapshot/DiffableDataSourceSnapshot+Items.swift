import Synchronization

// Item edits of DiffableDataSourceSnapshot.

extension DiffableDataSourceSnapshot {
  /// Appends items to a section, or to the last section when `sectionIdentifier` is `nil`.
  ///
  /// Records ``SnapshotError/noSections`` when the snapshot has no section,
  /// ``SnapshotError/unknownSection(_:_:)`` for an unknown section, and — when the snapshot is next
  /// observed — ``SnapshotError/duplicateItemIdentifiers(_:_:)`` or
  /// ``SnapshotError/itemAlreadyExists(_:_:)`` for a repeated or existing item; an invalid call
  /// leaves the snapshot unchanged.
  ///
  /// - Complexity: O(k) for k items: no hashing happens here.
  @inlinable
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let s: Int
    if let sectionIdentifier {
      guard let index = _sectionIndex[sectionIdentifier] else {
        return _record(
          _sections.isEmpty ? .noSections : .unknownSection(sectionIdentifier, .appendItems))
      }
      s = index
    } else {
      guard !_sections.isEmpty else { return _record(.noSections) }
      s = _sections.count - 1
    }
    guard !identifiers.isEmpty else { return }
    if _existingItems == .moveIntoPlace {
      // Checked now: items the snapshot has leave their places first (rule D16).
      _settle()
      let repeated = Self._repeated(identifiers)
      if !repeated.isEmpty { return _record(.duplicateItemIdentifiers(repeated)) }
      _removeExisting(identifiers)
    }
    _adoptResolution()
    let start = _items[s].count
    // An empty section takes the array itself (shared, not copied: a snapshot built from arrays
    // costs no copy of them).
    if start == 0 { _items[s] = identifiers } else { _items[s].append(contentsOf: identifiers) }
    _pending.append(.items(section: s, start: start, count: identifiers.count))
    _invalidate(keepIndex: true)
  }

  /// Inserts items before an existing item.
  ///
  /// - Complexity: O(k + size of the anchor's section), amortised.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    _insertItems(identifiers, anchor: beforeIdentifier, after: false)
  }

  /// Inserts items after an existing item.
  ///
  /// - Complexity: O(k + size of the anchor's section), amortised.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    _insertItems(identifiers, anchor: afterIdentifier, after: true)
  }

  /// Deletes items, and their reload and reconfigure marks.
  ///
  /// An item the snapshot does not hold is skipped, as UIKit skips it (its delete update ignores
  /// identifiers it cannot find: no exception, the others are deleted). Repeating an item in one
  /// call deletes it once.
  ///
  /// - Complexity: O(n) for a snapshot of n items, one set look-up per item; sections without
  ///   deleted items keep their storage.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    _settle()
    guard !identifiers.isEmpty else { return }
    if _cache.state.withLock({ $0.index != nil }) {
      _deleteItemsUsingIndex(identifiers)
    } else {
      _deleteItemsUsingSet(identifiers)
    }
  }

  /// With the item index: one look-up per deleted item, then one pass over each changed section.
  @inlinable
  mutating func _deleteItemsUsingIndex(_ identifiers: [I]) {
    var bySection: [Int: [Int]] = [:]
    _withIndex { index in
      for identifier in identifiers {
        // UIKit skips an identifier it cannot find.
        guard let location = index[identifier] else { continue }
        bySection[location.section, default: []].append(location.item)
      }
    }
    guard !bySection.isEmpty else { return }
    for (s, positions) in bySection {
      let section = _items[s]
      var doomed = [Bool]._filled(false, count: section.count)
      for p in positions { doomed[p] = true }
      var kept: [I] = []
      kept.reserveCapacity(max(0, section.count - positions.count))
      for p in section.indices where !doomed[p] { kept.append(section[p]) }
      _items[s] = kept
    }
    if !_marks.isEmpty { _marks.removeItems(Set(identifiers)) }
    // Renumbering the index would cost as much as rebuilding it; rebuild only if asked.
    _invalidate(keepIndex: false)
  }

  /// Without an index: one set look-up per item of the snapshot.
  @inlinable
  mutating func _deleteItemsUsingSet(_ identifiers: [I]) {
    let deleted = Set(identifiers)
    var newItems = _items
    var found = 0
    for s in _items.indices {
      let section = _items[s]
      guard let first = section.firstIndex(where: deleted.contains) else { continue }
      var kept = Array(section[..<first])
      kept.reserveCapacity(section.count - 1)
      for item in section[(first + 1)...] where !deleted.contains(item) { kept.append(item) }
      found += section.count - kept.count
      newItems[s] = kept
    }
    // Identifiers the snapshot does not hold are skipped, as UIKit skips them.
    guard found > 0 else { return }
    _items = newItems
    _marks.removeItems(deleted)
    _invalidate(keepIndex: false)
  }

  /// Deletes every section and item (and every mark). The recorded errors and the
  /// ``existingItemPolicy`` stay.
  ///
  /// - Complexity: O(1) plus releasing the storage.
  @inlinable
  public mutating func deleteAllItems() {
    _settle()
    let (errors, policy) = (_errors, _existingItems)
    self = Self()
    _errors = errors
    _existingItems = policy
  }

  /// Moves an item before another item.
  ///
  /// - Complexity: O(size of the two sections), amortised.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    _moveItem(identifier, anchor: toIdentifier, after: false)
  }

  /// Moves an item after another item.
  ///
  /// - Complexity: O(size of the two sections), amortised.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    _moveItem(identifier, anchor: toIdentifier, after: true)
  }

  /// Marks items for reload: applying the snapshot reloads their cells.
  ///
  /// An item that is not in the snapshot records ``SnapshotError/reloadUnknownItem(_:)`` (checked
  /// when the snapshot is next observed) and the call marks nothing.
  ///
  /// - Complexity: O(k).
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard !identifiers.isEmpty else { return }
    _adoptResolution()
    _pending.append(.reload(start: _marks.reloadedItems.count, count: identifiers.count))
    _marks.reloadedItems.append(contentsOf: identifiers)
    _invalidate(keepIndex: true)
  }

  /// Marks items for reconfigure: applying the snapshot configures their existing cells again.
  ///
  /// - Complexity: O(k).
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard !identifiers.isEmpty else { return }
    _adoptResolution()
    _pending.append(.reconfigure(start: _marks.reconfiguredItems.count, count: identifiers.count))
    _marks.reconfiguredItems.append(contentsOf: identifiers)
    _invalidate(keepIndex: true)
  }

  /// Replaces the items of a section.
  ///
  /// Items of the section that are not in `identifiers` are deleted (with their marks). An item
  /// that is already in another section records ``SnapshotError/itemAlreadyExists(_:_:)``.
  ///
  /// - Complexity: O(n).
  @inlinable
  public mutating func replaceItems(
    in sectionIdentifier: SectionIdentifierType, with identifiers: [ItemIdentifierType]
  ) {
    _settle()
    guard let s = _sectionIndex[sectionIdentifier] else {
      return _record(.unknownSection(sectionIdentifier, .replaceItems))
    }
    let repeated = Self._repeated(identifiers)
    if !repeated.isEmpty { return _record(.duplicateItemIdentifiers(repeated, .replaceItems)) }
    let elsewhere = _withIndex { index in
      identifiers.filter { index[$0].map { $0.section != s } ?? false }
    }
    if !elsewhere.isEmpty { return _record(.itemAlreadyExists(elsewhere, .replaceItems)) }
    let kept = Set(identifiers)
    _marks.removeItems(Set(_items[s].filter { !kept.contains($0) }))
    _items[s] = identifiers
    _invalidate(keepIndex: false)
  }

  /// Deletes every item for which `shouldBeRemoved` returns `true`.
  ///
  /// - Complexity: O(n).
  @inlinable
  public mutating func removeItems(where shouldBeRemoved: (ItemIdentifierType) throws -> Bool)
    rethrows
  {
    _settle()
    var removed = Set<I>()
    var newItems = _items
    for s in _items.indices {
      var kept: [I] = []
      var changed = false
      for item in _items[s] {
        if try shouldBeRemoved(item) {
          removed.insert(item)
          changed = true
        } else {
          kept.append(item)
        }
      }
      if changed { newItems[s] = kept }
    }
    guard !removed.isEmpty else { return }
    _items = newItems
    _marks.removeItems(removed)
    _invalidate(keepIndex: false)
  }

  // MARK: Helpers

  /// Takes the items of `identifiers` that the snapshot has out of their sections, keeping their
  /// marks (they are moved, not deleted).
  @inlinable
  mutating func _removeExisting(_ identifiers: [I]) {
    let existing = _withIndex { index in Set(identifiers.filter { index[$0] != nil }) }
    guard !existing.isEmpty else { return }
    for s in _items.indices where _items[s].contains(where: existing.contains) {
      _items[s].removeAll(where: existing.contains)
    }
    _invalidate(keepIndex: false)
  }

  @inlinable
  mutating func _insertItems(_ identifiers: [I], anchor: I, after: Bool) {
    _settle()
    let operation: SnapshotOperation = after ? .insertItemsAfter : .insertItems
    guard let location = _withIndex({ $0[anchor] }) else {
      return _record(.unknownItem(anchor, operation))
    }
    let repeated = Self._repeated(identifiers)
    if !repeated.isEmpty { return _record(.duplicateItemIdentifiers(repeated, operation)) }
    let existing = _withIndex { index in identifiers.filter { index[$0] != nil } }
    if !existing.isEmpty {
      guard _existingItems == .moveIntoPlace else {
        return _record(.itemAlreadyExists(existing, operation))
      }
      if identifiers.contains(anchor) { return _record(.itemRelativeToItself(anchor)) }
      // Rule D16 on recent iOS: the existing items are moved into place.
      _removeExisting(existing)
      return _insertItems(identifiers, anchor: anchor, after: after)
    }
    guard !identifiers.isEmpty else { return }
    let position = after ? location.item + 1 : location.item
    _items[location.section].insert(contentsOf: identifiers, at: position)
    let section = _items[location.section]
    _updateIndex { Self._renumber(&$0, section, section: location.section, from: position) }
  }

  @inlinable
  mutating func _moveItem(_ identifier: I, anchor: I, after: Bool) {
    _settle()
    if identifier == anchor { return _record(.itemRelativeToItself(identifier)) }
    let (source, target) = _withIndex { ($0[identifier], $0[anchor]) }
    guard let source else {
      return _record(.unknownItem(identifier, after ? .moveItemSourceAfter : .moveItemSource))
    }
    guard var target else {
      return _record(.unknownItem(anchor, after ? .moveItemAnchorAfter : .moveItemAnchor))
    }
    _items[source.section].remove(at: source.item)
    if target.section == source.section, target.item > source.item { target.item -= 1 }
    let position = after ? target.item + 1 : target.item
    _items[target.section].insert(identifier, at: position)
    let (sourceItems, targetItems) = (_items[source.section], _items[target.section])
    _updateIndex { index in
      if source.section == target.section {
        Self._renumber(
          &index, sourceItems, section: source.section, from: min(source.item, position))
      } else {
        Self._renumber(&index, sourceItems, section: source.section, from: source.item)
        Self._renumber(&index, targetItems, section: target.section, from: position)
      }
    }
  }
}
