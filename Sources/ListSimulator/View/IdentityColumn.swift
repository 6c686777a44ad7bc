import ListKit

/// One section's item identities as a view holds them: the data source's own array of
/// identifiers, compared in place and turned into ``ItemIdentity`` values only when asked for
/// (``VirtualView/shownIdentifiers``, a mismatch's message).
///
/// A diffable data source hands the view its snapshot's item arrays as they are, so an apply
/// makes no identity per item and frees none of the identities shown before. An
/// ``ArrayDataSource`` hands `[ItemIdentity]` arrays, in columns of identities.
///
/// Two columns of the same identifier type compare their elements directly (integers, strings
/// and identities without any dispatch per element); columns of different types compare as
/// identities, so they agree with `ItemIdentity`'s equality: an `Int` column and an identity
/// column holding `.int` values compare equal.
protocol _IdentityColumn: Sendable {
  var count: Int { get }
  /// The identity at `index` (made on demand).
  func identity(at index: Int) -> ItemIdentity
  /// Every identity, in order (made on demand; an identity column is returned as it is).
  var identities: [ItemIdentity] { get }
  /// The address of the elements, or `nil` when empty: two columns with the same address and
  /// count are the same storage, hence hold the same items.
  var _elementsAddress: UnsafeRawPointer? { get }
  /// The elements as `[E]` when the column holds `E`s.
  func _elements<E>(as type: E.Type) -> [E]?
  /// The first index at which `self` and `other` (of the same count) hold different items.
  ///
  /// - Complexity: O(count).
  func firstDifference(with other: any _IdentityColumn) -> Int?
  /// Compares the cells of one section with what they showed before the update.
  ///
  /// `runs` say where the cells (of this column's section) were before (see
  /// ``_ItemPlacement``). Returns the cells whose item differs from the one they showed, and
  /// whether any cell's former item is unknown (its section had no identities, or too few).
  ///
  /// - Complexity: O(cells that were there before), plus one type check per run.
  func compareCells(_ runs: [_ItemPlacement.Run], before: [(any _IdentityColumn)?])
    -> _CellComparison
}

/// What ``_IdentityColumn/compareCells(_:before:)`` found.
struct _CellComparison {
  /// Cells (positions in the section) that show another item than the data source has.
  var mismatches: [Int] = []
  /// Whether the item a cell showed is unknown for some cell.
  var unknown = false
}

extension _IdentityColumn {
  /// Whether both columns are the same storage.
  ///
  /// - Complexity: O(1).
  func sharesStorage(with other: any _IdentityColumn) -> Bool {
    count == other.count && _elementsAddress == other._elementsAddress
  }
}

/// A section's items as a column: the array itself, one word (an existential holds it without
/// allocating).
struct _ItemColumn<Item: Hashable & Sendable>: _IdentityColumn {
  let items: [Item]

  init(_ items: [Item]) { self.items = items }

  var count: Int { items.count }

  func identity(at index: Int) -> ItemIdentity { ItemIdentity(items[index]) }

  var identities: [ItemIdentity] {
    if let identities = _elements(as: ItemIdentity.self) { return identities }
    return items.map { ItemIdentity($0) }
  }

