// A seat's page follows the game through its event stream: each event is the seat's view,
// handed to the hand's part of the page (seat.js, as a "seat-state" event) and shown here:
// the player's total and place, the latest round scored, the next deal, the board's link,
// and any of the seat's hands taken back or changed at the scorekeeper's laptop, found by
// comparing the hands sent with the ones this phone was shown last.
"use strict";
(function () {
  const { _, ngettext } = window.pageText;  // page_text.js
  const key = new URLSearchParams(location.search).get("key") || "";
  const $ = (id) => document.getElementById(id);
  const store = window.localStorage;
  const handsKey = `quiddler-seat:${key}:hands`;
  let known = JSON.parse(store.getItem(handsKey) || "null");  // round -> hand, as last shown
  const sending = new Set();  // rounds this page is sending a hand for: its own change
  const news = new Map();  // round -> what became of its hand: [taken back?, sentence]

  function remember(hands) {
    known = hands;
    store.setItem(handsKey, JSON.stringify(hands));
  }

  function compare(view) {
    const hands = view.follow.hands;
    let changed = false;
    for (const [round, hand] of Object.entries(known || {})) {
      if (sending.has(Number(round))) continue;
      const now = hands[round];
      const again = Number(round) === view.round ? [_("Send it again when it is right.")] : [];
      if (now === undefined) {
        // Translators: {hand} is the hand in card notation, "CAT / E".
        const back = _("Your round {round} hand ({hand}) was taken back at the scorekeeper's laptop.", { round, hand });
        news.set(round, [true, [back, ...again].join(" ")]);
      } else if (now !== hand) {
        // Translators: {hand} and {now} are hands in card notation, "CAT / E".
        news.set(round, [false, _("Your round {round} hand was changed at the scorekeeper's laptop: {hand} is now {now}.", { round, hand, now })]);
      } else continue;
      changed = true;
    }
    for (const [round, [takenBack]] of news) {  // a hand back in (redo, sent again): no news
      if (takenBack && hands[round] !== undefined) news.delete(round);
    }
    remember(hands);
    tell();
    if (changed && $("answer").classList.contains("good")) $("answer").textContent = "";  // no longer so
  }

  function tell() {
    const lines = [...news.values()].map(([, line]) => line);
    if ($("news").textContent !== lines.join(" ")) $("news").textContent = lines.join(" ");
    $("news").hidden = !lines.length;
  }

  function show(view) {
    const follow = view.follow;
    $("follow").hidden = false;
    $("standing").textContent = follow.standing;
    $("scored").hidden = !follow.scored;
    if (follow.scored) {
      $("scored-heading").textContent = follow.scored.heading;
      $("scored-you").textContent = follow.scored.you;
      $("scored-all").textContent = follow.scored.all;
      $("scored-notes").replaceChildren(...follow.scored.notes.map((line) => {
        const item = document.createElement("li");
        item.textContent = line;
        return item;
      }));
    }
    // Translators: {next} is the next deal, "Round 2: 4 cards each. Bob deals, Zoë plays first."
    $("next").textContent = follow.next ? _("Next: {next}", follow) : "";
    $("board-link").href = view.board;
  }

  const stream = new EventSource(`/seat/events?key=${encodeURIComponent(key)}`);
  stream.addEventListener("seat", (event) => {
    const view = JSON.parse(event.data);
    $("offline").hidden = true;
    document.dispatchEvent(new CustomEvent("seat-state", { detail: view }));
    if (view.ok === false) return;
    show(view);
    compare(view);
  });
  stream.addEventListener("turn", (event) => {
    const turn = event.data ? JSON.parse(event.data) : null;
    document.dispatchEvent(new CustomEvent("seat-turn", { detail: turn }));
  });
  stream.addEventListener("refused", (event) => {
    stream.close();
    document.dispatchEvent(new CustomEvent("seat-state", { detail: { ok: false, problem: event.data } }));
  });
  stream.addEventListener("open", () => { $("offline").hidden = true; });
  stream.addEventListener("error", () => {
    if (stream.readyState !== EventSource.CLOSED) { $("offline").hidden = false; return; }
    // Refused (a link no longer known, too many pages open): the browser tries no more.
    const problem = _("This page lost the game: load it again (if it still cannot, ask the scorekeeper for your link).");
    document.dispatchEvent(new CustomEvent("seat-state", { detail: { ok: false, problem } }));
  });

  // The hand's part says when it sends (its answer may come before or after the stream's
  // view of the same hand) and what was recorded, so that the page's own hand is no news.
  document.addEventListener("seat-sending", (event) => sending.add(event.detail.round));
  document.addEventListener("seat-sent", (event) => {
    const { round, recorded, ok } = event.detail;
    sending.delete(round);
    if (typeof recorded === "string" && known) {
      if (recorded) known[round] = recorded; else delete known[round];
      remember(known);
    }
    if (ok) { news.delete(String(round)); tell(); }
  });
})();
