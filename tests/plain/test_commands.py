"""Every command of the line mode, and its bad forms: each refusal is one line saying what
is allowed, never a traceback, and changes nothing (the game, the settings)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from hearts_tui.engine import Game, MoonMode, Rules
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.session import Session
from hearts_tui.store.persistence import DiskPersistence
from hearts_tui.store.settings import Settings
from tests.ui.positions import EAST_SHOOTS

from .script import TABLES

CODE = "K7QD-MR9S"


def shell(game: Game | None = None, **settings: bool) -> Commands:
    """The command loop over ``game`` (K7QD-MR9S, dealt), no disk."""
    session = Session(game or Game.new(CODE), Settings(**settings))  # type: ignore[arg-type]
    commands = Commands(session, io.StringIO())
    commands.echo = False
    session.advance()
    return commands


def said(commands: Commands, line: str) -> list[str]:
    """What ``line`` makes the line mode say."""
    out = commands.out
    assert isinstance(out, io.StringIO)
    start = len(out.getvalue())
    commands.postcmd(commands.onecmd(commands.precmd(line)), line)
    return out.getvalue()[start:].splitlines()


def playing(plain_confirm_move: bool = False, **settings: bool) -> Commands:
    """After the pass: trick 1, East led the 2 of clubs, your turn (no clubs)."""
    commands = shell(plain_confirm_move=plain_confirm_move, **settings)
    said(commands, "pass 8c 4c kh")
    return commands


BAD_IN_THE_PASS = {
    "qx": "'qx' is not a card or a command: try qs, 10h, hand or help.",
    "dance": "'dance' is not a card or a command: try qs, 10h, hand or help.",
    "queen": "'queen' needs a suit: qs, qh, qd, qc.",
    "2c 3c": "'2c 3c' names 2 cards: play one, or pass 3 with pass.",
    "8c": "Pass three cards first: type pass and 3 cards.",
    "pass": "Pass takes 3 cards, not 0: like pass 2c 3h kd.",
    "pass 8c": "Pass takes 3 cards, not 1: like pass 2c 3h kd.",
    "pass 8c 4c kh qs": "Pass takes 3 cards, not 4: like pass 2c 3h kd.",
    "pass 8c 4c qx": (
        "'qx' is not a card: try qs, 10h or 2c; pass takes 3 cards, like pass 2c 3h kd."
    ),
    "pass 8c 8c kh": "Pass exactly 3 different cards.",
    "pass 8c 4c qs": "You do not hold the queen of spades.",
    "why": "Name a card: why qs.",
    "why qx": "'qx' is not a card: try qs, 10h or 2c.",
    "why 8c 4c": "'8c 4c' names 2 cards: type one.",
    "draw": "There is no stock at this table.",
    "draw 2c": (
        "Draw takes nothing after it but one ('2c'): draw draws until you can follow,"
        " draw one a single card."
    ),
    "moon add": "No moon shot of yours to score now.",
    "undo": "Take-back is off: type 'takeback on' to allow it (the game counts as assisted).",
    "finish": "There is no hand in play to finish.",
    "yes": "Nothing to confirm: type a card first, like qs.",
    "review": "No hand to review yet: the review comes after a hand is over.",
    "short maybe": "Type short on or short off.",
    "confirm yes": "Type confirm on or confirm off.",
    "takeback 1": "Type takeback on or takeback off.",
    "help dance": "No command 'dance'. Type help for the commands.",
}

BAD_IN_PLAY = {
    "as": "You do not hold the ace of spades.",
    "pass 8c 4c kh": "There is no pass now: the pass comes at the start of a hand.",
    "qh": "The queen of hearts: not playable: no points on the first trick.",
    "play the queen of hearts": "The queen of hearts: not playable: no points on the first trick.",
    "play": "Name a card: play qs.",
    "why 2c": "You do not hold the 2 of clubs.",
    "moon minus": "No moon shot of yours to score now.",
    "finish": "Not yet: cards left to play can still change the scores.",
    "": [
        "Trick 1: East led the 2 of clubs.",
        "East is winning, with the 2 of clubs.",
        "Your turn: no clubs; play any card but your hearts.",
    ],
}


@pytest.mark.parametrize(("line", "answer"), list(BAD_IN_THE_PASS.items()))
def test_a_bad_command_in_the_pass_gets_one_line_and_changes_nothing(
    line: str, answer: str
) -> None:
    commands = shell()
    before = (commands.game.to_json(), commands.session.settings)
    assert said(commands, line) == [answer]
    assert (commands.game.to_json(), commands.session.settings) == before


@pytest.mark.parametrize(("line", "answer"), list(BAD_IN_PLAY.items()))
def test_a_bad_command_in_play_gets_one_line_and_changes_nothing(
    line: str, answer: str | list[str]
) -> None:
    commands = playing()
    before = commands.game.to_json()
    assert said(commands, line) == (answer if isinstance(answer, list) else [answer])
    assert commands.game.to_json() == before


def test_an_illegal_card_says_the_tables_reason() -> None:
    commands = playing()
    said(commands, "3d")  # trick 2: West leads the 3 of spades; you hold spades
    refusal = "The 7 of diamonds: not playable: follow suit, you have spades."
    assert said(commands, "7d") == [refusal]
    assert said(commands, "why 7d") == [refusal]


def test_confirm_move_previews_and_enter_or_yes_plays() -> None:
    commands = playing(plain_confirm_move=True)
    assert said(commands, "3d") == [
        "The 3 of diamonds discards under East's 2 of clubs. Enter plays it."
    ]
    assert commands.game.trick_number == 1
    preview = said(commands, "six of diamonds")  # another card: previewed instead
    assert preview[0].startswith("The 6 of diamonds discards")
    assert said(commands, "yes")[0] == "You play the 6 of diamonds."
    said(commands, "ks")
    assert said(commands, "")[0] == "You play the king of spades."


def test_undo_takes_back_with_take_back_on_and_names_every_card_it_takes_back() -> None:
    """Issue 39 §15: "your 3 of diamonds and the 5 cards after it" left a listener to ask
    which cards went back to whom; each is named, with who had played it."""
    commands = playing(allow_take_back=True)
    said(commands, "3d")
    lines = said(commands, "undo")
    assert lines[0] == (
        "Taken back: your 3 of diamonds, then West's ace of clubs, North's king of clubs,"
        " West's 3 of spades, North's 2 of spades and East's 4 of spades."
    )
    assert commands.game.trick_number == 1 and commands.session.takebacks == 1


def test_the_looking_commands_answer_in_words() -> None:
    commands = playing()
    assert said(commands, "trick") == [
        "Trick 1: East led the 2 of clubs.",
        "East is winning, with the 2 of clubs.",
        "Cards held: You 13, West 13, North 13, East 12.",
        "Your turn.",
    ]
    assert said(commands, "h")[0] == "Your hand, 13 cards:"
    hand = said(commands, "hand")
    assert "Diamonds: 10, 8, 7, 6, 4, 3, 2." in hand
    assert hand[-1] == "Playable: any card but your hearts."
    assert said(commands, "last") == ["No trick has been played yet in this hand."]
    assert said(commands, "scores")[0] == "Scores: You 0, West 0, North 0, East 0."
    assert said(commands, "sheet")[1] == "Hand 1 so far: You 0, West 0, North 0, East 0."
    assert said(commands, "out")[0] == "Trick 1, hearts not broken yet."
    assert said(commands, "code")[0].startswith("Game code K7QD-MR9S.")
    assert said(commands, "rules")[0].startswith("Standard")
    assert said(commands, "help")[0].startswith("Type a card to play it")
    assert said(commands, "help why") == [
        "why qs: whether a card may be played now, and why or what it would do."
    ]


def test_short_names_on_and_off() -> None:
    commands = playing()
    assert said(commands, "short on") == [
        "Short names: on; cards said as QS and 10H instead of words."
    ]
    assert said(commands, "trick")[0] == "Trick 1: East led 2C."
    assert said(commands, "short off")[0].startswith("Short names: off;")
    assert said(commands, "trick")[0] == "Trick 1: East led the 2 of clubs."


def test_a_domino_draw_is_said_with_the_card_drawn() -> None:
    """At Domino Hearts you cannot follow: "draw one" takes the stock's top card and says
    it; "draw" when you can follow says why not."""
    commands = shell(Game.new(TABLES["domino"]))
    refused = False
    for _ in range(100):
        waiting = commands.session.waiting_for_you()
        if waiting == "draw":
            break
        assert waiting == "play"
        if not refused:
            before = commands.game.to_json()
            reason = commands.speech.text(str(commands.game.why_no_draw(0)))
            assert said(commands, "draw") == [reason + "."]
            assert commands.game.to_json() == before
            refused = True
        said(commands, commands.game.legal_cards()[0].code)
    stock = commands.game.stock_size
    lines = said(commands, "draw one")
    assert lines[0].startswith("You draw the ") and commands.game.stock_size == stock - 1
    assert refused


def test_hint_says_the_hard_cpus_card_and_why_and_counts() -> None:
    commands = playing()
    lines = said(commands, "hint")
    assert len(lines) == 1  # no "Thinking..." before it
    assert lines[0].startswith("Hint: the ") and "(" in lines[0]
    assert commands.session.hints == 1


def test_review_gives_the_verdict_on_the_last_hand() -> None:
    commands = playing()
    while commands.game.hand_number == 1:
        said(commands, commands.game.legal_cards()[0].code)
    lines = said(commands, "review")
    assert lines[0] == "Reviewing hand 1, one moment..."
    assert lines[1].startswith("Hand 1: ")
    assert all("(+" not in line for line in lines)  # no figure run into a card


def test_after_your_moon_shot_you_choose_how_it_scores() -> None:
    """Holding every club you win every trick: with "shooter chooses" the line mode asks,
    and `moon minus` takes 26 off your score."""
    suits = "CHDS"
    hands = [[f"{rank}{suit}" for rank in "23456789TJQKA"] for suit in suits]
    rules = Rules(moon=MoonMode.SHOOTER_CHOOSES)
    commands = shell(Game.from_hands(hands, rules, hand_number=4), plain_confirm_move=False)
    lines: list[str] = []
    while commands.session.waiting_for_you() == "play":
        lines = said(commands, commands.game.legal_cards()[0].code)
    assert lines[-4] == "You shot the moon! Choose how it scores:"
    assert lines[-3].startswith("moon add, others get the points: You 0, West 26")
    assert lines[-2].startswith("moon minus, your score goes down: You -26, West 0")
    assert lines[-1] == "Your choice: moon add or moon minus."
    assert said(commands, "moon sideways") == [
        "Type moon add (others get the points) or moon minus (yours go down)."
    ]
    after = said(commands, "moon minus")
    # The cause before the points it made (issue 39 §15), in words (§16: not "You -26").
    assert after[:2] == [
        "You shot the moon: your score goes down by 26.",
        "Hand 4 over. Points: You -26, West 0, North 0, East 0.",
    ]


def test_with_play_the_only_card_on_your_only_card_is_played_for_you() -> None:
    commands = shell(plain_confirm_move=False, play_only_card=True)
    lines = said(commands, "pass 8c 4c kh")
    for _ in range(13):
        if any(line.endswith(", your only card.") for line in lines):
            break
        lines = said(commands, commands.game.legal_cards()[0].code)
    assert any(
        line.startswith("You play the ") and line.endswith(", your only card.") for line in lines
    )


def test_finish_plays_the_rest_once_nothing_can_change_a_score() -> None:
    """Holding every club on lead, you win every trick whatever is played: finish plays
    the hand out at once, every card said, and the moon shot scored."""
    hands = [[f"{rank}{suit}" for rank in "23456789TJQKA"] for suit in "CHDS"]
    commands = shell(Game.from_hands(hands, hand_number=4), plain_confirm_move=False)
    lines = said(commands, "finish")
    assert lines[0] == "Trick 1. You lead the 2 of clubs."
    assert sum(line.startswith("You win the trick") for line in lines) == 13
    assert "You shot the moon: everyone else gets 26." in lines
    assert commands.game.hand_number == 5


def test_why_a_playable_card_says_what_it_would_do() -> None:
    assert said(playing(), "why 3d") == [
        "The 3 of diamonds: playable: discards under East's 2 of clubs."
    ]


def test_undo_of_the_pass_gives_the_cards_back_and_asks_for_the_pass_again() -> None:
    commands = shell(allow_take_back=True, plain_confirm_move=False)
    said(commands, "pass 8c 4c kh")
    lines = said(commands, "undo")
    # East's lead of the 2 of clubs goes back with the pass, and is named.
    assert lines[0] == (
        "Taken back: your pass of the 4 of clubs, the 8 of clubs and the king of hearts,"
        " then East's 2 of clubs."
    )
    assert "Hand 1. Pass 3 cards left, to West: type pass and 3 cards." in lines
    assert commands.game.phase == "passing" and len(commands.game.hand(0)) == 13


def test_a_hint_is_only_for_your_turn_or_your_pass() -> None:
    game = Game.from_hands(EAST_SHOOTS, Rules(target=10), hand_number=4, code=CODE)
    commands = shell(game, plain_confirm_move=False)
    while commands.session.waiting_for_you() == "play":
        said(commands, commands.game.legal_cards()[0].code)
    assert commands.game.phase == "game_over"
    assert said(commands, "hint") == ["A hint is for your turn or your pass."]
    assert commands.session.hints == 0


def test_new_and_replay_deal_again_and_put_the_game_in_play_aside(tmp_path: Path) -> None:
    persistence = DiskPersistence(tmp_path / "data", tmp_path / "config")
    session = Session(Game.new(CODE), Settings(plain_confirm_move=False), persistence=persistence)
    commands = Commands(session, io.StringIO())
    commands.echo = False
    session.advance()
    assert said(commands, "replay")[0] == "Standard, 4 players, game to 50. Code K7QD-MR9S."
    said(commands, "pass 8c 4c kh")
    lines = said(commands, "new")
    assert lines[0] == (
        f"Game {CODE} (hand 1) put aside: hearts --plain --resume {CODE} brings it back."
    )
    assert lines[1].startswith("Standard, 4 players, game to 50. Code ")
    assert commands.game.code != CODE and commands.session.waiting_for_you() == "pass"


def test_confirm_and_takeback_change_the_saved_settings() -> None:
    """confirm is the line mode's own setting: the table's confirm move is left alone."""
    saved: list[Settings] = []
    commands = playing()
    commands._save_settings = lambda: saved.append(commands.session.settings)
    assert said(commands, "confirm on")[0].startswith("Confirm move: on;")
    assert said(commands, "takeback on")[0].startswith("Take-back: on;")
    assert saved[-1].plain_confirm_move and saved[-1].allow_take_back and len(saved) == 2
    assert saved[-1].confirm_move == Settings().confirm_move
    said(commands, "3d")
    assert commands.pending is not None
    assert said(commands, "confirm off")[0].startswith("Confirm move: off;")
    assert commands.pending is None and not commands.session.settings.plain_confirm_move


def test_the_line_mode_plays_a_typed_card_at_once_by_default() -> None:
    """Confirm move doubled every card in the line mode (the preview, then the play): the
    line mode has its own setting, off by default, and the table's stays on."""
    commands = Commands(Session(Game.new(CODE), Settings()), io.StringIO())
    commands.echo = False
    commands.session.advance()
    said(commands, "pass 8c 4c kh")
    assert said(commands, "3d")[0] == "You play the 3 of diamonds."
    assert commands.session.settings.confirm_move  # the table's own, untouched
    assert not commands.session.settings.plain_confirm_move
