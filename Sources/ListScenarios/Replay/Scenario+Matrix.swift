import Foundation
import ListKit
import ListSimulator

/// One row of a version matrix: what a scenario's operations did on one UIKit release.
public struct MatrixRow: Sendable, Hashable {
  /// The release replayed.
  public var release: UIKitRelease
  /// What the app meets there: ``Outcome``.
  public var outcome: Outcome
  /// The 1-based number of the step that raised, or that was logged and reloaded (`nil` when
  /// every operation was accepted).
  public var step: Int?
  /// The error's stable code (`invalidItemCount`), or `nil`.
  public var code: String?
  /// The text UIKit raises or logs on this release, or `nil`.
  public var message: String?

  /// What an app meets on a release.
  public enum Outcome: String, Sendable, Hashable {
    /// An operation raised: the app crashes there.
    case raises
    /// No operation raised, but UIKit logged an invalid update and reloaded the view.
    case logsAndReloads = "logs and reloads"
    /// Every operation was accepted.
    case accepted
  }

  /// `16.4  raises  step 3 invalidItemCount: Invalid batch updates detected: …`.
  public var line: String {
    let what = [step.map { "step \($0)" }, code.map { "\($0):" }, message]
      .compactMap { $0 }.joined(separator: " ")
    return "\(release)\t\(outcome.rawValue)\(what.isEmpty ? "" : "\t\(what)")"
  }
}

extension Scenario {
  /// Replays the scenario's operations on every release of `releases` and says, for each, what
  /// an app meets: the first operation that raises (the app crashes there), otherwise the first
  /// update UIKit logged and reloaded, otherwise nothing. The file's expectations are not
  /// checked (they describe one release); its strictness and window state are kept.
  ///
  /// ```swift
  /// let rows = await scenario.replayMatrix(UIKitRelease.supported(from: IOSVersion(15)))
  /// let crashing = rows.filter { $0.outcome == .raises }.map(\.release.iOS)
  /// ```
  public func replayMatrix(_ releases: [UIKitRelease]) async -> [MatrixRow] {
    var rows: [MatrixRow] = []
    for release in releases {
      let row = await withReplay(
        profile: nil, strict: nil, iOSVersion: release.iOS, linkedSDK: release.linkedSDK,
        trace: false
      ) { await $0.firstFailure() }
      rows.append(
        MatrixRow(
          release: release, outcome: row.outcome, step: row.step, code: row.code,
          message: row.message))
    }
    return rows
  }
}

extension _Replay {
  /// Runs the operation steps (not the expectations) until one raises: that step, else the
  /// first that was logged and reloaded, else none.
  nonisolated(nonsending) func firstFailure() async -> (
    outcome: MatrixRow.Outcome, step: Int?, code: String?, message: String?
  ) {
    var recovered: (Int, String?, String?)?
    for (index, step) in scenario.steps.enumerated() where !step.isExpectation {
      let outcome = await perform(step)
      switch outcome.kind {
      case .accepted: continue
      case .recovered:
        if recovered == nil { recovered = (index + 1, outcome.code, outcome.message) }
      case .rejected:
        return (.raises, index + 1, outcome.code, outcome.message)
      }
    }
    if let (step, code, message) = recovered { return (.logsAndReloads, step, code, message) }
    return (.accepted, nil, nil, nil)
  }
}
