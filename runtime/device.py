"""The GPUs HIP sees: names, target ids and the integers launches are checked against."""
from __future__ import annotations

import ctypes
from ctypes import byref, c_int, c_size_t
from typing import Callable, Dict, List, NamedTuple, Tuple

from . import hip
from .records import record

__all__ = ["Device", "PropsLayout", "props_layout", "devices", "device_count", "get_device", "set_device",
           "current_device"]

# hipDeviceAttribute_t values; identical in the HIP 5.2 and 6.x/7.x headers.
_ATTR = {
    "clock_rate_khz": 5, "compute_capability_major": 23,
    "max_block_dim_x": 26, "max_block_dim_y": 27, "max_block_dim_z": 28,
    "max_grid_dim_x": 29, "max_grid_dim_y": 30, "max_grid_dim_z": 31,
    "max_threads_per_block": 56, "compute_capability_minor": 61, "compute_units": 63,
    "pci_bus_id": 67, "pci_device_id": 68, "pci_domain_id": 69,
    "max_shared_memory_per_block": 74, "warp_size": 87,
}


class PropsLayout(NamedTuple):
    symbol: str
    size: int
    gcn_arch_name_offset: int


# hipDeviceProp_t has no stable layout: 792 bytes with gcnArchName at 396 up to ROCm 5.7 (still what the
# unsuffixed export fills), 1472 bytes with gcnArchName at 1160 for hipGetDevicePropertiesR0600 (ROCm 6+).
# Both were measured by compiling against the 5.2 and 6.3 headers. The buffer is padded generously anyway.
_LAYOUT_R0000 = PropsLayout("hipGetDeviceProperties", 792, 396)
_LAYOUT_R0600 = PropsLayout("hipGetDevicePropertiesR0600", 1472, 1160)
_PROPS_BUFFER = 8192


def props_layout(runtime_version: int, exports: Callable[[str], bool]) -> PropsLayout:
    """Which hipGetDeviceProperties symbol to call and where gcnArchName lies in what it writes."""
    if runtime_version >= 60_000_000 and exports(_LAYOUT_R0600.symbol):
        return _LAYOUT_R0600
    return _LAYOUT_R0000


@record(frozen=True)
class Device:
    index: int
    name: str
    gcn_arch_name: str        # full target id, e.g. "gfx90a:sramecc+:xnack-"
    compute_units: int
    warp_size: int
    total_memory: int
    max_threads_per_block: int
    max_block_dim: Tuple[int, int, int]
    max_grid_dim: Tuple[int, int, int]
    max_shared_memory_per_block: int
    clock_rate_khz: int
    pci_bus_id: str           # "domain:bus:device.0"

    @property
    def arch(self) -> str:
        """The processor without target features: "gfx90a"."""
        return self.gcn_arch_name.split(":", 1)[0]

    def activate(self) -> None:
        set_device(self.index)

    def __str__(self) -> str:
        gib = self.total_memory / (1 << 30)
        return (f"{self.index}: {self.name} ({self.gcn_arch_name}), {self.compute_units} CUs, wave{self.warp_size}, "
                f"{gib:.1f} GiB, PCI {self.pci_bus_id}")


_cache: Dict[int, Device] = {}


def device_count() -> int:
    """Number of devices HIP sees: 0 on a machine without one (as torch.cuda.device_count() answers), so that
    `if device_count():` is the way to ask. A HIP runtime that cannot be loaded is still HipLibraryNotFound: that
    is a broken installation, not an answer."""
    try:
        L = hip.ensure_device()
    except hip.NoDeviceError:
        return 0
    n = c_int()
    hip.check(L.hipGetDeviceCount(byref(n)), "hipGetDeviceCount")
    return n.value


def _attr(L, attr: int, index: int) -> int:
    v = c_int()
    hip.check(L.hipDeviceGetAttribute(byref(v), attr, index), f"hipDeviceGetAttribute({attr})")
    return v.value


def _gcn_arch_name(L, index: int) -> str:
    layout = props_layout(hip.runtime_version(), hip.has)
    buf = ctypes.create_string_buffer(_PROPS_BUFFER)
    hip.check(getattr(L, layout.symbol)(buf, index), layout.symbol)
    raw = buf.raw[layout.gcn_arch_name_offset:layout.gcn_arch_name_offset + 256]
    return raw.split(b"\0", 1)[0].decode(errors="replace")


def _query(index: int) -> Device:
    L = hip.ensure_device()
    name = ctypes.create_string_buffer(256)
    hip.check(L.hipDeviceGetName(name, 256, index), "hipDeviceGetName")
    mem = c_size_t()
    hip.check(L.hipDeviceTotalMem(byref(mem), index), "hipDeviceTotalMem")
    a = {k: _attr(L, v, index) for k, v in _ATTR.items()}
    return Device(
        index=index,
        name=name.value.decode(errors="replace"),
        gcn_arch_name=_gcn_arch_name(L, index),
        compute_units=a["compute_units"],
        warp_size=a["warp_size"],
        total_memory=mem.value,
        max_threads_per_block=a["max_threads_per_block"],
        max_block_dim=(a["max_block_dim_x"], a["max_block_dim_y"], a["max_block_dim_z"]),
        max_grid_dim=(a["max_grid_dim_x"], a["max_grid_dim_y"], a["max_grid_dim_z"]),
        max_shared_memory_per_block=a["max_shared_memory_per_block"],
        clock_rate_khz=a["clock_rate_khz"],
        pci_bus_id=f"{a['pci_domain_id']:04x}:{a['pci_bus_id']:02x}:{a['pci_device_id']:02x}.0",
    )


def get_device(index: "int | None" = None) -> Device:
    """Device ``index`` (default: the current one). Properties are read once and cached."""
    if index is None:
        index = current_device()
    dev = _cache.get(index)
    if dev is None:
        hip.ensure_device()  # no device at all: NoDeviceError with HIP's reason, not an IndexError
        count = device_count()
        if not 0 <= index < count:
            raise IndexError(f"device {index} does not exist; HIP sees {count} device(s)")
        dev = _cache[index] = _query(index)
    return dev


def devices() -> List[Device]:
    """Every device HIP sees; raises NoDeviceError when there are none (with HIP's reason)."""
    hip.ensure_device()
    return [get_device(i) for i in range(device_count())]


def current_device() -> int:
    v = c_int()
    hip.check(hip.ensure_device().hipGetDevice(byref(v)), "hipGetDevice")
    return v.value


def set_device(index: int) -> None:
    hip.check(hip.ensure_device().hipSetDevice(index), f"hipSetDevice({index})")
