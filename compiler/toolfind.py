"""Where the device toolchain's parts are (clang, lld, the HIP headers, the device bitcode) and the identity of
their files: the part of toolchain.py that only looks at the file system. The command memo's replay (quick.py)
finds the toolchain again with these on every warm hit, so this module imports nothing but os.
"""
from __future__ import annotations

import os

from .stamps import sha256

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, List, Mapping, Optional, Sequence, Tuple

_PATH_CLANGS = ("clang++-21", "clang++-20", "clang++-19", "clang++")

if os.name == "nt":
    from shutil import which  # PATHEXT and the current folder: Windows's own lookup rules
else:
    def which(cmd: str) -> Optional[str]:  # type: ignore[no-redef]  # mypy does not read os.name as a platform check
        """What shutil.which(cmd) answers on POSIX (the first runnable, non-folder match on PATH; a name with a
        folder is looked at alone), without importing shutil (and with it fnmatch, bz2, lzma) on a warm hit."""
        if os.path.dirname(cmd):
            places: Sequence[str] = (cmd,)
        else:
            path = os.environ.get("PATH")
            if path is None:  # POSIX's default search path, as the shell's
                try:
                    path = os.confstr("CS_PATH") or ""
                except (AttributeError, ValueError):
                    path = os.defpath
            folders = dict.fromkeys(os.path.normcase(d) for d in path.split(os.pathsep)) if path else {}
            places = [os.path.join(d, cmd) for d in folders]
        return next((p for p in places if os.access(p, os.F_OK | os.X_OK) and not os.path.isdir(p)), None)


def _each_folder(parent: str, ending: str, below: Sequence[str]) -> List[str]:
    """glob.glob(parent/*ending/below...) sorted, for a literal `parent`: each entry of `parent` not starting with
    a dot whose name ends with `ending`, with `below` joined, where that path exists."""
    try:
        names = os.listdir(parent)
    except OSError:
        return []
    return sorted(p for p in (os.path.join(parent, n, *below) for n in names
                              if not n.startswith(".") and n.endswith(ending)) if os.path.lexists(p))


def identity(clang_version: str, clang: str, lld: str, hip_root: str, hip_version: Tuple[int, ...],
             device_lib: str) -> str:
    """What the cache key needs to know about the tools: versions and the files they are (Toolchain.identity). The
    HIP headers by hip_version.h's stamp: a package of HIP writes it anew at every build of the package (CMake
    generates it), so an upgrade that keeps HIP's version (a distribution's fix, 5.2.3-3 to 5.2.3-3+deb12u1) and
    with it the header's text is another identity, as a new clang or device library is."""
    parts = [clang_version, _stamp(clang), _stamp(lld), hip_root, ".".join(map(str, hip_version)),
             _stamp(os.path.join(hip_root, "include", "hip", "hip_version.h")), device_lib,
             _stamp(os.path.join(device_lib, "ocml.bc")), *_host_library_stamps()]
    return sha256("\0".join(parts).encode()).hexdigest()


def _host_library_stamps() -> List[str]:
    """The C and C++ libraries every compile reads (glibc's headers, libstdc++'s of each GCC clang may select) by
    one file of each package: dpkg writes every file of a package anew at an upgrade, so features.h stands for
    libc6-dev and bits/c++config.h for libstdc++-N-dev. /usr/lib/gcc/TRIPLE changes when a GCC is installed or
    removed, which changes the one clang selects (its driver takes the newest). A HIP PCH does not check the
    system headers it was made from (clang -cc1 takes them as unchanged), so this is what makes the preludes, the
    content cache and the memo see such an upgrade."""
    if os.name != "posix":
        return []
    parts = [_stamp("/usr/include/features.h")]
    try:
        triples = sorted(os.listdir("/usr/lib/gcc"))
    except OSError:
        return parts
    for triple in triples:
        where = os.path.join("/usr/lib/gcc", triple)
        parts.append(_stamp(where))
        try:
            versions = sorted(os.listdir(where))
        except OSError:
            continue
        parts += [_stamp(os.path.join("/usr/include", triple, "c++", v, "bits", "c++config.h")) for v in versions]
    return parts


