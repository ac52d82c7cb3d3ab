"""What nvcc defines for CUDA code, so `#if` tests on it take the branches they take under nvcc.

For the translation's parse (nvcc's host pass) and for every device compile: __CUDACC__, __NVCC__, the
__CUDACC_VER_*__ and CUDART_VERSION, and __CUDA_ARCH__ in device passes only, from the sm the target stands for.
"""
from __future__ import annotations

import os
from typing import Tuple

from pycucc.nvcc_flags import CUDA_VERSION
from pycucc.options import Options
from pycucc.resources import COMPAT_HEADER


def parse_defines(opts: Options) -> Tuple[str, ...]:
    """What nvcc defines for the host pass, for the translation's parse (it decides which #if branches it sees)."""
    major, minor, patch = CUDA_VERSION
    return ("__CUDACC__", "__NVCC__", f"__CUDACC_VER_MAJOR__={major}", f"__CUDACC_VER_MINOR__={minor}",
            f"__CUDACC_VER_BUILD__={patch}") + (("__CUDACC_RDC__",) if opts.rdc else ()) + tuple(opts.defines)


def make_hip(text: str, path: str, opts: Options):
    from pycucc.translate import make_hip as translate
    return translate(text, path, include_dirs=opts.include_dirs, defines=parse_defines(opts),
                     undefines=opts.undefines, std=opts.std)


def nvcc_defines_header(work: str, opts: Options) -> str:
    """Force-included after HIP's headers: defining __NVCC__ before them would select HIP's NVIDIA platform."""
    major, minor, patch = CUDA_VERSION
    path = os.path.join(work, "pycucc_nvcc_defines.h")
    text = (f'#include "{COMPAT_HEADER}"\n' if os.path.isfile(COMPAT_HEADER) else "#include <hip/hip_runtime.h>\n")
    text += ("#define __NVCC__ 1\n#define __CUDACC__ 1\n"
             f"#define __CUDACC_VER_MAJOR__ {major}\n#define __CUDACC_VER_MINOR__ {minor}\n"
             f"#define __CUDACC_VER_BUILD__ {patch}\n"
             f"#ifndef CUDART_VERSION\n#define CUDART_VERSION {major * 1000 + minor * 10}\n#endif\n")
    if opts.rdc:
        text += "#define __CUDACC_RDC__ 1\n"
    text += ("#if defined(__HIP_DEVICE_COMPILE__) && defined(__PYCUCC_CUDA_ARCH__)\n"
             "#define __CUDA_ARCH__ __PYCUCC_CUDA_ARCH__\n#endif\n")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path
