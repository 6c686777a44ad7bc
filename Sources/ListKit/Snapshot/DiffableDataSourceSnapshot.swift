import Synchronization

/// A value-type snapshot of a sectioned list: the section identifiers, the item identifiers of each
/// section, and the items and sections marked for reload or reconfigure.
///
/// The API is Apple's `NSDiffableDataSourceSnapshot`, with the same names and argument labels:
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, String>()
/// snapshot.appendSections(["inbox", "archive"])
/// snapshot.appendItems(["m1", "m2"], toSection: "inbox")
/// snapshot.appendItems(["m3"])                      // to the last section
/// snapshot.moveItem("m2", beforeItem: "m1")
/// snapshot.itemIdentifiers(inSection: "inbox")      // ["m2", "m1"]
/// ```
///
/// # Misuse
///
/// Apple's snapshot raises an exception for an invalid edit (an unknown section, a duplicate item,
/// an item moved relative to itself, …). This snapshot never traps and never corrupts itself: an
/// invalid edit leaves the snapshot exactly as it was and records a ``SnapshotError``;
/// `validate()` throws the first recorded error, `errors` lists them all, and a data source
/// refuses to apply a snapshot that has any.
///
/// # Performance
///
/// Storage is parallel arrays: the section identifiers and one item array per section. Appending
/// builds no hash table at all. Uniqueness of appended items and the existence of items marked for
/// reload are verified lazily, the first time the snapshot is observed (any query, `validate()`,
/// any other edit, or an apply); until then the appends sit in a small journal, and an append that
/// turns out to be invalid is removed as if it had never happened — no observer can tell the
/// difference from an eager check, but building 10k items costs about as much as copying them.
///
/// Reverse look-ups (`sectionIdentifier(containingItem:)`, `indexOfItem(_:)`,
/// `contains(_:)`) use an index from item to position that is built on first use, even on a
/// snapshot that is never mutated again, and kept up to date by item inserts, deletes and moves.
/// Two snapshots that share storage compare equal in O(1).
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The error a snapshot records for a misuse, and `validate()` throws.
  public typealias Error = SnapshotError<SectionIdentifierType, ItemIdentifierType>
  @usableFromInline typealias S = SectionIdentifierType
  @usableFromInline typealias I = ItemIdentifierType

  /// The value's contents, in one box that copies share until one of them changes: copying a
  /// snapshot (a data source hands them around on every operation) retains one object instead
  /// of each array.
  @usableFromInline var _storage: _SnapshotStorage<S, I>

  /// Section identifiers in order.
  @inlinable var _sections: [S] {
    _read { yield _storage.sections }
    _modify {
      _uniqueStorage()
      yield &_storage.sections
    }
  }
  /// The items of each section, parallel to `_sections`.
  @inlinable var _items: [[I]] {
    _read { yield _storage.items }
    _modify {
      _uniqueStorage()
      yield &_storage.items
    }
  }
  /// Section identifier to its position in `_sections`; always complete.
  @inlinable var _sectionIndex: [S: Int] {
    _read { yield _storage.sectionIndex }
    _modify {
      _uniqueStorage()
      yield &_storage.sectionIndex
    }
  }
  @inlinable var _marks: _Marks<S, I> {
    _read { yield _storage.marks }
    _modify {
      _uniqueStorage()
      yield &_storage.marks
    }
  }
  /// Appends and marks whose validity has not been checked yet, in call order.
  @inlinable var _pending: [_PendingEdit<I>] {
    _read { yield _storage.pending }
    _modify {
      _uniqueStorage()
      yield &_storage.pending
    }
  }
  @inlinable var _errors: [Error] {
    _read { yield _storage.errors }
    _modify {
      _uniqueStorage()
      yield &_storage.errors
    }
  }

  /// Makes the box this value's own before it changes.
  @inlinable mutating func _uniqueStorage() {
    if !isKnownUniquelyReferenced(&_storage) { _storage = _SnapshotStorage(copying: _storage) }
  }
  /// Lazily built look-up structures. Invariant: a cache belongs to exactly one logical value.
  @usableFromInline var _cache: _SnapshotCache<S, I>
  /// What an insert or append of an item the snapshot already has does (rule D16).
  @usableFromInline var _existingItems = ExistingItemPolicy.reject

  /// What inserting or appending an item that is already elsewhere in the snapshot does (rule
  /// D16): ``ExistingItemPolicy/reject`` (the default, and strict scenarios) records
  /// ``SnapshotError/itemAlreadyExists(_:_:)``; ``ExistingItemPolicy/moveIntoPlace`` does what
  /// recent iOS does — it logs, and moves the existing items to where they were inserted.
  /// Not part of the snapshot's value: it does not take part in `==`.
  @inlinable
  public var existingItemPolicy: ExistingItemPolicy {
    get { _existingItems }
    set { _existingItems = newValue }
  }

  /// Creates an empty snapshot.
  @inlinable
  public init() {
    _existingItems = .reject
    _storage = _SnapshotStorage()
    _cache = _SnapshotCache()
  }

  /// Creates a snapshot from sections and their items, in order.
  ///
  /// Equivalent to `appendSections` and `appendItems(_:toSection:)` for each pair, with the same
  /// validation.
  ///
  /// - Complexity: O(total items), amortised.
  @inlinable
  public init(sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])]) {
    self.init()
    // Sized once, not grown section by section.
    _sections.reserveCapacity(sections.count)
    _items.reserveCapacity(sections.count)
    _sectionIndex.reserveCapacity(sections.count)
    _pending.reserveCapacity(sections.count)
    for (section, items) in sections {
      // `appendSections` without a one-element array per section.
      _appendSections(CollectionOfOne(section))
      if _sectionIndex[section] != nil { appendItems(items, toSection: section) }
    }
  }
}

