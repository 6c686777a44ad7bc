import ListKit

/// What a cell was configured to show, as the data source describes it: an opaque value the view
/// compares after a batch to find cells that show stale content (`staleContent`).
///
/// ```swift
/// CellContent("v2")                  // compared with ==
/// CellContent(contentOf: contact)    // compared with isContentEqual(to:)
/// ```
public struct CellContent: Sendable, CustomStringConvertible {
  /// The value and how to compare it, in one object: a content is one reference, so copying
  /// one (the view keeps one per cell, and passes them around with the cells) is one retain.
  /// (An existential value beside a closure made every copy go through the runtime's value
  /// witnesses.)
  private let box: any _ContentBox

  /// How reports name the content (made when asked: the view makes a content per cell).
  public var description: String {
    if let text = box.value as? String { return "\"\(text)\"" }
    return String(describing: box.value)
  }

  /// Content compared with `==` (a version string, a revision number, a whole model value).
  public init<T: Equatable & Sendable>(_ value: T) {
    box = _EqualContent(value)
  }

  /// Content compared with `ContentEquatable.isContentEqual(to:)`: an item's own value, when its
  /// equality is its identity.
  public init<T: ContentEquatable & Sendable>(contentOf value: T) {
    box = _ContentOfValue(value)
  }

  /// The content of `item` when its type is `ContentEquatable`; `nil` otherwise (the data
  /// source then tracks no content for it).
  public static func of<T: Sendable>(_ item: T) -> CellContent? {
    guard item is any ContentEquatable else { return nil }
    return CellContent(box: _ContentOfAny(item))
  }

  private init(box: any _ContentBox) { self.box = box }

  /// Whether a cell configured with `self` shows what `other` describes.
  public func isSame(as other: CellContent) -> Bool { box.isSame(asBox: other.box) }
}

/// A content's value with its comparison (``CellContent``).
private protocol _ContentBox: AnyObject, Sendable {
  associatedtype Stored: Sendable
  var stored: Stored { get }
  func isSame(asStored other: Stored) -> Bool
  /// Whether `self` shows what `other` (another content's value) describes.
  func isSame(asValue other: any Sendable) -> Bool
}

extension _ContentBox {
  var value: any Sendable { stored }

  /// Whether `self` shows what `other` describes: a value of the same type is read from its box
  /// as it is (no existential is made for it).
  func isSame(asBox other: any _ContentBox) -> Bool {
    if let other = other as? Self { return isSame(asStored: other.stored) }
    return isSame(asValue: other.value)
  }
}

/// Content compared with `==`.
private final class _EqualContent<T: Equatable & Sendable>: _ContentBox {
  let stored: T
  init(_ value: T) { stored = value }
  func isSame(asStored other: T) -> Bool { other == stored }
  func isSame(asValue other: any Sendable) -> Bool { (other as? T) == stored }
}

/// Content compared with `isContentEqual(to:)`.
private final class _ContentOfValue<T: ContentEquatable & Sendable>: _ContentBox {
  let stored: T
  init(_ value: T) { stored = value }
  func isSame(asStored other: T) -> Bool { stored.isContentEqual(to: other) }
  func isSame(asValue other: any Sendable) -> Bool { _isContentEqual(stored, other) }
}

/// Content compared with `isContentEqual(to:)`, for an item known to be `ContentEquatable`
/// only at run time (``CellContent/of(_:)``).
private final class _ContentOfAny<T: Sendable>: _ContentBox {
  let stored: T
  init(_ value: T) { stored = value }
  func isSame(asStored other: T) -> Bool { isSame(asValue: other) }
  func isSame(asValue other: any Sendable) -> Bool {
    guard let mine = stored as? any ContentEquatable else { return false }
    return _isContentEqual(mine, other)
  }
}
