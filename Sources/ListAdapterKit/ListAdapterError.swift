import ListKit

/// What the package reports for IGListKit's assertions.
public enum ListAdapterError: ListError, Equatable {
  /// A method that must be overridden was not.
  case mustOverride(String)
  /// A nib (here: a cell class of that name) was not found.
  case nibNotFound(String)
  /// A cell class that is not a cell.
  case notACellClass(String)
  /// A section controller asked for something of a section it does not have.
  case indexOutOfRange(String)
  /// One of IGListSwiftKit's typed forms got a value of another type than it names: a dequeued
  /// view whose identifier or nib belongs to another class, or a single-section controller's item
  /// or cell (IGListSwiftKit's cast stops the app here).
  case unexpectedType(expected: String, got: String)

  /// The error's stable name, one per case.
  public var stableCode: String {
    switch self {
    case .mustOverride: "mustOverride"
    case .nibNotFound: "nibNotFound"
    case .notACellClass: "notACellClass"
    case .indexOutOfRange: "adapterIndexOutOfRange"
    case .unexpectedType: "unexpectedType"
    }
  }
  /// Always `"IGListKit"`: the library whose assertion this stands for.
  public var rule: String { "IGListKit" }
  /// Always `false`: these are IGListKit's assertions, not UIKit's messages.
  public var isUIKitMessage: Bool { false }
  /// The assertion's text, naming the method, nib, class or types involved.
  public var message: String {
    switch self {
    case .mustOverride(let method): "\(method) must be overridden (IGListKit asserts here)"
    case .nibNotFound(let name):
      "Could not load NIB in bundle with name '\(name)': no cell class of that name (nibs are cell classes here)"
    case .notACellClass(let name): "\(name) is not a UICollectionViewCell subclass"
    case .indexOutOfRange(let what): what
    case .unexpectedType(let expected, let got):
      "expected a \(expected), got a \(got) (IGListSwiftKit's cast traps here)"
    }
  }
  /// The same as ``message``.
  public var description: String { message }
}
