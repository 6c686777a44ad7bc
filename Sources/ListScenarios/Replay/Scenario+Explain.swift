import Foundation
import ListKit
import ListSimulator

extension Scenario {
  /// Explains one step (1-based): the view's state before and after it as small tables, the
  /// declared operations in both index spaces, and which rule fired and why.
  ///
  /// Steps before it are replayed first (their expectations are checked and reported, but a
  /// failure does not stop the explanation).
  public func explain(
    step: Int, profile: UpdateProfile? = nil, strict: Bool? = nil, iOSVersion: IOSVersion? = nil
  ) async -> String {
    await explanation(step: step, profile: profile, strict: strict, iOSVersion: iOSVersion).text
  }

  /// Step `step` as a picture (``StepDiagram``: `svg()`, `html()`), with the text explanation in
  /// it; `nil` for a step the scenario does not have.
  public func diagram(
    step: Int, profile: UpdateProfile? = nil, strict: Bool? = nil, iOSVersion: IOSVersion? = nil
  ) async -> StepDiagram? {
    await explanation(step: step, profile: profile, strict: strict, iOSVersion: iOSVersion)
      .diagram
  }

  /// The one replay behind ``explain(step:profile:strict:iOSVersion:)`` and
  /// ``diagram(step:profile:strict:iOSVersion:)``.
  func explanation(
    step: Int, profile: UpdateProfile?, strict: Bool?, iOSVersion: IOSVersion?
  ) async -> _Explanation {
    guard (1...max(steps.count, 1)).contains(step), !steps.isEmpty else {
      return _Explanation(
        text: "The scenario has \(steps.count) steps; there is no step \(step).", diagram: nil)
    }
    return await withReplay(
      profile: profile, strict: strict, iOSVersion: iOSVersion, trace: false
    ) { await $0.explain(step) }
  }
}

/// A step explained: in words, and as a picture.
struct _Explanation {
  var text: String
  var diagram: StepDiagram?
}

