import Foundation
import ListUIKit

/// V2's cell: a profile row as UIKit screens build one — three labels, an image view and a
/// button in the content view, placed by eight constraints.
final class ProfileCell: UICollectionViewCell, @unchecked Sendable {
  let name = UILabel()
  let detail = UILabel()
  let badge = UILabel()
  let avatar = UIImageView()
  let follow = UIButton(type: .system)

  required init(frame: CGRect) {
    super.init(frame: frame)
    for view in [name, detail, badge, avatar, follow] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    name.font = .preferredFont(forTextStyle: .headline)
    detail.textColor = .secondaryLabel
    avatar.layer.cornerRadius = 20
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      detail.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
      follow.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) { fatalError("made in code") }
}

extension Bench {
  // MARK: V2: cells that are views

  /// V2: an apply of 10 x 1k items, 10% changed, through a `UICollectionViewDiffableDataSource`
  /// whose provider dequeues ``ProfileCell``s and sets their labels, image and button, against
  /// the same apply whose provider dequeues plain cells and sets nothing. Both views are made
  /// as a screen makes them (a frame and a flow layout of 60-point rows), so the layout decides
  /// which cells exist.
  @MainActor
  func viewCellsRow() -> BenchRow {
    let old = Self.grid(sections: 10, items: 1000)
    let new = old.map { s, items in
      (s, items.filter { $0 % 10 != 0 } + Array((20_000 + s * 100)..<(20_000 + s * 100 + 100)))
    }
    func time(profiles: Bool) -> (median: Double, min: Double) {
      var times: [Double] = []
      for run in 0..<(warmups + runs) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 60)
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(ProfileCell.self, forCellWithReuseIdentifier: "profile")
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "plain")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
          collectionView, indexPath, id in
          guard profiles else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
          }
          let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: "profile", for: indexPath)
          if let cell = cell as? ProfileCell {
            cell.name.text = "Person \(id)"
            cell.detail.text = "\(id % 97) mutual friends"
            cell.badge.text = id % 3 == 0 ? "new" : nil
            cell.avatar.image = UIImage(systemName: "person.crop.circle")
            cell.follow.setTitle(id % 2 == 0 ? "Follow" : "Following", for: .normal)
          }
          return cell
        }
        dataSource.applySnapshotUsingReloadData(Self.queried(old), completion: nil)
        let snapshot = Self.fresh(new)
        let start = DispatchTime.now().uptimeNanoseconds
        dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
        let end = DispatchTime.now().uptimeNanoseconds
        // The layout decides: rows of 60 points every 70 (the default line spacing), 13 of them
        // reach into 844.
        guard view.visibleCells.count == 13 else {
          fatalError("V2: \(view.visibleCells.count) cells on screen")
        }
        if run >= warmups { times.append(Double(end - start) / 1_000_000) }
      }
      times.sort()
      return (times[times.count / 2], times[0])
    }
    let plain = time(profiles: false)
    let profiles = time(profiles: true)
    var result = row(
      "V2", "apply 10 x 1k, 10% changed, cells of views (vs plain)", profiles, plain.median, 1.3)
    result.note = "each: \(format(plain.median, 3)) ms plain"
    return result
  }
}
