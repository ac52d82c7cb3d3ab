"""Kernel argument packing, built once per kernel from the code object's own metadata.

How HIP consumes the buffer (read in ROCm's clr, ``hipamd/src/hip_module.cpp``, 5.2 through 6.x):
``hipModuleLaunchKernel(..., kernelParams=NULL, extra={HIP_LAUNCH_PARAM_BUFFER_POINTER, buf,
HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END})`` copies each *explicit* argument from
``buf + offset`` (the offsets of the metadata note) into its own kernarg segment; clr 6.x skips any argument
not wholly inside ``size``. The hidden arguments that follow them (code object v4: ``hidden_global_offset_*``,
``hidden_hostcall_buffer``, ``hidden_multigrid_sync_arg``...; v5: also ``hidden_block_count_*``,
``hidden_group_size_*``, ``hidden_remainder_*``, ``hidden_grid_dims``, ``hidden_heap_v1``...) are written by the
runtime itself from the launch configuration, for both COV4 and COV5. So the buffer built here is the whole
``kernarg_segment_size`` with the explicit arguments at their offsets and zeros elsewhere. A kernel with no
explicit arguments must be launched with ``extra=NULL``: clr 6.x rejects a non-empty buffer for it.

What each argument accepts:

* ``global_buffer`` (a pointer): a :class:`DeviceBuffer`, anything with ``__cuda_array_interface__``, an int
  address, ``None`` (null), or a numpy array (copied to the device before the launch and back after it, unless
  the parameter is ``const T*``).
* ``by_value``: a numpy scalar of exactly the parameter's size; bytes-like data (``bytes``, a ctypes structure,
  a structured numpy scalar) of exactly its size for structs; a Python ``int``/``float``/``bool`` only when the
  parameter's C type is known. HIP's metadata has no ``.type_name``, so the type comes from the Itanium-mangled
  kernel name (``_Z5saxpyifPKfPf`` says int, float, const float*, float*; mangling.py reads it); ``extern "C"``
  kernels carry no types, and then only numpy scalars and bytes are accepted.
"""
from __future__ import annotations

import operator
import struct
import sys
from typing import Any, Callable, NamedTuple, Optional, Sequence, Tuple

from .mangling import Type, demangle
from .memory import DeviceBuffer

__all__ = ["CType", "parameter_types", "ArgPacker", "normalize_dims", "MAX_BLOCK_THREADS"]

MAX_BLOCK_THREADS = 1024


class CType(NamedTuple):
    spelling: str
    kind: str                  # int uint float bool void pointer record bfloat
    size: int = 0              # bytes for scalars; 0 when the metadata has to say
    pointee: Optional["CType"] = None
    const: bool = False


_BUILTIN = {
    "v": CType("void", "void"), "b": CType("bool", "bool", 1), "c": CType("char", "int", 1),
    "a": CType("signed char", "int", 1), "h": CType("unsigned char", "uint", 1),
    "s": CType("short", "int", 2), "t": CType("unsigned short", "uint", 2),
    "i": CType("int", "int", 4), "j": CType("unsigned int", "uint", 4),
    "l": CType("long", "int", 8), "m": CType("unsigned long", "uint", 8),
    "x": CType("long long", "int", 8), "y": CType("unsigned long long", "uint", 8),
    "n": CType("__int128", "int", 16), "o": CType("unsigned __int128", "uint", 16),
    "f": CType("float", "float", 4), "d": CType("double", "float", 8),
    "DF16_": CType("_Float16", "float", 2), "Dh": CType("half", "float", 2), "DF16b": CType("__bf16", "bfloat", 2),
}


class _Unsupported(Exception):
    pass


