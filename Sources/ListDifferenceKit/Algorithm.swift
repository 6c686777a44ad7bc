import ListKit

/// How many of the sorted `deleted` positions come before `position`.
@inlinable
func _deletedBefore(_ position: Int, in deleted: [Int]) -> Int {
  var low = 0
  var high = deleted.count
  while low < high {
    let mid = (low + high) / 2
    if deleted[mid] < position { low = mid + 1 } else { high = mid }
  }
  return low
}

/// Which elements and sections of a staged changeset move.
public enum StagedChangesetMoves: Sendable, Hashable {
  /// DifferenceKit's own rule (the default, so a drop-in gives DifferenceKit's stages): walking
  /// the target in order, a kept element stays where it is when it comes from the first source
  /// position not yet taken (by a delete or an earlier target); every other kept element moves.
  /// `[0, 1, 2] → [1, 2, 0]` moves 1 and 2.
  case differenceKit
  /// The fewest moves: the kept elements outside one longest increasing run move.
  /// `[0, 1, 2] → [1, 2, 0]` moves 0. (This package's choice, not DifferenceKit's.)
  case fewest
}

/// DifferenceKit's move rule over one sequence: for each target position in order, whether its
/// source (`sourceOfTarget[j]`, -1 for an insert) is the first source position not yet taken —
/// `taken` holds the deleted positions, and each target takes its source as it is walked.
/// `nil` when nothing moves: the kept sources come in increasing order (then each is the first
/// one not taken when it is reached), checked without allocating.
@inlinable
func _staysByDifferenceKit(_ sourceOfTarget: [Int], taken: () -> [Bool]) -> [Bool]? {
  var last = -1
  var increasing = true
  for i in sourceOfTarget where i >= 0 {
    if i <= last {
      increasing = false
      break
    }
    last = i
  }
  if increasing { return nil }
  var taken = taken()
  var stays = [Bool](repeating: false, count: sourceOfTarget.count)
  var untracked = 0
  for j in sourceOfTarget.indices {
    while untracked < taken.count && taken[untracked] { untracked += 1 }
    let i = sourceOfTarget[j]
    guard i >= 0 else { continue }
    taken[i] = true
    stays[j] = i == untracked
  }
  return stays
}

extension StagedChangeset
where Collection: RangeReplaceableCollection, Collection.Element: Differentiable {
  /// The stages from `source` to `target`, as DifferenceKit makes them: element updates, then
  /// deletes, then inserts and moves, with DifferenceKit's moves
  /// (``StagedChangesetMoves/differenceKit``; `moves: .fewest` for the fewest).
  ///
  /// - Complexity: O(n) expected (with `.fewest`, plus O(k log k) for k elements out of order).
  @inlinable
  public init(source: Collection, target: Collection, moves: StagedChangesetMoves = .differenceKit)
  {
    self.init(source: source, target: target, section: 0, moves: moves)
  }

  /// The same, with element paths in section `section`.
  @inlinable
  public init(
    source: Collection, target: Collection, section: Int,
    moves policy: StagedChangesetMoves = .differenceKit
  ) {
    let sourceElements = ContiguousArray(source)
    let targetElements = ContiguousArray(target)
    if sourceElements.isEmpty && targetElements.isEmpty {
      self.init()
      return
    }
    if targetElements.isEmpty {
      self.init([
        Changeset(
          data: target,
          elementDeleted: sourceElements.indices.map { ElementPath(element: $0, section: section) })
      ])
      return
    }
    if sourceElements.isEmpty {
      self.init([
        Changeset(
          data: target,
          elementInserted: targetElements.indices.map { ElementPath(element: $0, section: section) }
        )
      ])
      return
    }
    let pairing = OccurrencePairing(
      sourceCount: sourceElements.count, targetCount: targetElements.count
    ) {
      sourceElements[$0].differenceIdentifier
    } target: {
      targetElements[$0].differenceIdentifier
    }
    var updated: [ElementPath] = []
    var deleted: [ElementPath] = []
    var deletedIndexes: [Int] = []
    var kept = ContiguousArray<Collection.Element>()
    kept.reserveCapacity(sourceElements.count)
    for i in sourceElements.indices {
      let j = pairing.targetOfSource[i]
      if j < 0 {
        deleted.append(ElementPath(element: i, section: section))
        deletedIndexes.append(i)
      } else {
        if !targetElements[j].isContentEqual(to: sourceElements[i]) {
          updated.append(ElementPath(element: i, section: section))
        }
        kept.append(targetElements[j])
      }
    }
    var inserted: [ElementPath] = []
    var moved: [(source: ElementPath, target: ElementPath)] = []
    let stays: [Bool]?
    switch policy {
    case .fewest:
      stays = LongestIncreasingSubsequence.membershipIfReordered(pairing.sourceOfTarget)
    case .differenceKit:
      stays = _staysByDifferenceKit(pairing.sourceOfTarget) {
        pairing.targetOfSource.map { $0 < 0 }
      }
    }
    for j in targetElements.indices {
      let i = pairing.sourceOfTarget[j]
      if i < 0 {
        inserted.append(ElementPath(element: j, section: section))
      } else if let stays, !stays[j] {
        moved.append(
          (
            ElementPath(element: i - _deletedBefore(i, in: deletedIndexes), section: section),
            ElementPath(element: j, section: section)
          ))
      }
    }
    var stages = ContiguousArray<Changeset<Collection>>()
    if !updated.isEmpty {
      var first = sourceElements
      for i in sourceElements.indices where pairing.targetOfSource[i] >= 0 {
        first[i] = targetElements[pairing.targetOfSource[i]]
      }
      stages.append(Changeset(data: Collection(first), elementUpdated: updated))
    }
    if !deleted.isEmpty {
      stages.append(Changeset(data: Collection(kept), elementDeleted: deleted))
    }
    if !inserted.isEmpty || !moved.isEmpty {
      stages.append(Changeset(data: target, elementInserted: inserted, elementMoved: moved))
    }
    if !stages.isEmpty { stages[stages.count - 1].data = target }
    self.init(stages)
  }
}

