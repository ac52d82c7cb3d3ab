"""The translator's edits of one file: sourcemap.Edit values kept sorted by position, so that the range queries of
the rewrites (what lies inside a call, a launch) cost a binary search instead of a scan of every edit, which made
large files quadratic. Edits never overlap, and no two insertions share an offset (they are merged)."""
from __future__ import annotations

import bisect

from ..sourcemap import Edit, apply_edits
from ..sources import source_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple


class Edits:
    def __init__(self, data: bytes):
        self.data = data  # the source the edits are offsets into
        self._keys: List[Tuple[int, int, int]] = []  # (start, end, insertion order), sorted
        self._items: List[Edit] = []
        self._n = 0

    def append(self, e: Edit) -> None:
        key = (e.start, e.end, self._n)
        self._n += 1
        i = bisect.bisect(self._keys, key)
        self._keys.insert(i, key)
        self._items.insert(i, e)

    def replace(self, start: int, end: int, text: bytes) -> None:
        """``source[start:end]`` becomes `text`."""
        self.append(Edit(start, end, text))

    def insert(self, at: int, text: bytes, before: bool = False) -> None:
        """A zero-width edit; insertions at the same offset are merged, since edits may not coincide."""
        i = self._zero_width_index(at)
        if i is None:
            self.append(Edit(at, at, text))
            return
        old = self._items[i].text
        self._items[i] = Edit(at, at, text + old if before else old + text)

    def __iter__(self):
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def _zero_width_index(self, at: int) -> Optional[int]:
        i = bisect.bisect_left(self._keys, (at, at, -1))
        if i < len(self._items) and self._keys[i][:2] == (at, at):
            return i
        return None

    def zero_width_at(self, at: int) -> Optional[Edit]:
        i = self._zero_width_index(at)
        return self._items[i] if i is not None else None

    def _span(self, start: int, end: int) -> Tuple[int, int]:
        """Index range of the edits that lie within [start, end] (a zero-width edit at `end` counts)."""
        lo = bisect.bisect_left(self._keys, (start, -1, -1))
        hi = bisect.bisect_right(self._keys, (end, end, 1 << 62))
        while hi > lo and self._items[hi - 1].end > end:
            hi -= 1
        return lo, hi

    def within(self, start: int, end: int) -> List[Edit]:
        lo, hi = self._span(start, end)
        return [e for e in self._items[lo:hi] if e.end <= end]

    def take_within(self, start: int, end: int) -> List[Edit]:
        """The edits within [start, end], removed from the list (a rewrite absorbs them into its text)."""
        lo, hi = self._span(start, end)
        taken = self._items[lo:hi]
        assert all(e.end <= end for e in taken), f"an edit overlaps {start}-{end}"
        del self._items[lo:hi]
        del self._keys[lo:hi]
        return taken

    def overlapping_outside(self, start: int, end: int) -> bool:
        """Whether an edit reaches into [start, end) from outside it (a rewrite there would break it)."""
        i = max(bisect.bisect_left(self._keys, (start, -1, -1)) - 1, 0)
        while i < len(self._items) and self._items[i].start <= end:
            e = self._items[i]
            inside = start <= e.start and e.end <= end
            overlaps = e.start < end and e.end > start if e.end > e.start else start < e.start < end
            if overlaps and not inside:
                return True
            i += 1
        return False

    def absorb(self, start: int, end: int) -> str:
        """The source of [start, end) with the edits inside it applied; those edits are consumed."""
        inside = self.take_within(start, end)
        if not inside:
            return source_text(self.data[start:end])
        return source_text(apply_edits(self.data, inside, start, end))

    def sorted(self) -> List[Edit]:
        return list(self._items)

    def apply(self) -> str:
        """The translated text: the source with every edit applied."""
        edits = self._items
        for a, b in zip(edits, edits[1:]):
            assert a.end <= b.start and not (a.start == a.end == b.start == b.end), \
                f"overlapping edits at bytes {a.start}-{a.end} and {b.start}-{b.end}"
        return source_text(apply_edits(self.data, edits))
