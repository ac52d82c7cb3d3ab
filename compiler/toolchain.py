"""Find the device toolchain: clang, lld, HIP headers, device bitcode.

Order (research/toolchain.md §8): explicit variables first (PYCUCC_CLANG, ROCM_PATH, HIP_PATH,
HIP_DEVICE_LIB_PATH), then AMD ROCm's layout, then the Windows HIP SDK layout, then Debian's packages.
Discovery takes the environment and platform as arguments so the Windows layout is testable on Linux.
"""
from __future__ import annotations

import functools
import json
import os
import re
from typing import TYPE_CHECKING, Callable, List, Mapping, Optional, Sequence, Tuple

from . import codes
from .cache import cache_root, keep, load, read_kept, store
from .diagnostics import PycuccError, error
from .limits import limits
from .records import field, record
from .sources import IDENTIFIER
from .toolfind import _stamp, find_clang, find_device_lib, find_hip_root, find_lld, identity, which

if TYPE_CHECKING:
    import subprocess

try:
    import resource
except ImportError:  # Windows: no rlimits; the time limit still holds
    resource = None

# Debian 13 names the bitcode package rocm-device-libs-17
DEBIAN_PACKAGES = "clang-19 lld-19 libamdhip64-dev rocm-device-libs, on Debian 13 rocm-device-libs-17"


@record(frozen=True)
class Toolchain:
    clang: str
    clang_version: str       # first line of `clang --version`
    clang_major: int
    lld: str
    resource_dir: str
    hip_root: str            # the directory whose include/ holds the HIP headers we compile against
    hip_version: Tuple[int, int, int]
    device_lib: str          # the system directory holding ocml.bc
    windows: bool = False
    tried: Tuple[str, ...] = field(default=(), compare=False)

    def hip_args(self, device_lib: str, code_object_version: int) -> List[str]:
        """What every HIP compile and device link passes: the HIP install, the device bitcode, the code object
        version (Debian's HIP 5.2 runtime only loads v4; ROCm >= 6 and the Windows HIP SDK want v5:
        research/toolchain.md §0)."""
        return [f"--rocm-path={self.hip_root}", f"--rocm-device-lib-path={device_lib}",
                f"-mcode-object-version={code_object_version}"]

    @property
    def default_code_object_version(self) -> int:
        """What the HIP runtime beside these headers loads, so that a default build runs where it was built: HIP < 6
        (Debian 12's and 13's 5.x) loads v4 only; ROCm >= 6 and the Windows HIP SDK load v5 (research/toolchain.md
        §0)."""
        return 5 if self.windows or tuple(self.hip_version) >= (6, 0) else 4

    @property
    def identity(self) -> str:
        """What the cache key needs to know about the tools: versions and the files they are."""
        return identity(self.clang_version, self.clang, self.lld, self.hip_root, self.hip_version, self.device_lib)


def _subprocess():
    """The subprocess module, imported by the first tool run: 3 ms (with selectors) that a translation, which
    runs no tool once the clang found is remembered (_cached_probe), does not pay (test_structure.py:
    HEAVY_THIRD_PARTY)."""
    import subprocess
    return subprocess


def _probe_clang(clang: str) -> Tuple[str, str]:
    """(`--version` first line, resource dir). Raises OSError/CalledProcessError on a broken binary."""
    subprocess = _subprocess()
    out = subprocess.run([clang, "--version"], capture_output=True, text=True, timeout=60, check=True).stdout
    rd = subprocess.run([clang, "-print-resource-dir"], capture_output=True, text=True, timeout=60,
                        check=True).stdout.strip()
    return out.splitlines()[0].strip() if out else "", rd


def _major(version_line: str) -> int:
    m = re.search(r"version (\d+)\.", version_line)
    return int(m.group(1)) if m else 0


def _fail(what: str, tried: Sequence[str], fix: str) -> PycuccError:
    listing = "; ".join(tried) if tried else "nothing"
    return PycuccError(error(codes.TOOL_NOT_FOUND, f"cannot find {what} (tried: {listing})", hint=fix))


# What the build tells of each command line it runs or, with -dryrun, would run (-v and -dryrun print them).
CommandHook = Optional[Callable[[Sequence[str]], None]]


