import ListKit
import ListSimulator

/// A scenario file that is not valid JSON or does not follow the format: which file, where, why.
public struct ScenarioFormatError: ListError, Hashable {
  /// The file (empty when parsed from text).
  public var file: String
  /// The JSON path of the fault (`steps[2].updates.insertItem`), or `line L, column C` for a
  /// syntax error.
  public var location: String
  /// Why the file is malformed.
  public var reason: String

  /// An error at `location` of `file` (empty when parsed from text), for `reason`.
  public init(file: String = "", location: String, reason: String) {
    self.file = file
    self.location = location
    self.reason = reason
  }

  /// The non-empty parts of file, location and reason, joined with `: `.
  public var description: String {
    [file, location, reason].filter { !$0.isEmpty }.joined(separator: ": ")
  }

  /// Always `"malformed"`.
  public var stableCode: String { "malformed" }
  /// No UIKit rule applies: `"—"`.
  public var rule: String { "—" }
  /// The same as ``description``.
  public var message: String { description }
  /// Always `false`: this is not a message UIKit prints.
  public var isUIKitMessage: Bool { false }
}
