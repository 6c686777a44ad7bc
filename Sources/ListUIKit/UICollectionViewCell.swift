import Foundation
import ListKit
import ListSimulator

// The collection view cell (the other cell classes, `UITableViewCell.swift` and its siblings,
// follow the same rules): a view the engine makes through UIKit's designated initializer, so a
// cell written for UIKit (`override init(frame:)` marked `required`, `required init?(coder:)`,
// subviews added to `contentView`, `override var isSelected { didSet { … } }`) compiles and runs.

/// `UICollectionViewCell`: a cell the view makes with ``init(frame:)`` (`.zero`). Its
/// ``contentView`` is a subview filling its bounds, where a subclass adds its own subviews; the
/// engine sets `isSelected` and `isHighlighted` (a subclass's `didSet` runs) and calls
/// `prepareForReuse()` before a reuse.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view a subclass adds its subviews to: a subview of the cell, laid out to fill the
  /// cell's bounds on each layout pass.
  public let contentView: UIView

  /// The view behind the content (a subview under ``contentView``, filling the bounds;
  /// recorded, nothing is drawn).
  open var backgroundView: UIView? {
    didSet { replaceSubview(oldValue, with: backgroundView, at: 0) }
  }

  /// The view behind the content while the cell is selected (kept, shown or not by nobody:
  /// nothing is drawn; a test reads it).
  open var selectedBackgroundView: UIView?

  /// UIKit's designated initializer: the one the view calls. A subclass that declares its own
  /// writes `required init(frame:)` (the porter adds `required`).
  public required init(frame: CGRect = .zero) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// A cell from an archive, as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Lays out the content (and background) view to fill the bounds; a subclass that overrides
  /// it calls `super`, as in UIKit.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
  }
}

extension UIView {
  /// Swaps `old` for `new` among the subviews, `new` at `index` (a background view).
  func replaceSubview(_ old: UIView?, with new: UIView?, at index: Int) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { insertSubview(new, at: index) }
  }
}
