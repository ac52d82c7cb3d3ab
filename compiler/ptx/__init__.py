"""PTX on AMD GPUs: a PTX front end (grammar ``ptx.lark``) and one lowering of PTX instructions to HIP device code,
written as data (``lowering.rules``), used for whole .ptx modules and for inline ``asm()`` PTX in CUDA sources.

The package imports nothing: a module is ``ptx.module.ptx_to_hip``, inline PTX ``ptx.inline``; lark and the lowering
table are loaded by the functions that need them.
"""
