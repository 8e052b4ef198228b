"""What ``hearts --serve`` says: on the command line, in the page around the table, and in
the refusals a browser may meet (no Textual, no Rich, no web library here)."""

from __future__ import annotations

from dataclasses import dataclass

#: One line when the optional web extra is not installed.
NEEDS_WEB_EXTRA = (
    "hearts: --serve needs the web extra: pip install 'hearts-tui[web]'"
    " (from a checkout: pip install -e '.[web]')"
)

#: ``--serve`` plays the game in progress; the options that choose another do not go with it.
SERVE_ALONE = "--serve takes only --port, --host and --ascii (start a game with n at the table)"

#: ``--port`` or ``--host`` given without ``--serve``.
SERVE_OPTION_ALONE = "--port and --host go with --serve"


def serving(url: str) -> str:
    """The first line ``hearts --serve`` prints, on the loopback address."""
    return (
        f"hearts: the table is at {url} in a browser on this computer"
        " (Ctrl+C stops serving; the game is saved)"
    )


def serving_with_token(links: list[str]) -> str:
    """What ``hearts --serve --host H`` prints: the secret links, and what they give."""
    lines = [
        "hearts: the table is served beyond this computer. Open it with this secret link",
        "(anyone who has it can play your game; it changes at every start):",
    ]
    lines += [f"    {link}" for link in links]
    lines.append("Ctrl+C stops serving; the game is saved.")
    return "\n".join(lines)


def port_taken(host: str, port: int, why: str) -> str:
    """``--port N`` cannot be listened on."""
    return f"hearts: cannot serve on {host} port {port} ({why}); try --port with another number"


#: An HTTP answer to a request that came without the token (or with a wrong one).
NO_TOKEN = (
    "hearts: this table opens only with its secret link, as printed where"
    " hearts --serve was started."
)

#: An HTTP answer to a request whose Host or Origin is not this server's own (another
#: site's page trying to reach the table).
WRONG_ORIGIN = "hearts: this table opens only from its own address."


@dataclass(frozen=True, slots=True)
class PageText:
    """The words of the page around the table."""

    #: The page's title.
    title: str = "Hearts"
    #: Under the title, before Start.
    intro: str = "Hearts against CPU players. Tap a card to choose it, tap again to play it."
    #: The button that starts the table.
    start: str = "Start"
    #: The button under the table on a phone upright that opens the on-screen keyboard.
    keyboard: str = "Keyboard"
    #: When the table has ended (q, or the connection was lost).
    ended: str = "The table is closed; the game is saved."
    #: The button that opens it again.
    again: str = "Play on"
    #: When the browser runs no JavaScript.
    no_script: str = "The table needs JavaScript."


PAGE = PageText()

#: The title of the page shown instead of the table when the game is open elsewhere.
REFUSED_TITLE = "The game is open elsewhere"
#: Its buttons.
TRY_AGAIN = "Try again"
CLOSE = "Close"
