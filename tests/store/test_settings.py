"""Settings on disk: a round trip, and a damaged file gives defaults without being lost."""

from __future__ import annotations

import json
import os

import pytest

from hearts_tui.engine import Rules
from hearts_tui.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from tests.store.dirs import Dirs

CHOSEN = Settings(
    rules=Rules(target=100, moon="shooter_minus"),
    confirm_move=False,
    cpu_pace="instant",
    cpu_level="hard",
    ascii_suits=True,
)


def test_settings_round_trip_through_the_config_dir(dirs: Dirs) -> None:
    save_settings(dirs.config, CHOSEN)
    assert load_settings(dirs.config) == (CHOSEN, None)


def test_no_settings_file_gives_defaults_quietly(dirs: Dirs) -> None:
    assert load_settings(dirs.config) == (Settings(), None)


def test_missing_keys_take_their_defaults(dirs: Dirs) -> None:
    dirs.config.mkdir()
    text = json.dumps({"format": "hearts-tui-settings", "version": 1, "cpu_pace": "fast"})
    (dirs.config / SETTINGS_FILE).write_text(text)
    assert load_settings(dirs.config) == (Settings(cpu_pace="fast"), None)


DAMAGED = {
    "garbage": "{{{ not json",
    "newer": json.dumps({"format": "hearts-tui-settings", "version": 9}),
    "other file": json.dumps([1, 2, 3]),
}


@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_damaged_settings_give_defaults_a_notice_and_are_kept(dirs: Dirs, kind: str) -> None:
    dirs.config.mkdir()
    (dirs.config / SETTINGS_FILE).write_text(DAMAGED[kind])
    settings, notice = load_settings(dirs.config)
    assert settings == Settings()
    kept = list(dirs.config.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == DAMAGED[kind]
    assert notice is not None and kept[0].name in notice and "\n" not in notice


#: One wrong value among the player's settings, what it is told as, and what else is kept.
WRONG_VALUES = {
    "wrong pace": ({"cpu_pace": "warp"}, "cpu_pace must be one of"),
    "bad bool": ({"confirm_move": 1}, "confirm_move must be true or false"),
    "unknown key": ({"colour": "red"}, "unknown setting 'colour'"),
    "bad rules": ({"rules": {"x": 1, "target": 100}}, "unknown rule option"),
    "bad target": ({"rules": {"target": 7, "moon": "off"}}, "target must be 10..500"),
    "rules not an object": ({"rules": [1]}, "rules must be an object"),
    "players the game does not seat": (
        {"rules": {**Rules.domino(5).to_dict(), "players": 9}},
        "players must be 2 to 7 players at Domino Hearts",
    ),
    "no game's name": ({"rules": {"variant": "../x", "target": 80}}, "variant must be one of"),
}
#: The player's other settings, kept beside the wrong one.
MINE = {"cpu_level": "hard", "theme": "light", "allow_take_back": True, "plain_brief": True}


@pytest.mark.parametrize("kind", sorted(WRONG_VALUES))
def test_one_wrong_setting_falls_back_alone_and_the_others_are_kept(dirs: Dirs, kind: str) -> None:
    """A hand edit that got one value wrong costs only that value: the other settings (and
    the table's other options) stay, the notice names what was wrong, and the file stays
    where it is (the next change of a setting writes it again, right)."""
    wrong, reason = WRONG_VALUES[kind]
    dirs.config.mkdir()
    text = json.dumps({"format": "hearts-tui-settings", "version": 1, **MINE, **wrong})
    (dirs.config / SETTINGS_FILE).write_text(text)
    settings, notice = load_settings(dirs.config)
    assert settings == Settings(**MINE, rules=settings.rules)  # type: ignore[arg-type]
    assert notice is not None and reason in notice, notice
    assert notice.endswith("only that setting is back to its default.")
    assert [p.name for p in dirs.config.iterdir()] == [SETTINGS_FILE]
    if kind == "bad rules":
        assert settings.rules == Rules(target=100)
    if kind == "bad target":
        assert settings.rules == Rules(moon="off")
    if kind == "players the game does not seat":
        assert settings.rules == Rules.domino()
    if kind == "no game's name":
        assert settings.rules == Rules()


def test_several_wrong_settings_are_counted_in_the_notice(dirs: Dirs) -> None:
    dirs.config.mkdir()
    wrong = {"cpu_pace": "warp", "theme": 3, "rules": {"target": 1000, "players": 5}}
    text = json.dumps({"format": "hearts-tui-settings", "version": 1, **wrong})
    (dirs.config / SETTINGS_FILE).write_text(text)
    settings, notice = load_settings(dirs.config)
    assert settings == Settings(rules=Rules(players=5))
    assert notice is not None and "and 2 more" in notice
    assert notice.endswith("only those settings are back to their defaults.")


def test_saving_after_a_damaged_file_does_not_overwrite_it(dirs: Dirs) -> None:
    dirs.config.mkdir()
    (dirs.config / SETTINGS_FILE).write_text("{{{")
    load_settings(dirs.config)
    save_settings(dirs.config, CHOSEN)
    assert [p.read_text() for p in dirs.config.glob("settings.damaged-*")] == ["{{{"]
    assert load_settings(dirs.config) == (CHOSEN, None)


def test_settings_from_dict_rejects_unknown_keys() -> None:
    with pytest.raises(ValueError, match="unknown setting"):
        Settings.from_dict({"colour": "red"})


@pytest.mark.parametrize("relative", [False, True], ids=["absolute-link", "relative-link"])
def test_a_settings_file_kept_as_a_link_stays_a_link_and_its_target_gets_the_change(
    dirs: Dirs, relative: bool
) -> None:
    """Dotfiles: settings.json links to a file kept elsewhere.  Saving used to replace the
    link with a plain file, and the dotfile stopped updating."""
    dotfiles = dirs.config.parent / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "hearts-settings.json"
    save_settings(dotfiles, Settings())
    (dotfiles / SETTINGS_FILE).rename(target)
    target.chmod(0o644)
    dirs.config.mkdir(parents=True)
    link = dirs.config / SETTINGS_FILE
    link.symlink_to(os.path.relpath(target, dirs.config) if relative else target)
    assert load_settings(dirs.config) == (Settings(), None)

    save_settings(dirs.config, CHOSEN)

    assert link.is_symlink() and link.resolve() == target.resolve()
    assert json.loads(target.read_text())["cpu_level"] == "hard"
    assert target.stat().st_mode & 0o777 == 0o644  # the dotfile keeps its permissions
    assert load_settings(dirs.config) == (CHOSEN, None)
    assert sorted(p.name for p in dotfiles.iterdir()) == [target.name]  # no temp left
    assert sorted(p.name for p in dirs.config.iterdir()) == [SETTINGS_FILE]
