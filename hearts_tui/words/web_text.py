"""What ``hearts --serve`` says: on the command line, in the page around the table, and in
the refusals a browser may meet (no Textual, no Rich, no web library here).

Each is translated when said (the language is chosen at the start of each process)."""

from __future__ import annotations

from dataclasses import dataclass

from .language import _, current


def needs_web_extra() -> str:
    """One line when the optional web extra is not installed."""
    return _(
        "hearts: --serve needs the web extra: pip install 'hearts-tui[web]'"
        " (from a checkout: pip install -e '.[web]')"
    )


def serve_alone() -> str:
    """``--serve`` plays the game in progress: the options that choose another do not go
    with it."""
    return _(
        "--serve takes only --port, --host, --ascii and --lang (start a game with n at the table)"
    )


def serve_no_table_options() -> str:
    """``--serve`` with the options that choose a table for one run: refused, as ``--new``
    is.  Each page the server opens plays the person's own game at their own table, for as
    long as the server runs; a table given here would change whatever game every page then
    deals, with nothing on the page to say so."""
    return _(
        "--serve does not take --game, --players, --target or --rule: each page plays your"
        " own game at your own table; choose another on the page: s, then House rules"
    )


def serve_option_alone() -> str:
    """``--port`` or ``--host`` given without ``--serve``."""
    return _("--port and --host go with --serve")


def serving(url: str) -> str:
    """The first line ``hearts --serve`` prints, on the loopback address."""
    return _(
        "hearts: the table is at {url} in a browser on this computer"
        " (Ctrl+C stops serving; the game is saved)"
    ).format(url=url)


def serving_with_token(links: list[str]) -> str:
    """What ``hearts --serve --host H`` prints: the secret links, and what they give."""
    lines = [
        _("hearts: the table is served beyond this computer. Open it with this secret link"),
        _("(anyone who has it can play your game; it changes at every start):"),
    ]
    lines += [f"    {link}" for link in links]
    lines.append(_("Ctrl+C stops serving; the game is saved."))
    return "\n".join(lines)


def port_taken(host: str, port: int, why: str) -> str:
    """``--port N`` (or ``--host H``) cannot be listened on."""
    return _(
        "hearts: cannot serve on {host} port {port} ({why}); try --port with another number"
    ).format(host=host, port=port, why=why)


def no_token() -> str:
    """An HTTP answer to a request that came without the token (or with a wrong one)."""
    return _(
        "hearts: this table opens only with its secret link, as printed where"
        " hearts --serve was started."
    )


def wrong_origin() -> str:
    """An HTTP answer to a request whose Host or Origin is not this server's own (another
    site's page trying to reach the table)."""
    return _("hearts: this table opens only from its own address.")


@dataclass(frozen=True, slots=True)
class PageText:
    """The words of the page around the table."""

    #: The page's language (its ``lang`` attribute).
    lang: str
    #: The page's title.
    title: str
    #: Under the title, before Start.
    intro: str
    #: The button that starts the table.
    start: str
    #: The button under the table on a phone upright that opens the on-screen keyboard.
    keyboard: str
    #: When the table has ended (q, or the connection was lost).
    ended: str
    #: The button that opens it again.
    again: str
    #: When the browser runs no JavaScript.
    no_script: str


def page_text() -> PageText:
    """The page's words, in the language spoken now."""
    return PageText(
        lang=current(),
        # Translators: the game's name, the title of the page that serves the table.
        title=_("Hearts"),
        intro=_("Hearts against CPU players. Tap a card to choose it, tap again to play it."),
        # Translators: the button that starts the table in the page.
        start=_("Start"),
        # Translators: the button that opens the phone's on-screen keyboard.
        keyboard=_("Keyboard"),
        ended=_("The table is closed; the game is saved."),
        # Translators: the button that opens the table again after it was closed.
        again=_("Play on"),
        no_script=_("The table needs JavaScript."),
    )


def refused_title() -> str:
    """The title of the page shown instead of the table when the game is open elsewhere."""
    return _("The game is open elsewhere")


def try_again() -> str:
    """The refusal page's button that tries again."""
    return _("Try again")


def close() -> str:
    """The refusal page's button that closes it."""
    # Translators: a button that closes the page's refusal (the game is open elsewhere).
    return _("Close")
