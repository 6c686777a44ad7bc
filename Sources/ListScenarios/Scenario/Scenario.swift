import Foundation
import ListKit
import ListSimulator

/// One scenario file: a view, a profile, and steps with expectations (`scenario-format.md`).
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

  public var name: String
  public var about: String?
  public var view: ViewKind
  public var profile: UpdateProfile
  public var strict: Bool
  /// The iOS version the app runs on (file key `"iOS"`, e.g. `"16.4"`): with ``linkedSDK`` it
  /// decides what an invalid batch does and which words UIKit prints
  /// (``ListSimulator/ViewConfiguration``); `nil`: the profile's release.
  public var iOSVersion: IOSVersion?
  /// The iOS SDK the app was linked with (file key `"linkedSDK"`); `nil`: the one of
  /// ``iOSVersion``.
  public var linkedSDK: IOSVersion?
  /// Whether the view is in a window (file key `"window"`, default `true`): a view that is not
  /// reads its "before" counts when a batch begins, after a reload.
  public var inWindow: Bool
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
    public var item: String
    public var expanded: Bool
    public var children: [OutlineNode]
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
    public var reloadItems: [String]
    public var reconfigureItems: [String]
    public var reloadSections: [String]
    public init(
      reloadItems: [String] = [], reconfigureItems: [String] = [], reloadSections: [String] = []
    ) {
      self.reloadItems = reloadItems
      self.reconfigureItems = reconfigureItems
      self.reloadSections = reloadSections
    }
    public var isEmpty: Bool {
      reloadItems.isEmpty && reconfigureItems.isEmpty && reloadSections.isEmpty
    }
  }

  /// What a step must produce.
  public struct Expectation: Sendable, Hashable {
    public enum Outcome: String, Sendable, Hashable { case accepted, rejected, recovered }
    public var outcome: Outcome
    public var error: String?
    public var message: String?
    public var changes: [String: Int]?
    public var batches: Int?
    public init(
      outcome: Outcome = .accepted, error: String? = nil, message: String? = nil,
      changes: [String: Int]? = nil, batches: Int? = nil
    ) {
      self.outcome = outcome
      self.error = error
      self.message = message
      self.changes = changes
      self.batches = batches
    }
  }

  /// One step and its expectation.
  public struct Step: Sendable, Hashable {
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
    public var operation: Operation
    public var expect: Expectation
    /// The content version of each item the step's data names with one
    /// (`{"id": "a", "content": "2"}`): the data source's content for those items from this step
    /// on; items named without one track no content.
    public var contents: [String: String]
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

    /// The op's name in the file.
    /// Whether the step is a check (`expectState`, `expectSnapshot`, `expectSectionSnapshot`)
    /// rather than an operation.
    public var isExpectation: Bool {
      switch operation {
      case .expectState, .expectSnapshot, .expectSectionSnapshot: true
      default: false
      }
    }

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

/// A scenario file that is not valid JSON or does not follow the format: which file, where, why.
public struct ScenarioFormatError: ListError, Hashable {
  /// The file (empty when parsed from text).
  public var file: String
  /// The JSON path of the fault (`steps[2].updates.insertItem`), or `line L, column C` for a
  /// syntax error.
  public var location: String
  public var reason: String

  public init(file: String = "", location: String, reason: String) {
    self.file = file
    self.location = location
    self.reason = reason
  }

  public var description: String {
    [file, location, reason].filter { !$0.isEmpty }.joined(separator: ": ")
  }

  public var stableCode: String { "malformed" }
  public var rule: String { "—" }
  public var message: String { description }
  public var isUIKitMessage: Bool { false }
}