def run(argv: Sequence[str], *, timeout: Optional[float] = None, cwd: Optional[str] = None,
        binary: bool = False, env: Optional[Mapping[str, str]] = None) -> subprocess.CompletedProcess:
    """Run a tool and collect its output: every program pycucc starts goes through here, so a tool that cannot
    start, does not finish in time (PYCUCC_COMPILE_TIMEOUT, or `timeout`) or runs out of its memory limit
    (PYCUCC_COMPILE_MEMORY, set on the child as soon as it starts) is one located error, never an OSError."""
    subprocess = _subprocess()
    lim = limits()
    timeout = lim.compile_seconds if timeout is None else timeout
    budget = int(lim.compile_mb * (1 << 20))
    # util-linux's prlimit sets the limit before the tool starts (a preexec_fn would do it too, but is not safe in
    # a threaded process); without it the limit is set on the child right after it started
    prlimit = _prlimit()
    wrapper = [prlimit, f"--as={budget}", "--"] if prlimit else []
    try:
        # text as sources are held (sources.py): -E output carries the source's bytes, whatever they are
        text = {} if binary else {"encoding": "utf-8", "errors": "surrogateescape"}
        proc = subprocess.Popen(wrapper + list(argv), stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd,
                                env=env, **text)
    except OSError as e:
        raise PycuccError(error(codes.TOOL_DOES_NOT_RUN, f"cannot run '{argv[0]}': {e.strerror or e}",
                                hint="check the clang found by `pycucc doctor`, or set PYCUCC_CLANG"))
    if resource is not None and not wrapper:
        try:
            resource.prlimit(proc.pid, resource.RLIMIT_AS, (budget, budget))
        except (OSError, ValueError):
            pass  # it may have finished already
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise PycuccError(error(codes.COMPILE_TIMEOUT,
                                f"'{os.path.basename(argv[0])}' did not finish within {timeout:g} s and was stopped",
                                hint="the limit is PYCUCC_COMPILE_TIMEOUT (seconds); check the machine's load and "
                                     "memory, and very large kernels may need a lower -O level"))
    if proc.returncode != 0 and any(m in (err if not binary else err.decode("utf-8", "replace"))
                                    for m in _OUT_OF_MEMORY):
        raise PycuccError(error(codes.COMPILE_OUT_OF_MEMORY, f"'{os.path.basename(argv[0])}' ran out of its memory "
                                f"limit ({lim.compile_mb:g} MB)",
                                hint="raise PYCUCC_COMPILE_MEMORY (MB), compile with a lower -O level, or split the "
                                     "file"))
    return subprocess.CompletedProcess(list(argv), proc.returncode, out, err)


@functools.lru_cache(maxsize=None)
def _prlimit() -> Optional[str]:
    import shutil  # for a clang run only: a translation runs none (cache._mkstemp)
    return shutil.which("prlimit") if os.name == "posix" else None


# what a tool prints when its address-space limit stops it (the dynamic loader, when even its libraries do not fit)
_OUT_OF_MEMORY = ("LLVM ERROR: out of memory", "std::bad_alloc", "Cannot allocate memory",
                  "failed to map segment from shared object")


def read_hip_version(hip_root: str) -> Tuple[int, int, int]:
    path = os.path.join(hip_root, "include", "hip", "hip_version.h")
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return (0, 0, 0)
    def num(key: str) -> int:
        m = re.search(rf"#define\s+HIP_VERSION_{key}\s+(\d+)", text)
        return int(m.group(1)) if m else 0
    return (num("MAJOR"), num("MINOR"), num("PATCH"))


@record(frozen=True)
class InstalledLibrary:
    """A HIP/ROC library's headers as installed: its folder (…/include/hipsparse), its version as its version
    header spells it ("2.3.2"; "" when it has none) and every identifier its headers mention."""
    folder: str
    version: str
    names: frozenset
    files: Tuple[str, ...] = ()  # the headers read for `names` and `version`


_PACKED_VERSION = re.compile(r"#define\s+[A-Z]+_VERSION\s+(\d{6})\b")
_LIBRARY_HEADER_LIMIT = 2 << 20  # rocRAND's precomputed tables (30 MB of numbers) name no API
_VERSION_PART = re.compile(r"#define\s+\w*?(?:[Vv]ersion_?|VERSION_)(Major|Minor|Patch|MAJOR|MINOR|PATCH)\s+(\d+)")


