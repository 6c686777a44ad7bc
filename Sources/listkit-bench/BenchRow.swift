import Foundation

/// One row of the benchmark table.
struct BenchRow {
  var id: String
  var workload: String
  var median: Double
  var min: Double
  var floor: Double?
  var target: Double?
  var targetText: String
  var met: Bool?
  var moves: Int?
  var note: String = ""

  var ratio: Double? { floor.map { median / $0 } }

  static var header: String {
    "id  workload".padded(58) + "median ms".leftPadded(11) + "min ms".leftPadded(10)
      + "floor ms".leftPadded(10) + "ratio".leftPadded(8) + "  target".padded(16) + "met"
  }

  var line: String {
    func ms(_ value: Double?) -> String { value.map { format($0, 4) } ?? "-" }
    let ratioText = ratio.map { format($0, 3) + "x" } ?? "-"
    let metText = met.map { $0 ? "met" : "NOT MET" } ?? "-"
    return "\(id.padded(4))\(workload)".padded(58) + ms(median).leftPadded(11)
      + ms(min).leftPadded(10) + ms(floor).leftPadded(10) + ratioText.leftPadded(8)
      + "  \(targetText)".padded(16) + metText + (note.isEmpty ? "" : "  \(note)")
  }

  var json: String {
    func number(_ value: Double?) -> String { value.map { format($0, 6) } ?? "null" }
    var fields = [
      "\"id\": \"\(id)\"", "\"workload\": \"\(workload)\"", "\"median_ms\": \(number(median))",
      "\"min_ms\": \(number(min))", "\"floor_ms\": \(number(floor))",
      "\"ratio\": \(number(ratio))", "\"target\": \"\(targetText)\"",
      "\"met\": \(met.map { "\($0)" } ?? "null")", "\"moves\": \(moves.map(String.init) ?? "null")",
    ]
    if !note.isEmpty { fields.append("\"note\": \"\(note)\"") }
    return "{" + fields.joined(separator: ", ") + "}"
  }
}

/// `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}

extension String {
  func padded(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
