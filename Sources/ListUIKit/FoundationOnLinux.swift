import Foundation

// Foundation's API that screens use and swift-corelibs-foundation lacks on Linux. `import UIKit`
// brings Foundation on a phone; `import ListUIKit` brings these beside it where Foundation does
// not have them (on Apple platforms Foundation's own are used).

#if !canImport(Darwin)
  /// `NSHashTable`: a set of objects, held weakly (`weakObjects()`) or strongly. Objects are
  /// compared by identity. Unlike Foundation's, the element type is not constrained to classes,
  /// so a table of a protocol's existentials (`NSHashTable<Listener>`) works once `@objc` is
  /// gone.
  public final class NSHashTable<ObjectType>: @unchecked Sendable {
    /// How the table holds its objects.
    public struct Options: OptionSet, Sendable {
      /// The option bits.
      public let rawValue: Int
      /// Options of `rawValue`.
      public init(rawValue: Int) { self.rawValue = rawValue }
      /// Objects are held strongly.
      public static var strongMemory: Options { Options([]) }
      /// Objects are held weakly and leave the table when they go.
      public static var weakMemory: Options { Options(rawValue: 5) }
      /// Objects are compared by identity (always, here).
      public static var objectPointerPersonality: Options { Options(rawValue: 512) }
    }

    private final class Entry {
      weak var weakObject: AnyObject?
      var strongObject: AnyObject?
      var object: AnyObject? { strongObject ?? weakObject }
      init(_ object: AnyObject, weak: Bool) {
        if weak { weakObject = object } else { strongObject = object }
      }
    }

    private let weak: Bool
    private var entries: [Entry] = []

    /// A table holding its objects as `options` says (strongly by default).
    public init(options: Options = .strongMemory) { weak = options.contains(.weakMemory) }

    /// A table that holds its objects weakly.
    public static func weakObjects() -> NSHashTable<ObjectType> {
      NSHashTable(options: .weakMemory)
    }

    /// A table that holds its objects strongly.
    public static func strongObjects() -> NSHashTable<ObjectType> { NSHashTable() }

    /// Adds `object` unless it is already there (by identity); `nil` and values that are not
    /// objects are ignored.
    public func add(_ object: ObjectType?) {
      guard let object, let reference = Self.reference(object), !contains(object) else { return }
      entries.append(Entry(reference, weak: weak))
    }

    /// Removes `object`.
    public func remove(_ object: ObjectType?) {
      guard let object, let reference = Self.reference(object) else { return }
      entries.removeAll { $0.object == nil || $0.object === reference }
    }

    /// Removes every object.
    public func removeAllObjects() { entries.removeAll() }

    /// Whether `object` is in the table.
    public func contains(_ object: ObjectType?) -> Bool {
      guard let object, let reference = Self.reference(object) else { return false }
      return entries.contains { $0.object === reference }
    }

    /// The objects still there, in the order they were added.
    public var allObjects: [ObjectType] { entries.compactMap { $0.object as? ObjectType } }

    /// How many objects are still there.
    public var count: Int { allObjects.count }

    /// One of the objects, or `nil` when empty.
    public var anyObject: ObjectType? { allObjects.first }

    /// The object behind `object` when it is an instance of a class (values have no identity).
    private static func reference(_ object: ObjectType) -> AnyObject? {
      type(of: object as Any) is AnyClass ? object as AnyObject : nil
    }
  }

  /// `RelativeDateTimeFormatter`: "2 hours ago", "in 3 days", in English.
  public final class RelativeDateTimeFormatter: @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
      /// "2 hours ago".
      case full
      /// Numbers spelled out in Foundation ("two hours ago"); written as `.full` here.
      case spellOut
      /// "2 hr. ago".
      case short
      /// "2h ago".
      case abbreviated
    }

    /// Whether the nearest days have names ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
      /// "1 day ago".
      case numeric
      /// "yesterday".
      case named
    }

    /// How units are written (`.full` by default).
    public var unitsStyle = UnitsStyle.full
    /// Whether the nearest days have names (`.numeric` by default).
    public var dateTimeStyle = DateTimeStyle.numeric

    /// A formatter.
    public init() {}

    /// `date` relative to `referenceDate`, in the largest unit that is at least one: "5 minutes
    /// ago", "in 2 weeks", "now" under a second.
    public func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      let seconds = date.timeIntervalSince(referenceDate)
      guard seconds.isFinite, abs(seconds) >= 1 else { return "now" }
      let units: [(Double, String, String, String)] = [
        (31_536_000, "year", "yr.", "y"), (2_592_000, "month", "mo.", "mo"),
        (604_800, "week", "wk.", "w"), (86_400, "day", "day", "d"), (3_600, "hour", "hr.", "h"),
        (60, "minute", "min.", "m"), (1, "second", "sec.", "s"),
      ]
      let magnitude = abs(seconds)
      let unit = units.first { magnitude >= $0.0 } ?? units[units.count - 1]
      let amount = Int((magnitude / unit.0).rounded(.down))
      if dateTimeStyle == .named, unit.1 == "day", amount == 1 {
        return seconds < 0 ? "yesterday" : "tomorrow"
      }
      let text: String
      switch unitsStyle {
      case .full, .spellOut: text = "\(amount) \(unit.1)" + (amount == 1 ? "" : "s")
      case .short: text = "\(amount) \(unit.2)"
      case .abbreviated: text = "\(amount)\(unit.3)"
      }
      return seconds < 0 ? "\(text) ago" : "in \(text)"
    }

    /// The time between `date` and now (`localizedString(for:relativeTo:)` with `Date()`).
    public func localizedString(for date: Date) -> String {
      localizedString(for: date, relativeTo: Date())
    }
  }
#endif

#if !canImport(Darwin)
  extension NSExceptionName {
    /// `NSInternalInconsistencyException`: what UIKit raises for an invalid batch update.
    public static let internalInconsistencyException = NSExceptionName(
      rawValue: "NSInternalInconsistencyException")
  }

  /// `NSException`: an Objective-C exception as a value — its name, reason and user info — for
  /// code that receives one (IGListKit's updater delegate is told of a crash with it). Nothing
  /// raises it here: Linux has no Objective-C exceptions.
  open class NSException: NSObject, @unchecked Sendable {
    /// The exception's name (`.internalInconsistencyException`).
    public let name: NSExceptionName
    /// Why it was raised: UIKit's message.
    public let reason: String?
    /// Whatever else the raiser attached.
    public let userInfo: [AnyHashable: Any]?

    /// An exception of `name` with `reason`.
    public init(name: NSExceptionName, reason: String?, userInfo: [AnyHashable: Any]? = nil) {
      (self.name, self.reason, self.userInfo) = (name, reason, userInfo)
      super.init()
    }

    /// `name: reason`.
    open override var description: String { "\(name.rawValue): \(reason ?? "")" }
  }
#endif
