// The game's connection: the same WebSocket and JSON messages as Pastimes' own players (in
// the protocol's version the host says it speaks), to the host that served this page. It joins with the code, keeps the
// seat's token so that a reload or a dropped network rejoins as the same player, and tries
// again for as long as the host keeps a seat.

import { protocolVersion } from "./words.js";

const SEAT = "pastimes-seat";
/// The host keeps a lost player's seat for a minute.
const REJOIN_SECONDS = 55;

export class Connection {
  /// `events`: welcome(player), state(state), answer(kind), refused(reason), ended(ending), lost(), gone().
  constructor(events) {
    this.events = events;
    this.socket = null;
    this.leaving = false;
    this.lostAt = null;
    // Leaving the page (a reload, another page) closes the connection at once, so the host
    // frees the seat for the page that comes back; a page restored from the browser's cache
    // of recent pages opens it again.
    addEventListener("pagehide", () => {
      this.paused = true;
      this.socket?.close(1000);
    });
    addEventListener("pageshow", (event) => {
      this.paused = false;
      if (event.persisted && this.code && !this.leaving) this.open();
    });
  }

  /// The seat this tab holds in the game with `code` at this host, if any: kept for the tab
  /// (a reload keeps it), so two tabs of one browser are two players.
  static seat(code) {
    try {
      const seat = JSON.parse(sessionStorage.getItem(SEAT) ?? "null");
      return seat && seat.host === location.host && seat.code === code ? seat : null;
    } catch {
      return null;
    }
  }

  join(name, code) {
    this.name = name;
    this.code = code;
    this.leaving = false;
    this.open();
  }

  open() {
    const socket = new WebSocket(`ws://${location.host}/pastimes-set`);
    this.socket = socket;
    socket.addEventListener("open", () => {
      const seat = Connection.seat(this.code);
      const join = { name: this.name, code: this.code };
      if (seat) join.token = seat.token;
      this.send({ join });
    });
    socket.addEventListener("message", (event) => this.receive(event.data));
    socket.addEventListener("close", () => this.closed(socket));
  }

  send(message) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ v: protocolVersion(), message }));
  }

  claim(cards, version) {
    this.send({ claim: { cards, table: version } });
  }

  leave() {
    this.leaving = true;
    this.send({ leave: {} });
    this.socket?.close();
    sessionStorage.removeItem(SEAT);
  }

  receive(text) {
    let message;
    try {
      message = JSON.parse(text).message;
    } catch {
      return;
    }
    const [kind, body] = Object.entries(message ?? {})[0] ?? [];
    this.lostAt = null;
    switch (kind) {
      case "welcome":
        sessionStorage.setItem(SEAT, JSON.stringify({ host: location.host, code: this.code, token: body.token, player: body.player }));
        this.events.welcome(body.player);
        break;
      case "state":
        this.events.state(body._0);   // Swift's form of an unlabelled value
        break;
      case "refused": {
        const reason = body._0;
        // The host has not yet seen the last connection go (a reload): the close brings us back.
        if (reason === "seatInUse" && Connection.seat(this.code)) return;
        // A seat given up (or the host removed this player) is gone: joining again asks for a
        // new one rather than showing the old token. After a passing refusal (too slow, too
        // many attempts) the seat is still the host's to give back.
        if (["removed", "unknownToken", "blockedForTheGame"].includes(reason)) sessionStorage.removeItem(SEAT);
        this.leaving = true;
        this.events.refused(reason);
        break;
      }
      case "ended":
        this.leaving = true;
        sessionStorage.removeItem(SEAT);
        this.events.ended(body._0);
        break;
      case "late":
      case "tooFast":
        this.events.answer(kind);
        break;
    }
  }

  /// A connection that closed without the game ending: rejoin while the seat is kept.
  closed(socket) {
    if (socket !== this.socket || this.leaving || this.paused) return;
    this.lostAt ??= Date.now();
    if (!Connection.seat(this.code) || Date.now() - this.lostAt > REJOIN_SECONDS * 1000) {
      this.events.gone();
      return;
    }
    this.events.lost();
    setTimeout(() => this.open(), 1500);
  }
}