def _ctype(t: Type) -> CType:
    """The C type of a demangled parameter type, for the types kernels are launched with: builtins, pointers,
    cv-qualifiers and class types (their sizes come from the metadata). References, arrays, function types,
    packs, std:: classes and builtins without a CType here raise _Unsupported."""
    if t.kind == "builtin" and t.code in _BUILTIN:
        return _BUILTIN[t.code]
    if t.kind == "qualified":
        inner = _ctype(t.inner)
        const = "K" in t.quals
        return inner._replace(const=inner.const or const, spelling=("const " if const else "") + inner.spelling)
    if t.kind == "pointer":
        inner = _ctype(t.inner)
        return CType(inner.spelling + "*", "pointer", 8, inner)
    if t.kind == "name" and t.parts[0][0] != "std":
        for _, targs in t.parts:
            for a in targs or ():
                if a.kind != "literal":
                    _ctype(a)
        return CType("::".join(p + ("<>" if targs is not None else "") for p, targs in t.parts), "record")
    raise _Unsupported


def parameter_types(mangled: str) -> Optional[Tuple[CType, ...]]:
    """Parameter C types of an Itanium-mangled kernel name, or None when they cannot be known.

    ``_Z5saxpyifPKfPf`` -> (int, float, const float*, float*). Struct parameters are ``kind="record"``
    (their size comes from the metadata). ``extern "C"`` names and unsupported manglings give None.
    """
    function = demangle(mangled)
    if function is None:
        return None
    try:
        return tuple(_ctype(t) for t in function.params)
    except _Unsupported:
        return None


# -- packing --------------------------------------------------------------------------------------------------

_INT_FORMATS = {(1, "int"): "<b", (2, "int"): "<h", (4, "int"): "<i", (8, "int"): "<q",
                (1, "uint"): "<B", (2, "uint"): "<H", (4, "uint"): "<I", (8, "uint"): "<Q"}
_FLOAT_FORMATS = {2: "<e", 4: "<f", 8: "<d"}
_PTR = struct.Struct("<Q")


class _Param(NamedTuple):
    index: int
    offset: int
    size: int
    value_kind: str
    ctype: Optional[CType]


def _describe(p: _Param) -> str:
    what = p.ctype.spelling if p.ctype is not None else (
        "pointer" if p.value_kind == "global_buffer" else f"{p.size}-byte value")
    return f"{what} ({p.value_kind}, {p.size} bytes at offset {p.offset})"


def _numpy():
    return sys.modules.get("numpy")


def _dtype_matches(ctype: Optional[CType], dtype) -> bool:
    """Whether an array of ``dtype`` may be passed for a ``ctype`` pointer (only known scalar pointees are checked)."""
    if ctype is None or ctype.pointee is None:
        return True
    t = ctype.pointee
    if t.kind in ("int", "uint") and t.size > 1:
        return dtype.kind in "iu" and dtype.itemsize == t.size
    if t.kind == "float":
        return dtype.kind == "f" and dtype.itemsize == t.size
    if t.kind == "bool":
        return dtype.itemsize == 1
    return True  # void*, char*, structs: any element type


