"""Device memory, pinned host memory, streams and events.

Every object frees its HIP resource on ``free()``/``destroy()`` or, failing that, when garbage-collected
(``weakref.finalize``). Nothing is freed at interpreter exit: the process teardown releases it, and the HIP
runtime may already be shutting down by then.
"""
from __future__ import annotations

import ctypes
import weakref
from ctypes import byref, c_float, c_size_t, c_void_p
from typing import Any, Optional, Tuple

from . import hip

__all__ = ["DeviceBuffer", "PinnedBuffer", "pinned_empty", "Stream", "Event", "synchronize", "to_device"]


def _stream_handle(stream: "Stream | int | None") -> Optional[int]:
    if stream is None:
        return None
    return stream.handle if isinstance(stream, Stream) else int(stream)


def _finalizer(owner: Any, fn, *args) -> weakref.finalize:
    f = weakref.finalize(owner, fn, *args)
    f.atexit = False
    return f


def _keep(owner: Any) -> None:
    pass


def _hip_free(ptr: int) -> None:
    hip.check(hip.lib().hipFree(c_void_p(ptr)), "hipFree")


class DeviceBuffer:
    """``nbytes`` of device memory (hipMalloc), optionally typed with a numpy ``shape``/``dtype``.

    ``ptr`` is the device address. ``__cuda_array_interface__`` (version 3) lets CuPy, PyTorch and
    numba-style consumers on ROCm see it as an array when it is typed.
    """

    __slots__ = ("ptr", "nbytes", "shape", "dtype", "_finalize", "__weakref__")

    def __init__(self, nbytes: int, shape: Optional[Tuple[int, ...]] = None, dtype: Any = None):
        if nbytes < 0:
            raise ValueError(f"nbytes must be >= 0, got {nbytes}")
        L = hip.ensure_device()
        p = c_void_p()
        # hipMalloc(0) succeeds with a null pointer; allocate one byte so ptr is always a real address.
        hip.check(L.hipMalloc(byref(p), max(int(nbytes), 1)), f"hipMalloc({nbytes})")
        self.ptr = int(p.value or 0)
        self.nbytes = int(nbytes)
        self.dtype = None
        self.shape = None
        if dtype is not None:
            import numpy as np
            self.dtype = np.dtype(dtype)
            self.shape = tuple(shape) if shape is not None else (self.nbytes // self.dtype.itemsize,)
        self._finalize = _finalizer(self, _hip_free, self.ptr)

    @classmethod
    def wrap(cls, ptr: int, nbytes: int, shape=None, dtype=None, owner: Any = None) -> "DeviceBuffer":
        """A non-owning view of device memory (a module global, another library's allocation).

        ``owner`` is kept alive as long as the view; ``free()`` on a view releases nothing.
        """
        self = cls.__new__(cls)
        self.ptr, self.nbytes = int(ptr), int(nbytes)
        self.dtype = self.shape = None
        if dtype is not None:
            import numpy as np
            self.dtype = np.dtype(dtype)
            self.shape = tuple(shape) if shape is not None else (self.nbytes // self.dtype.itemsize,)
        self._finalize = _finalizer(self, _keep, owner)
        return self

    @classmethod
    def empty(cls, shape, dtype) -> "DeviceBuffer":
        import numpy as np
        dt = np.dtype(dtype)
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        n = 1
        for d in shape:
            n *= d
        return cls(n * dt.itemsize, shape, dt)

    @classmethod
    def zeros(cls, shape, dtype) -> "DeviceBuffer":
        buf = cls.empty(shape, dtype)
        buf.memset(0)
        return buf

    @classmethod
    def from_array(cls, array, stream: "Stream | None" = None) -> "DeviceBuffer":
        """A device copy of a numpy array (any layout; copied in C order)."""
        import numpy as np
        a = np.ascontiguousarray(array)
        buf = cls(a.nbytes, a.shape, a.dtype)
        buf.copy_from(a, stream)
        return buf

    @property
    def size(self) -> int:
        """Number of elements (bytes when untyped)."""
        return self.nbytes // self.dtype.itemsize if self.dtype is not None else self.nbytes

    @property
    def freed(self) -> bool:
        return not self._finalize.alive

    def free(self) -> None:
        """Release the memory now; later uses of ``ptr`` are the caller's bug."""
        self._finalize()

    def _check_live(self) -> None:
        if not self._finalize.alive:
            raise ValueError("DeviceBuffer was freed")

    def copy_from(self, src, stream: "Stream | None" = None) -> None:
        """Copy host data (numpy array or bytes-like of exactly ``nbytes``) to the device."""
        self._check_live()
        addr, n, keep = _host_view(src)
        if n != self.nbytes:
            raise ValueError(f"source has {n} bytes, DeviceBuffer has {self.nbytes}")
        if n:
            _memcpy(self.ptr, addr, n, hip.MEMCPY_HOST_TO_DEVICE, stream)
        del keep

    def copy_to(self, out=None, stream: "Stream | None" = None):
        """Copy to ``out`` (a writable C-contiguous numpy array / buffer of ``nbytes``) or a new numpy array."""
        self._check_live()
        if out is None:
            import numpy as np
            out = np.empty(self.shape if self.shape is not None else (self.nbytes,),
                           self.dtype if self.dtype is not None else np.uint8)
        mv = memoryview(out)
        if mv.readonly or not mv.c_contiguous:
            raise ValueError("copy_to needs a writable C-contiguous destination")
        if mv.nbytes != self.nbytes:
            raise ValueError(f"destination has {mv.nbytes} bytes, DeviceBuffer has {self.nbytes}")
        if mv.nbytes:
            host = (ctypes.c_char * mv.nbytes).from_buffer(mv)
            _memcpy(ctypes.addressof(host), self.ptr, mv.nbytes, hip.MEMCPY_DEVICE_TO_HOST, stream)
            del host
        return out

    to_numpy = copy_to

    def memset(self, value: int = 0, nbytes: Optional[int] = None, stream: "Stream | None" = None) -> None:
        """Set ``nbytes`` (default all) bytes to ``value`` (0..255)."""
        self._check_live()
        n = self.nbytes if nbytes is None else nbytes
        if not 0 <= n <= self.nbytes:
            raise ValueError(f"nbytes {n} outside 0..{self.nbytes}")
        if not 0 <= value <= 255:
            raise ValueError(f"memset value must be a byte (0..255), got {value}")
        L = hip.lib()
        h = _stream_handle(stream)
        if h is None:
            hip.check(L.hipMemset(c_void_p(self.ptr), value, n), "hipMemset")
        else:
            hip.check(L.hipMemsetAsync(c_void_p(self.ptr), value, n, c_void_p(h)), "hipMemsetAsync")

    @property
    def __cuda_array_interface__(self) -> dict:
        if self.dtype is None:
            shape, typestr = (self.nbytes,), "|u1"
        else:
            shape, typestr = self.shape, self.dtype.str
        return {"shape": shape, "typestr": typestr, "data": (self.ptr, False), "strides": None,
                "version": 3, "stream": None}

    def __int__(self) -> int:
        return self.ptr

    def __repr__(self) -> str:
        kind = f"shape={self.shape}, dtype={self.dtype}" if self.dtype is not None else f"nbytes={self.nbytes}"
        state = " freed" if self.freed else ""
        return f"<DeviceBuffer {kind} at {self.ptr:#x}{state}>"


def to_device(array, stream: "Stream | None" = None) -> DeviceBuffer:
    """Shorthand for :meth:`DeviceBuffer.from_array`."""
    return DeviceBuffer.from_array(array, stream)


def _host_view(src) -> Tuple[int, int, Any]:
    """(address, nbytes, object to keep alive) of host data: numpy array (any layout) or bytes-like."""
    np = __import__("sys").modules.get("numpy")
    if np is not None and isinstance(src, np.ndarray):
        a = np.ascontiguousarray(src)
        return a.ctypes.data, a.nbytes, a
    mv = memoryview(src).cast("B")
    if mv.readonly:
        keep = ctypes.create_string_buffer(mv.tobytes(), mv.nbytes)
    else:
        keep = (ctypes.c_char * mv.nbytes).from_buffer(mv)
    return ctypes.addressof(keep), mv.nbytes, keep


def _memcpy(dst: int, src: int, n: int, kind: int, stream) -> None:
    L = hip.lib()
    h = _stream_handle(stream)
    if h is None:
        hip.check(L.hipMemcpy(c_void_p(dst), c_void_p(src), n, kind), "hipMemcpy")
    else:
        # The caller must keep host memory alive until the stream reaches the copy (pinned memory for
        # real asynchrony); HIP stages pageable memory before returning.
        hip.check(L.hipMemcpyAsync(c_void_p(dst), c_void_p(src), n, kind, c_void_p(h)), "hipMemcpyAsync")


# -- pinned host memory ---------------------------------------------------------------------------------------

def _hip_host_free(ptr: int) -> None:
    hip.check(hip.lib().hipHostFree(c_void_p(ptr)), "hipHostFree")


class PinnedBuffer:
    """Page-locked host memory (hipHostMalloc): what asynchronous copies need to overlap with kernels."""

    def __init__(self, nbytes: int):
        L = hip.ensure_device()
        p = c_void_p()
        hip.check(L.hipHostMalloc(byref(p), max(int(nbytes), 1), 0), f"hipHostMalloc({nbytes})")
        self.ptr = int(p.value)
        self.nbytes = int(nbytes)
        self._finalize = _finalizer(self, _hip_host_free, self.ptr)

    def free(self) -> None:
        self._finalize()

    def array(self, shape, dtype):
        """A numpy view of the memory; the view keeps this buffer alive."""
        import numpy as np
        if not self._finalize.alive:
            raise ValueError("PinnedBuffer was freed")
        raw = (ctypes.c_char * self.nbytes).from_address(self.ptr)
        raw._owner = self  # the numpy array holds raw, raw holds the buffer
        dt = np.dtype(dtype)
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        count = 1
        for d in shape:
            count *= d
        return np.frombuffer(raw, dtype=dt, count=count).reshape(shape)


def pinned_empty(shape, dtype):
    """A numpy array in pinned host memory, freed when the array (and its views) are gone."""
    import numpy as np
    dt = np.dtype(dtype)
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    n = dt.itemsize
    for d in shape:
        n *= d
    return PinnedBuffer(n).array(shape, dt)


# -- streams and events ---------------------------------------------------------------------------------------

def _destroy_stream(handle: int) -> None:
    hip.check(hip.lib().hipStreamDestroy(c_void_p(handle)), "hipStreamDestroy")


class Stream:
    """A HIP stream. ``non_blocking=True`` does not synchronise with the null stream."""

    def __init__(self, non_blocking: bool = False):
        L = hip.ensure_device()
        s = c_void_p()
        hip.check(L.hipStreamCreateWithFlags(byref(s), 1 if non_blocking else 0), "hipStreamCreateWithFlags")
        self.handle = int(s.value or 0)
        self._finalize = _finalizer(self, _destroy_stream, self.handle)

    def synchronize(self) -> None:
        hip.check(hip.lib().hipStreamSynchronize(c_void_p(self.handle)), "hipStreamSynchronize")

    def done(self) -> bool:
        """True when all work on the stream has finished (hipStreamQuery)."""
        status = hip.lib().hipStreamQuery(c_void_p(self.handle))
        if status == hip.ERROR_NOT_READY:
            return False
        hip.check(status, "hipStreamQuery")
        return True

    def destroy(self) -> None:
        self._finalize()

    def __enter__(self) -> "Stream":
        return self

    def __exit__(self, *exc) -> None:
        if self._finalize.alive:
            self.synchronize()
        self.destroy()


def _destroy_event(handle: int) -> None:
    hip.check(hip.lib().hipEventDestroy(c_void_p(handle)), "hipEventDestroy")


class Event:
    """A HIP event; ``timing=False`` makes record/synchronize cheaper but elapsed times unavailable."""

    def __init__(self, timing: bool = True):
        L = hip.ensure_device()
        e = c_void_p()
        hip.check(L.hipEventCreateWithFlags(byref(e), 0 if timing else 2), "hipEventCreateWithFlags")
        self.handle = int(e.value)
        self._finalize = _finalizer(self, _destroy_event, self.handle)

    def record(self, stream: "Stream | None" = None) -> "Event":
        hip.check(hip.lib().hipEventRecord(c_void_p(self.handle), c_void_p(_stream_handle(stream) or 0)),
                  "hipEventRecord")
        return self

    def synchronize(self) -> None:
        hip.check(hip.lib().hipEventSynchronize(c_void_p(self.handle)), "hipEventSynchronize")

    def done(self) -> bool:
        status = hip.lib().hipEventQuery(c_void_p(self.handle))
        if status == hip.ERROR_NOT_READY:
            return False
        hip.check(status, "hipEventQuery")
        return True

    def elapsed_ms(self, end: "Event") -> float:
        """Milliseconds from this event to ``end`` (both recorded and complete)."""
        ms = c_float()
        hip.check(hip.lib().hipEventElapsedTime(byref(ms), c_void_p(self.handle), c_void_p(end.handle)),
                  "hipEventElapsedTime")
        return ms.value

    def destroy(self) -> None:
        self._finalize()


def synchronize() -> None:
    """Wait for all work on the current device (hipDeviceSynchronize)."""
    hip.check(hip.ensure_device().hipDeviceSynchronize(), "hipDeviceSynchronize")


def mem_info() -> Tuple[int, int]:
    """(free, total) bytes of the current device."""
    free, total = c_size_t(), c_size_t()
    hip.check(hip.ensure_device().hipMemGetInfo(byref(free), byref(total)), "hipMemGetInfo")
    return free.value, total.value
