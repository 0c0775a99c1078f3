// The page's language, for the scripts after this one: its texts in the dictionary the
// server put in the page (by their English; a plural's forms as a list), placeholders
// filled by name, and the turn's clock as the server said it in this language.
"use strict";
window.pageText = (function () {
  const messages = JSON.parse(document.getElementById("messages").textContent || "{}");
  const lang = document.documentElement.lang;
  const fill = (text, values) =>
    text.replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));
  const _ = (text, values = {}) =>
    fill(typeof messages[text] === "string" ? messages[text] : text, values);
  const ngettext = (one, many, count, values = {}) => {
    const forms = Array.isArray(messages[one]) ? messages[one] : [one, many];
    const plural = lang === "fr" ? count > 1 : count !== 1;
    return fill(forms[plural ? 1 : 0], { count, ...values });
  };
  const clockIn = (turn) => (turn.clocks && turn.clocks[lang]) || turn.clock;
  return { _, ngettext, clockIn };
})();
