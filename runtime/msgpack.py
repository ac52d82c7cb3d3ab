"""A small MessagePack decoder (decode only), enough for the AMDGPU metadata note and anything else.

The runtime must import only the stdlib, so no third-party msgpack. Every format in the MessagePack spec is
decoded; anything truncated, reserved (0xc1), nested absurdly deep or left over after the top-level object
raises ``ValueError`` with the byte offset where decoding stopped.
"""
from __future__ import annotations

import struct
from typing import Any, NamedTuple, Tuple

__all__ = ["ExtType", "unpackb", "unpack_from", "MAX_DEPTH"]

# Real metadata nests about five levels deep; the limit only protects the recursion from crafted input.
MAX_DEPTH = 256


class ExtType(NamedTuple):
    """An extension value: application-defined type code (-128..127) and its raw payload."""

    code: int
    data: bytes


_FIXED = {
    0xCA: (">f", 4), 0xCB: (">d", 8),
    0xCC: (">B", 1), 0xCD: (">H", 2), 0xCE: (">I", 4), 0xCF: (">Q", 8),
    0xD0: (">b", 1), 0xD1: (">h", 2), 0xD2: (">i", 4), 0xD3: (">q", 8),
}
# Length-prefix widths of the variable-size families (str, bin, array, map, ext).
_LEN8, _LEN16, _LEN32 = (">B", 1), (">H", 2), (">I", 4)
_STR = {0xD9: _LEN8, 0xDA: _LEN16, 0xDB: _LEN32}
_BIN = {0xC4: _LEN8, 0xC5: _LEN16, 0xC6: _LEN32}
_ARRAY = {0xDC: _LEN16, 0xDD: _LEN32}
_MAP = {0xDE: _LEN16, 0xDF: _LEN32}
_EXT = {0xC7: _LEN8, 0xC8: _LEN16, 0xC9: _LEN32}
_FIXEXT = {0xD4: 1, 0xD5: 2, 0xD6: 4, 0xD7: 8, 0xD8: 16}


class _Reader:
    __slots__ = ("buf", "pos")

    def __init__(self, buf: memoryview, pos: int) -> None:
        self.buf = buf
        self.pos = pos

    def take(self, n: int, what: str) -> memoryview:
        end = self.pos + n
        if end > len(self.buf):
            raise ValueError(
                f"msgpack: truncated {what} at offset {self.pos}: need {n} bytes, "
                f"{len(self.buf) - self.pos} left"
            )
        view = self.buf[self.pos:end]
        self.pos = end
        return view

    def unpack(self, fmt: Tuple[str, int], what: str) -> Any:
        return struct.unpack(fmt[0], self.take(fmt[1], what))[0]

    def check_count(self, count: int, what: str) -> None:
        # Every element takes at least one byte, so a count larger than what is left is a lie; failing here
        # avoids looping billions of times on a crafted 32-bit length.
        left = len(self.buf) - self.pos
        if count > left:
            raise ValueError(f"msgpack: {what} of {count} elements at offset {self.pos} but only {left} bytes left")


def _hashable(key: Any, offset: int) -> Any:
    if isinstance(key, list):
        return tuple(_hashable(k, offset) for k in key)
    if isinstance(key, dict):
        raise ValueError(f"msgpack: a map used as a map key at offset {offset} is not supported")
    return key


def _decode(r: _Reader, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise ValueError(f"msgpack: nesting deeper than {MAX_DEPTH} at offset {r.pos}")
    start = r.pos
    b = r.take(1, "type byte")[0]
    if b <= 0x7F:
        return b
    if b >= 0xE0:
        return b - 0x100
    if 0x80 <= b <= 0x8F:
        return _decode_map(r, b & 0x0F, depth)
    if 0x90 <= b <= 0x9F:
        return _decode_array(r, b & 0x0F, depth)
    if 0xA0 <= b <= 0xBF:
        return _decode_str(r, b & 0x1F, start)
    if b == 0xC0:
        return None
    if b == 0xC2:
        return False
    if b == 0xC3:
        return True
    if b in _FIXED:
        return r.unpack(_FIXED[b], f"number (0x{b:02x})")
    if b in _STR:
        return _decode_str(r, r.unpack(_STR[b], "str length"), start)
    if b in _BIN:
        n = r.unpack(_BIN[b], "bin length")
        return bytes(r.take(n, "bin payload"))
    if b in _ARRAY:
        return _decode_array(r, r.unpack(_ARRAY[b], "array length"), depth)
    if b in _MAP:
        return _decode_map(r, r.unpack(_MAP[b], "map length"), depth)
    if b in _FIXEXT:
        code = r.unpack((">b", 1), "ext type")
        return ExtType(code, bytes(r.take(_FIXEXT[b], "ext payload")))
    if b in _EXT:
        n = r.unpack(_EXT[b], "ext length")
        code = r.unpack((">b", 1), "ext type")
        return ExtType(code, bytes(r.take(n, "ext payload")))
    raise ValueError(f"msgpack: invalid type byte 0x{b:02x} at offset {start}")


def _decode_str(r: _Reader, n: int, start: int) -> str:
    raw = r.take(n, "str payload")
    try:
        return str(raw, "utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"msgpack: str at offset {start} is not valid UTF-8 ({exc.reason})") from None


def _decode_array(r: _Reader, n: int, depth: int) -> list:
    r.check_count(n, "array")
    return [_decode(r, depth + 1) for _ in range(n)]


def _decode_map(r: _Reader, n: int, depth: int) -> dict:
    r.check_count(2 * n, "map")
    out = {}
    for _ in range(n):
        key_at = r.pos
        key = _hashable(_decode(r, depth + 1), key_at)
        out[key] = _decode(r, depth + 1)
    return out


def unpack_from(data: bytes, offset: int = 0) -> Tuple[Any, int]:
    """Decode one object starting at ``offset``; return it and the offset just past it."""
    buf = memoryview(data)
    if buf.format != "B" or buf.ndim != 1:
        buf = buf.cast("B")
    if offset < 0 or offset > len(buf):
        raise ValueError(f"msgpack: offset {offset} outside a {len(buf)}-byte buffer")
    r = _Reader(buf, offset)
    return _decode(r, 0), r.pos


def unpackb(data: bytes) -> Any:
    """Decode exactly one object; bytes left over after it are an error.

    Arrays become lists, maps dicts (array keys become tuples so they stay hashable), str is decoded as
    UTF-8, bin stays bytes, ext values become :class:`ExtType`.
    """
    obj, end = unpack_from(data, 0)
    total = memoryview(data).nbytes
    if end != total:
        raise ValueError(f"msgpack: {total - end} trailing bytes after the object at offset {end}")
    return obj
