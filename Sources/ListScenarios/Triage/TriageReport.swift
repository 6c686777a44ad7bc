import ListKit
import ListSimulator

/// One list-update exception, explained and rebuilt.
public struct TriageReport: Sendable {
  /// What was read: the rule, the view, the numbers.
  public var finding: TriageFinding
  /// One line: the rule and what it says.
  public var title: String
  /// The arithmetic spelled out, or what the words say, in sentences.
  public var arithmetic: [String]
  /// The likely causes, most likely first, each with its fix.
  public var causes: [TriageCause]
  /// The scenario that reproduces it (`nil` when the words do not carry enough).
  public var scenario: Scenario?
  /// Whether replaying ``scenario`` raises the same rule with the same words, up to addresses
  /// and view descriptions (``Triage/comparable(_:)``).
  public var reproduced: Bool
  /// What the reproduction printed (`nil` without a scenario).
  public var reproducedMessage: String?
  /// What was made up to rebuild it (placeholder identifiers, which items changed).
  public var inferred: [String]
  /// What each release does with the reproduced batch (empty without a scenario).
  public var matrix: [MatrixRow]
  /// The iOS version the report names, if it names one.
  public var reportedIOS: IOSVersion?
  /// Why there is no ``scenario`` (`nil` when there is one).
  public var notRebuilt: String?

  static func make(_ finding: TriageFinding, hints: _TriageHints) async -> TriageReport {
    var report = TriageReport(
      finding: finding, title: _TriageCatalogue.title(finding),
      arithmetic: _TriageCatalogue.arithmetic(finding),
      causes: _TriageCatalogue.causes(finding), scenario: nil, reproduced: false,
      reproducedMessage: nil, inferred: [], matrix: [], reportedIOS: hints.iOS, notRebuilt: nil)
    guard let plan = finding.plan() else {
      report.notRebuilt = finding.whyNotRebuilt
      return report
    }
    report.inferred = plan.inferred
    let target = Triage.comparable(finding.quoted)
    var best: (Scenario, MatrixRow)?
    for release in plan.releases {
      let scenario = Scenario(
        name: "triage: \(finding.rule) \(finding.code)",
        about:
          "Rebuilt by listkit triage from the reason: "
          + (finding.quoted.count > 400 ? finding.quoted.prefix(400) + "…" : finding.quoted),
        view: plan.view, strict: plan.strict, iOSVersion: release.iOS,
        linkedSDK: release.linkedSDK, steps: plan.steps)
      guard let row = await scenario.replayMatrix([release]).first else { continue }
      if best == nil { best = (scenario, row) }
      if row.code == finding.code || finding.code == "unknownSection",
        let message = row.message,
        Triage.comparable(message).contains(target)
          || target.contains(Triage.comparable(message))
      {
        best = (scenario, row)
        report.reproduced = true
        break
      }
    }
    guard let (found, row) = best else { return report }
    var scenario = found
    // The file checks the failure it reproduces.
    if let step = row.step, scenario.steps.indices.contains(step - 1) {
      scenario.steps[step - 1].expect = Scenario.Expectation(
        outcome: row.outcome == .logsAndReloads ? .recovered : .rejected, error: row.code,
        message: row.message)
    }
    report.scenario = scenario
    report.reproducedMessage = row.message
    var releases = Triage.matrixReleases
    if let version = hints.iOS, case let reported = IOSVersion(version.major, version.minor),
      UIKitRelease.knownVersions.contains(reported),
      !releases.contains(where: { $0.iOS == reported && $0.linkedSDK == reported })
    {
      releases.append(UIKitRelease(iOS: reported))
      releases.sort { ($0.iOS, $0.linkedSDK) < ($1.iOS, $1.linkedSDK) }
    }
    report.matrix = await scenario.replayMatrix(releases)
    return report
  }

  /// The report in words: the title, the arithmetic, the causes, the reproduction and the
  /// matrix.
  public var explanation: String {
    var lines = [title]
    if let view = finding.view {
      lines.append("view: \(view == .collection ? "UICollectionView" : "UITableView")")
    }
    lines.append(contentsOf: arithmetic.map { "  \($0)" })
    if !finding.unread.isEmpty {
      lines.append(
        "  could not read (the text is cut or mangled): \(finding.unread.joined(separator: ", "))")
    }
    if !causes.isEmpty {
      lines.append("likely causes, most likely first:")
      for (index, cause) in causes.enumerated() {
        lines.append("  \(index + 1). \(cause.cause)")
        lines.append("     fix: \(cause.fix)")
      }
    }
    if scenario != nil {
      lines.append(
        reproduced
          ? "reproduced: the scenario replays to the same rule and words"
          : "rebuilt, but the words differ: \(reproducedMessage ?? "no failure")")
      if !inferred.isEmpty { lines.append("  inferred: \(inferred.joined(separator: "; "))") }
    } else {
      lines.append("not rebuilt: \(notRebuilt ?? "the text does not carry what a batch needs")")
    }
    if !matrix.isEmpty {
      lines.append("by release (iOS, linked SDK):")
      for row in matrix {
        let sdk = row.release.linkedSDK == row.release.iOS ? "" : " (SDK \(row.release.linkedSDK))"
        let theReports =
          reportedIOS.map {
            row.release.iOS == IOSVersion($0.major, $0.minor)
              && row.release.linkedSDK == row.release.iOS
          } ?? false
        lines.append(
          "  \(row.release.iOS)\(sdk)\t\(row.outcome.rawValue)\(theReports ? "\t← the report's iOS" : "")"
        )
      }
    }
    return lines.joined(separator: "\n")
  }
}
