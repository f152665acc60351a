import CardArt

/// The app's CSS: cards are buttons drawn entirely by Cairo, so their button chrome goes.
enum AppStyle {
    // not for people: the style sheet.
    static let css = """
        button.card, button.pile, button.pad {
            padding: 0;
            margin: 0;
            min-width: 0;
            min-height: 0;
            border: none;
            box-shadow: none;
            background: none;
            border-radius: 8px;
        }
        /* Cards and piles show their own state in their drawings. The theme fades insensitive
           buttons by painting them into a group, where Cairo 1.16 can crash on a drawing
           smaller than the button (see ARCHITECTURE.md, "Drawing"). */
        button.card:disabled, button.pile:disabled {
            opacity: 1;
            filter: none;
        }
        button.card:focus-visible, button.pile:focus-visible {
            outline: 3px solid alpha(white, 0.9);
            outline-offset: -2px;
        }
        .table-felt {
            background-image: \(TableFelt.css);
            background-size: 100% 100%;
            background-repeat: no-repeat;
        }
        /* No line over the bar: the cloth above it is edge enough, and a CSS border would make
           GTK's GL renderer compile its border program, over 1 MB where Mesa renders in software. */
        .game-bar {
            padding: 6px 6px 8px 6px;
            background: @headerbar_bg_color;
        }
        /* Snug buttons, so a game's controls fit a phone-width window on one row. */
        .game-bar button:not(.pile) {
            padding-left: 10px;
            padding-right: 10px;
        }
        .choices button {
            padding-left: 9px;
            padding-right: 9px;
        }
        .status-line {
            min-height: 20px;
        }
        .score {
            font-weight: bold;
            font-size: 1.2em;
        }
        /* Simon's pads show their state in their drawing; the board must not fade while Simon plays. */
        button.pad:disabled {
            opacity: 1;
            filter: none;
        }
        button.pad:focus-visible {
            outline: 3px solid alpha(@accent_color, 0.9);
            outline-offset: -6px;
        }
        .simon-hub {
            min-width: 92px;
            min-height: 92px;
            border-radius: 46px;
            background: #1e1e1e;
            color: white;
            font-size: 1.6em;
            font-weight: bold;
        }
        .paused-cover {
            background: @window_bg_color;
        }
        .game-over-band {
            padding: 14px 24px 12px;
            background: @window_bg_color;
        }
        .game-over {
            padding: 24px 32px;
            border-radius: 16px;
            background: @window_bg_color;
            box-shadow: 0 4px 24px alpha(black, 0.35);
        }
        """
}
