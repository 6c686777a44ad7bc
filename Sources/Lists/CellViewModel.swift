import ListKit
import ListUIKit

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
  /// The cell class this view model configures (a list cell unless the type says otherwise).
  associatedtype Cell: UICollectionViewCell = UICollectionViewListCell
  /// Configures `cell` to show this view model.
  @MainActor func configure(_ cell: Cell)
}

/// A view model shown in a `UICollectionViewListCell`, as in the original Lists.
public protocol ListCellViewModel: CellViewModel where Cell == UICollectionViewListCell {}

extension CellViewModel where Self: Identifiable, ID: Sendable {
  /// Identity: two view models with the same `id` are the same item.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  /// Hashes the `id` only, to match `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension AnyItem: ContentEquatable {
  /// Whether the wrapped values show the same: for two values of one ``ContentEquatable``
  /// type, their `isContentEqual(to:)`; otherwise `true`, as in the original Lists (there is no
  /// content to compare; identity is `==`'s business).
  public func isContentEqual(to other: AnyItem) -> Bool { !contentDiffers(base, other.base) }
}

extension ContentEquatable {
  /// `isContentEqual(to:)` with a value of any type: `false` unless `other` is a `Self` (the
  /// original Lists' internal name, which its own tests call; ListKit's `_isContentEqual`).
  func isContentEqualTypeErased(to other: Any) -> Bool { _isContentEqual(self, other) }
}

/// Whether two identity-equal items show differently: both of one ``ContentEquatable`` type
/// (wrapped in ``AnyItem`` or not) and not content-equal. The one content comparison of the
/// Lists layer, through ListKit's `_isContentEqual`.
func contentDiffers(_ new: Any, _ old: Any) -> Bool {
  let new = (new as? AnyItem)?.base ?? new
  let old = (old as? AnyItem)?.base ?? old
  guard let content = new as? any ContentEquatable, type(of: new) == type(of: old) else {
    return false
  }
  return !content.isContentEqualTypeErased(to: old)
}

extension UICollectionViewListCell {
  /// Sets the cell's text, secondary text, image and accessories in one call (the original
  /// Lists' helper): the default content configuration with those values.
  @MainActor
  public func setListContent(
    text: String? = nil, secondaryText: String? = nil, image: UIImage? = nil,
    accessories: [ListAccessory] = []
  ) {
    setListContent(accessories: accessories) { content in
      content.text = text
      content.secondaryText = secondaryText
      content.image = image
    }
  }

  /// Configures the default content configuration in `configure`, and sets the accessories.
  @MainActor
  public func setListContent(
    accessories: [ListAccessory] = [], configure: (inout UIListContentConfiguration) -> Void
  ) {
    var content = defaultContentConfiguration()
    configure(&content)
    contentConfiguration = content
    self.accessories = accessories.map(\.cellAccessory)
  }
}
