"""Parsing CUDA with PyPI libclang, without a CUDA SDK.

The parse is host-only (``-x cuda --cuda-host-only``) with clang's CUDA include path switched off and pycucc's
own declaration headers (``compiler/include/cuda``, package data) first on the include path and force-included, so
``#include <cuda_runtime.h>`` resolves to our shim even when a CUDA SDK is installed or named with ``-I``.
libclang needs the resource directory of a real clang for ``stddef.h`` and friends; it is taken from
``$PYCUCC_CLANG`` or ``clang++-19`` on PATH.
"""
from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

from . import codes, resources
from .cache import cache_root, digest
from .diagnostics import PycuccError, error
from .options import pch_allowed, std_of
from .toolchain import resource_dir

PARSE_INCLUDE_DIR = Path(resources.PARSE_INCLUDE_DIR)
PARSE_STUB = PARSE_INCLUDE_DIR / "pycucc_cuda_parse.h"


@functools.lru_cache(maxsize=None)
def clang_resource_dir() -> str:
    """``<clang> -print-resource-dir`` of the clang pycucc compiles with (found as the device compile finds it)."""
    return resource_dir()


@functools.lru_cache(maxsize=None)
def cindex():
    """The ``clang.cindex`` module with its shared library loaded, or a PycuccError saying how to get it."""
    try:
        import clang.cindex as ci
    except ImportError as exc:
        raise PycuccError(error(codes.LIBCLANG_MISSING, f"cannot import clang.cindex ({exc})",
                                hint="pip install libclang==18.1.1")) from None
    lib = os.environ.get("PYCUCC_LIBCLANG")
    if lib and not ci.Config.loaded:
        ci.Config.set_library_file(lib)
    try:
        ci.conf.lib  # forces the shared library to load
    except Exception as exc:  # LibclangError, OSError: the message names the missing file
        raise PycuccError(error(codes.LIBCLANG_MISSING, f"cannot load libclang's shared library: {exc}",
                                hint="pip install libclang==18.1.1, or point PYCUCC_LIBCLANG at libclang.so")) from None
    return ci


def _is_cuda_sdk_dir(d: str) -> bool:
    return os.path.exists(os.path.join(d, "cuda_runtime_api.h"))


def parse_args(include_dirs: Sequence[str] = (), defines: Sequence[str] = (), undefines: Sequence[str] = (),
               std: str = "c++17", resource_dir: Optional[str] = None) -> List[str]:
    """Compiler arguments for the libclang parse (without the source file); `resource_dir` overrides the clang
    resource directory (hipify-clang's --clang-resource-directory)."""
    args = ["-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "--cuda-path=/nonexistent",
            f"-std={std}", "-resource-dir", resource_dir or clang_resource_dir(),
            # ours first, so <cuda_runtime.h> never comes from an SDK, whatever -I the build passes
            "-I", str(PARSE_INCLUDE_DIR), "-include", str(PARSE_STUB),
            "-ferror-limit=0", "-Wno-everything",
            # nvcc accepts variadic __device__ functions (never called with extra arguments on the device, or
            # using only the named ones); clang's CUDA mode refuses them unless told otherwise
            "-Xclang", "-fcuda-allow-variadic-functions"]
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


def _stub_pch(ci, index, args: List[str]) -> Optional[str]:
    """The force-included declarations, precompiled once per set of parse flags.

    Parsing them (with stdlib.h and math.h) is two thirds of a small file's parse: 0.13 s -> 0.04 s for saxpy.
    Keyed on libclang, the flags and the content of every parse header; any failure means parsing without it.
    """
    if os.environ.get("PYCUCC_NO_PCH") or not pch_allowed(std_of(args)):
        return None
    i = args.index("-include")
    base = args[:i] + args[i + 2:]
    lib = getattr(ci.conf.lib, "_name", "") or ""
    try:
        st = os.stat(lib)
        lib_id = f"{lib}:{st.st_size}:{st.st_mtime_ns}"
    except OSError:
        lib_id = lib
    # clang checks the size and mtime of every header a PCH was built from and refuses it when one was touched,
    # so those are part of the key as well as the content.
    headers = [f"{p.relative_to(PARSE_INCLUDE_DIR)}\0{p.stat().st_size}\0{p.stat().st_mtime_ns}\0".encode()
               + p.read_bytes() for p in sorted(PARSE_INCLUDE_DIR.rglob("*")) if p.is_file()]
    key = digest(lib_id.encode(), "\0".join(base).encode(), *headers)
    path = os.path.join(cache_root(), "parse-pch", key[:2], key + ".pch")
    if os.path.isfile(path):
        return path
    try:
        tu = index.parse(str(PARSE_STUB), args=base, options=ci.TranslationUnit.PARSE_INCOMPLETE)
        if any(d.severity >= 3 for d in tu.diagnostics):
            return None
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        tu.save(tmp)
        os.replace(tmp, path)
    except Exception:  # noqa: BLE001 - an optimisation only; the plain parse reports real problems
        return None
    return path


def parse(source: str, path: str, *, include_dirs=(), defines=(), undefines=(), std="c++17",
          resource_dir: Optional[str] = None) -> Parsed:
    """Parse ``source`` as if it were the file ``path``; raises PycuccError only when libclang gives up entirely."""
    ci = cindex()
    args = parse_args(include_dirs, defines, undefines, std, resource_dir)
    index = ci.Index.create()
    opts = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
    pch = _stub_pch(ci, index, args)
    try:
        tu = None
        if pch:
            i = args.index("-include")
            with_pch = args[:i] + ["-include-pch", pch] + args[i + 2:]
            tu = index.parse(path, args=with_pch, unsaved_files=[(path, source)], options=opts)
            if any(d.severity >= 3 and ("precompiled" in d.spelling or "PCH" in d.spelling or "AST file" in d.spelling)
                   for d in tu.diagnostics):
                tu = None  # a prelude clang no longer accepts: parse without it
            else:
                args = with_pch
        if tu is None:
            tu = index.parse(path, args=args, unsaved_files=[(path, source)], options=opts)
    except ci.TranslationUnitLoadError:
        # Tokens are all the token and include passes need; get them from a parse that cannot fail on includes.
        try:
            tu = index.parse(path, args=["-x", "c++", "-nostdinc", "-fsyntax-only"],
                             unsaved_files=[(path, source)], options=0)
        except ci.TranslationUnitLoadError:
            raise PycuccError(error(codes.LIBCLANG_GAVE_UP, "libclang could not process this file at all",
                                    path=path)) from None
        return Parsed(tu, ())
    return Parsed(tu, tuple(args))
