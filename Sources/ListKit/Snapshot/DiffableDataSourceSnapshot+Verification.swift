import Synchronization

// The lazy machinery behind the snapshot: checking pending appends and marks, the item index, and
// the cache that queries fill without mutating the value.

extension DiffableDataSourceSnapshot {
  /// Checks `pending` in call order against `index` (which covers everything not pending, or is
  /// `nil` and then built here). An invalid call is removed from `items` / `marks` as if it had
  /// never been made, and its error returned; on return `index` covers the checked contents.
  ///
  /// - Complexity: O(pending items + pending marks), plus O(n) when `index` has to be built.
  @inlinable
  static func _check(
    pending: [_PendingEdit<I>], items: inout [[I]], marks: inout _Marks<S, I>,
    index: inout [I: _Location]?
  ) -> [Error] {
    // Worked on as a local (read through the `inout` optional, the table's header was reloaded
    // from memory on every insert) and handed back on return.
    var table: [I: _Location]
    if let existing = index.take() {
      table = existing
      // Sized once for the items added since it was built (not grown insert by insert).
      table.reserveCapacity(items.reduce(0) { $0 + $1.count })
    } else {
      // No key path here: in generic code one would be instantiated on every call.
      var prefixEnd = items.map { $0.count }
      for case .items(let s, let start, _) in pending { prefixEnd[s] = min(prefixEnd[s], start) }
      table = [I: _Location](minimumCapacity: items.reduce(0) { $0 + $1.count })
      for s in items.indices {
        let section = items[s]
        for p in 0..<prefixEnd[s] { table[section[p]] = _Location(section: s, item: p) }
      }
    }
    defer { index = table }
    var errors: [Error] = []
    var removedBySection: [Int: Int] = [:]
    var removedReloads = 0
    var removedReconfigures = 0
    // Where the accepted marks are, and how many marks were already settled (-1: none pending).
    var reloadedLocations: [_Location] = []
    var reconfiguredLocations: [_Location] = []
    var reloadedSettled = -1
    var reconfiguredSettled = -1
    for edit in pending {
      switch edit {
      case .items(let s, let callStart, let count):
        let start = callStart - removedBySection[s, default: 0]
        let range = start..<(start + count)
        var conflict = false
        let section = items[s]
        for p in range {
          let location = _Location(section: s, item: p)
          if let old = table.updateValue(location, forKey: section[p]) {
            table[section[p]] = old
            conflict = true
          }
        }
        guard conflict else { continue }
        // Roll the call back: forget what it indexed, remove its items, report why.
        let call = Array(section[range])
        for p in range where table[section[p]] == _Location(section: s, item: p) {
          table[section[p]] = nil
        }
        items[s].removeSubrange(range)
        removedBySection[s, default: 0] += count
        let repeated = _repeated(call)
        if !repeated.isEmpty {
          errors.append(.duplicateItemIdentifiers(repeated))
        } else {
          errors.append(.itemAlreadyExists(call.filter { table[$0] != nil }))
        }
      case .reload(let callStart, let count):
        let start = callStart - removedReloads
        let range = start..<(start + count)
        if reloadedSettled < 0 { reloadedSettled = start }
        if let missing = _locate(marks.reloadedItems[range], table, into: &reloadedLocations) {
          errors.append(.reloadUnknownItem(missing))
          marks.reloadedItems.removeSubrange(range)
          removedReloads += count
        }
      case .reconfigure(let callStart, let count):
        let start = callStart - removedReconfigures
        let range = start..<(start + count)
        if reconfiguredSettled < 0 { reconfiguredSettled = start }
        if let missing = _locate(
          marks.reconfiguredItems[range], table, into: &reconfiguredLocations)
        {
          errors.append(.reconfigureUnknownItem(missing))
          marks.reconfiguredItems.removeSubrange(range)
          removedReconfigures += count
        }
      }
    }
    // Marks are appended raw; keep each item's first mark, in call order.
    if reloadedSettled >= 0 || reconfiguredSettled >= 0 {
      var offsets: [Int] = []
      offsets.reserveCapacity(items.count)
      var total = 0
      for section in items {
        offsets.append(total)
        total += section.count
      }
      if reloadedSettled >= 0 {
        marks.reloadedItems = _firstOccurrences(
          marks.reloadedItems, settled: reloadedSettled, checked: reloadedLocations, table,
          offsets: offsets, total: total)
      }
      if reconfiguredSettled >= 0 {
        marks.reconfiguredItems = _firstOccurrences(
          marks.reconfiguredItems, settled: reconfiguredSettled, checked: reconfiguredLocations,
          table, offsets: offsets, total: total)
      }
    }
    return errors
  }

