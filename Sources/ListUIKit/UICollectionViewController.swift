import Foundation

/// `UICollectionViewController(collectionViewLayout:)`: a view controller whose view is its
/// ``collectionView``, as in UIKit.
@preconcurrency
@MainActor
open class UICollectionViewController: UIViewController {
  /// The collection view, the size of the screen: the controller's root view.
  public let collectionView: UICollectionView

  /// Makes the root view: the collection view (a subclass that overrides it sets `view`).
  open override func loadView() { view = collectionView }

  /// Whether the collection view's selection is cleared each time the screen is about to appear
  /// (UIKit's default: `true`).
  public var clearsSelectionOnViewWillAppear = true

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` (as UIKit's collection view
  /// controller does). A subclass that overrides it calls `super`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear {
      for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
        collectionView.deselectItem(at: indexPath, animated: animated)
      }
    }
  }

  /// A controller with a collection view of `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout (`UICollectionViewController()` comes through here).
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    super.init(nibName: nibName, bundle: bundle)
  }

  /// A controller from an archive, as a storyboard makes it.
  public required init?(coder: NSCoder) {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    super.init(coder: coder)
  }
}