extension _Replay {
  func explain(_ number: Int) async -> _Explanation {
    var out: [String] = []
    let configuration = view.engine.configuration
    out.append("Scenario: \(scenario.name)")
    out.append(
      "View: \(scenario.view.rawValue), profile \(configuration.profile.rawValue) (texts of iOS \(configuration.effectiveVersion(for: scenario.view))), \(configuration.strict ? "strict" : "not strict")"
    )
    for index in 0..<(number - 1) {
      let step = scenario.steps[index]
      let outcome = await perform(step)
      if let failure = check(step.expect, outcome) {
        out.append(
          "(step \(index + 1) (\(step.opName)) did not go as expected: \(failure.expected) but \(failure.actual))"
        )
      }
    }
    let step = scenario.steps[number - 1]
    out.append("")
    out.append("Step \(number) (\(step.opName))")
    out.append("")
    out.append("Before:")
    out += table()
    if !view.engine.countsAreValid {
      out.append(
        "  (the cached counts are invalid: a batch reads its \"before\" counts from the data source, rule A4/R25)"
      )
    }
    let eventsBefore = view.engine.eventCount
    let before = labels(shown: true)
    view.engine.traceReloads()
    let outcome = await perform(step)
    let traces = view.engine.traceReloads()
    if !outcome.sentBatches.isEmpty {
      out.append("")
      out.append("Operations (deletes, reloads and move sources name positions before the update;")
      out.append("inserts and move destinations positions after it):")
      for (k, batch) in outcome.sentBatches.enumerated() {
        if outcome.sentBatches.count > 1 { out.append("  batch \(k + 1):") }
        out += operations(batch, reloads: traces.indices.contains(k) ? traces[k] : nil).map {
          "  \($0)"
        }
      }
    }
    out.append("")
    switch outcome.kind {
    case .accepted:
      if let mismatch = outcome.mismatch {
        out.append("Result: the check failed: \(mismatch)")
      } else {
        out.append("Result: accepted")
      }
    case .recovered:
      out.append("Result: recovered (profile recovering): the view logged and reloaded")
      out.append("  \(outcome.message ?? "")")
    case .rejected:
      out.append("Result: rejected, \(outcome.code ?? "")")
      if let error = outcome.viewError {
        out.append(
          "Rule: \(error.rule) — message \(error.isUIKitMessage ? "is UIKit's" : "is the package's own (UIKit's text is unknown)")"
        )
        if let arithmetic = error.arithmetic { out.append("Why: \(arithmetic)") }
      }
      out.append("Message: \(outcome.message ?? "")")
    }
    let events = view.engine.events.dropFirst(eventsBefore)
    if !events.isEmpty {
      out.append("")
      out.append("Events:")
      out += events.map { "  \($0)" }
    }
    out.append("")
    out.append("After:")
    out += table()
    if let failure = check(step.expect, outcome) {
      out.append("")
      out.append("Expectation: \(failure.expected) but \(failure.actual)")
    } else {
      out.append("")
      out.append("Expectation: met (\(step.expect.outcome.rawValue))")
    }
    let text = out.joined(separator: "\n")
    var diagram = StepDiagram(
      scenario: scenario.name, step: number, operation: step.opName, before: before,
      after: declaredData(step) ?? labels(shown: false),
      outcome: outcome.sentBatches.isEmpty && outcome.kind == .accepted
        ? "no batch" : "\(outcome.kind)",
      code: outcome.code, message: outcome.message ?? outcome.mismatch, text: text)
    if outcome.sentBatches.count == 1, let batch = outcome.sentBatches.first {
      diagram.deletes = batch.deleteItems
      diagram.reloads = batch.reloadItems
      diagram.reconfigures = batch.reconfigureItems
      diagram.inserts = batch.insertItems
      diagram.moves = batch.moveItems
      diagram.sectionDeletes = batch.deleteSections
      diagram.sectionReloads = batch.reloadSections
      diagram.sectionInserts = batch.insertSections
      diagram.sectionMoves = batch.moveSections
    } else if outcome.sentBatches.count > 1 {
      diagram.message =
        "\(outcome.sentBatches.count) batches (drawn as the state before the first and after the last). "
        + (diagram.message ?? "")
    }
    return _Explanation(text: text, diagram: diagram)
  }

  /// The data a batch step gives the data source (kept even when the view rejects the batch).
  func declaredData(_ step: Scenario.Step) -> [[String]]? {
    guard case .batch(_, let data?) = step.operation else { return nil }
    return data.map { section in
      switch section {
      case .identified(_, let items): items
      case .anonymous(let count): Array(repeating: "·", count: min(max(0, count), 100_000))
      }
    }
  }

  /// What the view shows (`shown`) or what its data source holds now, as item labels.
  func labels(shown: Bool) -> [[String]] {
    if shown {
      let counts = view.engine.shownCounts
      let identities = view.engine.shownIdentifiers
      return counts.indices.map { s in
        identities[s].map { $0.map(\.description) }
          ?? Array(repeating: "·", count: min(counts[s], 100_000))
      }
    }
    guard let contents = view.engine.dataSource?.contents() else { return [] }
    let identities = contents.identities
    return contents.counts.indices.map { s in
      (identities.indices.contains(s) ? identities[s] : nil).map { $0.map(\.description) }
        ?? Array(repeating: "·", count: min(max(0, contents.counts[s]), 100_000))
    }
  }

  /// The view's state: one row a section.
  func table() -> [String] {
    let counts = view.engine.shownCounts
    let identities = view.engine.shownIdentifiers
    guard !counts.isEmpty else { return ["  (no sections)"] }
    var rows = ["  section | \(scenario.view.itemsNoun) | shows"]
    for (s, count) in counts.enumerated() {
      // An item whose cell on screen was configured with a content version shows it: `b="2"`.
      let shown =
        identities[s].map { items in
          items.enumerated().map { k, item in
            let content = view.engine.cell(at: IndexPath(item: k, section: s))?.configuredContent
            return item.description + (content.map { "=\($0)" } ?? "")
          }.joined(separator: " ")
        } ?? "(anonymous)"
      rows.append(
        "  \(String(s).padding(7)) | \(String(count).padding(max(5, scenario.view.itemsNoun.count))) | \(shown)"
      )
    }
    return rows
  }

  /// The batch's operations in the index space each refers to. Where a reload's implied insert
  /// landed (rule A3) is read from the view's own validation of the batch (`reloads`), so this
  /// shows what the view did; a batch rejected before its operations were grouped has none.
  func operations(_ batch: BatchUpdate, reloads: _ReloadTargets?) -> [String] {
    var lines: [String] = []
    let sectionTargets = Dictionary(
      (reloads?.sections ?? []).map { ($0.before, $0.after) }, uniquingKeysWith: { a, _ in a })
    let itemTargets = Dictionary(
      (reloads?.items ?? []).map { ($0.before, $0.after) }, uniquingKeysWith: { a, _ in a })
    func implied(_ after: String?) -> String {
      guard let after else { return "(not placed: the batch was rejected before placement)" }
      return "\(after) (after, rule A3)"
    }
    for s in batch.deleteSections { lines.append("deleteSection \(s) (before)") }
    for s in batch.reloadSections {
      lines.append(
        "reloadSection \(s) (before) = delete \(s) (before) + insert \(implied(sectionTargets[s].map(String.init)))"
      )
    }
    for s in batch.insertSections { lines.append("insertSection \(s) (after)") }
    for move in batch.moveSections {
      lines.append("moveSection \(move.from) (before) -> \(move.to) (after)")
    }
    for p in batch.deleteItems { lines.append("deleteItem \(p.shortDescription) (before)") }
    for p in batch.reloadItems {
      lines.append(
        "reloadItem \(p.shortDescription) (before) = delete \(p.shortDescription) (before) + insert \(implied(itemTargets[p]?.shortDescription))"
      )
    }
    for p in batch.reconfigureItems {
      lines.append("reconfigureItem \(p.shortDescription) (before)")
    }
    for p in batch.insertItems { lines.append("insertItem \(p.shortDescription) (after)") }
    for move in batch.moveItems {
      lines.append(
        "moveItem \(move.from.shortDescription) (before) -> \(move.to.shortDescription) (after)")
    }
    if batch.reloadData { lines.append("reloadData (inside the block)") }
    return lines.isEmpty ? ["(no operations)"] : lines
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
