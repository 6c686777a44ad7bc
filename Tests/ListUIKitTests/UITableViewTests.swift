import Foundation
import ListReporting
import ListSimulator
import ListUIKit
import Testing

@MainActor @Suite struct RowAnimationTests {
  @Test func rowAnimationsAreRecorded() {
    let model = ArrayDataSource(sections: [["a", "b", "c"]])
    let table = UITableView(frame: .zero)
    table.dataSource = model
    table.reloadData()
    model.sections = [["a", "c", "d"]]
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .left)
    }
    let animations = table.events.compactMap { event -> String? in
      guard case .rowAnimation(let operation, let animation) = event else { return nil }
      return "\(operation) \(animation)"
    }
    #expect(animations == ["deleteRows fade", "insertRows left"])
  }
}

@MainActor @Suite struct FrameTests {
  /// Any frame gives a window: no trap on huge, infinite or not-a-number heights.
  @Test(arguments: [CGFloat.infinity, .nan, 1e300, -88, 0, 88])
  func anyFrameGivesAWindow(height: CGFloat) {
    let frame = CGRect(x: 0, y: 0, width: 390, height: height)
    let table = UITableView(frame: frame, style: .plain)
    let collection = UICollectionView(
      frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    for view in [table.engine, collection.engine] {
      #expect(view.viewport.height >= 2)
      #expect(view.viewport.height <= 1e9)
    }
  }
}
