import CGtk

/// A menu of actions, for menu buttons.
@MainActor
public final class Menu {
    let menu: OpaquePointer
    var model: UnsafeMutablePointer<GMenuModel> { UnsafeMutablePointer(menu) }

    public init() { menu = g_menu_new()! }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }

    /// Appends an item running `action` ("app.about").
    public func append(_ label: String, action: String) { g_menu_append(menu, label, action) }

    /// Appends a titled group of items.
    public func appendSection(_ title: String, _ section: Menu) { g_menu_append_section(menu, title, section.model) }

    /// Appends an item opening `submenu`.
    public func appendSubmenu(_ label: String, _ submenu: Menu) { g_menu_append_submenu(menu, label, submenu.model) }

    /// Takes every item out (a section whose items follow the game: the players to remove).
    public func removeAll() { g_menu_remove_all(menu) }

    /// Appends a group of items, shown between separators.
    public func appendSection(_ section: Menu) { g_menu_append_section(menu, nil, section.model) }
}
