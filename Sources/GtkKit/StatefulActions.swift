import CGtk

/// Actions with a state, shown in menus as radio items (a choice among strings) or check
/// items (a toggle). The state lives in the action, so every menu showing it stays in step.
extension Application {
    /// Adds `app.<name>` holding one of several strings; a menu item for "app.<name>::<value>"
    /// is a radio item. `handler` runs with the value chosen, after the state has changed.
    public func addChoiceAction(_ name: String, initial: String, _ handler: @escaping @MainActor (String) -> Void) {
        let stringType = g_variant_type_new("s")
        defer { g_variant_type_free(stringType) }
        let action = g_simple_action_new_stateful(name, stringType, g_variant_new_string(initial))!
        let body: VariantHandler = { [weak self] parameter in
            guard let value = parameter else { return }
            self?.setChoice(name, to: value)
            handler(value)
        }
        connect(UnsafeMutableRawPointer(action), .actionActivatedWithText, body)
        register(name, action)
    }

    /// Adds `app.<name>` taking a string, such as a toast's button passes along.
    public func addAction(_ name: String, withText handler: @escaping @MainActor (String) -> Void) {
        let stringType = g_variant_type_new("s")
        defer { g_variant_type_free(stringType) }
        let action = g_simple_action_new(name, stringType)!
        let body: VariantHandler = { parameter in if let parameter { handler(parameter) } }
        connect(UnsafeMutableRawPointer(action), .actionActivatedWithText, body)
        register(name, action)
    }

    /// Changes the state of a choice action without running its handler (the model moved first).
    public func setChoice(_ name: String, to value: String) {
        guard let action = action(named: name) else { return }
        g_simple_action_set_state(action, g_variant_new_string(value))
    }

    /// The value a choice action holds (nil when there is no such action).
    public func choice(of name: String) -> String? {
        guard let action = action(named: name), let state = g_action_get_state(action) else { return nil }
        defer { g_variant_unref(state) }
        guard g_variant_classify(state) == G_VARIANT_CLASS_STRING else { return nil }
        return String(cString: g_variant_get_string(state, nil))
    }

    /// Whether a toggle action is on (nil when there is no such action).
    public func isToggled(_ name: String) -> Bool? {
        guard let action = action(named: name), let state = g_action_get_state(action) else { return nil }
        defer { g_variant_unref(state) }
        guard g_variant_classify(state) == G_VARIANT_CLASS_BOOLEAN else { return nil }
        return g_variant_get_boolean(state) != 0
    }

    /// Changes the state of a toggle action without running its handler.
    public func setToggle(_ name: String, to value: Bool) {
        guard let action = action(named: name) else { return }
        g_simple_action_set_state(action, g_variant_new_boolean(value ? 1 : 0))
    }

    /// Adds `app.<name>`, on or off; its menu item is a check item.
    public func addToggleAction(_ name: String, initial: Bool, _ handler: @escaping @MainActor (Bool) -> Void) {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(initial ? 1 : 0))!
        let body: VariantHandler = { [weak self] _ in
            guard let self, let action = self.action(named: name) else { return }
            let state = g_action_get_state(action)!
            let value = g_variant_get_boolean(state) == 0
            g_variant_unref(state)
            g_simple_action_set_state(action, g_variant_new_boolean(value ? 1 : 0))
            handler(value)
        }
        connect(UnsafeMutableRawPointer(action), .actionActivatedWithText, body)
        register(name, action)
    }
}
