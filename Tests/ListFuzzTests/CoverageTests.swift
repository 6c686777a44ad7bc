import Foundation
import ListFuzz
import ListKit
import ListScenarios
import ListSimulator
import Testing

/// Rule coverage and merged campaigns.
@Suite struct CoverageTests {
  /// The coverage a campaign counts (from what the replay saw) equals an independent count of
  /// what the oracle expected of each case's steps: the models' derivation, read from the
  /// scenarios generated again from the case seeds.
  @Test(arguments: [UInt64(11), 12, 13])
  func coverageCountsWhatTheOracleExpected(seed: UInt64) async {
    let iterations = 120
    let configuration = Fuzzer.Configuration(seed: seed, iterations: iterations)
    let report = await Fuzzer(configuration).run()
    #expect(report.passed, "\(report)")
    var expected: [String: [String: Int]] = [:]
    for index in 0..<iterations {
      let caseSeed = Fuzzer.caseSeed(seed, index)
      let target = Fuzzer.target(.all, case: index)
      let program = Fuzzer.program(seed: caseSeed, target: target)
      let scenario = Fuzzer.scenario(program, name: "case")
      let group = "\(program.view.rawValue) \(program.profile.rawValue)"
      for step in scenario.steps where !step.opName.hasPrefix("expect") {
        let key =
          switch step.expect.outcome {
          case .accepted: "accepted \(step.opName)"
          case .rejected: "rejected \(step.expect.error ?? "?")"
          case .recovered: "recovered \(step.expect.error ?? "invalidItemCount")"
          }
        expected[group, default: [:]][key, default: 0] += 1
      }
    }
    // The campaign's keys name the rule too (`rejected R2 invalidItemCount`): drop it to
    // compare with the codes the oracle expects.
    var counted: [String: [String: Int]] = [:]
    for (group, outcomes) in report.coverage.counts {
      for (key, n) in outcomes {
        let parts = key.split(separator: " ")
        let plain =
          parts[0] == "accepted" ? key : "\(parts[0]) \(parts.dropFirst(2).joined(separator: " "))"
        counted[group, default: [:]][plain, default: 0] += n
      }
    }
    #expect(counted == expected)
    // Every rejection names a rule of the catalogue with its code.
    let catalogue = Set(FuzzCoverage.catalogue.map(\.key))
    for key in report.coverage.counts.values.flatMap(\.keys) where key.hasPrefix("rejected ") {
      #expect(catalogue.contains(key) || key.hasSuffix(" invalidInteraction"), "\(key)")
    }
  }

  /// Shards of a campaign, each written as JSON and read back, merge into exactly the
  /// unsharded campaign of the same seed: cases, steps and every coverage count.
  @Test(arguments: [(UInt64(21), 2), (22, 3), (23, 4)])
  func shardsMergeIntoTheUnshardedCampaign(seed: UInt64, shards: Int) async throws {
    let perShard = 40
    let whole = await Fuzzer(Fuzzer.Configuration(seed: seed, iterations: perShard * shards))
      .run()
    var parts: [FuzzReport] = []
    for index in 0..<shards {
      let part = await Fuzzer(
        Fuzzer.Configuration(
          seed: seed, iterations: perShard, jobs: 1 + index % 2, shard: (index, shards))
      ).run()
      let text = part.json(seed: seed, target: "all", shard: (index, shards)).jsonText
      parts.append(try FuzzReport(json: text))
    }
    let merged = try FuzzReport.merged(parts)
    #expect(merged.cases == whole.cases)
    #expect(merged.steps == whole.steps)
    #expect(merged.coverage == whole.coverage)
    #expect(merged.failures.isEmpty && whole.failures.isEmpty)
  }

  static func failure(_ seed: UInt64, _ signature: String, operations: Int) -> FuzzFailure {
    let scenario = Scenario(
      name: "fuzz seed \(seed)", view: .table, profile: .classic, strict: true,
      steps: [Scenario.Step(.reloadData([.identified(id: "s", items: ["a"])]))])
    return FuzzFailure(
      seed: seed, target: .view, scenario: scenario, signature: signature,
      failure: "failed: \(signature)", operationsBefore: 12, operationsAfter: operations)
  }

