"""The command memo: a compile run again with the same command line, in the same working folder and environment,
is answered from the cache without reading its command line, finding the toolchain's settings or importing the
driver (ccache's direct mode looks a hit up from the command line and the source the same way; this goes one step
before it, to the build key itself).

After a build that wrote a code object (`pycucc k.cu -o k.hsaco`) or one host object (`pycucc -c k.cu -o k.o`,
with its depfile) and said nothing, memo.py records under ``commands/`` of the cache, keyed by the command line
and the working folder: the digest of the whole environment, pycucc's own digest, the toolchain found (and what
its discovery read: clang's probe, the HIP version header), the build key, the object, the build's dependencies
with their digests and the places that must stay empty (a copy of the build key's manifest), and what was
written. A later run with that command line checks all of it — every file the build read still has its digest,
every place that must stay empty still is (includes.py), the toolchain is found where it was with the same files —
writes the same files and is done. Anything else — another environment or toolchain, an edited pycucc, a changed
source or header, an output that is now a folder or the input — and the command is run the ordinary way, which
also says (with -v) why the cache missed.

This is the warm hit: it imports only stamps.py, trust.py, toolfind.py and writing.py (no typing, json, hashlib,
tempfile or shutil: bench/hits.py measures it). The memo is NUL-separated text (no field holds a NUL: paths,
hex digests, a depfile's make rule), read only from the trusted cache.
"""
from __future__ import annotations

import os

from . import trust
from .stamps import bytes_digest, configured_root, digest, file_digest, recalled_self_digest
from .toolfind import _stamp, find_clang, find_device_lib, find_hip_root, find_lld, identity, which
from .writing import write_output

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence

TAG = "pycucc-memo-2"
FIELDS = ("env", "self", "tools", "key", "object", "source", "clang", "clang_stamp", "clang_version",
          "resource_dir", "hip_header", "hip_version")
LISTS = ("outputs", "absent")
PAIRS = ("depfiles", "read", "deps")
# A link of objects (`pycucc a.o b.o -o app`, -shared): no build key, but the driver's command line and what it
# answers to -### (the linker command it runs), and every file the linker read (its --dependency-file): the
# objects on the command line by digest, the files the linker found itself (crt files, libc, libamdhip64 and
# what they need) by their stamps, as the toolchain's files are (toolfind.identity).
LINK_TAG = "pycucc-link-1"
LINK_FIELDS = ("env", "self", "tools", "object", "clang", "clang_stamp", "clang_version", "resource_dir",
               "hip_header", "hip_version", "driver_answer")
LINK_LISTS = ("outputs", "absent", "driver")
LINK_PAIRS = ("read", "deps", "stamps")
SCHEMAS = {TAG: (FIELDS, LISTS, PAIRS), LINK_TAG: (LINK_FIELDS, LINK_LISTS, LINK_PAIRS)}


def memo_path(root: str, argv: Sequence[str], cwd: str) -> str:
    key = digest(b"command", cwd.encode("utf-8", "surrogateescape"),
                 *(a.encode("utf-8", "surrogateescape") for a in argv))
    return os.path.join(root, "commands", key[:2], key + ".memo")


def environment() -> str:
    """The whole environment: what the command line means (defaults, the toolchain found, the include search, the
    limits) is read from it, so any change makes the memo miss and the command run the ordinary way. All but `_`,
    which a POSIX shell sets to the path of the program it runs (`pycucc` or `.venv/bin/pycucc`) and nothing reads."""
    env = getattr(os, "environb", None)
    items = sorted(env.items()) if env is not None else \
        sorted((k.encode("utf-8", "surrogateescape"), v.encode("utf-8", "surrogateescape"))
               for k, v in os.environ.items())
    return digest(*(k + b"=" + v for k, v in items if k != b"_"))


def tools(clang: str, clang_version: str, lld: str, resource_dir: str, hip_root: str, hip_version, device_lib: str,
          windows: bool, ident: str) -> str:
    """What the build used of the toolchain: where each part was found and the identity of its files."""
    return digest(*(str(x).encode("utf-8", "surrogateescape") for x in
                    (clang, clang_version, lld, resource_dir, hip_root, tuple(hip_version), device_lib, windows,
                     ident)))


def hip_version_header(hip_root: str) -> str:
    return os.path.join(hip_root, "include", "hip", "hip_version.h")


