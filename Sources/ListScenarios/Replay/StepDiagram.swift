import Foundation
import ListKit
import ListSimulator

/// One step of a scenario as a picture: what the view showed before it and what the data source
/// holds after it, side by side, with the step's operations in the index space each refers to
/// (deletes, reloads, reconfigures and move sources before; inserts and move destinations after),
/// and the verdict. ``svg()`` draws it; ``html()`` puts the drawing and the text explanation in one
/// page. Both are deterministic and self-contained.
public struct StepDiagram: Sendable, Hashable {
  /// The scenario's name.
  public var scenario: String
  /// The step's number (1-based).
  public var step: Int
  /// The step's op name.
  public var operation: String
  /// Item labels of each section before the step (`·` for an item the data source does not
  /// identify).
  public var before: [[String]]
  /// Item labels of each section the data source holds after the step.
  public var after: [[String]]
  /// Deleted items, in the before index space.
  public var deletes: [IndexPath] = []
  /// Reloaded items, in the before index space.
  public var reloads: [IndexPath] = []
  /// Reconfigured items, in the before index space.
  public var reconfigures: [IndexPath] = []
  /// Inserted items, in the after index space.
  public var inserts: [IndexPath] = []
  /// Moved items, from a before index path to an after one.
  public var moves: [PositionMove<IndexPath>] = []
  /// Deleted sections, in the before index space.
  public var sectionDeletes: [Int] = []
  /// Reloaded sections, in the before index space.
  public var sectionReloads: [Int] = []
  /// Inserted sections, in the after index space.
  public var sectionInserts: [Int] = []
  /// Moved sections, from a before index to an after one.
  public var sectionMoves: [PositionMove<Int>] = []
  /// `accepted`, `rejected`, `recovered`, or `no batch` (a step that sends none).
  public var outcome: String
  /// The error code of the outcome, or `nil`.
  public var code: String?
  /// The view's message (or the state mismatch), or `nil`.
  public var message: String?
  /// The text explanation (`listkit explain`'s).
  public var text: String

  /// Sections longer than this fold their runs of untouched items.
  public static let foldThreshold = 24

  // MARK: Marks

  /// The operations a rejected batch's rule names: those out of range for the before or after
  /// counts, or every operation of the section a count message names.
  func isMarked(_ kind: Kind, _ path: IndexPath) -> Bool {
    guard outcome == "rejected", let code else { return false }
    let s = path.count == 2 ? path[0] : -1
    let item = path.count == 2 ? path[1] : -1
    func outside(_ sections: [[String]]) -> Bool {
      !(sections.indices.contains(s) && (0..<sections[s].count).contains(item))
    }
    switch code {
    case "insertItemOutOfRange": return kind == .insert && outside(after)
    case "deleteItemOutOfRange": return kind == .delete && outside(before)
    case "moveItemOutOfRange":
      return kind == .moveSource && outside(before) || kind == .moveDestination && outside(after)
    case "reconfigureItemOutOfRange": return kind == .reconfigure && outside(before)
    case "invalidItemCount": return countSection == s && kind != .stay
    case "deleteAndReloadSameIndexPath": return kind == .delete && reloads.contains(path)
    case "deleteAndMoveFromSameIndexPath":
      return kind == .delete && moves.contains { $0.from == path }
    case "insertAndMoveToSameIndexPath":
      return kind == .insert && moves.contains { $0.to == path }
    case "duplicateIndexPath", "moveToSameIndexPathTwice", "moveFromSameIndexPathTwice":
      return kind != .stay
    default: return false
    }
  }

  /// The section a count message names (`… in section 3.`).
  var countSection: Int? {
    guard let message, let range = message.range(of: "in section ") else { return nil }
    return Int(message[range.upperBound...].prefix { $0.isNumber })
  }

  enum Kind { case stay, delete, insert, reload, reconfigure, moveSource, moveDestination }
}

// MARK: Drawing

extension StepDiagram {
  /// Colours of the legend (Primer's, legible on white and in print).
  static let colours: [(label: String, colour: String)] = [
    ("delete", "#cf222e"), ("insert", "#1a7f37"), ("move", "#8250df"), ("reload", "#bc4c00"),
    ("reconfigure", "#0969da"), ("stays", "#8c959f"),
  ]

  static func colour(_ kind: Kind) -> String {
    switch kind {
    case .delete: "#cf222e"
    case .insert: "#1a7f37"
    case .moveSource, .moveDestination: "#8250df"
    case .reload: "#bc4c00"
    case .reconfigure: "#0969da"
    case .stay: "#8c959f"
    }
  }

