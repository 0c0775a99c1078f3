"""House rules saved by name: house save, list, show, remove, and new --house."""

from __future__ import annotations

import csv
import json
import sqlite3
from pathlib import Path

import pytest
from cli_helpers import ok, refused
from click.testing import CliRunner
from legacy_settings import carry_legacy_setting

from quiddler_score.cli import cli


def rules_file(tmp_path: Path, text: str, name: str = "rules.toml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_saved_set_is_listed_shown_and_used_by_new(tmp_path: Path) -> None:
    short = rules_file(tmp_path, '[rules]\nrounds = [3, 4]\nlongest_word_by = "cards"\n')
    ok("new", "Cy", "Dee")  # a database to keep the set in
    saved = ok("house", "save", "Friday", "--rules", short, "--notes", "no going out first")
    assert "rounds = [3, 4]" in saved
    assert 'Friday: rounds = [3, 4], longest_word_by = "cards"' in ok("house", "list")
    shown = ok("house", "show", "friday")
    assert "[rules]" in shown and "ties = " in shown and "# notes: no going out first" in shown
    started = ok("new", "Ann", "Bob", "--house", "Friday")
    assert "House rules 'Friday': no going out first" in started
    board = json.loads(ok("board", "--json"))
    assert board["rules"]["rounds"] == [3, 4] and board["rules"]["longest_word_by"] == "cards"


def test_changing_a_saved_set_never_rescores_a_game_started_with_it(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    bonus_20 = rules_file(tmp_path, "[rules]\nrounds = [3]\nlongest_word_bonus = 20\n", "a.toml")
    ok("house", "save", "Big", "--rules", bonus_20)
    ok("new", "Ann", "Bob", "--house", "Big")
    ok("record", "Ann", "(qu)it", "--out")  # 14 + the longest word 20
    ok("record", "Bob", "ox", "--unused", "a")  # 14 - 2
    before = json.loads(ok("board", "--json"))["totals"]
    assert before == {"Ann": 34, "Bob": 12}
    bonus_0 = rules_file(tmp_path, "[rules]\nrounds = [3, 4]\nlongest_word_bonus = 0\n", "b.toml")
    ok("house", "save", "Big", "--rules", bonus_0)
    assert json.loads(ok("board", "--json"))["totals"] == before
    ok("house", "remove", "Big")
    assert json.loads(ok("board", "--json"))["totals"] == before
    assert "No house rules saved" in ok("house", "list")


def test_an_unknown_set_is_refused_naming_the_saved_ones(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    ok("house", "save", "Friday")
    assert "no house rules called 'Sunday' (known: Friday, two-player, up-and-down)" in refused(
        "new", "Ann", "Bob", "--house", "Sunday"
    )
    assert "no house rules called 'Sunday'" in refused("house", "remove", "Sunday")
    both = refused("new", "Ann", "Bob", "--house", "Friday", "--rules", rules_file(tmp_path, ""))
    assert "--house and --rules" in both


def test_notes_that_would_move_the_terminal_are_refused_but_lines_are_kept(
    tmp_path: Path,
) -> None:
    ok("new", "Cy", "Dee")
    clear = refused("house", "save", "Odd", "--notes", "\x1b[2Jgone")
    assert "the notes hold a control character, U+001B, at character 1" in clear
    # Text as people type it: a no-break space before a colon (French), a tab, an emoji
    # family joined by U+200D, Windows line ends.
    typed = "pas de sortie\u00a0: tour 1\ttea\r\nround 4 \U0001f468\u200d\U0001f469\u200d\U0001f467"
    ok("house", "save", "Two", "--notes", typed)
    started = ok("new", "Ann", "Bob", "--house", "Two").splitlines()
    assert started[1] == "House rules 'Two': pas de sortie\u00a0: tour 1\ttea"
    assert started[2].startswith("round 4 \U0001f468")


def test_house_show_writes_a_rules_file_whatever_the_notes_say(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    four = rules_file(tmp_path, "[rules]\nrounds = [4]\n")
    ok("house", "save", "Two", "--rules", four, "--notes", 'no going out first\nclamp = "none"')
    shown = tmp_path / "shown.toml"
    shown.write_text(ok("house", "show", "Two"), encoding="utf-8")
    assert "#        clamp = " in shown.read_text(encoding="utf-8")
    ok("new", "Ann", "Bob", "--rules", str(shown))  # the note's line stays a comment
    rules = json.loads(ok("board", "--json"))["rules"]
    assert rules["rounds"] == [4] and rules["clamp"] == "total"


def test_saving_a_set_again_changes_only_what_is_given(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    four = rules_file(tmp_path, "[rules]\nrounds = [4]\n")
    ok("house", "save", "Friday", "--rules", four, "--notes", "no going out first")
    changed = ok("house", "save", "friday", "-d", "large")
    assert "Changed house rules 'Friday': rounds = [4], dictionary large." in changed
    assert "House rules 'Friday' (dictionary large): no going out first" in ok(
        "new", "Ann", "Bob", "--house", "Friday"
    )
    assert "Changed house rules 'Friday': rounds = [4]." in ok("house", "save", "Friday", "-d", "")
    assert json.loads(ok("board", "--json"))["rules"]["rounds"] == [4]
    # A preset saved with a dictionary keeps what it plays: one bonus, chosen at the start.
    assert "Saved house rules 'two-player'" in ok("house", "save", "two-player", "-d", "large")
    assert "choose longest-word or most-words" in refused(
        "new", "Ann", "Bob", "--house", "two-player"
    )
    ok("new", "Ann", "Bob", "--house", "two-player", "--bonus", "most-words")
    board = json.loads(ok("board", "--json"))
    assert (board["rules"]["longest_word_bonus"], board["rules"]["most_words_bonus"]) == (0, 10)
    assert board["dictionary"] == "large"
    # A set of both bonuses is not given one.
    assert "the Friday rules play both bonuses" in refused(
        "new", "Ann", "Bob", "--house", "Friday", "--bonus", "most-words"
    )


def test_a_damaged_saved_set_is_left_out(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    ok("house", "save", "Good")
    # As an older version kept them: the sets of another shape are set aside, kept.
    db = tmp_path / "games.sqlite3"
    carry_legacy_setting(db, "house_rules", '{"Good": {"rules": {}}, "Bad": ["rules"], "Odd": 3}')
    listed = ok("house", "list")
    assert "Good: the standard rules" in listed and "Bad" not in listed and "Odd" not in listed
    settings = sqlite3.connect(db)
    with settings:
        assert settings.execute("SELECT name, value FROM settings_set_aside").fetchall() == [
            ("Bad", '["rules"]'),
            ("Odd", "3"),
        ]
        # A row changed by hand into another shape is left out too.
        settings.execute(
            "INSERT INTO house_rules VALUES ('Worse', 'worse', '[1]', '', NULL, 0),"
            " ('Deep', 'deep', ?, '', NULL, 0)",
            ("[" * 100_000 + "]" * 100_000,),
        )
    settings.close()
    listed = ok("house", "list")
    assert "Good: the standard rules" in listed and "Worse" not in listed and "Deep" not in listed


def test_a_bad_rules_file_is_not_saved(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    bad = rules_file(tmp_path, "[rules]\nrounds = [1]\n")
    assert "rounds must be a list" in refused("house", "save", "Odd", "--rules", bad)
    assert "No house rules saved" in ok("house", "list")


def test_play_offers_the_saved_sets_and_reads_out_the_chosen_ones_notes(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    one = rules_file(tmp_path, '[rules]\nrounds = [3]\nlongest_word_by = "cards"\n')
    ok("house", "save", "Quick", "--rules", one, "--notes", "no going out first")
    # Players, dealer, house rules, dictionary, game name; round 1: who went out, Bob
    # (left of the dealer) then Ann, no challenges; no picture.
    answers = ["Ann, Bob", "", "quick", "", "", "Ann", "ox", "a", "(qu)it", "", ""]
    played = CliRunner().invoke(cli, ["play", "--new"], input="".join(f"{a}\n" for a in answers))
    assert "(Enter = the standard rules; or Quick, two-player, up-and-down)" in played.output
    assert "House rules 'Quick': no going out first" in played.output
    assert "Round 1 of 1: 3 cards each" in played.output
    board = json.loads(ok("board", "--json"))
    # Ann (QU)IT 14 + the longest word (3 cards against 2) 10; Bob OX 14 - A 2.
    assert board["totals"] == {"Ann": 24, "Bob": 12} and board["over"]


def test_play_keeps_the_standard_rules_on_enter(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    ok("house", "save", "Quick", "--rules", rules_file(tmp_path, "[rules]\nrounds = [3]\n"))
    answers = ["Ann, Bob", "", "", "", ""]
    played = CliRunner().invoke(cli, ["play", "--new"], input="".join(f"{a}\n" for a in answers))
    assert "Round 1 of 8: 3 cards each" in played.output
    assert json.loads(ok("board", "--json"))["rules"]["rounds"] == [3, 4, 5, 6, 7, 8, 9, 10]


def test_the_presets_are_listed_and_start_games(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    listed = ok("house", "list")
    assert "up-and-down (preset): rounds = [3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3]" in listed
    assert "two-player (preset): the standard rules (two players play one bonus" in listed
    started = ok("new", "Ann", "Bob", "--house", "up-and-down")
    assert "15 rounds" in started
    assert len(json.loads(ok("board", "--json"))["rules"]["rounds"]) == 15
    assert "up-and-down is a preset" in refused("house", "remove", "up-and-down")


def test_two_player_plays_the_one_bonus_chosen_as_the_game_starts(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    assert "choose longest-word or most-words" in refused(
        "new", "Ann", "Bob", "--house", "two-player"
    )
    ok("new", "Ann", "Bob", "--house", "two-player", "--bonus", "most-words")
    rules = json.loads(ok("board", "--json"))["rules"]
    assert (rules["longest_word_bonus"], rules["most_words_bonus"]) == (0, 10)
    ok("house", "save", "Friday")  # once a set is saved, play offers the presets too
    answers = ["Ann, Bob", "", "two-player", "m", "", "", "q"]
    played = CliRunner().invoke(cli, ["play", "--new"], input="".join(f"{a}\n" for a in answers))
    assert "Which bonus? (Enter = longest word; m = most words)" in played.output
    rules = json.loads(ok("board", "--json"))["rules"]
    assert (rules["longest_word_bonus"], rules["most_words_bonus"]) == (0, 10)


def test_a_saved_set_keeps_its_dictionary_for_new_unless_d_chooses_another(
    tmp_path: Path,
) -> None:
    ok("new", "Cy", "Dee")
    saved = ok("house", "save", "Brits", "--dictionary", "large", "--notes", "tea")
    assert "Saved house rules 'Brits': dictionary large." in saved
    assert "Brits: dictionary large" in ok("house", "list")
    assert "# dictionary: large" in ok("house", "show", "Brits")
    started = ok("new", "Ann", "Bob", "--house", "Brits")
    assert "dictionary large" in started
    assert json.loads(ok("board", "--json"))["dictionary"] == "large"
    chosen = ok("new", "Ann", "Bob", "--house", "Brits", "-d", "family")
    assert "This game uses the dictionary family, as asked." in chosen
    assert json.loads(ok("board", "--json"))["dictionary"] == "family"


def test_the_games_of_a_set_are_judged_by_its_word_list_kept_by_its_whole_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "ours.txt").write_text("zorp\nox\n", encoding="utf-8")
    four = rules_file(tmp_path, "[rules]\nrounds = [4]\n")
    monkeypatch.chdir(tmp_path)
    ok("new", "Cy", "Dee")
    ok("house", "save", "Ours", "-d", "file:ours.txt", "--rules", four)
    assert f"dictionary file:{(tmp_path / 'ours.txt').resolve()}" in ok("house", "list")
    monkeypatch.chdir(tmp_path.parent)  # the set still finds its list from elsewhere
    ok("new", "Ann", "Bob", "--house", "Ours")
    ok("record", "Ann", "zorp", "--out")
    assert "ZORP: acceptable (word)" in ok("challenge", "Bob", "Ann", "zorp")
    ok("new", "Ann", "Bob", "--house", "Ours", "-d", "standard")
    ok("record", "Ann", "zorp", "--out")
    assert "ZORP: not acceptable" in ok("challenge", "Bob", "Ann", "zorp")


def test_a_dictionary_that_does_not_open_is_refused_by_save_and_named_by_new(
    tmp_path: Path,
) -> None:
    ok("new", "Cy", "Dee")
    assert "unknown dictionary 'klingon'" in refused("house", "save", "K", "-d", "klingon")
    assert "No house rules saved" in ok("house", "list")
    # A set saved where the dictionary was installed, opened where it is not.
    ok("house", "save", "Brits", "-d", "large")
    settings = sqlite3.connect(tmp_path / "games.sqlite3")
    with settings:
        settings.execute(
            "UPDATE house_rules SET dictionary = 'hunspell:xx_YY' WHERE name = 'Brits'"
        )
    settings.close()
    missing = refused("new", "Ann", "Bob", "--house", "Brits")
    assert "the house rules 'Brits' use the dictionary 'hunspell:xx_YY'" in missing
    assert missing.endswith("choose another dictionary for this game with -d NAME\n")
    ok("new", "Ann", "Bob", "--house", "Brits", "-d", "standard")
    # Play says so and offers the standard dictionary on Enter.
    answers = ["Ann, Bob", "", "Brits", "", "", "q"]
    played = CliRunner().invoke(cli, ["play", "--new"], input="".join(f"{a}\n" for a in answers))
    assert "use the dictionary 'hunspell:xx_YY'" in played.output
    assert "Dictionary? (Enter = standard; or large" in played.output
    assert json.loads(ok("board", "--json"))["dictionary"] == "standard"


def test_play_offers_the_house_rules_dictionary_on_enter(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    ok("house", "save", "Brits", "-d", "large")
    # Players, dealer, house rules, dictionary (Enter: the set's), game name; quit.
    answers = ["Ann, Bob", "", "brits", "", "", "q"]
    played = CliRunner().invoke(cli, ["play", "--new"], input="".join(f"{a}\n" for a in answers))
    assert "House rules 'Brits' (dictionary large)." in played.output
    assert "Dictionary? (Enter = large, the house rules' one; or standard, family," in (
        played.output
    )
    assert json.loads(ok("board", "--json"))["dictionary"] == "large"
    # Another answer overrides it for this game.
    answers = ["Ann, Bob", "", "brits", "family", "", "q"]
    CliRunner().invoke(cli, ["play", "--new"], input="".join(f"{a}\n" for a in answers))
    assert json.loads(ok("board", "--json"))["dictionary"] == "family"


def test_stats_keeps_totals_of_games_of_other_shapes_apart(tmp_path: Path) -> None:
    # A standard game: Ann 8 rounds of OX (14) with the rest unused E's; Bob the same
    # with unused A's: both hands are worth the same, every bonus tied.
    ok("new", "Ann", "Bob")
    for cards in range(3, 11):
        ok("record", "Ann", "ox", "--unused", " ".join(["e"] * (cards - 2)))
        ok("record", "Bob", "ox", "--unused", " ".join(["a"] * (cards - 2)))
    # Unused E's and A's are 2 each: 14 - 2(n - 2) = 18 - 2n a round, floored at 0 in
    # total: 12, 10, 8, 6, 4, 2, 0, -2 -> 42 - 2 = 40 each.
    ok("new", "Ann", "Bob", "--house", "up-and-down")
    for cards in [3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3]:
        ok("record", "Ann", "ox", "--unused", " ".join(["e"] * (cards - 2)))
        ok("record", "Bob", "ox", "--unused", " ".join(["a"] * (cards - 2)))
    # 12+10+8+6+4+2+0-2 = 40, then 0+2+4+6+8+10+12 = 42 on the way down: 82 each.
    stats = json.loads(ok("stats", "--json"))
    ann = next(row for row in stats["players"] if row["name"] == "Ann")
    assert ann["games"] == 2
    assert ann["totals_of"] == "8 rounds of 3 to 10 cards"
    assert (ann["average_total"], ann["best_total"], ann["worst_total"]) == (40, 40, 40)
    (other,) = ann["other_shapes"]
    assert other["games"] == 1 and other["rounds"] == [3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3]
    assert (other["average_total"], other["best_total"]) == (82, 82)
    shown = ok("stats")
    assert "Games of other rounds are totalled apart:" in shown
    assert "  Ann, 15 rounds of 3 to 10, 9 to 3 cards: 1 game, average 82, best 82, worst 82" in (
        shown
    )
    # On a narrow screen a folded line stays under its start.
    narrow = CliRunner().invoke(cli, ["stats"], env={"COLUMNS": "50"}).output.splitlines()
    start = narrow.index("totalled apart:") + 1
    apart = narrow[start : start + 4]  # Ann's and Bob's lines, each folded once
    assert all(line.startswith("  ") for line in apart), apart
    assert apart[0].startswith("  Ann, ") and apart[2].startswith("  Bob, ")
    ok("stats", "--csv", str(tmp_path / "stats.csv"))
    with (tmp_path / "stats.csv").open(encoding="utf-8-sig", newline="") as sheet:
        (row, _) = csv.DictReader(sheet)  # Ann, Bob: the same figures
    assert row["totals_of"] == "8 rounds of 3 to 10 cards"
    assert row["other_shapes"] == (
        "15 rounds of 3 to 10, 9 to 3 cards: 1 game, average 82, best 82, worst 82"
    )
    # Ratings stay one list: both games count, whatever their shape.
    assert len(stats["players"]) == 2


def test_the_presets_are_listed_and_shown_before_any_game_is_kept(tmp_path: Path) -> None:
    # A first run: no database yet. Reading the presets creates none.
    listed = ok("house", "list")
    assert "No house rules saved" in listed and "up-and-down (preset)" in listed
    assert "rounds = [3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3]" in ok(
        "house", "show", "up-and-down"
    )
    assert "no house rules called 'Friday'" in refused("house", "show", "Friday")
    assert list(tmp_path.iterdir()) == []


# Handicaps (RULES.md section 8) -----------------------------------------------


def play_the_handicapped_game(tmp_path: Path) -> str:
    """Ann, Bob, Cy and Dee play two rounds of 3 cards under the house set Mixed, which
    gives Cy 5 points a round, Dee a head start of 40, and Eve (not at the table) 3 a
    round; what ``new`` said."""
    mixed = rules_file(
        tmp_path,
        "[rules]\nrounds = [3, 3]\n[rules.handicaps]\n"
        # Cy named in lower case: a handicap names the person, as the club does.
        "cy = {per_round = 5}\nDee = {head_start = 40}\nEve = {per_round = 3}\n",
    )
    ok("new", "Cy", "Dee")  # a database to keep the set in
    ok("house", "save", "Mixed", "--rules", mixed)
    started = ok("new", "Ann", "Bob", "Cy", "Dee", "--house", "Mixed")
    for player, words, unused in [
        ("Ann", ["cat"], ""),
        ("Bob", ["ox"], "e"),
        ("Cy", ["at"], "e"),
        ("Dee", [], "b e d"),
        ("Ann", ["to"], "z"),
        ("Bob", ["bye"], ""),
        ("Cy", ["ax"], "i"),
        ("Dee", ["is"], "o"),
    ]:
        ok("record", player, *words, *(["--unused", unused] if unused else []))
    return started


# The game worked out by hand:
# Round 1: Ann CAT 8+2+3 = 13, longest word +10 -> 23; Bob OX 14 - E 2 -> 12;
#          Cy AT 5 - E 2 -> 3; Dee B E D 8+2+5 = -15, total held at 0.
#          Most words tied (Ann, Bob, Cy one each): nobody.
# Round 2: Ann TO 5 - Z 14 -> -9; Bob BYE 8+4+2 = 14, longest word +10 -> 24;
#          Cy AX 14 - I 2 -> 12; Dee IS 5 - O 2 -> 3.
# Totals as played: Ann 23-9 = 14, Bob 12+24 = 36, Cy 3+12 = 15, Dee 0+3 = 3.
# Handicaps: Cy 5 a round: 5 after round 1, 10 after round 2; Dee 40 from the start.
# Handicapped: Ann 14, Bob 36, Cy 15+10 = 25, Dee 3+40 = 43: Dee wins; Bob has the
# highest total as played.
TOTALS = {"Ann": 14, "Bob": 36, "Cy": 15, "Dee": 3}
HANDICAPS = {"Cy": 10, "Dee": 40}
HANDICAPPED = {"Ann": 14, "Bob": 36, "Cy": 25, "Dee": 43}


def test_a_game_with_handicaps_for_two_of_four_shows_both_totals_on_the_board(
    tmp_path: Path,
) -> None:
    started = play_the_handicapped_game(tmp_path)
    assert "No handicap for Eve in this game: Eve is not at the table." in started
    board = ok("board")
    rows = {
        cells[1]: cells[3:7]
        for cells in ([cell.strip() for cell in line.split("│")] for line in board.splitlines())
        if len(cells) > 7
    }
    assert rows["total"] == ["14", "36", "15", "3"]
    assert rows["handicap"] == ["", "", "+10", "+40"]
    assert rows["handicapped"] == ["14", "36", "25", "43"]
    text = " ".join(board.split())
    assert "handicaps: Cy 5 a round, Dee a head start of 40" in text
    assert "Dee wins with 43 points, handicap included (3 as played)." in text
    (listed,) = [game for game in json.loads(ok("games", "--json")) if game["id"] == 2]
    assert (listed["totals"], listed["handicaps"], listed["winners"]) == (
        TOTALS,
        HANDICAPS,
        ["Dee"],
    )
    assert "finished, Dee won with 43, handicap included" in ok("games")
    plain = ok("--plain", "board").splitlines()
    assert "Totals: Ann 14, Bob 36, Cy 15, Dee 3." in plain
    # Cy: 5 a round for 2 rounds, 15 + 10 = 25; Dee: a head start of 40, 3 + 40 = 43.
    said = "Handicapped totals: Ann 14, Bob 36, Cy 25 (handicap 10), Dee 43 (handicap 40)."
    assert said in plain


def test_a_game_with_handicaps_exports_the_handicapped_figures_beside_the_totals(
    tmp_path: Path,
) -> None:
    play_the_handicapped_game(tmp_path)
    board = json.loads(ok("board", "--json"))
    assert board["totals"] == TOTALS  # as before: the cards as played
    assert board["handicaps"] == HANDICAPS
    assert board["handicapped_totals"] == HANDICAPPED
    assert board["winners"] == ["Dee"]
    assert board["rules"]["handicaps"] == {"Cy": {"per_round": 5}, "Dee": {"head_start": 40}}
    ok("export", "--json", str(tmp_path / "game.json"), "--csv", str(tmp_path / "game.csv"))
    whole = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))["scoreboard"]
    assert (whole["totals"], whole["handicapped_totals"]) == (TOTALS, HANDICAPPED)
    with (tmp_path / "game.csv").open(encoding="utf-8", newline="") as sheet:
        rows = list(csv.DictReader(sheet))
    figures = [
        (r["round"], r["player"], r["total"], r["handicap"], r["handicapped_total"]) for r in rows
    ]
    assert figures == [
        ("1", "Ann", "23", "0", "23"),
        ("1", "Bob", "12", "0", "12"),
        ("1", "Cy", "3", "5", "8"),
        ("1", "Dee", "0", "40", "40"),
        ("2", "Ann", "14", "0", "14"),
        ("2", "Bob", "36", "0", "36"),
        ("2", "Cy", "15", "10", "25"),
        ("2", "Dee", "3", "40", "43"),
    ]


def test_stats_keep_the_handicapped_results_apart_and_records_count_play_only(
    tmp_path: Path,
) -> None:
    play_the_handicapped_game(tmp_path)
    stats = json.loads(ok("stats", "--json"))
    rows = {row["name"]: row for row in stats["players"]}
    # As played: Bob's 36 is the highest total, so the win, the average and the club
    # record are his; Dee's 3 is her total.
    assert (rows["Bob"]["wins"], rows["Dee"]["wins"]) == (1, 0)
    assert rows["Dee"]["average_total"] == 3
    record = stats["club_records"]["highest_total"]
    assert (record["holder"], record["value"]) == ("Bob", 36)
    # With the handicaps: Dee won; Cy was given 10 points and Dee 40.
    assert rows["Dee"]["handicapped"] == {"games": 1, "wins": 1, "points": 40}
    assert rows["Cy"]["handicapped"] == {"games": 1, "wins": 0, "points": 10}
    assert rows["Bob"]["handicapped"] == {"games": 1, "wins": 0, "points": 0}
    assert "Dee: 1 game with handicaps, 1 won on the handicapped total, 40 points given" in ok(
        "stats"
    )
    ok("stats", "--csv", str(tmp_path / "stats.csv"))
    with (tmp_path / "stats.csv").open(encoding="utf-8-sig", newline="") as sheet:
        dee = next(row for row in csv.DictReader(sheet) if row["player"] == "Dee")
    assert (dee["wins"], dee["handicapped_wins"], dee["handicap_points"]) == ("0", "1", "40")


def test_a_handicap_renamed_with_its_player_stays_theirs(tmp_path: Path) -> None:
    play_the_handicapped_game(tmp_path)
    ok("rename", "Dee", "Deirdre")
    board = json.loads(ok("board", "--json"))
    assert board["handicaps"] == {"Cy": 10, "Deirdre": 40}
    assert board["winners"] == ["Deirdre"]


def test_two_handicaps_for_one_person_are_refused_naming_both(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    ok("alias", "Bob", "Robert")
    twice = rules_file(
        tmp_path, "[rules.handicaps]\nBob = {per_round = 2}\nRobert = {head_start = 9}\n"
    )
    line = refused("new", "Ann", "Bob", "--rules", twice)
    assert "the handicaps name Bob twice (Bob and Robert)" in line


def test_handicaps_from_recent_averages_are_worked_out_as_the_game_starts(
    tmp_path: Path,
) -> None:
    # Three games of one round: Ann CAT 13 + longest word 10 = 23; Bob OX 14 - E 2 = 12
    # (one word each: no most-words bonus). Averages: Ann 23.0, Bob 12.0 a round.
    one_round = rules_file(tmp_path, "[rules]\nrounds = [3]\n", "one.toml")
    for _ in range(3):
        ok("new", "Ann", "Bob", "--rules", one_round)
        ok("record", "Ann", "cat")
        ok("record", "Bob", "ox", "--unused", "e")
    averaged = rules_file(tmp_path, "[rules]\nhandicaps_from_average = true\n", "avg.toml")
    ok("house", "save", "Mixed", "--rules", averaged)
    started = " ".join(ok("new", "Ann", "Bob", "Cy", "--house", "Mixed").split())
    # The table's average is that of those known: (23 + 12) / 2 = 17.5. Bob is given
    # half the gap, rounded down: (17.5 - 12) / 2 = 2.75 -> 2 a round; Ann, above the
    # table, none; Cy has no finished game here, so is new and gets none.
    assert (
        "Handicaps from recent averages (the table's 17.5 a round): Ann: average 23.0 a "
        "round, 0 a round; Bob: average 12.0 a round, 2 a round; Cy: new here (under 3 "
        "finished games), no handicap."
    ) in started
    board = json.loads(ok("board", "--json"))
    assert board["rules"]["handicaps"] == {"Bob": {"per_round": 2}}
    assert board["rules"]["handicaps_from_average"] is False  # the figures are kept


def test_play_gives_a_house_sets_handicaps_to_the_players_seated(tmp_path: Path) -> None:
    ok("new", "Cy", "Dee")
    given = rules_file(
        tmp_path,
        "[rules]\nrounds = [3]\n[rules.handicaps]\nbob = {head_start = 20}\nEve = {per_round = 2}\n",
    )
    ok("house", "save", "Mixed", "--rules", given)
    # As above: Ann (QU)IT 14 + longest word 10 = 24; Bob OX 14 - A 2 = 12, with his
    # head start 20: 32, and Bob wins. Eve is not at the table.
    answers = ["Ann, Bob", "", "mixed", "", "", "Ann", "ox", "a", "(qu)it", "", ""]
    played = CliRunner().invoke(cli, ["play", "--new"], input="".join(f"{a}\n" for a in answers))
    assert "No handicap for Eve in this game: Eve is not at the table." in played.output
    board = json.loads(ok("board", "--json"))
    assert board["totals"] == {"Ann": 24, "Bob": 12}
    assert board["handicapped_totals"] == {"Ann": 24, "Bob": 32}
    assert board["winners"] == ["Bob"]


def test_a_turn_limit_is_saved_in_a_set_and_kept_by_the_games_it_starts(tmp_path: Path) -> None:
    timed = rules_file(tmp_path, "[rules]\nturn_seconds = 90\n")
    ok("new", "Cy", "Dee")
    assert "turn_seconds = 90" in ok("house", "save", "Quick", "--rules", timed)
    ok("new", "Ann", "Bob", "--house", "Quick")
    assert json.loads(ok("board", "--json"))["rules"]["turn_seconds"] == 90
    slow = rules_file(tmp_path, "[rules]\nturn_seconds = 5\n", "slow.toml")
    said = refused("house", "save", "Quick", "--rules", slow)
    assert "turn_seconds must be 0 (off) or 10 to 3600 whole seconds, not 5" in said
    assert json.loads(ok("board", "--json"))["rules"]["turn_seconds"] == 90
