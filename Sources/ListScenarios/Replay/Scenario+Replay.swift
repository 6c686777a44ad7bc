import Foundation
import ListKit
import ListSimulator
import Synchronization

extension Scenario {
  /// Replays the scenario: every step in order; the first failing expectation ends it.
  ///
  /// - Parameters:
  ///   - profile: Overrides the file's profile.
  ///   - strict: Overrides the file's strictness.
  ///   - iOSVersion: Overrides the file's iOS version (the release the app runs on).
  ///   - linkedSDK: Overrides the file's linked SDK.
  ///   - trace: Records each step's batches and the view's events in the report.
  public func replay(
    profile: UpdateProfile? = nil, strict: Bool? = nil, iOSVersion: IOSVersion? = nil,
    linkedSDK: IOSVersion? = nil, trace: Bool = false
  ) async -> ScenarioReport {
    await withReplay(
      profile: profile, strict: strict, iOSVersion: iOSVersion, linkedSDK: linkedSDK,
      trace: trace
    ) { await $0.run() }
  }

  /// The one place a scenario's view kind becomes a view: `body` gets a replay of this scenario
  /// on a fresh view of its kind, configured by the file and the overrides.
  func withReplay<R>(
    profile: UpdateProfile?, strict: Bool?, iOSVersion: IOSVersion?,
    linkedSDK: IOSVersion? = nil, trace: Bool, _ body: (any _ScenarioRunner) async -> R
  ) async -> R {
    let configuration = ViewConfiguration(
      profile: profile ?? self.profile, strict: strict ?? self.strict,
      iOSVersion: iOSVersion ?? self.iOSVersion, linkedSDK: linkedSDK ?? self.linkedSDK,
      inWindow: inWindow)
    switch view {
    case .collection:
      return await body(
        _Replay(
          scenario: self,
          view: withViewIsolation { VirtualCollectionView(configuration: configuration) },
          trace: trace))
    case .table:
      return await body(
        _Replay(
          scenario: self,
          view: withViewIsolation { VirtualTableView(configuration: configuration) },
          trace: trace))
    }
  }
}

/// A replay of a scenario, whatever its view: what ``Scenario/withReplay`` hands over.
protocol _ScenarioRunner {
  func run() async -> ScenarioReport
  func explain(_ number: Int) async -> _Explanation
  func firstFailure() async -> (
    outcome: MatrixRow.Outcome, step: Int?, code: String?, message: String?
  )
}

extension _Replay: _ScenarioRunner {}

/// What one step did.
struct _StepOutcome {
  enum Kind { case accepted, recovered, rejected }
  var kind: Kind
  var code: String?
  /// The catalogue's rule of a rejected or recovered step (`R2`, `D6`, `—`).
  var rule: String?
  /// The text of the outcome: given (a recovery), or made from ``error`` when first read (a
  /// rejection's text is read only when a step fails or is traced).
  var message: String? {
    get { _message ?? error.map { _replayCodeAndMessage($0, on: version).1 } }
    set { _message = newValue }
  }
  var _message: String?
  /// A rejection's error, and the iOS version whose texts its message follows.
  var error: (any Error)?
  var version: IOSVersion?
  var changes: ChangeCounts?
  var batches: Int?
  /// For a batch step: the counts the view answered inside the block (`nil`: the block did not
  /// run).
  var countsInBatch: [Int]?
  /// For expectation steps: the mismatch, in words.
  var mismatch: String?
  var sentBatches: [BatchUpdate] = []
  /// The view's error, when the view raised it.
  var viewError: BatchUpdateError?

  static let accepted = _StepOutcome(kind: .accepted)

  /// The view logged an item-count mismatch and reloaded (the `recovering` profile): rule R2.
  mutating func recover(_ message: String) {
    kind = .recovered
    code = Rule.r2ItemCount.code.rawValue
    rule = Rule.r2ItemCount.id
    self.message = message
  }
}

/// Content versions shared with a data source's content provider.
final class _SharedContents: Sendable {
  let map = Mutex<[String: String]>([:])
}

/// The identifier type scenario snapshots use.
typealias ScenarioSnapshot = DiffableDataSourceSnapshot<String, String>

final class _Replay<View: VirtualListView> {
  let scenario: Scenario
  let view: View
  let model = ArrayDataSource(model: [])
  let trace: Bool
  var dataSource: DiffableDataSource<String, String, View>?
  var lines: [String] = []
  /// The content versions the diffable data source reports (what its last apply step named).
  let dataSourceContents = _SharedContents()

  init(scenario: Scenario, view: View, trace: Bool) {
    self.scenario = scenario
    self.view = view
    self.trace = trace
    view.engine.dataSource = model
  }

