/// Pairs equal identifiers of two arrays: the k-th target occurrence of an identifier takes its
/// k-th source occurrence (as DifferenceKit pairs repeats); the rest are unpaired. One dictionary
/// insert per source element, one look-up per target element.
@usableFromInline
struct _Pairing {
  /// For each target index, the source index it took, or -1.
  @usableFromInline var sourceOfTarget: [Int]
  /// For each source index, the target index that took it, or -1.
  @usableFromInline var targetOfSource: [Int]

  @inlinable
  init<ID: Hashable>(source: ContiguousArray<ID>, target: ContiguousArray<ID>) {
    sourceOfTarget = [Int](repeating: -1, count: target.count)
    targetOfSource = [Int](repeating: -1, count: source.count)
    guard !source.isEmpty, !target.isEmpty else { return }
    // Each identifier's unpaired source occurrences: a list through `next`, from `head`.
    var table = [ID: Int](minimumCapacity: source.count)
    var head: [Int] = []
    var tail: [Int] = []
    var next = [Int](repeating: -1, count: source.count)
    head.reserveCapacity(source.count)
    tail.reserveCapacity(source.count)
    for i in source.indices {
      if let entry = table[source[i]] {
        next[tail[entry]] = i
        tail[entry] = i
      } else {
        table[source[i]] = head.count
        head.append(i)
        tail.append(i)
      }
    }
    for j in target.indices {
      guard let entry = table[target[j]] else { continue }
      let i = head[entry]
      guard i >= 0 else { continue }
      head[entry] = next[i]
      sourceOfTarget[j] = i
      targetOfSource[i] = j
    }
  }
}

