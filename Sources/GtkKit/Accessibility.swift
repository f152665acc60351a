import CGtk

/// What assistive technologies (screen readers, the end-to-end tests) learn about a widget.
extension Widget {
    /// The widget's name: "two red striped diamonds", "Deal 3 More Cards".
    public func setAccessibleLabel(_ label: String) {
        pastimes_accessible_set_label(accessible, label)
    }

    /// A description of the widget's state: "selected, a Set", "lit".
    public func setAccessibleDescription(_ description: String) {
        pastimes_accessible_set_description(accessible, description)
    }

    /// A value for sliders and progress: the number and how to say it.
    public func setAccessibleValue(_ value: Double, min: Double, max: Double, text: String) {
        pastimes_accessible_set_value(accessible, value, min, max, text)
    }

}

extension Widget {
    /// Keeps a purely decorative widget out of the accessibility tree.
    public func setAccessibleHidden() {
        pastimes_accessible_set_hidden(accessible, 1)
    }
}
