"""Who may open the served table: decided here, without any web library.

- On the loopback address (the default), only pages of this computer reach the server; a
  request must still name it as ``localhost``, a loopback address (``127.0.0.1``,
  ``127.0.0.2``, ``[::1]``) or the name it listens on (a site whose name was re-pointed at
  127.0.0.1, "DNS rebinding", names itself and is refused).
- On any other address (``--host`` given), every request must carry the secret token of
  this run: in the link (``?token=…``, as printed at the start) or in the cookie the page
  sets from it.  Without it: refused, whatever is asked (the page, its files, the game).
- The game's connection (the websocket) must come from the server's own page: browsers
  let any site open a websocket anywhere, and say in ``Origin`` who asks.
"""

from __future__ import annotations

import hmac
import ipaddress
import re
import secrets
from dataclasses import dataclass
from typing import Final
from urllib.parse import urlsplit

#: The cookie that carries the token once the secret link was opened.
COOKIE: Final = "hearts-token"
#: The name of the token in the link.
QUERY: Final = "token"
#: The names of this computer that a loopback server answers to.
LOOPBACK_NAMES: Final = frozenset({"localhost", "127.0.0.1", "::1"})


def is_loopback(host: str) -> bool:
    """Whether listening on ``host`` reaches only this computer."""
    name = host.strip().strip("[]").lower()
    if name in LOOPBACK_NAMES or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False  # A name: it may resolve to any address.


def new_token() -> str:
    """A secret for one run of the server (32 random bytes, URL-safe)."""
    return secrets.token_urlsafe(32)


#: A ``Host`` header as a browser sends it: a name or an address, and a port.
_HOST_HEADER: Final = re.compile(r"(?:[A-Za-z0-9.\-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?")


def well_formed_host(host_header: str | None) -> bool:
    """Whether ``host_header`` is a plain ``name:port`` (nothing else rides along)."""
    return host_header is not None and _HOST_HEADER.fullmatch(host_header.strip()) is not None


def _host_name(host_header: str) -> str:
    """The name in a ``Host`` header (``127.0.0.1:8000``, ``[::1]:8000``), lowercased."""
    host = host_header.strip().lower()
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host[1:]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def _loopback_literal(name: str) -> bool:
    """Whether ``name`` (from a ``Host`` header) is a loopback address written as one."""
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True, slots=True)
class Access:
    """The rules of one server: ``token`` is None on the loopback address; ``listening``,
    the name or address it listens on (answered to as well)."""

    token: str | None
    listening: str = "127.0.0.1"

    def token_ok(self, offered: str | None) -> bool:
        """Whether ``offered`` (from the link or the cookie) is this run's token."""
        if self.token is None:
            return True
        if not offered:
            return False
        return hmac.compare_digest(offered.encode(), self.token.encode())

    def host_ok(self, host_header: str | None) -> bool:
        """Whether the request names this server as it may be named: on the loopback
        address, by a loopback name or its own; beyond it, by any name (the token decides,
        whatever name the player's device uses)."""
        if not well_formed_host(host_header):
            return False
        assert host_header is not None
        if not is_loopback(self.listening):
            return self.token is not None
        name = _host_name(host_header)
        return (
            name in LOOPBACK_NAMES
            or _loopback_literal(name)
            or name == self.listening.strip().strip("[]").lower()
        )

    def origin_ok(self, origin: str | None, host_header: str | None) -> bool:
        """Whether a websocket comes from this server's own page (``Origin`` names the
        same host and port as ``Host``).  No ``Origin``: not a browser, which the host and
        token rules already judged."""
        if origin is None:
            return True
        if host_header is None:
            return False
        parts = urlsplit(origin)
        return parts.scheme in ("http", "https") and parts.netloc.lower() == (
            host_header.strip().lower()
        )
