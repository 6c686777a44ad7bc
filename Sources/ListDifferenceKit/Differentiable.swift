import ListKit

/// An element a ``StagedChangeset`` can diff: an identifier, and content equality
/// (`ContentEquatable`, shared with the rest of the package; `Equatable` types get `==`).
public typealias Differentiable = ContentIdentifiable & ContentEquatable
