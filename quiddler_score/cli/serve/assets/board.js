// The live board follows the server's event stream: each event is the whole board,
// already laid out by the server, so the page only puts it in place.
"use strict";

(function follow() {
  const { _, clockIn } = window.pageText;  // page_text.js
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
    turn.textContent = _("{player}'s turn: {clock}", { player: shown.player, clock: clockIn(shown) });
    turn.classList.toggle("over", shown.over);
  });
  stream.addEventListener("open", () => body.classList.remove("offline"));
  stream.addEventListener("error", () => body.classList.add("offline"));
})();