  var _elementsAddress: UnsafeRawPointer? {
    items.isEmpty ? nil : items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  func _elements<E>(as type: E.Type) -> [E]? {
    Item.self == E.self ? unsafeBitCast(items, to: [E].self) : nil
  }

  // The witnesses run as generic code (the data source reaches them through the existential),
  // so the usual identifier types are routed to loops compiled for them.

  func firstDifference(with other: any _IdentityColumn) -> Int? {
    if let a = _elements(as: Int.self), let b = other._elements(as: Int.self) {
      return _firstDifference(a, b)
    }
    if let a = _elements(as: String.self), let b = other._elements(as: String.self) {
      return _firstDifference(a, b)
    }
    if let a = _elements(as: ItemIdentity.self), let b = other._elements(as: ItemIdentity.self) {
      return _firstDifference(a, b)
    }
    if let b = other._elements(as: Item.self) { return _firstDifference(items, b) }
    return items.indices.first { identity(at: $0) != other.identity(at: $0) }
  }

  func compareCells(_ runs: [_ItemPlacement.Run], before: [(any _IdentityColumn)?])
    -> _CellComparison
  {
    if let items = _elements(as: Int.self) { return _compareCells(items, runs, before) }
    if let items = _elements(as: String.self) { return _compareCells(items, runs, before) }
    if let items = _elements(as: ItemIdentity.self) { return _compareCells(items, runs, before) }
    return _compareCells(items, runs, before)
  }
}

@inline(__always)
private func _firstDifference<E: Equatable>(_ a: [E], _ b: [E]) -> Int? {
  a.withUnsafeBufferPointer { a in
    b.withUnsafeBufferPointer { b in
      for k in 0..<min(a.count, b.count) where a[k] != b[k] { return k }
      return nil
    }
  }
}

/// ``_IdentityColumn/compareCells(_:before:)`` for a column of `E`s. A before-section of
/// another type is compared as identities.
/// A before-section as ``_compareCells(_:_:_:)`` reads it: its elements when it holds `E`s, else
/// its column (compared as identities), and how many cells it showed.
private struct _ShownSection<E> {
  var section: Int
  var typed: [E]? = nil
  var column: (any _IdentityColumn)? = nil
  var count = 0
  init(section: Int) { self.section = section }
}

@inline(__always)
private func _compareCells<E: Hashable & Sendable>(
  _ items: [E], _ runs: [_ItemPlacement.Run], _ before: [(any _IdentityColumn)?]
) -> _CellComparison {
  var result = _CellComparison()
  // The last two sections read: runs mostly come from one section, now and then from another
  // and back, so a section is looked up once per change of section that is not a return.
  var current = _ShownSection<E>(section: -1)
  var previous = _ShownSection<E>(section: -1)
  items.withUnsafeBufferPointer { items in
    runs.withUnsafeBufferPointer { runs in
      var k = 0
      while k < runs.count {
        guard runs[k].from >= 0 else {
          k += 1
          continue
        }
        let s = _Location.section(of: runs[k].from)
        if s != current.section {
          if s == previous.section {
            swap(&current, &previous)
          } else {
            previous = current
            current = _ShownSection(section: s)
            if before.indices.contains(s), let column = before[s] {
              current.typed = column._elements(as: E.self)
              current.count = current.typed?.count ?? column.count
              if current.typed == nil { current.column = column }
            }
          }
        }
        // The stretch of runs from this section (new cells in between need no comparison) is
        // compared in one pass over the section's elements.
        var end = k + 1
        while end < runs.count, runs[end].from < 0 || _Location.section(of: runs[end].from) == s {
          end += 1
        }
        let shownCount = current.count
        let (isTyped, column) = (current.typed != nil, current.column)
        // One pass over the stretch (an untyped section reads through an empty buffer).
        (current.typed ?? []).withUnsafeBufferPointer { typed in
          for run in runs[k..<end] where run.from >= 0 {
            precondition(
              run.start >= 0 && run.start + run.count <= items.count, "a run past the section")
            let j = _Location.item(of: run.from)
            // Cells past the end of what the section showed are unknown.
            let known = max(0, min(run.count, shownCount - j))
            if known < run.count { result.unknown = true }
            if isTyped {
              for offset in 0..<known where typed[j + offset] != items[run.start + offset] {
                result.mismatches.append(run.start + offset)
              }
            } else if let column {
              for offset in 0..<known
              where column.identity(at: j + offset) != ItemIdentity(items[run.start + offset]) {
                result.mismatches.append(run.start + offset)
              }
            }
          }
        }
        k = end
      }
    }
  }
  return result
}
