"""What ``hearts`` starts with: the game to resume or deal, the settings and a notice.

This is the launcher's whole decision, kept free of Textual so it can be tested directly:

* ``--seed CODE`` deals that code's game, ``--new`` a new game for the saved rules, and
  ``--resume CODE`` takes an unfinished game back from the shelf (:mod:`.shelf`); the
  unfinished game any of them replaces is put on the shelf, and the notice says so;
* otherwise the autosave is resumed as it was (UI state included);
* a finished game is not resumed: it is counted in the statistics (if the app had no time
  to) and a new game is dealt;
* damaged files are renamed aside and named in the one-line notice.

The notice is all the launch has to say (the table's status line shows it); ``alert`` is the
part of it that needs the player's attention (a damaged file kept aside, a game that will
not be saved), which the app also shows as a toast.  Plain news (a game put aside or
resumed) is not an alert: a toast of it would cover the seats and any dialog opened meanwhile.

The game to play is saved at once, so a crash right after the start resumes the same deal.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Game, InvalidCode, Rules, SaveError, parse_code
from ..engine.quoting import quoted
from .lock import GameAlreadyOpen, InstanceLock, LockError
from .paths import config_dir, data_dir
from .persistence import DiskPersistence
from .saves import SET_ASIDE_FILE, Saved, SaveSlot
from .settings import Settings, load_settings
from .shelf import PutAside, Shelf, stale_copy
from .stats import hints_used, load_stats, takebacks_used
from .wording import _, ngettext

#: The columns a notice has to stay on one row of the table's status line at 80 columns.
NOTICE_WIDTH = 78


class NothingToResume(ValueError):
    """``--resume CODE`` (or ``--resume ID``) named no unfinished game."""


@dataclass(frozen=True, slots=True)
class Launch:
    """Everything the app is started with."""

    game: Game
    settings: Settings
    persistence: DiskPersistence
    ui_state: dict[str, Any]
    #: Everything the launch says, in one line (the table's status line).
    notice: str | None
    #: The part of ``notice`` that needs attention: damaged files, a game not saved.
    alert: str | None = None


def prepare(
    *,
    new: bool = False,
    seed: str | None = None,
    resume: str | None = None,
    ascii_suits: bool = False,
    data: Path | None = None,
    config: Path | None = None,
    rules: Rules | None = None,
) -> Launch:
    """Read the disk and choose the game; never raises for anything found on disk.

    ``rules``: the table of this run (``--game``, ``--players``…): the next new game's, for
    this run only; the settings on disk keep theirs.

    ``seed`` must be a valid code (the command line checked it).  Raises
    :class:`NothingToResume` when ``resume`` matches no shelved game (nothing is changed).
    """
    data = data_dir() if data is None else data
    config = config_dir() if config is None else config
    shelf = Shelf(data)
    wanted: Saved | None = None
    in_play: str | None = None
    if resume is not None:
        if not shelf.find(resume) and _in_play(SaveSlot(data), resume):
            # `--list` shows it as the current game: resuming it goes on with it.
            in_play = resume.strip()
        else:
            wanted = _wanted(shelf, resume)
    settings, settings_notice = load_settings(config)
    stats, stats_notice = load_stats(data)
    slot = SaveSlot(data)
    slot.clear_temps()
    shelf.clear_temps()
    notices: list[str | None] = []
    alerts: list[str | None] = []
    notices.append(_shelve_legacy(data, shelf))
    found = slot.load()
    notices.append(found.notice)
    alerts.append(found.notice)
    saved = found.saved
    if saved is not None and not found.blocked:
        _drop_stale_copy(shelf, saved)
    persistence = DiskPersistence(
        data,
        config,
        stats=stats,
        ascii_on_disk=settings.ascii_suits if ascii_suits else None,
        rules_on_disk=settings.rules if rules is not None else None,
    )
    if rules is not None:
        settings = dataclasses.replace(settings, rules=rules)
    if found.blocked:
        persistence.can_save_game = False
    if saved is not None:
        persistence.adopt(saved.game, saved.game_id)
    if saved is not None and saved.game.phase == "game_over":
        persistence.record_finished(
            saved.game, hints_used(saved.ui_state), takebacks_used(saved.ui_state)
        )
        saved = None
    if wanted is not None and saved is not None and wanted.game_id == saved.game_id:
        wanted = None  # "Resume" the game that is already current: nothing to swap.
    replacing = new or seed is not None or wanted is not None
    put_aside: PutAside | str | None = None
    if saved is not None and replacing:
        put_aside = _put_aside(slot, shelf, saved)
        if isinstance(put_aside, str):
            # The old game stays in game.json; saving the new one would overwrite it.
            persistence.can_save_game = False
            notices.append(put_aside)
            alerts.append(put_aside)
        elif wanted is None:
            notices.append(_aside_notice(put_aside))
    ui_state: dict[str, Any] = {}
    if wanted is not None:
        game, ui_state = wanted.game, dict(wanted.ui_state)
        persistence.adopt(game, wanted.game_id)
        aside = put_aside if isinstance(put_aside, PutAside) else None
        notices.append(_resume_notice(game, aside))
    elif seed is not None:
        game = Game.new(seed)
    elif new or saved is None:
        game = Game.new(None, settings.rules)
    else:
        game, ui_state = saved.game, dict(saved.ui_state)
    persistence.save_game(game, ui_state)
    if wanted is not None and persistence.saving_ok:
        # Off the shelf only once it is safe in game.json; else it stays on both (until
        # the next start, see _drop_stale_copy).
        with contextlib.suppress(OSError, ValueError):
            shelf.delete(wanted.game_id)
    if in_play is not None and saved is not None:
        notices.append(
            _("{code} is the game in play: it goes on from where it was.").format(code=game.code)
        )
    if ascii_suits:
        settings = dataclasses.replace(settings, ascii_suits=True)
    notices += [settings_notice, stats_notice]
    alerts += [settings_notice, stats_notice]
    return Launch(
        game=game,
        settings=settings,
        persistence=persistence,
        ui_state=ui_state,
        notice=" ".join(n for n in notices if n) or None,
        alert=" ".join(n for n in alerts if n) or None,
    )


def _wanted(shelf: Shelf, text: str) -> Saved:
    """The shelved game ``--resume`` names by its code or its id (an id is looked up as an
    id: it need not be a code); :class:`NothingToResume` when
    none does, or when several do (a code played again after it was put aside): they are
    named by their ids, so that the player chooses, not the launcher."""
    matches = shelf.find(text)
    if not matches:
        try:
            parse_code(text)
        except InvalidCode:
            # Not a code: it was looked up as an id (a code mistyped is no code either).
            raise NothingToResume(
                _(
                    "no unfinished game has the id {id}, and it is not a valid code (check"
                    " it for a typo); `hearts --list` shows the unfinished games"
                ).format(id=quoted(text.strip()))
            ) from None
        raise NothingToResume(
            _(
                "no unfinished game has the code {code}; `hearts --list` shows the unfinished games"
            ).format(code=quoted(text.strip()))
        )
    if len(matches) > 1:
        choice = _("--resume {id} (hand {number})")
        ids = ", ".join(
            choice.format(id=entry.game_id, number=entry.header.hand_number) for entry in matches
        )
        raise NothingToResume(
            ngettext(
                "{count} unfinished game has the code {code}; choose one by its id: {ids}",
                "{count} unfinished games have the code {code}; choose one by its id: {ids}",
                len(matches),
            ).format(count=len(matches), code=matches[0].code, ids=ids)
        )
    try:
        return matches[0].saved
    except SaveError as exc:
        raise NothingToResume(
            _("the unfinished game {code} cannot be read ({why}); it is left as it is").format(
                code=matches[0].code, why=exc
            )
        ) from None


def _put_aside(slot: SaveSlot, shelf: Shelf, saved: Saved) -> PutAside | str | None:
    """Shelve the current game before another replaces it; a string says why it failed."""
    played_at = time.time()
    for path in (slot.path, slot.backup):
        try:
            played_at = path.stat().st_mtime
            break
        except OSError:
            continue
    try:
        result = shelf.put(saved.game, saved.game_id, saved.ui_state, played_at=played_at)
    except (OSError, ValueError) as exc:
        if isinstance(exc, OSError):
            return _(
                "Your unfinished game {code} could not be put aside ({error}): "
                "it stays saved and this game will not be saved."
            ).format(code=saved.game.code, error=exc.strerror or exc)
        return _(
            "Your unfinished game {code} could not be put aside: "
            "it stays saved and this game will not be saved."
        ).format(code=saved.game.code)
    if result is not None:
        # The backup goes too, so that it can never bring the old game back as current.
        slot.discard()
    return result


def _in_play(slot: SaveSlot, code: str) -> bool:
    """Whether ``code`` is the code or the id of the unfinished game in play (the
    autosave)."""
    found = slot.peek()
    if not isinstance(found, Saved) or found.game.phase == "game_over":
        return False
    if found.game_id.lower() == code.strip().lower():  # an id however typed
        return True
    try:
        return parse_code(found.game.code).text == parse_code(code.strip()).text
    except InvalidCode:
        return False


def _drop_stale_copy(shelf: Shelf, current: Saved) -> None:
    """Remove the shelf's copy of the current game, unless it is further on.

    A game resumed from the shelf leaves it once it is saved as the current game; a kill
    (or a refusing disk) between the two left it in both places, and it was listed twice.
    A copy further on than the current save (put aside while saving failed) is kept.
    """
    with contextlib.suppress(OSError, ValueError):
        copy = shelf.get(current.game_id)
        if copy is not None and stale_copy(copy, current):
            shelf.delete(current.game_id)


def _aside_notice(result: PutAside | None) -> str | None:
    if result is None:
        return None
    # One status row at 80 columns even for an 18-letter code: `hearts --resume CODE` is
    # in `hearts --help`, the README and the help screen's u line.
    kept = result.kept
    return _("Your game {code} (hand {number}) was put aside: u brings it back.").format(
        code=kept.code, number=kept.header.hand_number
    )


def _resume_notice(game: Game, result: PutAside | None) -> str:
    """What ``--resume`` says: the game resumed and, in the same sentence, the one put aside
    in its place; the longest wording that fits :data:`NOTICE_WIDTH`."""
    if result is None:
        return _("Resumed {code} (hand {number}) from the unfinished games.").format(
            code=game.code, number=game.hand_number
        )
    values = {
        "code": game.code,
        "number": game.hand_number,
        "old": result.kept.code,
        "old_number": result.kept.header.hand_number,
    }
    forms = [
        _(
            "Resumed {code} (hand {number}); your game {old} (hand {old_number}) was put"
            " aside: u brings it back."
        ).format(**values),
        _(
            "Resumed {code} (hand {number}); {old} (hand {old_number}) put aside: u brings it back."
        ).format(**values),
        _("Resumed {code}; {old} put aside: u brings it back.").format(**values),
    ]
    return next((form for form in forms if len(form) <= NOTICE_WIDTH), forms[-1])


def _shelve_legacy(data: Path, shelf: Shelf) -> str | None:
    """Move the one ``game.set-aside.json`` of earlier versions onto the shelf."""
    legacy = data / SET_ASIDE_FILE
    if not os.path.lexists(legacy):
        return None
    try:
        result = shelf.put_file(legacy)
    except (OSError, ValueError):
        return None  # Left where it is, for the user; it is never overwritten now.
    if result is None:
        return None
    return _("Your set-aside game {code} is now with the unfinished games (u).").format(
        code=result.kept.code
    )


#: How long a start waits for the lock of another ``hearts`` that is just closing.
LOCK_WAIT = 2.0


class LaunchRefused(Exception):
    """The game cannot start: another ``hearts`` holds the lock (``status`` 1), or
    ``resume`` names no unfinished game (``status`` 2).  The message says why;
    ``open_elsewhere`` says whether it is because another ``hearts`` plays (the lock is
    held, not damaged)."""

    def __init__(self, message: str, status: int, *, open_elsewhere: bool = False) -> None:
        super().__init__(message)
        self.status = status
        self.open_elsewhere = open_elsewhere


def lock_and_prepare(
    *,
    new: bool = False,
    seed: str | None = None,
    resume: str | None = None,
    ascii_suits: bool = False,
    rules: Rules | None = None,
) -> tuple[InstanceLock, Launch]:
    """What both front ends do first: take the data directory's lock, choose the game
    (:func:`prepare`), and keep the lock through the game (re-taken if the directory is
    deleted meanwhile).  The caller releases the lock when the game ends.  Raises
    :class:`LaunchRefused`, with the lock given back."""
    data = data_dir()
    lock = InstanceLock(data)
    try:
        lock.acquire(wait=LOCK_WAIT)
    except LockError as exc:
        elsewhere = isinstance(exc, GameAlreadyOpen)
        raise LaunchRefused(str(exc), 1, open_elsewhere=elsewhere) from None
    try:
        launch = prepare(
            new=new, seed=seed, resume=resume, ascii_suits=ascii_suits, data=data, rules=rules
        )
    except NothingToResume as exc:
        lock.release()
        raise LaunchRefused(str(exc), 2) from None
    launch.persistence.guard(lock)
    return lock, launch
