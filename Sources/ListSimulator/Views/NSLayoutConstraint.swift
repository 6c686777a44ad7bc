import Foundation

/// `NSLayoutConstraint`: a constraint as a screen makes it — items, attributes, relation,
/// multiplier, constant, priority, whether it is active — recorded, not solved: frames come from
/// the list's layout, and a test reads the constraints a view holds.
@preconcurrency
@MainActor
public final class NSLayoutConstraint {
  /// `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, notAnAttribute = 0
  }
  /// `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }
  /// `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable { case horizontal, vertical }

  /// The first item, a view or a layout guide (its view holds the constraint while active).
  public let firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// How the first side relates to the second: equal, at most or at least.
  public let relation: Relation
  /// The item on the other side, or `nil` for a constraint to a constant.
  public let secondItem: AnyObject?
  /// The second item's attribute (`.notAnAttribute` in a constraint to a constant).
  public let secondAttribute: Attribute
  /// The factor on the second attribute (1 from an anchor unless given).
  public let multiplier: CGFloat
  /// The constant (screens animate constraints by changing it).
  public var constant: CGFloat
  /// The priority (recorded; `.required` unless set, and nothing is solved).
  public var priority: UILayoutPriority = .required
  /// A name to tell the constraint by (recorded).
  public var identifier: String?

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public init(
    item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
    attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    firstItem = item as AnyObject
    firstAttribute = attribute
    self.relation = relation
    secondItem = toItem as AnyObject?
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Whether it takes part in layout: activating it adds it to its first item's view.
  public var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      let view = (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView
      if isActive { view?.holdConstraint(self) } else { view?.dropConstraint(self) }
    }
  }

  /// Activates `constraints`.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates `constraints`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
  /// The priority's value (1000 is required).
  public var rawValue: Float
  /// A priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority of `rawValue`, written `UILayoutPriority(999)`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a view's compression resistance unless set.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250: a view's hugging priority unless set.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: UIKit's level for computing a fitting size (no size is computed here).
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// Orders priorities by value.
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  /// The priority raised by `b` (`.defaultHigh + 1`).
  public static func + (a: Self, b: Float) -> Self { Self(a.rawValue + b) }
  /// The priority lowered by `b` (`.required - 1`).
  public static func - (a: Self, b: Float) -> Self { Self(a.rawValue - b) }
}

/// `NSLayoutAnchor`: makes constraints between two items' attributes.
@preconcurrency
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute
  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    (self.item, self.attribute) = (item, attribute)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.equal, anchor, constant: constant) }
  /// `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: constant) }
  /// `self <= anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0
  )
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, constant: constant) }
}

/// `NSLayoutXAxisAnchor`.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// `NSLayoutYAxisAnchor`.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutDimension`: width and height anchors, with constant and multiplier forms.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == constant`.
  public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: constant)
  }
  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: constant)
  }
  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: constant)
  }
  /// `self == anchor × multiplier + constant`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint { make(.equal, anchor, multiplier: multiplier, constant: constant) }
}

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
