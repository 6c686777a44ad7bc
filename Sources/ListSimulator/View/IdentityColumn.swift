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
  /// `source[k]` is where cell `k` (of this column's section) was before: a before-position
  /// packed as `section << 32 | item`, or negative for a new cell. Returns the cells whose item
  /// differs from the one they showed, and whether any cell's former item is unknown (its section
  /// had no identities, or too few).
  ///
  /// - Complexity: O(source.count), plus one type check per run of cells from one section.
  func compareCells(_ source: [Int], before: [(any _IdentityColumn)?]) -> _CellComparison
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

  func compareCells(_ source: [Int], before: [(any _IdentityColumn)?]) -> _CellComparison {
    if let items = _elements(as: Int.self) { return _compareCells(items, source, before) }
    if let items = _elements(as: String.self) { return _compareCells(items, source, before) }
    if let items = _elements(as: ItemIdentity.self) { return _compareCells(items, source, before) }
    return _compareCells(items, source, before)
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
@inline(__always)
private func _compareCells<E: Hashable & Sendable>(
  _ items: [E], _ source: [Int], _ before: [(any _IdentityColumn)?]
) -> _CellComparison {
  var result = _CellComparison()
  // The before-section read last, typed when it holds `E`s: cells mostly come from one
  // section in runs, so each section is looked up once per run, not once per cell.
  var section = -1
  var column: (any _IdentityColumn)?
  var typed: [E] = []
  var isTyped = false
  for (k, packed) in source.enumerated() where packed >= 0 {
    let (s, j) = (_Location.section(of: packed), _Location.item(of: packed))
    if s != section {
      section = s
      column = before.indices.contains(s) ? before[s] : nil
      if let elements = column?._elements(as: E.self) {
        (typed, isTyped) = (elements, true)
      } else {
        (typed, isTyped) = ([], false)
      }
    }
    if isTyped {
      guard j < typed.count else {
        result.unknown = true
        continue
      }
      if typed[j] != items[k] { result.mismatches.append(k) }
    } else {
      guard let column, j < column.count else {
        result.unknown = true
        continue
      }
      if column.identity(at: j) != ItemIdentity(items[k]) { result.mismatches.append(k) }
    }
  }
  return result
}
