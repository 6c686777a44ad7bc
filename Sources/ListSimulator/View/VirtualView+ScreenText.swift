import Foundation
import ListKit

extension VirtualView {
  /// The visible window as the user sees it, in text a test can compare:
  ///
  /// ```text
  /// items 0-0 to 0-2 of 5, offset 0
  /// == header 0: Favorites
  ///    0-0  Ada | Engineer  [disclosureIndicator]
  ///  * 0-1  Grace
  ///    0-2  (no content)
  /// == footer 0
  /// ```
  ///
  /// The first line is the scroll position: the first and last visible index paths, how many
  /// items the view shows in all, and the offset. Then, section by section, the header (its
  /// text, if any), each visible cell — `*` marks a selected one; its text and secondary text,
  /// or, for a cell without a content configuration, what its own labels, buttons and text
  /// fields show (in subview order, hidden ones left out); the accessories shown in the current
  /// editing mode — and the footer. The same state always gives the same text.
  public var screenText: String {
    let visible = indexPathsForVisibleItems
    let selected = Set(indexPathsForSelectedItems)
    let total = (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
    let editing = isEditing
    var lines: [String] = []
    if let first = visible.first, let last = visible.last {
      lines.append(
        "\(kind.itemNoun)s \(first.shortDescription) to \(last.shortDescription) of \(total), offset \(Self.number(contentOffset))"
      )
    } else {
      lines.append(
        "no \(kind.itemNoun)s on screen (\(total) in all), offset \(Self.number(contentOffset))")
    }
    let headers = visibleSupplementaryViews(ofKind: ElementKind.sectionHeader)
    let footers = visibleSupplementaryViews(ofKind: ElementKind.sectionFooter)
    let sections = Set(visible.map { $0[0] }).union(headers.keys).union(footers.keys).sorted()
    for section in sections {
      if let header = headers[section] {
        lines.append(Self.supplementaryLine("header", section, header))
      }
      for path in visible where path[0] == section {
        let mark = selected.contains(path) ? " * " : "   "
        var text = "(no cell)"
        if let cell = cell(at: path) {
          let content = cell.contentConfiguration
          var parts = [content?.text, content?.secondaryText].compactMap { $0 }
          // A custom cell shows its own labels, buttons and text fields.
          if parts.isEmpty { parts = withViewIsolation { cell.visibleTexts() } }
          text = parts.isEmpty ? "(no content)" : parts.joined(separator: " | ")
          let shown = cell.accessories.filter { $0.isShown(editing: editing) }
          if !shown.isEmpty {
            text += "  [" + shown.map(\.description).joined(separator: ", ") + "]"
          }
        }
        lines.append(mark + path.shortDescription + "  " + text)
      }
      if let footer = footers[section] {
        lines.append(Self.supplementaryLine("footer", section, footer))
      }
    }
    return lines.joined(separator: "\n")
  }

  static func supplementaryLine(_ kind: String, _ section: Int, _ view: VirtualReusableView)
    -> String
  {
    let own = withViewIsolation { view.visibleTexts() }
    let text = view.contentConfiguration?.text ?? (own.isEmpty ? nil : own.joined(separator: " | "))
    return "== \(kind) \(section)" + (text.map { ": \($0)" } ?? "")
  }

  /// An offset without a needless fraction: `3`, `2.5`.
  static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension VirtualListView {
  /// The visible window as text (``VirtualView/screenText``).
  public var screenText: String { engine.screenText }
}
