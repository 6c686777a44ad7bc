import Foundation

/// A view that shows text of its own — a label, a button's title, a text field — which the
/// screen text reads inside a cell that has no content configuration.
@MainActor
package protocol _TextShowing: AnyObject {
  /// The text the view shows, or `nil`.
  var shownText: String? { get }
}

extension UIView {
  /// The texts the view's shown subviews show, depth first, in subview order (hidden views and
  /// their subviews, and empty texts, are left out).
  package func visibleTexts() -> [String] {
    var texts: [String] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0 else { return }
      if let shown = (view as? any _TextShowing)?.shownText, !shown.isEmpty { texts.append(shown) }
      for subview in view.subviews { visit(subview) }
    }
    for subview in subviews { visit(subview) }
    return texts
  }
}

/// Told of a root view's layout passes (a view controller, in `ListUIKit`).
@MainActor
package protocol ViewLayoutObserver: AnyObject {
  /// Called before the view lays out its subviews.
  func viewWillLayoutSubviews()
  /// Called after the view laid out its subviews.
  func viewDidLayoutSubviews()
}

/// `UIView`: geometry, hierarchy, appearance, layout passes, Auto Layout constraints (recorded,
/// not solved), accessibility and gesture recognizers — everything a screen sets and a test reads,
/// with nothing drawn. A view controller's root view is one.
///
/// Layout: ``setNeedsLayout()`` marks the view, ``layoutIfNeeded()`` runs ``layoutSubviews()`` on
/// it and its subviews (a subclass overrides `layoutSubviews`, as in UIKit); setting a new frame
/// marks it too.
///
/// Isolation: main-actor, as UIKit's views (inherited from ``UIResponder``, which is
/// `@preconcurrency` as Apple's SDK imports UIKit, so Swift 5-mode code compiles as against
/// UIKit). The engine reaches a view it drives from a data source's own actor through
/// `withViewIsolation`, one thread at a time.
open class UIView: UIResponder {
  /// The frame in the superview's coordinates.
  open var frame: CGRect {
    didSet { if frame.size != oldValue.size { needsLayout = true } }
  }
  /// The frame's size at the origin (setting it changes the frame's size).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The background colour (recorded; nothing is drawn, and `layer.backgroundColor` is separate).
  open var backgroundColor: ColorReference?
  /// Whether the view is hidden (recorded; a hidden `UIControl` ignores `simulateTap()`).
  open var isHidden = false
  /// The opacity, 0 to 1.
  open var alpha: CGFloat = 1
  /// The tint colour (recorded; not inherited from the superview, nothing is drawn).
  open var tintColor: ColorReference?
  /// An integer the app chooses (a row number on a cell's button, say).
  open var tag = 0
  /// Whether subviews are clipped to the bounds (recorded; not tied to `layer.masksToBounds`).
  open var clipsToBounds = false
  /// Whether the view takes touches (recorded; simulated taps do not check it).
  open var isUserInteractionEnabled = true
  /// How the content fills the bounds (recorded; nothing is drawn).
  open var contentMode: ContentMode = .scaleToFill
  /// How the view resizes with its superview (recorded; frames do not follow it).
  open var autoresizingMask: AutoresizingMask = []
  /// Whether the autoresizing mask becomes constraints (`false` for views laid out with
  /// constraints).
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The layer's recorded properties (corner radius, border, shadow); made on first use, so a
  /// cell the engine makes and never styles carries none.
  public private(set) lazy var layer = CALayer()
  /// The safe area's insets (zero: there is no status bar or home indicator here).
  open var safeAreaInsets: UIEdgeInsets { .zero }
  /// The margins inside the edges, 8 points each (recorded; not tied to
  /// `directionalLayoutMargins`).
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The margins by leading and trailing edge, 8 points each (recorded apart from
  /// `layoutMargins`).
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view this one is a subview of (held weakly).
  public private(set) weak var superview: UIView?
  /// The collection and table views in this view's hierarchy (the view itself first, then its
  /// descendants, depth first), by their headless views.
  public var listViews: [VirtualView] {
    var found: [VirtualView] = []
    func visit(_ view: UIView) {
      if let list = view as? any VirtualListView { found.append(list.engine) }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return found
  }
  /// The gesture recognizers attached (`addGestureRecognizer(_:)`; `ListUIKit` reads them back
  /// as `UIGestureRecognizer`s).
  package var attachedRecognizers: [AnyObject] = []
  /// The constraints added to this view (`addConstraint(_:)`, or activated with it as their
  /// common ancestor).
  public private(set) var constraints: [NSLayoutConstraint] = []
  /// The view controller whose root view this is (told of layout passes).
  package weak var owningController: (any ViewLayoutObserver)?
  /// Whether a layout pass is due (``setNeedsLayout()``).
  public private(set) var needsLayout = true
  /// How many layout passes ran (``layoutIfNeeded()``).
  public private(set) var layoutPasses = 0

  // Accessibility, as set.
  /// Whether assistive technologies treat the view as one element (recorded).
  open var isAccessibilityElement = false
  /// The name VoiceOver reads for the view (recorded).
  open var accessibilityLabel: String?
  /// What activating the view does, read after the label (recorded).
  open var accessibilityHint: String?
  /// The view's current value as spoken (recorded).
  open var accessibilityValue: String?
  /// A name for UI tests to find the view by (recorded; nothing here looks views up by it).
  open var accessibilityIdentifier: String?
  /// What kind of element the view is, a button or a header say (recorded).
  open var accessibilityTraits: UIAccessibilityTraits = []

  /// A view of `frame` (made from any context, as a cell's stored subviews are).
  public init(frame: CGRect = .zero) {
    self.frame = frame
    super.init()
  }

  /// `UIView()`: a view of zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// A view from an archive: as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  // MARK: Responder chain

  /// The next responder: the view controller whose root view this is, else the superview
  /// (UIKit's `UIResponder.next`).
  open override var next: UIResponder? { (owningController as? UIResponder) ?? superview }

  /// The topmost superview's tree is searched for the first responder.
  package override func hierarchyFirstResponder() -> UIResponder? {
    var root: UIView = self
    while let parent = root.superview { root = parent }
    func search(_ view: UIView) -> UIResponder? {
      if view.firstResponderFlag { return view }
      for subview in view.subviews { if let found = search(subview) { return found } }
      return nil
    }
    return search(root)
  }

  /// Resigns the first responder in this view's tree (a screen's `view.endEditing(true)`
  /// dismissing the keyboard); returns whether one resigned or none was found.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    func search(_ view: UIView) -> UIView? {
      if view.firstResponderFlag { return view }
      for subview in view.subviews { if let found = search(subview) { return found } }
      return nil
    }
    guard let responder = search(self) else { return true }
    if force { responder.firstResponderFlag = false; return true }
    return responder.resignFirstResponder()
  }

