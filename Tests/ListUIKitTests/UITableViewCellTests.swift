import Foundation
import ListReporting
import ListSimulator
import ListUIKit
import Testing

@MainActor @Suite struct TableCellTests {
  @Test func classicCellPropertiesReadAndWriteTheContent() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
    cell.textLabel?.text = "Ada"
    cell.detailTextLabel?.text = "Engineer"
    cell.imageView?.image = UIImage(systemName: "person")
    cell.accessoryType = .disclosureIndicator
    #expect(cell.reuseIdentifier == "contact")
    #expect(cell.contentConfiguration?.style == "subtitleCell")
    #expect(cell.contentConfiguration?.text == "Ada")
    #expect(cell.contentConfiguration?.secondaryText == "Engineer")
    #expect(cell.textLabel?.text == "Ada" && cell.imageView?.image == UIImage(systemName: "person"))
  }
}
