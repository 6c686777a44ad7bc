import Foundation
import ListKit
import ListScenarios
import ListSimulator
import Testing

@Suite struct ScenarioFormatTests {
  func malformed(_ text: String) -> ScenarioFormatError? {
    do {
      _ = try Scenario.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func unknownKeyNamesItsPath() {
    let error = malformed(
      #"{"name": "x", "steps": [{"op": "reloadData", "data": []}, {"op": "batch", "updates": {"insertItem": [[0, 1]]}}]}"#
    )
    #expect(error?.location == "steps[1].updates.insertItem")
    #expect(error?.reason == "unknown key (did you mean \"insertItems\"?)")
  }

  @Test func hugeCountsAreMalformedNotACrash() {
    for data in ["[9223372036854775807, 1]", "[4000000000]", "[6000000, 6000000]"] {
      let error = malformed(
        #"{"name": "x", "steps": [{"op": "reloadData", "data": \#(data)}]}"#)
      #expect(error?.location.hasPrefix("steps[0].data[") == true, "\(data)")
    }
    #expect(malformed(#"{"name": "x", "steps": [{"op": "reloadData", "data": [10, 20]}]}"#) == nil)
  }

  @Test func wrongTypeMissingKeyAndBadIndexPath() {
    #expect(
      malformed(#"{"name": 3, "steps": []}"#)?.description
        == "name: expected a string, found an integer")
    #expect(malformed(#"{"steps": []}"#)?.description == "(top level): missing key \"name\"")
    #expect(
      malformed(
        #"{"name": "x", "steps": [{"op": "batch", "updates": {"deleteItems": [[0, "a"]]}}]}"#)?
        .description
        == "steps[0].updates.deleteItems[0]: an index path must be two integers [section, item]")
    // Other lengths are read, so that every batch can be written down; the view rejects them.
    #expect(
      malformed(
        #"{"name": "x", "steps": [{"op": "reloadData", "data": [1]}, {"op": "batch", "updates": {"deleteItems": [[0]]}, "expect": {"outcome": "rejected", "error": "invalidIndexPath"}}]}"#
      ) == nil)
    #expect(
      malformed(
        #"{"name": "x", "steps": [{"op": "batch", "updates": {}, "expect": {"outcome": "rejected"}}]}"#
      )?.location
        == "steps[0].expect")
    #expect(
      malformed(#"{"name": "x", "strict": "yes", "steps": []}"#)?.description
        == "strict: expected a boolean, found a string")
    #expect(
      malformed(#"{"name": "x", "steps": [{"op": "apply", "snapshot": [3]}]}"#)?.location
        == "steps[0].snapshot[0]")
    #expect(malformed(#"{"name": "x", "steps": [{"op": "fly"}]}"#)?.location == "steps[0].op")
  }

  @Test func syntaxErrorsHaveLineAndColumn() {
    let error = malformed("{\n  \"name\": \"x\",\n  \"steps\": [,]\n}")
    #expect(error?.location == "line 3, column 13")
  }

  @Test func messagesAreNormalisedAndPrefixMatched() {
    #expect(
      MessageMatching.matches(
        expected: "a  b\n c (<NSIndexPath: 0xc000000000000016>)",
        actual: "a b c (<NSIndexPath: 0x0>)"))
    #expect(
      MessageMatching.matches(expected: "attempt to insert…", actual: "attempt to insert item 6"))
    #expect(
      MessageMatching.matches(expected: "attempt to insert...", actual: "attempt to insert item 6"))
    #expect(
      !MessageMatching.matches(expected: "attempt to insert", actual: "attempt to insert item 6"))
  }

  @Test func failingScenarioSaysWhatWasExpectedAndWhatHappened() async throws {
    let scenario = try Scenario.parse(
      #"""
      {"name": "wrong expectation", "steps": [
        {"op": "reloadData", "data": [{"id": "s", "items": ["a"]}]},
        {"op": "batch", "data": [{"id": "s", "items": ["a", "b"]}], "updates": {"insertItems": [[0, 1]]},
         "expect": {"outcome": "rejected", "error": "invalidItemCount"}}
      ]}
      """#)
    let report = await scenario.replay()
    #expect(!report.passed)
    #expect(
      report.failureDescription
        == "step 2 (batch): expected rejected invalidItemCount but it was accepted")
  }

  /// `expectSnapshot` fails when the data source holds something else: a small state is printed
  /// whole, a large one by its first difference; an equal one passes.
  /// `expectState` compares what the view shows, item by item, whether a diffable data source
  /// (its own item arrays) or a plain model (identities) fills it.
  @Test func expectStateNamesTheFirstDifference() async throws {
    func replay(_ fill: String, _ expected: String) async throws -> ScenarioReport {
      try await Scenario.parse(
        #"{"name": "state", "steps": ["# + fill + #", {"op": "expectState", "data": "# + expected
          + "}]}"
      ).replay()
    }
    let applied = #"{"op": "apply", "snapshot": [{"id": "s", "items": ["a", "b"]}]}"#
    let reloaded = #"{"op": "reloadData", "data": [{"id": "s", "items": ["a", "b"]}]}"#
    for fill in [applied, reloaded] {
      #expect(try await replay(fill, #"[{"id": "s", "items": ["a", "b"]}]"#).passed, "\(fill)")
      let wrong = try await replay(fill, #"[{"id": "s", "items": ["a", "c"]}]"#)
      #expect(!wrong.passed, "\(fill)")
      #expect(
        (wrong.failureDescription ?? "").contains("section 0, item 1: expected c, found b"),
        "\(wrong.failureDescription ?? "")")
      let swapped = try await replay(fill, #"[{"id": "s", "items": ["b", "a"]}]"#)
      #expect(!swapped.passed, "\(fill)")
    }
  }

  @Test func expectSnapshotNamesTheFirstDifference() async throws {
    func replay(_ applied: String, _ expected: String) async throws -> ScenarioReport {
      try await Scenario.parse(
        #"{"name": "snapshot", "steps": [{"op": "apply", "snapshot": "#
          + applied + #"}, {"op": "expectSnapshot", "snapshot": "# + expected + "}]}"
      ).replay()
    }
    #expect(
      try await replay(
        #"[{"id": "s", "items": ["a", "b"]}]"#, #"[{"id": "s", "items": ["a", "b"]}]"#
      ).passed)
    let small = try await replay(
      #"[{"id": "s", "items": ["a", "b"]}]"#, #"[{"id": "s", "items": ["a", "c"]}]"#)
    #expect(!small.passed)
    #expect(
      (small.failureDescription ?? "").contains("section 0, item 1: expected c, found b"),
      "\((small.failureDescription ?? ""))")
    let renamed = try await replay(
      #"[{"id": "s", "items": ["a"]}, {"id": "t", "items": []}]"#,
      #"[{"id": "s", "items": ["a"]}, {"id": "u", "items": []}]"#)
    #expect((renamed.failureDescription ?? "").contains("section 1 is t, expected u"))
    let missing = try await replay(
      #"[{"id": "s", "items": ["a"]}, {"id": "t", "items": []}]"#, #"[{"id": "s", "items": ["a"]}]"#
    )
    #expect((missing.failureDescription ?? "").contains("2 sections, expected 1"))
    let extra = try await replay(
      #"[{"id": "s", "items": ["a"]}]"#, #"[{"id": "s", "items": ["a"]}, {"id": "t", "items": []}]"#
    )
    #expect((extra.failureDescription ?? "").contains("1 section, expected 2"))
    let items = (0..<60).map { "\"i\($0)\"" }
    var changed = items
    changed[42] = "\"other\""
    let large = try await replay(
      #"[{"id": "s", "items": ["# + items.joined(separator: ", ") + "]}]",
      #"[{"id": "s", "items": ["# + changed.joined(separator: ", ") + "]}]")
    #expect(!large.passed)
    #expect(
      (large.failureDescription ?? "").contains("60 items"), "\((large.failureDescription ?? ""))")
    #expect(
      (large.failureDescription ?? "").contains("section 0, item 42: expected other, found i42"),
      "\((large.failureDescription ?? ""))")
    #expect(!(large.failureDescription ?? "").contains("i41"), "a large state is not printed whole")
  }

  /// A `changes` expectation that the data source's batches do not meet fails, naming the keys
  /// that differ with both counts.
  @Test func wrongChangeCountsAreNamed() async throws {
    func replay(_ changes: String) async throws -> ScenarioReport {
      try await Scenario.parse(
        #"""
        {"name": "changes", "steps": [
          {"op": "apply", "snapshot": [{"id": "s", "items": ["a", "b"]}]},
          {"op": "apply", "snapshot": [{"id": "s", "items": ["b", "a", "c"]}],
           "expect": {"outcome": "accepted", "changes": 
        """# + changes + "}}]}"
      ).replay()
    }
    #expect(try await replay(#"{"insertItems": 1, "moveItems": 1}"#).passed)
    let wrong = try await replay(#"{"insertItems": 2, "moveItems": 1, "deleteItems": 0}"#)
    #expect(!wrong.passed)
    #expect(
      (wrong.failureDescription ?? "").contains(
        "expected changes {insertItems: 2} but the data source sent {insertItems: 1}"),
      "\(wrong.failureDescription ?? "")")
  }

  /// `countsInBatch` is read on batch steps only, never negative, written back by the encoder,
  /// and checked against what the view answers inside the block: the counts the batch starts
  /// from, which a view that never read its data source reads when the batch begins.
  @Test func countsInBatchIsReadWrittenAndChecked() async throws {
    #expect(
      malformed(
        #"{"name": "x", "steps": [{"op": "reloadData", "data": [1], "expect": {"countsInBatch": [1]}}]}"#
      )?.description
        == #"steps[0].expect: "countsInBatch" is checked inside a batch: only a "batch" step takes it"#
    )
    #expect(
      malformed(
        #"{"name": "x", "steps": [{"op": "batch", "updates": {}, "expect": {"countsInBatch": [2, -1]}}]}"#
      )?.description == "steps[0].expect.countsInBatch[1]: a count is never negative, found -1")
    func replay(_ counts: String) async throws -> (Scenario, ScenarioReport) {
      let scenario = try Scenario.parse(
        #"""
        {"name": "counts", "steps": [
          {"op": "setData", "data": [{"id": "s", "items": ["a", "b"]}, {"id": "t", "items": []}]},
          {"op": "batch", "updates": {"insertItems": [[1, 0]]},
           "data": [{"id": "s", "items": ["a", "b"]}, {"id": "t", "items": ["c"]}],
           "expect": {"outcome": "accepted", "countsInBatch": 
        """# + counts + "}}]}")
      return (scenario, await scenario.replay())
    }
    let (scenario, right) = try await replay("[2, 0]")
    #expect(right.passed, "\(right.failureDescription ?? "")")
    #expect(try Scenario.parse(scenario.jsonText()) == scenario)
    let (_, wrong) = try await replay("[2, 1]")
    #expect(
      wrong.failureDescription?.contains(
        "expected the counts [2, 1] inside the batch but the view answered [2, 0]") == true,
      "\(wrong.failureDescription ?? "")")
  }

  @Test func explainShowsTheArithmeticOfACountCheck() async throws {
    let scenario = try Scenario.parse(
      #"""
      {"name": "count", "steps": [
        {"op": "reloadData", "data": [2]},
        {"op": "batch", "data": [3], "updates": {}, "expect": {"outcome": "rejected", "error": "invalidItemCount"}}
      ]}
      """#)
    let text = await scenario.explain(step: 2)
    #expect(
      text.contains(
        "Why: section 0 (section 0 before the update): 3 after ≠ 2 before + 0 inserted − 0 deleted + 0 moved in − 0 moved out = 2"
      ))
    #expect(text.contains("Rule: R2 — message is UIKit's"))
  }
}
