"""``hearts --serve``: the table in a web browser (a phone, a tablet), by ``textual-serve``.

:mod:`.server` serves the page and starts, for each page that connects, the game of
:mod:`.child` (``python -m hearts_tui.web``); :mod:`.access` decides who may connect.
Only :mod:`.server` needs the optional ``web`` extra; nothing here is imported by
the terminal's game.
"""
