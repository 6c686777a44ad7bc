/// The convenience layer (result-builder DSL, cell view models, list configurations) is
/// reserved for a later issue; the module exists so that the module graph and its one-way
/// dependencies (ListKit, ListSimulator -> Lists -> ListScenarios) are fixed from the start.
enum ListsModule {}
