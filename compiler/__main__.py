"""`python -m pycucc` and the `pycucc` command: a compile answered from its memo (quick.py) loads nothing else;
anything else runs through cli/ (its __init__). The command itself (`entry`) ends the process without the
interpreter's teardown (`leave`); `main` exits by SystemExit, for callers in a Python of their own."""
from __future__ import annotations

import atexit
import os
import sys

from .quick import replay

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Optional


def main() -> None:
    argv = sys.argv[1:]
    try:
        done = replay(argv)
    except KeyboardInterrupt as e:
        from .console import last_defence  # only when interrupted: a warm hit loads no diagnostics
        sys.exit(last_defence("pycucc", e))
    except Exception:  # noqa: BLE001 - the ordinary run below meets the same trouble and says what it is
        done = None
    if done == 0:
        sys.exit(0)
    from .cli import main as run_command  # the command line itself: only when the memo did not answer
    run_command(argv)


def entry(command: Optional[Callable[[], None]] = None) -> None:
    """The `pycucc` command and `python -m pycucc` (`command`: main), and `python -m pycucc.hipify`: the command,
    then leave() with its exit status."""
    try:
        (command or main)()
    except SystemExit as e:
        if e.code is None or isinstance(e.code, int):
            leave(e.code or 0)
        raise
    leave(0)


def leave(code: int) -> None:
    """Ends the process with `code` once stdout and stderr are flushed and the atexit handlers have run (the
    cache's and the toolkit's scratch folders, weakref finalizers such as TemporaryDirectory's), without the
    interpreter's teardown: freeing every object and libclang's static destructors at exit were ~2,000 page
    faults and 15-20 ms of the CPU of a one-file `pycucc translate` (0.13 s, bench/hipify.py). The ordinary exit
    where another thread still runs (Python waits for it) or a stream cannot be flushed (it says why)."""
    threading = sys.modules.get("threading")
    if threading is not None and threading.active_count() > 1:
        sys.exit(code)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:  # noqa: BLE001 - a closed pipe, ^C: the ordinary exit reports it as it always did
        sys.exit(code)
    os._exit(code)


if __name__ == "__main__":
    entry()
