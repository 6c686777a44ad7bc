import Foundation
import ListUIKit

/// What an update moves from and to (`IGListTransitionData`): the objects shown, the objects to
/// show, and a section controller for each of those.
public final class ListTransitionData {
  /// The objects the view shows before the update.
  public var fromObjects: [Any] { typedFrom.map { $0 as [Any] } ?? untypedFrom }
  /// The objects it shows after.
  public var toObjects: [Any] { typedTo.map { $0 as [Any] } ?? untypedTo }
  /// A section controller per object of ``toObjects``.
  public let toSectionControllers: [ListSectionController]

  private let untypedFrom: [Any]
  private let untypedTo: [Any]
  /// The objects as the adapter has them (an array of `Any` is made only when asked for).
  let typedFrom: [any ListDiffable]?
  let typedTo: [any ListDiffable]?

  /// Data moving from `fromObjects` to `toObjects`, shown by `toSectionControllers`.
  public init(
    from fromObjects: [Any], to toObjects: [Any], to toSectionControllers: [ListSectionController]
  ) {
    (untypedFrom, untypedTo, typedFrom, typedTo) = (fromObjects, toObjects, nil, nil)
    self.toSectionControllers = toSectionControllers
  }

  /// The adapter's data: its objects before and after, and what it knows already.
  init(
    from: [any ListDiffable], to: [any ListDiffable], controllers: [ListSectionController],
    prepared: _PreparedTransition
  ) {
    (untypedFrom, untypedTo, typedFrom, typedTo) = ([], [], from, to)
    toSectionControllers = controllers
    self.prepared = prepared
  }

  /// The objects before and after, as diffable objects (`nil`, reported, when one is not).
  @MainActor
  var diffables: (from: [any ListDiffable], to: [any ListDiffable])? {
    if let typedFrom, let typedTo { return (typedFrom, typedTo) }
    guard let from = _diffables(untypedFrom), let to = _diffables(untypedTo) else { return nil }
    return (from, to)
  }

  /// What the adapter knows already (the identifier tables of both object arrays), so the
  /// updater's diff does not compute them again; `nil` for data made elsewhere.
  var prepared: _PreparedTransition?
}

/// What an adapter knows of the data it hands its updater (the objects' identifiers and which
/// old object each new one matches), and what it does if the view rejects the update.
struct _PreparedTransition {
  let oldKeys: [_IdentifierKey]
  let newKeys: [_IdentifierKey]
  /// Each new object's old index (`-1`: none), matched already.
  let oldIndexOfNew: [Int]
  /// The new objects, their identifiers and the table of them.
  let new: _DistinctObjects
  /// Shows the objects of before the update again (the view kept them).
  let restore: @MainActor () -> Void
}
