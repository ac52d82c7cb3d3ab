"""Clang offload bundles: the container ``hipModuleLoadData`` accepts for several targets in one file.

Layout (all integers little-endian uint64)::

    "__CLANG_OFFLOAD_BUNDLE__"  entry count
    per entry: data offset, data size, id length, id bytes
    data of each entry, each starting at a multiple of the alignment

Measured against clang-19's own driver (``clang++-19 -x hip --cuda-device-only --offload-arch=A
--offload-arch=B -c``): it runs ``clang-offload-bundler -type=o -bundle-align=4096
-targets=host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--A,... -input=/dev/null ...``; the targets come
sorted with the empty host entry first, and the bundler normalises the host id to
``host-x86_64-unknown-linux--`` (a four-part triple whose environment is empty, then an empty target id).
Every entry, including the empty host one, gets an offset aligned to 4096, the gap is zero-filled and nothing
follows the last entry. :func:`write_bundle` reproduces those bytes exactly.

Compressed bundles (``CCOB`` magic, ``--offload-compress``) are recognised but not decoded.
"""
from __future__ import annotations

import re
import struct
from typing import Dict, Mapping, Optional

from .elf import CodeObjectError

__all__ = [
    "BUNDLE_MAGIC", "COMPRESSED_BUNDLE_MAGIC", "DEFAULT_HOST_TRIPLE", "DEFAULT_ALIGNMENT", "AMDHSA_TRIPLE",
    "BundleError", "write_bundle", "read_bundle", "is_bundle", "is_compressed_bundle", "bundle_id", "target_of",
    "host_bundle_id",
]

BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
COMPRESSED_BUNDLE_MAGIC = b"CCOB"
DEFAULT_HOST_TRIPLE = "x86_64-unknown-linux"
DEFAULT_ALIGNMENT = 4096
AMDHSA_TRIPLE = "amdgcn-amd-amdhsa"
# hipv4 marks code object v4+ (what clang >= 12 writes); plain "hip" is the v2/v3 era kind ROCm still reads.
_HIP_KINDS = ("hipv4", "hip")

_U64 = struct.Struct("<Q")
_ENTRY = struct.Struct("<QQQ")
_TARGET_ID = re.compile(r"^gfx[0-9a-z]+(?:-[0-9]+)*(?:-generic)?(?::[a-z0-9_-]+[+-])*$")


class BundleError(CodeObjectError):
    """A malformed, unsupported (compressed) or inconsistent offload bundle."""


def _triple4(triple: str) -> str:
    # The bundler spells every triple with four components (arch-vendor-os-environment), empty ones included.
    parts = triple.split("-")
    if not 3 <= len(parts) <= 4 or not all(parts[:3]):
        raise ValueError(f"not a target triple: {triple!r}")
    return "-".join(parts + [""] * (4 - len(parts)))


def host_bundle_id(host_triple: str = DEFAULT_HOST_TRIPLE) -> str:
    """``x86_64-unknown-linux`` -> ``host-x86_64-unknown-linux--`` (clang-19's spelling)."""
    return f"host-{_triple4(host_triple)}-"


def bundle_id(target_id: str) -> str:
    """Bundle entry id for a HIP device target: ``gfx90a:xnack-`` -> ``hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-``.

    Also accepts the metadata's ``amdgcn-amd-amdhsa--gfx90a:xnack-`` spelling.
    """
    tid = target_id
    for prefix in (AMDHSA_TRIPLE + "--", AMDHSA_TRIPLE + "-"):
        if tid.startswith(prefix):
            tid = tid[len(prefix):]
            break
    if not _TARGET_ID.match(tid):
        raise ValueError(f"not an AMDGPU target id: {target_id!r} (expected e.g. gfx1100 or gfx90a:xnack-)")
    return f"hipv4-{AMDHSA_TRIPLE}--{tid}"


def target_of(entry_id: str) -> Optional[str]:
    """The device target id of a HIP bundle entry, or None for host and non-HIP entries.

    Handles both clang >= 12 ids (``hipv4-amdgcn-amd-amdhsa--gfx1030``) and the older three-part form
    (``hip-amdgcn-amd-amdhsa-gfx906``).
    """
    kind, sep, rest = entry_id.partition("-")
    if not sep or kind not in _HIP_KINDS or not rest.startswith(AMDHSA_TRIPLE + "-"):
        return None
    tid = rest[len(AMDHSA_TRIPLE) + 1:]
    if tid.startswith("-"):  # four-part triple with an empty environment
        tid = tid[1:]
    return tid or None


