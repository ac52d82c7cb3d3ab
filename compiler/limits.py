"""Limits on what hostile or pathological input may cost: time and memory of every parse and every clang run,
and the size of a source file.

A libclang parse runs inside pycucc's process, where an endless include (`#include "/dev/zero"`) or a stack
overflow in libclang would take pycucc down with it; so on POSIX each parse runs in a forked child with an
address-space limit, a deadline, and libclang told to use the child's own thread (LIBCLANG_NOTHREADS) with a
large stack (libclang's own parse thread has 8 MB, which a 20,000-term expression overflows; clang itself grows
its stack on demand). The result comes back pickled; a child that dies is a located error naming the limit.
clang runs get the same limits as a subprocess (toolchain.run). Every limit is an environment variable:

    PYCUCC_PARSE_TIMEOUT    seconds per parse (default 300)      PYCUCC_PARSE_MEMORY    MB per parse (4096)
    PYCUCC_COMPILE_TIMEOUT  seconds per clang run (1800)         PYCUCC_COMPILE_MEMORY  MB per clang run (16384)
    PYCUCC_MAX_SOURCE_MB    largest source file read (256)       PYCUCC_PARSE_STACK_MB  parse thread's stack (256)
    PYCUCC_NO_FORK=1        parse in-process (no limits)
"""
from __future__ import annotations

import gc
import os
import re
import select
import stat
import threading
import time

from . import codes
from .diagnostics import PycuccError, error
from .records import record

try:
    # pickle's C half, without pickle.py (its pure-Python pickler, struct and _compat_pickle's tables: 1.5 ms of a
    # one-file translation); the same protocol and bytes
    from _pickle import dumps, loads
except ImportError:  # a Python without the accelerator
    from pickle import dumps, loads

try:
    import resource
except ImportError:  # Windows: no rlimits (and no fork: parses run in-process there)
    resource = None

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Mapping, Optional, Tuple, TypeVar
    T = TypeVar("T")

_DEFAULTS = {"PYCUCC_PARSE_TIMEOUT": 300.0, "PYCUCC_PARSE_MEMORY": 4096.0, "PYCUCC_COMPILE_TIMEOUT": 1800.0,
             "PYCUCC_COMPILE_MEMORY": 16384.0, "PYCUCC_MAX_SOURCE_MB": 256.0,
             # the parse thread's stack: virtual, only the pages a deep parse touches are ever committed
             "PYCUCC_PARSE_STACK_MB": 256.0}


@record(frozen=True)
class Limits:
    parse_seconds: float
    parse_mb: float
    compile_seconds: float
    compile_mb: float
    source_mb: float
    parse_stack_mb: float

    @staticmethod
    def from_env(env: Optional[Mapping[str, str]] = None) -> "Limits":
        env = os.environ if env is None else env
        values = []
        for name, default in _DEFAULTS.items():
            raw = env.get(name, "").strip()
            try:
                value = float(raw) if raw else default
            except ValueError:
                value = -1.0
            if not value > 0:
                raise PycuccError(error(codes.BAD_LIMIT, f"{name} must be a positive number, not '{raw}'",
                                        hint=f"unset it for the default ({default:g})"), exit_code=2)
            values.append(value)
        return Limits(*values)


def limits() -> Limits:
    return Limits.from_env()


