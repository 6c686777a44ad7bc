import ListKit

/// One section's item identities as a view holds them: the data source's own array of
/// identifiers, compared in place and turned into ``ItemIdentity`` values only when asked for
/// (``VirtualView/shownIdentifiers``, a mismatch's message).
///
/// A diffable data source hands the view its snapshot's item arrays as they are, so an apply
/// makes no identity per item and frees none of the identities shown before. An
/// ``ArrayDataSource`` hands `[ItemIdentity]` arrays.
///
/// The usual identifier types (integers, strings, identities) are cases of their own, so that a
/// batch reads a section's items with a `switch`, not through a protocol's dynamic dispatch and
/// generic code; any other type is held as an object (``_IdentityColumn``), so that a copy of a
/// column is one retain (an existential of a value type made every copy go through the runtime's
/// value witnesses). A batch reads and copies the column of every section it touches: the
/// dispatch and the copies were about a tenth of applying a 100-section change (row A3 of
/// `docs/performance.md`). Two columns of the same type compare their elements directly; columns
/// of different types compare as identities, so they agree with `ItemIdentity`'s equality: an
/// `Int` column and an identity column holding `.int` values compare equal.
enum _Column: Sendable {
  case ints([Int])
  case strings([String])
  case identities([ItemIdentity])
  /// Any other type, as an object: an existential of a value type would make every copy of a
  /// column go through the runtime's value witnesses; a reference is copied with one retain.
  case other(any _IdentityColumn)

  init<Item: Hashable & Sendable>(_ items: [Item]) {
    if Item.self == Int.self {
      self = .ints(unsafeBitCast(items, to: [Int].self))
    } else if Item.self == String.self {
      self = .strings(unsafeBitCast(items, to: [String].self))
    } else if Item.self == ItemIdentity.self {
      self = .identities(unsafeBitCast(items, to: [ItemIdentity].self))
    } else {
      self = .other(_ItemColumn(items))
    }
  }

  var count: Int {
    switch self {
    case .ints(let items): items.count
    case .strings(let items): items.count
    case .identities(let items): items.count
    case .other(let column): column.count
    }
  }

  /// The identity at `index` (made on demand).
  func identity(at index: Int) -> ItemIdentity {
    switch self {
    case .ints(let items): ItemIdentity(items[index])
    case .strings(let items): ItemIdentity(items[index])
    case .identities(let items): items[index]
    case .other(let column): column.identity(at: index)
    }
  }

  /// Every identity, in order (made on demand; an identity column is returned as it is).
  var identities: [ItemIdentity] {
    switch self {
    case .ints(let items): items.map { ItemIdentity($0) }
    case .strings(let items): items.map { ItemIdentity($0) }
    case .identities(let items): items
    case .other(let column): column.identities
    }
  }

  /// The elements as `[E]` when the column holds `E`s.
  @inline(__always)
  func _elements<E>(as type: E.Type) -> [E]? {
    switch self {
    case .ints(let items): E.self == Int.self ? unsafeBitCast(items, to: [E].self) : nil
    case .strings(let items): E.self == String.self ? unsafeBitCast(items, to: [E].self) : nil
    case .identities(let items):
      E.self == ItemIdentity.self ? unsafeBitCast(items, to: [E].self) : nil
    case .other(let column): column._elements(as: type)
    }
  }

