/// A small strict JSON parser (RFC 8259): UTF-8 in, ``JSONValue`` out, duplicate keys rejected.
public struct JSONParser {
  let bytes: [UInt8]
  var position = 0

  /// Parses `text` as one JSON value, or throws the syntax error with its position.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return value
  }

  func error(_ reason: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(position, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  mutating func skipWhitespace() {
    while position < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(
        bytes[position])
    {
      position += 1
    }
  }

  mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth < 512 else { throw error("nested too deeply") }
    guard position < bytes.count else { throw error("unexpected end of file") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character '\(Character(UnicodeScalar(bytes[position])))'")
    }
  }

  mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard bytes.count - position >= utf8.count,
      Array(bytes[position..<position + utf8.count]) == utf8
    else { throw error("invalid literal") }
    position += utf8.count
    return value
  }

  mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    position += 1
    var pairs: [(key: String, value: JSONValue)] = []
    var keys = Set<String>()
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(pairs)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes")
      }
      let keyStart = position
      let key = try parseString()
      guard keys.insert(key).inserted else {
        position = keyStart
        throw error("duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw error("expected ':' after a key")
      }
      position += 1
      skipWhitespace()
      pairs.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of file in an object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      position += 1
      return .object(pairs)
    }
  }

  mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    position += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(values)
    }
    while true {
      skipWhitespace()
      values.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of file in an array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      position += 1
      return .array(values)
    }
  }

  mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1
    var scalars: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        position += 1
        guard position < bytes.count else { break }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): scalars.append(8)
        case UInt8(ascii: "f"): scalars.append(12)
        case UInt8(ascii: "n"): scalars.append(10)
        case UInt8(ascii: "r"): scalars.append(13)
        case UInt8(ascii: "t"): scalars.append(9)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count,
            bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
          {
            position += 2
            let low = try hex4()
            // A high surrogate pairs only with a low one; anything else is not text.
            guard (0xDC00..<0xE000).contains(low) else {
              throw error("unpaired surrogate in a \\u escape")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
          position -= 1
          throw error("invalid escape")
        }
      default:
        guard byte >= 0x20 else { throw error("control character in a string") }
        scalars.append(byte)
        position += 1
      }
    }
    throw error("unterminated string")
  }

  mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - position >= 4 else { throw error("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Character(UnicodeScalar(bytes[position])).hexDigitValue else {
        throw error("invalid \\u escape")
      }
      value = value * 16 + UInt32(digit)
      position += 1
    }
    return value
  }

  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    var isInteger = true
    func digits() -> Int {
      let from = position
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        position += 1
      }
      return position - from
    }
    guard digits() > 0 else { throw error("invalid number") }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard digits() > 0 else { throw error("invalid number") }
    }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    {
      isInteger = false
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard digits() > 0 else { throw error("invalid number") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let value = Int(text) { return .integer(value) }
    guard let value = Double(text) else { throw error("invalid number") }
    return .number(value)
  }
}
