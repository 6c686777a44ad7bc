import Foundation
import ListFuzz
import ListKit
import ListScenarios
import ListSimulator
import ListUIKit

/// Fuzzes an adapter: random object arrays, step by step, through a ``ListAdapter`` on a strict
/// virtual collection view. After every step the view must have accepted every batch, and show
/// one section per distinct object with the number of cells its section controller reports. A
/// failing case is shrunk (fewer steps) and comes back as a scenario of the batches the adapter
/// sent, which `listkit replay` replays.
///
/// ```swift
/// let report = await ListAdapterFuzzer(seed: 1, iterations: 50).check(
///   objects: { previous, random in myFeed.randomNext(previous, using: &random) },
///   sectionController: { object in MySectionController() })
/// #expect(report.passed, "\(report)")
/// ```
///
/// ``checkBuiltIn()`` runs the package's own feed: repeated identifiers, new versions of an
/// object, row counts that change, binding section controllers whose view models change, a
/// controller's `performBatch`, and several `performUpdates` coalesced.
@MainActor
public struct ListAdapterFuzzer {
  /// The campaign's seed; each case's seed is derived from it and the case number.
  public var seed: UInt64
  /// How many cases to run (clamped to 1...1,000,000).
  public var iterations: Int
  /// How many steps each case plans (clamped to 1...1,000).
  public var steps: Int

  /// A fuzzer with the given seed, case count and steps per case, each clamped to its range.
  public init(seed: UInt64 = 1, iterations: Int = 100, steps: Int = 12) {
    self.seed = seed
    self.iterations = max(1, min(iterations, 1_000_000))
    self.steps = max(1, min(steps, 1_000))
  }

  /// One step of a case: the objects the data source returns, how many `performUpdates` calls
  /// are made for them before the update runs, and whether a controller then adds a cell
  /// through `performBatch` (for controllers that can: ``ListAdapterFuzzable``).
  struct Step {
    var objects: [any ListDiffable]
    var coalesced: Int
    var sectionBatch: Int?
    /// Whether the section batch runs alone (awaited before the next step's update) rather
    /// than with the next object update.
    var batchAlone = false
    /// Another section whose controller reloads its section in the same turn (its batch and
    /// the first one are one batch update, as IGListKit's updater coalesces them).
    var reloadedSection: Int?
  }

  /// Checks the user's objects and section controllers. `objects` gets the previous step's
  /// objects and a seeded generator and returns the next ones.
  public func check(
    objects:
      @escaping (_ previous: [any ListDiffable], _ random: inout SplitMix64) -> [any ListDiffable],
    sectionController: @escaping (Any) -> ListSectionController
  ) async -> ListAdapterFuzzReport {
    var report = ListAdapterFuzzReport()
    let start = ContinuousClock.now
    for k in 0..<iterations {
      let caseSeed = Fuzzer.caseSeed(seed, k)
      var random = SplitMix64(seed: caseSeed)
      var planned: [Step] = []
      var previous: [any ListDiffable] = []
      for _ in 0..<steps {
        let next = objects(previous, &random)
        let coalesced = Int.random(in: 0..<4, using: &random) == 0 ? 2 : 1
        let sectionBatch =
          Int.random(in: 0..<3, using: &random) == 0
          ? Int.random(in: 0..<max(1, next.count), using: &random) : nil
        planned.append(
          Step(
            objects: next, coalesced: coalesced, sectionBatch: sectionBatch,
            batchAlone: sectionBatch != nil && Bool.random(using: &random),
            reloadedSection: sectionBatch != nil && Int.random(in: 0..<3, using: &random) == 0
              ? Int.random(in: 0..<max(1, next.count), using: &random) : nil))
        previous = next
      }
      report.cases += 1
      report.steps += planned.count
      guard let signature = await run(planned, sectionController, recorder: nil) else { continue }
      // Shrink with the package's shrinker: fewer steps, while the case fails the same way.
      let shrunk = await _shrinkList(planned) {
        await run($0, sectionController, recorder: nil) == signature
      }
      let recorder = ScenarioRecorder(
        name: "adapter, seed \(caseSeed)",
        about: "Recorded by ListAdapterFuzzer: the batches the adapter sent, shrunk.")
      _ = await run(shrunk, sectionController, recorder: recorder)
      report.failures.append(
        ListAdapterFuzzReport.Failure(
          seed: caseSeed, failure: signature, stepsBefore: planned.count,
          stepsAfter: shrunk.count, scenario: recorder.scenario))
      break
    }
    report.seconds = Double((ContinuousClock.now - start).components.seconds)
    return report
  }

