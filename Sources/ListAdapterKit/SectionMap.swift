/// The adapter's sections, as IGListKit's section map keeps them (`IGListSectionMap`): each
/// section's object, section controller and identifier key, and the ways back from a section
/// controller (the section ``set(objects:controllers:keys:)`` wrote into it) and from an
/// identifier (a table made when first asked for).
///
/// The objects and the controllers are kept in two arrays, so that the layout's thousands of
/// questions about a section's controller read one reference and never copy an object.
@MainActor
struct _SectionMap {
  /// Each section's object, in section order.
  private(set) var objects: [any ListDiffable] = []
  /// Each section's section controller, in section order.
  private(set) var controllers: [ListSectionController] = []
  /// Each section's identifier key, in section order.
  private(set) var keys: [_IdentifierKey] = []
  /// Each identifier's section, when asked for since the map was last set.
  private var builtSectionOfKey: [_IdentifierKey: Int]?
  /// Each controller's section, made when a controller's own section did not name it (a
  /// controller another adapter's map holds too wrote its section there last).
  private var builtSectionOfController: [ObjectIdentifier: Int]?

  /// The number of sections.
  var count: Int { controllers.count }

  /// The section controller of `section`, or `nil` when it is not one of the map's sections.
  func controller(at section: Int) -> ListSectionController? {
    section >= 0 && section < controllers.count ? controllers[section] : nil
  }

  /// Whether `section` is one of the map's sections.
  func contains(_ section: Int) -> Bool { section >= 0 && section < controllers.count }

  /// Sets the sections: `objects[i]` shown by `controllers[i]` with key `keys[i]` (the three of
  /// the same length; `sectionsOfKeys`, when given, is each key's section). Each controller's
  /// section becomes its index; a controller no longer in the map gets `NSNotFound`, as
  /// IGListKit's map resets them.
  mutating func set(
    objects: [any ListDiffable], controllers: [ListSectionController], keys: [_IdentifierKey],
    sectionsOfKeys: [_IdentifierKey: Int]? = nil
  ) {
    precondition(objects.count == controllers.count && keys.count == controllers.count)
    for controller in self.controllers { controller.storedSection = NSNotFound }
    self.objects = objects
    self.controllers = controllers
    self.keys = keys
    builtSectionOfKey = sectionsOfKeys
    builtSectionOfController = nil
    for (section, controller) in controllers.enumerated() { controller.storedSection = section }
  }

  /// Shows `object` in `section` instead of its object (a new instance of the same identifier).
  mutating func replaceObject(at section: Int, with object: any ListDiffable) {
    objects[section] = object
  }

  /// The section `controller` shows (its last, should it show several), or `nil` when it is not
  /// in the map: the section written into it, checked, else the map's own table of controllers.
  mutating func section(of controller: ListSectionController) -> Int? {
    let section = controller.storedSection
    if contains(section), controllers[section] === controller { return section }
    if builtSectionOfController == nil { builtSectionOfController = sectionsOfControllers() }
    return builtSectionOfController?[ObjectIdentifier(controller)]
  }

  /// The section of the identifier `key` (the map's identifiers are distinct), or `nil`.
  mutating func section(ofKey key: _IdentifierKey) -> Int? { sectionsOfKeys()[key] }

  /// Each identifier's section (the last one of a repeated identifier).
  mutating func sectionsOfKeys() -> [_IdentifierKey: Int] {
    if let built = builtSectionOfKey { return built }
    var table: [_IdentifierKey: Int] = [:]
    table.reserveCapacity(keys.count)
    for (section, key) in keys.enumerated() { table[key] = section }
    builtSectionOfKey = table
    return table
  }

  /// `objects` without the later ones of a repeated identifier, as IGListKit removes them
  /// (`duplicate` hears each one left out and the first one of its identifier), and each one's
  /// section in this map (`-1`: none). An update mostly keeps the order, so the section after
  /// the last one matched is tried first, and the table of the map's identifiers only when that
  /// is not it: an update that keeps the order looks nothing up.
  mutating func matching(
    _ objects: [any ListDiffable],
    duplicate: (_ object: any ListDiffable, _ first: any ListDiffable) -> Void
  ) -> (distinct: _DistinctObjects, sections: [Int]) {
    var distinct = _DistinctObjects()
    distinct.objects.reserveCapacity(objects.count)
    distinct.keys.reserveCapacity(objects.count)
    var sections: [Int] = []
    sections.reserveCapacity(objects.count)
    // Which new object took each section (the map's identifiers all differ, so a second new
    // object matching a section repeats the first one's identifier).
    var takenBy = [Int](repeating: -1, count: keys.count)
    var table: [_IdentifierKey: Int]?
    // The new objects whose identifiers the map does not have.
    var unknown: [_IdentifierKey: Int] = [:]
    var guess = 0
    for object in objects {
      let key = _IdentifierKey(object)
      let next = distinct.objects.count
      var section = -1
      if guess < keys.count, keys[guess] == key {
        section = guess
      } else if !keys.isEmpty {
        if table == nil { table = sectionsOfKeys() }
        section = table?[key] ?? -1
      }
      if section >= 0 {
        if takenBy[section] >= 0 {
          duplicate(object, distinct.objects[takenBy[section]])
          continue
        }
        takenBy[section] = next
        guess = section + 1
      } else {
        let first = _value(&unknown[key, default: next])
        if first != next {
          duplicate(object, distinct.objects[first])
          continue
        }
      }
      distinct.objects.append(object)
      distinct.keys.append(key)
      sections.append(section)
    }
    return (distinct, sections)
  }

  /// Each controller's section, as a table (for a map that is no longer the adapter's, whose
  /// controllers' sections were overwritten).
  func sectionsOfControllers() -> [ObjectIdentifier: Int] {
    var table: [ObjectIdentifier: Int] = [:]
    table.reserveCapacity(controllers.count)
    for (section, controller) in controllers.enumerated() {
      table[ObjectIdentifier(controller)] = section
    }
    return table
  }
}
