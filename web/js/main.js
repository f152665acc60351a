// The web player: join a game hosted by Pastimes with the code its lobby shows (a scanned QR
// code brings it in the link's #fragment, which never travels to the server), then play on
// the shared table. Everything a peer sends is shown as text, never as markup.

import { loadWords, word, fillIn, refusalWords, themeNames, deckWords, rulesOf, matchWords, computerName, countWords } from "./words.js";
import { Connection } from "./connection.js";
import { Table } from "./table.js";

const NAME = "pastimes-name", THEME = "pastimes-theme";
const screens = ["join", "lobby", "game", "over"];
const $ = (id) => document.getElementById(id);

let me = null, state = null, code = "";
/// The rules' deck being loaded (its faces and names), once a state names other rules.
let loadingRules = null;
/// When the last state arrived (the page's clock), for the benchmark's legs of a claim's way.
let receivedAt = 0;
const table = new Table($("table"), (cards) => state && connection.claim(cards, state.version), () => say(word("watchingNow")));
const connection = new Connection({
  welcome(player) { me = player; },
  state(next) { receivedAt = performance.now(); state = next; render(); },
  answer(kind) {
    table.answered();
    say(word(kind));
  },
  refused(reason) { showJoin(refusalWords(reason)); },
  ended(ending) { state = { ...(state ?? {}), ending }; showOver(); },
  lost() {
    table.answered();   // a claim on its way when the connection dropped is not coming back
    say(word("lost"));
  },
  gone() { showJoin(word("gone")); },
});

function show(screen) {
  for (const name of screens) $(name).hidden = name !== screen;
}

function say(text) { $("news").textContent = text; }

/// Six digits, as the host shows them ("123 456" or "123456"); or, in a link for friends
/// anywhere, the host's internet code (twelve letters and digits), which nobody types.
const digits = (text) => text.replace(/[\s-]/g, "");
const isInternetCode = (text) => /^[a-z2-9]{12}$/.test(text);
const isCode = (text) => /^\d{6}$/.test(digits(text)) || isInternetCode(text);

function showJoin(problem = "") {
  show("join");
  $("join-problem").textContent = problem;
  $("join-button").disabled = false;
  (isCode($("code").value) ? $("name") : $("code")).focus();
}

function join(name) {
  localStorage.setItem(NAME, name);
  $("join-button").disabled = true;
  $("join-problem").textContent = word("joining");
  connection.join(name, code);
}

function playerName(player) {
  if (player.id === me) return word("you");
  if (player.computer) return computerName(player.computer);
  const name = player.name || word("playerNumber", player.id + 1);
  return player.id === 0 ? word("host", name) : name;
}

function standing(player) {
  const line = word("standing", playerName(player), countWords(state.rules, player.sets), player.score);
  const note = player.gone ? word("left") : !player.connected ? word("reconnecting") : player.watching ? word("watching") : null;
  return note ? `${line} (${note})` : line;
}

function listPlayers(list, players) {
  list.replaceChildren(...players.map((player) => {
    const item = document.createElement("li");
    item.textContent = standing(player);
    if (player.id === me) item.className = "me";
    return item;
  }));
}

/// Whether this player came after the start, and watches until the next game.
const watching = () => state.players.find((p) => p.id === me)?.watching === true;

/// The news line: the last claim (or how to play, before one), and for a watcher always why
/// the cards cannot be chosen.
function news() {
  const claim = state.lastClaim;
  if (!claim) return watching() ? word("watchingNow") : rulesOf(state.rules).instructions;
  const words = matchWords(state.rules);
  const player = state.players.find((p) => p.id === claim.player);
  const said = claim.player === me ? (claim.wasSet ? words.youFound : words.youMissed)
    : fillIn(claim.wasSet ? words.theyFound : words.theyMissed, [player ? playerName(player) : ""]);
  return watching() ? `${said} ${word("watchingNow")}` : said;
}

/// The Puzzle's matches found, each as small cards, and how many of how many.
function showFound() {
  const puzzle = state.puzzle;
  $("found").hidden = !puzzle;
  if (!puzzle) return;
  $("progress").textContent = fillIn(matchWords(state.rules).progress ?? "", [puzzle.found.length, puzzle.matchCount]);
  $("found-list").replaceChildren(...puzzle.found.map((match) => {
    const item = document.createElement("li");
    item.setAttribute("aria-label", match.map((card) => table.name(card)).join(", "));
    item.append(...match.map((card) => table.picture(card)));
    return item;
  }));
}