def library_search_dirs(tc: "Toolchain", include_dirs: Sequence[str] = ()) -> Tuple[str, ...]:
    """Where a HIP compile of this toolchain finds `<hipsparse/hipsparse.h>`: the user's -I folders, the HIP
    install's include/ (--rocm-path), then the host's system folders."""
    dirs = [*include_dirs, os.path.join(tc.hip_root, "include")]
    if not tc.windows:
        dirs += ["/usr/local/include", "/usr/include"]
    return tuple(dict.fromkeys(os.path.abspath(d) for d in dirs))


def installed_library(name: str, search: Sequence[str]) -> Optional[InstalledLibrary]:
    """The library `name` (hipsparse, hipblas, rocblas ...) in the first of `search` that has its header folder,
    or None when none has it."""
    for d in search:
        folder = os.path.join(d, name)
        if os.path.isdir(folder):
            return _read_library(folder)
    return None


def library_resolution(name: str, search: Sequence[str]) -> Tuple[List[str], List[str]]:
    """(the headers installed_library(name, search) read, the places before them that held no folder `name`): what
    a build that asked about the library depended on, for its cache entry (build._resolutions)."""
    absent: List[str] = []
    for d in search:
        folder = os.path.join(d, name)
        if os.path.isdir(folder):
            return list(_read_library(folder).files), absent
        absent.append(folder)
    return [], absent


