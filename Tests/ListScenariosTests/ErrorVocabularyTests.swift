import Foundation
import ListKit
import ListScenarios
import ListSimulator
import Testing

/// Every error type speaks the one vocabulary (`ListError`): the code scenarios expect, the rule,
/// the message and whether it is UIKit's, read through the protocol without knowing the type.
@Suite struct ErrorVocabularyTests {
  @Test func everyErrorTypeIsReadThroughTheProtocol() throws {
    let view = BatchUpdateError(
      code: .invalidItemCount, message: "Invalid update: …", rule: "R2", isUIKitMessage: true,
      arithmetic: "section 0: 3 after ≠ 2 before")
    let snapshot = SnapshotError<Int, String>.unknownSection(7, .appendItems)
    let dataSource = DiffableDataSourceError.engineBatchRejected(view, batch: BatchUpdate())
    let file = ScenarioFormatError(location: "steps[0]", reason: "missing key \"op\"")
    let errors: [any Error] = [view, snapshot, dataSource, file]
    let read = errors.map { _codeAndMessage(of: $0) }
    #expect(
      read.map(\.code) == ["invalidItemCount", "unknownSection", "invalidItemCount", "malformed"])
    let vocabulary = errors.compactMap { $0 as? any ListError }
    #expect(vocabulary.count == 4)
    #expect(vocabulary.map(\.rule) == ["R2", "D6", "R2", "—"])
    #expect(vocabulary.map(\.isUIKitMessage) == [true, true, false, false])
    #expect(view.explanation == "section 0: 3 after ≠ 2 before")
    #expect(snapshot.explanation.contains("appendItems(_:toSection: 7)"))
    // Generic snapshot errors of any identifier types, and text by iOS version.
    let duplicates: any Error = SnapshotError<Never, UUID>.duplicateItemIdentifiers([UUID()])
    #expect(
      _codeAndMessage(of: duplicates, on: IOSVersion(13, 3)).message
        == "Fatal: supplied identifiers are not unique.")
    #expect(_codeAndMessage(of: CancellationError()).code == "cancelled")
  }

  /// Every snapshot error names a rule of part C (D…).
  @Test func snapshotErrorsNameTheirRule() {
    let errors: [SnapshotError<String, String>] =
      SnapshotOperation.allCases.flatMap { operation in
        [
          .duplicateItemIdentifiers(["a"], operation),
          .duplicateSectionIdentifiers(["s"], operation),
          .sectionAlreadyExists(["s"], operation), .duplicateOutlineItems(["a"], operation),
          .unknownSection("s", operation), .unknownItem("a", operation),
          .itemAlreadyExists(["a"], operation),
        ]
      } + [
        .noSections, .itemRelativeToItself("a"), .reloadUnknownItem("a"),
        .reconfigureUnknownItem("a"),
      ]
    for error in errors {
      #expect(error.rule.hasPrefix("D"), "\(error)")
      #expect(error.stableCode == error.stableCode)
    }
  }
}
