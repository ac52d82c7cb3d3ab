"""Reading the user's source files: every input is read here, so an unreadable, binary or badly encoded file is
one located error wherever it comes in (a .cu, a header it includes, a file of a tree being ported)."""
from __future__ import annotations

import os
import stat

from . import codes
from .diagnostics import PycuccError, error, shown
from .limits import limits


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
