"""PTX on AMD GPUs: a PTX front end (grammar ``ptx.lark``) and one lowering of PTX instructions to HIP device code,
written as data (``lowering.rules``), used for whole .ptx modules and for inline ``asm()`` PTX in CUDA sources.

Import-light: lark and the lowering table are loaded by the functions that need them.
"""
from __future__ import annotations

from .module import ptx_to_hip

__all__ = ["ptx_to_hip"]
