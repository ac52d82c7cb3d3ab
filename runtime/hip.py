"""The HIP runtime library: discovery, ctypes prototypes and error checking.

Nothing is loaded at import time. The first call to :func:`lib` finds and loads
``libamdhip64`` (or ``amdhip64_*.dll``), declares every prototype once from
``_PROTOTYPES`` and returns the handle; :func:`ensure_device` additionally checks that
HIP sees at least one GPU and raises :class:`NoDeviceError` otherwise.

Every HIP call that returns a ``hipError_t`` goes through :func:`check`.
"""
from __future__ import annotations

import ctypes
import ntpath
import os
import posixpath
import sys
import threading
from ctypes import POINTER, c_char_p, c_float, c_int, c_size_t, c_uint, c_void_p
from typing import Callable, Mapping, NamedTuple

__all__ = [
    "HipError", "NoDeviceError", "HipLibraryNotFound", "Candidate", "library_candidates",
    "lib", "library_path", "runtime_version", "version_string", "check", "ensure_device", "has",
]

# Enum values that are identical in HIP 5.2 and 6.x/7.x headers (checked against both).
SUCCESS = 0
ERROR_NOT_READY = 600
ERROR_NO_DEVICE = 100
ERROR_INVALID_DEVICE = 101
MEMCPY_HOST_TO_DEVICE = 1
MEMCPY_DEVICE_TO_HOST = 2
MEMCPY_DEVICE_TO_DEVICE = 3

# (restype, argtypes). A restype of c_int is a hipError_t status that must go through check().
_PROTOTYPES = {
    "hipGetErrorName": (c_char_p, [c_int]),
    "hipGetErrorString": (c_char_p, [c_int]),
    "hipRuntimeGetVersion": (c_int, [POINTER(c_int)]),
    "hipDriverGetVersion": (c_int, [POINTER(c_int)]),
    "hipGetDeviceCount": (c_int, [POINTER(c_int)]),
    "hipGetDevice": (c_int, [POINTER(c_int)]),
    "hipSetDevice": (c_int, [c_int]),
    "hipDeviceGetAttribute": (c_int, [POINTER(c_int), c_int, c_int]),
    "hipDeviceGetName": (c_int, [c_char_p, c_int, c_int]),
    "hipDeviceTotalMem": (c_int, [POINTER(c_size_t), c_int]),
    "hipGetDeviceProperties": (c_int, [c_void_p, c_int]),
    "hipGetDevicePropertiesR0600": (c_int, [c_void_p, c_int]),
    "hipDeviceSynchronize": (c_int, []),
    "hipMemGetInfo": (c_int, [POINTER(c_size_t), POINTER(c_size_t)]),
    "hipMalloc": (c_int, [POINTER(c_void_p), c_size_t]),
    "hipFree": (c_int, [c_void_p]),
    "hipHostMalloc": (c_int, [POINTER(c_void_p), c_size_t, c_uint]),
    "hipHostFree": (c_int, [c_void_p]),
    "hipMemcpy": (c_int, [c_void_p, c_void_p, c_size_t, c_int]),
    "hipMemcpyAsync": (c_int, [c_void_p, c_void_p, c_size_t, c_int, c_void_p]),
    "hipMemset": (c_int, [c_void_p, c_int, c_size_t]),
    "hipMemsetAsync": (c_int, [c_void_p, c_int, c_size_t, c_void_p]),
    "hipStreamCreateWithFlags": (c_int, [POINTER(c_void_p), c_uint]),
    "hipStreamDestroy": (c_int, [c_void_p]),
    "hipStreamSynchronize": (c_int, [c_void_p]),
    "hipStreamQuery": (c_int, [c_void_p]),
    "hipEventCreateWithFlags": (c_int, [POINTER(c_void_p), c_uint]),
    "hipEventDestroy": (c_int, [c_void_p]),
    "hipEventRecord": (c_int, [c_void_p, c_void_p]),
    "hipEventSynchronize": (c_int, [c_void_p]),
    "hipEventQuery": (c_int, [c_void_p]),
    "hipEventElapsedTime": (c_int, [POINTER(c_float), c_void_p, c_void_p]),
    "hipModuleLoadData": (c_int, [POINTER(c_void_p), c_void_p]),
    "hipModuleUnload": (c_int, [c_void_p]),
    "hipModuleGetFunction": (c_int, [POINTER(c_void_p), c_void_p, c_char_p]),
    "hipModuleGetGlobal": (c_int, [POINTER(c_void_p), POINTER(c_size_t), c_void_p, c_char_p]),
    "hipModuleLaunchKernel": (c_int, [c_void_p, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint,
                                      c_uint, c_void_p, c_void_p, c_void_p]),
}
# Newer-API symbols whose absence is normal (HIP 5.2 lacks them); everything else is required.
_OPTIONAL = {"hipGetDevicePropertiesR0600"}