def _stamp(path: str) -> str:
    try:
        st = os.stat(path)
        return f"{os.path.realpath(path)}:{st.st_size}:{st.st_mtime_ns}"
    except OSError:
        return f"{path}:missing"


def _exe(name: str, windows: bool) -> str:
    return name + ".exe" if windows and not name.endswith(".exe") else name


def find_clang(env: Mapping[str, str], windows: bool, which: Callable[[str], Optional[str]],
               tried: List[str]) -> Optional[str]:
    explicit = env.get("PYCUCC_CLANG")
    if explicit:
        tried.append(f"PYCUCC_CLANG={explicit}")
        return explicit if os.path.isfile(explicit) else None
    candidates = []
    rocm = env.get("ROCM_PATH")
    if rocm:
        candidates += [os.path.join(rocm, "lib", "llvm", "bin", _exe("clang++", windows)),
                       os.path.join(rocm, "llvm", "bin", _exe("clang++", windows))]
    hip = env.get("HIP_PATH")
    if hip:
        candidates.append(os.path.join(hip, "bin", _exe("clang++", windows)))
    if not windows:
        candidates += ["/opt/rocm/lib/llvm/bin/clang++", "/opt/rocm/llvm/bin/clang++"]
    for c in candidates:
        tried.append(c)
        if os.path.isfile(c):
            return c
    for name in _PATH_CLANGS:
        tried.append(f"{_exe(name, windows)} on PATH")
        hit = which(_exe(name, windows))
        if hit:
            return hit
    return None


def find_lld(clang: str, windows: bool, which: Callable[[str], Optional[str]], tried: List[str]) -> Optional[str]:
    # clang runs the ld.lld that sits beside its real binary (Debian: /usr/lib/llvm-19/bin/ld.lld from lld-19).
    for d in dict.fromkeys([os.path.dirname(clang), os.path.dirname(os.path.realpath(clang))]):
        c = os.path.join(d, _exe("ld.lld", windows))
        tried.append(c)
        if os.path.isfile(c):
            return c
    return None


def find_hip_root(env: Mapping[str, str], windows: bool, tried: List[str]) -> Optional[str]:
    roots = [env.get("HIP_PATH"), env.get("ROCM_PATH")]
    if not windows:
        roots += ["/opt/rocm", "/usr"]
    for r in filter(None, roots):
        tried.append(os.path.join(r, "include", "hip", "hip_runtime.h"))
        if os.path.isfile(os.path.join(r, "include", "hip", "hip_runtime.h")):
            return r
    return None


def find_device_lib(env: Mapping[str, str], windows: bool, resource_dir: str, tried: List[str],
                    usr_lib: str = "/usr/lib") -> Optional[str]:
    dirs: List[str] = []
    if env.get("HIP_DEVICE_LIB_PATH"):
        dirs.append(env["HIP_DEVICE_LIB_PATH"])
    for root in filter(None, (env.get("ROCM_PATH"), env.get("HIP_PATH"))):
        dirs.append(os.path.join(root, "amdgcn", "bitcode"))
        dirs += _each_folder(os.path.join(root, "lib", "llvm", "lib", "clang"), "", ("lib", "amdgcn", "bitcode"))
    if resource_dir:
        dirs.append(os.path.join(resource_dir, "lib", "amdgcn", "bitcode"))
    if not windows:
        dirs += ["/opt/rocm/amdgcn/bitcode"] + _each_folder(usr_lib, "-linux-gnu", ("amdgcn", "bitcode"))
        dirs.append(os.path.join(usr_lib, "amdgcn", "bitcode"))
        # Debian 13's rocm-device-libs-17 puts the bitcode in LLVM 17's resource folder
        # (/usr/lib/llvm-17/lib/clang/17/amdgcn/bitcode), not clang-19's; newest LLVM first
        for clang_dir in reversed(_each_folder(usr_lib, "", ("lib", "clang"))):
            dirs += reversed(_each_folder(clang_dir, "", ("amdgcn", "bitcode")))
    for d in dict.fromkeys(dirs):
        tried.append(d)
        if os.path.isfile(os.path.join(d, "ocml.bc")):
            return d
    return None
