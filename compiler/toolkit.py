"""The CUDA toolkit folder pycucc keeps: a tree shaped like CUDA's, for build systems and host compilers that look for
one next to nvcc (CMake's FindCUDAToolkit reads `nvcc -v`'s TOP and finds include/cuda_runtime.h, lib64/libcudart.so
and bin/nvcc under it; Makefiles link -lcudart from $(CUDA_PATH)/lib64 and compile host files with
-I$(CUDA_HOME)/include).

- bin/nvcc runs this pycucc; bin/hipify-clang and bin/hipify-perl its hipify front ends.
- include/ is toolkit_headers.host_headers: the CUDA headers for host compilers, from the rules.
- lib64/ holds linker scripts named like CUDA's libraries (the rules' `library` entries) that pull in the HIP
  library instead, so `-lcudart` or CMake's CUDA::cudart links HIP's runtime.
- version.json and version.txt say which CUDA release pycucc stands in for.
- pycucc-toolchain.cmake is a CMake toolchain file (`cmake -DCMAKE_TOOLCHAIN_FILE=...`): this nvcc as the CUDA
  compiler, this folder as CUDAToolkit_ROOT, and lib64/ on every link line, C and C++ targets' too.

It is made once per version of pycucc's code and rules and per HIP install (the folder's name is their digest), in
the user's own cache, and checked against its manifest (every file it wrote, with its digest) before every use;
`pycucc toolkit DIR` writes one where the user wants it, and rewrites only a toolkit it wrote there.
"""
from __future__ import annotations

import atexit
import hashlib
import json
import os
import shutil
import stat
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

from . import codes, trust
from .cache import cache_root, digest, pycucc_digest
from .nvcc_flags import CUDA_VERSION
from .toolchain import Toolchain, installed_library, library_resolution, library_search_dirs
from .writing import Root

# The toolkit's own manifest: every file pycucc wrote into the folder, with its sha256. A folder is taken for a
# toolkit only when it holds exactly those files, unchanged; `pycucc toolkit DIR` replaces and removes only them.
MANIFEST = ".pycucc-toolkit.json"
_FORMAT = 1
TOOLCHAIN_FILE = "pycucc-toolchain.cmake"
STATE = "pycucc-library-state.json"
PROJECT_FILE = "pycucc-project.cmake"

_checked: Dict[str, bool] = {}  # toolkit folders verified by this process


def toolkit_root(tc: Toolchain) -> str:
    """The toolkit folder whose bin/nvcc is running (its script says so in PYCUCC_TOOLKIT_ROOT) when it is intact,
    else the user's own in the cache for this pycucc and this HIP: made on first use, verified before every use
    (verify), made again when it is not as pycucc wrote it; a private temporary one when the cache cannot hold it.
    A shared cache keeps one per user (its name says whose): a toolkit's scripts run, and its libraries are
    linked, as the user."""
    mine = os.environ.get("PYCUCC_TOOLKIT_ROOT")
    if mine and verify(mine, owned=False) is None and state_holds(mine):
        return mine
    name = f"toolkit-{digest(pycucc_digest().encode(), tc.identity.encode())[:16]}"
    if trust.shared() and trust.POSIX:
        name += f"-u{os.geteuid()}"
    root = os.path.join(cache_root(), name)
    if verify(root) is None and state_holds(root):
        return root
    try:
        return _make_in_cache(root, tc)
    except OSError:
        # a cache that cannot hold it (full, read-only): a private copy for this process
        scratch = tempfile.mkdtemp(prefix="pycucc-toolkit-")
        atexit.register(shutil.rmtree, scratch, True)
        make_toolkit(scratch, tc)
        return scratch


