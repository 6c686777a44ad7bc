/// A parsed JSON value that keeps object keys in order and knows integers from other numbers.
public enum JSONValue: Sendable, Hashable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  case integer(Int)
  case number(Double)
  case bool(Bool)
  case null

  /// Equal when of the same case with equal payloads; object keys must match in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let a), .array(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    default: false
    }
  }

  /// Hashes the payload (an object's keys and values in order).
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .object(let pairs):
      for pair in pairs {
        hasher.combine(pair.key)
        hasher.combine(pair.value)
      }
    case .array(let values): hasher.combine(values)
    case .string(let s): hasher.combine(s)
    case .integer(let i): hasher.combine(i)
    case .number(let d): hasher.combine(d)
    case .bool(let b): hasher.combine(b)
    case .null: hasher.combine(0)
    }
  }

  /// The JSON type's name, for error messages.
  public var typeName: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .integer: "an integer"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

extension JSONValue {
  /// Compact JSON text (keys in their order).
  public var jsonText: String {
    switch self {
    case .object(let pairs):
      "{"
        + pairs.map { "\(JSONValue.string($0.key).jsonText): \($0.value.jsonText)" }.joined(
          separator: ", ") + "}"
    case .array(let values): "[" + values.map(\.jsonText).joined(separator: ", ") + "]"
    case .string(let s): JSONValue.quote(s)
    case .integer(let i): String(i)
    case .number(let d): String(d)
    case .bool(let b): b ? "true" : "false"
    case .null: "null"
    }
  }

  static func quote(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
