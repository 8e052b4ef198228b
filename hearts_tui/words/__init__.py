"""What hearts says, in words, for every front end: no Textual, no Rich.

The table (``hearts_tui.app``) and the plain line mode both take their sentences from here:
the legality reasons and move previews (:mod:`.describe`), hints (:mod:`.hints`), the
review (:mod:`.hand_review`), the score sheet (:mod:`.score_sheet`), help and the rules of
each table (:mod:`.help_text`, :mod:`.rules_text`, :mod:`.rules_bullets`), the house-rules
choices (:mod:`.table_choice`), the card tracker (:mod:`.tracker`), the shelf of unfinished
games (:mod:`.shelf_text`), seat names (:mod:`.seats`), the top line (:mod:`.top_info`) and
the ASCII fallback (:mod:`.ascii_text`); and cards as a player types them
(:mod:`.card_names`).  It imports the engine, the CPU players' analysis and the store, never
a UI package; ``tests/test_layers.py`` holds that.
"""