@functools.lru_cache(maxsize=None)
def _read_library(folder: str) -> InstalledLibrary:
    names: set = set()
    read: List[str] = []
    version = {}
    for dirpath, _, files in os.walk(folder):
        for f in files:
            if not f.endswith((".h", ".hpp", ".hh", ".inl")):
                continue
            path = os.path.join(dirpath, f)
            try:
                if os.path.getsize(path) > _LIBRARY_HEADER_LIMIT:
                    continue
                with open(path, "rb") as fh:
                    text = fh.read().decode("latin-1")
            except OSError:
                continue
            read.append(path)
            names.update(IDENTIFIER.findall(text))
            if "version" in f.lower():
                for part, num in _VERSION_PART.findall(text):
                    version.setdefault(part.lower(), num)
                packed = _PACKED_VERSION.search(text)  # hipRAND/rocRAND: MAJOR * 100000 + MINOR * 100 + PATCH
                if packed and "major" not in version:
                    n = int(packed.group(1))
                    version = {"major": str(n // 100000), "minor": str(n // 100 % 1000), "patch": str(n % 100)}
    spelled = ".".join(version[k] for k in ("major", "minor", "patch") if k in version)
    return InstalledLibrary(folder, spelled, frozenset(names), tuple(sorted(read)))



def discover(env: Optional[Mapping[str, str]] = None, windows: Optional[bool] = None,
             which: Callable[[str], Optional[str]] = which,
             probe: Callable[[str], Tuple[str, str]] = _probe_clang) -> Toolchain:
    env = os.environ if env is None else env
    windows = (os.name == "nt") if windows is None else windows
    tried: List[str] = []
    clang = find_clang(env, windows, which, tried)
    if not clang:
        raise _fail("a clang that can compile HIP", tried,
                    f"install Debian's packages ({DEBIAN_PACKAGES}: `make setup` does it), AMD ROCm (set ROCM_PATH), "
                    "the Windows HIP SDK (set HIP_PATH), or point PYCUCC_CLANG at clang++")
    try:
        version, resource_dir = probe(clang)
    except (OSError, _subprocess().SubprocessError) as e:
        raise PycuccError(error(codes.TOOL_DOES_NOT_RUN, f"'{clang}' does not run: {e}",
                                hint="reinstall it or set PYCUCC_CLANG to a working clang++"))
    lld_tried: List[str] = []
    lld = find_lld(clang, windows, which, lld_tried)
    if not lld:
        raise _fail("ld.lld beside clang", lld_tried,
                    "install lld for the same LLVM version (Debian: lld-19), or use a ROCm/HIP SDK clang")
    hip_tried: List[str] = []
    hip_root = find_hip_root(env, windows, hip_tried)
    if not hip_root:
        raise _fail("the HIP headers", hip_tried,
                    "install libamdhip64-dev (Debian) or ROCm, or set HIP_PATH/ROCM_PATH to the HIP install root")
    bc_tried: List[str] = []
    device_lib = find_device_lib(env, windows, resource_dir, bc_tried)
    if not device_lib:
        raise _fail("the AMD device bitcode (ocml.bc)", bc_tried,
                    "install rocm-device-libs (Debian 12; Debian 13: rocm-device-libs-17) or ROCm, or set HIP_DEVICE_LIB_PATH to the folder with ocml.bc")
    return Toolchain(clang=clang, clang_version=version, clang_major=_major(version), lld=lld,
                     resource_dir=resource_dir, hip_root=hip_root, hip_version=read_hip_version(hip_root),
                     device_lib=device_lib, windows=windows, tried=tuple(tried))


_cached: Optional[Toolchain] = None


def _probe_cache_path() -> str:
    return os.path.join(cache_root(), "probe.json")


# The probe of a clang kept beside pycucc's code too (cache.KEPT_DIR), by the same stamp of the binary: a first
# build on an empty cache then starts no `clang --version` or `-print-resource-dir` (two processes, 0.07 s CPU).
# One file, of the last few clangs probed (tests probe stand-ins in temporary folders: it does not grow).
_KEPT_PROBE = "pycucc-probe.json"
_KEPT_PROBES = 8


def _probe_answer(known) -> bool:
    return isinstance(known, list) and len(known) == 2 and all(isinstance(x, str) for x in known)


def _cached_probe(clang: str) -> Tuple[str, str]:
    """`clang --version` costs ~20 ms per call; remember it per binary (path, size, mtime), in the cache and beside
    pycucc's code."""
    key = _stamp(clang)
    path = _probe_cache_path()
    raw = load(path)
    try:
        table = json.loads(raw) if raw is not None else {}
    except ValueError:
        table = {}
    known = table.get(key) if isinstance(table, dict) else None
    kept_table = None
    if not _probe_answer(known):
        try:
            kept_table = json.loads(read_kept(_KEPT_PROBE) or b"{}")
        except ValueError:
            kept_table = None
        kept_table = kept_table if isinstance(kept_table, dict) else {}
        known = kept_table.get(key)
    if _probe_answer(known):
        result = tuple(known)  # type: ignore[arg-type]
    else:
        result = _probe_clang(clang)
        if kept_table is not None:
            kept_table.pop(key, None)
            kept_table[key] = list(result)
            keep(_KEPT_PROBE, json.dumps(dict(list(kept_table.items())[-_KEPT_PROBES:])).encode())
    if isinstance(table, dict) and table.get(key) == list(result):
        return result  # type: ignore[return-value]
    table = table if isinstance(table, dict) else {}
    table[key] = list(result)
    try:
        store(path, json.dumps(table, sort_keys=True).encode())
    except OSError:
        pass
    return result


def resource_dir() -> str:
    """The resource directory of the clang discovery picks (libclang needs it for stddef.h and friends).

    Only the compiler is needed here, so translating works even where the HIP headers or bitcode are missing.
    """
    if _cached is not None:
        return _cached.resource_dir
    tried: List[str] = []
    clang = find_clang(os.environ, os.name == "nt", which, tried)
    if not clang:
        raise _fail("a clang (libclang needs its resource directory to parse CUDA)", tried,
                    "install Debian's clang-19 (`make setup` does it) or point PYCUCC_CLANG at clang++")
    try:
        return _cached_probe(clang)[1]
    except (OSError, _subprocess().SubprocessError) as e:
        raise PycuccError(error(codes.TOOL_DOES_NOT_RUN, f"'{clang}' does not run: {e}",
                                hint="reinstall it or set PYCUCC_CLANG to a working clang++"))


def toolchain() -> Toolchain:
    """The process-wide toolchain (discovered once)."""
    global _cached
    if _cached is None:
        _cached = discover(probe=_cached_probe)
    return _cached


def pch_allowed(std: str) -> bool:
    """Whether clang may use a precompiled prelude for this -std. C++20 and later check ODR across a PCH like
    across modules, and the HIP headers' host/device overloads of max, min and operator new then count as
    "different definitions" (seen with clang-19), so there is no prelude there."""
    return not std.replace("gnu", "c").startswith(("c++2", "c++3"))


def std_of(argv) -> str:
    """The -std= a command line ends up with (the last one wins, as in clang)."""
    return next((a.split("=", 1)[1] for a in reversed(list(argv)) if a.startswith("-std=")), "c++17")
