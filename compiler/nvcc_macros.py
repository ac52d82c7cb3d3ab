"""What nvcc defines for CUDA code, so `#if` tests on it take the branches they take under nvcc.

For the translation's parse (nvcc's host pass) and for every compile: __CUDACC__, __NVCC__, the __CUDACC_VER_*__,
CUDART_VERSION and, with -rdc, __CUDACC_RDC__; __CUDA_ARCH__ in device passes only, from the sm the target stands
for (Target.cuda_arch, passed as -D__PYCUCC_CUDA_ARCH__ per target).
"""
from __future__ import annotations

from typing import List, Tuple

from .nvcc_flags import CUDA_VERSION
from .options import Options
from .resources import COMPAT_HEADER

CUDA_ARCH_MACRO = "__PYCUCC_CUDA_ARCH__"


def nvcc_macros(rdc: bool) -> List[Tuple[str, str]]:
    major, minor, patch = CUDA_VERSION
    macros = [("__NVCC__", "1"), ("__CUDACC__", "1"), ("__CUDACC_VER_MAJOR__", str(major)),
              ("__CUDACC_VER_MINOR__", str(minor)), ("__CUDACC_VER_BUILD__", str(patch))]
    return macros + ([("__CUDACC_RDC__", "1")] if rdc else [])


# What the defines header gives a build besides nvcc_macros: the translation leaves these names as they are and says
# nothing of them (`#if CUDART_VERSION >= 11000` takes nvcc's branch in the compile). CUDA_VERSION is cuda.h's (the
# driver API's version, which CUDA numbers as CUDART_VERSION); the parse has it whatever the file includes
# (pycucc_cuda_parse.h), and so does the build, where HIP's headers stand for cuda.h.
DEFINED_FOR_BUILDS = ("CUDART_VERSION", "CUDA_VERSION")


def parse_defines(opts: Options) -> Tuple[str, ...]:
    """What nvcc defines for the host pass, for the translation's parse (it decides which #if branches it sees)."""
    return tuple(f"{name}={value}" if value != "1" else name for name, value in nvcc_macros(opts.rdc)) + \
        tuple(opts.defines)


def defines_header_text(opts: Options) -> str:
    """Force-included after HIP's headers: defining __NVCC__ before them would select HIP's NVIDIA platform."""
    major, minor, _ = CUDA_VERSION
    text = f'#include "{COMPAT_HEADER}"\n'
    text += "".join(f"#define {name} {value}\n" for name, value in nvcc_macros(opts.rdc))
    text += "".join(f"#ifndef {name}\n#define {name} {major * 1000 + minor * 10}\n#endif\n" for name in DEFINED_FOR_BUILDS)
    text += (f"#if defined(__HIP_DEVICE_COMPILE__) && defined({CUDA_ARCH_MACRO})\n"
             f"#define __CUDA_ARCH__ {CUDA_ARCH_MACRO}\n#endif\n")
    return text