class HipError(RuntimeError):
    """A HIP call returned a status other than hipSuccess."""

    def __init__(self, code: int, name: str, message: str, what: str = ""):
        self.code, self.name, self.message, self.what = code, name, message, what
        head = f"{what}: " if what else ""
        detail = f": {message}" if message and message != name else ""
        super().__init__(f"{head}{name} ({code}){detail}")


class NoDeviceError(HipError):
    """HIP loaded but sees no usable AMD GPU."""

    def __init__(self, code: int, name: str, message: str, what: str = "", explanation: str = ""):
        super().__init__(code, name, message, what)
        self.explanation = explanation

    def __str__(self) -> str:
        return self.explanation or super().__str__()


class HipLibraryNotFound(OSError):
    """No HIP runtime library could be loaded; ``tried`` lists (candidate, reason)."""

    def __init__(self, tried: list[tuple[str, str]], hint: str):
        self.tried = tried
        lines = "\n".join(f"  {spec}: {why}" for spec, why in tried)
        super().__init__(f"HIP runtime library not found. Tried:\n{lines}\n{hint}")


class Candidate(NamedTuple):
    spec: str                  # absolute path, or a bare name for the loader's own search
    origin: str                # why it is on the list, for error messages
    dll_directory: "str | None" = None  # Windows: directory to add before loading (dependencies)


_LINUX_SONAMES = ("libamdhip64.so", "libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5")
_WINDOWS_DLLS = ("amdhip64_7.dll", "amdhip64_6.dll", "amdhip64.dll")


def library_candidates(env: Mapping[str, str], platform: str,
                       exists: Callable[[str], bool]) -> tuple[list[Candidate], list[tuple[str, str]]]:
    """Where to look for the HIP runtime, in order; pure, so any platform can be simulated.

    Returns (candidates to try, (path, reason) pairs already ruled out). ``PYCUCC_HIP_LIB``, when
    set, is the only candidate: an explicit choice must not silently fall back to another library.
    """
    explicit = env.get("PYCUCC_HIP_LIB")
    if explicit:
        return [Candidate(explicit, "PYCUCC_HIP_LIB")], []
    skipped: list[tuple[str, str]] = []
    found: list[Candidate] = []
    if platform.startswith("win"):
        hip_path = env.get("HIP_PATH")
        if hip_path:
            bindir = ntpath.join(hip_path, "bin")
            for dll in _WINDOWS_DLLS:
                path = ntpath.join(bindir, dll)
                if exists(path):
                    found.append(Candidate(path, "%HIP_PATH%\\bin", bindir))
                else:
                    skipped.append((path, "no such file"))
        else:
            skipped.append(("%HIP_PATH%\\bin", "HIP_PATH is not set"))
        # The Adrenalin driver installs the runtime into System32, reached by the default search.
        found += [Candidate(dll, "default DLL search path") for dll in _WINDOWS_DLLS]
        return found, skipped
    roots = [(env["ROCM_PATH"], "$ROCM_PATH")] if env.get("ROCM_PATH") else []
    roots.append(("/opt/rocm", "default ROCm prefix"))
    for root, origin in roots:
        path = posixpath.join(root, "lib", "libamdhip64.so")
        if exists(path):
            found.append(Candidate(path, origin))
        else:
            skipped.append((path, "no such file"))
    found += [Candidate(name, "dynamic loader search path") for name in _LINUX_SONAMES]
    return found, skipped


def _hint(platform: str) -> str:
    if platform.startswith("win"):
        return ("Install the AMD Adrenalin driver or the HIP SDK (which sets HIP_PATH), "
                "or set PYCUCC_HIP_LIB to the full path of amdhip64_*.dll.")
    return ("Install ROCm (set ROCM_PATH if it is not in /opt/rocm) or Debian/Ubuntu's libamdhip64-5, "
            "or set PYCUCC_HIP_LIB to the full path of libamdhip64.so.")


_lock = threading.Lock()
_lib: "ctypes.CDLL | None" = None
_lib_path = ""
_dll_dirs: list = []         # keeps os.add_dll_directory handles alive
_device_checked = False