  /// Appends the location of every mark to `locations`, or returns the first unknown one (and
  /// appends nothing).
  @inlinable
  static func _locate(
    _ marks: ArraySlice<I>, _ index: [I: _Location], into locations: inout [_Location]
  ) -> I? {
    let before = locations.count
    // Room for this call's marks at once, growing geometrically (a snapshot may mark its items
    // one call at a time).
    if locations.capacity < before + marks.count {
      locations.reserveCapacity(Swift.max(before + marks.count, 2 * locations.capacity))
    }
    for mark in marks {
      guard let location = index[mark] else {
        locations.removeSubrange(before...)
        return mark
      }
      locations.append(location)
    }
    return nil
  }

  /// The first mark of each item, in order: the settled prefix is looked up, the checked rest
  /// uses the locations found while checking; a bitmap over global positions spots repeats.
  @inlinable
  static func _firstOccurrences(
    _ marks: [I], settled: Int, checked: [_Location], _ index: [I: _Location], offsets: [Int],
    total: Int
  ) -> [I] {
    var seen = [Bool]._filled(false, count: total)
    var result: [I] = []
    result.reserveCapacity(marks.count)
    for (k, mark) in marks.enumerated() {
      let location = k < settled ? index[mark]! : checked[k - settled]
      let global = offsets[location.section] + location.item
      if !seen[global] {
        seen[global] = true
        result.append(mark)
      }
    }
    return result
  }

  /// The identifiers that occur more than once in `values`, each once, in first-repeat order.
  @inlinable
  static func _repeated<T: Hashable>(_ values: [T]) -> [T] {
    guard values.count > 1 else { return [] }
    var seen = Set<T>(minimumCapacity: values.count)
    var reported = Set<T>()
    var result: [T] = []
    for value in values where !seen.insert(value).inserted {
      if reported.insert(value).inserted { result.append(value) }
    }
    return result
  }

  @inlinable
  static func _buildIndex(_ items: [[I]]) -> [I: _Location] {
    var index = [I: _Location](minimumCapacity: items.reduce(0) { $0 + $1.count })
    for (s, section) in items.enumerated() {
      for (p, item) in section.enumerated() { index[item] = _Location(section: s, item: p) }
    }
    return index
  }

  /// The checked contents for a query on a value with pending edits (computed once per value).
  @inlinable
  func _resolution(_ state: inout _CacheState<S, I>) -> _Resolution<S, I> {
    if let resolution = state.resolution { return resolution }
    var items = _items
    var marks = _marks
    var index = state.index.take()
    let errors = Self._check(pending: _pending, items: &items, marks: &marks, index: &index)
    let resolution = _Resolution(items: items, marks: marks, errors: errors)
    state.resolution = resolution
    state.index = index
    return resolution
  }

  /// Calls `body` with the checked item arrays and marks.
  @inlinable
  func _withResolved<R>(_ body: (_ items: [[I]], _ marks: _Marks<S, I>) -> R) -> R {
    if _pending.isEmpty { return body(_items, _marks) }
    let resolution = _cache.state.withLock { _resolution(&$0) }
    return body(resolution.items, resolution.marks)
  }

  /// The checked item arrays.
  @inlinable
  var _resolvedItems: [[I]] { _withResolved { items, _ in items } }

  /// Calls `body` with the item index of the checked contents, building it on first use.
  ///
  /// - Complexity: O(1) amortised; O(n) the first time.
  @inlinable
  func _withIndex<R>(_ body: ([I: _Location]) -> R) -> R {
    _cache.state.withLock { state in
      if !_pending.isEmpty { _ = _resolution(&state) }
      if state.index == nil {
        state.index = Self._buildIndex(state.resolution?.items ?? _items)
      }
      return body(state.index!)
    }
  }

  /// The item index of the checked contents if it exists already (a fresh snapshot's check
  /// builds it), without building it otherwise.
  @inlinable
  func _existingIndex() -> [I: _Location]? {
    _cache.state.withLock { state in
      if !_pending.isEmpty { _ = _resolution(&state) }
      return state.index
    }
  }

  /// Global position of each section's first item, built on first use.
  @inlinable
  func _withOffsets<R>(_ body: ([Int]) -> R) -> R {
    let items = _resolvedItems
    return _cache.state.withLock { state in
      if state.offsets == nil {
        var offsets: [Int] = []
        offsets.reserveCapacity(items.count)
        var total = 0
        for section in items {
          offsets.append(total)
          total += section.count
        }
        state.offsets = offsets
      }
      return body(state.offsets!)
    }
  }

  // MARK: Mutation support

