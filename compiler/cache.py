"""Content-addressed cache with atomic writes.

Layout under the cache root: ``objects/<k[:2]>/<k>`` holds outputs, ``manifests/<k[:2]>/<k>.json`` maps a cheap key
(source bytes + options + toolchain) to the dependency files seen when it was built, with their digests, and to the
object key, so an unchanged rebuild costs a few hashes and no parse (ccache's "direct mode" idea).
"""
from __future__ import annotations

import atexit
import errno
import json
import os

from . import codes, includes, trust
from .diagnostics import note
from .stamps import (RACY_NS, bytes_digest, configured_root, digest, file_digest, install_stamp, package_dirs, package_files,
                     recall_in, self_memo, stamp_memo_in, stamps_of)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple


_usable: Dict[str, str] = {}
_unusable: Dict[str, str] = {}  # configured root -> why it cannot be written


def cache_root() -> str:
    """The cache folder: the configured one when it can be written and is trusted (trust.py: the user's own, no
    other user can change it), with every link in its path resolved; else a private temporary one for this process
    (an unwritable or untrusted cache never fails a build: it only makes it slower, and says so once)."""
    configured = configured_root()
    root = _usable.get(configured)
    if root is None:
        why = _unwritable(configured)
        untrusted = None
        if why is None:
            root, untrusted = trust.check_root(configured)
        if why is not None or untrusted is not None:
            import shutil  # see _mkstemp
            import tempfile
            root = os.path.realpath(tempfile.mkdtemp(prefix="pycucc-cache-"))
            atexit.register(shutil.rmtree, root, True)
            if why is not None:
                _unusable[configured] = why
            else:
                trust.refuse(configured, untrusted)
        _usable[configured] = root
    return root


def _unwritable(root: str) -> Optional[str]:
    if os.path.exists(root) and not os.path.isdir(root):
        return "it is a file, not a folder"
    try:
        _make_folders(os.path.abspath(root))
    except OSError as e:
        return e.strerror or str(e)
    if not os.access(root, os.W_OK | os.X_OK):
        return "it is not writable"
    return None


def _make_folders(path: str) -> None:
    """The cache folder and the missing folders above it, with the cache's folder mode (trust.dir_mode: nobody
    else can write them, whatever the umask)."""
    if os.path.isdir(path):
        return
    parent = os.path.dirname(path)
    if parent != path:
        _make_folders(parent)
    try:
        os.mkdir(path, trust.dir_mode())
    except FileExistsError:
        return
    if trust.POSIX:
        os.chmod(path, trust.dir_mode())


def note_unusable(root: str, why: str) -> None:
    """Something could not be kept in the cache (its file system is full...): said once, with CACHE_UNUSABLE."""
    _unusable.setdefault(root, why)


def unusable_cache() -> Optional[Tuple[str, str]]:
    """(configured folder, why) when this process could not write its cache."""
    return next(iter(_unusable.items()), None)


def untrusted_cache() -> Optional[Tuple[str, str]]:
    """(folder or entry, why) when this process refused its cache, or something in it, as not trusted."""
    return trust.refused()


def cache_notes() -> list:
    """Once per run (the command line says them last): the cache could not be written, or was not trusted; the build
    went on without it."""
    out = []
    unusable = unusable_cache()
    if unusable:
        out.append(note(codes.CACHE_UNUSABLE, f"the cache folder '{unusable[0]}' cannot be used ({unusable[1]}); "
                        "this run did without it", hint="point PYCUCC_CACHE_DIR at a writable folder"))
    untrusted = trust.refused()
    if untrusted:
        what = (f"the cache folder '{untrusted[0]}' is not used ({untrusted[1]}); this run used a private temporary "
                "one" if untrusted[0] == configured_root() else f"'{untrusted[0]}' in the cache is not used "
                f"({untrusted[1]}): built again")
        out.append(note(codes.CACHE_UNTRUSTED, what,
                        hint="use a cache folder only you can write (PYCUCC_CACHE_DIR), or PYCUCC_CACHE_SHARED=1 for "
                             "one shared by its group"))
    return out


def current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _mkstemp(folder: str) -> Tuple[int, str]:
    """A new private file in `folder` for a write that is then renamed into place. tempfile (with shutil, random
    and weakref: 5 ms, a twentieth of a one-file translation) is imported only here, when something is written:
    a translation or a cache hit that finds what it needs writes nothing."""
    import tempfile
    return tempfile.mkstemp(dir=folder, prefix=".pycucc-", suffix=".tmp")