  nonisolated(nonsending) func run() async -> ScenarioReport {
    var report = ScenarioReport(name: scenario.name, passed: true, trace: [])
    // Accepted operations are counted by name and named `accepted <op>` at the end (no key is
    // made per step).
    // By op name in a short list (a case uses a few kinds of operation): comparing short
    // literal names costs less than hashing them for every step.
    var accepted: [(name: String, count: Int)] = []
    for (index, step) in scenario.steps.enumerated() {
      let eventsBefore = view.engine.eventCount
      let outcome = await perform(step)
      if !step.isExpectation {
        switch outcome.kind {
        case .accepted:
          let name = step.opName
          if let k = accepted.firstIndex(where: { $0.name == name }) {
            accepted[k].count += 1
          } else {
            accepted.append((name, 1))
          }
        case .recovered:
          report.outcomes["recovered \(outcome.rule ?? "—") \(outcome.code ?? "")", default: 0] += 1
        case .rejected:
          report.outcomes["rejected \(outcome.rule ?? "—") \(outcome.code ?? "")", default: 0] += 1
        }
      }
      if trace {
        lines.append("step \(index + 1) (\(step.opName)): \(describe(outcome))")
        for (k, batch) in outcome.sentBatches.enumerated() {
          lines.append("  batch \(k + 1):")
          lines += batch.description.split(separator: "\n").map { "    \($0)" }
        }
        let events = view.engine.events.dropFirst(eventsBefore)
        if !events.isEmpty {
          lines.append("  events:")
          lines += events.map { "    \($0)" }
        }
      }
      if let failure = check(step.expect, outcome) {
        report.passed = false
        report.failedStep = index + 1
        report.failedOp = step.opName
        report.expected = failure.expected
        report.actual = failure.actual
        report.signature = "\(step.opName): \(failure.signature)"
        break
      }
    }
    for (name, count) in accepted { report.outcomes["accepted \(name)", default: 0] += count }
    report.trace = lines
    return report
  }

  func describe(_ outcome: _StepOutcome) -> String {
    switch outcome.kind {
    case .accepted: outcome.mismatch.map { "mismatch: \($0)" } ?? "accepted"
    case .recovered: "recovered: \(outcome.message ?? "")"
    case .rejected: "rejected \(outcome.code ?? ""): \(outcome.message ?? "")"
    }
  }

  // MARK: Expectations

  func check(_ expect: Scenario.Expectation, _ outcome: _StepOutcome) -> (
    expected: String, actual: String, signature: String
  )? {
    if let mismatch = outcome.mismatch { return (mismatch, "it does not", "mismatch") }
    // The words are made only for a failing step (every step of a fuzzing campaign passes here).
    func verdictWords() -> (expectedKind: String, actualWords: String, verdict: String) {
      let actualKind: String
      switch outcome.kind {
      case .accepted: actualKind = "accepted"
      case .recovered: actualKind = "recovered"
      case .rejected: actualKind = "rejected \(outcome.code ?? "")"
      }
      let expectedKind = [expect.outcome.rawValue, expect.error].compactMap { $0 }.joined(
        separator: " ")
      let actualWords: String
      switch outcome.kind {
      case .accepted: actualWords = "it was accepted"
      case .recovered: actualWords = "it was recovered (\(outcome.message ?? ""))"
      case .rejected:
        actualWords = "it was rejected \(outcome.code ?? ""): \(outcome.message ?? "")"
      }
      return (expectedKind, actualWords, "expected \(expectedKind), was \(actualKind)")
    }
    switch (expect.outcome, outcome.kind) {
    case (.accepted, .accepted), (.rejected, .rejected), (.recovered, .recovered): break
    default:
      let words = verdictWords()
      return ("expected \(words.expectedKind)", words.actualWords, words.verdict)
    }
    if let code = expect.error, code != outcome.code {
      let words = verdictWords()
      return ("expected \(expect.outcome.rawValue) \(code)", words.actualWords, words.verdict)
    }
    if let message = expect.message,
      !MessageMatching.matches(expected: message, actual: outcome.message ?? "")
    {
      return (
        "expected the message \"\(message)\"", "the message was \"\(outcome.message ?? "")\"",
        "message"
      )
    }
    if let changes = expect.changes {
      let actual = outcome.changes ?? ChangeCounts()
      if changes.contains(where: { actual[$0.key] != $0.value }) {
        let wrong = changes.keys.sorted().filter { actual[$0] != changes[$0] }
        let want = wrong.map { "\($0): \(changes[$0]!)" }.joined(separator: ", ")
        let have = wrong.map { "\($0): \(actual[$0] ?? 0)" }.joined(separator: ", ")
        return (
          "expected changes {\(want)}", "the data source sent {\(have)}",
          "changes \(wrong.joined(separator: ", "))"
        )
      }
    }
    if let batches = expect.batches, batches != (outcome.batches ?? 0) {
      return (
        "expected \(batches) batch\(batches == 1 ? "" : "es")",
        "it made \(outcome.batches ?? 0)", "batches"
      )
    }
    if let counts = expect.countsInBatch, counts != outcome.countsInBatch {
      return (
        "expected the counts \(counts) inside the batch",
        outcome.countsInBatch.map { "the view answered \($0)" } ?? "the batch's block did not run",
        "counts in batch"
      )
    }
    return nil
  }
}