function render() {
  if (!state) return;
  const rules = rulesOf(state.rules);
  // Another deck's faces and names are fetched first (already in the lobby, as the host chooses).
  if (table.deck !== rules.deck || table.choice !== rules.choice) {
    // A deck that could not be fetched (the host busy, the network down) is asked for again a
    // second later, not at once and for ever.
    loadingRules ??= table.useRules(rules.deck, rules.choice)
      .catch(() => new Promise((retry) => setTimeout(retry, 1000)))
      .finally(() => { loadingRules = null; render(); });
    if (state.phase !== "lobby") return;
  }
  if (state.phase === "lobby") {
    show("lobby");
    $("lobby-status").textContent = word("waiting");
    $("lobby-rules").textContent = word("rules", rules.title);
    listPlayers($("lobby-players"), state.players);
    return;
  }
  if (state.phase === "over" || state.ending) return showOver();
  const wasHidden = $("game").hidden;
  show("game");
  say(news());
  $("deck").textContent = deckWords(state.deckCount);
  table.show(state.table, !watching(), state.chain ?? []);
  showFound();
  listPlayers($("scores"), state.players);
  if (wasHidden) $("table").querySelector("button")?.focus();
  // What the page shows now, for whoever listens (the benchmark's players).
  window.dispatchEvent(new CustomEvent("pastimes:state", { detail: { state, me, receivedAt } }));
}

function showOver() {
  show("over");
  const players = state?.players ?? [];
  // After a deck run out (or the Puzzle's table solved) the host may deal the next: the page waits for it here.
  const solved = state?.ending === "solved";
  $("next-game").hidden = state?.ending === "hostLeft";
  $("next-game").textContent = word(solved ? "nextTable" : "nextGame");
  $("over-heading").textContent = word(solved ? "tableSolved" : "gameOver");
  if (state?.ending === "hostLeft") {
    $("summary").textContent = word("hostLeft");
  } else {
    // Those who only watched neither win nor share a win.
    const contenders = players.filter((p) => !p.watching);
    const best = Math.max(...contenders.map((p) => p.score));
    const winners = contenders.filter((p) => p.score === best).map(playerName);
    $("summary").textContent = winners.length === 1 ? word(solved ? "solvedWinner" : "winner", winners[0], best)
      : word(solved ? "solvedSharedWin" : "sharedWin", winners.join(", "), best);
  }
  listPlayers($("final-scores"), [...players].sort((a, b) => b.score - a.score));
}

async function chooseTheme(theme) {
  localStorage.setItem(THEME, theme);
  await table.useTheme(theme);
}

async function start() {
  await loadWords();
  $("table").setAttribute("aria-label", word("table"));
  const themes = themeNames();
  const select = $("theme");
  for (const [id, name] of Object.entries(themes)) select.append(new Option(name, id));
  const saved = localStorage.getItem(THEME);
  select.value = saved && themes[saved] ? saved : "classic";
  select.addEventListener("change", () => chooseTheme(select.value));
  await chooseTheme(select.value);

  $("name").value = localStorage.getItem(NAME) ?? "";
  const fromLink = digits(decodeURIComponent(location.hash.slice(1)));
  $("code").value = isCode(fromLink) ? fromLink : "";
  // The link's internet code is not for reading: only the name is asked.
  for (const element of [$("code"), document.querySelector("label[for=code]")]) element.hidden = isInternetCode(fromLink);
  if (isInternetCode(fromLink)) document.querySelector("[data-word=joinIntro]").textContent = word("joinIntroLinked");
  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    if (!isCode($("code").value)) return showJoin(refusalWords("wrongCode"));
    code = isInternetCode($("code").value) ? $("code").value : digits($("code").value);
    join($("name").value.trim());
  });
  // A seat this browser holds (the page reloaded): back to it at once, with its score.
  if (isCode(fromLink) && Connection.seat(fromLink)) {
    code = fromLink;
    show("lobby");
    $("lobby-status").textContent = word("joining");
    connection.join($("name").value.trim(), code);
    return;
  }
  showJoin();
}

start().catch(() => {
  document.body.textContent = "";
  const problem = document.createElement("p");
  problem.className = "problem";
  problem.textContent = word("notAGame");
  document.body.append(problem);
});
