/// Rewrites, mechanically and only, what Swift without Objective-C interoperability cannot
/// compile (Linux), so a list screen written for UIKit compiles against `ListUIKit` unmodified:
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@IBOutlet`, `@IBAction`, `@IBInspectable`,
///   `@IBDesignable` and `@NSManaged` are removed (the declarations stay);
/// - `#selector(…)` becomes a `Selector` carrying the Objective-C name Swift derives
///   (`#selector(tap(_:))` → `"tap:"`, `#selector(update(with:))` → `"updateWith:"`) and a
///   closure that calls the method on a target, so that target-action, notifications and
///   `perform(_:with:)` reach it as the Objective-C runtime would;
/// - `@UIApplicationMain` becomes `@main` (the older attribute makes the compiler call UIKit's
///   `UIApplicationMain` through the Objective-C runtime; `@main` calls the app delegate's
///   `main()`, which `ListUIKit` gives every `UIApplicationDelegate`);
/// - `override init(frame:)`, `override init(style:reuseIdentifier:)` and
///   `override init(reuseIdentifier:)` in a class whose superclass's name ends with `Cell`,
///   `ReusableView` or `HeaderFooterView` become `required init(…)`: those are the
///   initializers the headless list view makes its cells with, so `ListUIKit` declares them
///   `required`;
/// - an `extension` of a class declared in the file that overrides a member (an Objective-C
///   class's methods, such as a `UITableViewController`'s data-source methods, can be overridden
///   from an extension only through the Objective-C runtime) joins the class's body: the class's
///   closing `}` and the extension's `extension Name {` become spaces, so the members are the
///   class's own, on the lines and columns they had. The extension must directly follow the
///   class (or another extension of it that joins) and be written bare (`extension Name {`, no
///   modifiers, attributes, conformances or `where`); otherwise the file is refused with a
///   ``PortError`` that says to move it.
///
/// Everything else stays byte for byte (comments, strings, interpolations, `#if` blocks), and
/// no rewrite adds or removes a line, so a compiler error in a ported file names the line of the
/// original. Anything it cannot read is a ``PortError`` with its line, never a guess.
///
/// ```swift
/// let ported = try Porter.port("@objc func tap(_ sender: UIButton) {}")
/// ported.source  // "func tap(_ sender: UIButton) {}"
/// ```
public enum Porter {
  /// A ported file.
  public struct Result: Sendable, Hashable {
    /// The file's text after porting.
    public var source: String
    /// How many attributes and selectors were rewritten (0: the file is returned unchanged).
    public var rewrites: Int
  }

  /// The attributes that are removed.
  public static let removedAttributes: Set<String> = [
    "@objc", "@objcMembers", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
    "@NSManaged",
  ]

