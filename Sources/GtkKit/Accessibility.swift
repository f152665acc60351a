import CGtk

/// What assistive technologies (screen readers, the end-to-end tests) learn about a widget.
extension Widget {
    /// The widget's name: "two red striped diamonds", "Deal 3 More Cards".
    public func setAccessibleLabel(_ label: String) {
        pastimes_accessible_set_label(cast(), label)
    }

    /// A description of the widget's state: "selected, a Set", "lit".
    public func setAccessibleDescription(_ description: String) {
        pastimes_accessible_set_description(cast(), description)
    }

    /// Whether a button that acts as a choice is chosen ("pressed" to screen readers), as a
    /// toggle button is: a card the player chose.
    public func setAccessiblePressed(_ pressed: Bool) {
        pastimes_accessible_set_pressed(cast(), pressed ? 1 : 0)
    }

    /// A value for sliders and progress: the number and how to say it.
    public func setAccessibleValue(_ value: Double, min: Double, max: Double, text: String) {
        pastimes_accessible_set_value(cast(), value, min, max, text)
    }

}

extension Widget {
    /// Keeps a purely decorative widget out of the accessibility tree.
    public func setAccessibleHidden() {
        pastimes_accessible_set_hidden(cast(), 1)
    }
}
