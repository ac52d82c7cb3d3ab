"""pycucc.runtime: load AMD code objects and launch kernels (ctypes over the HIP runtime).

Imports nothing from the compiler side and nothing heavy: importing this package loads no library;
the HIP runtime is found and loaded at first use, and a machine without a GPU gets NoDeviceError then.
"""
from __future__ import annotations

from .args import ArgPacker, normalize_dims, parameter_types
from .codeobj import ArgInfo, CodeObjectError, CodeObjectInfo, KernelInfo, TargetInfo, read_code_object
from .device import Device, current_device, device_count, devices, get_device, set_device
from .hip import HipError, HipLibraryNotFound, NoDeviceError
from .memory import DeviceBuffer, Event, PinnedBuffer, Stream, pinned_empty, synchronize, to_device
from .module import Kernel, Module, NoCompatibleTarget, select_target

__all__ = [
    "Module", "Kernel", "NoCompatibleTarget", "select_target",
    "DeviceBuffer", "PinnedBuffer", "pinned_empty", "Stream", "Event", "synchronize", "to_device",
    "Device", "devices", "device_count", "get_device", "set_device", "current_device",
    "HipError", "NoDeviceError", "HipLibraryNotFound",
    "ArgPacker", "normalize_dims", "parameter_types",
    "read_code_object", "CodeObjectInfo", "TargetInfo", "KernelInfo", "ArgInfo", "CodeObjectError",
]