  /// One drawn row of a column: a section heading, an item, or a fold.
  struct Row {
    enum Content { case section(Int, note: String), item(IndexPath, String), fold(Int) }
    var content: Content
    var y: Double
  }

  /// The rows of one column, with runs of untouched items folded in long sections.
  func rows(_ sections: [[String]], touched: (IndexPath) -> Bool, sectionNote: (Int) -> String)
    -> [Row]
  {
    var rows: [Row] = []
    var y = 0.0
    func add(_ content: Row.Content) {
      rows.append(Row(content: content, y: y))
      y += 22
    }
    for (s, items) in sections.enumerated() {
      add(.section(s, note: sectionNote(s)))
      var k = 0
      while k < items.count {
        if items.count > Self.foldThreshold {
          var end = k
          while end < items.count && !touched(IndexPath(item: end, section: s)) { end += 1 }
          // Keep two untouched rows on each side of a fold for context.
          let foldStart = k == 0 ? k : k + 2
          let foldEnd = end == items.count ? end : end - 2
          if foldEnd - foldStart >= 4 {
            for j in k..<foldStart { add(.item(IndexPath(item: j, section: s), items[j])) }
            add(.fold(foldEnd - foldStart))
            k = foldEnd
            continue
          }
        }
        add(.item(IndexPath(item: k, section: s), items[k]))
        k += 1
      }
    }
    return rows
  }

  /// The kind of an item row of the before column.
  func beforeKind(_ path: IndexPath) -> Kind {
    if deletes.contains(path) || sectionDeletes.contains(path[0]) { return .delete }
    if reloads.contains(path) || sectionReloads.contains(path[0]) { return .reload }
    if moves.contains(where: { $0.from == path }) { return .moveSource }
    if reconfigures.contains(path) { return .reconfigure }
    return .stay
  }

  /// The kind of an item row of the after column.
  func afterKind(_ path: IndexPath) -> Kind {
    if inserts.contains(path) || sectionInserts.contains(path[0]) { return .insert }
    if moves.contains(where: { $0.to == path }) { return .moveDestination }
    if reloadLinks().contains(where: { $0.1 == path }) { return .reload }
    return .stay
  }

  /// Each reloaded item to where it is after the update: the k-th occurrence of its label after,
  /// not inserted or moved in (UIKit places a reload's new cell where the data source has the
  /// item; rule A3).
  func reloadLinks() -> [(IndexPath, IndexPath)] {
    var links: [(IndexPath, IndexPath)] = []
    var used = Set<IndexPath>()
    for from in reloads.sorted() {
      guard before.indices.contains(from[0]), before[from[0]].indices.contains(from[1]) else {
        continue
      }
      let label = before[from[0]][from[1]]
      guard label != "·" else { continue }
      search: for (s, items) in after.enumerated() {
        for (i, item) in items.enumerated() where item == label {
          let path = IndexPath(item: i, section: s)
          if used.contains(path) || inserts.contains(path)
            || moves.contains(where: { $0.to == path })
          {
            continue
          }
          used.insert(path)
          links.append((from, path))
          break search
        }
      }
    }
    return links
  }

  /// Items that stay, before → after: the k-th occurrence of a label before, not deleted,
  /// reloaded or moved, goes to its k-th occurrence after, not inserted or moved in.
  func stayLinks() -> [(IndexPath, IndexPath)] {
    /// The labelled rows of `rows` that `keeps`, in order.
    func kept(_ rows: [[String]], _ keeps: (IndexPath) -> Bool) -> [(IndexPath, String)] {
      rows.enumerated().flatMap { s, items in
        items.enumerated().compactMap { i, label in
          let path = IndexPath(item: i, section: s)
          return label != "·" && keeps(path) ? (path, label) : nil
        }
      }
    }
    let from = kept(before) { beforeKind($0) == .stay || beforeKind($0) == .reconfigure }
    let to = kept(after) { afterKind($0) == .stay }
    let pairing = OccurrencePairing(sourceCount: from.count, targetCount: to.count) {
      from[$0].1
    } target: {
      to[$0].1
    }
    return to.indices.compactMap { j in
      let i = pairing.sourceOfTarget[j]
      return i < 0 ? nil : (from[i].0, to[j].0)
    }
  }

