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
