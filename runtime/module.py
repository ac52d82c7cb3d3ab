"""Load a code object on the device and launch its kernels.

``Module(path_or_bytes)`` takes a raw AMDGPU ELF or a clang offload bundle, picks the entry for the current
device's target id (its own processor first, else its family's generic target, as HIP's loader does; the choice
and its reason are ``module.target`` and ``module.selection``), and loads it with hipModuleLoadData. ``module.kernel(name)`` (or ``module[name]``) returns
a :class:`Kernel` whose argument packing was built once from the code object's metadata::

    k = Module("saxpy.hsaco").kernel("saxpy")
    k(np.int32(n), np.float32(2.0), x, y, grid=(n + 255) // 256, block=256)
    k[grid, block](n, 2.0, x, y)          # the same, numba style; optional 3rd/4th items: stream, shared_mem
"""
from __future__ import annotations

import ctypes
import os
import weakref
from ctypes import byref, c_char, c_size_t, c_void_p
from typing import Any, Sequence, Union

from . import hip
from .args import ArgPacker, normalize_dims
from .codeobj import (CodeObjectInfo, KernelInfo, TargetInfo, read_code_object, select_entry,
                      split_target_id)
from .isa import generic_of
from .device import get_device, set_device
from .memory import DeviceBuffer, Stream

__all__ = ["Module", "Kernel", "NoCompatibleTarget", "select_target"]

_PARAM_BUFFER_POINTER, _PARAM_BUFFER_SIZE, _PARAM_END = 1, 2, 3  # HIP_LAUNCH_PARAM_* in hip_runtime_api.h


class NoCompatibleTarget(ValueError):
    """The code object holds no entry the device can run."""

    def __init__(self, message: str, device_target: str, targets: Sequence[str]):
        super().__init__(message)
        self.device_target, self.targets = device_target, tuple(targets)


def select_target(info: CodeObjectInfo, device_target: str, device_label: str = "the device") -> TargetInfo:
    """The entry of ``info`` that runs on a device whose gcnArchName is ``device_target``.

    As HIP's loader chooses (codeobj.select_entry): an entry for the device's processor whose features agree (one
    built for ``gfx90a:xnack+`` does not run on ``gfx90a:sramecc+:xnack-``, one without features runs on any
    gfx90a; the exact target id is preferred), else the generic target of its family (``gfx11-generic`` on a
    gfx1103). Raises NoCompatibleTarget listing what the code object holds.
    """
    return _select(info, device_target, device_label)[0]


def _select(info: CodeObjectInfo, device_target: str, device_label: str):
    chosen = select_entry(info.targets, device_target)
    if chosen is not None:
        return chosen
    base = split_target_id(device_target)[0]
    held = [t.target for t in info.targets]
    kind = "offload bundle" if info.is_bundle else "code object"
    family = generic_of(base)
    also = f" or its family's {family}" if family else ""
    raise NoCompatibleTarget(
        f"the {kind} holds {', '.join(held) or 'no device code'}; {device_label} is {device_target}. "
        f"Rebuild with --offload-arch={base}{also} (or add it to the list of targets).", device_target, held)


def _unload(handle: int) -> None:
    hip.check(hip.lib().hipModuleUnload(c_void_p(handle)), "hipModuleUnload")


class Module:
    """A code object loaded on the current device (hipModuleLoadData); unloaded by ``unload()`` or GC."""

    def __init__(self, source: Union[str, "os.PathLike[str]", bytes, bytearray, memoryview], *,
                 device: "int | None" = None):
        # Parse before touching the GPU: a bad file is reported as such even on a machine without one.
        self.info: CodeObjectInfo = read_code_object(source)
        if device is not None:
            set_device(device)
        self.device = get_device(device)
        # which entry runs here and why ("gfx11-generic, the generic target of gfx1103's family ..."): a bundle
        # may hold the exact processor, its family's generic target, or both
        self.target, self.selection = _select(
            self.info, self.device.gcn_arch_name, f"device {self.device.index} ({self.device.name})")
        self._image = ctypes.create_string_buffer(self.target.image, len(self.target.image))
        h = c_void_p()
        hip.check(hip.ensure_device().hipModuleLoadData(byref(h), self._image),
                  f"hipModuleLoadData({self.target.target})")
        self.handle = int(h.value)
        self._kernels: dict = {}
        self._finalize = weakref.finalize(self, _unload, self.handle)
        self._finalize.atexit = False

    @property
    def kernel_names(self) -> list:
        return [k.name for k in self.target.kernels]

    def kernel(self, name: str) -> "Kernel":
        """The kernel called ``name``: metadata name, symbol, mangled or plain (``saxpy``, ``ns::scale``).

        Unknown names raise KeyError listing the kernels the code object has.
        """
        k = self._kernels.get(name)
        if k is None:
            info = self.target.kernel(name)
            k = self._kernels.get(info.name)
            if k is None:
                k = Kernel(self, info)
                self._kernels[info.name] = k
            self._kernels[name] = k
        return k

    __getitem__ = kernel

    def get_global(self, name: str, dtype: Any = None, shape: Any = None) -> DeviceBuffer:
        """A device variable (``__device__`` / ``__constant__``) as a non-owning DeviceBuffer view."""
        self._check_loaded()
        ptr, size = c_void_p(), c_size_t()
        hip.check(hip.lib().hipModuleGetGlobal(byref(ptr), byref(size), c_void_p(self.handle), name.encode()),
                  f"hipModuleGetGlobal({name!r})")
        return DeviceBuffer.wrap(ptr.value or 0, size.value, shape, dtype, owner=self)

    def _check_loaded(self) -> None:
        if not self._finalize.alive:
            raise ValueError("Module was unloaded")

    def unload(self) -> None:
        self._finalize()

    def __enter__(self) -> "Module":
        return self

    def __exit__(self, *exc) -> None:
        self.unload()

    def __repr__(self) -> str:
        return f"<Module {self.target.target} ({self.selection}) kernels={self.kernel_names}>"


