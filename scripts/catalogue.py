"""The translations' catalogues: extract the sentences from the code, update, compile, check.

    python scripts/catalogue.py update        # every .po gets the code's new sentences
    python scripts/catalogue.py compile       # each .po compiled to its .mo
    python scripts/catalogue.py check         # what the tests check, said in lines
    python scripts/catalogue.py new fr        # a catalogue for a new language

English is the source language: the sentences are the code's ``_("…")``, ``ngettext``,
``pgettext`` and ``npgettext`` calls and the ``N_("…")`` marks, read by Babel (the test
extra; the game itself needs only the standard library's gettext).  Each language is one
file, ``hearts_tui/locale/<code>/LC_MESSAGES/hearts.po``, and its compiled ``hearts.mo``
beside it, committed so that every install has it (``tests/words/test_catalogues.py``
checks that it matches the .po).  docs/translating.md says the rest.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hearts_tui"
LOCALE_DIR = PACKAGE / "locale"
DOMAIN = "hearts"
#: The calls whose strings are sentences (Babel's notation: ``1c`` is the context).
KEYWORDS: dict[str, Any] = {
    "_": None,
    "N_": None,
    "NP_": ((1, "c"), 2),
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
#: A comment starting so, just above a sentence, is shown to its translators.
COMMENT_TAGS = ("Translators:",)
#: A fixed date in the files' headers, so that extracting twice writes the same bytes.
EPOCH = datetime(2026, 1, 1, tzinfo=UTC)

Key = tuple[str | None, str]


def empty(locale: Locale | None = None) -> Catalog:
    """A catalogue with no sentence yet (the template's when no ``locale``), dated the
    epoch so that its bytes depend on its sentences alone."""
    return Catalog(
        locale=locale,
        domain=DOMAIN,
        project="hearts",
        creation_date=EPOCH,
        revision_date=EPOCH,
        fuzzy=False,
        charset="utf-8",
    )


def extract() -> Catalog:
    """Every sentence of the code, as the template of a catalogue."""
    template = empty()
    found = extract_from_dir(
        str(PACKAGE),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
    )
    for filename, _lineno, message, comments, context in found:
        template.add(
            message,
            None,
            [(f"hearts_tui/{filename}", 0)],
            auto_comments=comments,
            context=context,
        )
    return template


def catalogues() -> Iterator[tuple[str, Path]]:
    """Each language's code and its .po file, found in the locale folder."""
    for po in sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        yield po.parent.parent.name, po


def read(po: Path) -> Catalog:
    with po.open("rb") as handle:
        return read_po(handle, domain=DOMAIN)


def po_bytes(catalog: Catalog) -> bytes:
    """A catalogue as its .po file: sorted, locations without line numbers (an edit
    elsewhere in a file changes no line of the catalogue), no obsolete entries."""
    out = io.BytesIO()
    write_po(
        out,
        catalog,
        width=76,
        sort_output=True,
        ignore_obsolete=True,
        include_lineno=False,
        omit_header=False,
    )
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """A catalogue compiled, as its .mo file (fuzzy entries left out, as gettext does)."""
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def key(message: Message) -> Key:
    ident = message.id[0] if isinstance(message.id, tuple) else message.id
    return (message.context, ident)


def messages(catalog: Catalog) -> dict[Key, Message]:
    """The catalogue's entries by context and English text (not the header)."""
    return {key(message): message for message in catalog if message.id}


def update(code: str, po: Path) -> None:
    """The .po of ``code`` with the code's sentences now: new ones added untranslated,
    gone ones dropped (Babel may mark a new one fuzzy with an old one's translation)."""
    catalog = read(po)
    catalog.update(extract(), update_header_comment=False, update_creation_date=False)
    catalog.revision_date = EPOCH
    po.write_bytes(po_bytes(catalog))


def compile_all() -> list[Path]:
    """Each .po compiled to its .mo beside it; the .mo files written."""
    written = []
    for _code, po in catalogues():
        mo = po.with_suffix(".mo")
        mo.write_bytes(mo_bytes(read(po)))
        written.append(mo)
    return written


def new(code: str) -> Path:
    """A catalogue for the language ``code``, every sentence untranslated."""
    locale = Locale.parse(code)
    po = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"
    if po.exists():
        raise SystemExit(f"{po} exists already: `update` brings it up to date")
    template = extract()
    catalog = empty(locale)
    catalog.plural_forms  # noqa: B018 (Babel fills the plural rule from the locale)
    for message in template:
        if message.id:
            catalog.add(
                message.id,
                "" if not message.pluralizable else ("",) * catalog.num_plurals,
                message.locations,
                auto_comments=message.auto_comments,
                context=message.context,
            )
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_bytes(po_bytes(catalog))
    return po


def problems(code: str, po: Path) -> list[str]:
    """What is wrong with the catalogue of ``code``, one line a fault; none when it is
    whole: every sentence of the code translated, no other, none fuzzy, the plural rule
    the language's own, the .mo its compiled form."""
    template = messages(extract())
    catalog = read(po)
    have = messages(catalog)
    found: list[str] = []
    for missing in sorted(set(template) - set(have), key=str):
        found.append(f"{code}: not in the catalogue (run update): {missing}")
    for gone in sorted(set(have) - set(template), key=str):
        found.append(f"{code}: no longer in the code (run update): {gone}")
    for entry_key, message in sorted(have.items(), key=lambda item: str(item[0])):
        if entry_key not in template:
            continue
        if message.fuzzy:
            found.append(f"{code}: fuzzy (check it, then remove the flag): {entry_key}")
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings):
            found.append(f"{code}: untranslated: {entry_key}")
        if template[entry_key].pluralizable != message.pluralizable:
            found.append(f"{code}: the plural forms differ from the code's: {entry_key}")
    expected = get_plural(code)
    if (catalog.num_plurals, catalog.plural_expr) != (expected.num_plurals, expected.plural_expr):
        found.append(
            f"{code}: plural rule {catalog.plural_forms!r}, expected {expected.plural_forms!r}"
        )
    found += grammar_faults(code, have)
    mo = po.with_suffix(".mo")
    if not mo.is_file() or mo.read_bytes() != mo_bytes(catalog):
        found.append(f"{code}: {mo.name} is not the compiled {po.name} (run compile)")
    if po.read_bytes() != po_bytes(catalog):
        found.append(f"{code}: {po.name} is not in the catalogue's own layout (run update)")
    return found