  /// Ports `source`.
  ///
  /// - Throws: ``PortError`` for a source the lexer cannot read, or a `#selector` whose method
  ///   it cannot resolve to a name (a bare name declared in no function of the file).
  public static func port(_ source: String) throws(PortError) -> Result {
    let tokens = try SwiftLexer.tokens(source)
    let declarations = Declarations(tokens)
    let joins = try joinedExtensions(tokens, declarations)
    var output = ""
    output.reserveCapacity(source.utf8.count)
    var rewrites = joins.count
    var k = 0
    while k < tokens.count {
      let token = tokens[k]
      if joins.blanked.contains(k) {
        output += String(token.text.map { $0 == "\n" ? "\n" : " " })
        k += 1
        continue
      }
      if token.kind == .attribute, removedAttributes.contains(token.text) {
        rewrites += 1
        k += 1
        // `@objc(name)`: the name goes too.
        if token.text == "@objc", k < tokens.count, tokens[k].text == "(" {
          k = try closingParenthesis(tokens, from: k, line: token.line) + 1
        }
        // One space after it on the same line goes with it.
        if k < tokens.count, tokens[k].kind == .whitespace, !tokens[k].text.contains("\n") {
          k += 1
        }
        continue
      }
      if token.kind == .attribute, token.text == "@UIApplicationMain" {
        output += "@main"
        rewrites += 1
        k += 1
        continue
      }
      if token.kind == .identifier, token.text == "override",
        requiredInitializer(after: k, tokens: tokens, declarations: declarations)
      {
        // UIKit's initializer is `required` here, and overriding a required initializer is
        // written `required` alone (same length: columns are kept).
        output += "required"
        rewrites += 1
        k += 1
        continue
      }
      if token.kind == .pound, token.text == "#selector" {
        var open = k + 1
        while open < tokens.count, tokens[open].kind == .whitespace { open += 1 }
        guard open < tokens.count, tokens[open].text == "(" else {
          throw PortError(line: token.line, "#selector without its parenthesized method")
        }
        let close = try closingParenthesis(tokens, from: open, line: token.line)
        let inner = Array(tokens[(open + 1)..<close]).filter {
          $0.kind != .whitespace && $0.kind != .comment
        }
        let reference = try SelectorReference(inner, line: token.line)
        let type = reference.type ?? declarations.enclosingType(at: k)
        guard let type else {
          throw PortError(
            line: token.line,
            "#selector(\(reference.spelled)) outside a type: write #selector(Type.\(reference.spelled))"
          )
        }
        output += try reference.selectorExpression(
          type: type, declarations: declarations, line: token.line)
        // Keep the line count: a #selector spread over lines keeps its line breaks.
        let breaks = tokens[k...close].reduce(0) { $0 + $1.text.filter { $0 == "\n" }.count }
        output += String(repeating: "\n", count: breaks)
        rewrites += 1
        k = close + 1
        continue
      }
      output += token.text
      k += 1
    }
    return Result(source: rewrites == 0 ? source : output, rewrites: rewrites)
  }

  /// The tokens to blank so that each overriding extension joins its class's body (the class's
  /// or the previous joined extension's closing `}`, and the extension's header up to its `{`),
  /// and how many extensions join.
  ///
  /// - Throws: ``PortError`` for an overriding extension of a class of the file that does not
  ///   directly follow it or is not written bare.
  static func joinedExtensions(_ tokens: [SwiftToken], _ declarations: Declarations)
    throws(PortError) -> (blanked: Set<Int>, count: Int)
  {
    func isCode(_ i: Int) -> Bool { tokens[i].kind != .whitespace && tokens[i].kind != .comment }
    func nextCode(after i: Int) -> Int? {
      var j = i + 1
      while j < tokens.count, !isCode(j) { j += 1 }
      return j < tokens.count ? j : nil
    }
    let bodies = declarations.bodies
    // Whether an extension declares an `override` member of its own (not a nested type's).
    func overrides(_ body: Declarations.TypeBody) -> Bool {
      ((body.open + 1)..<body.close).contains { k in
        tokens[k].kind == .identifier && tokens[k].text == "override"
          && declarations.enclosingBody(at: k)?.open == body.open
          && nextCode(after: k).map { tokens[$0].kind == .identifier } ?? false
      }
    }
    let extensions = bodies.filter { $0.keyword == "extension" && $0.topLevel && overrides($0) }
    guard !extensions.isEmpty else { return ([], 0) }
    var blanked = Set<Int>()
    var count = 0
    var joined = Set<Int>()
    for cls in bodies where cls.keyword == "class" && cls.topLevel {
      let own = extensions.filter { $0.name == cls.name }
      guard !own.isEmpty else { continue }
      // The run of bare extensions directly after the class.
      var chain: [Declarations.TypeBody] = []
      var previous = cls
      while let next = nextCode(after: previous.close),
        let link = bodies.first(where: {
          $0.start == next && $0.keyword == "extension" && $0.topLevel && $0.bare
            && $0.name == cls.name
        })
      {
        chain.append(link)
        previous = link
      }
      guard let last = chain.lastIndex(where: { overrides($0) }) else { continue }
      previous = cls
      for link in chain[...last] {
        blanked.insert(previous.close)
        blanked.formUnion(link.start...link.open)
        joined.insert(link.open)
        count += 1
        previous = link
      }
    }
    let classes = Set(bodies.filter { $0.keyword == "class" && $0.topLevel }.map(\.name))
    if let stray = extensions.first(where: {
      !joined.contains($0.open) && classes.contains($0.name)
    }) {
      throw PortError(
        line: tokens[stray.start].line,
        "an extension of \(stray.name) overrides a member, which only the Objective-C runtime allows; write it as `extension \(stray.name) {` directly after the class, or move the overrides into the class"
      )
    }
    return (blanked, count)
  }