  /// Merging keeps one failure per signature, the one with the fewest operations (then the
  /// lowest seed), against a brute-force choice over random shard reports.
  @Test(arguments: [UInt64(31), 32, 33, 34])
  func mergeKeepsTheSmallestFailureOfEachSignature(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var reports: [FuzzReport] = []
    var all: [FuzzFailure] = []
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      var report = FuzzReport()
      report.cases = Int.random(in: 0...1000, using: &rng)
      report.steps = report.cases * 12
      report.seconds = Double.random(in: 0...10, using: &rng)
      report.coverage.add(
        ["rejected R2 invalidItemCount": Int.random(in: 0...9, using: &rng)],
        group: Bool.random(using: &rng) ? "table classic" : "collection recovering")
      for _ in 0..<Int.random(in: 0...5, using: &rng) {
        let failure = Self.failure(
          UInt64.random(in: 0...50, using: &rng), ["a", "b", "c"].randomElement(using: &rng)!,
          operations: Int.random(in: 1...6, using: &rng))
        report.failures.append(failure)
        all.append(failure)
      }
      reports.append(try FuzzReport(json: report.json().jsonText))
    }
    let merged = try FuzzReport.merged(reports)
    #expect(merged.cases == reports.reduce(0) { $0 + $1.cases })
    #expect(merged.seconds == reports.map(\.seconds).max())
    for signature in Set(all.map(\.signature)) {
      let candidates = all.filter { $0.signature == signature }
      let best = candidates.min { ($0.operationsAfter, $0.seed) < ($1.operationsAfter, $1.seed) }!
      let kept = merged.failures.filter { $0.signature == signature }
      #expect(kept.count == 1)
      #expect(kept.first?.seed == best.seed)
      #expect(kept.first?.operationsAfter == best.operationsAfter)
      #expect(kept.first?.scenario == best.scenario)
    }
    #expect(merged.failures.count == Set(all.map(\.signature)).count)
  }

  /// The same shard twice is refused (its cases would count twice); a missing shard or shards
  /// of different campaigns are named in warnings.
  @Test func mergeChecksTheShards() throws {
    func shard(_ i: Int, of n: Int, seed: UInt64 = 5) throws -> FuzzReport {
      var report = FuzzReport()
      report.cases = 10
      return try FuzzReport(json: report.json(seed: seed, target: "all", shard: (i, n)).jsonText)
    }
    #expect(throws: FuzzReportFormatError.self) {
      try FuzzReport.merged([try shard(0, of: 3), try shard(1, of: 3), try shard(0, of: 3)])
    }
    let complete = [try shard(0, of: 3), try shard(1, of: 3), try shard(2, of: 3)]
    #expect(FuzzReport.mergeWarnings(complete).isEmpty)
    #expect(try FuzzReport.merged(complete).cases == 30)
    #expect(
      FuzzReport.mergeWarnings([try shard(0, of: 3), try shard(2, of: 3)])
        == ["shard 1/3 missing: the merged campaign is incomplete"])
    let mixed = FuzzReport.mergeWarnings([try shard(0, of: 2), try shard(1, of: 2, seed: 6)])
    #expect(mixed.count == 1 && mixed[0].hasPrefix("the reports come from 2 different seeds"))
    #expect(throws: FuzzReportFormatError.self) {
      try FuzzReport(
        json:
          "{\"format\": \"listkit-fuzz-report\", \"version\": 1, \"shard\": \"4/4\", \"cases\": 1, \"steps\": 0, \"seconds\": 0, \"coverage\": {}, \"failures\": []}"
      )
    }
  }

  /// A file that is not a report, or counts that overflow when added, is an error, not a trap.
  @Test func malformedReportsAreErrors() throws {
    for text in [
      "", "[]", "{\"format\": \"other\"}",
      "{\"format\": \"listkit-fuzz-report\", \"version\": 2}",
      "{\"format\": \"listkit-fuzz-report\", \"version\": 1, \"cases\": -1, \"steps\": 0, \"seconds\": 0, \"coverage\": {}, \"failures\": []}",
      "{\"format\": \"listkit-fuzz-report\", \"version\": 1, \"cases\": 1, \"steps\": 0, \"seconds\": 0, \"coverage\": {\"g\": {\"k\": \"x\"}}, \"failures\": []}",
      "{\"format\": \"listkit-fuzz-report\", \"version\": 1, \"cases\": 1, \"steps\": 0, \"seconds\": 0, \"coverage\": {}, \"failures\": [{\"seed\": \"-3\"}]}",
    ] {
      #expect(throws: FuzzReportFormatError.self, "\(text)") { try FuzzReport(json: text) }
    }
    var big = FuzzReport()
    big.cases = Int.max
    #expect(throws: FuzzReportFormatError.self) {
      try FuzzReport.merged([big, try FuzzReport(json: big.json().jsonText)])
    }
    // Coverage counts that overflow: the merge refuses, and the public merge adds nothing.
    var wide = FuzzReport()
    wide.coverage.add(["accepted apply": Int.max, "accepted edit": 1], group: "table classic")
    #expect(throws: FuzzReportFormatError.self) { try FuzzReport.merged([wide, wide]) }
    var coverage = wide.coverage
    var other = FuzzCoverage()
    other.add(["accepted edit": 1], group: "table classic")
    other.add(["accepted apply": 1], group: "table classic")
    let merged = coverage.merge(other)
    #expect(!merged)
    #expect(coverage == wide.coverage)
    let overflowing = coverage.add(["accepted apply": 1], group: "table classic")
    let fitting = coverage.add(["accepted edit": 2], group: "table classic")
    #expect(!overflowing && fitting)
    #expect(coverage.counts["table classic"]?["accepted edit"] == 3)
  }

  /// The catalogue keeps up with the error vocabulary: every code a view, a snapshot or the data
  /// source raises for a rule (`ErrorCodes`, read by the scenario decoder) has a row, and every
  /// row's code is one of them.
  @Test func theCatalogueCoversEveryErrorCode() {
    let rowCodes = Set(FuzzCoverage.catalogue.map(\.code))
    let notRules: Set = ["invalidInteraction", "cancelled"]
    for code in ErrorCodes.all where !notRules.contains(code) {
      #expect(rowCodes.contains(code), "no coverage row raises \(code)")
    }
    #expect(rowCodes.isSubset(of: Set(ErrorCodes.all)))
    #expect(Set(FuzzCoverage.catalogue.map(\.key)).count == FuzzCoverage.catalogue.count)
  }

  /// The table lists every catalogue rule, marks the unreachable ones `n/a` with a reason, and
  /// names the reachable rules no case hit.
  @Test func tableNamesUnreachedRules() {
    var coverage = FuzzCoverage()
    coverage.add(
      ["rejected R2 invalidItemCount": 3, "recovered R2 invalidItemCount": 2, "accepted apply": 7],
      group: "collection recovering")
    let table = coverage.table()
    #expect(table.contains("R2 invalidItemCount"))
    #expect(table.contains("3 +2 rec"))
    #expect(table.contains("accepted apply"))
    #expect(table.contains("n/a — noDataSource: "))
    let reachable = FuzzCoverage.catalogue.filter { $0.unreachable == nil }.count
    #expect(coverage.unreached.count == reachable - 1)
    #expect(table.contains("\(reachable - 1) of \(reachable) reachable rules UNREACHED"))
    // One target's campaign: no rule is called unreached, the footer counts what was reached.
    let partial = coverage.table(complete: false)
    #expect(!partial.contains("UNREACHED"))
    #expect(partial.contains("1 of the \(reachable) reachable rules reached"))
  }
}
