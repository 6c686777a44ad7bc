import Foundation
import ListKit
import ListSimulator

/// One scenario file: a view, a profile, and steps with expectations (`docs/scenarios.md`).
///
/// ```swift
/// let scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: "Scenarios/x.json"))
/// let report = await scenario.replay()
/// #expect(report.passed, "\(report.summaryLine)")
/// ```
public struct Scenario: Sendable, Hashable {
  /// The most items the data of one step may hold (anonymous counts added up): larger files are
  /// malformed rather than a way to exhaust memory.
  public static let maximumItems = 10_000_000

  /// The scenario's name (file key `"name"`).
  public var name: String
  /// A free-text description (file key `"about"`), or `nil`.
  public var about: String?
  /// The kind of view the steps run on.
  public var view: ViewKind
  /// The update profile the view follows.
  public var profile: UpdateProfile
  /// Whether the view runs in strict mode (part of ``configuration``).
  public var strict: Bool
  /// The iOS version the app runs on (file key `"iOS"`, e.g. `"16.4"`): with ``linkedSDK`` it
  /// decides what an invalid batch does and which words UIKit prints
  /// (`ListSimulator.ViewConfiguration`); `nil`: the profile's release.
  public var iOSVersion: IOSVersion?
  /// The iOS SDK the app was linked with (file key `"linkedSDK"`); `nil`: the one of
  /// ``iOSVersion``.
  public var linkedSDK: IOSVersion?
  /// Whether the view is in a window (file key `"window"`, default `true`): a view that is not
  /// reads its "before" counts when a batch begins, after a reload.
  public var inWindow: Bool
  /// The steps, run in order.
  public var steps: [Step]

  /// A scenario of `steps` on a `view` of the release `iOSVersion` / `linkedSDK` (or of
  /// `profile`, when neither is set).
  public init(
    name: String, about: String? = nil, view: ViewKind = .collection,
    profile: UpdateProfile = .classic, strict: Bool = true, iOSVersion: IOSVersion? = nil,
    linkedSDK: IOSVersion? = nil, inWindow: Bool = true, steps: [Step]
  ) {
    self.name = name
    self.about = about
    self.view = view
    self.profile = profile
    self.strict = strict
    self.iOSVersion = iOSVersion
    self.linkedSDK = linkedSDK
    self.inWindow = inWindow
    self.steps = steps
  }

  /// The view configuration the file describes.
  public var configuration: ViewConfiguration {
    ViewConfiguration(
      profile: profile, strict: strict, iOSVersion: iOSVersion, linkedSDK: linkedSDK,
      inWindow: inWindow)
  }

  /// One section of scenario data: identified items, or only a count.
  public enum SectionData: Sendable, Hashable {
    case identified(id: String, items: [String])
    case anonymous(count: Int)
  }

  /// One node of an outline (`applySectionSnapshot`).
  public struct OutlineNode: Sendable, Hashable {
    /// The node's item identifier.
    public var item: String
    /// Whether the node is expanded.
    public var expanded: Bool
    /// The node's children, in order.
    public var children: [OutlineNode]
    /// A node of `item`, collapsed and childless unless told otherwise.
    public init(item: String, expanded: Bool = false, children: [OutlineNode] = []) {
      self.item = item
      self.expanded = expanded
      self.children = children
    }
  }

  /// A snapshot edit, one key naming the method (`{"appendItems": ["x"], "toSection": "a"}`).
  public enum Action: Sendable, Hashable {
    case appendSections([String])
    case insertSections([String], before: String?, after: String?)
    case deleteSections([String])
    case moveSection(String, before: String?, after: String?)
    case reloadSections([String])
    case appendItems([String], toSection: String?)
    case insertItems([String], before: String?, after: String?)
    case deleteItems([String])
    case deleteAllItems
    case moveItem(String, before: String?, after: String?)
    case reloadItems([String])
    case reconfigureItems([String])
  }

  /// The reload and reconfigure marks an `apply` step puts on its snapshot (what
  /// `reloadItems`, `reconfigureItems` and `reloadSections` on the snapshot would record).
  public struct Marks: Sendable, Hashable {
    /// Items marked for reload.
    public var reloadItems: [String]
    /// Items marked for reconfigure.
    public var reconfigureItems: [String]
    /// Sections marked for reload.
    public var reloadSections: [String]
    /// Marks of the given items and sections (none by default).
    public init(
      reloadItems: [String] = [], reconfigureItems: [String] = [], reloadSections: [String] = []
    ) {
      self.reloadItems = reloadItems
      self.reconfigureItems = reconfigureItems
      self.reloadSections = reloadSections
    }
    /// Whether there is no mark at all.
    public var isEmpty: Bool {
      reloadItems.isEmpty && reconfigureItems.isEmpty && reloadSections.isEmpty
    }
  }

