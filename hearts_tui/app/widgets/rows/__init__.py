"""A dialog's form of many rows as one widget (:class:`FormView`), drawn with Textual's
Line API, and the kinds of row it holds, a class each.

Textual restyles every node a key touches, at about half a millisecond to a millisecond a
node, and a dialog built of a widget per label and control (House rules: some 140 nodes)
took 10 to 50 times a bare app's time for an arrow key (benchmarks/responsiveness.py).
Here a form of many rows is one node: its rows are data, drawn line by line in
:meth:`FormView.render_line` as ``DataTable``, ``OptionList`` and ``Log`` draw theirs,
and a key changes the data and repaints the one widget.

The rows, each its own class (:mod:`.base` says what a kind of row does; a new control is
a new subclass of :class:`Row`, the form needs no change):

- :class:`TextRow`: a line of text (wrapped to the width when ``wrap``); :class:`BlankRow`;
- :class:`ChoiceRow`: a row of choices (← / → choose at once; with ``typed`` digits are
  typed into it too); :class:`ListRow`: a drop-down list (← / → step, Enter opens it under
  the row);
- :class:`CheckRow`: a box (Space or Enter toggles);
- :class:`FieldRow`: a one-line text field;
- :class:`ButtonsRow`: a row of buttons.

Rows ``pinned`` to the top or the bottom stay in view while the others scroll.  Every
control is one focus stop (each button of a row is one): ↓ / Tab and ↑ / Shift+Tab go to
the next / previous stop, round the form.  The stop with the focus is drawn reversed (bold,
in every theme, without colour and in ASCII too), and so is the name of its row
underlined.  The mouse works on every control.  What a key or a click chose is handed to
the form's owner at once, in the key's own handling (``changed`` and ``pressed``), never
through the message queue.
"""

from __future__ import annotations

from .base import FIELD_WIDTH, LIST_WIDTH, NAME_WIDTH, Act, Pen, Row
from .buttons import ButtonsRow
from .check import CheckRow
from .choices import ChoiceRow, ChoicesRow, ListRow
from .field import FieldRow
from .text import BlankRow, TextRow
from .view import FormView, keys_to_form

__all__ = [
    "FIELD_WIDTH",
    "LIST_WIDTH",
    "NAME_WIDTH",
    "Act",
    "BlankRow",
    "ButtonsRow",
    "CheckRow",
    "ChoiceRow",
    "ChoicesRow",
    "FieldRow",
    "FormView",
    "ListRow",
    "Pen",
    "Row",
    "TextRow",
    "keys_to_form",
]
