import Synchronization

// Section edits of DiffableDataSourceSnapshot.

extension DiffableDataSourceSnapshot {
  /// Appends sections to the end of the snapshot.
  ///
  /// Records ``SnapshotError/duplicateSectionIdentifiers(_:_:)`` when `identifiers` repeats a
  /// section and ``SnapshotError/sectionAlreadyExists(_:_:)`` when the snapshot has one already;
  /// the snapshot is then unchanged.
  ///
  /// - Complexity: O(k) for k appended sections.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    _appendSections(identifiers)
  }

  /// ``appendSections(_:)`` for any collection (a snapshot built from data appends its sections
  /// one at a time, as `CollectionOfOne`, without an array per section).
  @inlinable
  mutating func _appendSections<C: Collection>(_ identifiers: C) where C.Element == S {
    // One hash per section: each enters the index unless it is there already (then the ones
    // entered leave again, and the checks below name the error).
    guard !identifiers.isEmpty else { return }
    let first = _sections.count
    _sectionIndex.reserveCapacity(first + identifiers.count)
    var entered = 0
    for identifier in identifiers {
      let position = first + entered
      let isNew = Self._enter(&_sectionIndex[identifier, default: -1], position)
      guard isNew else { break }
      entered += 1
    }
    guard entered == identifiers.count else {
      for identifier in identifiers.prefix(entered) { _sectionIndex[identifier] = nil }
      _ = _validateNewSections(Array(identifiers), anchor: nil)
      return
    }
    _adoptResolution()
    _sections.append(contentsOf: identifiers)
    _items.append(contentsOf: repeatElement([], count: identifiers.count))
    _invalidate(keepIndex: true)
  }

  /// Sets a new index entry (`-1`) to `position`; `false` for an entry that existed.
  @inlinable
  static func _enter(_ entry: inout Int, _ position: Int) -> Bool {
    guard entry < 0 else { return false }
    entry = position
    return true
  }

  /// Inserts sections before an existing section.
  ///
  /// - Complexity: O(S + k).
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    _insertSections(identifiers, anchor: toIdentifier, after: false)
  }

  /// Inserts sections after an existing section.
  ///
  /// - Complexity: O(S + k).
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    _insertSections(identifiers, anchor: toIdentifier, after: true)
  }

  /// Deletes sections and their items.
  ///
  /// A section the snapshot does not hold is skipped, as UIKit skips it (its delete update ignores
  /// identifiers it cannot find: no exception, the others are deleted).
  ///
  /// - Complexity: O(S + items of the deleted sections).
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    _settle()
    let deleted = Set(identifiers.filter { _sectionIndex[$0] != nil })
    guard !deleted.isEmpty else { return }
    var removedItems = Set<I>()
    var keptSections: [S] = []
    var keptItems: [[I]] = []
    for (s, section) in _sections.enumerated() {
      if deleted.contains(section) {
        removedItems.formUnion(_items[s])
      } else {
        keptSections.append(section)
        keptItems.append(_items[s])
      }
    }
    _sections = keptSections
    _items = keptItems
    _sectionIndex = [:]
    _reindexSections()
    _marks.removeItems(removedItems)
    _marks.reloadedSections.removeAll(where: deleted.contains)
    _invalidate(keepIndex: false)
  }

  /// Moves a section before another section.
  ///
  /// Moving a section before or after itself leaves the snapshot unchanged.
  ///
  /// - Complexity: O(S).
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    _moveSection(identifier, anchor: toIdentifier, after: false)
  }

  /// Moves a section after another section.
  ///
  /// - Complexity: O(S).
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    _moveSection(identifier, anchor: toIdentifier, after: true)
  }

  /// Marks sections for reload: applying the snapshot reloads them. An empty list does nothing
  /// (it neither checks the pending edits nor drops what the snapshot has worked out).
  ///
  /// - Complexity: O(k).
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    guard !identifiers.isEmpty else { return }
    _settle()
    if let unknown = identifiers.first(where: { _sectionIndex[$0] == nil }) {
      return _record(.unknownSection(unknown, .reloadSections))
    }
    var marked = Set(_marks.reloadedSections)
    for identifier in identifiers where marked.insert(identifier).inserted {
      _marks.reloadedSections.append(identifier)
    }
    _invalidate(keepIndex: true)
  }

  // MARK: Helpers

  /// Records the error of a set of new sections, if any; `anchor` is the insertion anchor.
  @inlinable
  mutating func _validateNewSections(_ identifiers: [S], anchor: S?, after: Bool = false) -> Bool {
    let insert: SnapshotOperation = after ? .insertSectionsAfter : .insertSections
    let repeated = Self._repeated(identifiers)
    if !repeated.isEmpty {
      _record(.duplicateSectionIdentifiers(repeated, anchor == nil ? .appendSections : insert))
      return false
    }
    let existing = identifiers.filter { _sectionIndex[$0] != nil }
    if !existing.isEmpty {
      let operation: SnapshotOperation =
        anchor == nil
        ? .appendSections
        : anchor.map(identifiers.contains) == true
          ? .insertSectionsRelativeToItself : insert
      _record(.sectionAlreadyExists(existing, operation))
      return false
    }
    return true
  }

  @inlinable
  mutating func _insertSections(_ identifiers: [S], anchor: S, after: Bool) {
    _settle()
    guard let anchorIndex = _sectionIndex[anchor] else {
      return _record(.unknownSection(anchor, after ? .insertSectionsAfter : .insertSections))
    }
    guard _validateNewSections(identifiers, anchor: anchor, after: after), !identifiers.isEmpty
    else { return }
    let position = after ? anchorIndex + 1 : anchorIndex
    _sections.insert(contentsOf: identifiers, at: position)
    _items.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
    _reindexSections(from: position)
    _invalidate(keepIndex: false)
  }

  @inlinable
  mutating func _moveSection(_ identifier: S, anchor: S, after: Bool) {
    _settle()
    guard let from = _sectionIndex[identifier] else {
      return _record(
        .unknownSection(identifier, after ? .moveSectionSourceAfter : .moveSectionSource))
    }
    guard _sectionIndex[anchor] != nil else {
      return _record(.unknownSection(anchor, after ? .moveSectionAnchorAfter : .moveSectionAnchor))
    }
    guard identifier != anchor else { return }
    let items = _items.remove(at: from)
    _sections.remove(at: from)
    _reindexSections(from: from)
    let anchorIndex = _sectionIndex[anchor]!
    let position = after ? anchorIndex + 1 : anchorIndex
    _sections.insert(identifier, at: position)
    _items.insert(items, at: position)
    _reindexSections(from: min(from, position))
    _invalidate(keepIndex: false)
  }
}