def _make_in_cache(root: str, tc: Toolchain) -> str:
    """Write the toolkit into a fresh private folder beside `root` (nothing else can write there, so nothing can be
    linked into it), then move it into place, moving an older or damaged one out of the way first (the cache
    folder is trusted: only this user can have put it there)."""
    cache = os.path.dirname(root)
    trust.makedirs(cache, cache)
    fresh = tempfile.mkdtemp(dir=cache, prefix=".toolkit-")
    try:
        make_toolkit(fresh, tc, private=True)
        os.chmod(fresh, 0o755 & ~trust._umask())
        if os.path.lexists(root):
            old = tempfile.mkdtemp(dir=cache, prefix=".toolkit-old-")
            os.replace(root, os.path.join(old, "toolkit"))
            shutil.rmtree(old, ignore_errors=True)
        os.replace(fresh, root)
    finally:
        shutil.rmtree(fresh, ignore_errors=True)
    _checked.pop(root, None)
    trust.forget_dir(root)
    if verify(root) is not None:
        raise OSError(f"the toolkit written at '{root}' does not verify")
    return root


def read_manifest(folder: "Root") -> Optional[Dict[str, str]]:
    """rel path -> sha256 of the files a toolkit folder's manifest lists; None when it has no valid one."""
    raw = folder.read(MANIFEST)
    try:
        entry = json.loads(raw) if raw is not None else None
    except ValueError:
        return None
    files = entry.get("files") if isinstance(entry, dict) and entry.get("format") == _FORMAT else None
    if not isinstance(files, dict):
        return None
    out = {}
    for rel, want in files.items():
        if not isinstance(rel, str) or not isinstance(want, str) or rel == MANIFEST:
            return None
        parts = rel.split("/")
        if rel.startswith("/") or "" in parts or "." in parts or ".." in parts or "\\" in rel:
            return None
        out[rel] = want
    return out


def verify(root: str, owned: bool = True) -> Optional[str]:
    """Why `root` is not an intact toolkit pycucc wrote (None: it is): it must hold exactly the files of its
    manifest, each with the digest recorded there, and, on POSIX, no folder or file in it may be a link or be
    writable by anyone but its owner; the owner must be this user (`owned`) or, for a toolkit made elsewhere with
    `pycucc toolkit DIR`, this user or root. Remembered per process once it holds."""
    root = os.path.abspath(root)
    if _checked.get(root):
        return None
    try:
        with Root(root, create=False) as folder:
            listed = read_manifest(folder)
    except OSError as e:
        return e.strerror or str(e)
    if listed is None:
        return "it has no toolkit manifest"
    found: Dict[str, os.stat_result] = {}

    def walk(path: str, rel: str) -> Optional[str]:
        try:
            st = os.lstat(path)
            why = _owner_why(st, owned)
            if why:
                return f"'{path}': {why}"
            entries = os.scandir(path)
        except OSError as e:
            return f"'{path}': {e.strerror or e}"
        with entries:
            for e in entries:
                sub = f"{rel}/{e.name}" if rel else e.name
                if e.is_dir(follow_symlinks=False):
                    why = walk(e.path, sub)
                    if why:
                        return why
                else:
                    found[sub] = e.stat(follow_symlinks=False)
        return None
    why = walk(root, "")
    if why:
        return why
    found.pop(MANIFEST, None)
    if set(found) != set(listed):
        extra = sorted(set(found) - set(listed)) or sorted(set(listed) - set(found))
        return f"it does not hold exactly the files of its manifest ('{extra[0]}')"
    for rel, st in found.items():
        why = _owner_why(st, owned)
        if why:
            return f"'{rel}': {why}"
        try:
            with open(os.path.join(root, rel), "rb") as f:
                if hashlib.sha256(f.read()).hexdigest() != listed[rel]:
                    return f"'{rel}' was changed"
        except OSError as e:
            return f"'{rel}': {e.strerror or e}"
    _checked[root] = True
    return None


def _owner_why(st: os.stat_result, owned: bool) -> Optional[str]:
    if not trust.POSIX:
        return None
    if not (stat.S_ISDIR(st.st_mode) or stat.S_ISREG(st.st_mode)):
        return "it is a link or not a regular file"
    if st.st_uid != os.geteuid() and (owned or st.st_uid != 0):
        return "it belongs to another user"
    if st.st_mode & 0o022:
        return "others can write it"
    return None


