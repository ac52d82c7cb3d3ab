"""The CUDA toolkit folder pycucc keeps: a tree shaped like CUDA's, for build systems and host compilers that look for
one next to nvcc (CMake's FindCUDAToolkit reads `nvcc -v`'s TOP and finds include/cuda_runtime.h, lib64/libcudart.so
and bin/nvcc under it; Makefiles link -lcudart from $(CUDA_PATH)/lib64 and compile host files with
-I$(CUDA_HOME)/include).

- bin/nvcc runs this pycucc; bin/hipify-clang and bin/hipify-perl its hipify front ends.
- include/ is toolkit_headers.host_headers: the CUDA headers for host compilers, from the rules.
- lib64/ holds linker scripts named like CUDA's libraries (the rules' `library` entries) that pull in the HIP
  library instead, so `-lcudart` or CMake's CUDA::cudart links HIP's runtime.
- version.json and version.txt say which CUDA release pycucc stands in for.

It is made once per version of pycucc's code and rules and per HIP install (the folder's name is their digest), in
the cache; `pycucc toolkit DIR` writes one where the user wants it.
"""
from __future__ import annotations

import atexit
import json
import os
import shutil
import sys
import tempfile
from typing import Dict, List, Optional

from .cache import atomic_write, cache_root, digest, pycucc_digest
from .nvcc_flags import CUDA_VERSION
from .toolchain import Toolchain

_COMPLETE = ".complete"


def toolkit_marker(root: str) -> str:
    """The file that says root is a whole toolkit folder pycucc wrote."""
    return os.path.join(root, _COMPLETE)


def toolkit_root(tc: Toolchain) -> str:
    """The toolkit folder whose bin/nvcc is running (its script says so in PYCUCC_TOOLKIT_ROOT), else the cache's
    for this pycucc and this HIP (made on first use)."""
    mine = os.environ.get("PYCUCC_TOOLKIT_ROOT")
    if mine and os.path.isfile(toolkit_marker(mine)):
        return mine
    root = os.path.join(cache_root(), f"toolkit-{digest(pycucc_digest().encode(), tc.identity.encode())[:16]}")
    if os.path.isfile(toolkit_marker(root)):
        return root
    try:
        make_toolkit(root, tc)
    except OSError:
        # a shared cache whose toolkit folder another user made without room for this one: a private copy
        root = tempfile.mkdtemp(prefix="pycucc-toolkit-")
        atexit.register(shutil.rmtree, root, True)
        make_toolkit(root, tc)
    return root


def make_toolkit(root: str, tc: Toolchain) -> Dict[str, int]:
    """Write the toolkit under root (each file atomically; the marker last, so a half-made folder is never taken for
    a whole one). Returns how many files of each part were written."""
    from .rules import load_rules  # only when a folder is made: loading the rules costs ~40 ms
    from .toolkit_headers import host_headers
    rules = load_rules()
    counts = {"bin": 0, "include": 0, "lib64": 0}
    for rel, text in host_headers(rules, tc.hip_version).items():
        atomic_write(os.path.join(root, "include", rel), text.encode())
        counts["include"] += 1
    for rule in rules.libraries.values():
        text = _linker_script(rule, tc)
        for folder in ("lib64", os.path.join("lib64", "stubs")) if rule.name == "cuda" else ("lib64",):
            for name in (f"lib{rule.name}.so", f"lib{rule.name}.a"):
                atomic_write(os.path.join(root, folder, name), text.encode())
                counts["lib64"] += 1
    for rel, text, mode in _programs(tc):
        atomic_write(os.path.join(root, rel), text.encode(), mode=mode)
        counts["bin"] += 1
    os.makedirs(os.path.join(root, "nvvm", "libdevice"), exist_ok=True)
    version = ".".join(map(str, CUDA_VERSION))
    atomic_write(os.path.join(root, "version.json"), (json.dumps({
        "cuda": {"name": "CUDA SDK", "version": version},
        "cuda_cudart": {"name": "CUDA Runtime (cudart), pycucc over HIP", "version": version},
        "cuda_nvcc": {"name": "CUDA NVCC, pycucc", "version": version},
        "pycucc": {"hip": ".".join(map(str, tc.hip_version)), "clang": tc.clang},
    }, indent=2) + "\n").encode())
    atomic_write(os.path.join(root, "version.txt"), f"CUDA Version {version}\n".encode())
    atomic_write(toolkit_marker(root), b"")
    return counts


def _linker_script(rule, tc: Toolchain) -> str:
    if not rule.target:
        return f"/* pycucc: {rule.name} has no HIP counterpart to link (clang --hip-link brings what is needed) */\n"
    found = _hip_library(rule.target, tc)
    if found is None and rule.attr("dependency"):
        # FindCUDAToolkit's CUDA::cublas (and CUDA::cusolver) link cublasLt too: without hipBLASLt that would fail
        # every CMake link of cuBLAS. Nothing can call it anyway: its header is an #error naming the package.
        return (f"/* pycucc: lib{rule.name} is HIP's lib{rule.target}, not installed here; CMake's "
                f"CUDA::{rule.attr('dependency')} links it implicitly, so this links nothing */\n")
    # GNU ld and lld read a file that is not an object as a linker script: INPUT() links the HIP library instead.
    return f"/* pycucc: lib{rule.name} is HIP's lib{rule.target} */\nINPUT({found or '-l' + rule.target})\n"


def _hip_library(name: str, tc: Toolchain) -> Optional[str]:
    """The HIP library's shared object where the HIP install keeps it (a ROCm tree's lib/ is no default linker
    folder); None: leave it to the linker's search path."""
    for folder in ("lib", "lib64", os.path.join("lib", "x86_64-linux-gnu")):
        path = os.path.join(tc.hip_root, folder, f"lib{name}.so")
        if os.path.isfile(path):
            return path
    return None


def _programs(tc: Toolchain) -> List[tuple]:
    """bin/nvcc: this pycucc, whatever the PATH says (a script per platform), naming its folder as nvcc -v's TOP
    (real nvcc's TOP is where it is installed); bin/hipify-clang and bin/hipify-perl: pycucc's front ends with
    those tools' options (pycucc.hipify), for porting scripts that call them by name."""
    python = sys.executable
    tools = (("nvcc", "pycucc"), ("hipify-clang", "pycucc.hipify clang"), ("hipify-perl", "pycucc.hipify perl"))
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
