import ListUIKit
import Testing

/// The headless view layer under the lists: hierarchy, layout passes that reach a view
/// controller, Auto Layout recorded, appearance, and the view controller's life cycle.
@Suite @MainActor struct ViewLayerTests {
  final class Badge: UIView {
    let label = UILabel()
    var laidOut = 0
    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(label)
      label.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
        label.centerYAnchor.constraint(equalTo: centerYAnchor),
        label.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
      ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func layoutSubviews() {
      super.layoutSubviews()
      laidOut += 1
      label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
  }

  final class Screen: UIViewController {
    var events: [String] = []
    let badge = Badge(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    override func viewDidLoad() {
      super.viewDidLoad()
      events.append("load")
      view.addSubview(badge)
    }
    override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
    override func viewWillLayoutSubviews() { events.append("willLayout") }
    override func viewDidLayoutSubviews() { events.append("didLayout") }
    override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
  }

  @Test func layoutPassesReachSubviewsAndTheController() {
    let screen = Screen()
    screen.simulateAppearance()
    #expect(screen.events == ["load", "willAppear", "willLayout", "didLayout", "didAppear"])
    #expect(screen.badge.laidOut == 1)
    #expect(screen.badge.label.frame == CGRect(x: 8, y: 0, width: 184, height: 40))
    // Nothing is due: no second pass.
    screen.view.layoutIfNeeded()
    #expect(screen.badge.laidOut == 1)
    screen.badge.frame.size.width = 300
    screen.view.layoutIfNeeded()
    #expect(screen.badge.laidOut == 2)
  }

  @Test func constraintsAreRecordedOnTheirView() {
    let badge = Badge(frame: .zero)
    #expect(badge.label.constraints.count == 3)
    let width = badge.label.constraints[2]
    #expect(width.firstAttribute == .width && width.relation == .lessThanOrEqual)
    #expect(width.constant == 120 && width.secondItem == nil)
    NSLayoutConstraint.deactivate([width])
    #expect(badge.label.constraints.count == 2)
    #expect(badge.label.translatesAutoresizingMaskIntoConstraints == false)
  }

  @Test func hierarchyAndAppearance() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (a, b) = (UIView(), UIView())
    b.tag = 7
    root.addSubview(a)
    root.addSubview(b)
    root.bringSubviewToFront(a)
    #expect(root.subviews.map(\.tag) == [7, 0])
    #expect(root.viewWithTag(7) === b)
    #expect(b.isDescendant(of: root))
    b.removeFromSuperview()
    #expect(b.superview == nil && root.subviews.count == 1)
    a.layer.cornerRadius = 8
    a.layer.borderColor = UIColor.systemRed.cgColor
    a.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    #expect(a.layer.cornerRadius == 8)
    #expect(a.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(a.backgroundColor?.components?.alpha == 0.5)
    #expect(UIColor.brand.name == "brand")
    var animated = false
    UIView.animate(withDuration: 0.3, animations: { a.alpha = 0 }) { animated = $0 }
    #expect(a.alpha == 0 && animated)
  }

  /// A cell's code sets its own label's text, as in UIKit (views are usable from a cell).
  @Test func aCellsOwnLabel() {
    final class Cell: UICollectionViewCell {
      let title = UILabel()
      func show(_ text: String) { title.text = text }
    }
    let cell = Cell()
    cell.show("Hello")
    #expect(cell.title.text == "Hello")
    #expect(cell.title.intrinsicContentSize.height > 0)
  }

  /// A grid screen's layout code compiles and keeps what it sets; UIKit's defaults otherwise.
  @MainActor @Test func aFlowLayoutKeepsWhatAScreenSets() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumLineSpacing == 10)
    layout.itemSize = CGSize(width: 120, height: 160)
    layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    layout.scrollDirection = .horizontal
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    #expect((grid.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.width == 120)
    #expect(layout.scrollDirection == .horizontal && layout.sectionInset.left == 16)
  }

  /// A flow-layout delegate's sizes are what a test reads; the layout's own values otherwise.
  @MainActor @Test func aFlowLayoutDelegateAnswersForItsItems() {
    final class Grid: UICollectionViewDelegateFlowLayout {
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { CGSize(width: 100 + indexPath.item, height: 100) }
    }
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 4
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    #expect(view.flowLayoutSizeForItem(at: IndexPath(item: 0, section: 0)) == layout.itemSize)
    let grid = Grid()
    view.delegate = grid
    #expect(view.flowLayoutSizeForItem(at: IndexPath(item: 2, section: 0)).width == 102)
    #expect(grid.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: 0) == 4)
    view.alwaysBounceVertical = true
    #expect(view.alwaysBounceVertical && view.isPrefetchingEnabled)
    let table = UITableView(frame: .zero, style: .plain)
    table.tableFooterView = UIView()
    #expect(table.tableFooterView != nil && table.tableHeaderView == nil)
  }
}

extension UIColor {
  /// An app's brand colour, as apps declare theirs.
  class var brand: UIColor { UIColor(named: "brand") }
}