def encode(entry: Dict, tag: str = TAG) -> bytes:
    fields, lists, pairs = SCHEMAS[tag]
    words: List[str] = [tag]
    words += [entry[f] for f in fields]
    for name in lists:
        words += [str(len(entry[name])), *entry[name]]
    for name in pairs:
        words.append(str(len(entry[name])))
        for a, b in entry[name]:
            words += [a, b]
    words.append("end")  # a memo cut short anywhere is no memo
    if any("\0" in w for w in words):
        raise ValueError("a NUL in a memo field")
    return "\0".join(words).encode("utf-8", "surrogateescape")


def decode(raw: bytes) -> Optional[Dict]:
    """What encode() wrote (with its tag under "tag"); None for anything else (a torn or older memo)."""
    words = iter(raw.decode("utf-8", "surrogateescape").split("\0"))
    try:
        tag = next(words)
        if tag not in SCHEMAS:
            return None
        fields, lists, pairs = SCHEMAS[tag]
        entry: Dict = {f: next(words) for f in fields}
        entry["tag"] = tag
        for name in lists:
            entry[name] = [next(words) for _ in range(int(next(words)))]
        for name in pairs:
            entry[name] = [(next(words), next(words)) for _ in range(int(next(words)))]
    except (StopIteration, ValueError):
        return None
    return entry if next(words, None) == "end" and next(words, None) is None else None


def _root() -> Optional[str]:
    """The configured cache folder when it is there, writable and trusted (cache.cache_root's checks); None sends
    the command the ordinary way, which makes or replaces it."""
    configured = configured_root()
    if not os.path.isdir(configured) or not os.access(configured, os.W_OK | os.X_OK):
        return None
    root, why = trust.check_root(configured)
    return None if why is not None else root


def _tools_now(entry: Dict) -> Optional[str]:
    """The tools digest of the toolchain found now (toolchain.discover with the same finders), or None when it is
    found elsewhere or its files changed: clang's probe is the memo's while clang's stamp is (toolchain's probe
    cache is keyed the same way), the HIP version the memo's while its header has the same digest."""
    env, windows = os.environ, os.name == "nt"
    clang = find_clang(env, windows, which, [])
    if clang is None or clang != entry["clang"] or _stamp(clang) != entry["clang_stamp"]:
        return None
    lld = find_lld(clang, windows, which, [])
    hip_root = find_hip_root(env, windows, [])
    if lld is None or hip_root is None or file_digest(hip_version_header(hip_root)) != entry["hip_header"]:
        return None
    device_lib = find_device_lib(env, windows, entry["resource_dir"], [])
    if device_lib is None:
        return None
    try:
        hip_version = tuple(int(x) for x in entry["hip_version"].split("."))
    except ValueError:
        return None
    return tools(clang, entry["clang_version"], lld, entry["resource_dir"], hip_root, hip_version, device_lib,
                 windows, identity(entry["clang_version"], clang, lld, hip_root, hip_version, device_lib))


_tried: List[List[str]] = []  # the command line replay() looked up in this process (cli.run need not again)


def replay(argv: List[str]) -> Optional[int]:
    """0 when the command was answered from its memo (its files are written); None when it must run."""
    if argv in _tried or not argv or argv[0] in _NOT_COMPILES:
        return None
    _tried.append(list(argv))
    try:
        cwd = os.getcwd()
    except OSError:
        return None
    root = _root()
    if root is None:
        return None
    raw = trust.read(root, memo_path(root, argv, cwd))
    entry = decode(raw) if raw is not None else None
    if entry is None or entry["env"] != environment() or entry["self"] != recalled_self_digest(root):
        return None
    if any(file_digest(p) != want for p, want in entry["read"]):
        return None  # an options file changed: the command line is another
    if entry["tools"] != _tools_now(entry):
        return None
    if entry["tag"] == LINK_TAG:
        return _replay_link(root, entry)
    for a in entry["absent"]:
        if os.path.exists(a):
            return None  # a header there would now be found first (includes.still_absent)
    if any(file_digest(p) != want for p, want in entry["deps"]):
        return None
    name = entry["object"]
    data = trust.read(root, os.path.join(root, "objects", name[:2], name)) if len(name) == 64 else None
    if data is None or bytes_digest(data) != name or trust.refused() is not None:
        return None  # the ordinary run says what was refused
    for out in [*entry["outputs"], *(p for p, _ in entry["depfiles"])]:
        if os.path.isdir(out) or _same_file(out, entry["source"]):
            return None  # the ordinary run refuses it with its error
    try:
        for out in entry["outputs"]:
            write_output(out, data, mode=0o666)
        for path, text in entry["depfiles"]:
            write_output(path, text.encode("utf-8", "surrogateescape"), mode=0o666)
    except OSError:
        return None  # the ordinary run writes them again, or says what is in the way
    return 0