  /// The picture as an SVG document: text is text, nothing is loaded from elsewhere.
  public func svg() -> String {
    let touchedBefore = { (p: IndexPath) in self.beforeKind(p) != .stay }
    let touchedAfter = { (p: IndexPath) in self.afterKind(p) != .stay }
    let links = stayLinks()
    let linkedBefore = Set(links.map(\.0))
    let linkedAfter = Set(links.map(\.1))
    let left = rows(
      before, touched: { touchedBefore($0) || self.isMarked(.stay, $0) },
      sectionNote: { s in
        self.sectionDeletes.contains(s)
          ? "deleted"
          : self.sectionReloads.contains(s)
            ? "reloaded"
            : self.sectionMoves.contains { $0.from == s }
              ? "moved" : ""
      })
    let right = rows(
      after, touched: touchedAfter,
      sectionNote: { s in
        self.sectionInserts.contains(s)
          ? "inserted" : self.sectionMoves.contains { $0.to == s } ? "moved" : ""
      })
    _ = (linkedBefore, linkedAfter)
    let top = 92.0
    let width = 760.0
    let columnWidth = 250.0
    let leftX = 30.0
    let rightX = width - 30 - columnWidth
    let caption = captionLines()
    let outside = outOfRangeOperations()
    let height =
      top + Double(max(left.count, right.count)) * 22 + 24
      + Double(outside.count + caption.count) * 18 + 12
    var out: [String] = []
    out.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-labelledby=\"title\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"13\">"
    )
    out.append(
      "<title id=\"title\">\(Self.escape("\(scenario): step \(step) (\(operation)), \(outcome)"))</title>"
    )
    out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
    out.append(
      "<text x=\"\(Int(leftX))\" y=\"24\" font-size=\"15\" font-weight=\"bold\">\(Self.escape("Step \(step) (\(operation)): \(outcome)"))</text>"
    )
    // Legend.
    var legendX = leftX
    for (label, colour) in Self.colours {
      out.append(
        "<rect x=\"\(Int(legendX))\" y=\"38\" width=\"12\" height=\"12\" fill=\"\(colour)\"/><text x=\"\(Int(legendX + 16))\" y=\"49\">\(label)</text>"
      )
      legendX += 18 + Double(label.count) * 8 + 14
    }
    out.append(
      "<rect x=\"\(Int(legendX))\" y=\"38\" width=\"12\" height=\"12\" fill=\"none\" stroke=\"#cf222e\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/><text x=\"\(Int(legendX + 16))\" y=\"49\">breaks the rule</text>"
    )
    out.append(
      "<text x=\"\(Int(leftX))\" y=\"80\" font-weight=\"bold\">before (the view)</text><text x=\"\(Int(rightX))\" y=\"80\" font-weight=\"bold\">after (the data source)</text>"
    )
    func rowY(_ rows: [Row], _ path: IndexPath) -> Double? {
      for row in rows {
        if case .item(let p, _) = row.content, p == path { return top + row.y + 11 }
      }
      return nil
    }
    // Lines first, under the rows.
    for (from, to) in links {
      guard let y1 = rowY(left, from), let y2 = rowY(right, to) else { continue }
      out.append(
        "<line x1=\"\(Int(leftX + columnWidth))\" y1=\"\(Self.n(y1))\" x2=\"\(Int(rightX))\" y2=\"\(Self.n(y2))\" stroke=\"#8c959f\" stroke-width=\"1\"/>"
      )
    }
    for (from, to) in reloadLinks() {
      guard let y1 = rowY(left, from), let y2 = rowY(right, to) else { continue }
      out.append(
        "<line x1=\"\(Int(leftX + columnWidth))\" y1=\"\(Self.n(y1))\" x2=\"\(Int(rightX))\" y2=\"\(Self.n(y2))\" stroke=\"#bc4c00\" stroke-width=\"2\" stroke-dasharray=\"6 3\"/>"
      )
    }
    for move in moves {
      guard let y1 = rowY(left, move.from), let y2 = rowY(right, move.to) else { continue }
      out.append(
        "<line x1=\"\(Int(leftX + columnWidth))\" y1=\"\(Self.n(y1))\" x2=\"\(Int(rightX))\" y2=\"\(Self.n(y2))\" stroke=\"#8250df\" stroke-width=\"2.5\"/>"
      )
    }
    func draw(_ rows: [Row], x: Double, kind: (IndexPath) -> Kind, marked: (IndexPath) -> Bool) {
      for row in rows {
        let y = top + row.y
        switch row.content {
        case .section(let s, let note):
          out.append(
            "<text x=\"\(Int(x))\" y=\"\(Self.n(y + 15))\" font-weight=\"bold\" fill=\"#24292f\">\(Self.escape("section \(s)" + (note.isEmpty ? "" : " (\(note))")))</text>"
          )
        case .fold(let count):
          out.append(
            "<text x=\"\(Int(x + 12))\" y=\"\(Self.n(y + 15))\" fill=\"#57606a\" font-style=\"italic\">… \(count) untouched …</text>"
          )
        case .item(let path, let label):
          let kind = kind(path)
          let colour = Self.colour(kind)
          let fill = kind == .stay ? "#f6f8fa" : colour + "22"
          out.append(
            "<rect x=\"\(Int(x))\" y=\"\(Self.n(y + 2))\" width=\"\(Int(columnWidth))\" height=\"18\" rx=\"3\" fill=\"\(fill)\" stroke=\"\(colour)\" stroke-width=\"1\"/>"
          )
          if marked(path) {
            out.append(
              "<rect x=\"\(Int(x - 3))\" y=\"\(Self.n(y))\" width=\"\(Int(columnWidth + 6))\" height=\"22\" rx=\"4\" fill=\"none\" stroke=\"#cf222e\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/>"
            )
          }
          out.append(
            "<text x=\"\(Int(x + 6))\" y=\"\(Self.n(y + 15))\" fill=\"#24292f\">\(Self.escape(path.shortDescription + "  " + label + Self.suffix(kind)))</text>"
          )
        }
      }
    }
    draw(left, x: leftX, kind: beforeKind, marked: { self.isMarked(self.beforeKind($0), $0) })
    draw(right, x: rightX, kind: afterKind, marked: { self.isMarked(self.afterKind($0), $0) })
    // Operations whose index paths lie outside the columns (out of range) are listed.
    var y = top + Double(max(left.count, right.count)) * 22 + 24
    for line in outside {
      out.append(
        "<text x=\"\(Int(leftX))\" y=\"\(Self.n(y))\" fill=\"#cf222e\">\(Self.escape(line))</text>")
      y += 18
    }
    for line in caption {
      out.append(
        "<text x=\"\(Int(leftX))\" y=\"\(Self.n(y))\" fill=\"#24292f\">\(Self.escape(line))</text>")
      y += 18
    }
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  static func suffix(_ kind: Kind) -> String {
    switch kind {
    case .delete: "  deleted"
    case .insert: "  inserted"
    case .reload: "  reloaded"
    case .reconfigure: "  reconfigured"
    case .moveSource: "  moved from here"
    case .moveDestination: "  moved here"
    case .stay: ""
    }
  }

