"""The CUDA toolkit folder pycucc keeps: a tree shaped like CUDA's, for build systems that look for one next to
nvcc (CMake reads `nvcc -v`'s TOP and LIBRARIES; Makefiles link -lcudart from $(CUDA_PATH)/lib64)."""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from typing import List

from .cache import atomic_write, cache_root, pycucc_digest
from .resources import PARSE_INCLUDE_DIR
from .toolchain import Toolchain


def toolkit_root() -> str:
    """A folder shaped like a CUDA toolkit, for build systems that look for one next to nvcc.

    lib64 holds linker scripts named like CUDA's libraries (the rules' `library` entries) that pull in the HIP
    library instead, so a Makefile's `-lcudart` or CMake's `cudart_static` links HIP's runtime. Made once per
    version of pycucc's code and rules (the folder's name is their digest)."""
    root = os.path.join(cache_root(), f"toolkit-{pycucc_digest()[:16]}")
    if os.path.isfile(os.path.join(root, ".complete")):
        return root
    try:
        _make_toolkit(root)
    except OSError:
        # a shared cache whose toolkit folder another user made without room for this one: a private copy
        root = tempfile.mkdtemp(prefix="pycucc-toolkit-")
        atexit.register(shutil.rmtree, root, True)
        _make_toolkit(root)
    return root


def _make_toolkit(root: str) -> None:
    from .rules import load_rules  # only when the folder is made: loading the rules costs ~40 ms
    lib = os.path.join(root, "lib64")
    for rule in load_rules().libraries.values():
        text = (f"INPUT(-l{rule.target})\n" if rule.target else
                f"/* pycucc: {rule.name} has no HIP counterpart to link (clang --hip-link brings what is needed) */\n")
        for name in (f"lib{rule.name}.so", f"lib{rule.name}.a"):
            atomic_write(os.path.join(lib, name), text.encode())
    os.makedirs(os.path.join(root, "nvvm", "libdevice"), exist_ok=True)
    os.makedirs(os.path.join(root, "bin"), exist_ok=True)
    atomic_write(os.path.join(root, ".complete"), b"")


def verbose_preamble(tc: Toolchain) -> List[List[str]]:
    """nvcc -v's variable lines (`#$ NAME=value`); CMake reads TOP, NVVMIR_LIBRARY_DIR, PATH, INCLUDES, LIBRARIES."""
    top = toolkit_root()
    return [["_NVVM_BRANCH_=nvvm"], [f"TOP={top}"], [f"NVVMIR_LIBRARY_DIR={top}/nvvm/libdevice"],
            [f"PATH={os.path.dirname(tc.clang)}{os.pathsep}{os.environ.get('PATH', '')}"],
            [f"INCLUDES=-I{PARSE_INCLUDE_DIR}"], [f"LIBRARIES={library_flag(top)}"]]


def library_flag(top: str) -> str:
    return "-L" + os.path.join(top, "lib64")