extension StagedChangeset
where Collection: RangeReplaceableCollection, Collection.Element: Differentiable {
  /// The stages from `source` to `target` (DifferenceKit's order): element updates, then
  /// deletes, then inserts and moves. Moves are the fewest: the elements outside one longest
  /// increasing subsequence of the kept ones.
  ///
  /// - Complexity: O(n) expected, plus O(k log k) for k elements out of order.
  @inlinable
  public init(source: Collection, target: Collection) {
    self.init(source: source, target: target, section: 0)
  }

  /// The same, with element paths in section `section`.
  @inlinable
  public init(source: Collection, target: Collection, section: Int) {
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
    let pairing = _Pairing(
      source: ContiguousArray(sourceElements.lazy.map(\.differenceIdentifier)),
      target: ContiguousArray(targetElements.lazy.map(\.differenceIdentifier)))
    var updated: [ElementPath] = []
    var deleted: [ElementPath] = []
    var deleteOffset = [Int](repeating: 0, count: sourceElements.count)
    var kept = ContiguousArray<Collection.Element>()
    kept.reserveCapacity(sourceElements.count)
    var running = 0
    for i in sourceElements.indices {
      deleteOffset[i] = running
      let j = pairing.targetOfSource[i]
      if j < 0 {
        deleted.append(ElementPath(element: i, section: section))
        running += 1
      } else {
        if !targetElements[j].isContentEqual(to: sourceElements[i]) {
          updated.append(ElementPath(element: i, section: section))
        }
        kept.append(targetElements[j])
      }
    }
    var inserted: [ElementPath] = []
    var moved: [(source: ElementPath, target: ElementPath)] = []
    let stays = LongestIncreasingSubsequence.membership(pairing.sourceOfTarget)
    for j in targetElements.indices {
      let i = pairing.sourceOfTarget[j]
      if i < 0 {
        inserted.append(ElementPath(element: j, section: section))
      } else if !stays[j] {
        moved.append(
          (
            ElementPath(element: i - deleteOffset[i], section: section),
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
  /// The stages from sectioned `source` to `target`, in DifferenceKit's order: element updates;
  /// section and element deletes; section inserts and moves; element inserts and moves; section
  /// updates. Elements are paired across sections (a pair whose section is deleted or inserted
  /// is a delete and an insert); moves are the fewest.
  ///
  /// - Complexity: O(n) expected in the elements, plus O(k log k) for k out of order.
  @inlinable
  public init(source: Collection, target: Collection) {
    typealias Section = Collection.Element
    typealias Element = Section.Collection.Element
    let sourceSections = ContiguousArray(source)
    let targetSections = ContiguousArray(target)
    let sourceElements = ContiguousArray(sourceSections.map { ContiguousArray($0.elements) })
    let targetElements = ContiguousArray(targetSections.map { ContiguousArray($0.elements) })

    // Sections.
    let sections = _Pairing(
      source: ContiguousArray(sourceSections.lazy.map(\.differenceIdentifier)),
      target: ContiguousArray(targetSections.lazy.map(\.differenceIdentifier)))
    var sectionDeleted: [Int] = []
    var sectionDeleteOffset = [Int](repeating: 0, count: sourceSections.count)
    for s in sourceSections.indices {
      sectionDeleteOffset[s] = sectionDeleted.count
      if sections.targetOfSource[s] < 0 { sectionDeleted.append(s) }
    }
    var sectionInserted: [Int] = []
    var sectionUpdated: [Int] = []
    var sectionMoved: [(source: Int, target: Int)] = []
    let sectionStays = LongestIncreasingSubsequence.membership(sections.sourceOfTarget)
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
    var sourceStart = [Int](repeating: 0, count: sourceSections.count)
    var flatSourceIDs = ContiguousArray<Element.DifferenceIdentifier>()
    var flatSourcePaths = ContiguousArray<ElementPath>()
    for s in sourceElements.indices {
      sourceStart[s] = flatSourceIDs.count
      for (i, element) in sourceElements[s].enumerated() {
        flatSourceIDs.append(element.differenceIdentifier)
        flatSourcePaths.append(ElementPath(element: i, section: s))
      }
    }
    var targetStart = [Int](repeating: 0, count: targetSections.count)
    var flatTargetIDs = ContiguousArray<Element.DifferenceIdentifier>()
    for t in targetElements.indices {
      targetStart[t] = flatTargetIDs.count
      for element in targetElements[t] { flatTargetIDs.append(element.differenceIdentifier) }
    }
    let elements = _Pairing(source: flatSourceIDs, target: flatTargetIDs)
    var flatTargetSections = [Int](repeating: 0, count: flatTargetIDs.count)
    for t in targetElements.indices {
      for j in targetElements[t].indices { flatTargetSections[targetStart[t] + j] = t }
    }
    /// A pair whose sections both stay (the target of a source element, or -1).
    func keptTarget(ofSource flat: Int) -> Int {
      let j = elements.targetOfSource[flat]
      guard j >= 0, sections.sourceOfTarget[flatTargetSections[j]] >= 0 else { return -1 }
      return j
    }
    func keptSource(ofTarget flat: Int) -> Int {
      let i = elements.sourceOfTarget[flat]
      guard i >= 0, sections.targetOfSource[flatSourcePaths[i].section] >= 0 else { return -1 }
      return i
    }

    var elementUpdated: [ElementPath] = []
    var elementDeleted: [ElementPath] = []
    var elementDeleteOffset = [Int](repeating: 0, count: flatSourceIDs.count)
    var firstStage = sourceSections
    var secondStage = ContiguousArray<Section>()
    for s in sourceSections.indices where sections.targetOfSource[s] >= 0 {
      var firstElements = sourceElements[s]
      var secondElements = ContiguousArray<Element>()
      var running = 0
      for i in sourceElements[s].indices {
        let flat = sourceStart[s] + i
        elementDeleteOffset[flat] = running
        let j = keptTarget(ofSource: flat)
        guard j >= 0 else {
          elementDeleted.append(ElementPath(element: i, section: s))
          running += 1
          continue
        }
        let t = flatTargetSections[j]
        let targetElement = targetElements[t][j - targetStart[t]]
        if !targetElement.isContentEqual(to: sourceElements[s][i]) {
          elementUpdated.append(ElementPath(element: i, section: s))
        }
        firstElements[i] = targetElement
        secondElements.append(targetElement)
      }
      firstStage[s] = Section(source: sourceSections[s], elements: firstElements)
      secondStage.append(Section(source: sourceSections[s], elements: secondElements))
    }

    var elementInserted: [ElementPath] = []
    var elementMoved: [(source: ElementPath, target: ElementPath)] = []
    var thirdStage = ContiguousArray<Section>()
    var fourthStage = ContiguousArray<Section>()
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
      // Elements staying in this section keep their order along one longest increasing run.
      var ownOrder = [Int](repeating: -1, count: targetElements[t].count)
      for j in targetElements[t].indices {
        let i = keptSource(ofTarget: targetStart[t] + j)
        if i >= 0, flatSourcePaths[i].section == s { ownOrder[j] = flatSourcePaths[i].element }
      }
      let stays = LongestIncreasingSubsequence.membership(ownOrder)
      for j in targetElements[t].indices {
        let i = keptSource(ofTarget: targetStart[t] + j)
        if i < 0 {
          elementInserted.append(ElementPath(element: j, section: t))
        } else if !stays[j] {
          let path = flatSourcePaths[i]
          elementMoved.append(
            (
              ElementPath(
                element: path.element - elementDeleteOffset[i],
                section: sections.targetOfSource[path.section]),
              ElementPath(element: j, section: t)
            ))
        }
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
