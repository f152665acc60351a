// The shared table: each card a button named by its face in words (as on the desktop), drawn
// from the host's SVG faces of the rules' deck, laid out as large as the window allows. A choice
// holds as many cards as the rules say (3, 4 or 6); the chain to reuse is marked.

import { word } from "./words.js";

/// Width over height of a card, as the app draws it.
const ASPECT = 5 / 7;
const GAP = 8;

export class Table {
  /// `onChoose` hears each whole choice; `onRefused` a card chosen by a watcher, who may not.
  constructor(element, onChoose, onRefused = () => {}) {
    this.element = element;
    this.onChoose = onChoose;
    this.onRefused = onRefused;
    this.buttons = new Map();   // card (its place in the deck) → button
    this.faces = {};            // "theme/deck" → [data URL] by card
    this.names = {};            // deck → { theme → [name] } by card
    this.theme = "classic";
    this.deck = "standard";
    this.choice = 3;
    this.cards = [];
    this.chain = [];
    this.chosen = new Set();
    this.choosable = true;
    new ResizeObserver(() => this.layOut()).observe(element);
  }

  /// Loads a deck's faces in a theme, and its cards' names, once each (SVG documents and words
  /// in one compressed answer each).
  async load(theme, deck) {
    const key = `${theme}/${deck}`;
    if (!this.faces[key]) {
      const answer = await fetch(`/faces/${key}.json`);
      if (!answer.ok) throw new Error(`faces: ${answer.status}`);
      const documents = await answer.json();
      this.faces[key] = documents.map((svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    }
    if (!this.names[deck]) {
      const answer = await fetch(`/names/${deck}.json`);
      if (!answer.ok) throw new Error(`names: ${answer.status}`);
      this.names[deck] = await answer.json();
    }
  }

  async useTheme(theme) {
    await this.load(theme, this.deck);
    this.theme = theme;
    for (const [card, button] of this.buttons) this.draw(card, button);
  }

  /// The rules' deck and the size of a choice: a new deck's cards are drawn afresh.
  async useRules(deck, choice) {
    this.choice = choice;
    if (deck === this.deck && this.faces[`${this.theme}/${deck}`]) return;
    await this.load(this.theme, deck);
    this.deck = deck;
    for (const button of this.buttons.values()) button.remove();
    this.buttons.clear();
    this.show(this.cards, this.choosable, this.chain);
  }

  /// Shows `cards` (places in the rules' deck, in the host's order); cards chosen that have
  /// left are forgotten. A watcher's (`choosable` false) can be read but not chosen; the cards
  /// of `chain` are the last match's, to be reused. The first time cards are shown and drawn,
  /// marks "pastimes:table-drawn" on the page's timeline (the benchmark reads it).
  show(cards, choosable = true, chain = []) {
    this.cards = cards;
    this.chain = chain;
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
      button.classList.remove("sent");
      button.setAttribute("aria-disabled", choosable ? "false" : "true");
      button.classList.toggle("chain", chain.includes(card));
      if (chain.includes(card)) button.setAttribute("aria-description", word("chainNote")); else button.removeAttribute("aria-description");
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
    image.src = this.faces[`${this.theme}/${this.deck}`]?.[card] ?? "";
    button.setAttribute("aria-label", this.name(card));
  }

  /// A card in words, in the theme's words, as the desktop says it.
  name(card) { return this.names[this.deck]?.[this.theme]?.[card] ?? String(card); }

  /// A small picture of a card, for the Puzzle's found matches.
  picture(card) {
    const image = document.createElement("img");
    image.src = this.faces[`${this.theme}/${this.deck}`]?.[card] ?? "";
    image.alt = "";
    return image;
  }

  choose(card) {
    if (!this.choosable) return this.onRefused();
    if (this.chosen.has(card)) this.chosen.delete(card); else this.chosen.add(card);
    this.buttons.get(card)?.setAttribute("aria-pressed", this.chosen.has(card) ? "true" : "false");
    if (this.chosen.size === this.choice) {
      const cards = [...this.chosen];
      this.chosen.clear();
      for (const button of this.buttons.values()) button.setAttribute("aria-pressed", "false");
      // Marked as on their way until the host next speaks (its verdict, or a table that made the
      // claim late): far away, that is a third of a second.
      for (const card of cards) this.buttons.get(card)?.classList.add("sent");
      this.onChoose(cards);
    }
  }

  /// The claim on its way needs no more marking: the host answered it without a new table (too
  /// late, too fast), or the connection dropped. (Any new table from the host clears it too.)
  answered() {
    for (const button of this.buttons.values()) button.classList.remove("sent");
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
