/// The types and functions a file declares, as far as porting needs them: which type encloses a
/// position, and the argument labels and Objective-C names of the file's functions, so a bare
/// `#selector(tap)` gets the name its declaration gives it.
struct Declarations {
  struct Method {
    var type: String?
    var base: String
    var labels: [String]
    var customName: String?
  }

  struct TypeBody {
    var name: String
    var generic: Bool
    var open: Int
    var close: Int
    /// A class's first inherited type (its superclass when it has one), as written.
    var superclass: String? = nil
    /// `class`, `struct`, `enum`, `extension`, `actor` or `protocol`.
    var keyword: String = ""
    /// The index of the keyword's token.
    var start: Int = 0
    /// Whether the declaration's header is only its keyword and name (no generic parameters,
    /// inherited types or `where` clause) and nothing is written before the keyword.
    var bare: Bool = false
    /// Whether it is declared at the top level of the file.
    var topLevel: Bool = false
  }

  var methods: [Method] = []
  var bodies: [TypeBody] = []

  static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "extension", "actor", "protocol",
  ]
  static let notTypeNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override",
    "public", "private", "fileprivate", "internal", "open", "required", "convenience", "case",
  ]

  init(_ tokens: [SwiftToken]) {
    // Code tokens only, with their indexes in `tokens`.
    let code = tokens.indices.filter {
      tokens[$0].kind != .whitespace && tokens[$0].kind != .comment
    }
    var depth = 0
    var pending: (name: String, generic: Bool, superclass: String?, keyword: String, start: Int)?
    var open:
      [(
        name: String, generic: Bool, superclass: String?, keyword: String, start: Int,
        bare: Bool, depth: Int, index: Int
      )] = []
    var c = 0
    while c < code.count {
      let index = code[c]
      let token = tokens[index]
      if token.kind == .identifier, Self.typeKeywords.contains(token.text), c + 1 < code.count {
        let next = tokens[code[c + 1]]
        if next.kind == .identifier, !Self.notTypeNames.contains(next.text) {
          var name = next.text.trimmingBackticks
          var d = c + 2
          while d + 1 < code.count, tokens[code[d]].text == ".",
            tokens[code[d + 1]].kind == .identifier
          {
            name += "." + tokens[code[d + 1]].text
            d += 2
          }
          let generic = d < code.count && tokens[code[d]].text == "<"
          var superclass: String?
          if token.text == "class" {
            var e = d
            if generic {
              var angle = 0
              while e < code.count {
                let text = tokens[code[e]].text
                if text == "<" { angle += 1 } else if text == ">" { angle -= 1 }
                e += 1
                if angle == 0 { break }
              }
            }
            if e + 1 < code.count, tokens[code[e]].text == ":",
              tokens[code[e + 1]].kind == .identifier
            {
              var inherited = tokens[code[e + 1]].text
              var f = e + 2
              while f + 1 < code.count, tokens[code[f]].text == ".",
                tokens[code[f + 1]].kind == .identifier
              {
                inherited += "." + tokens[code[f + 1]].text
                f += 2
              }
              superclass = inherited
            }
          }
          pending = (name, generic, superclass, token.text, index)
          c = d
          continue
        }
      }
      if token.text == "{" {
        depth += 1
        if let type = pending {
          // Bare: the name is followed by the brace, and the keyword begins its declaration.
          let keywordAt = code.firstIndex(of: type.start) ?? 0
          let nameEnd = c - 1
          let bare =
            !type.generic && nameEnd >= keywordAt + 1
            && (keywordAt + 1...nameEnd).allSatisfy {
              tokens[code[$0]].kind == .identifier || tokens[code[$0]].text == "."
            }
            && (keywordAt == 0 || Self.endsDeclaration(tokens[code[keywordAt - 1]]))
          open.append(
            (
              type.name, type.generic, type.superclass, type.keyword, type.start, bare, depth,
              index
            ))
          pending = nil
        }
      } else if token.text == "}" {
        if let last = open.last, last.depth == depth {
          bodies.append(
            TypeBody(
              name: last.name, generic: last.generic, open: last.index, close: index,
              superclass: last.superclass, keyword: last.keyword, start: last.start,
              bare: last.bare, topLevel: last.depth == 1))
          open.removeLast()
        }
        depth -= 1
      } else if token.kind == .identifier, token.text == "func", c + 1 < code.count {
        if let method = Self.method(at: c, code: code, tokens: tokens) {
          var method = method
          method.type = open.last?.name
          methods.append(method)
        }
      }
      c += 1
    }
  }

  /// Whether `token`, the code before a declaration's keyword, ends what came before (a `}`, a
  /// `;`, an import's module name) rather than beginning the declaration (an attribute or a
  /// modifier such as `private` or `public`).
  static func endsDeclaration(_ token: SwiftToken) -> Bool {
    if token.text == "}" || token.text == ";" { return true }
    let modifiers: Set<String> = [
      "public", "open", "internal", "fileprivate", "private", "package", "final", "nonisolated",
    ]
    return token.kind == .identifier && !modifiers.contains(token.text)
  }

  /// The function declared at code position `c` (`func`), with its labels and an `@objc(name)`
  /// before it.
  static func method(at c: Int, code: [Int], tokens: [SwiftToken]) -> Method? {
    let nameToken = tokens[code[c + 1]]
    guard nameToken.kind == .identifier else { return nil }
    var d = c + 2
    // Generic parameters.
    if d < code.count, tokens[code[d]].text == "<" {
      var angle = 0
      while d < code.count {
        if tokens[code[d]].text == "<" { angle += 1 }
        if tokens[code[d]].text == ">" {
          angle -= 1
          if angle == 0 {
            d += 1
            break
          }
        }
        d += 1
      }
    }
    guard d < code.count, tokens[code[d]].text == "(" else { return nil }
    var labels: [String] = []
    var parenthesis = 0
    var nesting = 0  // brackets, angles inside the parameter list
    var names: [String] = []
    var sawColon = false
    d += 1
    parenthesis = 1
    while d < code.count {
      let text = tokens[code[d]].text
      if text == "(" { parenthesis += 1 }
      if text == ")" {
        parenthesis -= 1
        if parenthesis == 0 { break }
      }
      if text == "[" || text == "<" { nesting += 1 }
      if text == "]" || text == ">" { nesting -= 1 }
      if parenthesis == 1 && nesting == 0 {
        if text == "," {
          if let first = names.first { labels.append(first) }
          names = []
          sawColon = false
        } else if text == ":" {
          sawColon = true
        } else if !sawColon, tokens[code[d]].kind == .identifier || text == "_" {
          names.append(text)
        }
      }
      d += 1
    }
    if let first = names.first { labels.append(first) }
    // An `@objc(name)` among the attributes and modifiers before `func`.
    var customName: String?
    var b = c - 1
    while b >= 0 {
      let token = tokens[code[b]]
      if token.text == ")" {
        // An attribute's arguments: back to their `(`; `@objc(name)` names the selector.
        var open = b
        while open >= 0, tokens[code[open]].text != "(" { open -= 1 }
        guard open >= 1 else { break }
        if tokens[code[open - 1]].text == "@objc" {
          customName = ((open + 1)..<b).map { tokens[code[$0]].text }.joined()
        }
        b = open - 2
        continue
      }
      guard
        token.kind == .attribute || Self.notTypeNames.contains(token.text)
          || ["mutating", "nonmutating", "dynamic", "nonisolated", "optional", "weak"].contains(
            token.text)
      else { break }
      b -= 1
    }
    return Method(
      type: nil, base: nameToken.text.trimmingBackticks, labels: labels, customName: customName)
  }

  /// The innermost type whose body holds token `index` (`Self` for a generic one); `nil` at the
  /// top level.
  func enclosingType(at index: Int) -> String? {
    guard let body = enclosingBody(at: index) else { return nil }
    return body.generic ? "Self" : body.name
  }

  /// The innermost type body holding token `index`.
  func enclosingBody(at index: Int) -> TypeBody? {
    bodies.filter { $0.open < index && index < $0.close }.min {
      $0.close - $0.open < $1.close - $1.open
    }
  }

  /// The distinct label lists of the functions named `base` declared in `type` (by its last
  /// name component), or anywhere in the file when `type` declares none.
  func labels(ofMethod base: String, in type: String) -> [[String]] {
    let last = type.split(separator: ".").last.map(String.init) ?? type
    let named = methods.filter { $0.base == base }
    let inType = named.filter { $0.type.map { $0 == type || $0.hasSuffix(last) } ?? false }
    var result: [[String]] = []
    for method in inType.isEmpty ? named : inType where !result.contains(method.labels) {
      result.append(method.labels)
    }
    return result
  }

  /// The `@objc(name)` of the function named `base` with `labels`, if it has one.
  func customName(ofMethod base: String, labels: [String], in type: String) -> String? {
    methods.first { $0.base == base && $0.labels == labels && $0.customName != nil }?.customName
  }

  /// A property's Objective-C getter name (the property's own name; custom names of properties
  /// are not read).
  func objectiveCName(ofProperty name: String, in type: String) -> String? { nil }
}