def grammar_faults(code: str, have: dict[Key, Message]) -> list[str]:
    """What a language's own checker (``scripts/grammar_<code>.py``, where there is one:
    Russian's) finds wrong in its translations: cases, capitals, letters of another
    alphabet."""
    path = ROOT / "scripts" / f"grammar_{code}.py"
    if not path.is_file():
        return []
    spec = importlib.util.spec_from_file_location(f"grammar_{code}", path)
    assert spec is not None and spec.loader is not None
    checker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(checker)
    found = []
    for entry_key, message in sorted(have.items(), key=lambda item: str(item[0])):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            for fault in checker.entry_faults(text):
                found.append(f"{code}: {fault}: {entry_key}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("update", help="add the code's new sentences to every .po, drop gone ones")
    sub.add_parser("compile", help="compile every .po to its .mo")
    sub.add_parser("check", help="say what the tests would find wrong")
    add = sub.add_parser("new", help="start the catalogue of a new language")
    add.add_argument("code", help="the language's code, e.g. fr or pt_BR")
    args = parser.parse_args(argv)
    if args.command == "update":
        for code, po in catalogues():
            update(code, po)
            print(f"updated {po.relative_to(ROOT)}")
        return 0
    if args.command == "compile":
        for mo in compile_all():
            print(f"compiled {mo.relative_to(ROOT)}")
        return 0
    if args.command == "new":
        po = new(args.code)
        print(f"created {po.relative_to(ROOT)}: translate it, then run compile")
        return 0
    faults = [line for code, po in catalogues() for line in problems(code, po)]
    for line in faults:
        print(line)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