  // MARK: Hierarchy

  /// Adds `view` on top of the subviews (taking it from its superview).
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` of the subviews.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.willMove(toSuperview: self)
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    view.didMoveToSuperview()
    setNeedsLayout()
  }

  /// Inserts `view` just below `sibling`.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
  }

  /// Inserts `view` just above `sibling`.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    didMoveToSuperview()
  }

  /// Moves `view` to the top of the subviews.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves `view` to the bottom of the subviews.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// The view itself or the first descendant with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for view in subviews { if let found = view.viewWithTag(tag) { return found } }
    return nil
  }

  /// Whether `view` is this view or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Called before the view moves to `newSuperview` (a subclass overrides it).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to another superview, or out of one.
  open func didMoveToSuperview() {}

  // MARK: Converting coordinates

  /// `point`, in this view's coordinates, in the coordinates of the root of its hierarchy: each
  /// view's frame places it in its superview's bounds, whose origin is the superview's scroll
  /// position (a `UIScrollView`'s `contentOffset`).
  func pointInRoot(_ point: CGPoint) -> (point: CGPoint, root: UIView) {
    var point = point
    var view = self
    while let parent = view.superview {
      point = CGPoint(
        x: view.frame.origin.x + point.x - view.bounds.origin.x,
        y: view.frame.origin.y + point.y - view.bounds.origin.y)
      view = parent
    }
    return (point, view)
  }

  /// `point`, in the coordinates of this view's root, in this view's coordinates.
  func pointFromRoot(_ point: CGPoint) -> CGPoint {
    var chain: [UIView] = []
    var view: UIView? = self
    while let current = view, current.superview != nil {
      chain.append(current)
      view = current.superview
    }
    var point = point
    for view in chain.reversed() {
      point = CGPoint(
        x: point.x - view.frame.origin.x + view.bounds.origin.x,
        y: point.y - view.frame.origin.y + view.bounds.origin.y)
    }
    return point
  }

  /// `point`, given in this view's coordinates, in `view`'s (`nil`: the root of this view's
  /// hierarchy, which stands for its window), as UIKit converts it through both views' frames and
  /// bounds. Views in different hierarchies are taken as if their roots shared one coordinate
  /// space (two windows at the screen's origin). A list's cells are not subviews of the list view
  /// here: convert with the cell's `frame`, which is in the list view's content coordinates.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point).point
    return view?.pointFromRoot(inRoot) ?? inRoot
  }

  /// `point`, given in `view`'s coordinates (`nil`: this view's root), in this view's
  /// (`convert(_:to:)` the other way).
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromRoot(view?.pointInRoot(point).point ?? point)
  }

  /// `rect`, given in this view's coordinates, in `view`'s (its origin converted; nothing here
  /// rotates or scales, so the size stays).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect`, given in `view`'s coordinates, in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  // MARK: Layout