def atomic_write(path: str, data: bytes, mode: Optional[int] = None, make_dirs: bool = True) -> None:
    """Write all of `data` or nothing: a temp file in the same folder, then os.replace."""
    folder = os.path.dirname(os.path.abspath(path))
    if make_dirs:
        os.makedirs(folder, exist_ok=True)
    fd, tmp = _mkstemp(folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        if mode is None:
            # mkstemp makes 0600 files; a written file gets what any program's new files get (0666 less umask).
            mode = 0o666 & ~current_umask()
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def store(path: str, data: bytes, root: Optional[str] = None) -> None:
    """Write a file of the cache (under `root`, default cache_root()) all at once, with the cache's file mode, into
    folders made with the cache's folder mode: never into a folder someone else can write (trust.py; OSError
    then, and nothing is written)."""
    root = root or cache_root()
    folder = os.path.dirname(os.path.abspath(path))
    trust.makedirs(root, folder)
    fd, tmp = _mkstemp(folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, trust.file_mode())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def load(path: str, root: Optional[str] = None, limit: int = -1) -> Optional[bytes]:
    """The bytes of a file of the cache; None when it is missing or not trusted (trust.read)."""
    return trust.read(root or cache_root(), path, limit)


# The room a precompiled header needs (they are 5-15 MB): libclang aborts the process that saves one onto a full
# file system (LLVM's "IO failure on output stream"), so none is saved where there is less.
PCH_ROOM = 64 << 20


def has_room(folder: str, size: int = PCH_ROOM) -> bool:
    """Whether the file system of `folder` (in the cache) has `size` bytes free; says once when it has not."""
    try:
        st = os.statvfs(folder)
    except (OSError, AttributeError):  # Windows: no statvfs; a failed write is then only a miss
        return True
    if st.f_bavail * st.f_frsize >= size:
        return True
    note_unusable(cache_root(), "its file system is full")
    return False


def usable(path: str) -> bool:
    """Whether a cache file that a tool opens itself (a precompiled header, a bitcode module) is there and
    trusted (trust.usable)."""
    return trust.usable(cache_root(), path)


def make_folder(path: str) -> None:
    """A folder of the cache, made with the cache's mode; OSError when it, or one above it, is not trusted."""
    trust.makedirs(cache_root(), path)


def settle(path: str) -> None:
    """The cache's file mode for a file a tool wrote into the cache (before it is moved into place)."""
    trust.settle(path)


def stamp_memo(kind: str, stamps: Sequence[Tuple[str, int, int]], *salt: bytes) -> Optional[str]:
    """Where a value computed from the files of `stamps` (and `salt`) is remembered while they stay as they are:
    reading and hashing them is what the memo saves, a stat per file is what it costs (pycucc's own digest, the
    rules' cache key, the parse prelude's key). None while one of them was written in the last RACY_NS: a second
    write of the same size within the timestamp granularity would leave its stamp unchanged."""
    return stamp_memo_in(cache_root(), kind, stamps, *salt)


def recall(memo: Optional[str], suffix: str = "") -> Optional[str]:
    """The sha256 digest remembered at `memo` (stamp_memo), followed by `suffix`; None when there is none yet, or
    the file is torn or holds anything else."""
    return recall_in(cache_root(), memo, suffix)


def remember(memo: Optional[str], value: str) -> None:
    """Keeps `value` (a digest, and the suffix recall() is asked for) at `memo`; nothing when memo is None."""
    if memo is not None:
        try:
            store(memo, value.encode("ascii"))
        except OSError:
            pass  # a read-only cache: computed again next time


def met_before(mark: str, root: Optional[str] = None) -> bool:
    """Whether something asked for what `mark` (a cache path) stands for before; records that one did otherwise.
    What costs more to make than one use saves (a precompiled prelude, the parse declarations' PCH) is made by
    its second user: a file, program or flag set met once pays nothing for it."""
    if os.path.exists(mark):
        return True
    try:
        store(mark, b"", root)
    except OSError:
        pass  # a cache this user cannot write into: never made, as what it stands for could not be written either
    return False


def _package_dirs() -> List[str]:
    return package_dirs()


def _package_files() -> List[Tuple[str, int, int]]:
    """(path, size, mtime) of every file of the packages, in a fixed order."""
    return package_files(_package_dirs())


_self_digest: Optional[str] = None


def _install_stamp() -> Optional[List[Tuple[str, int, int]]]:
    """An installed copy's stamps (stamps.install_stamp); None for a checkout."""
    return install_stamp(os.path.dirname(os.path.abspath(__file__)), _package_dirs())


def pycucc_digest() -> str:
    """Digest of pycucc's own code and data: every file of the compiler and runtime packages (sources, rules,
    grammars, bundled headers, templates), so that an edited checkout never reuses what older code built (Triton
    keys its cache on its own sources the same way). Remembered (stamp_memo) per stamp of the install for an
    installed copy, so a cache hit pays for a few stat calls (a file of an installed copy edited in place is not
    noticed: edit a checkout instead), and per set of file sizes and mtimes in a checkout, which stays exact."""
    global _self_digest
    if _self_digest is not None:
        return _self_digest
    installed = _install_stamp()
    files = None if installed else _package_files()
    memo = self_memo(cache_root(), installed, files)
    value = recall(memo)
    kept = None if memo is None else SELF_KEPT_PREFIX + os.path.basename(memo)
    if value is None and kept is not None:
        value = _recall_kept(kept)
        if value is not None:
            remember(memo, value)  # the warm hit's check (quick.py) reads the cache's copy
    if value is None:
        parts = []
        roots = _package_dirs()  # asked once: each asks the import system's finders (0.1 s for ~500 files)
        for path, _, _ in files if files is not None else _package_files():
            rel = os.path.relpath(path, _package_root(path, roots))
            try:
                with open(path, "rb") as f:
                    parts.append(rel.replace(os.sep, "/").encode() + b"\0" + f.read())
            except OSError:
                parts.append(rel.encode() + b"\0<unreadable>")
        value = digest(*parts)
        remember(memo, value)
        if kept is not None:
            keep(kept, value.encode("ascii"))
            _forget_kept(SELF_KEPT_PREFIX, kept)
    _self_digest = value
    return value


# pycucc's own digest kept beside its code too, under the same stamp key as the cache's memo (stamps.self_memo:
# the install's RECORD, or every file's path, size and mtime in a checkout, so an edited file is another key and
# the kept copy is not found): a first build on an empty cache (a new user, a wiped ~/.cache, a fresh
# PYCUCC_CACHE_DIR) then reads one file instead of reading and hashing ~500 (0.06 s). The toolchain's probe is
# kept there the same way (toolchain._cached_probe). Python's bytecode folder, as for the parsed rules
# (rules._SHIPPED) and the kept parse PCH: left out of the digest itself (stamps.package_files), and writable only
# by whoever can already change the code.
KEPT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__")
SELF_KEPT_PREFIX = "pycucc-self-"


def read_kept(name: str) -> Optional[bytes]:
    """The bytes kept beside the code as `name`, or None: missing, a link, or it or its folder writable by another
    user (trust.read_beside)."""
    return trust.read_beside(os.path.join(KEPT_DIR, name))


def keep(name: str, data: bytes) -> None:
    """Keep `data` beside the code as `name`, where this user may write and nobody else can; nothing otherwise (an
    installed copy this user cannot write: the cache keeps it)."""
    try:
        if not os.path.isdir(KEPT_DIR) or trust.why_not(os.lstat(KEPT_DIR)):
            return
        atomic_write(os.path.join(KEPT_DIR, name), data, mode=0o644, make_dirs=False)
    except OSError:
        pass


def _forget_kept(prefix: str, but: str) -> None:
    """Remove the kept files named `prefix`* other than `but`: those of earlier code (each edit of a checkout is
    another key), which would otherwise pile up."""
    try:
        names = [n for n in os.listdir(KEPT_DIR) if n.startswith(prefix) and n != but]
    except OSError:
        return
    for n in names:
        try:
            os.unlink(os.path.join(KEPT_DIR, n))
        except OSError:
            pass


def _recall_kept(name: str) -> Optional[str]:
    """The digest kept as `name`, or None: missing, torn, not trusted, or anything else."""
    raw = read_kept(name)
    try:
        value = raw.decode("ascii") if raw is not None else ""
    except UnicodeDecodeError:
        return None
    return value if len(value) == 64 and not value.strip("0123456789abcdef") else None


def kept_digest(prefix: str, stamps: Sequence[Tuple[str, int, int]], compute: "Callable[[], str]") -> str:
    """A digest of pycucc's own files (`compute` reads and hashes them) kept beside the code as `prefix` and the
    files' stamps (path, size, mtime), as pycucc's own digest is: a first build on an empty cache then reads one
    file instead of them all. Another stamp (an edited or touched file) is another name, and the kept copies of
    earlier stamps are removed; files written in the last RACY_NS are hashed and nothing is kept."""
    memo = stamp_memo_in("", prefix, stamps)
    name = None if memo is None else prefix + os.path.basename(memo)
    value = _recall_kept(name) if name is not None else None
    if value is None:
        value = compute()
        if name is not None:
            keep(name, value.encode("ascii"))
            _forget_kept(prefix, name)
    return value


def _package_root(path: str, roots: List[str]) -> str:
    """The package folder a file belongs to (its path inside it names it in the digest, wherever pycucc lives)."""
    for root in roots:
        if path.startswith(root + os.sep):
            return root
    return os.path.dirname(path)


def build_key(kind: str, opts, tc, *material: bytes) -> str:
    """The one cache-key recipe: what is built, pycucc's own code and data, the build options, the toolchain's
    identity, and the inputs (`material`: source text, paths, dependency digests, target...)."""
    return digest(kind.encode(), pycucc_digest().encode(), opts.key().encode(), tc.identity.encode(), *material)


class Cache:
    """Objects are named by the sha256 of their bytes (``objects/<k[:2]>/<k>``) and checked against it when read, so
    a changed or swapped object file is a miss; what a build key maps to is a manifest (the dependencies it was
    built from, the object's name) or, for a build with no dependencies of its own, a reference (``refs/``) holding
    the object's name. Nothing is read from a folder or file someone else can write (trust.py)."""

    def __init__(self, root: Optional[str] = None, enabled: bool = True):
        if root is None:
            self.root = cache_root()
        else:
            why = _unwritable(root)
            self.root, untrusted = trust.check_root(root)
            why = why or untrusted
            if why is not None:
                trust.refuse(root, why)
                enabled = False
        self.enabled = enabled

    def _obj(self, key: str) -> str:
        return os.path.join(self.root, "objects", key[:2], key)

    def _ref(self, key: str) -> str:
        return os.path.join(self.root, "refs", key[:2], key)

    def _manifest(self, key: str) -> str:
        return os.path.join(self.root, "manifests", key[:2], key + ".json")

    def _write(self, path: str, data: bytes) -> None:
        try:
            store(path, data, self.root)
        except OSError as e:  # a read-only, full or untrusted cache never fails a build
            if e.errno in (errno.ENOSPC, errno.EDQUOT):
                note_unusable(self.root, e.strerror or str(e))

    def get_object(self, name: Optional[str]) -> Optional[bytes]:
        """The object of that name, if its bytes still have that digest."""
        if not self.enabled or not isinstance(name, str) or len(name) != 64:
            return None
        data = load(self._obj(name), self.root)
        return data if data is not None and bytes_digest(data) == name else None

    @staticmethod
    def object_name(data: bytes) -> str:
        return bytes_digest(data)

    def manifest_text(self, key: str) -> Optional[bytes]:
        """The manifest of `key` as stored (the command memo copies it: memo.py)."""
        return load(self._manifest(key), self.root) if self.enabled else None

    def put_object(self, data: bytes) -> str:
        name = bytes_digest(data)
        if self.enabled:
            self._write(self._obj(name), data)
        return name

    def get(self, key: str) -> Optional[bytes]:
        """What put(key, ...) stored, through its reference."""
        if not self.enabled:
            return None
        ref = load(self._ref(key), self.root, 65)
        return self.get_object(ref.decode("ascii", "replace")) if ref is not None else None

    def put(self, key: str, data: bytes) -> None:
        if self.enabled:
            self._write(self._ref(key), self.put_object(data).encode("ascii"))

    def lookup_manifest(self, key: str) -> Optional[Tuple[str, dict]]:
        """The object name recorded for `key`, if every dependency still has the digest it had then."""
        return self.check_manifest(key)[0]

    def check_manifest(self, key: str) -> Tuple[Optional[Tuple[str, dict]], str]:
        """(what lookup_manifest answers, why it is None: what -v says of a miss)."""
        if not self.enabled:
            return None, "the cache is off for this build"
        raw = load(self._manifest(key), self.root)
        if raw is None:
            return None, "nothing was built before from this source, options, toolchain and pycucc"
        try:
            entry = json.loads(raw)
        except ValueError:
            return None, "its cache entry is torn"
        if not isinstance(entry, dict) or not isinstance(entry.get("deps"), dict):
            return None, "its cache entry is torn"
        absent = entry.get("absent", ())
        if not isinstance(absent, list):
            return None, "its cache entry is torn"
        for a in absent:
            if isinstance(a, str) and not includes.still_absent((a,)):
                return None, f"'{a}' appeared, and an include may now find it first"
        for path, want in entry["deps"].items():
            if file_digest(path) != want:
                return None, f"'{path}' changed"
        extra = entry.get("extra")
        obj = entry.get("object")
        if not isinstance(obj, str):
            return None, "its cache entry is torn"
        return (obj, extra if isinstance(extra, dict) else {}), ""

    def record_manifest(self, key: str, deps: Iterable[str], object_key: str, extra: Optional[Mapping] = None,
                        absent: Sequence[str] = ()) -> None:
        """`deps`: the files the build read (checked by digest on a hit); `absent`: the places that must still hold
        nothing (includes.record: a header there would now be found first)."""
        if not self.enabled:
            return
        entry = {"deps": {p: file_digest(p) for p in sorted(set(deps))}, "object": object_key,
                 "extra": dict(extra or {}), "absent": sorted(set(absent))}
        self._write(self._manifest(key), json.dumps(entry, sort_keys=True).encode())
