import ListKit
import Testing

/// A plain tree: the reference for the section snapshot.
final class TreeNode {
  let item: Int
  var children: [TreeNode] = []
  var expanded = false
  weak var parent: TreeNode?
  init(_ item: Int) { self.item = item }
}

struct ReferenceOutline {
  var roots: [TreeNode] = []
  var errors: [String] = []

  func all() -> [TreeNode] {
    var result: [TreeNode] = []
    func walk(_ nodes: [TreeNode]) {
      for node in nodes {
        result.append(node)
        walk(node.children)
      }
    }
    walk(roots)
    return result
  }
  func find(_ item: Int) -> TreeNode? { all().first { $0.item == item } }
  func visible() -> [Int] {
    var result: [Int] = []
    func walk(_ nodes: [TreeNode]) {
      for node in nodes {
        result.append(node.item)
        if node.expanded { walk(node.children) }
      }
    }
    walk(roots)
    return result
  }
  func siblings(of node: TreeNode) -> [TreeNode] { node.parent?.children ?? roots }
  mutating func setSiblings(of node: TreeNode, _ siblings: [TreeNode]) {
    if let parent = node.parent { parent.children = siblings } else { roots = siblings }
  }
  func isNew(_ items: [Int]) -> Bool {
    Set(items).count == items.count && !items.contains { find($0) != nil }
  }
}

@Suite struct SectionSnapshotModelTests {
  /// Seeded random outline edits, valid and invalid: after every step the section snapshot agrees
  /// with a plain tree, including which edits were rejected and with which code.
  @Test(arguments: 0..<150)
  func agreesWithAPlainTree(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    var reference = ReferenceOutline()
    var next = 0
    for step in 0..<200 {
      let existing = reference.all().map(\.item)
      func anyItem() -> Int {
        existing.isEmpty || Int.random(in: 0..<6, using: &rng) == 0
          ? Int.random(in: 0..<(next + 2), using: &rng) : existing.randomElement(using: &rng)!
      }
      func newItems() -> [Int] {
        (0..<Int.random(in: 1...3, using: &rng)).map { _ in
          if Int.random(in: 0..<8, using: &rng) == 0 { return anyItem() }
          next += 1
          return next - 1
        }
      }
      switch Int.random(in: 0..<7, using: &rng) {
      case 0, 1:
        let items = newItems()
        let parent: Int? = Bool.random(using: &rng) ? nil : anyItem()
        outline.append(items, to: parent)
        if let parent, reference.find(parent) == nil {
          reference.errors.append("unknownItem")
        } else if !reference.isNew(items) {
          reference.errors.append("duplicateOutlineItems")
        } else {
          let nodes = items.map(TreeNode.init)
          if let parent, let node = reference.find(parent) {
            for n in nodes { n.parent = node }
            node.children += nodes
          } else {
            reference.roots += nodes
          }
        }
      case 2:
        let items = newItems()
        let anchor = anyItem()
        let after = Bool.random(using: &rng)
        after ? outline.insert(items, after: anchor) : outline.insert(items, before: anchor)
        if let node = reference.find(anchor) {
          if reference.isNew(items) {
            var siblings = reference.siblings(of: node)
            let position = siblings.firstIndex { $0 === node }! + (after ? 1 : 0)
            let nodes = items.map(TreeNode.init)
            for n in nodes { n.parent = node.parent }
            siblings.insert(contentsOf: nodes, at: position)
            reference.setSiblings(of: node, siblings)
          } else {
            reference.errors.append("duplicateOutlineItems")
          }
        } else {
          reference.errors.append("unknownItem")
        }
      case 3:
        let items = [anyItem()]
        outline.delete(items)
        if let node = reference.find(items[0]) {
          reference.setSiblings(of: node, reference.siblings(of: node).filter { $0 !== node })
        } else {
          reference.errors.append("unknownItem")
        }
      case 4, 5:
        let item = anyItem()
        let expand = Bool.random(using: &rng)
        expand ? outline.expand([item]) : outline.collapse([item])
        if let node = reference.find(item) {
          node.expanded = expand
        } else {
          reference.errors.append("unknownItem")
        }
      default:
        if Int.random(in: 0..<10, using: &rng) == 0 {
          outline.deleteAll()
          reference.roots = []
        }
      }
      let context = "seed \(seed) step \(step)"
      #expect(outline.items == reference.all().map(\.item), "\(context)")
      #expect(outline.visibleItems == reference.visible(), "\(context)")
      #expect(outline.rootItems == reference.roots.map(\.item), "\(context)")
      #expect(outline.errors.map(\.stableCode) == reference.errors, "\(context)")
      for node in reference.all().prefix(4) {
        #expect(outline.parent(of: node.item) == node.parent?.item, "\(context)")
        #expect(outline.children(of: node.item) == node.children.map(\.item), "\(context)")
        #expect(outline.isExpanded(node.item) == node.expanded, "\(context)")
        var level = 0
        var current = node
        while let parent = current.parent {
          level += 1
          current = parent
        }
        #expect(outline.level(of: node.item) == level, "\(context)")
        #expect(
          outline.isVisible(node.item) == reference.visible().contains(node.item), "\(context)")
      }
    }
  }

  @Test func snapshotOfAnItemKeepsItsSubtreeAndExpansion() {
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["a", "b"])
    outline.append(["a1", "a2"], to: "a")
    outline.append(["a11"], to: "a1")
    outline.expand(["a1"])
    let sub = outline.snapshot(of: "a", includingParent: true)
    #expect(sub.items == ["a", "a1", "a11", "a2"])
    #expect(sub.isExpanded("a1") && !sub.isExpanded("a"))
    #expect(outline.snapshot(of: "a").rootItems == ["a1", "a2"])
    #expect(
      outline.visualDescription() == """
        + a
          - a1
            • a11
          • a2
        • b
        """)
    var replaced = outline
    var children = DiffableDataSourceSectionSnapshot<String>()
    children.append(["z"])
    replaced.replace(childrenOf: "a", using: children)
    #expect(replaced.items == ["a", "z", "b"])
  }
}
