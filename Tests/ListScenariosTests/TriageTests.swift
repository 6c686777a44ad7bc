import Foundation
import ListKit
import ListScenarios
import ListSimulator
import Testing

/// `Triage`: every wording the simulator prints reads back to its rule and numbers and rebuilds
/// to the same words; the reasons users quoted from real reports are triaged as recorded.
@Suite struct TriageTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// A batch the test builds itself, with random positions, that breaks one rule: what the
  /// simulator prints for it must read back to the same rule and numbers, and triage's own
  /// rebuild must print the same words.
  struct Case {
    var view: ViewKind
    var before: [Int]
    var batch: BatchUpdate
    var after: [Int]
    /// The numbers the message carries, as triage names them.
    var numbers: [String: Int]
    /// The index paths the message carries, as triage names them.
    var paths: [String: IndexPath] = [:]
  }

  static func randomPositions(_ count: Int, in range: Int, _ rng: inout SplitMix64) -> [Int] {
    Array((0..<range).shuffled(using: &rng).prefix(count)).sorted()
  }

  /// Cases of the count and range rules with random numbers and positions.
  static func cases(seed: UInt64) -> [Case] {
    var rng = SplitMix64(seed: seed)
    func r(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    var cases: [Case] = []
    for view in ViewKind.allCases {
      // R2: one section's count does not add up (other sections empty, moves from a neighbour).
      let sections = r(1...3)
      let section = r(0...(sections - 1))
      let before = r(0...30)
      let deleted = r(0...before)
      let inserted = r(0...10)
      var after = before - deleted + inserted + [-2, -1, 1, 3].randomElement(using: &rng)!
      after = max(after, inserted)
      if after == before - deleted + inserted { after += 1 }
      var beforeCounts = [Int](repeating: 0, count: sections)
      var afterCounts = beforeCounts
      beforeCounts[section] = before
      afterCounts[section] = after
      let deletes = randomPositions(deleted, in: before, &rng).map {
        IndexPath(item: $0, section: section)
      }
      let inserts = randomPositions(inserted, in: after, &rng).map {
        IndexPath(item: $0, section: section)
      }
      cases.append(
        Case(
          view: view, before: beforeCounts,
          batch: BatchUpdate(deleteItems: deletes, insertItems: inserts), after: afterCounts,
          numbers: [
            "section": section, "before": before, "after": after, "inserted": inserted,
            "deleted": deleted,
          ]))
      // R1: the section count does not add up.
      let sectionsBefore = r(0...12)
      let sectionsDeleted = r(0...sectionsBefore)
      let sectionsInserted = r(0...4)
      let sectionsAfter =
        sectionsBefore - sectionsDeleted + sectionsInserted + [1, 2].randomElement(using: &rng)!
      cases.append(
        Case(
          view: view, before: [Int](repeating: 0, count: sectionsBefore),
          batch: BatchUpdate(
            deleteSections: randomPositions(sectionsDeleted, in: sectionsBefore, &rng),
            insertSections: randomPositions(sectionsInserted, in: sectionsAfter, &rng)),
          after: [Int](repeating: 0, count: sectionsAfter),
          numbers: [
            "before": sectionsBefore, "after": sectionsAfter, "inserted": sectionsInserted,
            "deleted": sectionsDeleted,
          ]))
      // R3, R4: an item past the end of its section; R5, R6: a section past the end.
      let count = r(0...20)
      let shown = [Int](repeating: 0, count: section) + [count]
      let past = count + r(0...5)
      cases.append(
        Case(
          view: view, before: shown,
          batch: BatchUpdate(insertItems: [IndexPath(item: past + 1, section: section)]),
          after: shown, numbers: ["item": past + 1, "section": section, "count": count]))
      cases.append(
        Case(
          view: view, before: shown,
          batch: BatchUpdate(deleteItems: [IndexPath(item: past, section: section)]),
          after: shown, numbers: ["item": past, "section": section, "count": count]))
      let sectionCount = r(0...6)
      let beyond = sectionCount + r(0...3)
      cases.append(
        Case(
          view: view, before: [Int](repeating: 1, count: sectionCount),
          batch: BatchUpdate(insertSections: [beyond]),
          after: [Int](repeating: 1, count: sectionCount),
          numbers: ["section": beyond, "sections": sectionCount]))
      cases.append(
        Case(
          view: view, before: [Int](repeating: 1, count: sectionCount),
          batch: BatchUpdate(deleteSections: [beyond]),
          after: [Int](repeating: 1, count: sectionCount),
          numbers: ["section": beyond, "sections": sectionCount]))
      // R8: one position deleted and reloaded; R10: inserted and moved to.
      let size = r(2...9)
      let spot = r(0...(size - 2))
      let path = IndexPath(item: spot, section: 0)
      cases.append(
        Case(
          view: view, before: [size],
          batch: BatchUpdate(deleteItems: [path], reloadItems: [path]), after: [size - 1],
          numbers: [:]))
      cases.append(
        Case(
          view: view, before: [size],
          batch: BatchUpdate(
            insertItems: [path],
            moveItems: [PositionMove(from: IndexPath(item: size - 1, section: 0), to: path)]),
          after: [size + 1], numbers: [:], paths: ["path": path]))
      // R9: one position deleted and moved from; R11: two items moved to one place.
      let other = IndexPath(item: size - 1, section: 0)
      cases.append(
        Case(
          view: view, before: [size],
          batch: BatchUpdate(deleteItems: [path], moveItems: [PositionMove(from: path, to: other)]),
          after: [size], numbers: [:], paths: ["path": path]))
      let target = IndexPath(item: 0, section: 0)
      let first = IndexPath(item: size - 1, section: 0)
      let second = IndexPath(item: size - 2, section: 0)
      cases.append(
        Case(
          view: view, before: [size],
          batch: BatchUpdate(moveItems: [
            PositionMove(from: first, to: target), PositionMove(from: second, to: target),
          ]), after: [size],
          numbers: [:], paths: ["first": first, "second": second, "to": target]))
      // R13: a move from past the end of its section, and one to past the end.
      let beyondItem = size + r(0...4)
      cases.append(
        Case(
          view: view, before: [size],
          batch: BatchUpdate(moveItems: [
            PositionMove(from: IndexPath(item: beyondItem, section: 0), to: target)
          ]), after: [size], numbers: ["count": size, "section": 0],
          paths: ["from": IndexPath(item: beyondItem, section: 0)]))
      cases.append(
        Case(
          view: view, before: [size],
          batch: BatchUpdate(moveItems: [
            PositionMove(from: target, to: IndexPath(item: beyondItem, section: 0))
          ]), after: [size], numbers: ["count": size, "section": 0],
          paths: ["from": target, "to": IndexPath(item: beyondItem, section: 0)]))
      // R14–R17: sections inserted or deleted, and moved into, out of or onto in one update.
      let sections2 = r(2...5)
      let chosen = r(0...(sections2 - 1))
      let neighbour = chosen == 0 ? 1 : 0
      cases.append(
        Case(
          view: view, before: [Int](repeating: 1, count: sections2 - 1),
          batch: BatchUpdate(
            insertSections: [chosen],
            moveItems: [
              PositionMove(
                from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: chosen))
            ]), after: [Int](repeating: 1, count: sections2), numbers: ["section": chosen]))
      cases.append(
        Case(
          view: view, before: [Int](repeating: 1, count: sections2),
          batch: BatchUpdate(
            deleteSections: [chosen],
            moveItems: [
              PositionMove(
                from: IndexPath(item: 0, section: chosen), to: IndexPath(item: 0, section: 0))
            ]), after: [Int](repeating: 1, count: sections2 - 1), numbers: ["section": chosen]))
      cases.append(
        Case(
          view: view, before: [Int](repeating: 0, count: sections2),
          batch: BatchUpdate(
            deleteSections: [chosen], moveSections: [PositionMove(from: chosen, to: neighbour)]),
          after: [Int](repeating: 0, count: sections2), numbers: ["section": chosen]))
      cases.append(
        Case(
          view: view, before: [Int](repeating: 0, count: sections2),
          batch: BatchUpdate(
            insertSections: [chosen], moveSections: [PositionMove(from: neighbour, to: chosen)]),
          after: [Int](repeating: 0, count: sections2 + 1), numbers: ["section": chosen]))
    }
    return cases
  }

  static let releases = [
    UIKitRelease(iOS: IOSVersion(12, 4)), UIKitRelease(iOS: IOSVersion(16, 3)),
    UIKitRelease(iOS: IOSVersion(16, 4)), UIKitRelease(iOS: IOSVersion(17, 7)),
  ]

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func everyWordingReadsBackToItsRuleAndNumbers(seed: UInt64) async throws {
    var checked = 0
    for testCase in Self.cases(seed: seed) {
      let scenario = Scenario(
        name: "triage round trip", view: testCase.view, strict: false,
        steps: [
          Scenario.Step(.reloadData(testCase.before.map { .anonymous(count: $0) })),
          Scenario.Step(.batch(testCase.batch, data: testCase.after.map { .anonymous(count: $0) })),
        ])
      for row in await scenario.replayMatrix(Self.releases) {
        let message = try #require(row.message, "\(testCase.batch) on \(row.release)")
        let reports = await Triage.read(message)
        try #require(reports.count == 1, "\(message)")
        let report = reports[0]
        #expect(report.finding.code == row.code, "\(message)")
        #expect(report.finding.view == testCase.view || report.finding.view == nil, "\(message)")
        #expect(report.finding.unread.isEmpty, "\(message)")
        if report.finding.rule != "R2b" {
          for (name, value) in testCase.numbers {
            #expect(report.finding.numbers[name] == value, "\(name) in \(message)")
          }
          for (name, value) in testCase.paths {
            #expect(report.finding.indexPaths[name] == value, "\(name) in \(message)")
          }
        } else {
          #expect(
            report.finding.texts["before"]?.split(separator: ",").compactMap {
              Int($0.trimmingCharacters(in: .whitespaces))
            } == testCase.before, "\(message)")
        }
        let reproduced = report.reproduced
        #expect(reproduced, "\(message)\nrebuilt: \(report.reproducedMessage ?? "none")")
        checked += 1
      }
    }
    #expect(checked == 2 * 16 * Self.releases.count)
  }

  /// The scenario files of the repository: every failure they show, on every era, reads back to
  /// its code, and where triage rebuilds it, to the same words.
  @Test func everyScenarioFilesFailureReadsBack() async throws {
    let root = Self.golden.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenarios")
    var files: [URL] = []
    for folder in ["uikit-rules", "diffable", "releases"] {
      let directory = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      where name.hasSuffix(".json") {
        files.append(directory.appendingPathComponent(name))
      }
    }
    var read = 0
    var rebuilt = 0
    for file in files {
      let scenario = try Scenario.load(contentsOf: file)
      for row in await scenario.replayMatrix(Self.releases) {
        guard let message = row.message, let code = row.code else { continue }
        let reports = await Triage.read(message)
        guard !reports.isEmpty else {
          Issue.record("\(file.lastPathComponent): nothing read in \(message)")
          continue
        }
        #expect(
          reports[0].finding.code == code
            || Self.sharedWordings[code]?.contains(reports[0].finding.code) == true,
          "\(file.lastPathComponent): \(reports[0].finding.code) for \(code): \(message)")
        read += 1
        if reports[0].scenario != nil {
          rebuilt += 1
          let reproduced = reports[0].reproduced
          #expect(reproduced, "\(file.lastPathComponent): \(message)")
        }
      }
    }
    #expect(read > 100 && rebuilt > 60, "\(read) read, \(rebuilt) rebuilt")
  }

  /// Codes whose words are another rule's, as UIKit words them (a reload is reported as a delete).
  static let sharedWordings: [String: Set<String>] = [
    "reloadOfMovedItem": ["reconfigureOfChangedItem"],
    "unknownItem": ["unknownSection"],
    // iOS 13 words duplicate sections as duplicate items ("Fatal: supplied identifiers are not
    // unique."), naming neither.
    "duplicateSectionIdentifiers": ["duplicateItemIdentifiers"],
  ]

  struct CorpusEntry: Decodable {
    var id: String
    var rule: String
    var code: String
    var expect: String
    var reason: String
    var source: String
  }

  static func corpus() throws -> [CorpusEntry] {
    let text = try String(
      contentsOf: golden.appendingPathComponent("triage-corpus.jsonl"), encoding: .utf8)
    return try text.split(separator: "\n").map {
      try JSONDecoder().decode(CorpusEntry.self, from: Data($0.utf8))
    }
  }

  /// Reasons quoted in public issue trackers and forums (the file gives each one's source):
  /// each is read as the rule recorded beside it, and each marked `reproduced` rebuilds to a
  /// scenario that replays to the quoted words (up to addresses and view descriptions) and that,
  /// written and loaded again, passes `listkit replay`.
  @Test func publicReportsAreTriagedAsRecorded() async throws {
    let corpus = try Self.corpus()
    #expect(corpus.count >= 40)
    #expect(corpus.filter { $0.expect == "reproduced" }.count >= 40)
    for entry in corpus {
      #expect(entry.source.hasPrefix("https://"), "\(entry.id)")
      let reports = await Triage.read(entry.reason)
      let report = try #require(reports.first, "\(entry.id): nothing found")
      let (rule, code) = (report.finding.rule, report.finding.code)
      #expect(rule == entry.rule && code == entry.code, "\(entry.id)")
      let status =
        report.reproduced
        ? "reproduced"
        : !report.finding.unread.isEmpty
          ? "cut" : report.scenario != nil ? "mangled" : "explained"
      #expect(status == entry.expect, "\(entry.id): \(status)")
      if entry.expect == "reproduced", let scenario = report.scenario {
        let reloaded = try Scenario.parse(scenario.jsonText())
        let passed = await reloaded.replay().passed
        #expect(passed, "\(entry.id)")
      }
      if entry.expect == "cut" {
        #expect(report.explanation.contains("could not read"), "\(entry.id)")
      }
    }
  }

  /// Numbers no view holds — 19 digits, 40 digits — are read as text, never computed with: the
  /// report says what it could not read, and nothing traps.
  @Test func hugeNumbersAreReadAsTextNotComputed() async throws {
    let huge = "9223372036854775807"
    let texts = [
      "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (\(huge)) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (\(huge) moved in, 0 moved out).",
      "attempt to delete and reload the same index path (<NSIndexPath: 0x0> {length = 2, path = \(huge) - \(huge)})",
      "attempt to move both item at index path <NSIndexPath: 0x0> {length = 2, path = 0 - \(huge)} and <NSIndexPath: 0x0> {length = 2, path = 0 - 1} to <NSIndexPath: 0x0> {length = 2, path = 0 - 0}",
      "attempt to insert section 1234567890123456789012345678901234567890 but there are only 3 sections after the update",
    ]
    for text in texts {
      let report = try #require(await Triage.read(text).first, "\(text)")
      #expect(report.scenario == nil, "\(text)")
      #expect(report.explanation.contains("too large") || !report.finding.unread.isEmpty, "\(text)")
    }
  }

  /// The reports users paste, mutated at random — characters deleted and repeated, brackets and
  /// line breaks inserted, numbers as large as `Int` holds — are read, explained and rebuilt
  /// without a trap (a crafted report once overflowed the arithmetic), and every number a
  /// finding keeps is one a view can hold.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func mutatedReportsNeverTrap(seed: UInt64) async throws {
    let corpus = try Self.corpus()
    var rng = SplitMix64(seed: seed &* 0x9E37_79B9)
    let inserts: [String] = ["9223372036854775807", "(", ")", "{", "-", "0", "\n", "\\", " "]
    for _ in 0..<25 {
      var scalars = Array(
        corpus[Int.random(in: 0..<corpus.count, using: &rng)].reason.unicodeScalars)
      for _ in 0..<(1 + Int.random(in: 0..<6, using: &rng)) where !scalars.isEmpty {
        let at = Int.random(in: 0..<scalars.count, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: scalars.remove(at: at)
        case 1: scalars.insert(scalars[at], at: at)
        case 2:
          // A number of the text, from `at` on, becomes as large as `Int` holds.
          guard let start = scalars[at...].firstIndex(where: { ("0"..."9").contains($0) })
          else { continue }
          let end = scalars[start...].firstIndex { !("0"..."9").contains($0) } ?? scalars.endIndex
          scalars.replaceSubrange(start..<end, with: "9223372036854775807".unicodeScalars)
        default:
          scalars.insert(
            contentsOf: inserts[Int.random(in: 0..<inserts.count, using: &rng)].unicodeScalars,
            at: at)
        }
      }
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars)
      for report in await Triage.read(String(view)) {
        #expect(!report.explanation.isEmpty)
        #expect(report.finding.numbers.values.allSatisfy { $0 <= Int(Int32.max) })
      }
    }
  }

  @Test func textWithoutAListExceptionFindsNothing() async {
    #expect(await Triage.read("").isEmpty)
    #expect(
      await Triage.read(
        "*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 2]'"
      ).isEmpty)
    #expect(await Triage.read(String(repeating: "invalid number of ", count: 2000)).isEmpty)
  }

  @Test func aCrashReportGivesItsReasonViewAndIOS() async throws {
    let report = """
      Incident Identifier: 6F0A
      OS Version:          iOS 16.2 (20C65)
      Exception Type:  EXC_CRASH (SIGABRT)
      Last Exception Backtrace:
      0   CoreFoundation  __exceptionPreprocess
      *** Assertion failure in -[UITableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Rows_In_Section:], UITableView.m:2611
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (213) must be equal to the number of rows contained in that section before the update (154), plus or minus the number of rows inserted or deleted from that section (40 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
      """
    let reports = await Triage.read(report)
    let found = try #require(reports.first)
    #expect(reports.count == 1)
    #expect(found.finding.view == .table)
    #expect(found.reportedIOS == IOSVersion(16, 2))
    #expect(
      found.arithmetic.first
        == "section 0 had 154 rows; the batch inserted 40 and deleted 0, so 194 were expected; the data source returned 213"
    )
    #expect(
      found.arithmetic.dropFirst().first == "19 rows reached the data source without an insert")
    #expect(found.reproduced)
    #expect(found.causes.first?.cause.contains("model changed without telling the view") == true)
    #expect(found.matrix.contains { $0.outcome == .raises })
    #expect(found.explanation.contains("  16.2\traises\t← the report's iOS"))
  }

  @Test func aCutMessageSaysWhatItCouldNotRead() async throws {
    let reports = await Triage.read(
      "Invalid update: invalid number of items in section 2.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the upd"
    )
    let report = try #require(reports.first)
    #expect(report.finding.rule == "R2")
    #expect(report.finding.numbers["section"] == 2 && report.finding.numbers["after"] == 5)
    #expect(report.finding.unread == ["before", "inserted"])
    #expect(report.scenario == nil)
    #expect(report.explanation.contains("could not read"))
  }

  /// docs/triage.md's example, from Swift: the Crashlytics-style report of the docs reads as one
  /// table-view R2 that its committed scenario replays.
  @Test func theDocumentedExample() async throws {
    let root = Self.golden.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let crashLog = try String(
      contentsOf: root.appendingPathComponent("docs/examples/crashlytics-report.txt"),
      encoding: .utf8)
    let reports = await Triage.read(crashLog)
    for report in reports where report.reproduced {
      print(report.explanation)
      try report.scenario?.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "crash.json"))
    }
    let report = try #require(reports.first)
    #expect(reports.count == 1 && report.reproduced && report.finding.view == .table)
    let committed = try Scenario.load(
      contentsOf: root.appendingPathComponent("Scenarios/triage/crashlytics-invalid-rows.json"))
    #expect(committed == report.scenario)
  }
}
