/// A hierarchical snapshot of one section: an outline of items with expansion state.
///
/// The API is Apple's `NSDiffableDataSourceSectionSnapshot`:
///
/// ```swift
/// var outline = DiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// outline.visibleItems   // ["Fruit", "Apple", "Pear", "Vegetables"]
/// ```
///
/// Misuse follows the snapshot's policy: an invalid edit changes nothing and records a
/// ``SnapshotError`` (`duplicateOutlineItems` for an item the outline already holds or a call
/// repeats, `unknownItem` for an unknown parent or anchor); ``validate()`` throws the first.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  /// The error this outline records for a misuse, and ``validate()`` throws (it names no section).
  public typealias Error = SnapshotError<Never, ItemIdentifierType>
  @usableFromInline
  typealias I = ItemIdentifierType

  @usableFromInline
  var _roots: [I] = []
  @usableFromInline
  var _children: [I: [I]] = [:]
  @usableFromInline
  var _parent: [I: I] = [:]
  /// Every item of the outline (the keys are the items; a root maps to nothing in `_parent`).
  @usableFromInline
  var _members: Set<I> = []
  @usableFromInline
  var _expanded: Set<I> = []
  @usableFromInline
  var _errors: [Error] = []

  /// Creates an empty section snapshot.
  @inlinable
  public init() {}

  // MARK: Queries

  /// All items, depth first, whatever their expansion.
  ///
  /// - Complexity: O(n).
  @inlinable
  public var items: [ItemIdentifierType] {
    var result: [I] = []
    result.reserveCapacity(_members.count)
    _walk(_roots, visibleOnly: false) { item, _ in result.append(item) }
    return result
  }

  /// The top-level items.
  @inlinable
  public var rootItems: [ItemIdentifierType] { _roots }

  /// The items a list shows: depth first, descending only into expanded items.
  ///
  /// - Complexity: O(visible items).
  @inlinable
  public var visibleItems: [ItemIdentifierType] {
    var result: [I] = []
    _walk(_roots, visibleOnly: true) { item, _ in result.append(item) }
    return result
  }

  /// Whether the outline holds an item.
  @inlinable
  public func contains(_ item: ItemIdentifierType) -> Bool { _members.contains(item) }

  /// The depth-first position of an item among ``items``, or `nil`.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func index(of item: ItemIdentifierType) -> Int? {
    guard _members.contains(item) else { return nil }
    return items.firstIndex(of: item)
  }

  /// The depth of an item: 0 for a root item (-1 for an unknown item).
  ///
  /// - Complexity: O(depth).
  @inlinable
  public func level(of item: ItemIdentifierType) -> Int {
    guard _members.contains(item) else { return -1 }
    var level = 0
    var current = item
    while let parent = _parent[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The parent of an item, or `nil` for a root or unknown item.
  @inlinable
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { _parent[item] }

  /// The direct children of an item, in order.
  @inlinable
  public func children(of item: ItemIdentifierType) -> [ItemIdentifierType] {
    _children[item] ?? []
  }

  /// Whether an item is expanded.
  @inlinable
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }

  /// Whether an item is shown: a root, or a child of a visible expanded parent (`false` for an
  /// unknown item, where Apple asserts `index != NSNotFound`).
  ///
  /// - Complexity: O(depth).
  @inlinable
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard _members.contains(item) else { return false }
    var current = item
    while let parent = _parent[current] {
      guard _expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// A section snapshot of `parent`'s descendants (with `parent` as the only root when
  /// `includingParent`), keeping their expansion state.
  ///
  /// - Complexity: O(size of the subtree).
  @inlinable
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    var result = Self()
    guard _members.contains(parent) else { return result }
    let roots = includingParent ? [parent] : (_children[parent] ?? [])
    result._copySubtrees(roots, from: self, under: nil)
    return result
  }

  /// Every misuse recorded so far, in order.
  @inlinable
  public var errors: [Error] { _errors }

  /// Throws the first recorded misuse, if any.
  @inlinable
  public func validate() throws(Error) {
    if let first = _errors.first { throw first }
  }

  /// An indented picture of the outline, one item a line: `-` marks an expanded item with
  /// children, `+` a collapsed one, `•` a leaf. (The package's own format.)
  ///
  /// ```
  /// - Fruit
  ///   • Apple
  /// + Vegetables
  /// ```
  public func visualDescription() -> String {
    var lines: [String] = []
    _walk(_roots, visibleOnly: false) { item, level in
      let marker =
        (_children[item]?.isEmpty ?? true) ? "•" : (_expanded.contains(item) ? "-" : "+")
      lines.append(String(repeating: "  ", count: level) + "\(marker) \(item)")
    }
    return lines.joined(separator: "\n")
  }

  @inlinable
  @_specialize(where ItemIdentifierType == String)
  func _walk(_ roots: [I], visibleOnly: Bool, _ visit: (I, Int) -> Void) {
    var stack: [(I, Int)] = roots.reversed().map { ($0, 0) }
    while let (item, level) = stack.popLast() {
      visit(item, level)
      guard !visibleOnly || _expanded.contains(item), let children = _children[item] else {
        continue
      }
      for child in children.reversed() { stack.append((child, level + 1)) }
    }
  }
}

extension DiffableDataSourceSectionSnapshot: Equatable {
  /// Equal when the outlines have the same items in the same places and the same expansion.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._roots == rhs._roots
      && lhs._children.filter { !$0.value.isEmpty }
        == rhs._children.filter { !$0.value.isEmpty }
      && lhs._expanded == rhs._expanded
  }
}

extension DiffableDataSourceSectionSnapshot: CustomStringConvertible {
  /// A header with the item count, then the outline as ``visualDescription()`` draws it.
  public var description: String {
    "DiffableDataSourceSectionSnapshot(\(_members.count) items)\n" + visualDescription()
  }
}
