import Foundation
import PackagePlugin

/// Ports an app's screens at build time: the target it is applied to lists, in a file
/// `listkit-port.json` in its folder, the app's Swift files or folders (relative to that
/// folder), and each is ported (`listkit-port`) into the plugin's work folder and compiled into
/// the target — the app's files stay where the app keeps them, unmodified.
///
/// ```json
/// {"sources": ["../../App/Screens", "../../App/Cells/TodoCell.swift"]}
/// ```
@main
struct ListPortPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // (`directoryURL` needs tools 6.1; the package declares 6.0. A `Path` describes itself as its
    // string, which `Path.string` is deprecated for.)
    let folder = URL(fileURLWithPath: String(describing: target.directory))
    let config = folder.appendingPathComponent("listkit-port.json")
    guard FileManager.default.fileExists(atPath: config.path) else {
      Diagnostics.warning(
        "ListPortPlugin: no listkit-port.json in \(folder.path): nothing to port")
      return []
    }
    let data = try Data(contentsOf: config)
    guard
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let sources = object["sources"] as? [String]
    else {
      throw PortPluginError("listkit-port.json: expected {\"sources\": [\"path\", …]}")
    }
    var files: [URL] = []
    for source in sources {
      let url = URL(fileURLWithPath: source, relativeTo: folder).standardizedFileURL
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw PortPluginError("listkit-port.json: no such file or folder: \(source)")
      }
      if isFolder.boolValue {
        let names =
          (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String]) ?? []
        files += names.filter { $0.hasSuffix(".swift") }.sorted().map {
          url.appendingPathComponent($0)
        }
      } else {
        files.append(url)
      }
    }
    let tool = try context.tool(named: "listkit-port").url
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Ported")
    return files.map { file in
      let ported = output.appendingPathComponent(file.lastPathComponent)
      return .buildCommand(
        displayName: "Porting \(file.lastPathComponent)", executable: tool,
        arguments: [file.path, ported.path], inputFiles: [file], outputFiles: [ported])
    }
  }
}

struct PortPluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