extension StagedChangeset
where Collection: RangeReplaceableCollection, Collection.Element: DifferentiableSection {
  /// The stages from sectioned `source` to `target`, as DifferenceKit makes them: element
  /// updates; section and element deletes; section inserts and moves; element inserts and moves;
  /// section updates. Elements are paired across sections (a pair whose section is deleted or
  /// inserted is a delete and an insert); sections and elements move by DifferenceKit's rule
  /// (``StagedChangesetMoves/differenceKit``; `moves: .fewest` for the fewest).
  ///
  /// - Complexity: O(n) expected in the elements (with `.fewest`, plus O(k log k) for k out of
  ///   order).
  @inlinable
  public init(
    source: Collection, target: Collection, moves policy: StagedChangesetMoves = .differenceKit
  ) {
    typealias Section = Collection.Element
    typealias Element = Section.Collection.Element
    let sourceSections = ContiguousArray(source)
    let targetSections = ContiguousArray(target)
    // `Array(_:)` of an array shares its storage: no element is copied.
    let sourceElements = sourceSections.map { Array($0.elements) }
    let targetElements = targetSections.map { Array($0.elements) }

    // Sections.
    let sections = OccurrencePairing(
      source: ContiguousArray(sourceSections.lazy.map { $0.differenceIdentifier }),
      target: ContiguousArray(targetSections.lazy.map { $0.differenceIdentifier }))
    var sectionDeleted: [Int] = []
    var sectionDeleteOffset = [Int](repeating: 0, count: sourceSections.count)
    for s in sourceSections.indices {
      sectionDeleteOffset[s] = sectionDeleted.count
      if sections.targetOfSource[s] < 0 { sectionDeleted.append(s) }
    }
    var sectionInserted: [Int] = []
    var sectionUpdated: [Int] = []
    var sectionMoved: [(source: Int, target: Int)] = []
    let sectionStays: [Bool]
    switch policy {
    case .fewest: sectionStays = LongestIncreasingSubsequence.membership(sections.sourceOfTarget)
    case .differenceKit:
      sectionStays =
        _staysByDifferenceKit(sections.sourceOfTarget) { sections.targetOfSource.map { $0 < 0 } }
        ?? [Bool](repeating: true, count: sections.sourceOfTarget.count)
    }
    for t in targetSections.indices {
      let s = sections.sourceOfTarget[t]
      if s < 0 {
        sectionInserted.append(t)
        continue
      }
      if !targetSections[t].isContentEqual(to: sourceSections[s]) { sectionUpdated.append(t) }
      if !sectionStays[t] { sectionMoved.append((s - sectionDeleteOffset[s], t)) }
    }

    // Elements, paired across all sections (flattened, in order).
    let sourceCount = sourceElements.reduce(0) { $0 + $1.count }
    let targetCount = targetElements.reduce(0) { $0 + $1.count }
    var sourceStart = [Int](repeating: 0, count: sourceSections.count)
    var flatSourceSection: [Int] = []
    var flatSourceIDs = ContiguousArray<Element.DifferenceIdentifier>()
    flatSourceSection.reserveCapacity(sourceCount)
    flatSourceIDs.reserveCapacity(sourceCount)
    for s in sourceElements.indices {
      sourceStart[s] = flatSourceSection.count
      flatSourceSection += repeatElement(s, count: sourceElements[s].count)
      for element in sourceElements[s] { flatSourceIDs.append(element.differenceIdentifier) }
    }
    var targetStart = [Int](repeating: 0, count: targetSections.count)
    var flatTargetSection: [Int] = []
    var flatTargetIDs = ContiguousArray<Element.DifferenceIdentifier>()
    flatTargetSection.reserveCapacity(targetCount)
    flatTargetIDs.reserveCapacity(targetCount)
    for t in targetElements.indices {
      targetStart[t] = flatTargetSection.count
      flatTargetSection += repeatElement(t, count: targetElements[t].count)
      for element in targetElements[t] { flatTargetIDs.append(element.differenceIdentifier) }
    }
    let elements = OccurrencePairing(source: flatSourceIDs, target: flatTargetIDs)
    /// A pair whose sections both stay (the target of a source element, or -1).
    func keptTarget(ofSource flat: Int) -> Int {
      let j = elements.targetOfSource[flat]
      guard j >= 0, sections.sourceOfTarget[flatTargetSection[j]] >= 0 else { return -1 }
      return j
    }
    func keptSource(ofTarget flat: Int) -> Int {
      let i = elements.sourceOfTarget[flat]
      guard i >= 0, sections.targetOfSource[flatSourceSection[i]] >= 0 else { return -1 }
      return i
    }

    var elementUpdated: [ElementPath] = []
    var elementDeleted: [ElementPath] = []
    /// Each source section's deleted element indexes, in order.
    var deletedIn = [[Int]](repeating: [], count: sourceSections.count)
    var firstStage = sourceSections
    var secondStage = ContiguousArray<Section>()
    var anyUpdate = false
    for s in sourceSections.indices where sections.targetOfSource[s] >= 0 {
      var secondElements: [Element] = []
      secondElements.reserveCapacity(sourceElements[s].count)
      for i in sourceElements[s].indices {
        let j = keptTarget(ofSource: sourceStart[s] + i)
        guard j >= 0 else {
          elementDeleted.append(ElementPath(element: i, section: s))
          deletedIn[s].append(i)
          continue
        }
        let t = flatTargetSection[j]
        let targetElement = targetElements[t][j - targetStart[t]]
        if !targetElement.isContentEqual(to: sourceElements[s][i]) {
          elementUpdated.append(ElementPath(element: i, section: s))
          anyUpdate = true
        }
        secondElements.append(targetElement)
      }
      secondStage.append(Section(source: sourceSections[s], elements: secondElements))
    }
    if anyUpdate {
      // The first stage: every kept section with its paired elements in their target versions.
      for s in sourceSections.indices where sections.targetOfSource[s] >= 0 {
        var firstElements = sourceElements[s]
        for i in sourceElements[s].indices {
          let j = keptTarget(ofSource: sourceStart[s] + i)
          guard j >= 0 else { continue }
          let t = flatTargetSection[j]
          firstElements[i] = targetElements[t][j - targetStart[t]]
        }
        firstStage[s] = Section(source: sourceSections[s], elements: firstElements)
      }
    }

    var elementInserted: [ElementPath] = []
    var elementMoved: [(source: ElementPath, target: ElementPath)] = []
    var thirdStage = ContiguousArray<Section>()
    var fourthStage = ContiguousArray<Section>()
    // DifferenceKit's rule: the positions of a target section's source section taken when the
    // section is walked — deleted, or taken by an earlier target section — and then each as the
    // walk takes it (one scratch array, filled per section).
    var taken: [Bool] = []
    for t in targetSections.indices {
      let s = sections.sourceOfTarget[t]
      guard s >= 0 else {
        thirdStage.append(targetSections[t])
        fourthStage.append(targetSections[t])
        continue
      }
      let third = secondStage[s - sectionDeleteOffset[s]]
      thirdStage.append(third)
      fourthStage.append(Section(source: third, elements: targetElements[t]))
      if policy == .differenceKit {
        // Nothing to insert or move when the section's elements all come from its own source
        // section in their order, and no element of that section goes to a later one (then each
        // is the first untaken position when it is reached).
        let count = sourceElements[s].count
        var unchanged = true
        var last = -1
        for j in targetElements[t].indices {
          let i = keptSource(ofTarget: targetStart[t] + j)
          guard i >= 0, flatSourceSection[i] == s, i - sourceStart[s] > last else {
            unchanged = false
            break
          }
          last = i - sourceStart[s]
        }
        if unchanged {
          for e in 0..<count {
            let j = keptTarget(ofSource: sourceStart[s] + e)
            if j >= 0 && flatTargetSection[j] > t {
              unchanged = false
              break
            }
          }
        }
        if unchanged { continue }
        // A kept element stays when it comes from this section's first untaken position.
        taken.removeAll(keepingCapacity: true)
        for e in 0..<count {
          let j = keptTarget(ofSource: sourceStart[s] + e)
          taken.append(j < 0 || flatTargetSection[j] < t)
        }
        var untracked = 0
        for j in targetElements[t].indices {
          while untracked < count && taken[untracked] { untracked += 1 }
          let i = keptSource(ofTarget: targetStart[t] + j)
          if i < 0 {
            elementInserted.append(ElementPath(element: j, section: t))
            continue
          }
          let from = flatSourceSection[i]
          let element = i - sourceStart[from]
          if from == s { taken[element] = true }
          guard from != s || element != untracked else { continue }
          elementMoved.append(
            (
              ElementPath(
                element: element - _deletedBefore(element, in: deletedIn[from]),
                section: sections.targetOfSource[from]),
              ElementPath(element: j, section: t)
            ))
        }
        continue
      }
      // Elements staying in this section keep their order along one longest increasing run.
      var ownOrder = [Int](repeating: -1, count: targetElements[t].count)
      var fromElsewhere = false
      for j in targetElements[t].indices {
        let i = keptSource(ofTarget: targetStart[t] + j)
        if i < 0 { continue }
        if flatSourceSection[i] == s {
          ownOrder[j] = i - sourceStart[s]
        } else {
          fromElsewhere = true
        }
      }
      let stays = LongestIncreasingSubsequence.membershipIfReordered(ownOrder)
      guard stays != nil || fromElsewhere || ownOrder.contains(-1) else { continue }
      for j in targetElements[t].indices {
        let i = keptSource(ofTarget: targetStart[t] + j)
        if i < 0 {
          elementInserted.append(ElementPath(element: j, section: t))
          continue
        }
        let from = flatSourceSection[i]
        guard from != s || stays?[j] == false else { continue }
        let element = i - sourceStart[from]
        elementMoved.append(
          (
            ElementPath(
              element: element - _deletedBefore(element, in: deletedIn[from]),
              section: sections.targetOfSource[from]),
            ElementPath(element: j, section: t)
          ))
      }
    }

    var stages = ContiguousArray<Changeset<Collection>>()
    if !elementUpdated.isEmpty {
      stages.append(Changeset(data: Collection(firstStage), elementUpdated: elementUpdated))
    }
    if !sectionDeleted.isEmpty || !elementDeleted.isEmpty {
      stages.append(
        Changeset(
          data: Collection(secondStage), sectionDeleted: sectionDeleted,
          elementDeleted: elementDeleted))
    }
    if !sectionInserted.isEmpty || !sectionMoved.isEmpty {
      stages.append(
        Changeset(
          data: Collection(thirdStage), sectionInserted: sectionInserted,
          sectionMoved: sectionMoved))
    }
    if !elementInserted.isEmpty || !elementMoved.isEmpty {
      stages.append(
        Changeset(
          data: Collection(fourthStage), elementInserted: elementInserted,
          elementMoved: elementMoved))
    }
    if !sectionUpdated.isEmpty {
      stages.append(Changeset(data: target, sectionUpdated: sectionUpdated))
    }
    if !stages.isEmpty { stages[stages.count - 1].data = target }
    self.init(stages)
  }
}