  /// The argument labels of the cell initializers the list view calls.
  static let cellInitializers: Set<[String]> = [
    ["frame"], ["style", "reuseIdentifier"], ["reuseIdentifier"],
  ]

  /// The superclass name endings of UIKit's reusable views (`UICollectionViewCell`,
  /// `UICollectionReusableView`, `UITableViewHeaderFooterView`, and app classes named alike).
  static let cellSuperclassSuffixes = ["Cell", "ReusableView", "HeaderFooterView"]

  /// Whether the `override` at `k` begins a cell initializer that must be `required`: `init`
  /// with one of ``cellInitializers``' labels follows it, no `required` precedes it among its
  /// modifiers, and the enclosing class's superclass name ends with a reusable view's.
  static func requiredInitializer(after k: Int, tokens: [SwiftToken], declarations: Declarations)
    -> Bool
  {
    func isCode(_ i: Int) -> Bool { tokens[i].kind != .whitespace && tokens[i].kind != .comment }
    // Modifiers before `override` (`public`, `required`, …): none may be `required`.
    var b = k - 1
    while b >= 0, !isCode(b) || tokens[b].kind == .identifier || tokens[b].kind == .attribute {
      if isCode(b) {
        if tokens[b].text == "required" { return false }
        let modifiers: Set<String> = [
          "public", "open", "internal", "fileprivate", "private", "package", "convenience",
          "nonisolated", "dynamic", "final",
        ]
        guard tokens[b].kind == .attribute || modifiers.contains(tokens[b].text) else { break }
      }
      b -= 1
    }
    var i = k + 1
    while i < tokens.count, !isCode(i) { i += 1 }
    guard i < tokens.count, tokens[i].text == "init" else { return false }
    i += 1
    while i < tokens.count, !isCode(i) { i += 1 }
    guard i < tokens.count, tokens[i].text == "(" else { return false }
    // The first name of each parameter, at the parameter list's own depth.
    var labels: [String] = []
    var depth = 0
    var expectingLabel = true
    while i < tokens.count {
      let text = tokens[i].text
      if text == "(" || text == "[" || text == "<" {
        depth += 1
      } else if text == ")" || text == "]" || text == ">" {
        depth -= 1
        if depth == 0 { break }
      } else if depth == 1, text == "," {
        expectingLabel = true
      } else if depth == 1, expectingLabel, tokens[i].kind == .identifier {
        labels.append(tokens[i].text)
        expectingLabel = false
      }
      i += 1
    }
    guard cellInitializers.contains(labels),
      let superclass = declarations.enclosingBody(at: k)?.superclass
    else { return false }
    let last = superclass.split(separator: ".").last.map(String.init) ?? superclass
    return cellSuperclassSuffixes.contains { last.hasSuffix($0) }
  }

  /// The index of the `)` that closes the `(` at `open`.
  static func closingParenthesis(_ tokens: [SwiftToken], from open: Int, line: Int)
    throws(PortError) -> Int
  {
    var depth = 0
    var k = open
    while k < tokens.count {
      if tokens[k].text == "(" { depth += 1 }
      if tokens[k].text == ")" {
        depth -= 1
        if depth == 0 { return k }
      }
      k += 1
    }
    throw PortError(line: line, "an unbalanced parenthesis after an attribute or #selector")
  }