  /// Checks the package's own feed (see the type's documentation).
  public func checkBuiltIn() async -> ListAdapterFuzzReport {
    await check(objects: _FuzzFeed.next, sectionController: _FuzzFeed.controller)
  }

  /// Runs a case; returns what went wrong first (`nil`: nothing).
  private func run(
    _ steps: [Step], _ sectionController: @escaping (Any) -> ListSectionController,
    recorder: ScenarioRecorder?
  ) async -> String? {
    let source = _FuzzDataSource(sectionController)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 440),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.failures.isQuiet = true
    let adapter = ListAdapter(
      updater: ListAdapterUpdater(), viewController: nil, workingRangeSize: 1)
    adapter.failures.isQuiet = true
    adapter.collectionView = view
    adapter.dataSource = source
    recorder?.record(view)
    for (number, step) in steps.enumerated() {
      source.objects = step.objects
      for _ in 1..<step.coalesced { adapter.performUpdates(animated: true) }
      await adapter.performUpdatesAndWait(animated: true)
      if let section = step.sectionBatch,
        let controller = adapter.sectionController(forSection: section) as? any ListAdapterFuzzable
      {
        controller.fuzzAddItem()
        if let other = step.reloadedSection,
          let reloading = adapter.sectionController(forSection: other)
        {
          reloading.collectionContext.performBatch(
            animated: true, updates: { $0.reload(reloading) }, completion: nil)
        }
        if step.batchAlone {
          // The queued batch runs alone (an empty batch queued after it runs with it).
          await adapter.performBatch(animated: true) { _ in }
        }
      }
      if let error = view.raisedExceptions.first ?? adapter.failures.errors.first {
        return "step \(number + 1): \(error.stableCode): \(error.message)"
      }
      var seen = Set<_IdentifierKey>()
      let distinct = step.objects.filter { seen.insert(_IdentifierKey($0)).inserted }
      guard view.numberOfSections == distinct.count else {
        return
          "step \(number + 1): the view shows \(view.numberOfSections) sections for \(distinct.count) objects"
      }
      for section in 0..<distinct.count {
        let expected = adapter.sectionController(forSection: section)?.numberOfItems() ?? -1
        if view.numberOfItems(inSection: section) != expected {
          return
            "step \(number + 1): section \(section) shows \(view.numberOfItems(inSection: section)) cells, its controller reports \(expected)"
        }
      }
    }
    return nil
  }
}

@MainActor
final class _FuzzDataSource: ListAdapterDataSource {
  var objects: [any ListDiffable] = []
  let make: (Any) -> ListSectionController
  init(_ make: @escaping (Any) -> ListSectionController) { self.make = make }
  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { make(object) }
  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}

// MARK: The built-in feed

/// An entry with a version and a number of rows; a post whose comments are view models.
final class _FuzzEntry: ListDiffable {
  let id: Int, version: Int, rows: Int
  init(_ id: Int, _ version: Int, _ rows: Int) {
    (self.id, self.version, self.rows) = (id, version, rows)
  }
  func diffIdentifier() -> any NSObjectProtocol { NSNumber(value: id) }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? _FuzzEntry else { return false }
    return other.version == version && other.rows == rows
  }
}

