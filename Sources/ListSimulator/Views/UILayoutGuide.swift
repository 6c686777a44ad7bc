import Foundation

/// What has anchors: a view or a layout guide.
@preconcurrency
@MainActor
public protocol _Anchored: AnyObject {}

extension _Anchored {
  /// The leading edge's anchor.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The trailing edge's anchor.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// The left edge's anchor.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// The right edge's anchor.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// The horizontal centre's anchor.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// The top edge's anchor.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// The bottom edge's anchor.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// The vertical centre's anchor.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// The first line of text's baseline anchor.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  /// The last line of text's baseline anchor.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  /// The width's anchor (with constant and multiplier forms).
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// The height's anchor (with constant and multiplier forms).
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UIView: _Anchored {
  /// The safe area as a layout guide.
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
  /// The layout margins as a layout guide.
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
  /// The readable content area as a layout guide.
  public var readableContentGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
}

/// `UILayoutGuide`: anchors of an area of a view.
@preconcurrency
@MainActor
public final class UILayoutGuide: _Anchored {
  /// The view it belongs to.
  public private(set) weak var owningView: UIView?
  /// A name to tell the guide by (recorded; empty unless set).
  public var identifier = ""
  /// A guide (add it to a view with `addLayoutGuide(_:)`).
  public init() {}
  init(owningView: UIView) { self.owningView = owningView }
}

extension UIView {
  /// Adds `guide` to the view.
  public func addLayoutGuide(_ guide: UILayoutGuide) { guide.attach(to: self) }
}

extension UILayoutGuide {
  func attach(to view: UIView) { owningView = view }
}
