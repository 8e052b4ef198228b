"""What a program can see wrong in a Russian sentence: the faults a Russian editor found
in hearts' Russian (issue 39), as classes, so that no new sentence brings one back.

- A card (or a count, a seat, a suit) in the nominative after a word that governs another
  case: a preposition («за 1 сдача», «без двойка бубён»), «нет», a numeral that takes the
  genitive («две девятка червей», «обе дама пик») or a verb that governs the accusative
  («класть ни черву, ни дама пик», «взять все червы и дама пик»).  In a catalogue entry
  the card is a label written in the text (``Д♠``: the line mode says it in the
  nominative) or a placeholder that asks no case (``{card}``); in what hearts said, the
  card's words themselves («дама пик»).
- A capital after a colon in the middle of a sentence («Следующая партия: До 10 очков»),
  and after a full stop a small letter («…что угодно. дама пик червы не разбивает»).
- Latin letters inside Russian words or as suit letters in a Russian sentence («КC»,
  «ходите в C», «(S H D C)»): keys, commands and the program's name stay Latin.

:func:`entry_faults` checks a catalogue entry (``scripts/catalogue.py check`` runs it on
every Russian entry); :func:`text_faults` checks what hearts said (the tests run it on the
rules of every table in the line mode's words, and on whole games).

>>> entry_faults("за вас сыграна {card}")
[]
>>> entry_faults("Партия окончена за {hands}")
['«за {hands}»: {hands} asks no case after «за», which governs acc/ins']
>>> entry_faults("нельзя класть ни черву, ни Д♠")[0].split(";")[0]
'«класть … Д♠»: a label is said in the nominative'
>>> text_faults("взять все червы и дама пик")
['«взять … дама пик»: nominative after «взять», which governs acc']
>>> text_faults("Следующая партия: До 10 очков. дама пик")
['«: До»: a capital after a colon mid-sentence', '«. дама»: a small letter after a full stop']
>>> text_faults("ходите в C, у вас КC")
['«КC»: Latin and Cyrillic letters in one word', '«C»: a Latin letter in a Russian sentence']
>>> entry_faults("Масти буквами (S H D C)")
['«S H D C»: Latin letters in a Russian sentence']
"""

from __future__ import annotations

import re
from typing import Final


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: The cases a governing word allows after it.
GEN: Final = frozenset({"gen"})
DAT: Final = frozenset({"dat"})
ACC: Final = frozenset({"acc"})
INS: Final = frozenset({"ins"})
PRE: Final = frozenset({"pre"})

#: Words that govern the case of the noun right after them: prepositions, «нет», and the
#: numerals after which a noun takes the genitive singular («две девятки», «обе дамы»).
GOVERNORS: Final[dict[str, frozenset[str]]] = {
    **dict.fromkeys(
        (
            "без",
            "кроме",
            "у",
            "от",
            "до",
            "из",
            "для",
            "после",
            "около",
            "вместо",
            "среди",
            "нет",
            "против",
            "из-за",
            "мимо",
            "вокруг",
            "ради",
            "возле",
            "насчёт",
        ),
        GEN,
    ),
    **dict.fromkeys(("два", "две", "три", "четыре", "оба", "обе", "пара"), GEN),
    **dict.fromkeys(("к", "ко", "благодаря", "навстречу", "вопреки"), DAT),
    "по": DAT | ACC | PRE,
    **dict.fromkeys(("в", "во", "на"), ACC | PRE),
    **dict.fromkeys(("за", "под", "подо"), ACC | INS),
    **dict.fromkeys(("про", "через", "сквозь"), ACC),
    **dict.fromkeys(("с", "со"), INS | GEN),
    **dict.fromkeys(("над", "перед", "между", "передо"), INS),
    **dict.fromkeys(("о", "об", "обо", "при"), PRE),
}

#: Verbs (the forms hearts uses) whose object is in the accusative: what a player does
#: with a card.  Passive forms («сыграна», «взяты») are not here: their card is the subject.
ACCUSATIVE_VERBS: Final = _words(
    "класть кладите кладёт кладёте кладу положить положите положил положила положили "
    "сбросить сбросьте сбросит сбросите сбросил сбросила сбросили сбрасывать сбрасывайте "
    "сбрасывает сбрасываете сбрасывают скинуть скиньте сыграть сыграйте сыграет сыграете "
    "сыграл сыграла сыграли играть играйте играет играете взять возьмите возьмёт возьмёте "
    "возьмут взял взяла взяли брать берёт берёте берут беречь берегите бережёт держать "
    "держите держит держат ловить ловят ловит поймать отдать отдайте отдаёт отдаёте отдал "
    "отдала отдали передать передайте передаёт передаёте передал передала передали "
    "передавать передавайте получить получите получает получаете получил получила "
    "получили выбрать выберите выбирает выбираете выбрал выбрала добрать доберите добрал "
    "добрала добрали добирает оставить оставьте оставляет оставил вести ведёт ведёте "
    "пойти пойдите"
)