  /// Makes pending edits final: checks them (or adopts the check a query already made), records
  /// their errors and leaves an index that covers the whole snapshot.
  @inlinable
  mutating func _settle() {
    guard !_pending.isEmpty else { return }
    // A check made by a query is a function of the value, so any copy may adopt it.
    let (resolution, index) = _cache.state.withLock { ($0.resolution, $0.index) }
    if let resolution {
      _items = resolution.items
      _marks = resolution.marks
      _errors += resolution.errors
      _pending = []
      if isKnownUniquelyReferenced(&_cache) {
        _cache.state.withLock { $0.resolution = nil }
      } else {
        _cache = _SnapshotCache(index: index)
      }
      return
    }
    if !isKnownUniquelyReferenced(&_cache) { _cache = _SnapshotCache(index: index) }
    let pending = _pending
    var items = _items
    var marks = _marks
    _items = []
    let errors: [Error] = _cache.state.withLock { state in
      var index = state.index.take()
      let errors = Self._check(pending: pending, items: &items, marks: &marks, index: &index)
      state.index = index
      state.flat = nil
      state.offsets = nil
      return errors
    }
    _items = items
    _marks = marks
    _pending = []
    _errors += errors
  }

  /// Before an append or a mark: take over a check that a query already made, so that the cached
  /// index keeps covering everything that is not pending.
  @inlinable
  mutating func _adoptResolution() {
    guard !_pending.isEmpty else { return }
    if _cache.state.withLock({ $0.resolution != nil }) { _settle() }
  }

  /// Forgets cached look-ups after a mutation; `keepIndex` when the mutation moved no item (the
  /// index still covers everything that is not pending, so a copy may share it).
  @inlinable
  mutating func _invalidate(keepIndex: Bool) {
    if isKnownUniquelyReferenced(&_cache) {
      _cache.state.withLock { state in
        state.flat = nil
        state.offsets = nil
        if state.resolution != nil || !keepIndex {
          state.resolution = nil
          state.index = nil
        }
      }
    } else {
      let index = keepIndex ? _cache.state.withLock { $0.resolution == nil ? $0.index : nil } : nil
      _cache = _SnapshotCache(index: index)
    }
  }

  /// Runs `body` on the index of this (settled) value, building it if needed, for an edit that
  /// keeps it up to date.
  @inlinable
  mutating func _updateIndex<R>(_ body: (inout [I: _Location]) -> R) -> R {
    precondition(_pending.isEmpty, "index update on an unsettled snapshot")
    if !isKnownUniquelyReferenced(&_cache) { _cache = _SnapshotCache() }
    let items = _items
    return _cache.state.withLock { state in
      state.flat = nil
      state.offsets = nil
      if state.index == nil { state.index = Self._buildIndex(items) }
      return body(&state.index!)
    }
  }

  /// Drops the lazily built look-ups (the item index, the flat list, the section offsets) of
  /// this value and every copy that shares them; the next query builds them again. A data source
  /// calls it on the snapshot it is about to replace, so that a large apply does not hold the
  /// old snapshot's index (32 bytes per item) beside the new one's.
  /// Nothing is dropped when `next` shares them (the same value applied again).
  @inlinable
  package func _releaseLookups(unlessSharedWith next: Self) {
    guard _cache !== next._cache else { return }
    _cache.state.withLock { state in
      state.index = nil
      state.flat = nil
      state.offsets = nil
    }
  }

  /// Records a misuse, after the pending edits that were made before it.
  @inlinable
  mutating func _record(_ error: Error) {
    _settle()
    _errors.append(error)
  }

  /// Renumbers, in `index`, the items of section `s` from position `from` on.
  @inlinable
  static func _renumber(
    _ index: inout [I: _Location], _ section: [I], section s: Int, from: Int = 0
  ) {
    var p = from
    while p < section.count {
      index[section[p]] = _Location(section: s, item: p)
      p += 1
    }
  }

  /// Rebuilds `_sectionIndex` from position `from` on.
  @inlinable
  mutating func _reindexSections(from: Int = 0) {
    for s in from..<_sections.count { _sectionIndex[_sections[s]] = s }
  }

  #if DEBUG
    /// Checks the storage invariants (debug builds; a release build compiles a no-op, so callers
    /// need no `#if`).
    @inlinable
    public func _checkInvariants() {
      precondition(_sections.count == _items.count, "sections and item arrays out of step")
      precondition(_sectionIndex.count == _sections.count, "section index size")
      for (s, id) in _sections.enumerated() {
        precondition(_sectionIndex[id] == s, "section index")
      }
      if _pending.isEmpty {
        let all = _items.joined()
        precondition(Set(all).count == all.count, "duplicate items in a settled snapshot")
        _cache.state.withLock { state in
          if let index = state.index {
            precondition(index.count == all.count, "index size")
            for (s, section) in _items.enumerated() {
              for (p, item) in section.enumerated() {
                precondition(index[item] == _Location(section: s, item: p), "stale index")
              }
            }
          }
        }
      }
    }
  #else
    /// Checks the storage invariants: nothing in a release build.
    @inlinable
    @inline(__always)
    public func _checkInvariants() {}
  #endif
}
