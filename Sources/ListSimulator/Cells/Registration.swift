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
  public typealias Handler = @MainActor @Sendable (Cell, IndexPath, Item) -> Void
  public let reuseIdentifier: String
  let handler: Handler

  public init(handler: @escaping Handler) {
    reuseIdentifier = _registrationIdentifier(Cell.self)
    self.handler = handler
  }
}

/// A supplementary view type, its kind and how to configure it
/// (`UICollectionView.SupplementaryRegistration`).
public struct SupplementaryRegistration<Supplementary: VirtualReusableView>: Sendable {
  public typealias Handler = @MainActor @Sendable (Supplementary, String, IndexPath) -> Void
  public let elementKind: String
  public let reuseIdentifier: String
  let handler: Handler

  public init(elementKind: String, handler: @escaping Handler) {
    self.elementKind = elementKind
    reuseIdentifier = _registrationIdentifier(Supplementary.self)
    self.handler = handler
  }
}