#: Words that may stand between a verb and its object when the object is the second of a
#: list («класть ни черву, ни даму пик», «взять все червы и даму пик»).
_LIST_WORDS: Final = _words(
    "и или ни а также все всех обе обеих оба обоих сразу только ещё же тоже её его их "
    "черву червы пику пики трефу трефы бубну бубны все червы"
)

#: A card label as the table shows it (Д♠, 10♥): the line mode says it in the nominative.
_LABEL: Final = r"(?:10|[2-9ВДКТ])[♣♦♥♠]"
#: The nominative of a rank, and a suit in the genitive: a card said in the nominative.
_RANK_NOMINATIVE: Final = (
    "двойка|тройка|четвёрка|пятёрка|шестёрка|семёрка|восьмёрка|девятка|десятка"
    "|валет|дама|король|туз"
)
_CARD_NOMINATIVE: Final = (
    rf"(?:{_RANK_NOMINATIVE})\s+(?:треф|бубён|бубен|червей|пик)"
    # a count in the nominative singular: «1 сдача», «21 карта»
    r"|\d+\s+(?:сдача|карта|партия|взятка|игрок)\b"
)
#: Placeholders whose value is a noun a sentence must decline (a card, a seat, a count of
#: things); the others are numbers, codes, names of things typed or whole clauses.
NOUN_FIELDS: Final = _words(
    "card cards suit suits seat seats hands points players cpus cpu giver rank list "
    "theirs yours received winners kitty"
)
#: The placeholders a verb may take as its object: cards (a seat after a verb is its
#: subject as often as not: «взятку берёт {seat}»).
CARD_FIELDS: Final = frozenset(["card", "cards", "list", "theirs", "yours", "received", "rank"])

_WORD: Final = re.compile(r"[\w-]+|[,;:.!?()«»—]")
_FIELD: Final = re.compile(r"\{(\w+)(?::([^{}]*))?\}")


def _governor(words: list[str]) -> tuple[str, frozenset[str]] | None:
    """What governs the noun after ``words``: the word right before it, or a verb further
    back across a list of objects; None when nothing that governs a case stands there."""
    if not words:
        return None
    last = words[-1].lower()
    if last in GOVERNORS:
        return last, GOVERNORS[last]
    for word in reversed(words[-8:]):
        low = word.lower()
        if low in ACCUSATIVE_VERBS:
            return low, ACC
        if low in _LIST_WORDS or low == "," or low.startswith("\x00"):
            continue
        break
    return None


def _tokens(text: str) -> list[str]:
    """The words of ``text``, each card slot (a label, a placeholder, a card in words)
    as one token ``\\x00…``."""
    text = _FIELD.sub(lambda m: f" \x00{m.group(0)} ", text)
    text = re.sub(_LABEL, lambda m: f" \x00{m.group(0)} ", text)
    text = re.sub(_CARD_NOMINATIVE, lambda m: f" \x00{m.group(0).replace(' ', '_')} ", text)
    return [w for w in re.findall(r"\x00\S+|[\w-]+|[,;:.!?()«»—]", text)]


