import Foundation
import Synchronization

private let registrationCounter = Atomic<Int>(0)

/// A reuse identifier of its own for each registration, as UIKit makes one.
func _registrationIdentifier(_ type: Any.Type) -> String {
  let n = registrationCounter.wrappingAdd(1, ordering: .relaxed).newValue
  return "\(type)-registration-\(n)"
}

/// A cell type and how to configure it for an item (`UICollectionView.CellRegistration`):
/// hand it to `dequeueConfiguredReusableCell(using:for:item:)` inside a cell provider.
///
/// The handler runs on the main actor, so it may use a view controller's state, as in UIKit.
public struct CellRegistration<Cell: VirtualCell, Item>: Sendable {
  /// Configures a dequeued cell for its index path and item, on the main actor.
  public typealias Handler = @MainActor @Sendable (Cell, IndexPath, Item) -> Void
  /// The reuse identifier made for this registration (`<Cell>-registration-<n>`).
  public let reuseIdentifier: String
  let handler: Handler

  /// A registration with a reuse identifier of its own, configuring cells with `handler`.
  public init(handler: @escaping Handler) {
    reuseIdentifier = _registrationIdentifier(Cell.self)
    self.handler = handler
  }
}
