/// The names generated cases give items (`i0`, `i1`, …), sections (`s0`, …, and `0`, `1`, … in
/// the view target) and content versions (`v0`, …), made once: interpolating a string for every
/// item of every case was a measurable part of a case. Past the table a name is interpolated as
/// before, so the names are the same either way.
enum _Names {
  static let tableSize = 1024
  static let items = (0..<tableSize).map { "i\($0)" }
  static let sections = (0..<tableSize).map { "s\($0)" }
  static let numbers = (0..<tableSize).map { "\($0)" }
  static let versions = (0..<tableSize).map { "v\($0)" }

  static func item(_ n: Int) -> String { n >= 0 && n < tableSize ? items[n] : "i\(n)" }
  static func section(_ n: Int) -> String { n >= 0 && n < tableSize ? sections[n] : "s\(n)" }
  static func number(_ n: Int) -> String { n >= 0 && n < tableSize ? numbers[n] : "\(n)" }
  static func version(_ n: Int) -> String { n >= 0 && n < tableSize ? versions[n] : "v\(n)" }
}
