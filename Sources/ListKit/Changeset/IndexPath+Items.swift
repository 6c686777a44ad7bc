import Foundation

#if !canImport(UIKit)
  /// UIKit's index path conveniences, provided where UIKit is absent (on Apple platforms with
  /// UIKit these come from UIKit itself, so nothing clashes).
  extension IndexPath {
    /// An index path for an item of a collection view.
    @inlinable
    public init(item: Int, section: Int) {
      // Built without an intermediate array: a literal would allocate.
      self.init(index: section)
      append(item)
    }

    /// An index path for a row of a table view.
    @inlinable
    public init(row: Int, section: Int) { self.init(item: row, section: section) }

    /// The item (second index).
    @inlinable
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The row (second index).
    @inlinable
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The section (first index).
    @inlinable
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif

extension Array where Element == IndexPath {
  /// The two-level index paths in ascending order (section, then item), sorted as packed
  /// integers when every index fits in 31 bits (much faster than `IndexPath`'s own comparison),
  /// and by comparing the pairs otherwise — correct for every value.
  ///
  /// - Precondition: every index path has two indexes.
  /// - Complexity: O(n log n).
  @inlinable
  public func sortedBySectionAndItem() -> [IndexPath] {
    let fits = allSatisfy { (0..<(1 << 31)).contains($0[0]) && (0..<(1 << 31)).contains($0[1]) }
    guard fits else {
      return sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
    }
    return map { _Location.pack($0[0], $0[1]) }.sorted().map {
      IndexPath(item: _Location.item(of: $0), section: _Location.section(of: $0))
    }
  }
}

extension IndexPath {
  /// `s-i`, the compact form the package's reports use. An index path that is not a
  /// section-item pair (which users can build and UIKit rejects) prints its indexes in brackets,
  /// `[1]` or `[0, 1, 2]`, so every report can name it without trapping.
  public var shortDescription: String {
    count == 2 ? "\(self[0])-\(self[1])" : "\(Array(self))"
  }

  /// Foundation's description of an `NSIndexPath` as UIKit prints it in exception messages:
  /// `<NSIndexPath: 0x0> {length = 2, path = 0 - 1}` (the pointer is always `0x0` here; scenario
  /// matching normalises pointers anyway). Any length prints, as Foundation's does.
  public var nsIndexPathDescription: String {
    "<NSIndexPath: 0x0> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }
}
