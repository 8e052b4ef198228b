"""What the line mode says when a game starts, is resumed or is dealt by ``new`` (issue 39
§12, §18): the table's house rules in whole sentences (J♦ −10, "the queen must go", the
moon's scoring were never said), and "Type help for the commands." once a process, not at
every new game."""

from __future__ import annotations

import io

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.session import Session
from hearts_tui.store.settings import Settings
from hearts_tui.words.language import use

from .test_commands import said

HOUSE = Rules(jack_of_diamonds=-10, queen_must_go=True, moon="shooter_minus")
SAID = [
    "The queen of spades must go: whoever holds it must shed it at the first chance on"
    " someone else's trick.",
    "Shooting the moon takes 26 points off the shooter's score; the others get nothing.",
    "The jack of diamonds takes 10 points off the score of whoever wins it.",
]


def started(game: Game, settings: Settings | None = None) -> tuple[Commands, list[str]]:
    session = Session(game, settings or Settings(plain_confirm_move=False))
    commands = Commands(session, io.StringIO())
    commands.echo = False
    commands.start()
    out = commands.out
    assert isinstance(out, io.StringIO)
    return commands, out.getvalue().splitlines()


def test_a_game_with_house_rules_says_them_after_its_first_line() -> None:
    _, lines = started(Game.new("K7QD-MR9S", HOUSE))
    assert lines[0].startswith("Standard, 4 players, game to 50. Code ")
    assert lines[1] == "Type help for the commands."
    assert lines[2:5] == SAID


def test_a_resumed_game_says_its_house_rules_too() -> None:
    game = Game.new("K7QD-MR9S", HOUSE)
    session = Session(game, Settings())
    session.advance()
    session.pass_cards(game.hand(0)[:3])
    session.play(game.legal_cards()[0])  # mid-hand: a resume, not a deal
    _, lines = started(Game.from_json(game.to_json()))
    assert lines[2:5] == SAID
    assert any(line.endswith(", resumed.") for line in lines)


def test_the_standard_table_has_no_house_rule_to_say() -> None:
    _, lines = started(Game.new("K7QD-MR9S"))
    assert lines[1] == "Type help for the commands."
    assert lines[2].startswith("Hand 1. Pass 3 cards left")


@pytest.mark.parametrize(
    ("rules", "line"),
    [
        (Rules(players=5), "Short deck: the 2 of clubs and the 2 of diamonds are taken out,"
         " so that the hands are even."),
        (Rules(players=5, short_deck="kitty"), "Kitty: 2 cards are dealt face down and go with"
         " the first trick won."),
        (Rules.domino(), "No shooting the moon: whoever takes every point card keeps the"
         " points."),
        (Rules.cancellation(10), "Kitty: 4 cards are dealt face down and go with the first"
         " trick won."),
        (Rules.preset("greek"), "Passing: always right."),
        (Rules(queen_breaks_hearts=True), "The queen of spades breaks hearts: once it is"
         " played, hearts may be led."),
    ],
)  # fmt: skip
def test_every_kind_of_difference_is_a_sentence(rules: Rules, line: str) -> None:
    _, lines = started(Game.new("K7QD-MR9S", rules))
    assert line in lines


def test_new_says_the_table_and_its_rules_but_not_the_help_line_again() -> None:
    settings = Settings(plain_confirm_move=False, rules=HOUSE)
    commands, first = started(Game.new("K7QD-MR9S"), settings)
    assert first.count("Type help for the commands.") == 1
    lines = said(commands, "new")
    assert "Type help for the commands." not in lines
    assert [line for line in lines if line in SAID] == SAID


def test_house_rules_in_russian_name_their_cards_in_the_case_each_sentence_needs() -> None:
    use("ru")
    try:
        _, lines = started(Game.new("K7QD-MR9S", HOUSE))
    finally:
        use("en")
    assert (
        "Дама пик должна уйти: у кого она, тот сбрасывает её в чужую взятку при первой"
        " возможности." in lines
    )
    assert "Валет бубён снимает 10 очков со счёта того, кто его возьмёт." in lines
