"""The judge speaks French and Spanish: its reasons, explanations, tiers, dictionaries'
descriptions and errors, while the verdict kept (and JSON) stays in English."""

from __future__ import annotations

import json
import re

import pytest
from cli_helpers import qs
from english_leaks import assert_no_leaks

from quiddler_score.engine.cards import cards as read_hand
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.verdict import Verdict
from quiddler_score.language import speaking
from quiddler_score.words.backends import DictionaryUnavailable
from quiddler_score.words.dictionaries import available_dictionaries, open_dictionary
from quiddler_score.words.explain import describe_zipf, explain
from quiddler_score.words.hunspell_dictionary import MissingDictionary
from quiddler_score.words.judge import judge
from quiddler_score.words.reasons import said_reason
from quiddler_score.words.solver import HandError, check_hand
from quiddler_score.words.word_marks import marks

JUDGE = "quiddler_score/words/"

# A verdict of every kind the judge gives: (word, house rules).
EVERY_KIND = (
    ("vux", RuleSettings()),
    ("twenty-two", RuleSettings()),
    ("it's", RuleSettings()),
    ("(qu)", RuleSettings()),
    ("cat", RuleSettings(deny=("cat",))),
    ("zzz", RuleSettings(allow=("zzz",))),
    ("un", RuleSettings()),
    ("corp", RuleSettings()),
    ("math", RuleSettings(clipped_words=False)),
    ("nee", RuleSettings()),
    ("nee", RuleSettings(accent_folded_words=False)),
    ("paris", RuleSettings()),
    ("iraqi", RuleSettings()),
    ("nato", RuleSettings()),
    ("nato", RuleSettings(capitals_only_words=True)),
    ("cat", RuleSettings()),
    ("abigail", RuleSettings()),
)


def verdicts() -> list[Verdict]:
    standard = open_dictionary("standard")
    return [judge(word, standard, rules) for word, rules in EVERY_KIND]


def reason(word: str, rules: RuleSettings | None = None) -> Verdict:
    return judge(word, open_dictionary("standard"), rules or RuleSettings())


def test_a_word_not_in_the_dictionary_is_refused_in_french_and_spanish() -> None:
    verdict = reason("vux")
    with speaking("fr"):
        assert said_reason(verdict) == "VUX n'est pas dans le dictionnaire standard"
    with speaking("es"):
        assert said_reason(verdict) == "VUX no está en el diccionario standard"


def test_a_proper_noun_and_a_single_card_are_explained_in_french_and_spanish() -> None:
    with speaking("fr"):
        assert said_reason(reason("paris")) == "Paris est un nom propre, qui ne peut pas être posé"
        assert said_reason(reason("(qu)")) == (
            "(QU) n'est qu'une seule carte ; un mot demande au moins deux cartes"
        )
    with speaking("es"):
        assert said_reason(reason("paris")) == "Paris es un nombre propio, así que no vale"
        assert said_reason(reason("nato")) == (
            "NATO solo está en el diccionario standard como NATO, una abreviatura o sigla, "
            "así que no vale"
        )


def test_a_name_words_sense_stays_as_written_inside_the_translated_reason() -> None:
    with speaking("fr"):
        assert said_reason(reason("abigail")) == (
            "ABIGAIL est dans le dictionnaire standard ; c'est aussi un nom propre (Abigail), "
            "mais le mot en minuscules est accepté : a lady's maid"
        )


def test_the_reason_kept_in_a_verdict_is_english_whatever_the_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANGUAGE", "fr")
    assert reason("vux").reason == "VUX is not in the standard dictionary"
    assert reason("a1").reason == reason("a1").reason.encode("ascii").decode()


def test_check_json_keeps_english_reasons_in_french() -> None:
    result = qs("--lang", "fr", "check", "--json", "vux", "cat")
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    assert [word["reason"] for word in data] == [
        "VUX is not in the standard dictionary",
        "CAT is in the standard dictionary",
    ]
    assert data[1]["tier"] == "common"


def test_a_reason_no_sentence_matches_is_shown_as_it_was_kept() -> None:
    kept = Verdict("cat", True, "word", "an older version's own words")
    with speaking("fr"):
        assert said_reason(kept) == "an older version's own words"


def test_tier_and_offensive_marks_in_french_and_spanish() -> None:
    cat = marks(reason("cat"))
    with speaking("fr"):
        assert cat.labelled() == [("fréquence", "courant")]
        assert marks(reason("shit")).labelled()[-1] == ("grossier", "oui")
    with speaking("es"):
        assert cat.labelled() == [("frecuencia", "común")]