extension DiffableDataSourceSnapshot {
  /// A snapshot of sections and items already known to be valid (taken from valid snapshots).
  @inlinable init(_trustedSections sections: [S], items: [[I]]) {
    self.init()
    _sections = sections
    _items = items
    for (s, section) in sections.enumerated() { _sectionIndex[section] = s }
  }
}

// MARK: - Internal storage types

/// The contents of a ``DiffableDataSourceSnapshot``, boxed (see `_storage`). Written only through
/// the snapshot's accessors, after `_uniqueStorage()`: two accesses of one box can only overlap
/// where two accesses of the value would, which the compiler already rules out, so the run-time
/// exclusivity check is left out.
@usableFromInline
final class _SnapshotStorage<S: Hashable & Sendable, I: Hashable & Sendable>: @unchecked Sendable {
  @usableFromInline @exclusivity(unchecked) var sections: [S] = []
  @usableFromInline @exclusivity(unchecked) var items: [[I]] = []
  @usableFromInline @exclusivity(unchecked) var sectionIndex: [S: Int] = [:]
  @usableFromInline @exclusivity(unchecked) var marks = _Marks<S, I>()
  @usableFromInline @exclusivity(unchecked) var pending: [_PendingEdit<I>] = []
  @usableFromInline @exclusivity(unchecked) var errors: [SnapshotError<S, I>] = []

  @inlinable init() {}

  @inlinable init(copying other: _SnapshotStorage) {
    sections = other.sections
    items = other.items
    sectionIndex = other.sectionIndex
    marks = other.marks
    pending = other.pending
    errors = other.errors
  }
}

/// An edit whose validity is checked when the snapshot is first observed.
@usableFromInline
enum _PendingEdit<I: Hashable & Sendable>: Sendable {
  /// `appendItems`: `count` items appended to section `section` at `start` (positions at the time
  /// of the call; earlier rejected appends to the same section shift it down).
  case items(section: Int, start: Int, count: Int)
  /// `reloadItems` / `reconfigureItems`: the range of `_marks.reloadedItems` (or
  /// `reconfiguredItems`) that holds the call's identifiers, appended as given (duplicates are
  /// removed when the marks are checked).
  case reload(start: Int, count: Int)
  case reconfigure(start: Int, count: Int)
}

