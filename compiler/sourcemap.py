"""Positions in a translated file mapped back to its source, from the translation's own edits.

The translator changes a file by non-overlapping byte edits, so every byte of the output either is a byte of the
input (shifted by the edits before it) or lies in an edit's replacement text, which stands for the bytes it
replaced. Mapping is a binary search over the edits: exact, and linear to build, where a diff of the two texts
would be a guess and quadratic in the number of lines. The edit itself is defined here too, with the one loop
that applies edits (the translator's, translate/edits.py, and this map's).
"""
from __future__ import annotations

import bisect

from .records import record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Sequence, Tuple


def line_starts(data: bytes) -> List[int]:
    """Offsets where the lines of `data` begin (the first is 0)."""
    starts = [0]
    pos = data.find(b"\n")
    while pos >= 0:
        starts.append(pos + 1)
        pos = data.find(b"\n", pos + 1)
    return starts


@record(frozen=True)
class Edit:
    """``source[start:end]`` was replaced by ``text`` (byte offsets into the UTF-8 source)."""
    start: int
    end: int
    text: bytes


def apply_edits(source: bytes, edits: Sequence[Edit], start: int = 0, end: Optional[int] = None) -> bytes:
    """``source[start:end]`` with `edits` applied: they lie within it, sorted by position, and do not overlap."""
    out = []
    pos = start
    for e in edits:
        out.append(source[pos:e.start])
        out.append(e.text)
        pos = e.end
    out.append(source[pos:len(source) if end is None else end])
    return b"".join(out)


class SourceMap:
    """Maps (line, column) of the translation to (line, column) of the source; both 1-based, columns in bytes
    as clang counts them."""

    def __init__(self, source: bytes, edits: Sequence[Edit]):
        self._edits = sorted(edits, key=lambda e: (e.start, e.end))
        self._src_starts = line_starts(source)
        self._src_len = len(source)
        # output offset where each edit's text begins, and the shift after it
        self._out_starts: List[int] = []
        shift = 0
        for e in self._edits:
            self._out_starts.append(e.start + shift)
            shift += len(e.text) - (e.end - e.start)
        out = apply_edits(source, self._edits)
        assert len(out) == len(source) + shift
        self._out_starts_lines = line_starts(out)

    def source_offset(self, out_offset: int) -> int:
        i = bisect.bisect_right(self._out_starts, out_offset) - 1
        if i < 0:
            return out_offset
        e = self._edits[i]
        begin = self._out_starts[i]
        if out_offset < begin + len(e.text):
            return e.start  # inside replacement text: the start of what it replaced
        return e.end + (out_offset - begin - len(e.text))

    def to_source(self, line: int, col: int) -> Tuple[int, int]:
        if line <= 0:
            return line, col
        starts = self._out_starts_lines
        if line > len(starts):
            return line, col
        off = self.source_offset(starts[line - 1] + max(col - 1, 0))
        off = min(off, self._src_len)
        sline = bisect.bisect_right(self._src_starts, off)
        return sline, off - self._src_starts[sline - 1] + 1

    def line(self, line: int) -> int:
        return self.to_source(line, 1)[0]


def line_statistics(source: bytes, edits: Sequence[Edit]) -> Tuple[int, int]:
    """(source lines replaced or removed, output lines with no source line), from the edits alone.

    The source lines that edits touch form regions; a region of n lines that becomes m output lines counts n
    changed and max(0, m - n) added. Whole lines inserted at a line start change no source line."""
    starts = line_starts(source)
    changed = added = 0
    region = None  # [first line, last line, output lines minus source lines]
    for e in sorted(edits, key=lambda e: (e.start, e.end)):
        delta = e.text.count(b"\n") - source.count(b"\n", e.start, e.end)
        if e.start == e.end and e.text.endswith(b"\n") and (e.start == 0 or source[e.start - 1] == 0x0A):
            added += delta
            continue
        first = bisect.bisect_right(starts, e.start)
        last = bisect.bisect_right(starts, max(e.end - 1, e.start))
        if region is not None and first <= region[1]:
            region[1] = max(region[1], last)
            region[2] += delta
            continue
        if region is not None:
            changed += region[1] - region[0] + 1
            added += max(0, region[2])
        region = [first, last, delta]
    if region is not None:
        changed += region[1] - region[0] + 1
        added += max(0, region[2])
    return changed, added
