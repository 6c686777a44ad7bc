import Foundation
import ListDifferenceKit
import ListKit
import ListSimulator

/// An element of the DifferenceKit fuzz: an item name `"a"` or `"a#2"` (name `a`, content
/// version 2). The view sees the whole string, so a new version at the same place is a reload.
struct _FuzzElement: Differentiable, Hashable {
  let text: String
  var differenceIdentifier: Substring { text.split(separator: "#", maxSplits: 1).first ?? "" }
  func isContentEqual(to source: _FuzzElement) -> Bool { text == source.text }
}

/// A section model of the DifferenceKit fuzz: the section's name, and its version the same way.
struct _FuzzModel: Differentiable, Hashable {
  let text: String
  var differenceIdentifier: Substring { text.split(separator: "#", maxSplits: 1).first ?? "" }
  func isContentEqual(to source: _FuzzModel) -> Bool { text == source.text }
}

extension Fuzzer {
  /// Fuzzes DifferenceKit's staged changesets (`ListDifferenceKit`): random sectioned
  /// collections — repeated element and section identifiers, new versions of elements and of
  /// section models, moves within and across sections — go from one state to the next through
  /// `StagedChangeset(source:target:)`; each stage must be accepted by the strict view with the
  /// data source holding that stage's data, and the last must leave it showing the target. A
  /// failure is shrunk and comes back as a scenario for `listkit replay`.
  ///
  /// `setData` is the data-source code under test: given the data of a stage, it returns what
  /// the data source then holds (the identity: a correct `setData`).
  public static func checkDifferenceKit(
    seed: UInt64 = 1, iterations: Int = 300,
    limits: FuzzLimits = FuzzLimits(maxSections: 4, maxItems: 12, operations: 5),
    view: ViewKind = .table,
    setData: @escaping @Sendable ([FuzzSection]) -> [FuzzSection] = { $0 }
  ) async -> FuzzReport {
    await checkStagedBatchUpdates(
      seed: seed, iterations: iterations, limits: limits, view: view, vary: _varyForDifferenceKit
    ) { old, new in
      let changeset = StagedChangeset(source: sections(old), target: sections(new))
      return changeset.map { stage in
        FuzzStage(batch: batch(stage), data: setData(fuzzSections(stage.data)))
      }
    }
  }

  static func sections(_ data: [FuzzSection]) -> [ArraySection<_FuzzModel, _FuzzElement>] {
    data.map {
      ArraySection(model: _FuzzModel(text: $0.id), elements: $0.items.map(_FuzzElement.init))
    }
  }

  static func fuzzSections(_ data: [ArraySection<_FuzzModel, _FuzzElement>]) -> [FuzzSection] {
    data.map { FuzzSection(id: $0.model.text, items: $0.elements.map(\.text)) }
  }

  /// One stage as one batch, in DifferenceKit's order of calls.
  static func batch<C>(_ stage: Changeset<C>) -> BatchUpdate {
    var batch = BatchUpdate()
    batch.deleteSections = stage.sectionDeleted
    batch.insertSections = stage.sectionInserted
    batch.reloadSections = stage.sectionUpdated
    batch.moveSections = stage.sectionMoved.map { PositionMove(from: $0.source, to: $0.target) }
    batch.deleteItems = stage.elementDeleted.map {
      IndexPath(item: $0.element, section: $0.section)
    }
    batch.insertItems = stage.elementInserted.map {
      IndexPath(item: $0.element, section: $0.section)
    }
    batch.reloadItems = stage.elementUpdated.map {
      IndexPath(item: $0.element, section: $0.section)
    }
    batch.moveItems = stage.elementMoved.map {
      PositionMove(
        from: IndexPath(item: $0.source.element, section: $0.source.section),
        to: IndexPath(item: $0.target.element, section: $0.target.section))
    }
    return batch
  }
}

/// Makes a state DifferenceKit-shaped: now and then an item or a section repeated, an item or a
/// section model at a new version.
func _varyForDifferenceKit(_ state: [FuzzSection], _ random: inout SplitMix64) -> [FuzzSection] {
  var state = state
  func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &random) == 0 }
  for s in state.indices {
    for i in state[s].items.indices where chance(6) {
      let name = state[s].items[i].split(separator: "#").first.map(String.init) ?? ""
      state[s].items[i] = "\(name)#\(Int.random(in: 1...3, using: &random))"
    }
    if !state[s].items.isEmpty, chance(5) {
      let repeated = state[s].items[Int.random(in: 0..<state[s].items.count, using: &random)]
      state[s].items.insert(repeated, at: Int.random(in: 0...state[s].items.count, using: &random))
    }
    if chance(6) {
      let name = state[s].id.split(separator: "#").first.map(String.init) ?? ""
      state[s].id = "\(name)#\(Int.random(in: 1...3, using: &random))"
    }
  }
  if !state.isEmpty, chance(8) {
    state.append(state[Int.random(in: 0..<state.count, using: &random)])
  }
  return state
}