def _vm_bytes() -> int:
    """The process's current address-space size (the child's limit is on top of what it inherits)."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def contained(fn: Callable[..., T], *args, what: str, path: str, source: Optional[str] = None, scale: int = 1,
              meanwhile: Optional[Callable[[], object]] = None) -> T:
    """`fn(*args)` under the parse limits: in a forked child on POSIX (the result is pickled back), in-process
    elsewhere or with PYCUCC_NO_FORK. `what` and `path` name the work in errors ("the parse", "k.cu"); `source`,
    the file's text, lets an error point at the include that ran away; `scale` parses share the time limit (a
    batch of files in one child); `meanwhile` runs in this process while the child works (what the caller needs
    next, on the other core), its exception raised once the child is collected."""
    lim = limits()
    if scale > 1:
        lim = Limits(lim.parse_seconds * scale, lim.parse_mb, lim.compile_seconds, lim.compile_mb, lim.source_mb,
                     lim.parse_stack_mb)
    if not hasattr(os, "fork") or resource is None or os.environ.get("PYCUCC_NO_FORK"):
        if meanwhile is not None:
            meanwhile()
        return fn(*args)
    read_fd, write_fd = os.pipe()
    # the objects made so far left out of the collector's passes: a collection in the child would write to every
    # page that holds one, and each is then copied (~450 page faults of a one-file translation's child)
    gc.freeze()
    try:
        pid = os.fork()
    except BaseException:
        gc.unfreeze()
        raise
    if pid == 0:  # the child: never returns
        os.close(read_fd)
        _child(fn, args, write_fd, lim)
    gc.unfreeze()
    os.close(write_fd)
    later: Optional[BaseException] = None
    if meanwhile is not None:
        try:
            meanwhile()
        except BaseException as e:  # noqa: BLE001 - raised once the child is collected
            later = e
    deadline = time.monotonic() + lim.parse_seconds
    chunks = []
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                import signal  # only a parse that ran out of time, or died, names a signal
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                raise PycuccError(error(codes.PARSE_TIMEOUT, f"{what} of '{path}' did not finish within "
                                        f"{lim.parse_seconds:g} s and was stopped", path=path,
                                        hint="raise the limit with PYCUCC_PARSE_TIMEOUT (seconds) if the file is "
                                             "really that large; a pathological template or include can loop"))
            ready, _, _ = select.select([read_fd], [], [], min(left, 1.0))
            if ready:
                data = os.read(read_fd, 1 << 20)
                if not data:
                    break
                chunks.append(data)
    finally:
        os.close(read_fd)
    _, status = os.waitpid(pid, 0)
    if later is not None:
        raise later
    payload = b"".join(chunks)
    if os.WIFSIGNALED(status):
        raise _died(what, path, os.WTERMSIG(status), lim, source=source)
    if not payload:
        raise _died(what, path, None, lim, memory=os.WEXITSTATUS(status) == _OUT_OF_MEMORY, source=source)
    kind, value, stderr = loads(payload)
    if _OOM_MESSAGE in stderr:
        # libclang catches its own failed allocations and gives up on the file; the limit is why
        raise _died(what, path, None, lim, memory=True, source=source)
    if kind == "ok":
        return value
    if kind == "error":
        diags, exit_code = value
        raise PycuccError(diags, exit_code=exit_code)
    if kind == "memory":
        raise _died(what, path, None, lim, memory=True, source=source)
    raise RuntimeError(f"{what} of '{path}' failed inside pycucc's worker:\n{value}")


_OUT_OF_MEMORY = 70
_OOM_MESSAGE = "LLVM ERROR: out of memory"


def _scratch_file() -> int:
    """A file descriptor of an unnamed file, for what libclang writes on stderr in the child: a memory file where
    the system has them (Linux), else an unlinked temporary file (tempfile and what it imports cost the child
    3-5 ms; cache._mkstemp)."""
    if hasattr(os, "memfd_create"):
        try:
            return os.memfd_create("pycucc-parse-stderr", os.MFD_CLOEXEC)
        except OSError:
            pass
    import tempfile
    f = tempfile.TemporaryFile()
    fd = os.dup(f.fileno())
    f.close()
    return fd


def _child(fn, args, write_fd: int, lim: Limits) -> None:
    code = 0
    try:
        stack = int(lim.parse_stack_mb * (1 << 20))
        budget = int(lim.parse_mb * (1 << 20)) + _vm_bytes() + stack
        resource.setrlimit(resource.RLIMIT_AS, (budget, budget))
        os.environ["LIBCLANG_NOTHREADS"] = "1"  # libclang reads it at every call
        # libclang reports its crashes on stderr: kept for the parent to classify, not shown to the user
        capture = _scratch_file()
        os.dup2(capture, 2)
        out = {}

        def work():
            try:
                try:
                    out["ok"] = fn(*args)
                except MemoryError:
                    out["memory"] = True
                except BaseException as e:  # noqa: BLE001 - everything goes back to the parent
                    if isinstance(e, SystemError) and "without setting an exception" in str(e):
                        # a C function whose allocation the address-space limit refused returned NULL without a
                        # MemoryError (fuzz: a 3x huge_file mutant in Translation.__init__): the same failure
                        out["memory"] = True
                        return
                    out["exc"] = e
                    import traceback  # only a failure formats one (test_structure.py: HEAVY_THIRD_PARTY)
                    out["tb"] = traceback.format_exc()
            except MemoryError:
                # the limit can strike again while the exception is formatted (CI saw "no result" so)
                out.clear()
                out["memory"] = True
        threading.stack_size(stack)
        t = threading.Thread(target=work)
        t.start()
        t.join()
        os.lseek(capture, 0, os.SEEK_SET)
        stderr = os.read(capture, 1 << 16).decode("utf-8", "replace")
        if "ok" in out:
            message = ("ok", out["ok"], stderr)
        elif "memory" in out:
            message = ("memory", None, stderr)
        elif isinstance(out.get("exc"), PycuccError):
            message = ("error", (out["exc"].diagnostics, out["exc"].exit_code), stderr)
        elif "tb" in out:
            message = ("internal", out["tb"], stderr)
        else:  # the thread died without a word: only a failed allocation does that
            message = ("memory", None, stderr)
        data = dumps(message, protocol=-1)  # the highest
        view = memoryview(data)
        while view:
            view = view[os.write(write_fd, view):]
    except MemoryError:
        code = _OUT_OF_MEMORY
    except BaseException:  # noqa: BLE001 - the parent reports an empty result
        code = 71
    finally:
        os._exit(code)


# (a pattern string: re's own cache compiles it at its first use; only a parse that died needs it)
_INCLUDE = rb'^[ \t]*#[ \t]*include[ \t]*[<"]([^>"\r\n]+)[>"]'


def suspect_include(path: str, source: Optional[str]) -> Tuple[int, int, str]:
    """The first #include of the source that names something other than a readable regular file of sane size
    (a device, a FIFO, a huge file): where the parse most likely ran away. (0, 0, "") when there is none."""
    if not source:
        return 0, 0, ""
    data = source.encode("utf-8", "surrogateescape")  # the file's bytes (sources.py)
    here = os.path.dirname(os.path.abspath(path)) if path else os.getcwd()
    for m in re.finditer(_INCLUDE, data, re.M):
        name = m.group(1).decode("utf-8", "surrogateescape")
        target = name if os.path.isabs(name) else os.path.join(here, name)
        try:
            st = os.stat(target)
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode) or st.st_size > limits().source_mb * (1 << 20):
            line = data.count(b"\n", 0, m.start()) + 1
            return line, m.start(1) - (data.rfind(b"\n", 0, m.start(1)) + 1) + 1, name
    return 0, 0, ""


def _died(what: str, path: str, sig: Optional[int], lim: Limits, memory: bool = False,
          source: Optional[str] = None) -> PycuccError:
    """A child that died: out of memory (libclang aborts on a failed allocation; the kernel may kill it), or
    crashed."""
    import signal  # (see contained)
    if memory or sig in (signal.SIGABRT, signal.SIGKILL):
        line, col, name = suspect_include(path, source)
        why = f" (it includes '{name}', which is not a header: a device, a FIFO or a huge file)" if name else ""
        return PycuccError(error(codes.PARSE_OUT_OF_MEMORY, f"{what} of '{path}' ran out of its memory limit "
                                 f"({lim.parse_mb:g} MB) and was stopped{why}", path=path, line=line, col=col,
                                 source_line=source.splitlines()[line - 1] if line else None,
                                 hint="an include of an endless or huge file (a device, /dev/zero) does this; raise "
                                      "the limit with PYCUCC_PARSE_MEMORY (MB) if the file is really that large"))
    try:
        name = f"signal {signal.Signals(sig).name}" if sig is not None else "no result"
    except ValueError:
        name = f"signal {sig}"
    return PycuccError(error(codes.PARSE_CRASHED, f"{what} of '{path}' crashed libclang ({name})",
                             path=path, hint="this is a bug in libclang or pycucc: report it with the file; "
                                             "`clang++ -fsyntax-only` on it may show the construct"))
