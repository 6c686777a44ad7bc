import Foundation
import ListKit
import ListSimulator

/// `UILabel`, as a cell's `textLabel` and `detailTextLabel`: its text is the cell's content
/// configuration's text (or secondary text), so both ways of configuring a cell read the same.
public final class UILabel {
  private weak var cell: VirtualCell?
  private let secondary: Bool

  init(_ cell: VirtualCell, secondary: Bool) { (self.cell, self.secondary) = (cell, secondary) }

  public var text: String? {
    get { secondary ? cell?.contentConfiguration?.secondaryText : cell?.contentConfiguration?.text }
    set {
      guard let cell else { return }
      var content = cell.contentConfiguration ?? ListContentConfiguration()
      if secondary { content.secondaryText = newValue } else { content.text = newValue }
      cell.contentConfiguration = content
    }
  }
}

/// `UIImageView`, as a cell's `imageView`: its image is the content configuration's image.
public final class UIImageView {
  private weak var cell: VirtualCell?

  init(_ cell: VirtualCell) { self.cell = cell }

  public var image: UIImage? {
    get { cell?.contentConfiguration?.image }
    set {
      guard let cell else { return }
      var content = cell.contentConfiguration ?? ListContentConfiguration()
      content.image = newValue
      cell.contentConfiguration = content
    }
  }
}

extension VirtualCell {
  /// `UITableViewCell.CellStyle`: which content configuration style the cell starts with.
  public enum CellStyle: Sendable {
    case `default`, value1, value2, subtitle

    var configurationStyle: String {
      switch self {
      case .default: "cell"
      case .value1, .value2: "valueCell"
      case .subtitle: "subtitleCell"
      }
    }
  }

  /// `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Sendable { case none, delete, insert }

  /// `UITableViewCell(style:reuseIdentifier:)`: a cell made by hand (a classic data source's
  /// `cellForRowAt` without registration).
  public convenience init(style: CellStyle, reuseIdentifier: String?) {
    self.init()
    self.reuseIdentifier = reuseIdentifier
    contentConfiguration = ListContentConfiguration(style: style.configurationStyle)
  }

  /// The cell's text, as UIKit's `textLabel` (the content configuration's text).
  public var textLabel: UILabel? { UILabel(self, secondary: false) }
  /// The cell's secondary text, as UIKit's `detailTextLabel`.
  public var detailTextLabel: UILabel? { UILabel(self, secondary: true) }
  /// The cell's image, as UIKit's `imageView`.
  public var imageView: UIImageView? { UIImageView(self) }
}
