"""Reading the user's source files: every input is read here, so an unreadable, binary or badly encoded file is
one located error wherever it comes in (a .cu, a header it includes, a file of a tree being ported)."""
from __future__ import annotations

from . import codes
from .diagnostics import PycuccError, error


def read_source(path: str) -> str:
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except FileNotFoundError:
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"no such file: '{path}'"))
    except IsADirectoryError:
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"'{path}' is a directory, not a source file",
                                hint="to port a whole tree use `pycucc translate DIR -o OUTDIR`"))
    except OSError as e:
        raise PycuccError(error(codes.CANNOT_READ_INPUT, f"cannot read '{path}': {e.strerror}"))
    if b"\0" in raw[:8192]:
        raise PycuccError(error(codes.BINARY_INPUT, f"'{path}' is a binary file, not CUDA source", path=path))
    if raw.startswith(b"\xef\xbb\xbf"):
        # A UTF-8 byte-order mark (Visual Studio writes one): clang accepts it only as the file's first bytes, and
        # translation may insert an #include before them, so it is dropped.
        raw = raw[3:]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        col = e.start - (raw.rfind(b"\n", 0, e.start) + 1) + 1
        raise PycuccError(error(codes.INVALID_UTF8, f"invalid UTF-8 byte 0x{raw[e.start]:02x}", path=path, line=line,
                                col=col, hint="save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8`)"))
