"""A .ptx input as the unit the device build compiles (pycucc.host.Translated), in place of a translated .cu."""
from __future__ import annotations

import os

from ..diagnostics import PycuccError
from ..host import Translated
from . import ptx_to_hip


def ptx_unit(path: str, work: str, text: str) -> Translated:
    """The module lowered to HIP and written to <work>/<stem>.ptx.hip; lowering errors raise PycuccError."""
    hip_text, kernels, diags = ptx_to_hip(text, path)
    if any(d.is_error for d in diags):
        raise PycuccError(diags)
    hip_path = os.path.join(os.path.abspath(work), os.path.basename(path) + ".hip")
    with open(hip_path, "w", encoding="utf-8", newline="") as f:
        f.write(hip_text)
    # clang's messages about the generated unit name it (its lines are not the .ptx's)
    return Translated(hip_path, hip_text, hip_text, tuple(kernels), (), list(diags),
                      sources={hip_path: (hip_path, hip_text, hip_text)},
                      quote_dirs=[os.path.dirname(os.path.abspath(path))])
