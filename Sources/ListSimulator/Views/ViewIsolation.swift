/// Runs `body`, which touches main-actor views, in the engine's current context without a check.
///
/// UIKit's views are main-actor isolated, and so are this package's (``UIResponder`` and every
/// subclass), so app code compiles with the diagnostics Apple's SDK gives it. The engine itself
/// is not isolated: a data source with an actor of its own (`init(view:cellProvider:)`) and the
/// fuzzer's jobs make and configure their views' cells on their own threads, one thread at a
/// time per view — what a view's main-actor isolation protects. The engine's calls into a view
/// (making a cell through its registered factory, `prepareForReuse()`, `isSelected`, a cell's
/// frame, the texts its labels show) go through here; on the main actor, as every UIKit-named
/// data source and view runs, this is exactly a main-actor call.
@inline(__always)
package func withViewIsolation<T>(_ body: @MainActor () throws -> T) rethrows -> T {
  try withoutActuallyEscaping(body) { body in
    try unsafeBitCast(body, to: (() throws -> T).self)()
  }
}
