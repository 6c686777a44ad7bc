import Foundation
import ListKit
import ListScenarios
import ListSimulator

/// Which of UIKit's rules a campaign exercised: for every group of cases (a view kind and an
/// update profile, `collection consolidated`), how many operations ended each way — `accepted
/// <operation>`, `rejected <rule> <code>`, `recovered <rule> <code>`.
///
/// ```swift
/// let report = await Fuzzer(Fuzzer.Configuration(seed: 7, iterations: 300)).run()
/// print(report.coverage.table())
/// let unreached = report.coverage.unreached  // catalogue rules no case hit
/// ```
public struct FuzzCoverage: Sendable, Hashable {
  /// `counts[group][outcome]`.
  public var counts: [String: [String: Int]] = [:]

  /// An empty coverage: no counts.
  public init() {}

  /// One rule of the catalogue as the coverage table lists it.
  public struct Entry: Sendable, Hashable {
    /// `R2`, `D6`, or `—` for the package's own checks.
    public var rule: String
    /// The error code the rule raises.
    public var code: String
    /// Why no case can end on this rule, for the few that cannot (`nil`: reachable).
    public var unreachable: String?
    /// The outcome key of a rejection by this rule.
    public var key: String { "rejected \(rule) \(code)" }
  }

  /// The rules no generated case can end on, and why (docs/fuzzing.md lists them).
  static let unreachableReasons: [String: String] = [
    "rejected — invalidSectionCount":
      "a defensive check behind R1/R2: once the counts agree, the operations always place the sections",
    "rejected — endUpdatesWithoutBeginUpdates":
      "a scenario step always brackets its batch; the API misuse is covered by unit tests",
    "rejected — noDataSource":
      "a replayed view always has a data source; covered by unit tests",
    "rejected — invalidDataSourceCount":
      "scenario data cannot hold a negative or oversized count; covered by unit and exit tests",
    "rejected D20 unknownItem":
      "deletes skip unknown items, as UIKit's do (cases check the skip); the calls that still raise it, a section snapshot's own edits, are no scenario operations; covered by unit tests",
  ]

  /// Every rule a case can end on, in the catalogue's order: the view's rules (R1–R26 and the
  /// package's own checks, one row per rule and code) and the diffable data source's (D1–D21).
  public static let catalogue: [Entry] = {
    var entries: [Entry] = []
    var seen = Set<String>()
    func add(_ rule: String, _ code: String) {
      var entry = Entry(rule: rule, code: code)
      entry.unreachable = unreachableReasons[entry.key]
      if seen.insert(entry.key).inserted { entries.append(entry) }
    }
    let order = { (id: String) -> Int in
      guard let number = Int(id.dropFirst().prefix { $0.isNumber }) else { return 1000 }
      return (id.first == "D" ? 100 : 0) + number
    }
    for rule in Rule.all.sorted(by: { order($0.id) < order($1.id) }) {
      add(rule.id, rule.code.rawValue)
    }
    // The diffable data source's rules (SnapshotError and DiffableDataSourceError): D17 (a
    // main-queue apply with background applies pending) and D21 (`isVisible` of an unknown item)
    // raise no error here; see docs/fuzzing.md.
    for (rule, code) in [
      ("D1", "duplicateItemIdentifiers"), ("D2", "duplicateOutlineItems"),
      ("D3", "duplicateSectionIdentifiers"), ("D4", "duplicateSectionIdentifiers"),
      ("D5", "noSections"), ("D6", "unknownSection"), ("D7", "unknownItem"),
      ("D8", "unknownSection"), ("D9", "duplicateSectionIdentifiers"), ("D10", "unknownItem"),
      ("D11", "unknownSection"), ("D12", "itemRelativeToItself"), ("D13", "reloadUnknownItem"),
      ("D14", "reconfigureUnknownItem"), ("D15", "unknownSection"), ("D16", "itemAlreadyExists"),
      ("D19", "noSupplementaryViewProvider"), ("D20", "unknownSection"), ("D20", "unknownItem"),
    ] {
      add(rule, code)
    }
    return entries
  }()

  /// The groups, sorted: `collection classic`, `collection consolidated`, ….
  public var groups: [String] { counts.keys.sorted() }

  /// How often `key` was counted in every group together.
  public func total(_ key: String) -> Int {
    counts.values.reduce(0) { $0 + ($1[key] ?? 0) }
  }

  /// The catalogue's reachable rules no case ended on.
  public var unreached: [Entry] {
    Self.catalogue.filter {
      $0.unreachable == nil && total($0.key) == 0
        && total("recovered \($0.rule) \($0.code)") == 0
    }
  }

