import Foundation
import ListAdapterKit
import ListUIKit

/// An object of the IG rows: a number identifier and a version.
final class BenchObject: ListDiffable {
  let identifier: NSNumber
  let version: Int
  init(_ id: Int, version: Int = 0) { (identifier, self.version) = (NSNumber(value: id), version) }
  func diffIdentifier() -> any NSObjectProtocol { identifier }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? BenchObject)?.version == version
  }
}

/// One row per object, 44 points tall (as a screen's rows are: the flow layout lays them out).
final class BenchSectionController: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext.containerSize.width, height: 44)
  }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
}

/// The objects of the IG2 row.
final class BenchFeed: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { BenchSectionController() }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

extension Bench {
  // MARK: IG: IGListKit's diff and adapter

  /// IG1: `ListDiff` of 10k objects, 50% overlap, against a hash join of their identifiers (the
  /// identifiers are `NSNumber`s, as IGListKit's usually are).
  func listDiffRow() -> BenchRow {
    let old = (0..<10_000).map { BenchObject($0) }
    let new = (5_000..<15_000).map { BenchObject($0) }
    let time = measure({ () }) { _ in
      blackHole(ListDiff(oldArray: old, newArray: new, option: .equality))
    }
    let floor = hashFloor(old.map(\.identifier), new.map(\.identifier))
    var result = row("IG1", "ListDiff 10k objects, 50% overlap", time, floor, 1.5)
    result.moves = ListDiff(oldArray: old, newArray: new, option: .equality).moves.count
    return result
  }

  /// IG2: `performUpdates` of an adapter with 1,000 section controllers, 10% of the objects
  /// replaced by new versions (a reload each), end to end (the diff, the map, the batch the
  /// view checks, the cells on screen), against `ListDiff` of the same arrays.
  @MainActor
  func adapterRow() async -> BenchRow {
    let first = (0..<1_000).map { BenchObject($0) }
    let second = first.map {
      $0.identifier.intValue % 10 == 0 ? BenchObject($0.identifier.intValue, version: 1) : $0
    }
    let diff = measure({ () }) { _ in
      blackHole(ListDiff(oldArray: first, newArray: second, option: .equality))
    }
    var times: [Double] = []
    for run in 0..<(warmups + runs) {
      let feed = BenchFeed()
      feed.objects = first
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewFlowLayout())
      let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
      adapter.collectionView = view
      adapter.dataSource = feed
      feed.objects = second
      let start = DispatchTime.now().uptimeNanoseconds
      let accepted = await adapter.performUpdatesAndWait(animated: true)
      let end = DispatchTime.now().uptimeNanoseconds
      blackHole(accepted)
      if run >= warmups { times.append(Double(end - start) / 1_000_000) }
    }
    times.sort()
    let time = (median: times[times.count / 2], min: times[0])
    var result = row(
      "IG2", "ListAdapter.performUpdates, 1,000 sections, 10% changed", time, diff.median, 3)
    result.note = "floor: ListDiff of the same arrays"
    return result
  }
}
