"""The parsed rule set as it is kept in pycucc's cache: plain data, versioned and checked, from which nothing but
the rules' own record classes is made (a cache holds data, never code: unlike a pickle, reading it cannot run
anything, and a file that names anything else is refused and the rules files parsed again).

A file is ``MAGIC``; a line with the length and CRC-32 of the rest (a torn or damaged file is parsed again, never
half used; trust comes from who can write the cache, trust.py, not from a checksum anyone can recompute); a line of
JSON (the head); then the tables, each an array of little-endian uint32 offsets (one more than it has entries)
followed by its entries, each the JSON of one value. The head names each table's entries and where it starts. A
translation looks up a few dozen of the ~8,000 entries, so each is decoded at its first use.

JSON values carry three conventions (a string of the rules that starts with one of these marks is always stored as
a shared string, so none is ever read as one):

- a list is a tuple; a list whose first item is ``RECORD`` + class name is that record, its fields in order;
  one whose first item is ``MAPPING`` is a dict of the key/value pairs that follow (keys may be ints or tuples);
- a string ``SHARED`` + n is the n-th of the head's shared strings (paths, sections, kinds and advice that many
  entries repeat, kept once).
"""
from __future__ import annotations

import json
import sys
import zlib
from array import array
from collections.abc import Mapping

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Sequence, Tuple

MAGIC = b"pycucc-rules 3\n"
RECORD, MAPPING, SHARED = "@", "%", "#"
_MARKS = (RECORD, MAPPING, SHARED)


class Malformed(ValueError):
    """A stored rule set that is not what this version writes."""


def _dumps(value) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def pack(head: dict, tables: Mapping[str, Mapping[str, bytes]]) -> bytes:
    """The file: `head` (JSON-able), and each table's entries (name -> JSON bytes)."""
    parts: List[bytes] = []
    at = 0
    layout = {}
    for name, entries in tables.items():
        offsets = array("I", [0])
        for data in entries.values():
            offsets.append(offsets[-1] + len(data))
        if sys.byteorder != "little":
            offsets.byteswap()
        layout[name] = {"names": list(entries), "at": at}
        block = offsets.tobytes() + b"".join(entries.values())
        parts.append(block)
        at += len(block)
    body = _dumps({**head, "tables": layout}) + b"\n" + b"".join(parts)
    return MAGIC + f"{len(body)} {zlib.crc32(body)}\n".encode("ascii") + body


class Table:
    """One stored table: its entry names, and each entry's JSON bytes on demand."""
    __slots__ = ("index", "_offsets", "_data", "_base")

    def __init__(self, names: Sequence[str], data: memoryview, base: int):
        self.index: Dict[str, int] = dict(zip(names, range(len(names))))
        n = len(names) + 1
        offsets = array("I")
        offsets.frombytes(data[base:base + 4 * n])
        if sys.byteorder != "little":
            offsets.byteswap()
        if len(offsets) != n or offsets[0] != 0 or base + 4 * n + offsets[-1] > len(data):
            raise Malformed("a table that does not fit the file")
        self._offsets = offsets
        self._data = data
        self._base = base + 4 * n

    def entry(self, i: int) -> bytes:
        start = self._base + self._offsets[i]
        return bytes(self._data[start:self._base + self._offsets[i + 1]])


def unpack(blob: Optional[bytes]) -> Tuple[dict, Dict[str, Table]]:
    """(head, tables) of a file pack() wrote; Malformed when it is not one (another format, torn, damaged)."""
    if blob is None or not blob.startswith(MAGIC):
        raise Malformed("not a stored rule set")
    line_end = blob.find(b"\n", len(MAGIC))
    try:
        length, crc = (int(x) for x in blob[len(MAGIC):line_end].split(b" "))
    except ValueError:
        raise Malformed("no length and checksum") from None
    body = memoryview(blob)[line_end + 1:]
    if len(body) != length or zlib.crc32(body) != crc:
        raise Malformed("torn or damaged")
    head_end = blob.find(b"\n", line_end + 1)
    try:
        head = json.loads(bytes(body[:head_end - line_end - 1]))
        region = body[head_end - line_end:]
        tables = {name: Table(t["names"], region, t["at"]) for name, t in head["tables"].items()}
    except (ValueError, KeyError, TypeError) as e:
        raise Malformed(f"a bad head: {e}") from None
    return head, tables


