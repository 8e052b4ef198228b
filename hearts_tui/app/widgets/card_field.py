"""The card field: a card typed by name in the status row (``/`` opens it at the table).

``Card: qs▏  Enter chooses · Tab completes · Esc closes`` — one row, in place of the status
line while open.  Letters type only here: at the table they keep their keys (``q``, ``k``).

The field never takes the focus.  While it is open the app hands it each key as the key
comes (:meth:`CardField.key`, before any binding or widget sees it), so a burst such as
``/qs⏎⏎`` is read in order: the field has ``qs`` before Enter reads it, and the second Enter
finds the field closed and goes to the hand.  (A focused ``Input`` would be handed keys
already on their way to the hand, and read Enter from a binding after the keys behind it.)
Enter and Esc answer through the callbacks the table gives :meth:`open`, at once.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import ClassVar, Final

from rich.text import Text
from textual import events
from textual.widget import Widget

from ...engine import Card
from ...words.ascii_text import ascii_text
from ...words.language import N_, _

#: What the field says until it has something else to say.
HELP: Final = N_("Enter chooses · Tab completes · Esc closes")
#: The longest text typed (three cards by their longest names fit well within).
LIMIT: Final = 60
#: Keys that edit the text, by Textual's name.
_ERASE_WORD: Final = frozenset({"ctrl+w", "ctrl+backspace"})
_ERASE_ALL: Final = frozenset({"ctrl+u"})
_ERASE: Final = frozenset({"backspace", "ctrl+h"})
#: Keys the field takes and does nothing with (they would move the hand's cursor unseen).
_IGNORED: Final = frozenset({"left", "right", "up", "down", "home", "end", "delete"})


class CardField(Widget):
    """``Card: qs▏`` and a note (how to use it, or why not that card); hidden until
    :meth:`open`."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "card-field--label",
        "card-field--text",
        "card-field--cursor",
        "card-field--note",
    }

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = ""
        self.note = _(HELP)
        self._ascii = False
        #: The cards Tab completes to (the hand when the field opened).
        self._held: tuple[Card, ...] = ()
        self._playable: frozenset[Card] = frozenset()
        #: The completions of the last Tab, and the text they made (for the next Tab).
        self._offered: list[str] = []
        self._completed = ""
        self._answer_enter: Callable[[str], None] | None = None
        self._answer_esc: Callable[[], None] | None = None

    @property
    def is_open(self) -> bool:
        return bool(self.display)

    def open(
        self,
        held: Sequence[Card],
        playable: Collection[Card],
        on_enter: Callable[[str], None],
        on_close: Callable[[], None],
        *,
        ascii_suits: bool = False,
    ) -> None:
        """Show the field, empty: Tab completes to ``held``, ``playable`` first; Enter calls
        ``on_enter`` with the text, Esc closes it and calls ``on_close``."""
        self.offer(held, playable)
        self._answer_enter, self._answer_esc = on_enter, on_close
        self._ascii = ascii_suits
        self._offered = []
        self.text = ""
        self.note = _(HELP)
        self.display = True
        self.refresh()

    def offer(self, held: Sequence[Card], playable: Collection[Card]) -> None:
        """The cards Tab completes to: ``held``, the ``playable`` ones first (the table
        tells the field again as the game moves on)."""
        self._held = tuple(held)
        self._playable = frozenset(playable)

    def close(self) -> None:
        self.display = False
        self.text = ""

    def say(self, note: str) -> None:
        """Say ``note`` beside the field (why a card cannot be chosen); the field stays."""
        self.note = note
        self.refresh()

    def key(self, event: events.Key) -> bool:
        """Take ``event`` if it is the field's: text, erasing, Tab, Enter, Esc (and the
        arrows, which do nothing here).  False for keys that still mean what they mean at
        the table (Ctrl+C, F1)."""
        key = event.key
        if key == "escape":
            self.close()
            if self._answer_esc is not None:
                self._answer_esc()
            return True
        if key in ("enter", "ctrl+j", "ctrl+m"):
            if self._answer_enter is not None:
                self._answer_enter(self.text)
            return True
        if key == "tab":
            self.complete()
        elif key in _ERASE:
            self._set(self.text[:-1])
        elif key in _ERASE_WORD:
            self._set(self.text.rstrip().rpartition(" ")[0] + " " if " " in self.text else "")
        elif key in _ERASE_ALL:
            self._set("")
        elif event.is_printable and event.character:
            if event.character != "/" or self.text:  # "/" again on the open field: no text
                self._set(self.text + event.character)
        elif key not in _IGNORED:
            return False
        return True

    def paste(self, text: str) -> None:
        """Pasted text goes in the field as typed (one line)."""
        self._set(self.text + " ".join(text.split()))

    def _set(self, text: str) -> None:
        self.text = text[:LIMIT].lstrip()
        if self.text != self._completed:
            self._offered = []
        self.refresh()

    def complete(self) -> None:
        """Tab: the last word becomes the first card held it begins; Tab again, the next."""
        value = self.text
        last = "" if not value or value[-1].isspace() else value.split()[-1]
        head = value[: len(value) - len(last)]
        if self._offered and value == self._completed and last in self._offered:
            # Again: the next of the cards offered last time, in place of the one put in.
            choice = self._offered[(self._offered.index(last) + 1) % len(self._offered)]
        else:
            from ...words.card_names import completions  # once Tab is pressed (start-up time)

            self._offered = completions(value, self._held, self._playable)
            if not self._offered:
                self.say(_("No card you hold begins {text}").format(text=repr(last)))
                return
            choice = self._offered[0]
        self._completed = head + choice
        self.text = self._completed
        self.note = "Tab: " + " ".join(self._offered) if len(self._offered) > 1 else _(HELP)
        self.refresh()

    def render(self) -> Text:
        styles = self.get_component_rich_style
        cursor = "_" if self._ascii else "▏"
        note = ascii_text(self.note) if self._ascii else self.note
        return Text.assemble(
            (_("Card: "), styles("card-field--label")),
            (self.text, styles("card-field--text")),
            (cursor, styles("card-field--cursor")),
            " " * max(2, 14 - len(self.text)),
            (note, styles("card-field--note")),
            no_wrap=True,
            overflow="ellipsis",
        )