def _load(env: Mapping[str, str], platform: str) -> tuple[ctypes.CDLL, str]:
    candidates, tried = library_candidates(env, platform, os.path.exists)
    for cand in candidates:
        try:
            if cand.dll_directory and hasattr(os, "add_dll_directory"):
                _dll_dirs.append(os.add_dll_directory(cand.dll_directory))
            return ctypes.CDLL(cand.spec), cand.spec
        except OSError as exc:
            tried.append((cand.spec, f"{cand.origin}: {exc}"))
    raise HipLibraryNotFound(tried, _hint(platform))


def _declare(handle: ctypes.CDLL) -> None:
    for name, (restype, argtypes) in _PROTOTYPES.items():
        try:
            fn = getattr(handle, name)
        except AttributeError:
            if name in _OPTIONAL:
                continue
            raise
        fn.restype, fn.argtypes = restype, argtypes


def _resolved_path(handle: ctypes.CDLL, spec: str) -> str:
    """The file the loader actually mapped (a bare soname resolves to a real path)."""
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps") as maps:
                stem = os.path.basename(spec).split(".so")[0]
                for line in maps:
                    path = line.rstrip("\n").split(" ", 5)[-1].strip()
                    if os.path.basename(path).startswith(stem + ".so"):
                        return path
        except OSError:
            pass
    return spec


def lib() -> ctypes.CDLL:
    """The loaded HIP runtime; loads it on first call. Raises HipLibraryNotFound."""
    global _lib, _lib_path
    if _lib is None:
        with _lock:
            if _lib is None:
                handle, spec = _load(os.environ, sys.platform)
                _declare(handle)
                _lib_path = _resolved_path(handle, spec)
                _lib = handle
    return _lib


def library_path() -> str:
    """Path of the loaded HIP runtime (loads it)."""
    lib()
    return _lib_path


def has(symbol: str) -> bool:
    """Whether the loaded runtime exports ``symbol`` (plain C name)."""
    return hasattr(lib(), symbol)


def error_name(code: int) -> str:
    name = lib().hipGetErrorName(code)
    return name.decode(errors="replace") if name else f"hipError {code}"


def error_string(code: int) -> str:
    text = lib().hipGetErrorString(code)
    return text.decode(errors="replace") if text else ""


def check(status: int, what: str) -> None:
    """Raise HipError for any status other than hipSuccess; ``what`` names the call."""
    if status != SUCCESS:
        raise HipError(status, error_name(status), error_string(status), what)


def runtime_version() -> int:
    """HIP_VERSION of the loaded runtime (major*10_000_000 + minor*100_000 + patch); works without a GPU."""
    v = c_int()
    check(lib().hipRuntimeGetVersion(ctypes.byref(v)), "hipRuntimeGetVersion")
    return v.value


def version_string(version: int) -> str:
    return f"{version // 10_000_000}.{version // 100_000 % 100}.{version % 100_000}"


def _no_device_explanation(status: int, count: int) -> str:
    path = library_path()
    try:
        ver = version_string(runtime_version())
    except HipError as exc:
        ver = f"unknown ({exc})"
    if status != SUCCESS:
        why = f"hipGetDeviceCount failed with {error_name(status)} ({status}): {error_string(status)}"
    else:
        why = "hipGetDeviceCount reported 0 devices"
    if sys.platform.startswith("win"):
        todo = ("Install or update the AMD Adrenalin driver for a supported Radeon/Instinct GPU, "
                "and check that HIP_VISIBLE_DEVICES does not hide it.")
    else:
        todo = ("Check that `rocminfo` lists a GPU agent, that /dev/kfd and /dev/dri/renderD* exist and "
                "are accessible (add your user to the 'render' and 'video' groups; in a container pass "
                "--device=/dev/kfd --device=/dev/dri), and that HIP_VISIBLE_DEVICES / "
                "ROCR_VISIBLE_DEVICES do not hide it.")
    return (f"No AMD GPU is available to HIP.\n  library: {path}\n  HIP runtime version: {ver}\n"
            f"  {why}\n{todo}")


def ensure_device() -> ctypes.CDLL:
    """The HIP library, after checking once that it sees at least one device (else NoDeviceError)."""
    global _device_checked
    handle = lib()
    if not _device_checked:
        count = c_int(0)
        status = handle.hipGetDeviceCount(ctypes.byref(count))
        if status != SUCCESS or count.value < 1:
            code = status if status != SUCCESS else ERROR_NO_DEVICE
            raise NoDeviceError(code, error_name(code), error_string(code), "hipGetDeviceCount",
                                _no_device_explanation(status, count.value))
        _device_checked = True
    return handle
