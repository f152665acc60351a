import SafeFiles

/// Where Pastimes finds its data files (help pages, the metainfo, the settings schema): beside
/// an installed program (bin/../share/…), or in the build tree of a program run from .build
/// (.build/<triple>/<configuration>/pastimes; `make locale` and `make schemas` put the files in
/// .build). Found from where the running program is, never from where its sources were.
enum DataPlaces {
    /// `share/<installed>` beside the program, then `.build/<built>` above it.
    static func candidates(installed: String, built: String) -> [FilePath] {
        guard let folder = FilePath.executable?.parent else { return [] }
        return [folder.parent.appending("share").appending(installed), folder.parent.parent.appending(built)]
    }
}