  /// Operations at index paths the columns do not have (what an out-of-range rule is about).
  func outOfRangeOperations() -> [String] {
    func inside(_ sections: [[String]], _ p: IndexPath) -> Bool {
      p.count == 2 && sections.indices.contains(p[0]) && (0..<sections[p[0]].count).contains(p[1])
    }
    var lines: [String] = []
    for p in deletes where !inside(before, p) {
      lines.append("deleteItem \(p.shortDescription) (before): no such item")
    }
    for p in reloads where !inside(before, p) {
      lines.append("reloadItem \(p.shortDescription) (before): no such item")
    }
    for p in inserts where !inside(after, p) {
      lines.append("insertItem \(p.shortDescription) (after): no such place")
    }
    for m in moves where !inside(before, m.from) || !inside(after, m.to) {
      lines.append(
        "moveItem \(m.from.shortDescription) -> \(m.to.shortDescription): outside the columns")
    }
    return lines
  }

  /// The verdict, wrapped to the picture's width.
  func captionLines() -> [String] {
    var text = "Result: \(outcome)"
    if let code { text += " (\(code))" }
    if let message { text += ". " + message }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.count + word.count + 1 > 100, !line.isEmpty {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The picture and the text explanation in one page, with no external resources.
  public func html() -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8">
    <title>\(Self.escape("\(scenario): step \(step)"))</title>
    <style>body{font-family:DejaVu Sans,Helvetica,Arial,sans-serif;margin:24px;color:#24292f}pre{background:#f6f8fa;padding:12px;overflow:auto;font-size:12px}</style>
    </head><body>
    <h1>\(Self.escape(scenario))</h1>
    <figure>
    \(svg())<figcaption>\(Self.escape("Step \(step) (\(operation)): \(outcome)"))</figcaption>
    </figure>
    <pre>\(Self.escape(text))</pre>
    </body></html>

    """
  }

  /// Text escaped for XML and HTML.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for c in text.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default:
        // Characters XML 1.0 forbids become a visible mark.
        if c.value < 0x20 && c != "\n" && c != "\t" || (0xFFFE...0xFFFF).contains(c.value) {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out
  }

  /// A coordinate with at most one decimal.
  static func n(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