def link_stamp(path: str) -> Optional[str]:
    """What identifies a file the linker found for itself (a crt file, libc, libamdhip64): where it is and its
    size, mtime, ctime, inode and device (a package upgrade or any write gives another; ctime cannot be set back)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return f"{st.st_size}:{st.st_mtime_ns}:{st.st_ctime_ns}:{st.st_ino}:{st.st_dev}"


def driver_answer(argv: Sequence[str]) -> Optional[str]:
    """What clang's driver prints for `argv` with -### (the commands it would run: the linker found, its crt
    files and library folders, which depend on the GCC installation and the configuration files clang reads), run
    without the subprocess module (7 ms of imports on a hit); None when it cannot run or fails."""
    return _answer(_ask_driver(argv))


def _ask_driver(argv: Sequence[str]):
    """The driver started with -### (its pid and the read end of its output), or None."""
    if not argv or not hasattr(os, "posix_spawn"):
        return None
    r, w = os.pipe()
    try:
        null = os.open(os.devnull, os.O_RDONLY)
        try:
            pid = os.posix_spawn(argv[0], [argv[0], "-###", *argv[1:]], os.environ,
                                 file_actions=[(os.POSIX_SPAWN_DUP2, null, 0), (os.POSIX_SPAWN_DUP2, w, 1),
                                               (os.POSIX_SPAWN_DUP2, w, 2)])
        finally:
            os.close(null)
    except OSError:
        os.close(r)
        os.close(w)
        return None
    os.close(w)
    return pid, r


def _answer(asked) -> Optional[str]:
    """What the driver _ask_driver started printed, once it is done; None when it failed."""
    if asked is None:
        return None
    pid, r = asked
    chunks = []
    with os.fdopen(r, "rb") as f:
        while True:
            chunk = f.read(65536)
            if not chunk:
                break
            chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    return b"".join(chunks).decode("utf-8", "surrogateescape") if status == 0 else None


def _replay_link(root: str, entry: Dict) -> Optional[int]:
    """A link's replay (LINK_TAG): every object on its command line has its digest, every file the linker found
    itself its stamp, no library that would be found first has appeared, and the driver still answers -### with
    the same linker command; then the output is written as the link wrote it. The driver is asked first and
    answers while the files are checked (the build waits for the link's wall time)."""
    asked = _ask_driver(entry["driver"])
    try:
        if not _link_inputs_unchanged(root, entry):
            return None
        name = entry["object"]
        data = trust.read(root, os.path.join(root, "objects", name[:2], name)) if len(name) == 64 else None
        if data is None or bytes_digest(data) != name or trust.refused() is not None:
            return None
        for out in entry["outputs"]:
            if os.path.isdir(out) or any(_same_file(out, p) for p, _ in entry["deps"]):
                return None  # the ordinary run refuses it with its error
    finally:
        answer = _answer(asked)  # reaped on every path
    if answer is None or answer != entry["driver_answer"]:
        return None  # the driver would now run another linker command (another GCC installation, a config file)
    try:
        for out in entry["outputs"]:
            write_output(out, data, mode=0o777)
    except OSError:
        return None
    return 0


def _link_inputs_unchanged(root: str, entry: Dict) -> bool:
    if any(file_digest(p) != want for p, want in entry["deps"]):
        return False  # an object was built again with other contents
    if any(link_stamp(p) != want for p, want in entry["stamps"]):
        return False  # a library, crt file or the linker changed
    return not any(os.path.exists(a) for a in entry["absent"])  # a library there would now be found first


# the command line's (cli/) subcommands and help: never compiles, never recorded
_NOT_COMPILES = frozenset(("inspect", "translate", "explain", "rules", "doctor", "toolkit", "-h", "--help", "help"))


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
