"""Writing files below a folder the user named, never through a link: every folder under that root is opened
without following links (POSIX `openat` with O_NOFOLLOW, through Python's dir_fd), so a link placed in an output
tree (`out/sub -> ../victim`, `out/k.hip -> ~/.bashrc`) can neither take a write out of the root nor make pycucc
replace what it points to. Each file is written to a temporary name in its own folder and renamed over the old
one, which replaces a link itself, not its target. The root itself is where the user said, links and all.

Where the platform has no dir_fd (Windows), each folder on the way is checked with lstat instead.
"""
from __future__ import annotations

import errno
import os
import stat
TYPE_CHECKING = False
if TYPE_CHECKING:  # typing costs a warm hit 2 ms to import (quick.py); the annotations are strings
    from typing import Optional

_DIR_FD = os.open in os.supports_dir_fd and os.mkdir in os.supports_dir_fd and os.name != "nt"
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


class LinkInTheWay(OSError):
    """A folder below the root is a link (or not a folder): nothing is written through it."""


def _split(rel: str):
    parts = [p for p in rel.replace("\\", "/").split("/") if p not in ("", ".")]
    if not parts or ".." in parts or os.path.isabs(rel):
        raise ValueError(f"not a path inside the folder: {rel!r}")
    return parts


class Root:
    """A folder to write below. `with Root(path) as r: r.write("include/x.h", data)`."""

    def __init__(self, path: str, create: bool = True, mode: int = 0o777):
        self.path = os.path.abspath(path)
        if create:
            os.makedirs(self.path, mode=mode, exist_ok=True)
        self._fd: Optional[int] = os.open(self.path, os.O_RDONLY | _DIRECTORY | _CLOEXEC) if _DIR_FD else None

    def __enter__(self) -> "Root":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def _folder(self, parts, create: bool, mode: int):
        """(fd of the folder holding parts[-1] or None without dir_fd, its path), each folder opened without
        following links; LinkInTheWay when one is a link or no folder."""
        path = self.path
        if not _DIR_FD:
            for name in parts[:-1]:
                path = os.path.join(path, name)
                try:
                    st = os.lstat(path)
                except FileNotFoundError:
                    if not create:
                        raise
                    os.mkdir(path, mode)
                    st = os.lstat(path)
                if not stat.S_ISDIR(st.st_mode):
                    raise LinkInTheWay(errno.ELOOP, "a link or a file where a folder should be", path)
            return None, path
        fd = os.dup(self._fd)
        try:
            for name in parts[:-1]:
                path = os.path.join(path, name)
                if create:
                    try:
                        os.mkdir(name, mode, dir_fd=fd)
                    except FileExistsError:
                        pass
                try:
                    nxt = os.open(name, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC, dir_fd=fd)
                except OSError as e:
                    if e.errno in (errno.ELOOP, errno.ENOTDIR):
                        raise LinkInTheWay(errno.ELOOP, "a link or a file where a folder should be", path) from None
                    raise
                os.close(fd)
                fd = nxt
        except BaseException:
            os.close(fd)
            raise
        return fd, path

    def write(self, rel: str, data: bytes, mode: int = 0o666, dir_mode: int = 0o777) -> str:
        """Write `rel` (a path below the root) all at once; the mode is applied less the umask, as for any new
        file. Returns the file's path."""
        parts = _split(rel)
        fd, folder = self._folder(parts, True, dir_mode)
        name = parts[-1]
        tmp = f".{name}.pycucc-{os.getpid()}.tmp"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC
        try:
            out = os.open(tmp, flags, mode, dir_fd=fd) if fd is not None else os.open(os.path.join(folder, tmp),
                                                                                      flags, mode)
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(out, view):]
                if hasattr(os, "fchmod"):
                    os.fchmod(out, mode & ~_umask())  # exactly the mode asked for (less the umask)
            finally:
                os.close(out)
            if fd is not None:
                os.replace(tmp, name, src_dir_fd=fd, dst_dir_fd=fd)
            else:
                os.replace(os.path.join(folder, tmp), os.path.join(folder, name))
        except BaseException as e:
            try:
                os.unlink(tmp, dir_fd=fd) if fd is not None else os.unlink(os.path.join(folder, tmp))
            except OSError:
                pass
            if isinstance(e, OSError) and not isinstance(e, LinkInTheWay):
                # named by the file written, not by its temporary name relative to its folder
                raise OSError(e.errno, e.strerror, os.path.join(folder, name)) from None
            raise
        finally:
            if fd is not None:
                os.close(fd)
        return os.path.join(folder, name)

    def mkdir(self, rel: str, mode: int = 0o777) -> None:
        """The folder `rel` and those on the way to it (none of them may be a link)."""
        fd, _ = self._folder(_split(rel) + ["."], True, mode)
        if fd is not None:
            os.close(fd)

    def lstat(self, rel: str) -> Optional[os.stat_result]:
        """The status of `rel` itself (a link is not followed); None when it, or a folder on the way, is not there.
        LinkInTheWay when a folder on the way is a link."""
        parts = _split(rel)
        try:
            fd, folder = self._folder(parts, False, 0)
        except FileNotFoundError:
            return None
        try:
            if fd is not None:
                return os.stat(parts[-1], dir_fd=fd, follow_symlinks=False)
            return os.lstat(os.path.join(folder, parts[-1]))
        except FileNotFoundError:
            return None
        finally:
            if fd is not None:
                os.close(fd)

    def read(self, rel: str) -> Optional[bytes]:
        """The bytes of the regular file `rel`, read without following a link; None otherwise."""
        parts = _split(rel)
        try:
            fd, folder = self._folder(parts, False, 0)
        except (FileNotFoundError, LinkInTheWay):
            return None
        try:
            flags = os.O_RDONLY | _NOFOLLOW | _CLOEXEC | getattr(os, "O_NONBLOCK", 0)
            f = os.open(parts[-1], flags, dir_fd=fd) if fd is not None else os.open(os.path.join(folder, parts[-1]),
                                                                                    flags)
        except OSError:
            return None
        finally:
            if fd is not None:
                os.close(fd)
        try:
            if not stat.S_ISREG(os.fstat(f).st_mode):
                return None
            with os.fdopen(f, "rb", closefd=False) as fh:
                return fh.read()
        finally:
            os.close(f)

    def remove(self, rel: str) -> bool:
        """Remove the file (or link) `rel`, never what a link points to; False when it was not there."""
        parts = _split(rel)
        try:
            fd, folder = self._folder(parts, False, 0)
        except (FileNotFoundError, LinkInTheWay):
            return False
        try:
            os.unlink(parts[-1], dir_fd=fd) if fd is not None else os.unlink(os.path.join(folder, parts[-1]))
            return True
        except FileNotFoundError:
            return False
        finally:
            if fd is not None:
                os.close(fd)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