def is_bundle(data: bytes) -> bool:
    """True for an offload bundle, compressed or not (``read_bundle`` reads only uncompressed ones)."""
    head = bytes(data[:len(BUNDLE_MAGIC)])
    return head == BUNDLE_MAGIC or head[:4] == COMPRESSED_BUNDLE_MAGIC


def is_compressed_bundle(data: bytes) -> bool:
    return bytes(data[:4]) == COMPRESSED_BUNDLE_MAGIC


def _align(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def write_bundle(entries: Mapping[str, bytes], host_triple: Optional[str] = DEFAULT_HOST_TRIPLE,
                 align: int = DEFAULT_ALIGNMENT) -> bytes:
    """Build an uncompressed offload bundle from ``{entry id: data}``.

    Keys are bundle entry ids (use :func:`bundle_id` to make them from target ids). Output is deterministic:
    the host entry first (an empty one is added for ``host_triple`` unless ``entries`` already has a
    ``host-`` entry; ``host_triple=None`` adds none), then the rest sorted by id, each at an ``align``-aligned
    offset. With the defaults the bytes equal what clang-19's driver produces for the same code objects.
    """
    if align <= 0:
        raise ValueError(f"alignment must be positive, got {align}")
    items = {}
    for key, blob in entries.items():
        if not isinstance(key, str) or key.count("-") < 4:
            raise ValueError(f"not a bundle entry id: {key!r} (use bundle_id('gfx1100') to make one)")
        items[key] = bytes(blob)
    hosts = sorted(k for k in items if k.startswith("host-"))
    if not hosts and host_triple is not None:
        host = host_bundle_id(host_triple)
        items[host] = b""
        hosts = [host]
    order = hosts + sorted(k for k in items if not k.startswith("host-"))
    ids = [k.encode("utf-8") for k in order]

    header_size = len(BUNDLE_MAGIC) + _U64.size + sum(_ENTRY.size + len(i) for i in ids)
    offsets = []
    pos = header_size
    for key in order:
        pos = _align(pos, align)
        offsets.append(pos)
        pos += len(items[key])

    out = bytearray(BUNDLE_MAGIC)
    out += _U64.pack(len(order))
    for key, raw_id, off in zip(order, ids, offsets):
        out += _ENTRY.pack(off, len(items[key]), len(raw_id))
        out += raw_id
    for key, off in zip(order, offsets):
        out += bytes(off - len(out))
        out += items[key]
    return bytes(out)


def read_bundle(data: bytes) -> Dict[str, bytes]:
    """Entries of an uncompressed offload bundle as ``{entry id: data}``, in file order."""
    buf = memoryview(data)
    if buf.format != "B" or buf.ndim != 1:
        buf = buf.cast("B")
    size = len(buf)
    if bytes(buf[:4]) == COMPRESSED_BUNDLE_MAGIC:
        raise BundleError("compressed offload bundles (CCOB) are not supported yet; build without "
                          "--offload-compress, or unpack with clang-offload-bundler --unbundle")
    if bytes(buf[:len(BUNDLE_MAGIC)]) != BUNDLE_MAGIC:
        raise BundleError("not a clang offload bundle (missing __CLANG_OFFLOAD_BUNDLE__ magic)")
    pos = len(BUNDLE_MAGIC)
    if pos + _U64.size > size:
        raise BundleError("offload bundle truncated: no entry count")
    (count,) = _U64.unpack_from(buf, pos)
    pos += _U64.size
    if count * _ENTRY.size > size - pos:
        raise BundleError(f"offload bundle claims {count} entries but is only {size} bytes")
    # Read the whole header before any data, so a cut-short file is reported where it is cut.
    headers = []
    seen = set()
    for i in range(count):
        if pos + _ENTRY.size > size:
            raise BundleError(f"offload bundle truncated in the header of entry {i}")
        offset, length, id_len = _ENTRY.unpack_from(buf, pos)
        pos += _ENTRY.size
        if id_len > size - pos:
            raise BundleError(f"offload bundle truncated in the id of entry {i}")
        raw_id = bytes(buf[pos:pos + id_len])
        pos += id_len
        try:
            entry_id = raw_id.decode("utf-8")
        except UnicodeDecodeError:
            raise BundleError(f"offload bundle entry {i} has a non-UTF-8 id {raw_id!r}") from None
        if entry_id in seen:
            raise BundleError(f"offload bundle has two entries named {entry_id!r}")
        seen.add(entry_id)
        headers.append((entry_id, offset, length))
    out: Dict[str, bytes] = {}
    for entry_id, offset, length in headers:
        if offset > size or length > size - offset:
            raise BundleError(f"offload bundle entry {entry_id!r} (offset {offset}, {length} bytes) runs past "
                              f"the end of the {size}-byte file (truncated?)")
        out[entry_id] = bytes(buf[offset:offset + length])
    return out
