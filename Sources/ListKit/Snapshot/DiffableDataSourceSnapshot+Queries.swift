import Synchronization

// Read-only members of DiffableDataSourceSnapshot.

extension DiffableDataSourceSnapshot {
  /// The number of items in all sections.
  ///
  /// - Complexity: O(S).
  @inlinable
  public var numberOfItems: Int { _resolvedItems.reduce(0) { $0 + $1.count } }

  /// The number of sections.
  @inlinable public var numberOfSections: Int { _sections.count }

  /// The section identifiers, in order.
  @inlinable public var sectionIdentifiers: [SectionIdentifierType] { _sections }

  /// `true` when the snapshot has no section (and so no item).
  @inlinable public var isEmpty: Bool { _sections.isEmpty }

  /// All item identifiers, section after section.
  ///
  /// - Complexity: O(1) amortised: the flat array is built once per snapshot value and shared.
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] {
    let items = _resolvedItems
    if items.count == 1 { return items[0] }
    return _cache.state.withLock { state in
      if let flat = state.flat { return flat }
      // Section by section (a copy of each array), not element by element through `joined()`.
      var flat: [ItemIdentifierType] = []
      flat.reserveCapacity(items.reduce(0) { $0 + $1.count })
      for section in items { flat.append(contentsOf: section) }
      state.flat = flat
      return flat
    }
  }

  /// The item identifiers of every section, in section order (parallel to
  /// ``sectionIdentifiers``).
  ///
  /// - Complexity: O(1): the snapshot's own storage.
  @inlinable
  public var itemIdentifiersBySection: [[ItemIdentifierType]] { _resolvedItems }

  /// The item identifiers of one section (empty for an unknown section).
  @inlinable
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let s = _sectionIndex[identifier] else { return [] }
    return _resolvedItems[s]
  }

  /// The number of items in one section (0 for an unknown section).
  @inlinable
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    guard let s = _sectionIndex[identifier] else { return 0 }
    return _resolvedItems[s].count
  }

  /// The section that contains an item, or `nil`.
  ///
  /// - Complexity: O(1) amortised (the item index is built on first use).
  @inlinable
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    _withIndex { $0[identifier] }.map { _sections[$0.section] }
  }

  /// The position of an item among all items of the snapshot, or `nil`.
  ///
  /// - Complexity: O(1) amortised.
  @inlinable
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let location = _withIndex({ $0[identifier] }) else { return nil }
    return _withOffsets { $0[location.section] } + location.item
  }

  /// The position of a section, or `nil`.
  @inlinable
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    _sectionIndex[identifier]
  }

  /// Whether the snapshot holds an item.
  ///
  /// - Complexity: O(1) amortised.
  @inlinable
  public func contains(_ identifier: ItemIdentifierType) -> Bool {
    _withIndex { $0[identifier] != nil }
  }

  /// Whether the snapshot holds a section.
  @inlinable
  public func contains(section identifier: SectionIdentifierType) -> Bool {
    _sectionIndex[identifier] != nil
  }

  /// The section at a position, or `nil` when the position is out of range.
  @inlinable
  public func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
    _sections.indices.contains(index) ? _sections[index] : nil
  }

  /// The section and position within it of an item, or `nil`.
  ///
  /// - Complexity: O(1) amortised.
  @inlinable
  public func location(ofItem identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
    _withIndex { $0[identifier] }.map { ($0.section, $0.item) }
  }

  /// The items marked for reload, in the order they were marked.
  @inlinable
  public var reloadedItemIdentifiers: [ItemIdentifierType] {
    _withResolved { _, marks in marks.reloadedItems }
  }

  /// The items marked for reconfigure, in the order they were marked.
  @inlinable
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    _withResolved { _, marks in marks.reconfiguredItems }
  }

  /// The sections marked for reload, in the order they were marked.
  @inlinable
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { _marks.reloadedSections }

  /// Every misuse recorded so far, in the order the edits were made.
  @inlinable
  public var errors: [Error] {
    if _pending.isEmpty { return _errors }
    return _errors + _cache.state.withLock { _resolution(&$0).errors }
  }

  /// Throws the first recorded misuse, if any.
  @inlinable
  public func validate() throws(Error) {
    if let first = errors.first { throw first }
  }

  /// The same snapshot without reload and reconfigure marks (what remains after an apply).
  @inlinable
  public func withoutMarks() -> Self {
    var copy = self
    copy._settle()
    guard !copy._marks.isEmpty else { return copy }
    copy._marks = _Marks()
    copy._invalidate(keepIndex: true)
    return copy
  }
}

