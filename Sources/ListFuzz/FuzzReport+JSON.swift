import Foundation
import ListScenarios

/// A fuzz report file (`listkit fuzz --report-json`) that is not one.
public struct FuzzReportFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the file.
  public var reason: String
  /// The same as ``reason``.
  public var description: String { reason }
}

extension FuzzReport {
  /// The report's format name, checked when a report is read back.
  public static let formatName = "listkit-fuzz-report"

  /// The report as one JSON object (`listkit fuzz --report-json`): the campaign (`seed`, `target`,
  /// `shard`), `cases`, `steps`, `seconds`, `coverage` (group → outcome → count) and every
  /// shrunk failure with its scenario, so `listkit fuzz merge` can add shards together.
  public func json(seed: UInt64? = nil, target: String? = nil, shard: (Int, Int)? = nil)
    -> JSONValue
  {
    var pairs: [(key: String, value: JSONValue)] = [
      ("format", .string(Self.formatName)), ("version", .integer(1)),
    ]
    if let seed { pairs.append(("seed", .string(String(seed)))) }
    if let target { pairs.append(("target", .string(target))) }
    if let shard { pairs.append(("shard", .string("\(shard.0)/\(shard.1)"))) }
    pairs += [
      ("cases", .integer(cases)), ("steps", .integer(steps)),
      ("seconds", .number((seconds * 1000).rounded() / 1000)),
      ("coverage", coverage.json),
      (
        "failures",
        .array(
          failures.map { failure in
            .object([
              ("seed", .string(String(failure.seed))), ("target", .string(failure.target.rawValue)),
              ("signature", .string(failure.signature)), ("failure", .string(failure.failure)),
              ("operationsBefore", .integer(failure.operationsBefore)),
              ("operationsAfter", .integer(failure.operationsAfter)),
              ("path", failure.path.map(JSONValue.string) ?? .null),
              ("scenario", failure.scenario.jsonValue),
            ])
          })
      ),
    ]
    return .object(pairs)
  }

