"""The table's Pass button: Textual's ``Button``, styled by the few rules it uses.

Textual's ``Button`` brings some sixty rules of default CSS (every variant, the flat and
the compact styles, the ANSI theme's), parsed and matched against the table as it starts:
about a tenth of the table's first paint beyond a bare Textual app (benchmarks/startup.py).
The Pass button is one primary button in the default style, so this subclass does not
inherit that CSS (``inherit_css=False``: no rule written for ``Button`` applies to it) and
carries the rules of Textual 8.2.8's ``Button`` that draw it, copied as they are, states
included (hover, focus, pressed, disabled).  It looks and behaves as the ``Button`` it is
(pressed by a click or Enter, ``Button.Pressed``); ascii.tcss frames it in ASCII as it
frames a ``Button``.  tests/ui/test_pass_button.py holds it drawn as Textual's own.
"""

from __future__ import annotations

from typing import ClassVar

from textual.widgets import Button


class PassButton(Button, inherit_css=False):
    """A primary ``Button`` in the default style, with only the CSS it needs."""

    DEFAULT_CSS: ClassVar[str] = """
    PassButton {
        width: auto;
        min-width: 16;
        height: auto;
        line-pad: 1;
        text-align: center;
        content-align: center middle;
        pointer: pointer;

        &.-style-default {
            text-style: bold;
            color: $button-foreground;
            background: $surface;
            border: none;
            border-top: tall $surface-lighten-1;
            border-bottom: tall $surface-darken-1;

            &:disabled {
                text-opacity: 0.6;
                pointer: not-allowed;
            }

            &:focus {
                text-style: $button-focus-text-style;
                background-tint: $foreground 5%;
            }
            &:hover {
                border-top: tall $surface;
                background: $surface-darken-1;
            }

            &.-active {
                background: $surface;
                border-bottom: tall $surface-lighten-1;
                border-top: tall $surface-darken-1;
                tint: $background 30%;
            }

            &.-primary {
                color: $button-color-foreground;
                background: $primary;
                border-top: tall $primary-lighten-3;
                border-bottom: tall $primary-darken-3;

                &:hover {
                    background: $primary-darken-2;
                    border-top: tall $primary;
                }

                &.-active {
                    background: $primary;
                    border-bottom: tall $primary-lighten-3;
                    border-top: tall $primary-darken-3;
                }
            }
        }
    }
    """

    def __init__(self, label: str, *, id: str | None = None) -> None:
        super().__init__(label, "primary", id=id)