def _stamp(path: str) -> List[int]:
    """What a toolkit's library state records of a place: [] where nothing is, else its mode, size, mtime and inode
    (a package install, upgrade or removal writes new files and renames them into place)."""
    try:
        st = os.stat(path)
    except OSError:
        return []
    return [st.st_mode, st.st_size, st.st_mtime_ns, st.st_ino]


def state_holds(root: str) -> bool:
    """Whether the HIP libraries a toolkit was made against are still where and as they were (its STATE file):
    a library installed, upgraded or removed since changes its headers' stubs and its linker scripts."""
    try:
        with open(os.path.join(root, STATE), encoding="utf-8") as f:
            places = json.load(f)
        return all(_stamp(path) == want for path, want in places)
    except (OSError, ValueError, TypeError):
        return False


def toolkit_files(tc: Toolchain) -> Dict[str, Tuple[bytes, int]]:
    """Every file of the toolkit: rel path -> (bytes, mode); STATE lists the places of HIP libraries it asked
    about, with their stamps."""
    from .rules import load_rules  # only when a folder is made: loading the rules costs ~40 ms
    from .toolkit_headers import host_headers
    rules = load_rules()
    files: Dict[str, Tuple[bytes, int]] = {}
    # what HIP's own headers declare: a name newer than HIP's version that they have is renamed (HIP 5.2's
    # hipDataType); HIP's headers are part of the toolchain's identity, which names the toolkit folder
    hip = installed_library("hip", (os.path.join(tc.hip_root, "include"),))
    search = library_search_dirs(tc)
    places: Dict[str, None] = {}

    def library_names(folder: str):
        read, absent = library_resolution(folder, search)
        places.update(dict.fromkeys(absent))
        places.update(dict.fromkeys(os.path.join(d, folder) for d in search if os.path.isdir(os.path.join(d, folder))))
        places.update(dict.fromkeys(read))
        lib = installed_library(folder, search)
        return frozenset(lib.names) if lib is not None else None

    for rel, text in host_headers(rules, tc.hip_version, frozenset(hip.names) if hip is not None else frozenset(),
                                  library_names).items():
        files["include/" + rel.replace(os.sep, "/")] = (text.encode(), 0o644)
    for rule in rules.libraries.values():
        text = _linker_script(rule, tc, places)
        for folder in ("lib64", "lib64/stubs") if rule.name == "cuda" else ("lib64",):
            for name in (f"lib{rule.name}.so", f"lib{rule.name}.a"):
                files[f"{folder}/{name}"] = (text.encode(), 0o644)
    for rel, text, mode in _programs(tc):
        files[rel.replace(os.sep, "/")] = (text.encode(), mode)
    files[TOOLCHAIN_FILE] = (_cmake_toolchain(tc).encode(), 0o644)
    files[PROJECT_FILE] = (_cmake_project(rules).encode(), 0o644)
    version = ".".join(map(str, CUDA_VERSION))
    files["version.json"] = ((json.dumps({
        "cuda": {"name": "CUDA SDK", "version": version},
        "cuda_cudart": {"name": "CUDA Runtime (cudart), pycucc over HIP", "version": version},
        "cuda_nvcc": {"name": "CUDA NVCC, pycucc", "version": version},
        "pycucc": {"hip": ".".join(map(str, tc.hip_version)), "clang": tc.clang},
    }, indent=2) + "\n").encode(), 0o644)
    files["version.txt"] = (f"CUDA Version {version}\n".encode(), 0o644)
    files[STATE] = ((json.dumps([[p, _stamp(p)] for p in places], indent=0) + "\n").encode(), 0o644)
    return files


def manifest_bytes(files: Dict[str, Tuple[bytes, int]]) -> bytes:
    return (json.dumps({"format": _FORMAT, "files": {rel: hashlib.sha256(data).hexdigest()
                                                     for rel, (data, _) in sorted(files.items())}},
                       indent=1, sort_keys=True) + "\n").encode()