  /// What a step must produce.
  public struct Expectation: Sendable, Hashable {
    /// How the view must take the step: accept it, reject it, or recover from it (reload).
    public enum Outcome: String, Sendable, Hashable { case accepted, rejected, recovered }
    /// The outcome the step must have (`accepted` by default).
    public var outcome: Outcome
    /// The error code the outcome must carry, or `nil` to not check it.
    public var error: String?
    /// The message the outcome must match (see ``MessageMatching``), or `nil` to not check it.
    public var message: String?
    /// Change counts, by name, the data source must have sent; `nil` to not check them.
    public var changes: [String: Int]?
    /// The number of batches the step must make, or `nil` to not check it.
    public var batches: Int?
    /// For a `batch` step: the number of items in each section the view must answer when asked
    /// inside the batch's block, once the step's data is in place and before its updates are
    /// declared (UIKit answers with the counts the batch starts from: those it shows, or those
    /// it read from the data source when the batch began if its counts were invalid); `nil` to
    /// not check them.
    public var countsInBatch: [Int]?
    /// An expectation; only the outcome is checked unless other values are given.
    public init(
      outcome: Outcome = .accepted, error: String? = nil, message: String? = nil,
      changes: [String: Int]? = nil, batches: Int? = nil, countsInBatch: [Int]? = nil
    ) {
      self.outcome = outcome
      self.error = error
      self.message = message
      self.changes = changes
      self.batches = batches
      self.countsInBatch = countsInBatch
    }
  }

  /// One step and its expectation.
  public struct Step: Sendable, Hashable {
    /// What the step does (or checks), one case per op of the file.
    public enum Operation: Sendable, Hashable {
      case reloadData([SectionData])
      case setData([SectionData])
      case invalidateLayout
      case batch(BatchUpdate, data: [SectionData]?)
      case expectState([SectionData])
      case apply([SectionData], animating: Bool, marks: Marks = Marks())
      case applyUsingReloadData([SectionData])
      case edit([Action], apply: Bool, animating: Bool)
      /// Each snapshot applied from a task of its own; the applies at the `cancelled` positions
      /// are cancelled while they wait in line.
      case applyConcurrently([[SectionData]], cancelled: [Int] = [])
      case applySectionSnapshot(section: String, outline: [OutlineNode])
      case expectSnapshot([SectionData])
      /// The user drags the item at `from` to `to`; `allowed` is what `canReorderItem` answers.
      case interactiveMove(from: IndexPath, to: IndexPath, allowed: Bool = true)
      /// The user taps an outline item's disclosure.
      case toggle(item: String)
      /// The layout asks for a supplementary view; `provider` says whether the data source has
      /// a `supplementaryViewProvider`.
      case requestSupplementaryView(kind: String, at: IndexPath, provider: Bool = true)
      /// The data source's section snapshot of `section` must be this outline.
      case expectSectionSnapshot(section: String, outline: [OutlineNode])
    }
    /// What the step does.
    public var operation: Operation
    /// What the step must produce.
    public var expect: Expectation
    /// The content version of each item the step's data names with one
    /// (`{"id": "a", "content": "2"}`): the data source's content for those items from this step
    /// on; items named without one track no content.
    public var contents: [String: String]
    /// A step of `operation` with its expectation and item contents (none by default).
    public init(
      _ operation: Operation, expect: Expectation = Expectation(), contents: [String: String] = [:]
    ) {
      self.operation = operation
      self.expect = expect
      self.contents = contents
    }

    /// The registry of ops: every op's name in the file and the keys it takes besides `op`
    /// and `expect`. The decoder reads it; ``opName`` names each operation with one of these (a
    /// test checks the two agree).
    public static let opKeys: [String: [String]] = [
      "reloadData": ["data"], "setData": ["data"], "invalidateLayout": [],
      "batch": ["updates", "data"], "expectState": ["data"],
      "apply": ["snapshot", "animating", "reloadItems", "reconfigureItems", "reloadSections"],
      "applyUsingReloadData": ["snapshot"], "edit": ["actions", "apply", "animating"],
      "applyConcurrently": ["snapshots", "cancel"], "applySectionSnapshot": ["section", "outline"],
      "expectSnapshot": ["snapshot"], "interactiveMove": ["from", "to", "allowed"],
      "toggle": ["item"], "requestSupplementaryView": ["kind", "indexPath", "provider"],
      "expectSectionSnapshot": ["section", "outline"],
    ]

    /// Whether the step is a check (`expectState`, `expectSnapshot`, `expectSectionSnapshot`)
    /// rather than an operation.
    public var isExpectation: Bool {
      switch operation {
      case .expectState, .expectSnapshot, .expectSectionSnapshot: true
      default: false
      }
    }

    /// The op's name in the file, one per ``Operation`` case.
    public var opName: String {
      switch operation {
      case .reloadData: "reloadData"
      case .setData: "setData"
      case .invalidateLayout: "invalidateLayout"
      case .batch: "batch"
      case .expectState: "expectState"
      case .apply: "apply"
      case .applyUsingReloadData: "applyUsingReloadData"
      case .edit: "edit"
      case .applyConcurrently: "applyConcurrently"
      case .applySectionSnapshot: "applySectionSnapshot"
      case .expectSnapshot: "expectSnapshot"
      case .interactiveMove: "interactiveMove"
      case .toggle: "toggle"
      case .requestSupplementaryView: "requestSupplementaryView"
      case .expectSectionSnapshot: "expectSectionSnapshot"
      }
    }
  }
}