  /// The Objective-C selector Swift derives for a method named `base` with argument `labels`
  /// (`nil` for none, `_` for an unlabelled one): `tap` → `tap`, `tap(_:)` → `tap:`,
  /// `update(with:)` → `updateWith:`, `move(from:to:)` → `moveFrom:to:`, `load(item:)` →
  /// `loadWithItem:` (Swift adds `With` before a first label that is not a preposition).
  public static func objectiveCName(base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" {
      let word = first.prefix { $0.isLowercase }
      name += prepositions.contains(String(word)) ? "" : "With"
      name += first.prefix(1).uppercased() + first.dropFirst()
    }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
  }

  /// The prepositions after which Swift adds no `With` (as its name translation lists them).
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]
}

/// What a `#selector(…)` names: a method (with or without its labels) or a property's getter or
/// setter, and the type it was written with, if any.
struct SelectorReference {
  enum Accessor { case getter, setter }
  var accessor: Accessor?
  var type: String?
  var base: String
  var labels: [String]?
  var spelled: String

  init(_ tokens: [SwiftToken], line: Int) throws(PortError) {
    var rest = tokens[...]
    spelled = tokens.map(\.text).joined()
    if let first = rest.first, first.text == "getter" || first.text == "setter",
      rest.dropFirst().first?.text == ":"
    {
      accessor = first.text == "getter" ? .getter : .setter
      rest = rest.dropFirst(2)
    }
    // Unwrap `(… as …)` forms: only the method reference is read.
    if rest.first?.text == "(", let asIndex = rest.firstIndex(where: { $0.text == "as" }) {
      rest = rest[rest.index(after: rest.startIndex)..<asIndex]
    }
    if rest.first?.text == "self", rest.dropFirst().first?.text == "." { rest = rest.dropFirst(2) }
    // Type.member, Module.Type.member: everything before the last name is the type.
    var names: [String] = []
    while let token = rest.first, token.kind == .identifier {
      names.append(token.text)
      rest = rest.dropFirst()
      if rest.first?.text == "." {
        rest = rest.dropFirst()
      } else {
        break
      }
    }
    guard let last = names.last else {
      throw PortError(line: line, "#selector(\(spelled)): no method or property named")
    }
    base = last.trimmingBackticks
    type = names.count > 1 ? names.dropLast().joined(separator: ".") : nil
    if rest.first?.text == "(" {
      rest = rest.dropFirst()
      var labels: [String] = []
      while let token = rest.first, token.text != ")" {
        if token.text == ":" {
          rest = rest.dropFirst()
          continue
        }
        guard token.kind == .identifier || token.text == "_" else {
          throw PortError(line: line, "#selector(\(spelled)): cannot read the argument labels")
        }
        labels.append(token.text)
        rest = rest.dropFirst()
      }
      self.labels = labels
    }
  }

  /// The `Selector(…)` expression, on one line.
  func selectorExpression(type: String, declarations: Declarations, line: Int)
    throws(PortError) -> String
  {
    switch accessor {
    case .getter:
      return
        "Selector(\"\(declarations.objectiveCName(ofProperty: base, in: type) ?? base)\", { t, _, _ in (t as! \(type)).\(base) })"
    case .setter:
      let name = "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
      return
        "Selector(\"\(name)\", { t, a, _ in _selectorAssign(t as! \(type), \\\(type).\(base), a) })"
    case nil:
      let labels: [String]
      if let written = self.labels {
        labels = written
      } else {
        let found = declarations.labels(ofMethod: base, in: type)
        guard found.count == 1, let only = found.first else {
          throw PortError(
            line: line,
            found.isEmpty
              ? "#selector(\(spelled)): no function \(base) is declared in this file; write its argument labels, #selector(\(base)(_:))"
              : "#selector(\(spelled)): \(base) is declared with different arguments; write its labels"
          )
        }
        labels = only
      }
      let name =
        declarations.customName(ofMethod: base, labels: labels, in: type)
        ?? Porter.objectiveCName(base: base, labels: labels)
      let reference = labels.isEmpty ? base : "\(base)(\(labels.map { $0 + ":" }.joined()))"
      return
        "Selector(\"\(name)\", { t, a, b in _selectorInvoke(t, \(type).\(reference), a, b) })"
    }
  }
}

extension String {
  var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
