"""The command memo: a compile run again with the same command line, in the same working folder and environment,
is answered from the cache without reading its command line, finding the toolchain's settings or importing the
driver (ccache's direct mode looks a hit up from the command line and the source the same way; this goes one step
before it, to the build key itself).

After a build that wrote a code object (`pycucc k.cu -o k.hsaco`) or one host object (`pycucc -c k.cu -o k.o`,
with its depfile) and said nothing, compiling.py records under ``commands/`` of the cache, keyed by the command
line and the working folder: the digest of the whole environment, pycucc's own digest, the toolchain found, the
build key, the object and what was written. A later run with that command line checks all of it, then the build
key's manifest as build.build does (every file the build read still has its digest, every place that must stay
empty still is: includes.py), writes the same files and is done. Anything else — another environment or
toolchain, an edited pycucc, a changed source or header, an output that is now a folder or the input — and the
command is run the ordinary way, which also says (with -v) why the cache missed.
"""
from __future__ import annotations

import hashlib
import json
import os
from typing import List, Optional, Sequence

from . import trust
from .cache import Cache, cache_root, digest, file_digest, load, pycucc_digest, store
from .toolchain import toolchain
from .writing import write_output


def _memo(root: str, argv: Sequence[str], cwd: str) -> str:
    key = digest(b"command", cwd.encode("utf-8", "surrogateescape"),
                 *(a.encode("utf-8", "surrogateescape") for a in argv))
    return os.path.join(root, "commands", key[:2], key + ".json")


def environment() -> str:
    """The whole environment: what the command line means (defaults, the toolchain found, the include search, the
    limits) is read from it, so any change makes the memo miss and the command run the ordinary way. All but `_`,
    which a POSIX shell sets to the path of the program it runs (`pycucc` or `.venv/bin/pycucc`) and nothing reads."""
    env = getattr(os, "environb", None)
    items = sorted(env.items()) if env is not None else \
        sorted((k.encode("utf-8", "surrogateescape"), v.encode("utf-8", "surrogateescape"))
               for k, v in os.environ.items())
    return digest(*(k + b"=" + v for k, v in items if k != b"_"))


def tools(tc) -> str:
    """What the build used of the toolchain: where each part was found and the identity of its files."""
    return digest(*(str(x).encode("utf-8", "surrogateescape") for x in
                    (tc.clang, tc.clang_version, tc.lld, tc.resource_dir, tc.hip_root, tc.hip_version,
                     tc.device_lib, tc.windows, tc.identity)))


def remember(argv: Sequence[str], source: str, key: str, product: bytes, deps: Sequence[str], tc,
             outputs: Sequence[str], depfiles: Sequence[Sequence[str]], read: Sequence[str] = ()) -> None:
    """Records what the command `argv` built from `source` (an object under `key`, written to each of `outputs`,
    and the `depfiles` as (path, text)), for replay(); `read`: the options files its command line named, whose
    words are part of it."""
    try:
        cwd = os.getcwd()
    except OSError:
        return
    root = cache_root()
    entry = {"env": environment(), "self": pycucc_digest(), "tools": tools(tc), "key": key,
             "object": hashlib.sha256(product).hexdigest(), "deps": list(deps),
             "source": os.path.abspath(source), "outputs": list(outputs), "depfiles": [list(d) for d in depfiles],
             "read": {p: file_digest(p) for p in read}}
    try:
        store(_memo(root, argv, cwd), json.dumps(entry, sort_keys=True).encode(), root)
    except OSError:
        pass  # a read-only or full cache: the command runs the ordinary way next time


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
    root = cache_root()
    raw = load(_memo(root, argv, cwd), root)
    try:
        entry = json.loads(raw) if raw is not None else None
    except ValueError:
        return None
    if entry is None or not _well_formed(entry) or entry["env"] != environment() or \
            entry["self"] != pycucc_digest():
        return None
    if any(file_digest(p) != want for p, want in entry["read"].items()):
        return None  # an options file changed: the command line is another
    try:
        if entry["tools"] != tools(toolchain()):
            return None
    except Exception:  # noqa: BLE001 - a toolchain that cannot be found now: the ordinary run says why
        return None
    cache = Cache(root)
    hit, _ = cache.check_manifest(entry["key"])
    if hit is None or hit[0] != entry["object"] or hit[1].get("deps") != entry["deps"]:
        return None
    data = cache.get_object(hit[0])
    if data is None or trust.refused() is not None:
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


# cli.py's subcommands and help: never compiles, never recorded
_NOT_COMPILES = frozenset(("inspect", "translate", "explain", "rules", "doctor", "toolkit", "-h", "--help", "help"))


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _well_formed(entry) -> bool:
    strings = ("env", "self", "tools", "key", "object", "source")
    return (isinstance(entry, dict) and all(isinstance(entry.get(k), str) for k in strings)
            and isinstance(entry.get("deps"), list) and isinstance(entry.get("read"), dict) and isinstance(entry.get("outputs"), list)
            and all(isinstance(o, str) for o in entry["outputs"]) and isinstance(entry.get("depfiles"), list)
            and all(isinstance(d, list) and len(d) == 2 and all(isinstance(x, str) for x in d)
                    for d in entry["depfiles"]))
