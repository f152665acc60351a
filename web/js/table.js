// The shared table: each card a button named by its face in words (as on the desktop), drawn
// from the host's SVG faces, laid out as large as the window allows.

import { cardName } from "./words.js";

/// Width over height of a card, as the app draws it.
const ASPECT = 5 / 7;
const GAP = 8;

export class Table {
  /// `onChoose` hears each whole choice; `onRefused` a card chosen by a watcher, who may not.
  constructor(element, onChoose, onRefused = () => {}) {
    this.element = element;
    this.onChoose = onChoose;
    this.onRefused = onRefused;
    this.buttons = new Map();   // card index → button
    this.faces = {};            // theme → [data URL] by card index
    this.theme = "classic";
    this.cards = [];
    this.chosen = new Set();
    this.choosable = true;
    new ResizeObserver(() => this.layOut()).observe(element);
  }

  /// Loads a theme's faces once (81 SVG documents in one compressed answer).
  async useTheme(theme) {
    if (!this.faces[theme]) {
      const answer = await fetch(`/faces/${theme}.json`);
      if (!answer.ok) throw new Error(`faces: ${answer.status}`);
      const documents = await answer.json();
      this.faces[theme] = documents.map((svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    }
    this.theme = theme;
    for (const [card, button] of this.buttons) this.draw(card, button);
  }

  /// Shows `cards` (indexes, in the host's order); cards chosen that have left are forgotten.
  /// The first time cards are shown and drawn, marks "pastimes:table-drawn" on the page's
  /// timeline (the benchmark reads it).
  /// Shows `cards`; a watcher's (`choosable` false) can be read but not chosen.
  show(cards, choosable = true) {
    this.cards = cards;
    this.choosable = choosable;
    if (!choosable) this.clearChoice();
    for (const card of [...this.chosen]) if (!cards.includes(card)) this.chosen.delete(card);
    // A keyboard player's focus stays on the table: on the card that takes the place of the one
    // that had it, or the nearest, never dropped to the page's body with the card taken.
    const focused = [...this.buttons.values()].indexOf(document.activeElement);
    const focusedPosition = focused < 0 ? -1 : [...this.element.children].indexOf(document.activeElement);
    for (const [card, button] of this.buttons) {
      if (!cards.includes(card)) {
        button.remove();
        this.buttons.delete(card);
      }
    }
    cards.forEach((card, position) => {
      let button = this.buttons.get(card);
      if (!button) {
        button = document.createElement("button");
        button.type = "button";
        button.className = "card";
        button.dataset.card = card;
        button.append(document.createElement("img"));
        button.addEventListener("click", () => this.choose(card));
        this.buttons.set(card, button);
        this.draw(card, button);
      }
      if (this.element.children[position] !== button) this.element.insertBefore(button, this.element.children[position] ?? null);
      button.setAttribute("aria-pressed", this.chosen.has(card) ? "true" : "false");
      button.setAttribute("aria-disabled", choosable ? "false" : "true");
    });
    this.layOut();
    if (focusedPosition >= 0 && !this.element.contains(document.activeElement) && cards.length) {
      this.element.children[Math.min(focusedPosition, cards.length - 1)]?.focus();
    }
    if (!this.drawn && cards.length) {
      this.drawn = true;
      const images = [...this.element.querySelectorAll("img")].map((image) => image.decode().catch(() => {}));
      Promise.all(images).then(() => requestAnimationFrame(() => performance.mark("pastimes:table-drawn")));
    }
  }

  draw(card, button) {
    const image = button.firstChild;
    image.alt = "";
    image.src = this.faces[this.theme]?.[card] ?? "";
    button.setAttribute("aria-label", cardName(this.theme, card));
  }

  choose(card) {
    if (!this.choosable) return this.onRefused();
    if (this.chosen.has(card)) this.chosen.delete(card); else this.chosen.add(card);
    this.buttons.get(card)?.setAttribute("aria-pressed", this.chosen.has(card) ? "true" : "false");
    if (this.chosen.size === 3) {
      const cards = [...this.chosen];
      this.chosen.clear();
      for (const button of this.buttons.values()) button.setAttribute("aria-pressed", "false");
      this.onChoose(cards);
    }
  }

  clearChoice() {
    this.chosen.clear();
    for (const button of this.buttons.values()) button.setAttribute("aria-pressed", "false");
  }

  /// The grid whose cards are widest within the table's box.
  layOut() {
    const count = Math.max(this.cards.length, 1);
    const style = getComputedStyle(this.element);
    const width = this.element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const height = this.element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    if (!width || !height) return;
    let best = { columns: 1, cardWidth: 0 };
    for (let columns = 1; columns <= count; columns++) {
      const rows = Math.ceil(count / columns);
      const cardWidth = Math.min((width - GAP * (columns - 1)) / columns, ((height - GAP * (rows - 1)) / rows) * ASPECT);
      if (cardWidth > best.cardWidth) best = { columns, cardWidth };
    }
    this.element.style.setProperty("--columns", best.columns);
    this.element.style.setProperty("--card-width", `${Math.floor(best.cardWidth)}px`);
  }
}