# ------------------------------------------------------------------------------------------------ outputs
def in_place(path: str) -> bool:
    """Whether an output path names something that must be written in place: a device (`-o /dev/null`, which is
    how build checks call a compiler), a FIFO, a socket, or a link (`/dev/stdout`, the user's link to their file).
    Renaming a new file over it, or removing it after a failed build, would replace or delete what the path is."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return not (stat.S_ISREG(st.st_mode) or stat.S_ISDIR(st.st_mode))


def _temporary(folder: str):
    """(fd, path) of a new file in `folder` that nobody else can have opened: tempfile.mkstemp's guarantee
    (O_CREAT | O_EXCL, mode 0600, a random name), without importing tempfile (with random, shutil, bz2 and lzma:
    5 ms of a warm hit, quick.py)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        path = os.path.join(folder, f".pycucc-{os.urandom(6).hex()}.tmp")
        try:
            return os.open(path, flags, 0o600), path
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no unused temporary name", folder)


def write_output(path: str, data: bytes, mode: Optional[int] = None, make_dirs: bool = False) -> None:
    """An output the user named, with the permissions any compiler's outputs get (`mode`, default 0666, less the
    umask). A new or regular file is written all at once (a temporary file beside it, renamed over it: a failed
    write leaves the old one or none); what in_place() names is opened and written where it is, as nvcc writes it
    (a link to a regular file: that file, truncated; a device or FIFO: as it is)."""
    mode = 0o666 if mode is None else mode
    if in_place(path):
        target_regular = os.path.isfile(path)
        flags = os.O_WRONLY | getattr(os, "O_NOCTTY", 0) | _CLOEXEC | (os.O_TRUNC if target_regular else 0)
        fd = os.open(path, flags)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        finally:
            os.close(fd)
        return
    folder = os.path.dirname(os.path.abspath(path))
    if make_dirs:
        os.makedirs(folder, exist_ok=True)
    fd, tmp = _temporary(folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, mode & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def remove_stale(path: str) -> Optional[str]:
    """Remove an output a failed build must not leave behind, if it is a regular file (never a device, FIFO or
    link: in_place); the reason when it is there and cannot be removed, None otherwise."""
    try:
        st = os.lstat(path)
    except OSError:
        return None  # nothing there (or nothing reachable): nothing stale
    if not stat.S_ISREG(st.st_mode):
        return None
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as e:
        return e.strerror or str(e)
    return None