def test_how_often_a_word_is_written_in_french_and_spanish_with_plurals_and_grouping() -> None:
    with speaking("fr"):
        # Babel's French groups thousands with a narrow no-break space.
        assert describe_zipf(5.5) == "courant : environ une fois sur 3\u202f000 mots"
        assert describe_zipf(3.0) == "courant : environ une fois sur 1 million de mots"
        assert describe_zipf(2.3) == "peu courant : environ une fois sur 5 millions de mots"
        assert describe_zipf(0) == "absent de la liste des fréquences"
    with speaking("es"):
        assert describe_zipf(5.5) == "común: aproximadamente una vez cada 3.000 palabras"
        assert describe_zipf(3.0) == "común: aproximadamente una vez cada 1 millón de palabras"
        assert describe_zipf(1.3) == "rara: aproximadamente una vez cada 50 millones de palabras"


def test_an_explanation_is_said_in_french_and_keeps_english_for_json() -> None:
    with speaking("fr"):
        found = explain("lidar", reason("lidar"))
        lines = dict(found.lines())
    assert found.frequency.startswith("uncommon: about once in ")
    assert found.definition is not None
    assert found.definition.startswith("(WordNet 3.0; the standard dictionary does not accept")
    assert lines["usage"].startswith("peu courant : environ une fois sur ")
    assert lines["sens"].startswith("(WordNet 3.0 ; le dictionnaire standard n'accepte pas LIDAR) ")
    with speaking("es"):
        assert dict(explain("qzxqvw").lines()) == {
            "uso": "no está en la lista de frecuencias",
            "significado": "no se conoce ninguna definición de QZXQVW",
        }


def test_the_bundled_dictionaries_are_described_in_french_and_english_stays_for_json() -> None:
    family = next(d for d in available_dictionaries().available if d.name == "family")
    assert family.description.startswith("Family word list for tables with children")
    with speaking("fr"):
        assert family.said().description.startswith(
            "Liste de mots pour les tables avec des enfants"
        )
    with speaking("es"):
        assert family.said().description.startswith("Lista familiar para mesas con niños")


def test_an_unknown_dictionary_is_refused_in_french() -> None:
    with speaking("fr"), pytest.raises(DictionaryUnavailable) as refused:
        open_dictionary("nope")
    assert str(refused.value).startswith("dictionnaire inconnu 'nope' : utilisez standard, large")


def test_a_hand_the_deck_cannot_deal_is_refused_in_spanish() -> None:
    with speaking("es"):
        with pytest.raises(HandError) as short:
            check_hand(read_hand("a"))
        assert str(short.value) == "una mano tiene al menos 2 cartas, no 1"
        with pytest.raises(HandError) as three:
            check_hand(read_hand("x x x a"))
        assert str(three.value) == "3 cartas X, pero la baraja solo tiene 2 cartas X"


@pytest.mark.parametrize("language", ["fr", "es"])
def test_no_english_of_the_judge_leaks_into_french_or_spanish(language: str) -> None:
    kept = verdicts()
    with speaking(language):
        said = [said_reason(verdict) for verdict in kept]
        for verdict in kept:
            said += [label for label, _text in marks(verdict).labelled()]
            found = explain(verdict.word, verdict)
            said.append(found.said_frequency)  # the definition itself is WordNet's English
        said += [describe_zipf(zipf) for zipf in (7.0, 5.5, 3.3, 2.2, 0.5, 0)]
        said += [d.said().description for d in available_dictionaries().available]
    assert_no_leaks("\n".join(said), language, JUDGE)


def test_a_missing_hunspell_dictionary_is_said_in_french_and_kept_in_english_for_json(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # As on Windows or macOS: no apt-get line, what to install in words.
    monkeypatch.setattr("shutil.which", lambda name, *args, **kwargs: None)
    missing = MissingDictionary("hunspell:en_AU", ("hunspell-en-au",))
    with speaking("fr"):
        assert missing.install == (
            "install the hunspell dictionary en_AU with this system's packages"
        )
        assert missing.said_install == (
            "installez le dictionnaire hunspell en_AU avec les paquets de ce système"
        )


def test_a_hunspell_dictionary_is_described_in_spanish_with_its_count_grouped() -> None:
    try:
        described = open_dictionary("hunspell:en_US").describe()
    except DictionaryUnavailable:
        pytest.skip("no hunspell en_US dictionary here")
    with speaking("es"):
        said = described.said()
    assert said.description == "el diccionario hunspell en_US del sistema (hunspell-en-us)"
    assert said.licence == "consulta /usr/share/doc/hunspell-en-us/copyright"
    assert re.search(r"\(\d{1,3}\.\d{3} raíces, flexionadas por reglas de afijos\)$", said.source)
