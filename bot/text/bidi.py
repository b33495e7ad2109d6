"""Direction in right-to-left lines: isolates with a stated direction, and marks where
isolates are lost.

A phrase set inside Arabic text (a name, a number with its "#", a Latin game name with
its punctuation) is wrapped whole in an isolate, so nothing around it moves it and it
moves nothing around it. A first-strong isolate (FSI, what Fluent puts around every
placeable) takes its direction from its first letter, which lays «Generala: اللعب بفئة
Generala مزدوجة» out left to right because it starts with a Latin word. So every FSI is
given a direction before the text leaves this layer (`resolve`): right to left when it
holds a right-to-left letter anywhere, left to right otherwise. A user's name that mixes
both therefore reads as the line around it does, never half turned.

Discord strips isolates from command names and descriptions (and from nothing else), so
those go out with marks instead (`marked`): a right-to-left mark on each side of every
phrase keeps the neutral signs around it (commas, spaces, parentheses) with the Arabic
line, and a left-to-right mark inside each side of a left-to-right phrase keeps its own
signs ("#", "/") with it. Marks cannot turn an Arabic word inside a Latin phrase around,
which isolates can; tests/text compare both layouts with FriBidi.
"""

from __future__ import annotations

import re

LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"
LRM, RLM = "\u200e", "\u200f"
OPENERS = (LRI, RLI, FSI)

#: a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and
#: their presentation forms)
RTL_LETTER = re.compile(r"[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")


def holds_rtl(text: str) -> bool:
    return RTL_LETTER.search(text) is not None


def bare(text: str) -> str:
    """`text` without its isolates and marks (to compare it with a catalogue's words)."""
    return BIDI_CONTROLS.sub("", text)


BIDI_CONTROLS = re.compile(f"[{LRI}{RLI}{FSI}{PDI}{LRM}{RLM}]")


def isolate(text: str) -> str:
    """`text` as one phrase of an RTL line: right to left if it holds an RTL letter."""
    return f"{RLI if holds_rtl(text) else LRI}{text}{PDI}"


def _match(text: str, start: int) -> int:
    """The index of the PDI closing the isolate opened at `start` (or the text's end)."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] in OPENERS:
            depth += 1
        elif text[i] == PDI:
            depth -= 1
            if depth == 0:
                return i
    return len(text)


def resolve(text: str) -> str:
    """Every first-strong isolate of `text` given its direction (see the module)."""
    if FSI not in text:
        return text
    out = list(text)
    for i, char in enumerate(text):
        if char == FSI:
            end = _match(text, i)
            if text[i + 1:i + 2] in OPENERS and _match(text, i + 1) == end - 1:
                out[i] = out[end] = ""  # one isolate around another says nothing more
            else:
                out[i] = RLI if holds_rtl(text[i + 1:end]) else LRI
    return "".join(out)


def marked(text: str) -> str:
    """An RTL line's isolates turned into marks Discord keeps (command descriptions)."""
    text = resolve(text)
    out: list[str] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char in (LRI, RLI):
            end = _match(text, i)
            inner = marked(text[i + 1:end])
            out.append(f"{RLM}{LRM}{inner}{LRM}{RLM}" if char == LRI else f"{RLM}{inner}{RLM}")
            i = end + 1
            continue
        if char != PDI:
            out.append(char)
        i += 1
    return REPEATED_MARK.sub(r"\1", "".join(out))


REPEATED_MARK = re.compile(f"([{LRM}{RLM}])\\1+")  # one mark says it: descriptions are short
