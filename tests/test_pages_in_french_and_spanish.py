"""The live board and the seats' pages speak the browser's language (Accept-Language):
French and Spanish, the words played and the cards as typed; what the terminal of serve
is told stays in the terminal's language.

The application runs in the test's process (in_process_board.py), as in test_page.py:
a real watcher, which makes the board and each seat's view in every language, and the
seats' desk. A seat's sentences put together by its script (seat.js) are looked up in
the dictionary the page carries; here the dictionary is checked, and the browser test
(test_seats_in_browser.py) runs the script.

The leak check (tests/english_leaks.py) looks for the English of this part of the
package's messages in the page, the texts other parts of the package compose (a round's
bonus notes, the rules line, the headline) left out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok
from english_leaks import assert_no_leaks, english_fragments
from headless_chromium import Chromium, chromium_or_skip
from in_process_board import InProcess, ReadPage, read_page, round_two_begun
from seat_phone import seat_keys
from served_board import Served, quiddler
from test_seats_in_browser import FOLLOW, VERDICT, WHERE, seat_url, type_into
from test_serve_in_browser import FITS, ROUNDS_STYLED, eight_players_rounds, record_all

from quiddler_score.cli.serve.viewers import viewer_line
from quiddler_score.language import speaking
from quiddler_score.present.live_board import challenge_line

PLAYERS = ("Ann", "Bob", "Zoë")
OURS = ("quiddler_score/cli/serve/", "quiddler_score/present/live_")
FRENCH = {"accept-language": "fr-FR,fr;q=0.9,en;q=0.5"}
SPANISH = {"accept-language": "es-ES,es;q=0.9"}


@pytest.fixture
def table(tmp_path: Path) -> Iterator[InProcess]:
    """Round 1 (3 cards) scored; of round 2 (4 cards), only Ann's ZAPS is in.

    Round 1: Ann CAT 13 + 10 longest word = 23; Bob OX 14 − E 2 = 12; Zoë AT 5 − Z 14 = −9,
    a total of 0.
    """
    with round_two_begun(tmp_path, PLAYERS) as board:
        yield board


def board_page(table: InProcess, headers: dict[str, str]) -> tuple[str, ReadPage]:
    status, answer, html = table.request(f"/?key={table.key}", headers=headers)
    assert status == 200 and "Accept-Language" in answer["vary"]
    return html, read_page(html)


def seat_page(table: InProcess, seat: int, headers: dict[str, str]) -> tuple[str, ReadPage]:
    status, _, html = table.request(f"/seat?key={table.seats.keys[seat]}", headers=headers)
    assert status == 200
    return html, read_page(html)


def post(
    table: InProcess, path: str, seat: int, typed: dict[str, Any], headers: dict[str, str]
) -> tuple[int, Any]:
    """A seat's page in the browser's language posting ``typed``, as its script does."""
    return table.post(path, table.seats.keys[seat], typed, headers)


def seat_views(table: InProcess, language: str) -> list[dict[str, Any]]:
    assert table.hub.board is not None
    board = table.hub.board.in_language(language)
    assert board is not None and board.language == language
    return [json.loads(view) for view in board.seats]


def test_the_board_page_in_french_says_its_headings_next_deal_and_rounds_in_french(
    table: InProcess,
) -> None:
    html, page = board_page(table, FRENCH)
    assert '<html lang="fr">' in html
    standings, round_one = page.tables
    assert standings.caption is not None and standings.caption.seen == "Classement"
    assert standings.seen()[:2] == [
        ["#", "Joueur", "Total", "Manche 1"],
        ["1", "Ann en tête", "23", "+23"],
    ]
    assert page.all("p", "next")[0].seen == (
        "Manche 2 : 4 cartes chacun. Bob distribue, Zoë joue en premier."
    )
    assert round_one.caption is not None
    assert round_one.caption.seen == "Manche 1 : 3 cartes, distribuées par Ann"
    assert round_one.seen()[0] == ["Joueur", "Mots", "Restes", "Manche", "Total"]
    assert round_one.seen()[2] == ["Bob", "OX non utilisées : E", "E", "+12", "12"]
    assert [e.seen for e in page.all("footer")] == [
        "Un tableau des scores en direct, en lecture seule : "
        "c'est l'ordinateur du marqueur qui tient les scores."
    ]


def test_the_board_page_in_spanish_says_its_headings_next_deal_and_rounds_in_spanish(
    table: InProcess,
) -> None:
    html, page = board_page(table, SPANISH)
    assert '<html lang="es">' in html
    standings, round_one = page.tables
    assert standings.caption is not None and standings.caption.seen == "Clasificación"
    assert standings.seen()[0] == ["#", "Jugador", "Total", "Ronda 1"]
    assert standings.seen()[1] == ["1", "Ann en cabeza", "23", "+23"]
    assert page.all("p", "next")[0].seen == (
        "Ronda 2: 4 cartas cada uno. Reparte Bob, Zoë juega primero."
    )
    assert round_one.caption is not None
    assert round_one.caption.seen == "Ronda 1: 3 cartas, repartió Ann"
    assert round_one.seen()[0] == ["Jugador", "Palabras", "Sin usar", "Ronda", "Total"]
    (chart,) = [e for e in page.all("svg") if e.attrs.get("role") == "img"]
    assert chart.attrs["aria-label"] == "Totales acumulados de cada jugador en 1 de 2 rondas"


def test_a_board_in_english_is_unchanged_by_a_page_in_french(table: InProcess) -> None:
    board_page(table, FRENCH)
    _, page = board_page(table, {})
    assert page.tables[0].caption is not None and page.tables[0].caption.seen == "Standings"
    assert page.all("p", "next")[0].seen == "Round 2: 4 cards each. Bob deals, Zoë plays first."


def test_a_seat_page_in_french_and_in_spanish_labels_its_form_and_carries_its_scripts_words(
    table: InProcess,
) -> None:
    html, page = seat_page(table, 1, FRENCH)
    assert '<html lang="fr">' in html
    assert page.by_id("player").seen == "Votre main"
    labels = {label.attrs["for"]: label.seen for label in page.all("label")}
    assert labels == {
        "words": "Vos mots (notation des cartes : (qu)it, [th]e)",
        "unused": "Cartes non utilisées",
        "out": "Je suis sorti(e) (toutes les cartes dans des mots)",
    }
    assert page.by_id("send").seen == "Envoyer ma main"
    words = script_words(html)
    assert words["Sending…"] == "Envoi…"
    # A plural's two forms, the page picking one by French's rule (0 and 1 singular).
    assert words["{hand}: {count} point before bonuses"] == [
        "{hand} : {count} point avant bonus",
        "{hand} : {count} points avant bonus",
    ]
    html, page = seat_page(table, 1, SPANISH)
    assert '<html lang="es">' in html and page.by_id("send").seen == "Enviar mi mano"
    assert script_words(html)["Round {round} of {rounds}: {cards} cards each, {dealer} deals."] == (
        "Ronda {round} de {rounds}: {cards} cartas cada uno, reparte {dealer}."
    )


def test_a_page_in_english_carries_no_words_for_its_scripts(table: InProcess) -> None:
    assert script_words(seat_page(table, 1, {})[0]) == {}
    assert script_words(board_page(table, {"accept-language": "de, en;q=0.5"})[0]) == {}


def script_words(html: str) -> dict[str, Any]:
    found = re.search(r'<script type="application/json" id="messages">(.*?)</script>', html)
    assert found is not None
    words: dict[str, Any] = json.loads(found.group(1))
    return words


def test_each_seat_is_told_where_it_stands_in_french_and_in_spanish(table: InProcess) -> None:
    bob = seat_views(table, "fr")[1]["follow"]
    assert bob["scored"]["heading"] == "Manche 1 comptée : 3 cartes, distribuées par Ann"
    assert bob["scored"]["you"] == "Vous : +12, total 12 (OX ; non utilisées E)"
    assert bob["next"] == "Manche 2 : 4 cartes chacun. Bob distribue, Zoë joue en premier."
    assert bob["standing"].startswith("Votre total : 12, ")
    assert bob["standing"].endswith(" sur 3 après la manche 1.")
    bob = seat_views(table, "es")[1]["follow"]
    assert bob["scored"]["heading"] == "Ronda 1 puntuada: 3 cartas, repartió Ann"
    assert bob["scored"]["you"] == "Tú: +12, total 12 (OX; sin usar E)"
    assert bob["standing"].endswith(" de 3 después de la ronda 1.")
    assert seat_views(table, "en")[1]["follow"]["standing"] == (
        "Your total: 12, 2nd of 3 after round 1."
    )


def test_a_seats_hand_is_answered_in_its_pages_language_and_told_the_terminal_in_its_own(
    table: InProcess,
) -> None:
    status, sent = post(
        table,
        "/seat/send",
        1,
        {"round": 2, "words": "ox", "unused": "e a", "idempotency": "bob-round-2"},
        FRENCH,
    )
    assert status == 200 and sent["ok"], sent
    assert sent["said"] == "Manche 2, Bob (téléphone) : OX (14) ; non utilisées E A (−4)"
    assert "terminal" not in sent
    assert table.said == ["Round 2, Bob (phone): OX (14); unused E A (−4)"]


def test_a_seats_refusals_are_said_in_its_pages_language(table: InProcess) -> None:
    typed = {"round": 1, "words": "at", "unused": "z"}
    problem = post(table, "/seat/check", 2, typed, FRENCH)[1]["problem"]
    assert problem.endswith("cette manche est déjà comptée : demandez au marqueur de la corriger")
    problem = post(table, "/seat/check", 2, typed, SPANISH)[1]["problem"]
    assert problem.endswith("esta ronda ya está puntuada: pide al anotador que la corrija")
    key = table.seats.keys[1]
    status, _, text = table.request(f"/seat/check?key={key}", "POST", b"{}", {**SPANISH})
    assert (status, text) == (403, "Rechazado: enviado desde otro sitio.")
    assert table.request("/seat/state?key=nobody", headers=FRENCH)[::2] == (404, "Introuvable.")
    table.seats.open = False
    assert post(table, "/seat/check", 1, typed, SPANISH) == (
        403,
        "La entrada por móvil está desactivada: dile tu mano al anotador.",
    )


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("fr", "(iPhone) ; 1 page ouverte", "(iPhone) ; 2 pages ouvertes"),
        ("es", "(iPhone); 1 página abierta", "(iPhone); 2 páginas abiertas"),
    ],
)
def test_the_terminals_line_for_a_page_says_one_page_and_two_pages(
    language: str, one: str, two: str
) -> None:
    iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)"
    with speaking(language):
        assert viewer_line(None, iphone, 1).endswith(one)
        assert viewer_line(None, iphone, 2).endswith(two)
        if language == "fr":  # French's singular is 0 and 1
            assert viewer_line(None, iphone, 0).endswith("0 page ouverte")


@pytest.mark.parametrize(
    ("language", "grouped"),
    [("fr", "12\u202f345 pages ouvertes"), ("es", "12.345 páginas abiertas")],
)
def test_a_count_in_the_thousands_is_grouped_as_the_language_writes_it(
    language: str, grouped: str
) -> None:
    with speaking(language):
        assert viewer_line(None, "", 12345).endswith(grouped)


def test_a_challenge_line_is_one_sentence_in_french(table: InProcess) -> None:
    class Challenge:
        challenger, player, word = "Bob", "Ann", "QUIXZ"
        ruling, acceptable, verdict, penalty = None, False, None, 10

    with speaking("fr"):
        line = challenge_line(3, Challenge())  # type: ignore[arg-type]
    assert line == (
        "Manche 3 : Bob a contesté « QUIXZ », posé par Ann ; selon le dictionnaire, il n'est pas "
        "acceptable, il est barré. Bob perd 10."
    )


def seen_but_others(page: ReadPage) -> str:
    """What the page shows, but for the lines other parts of the package compose."""
    theirs = {"note", "rules"}
    return " ".join(
        element.seen
        for element in page.elements
        if element.tag in ("p", "caption", "th", "td", "h1", "h2", "label", "button", "footer")
        and not theirs & set(element.attrs.get("class", "").split())
        and element.attrs.get("id") not in ("headline", "title")
    )


@pytest.mark.parametrize("headers", [FRENCH, SPANISH])
def test_no_english_text_of_the_pages_leaks_into_a_page_in_french_or_spanish(
    table: InProcess, headers: dict[str, str]
) -> None:
    language = headers["accept-language"][:2]
    assert len(english_fragments(language, OURS)) > 50  # the messages were read
    shown = seen_but_others(board_page(table, headers)[1])
    shown += " " + seen_but_others(seat_page(table, 1, headers)[1])
    for view in seat_views(table, language):
        follow = view["follow"]
        shown += " " + " ".join([follow["scored"]["heading"], follow["scored"]["you"]])
        shown += " " + follow["next"]
    assert_no_leaks(shown, language, OURS)


@pytest.mark.parametrize(
    ("language", "where", "checked", "standing"),
    [
        (
            "fr",
            "Manche 1 sur 2 : 3 cartes chacun, Ann distribue.",
            " : 12 points avant bonus",
            "Votre total : ",
        ),
        (
            "es",
            "Ronda 1 de 2: 3 cartas cada uno, reparte Ann.",
            ": 12 puntos antes de bonificaciones",
            "Tu total: ",
        ),
    ],
)
def test_a_seat_page_and_the_board_in_chromium_speak_the_browsers_language(
    tmp_path: Path, language: str, where: str, checked: str, standing: str
) -> None:
    """Ann and Zoë, rounds of 3 and 4 cards; Zoë's phone and the board asked for in
    ``language``: the seat's script says where the game is, checks and sends her hand and
    follows the round scored in it. Screenshots at 390x844 (kept in the test's folder) of
    the seat and of the whole board, to look at."""
    executable = chromium_or_skip()
    db = tmp_path / "games.sqlite3"
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nrounds = [3, 4]\n")
    ok("new", "Ann", "Zoë", "--rules", str(rules), db=db)
    server = Served(db, "--port", "0", "--seats")
    try:
        keys = seat_keys(server, 2)
        with Chromium(executable, tmp_path / "profile") as browser:
            page = in_language(browser, seat_url(server, keys["Zoë"]), language)
            assert browser.wait_for(page, f"{WHERE} === {where!r}", 20), browser.evaluate(
                page, WHERE
            )
            quiddler(db, "record", "ann", "cat")
            type_into(browser, page, "words", "ox")
            type_into(browser, page, "unused", "e")
            assert browser.wait_for(page, f"{VERDICT}.includes({checked!r})", 10), browser.evaluate(
                page, VERDICT
            )
            browser.evaluate(page, "document.getElementById('send').click()")
            shown = f"document.getElementById('standing').textContent.startsWith({standing!r})"
            assert browser.wait_for(page, shown, 10), browser.evaluate(page, FOLLOW)
            browser.screenshot(page, tmp_path / f"seat-{language}.png")
            board = in_language(browser, server.url, language)
            assert browser.wait_for(board, "document.querySelector('table.round') !== null", 10)
            assert browser.wait_for(board, f"document.documentElement.lang === {language!r}", 10)
            browser.screenshot(board, tmp_path / f"board-{language}.png", whole_page=True)
            fits = browser.evaluate(
                board, "document.documentElement.scrollWidth <= window.innerWidth"
            )
            assert fits
            assert browser.errors == []
    finally:
        server.stop()


def in_language(browser: Chromium, url: str, language: str, width: int = 390) -> str:
    """A page of ``width`` x 844 whose requests ask for ``language`` first."""
    page = browser.open("about:blank", width, 844)
    agent = browser.evaluate(page, "navigator.userAgent")
    browser.send(
        "Network.setUserAgentOverride",
        {"userAgent": agent, "acceptLanguage": f"{language},en;q=0.5"},
        page,
    )
    browser.send("Page.navigate", {"url": url}, page)
    return page


@pytest.mark.parametrize("language", ["fr", "es"])
def test_every_table_of_the_board_of_eight_fits_a_phone_in_french_and_spanish(
    tmp_path: Path, language: str
) -> None:
    """test_serve_in_browser's board of eight players at 360 px, its words longer."""
    executable = chromium_or_skip()
    db = tmp_path / "games.sqlite3"
    record_all(db, eight_players_rounds())
    server = Served(db, "--port", "0")
    try:
        with Chromium(executable, tmp_path / "profile") as browser:
            page = in_language(browser, server.url, language, 360)
            assert browser.wait_for(page, ROUNDS_STYLED, 20)
            shown = json.loads(browser.evaluate(page, FITS))
            browser.screenshot(page, tmp_path / f"eight-{language}.png", whole_page=True)
            assert browser.evaluate(page, "document.documentElement.lang") == language
            assert browser.errors == []
    finally:
        server.stop()
    assert shown["page"], shown
    assert [t for t in shown["tables"] if not (t["fits"] and t["numbers"])] == []