  /// Lays out the subviews: a subclass overrides it (calling `super`) to set their frames.
  open func layoutSubviews() {}

  /// Marks the view for a layout pass.
  open func setNeedsLayout() { needsLayout = true }

  /// Runs the layout pass due: ``layoutSubviews()`` on this view, then on its subviews. A root
  /// view's controller is told before and after when the pass runs on the main queue, where
  /// UIKit runs it (a cell laying itself out elsewhere has no controller to tell).
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutPasses += 1
      // A controller is told on the main queue only: the engine lays out the cells of a data
      // source with an actor of its own on that actor's thread, where no controller is owed it.
      let controller = _MainQueue.isCurrent ? owningController : nil
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    for view in subviews { view.layoutIfNeeded() }
  }

  /// Called on a view made from a nib or storyboard once it is loaded (`UINib`'s
  /// `instantiate`); a subclass overrides it, calling `super`.
  open func awakeFromNib() {}

  /// Called when the trait collection changes: nothing changes traits here, so only a test
  /// calls it.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// `UIView.layoutFittingCompressedSize`: the smallest size.
  nonisolated public static let layoutFittingCompressedSize = CGSize.zero
  /// `UIView.layoutFittingExpandedSize`: the largest size.
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// The size the view's constraints give for `targetSize`. Constraints are recorded, not solved:
  /// the result is ``sizeThatFits(_:)`` of the target, a subclass's answer or the current size.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

  /// The same, with fitting priorities (ignored: nothing is solved).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    systemLayoutSizeFitting(targetSize)
  }

  /// The size that fits `size`: by default the current size (a subclass overrides it).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` its current size.
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

  /// The size the view wants without constraints (`noIntrinsicMetric` in both directions by
  /// default).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Marks the intrinsic size changed (a layout pass is due).
  open func invalidateIntrinsicContentSize() { setNeedsLayout() }

  /// `UIView.noIntrinsicMetric`.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  /// The display needs redrawing: recorded as a layout pass due (nothing is drawn).
  open func setNeedsDisplay() { setNeedsLayout() }

  /// The view's trait collection (light appearance, compact width and regular height: an iPhone in portrait).
  open var traitCollection: UITraitCollection { UITraitCollection() }

  // MARK: Constraints

  /// Adds `constraint` to the view (and activates it).
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Adds `constraints` to the view (and activates them).
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Removes `constraint` (and deactivates it).
  open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

  /// Removes `constraints` (and deactivates them).
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  func holdConstraint(_ constraint: NSLayoutConstraint) {
    if !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
    setNeedsLayout()
  }

  func dropConstraint(_ constraint: NSLayoutConstraint) {
    constraints.removeAll { $0 === constraint }
  }

  /// The constraint priority that resists growing / shrinking along `axis` (recorded).
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    huggingPriorities[axis] = priority
  }
  /// Records how strongly the view resists being made smaller than its intrinsic size along `axis`.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionPriorities[axis] = priority
  }
  /// The hugging priority recorded for `axis` (`.defaultLow` unless set).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    huggingPriorities[axis] ?? .defaultLow
  }
  /// The compression resistance priority recorded for `axis` (`.defaultHigh` unless set).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    compressionPriorities[axis] ?? .defaultHigh
  }
  private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  private var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

  // MARK: Animation

  /// Runs `animations` at once and calls `completion` with `true` (nothing is animated here).
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// The same, with a delay and options (both ignored).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// The spring form (ignored parameters; runs at once).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `actions` (there is no animation to suppress).
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// `UIView.transition(with:duration:options:animations:completion:)`: runs at once.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  // MARK: Types

  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin follows the superview's width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width follows the superview's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin follows the superview's width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin follows the superview's height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height follows the superview's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin follows the superview's height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// `UIView.AnimationOptions` (recorded, ignored).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Ease in and out: the default curve (no bits).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// An even pace throughout.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Views take touches while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen when another animation is running.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// A cross-fade, for `transition(with:duration:options:animations:completion:)`.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }
}
