"""Which parameters of a C++ kernel are pointers, read from its Itanium-mangled name (``_Z5saxpyifPKfPf``).

nvcc names a kernel's .param entries after the mangled name and gives every pointer parameter the plain type
.u64, so the name is the one place where PTX still says which u64 is a pointer (CUDA's metadata then marks it a
global buffer). The name is read by the runtime's demangler (pycucc.runtime.mangling); a name it does not
understand gives None, and the caller falls back to the parameter's use.
"""
from __future__ import annotations

from typing import List, Optional

from pycucc.runtime.mangling import Type, demangle


def _is_pointer(t: Type) -> bool:
    return t.kind == "pointer" or t.kind == "qualified" and _is_pointer(t.inner)


def pointer_params(mangled: str) -> Optional[List[bool]]:
    """For each parameter of the mangled function: is it a pointer? None when the name is not understood."""
    function = demangle(mangled)
    return None if function is None else [_is_pointer(t) for t in function.params]