extension DiffableDataSourceSnapshot: Equatable {
  /// Two snapshots are equal when they have the same sections, the same items in each, and the
  /// same reload and reconfigure marks. Recorded errors are not compared.
  ///
  /// - Complexity: O(1) when the two share storage, otherwise O(n).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs._cache === rhs._cache { return true }
    guard lhs._sections == rhs._sections else { return false }
    return lhs._withResolved { lhsItems, lhsMarks in
      rhs._withResolved { rhsItems, rhsMarks in lhsItems == rhsItems && lhsMarks == rhsMarks }
    }
  }
}

extension DiffableDataSourceSnapshot: CustomStringConvertible, CustomDebugStringConvertible {
  /// A readable multi-line description:
  ///
  /// ```
  /// DiffableDataSourceSnapshot(2 sections, 3 items)
  ///   inbox: [m1, m2]
  ///   archive: [m3]
  /// ```
  @inlinable
  public var description: String {
    let items = _resolvedItems
    let total = items.reduce(0) { $0 + $1.count }
    var lines = [
      "DiffableDataSourceSnapshot(\(_sections.count) section\(_sections.count == 1 ? "" : "s"), \(total) item\(total == 1 ? "" : "s"))"
    ]
    for (s, section) in _sections.enumerated() {
      lines.append("  \(section): [\(items[s].map { "\($0)" }.joined(separator: ", "))]")
    }
    let marks = _withResolved { _, marks in marks }
    if !marks.reloadedItems.isEmpty {
      lines.append("  reloaded items: \(marks.reloadedItems.map { "\($0)" })")
    }
    if !marks.reconfiguredItems.isEmpty {
      lines.append("  reconfigured items: \(marks.reconfiguredItems.map { "\($0)" })")
    }
    if !marks.reloadedSections.isEmpty {
      lines.append("  reloaded sections: \(marks.reloadedSections.map { "\($0)" })")
    }
    let errors = self.errors
    if !errors.isEmpty { lines.append("  errors: \(errors.map(\.stableCode))") }
    return lines.joined(separator: "\n")
  }

  /// The same text as ``description``.
  @inlinable
  public var debugDescription: String { description }
}

extension DiffableDataSourceSnapshot {
  /// The original ListKit's name for `indexOfItem(_:)`.
  public func index(ofItem identifier: ItemIdentifierType) -> Int? { indexOfItem(identifier) }

  /// The original ListKit's name for ``indexOfSection(_:)``.
  public func index(ofSection identifier: SectionIdentifierType) -> Int? {
    indexOfSection(identifier)
  }
}

extension DiffableDataSourceSnapshot {
  /// The item at a position, by section index and item index, or `nil` outside the snapshot (the
  /// original ListKit's direct access).
  public func itemIdentifier(inSectionAt sectionIndex: Int, itemIndex: Int) -> ItemIdentifierType? {
    let sections = itemIdentifiersBySection
    guard sections.indices.contains(sectionIndex),
      sections[sectionIndex].indices.contains(itemIndex)
    else { return nil }
    return sections[sectionIndex][itemIndex]
  }

  /// The number of items of the section at `sectionIndex` (0 outside the snapshot).
  public func numberOfItems(inSectionAt sectionIndex: Int) -> Int {
    let sections = itemIdentifiersBySection
    return sections.indices.contains(sectionIndex) ? sections[sectionIndex].count : 0
  }
}
