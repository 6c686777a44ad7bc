/// The one vocabulary of the package's errors: every error a view, a snapshot, a data source, a
/// scenario file or a drop-in layer raises says the same four things, so reports, replays,
/// recorders and failure reporters read any of them without knowing its type.
///
/// ```swift
/// catch let error as any ListError {
///   print(error.stableCode, error.rule, error.message)  // invalidItemCount R2 Invalid update: …
/// }
/// ```
public protocol ListError: Error, Sendable, CustomStringConvertible {
  /// The stable code of the scenario format that tests assert on (`invalidItemCount`,
  /// `unknownSection`, `staleContent`, `malformed`).
  var stableCode: String { get }
  /// The rule of the catalogue (`R2`, `D6`), or `—` for the package's own checks.
  var rule: String { get }
  /// UIKit's text where the catalogue records it, otherwise the package's own wording
  /// (``isUIKitMessage`` tells which).
  var message: String { get }
  /// Whether ``message`` is UIKit's recorded text.
  var isUIKitMessage: Bool { get }
  /// What went wrong in the package's own words: the arithmetic that failed, the call and the
  /// identifier at fault. By default, ``message``.
  var explanation: String { get }
  /// The text as the given iOS version printed it (`nil`: the newest). By default, ``message``.
  func message(on version: IOSVersion?) -> String
}

extension ListError {
  /// By default, ``message``.
  public var explanation: String { message }
  /// By default, ``message``, whatever the version.
  public func message(on version: IOSVersion?) -> String { message }
}

/// The code and the text of any error as scenario expectations compare them: a ``ListError``'s
/// code and its text on `version`; `cancelled` for a task cancelled before its turn; `error` and
/// the error's description for anything else.
public func _codeAndMessage(of error: any Error, on version: IOSVersion? = nil) -> (
  code: String, message: String
) {
  if let error = error as? any ListError { return (error.stableCode, error.message(on: version)) }
  if error is CancellationError { return ("cancelled", "the task was cancelled before its turn") }
  return ("error", "\(error)")
}
