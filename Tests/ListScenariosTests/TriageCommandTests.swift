import Foundation
import ListFuzz
import ListKitCLI
import ListScenarios
import Synchronization
import Testing

@Suite struct TriageCommandTests {
  /// `listkit triage`: 0 with a report and a scenario file that replays, 1 for text without a
  /// list exception, 64 for a wrong command line, 65 for a file it cannot read as text.
  @Test func triageExitsAndWritesAReplayableScenario() async throws {
    let directory = NSTemporaryDirectory() + "listkit-triage-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let log = directory + "/crash.log"
    try """
    2026-11-02 10:41:07.123 Feed[4312:88] *** Assertion failure in -[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:animator:collectionViewAnimator:], UICollectionView.m:7962
    2026-11-02 10:41:07.131 Feed[4312:88] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
    Data source before updates = { 2 sections with item counts: [3, 5] }
    Data source after updates = { 2 sections with item counts: [4, 5] }
    Updates = [
    \tDelete item (0 - 2),
    \tInsert item (1 - 0)
    ]
    Collection view: <UICollectionView: 0x13d83c600; frame = (0 0; 390 844); clipsToBounds = YES>'
    """.write(toFile: log, atomically: true, encoding: .utf8)
    let scenarioPath = directory + "/crash.json"
    let found = await runTool(["triage", log, "--out", scenarioPath])
    #expect(found.code == 0, "\(found.err)")
    #expect(found.out.hasPrefix("R2b invalidItemCount: the item counts do not add up"))
    #expect(
      found.out.contains(
        "section 0 had 3 items; the batch inserted 0 and deleted 1, so 2 were expected; the data source returned 4 — 2 reached the data source without an insert"
      ))
    #expect(found.out.contains("reproduced: the scenario replays to the same rule and words"))
    #expect(found.out.contains("scenario written: \(scenarioPath)"))
    let replayed = await runTool(["replay", scenarioPath])
    #expect(replayed.code == 0, "\(replayed.out)")

    let svg = await runTool(["triage", log, "--format", "svg"])
    #expect(svg.code == 0 && svg.out.hasPrefix("<svg") && svg.out.hasSuffix("</svg>"))
    let json = await runTool(["triage", log, "--format", "json"])
    #expect(json.code == 0 && json.out.contains("\"reproduced\": true"))

    let matrix = await runTool(["triage", log, "--ios-matrix", "16-17"])
    #expect(matrix.out.contains("16.4\traises") && matrix.out.contains("16.3\tlogs and reloads"))

    let plain = directory + "/plain.log"
    try "Application launched.\nNetwork error -1009.".write(
      toFile: plain, atomically: true, encoding: .utf8)
    let nothing = await runTool(["triage", plain])
    #expect(nothing.code == 1)
    #expect(nothing.out.hasPrefix("nothing found: no list-update exception"))

    #expect(await runTool(["triage"]).code == 64)
    #expect(await runTool(["triage", log, "--format", "pdf"]).code == 64)
    #expect(await runTool(["triage", log, "--ios-matrix", "17-13"]).code == 64)
    #expect(await runTool(["triage", directory + "/missing.log"]).code == 65)
    let binary = directory + "/binary.log"
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: binary))
    let unreadable = await runTool(["triage", binary])
    #expect(unreadable.code == 65 && unreadable.err.contains("is not UTF-8 text"))
  }
}