def counts_of(files) -> Dict[str, int]:
    counts = {"bin": 0, "include": 0, "lib64": 0}
    for rel in files:
        top = rel.split("/", 1)[0]
        if top in counts:
            counts[top] += 1
    return counts


def make_toolkit(root: str, tc: Toolchain, private: bool = False) -> Dict[str, int]:
    """Write the toolkit into the new or empty folder `root` (each file atomically, no link followed; the manifest
    last, so a half-made folder is never taken for a whole one). `private`: no file or folder writable by anyone
    else, whatever the umask (the cache's copy). Returns how many files of each part were written."""
    files = toolkit_files(tc)
    mask = 0o022 if private else 0
    with Root(root) as folder:
        for rel, (data, mode) in files.items():
            folder.write(rel, data, mode & ~mask, 0o777 & ~mask)
        folder.mkdir("nvvm/libdevice", 0o777 & ~mask)  # NVVMIR_LIBRARY_DIR of nvcc -v: there, and empty
        folder.write(MANIFEST, manifest_bytes(files), 0o644 & ~mask)
    return counts_of(files)


def _linker_script(rule, tc: Toolchain, places: Optional[Dict[str, None]] = None) -> str:
    if not rule.target:
        why = rule.attr("note") or "clang --hip-link brings what is needed"
        return f"/* pycucc: {rule.name} has no HIP counterpart to link ({why}) */\n"
    found = _hip_library(rule.target, tc, places)
    within = rule.attr("within")
    if found is None and within and _hip_library(within, tc, places):
        # the functions are in that library (Debian 12's HIP 5.2 has no libhiprtc.so: `nm -D libamdhip64.so.5`
        # lists hiprtcCreateProgram); -l<target> would fail every link that names the CUDA library
        return (f"/* pycucc: lib{rule.name} is HIP's lib{rule.target}, which this HIP keeps in lib{within} */\n"
                f"INPUT({_hip_library(within, tc)})\n")
    standin = rule.attr("standin_lib")
    if found is None and standin:
        # its header is pycucc's stand-in over another HIP library where this one is absent (cuBLASLt's over
        # hipBLAS: compiler/include/fallback/hipblaslt/hipblaslt.h), which the link then needs
        return (f"/* pycucc: lib{rule.name} is HIP's lib{rule.target}, not installed here; its calls compile to "
                f"pycucc's stand-in over lib{standin} ({codes.LIBRARY_STAND_IN}) */\n"
                f"INPUT({_hip_library(standin, tc, places) or '-l' + standin})\n")
    if found is None and rule.attr("dependency"):
        # FindCUDAToolkit's CUDA::cublas (and CUDA::cusolver) link cublasLt too: without hipBLASLt that would fail
        # every CMake link of cuBLAS. Nothing can call it anyway: its header is an #error naming the package.
        return (f"/* pycucc: lib{rule.name} is HIP's lib{rule.target}, not installed here; CMake's "
                f"CUDA::{rule.attr('dependency')} links it implicitly, so this links nothing */\n")
    if found is None and rule.attr("fallback") == "yes":
        # its header is pycucc's stand-in where the library is absent (resources.FALLBACK_DIR): nothing to link
        return (f"/* pycucc: lib{rule.name} is HIP's lib{rule.target}, not installed here; its calls compile to "
                f"pycucc's stand-in ({codes.PROFILER_LIBRARY_ABSENT}), so this links nothing */\n")
    # GNU ld and lld read a file that is not an object as a linker script: INPUT() links the HIP library instead.
    return f"/* pycucc: lib{rule.name} is HIP's lib{rule.target} */\nINPUT({found or '-l' + rule.target})\n"