  /// The address of the elements, or `nil` when empty: two columns with the same address and
  /// count are the same storage, hence hold the same items.
  var _elementsAddress: UnsafeRawPointer? {
    func address<E>(_ items: [E]) -> UnsafeRawPointer? {
      items.isEmpty ? nil : items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    switch self {
    case .ints(let items): return address(items)
    case .strings(let items): return address(items)
    case .identities(let items): return address(items)
    case .other(let column): return column._elementsAddress
    }
  }

  /// Whether both columns are the same storage.
  ///
  /// - Complexity: O(1).
  func sharesStorage(with other: _Column) -> Bool {
    count == other.count && _elementsAddress == other._elementsAddress
  }

  /// The first index at which `self` and `other` (of the same count) hold different items.
  ///
  /// - Complexity: O(count).
  func firstDifference(with other: _Column) -> Int? {
    switch (self, other) {
    case (.ints(let a), .ints(let b)): return _firstDifference(a, b)
    case (.strings(let a), .strings(let b)): return _firstDifference(a, b)
    case (.identities(let a), .identities(let b)): return _firstDifference(a, b)
    case (.other(let a), .other(let b)): return a.firstDifference(with: b)
    default:
      return (0..<Swift.min(count, other.count)).first {
        identity(at: $0) != other.identity(at: $0)
      }
    }
  }

  /// Compares the cells of one section with what they showed before the update.
  ///
  /// `runs` say where the cells (of this column's section) were before (see
  /// ``_ItemPlacement``). Returns the cells whose item differs from the one they showed, and
  /// whether any cell's former item is unknown (its section had no identities, or too few).
  ///
  /// - Complexity: O(cells that were there before).
  func compareCells(_ runs: [_ItemPlacement.Run], before: [_Column?]) -> _CellComparison {
    switch self {
    case .ints(let items): _compareCells(items, runs, before)
    case .strings(let items): _compareCells(items, runs, before)
    case .identities(let items): _compareCells(items, runs, before)
    case .other(let column): column.compareCells(runs, before: before)
    }
  }
}

/// A column of any other identifier type (``_Column/other(_:)``): an object holding the array.
protocol _IdentityColumn: AnyObject, Sendable {
  var count: Int { get }
  func identity(at index: Int) -> ItemIdentity
  var identities: [ItemIdentity] { get }
  var _elementsAddress: UnsafeRawPointer? { get }
  func _elements<E>(as type: E.Type) -> [E]?
  /// The first index at which `self` and `other` (of the same count) hold different items.
  func firstDifference(with other: any _IdentityColumn) -> Int?
  /// ``_Column/compareCells(_:before:)`` for this column's elements.
  func compareCells(_ runs: [_ItemPlacement.Run], before: [_Column?]) -> _CellComparison
}

/// What ``_Column/compareCells(_:before:)`` found.
struct _CellComparison {
  /// Cells (positions in the section) that show another item than the data source has.
  var mismatches: [Int] = []
  /// Whether the item a cell showed is unknown for some cell.
  var unknown = false
}

/// A section's items of some identifier type as a column.
final class _ItemColumn<Item: Hashable & Sendable>: _IdentityColumn {
  let items: [Item]

  init(_ items: [Item]) { self.items = items }

  var count: Int { items.count }

  func identity(at index: Int) -> ItemIdentity { ItemIdentity(items[index]) }

  var identities: [ItemIdentity] { items.map { ItemIdentity($0) } }

  var _elementsAddress: UnsafeRawPointer? {
    items.isEmpty ? nil : items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  func _elements<E>(as type: E.Type) -> [E]? {
    Item.self == E.self ? unsafeBitCast(items, to: [E].self) : nil
  }

  func firstDifference(with other: any _IdentityColumn) -> Int? {
    if let b = other._elements(as: Item.self) { return _firstDifference(items, b) }
    return items.indices.first { identity(at: $0) != other.identity(at: $0) }
  }

  func compareCells(_ runs: [_ItemPlacement.Run], before: [_Column?]) -> _CellComparison {
    _compareCells(items, runs, before)
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

/// A before-section as ``_compareCells(_:_:_:)`` reads it: its elements when it holds `E`s, else
/// its column (compared as identities), and how many cells it showed.
private struct _ShownSection<E> {
  var section: Int
  var typed: [E]? = nil
  var column: _Column? = nil
  var count = 0
  init(section: Int) { self.section = section }
}

/// A run's first before-position in its section, and how many of its cells the section showed
/// (the rest are unknown, which `result` records).
@inline(__always)
private func _known(
  _ run: _ItemPlacement.Run, _ itemCount: Int, _ shownCount: Int, _ result: inout _CellComparison
) -> (j: Int, known: Int) {
  precondition(run.start >= 0 && run.start + run.count <= itemCount, "a run past the section")
  let j = _Location.item(of: run.from)
  let known = max(0, min(run.count, shownCount - j))
  if known < run.count { result.unknown = true }
  return (j, known)
}

@inline(__always)
private func _compareCells<E: Hashable & Sendable>(
  _ items: [E], _ runs: [_ItemPlacement.Run], _ before: [_Column?]
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
        // One pass over the stretch, reading the section's elements where they are (copying the
        // section's array or column for each stretch was most of what a section cost). Cells
        // past the end of what the section showed are unknown.
        if let typed = current.typed {
          typed.withUnsafeBufferPointer { typed in
            for run in runs[k..<end] where run.from >= 0 {
              let (j, known) = _known(run, items.count, shownCount, &result)
              for offset in 0..<known where typed[j + offset] != items[run.start + offset] {
                result.mismatches.append(run.start + offset)
              }
            }
          }
        } else {
          for run in runs[k..<end] where run.from >= 0 {
            let (j, known) = _known(run, items.count, shownCount, &result)
            guard let column = current.column else { continue }
            for offset in 0..<known
            where column.identity(at: j + offset) != ItemIdentity(items[run.start + offset]) {
              result.mismatches.append(run.start + offset)
            }
          }
        }
        k = end
      }
    }
  }
  return result
}
