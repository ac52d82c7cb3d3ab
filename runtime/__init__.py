"""pycucc.runtime: load AMD code objects and launch kernels (ctypes over the HIP runtime).

Imports nothing from the compiler side and nothing heavy: importing this package loads no library and none of its
modules (PEP 562: each name is imported from its module on first use, so the compiler's use of the code-object
reader does not pay for the launch machinery); the HIP runtime is found and loaded at first use, and a machine
without a GPU gets NoDeviceError then.
"""
from __future__ import annotations

import importlib

TYPE_CHECKING = False  # typing's own would cost the compiler side 3 ms: it imports runtime.records on every path

_EXPORTS = {
    "Module": "module", "Kernel": "module", "NoCompatibleTarget": "module", "select_target": "module",
    "DeviceBuffer": "memory", "PinnedBuffer": "memory", "pinned_empty": "memory", "Stream": "memory",
    "Event": "memory", "synchronize": "memory", "to_device": "memory",
    "Device": "device", "devices": "device", "device_count": "device", "get_device": "device",
    "set_device": "device", "current_device": "device",
    "HipError": "hip", "NoDeviceError": "hip", "HipLibraryNotFound": "hip",
    "ArgPacker": "args", "normalize_dims": "args", "parameter_types": "args",
    "read_code_object": "codeobj", "CodeObjectInfo": "codeobj", "TargetInfo": "codeobj", "KernelInfo": "codeobj",
    "ArgInfo": "codeobj", "CodeObjectError": "codeobj",
}
__all__ = list(_EXPORTS)

if TYPE_CHECKING:  # noqa: F401 - for readers and type checkers: where each name lives
    from .args import ArgPacker, normalize_dims, parameter_types
    from .codeobj import ArgInfo, CodeObjectError, CodeObjectInfo, KernelInfo, TargetInfo, read_code_object
    from .device import Device, current_device, device_count, devices, get_device, set_device
    from .hip import HipError, HipLibraryNotFound, NoDeviceError
    from .memory import DeviceBuffer, Event, PinnedBuffer, Stream, pinned_empty, synchronize, to_device
    from .module import Kernel, Module, NoCompatibleTarget, select_target


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'pycucc.runtime' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_EXPORTS))
