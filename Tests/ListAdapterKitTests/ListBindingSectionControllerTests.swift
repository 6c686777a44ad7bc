import Foundation
import ListAdapterKit
import ListSimulator
import ListUIKit
import Testing

// The article's cell-level variant: a post whose comments are view models of a binding section
// controller. The post is always equal to itself by identifier, so an update never reloads the
// section: the controller diffs its view models and moves, inserts and deletes cells.

final class Post: ListDiffable {
  let id: String
  let comments: [String]
  init(id: String, comments: [String]) { (self.id, self.comments) = (id, comments) }

  func diffIdentifier() -> NSObjectProtocol {
    return id as NSString
  }

  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    return true
  }
}

final class CommentViewModel: ListDiffable {
  let text: String
  let likes: Int
  init(text: String, likes: Int) { (self.text, self.likes) = (text, likes) }

  func diffIdentifier() -> NSObjectProtocol {
    return text as NSString
  }

  func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
    guard let object = object as? CommentViewModel else { return false }
    return likes == object.likes
  }
}

final class CommentCell: UICollectionViewCell, ListBindable {
  var label = UILabel()
  var bindings = 0

  func bindViewModel(_ viewModel: Any) {
    guard let viewModel = viewModel as? CommentViewModel else { return }
    label.text = "\(viewModel.text) (\(viewModel.likes))"
    bindings += 1
  }
}

final class PostSectionController: ListBindingSectionController<Post>,
  ListBindingSectionControllerDataSource
{
  var likes: [String: Int] = [:]

  override init() {
    super.init()
    dataSource = self
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    viewModelsFor object: Any
  ) -> [ListDiffable] {
    guard let post = object as? Post else { return [] }
    return post.comments.map { CommentViewModel(text: $0, likes: likes[$0] ?? 0) }
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> UICollectionViewCell & ListBindable {
    guard
      let cell = collectionContext?.dequeueReusableCell(
        of: CommentCell.self, for: sectionController, at: index) as? CommentCell
    else {
      return CommentCell()
    }
    return cell
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize {
    return CGSize(width: collectionContext?.containerSize.width ?? 0, height: 55)
  }
}

final class Posts: ListAdapterDataSource {
  var posts: [Post] = []
  func objects(for listAdapter: ListAdapter) -> [ListDiffable] { posts }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { PostSectionController() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

@MainActor @Suite struct BindingTests {
  func labels(_ view: UICollectionView, section: Int) -> [String?] {
    (0..<view.numberOfItems(inSection: section)).map {
      (view.cellForItem(at: IndexPath(item: $0, section: section)) as? CommentCell)?.label.text
    }
  }

  @Test func commentsAreDiffedInsideTheirSection() async {
    let source = Posts()
    source.posts = [Post(id: "p1", comments: ["a", "b", "c"])]
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
    #expect(labels(view, section: 0) == ["a (0)", "b (0)", "c (0)"])
    let first = view.cellForItem(at: IndexPath(item: 0, section: 0))

    let controller = adapter.sectionController(forSection: 0) as? PostSectionController
    controller?.likes["a"] = 5
    source.posts = [Post(id: "p1", comments: ["c", "a", "d"])]
    await adapter.performUpdatesAndWait(animated: true)
    #expect(labels(view, section: 0) == ["c (0)", "a (5)", "d (0)"])
    // "a" moved and changed: its cell was bound again, not replaced.
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
    #expect(view.raisedExceptions.isEmpty)
    #expect(controller?.sizeForItem(at: 0) == CGSize(width: 390, height: 55))
  }

  /// An update queued before the object changes shows the new object's view models: the
  /// update reads the object when its batch runs (the new object's own update is refused while
  /// one is queued, as in IGListKit).
  @Test func aQueuedUpdateShowsTheObjectGivenMeanwhile() async {
    let source = Posts()
    source.posts = [Post(id: "p1", comments: ["a"])]
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    let controller = adapter.sectionController(forSection: 0) as? PostSectionController
    var first: Bool?
    controller?.update(animated: true) { first = $0 }
    source.posts = [Post(id: "p1", comments: ["a", "b"])]
    await adapter.performUpdatesAndWait(animated: true)
    for _ in 0..<100 where first == nil { await Task.yield() }
    #expect(first == true)
    #expect(labels(view, section: 0) == ["a (0)", "b (0)"])
    #expect(view.raisedExceptions.isEmpty)
  }

  /// View models of a repeated identifier are dropped, the first kept, as IGListKit does: on
  /// the first update and on later ones.
  @Test func repeatedViewModelsAreDropped() async {
    let source = Posts()
    source.posts = [Post(id: "p1", comments: ["a", "b", "a", "c", "b"])]
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
    #expect(labels(view, section: 0) == ["a (0)", "b (0)", "c (0)"])
    source.posts = [Post(id: "p1", comments: ["d", "d", "a"])]
    await adapter.performUpdatesAndWait(animated: true)
    #expect(labels(view, section: 0) == ["d (0)", "a (0)"])
    #expect(view.raisedExceptions.isEmpty)
  }

  /// Random posts and comments, reordered, added and removed: every batch (section changes with
  /// the controllers' item changes in it) is accepted by the strict view, which then shows each
  /// post's comments in order.
  @Test(arguments: [UInt64(6), 27, 2026])
  func randomCommentsAreShownInOrder(seed: UInt64) async {
    var random = SplitMix64(seed: seed)
    let source = Posts()
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.setViewport(.rows(200))
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = view
    adapter.dataSource = source
    let words = (0..<8).map { "w\($0)" }
    for step in 0..<50 {
      var posts = source.posts.filter { _ in Int.random(in: 0..<6, using: &random) > 0 }
      if Bool.random(using: &random) { posts.shuffle(using: &random) }
      posts = posts.map { post in
        Bool.random(using: &random)
          ? Post(
            id: post.id,
            comments: Array(
              words.shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random))))
          : post
      }
      if posts.count < 5, Bool.random(using: &random) {
        let id = "p\(Int.random(in: 0..<9, using: &random))"
        if !posts.contains(where: { $0.id == id }) {
          posts.insert(
            Post(id: id, comments: Array(words.prefix(Int.random(in: 0...3, using: &random)))),
            at: Int.random(in: 0...posts.count, using: &random))
        }
      }
      source.posts = posts
      #expect(await adapter.performUpdatesAndWait(animated: true), "step \(step)")
      #expect(view.raisedExceptions.isEmpty, "step \(step): \(view.raisedExceptions)")
      for (section, post) in posts.enumerated() {
        #expect(labels(view, section: section) == post.comments.map { "\($0) (0)" }, "step \(step)")
      }
    }
  }
}