def _hip_library(name: str, tc: Toolchain, places: Optional[Dict[str, None]] = None) -> Optional[str]:
    """The HIP library's shared object where the HIP install keeps it (a ROCm tree's lib/ is no default linker
    folder); None: leave it to the linker's search path."""
    for folder in ("lib", "lib64", os.path.join("lib", "x86_64-linux-gnu")):
        path = os.path.join(tc.hip_root, folder, f"lib{name}.so")
        if places is not None:
            places[path] = None
        if os.path.isfile(path):
            return path
    return None


def _cmake_toolchain(tc: Toolchain) -> str:
    # CMake puts the toolkit's library folder (nvcc -v's LIBRARIES) only on the links it runs through the CUDA
    # compiler (Modules/CMakeCUDAInformation.cmake, __IMPLICIT_LINKS): a C or C++ target that links `cudart` or
    # `cusparse` by name (NVIDIA's cuSPARSE C samples) finds them only in a default linker folder, where a
    # distribution's CUDA packages put them. The *_LINKER_FLAGS_INIT variables are how a toolchain file adds a
    # folder to every link (cmake-toolchains(7)); MSVC's link.exe takes no -L, so Windows gets none.
    nvcc = "bin/nvcc.bat" if tc.windows else "bin/nvcc"
    return (
        "# pycucc's CUDA toolkit as a CMake toolchain: cmake -DCMAKE_TOOLCHAIN_FILE=<this file> ...\n"
        "# The CUDA compiler is this toolkit's nvcc (pycucc) unless CMAKE_CUDA_COMPILER names one, FindCUDAToolkit\n"
        "# finds this folder, and lib64/ is on every link line: C and C++ targets that link cudart, cusparse, ...\n"
        "# by name link HIP's libraries through lib64/'s linker scripts, as CUDA targets do.\n"
        'get_filename_component(_pycucc_toolkit "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)\n'
        "if(NOT CMAKE_CUDA_COMPILER)\n"
        f'  set(CMAKE_CUDA_COMPILER "${{_pycucc_toolkit}}/{nvcc}")\n'
        "endif()\n"
        "if(NOT CUDAToolkit_ROOT)\n"
        '  set(CUDAToolkit_ROOT "${_pycucc_toolkit}")\n'
        "endif()\n"
        "if(NOT CMAKE_HOST_WIN32)\n"
        "  foreach(_pycucc_kind EXE SHARED MODULE)\n"
        '    set(CMAKE_${_pycucc_kind}_LINKER_FLAGS_INIT "-L\\"${_pycucc_toolkit}/lib64\\"")\n'
        "  endforeach()\n"
        "endif()\n"
        "# after every project(): lib64/ on the links where the project's own CMAKE_<kind>_LINKER_FLAGS replaced the\n"
        "# _INIT values, and the CUDA:: targets an older CMake's FindCUDAToolkit does not make\n"
        "if(NOT CMAKE_PROJECT_INCLUDE)\n"
        f'  set(CMAKE_PROJECT_INCLUDE "${{_pycucc_toolkit}}/{PROJECT_FILE}")\n'
        "endif()\n")


