import Foundation

/// `NSLayoutConstraint`: a constraint as a screen makes it — items, attributes, relation,
/// multiplier, constant, priority, whether it is active — recorded, not solved: frames come from
/// the list's layout, and a test reads the constraints a view holds.
public final class NSLayoutConstraint: @unchecked Sendable {
  /// `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, notAnAttribute = 0
  }
  /// `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }
  /// `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable { case horizontal, vertical }

  public let firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public let secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// The constant (screens animate constraints by changing it).
  public var constant: CGFloat
  public var priority: UILayoutPriority = .required
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
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  public static func + (a: Self, b: Float) -> Self { Self(a.rawValue + b) }
  public static func - (a: Self, b: Float) -> Self { Self(a.rawValue - b) }
}

/// `NSLayoutAnchor`: makes constraints between two items' attributes.
public class NSLayoutAnchor<AnchorType: AnyObject>: @unchecked Sendable {
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
public protocol _Anchored: AnyObject {}

extension _Anchored {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
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
public final class UILayoutGuide: _Anchored, @unchecked Sendable {
  /// The view it belongs to.
  public private(set) weak var owningView: UIView?
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