class Kernel:
    """One kernel of a loaded Module. Call it with the kernel's arguments and ``grid=``, ``block=``."""

    def __init__(self, module: Module, info: KernelInfo):
        self.module, self.info, self.name = module, info, info.name
        self.packer = ArgPacker(info)
        self.max_block_threads = min(info.max_flat_workgroup_size or 1024, 1024)
        fn = c_void_p()
        hip.check(hip.lib().hipModuleGetFunction(byref(fn), c_void_p(module.handle), info.name.encode()),
                  f"hipModuleGetFunction({info.name!r})")
        self._fn = fn
        self._launch = hip.lib().hipModuleLaunchKernel
        self._buf_type = c_char * info.kernarg_size
        self._has_args = bool(self.packer.params)

    def __call__(self, *args: Any, grid: Any, block: Any, shared_mem: int = 0,
                 stream: "Stream | None" = None) -> None:
        self.launch(grid, block, args, shared_mem, stream)

    def __getitem__(self, config) -> "_Configured":
        if not isinstance(config, tuple) or not 2 <= len(config) <= 4:
            raise TypeError("use kernel[grid, block], kernel[grid, block, stream] or "
                            "kernel[grid, block, stream, shared_mem]")
        return _Configured(self, *config)

    def launch(self, grid: Any, block: Any, args: Sequence[Any], shared_mem: int = 0,
               stream: "Stream | None" = None) -> None:
        """Launch on ``stream`` (default: the null stream). numpy arrays among ``args`` are copied to the
        device first and back afterwards (the call then waits for the kernel); everything else is async."""
        g, b = normalize_dims(grid, block, self.max_block_threads)
        if isinstance(shared_mem, bool) or not isinstance(shared_mem, int) or shared_mem < 0:
            raise ValueError(f"shared_mem must be a non-negative int, got {shared_mem!r}")
        limit = self.module.device.max_shared_memory_per_block
        if limit and shared_mem + self.info.group_segment_fixed_size > limit:
            raise ValueError(f"{self.name}: {shared_mem} bytes of dynamic shared memory plus its "
                             f"{self.info.group_segment_fixed_size} static bytes exceed the device's {limit}")
        self.module._check_loaded()
        staged: list = []

        def stage(array, const: bool) -> int:
            buf = DeviceBuffer.from_array(array)
            staged.append((array, buf, const))
            return buf.ptr

        kernarg = self.packer.pack(args, stage)
        sh = stream.handle if stream is not None else 0
        if self._has_args:
            host = self._buf_type.from_buffer(kernarg)
            size = c_size_t(len(kernarg))
            extra = (c_void_p * 5)(_PARAM_BUFFER_POINTER, ctypes.addressof(host), _PARAM_BUFFER_SIZE,
                                   ctypes.addressof(size), _PARAM_END)
        else:
            extra = None
        try:
            hip.check(self._launch(self._fn, g[0], g[1], g[2], b[0], b[1], b[2], shared_mem, c_void_p(sh),
                                   None, extra), f"hipModuleLaunchKernel({self.name})")
            if staged:
                hip.check(hip.lib().hipStreamSynchronize(c_void_p(sh)), "hipStreamSynchronize")
                for array, buf, const in staged:
                    if not const:
                        _copy_back(buf, array)
        finally:
            for _, buf, _ in staged:
                buf.free()

    def __repr__(self) -> str:
        return f"<Kernel {self.name}({self.packer.signature})>"


def _copy_back(buf: DeviceBuffer, array) -> None:
    import numpy as np
    if array.flags.c_contiguous and array.flags.writeable:
        buf.copy_to(array)
    elif array.flags.writeable:
        np.copyto(array, buf.copy_to().reshape(array.shape))
    # read-only arrays cannot have been meant as outputs; leave them alone


class _Configured:
    __slots__ = ("kernel", "grid", "block", "stream", "shared_mem")

    def __init__(self, kernel: Kernel, grid, block, stream=None, shared_mem: int = 0):
        self.kernel, self.grid, self.block, self.stream, self.shared_mem = kernel, grid, block, stream, shared_mem

    def __call__(self, *args: Any) -> None:
        self.kernel.launch(self.grid, self.block, args, self.shared_mem, self.stream)
