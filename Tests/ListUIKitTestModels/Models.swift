/// An app's model module, as a real app has one: its types happen to share names with the
/// simulator's (`ListKit.BatchUpdate`, `ListSimulator.Viewport`, `ListSimulator.ViewEvent`,
/// `ListReporting.FailureLog`). A screen that imports it beside `ListUIKit` names them unqualified.

/// A batch of uploads the app sends.
public struct BatchUpdate: Equatable, Sendable {
  /// The uploads' names.
  public var uploads: [String]
  /// A batch of `uploads`.
  public init(uploads: [String]) { self.uploads = uploads }
}

/// The part of a document the reader shows.
public struct Viewport: Equatable, Sendable {
  /// The first page shown.
  public var firstPage: Int
  /// A viewport from `firstPage`.
  public init(firstPage: Int) { self.firstPage = firstPage }
}

/// A calendar event.
public struct ViewEvent: Equatable, Sendable {
  /// The event's title.
  public var title: String
  /// An event titled `title`.
  public init(title: String) { self.title = title }
}

/// The app's log of failed uploads.
public final class FailureLog: Sendable {
  /// The names of the failed uploads.
  public let names: [String]
  /// A log of `names`.
  public init(names: [String]) { self.names = names }
}
