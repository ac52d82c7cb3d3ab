"""PTX on AMD GPUs: a PTX front end (grammar ``ptx.lark``) and one lowering of PTX instructions to HIP device code,
written as data (``lowering.rules``), used for whole .ptx modules and for inline ``asm()`` PTX in CUDA sources.

Import-light: lark and the lowering table are loaded by the functions that need them.
"""
from __future__ import annotations

import os
from typing import Optional

HERE = os.path.dirname(os.path.abspath(__file__))


def is_ptx_input(path: str, lang: Optional[str] = None) -> bool:
    """A .ptx file, or any input given with ``-x ptx``."""
    return lang == "ptx" or (lang is None and path.lower().endswith(".ptx"))


def ptx_to_hip(text: str, path: Optional[str] = None):
    """A PTX module as one HIP translation unit: (hip_text, kernel names, diagnostics)."""
    from .module import ptx_to_hip as lower
    return lower(text, path)


def data_digest() -> str:
    """A digest of the grammar and lowering table (part of every cache key that depends on them)."""
    import hashlib
    h = hashlib.sha256()
    for name in sorted(os.listdir(HERE)):
        if name.endswith((".rules", ".lark", ".py")):
            with open(os.path.join(HERE, name), "rb") as f:
                h.update(name.encode() + b"\0" + f.read())
    return h.hexdigest()


__all__ = ["data_digest", "is_ptx_input", "ptx_to_hip"]
