import ListUIKit
import Testing

/// The controls around a list: each keeps what a screen sets, and each `simulate…` sends what
/// UIKit sends when a user acts.
@MainActor @Suite struct ControlsTests {
  @Test func aSpinnerIsHiddenWhileStopped() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
  }

  /// Labels side by side, spaced; a hidden one takes no space; `.fillEqually` shares the length.
  @Test func aStackLaysItsViewsOutAlongItsAxis() {
    let (a, b, c) = (UILabel(), UILabel(), UILabel())
    a.text = "ab"
    b.text = "hidden"
    b.isHidden = true
    c.text = "abcd"
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 4
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
    stack.layoutIfNeeded()
    #expect(stack.subviews.count == 3 && stack.arrangedSubviews.count == 3)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 16, height: 30))
    #expect(c.frame == CGRect(x: 20, y: 0, width: 32, height: 30))

    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.removeArrangedSubview(b)
    stack.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 13))
    #expect(c.frame == CGRect(x: 0, y: 17, width: 100, height: 13))
    #expect(b.superview === stack, "removed from the arranged views, still a subview")
  }

  @Test func aSegmentedControlSendsValueChangedOnlyForANewSegment() {
    let control = UISegmentedControl(items: ["All", "Unread"])
    var picked: [Int] = []
    control.addAction(
      UIAction { _ in picked.append(control.selectedSegmentIndex) }, for: .valueChanged)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.simulateSelection(ofSegment: 1)
    control.simulateSelection(ofSegment: 1)
    control.simulateSelection(ofSegment: 5)
    control.simulateSelection(ofSegment: 0)
    #expect(picked == [1, 0])
    control.selectedSegmentIndex = 1
    #expect(picked == [1, 0], "setting the index sends nothing")
    #expect(control.titleForSegment(at: 1) == "Unread" && control.numberOfSegments == 2)
  }

  /// A search screen: typing into the search bar filters a diffable list through its delegate.
  @Test func aSearchBarFiltersAList() async {
    final class Search: UISearchBarDelegate {
      let names = ["Ada", "Alan", "Grace"]
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440))
      lazy var dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) {
        table, indexPath, name in
        let cell = table.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = name
        return cell
      }
      var ended = 0
      init() { table.register(UITableViewCell.self, forCellReuseIdentifier: "name") }
      func show(_ query: String) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(query.isEmpty ? names : names.filter { $0.hasPrefix(query) })
        dataSource.apply(snapshot, animatingDifferences: true)
      }
      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        show(searchText)
      }
      func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { ended += 1 }
    }
    let search = Search()
    search.show("")
    let bar = UISearchBar()
    bar.delegate = search
    bar.simulateTyping("A")
    #expect(search.dataSource.snapshot().itemIdentifiers == ["Ada", "Alan"])
    bar.simulateTyping("l")
    #expect(search.dataSource.snapshot().itemIdentifiers == ["Alan"])
    #expect(search.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Alan")
    bar.simulateClearing()
    #expect(search.table.numberOfRows(inSection: 0) == 3)
    bar.resignFirstResponder()
    #expect(search.ended == 1 && !bar.isFirstResponder)
    #expect(search.table.raisedExceptions.isEmpty)
  }

  /// The delegate is asked before each change; a refused change sends nothing.
  @Test func aTextFieldAsksItsDelegate() {
    final class DigitsOnly: UITextFieldDelegate {
      var ranges: [NSRange] = []
      var returned = false
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool {
        ranges.append(range)
        return string.allSatisfy(\.isNumber)
      }
      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returned = true
        return false
      }
    }
    let field = UITextField()
    let delegate = DigitsOnly()
    field.delegate = delegate
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    #expect(field.simulateTyping("12"))
    #expect(!field.simulateTyping("x"))
    #expect(field.simulateTyping("é3".filter(\.isNumber)))
    #expect(field.text == "123" && changes == 2)
    #expect(delegate.ranges.map(\.location) == [0, 2, 2])
    #expect(!field.simulateReturn() && delegate.returned)
  }

  /// Tapping an action dismisses the alert, then runs the handler; a disabled action runs
  /// nothing.
  @Test func anAlertsActionRunsAfterItIsDismissed() {
    let screen = UIViewController()
    var deleted = false
    var presentedWhenRun: UIViewController?
    let alert = UIAlertController(
      title: "Delete?", message: "Gone for good", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let disabled = UIAlertAction(title: "Archive", style: .default) { _ in deleted = true }
    disabled.isEnabled = false
    alert.addAction(disabled)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { _ in
        deleted = true
        presentedWhenRun = screen.presentedViewController
      })
    screen.present(alert, animated: true)
    #expect(screen.presentedViewController === alert)
    #expect(alert.actions.map(\.title) == ["Cancel", "Archive", "Delete"])
    #expect(!alert.simulateTap(actionTitled: "Archive") && !deleted)
    #expect(alert.simulateTap(actionTitled: "Delete"))
    #expect(deleted && presentedWhenRun == nil && screen.presentedViewController == nil)
    #expect(alert.popoverPresentationController == nil)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
  }

  /// Images and title colours per state; the disabled ones while the button is not enabled.
  @Test func aButtonKeepsImagesAndColoursPerState() {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "heart"), for: .normal)
    button.setImage(UIImage(systemName: "heart.slash"), for: .disabled)
    button.setTitleColor(.blue, for: UIControl.State())
    #expect(button.currentImage == UIImage(systemName: "heart"))
    #expect(button.image(for: .selected) == UIImage(systemName: "heart"), "falls back to normal")
    button.isEnabled = false
    #expect(button.currentImage == UIImage(systemName: "heart.slash"))
    #expect(button.currentTitleColor == .blue)
  }

  /// A long press that drags: each state reaches the target, with the touch's location in
  /// another view's coordinates.
  @Test func aLongPressIsDrivenThroughItsStates() {
    @MainActor final class Dragger {
      var seen: [(UIGestureRecognizer.State, CGPoint)] = []
      var root: UIView?
      func handle(_ gesture: UILongPressGestureRecognizer) {
        seen.append((gesture.state, gesture.location(in: root)))
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let grid = UIView(frame: CGRect(x: 10, y: 100, width: 370, height: 600))
    root.addSubview(grid)
    let dragger = Dragger()
    dragger.root = root
    let press = UILongPressGestureRecognizer(
      target: dragger,
      action: Selector("handle:") { target, first, second in
        _selectorInvoke(target, Dragger.handle(_:), first, second)
      })
    grid.addGestureRecognizer(press)
    #expect(press.state == .possible)
    press.simulate(.began, at: CGPoint(x: 5, y: 5))
    press.simulate(.changed, at: CGPoint(x: 5, y: 60))
    press.simulate(.ended, at: CGPoint(x: 5, y: 60))
    #expect(dragger.seen.map(\.0) == [.began, .changed, .ended])
    #expect(
      dragger.seen.map(\.1) == [
        CGPoint(x: 15, y: 105), CGPoint(x: 15, y: 160), CGPoint(x: 15, y: 160),
      ])
    #expect(press.location(in: nil) == CGPoint(x: 5, y: 60))
  }

  /// A separator layer a cell adds: its own frame, hidden or not, kept among the sublayers.
  @Test func layersOfTheirOwn() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let separator = CALayer()
    separator.frame = CGRect(x: 0, y: 43, width: 100, height: 1)
    view.layer.addSublayer(separator)
    separator.isHidden = true
    #expect(view.layer.sublayers?.count == 1 && separator.superlayer === view.layer)
    separator.removeFromSuperlayer()
    #expect(view.layer.sublayers?.isEmpty == true && separator.superlayer == nil)
  }

  @Test func listContentImagesHaveProperties() {
    var content = UIListContentConfiguration.cell()
    content.image = UIImage(systemName: "star")
    content.imageProperties.tintColor = .systemGreen
    #expect(content.imageProperties.tintColor == .systemGreen)
    #expect(content != UIListContentConfiguration.cell())
  }
}
