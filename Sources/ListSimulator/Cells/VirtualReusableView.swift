import Foundation

/// A headless reusable view (`UICollectionReusableView`, `UITableViewHeaderFooterView`): what a
/// header, a footer or a cell was configured with, and how it was dequeued.
///
/// It is a ``UIView``: a subclass adds subviews, overrides `layoutSubviews()`, sets its
/// `backgroundColor` and `layer`, as UIKit code does. The engine makes one through the factory
/// registered with its class (``init(frame:)`` with `.zero` unless `ListUIKit` registered UIKit's
/// designated initializer).
///
/// Like UIKit's views it is main-actor isolated (its subviews, frame, `prepareForReuse()`,
/// `isSelected`). What the engine records of it — reuse identifier, content configuration,
/// accessories, counts, serial number — is not: a data source with an actor of its own configures
/// cells there, one operation at a time, and a test reads the records after `await`.
open class VirtualReusableView: UIView {
  /// The reuse identifier it was dequeued with (a registration's own identifier for
  /// registrations).
  nonisolated(unsafe) public package(set) var reuseIdentifier: String?
  /// What it shows (`defaultContentConfiguration()`, then edited and assigned back, as in UIKit).
  nonisolated(unsafe) public var contentConfiguration: ListContentConfiguration?
  /// Anything a test wants the cell to remember (a view model, a flag); reuse keeps it unless
  /// ``prepareForReuse()`` clears it.
  nonisolated(unsafe) public var userState: [String: any Sendable] = [:]
  /// How many times it was handed out to be configured: once when created or reused, once more
  /// for every reconfigure.
  nonisolated(unsafe) public internal(set) var configurationCount = 0
  /// How many times it was taken from the reuse pool.
  nonisolated(unsafe) public internal(set) var reuseCount = 0
  /// The identifier that tells instances apart in logs and failures (1, 2, … per view).
  nonisolated(unsafe) public internal(set) var serialNumber = 0
  /// The reuse pool it returns to: its reuse identifier for cells, kind and identifier for
  /// supplementary views.
  nonisolated(unsafe) var poolKey = ""

  /// A reusable view of `frame` (`.zero` when the engine makes one): the initializer every
  /// subclass keeps, so that the engine can make any registered class.
  public required override init(frame: CGRect = .zero) { super.init(frame: frame) }

  /// A view from an archive, as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Whether it was taken from the reuse pool at least once.
  nonisolated public var isReused: Bool { reuseCount > 0 }

  /// Called when the view takes it from the reuse pool, before it is handed out again.
  open func prepareForReuse() {}

  /// A fresh configuration of the style UIKit gives this kind of view.
  nonisolated open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  /// The class name, serial number and configured text: `VirtualCell #3 "a"`.
  open override var description: String {
    let text = contentConfiguration?.text.map { " \"\($0)\"" } ?? ""
    return "\(type(of: self)) #\(serialNumber)\(text)"
  }
}
