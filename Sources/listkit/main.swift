import ListKitCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(await CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
