"""How a line is displayed, by FriBidi itself (the library Pillow's raqm layout uses, and
a reference implementation of the Unicode Bidirectional Algorithm with isolates).

`display_order(line)` asks libfribidi (through ctypes) where each character of a line
goes on screen; `order_problems(line, phrases)` says which known phrases of a line come
out in the wrong order: a phrase written right to left (it holds an Arabic letter) must
read right to left as a whole, a left-to-right one (a Latin name, `1/8`) left to right,
whatever stands around it.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import re
from collections.abc import Iterable
from functools import cache

from tests.support.provision import debian_package

RTL_LETTER = re.compile(r"[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")
ISOLATES = "\u2066\u2067\u2068\u2069"
FRACTION = re.compile(r"\d+/\d+")
_PAR_LTR, _PAR_RTL = 0x110, 0x111  # FRIBIDI_PAR_LTR, FRIBIDI_PAR_RTL


def _loaded() -> ctypes.CDLL | None:
    try:
        return ctypes.CDLL(ctypes.util.find_library("fribidi") or "libfribidi.so.0")
    except OSError:
        return None


@cache
def _fribidi() -> ctypes.CDLL:
    """libfribidi, installed first where missing (the pictures need it too: Dockerfile)."""
    return debian_package("libfribidi0", _loaded)


def display_order(line: str, *, rtl: bool = True) -> list[int]:
    """Logical indices of `line` in the order they appear on screen, left to right, in a
    paragraph of the given base direction."""
    n = len(line)
    if n == 0:
        return []
    chars = (ctypes.c_uint32 * n)(*map(ord, line))
    visual = (ctypes.c_uint32 * n)()
    l2v = (ctypes.c_int * n)()
    v2l = (ctypes.c_int * n)()
    levels = (ctypes.c_int8 * n)()
    base = ctypes.c_uint32(_PAR_RTL if rtl else _PAR_LTR)
    if not _fribidi().fribidi_log2vis(chars, n, ctypes.byref(base), visual, l2v, v2l, levels):
        raise RuntimeError(f"fribidi failed on {line!r}")
    return list(v2l)


def reads_rtl(phrase: str) -> bool:
    return bool(RTL_LETTER.search(phrase))


def _shown(order: list[int], indices: list[int], text: str) -> str:
    """The characters at `indices`, as they stand on screen from left to right."""
    wanted = set(indices)
    return "".join(text[i] for i in order if i in wanted)


def order_problems(line: str, phrases: Iterable[str], *, rtl: bool = True) -> list[str]:
    """Phrases of `line` shown in another order than they read on their own (a phrase is
    found in the line with the isolate marks taken out), and fractions turned around."""
    order = display_order(line, rtl=rtl)
    kept = [i for i, char in enumerate(line) if char not in ISOLATES]
    bare = "".join(line[i] for i in kept)
    problems = []
    found = [(m.start(), m.end(), m.group()) for m in FRACTION.finditer(bare)]
    for phrase in {p.strip(ISOLATES + " ") for p in phrases}:
        if len(phrase.split()) < 2 and not FRACTION.fullmatch(phrase):
            continue  # one word cannot be turned around
        start = bare.find(phrase)
        while start >= 0:
            found.append((start, start + len(phrase), phrase))
            start = bare.find(phrase, start + 1)
    for start, end, phrase in found:
        indices = kept[start:end]
        expected = _shown(display_order(phrase, rtl=reads_rtl(phrase)),
                          list(range(len(phrase))), phrase)
        actual = _shown(order, indices, line)
        if actual != expected:
            problems.append(f"«{phrase}» is shown as «{actual}» in {line!r}")
    return problems
