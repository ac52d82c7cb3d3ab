"""The terminal: where pycucc's messages and rendered diagnostics go (stderr). Only the command line (cli/: its
dispatch, the compile in nvcc.py, `pycucc translate` in translate.py, the hipify front ends in hipify.py, the other
subcommands in tools.py) and __main__.py call these; everything else returns diagnostics as values. It stays out of
cli/ because a cache hit uses it (__main__.py) and must not load the command line's package."""
from __future__ import annotations

import os
import sys

from .diagnostics import Diagnostic

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Iterable


def err(msg: str) -> None:
    sys.stderr.write(msg.rstrip("\n") + "\n")


def render(diags: Iterable[Diagnostic]) -> None:
    for d in diags:
        err(d.render())


def last_defence(tool: str, e: BaseException) -> int:
    """The exit status for what escaped a command: 130 for ^C, 1 for a closed pipe, 3 (an internal error, said
    without a traceback unless PYCUCC_TRACEBACK is set) for anything else. Call it in an `except` clause."""
    if isinstance(e, KeyboardInterrupt):
        err(f"{tool}: interrupted")
        return 130
    if isinstance(e, BrokenPipeError):
        return 1
    if os.environ.get("PYCUCC_TRACEBACK"):
        raise e
    err(f"{tool}: internal error: {type(e).__name__}: {e}\n"
        "note: this is a bug in pycucc; rerun with PYCUCC_TRACEBACK=1 and report the traceback")
    return 3
