"""Reading the user's source files: every input is read here, so an unreadable, binary or badly encoded file is
one located error wherever it comes in (a .cu, a header it includes, a file of a tree being ported).

Sources are bytes. clang reads a file as bytes and looks at their encoding only in identifiers, and nvcc passes
comments and string literals through whatever encoding they were written in (Latin-1 copyright signs, Windows-1252
quotes). pycucc holds a source as text in which every byte that is not UTF-8 is a lone surrogate (Python's
`surrogateescape`), so text and bytes convert exactly both ways: byte offsets are the file's, and the translation
writes back every byte it does not change. `source_text` and `source_bytes` are the two directions; whatever turns
a source into bytes again (the translator, the mirror, outputs, cache keys) goes through `source_bytes`."""
from __future__ import annotations

import os
import re
import stat

from . import codes
from .diagnostics import PycuccError, error, shown
from .limits import limits


# What clang cannot read at all: text in a wider encoding, recognised (as clang does) by its byte-order mark.
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")  # a C/C++ identifier, as the translation and the header scans read them

# clang's typo correction compares an undeclared name with every name in scope, at a cost that grows with the
# name's length: one error on a 70,000-character identifier costs 6 s of clang's CPU per compile (13.7 s for the
# whole build), against 0.4 s with -fno-spell-checking. A name longer than the 1,024 characters C++ asks an
# implementation to tell apart (its Annex B) turns spell checking off for that build.
_LONG_IDENTIFIER = re.compile(r"[A-Za-z_]\w{1023}")


def has_long_identifier(text: str) -> bool:
    return _LONG_IDENTIFIER.search(text) is not None


_WIDE_BOMS = ((b"\x00\x00\xfe\xff", "UTF-32 (big-endian)"), (b"\xff\xfe\x00\x00", "UTF-32 (little-endian)"),
              (b"\xfe\xff", "UTF-16 (big-endian)"), (b"\xff\xfe", "UTF-16 (little-endian)"))


def source_text(raw: bytes) -> str:
    return raw.decode("utf-8", "surrogateescape")


def source_bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


def read_source(path: str) -> str:
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"cannot use the file name '{shown(path)}': it is not valid "
                                "UTF-8, and clang takes UTF-8 file names",
                                hint="rename the file (its contents may be anything clang accepts)"))
    try:
        st = os.stat(path)
    except OSError:
        st = None
    if st is not None and not stat.S_ISREG(st.st_mode) and not stat.S_ISDIR(st.st_mode):
        # a FIFO would block the read for ever, a device never end
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"'{path}' is not a regular file (a device, a FIFO or a "
                                "socket), not a source file", path=path))
    size = st.st_size if st is not None else 0
    most = limits().source_mb
    if size > most * (1 << 20):
        raise PycuccError(error(codes.INPUT_TOO_LARGE, f"'{path}' is {size / (1 << 20):.0f} MB, more than the "
                                f"{most:g} MB pycucc reads as a source file", path=path,
                                hint="check the path; raise PYCUCC_MAX_SOURCE_MB if it really is source code"))
    try:
        with open(path, "rb") as f:
            raw = f.read(int(most * (1 << 20)) + 1)
    except FileNotFoundError:
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"no such file: '{path}'"))
    except IsADirectoryError:
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"'{path}' is a directory, not a source file",
                                hint="to port a whole tree use `pycucc translate DIR -o OUTDIR`"))
    except OSError as e:
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"cannot read '{path}': {e.strerror}"))
    for bom, name in _WIDE_BOMS:
        if raw.startswith(bom):
            raise PycuccError(error(codes.UNSUPPORTED_ENCODING, f"'{path}' is {name} text, which clang cannot read",
                                    path=path, line=1, col=1,
                                    hint=f"convert it to UTF-8 (`iconv -f {name.split()[0]} -t UTF-8`)"))
    if b"\0" in raw[:8192]:
        raise PycuccError(error(codes.BINARY_INPUT, f"'{path}' is a binary file, not CUDA source", path=path))
    if raw.startswith(b"\xef\xbb\xbf"):
        # A UTF-8 byte-order mark (Visual Studio writes one): clang accepts it only as the file's first bytes, and
        # translation may insert an #include before them, so it is dropped.
        raw = raw[3:]
    return source_text(raw)


def require_working_folder() -> None:
    """Relative paths, -I folders and outputs are the working folder's: one deleted under the shell (`rm -rf` of the
    build folder) is an error before a build or translation starts, not an internal error half-way."""
    try:
        os.getcwd()
    except OSError as e:
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"the working folder cannot be used ({e.strerror}): it was "
                                "deleted or moved while the shell was in it",
                                hint="cd to an existing folder (`cd \"$PWD\"` if it was made again)")) from None
