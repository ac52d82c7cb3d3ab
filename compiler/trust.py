"""Whom pycucc's cache trusts. What a build takes from the cache it does not build again, so whoever can change the
cache decides what later builds produce (and, through the toolkit folder's scripts and libraries, what they run).

A cache is trusted only when nobody but the user and root can change anything in it: the folder is the user's own,
neither it nor any folder above it can be written by another user (a sticky folder such as /tmp may be writable by
all: nobody can rename or remove what is not theirs there), and every folder and file under it read for a build
is checked the same way before use (OpenSSH's StrictModes checks ~/.ssh and the folders above it so). What pycucc
creates in the cache nobody else can write, whatever the umask. A cache that fails the check is not used at all:
the build runs with a private temporary cache and says so once (codes.CACHE_UNTRUSTED); an entry under a trusted
root that fails it is a miss, said once as well.

PYCUCC_CACHE_SHARED=1 shares a cache with the members of its folder's group (ccache's "sharing a cache"): the
folder must then belong to a group the user is in, folders and files under it may be written by that group (pycucc
creates them so, set-group-ID folders keeping the group), and never by others. Every member of the group is
trusted as the user is: any of them can make the others' builds produce what they want. Cached code objects are
still checked against the digest their name is, and the toolkit folder stays the user's own.

On Windows, which has no POSIX owners and modes, nothing is checked here.
"""
from __future__ import annotations

import os
import stat
TYPE_CHECKING = False
if TYPE_CHECKING:  # typing costs a warm hit 2 ms to import (quick.py); the annotations are strings
    from typing import Callable, Dict, List, Optional, Tuple


POSIX = hasattr(os, "geteuid")

# (path, why) of the first cache folder or entry that was refused: the note's text (cli.run says it once).
_refused: List[Tuple[str, str]] = []
_dirs: Dict[str, Optional[str]] = {}  # folder -> why it is not trusted (None: trusted), checked once per process


class Untrusted(PermissionError):
    """A cache folder pycucc was to write into is not trusted (nothing was written)."""


def shared() -> bool:
    """Whether the cache is shared by its folder's group (PYCUCC_CACHE_SHARED=1)."""
    return os.environ.get("PYCUCC_CACHE_SHARED", "").strip() not in ("", "0", "no", "false")


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def file_mode(group: Optional[bool] = None) -> int:
    """The mode of a file pycucc writes into the cache: the umask's, never writable by others (nor by the group
    unless the cache is shared)."""
    group = shared() if group is None else group
    return (0o666 & ~_umask() & ~(0o002 if group else 0o022)) | (0o060 if group else 0)


def dir_mode(group: Optional[bool] = None) -> int:
    group = shared() if group is None else group
    return (0o777 & ~_umask() & ~(0o002 if group else 0o022)) | (0o2070 if group else 0)


def refused() -> Optional[Tuple[str, str]]:
    """(path, why) of the first cache folder or entry this process refused to use."""
    return _refused[0] if _refused else None


def refuse(path: str, why: str) -> None:
    if not _refused:
        _refused.append((path, why))


def _who(uid: int) -> str:
    try:
        import pwd  # naming an owner, in a refusal only
        return f"user '{pwd.getpwuid(uid).pw_name}'"
    except (ImportError, KeyError):
        return f"user {uid}"


def _group(gid: int) -> str:
    try:
        import grp
        return f"group '{grp.getgrgid(gid).gr_name}'"
    except (ImportError, KeyError):
        return f"group {gid}"


_private: Dict[int, bool] = {}


def _private_group(gid: int) -> bool:
    """Whether `gid` is the user's own group (Debian's user private groups: the user's primary group, named as the
    user, with no other member), whose write permission lets nobody else in: Debian's OpenSSH accepts a
    group-writable ~/.ssh for the same reason."""
    known = _private.get(gid)
    if known is None:
        known = False
        try:
            import grp
            import pwd
            me = pwd.getpwuid(os.geteuid())
            g = grp.getgrgid(gid)
            known = gid == me.pw_gid and g.gr_name == me.pw_name and set(g.gr_mem) <= {me.pw_name}
        except (ImportError, KeyError):
            pass
        _private[gid] = known
    return known


def _my_groups() -> set:
    return {os.getegid(), *os.getgroups()}


def why_not(st: os.stat_result, group: Optional[int] = None) -> Optional[str]:
    """Why a folder or file with this status is not trusted (None: it is). `group`: the gid of a shared cache,
    whose members may own and write what is in it."""
    if not POSIX:
        return None
    mode = st.st_mode
    if stat.S_ISLNK(mode):
        return "it is a symbolic link"
    if not (stat.S_ISDIR(mode) or stat.S_ISREG(mode)):
        return "it is not a regular file or folder"
    if mode & stat.S_IWOTH:
        return "every user can write it"
    if group is None:
        if st.st_uid not in (os.geteuid(), 0):
            return f"it belongs to {_who(st.st_uid)}"
        if mode & stat.S_IWGRP and not _private_group(st.st_gid):
            return f"the {_group(st.st_gid)} can write it (PYCUCC_CACHE_SHARED=1 shares a cache with its group)"
    elif mode & stat.S_IWGRP and st.st_gid != group:
        return f"the {_group(st.st_gid)} can write it, not the cache's {_group(group)}"
    return None