/// Reload and reconfigure marks, ordered and de-duplicated once the snapshot's pending edits are
/// checked.
@usableFromInline
struct _Marks<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable, Equatable {
  @usableFromInline var reloadedItems: [I] = []
  @usableFromInline var reconfiguredItems: [I] = []
  @usableFromInline var reloadedSections: [S] = []

  @inlinable init() {}

  @inlinable static func == (lhs: Self, rhs: Self) -> Bool {
    Set(lhs.reloadedItems) == Set(rhs.reloadedItems)
      && Set(lhs.reconfiguredItems) == Set(rhs.reconfiguredItems)
      && Set(lhs.reloadedSections) == Set(rhs.reloadedSections)
  }

  @inlinable var isEmpty: Bool {
    reloadedItems.isEmpty && reconfiguredItems.isEmpty && reloadedSections.isEmpty
  }

  /// Removes every mark of the given items.
  @inlinable mutating func removeItems(_ removed: Set<I>) {
    guard !removed.isEmpty else { return }
    if !reloadedItems.isEmpty { reloadedItems.removeAll(where: removed.contains) }
    if !reconfiguredItems.isEmpty { reconfiguredItems.removeAll(where: removed.contains) }
  }
}

/// Where an item is: section position and position within the section, packed into one integer
/// (`section << 32 | item`) so that an item index costs one word per item.
///
/// The one definition of the packing: the item index, the diff's working arrays, the positions
/// an engine batch carries (`_ItemPositions`) and the view's validator all read and write it
/// through the three static functions. Sections and items of a snapshot stay below 2^31, so
/// integer order is index path order.
@usableFromInline
package struct _Location: Sendable, Hashable {
  @usableFromInline package var packed: Int

  @inlinable package static func pack(_ section: Int, _ item: Int) -> Int {
    section &<< 32 | item
  }
  @inlinable package static func section(of packed: Int) -> Int { packed >> 32 }
  @inlinable package static func item(of packed: Int) -> Int { packed & 0xFFFF_FFFF }

  @inlinable package init(section: Int, item: Int) { packed = Self.pack(section, item) }
  @inlinable package init(packed: Int) { self.packed = packed }
  @inlinable package var section: Int { Self.section(of: packed) }
  @inlinable package var item: Int {
    get { Self.item(of: packed) }
    set { packed = Self.pack(section, newValue) }
  }
}

/// What a query sees of a snapshot whose pending edits have been checked.
@usableFromInline
struct _Resolution<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  @usableFromInline var items: [[I]]
  @usableFromInline var marks: _Marks<S, I>
  @usableFromInline var errors: [SnapshotError<S, I>]
  @inlinable init(items: [[I]], marks: _Marks<S, I>, errors: [SnapshotError<S, I>]) {
    self.items = items
    self.marks = marks
    self.errors = errors
  }
}

@usableFromInline
struct _CacheState<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  /// Item to location. When the snapshot has pending appends and no resolution, it covers the
  /// snapshot without them (appends never move existing items).
  @usableFromInline var index: [I: _Location]?
  /// The checked contents, for queries on a snapshot with pending edits.
  @usableFromInline var resolution: _Resolution<S, I>?
  /// All items in order (`itemIdentifiers`).
  @usableFromInline var flat: [I]?
  /// Global position of each section's first item.
  @usableFromInline var offsets: [Int]?
  @inlinable init() {}
}

/// The lazily built look-up structures of one snapshot value.
///
/// Queries are non-mutating, so they fill it under its lock; mutations either own it uniquely
/// (and update or clear it) or replace it.
@usableFromInline
final class _SnapshotCache<S: Hashable & Sendable, I: Hashable & Sendable>: Sendable {
  @usableFromInline let state: Mutex<_CacheState<S, I>>
  @inlinable init() { state = Mutex(_CacheState()) }
  /// A cache that starts with an index shared with another value's (copy on write).
  @inlinable init(index: [I: _Location]?) {
    var state = _CacheState<S, I>()
    state.index = index
    self.state = Mutex(state)
  }
}
