// The live board follows the server's event stream: each event is the whole board,
// already laid out by the server, so the page only puts it in place.
"use strict";

(function follow() {
  // The page's language: its texts in the dictionary the server put in the page (by
  // their English; a plural's forms as a list), placeholders filled by name.
  const messages = JSON.parse(document.getElementById("messages").textContent || "{}");
  const fill = (text, values) =>
    text.replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));
  const _ = (text, values = {}) =>
    fill(typeof messages[text] === "string" ? messages[text] : text, values);
  const ngettext = (one, many, count, values = {}) => {
    const forms = Array.isArray(messages[one]) ? messages[one] : [one, many];
    const plural = document.documentElement.lang === "fr" ? count > 1 : count !== 1;
    return fill(forms[plural ? 1 : 0], { count, ...values });
  };
  const body = document.body;
  const board = document.getElementById("board");
  const title = document.getElementById("title");
  const headline = document.getElementById("headline");
  let shown = Number(body.dataset.version);

  const stream = new EventSource(body.dataset.stream);
  stream.addEventListener("board", (event) => {
    const update = JSON.parse(event.data);
    body.classList.remove("offline");
    if (update.version === shown) return;
    shown = update.version;
    board.innerHTML = update.html;
    document.title = update.title;
    title.textContent = update.title;
    // Set only when it changes, so that a screen reader says the news once.
    if (headline.textContent !== update.headline) headline.textContent = update.headline;
    body.dataset.version = String(shown);
  });
  // The turn timed (a turn timer in the game's rules): whose turn, and the time left.
  const turn = document.getElementById("turn");
  stream.addEventListener("turn", (event) => {
    const shown = event.data ? JSON.parse(event.data) : null;
    turn.hidden = shown === null;
    if (shown === null) return;
    // Translators: {clock} is the time left, "1:23".
    turn.textContent = _("{player}'s turn: {clock}", { player: shown.player, clock: shown.clock });
    turn.classList.toggle("over", shown.over);
  });
  stream.addEventListener("open", () => body.classList.remove("offline"));
  stream.addEventListener("error", () => body.classList.add("offline"));
})();