def _ancestor_why(st: os.stat_result, group: bool) -> Optional[str]:
    """A folder above the cache: root's or the user's, writable by others only when sticky (/tmp)."""
    if not POSIX:
        return None
    if st.st_uid not in (os.geteuid(), 0):
        return f"it belongs to {_who(st.st_uid)}"
    writable = st.st_mode & stat.S_IWOTH or (st.st_mode & stat.S_IWGRP and not group
                                             and not _private_group(st.st_gid))
    if writable and not st.st_mode & stat.S_ISVTX:
        return "other users can write it"
    return None


def check_root(root: str) -> Tuple[str, Optional[str]]:
    """(the cache folder with every link resolved, why it is not trusted or None). The resolved path is what the
    build uses afterwards: a link above the cache cannot be turned elsewhere once it was checked."""
    real = os.path.realpath(root)
    if not POSIX:
        return real, None
    try:
        st = os.lstat(real)
    except OSError as e:
        return real, e.strerror or str(e)
    if not stat.S_ISDIR(st.st_mode):
        return real, "it is not a folder"
    if shared():
        if st.st_gid not in _my_groups():
            return real, f"it belongs to the {_group(st.st_gid)}, which this user is not in"
        why = why_not(st, group=st.st_gid)
    else:
        why = why_not(st)
    if why:
        return real, why
    parent = os.path.dirname(real)
    while True:
        try:
            pst = os.lstat(parent)
        except OSError as e:
            return real, f"'{parent}' above it cannot be read ({e.strerror})"
        why = _ancestor_why(pst, shared())
        if why:
            return real, f"the folder '{parent}' above it: {why}"
        up = os.path.dirname(parent)
        if up == parent:
            break
        parent = up
    _dirs[real] = None
    return real, None


def _root_group(root: str) -> Optional[int]:
    if not shared():
        return None
    try:
        return os.stat(root).st_gid
    except OSError:
        return None


def check_dir(root: str, folder: str) -> Optional[str]:
    """Why `folder` (the cache root or a folder under it) is not trusted: it, or a folder between it and the root
    (which check_root passed), can be written or replaced by someone else. None: trusted. Remembered per
    process: a folder only its owner can write stays so unless the owner changes it."""
    if not POSIX:
        return None
    folder = os.path.normpath(folder)
    known = _dirs.get(folder, False)
    if known is not False:
        return known
    why: Optional[str]
    if folder == root:
        why = check_root(root)[1]
    elif not folder.startswith(root + os.sep):
        why = "it is not inside the cache"
    else:
        why = check_dir(root, os.path.dirname(folder))
        if why is None:
            try:
                why = why_not(os.lstat(folder), _root_group(root))
            except OSError as e:
                why = e.strerror or str(e)
            if why:
                why = f"'{folder}': {why}"
    _dirs[folder] = why
    return why


def _read_checked(path: str, why: Callable[[os.stat_result], Optional[str]], limit: int = -1) -> Optional[bytes]:
    """The bytes of `path`, opened without following a link, or None when it is missing or `why` (of its open
    file's stat) names a reason not to trust it."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        if why(os.fstat(fd)):
            return None
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read(limit)
    except OSError:
        return None
    finally:
        os.close(fd)


def read(root: str, path: str, limit: int = -1) -> Optional[bytes]:
    """The bytes of a cache file, or None when it is missing, or it or a folder above it up to the cache root is
    not trusted (refused(), said once). Never follows a link."""
    def untrusted(st: os.stat_result) -> Optional[str]:
        reason = check_dir(root, os.path.dirname(path)) or why_not(st, _root_group(root))
        if reason:
            refuse(path, reason)
        return reason
    return _read_checked(path, untrusted, limit)


def read_beside(path: str) -> Optional[bytes]:
    """The bytes of a file kept beside pycucc's package (the parsed rules), or None: missing, a link, or it or its
    folder writable by another user (why_not, as for the cache)."""
    return _read_checked(path, lambda st: why_not(os.lstat(os.path.dirname(path))) or why_not(st))


def usable(root: str, path: str) -> bool:
    """Whether a cache file that a tool will open itself (a precompiled header, a bitcode module, a header) exists
    and is trusted. Its folder is, so nobody else can swap it between this check and the tool's open."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    why = check_dir(root, os.path.dirname(path)) or why_not(st, _root_group(root))
    if why:
        refuse(path, why)
        return False
    return True


def makedirs(root: str, folder: str) -> None:
    """Make `folder` under the trusted cache root with the cache's folder mode (never writable by others), each
    missing folder on the way too; raises OSError when one that exists is not trusted (nothing is written
    there)."""
    folder = os.path.normpath(folder)
    if _dirs.get(folder, False) is None:
        return
    if folder != root and folder.startswith(root + os.sep):
        makedirs(root, os.path.dirname(folder))
        try:
            os.mkdir(folder, dir_mode())
            if POSIX:
                os.chmod(folder, dir_mode())  # the set-group-ID bit of a shared cache: mkdir leaves it to chmod
        except FileExistsError:
            pass
    why = check_dir(root, folder)
    if why:
        refuse(folder, why)
        raise Untrusted(13, f"not trusted: {why}", folder)


def settle(path: str) -> None:
    """Give a file another program wrote into the cache (clang's precompiled headers) the cache's file mode."""
    if POSIX:
        os.chmod(path, file_mode())


def forget_dir(folder: str) -> None:
    """Forget what was checked of `folder` and below (pycucc has just moved a new folder into its place)."""
    folder = os.path.normpath(folder)
    for k in [k for k in _dirs if k == folder or k.startswith(folder + os.sep)]:
        del _dirs[k]


def forget() -> None:
    """Drop what this process remembered (tests that change permissions under a cache they already used)."""
    _dirs.clear()
    _refused.clear()
