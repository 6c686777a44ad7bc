import Foundation
import ListKit
import ListSimulator

/// From a crash report to a failing test: reads every list-update exception in a text (a crash
/// report, a console log, the bare reason), explains each — the rule, the arithmetic, the likely
/// causes and their fixes, the releases that raise it — and rebuilds it as a scenario that
/// replays to the same rule and words.
///
/// ```swift
/// let reports = await Triage.read(crashLog)
/// for report in reports {
///   print(report.explanation)
///   try report.scenario?.write(to: URL(fileURLWithPath: "crash.json"))
/// }
/// ```
public enum Triage {
  /// Every list-update exception in `text`, in the order they appear (a reason repeated in the
  /// same text is read once). Text that holds none gives `[]`.
  public static func read(_ text: String) async -> [TriageReport] {
    let findings = _TriageReader.read(text)
    let hints = _TriageHints(text)
    var reports: [TriageReport] = []
    for var finding in findings {
      if finding.view == nil { finding.view = hints.view }
      reports.append(await TriageReport.make(finding, hints: hints))
    }
    return reports
  }

  /// The releases a report's matrix covers: one per era of UIKit's behaviour
  /// (docs/uikit-rules.md, "Outcome by iOS and SDK"), an app linked against an SDK before 16.4
  /// running on 17 among them.
  public static let matrixReleases: [UIKitRelease] = [
    UIKitRelease(iOS: IOSVersion(12, 4)), UIKitRelease(iOS: IOSVersion(13, 7)),
    UIKitRelease(iOS: IOSVersion(15, 8)), UIKitRelease(iOS: IOSVersion(16, 3)),
    UIKitRelease(iOS: IOSVersion(16, 4)),
    UIKitRelease(iOS: IOSVersion(17, 7), linkedSDK: IOSVersion(16, 2)),
    UIKitRelease(iOS: IOSVersion(17, 7)), UIKitRelease(iOS: IOSVersion(18, 7)),
    UIKitRelease(iOS: IOSVersion(26, 1)),
  ]

  /// `text` folded as triage reads it: white space runs (and `\n` escapes) as one space, memory
  /// addresses as `0x0`, and a view's description (`Collection view: <…>`, `UICollectionView
  /// instance: <…>`) cut, so that a reason and its reproduction compare equal "up to addresses
  /// and view descriptions".
  public static func comparable(_ text: String) -> String {
    var folded = _TriageReader.fold(text)
    for marker in [" Collection view: <", " Table view: <", " UICollectionView instance: <"] {
      if let range = folded.range(of: marker) { folded = String(folded[..<range.lowerBound]) }
    }
    folded = folded.replacing(/0x[0-9a-fA-F]+/, with: "0x0")
    folded = folded.replacing("\"", with: "")
    while let last = folded.last, last == "." || last == " " || last == "'" {
      folded.removeLast()
    }
    return folded
  }
}

/// Facts a crash report gives beside the reason: the OS version, and which view class asserted.
struct _TriageHints {
  var iOS: IOSVersion?
  var view: ViewKind?

  init(_ text: String) {
    let folded = _TriageReader.fold(text)
    if let m = folded.firstMatch(
      of: /(?:OS Version|iOS|os_version)[:= ]+(?:iOS |iPhone OS )?(\d+)\.(\d+)(?:\.(\d+))?/)
    {
      iOS = IOSVersion(
        Int(m.output.1) ?? 0, Int(m.output.2) ?? 0, m.output.3.flatMap { Int($0) } ?? 0)
    }
    if folded.contains("-[UITableView ") || folded.contains("UITableView _endCellAnimations") {
      view = .table
    } else if folded.contains("-[UICollectionView ") {
      view = .collection
    }
  }
}

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

/// A likely cause of a failure and what fixes it.
public struct TriageCause: Sendable, Hashable {
  /// What the app probably did.
  public var cause: String
  /// What to change.
  public var fix: String
}
