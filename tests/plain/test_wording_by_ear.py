"""Wording by ear (issue 39 §16), each fault tested as a class over everything the line mode
says in whole games at every kind of table, in English and Russian, in full words and with
short names and brief (tests/plain/said_everywhere.py): brackets inside brackets ("wins the
trick so far (no points on it)" inside a hint's), a plural said twice ("queen of
spadess"), seconds as "s", a capital after a colon ("The game is over: You win."), a
sentence that starts small ("you took the queen of spades."), a suit alone said as a
letter with short names ("you have C"), Russian the grammar checks refuse, and a name that
``table`` or ``settings`` says and ``set`` refuses ("set equal lowest totals share")."""

from __future__ import annotations

import re
import sys
from functools import cache
from itertools import combinations
from pathlib import Path

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.command_words import word_of
from hearts_tui.plain.commands import HELP
from hearts_tui.store.settings import Settings
from hearts_tui.words.choosing import (
    RULE_OPTIONS,
    SETTING_OPTIONS,
    find_option,
    read_setting,
    read_value,
    rules_lines,
    setting_lines,
)
from hearts_tui.words.describe import hint_reason, pass_reason
from hearts_tui.words.language import use
from hearts_tui.words.table_choice import fixed_options

from .said_everywhere import TABLES, Said, whole_game
from .test_commands import said, shell

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from grammar_ru import text_faults

#: A few games for the fast loop: passing, drawing and cancelling, both languages, words,
#: short names and brief.
FEW = [
    ("standard", "en", False, False),
    ("every-rule", "ru", False, False),
    ("domino", "en", True, True),
    ("cancellation", "ru", True, True),
]
#: Every table in both languages, full and short-and-brief.
ALL = [
    (table, language, short, short)
    for table in TABLES
    for language in ("en", "ru")
    for short in (False, True)
]


@pytest.fixture(scope="module")
def few() -> list[Said]:
    return [whole_game(t, lang, short=short, brief=brief) for t, lang, short, brief in FEW]


@pytest.fixture(scope="module")
def every() -> list[Said]:
    return [whole_game(t, lang, short=short, brief=brief) for t, lang, short, brief in ALL]


def faults(games: list[Said], check: object) -> list[str]:
    """The lines ``check`` finds at fault (it returns a reason or None), each once."""
    found: dict[str, str] = {}
    for game in games:
        for line in game.lines:
            reason = check(game, line)  # type: ignore[operator]
            if reason:
                found.setdefault(line, f"{game.table}/{game.language}: {reason}: {line}")
    return list(found.values())


def nested(_game: Said, line: str) -> str | None:
    depth = 0
    for char in line:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth > 1:
            return "brackets inside brackets"
    return None


#: The game's plural nouns: none is said with its plural twice ("queen of spadess").
_TWICE = re.compile(r"\b(?:spade|club|diamond|heart|card|point|player|trick|hand|second|game)ss\b")


def plural_twice(_game: Said, line: str) -> str | None:
    return "a plural said twice" if _TWICE.search(line) else None


_UNIT = {"en": re.compile(r"\b\d+ s\b"), "ru": re.compile(r"\b\d+ с(?=[ .,;)]|$)")}


def seconds_as_a_letter(game: Said, line: str) -> str | None:
    return "seconds said as a letter" if _UNIT[game.language].search(line) else None


#: "You" as the subject of a sentence after a colon (a list of names, "Scores: You 12",
#: "Lowest: You and East", "Trick 5, diamonds: You J", is the table's labels).
_YOU_AFTER_A_COLON = re.compile(
    r": You (?:win|take|took|play|played|lead|led|have|are|were|shot|passed|pass|draw|drew"
    r"|must|can|get|got|score|scored)\b"
)


def capital_after_a_colon(game: Said, line: str) -> str | None:
    if game.language == "en" and _YOU_AFTER_A_COLON.search(line):
        return "a capital after a colon"
    return None


