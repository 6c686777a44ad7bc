import Foundation
import ListSimulator

/// `UITableViewHeaderFooterView`: a table's section header or footer, made with
/// ``init(reuseIdentifier:)``; ``textLabel`` reads and writes its content configuration's text.
open class UITableViewHeaderFooterView: VirtualReusableView {
  /// The view a subclass adds its subviews to, filling the view's bounds on each layout pass.
  public let contentView: UIView

  /// UIKit's designated initializer, the one the view calls with the registered identifier. A
  /// subclass that declares its own writes `required init(reuseIdentifier:)`.
  public required init(reuseIdentifier: String?) {
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
    addSubview(contentView)
  }

  /// A view from an archive, as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// A view with no reuse identifier (what the engine's class-based paths call): the same as
  /// `init(reuseIdentifier: nil)` with `frame`.
  public required convenience init(frame: CGRect = .zero) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Lays out the content view to fill the bounds; a subclass that overrides it calls `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// The text, as UIKit's `textLabel` (the content configuration's text).
  open var textLabel: UILabel? { UILabel(self, secondary: false) }
  /// The secondary text, as UIKit's `detailTextLabel`.
  open var detailTextLabel: UILabel? { UILabel(self, secondary: true) }
}
