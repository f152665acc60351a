// The page's words, in the browser's language: the host chooses the language from the
// browser's Accept-Language and answers with the same catalogs as the app's. The page holds
// no words of its own, only the keys it asks for.

let loaded = { words: {}, refusals: {}, rules: {}, matches: {}, computers: {}, themes: {}, deck: [] };

export async function loadWords() {
  const answer = await fetch("/words.json");
  if (!answer.ok) throw new Error(`words: ${answer.status}`);
  loaded = await answer.json();
  document.documentElement.lang = loaded.language;
  for (const element of document.querySelectorAll("[data-word]")) {
    element.textContent = word(element.dataset.word);
  }
  document.title = word("title");
  return loaded;
}

/// The words for `key`, with %1$@, %2$@… filled in by `values` (as text: never markup).
export function word(key, ...values) {
  return fillIn(loaded.words[key] ?? key, values);
}

export function fillIn(template, values) {
  return template.replace(/%(?:(\d+)\$)?@|%%/g, (match, number) => {
    if (match === "%%") return "%";
    const index = number ? Number(number) - 1 : 0;
    return String(values[index] ?? "");
  });
}

/// The game's protocol, as the host that served this page speaks it.
export const protocolVersion = () => loaded.protocolVersion;
export const refusalWords = (reason) => loaded.refusals[reason] ?? loaded.refusals.malformed ?? reason;
export const themeNames = () => loaded.themes;
/// The rules by the protocol's name: title, instructions, deck, choice (cards), match (the kind of match's words), chainLinks.
export const rulesOf = (name) => loaded.rules[name] ?? loaded.rules.standard;
/// What a shared table says of the rules' matches: youFound, youMissed, theyFound, theyMissed, counts.
export const matchWords = (name) => loaded.matches[rulesOf(name).match] ?? {};
export const computerName = (level) => loaded.computers[level] ?? level;
export const deckWords = (count) => loaded.deck[count] ?? String(count);
export const countWords = (rules, count) => matchWords(rules).counts?.[count] ?? String(count);
