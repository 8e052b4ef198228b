"""The dialogs' key line: Textual's ``Footer``, rebuilt only when the keys it shows change.

Textual's ``Footer`` recomposes (unmounts and mounts a widget per key, then lays out the
screen again) on every change of the screen's bindings, and the bindings "change" on every
move of the focus: a Tab in the settings drawer or an arrow in House rules cost a layout of
the whole screen for keys that were the same before and after (benchmarks/responsiveness.py).
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer

#: What a key line shows: each shown binding's key, words, action and whether it is enabled.
Shown = tuple[tuple[str, str, str, bool, str], ...]


class QuietFooter(Footer):
    """A ``Footer`` that recomposes only when what it shows would differ."""

    _composed: Shown | None = None

    def _shown(self, screen: Screen[object]) -> Shown:
        return tuple(
            (binding.key, binding.description, binding.action, enabled, tooltip)
            for (_, binding, enabled, tooltip) in screen.active_bindings.values()
            if binding.show
        )

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self.is_attached and screen is self.screen and screen.app.app_focus:
            shown = self._shown(screen)
            if shown == self._composed:
                self._bindings_ready = True
                return
            self._composed = shown
        super().bindings_changed(screen)