def _cmake_project(rules) -> str:
    """What the toolchain file has CMake include after every project() (CMAKE_PROJECT_INCLUDE).

    - A *_LINKER_FLAGS_INIT value is only the default: `-DCMAKE_EXE_LINKER_FLAGS=...` on the command line replaces
      it, and a C target that links `cudart` by name no longer finds lib64/; the folder is added back to the flags
      that lack it (Unix; MSVC's link.exe takes no -L).
    - FindCUDAToolkit makes a CUDA::<library> target only from the CMake release that knew the library (the rule's
      cmake_since: CUDA::nvJitLink from 3.26); for an older CMake it is declared here, with the toolkit's include/
      (as FindCUDAToolkit's targets have) and linking lib64/'s script of that library (which links HIP's, or
      nothing). A newer CMake makes it from lib64/ itself."""
    lines = ["# pycucc's toolkit, included after every project() by pycucc-toolchain.cmake (generated; do not edit)",
             'get_filename_component(_pycucc_toolkit "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)',
             "if(NOT CMAKE_HOST_WIN32)",
             "  foreach(_pycucc_kind EXE SHARED MODULE)",
             '    string(FIND "${CMAKE_${_pycucc_kind}_LINKER_FLAGS}" "${_pycucc_toolkit}/lib64" _pycucc_at)',
             "    if(_pycucc_at EQUAL -1)",
             '      string(APPEND CMAKE_${_pycucc_kind}_LINKER_FLAGS " -L\\"${_pycucc_toolkit}/lib64\\"")',
             "    endif()",
             "  endforeach()",
             "endif()"]
    for rule in sorted(rules.libraries.values(), key=lambda r: r.name):
        since = rule.attr("cmake_since")
        if not since:
            continue
        since = ".".join(map(str, since)) if isinstance(since, tuple) else since
        lines += [f"if(CMAKE_VERSION VERSION_LESS {since} AND NOT TARGET CUDA::{rule.name})",
                  f"  add_library(CUDA::{rule.name} INTERFACE IMPORTED)",
                  f'  set_property(TARGET CUDA::{rule.name} PROPERTY INTERFACE_LINK_LIBRARIES '
                  f'"${{_pycucc_toolkit}}/lib64/lib{rule.name}.so")',
                  f'  set_property(TARGET CUDA::{rule.name} PROPERTY INTERFACE_INCLUDE_DIRECTORIES '
                  '"${_pycucc_toolkit}/include")',
                  "endif()"]
    return "\n".join(lines) + "\n"


def _programs(tc: Toolchain) -> List[tuple]:
    """bin/nvcc: this pycucc, whatever the PATH says (a script per platform), naming its folder as nvcc -v's TOP
    (real nvcc's TOP is where it is installed); bin/hipify-clang and bin/hipify-perl: pycucc's front ends with
    those tools' options (pycucc.hipify), for porting scripts that call them by name; bin/bin2c: CUDA's file-to-C-
    array tool (pycucc.bin2c), which builds that embed a code object run from CUDAToolkit_BIN_DIR."""
    python = sys.executable
    tools = (("nvcc", "pycucc"), ("hipify-clang", "pycucc.hipify clang"), ("hipify-perl", "pycucc.hipify perl"),
             ("bin2c", "pycucc.bin2c"))
    if tc.windows:
        return [(os.path.join("bin", f"{name}.bat"),
                 f'@set "PYCUCC_TOOLKIT_ROOT=%~dp0.."\r\n@"{python}" -m {module} %*\r\n', 0o755)
                for name, module in tools]
    quoted = "'" + python.replace("'", "'\\''") + "'"
    return [(os.path.join("bin", name), f"#!/bin/sh\n# pycucc's {name}\n"
             'PYCUCC_TOOLKIT_ROOT=$(cd "$(dirname "$0")/.." && pwd)\nexport PYCUCC_TOOLKIT_ROOT\n'
             f'exec {quoted} -m {module} "$@"\n', 0o755) for name, module in tools]


def verbose_preamble(tc: Toolchain, cov: int) -> List[List[str]]:
    """nvcc -v's variable lines (`#$ NAME=value`); CMake reads TOP, NVVMIR_LIBRARY_DIR, PATH, INCLUDES, LIBRARIES.
    PYCUCC_CODE_OBJECT_VERSION says which code objects this build makes (by default what the HIP runtime found
    loads)."""
    top = toolkit_root(tc)
    return [["_NVVM_BRANCH_=nvvm"], [f"TOP={top}"], [f"NVVMIR_LIBRARY_DIR={top}/nvvm/libdevice"],
            [f"PATH={os.path.dirname(tc.clang)}{os.pathsep}{os.environ.get('PATH', '')}"],
            [f"INCLUDES=-I{os.path.join(top, 'include')}"], [f"LIBRARIES={library_flag(top)}"],
            [f"PYCUCC_CODE_OBJECT_VERSION={cov}"]]


def library_flag(top: str) -> str:
    return "-L" + os.path.join(top, "lib64")