  /// Reads a report written by ``json(seed:target:shard:)``; every field is checked and a
  /// count that is negative or would overflow when added is an error, not a trap.
  public init(json text: String) throws(FuzzReportFormatError) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw FuzzReportFormatError(reason: "not JSON (\(error))")
    }
    guard case .object(let pairs) = value else {
      throw FuzzReportFormatError(reason: "expected an object, found \(value.typeName)")
    }
    func field(_ name: String) -> JSONValue? { pairs.first { $0.key == name }?.value }
    guard case .string(Self.formatName) = field("format") else {
      throw FuzzReportFormatError(
        reason: "not a fuzz report: 'format' must be \"\(Self.formatName)\"")
    }
    guard case .integer(1) = field("version") else {
      throw FuzzReportFormatError(reason: "unsupported 'version' (this listkit reads 1)")
    }
    func count(_ value: JSONValue?, _ name: String) throws(FuzzReportFormatError) -> Int {
      guard case .integer(let n) = value, n >= 0 else {
        throw FuzzReportFormatError(reason: "'\(name)' must be a non-negative integer")
      }
      return n
    }
    self.init()
    var origin = FuzzOrigin()
    if let value = field("seed") {
      guard case .string(let text) = value, let seed = UInt64(text) else {
        throw FuzzReportFormatError(reason: "'seed' must be a decimal UInt64 in a string")
      }
      origin.seed = seed
    }
    if let value = field("target") {
      guard case .string(let text) = value else {
        throw FuzzReportFormatError(reason: "'target' must be a string")
      }
      origin.target = text
    }
    if let value = field("shard") {
      guard case .string(let text) = value,
        case let parts = text.split(separator: "/").map({ Int($0) }), parts.count == 2,
        let index = parts[0], let count = parts[1], count > 0, (0..<count).contains(index)
      else {
        throw FuzzReportFormatError(reason: "'shard' must be \"i/n\" with 0 <= i < n")
      }
      (origin.shardIndex, origin.shardCount) = (index, count)
    }
    self.origin = origin
    cases = try count(field("cases"), "cases")
    steps = try count(field("steps"), "steps")
    switch field("seconds") {
    case .number(let s) where s.isFinite && s >= 0: seconds = s
    case .integer(let s) where s >= 0: seconds = Double(s)
    default: throw FuzzReportFormatError(reason: "'seconds' must be a non-negative number")
    }
    guard case .object(let groups) = field("coverage") else {
      throw FuzzReportFormatError(reason: "'coverage' must be an object")
    }
    for (group, outcomes) in groups {
      guard case .object(let entries) = outcomes else {
        throw FuzzReportFormatError(reason: "'coverage.\(group)' must be an object")
      }
      var counts: [String: Int] = [:]
      for (key, n) in entries { counts[key] = try count(n, "coverage.\(group).\(key)") }
      coverage.counts[group] = counts
    }
    guard case .array(let list) = field("failures") else {
      throw FuzzReportFormatError(reason: "'failures' must be an array")
    }
    for (index, entry) in list.enumerated() {
      let name = "failures[\(index)]"
      guard case .object(let f) = entry else {
        throw FuzzReportFormatError(reason: "'\(name)' must be an object")
      }
      func string(_ key: String) throws(FuzzReportFormatError) -> String {
        guard case .string(let s) = f.first(where: { $0.key == key })?.value else {
          throw FuzzReportFormatError(reason: "'\(name).\(key)' must be a string")
        }
        return s
      }
      guard let seed = UInt64(try string("seed")) else {
        throw FuzzReportFormatError(reason: "'\(name).seed' must be a decimal UInt64")
      }
      guard let target = FuzzTarget(rawValue: try string("target")) else {
        throw FuzzReportFormatError(reason: "'\(name).target' is not a fuzz target")
      }
      guard let scenarioValue = f.first(where: { $0.key == "scenario" })?.value else {
        throw FuzzReportFormatError(reason: "'\(name).scenario' is missing")
      }
      let scenario: Scenario
      do {
        scenario = try Scenario(json: scenarioValue)
      } catch {
        throw FuzzReportFormatError(reason: "'\(name).scenario': \(error)")
      }
      var path: String?
      if case .string(let p) = f.first(where: { $0.key == "path" })?.value { path = p }
      failures.append(
        FuzzFailure(
          seed: seed, target: target, scenario: scenario, signature: try string("signature"),
          failure: try string("failure"),
          operationsBefore: try count(
            f.first { $0.key == "operationsBefore" }?.value, "\(name).operationsBefore"),
          operationsAfter: try count(
            f.first { $0.key == "operationsAfter" }?.value, "\(name).operationsAfter"),
          path: path))
    }
  }

  /// What is odd about merging these reports, in words (empty when nothing is): shards of
  /// different campaigns (seeds or targets), or shards of an `n`-way campaign missing.
  public static func mergeWarnings(_ reports: [FuzzReport]) -> [String] {
    let origins = reports.compactMap(\.origin)
    var warnings: [String] = []
    let seeds = Set(origins.compactMap(\.seed))
    if seeds.count > 1 {
      warnings.append(
        "the reports come from \(seeds.count) different seeds (\(seeds.sorted().map(String.init).joined(separator: ", "))): the coverage adds up different campaigns"
      )
    }
    let targets = Set(origins.compactMap(\.target))
    if targets.count > 1 {
      warnings.append(
        "the reports fuzz different targets (\(targets.sorted().joined(separator: ", ")))")
    }
    let counts = Set(origins.compactMap(\.shardCount))
    if counts.count > 1 {
      warnings.append(
        "the reports split their campaigns differently (\(counts.sorted().map { "n = \($0)" }.joined(separator: ", ")))"
      )
    } else if let n = counts.first, seeds.count <= 1 {
      let present = Set(origins.compactMap(\.shardIndex))
      let missing = (0..<n).filter { !present.contains($0) }
      if !missing.isEmpty {
        warnings.append(
          "shard\(missing.count == 1 ? "" : "s") \(missing.prefix(10).map { "\($0)/\(n)" }.joined(separator: ", "))\(missing.count > 10 ? ", …" : "") missing: the merged campaign is incomplete"
        )
      }
    }
    return warnings
  }

  /// Several shards' reports as one campaign's: cases, steps and coverage added, seconds the
  /// longest shard's (shards run side by side), failures deduplicated by signature keeping the
  /// smallest scenario of each (fewest operations, then the lowest seed). Counts that would
  /// overflow are an error.
  public static func merged(_ reports: [FuzzReport]) throws(FuzzReportFormatError) -> FuzzReport {
    var merged = FuzzReport()
    var bySignature: [String: FuzzFailure] = [:]
    // The same shard of the same campaign twice would count its cases twice.
    var seen = Set<FuzzOrigin>()
    for report in reports {
      if let origin = report.origin, origin.shardIndex != nil, !seen.insert(origin).inserted {
        throw FuzzReportFormatError(
          reason:
            "the same shard is given twice (\(origin.description)): its cases would count twice")
      }
      let (cases, o1) = merged.cases.addingReportingOverflow(report.cases)
      let (steps, o2) = merged.steps.addingReportingOverflow(report.steps)
      guard !o1, !o2 else { throw FuzzReportFormatError(reason: "the counts overflow when added") }
      guard merged.coverage.merge(report.coverage) else {
        throw FuzzReportFormatError(reason: "the counts overflow when added")
      }
      (merged.cases, merged.steps) = (cases, steps)
      merged.seconds = max(merged.seconds, report.seconds)
      for failure in report.failures {
        if let kept = bySignature[failure.signature],
          (kept.operationsAfter, kept.seed) <= (failure.operationsAfter, failure.seed)
        {
          continue
        }
        bySignature[failure.signature] = failure
      }
    }
    merged.failures = bySignature.values.sorted {
      ($0.signature, $0.seed) < ($1.signature, $1.seed)
    }
    return merged
  }
}
