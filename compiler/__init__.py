"""pycucc: a CUDA compiler driver for AMD GPUs.

This module must stay import-light: ``import pycucc.runtime`` executes it first.
Heavy modules (clang.cindex, lark) are imported only inside the stages that use them.
"""

__version__ = "0.1.0"