@cache
def command_words(language: str) -> frozenset[str]:
    """The commands as typed in ``language`` (and in English)."""
    use(language)
    try:
        return frozenset({word_of(name) for name in HELP} | set(HELP))
    finally:
        use("en")


def small_start(game: Said, line: str) -> str | None:
    """A line that is a sentence starts with a capital; ``help NAME`` starts with the
    command as it is typed ("hand: your cards …", «рука: …»)."""
    first = re.split(r"[ :,]", line, maxsplit=1)[0].strip("«»")
    if line[:1].islower() and first not in command_words(game.language):
        return "a sentence that starts small"
    return None


_LETTER = {
    "en": re.compile(r"(?<![\w'’-])[CDHS](?![\w'’-])"),
    # Т alone is also the ace's rank (Т К 9 8 5): spades, hearts and diamonds are checked.
    "ru": re.compile(r"(?<![\w'’-])[ПЧБ](?![\w'’-])"),
}


def suit_letter_alone(game: Said, line: str) -> str | None:
    if game.short and _LETTER[game.language].search(line):
        return "a suit said as a letter"
    return None


def russian_faults(game: Said, line: str) -> str | None:
    if game.language != "ru":
        return None
    return "; ".join(text_faults(line)) or None


CHECKS = [
    nested,
    plural_twice,
    seconds_as_a_letter,
    capital_after_a_colon,
    small_start,
    suit_letter_alone,
    russian_faults,
]


@pytest.mark.parametrize("check", CHECKS, ids=lambda check: check.__name__)
def test_a_few_whole_games_are_worded_for_the_ear(check: object, few: list[Said]) -> None:
    assert faults(few, check) == []


@pytest.mark.slow
@pytest.mark.parametrize("check", CHECKS, ids=lambda check: check.__name__)
def test_whole_games_at_every_table_are_worded_for_the_ear(
    check: object, every: list[Said]
) -> None:
    assert faults(every, check) == []


NEXT_TABLES = [
    Rules(),
    Rules(players=5, short_deck=Rules().short_deck),
    Rules(players=7, move_timer=30),
    Rules.domino(),
    Rules.cancellation(9),
]


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("rules", NEXT_TABLES, ids=lambda rules: f"{rules.variant}-{rules.players}")
def test_every_option_table_says_is_taken_back_by_set(language: str, rules: Rules) -> None:
    """`table` said "Equal lowest totals: share first place" and `set equal lowest totals
    share` was refused ('totals share' is not a value): each line's name and value, typed
    after set as heard, names that option and (where the table lets it change) that value."""
    use(language)
    try:
        lines = rules_lines(rules)[1:-1]
        fixed = fixed_options(rules)
        for option, line in zip(RULE_OPTIONS.values(), lines, strict=True):
            name, _, rest = line.partition(": ")
            value = re.split(r"; |, (?:fixed at|не меняется)", rest)[0]
            found = find_option(f"{name} {value}")
            assert found is not None and found[0] is option, line
            if option.field not in fixed:
                assert read_value(option, found[1], rules) == getattr(rules, option.field), line
    finally:
        use("en")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_setting_settings_says_is_taken_back_by_set(language: str) -> None:
    use(language)
    try:
        settings = Settings(allow_take_back=True, language=language)
        lines = setting_lines(settings)
        options = [option for option in SETTING_OPTIONS.values() if not option.table_only]
        said_lines = dict(zip(options, lines, strict=False))
        table_only = lines[len(options)].partition(": ")[2].rstrip(".").split(", ")
        for option, item in zip(
            [o for o in SETTING_OPTIONS.values() if o.table_only], table_only, strict=True
        ):
            said_lines[option] = item
        for option, line in said_lines.items():
            typed = line.split(";")[0].replace(": ", " ", 1)
            found = find_option(typed)
            assert found is not None and found[0] is option, line
            assert read_setting(option, found[1]) == getattr(settings, option.field), line
    finally:
        use("en")


