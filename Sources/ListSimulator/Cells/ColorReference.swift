import Foundation

/// A colour (`UIColor`; nothing is drawn): a system or asset name, or components. Two colours
/// are equal when they read the same (their names or components).
public final class ColorReference: Sendable, Hashable, CustomStringConvertible {
  /// The system or asset name (`systemBlue`, `AccentColor`), or a description of the components
  /// (`rgba(1.0, 0.0, 0.0, 1.0)`, `white(0.5, 1.0)`).
  public let name: String
  /// Red, green, blue and alpha from 0 to 1, for a colour made from components; `nil` for a named
  /// one.
  public let components: (red: Double, green: Double, blue: Double, alpha: Double)?

  /// A named colour (`UIColor(named:)` returns one for any name; nothing is loaded).
  public init(named name: String) {
    self.name = name
    components = nil
  }

  /// `UIColor(red:green:blue:alpha:)`.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    name = "rgba(\(red), \(green), \(blue), \(alpha))"
    components = (red, green, blue, alpha)
  }

  /// `UIColor(white:alpha:)`.
  public init(white: Double, alpha: Double) {
    name = "white(\(white), \(alpha))"
    components = (white, white, white, alpha)
  }

  /// `UIColor(hue:saturation:brightness:alpha:)`, kept as its components in RGB.
  public convenience init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      h < 1
      ? (c, x, 0)
      : h < 2
        ? (x, c, 0)
        : h < 3
          ? (0, c, x)
          : h < 4
            ? (0, x, c)
            : h < 5 ? (x, 0, c) : (c, 0, x)
    let m = brightness - c
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// A copy of `other` (what a dynamic colour resolves to; `ListUIKit`'s
  /// `UIColor(dynamicProvider:)`).
  package init(copying other: ColorReference) {
    name = other.name
    components = other.components
  }

  /// The same colour with `alpha`.
  public func withAlphaComponent(_ alpha: Double) -> ColorReference {
    if let c = components {
      return ColorReference(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }
    return ColorReference(named: "\(name).alpha(\(alpha))")
  }

  /// The name (or the description of the components).
  public var description: String { name }

  /// Equal when the names are equal (components are part of the name).
  public static func == (a: ColorReference, b: ColorReference) -> Bool { a.name == b.name }
  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// `UIColor.systemBackground`, by name.
  public static let systemBackground = ColorReference(named: "systemBackground")
  /// `UIColor.secondarySystemBackground`, by name.
  public static let secondarySystemBackground = ColorReference(named: "secondarySystemBackground")
  /// `UIColor.tertiarySystemBackground`, by name.
  public static let tertiarySystemBackground = ColorReference(named: "tertiarySystemBackground")
  /// `UIColor.systemGroupedBackground`, by name.
  public static let systemGroupedBackground = ColorReference(named: "systemGroupedBackground")
  /// `UIColor.secondarySystemGroupedBackground`, by name.
  public static let secondarySystemGroupedBackground = ColorReference(
    named: "secondarySystemGroupedBackground")
  /// `UIColor.white`, by name.
  public static let white = ColorReference(named: "white")
  /// `UIColor.black`, by name.
  public static let black = ColorReference(named: "black")
  /// `UIColor.clear`, by name.
  public static let clear = ColorReference(named: "clear")
  /// `UIColor.red`, by name.
  public static let red = ColorReference(named: "red")
  /// `UIColor.green`, by name.
  public static let green = ColorReference(named: "green")
  /// `UIColor.blue`, by name.
  public static let blue = ColorReference(named: "blue")
  /// `UIColor.yellow`, by name.
  public static let yellow = ColorReference(named: "yellow")
  /// `UIColor.orange`, by name.
  public static let orange = ColorReference(named: "orange")
  /// `UIColor.purple`, by name.
  public static let purple = ColorReference(named: "purple")
  /// `UIColor.brown`, by name.
  public static let brown = ColorReference(named: "brown")
  /// `UIColor.cyan`, by name.
  public static let cyan = ColorReference(named: "cyan")
  /// `UIColor.magenta`, by name.
  public static let magenta = ColorReference(named: "magenta")
  /// `UIColor.gray`, by name.
  public static let gray = ColorReference(named: "gray")
  /// `UIColor.lightGray`, by name.
  public static let lightGray = ColorReference(named: "lightGray")
  /// `UIColor.darkGray`, by name.
  public static let darkGray = ColorReference(named: "darkGray")
  /// `UIColor.label`, by name.
  public static let label = ColorReference(named: "label")
  /// `UIColor.secondaryLabel`, by name.
  public static let secondaryLabel = ColorReference(named: "secondaryLabel")
  /// `UIColor.tertiaryLabel`, by name.
  public static let tertiaryLabel = ColorReference(named: "tertiaryLabel")
  /// `UIColor.quaternaryLabel`, by name.
  public static let quaternaryLabel = ColorReference(named: "quaternaryLabel")
  /// `UIColor.placeholderText`, by name.
  public static let placeholderText = ColorReference(named: "placeholderText")
  /// `UIColor.link`, by name.
  public static let link = ColorReference(named: "link")
  /// `UIColor.systemBlue`, by name.
  public static let systemBlue = ColorReference(named: "systemBlue")
  /// `UIColor.systemRed`, by name.
  public static let systemRed = ColorReference(named: "systemRed")
  /// `UIColor.systemGreen`, by name.
  public static let systemGreen = ColorReference(named: "systemGreen")
  /// `UIColor.systemOrange`, by name.
  public static let systemOrange = ColorReference(named: "systemOrange")
  /// `UIColor.systemYellow`, by name.
  public static let systemYellow = ColorReference(named: "systemYellow")
  /// `UIColor.systemPurple`, by name.
  public static let systemPurple = ColorReference(named: "systemPurple")
  /// `UIColor.systemPink`, by name.
  public static let systemPink = ColorReference(named: "systemPink")
  /// `UIColor.systemTeal`, by name.
  public static let systemTeal = ColorReference(named: "systemTeal")
  /// `UIColor.systemIndigo`, by name.
  public static let systemIndigo = ColorReference(named: "systemIndigo")
  /// `UIColor.systemMint`, by name.
  public static let systemMint = ColorReference(named: "systemMint")
  /// `UIColor.systemCyan`, by name.
  public static let systemCyan = ColorReference(named: "systemCyan")
  /// `UIColor.systemBrown`, by name.
  public static let systemBrown = ColorReference(named: "systemBrown")
  /// `UIColor.systemGray`, by name.
  public static let systemGray = ColorReference(named: "systemGray")
  /// `UIColor.systemGray2`, by name.
  public static let systemGray2 = ColorReference(named: "systemGray2")
  /// `UIColor.systemGray3`, by name.
  public static let systemGray3 = ColorReference(named: "systemGray3")
  /// `UIColor.systemGray4`, by name.
  public static let systemGray4 = ColorReference(named: "systemGray4")
  /// `UIColor.systemGray5`, by name.
  public static let systemGray5 = ColorReference(named: "systemGray5")
  /// `UIColor.systemGray6`, by name.
  public static let systemGray6 = ColorReference(named: "systemGray6")
  /// `UIColor.separator`, by name.
  public static let separator = ColorReference(named: "separator")
  /// `UIColor.opaqueSeparator`, by name.
  public static let opaqueSeparator = ColorReference(named: "opaqueSeparator")
  /// `UIColor.systemFill`, by name.
  public static let systemFill = ColorReference(named: "systemFill")
  /// `UIColor.tintColor`, by name.
  public static let tintColor = ColorReference(named: "tintColor")
}

/// `CGColor`: a colour as a layer takes it (`UIColor.cgColor`); the same recorded colour.
public typealias CGColor = ColorReference

extension ColorReference {
  /// The colour as a layer takes it.
  public var cgColor: CGColor { self }

  /// `UIColor { traitCollection in … }`: a dynamic colour, resolved here for the light
  /// appearance (the provider is called once).
  public convenience init(dynamicProvider: (UITraitCollection) -> ColorReference) {
    self.init(copying: dynamicProvider(UITraitCollection()))
  }
}
