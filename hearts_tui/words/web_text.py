"""What ``hearts --serve`` says: on the command line, in the page around the table, and in
the refusals a browser may meet (no Textual, no Rich, no web library here).

Each is translated when said (the language is chosen at the start of each process)."""

from __future__ import annotations

from dataclasses import dataclass

from .language import _, current, ngettext


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


def host_empty() -> str:
    """``--host ''``: no name at all (the server would listen on every address)."""
    return _(
        "--host needs a name or an address to listen on, such as 127.0.0.1 (this computer"
        " alone) or 0.0.0.0 (every address)"
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
    """``--port N`` is taken by another program (or needs the administrator)."""
    return _(
        "hearts: cannot serve on {host} port {port} ({why}); try --port with another number"
    ).format(host=host, port=port, why=why)


def host_unknown(host: str, why: str) -> str:
    """``--host H`` names no address of this computer (not found, or another's)."""
    return _(
        "hearts: cannot serve on {host}: it is not an address of this computer ({why});"
        " give --host an address of this computer, such as 127.0.0.1 or 0.0.0.0"
    ).format(host=host, why=why)


def cannot_serve(host: str, port: int, why: str) -> str:
    """Listening failed for another reason."""
    return _("hearts: cannot serve on {host} port {port} ({why})").format(
        host=host, port=port, why=why
    )


def link_output_closed() -> str:
    """``hearts --serve >&-``: the link could not be shown, so the server does not stay
    (nobody could open the table)."""
    return _(
        "hearts: the output is closed (>&-), so the table's link could not be shown;"
        " give it a terminal, a file or a pipe"
    )


def link_not_written(reason: str) -> str:
    """``hearts --serve > /dev/full``: writing the link failed (``reason``, the system's
    words), so the server stopped."""
    return _(
        "hearts: the table's link could not be written ({reason}), so the server stopped;"
        " give it a terminal, a file or a pipe"
    ).format(reason=reason)


def log_refused(why: str) -> str:
    """The server's terminal: a malformed request or message was refused."""
    return _("hearts: refused a malformed request ({why})").format(why=why)


def log_server(why: str) -> str:
    """The server's terminal: something went wrong in the server (one line)."""
    return _("hearts: the server met an error ({why})").format(why=why)


def log_more(line: str, count: int) -> str:
    """A line of the server's terminal, after ``count`` more of its kind went unsaid."""
    return ngettext(
        "{line} (and {count} more like it since the last such line)",
        "{line} (and {count} more like it since the last such line)",
        count,
    ).format(line=line, count=count)


def too_many_pages() -> str:
    """An HTTP answer when as many pages' games run as the server allows."""
    return _("hearts: too many pages of this table are open; close one, then try again.")


def not_a_websocket() -> str:
    """An HTTP answer to a request for the game's connection that is not a websocket."""
    return _("hearts: this address is the table's own connection, opened by its page.")


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
        # Translators: the button that opens the phone's on-screen keyboard.
        keyboard=_("Keyboard"),
        ended=_("The table is closed; the game is saved."),
        # Translators: the button that opens the table again after it was closed.
        again=_("Play on"),
        no_script=_("The table needs JavaScript."),
    )


def open_elsewhere() -> str:
    """The page's refusal, in a player's words: the game is played elsewhere now."""
    return _("This game is open in another tab or window. Close it there, then Try again.")


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
