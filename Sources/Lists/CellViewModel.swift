import ListKit
import ListSimulator

/// An item of a list that knows how to configure its cell.
///
/// Registration is automatic: a list registers one cell registration per view-model type, with
/// ``Cell`` as the cell class, and calls ``configure(_:)`` when the cell is dequeued or
/// reconfigured.
///
/// A view model that is also `Identifiable` is equal and hashes by `id` alone: its identity. A
/// content change then is not a delete and an insert; make it ``ContentEquatable`` and a list
/// reconfigures its cell in place.
public protocol CellViewModel: Hashable, Sendable {
  /// The headless cell class this view model configures.
  associatedtype Cell: VirtualCell = VirtualListCell
  /// Configures `cell` to show this view model.
  @MainActor func configure(_ cell: Cell)
}

extension CellViewModel where Self: Identifiable, ID: Sendable {
  /// Identity: two view models with the same `id` are the same item.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension CellViewModel {
  /// Whether `other`, an identity-equal item, shows differently: `false` unless the type is
  /// ``ContentEquatable``.
  func _contentDiffers(from other: any Hashable & Sendable) -> Bool {
    guard let mine = self as? any ContentEquatable else { return false }
    return _differs(mine, other)
  }
}

/// `!a.isContentEqual(to: b)` for a `b` of `a`'s type (`false` for another type).
func _differs<T: ContentEquatable>(_ a: T, _ b: Any) -> Bool {
  guard b is T else { return false }
  return !_isContentEqual(a, b)
}

extension AnyItem: ContentEquatable {
  /// Whether the wrapped values show the same: content-equal where their type is
  /// ``ContentEquatable``, equal otherwise.
  public func isContentEqual(to other: AnyItem) -> Bool {
    self == other && !_contentDiffers(from: other)
  }
}

extension AnyItem {
  /// Whether the wrapped values are of one type and content-different.
  func _contentDiffers(from other: AnyItem) -> Bool {
    guard let mine = base as? any ContentEquatable else { return false }
    return _differs(mine, other.base)
  }
}