final class _FuzzPost: ListDiffable {
  let id: String, comments: [Int]
  init(_ id: String, _ comments: [Int]) { (self.id, self.comments) = (id, comments) }
  func diffIdentifier() -> any NSObjectProtocol { id as NSString }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { object is _FuzzPost }
}

final class _FuzzEntryController: ListSectionController, ListAdapterFuzzable {
  var entry: _FuzzEntry?
  var added = 0
  /// The rows added through `performBatch` stay: a new instance of an equal entry is not a
  /// reload, so the count must not change with it.
  override func didUpdate(to object: Any) { entry = object as? _FuzzEntry }
  override func numberOfItems() -> Int { (entry?.rows ?? 0) + added }
  override func cellForItem(at index: Int) -> UICollectionViewCell {
    collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
  }
  func fuzzAddItem() {
    collectionContext.performBatch(
      animated: true,
      updates: { [self] batch in
        added += 1
        batch.insert(in: self, at: [numberOfItems() - 1])
        // What IGListKit's updater cleans up and must be accepted: the same item reloaded
        // twice, and a reload of an item the batch also deletes and inserts again.
        if numberOfItems() > 2 {
          batch.reload(in: self, at: [0])
          batch.reload(in: self, at: [0])
          batch.delete(in: self, at: [1])
          batch.insert(in: self, at: [1])
          batch.reload(in: self, at: [1])
        }
      }, completion: nil)
  }
}

final class _FuzzCommentCell: UICollectionViewCell, ListBindable {
  func bindViewModel(_ viewModel: Any) {
    var content = UIListContentConfiguration.cell()
    content.text = "\(viewModel)"
    contentConfiguration = content
  }
}

final class _FuzzPostController: ListBindingSectionController<_FuzzPost>,
  ListBindingSectionControllerDataSource
{
  override init() {
    super.init()
    dataSource = self
  }
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>, viewModelsFor object: Any
  ) -> [any ListDiffable] {
    (object as? _FuzzPost)?.comments.map { NSNumber(value: $0) } ?? []
  }
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> any UICollectionViewCell & ListBindable {
    collectionContext.dequeueReusableCell(of: _FuzzCommentCell.self, for: self, at: index)
      as? _FuzzCommentCell ?? _FuzzCommentCell()
  }
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize { CGSize(width: 390, height: 44) }
}

@MainActor
enum _FuzzFeed {
  static func controller(_ object: Any) -> ListSectionController {
    object is _FuzzPost ? _FuzzPostController() : _FuzzEntryController()
  }

  /// The next feed: some objects dropped, the rest maybe shuffled, new versions and row counts,
  /// posts with new comments, new objects, and now and then a repeated identifier.
  static func next(_ previous: [any ListDiffable], _ random: inout SplitMix64) -> [any ListDiffable]
  {
    var next = previous.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
    if Bool.random(using: &random) { next.shuffle(using: &random) }
    next = next.map { object in
      guard Int.random(in: 0..<3, using: &random) == 0 else { return object }
      if let post = object as? _FuzzPost {
        return _FuzzPost(post.id, comments(&random))
      }
      let entry = object as! _FuzzEntry
      return _FuzzEntry(
        entry.id, Int.random(in: 0..<3, using: &random), Int.random(in: 0...3, using: &random))
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let object: any ListDiffable =
        Bool.random(using: &random)
        ? _FuzzPost("p\(Int.random(in: 0..<6, using: &random))", comments(&random))
        : _FuzzEntry(
          Int.random(in: 0..<10, using: &random), Int.random(in: 0..<3, using: &random),
          Int.random(in: 0...3, using: &random))
      next.insert(object, at: Int.random(in: 0...next.count, using: &random))
    }
    return next
  }

  static func comments(_ random: inout SplitMix64) -> [Int] {
    Array((0..<8).shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random)))
  }
}
