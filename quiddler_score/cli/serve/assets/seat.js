// A seat's page: the hand is checked by the server as it is typed, kept on the phone
// until the server has answered, and sent with one key per submission, never twice.
// Where the game stands comes from the seat's event stream (seat_follow.js).
"use strict";
(function () {
  const { _, ngettext, clockIn } = window.pageText;  // page_text.js
  const key = new URLSearchParams(location.search).get("key") || "";
  const token = document.querySelector('meta[name="seat-token"]').content;
  const $ = (id) => document.getElementById(id);
  const store = window.localStorage;
  let view = null;
  let checking = 0;
  let timer = null;

  const typedKey = () => `quiddler-seat:${key}:${view ? view.round : 0}`;
  const pendingKey = `quiddler-seat:${key}:pending`;

  function post(path, body) {
    return fetch(`${path}?key=${encodeURIComponent(key)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Seat-Token": token },
      body: JSON.stringify(body),
      credentials: "omit",
      cache: "no-store",
    });
  }

  async function answerOf(response) {
    const type = response.headers.get("content-type") || "";
    if (type.startsWith("application/json")) return response.json();
    return { ok: false, problem: (await response.text()).trim(), refused: response.status };
  }

  function show(state) {
    const first = view === null;
    const moved = !first && view.round !== state.round;
    view = state;
    $("player").textContent = state.player;
    if (state.round === null) {
      $("where").textContent = _("{game}: the game is over.", { game: state.game });
      $("hand").hidden = true;
      return;
    }
    const where = [_("Round {round} of {rounds}: {cards} cards each, {dealer} deals.", state)];
    if (state.out === state.player) where.push(_("You went out: every card goes in words."));
    if (!state.open) where.push(_("Phone entry is off: tell the scorekeeper your hand."));
    $("where").textContent = where.join(" ");
    $("hand").hidden = !state.open;
    // Translators: {hand} is the hand in card notation, "CAT / E".
    $("recorded").textContent = state.recorded
      ? _("Recorded for round {round}: {hand}", { round: state.round, hand: state.recorded }) : "";
    if (first || moved) {  // what was typed for this round, kept on the phone
      const kept = JSON.parse(store.getItem(typedKey()) || "null");
      $("words").value = kept ? kept.words : "";
      $("unused").value = kept ? kept.unused : "";
      $("out").checked = kept ? kept.out === true : state.out === state.player;
    }
  }

  function update(state) {
    if (state.ok === false) { $("where").textContent = state.problem; $("hand").hidden = true; return; }
    const moved = view === null || view.round !== state.round;
    show(state);
    showTurn(turn);
    if (moved) check();
  }

  // The turn timed (a turn timer in the game's rules): whose, the time left, and on the
  // player's own turn the button that ends it, naming the turn shown.
  let turn = null;
  function showTurn(shown) {
    const changed = !turn || !shown || turn.round !== shown.round || turn.turn !== shown.turn;
    turn = shown;
    $("turn-box").hidden = !shown;
    if (!shown) return;
    const mine = view !== null && shown.player === view.player;
    // Translators: {clock} is the time left, "1:23".
    const said = { player: shown.player, clock: clockIn(shown) };
    $("turn").textContent = mine ? _("Your turn: {clock}", said) : _("{player}'s turn: {clock}", said);
    $("turn").classList.toggle("over", shown.over);
    $("end-turn").hidden = !mine || !(view && view.open);
    if (changed && mine) $("turn-answer").textContent = "";
  }

  async function endTurn() {
    if (!turn) return;
    $("end-turn").disabled = true;
    try {
      const answer = await answerOf(await post("/seat/turn", { round: turn.round, turn: turn.turn }));
      $("offline").hidden = true;
      $("turn-answer").className = answer.ok ? "answer good" : "answer bad";
      $("turn-answer").textContent = answer.ok ? answer.said : answer.problem;
    } catch (error) {
      $("offline").hidden = false;
    } finally {
      $("end-turn").disabled = false;
    }
  }

  function typed() {
    return { round: view ? view.round : null, words: $("words").value, unused: $("unused").value, out: $("out").checked };
  }

  async function check() {
    if (!view || view.round === null) return;
    const hand = typed();
    store.setItem(typedKey(), JSON.stringify({ words: hand.words, unused: hand.unused, out: hand.out }));
    if (!hand.words.trim() && !hand.unused.trim()) { $("verdict").textContent = ""; $("warnings").replaceChildren(); return; }
    const mine = ++checking;
    try {
      const answer = await answerOf(await post("/seat/check", hand));
      if (mine !== checking) return;  // a newer check is on its way
      $("offline").hidden = true;
      // A word the judge refuses is said in the judge's words, never green, with no points.
      const good = answer.ok && !(answer.refused || []).length;
      $("verdict").className = good ? "verdict good" : "verdict bad";
      // Translators: {hand} is the hand as the game takes it, "CAT (8+2+3), unused E".
      $("verdict").textContent = good ? ngettext("{hand}: {count} point before bonuses",
        "{hand}: {count} points before bonuses", answer.points, { hand: answer.hand })
        : answer.ok ? answer.refused.join(" ") : answer.problem;
      $("warnings").replaceChildren(...(answer.warnings || []).map((line) => {
        const item = document.createElement("li");
        item.textContent = line;
        return item;
      }));
    } catch (error) {
      $("offline").hidden = false;
    }
  }

  async function sendPending() {
    const pending = JSON.parse(store.getItem(pendingKey) || "null");
    if (!pending) return;
    $("send").disabled = true;
    $("answer").textContent = _("Sending…");
    const told = (detail) => document.dispatchEvent(new CustomEvent("seat-sent", { detail }));
    document.dispatchEvent(new CustomEvent("seat-sending", { detail: { round: pending.round } }));
    try {
      const answer = await answerOf(await post("/seat/send", pending));
      store.removeItem(pendingKey);  // answered: recorded, or refused with why
      told({ round: pending.round, ok: answer.ok, recorded: answer.recorded });
      $("offline").hidden = true;
      $("answer").className = answer.ok ? "answer good" : "answer bad";
      $("answer").textContent = answer.ok ? _("Recorded: {said}", answer) : answer.problem;
      if (answer.ok) store.removeItem(`quiddler-seat:${key}:${pending.round}`);
    } catch (error) {
      told({ round: pending.round, ok: false });
      $("offline").hidden = false;
      $("answer").textContent = _("Not sent yet: kept on this phone, sent once the connection is back.");
    } finally {
      $("send").disabled = false;
    }
  }

  function randomKey() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function typing() {
    clearTimeout(timer);
    timer = setTimeout(check, 250);
    if (!store.getItem(pendingKey)) $("answer").textContent = "";
  }
  $("words").addEventListener("input", typing);
  $("unused").addEventListener("input", typing);
  $("out").addEventListener("change", typing);
  $("hand").addEventListener("submit", (event) => {
    event.preventDefault();
    if (!view || view.round === null) return;
    const seen = view.recorded || "";
    store.setItem(pendingKey, JSON.stringify({ ...typed(), seen, idempotency: randomKey() }));
    sendPending();
  });
  document.addEventListener("seat-state", (event) => update(event.detail));
  document.addEventListener("seat-turn", (event) => showTurn(event.detail));
  $("end-turn").addEventListener("click", endTurn);
  window.addEventListener("online", sendPending);
  document.addEventListener("visibilitychange", () => { if (!document.hidden) sendPending(); });
  setInterval(sendPending, 3000);  // a hand kept while offline, sent again; nothing else
  sendPending();
})();