class Encoder:
    """Values (records of `classes`, tuples, dicts, scalars) to JSON values, with a table of shared strings."""

    def __init__(self, classes: Mapping[str, type], shared: Sequence[str] = ()):
        self._names = {cls: name for name, cls in classes.items()}
        self.shared: List[str] = list(shared)
        self._index = {s: i for i, s in enumerate(self.shared)}

    def __call__(self, v):
        if v is None or v.__class__ in (bool, int, float):
            return v
        if v.__class__ is str:
            i = self._index.get(v)
            if i is None and v.startswith(_MARKS):
                i = self._index[v] = len(self.shared)
                self.shared.append(v)
            return v if i is None else f"{SHARED}{i}"
        if v.__class__ in (tuple, list):
            return [self(x) for x in v]
        if isinstance(v, Mapping):
            out = [MAPPING]
            for k, x in v.items():
                out += [self(k), self(x)]
            return out
        name = self._names.get(v.__class__)
        if name is None:
            raise TypeError(f"cannot store a {v.__class__.__name__}")
        return [RECORD + name] + [self(v.__dict__[f.name]) for f in v.__record_fields__]

    def entry(self, v) -> bytes:
        return _dumps(self(v))


def decoder(classes: Mapping[str, type], shared: Sequence[str]) -> Callable:
    """The inverse of Encoder: JSON values to values; Malformed for anything else (a class it does not know, a
    record with the wrong number of fields, a shared string that is not there)."""
    shared = tuple(shared)
    if not all(s.__class__ is str for s in shared):
        raise Malformed("shared strings that are not strings")

    def decode(v):
        c = v.__class__
        if c is str:
            if v.startswith(SHARED):
                try:
                    return shared[int(v[1:])]
                except (ValueError, IndexError):
                    raise Malformed(f"no shared string {v[1:]!r}") from None
            if v.startswith(_MARKS):
                raise Malformed(f"a string with a mark: {v!r}")
            return v
        if c is list:
            if v and v[0].__class__ is str:
                tag = v[0]
                if tag == MAPPING:
                    if len(v) % 2 != 1:
                        raise Malformed("a mapping with an odd number of items")
                    return {_key(decode(v[i])): decode(v[i + 1]) for i in range(1, len(v), 2)}
                if tag.startswith(RECORD):
                    cls = classes.get(tag[1:])
                    fields = getattr(cls, "__record_fields__", None)
                    if fields is None or len(fields) != len(v) - 1:
                        raise Malformed(f"not a record of this version: {tag[1:]!r}")
                    obj = cls.__new__(cls)
                    d = obj.__dict__
                    for f, x in zip(fields, v[1:]):
                        d[f.name] = decode(x)
                    return obj
            return tuple([decode(x) for x in v])
        if v is None or c in (bool, int, float):
            return v
        raise Malformed(f"unexpected {c.__name__}")

    def decode_bytes(data: bytes):
        try:
            return decode(json.loads(data))
        except RecursionError:
            raise Malformed("nested too deeply") from None
        except Malformed:
            raise
        except ValueError as e:
            raise Malformed(str(e)) from None
    decode.bytes = decode_bytes
    return decode


def _key(k):
    if k.__class__ is dict:
        raise Malformed("a mapping key that is not hashable")
    return k


def shared_strings(values, at_least: int = 2) -> Tuple[str, ...]:
    """The strings that occur at least `at_least` times in the records and tuples of `values` (field values, not
    the keys of the tables: those are kept once already)."""
    counts: Dict[str, int] = {}

    def count(v) -> None:
        c = v.__class__
        if c is str:
            counts[v] = counts.get(v, 0) + 1
        elif c is tuple or c is list:
            for x in v:
                count(x)
        elif c is dict:
            for k, x in v.items():
                count(k)
                count(x)
        elif hasattr(c, "__record_fields__"):
            for f in c.__record_fields__:
                count(v.__dict__[f.name])
    for v in values:
        count(v)
    return tuple(sorted(s for s, n in counts.items() if n >= at_least))
