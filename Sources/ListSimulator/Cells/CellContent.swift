import ListKit

/// What a cell was configured to show, as the data source describes it: an opaque value the view
/// compares after a batch to find cells that show stale content (`staleContent`).
///
/// ```swift
/// CellContent("v2")                  // compared with ==
/// CellContent(contentOf: contact)    // compared with isContentEqual(to:)
/// ```
public struct CellContent: Sendable, CustomStringConvertible {
  private let value: any Sendable
  private let same: @Sendable (any Sendable) -> Bool

  /// How reports name the content (made when asked: the view makes a content per cell).
  public var description: String {
    if let text = value as? String { return "\"\(text)\"" }
    return String(describing: value)
  }

  /// Content compared with `==` (a version string, a revision number, a whole model value).
  public init<T: Equatable & Sendable>(_ value: T) {
    self.value = value
    self.same = { other in (other as? T) == value }
  }

  /// Content compared with ``ContentEquatable/isContentEqual(to:)``: an item's own value, when its
  /// equality is its identity.
  public init<T: ContentEquatable & Sendable>(contentOf value: T) {
    self.value = value
    self.same = { other in _isContentEqual(value, other) }
  }

  /// The content of `item` when its type is ``ContentEquatable``; `nil` otherwise (the data
  /// source then tracks no content for it).
  public static func of<T: Sendable>(_ item: T) -> CellContent? {
    guard item is any ContentEquatable else { return nil }
    return CellContent(
      value: item,
      same: { other in
        guard let mine = item as? any ContentEquatable else { return false }
        return _isContentEqual(mine, other)
      })
  }

  private init(value: any Sendable, same: @escaping @Sendable (any Sendable) -> Bool) {
    (self.value, self.same) = (value, same)
  }

  /// Whether a cell configured with `self` shows what `other` describes.
  public func isSame(as other: CellContent) -> Bool { same(other.value) }
}