class ArgPacker:
    """Packs one kernel's explicit arguments into a kernarg buffer. Build once per kernel, call per launch.

    ``pack(values, stage)`` returns a ``bytearray`` of ``kernarg_size`` bytes. ``stage(array, is_const) -> int``
    is called for each numpy array argument and returns its device address (the launcher copies the array to
    the device and, unless ``is_const``, back after the launch); without it numpy arrays are rejected.
    Every value that does not fit its parameter raises TypeError naming the kernel, the position and the
    expected type; the wrong number of values also raises TypeError.
    """

    def __init__(self, kernel, ctypes_: Optional[Sequence[CType]] = None):
        self.kernel_name = kernel.name
        self.kernarg_size = kernel.kernarg_size
        explicit = [a for a in kernel.args if not a.is_hidden]
        types = ctypes_ if ctypes_ is not None else parameter_types(kernel.name)
        if types is not None and len(types) != len(explicit):
            types = None  # metadata and mangled name disagree (e.g. empty structs): trust only the metadata
        self.params = tuple(_Param(i, a.offset, a.size, a.value_kind, types[i] if types else None)
                            for i, a in enumerate(explicit))
        self.explicit_end = max((p.offset + p.size for p in self.params), default=0)
        self._slots = tuple((self._converter(p), p.offset, p.offset + p.size) for p in self.params)
        self._zeros = bytes(self.kernarg_size)

    @property
    def signature(self) -> str:
        return ", ".join(_describe(p).split(" (")[0] for p in self.params)

    def _error(self, p: _Param, value: Any, extra: str = "") -> TypeError:
        got = type(value).__name__
        np = _numpy()
        if np is not None and isinstance(value, (np.generic, np.ndarray)):
            got = f"{got} (dtype {value.dtype})"
        msg = (f"{self.kernel_name}: argument {p.index + 1} of {len(self.params)} expects "
               f"{_describe(p)}, got {got}")
        return TypeError(msg + (f"; {extra}" if extra else ""))

    def _converter(self, p: _Param) -> Callable[[Any, Any], bytes]:
        if p.value_kind == "global_buffer":
            return self._pointer_converter(p)
        if p.value_kind != "by_value":
            def unsupported(v, stage, p=p):
                raise self._error(p, v, f"argument kind {p.value_kind!r} is not supported by pycucc.runtime")
            return unsupported
        t = p.ctype
        size = p.size
        if t is not None and t.kind in ("int", "uint") and t.size == size and (size, t.kind) in _INT_FORMATS:
            fmt = struct.Struct(_INT_FORMATS[(size, t.kind)])
            lo, hi = (-(1 << (8 * size - 1)), (1 << (8 * size - 1)) - 1) if t.kind == "int" else (0, (1 << 8 * size) - 1)

            def conv_int(v, stage):
                np = _numpy()
                if np is not None and isinstance(v, np.generic):
                    if v.dtype.kind in "iu" and v.dtype.itemsize == size:
                        return v.tobytes()
                    raise self._error(p, v)
                if type(v) is int or (isinstance(v, int) and not isinstance(v, bool)):
                    if lo <= v <= hi:
                        return fmt.pack(v)
                    raise self._error(p, v, f"{v} is out of range for {t.spelling}")
                return self._raw(p, v)
            return conv_int
        if t is not None and t.kind == "float" and t.size == size and size in _FLOAT_FORMATS:
            fmt = struct.Struct(_FLOAT_FORMATS[size])

            def conv_float(v, stage):
                np = _numpy()
                if np is not None and isinstance(v, np.generic):
                    if v.dtype.kind == "f" and v.dtype.itemsize == size:
                        return v.tobytes()
                    raise self._error(p, v)
                if isinstance(v, (float, int)) and not isinstance(v, bool):
                    return fmt.pack(v)
                return self._raw(p, v)
            return conv_float
        if t is not None and t.kind == "bool" and size == 1:
            def conv_bool(v, stage):
                np = _numpy()
                if isinstance(v, bool) or (np is not None and isinstance(v, np.bool_)):
                    return b"\x01" if v else b"\x00"
                if np is not None and isinstance(v, np.generic) and v.dtype.itemsize == 1 and v.dtype.kind in "iu":
                    return v.tobytes()
                return self._raw(p, v)
            return conv_bool

        def conv_unknown(v, stage):
            np = _numpy()
            if np is not None and isinstance(v, np.generic):
                if v.dtype.itemsize == size and not (t is not None and t.kind == "record" and v.dtype.kind == "O"):
                    return v.tobytes()
                raise self._error(p, v)
            if isinstance(v, (int, float)):
                raise self._error(p, v, "the code object does not say which type this is; pass a numpy "
                                  f"scalar of {size} bytes (e.g. numpy.int32 or numpy.float32 for 4 bytes)")
            return self._raw(p, v)
        return conv_unknown

    def _raw(self, p: _Param, v: Any) -> bytes:
        """Bytes-like values (bytes, ctypes structures, buffers) of exactly the parameter's size."""
        if isinstance(v, (str, int, float)) or v is None:
            raise self._error(p, v)
        try:
            mv = memoryview(v)
        except TypeError:
            raise self._error(p, v) from None
        if mv.nbytes != p.size:
            raise self._error(p, v, f"it is {mv.nbytes} bytes")
        return mv.tobytes()

    def _pointer_converter(self, p: _Param) -> Callable[[Any, Any], bytes]:
        const = bool(p.ctype is not None and p.ctype.pointee is not None and p.ctype.pointee.const)
        pack = _PTR.pack

        def conv_ptr(v, stage):
            if type(v) is DeviceBuffer:
                if v.dtype is not None and not _dtype_matches(p.ctype, v.dtype):
                    raise self._error(p, v, f"its dtype is {v.dtype}")
                return pack(v.ptr)
            np = _numpy()
            if np is not None and isinstance(v, np.ndarray):
                if not _dtype_matches(p.ctype, v.dtype):
                    raise self._error(p, v)
                if stage is None:
                    raise self._error(p, v, "numpy arrays are copied to the device by Kernel launches only")
                return pack(stage(v, const))
            if isinstance(v, int) and not isinstance(v, bool):
                if 0 <= v < 1 << 64:
                    return pack(v)
                raise self._error(p, v, f"{v:#x} is not a 64-bit address")
            if v is None:
                return pack(0)
            iface = getattr(v, "__cuda_array_interface__", None)
            if isinstance(iface, dict) and "data" in iface:
                if np is not None and not _dtype_matches(p.ctype, np.dtype(iface.get("typestr", "|u1"))):
                    raise self._error(p, v, f"its typestr is {iface.get('typestr')}")
                return pack(int(iface["data"][0]))
            raise self._error(p, v)
        return conv_ptr

    def pack(self, values: Sequence[Any], stage: Optional[Callable[[Any, bool], int]] = None) -> bytearray:
        if len(values) != len(self._slots):
            raise TypeError(f"{self.kernel_name} takes {len(self._slots)} argument"
                            f"{'' if len(self._slots) == 1 else 's'} ({self.signature}), got {len(values)}")
        buf = bytearray(self._zeros)
        for (conv, start, end), v in zip(self._slots, values):
            buf[start:end] = conv(v, stage)
        return buf