def _governed(text: str, *, entry: bool) -> list[str]:
    faults = []
    tokens = _tokens(text)
    for place, token in enumerate(tokens):
        if not token.startswith("\x00"):
            continue
        slot = token[1:]
        found = _governor(tokens[:place])
        if found is None:
            continue
        word, cases = found
        shown = (
            f"«{word} … {slot.replace('_', ' ')}»"
            if tokens[place - 1].lower() != word
            else (f"«{word} {slot.replace('_', ' ')}»")
        )
        cases_named = "/".join(sorted(cases, key=["gen", "dat", "acc", "ins", "pre"].index))
        field = _FIELD.fullmatch(slot)
        if field:
            name, spec = field.group(1), field.group(2)
            if not entry or name not in NOUN_FIELDS or (spec and ":" in spec):
                continue
            by_verb = word not in GOVERNORS
            if by_verb and (name not in CARD_FIELDS or spec):
                continue  # a verb's object asks its own case; a seat may be the subject
            if not spec or spec.lower() == "nom":
                faults.append(
                    f"{shown}: {slot} asks no case after «{word}», which governs {cases_named}"
                )
            elif spec.lower() not in cases:
                faults.append(
                    f"{shown}: {slot} asks {spec.lower()} after «{word}», which governs "
                    f"{cases_named}"
                )
        elif re.fullmatch(_LABEL, slot):
            if entry:
                faults.append(
                    f"{shown}: a label is said in the nominative; «{word}» governs "
                    f"{cases_named} (use a placeholder with a case)"
                )
        else:
            faults.append(f"{shown}: nominative after «{word}», which governs {cases_named}")
    return faults


#: Proper nouns and the like that may follow a colon with a capital (seats, people, the
#: game's names, labels of cards), and abbreviations after which a full stop is no end.
_CAPITAL_OK: Final = re.compile(
    r"(?:Вы|Вам|Вас|Запад|Север|Восток|Юг|Игрок|Антон|Борис|Глеб|Егор|Захар|Иль|Лев|Льв|Марк"
    r"|Никит|Черви|Чёрная|Греческие|Простые|Супер|Стандартный|Домино"
    r"|Enter|Esc|Tab|Ctrl)[\w-]*$"
)
_ABBREVIATIONS: Final = frozenset({"т", "д", "п", "др", "см", "напр", "г", "с", "св"})


def _capitals(text: str) -> list[str]:
    faults = []
    plain = _FIELD.sub(lambda m: "Xx" if (m.group(2) or "")[:1].isupper() else "x", text)
    for found in re.finditer(r"(?<=\S): +([А-ЯЁ][а-яё][\w-]*)", plain):
        if not _CAPITAL_OK.match(found.group(1)):
            faults.append(f"«: {found.group(1)}»: a capital after a colon mid-sentence")
    for found in re.finditer(r"(\w+)\. +([а-яё]\w*)", text):
        if found.group(1).lower() not in _ABBREVIATIONS and not found.group(1).isdigit():
            faults.append(f"«. {found.group(2)}»: a small letter after a full stop")
    return faults


#: Latin words a Russian sentence may hold: key names, the program, its options and
#: variables, file formats.  A single letter is a key («d — добрать», «(z)»).
_LATIN_OK: Final = re.compile(
    r"(?:Enter|Esc|Tab|Ctrl|Shift|Alt|Home|End|PgUp|PgDn|Space|Backspace|hearts\S*|ASCII"
    r"|UTF|JSON|FIFO|JavaScript|TERM|LANG|LANGUAGE|LC_\w+|HEARTS_\w+|XDG_\w+|C|POSIX"
    r"|http\S*|pip|install|web|docs|plain|md|sim|help|english|russian|ru_RU|RU|ru)$"
)


def _latin(text: str) -> list[str]:
    faults = []
    plain = _FIELD.sub(" ", text)
    plain = re.sub(r"`[^`]*`|--[\w-]+(?:\s+[A-Z0-9-]{3,})?|\S+\.\S*[a-z]\S*", " ", plain)
    for word in re.findall(r"[\w-]+", plain):
        if re.search(r"[A-Za-z]", word) and re.search(r"[А-Яа-яЁё]", word):
            faults.append(f"«{word}»: Latin and Cyrillic letters in one word")
    for run in re.finditer(r"(?<![\w-])[A-Za-z](?: [A-Za-z])+(?![\w-])", plain):
        faults.append(f"«{run.group(0)}»: Latin letters in a Russian sentence")
    for found in re.finditer(r"(?<![\w-])(в|во|на|нет|у|без|из) ([A-Z])(?![\w-])", plain):
        faults.append(f"«{found.group(2)}»: a Latin letter in a Russian sentence")
    return faults


def entry_faults(text: str) -> list[str]:
    """What is wrong with one translated catalogue entry (a sentence of the Russian
    catalogue, placeholders and all)."""
    if not re.search(r"[А-Яа-яЁё]", text):
        return []
    return _governed(text, entry=True) + _capitals(text) + _latin(text)


def text_faults(text: str) -> list[str]:
    """What is wrong with something hearts said in Russian (its cards in words)."""
    return _governed(text, entry=False) + _capitals(text) + _latin(text)
