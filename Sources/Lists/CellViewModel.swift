import ListKit
import ListUIKit

/// An item of a list that knows how to configure its cell.
///
/// Registration is automatic: a list registers one cell registration per view-model type, with
/// ``Cell`` as the cell class, and calls ``configure(_:)`` when the cell is dequeued or
/// reconfigured.
///
/// A view model that is also `Identifiable` is equal and hashes by `id` alone: its identity. A
/// content change then is not a delete and an insert; make it `ContentEquatable` and a list
/// reconfigures its cell in place.
public protocol CellViewModel: Hashable, Sendable {
  /// The cell class this view model configures (a list cell unless the type says otherwise).
  associatedtype Cell: UICollectionViewCell = UICollectionViewListCell
  /// Configures `cell` to show this view model.
  @MainActor func configure(_ cell: Cell)
}
