"""Textual 8.2.8: a closed ModalScreen stays in memory through StylesCache.get_inner_outer."""

import asyncio
import gc
import os

from textual._styles_cache import StylesCache
from textual.app import App, ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static

TEXT = "\n".join(f"line {n}: " + "lorem ipsum dolor sit amet " * 2 for n in range(40))


class Dialog(ModalScreen[None]):
    def compose(self) -> ComposeResult:
        yield Static(TEXT)


def report(label: str) -> None:
    gc.collect()
    alive = sum(isinstance(o, StylesCache) for o in gc.get_objects())
    with open("/proc/self/statm") as statm:
        rss = int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    print(f"{label:>12}: {alive:5} StylesCache alive, RSS {rss:.0f} MB")


async def main() -> None:
    app = App()
    async with app.run_test(size=(80, 24)) as pilot:
        report("start")
        for done in (100, 200, 300, 400):
            for _ in range(100):
                await app.push_screen(Dialog())
                await pilot.pause()
                app.pop_screen()
                await pilot.pause()
            report(f"{done} dialogs")
        print(StylesCache.get_inner_outer.cache_info())


asyncio.run(main())
