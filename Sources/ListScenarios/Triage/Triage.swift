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
