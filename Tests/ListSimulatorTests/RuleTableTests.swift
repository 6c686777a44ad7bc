import Foundation
import ListFuzz
import ListKit
import Testing

@testable import ListSimulator

/// The rule table is the one place a rule's id, code and provenance are written: the docs'
/// table of rules lists every entry, and every code the view raises has an entry.
@Suite struct RuleTableTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/uikit-rules.md")

  @Test func everyRuleIsInTheDocsTable() throws {
    let text = try String(contentsOf: Self.docs, encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") }
    for rule in Rule.all {
      let found = rows.contains { row in
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        return cells.count > 2 && cells[0] == rule.id
          && cells[1].contains("`\(rule.code.rawValue)`")
      }
      #expect(found, "docs/uikit-rules.md has no row | \(rule.id) | `\(rule.code.rawValue)` |")
    }
  }

  @Test func everyViewCodeHasARule() {
    let codes = Set(Rule.all.map(\.code))
    for code in BatchUpdateError.Code.allCases {
      #expect(codes.contains(code), "\(code) has no entry in the rule table")
    }
  }

  /// Strict-only rules are exactly the ones the strict checks raise: a lenient view never
  /// raises their codes (random batches, planned and corrupted, both kinds).
  @Test(arguments: 0..<400)
  func strictOnlyRulesNeverFireWhenLenient(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var c = BatchCases.planned(&rng)
    BatchCases.corrupt(&c.batch, &rng, sections: max(c.old.count, c.new.count))
    let strictCodes = Set(Rule.all.filter(\.strictOnly).map(\.code))
    for kind in ViewKind.allCases {
      let model = ArrayDataSource(sections: c.old.map { $0.map(ItemIdentity.init) })
      let view = VirtualView(
        kind: kind, dataSource: model, configuration: ViewConfiguration(strict: false))
      try view.reloadData()
      model.sections = c.new.map { $0.map(ItemIdentity.init) }
      do {
        try view.perform(c.batch)
      } catch {
        #expect(!strictCodes.contains(error.code), "seed \(seed) \(kind): \(error)")
        let listed = Rule.all.contains {
          $0.id == error.rule && $0.code == error.code
            && $0.isUIKitMessage(for: kind) == error.isUIKitMessage
        }
        #expect(listed, "seed \(seed) \(kind): \(error) is not in the rule table")
      }
    }
  }
}
