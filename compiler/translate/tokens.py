"""The tokens of the file, read straight from libclang's C API, and what the passes ask of a token's neighbours."""
from __future__ import annotations

import bisect
import ctypes
import re

from .. import frontend
from ..sources import source_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Tuple

_SPLICE = re.compile(r"\\[ \t]*\r?\n")
_KINDS = ("PUNCTUATION", "KEYWORD", "IDENTIFIER", "LITERAL", "COMMENT")
OPEN = {"(": ")", "[": "]", "{": "}"}
CLOSE = {")", "]", "}"}


class Tok:
    """A token of the file (a plain class, not a record: a large file makes tens of thousands, records.py)."""
    __slots__ = ("kind", "text", "start", "end", "line", "col", "raw")

    def __init__(self, kind: str, text: str, start: int, end: int, line: int, col: int, raw: object = None):
        self.kind = kind  # 'IDENTIFIER', 'PUNCTUATION', 'KEYWORD', 'LITERAL', 'COMMENT'
        self.text = text
        self.start = start  # byte offsets into the source
        self.end = end
        self.line = line
        self.col = col
        self.raw = raw  # the clang Token, for annotation

    def __repr__(self) -> str:
        return f"Tok({self.kind}, {self.text!r}, {self.start}, {self.line}:{self.col})"


def load_tokens(tu, data: bytes, starts: List[int]) -> List[Tok]:
    """The tokens of the file whose bytes are `data` and whose lines begin at `starts` (sourcemap.line_starts).

    cindex's Token.extent/.location build File objects and 4-field locations per token; on a 2,000-line
    file that was 0.5 s of a 0.75 s translation. Here each token costs four C calls, its text is sliced from
    the source and its line/column come from the table of line starts. Only identifiers keep a cindex Token,
    for the cursor lookup of the token pass."""
    ci = frontend.cindex()
    lib = ci.conf.lib
    mem = ctypes.POINTER(ci.Token)()
    count = ctypes.c_uint()
    lib.clang_tokenize(tu, tu.cursor.extent, ctypes.byref(mem), ctypes.byref(count))
    n = int(count.value)
    if n < 1:
        return []
    arr = ctypes.cast(mem, ctypes.POINTER(ci.Token * n)).contents
    group = ci.TokenGroup(tu, mem, count)  # disposes of the tokens when the last one is gone
    extent_of, start_of, end_of = lib.clang_getTokenExtent, lib.clang_getRangeStart, lib.clang_getRangeEnd
    location, kind_of = lib.clang_getInstantiationLocation, lib.clang_getTokenKind
    off = ctypes.c_uint()
    poff = ctypes.byref(off)

    def span(t) -> Tuple[int, int]:
        ext = extent_of(tu, t)
        location(start_of(ext), None, None, None, poff)
        s = off.value
        location(end_of(ext), None, None, None, poff)
        return s, off.value

    # libclang's CXToken carries [kind, raw source location, length, clang token kind]; every token of the
    # main file lies in one source-manager range, so offset = raw location - base. Checked against the C
    # API on the first and last token, with the per-token calls as the fallback.
    base = arr[0].int_data[1] - span(arr[0])[0]
    fast = all(span(arr[k]) == (arr[k].int_data[1] - base, arr[k].int_data[1] - base + arr[k].int_data[2])
               for k in (0, n - 1))
    size = len(data)
    kinds = _KINDS
    toks: List[Tok] = []
    line = 1
    nlines = len(starts)
    for k in range(n):
        t = arr[k]
        if fast:
            d = t.int_data
            s = d[1] - base
            e = s + d[2]
            kind = kinds[d[0]]
        else:
            s, e = span(t)
            kind = kinds[kind_of(t)]
        if e > size or e < s or s < 0:
            continue
        # tokens come in order: walk the line table forward instead of a search per token
        if line < nlines and starts[line] <= s:
            line = bisect.bisect_right(starts, s, line)
        elif starts[line - 1] > s:
            line = bisect.bisect_right(starts, s)
        raw = None
        if kind == "IDENTIFIER":
            raw = ci.Token()
            raw.int_data, raw.ptr_data = t.int_data, t.ptr_data
            raw._tu, raw._group = tu, group
        text = source_text(data[s:e])
        if "\\" in text and kind in ("IDENTIFIER", "KEYWORD", "PUNCTUATION"):
            text = _SPLICE.sub("", text)  # clang spells a name split by backslash-newline without it
        toks.append(Tok(kind, text, s, e, line, s - starts[line - 1] + 1, raw))
    return toks


def is_member(toks: List[Tok], i: int) -> bool:
    """``x.name`` / ``p->name`` / ``ns::name``: not the global CUDA entity of that name."""
    return i > 0 and toks[i - 1].text in (".", "->") or (
        i > 1 and toks[i - 1].text == "::" and toks[i - 2].kind == "IDENTIFIER")


def is_declaration(toks: List[Tok], i: int) -> bool:
    """``cudaError_t cudaMalloc(...)``: a (user) declaration of a function with a CUDA name, not a call."""
    if i == 0:
        return False
    prev = toks[i - 1]
    return prev.kind in ("IDENTIFIER", "KEYWORD") and prev.text not in ("return", "case", "else", "do",
                                                                        "throw", "co_return", "sizeof")