  /// The counts as JSON: group → outcome → count, keys sorted.
  public var json: JSONValue {
    .object(
      groups.map { group in
        (
          group,
          .object(
            (counts[group] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, .integer($0.value)) })
        )
      })
  }

  /// Adds a case's outcomes to `group`. Returns `false`, adding nothing, when a count would
  /// overflow (counts read from a report file can be anything).
  @discardableResult
  public mutating func add(_ outcomes: [String: Int], group: String) -> Bool {
    guard !outcomes.isEmpty else { return true }
    guard fits(outcomes, group: group) else { return false }
    // Checked first, then added in place (the group's table is not copied).
    for (key, n) in outcomes { counts[group, default: [:]][key, default: 0] += n }
    return true
  }

  /// Adds another campaign's coverage (merging shards). Returns `false`, adding nothing, when a
  /// count would overflow.
  @discardableResult
  public mutating func merge(_ other: FuzzCoverage) -> Bool {
    guard other.counts.allSatisfy({ fits($0.value, group: $0.key) }) else { return false }
    for (group, outcomes) in other.counts { add(outcomes, group: group) }
    return true
  }

  /// Whether adding `outcomes` to `group` keeps every count representable.
  private func fits(_ outcomes: [String: Int], group: String) -> Bool {
    let current = counts[group] ?? [:]
    return outcomes.allSatisfy {
      !(current[$0.key] ?? 0).addingReportingOverflow($0.value).overflow
    }
  }

  /// The table `listkit fuzz --coverage` prints: a row per catalogue rule (rejections, with
  /// recoveries as `+n rec`), then any other rejection the cases met, then the accepted
  /// operations; a column per group and a total. A rule no case reached is marked `unreached`.
  ///
  /// `complete`: the cases came from every target (`--target all`), so a reachable rule that no
  /// case reached is marked `UNREACHED`; a campaign of one target reaches only its part of the
  /// catalogue, and the footer just counts what it reached.
  public func table(complete: Bool = true) -> String {
    let groups = groups
    var rows: [[String]] = []
    let header = ["outcome"] + groups + ["total"]
    func row(_ label: String, _ keys: [String]) -> [String] {
      let cells = groups.map { group -> String in
        let values = keys.map { counts[group]?[$0] ?? 0 }
        return Self.cell(values)
      }
      let totals = keys.map { total($0) }
      return [label] + cells + [Self.cell(totals)]
    }
    var listed = Set<String>()
    for entry in Self.catalogue {
      let recovered = "recovered \(entry.rule) \(entry.code)"
      listed.formUnion([entry.key, recovered])
      var line = row("\(entry.rule) \(entry.code)", [entry.key, recovered])
      if total(entry.key) + total(recovered) == 0 {
        line[line.count - 1] = entry.unreachable != nil ? "n/a" : complete ? "UNREACHED" : "·"
      }
      rows.append(line)
    }
    let others = Set(counts.values.flatMap(\.keys)).subtracting(listed).sorted()
    for key in others where !key.hasPrefix("accepted ") {
      rows.append(row(key.replacingOccurrences(of: "rejected ", with: ""), [key]))
    }
    rows.append([])
    for key in others where key.hasPrefix("accepted ") {
      rows.append(row(key, [key]))
    }
    let widths = (0..<header.count).map { column in
      ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func format(_ cells: [String]) -> String {
      guard !cells.isEmpty else { return "" }
      return cells.enumerated().map { column, cell in
        column == 0
          ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ")
    }
    let unreached = unreached
    let reachable = Self.catalogue.filter { $0.unreachable == nil }.count
    var footer = [
      !complete
        ? "\(reachable - unreached.count) of the \(reachable) reachable rules reached (one target reaches its part of the catalogue; --target all reaches every one)"
        : unreached.isEmpty
          ? "all \(reachable) reachable rules were reached"
          : "\(unreached.count) of \(reachable) reachable rules UNREACHED: "
            + unreached.map { "\($0.rule) \($0.code)" }.joined(separator: ", ")
    ]
    for entry in Self.catalogue {
      if let reason = entry.unreachable {
        footer.append("n/a \(entry.rule) \(entry.code): \(reason)")
      }
    }
    return ([format(header)] + rows.map(format) + footer).joined(separator: "\n")
  }

  /// `12`, or `12 +3 rec` when the second value (recoveries) is not zero, or `·` for none.
  static func cell(_ values: [Int]) -> String {
    let first = values.first ?? 0
    let recovered = values.count > 1 ? values[1] : 0
    if first == 0, recovered == 0 { return "·" }
    return recovered == 0 ? "\(first)" : "\(first) +\(recovered) rec"
  }
}
