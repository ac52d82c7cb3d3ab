"""Parsing CUDA with PyPI libclang, without a CUDA SDK.

The parse is host-only (``-x cuda --cuda-host-only``) with clang's CUDA include path switched off and pycucc's
own declaration headers (``pycucc/include/cuda``) first on the include path and force-included, so
``#include <cuda_runtime.h>`` resolves to our shim even when a CUDA SDK is installed or named with ``-I``.
libclang needs the resource directory of a real clang for ``stddef.h`` and friends; it is taken from
``$PYCUCC_CLANG`` or ``clang++-19`` on PATH.
"""
from __future__ import annotations

import functools
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

from pycucc.diagnostics import PycuccError, error

PARSE_INCLUDE_DIR = Path(__file__).resolve().parent / "include" / "cuda"
PARSE_STUB = PARSE_INCLUDE_DIR / "pycucc_cuda_parse.h"

# Searched in order when $PYCUCC_CLANG is not set; the first that runs decides the resource directory.
_CLANG_CANDIDATES = ("clang++-19", "clang++-20", "clang++-21", "clang++-18", "clang++")


@functools.lru_cache(maxsize=None)
def clang_resource_dir() -> str:
    """``<clang> -print-resource-dir`` of the clang pycucc uses; cached per process."""
    tried: List[str] = []
    env = os.environ.get("PYCUCC_CLANG")
    candidates = [env] if env else list(_CLANG_CANDIDATES)
    for cand in candidates:
        exe = cand if os.path.sep in cand else shutil.which(cand)
        tried.append(cand)
        if not exe or not os.path.exists(exe):
            continue
        try:
            out = subprocess.run([exe, "-print-resource-dir"], capture_output=True, text=True, timeout=30)
        except OSError:
            continue
        rd = out.stdout.strip()
        if out.returncode == 0 and rd and os.path.isdir(os.path.join(rd, "include")):
            return rd
    where = "$PYCUCC_CLANG=" + env if env else "PATH (" + ", ".join(tried) + ")"
    raise PycuccError(error(
        "PCC1091", f"no usable clang found in {where}: libclang needs its resource directory to parse CUDA",
        hint="install clang-19 (apt-get install clang-19) or set PYCUCC_CLANG to a clang++ executable"))


@functools.lru_cache(maxsize=None)
def cindex():
    """The ``clang.cindex`` module with its shared library loaded, or a PycuccError saying how to get it."""
    try:
        import clang.cindex as ci
    except ImportError as exc:
        raise PycuccError(error("PCC1090", f"cannot import clang.cindex ({exc})",
                                hint="pip install libclang==18.1.1")) from None
    lib = os.environ.get("PYCUCC_LIBCLANG")
    if lib and not ci.Config.loaded:
        ci.Config.set_library_file(lib)
    try:
        ci.conf.lib  # forces the shared library to load
    except Exception as exc:  # LibclangError, OSError: the message names the missing file
        raise PycuccError(error("PCC1090", f"cannot load libclang's shared library: {exc}",
                                hint="pip install libclang==18.1.1, or point PYCUCC_LIBCLANG at libclang.so")) from None
    return ci


def _is_cuda_sdk_dir(d: str) -> bool:
    return os.path.exists(os.path.join(d, "cuda_runtime_api.h"))


def parse_args(include_dirs: Sequence[str] = (), defines: Sequence[str] = (), undefines: Sequence[str] = (),
               std: str = "c++17") -> List[str]:
    """Compiler arguments for the libclang parse (without the source file)."""
    args = ["-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "--cuda-path=/nonexistent",
            f"-std={std}", "-resource-dir", clang_resource_dir(),
            # ours first, so <cuda_runtime.h> never comes from an SDK, whatever -I the build passes
            "-I", str(PARSE_INCLUDE_DIR), "-include", str(PARSE_STUB),
            "-ferror-limit=0", "-Wno-everything"]
    for d in include_dirs:
        if not _is_cuda_sdk_dir(str(d)):
            args += ["-I", str(d)]
    for d in defines:
        args.append(f"-D{d}")
    for u in undefines:
        args.append(f"-U{u}")
    return args


@dataclass
class Parsed:
    tu: object  # clang.cindex.TranslationUnit
    args: Tuple[str, ...]


def parse(source: str, path: str, *, include_dirs=(), defines=(), undefines=(), std="c++17") -> Parsed:
    """Parse ``source`` as if it were the file ``path``; raises PycuccError only when libclang gives up entirely."""
    ci = cindex()
    args = parse_args(include_dirs, defines, undefines, std)
    index = ci.Index.create()
    opts = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
    try:
        tu = index.parse(path, args=args, unsaved_files=[(path, source)], options=opts)
    except ci.TranslationUnitLoadError:
        # Tokens are all the token and include passes need; get them from a parse that cannot fail on includes.
        try:
            tu = index.parse(path, args=["-x", "c++", "-nostdinc", "-fsyntax-only"],
                             unsaved_files=[(path, source)], options=0)
        except ci.TranslationUnitLoadError:
            raise PycuccError(error("PCC1092", "libclang could not process this file at all", path=path)) from None
        return Parsed(tu, ())
    return Parsed(tu, tuple(args))
