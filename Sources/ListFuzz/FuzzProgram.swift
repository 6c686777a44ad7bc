import ListKit
import ListScenarios
import ListSimulator

/// One fuzz case before its expectations: the view and the operations.
public struct FuzzProgram: Sendable, Hashable {
  /// The target the case was made for.
  public var target: FuzzTarget
  /// The kind of view the case runs on.
  public var view: ViewKind
  /// The era the case's view shows: the one asked for, or the one of ``iOS`` and ``linkedSDK``.
  public var profile: UpdateProfile
  /// The release the case runs on (`nil`: the profile's): the iOS version…
  public var iOS: IOSVersion? = nil
  /// …and the SDK the app was linked with.
  public var linkedSDK: IOSVersion? = nil
  /// Whether the view is strict.
  public var strict: Bool
  /// A description of the case, or `nil`.
  public var about: String?
  /// The case's operations, in order.
  public var operations: [Scenario.Step.Operation]
  /// Per operation, the content versions its data names (`Scenario.Step.contents`); shorter
  /// than `operations` where the rest name none.
  public var contents: [[String: String]] = []

  /// The content versions operation `k` names.
  public func contents(at k: Int) -> [String: String] {
    contents.indices.contains(k) ? contents[k] : [:]
  }
}