# -- launch configuration -------------------------------------------------------------------------------------

# hipModuleLaunchKernel computes grid*block per dimension in 32 bits; clr 6.x also caps gridDim.x at
# INT32_MAX and gridDim.y/z at 65536.
_GRID_LIMITS = ((1 << 31) - 1, 1 << 16, 1 << 16)


def _dims(value: Any, what: str) -> Tuple[int, int, int]:
    items = value if isinstance(value, (tuple, list)) else (value,)
    if not 1 <= len(items) <= 3:
        raise ValueError(f"{what} must be an int or a tuple of 1 to 3 ints, got {value!r}")
    out = []
    for d in items:
        if isinstance(d, bool):
            raise TypeError(f"{what} must contain ints, got {value!r}")
        try:
            n = operator.index(d)
        except TypeError:
            raise TypeError(f"{what} must be an int or a tuple of 1 to 3 ints, got {value!r}") from None
        if n < 1:
            raise ValueError(f"{what} dimensions must be positive, got {value!r}")
        out.append(n)
    while len(out) < 3:
        out.append(1)
    return out[0], out[1], out[2]


def normalize_dims(grid: Any, block: Any, max_block_threads: int = MAX_BLOCK_THREADS
                   ) -> Tuple[Tuple[int, int, int], Tuple[int, int, int]]:
    """(grid, block) as two 3-tuples; grid counts blocks, like CUDA's <<<grid, block>>>.

    Raises TypeError for non-integers and ValueError for empty/negative/too-large shapes; the block may hold
    at most ``max_block_threads`` threads (the kernel's max_flat_workgroup_size, at most 1024).
    """
    g, b = _dims(grid, "grid"), _dims(block, "block")
    limit = min(max_block_threads, MAX_BLOCK_THREADS)
    threads = b[0] * b[1] * b[2]
    if threads > limit:
        raise ValueError(f"block {b} has {threads} threads; this kernel allows at most {limit} "
                         f"(its max_flat_workgroup_size / __launch_bounds__)")
    for axis, (n, cap, bn) in enumerate(zip(g, _GRID_LIMITS, b)):
        if n > cap or n * bn > 0xFFFFFFFF:
            raise ValueError(f"grid {g} is too large in dimension {'xyz'[axis]}: HIP allows at most {cap} "
                             f"blocks and 2**32-1 threads per dimension")
    return g, b