def test_set_takes_the_names_table_says() -> None:
    commands = shell()
    assert said(commands, "set equal lowest totals play on")[0].startswith(
        "Equal lowest totals: play on, for the next game."
    )
    assert said(commands, "set take-back on")[0].startswith("Take-back: on; ")
    assert said(commands, "set move timer 30 seconds")[0].startswith(
        "Move timer: 30 seconds, for the next game."
    )


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("table", ["standard", "every-rule", "domino", "cancellation"])
def test_a_hints_reason_has_no_brackets_of_its_own(language: str, table: str) -> None:
    """A hint says its reason in brackets: "(wins the trick so far (no points on it))",
    «(сбрасывает 13 очков Востоку (если никто не перебьёт))» put brackets inside them.
    Every card's reason at every turn of a whole game, and the pass's for some passes."""
    use(language)
    try:
        game = Game.new(None, TABLES[table])
        for _ in range(400):
            if game.phase == "game_over":
                break
            if game.phase == "passing":
                hand = game.hand(0)
                for cards in list(combinations(hand, 3))[::40]:
                    for style in ("words", "short"):
                        assert "(" not in pass_reason(game, list(cards), style=style)
                for seat in range(game.players):
                    game.pass_cards(seat, game.hand(seat)[:3])
            elif game.phase == "playing" and game.must_draw:
                game.draw(game.turn)
            elif game.phase == "playing":
                if game.turn == 0:
                    for card in game.legal_cards():
                        for style in ("words", "short"):
                            reason = hint_reason(game, card, style=style)
                            assert "(" not in reason, reason
                game.play(game.legal_cards()[-1])
            elif game.moon_choice_pending is not None:
                game.choose_moon("others_plus")
            else:
                game.next_hand()
    finally:
        use("en")


def test_a_hint_says_what_its_figures_are_and_that_fewer_is_better() -> None:
    """ "about +4.3 points this hand", "expected: 9♣ +0.4": a listener heard "plus" and no
    unit, and could not tell whether more is worse.  The line mode says the figures as
    expected points this hand, lower better, without signs, in both languages."""
    from hearts_tui.ai.analysis import CardValue, PassReview, PassValue
    from hearts_tui.words.card_names import parse_cards
    from hearts_tui.words.hints import Hint

    commands = shell(plain_confirm_move=False)  # K7QD-MR9S: pass 3 cards left, to West
    speech, game = commands.speech, commands.game
    cards = tuple(parse_cards("8c 4c kh"))
    review = PassReview(PassValue(cards, 4.25, 4.0), None, 9)
    assert speech.hint(game, Hint((1, 0, "passing"), review=review)) == (
        "Hint: pass the 8 of clubs, the 4 of clubs and the king of hearts (voids clubs)."
        " Expected points this hand, lower is better: about 4.2."
    )
    said(commands, "pass 8c 4c kh")  # trick 1: East led the 2 of clubs; you have none
    values = tuple(
        CardValue(card, points, points, card == first, (card,))
        for first in parse_cards("3d")
        for card, points in zip(parse_cards("3d 10d ks"), (0.4, 1.25, 12.0), strict=True)
    )
    hint = Hint((1, 1, "playing"), values=values)
    assert speech.hint(game, hint) == (
        "Hint: the 3 of diamonds (discards under East's 2 of clubs)."
        " Expected points this hand, lower is better:"
        " 3 of diamonds 0.4, 10 of diamonds 1.2, king of spades 12.0."
    )
    speech.short = True
    assert speech.hint(game, hint).endswith("better: 3D 0.4, 10D 1.2, KS 12.0.")
    use("ru")
    try:
        russian = speech.hint(game, hint)
        assert russian.endswith(
            "Ожидаемые очки за сдачу, чем меньше, тем лучше: 3Б 0,4; 10Б 1,2; КП 12,0."
        ), russian
        speech.short = False
        assert text_faults(speech.hint(game, hint)) == []
    finally:
        use("en")
