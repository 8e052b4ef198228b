"""The line mode's commands that choose: the table of the next game and the settings
(``table``, ``settings``, ``set``, ``preset``, ``reset`` and the on/off switches), and the
statistics.  The words and the checks are :mod:`hearts_tui.words.choosing`'s (the House
rules dialog's own); every change is saved at once, in the settings the table reads."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from ..engine import Rules
from ..store.settings import Settings
from ..words.choosing import (
    RULE_OPTIONS,
    SETTING_OPTIONS,
    Option,
    changed_rules,
    find_option,
    read_preset,
    read_setting,
    read_value,
    rule_changed_line,
    rules_lines,
    setting_changed_line,
    setting_lines,
    table_summary,
)
from ..words.language import _, choose, use
from ..words.quoting import quoted
from .command_words import switch_of, word_of
from .shell import Shell, no_argument

#: The settings the ``on``/``off`` commands change.
SWITCHES: Final = {
    "confirm": "plain_confirm_move",
    "takeback": "allow_take_back",
    "short": "plain_short",
    "brief": "plain_brief",
}


class TableCommands(Shell):
    """The commands that choose the table and the settings, and ``stats``."""

    @no_argument
    def do_table(self, arg: str) -> None:
        """table: the table of the next new game, an option a line (the House rules)."""
        self.say(*rules_lines(self.session.settings.rules))

    @no_argument
    def do_settings(self, arg: str) -> None:
        """settings: your settings, a line each."""
        self.say(*setting_lines(self.session.settings))

    def do_set(self, arg: str) -> None:
        """set NAME VALUE: change a house rule of the next game or a setting: set players 5,
        set target 100, set moon minus, set strength hard, set brief on."""
        found = find_option(arg)
        if found is None:
            if arg.strip():
                self.refuse(
                    _(
                        "{typed} names no option: type set, a name and a value, like set"
                        " players 5; table and settings list the names"
                    ).format(typed=quoted(arg.strip())),
                    "unknown",
                )
            else:
                self.refuse(
                    _(
                        "Set what? Type set, a name and a value, like set players 5;"
                        " table and settings list the names"
                    ),
                    "syntax",
                )
            return
        option, value = found
        if option.field in RULE_OPTIONS:
            self._set_rule(option, value)
        else:
            self._set_setting(option, value)

    def _set_rule(self, option: Option, text: str) -> None:
        settings = self.session.settings
        try:
            value = read_value(option, text, settings.rules)
            rules = changed_rules(settings.rules, option.field, value)
        except ValueError as error:
            self.refuse(str(error), "value")
            return
        self._use(replace(settings, rules=rules))
        line = rule_changed_line(option, rules, settings.rules)
        self.say(self.speech.text(line) + self._deal_hint(rules))

    def _deal_hint(self, rules: Any) -> str:
        """ " Type new to deal it." while the game in play is at another table."""
        return "" if rules == self.game.rules else " " + _("Type new to deal it.")

    def _set_setting(self, option: Option, text: str) -> None:
        try:
            value = read_setting(option, text)
        except ValueError as error:
            self.refuse(str(error), "value")
            return
        self._use(replace(self.session.settings, **{option.field: value}))
        self.say(setting_changed_line(option, self.session.settings))

    def do_preset(self, arg: str) -> None:
        """preset NAME: a scoring preset for the next game: standard, black maria, spot
        hearts, greek, basic, no black lady, super."""
        settings = self.session.settings
        try:
            scoring = read_preset(arg)
            rules = changed_rules(settings.rules, "scoring", scoring)
        except ValueError as error:
            self.refuse(str(error), "value")
            return
        self._use(replace(settings, rules=rules))
        line = rule_changed_line(RULE_OPTIONS["scoring"], rules, settings.rules)
        self.say(self.speech.text(line) + self._deal_hint(rules))

    @no_argument
    def do_reset(self, arg: str) -> None:
        """reset: the next game at the Standard table again (your settings stay)."""
        rules = Rules()
        self._use(replace(self.session.settings, rules=rules))
        line = _("Next game: {table}.").format(table=table_summary(rules))
        self.say(line + self._deal_hint(rules))

    def _use(self, settings: Settings) -> None:
        """Play on with ``settings``, and save them (the table reads the same file)."""
        before = self.session.settings
        self.session.settings = settings
        self.speech.short = self.short_run or settings.plain_short
        self.speech.brief = settings.plain_brief
        if not settings.plain_confirm_move:
            self.pending = None
        if settings.cpu_level != before.cpu_level:
            self.session.forget_cpus()
        if settings.language != before.language:
            # The words change, nothing else: the game, its code and the statistics stay.
            use(choose(settings.language))
        if self._save_settings is not None:
            self._save_settings()

    def _switch(self, name: str, arg: str) -> None:
        """``name on`` or ``name off``: the setting of :data:`SWITCHES`."""
        value = switch_of(arg)
        if value is None:
            self.refuse(_("Type {command} on or {command} off").format(command=name), "syntax")
            return
        option = SETTING_OPTIONS[SWITCHES[name]]
        changes: dict[str, Any] = {option.field: value}
        self._use(replace(self.session.settings, **changes))
        self.say(setting_changed_line(option, self.session.settings))

    def do_short(self, arg: str) -> None:
        """short on or short off: cards as QS and 10H instead of words."""
        self._switch("short", arg)

    def do_brief(self, arg: str) -> None:
        """brief on or brief off: a trick's cards in one line, in fewer words."""
        self._switch("brief", arg)

    def do_confirm(self, arg: str) -> None:
        """confirm on or confirm off: a card is described first, yes or Enter plays it."""
        self._switch("confirm", arg)

    def do_takeback(self, arg: str) -> None:
        """takeback on or takeback off: allow undo (the game then counts as assisted)."""
        self._switch("takeback", arg)

    @no_argument
    def do_stats(self, arg: str) -> None:
        """stats: your statistics: games, wins, average score, each table, the last games."""
        from ..words.stats_text import stats_sentences

        persistence = self.session.persistence
        if persistence is None:
            self.say(_("No statistics are kept in this game."))
            return
        self.say(*(self.speech.text(line) for line in stats_sentences(persistence.stats)))

    # -- completion ---------------------------------------------------------------------

    def complete_short(self, text: str, *ignored: object) -> list[str]:
        return [w for w in (word_of("on"), word_of("off")) if w.startswith(text)]

    complete_confirm = complete_short
    complete_takeback = complete_short
    complete_brief = complete_short

    def complete_set(self, text: str, line: str, *ignored: object) -> list[str]:
        """The option names, then the values of the option named."""
        typed_so_far = line.partition(" ")[2]
        found = find_option(typed_so_far)
        if found is not None and typed_so_far.endswith(" "):
            option = found[0]
            return [word for word, _ in option.words if word.startswith(text.lower())]
        names = {
            option.typed[0].split(" ")[0]
            for option in (*RULE_OPTIONS.values(), *SETTING_OPTIONS.values())
        }
        return sorted(name for name in names if name.startswith(text.lower()))

    def complete_preset(self, text: str, *ignored: object) -> list[str]:
        words = [word for word, _ in RULE_OPTIONS["scoring"].words]
        return [word for word in words if word.startswith(text.lower())]
