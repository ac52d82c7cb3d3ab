"""pycucc.runtime against the real libamdhip64 installed here (HIP 5.2, no GPU) and real code objects."""
from __future__ import annotations

import ctypes
import os
import subprocess
import sys

import pytest

from pycucc.runtime import hip
from pycucc.runtime.bundle import bundle_id, write_bundle
from pycucc.runtime.codeobj import CodeObjectError, read_code_object
from pycucc.runtime.device import props_layout
from pycucc.runtime.module import Module, NoCompatibleTarget, select_target
from testutil import hip_compile

SOURCE = r"""
#include <hip/hip_runtime.h>
__constant__ float coeffs[4];
extern "C" __global__ void fill(float* out, float v) { out[threadIdx.x] = v + coeffs[threadIdx.x % 4]; }
__global__ void twice(int* x) { x[threadIdx.x] *= 2; }
"""


def has_device() -> bool:
    try:
        hip.ensure_device()
        return True
    except (hip.NoDeviceError, hip.HipLibraryNotFound):
        return False


@pytest.fixture(scope="module")
def objects(tmp_path_factory):
    """Code objects for gfx1030, gfx90a (features any) and gfx90a:xnack-, built by one clang run each."""
    d = tmp_path_factory.mktemp("rt")
    src = d / "k.hip"
    src.write_text(SOURCE)
    out = {}
    for arch in ("gfx1030", "gfx90a", "gfx90a:xnack-"):
        path = d / (arch.replace(":", "_") + ".co")
        subprocess.run(hip_compile("--cuda-device-only", f"--offload-arch={arch}", "-O3", "--no-gpu-bundle-output",
                                   src, "-o", path, code_object_version=5), check=True, capture_output=True)
        out[arch] = path.read_bytes()
    return out


# -- library discovery ---------------------------------------------------------------------------------------------

def test_linux_candidates_order(tmp_path):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "libamdhip64.so").write_bytes(b"")
    found, skipped = hip.library_candidates({"ROCM_PATH": str(tmp_path)}, "linux", os.path.exists)
    specs = [c.spec for c in found]
    assert specs[0] == str(tmp_path / "lib" / "libamdhip64.so")
    assert specs[-4:] == ["libamdhip64.so", "libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5"]
    assert any(path == "/opt/rocm/lib/libamdhip64.so" for path, _ in skipped) or "/opt/rocm/lib/libamdhip64.so" in specs


def test_explicit_library_is_exclusive():
    found, skipped = hip.library_candidates({"PYCUCC_HIP_LIB": "/x/libamdhip64.so", "ROCM_PATH": "/r"},
                                            "linux", lambda p: True)
    assert [c.spec for c in found] == ["/x/libamdhip64.so"] and skipped == []


def test_simulated_windows_layout():
    root = "C:\\Program Files\\AMD\\ROCm\\6.4\\"
    present = {root + "bin\\amdhip64_6.dll"}
    found, skipped = hip.library_candidates({"HIP_PATH": root}, "win32", present.__contains__)
    assert found[0].spec == root + "bin\\amdhip64_6.dll"
    assert found[0].dll_directory == root + "bin"
    assert [c.spec for c in found[1:]] == ["amdhip64_7.dll", "amdhip64_6.dll", "amdhip64.dll"]
    assert [p for p, _ in skipped] == [root + "bin\\amdhip64_7.dll", root + "bin\\amdhip64.dll"]
    found, skipped = hip.library_candidates({}, "win32", present.__contains__)
    assert [c.spec for c in found] == ["amdhip64_7.dll", "amdhip64_6.dll", "amdhip64.dll"]
    assert "HIP_PATH is not set" in skipped[0][1]


def test_missing_library_names_every_place_tried(tmp_path):
    missing = str(tmp_path / "nope" / "libamdhip64.so")
    with pytest.raises(hip.HipLibraryNotFound) as err:
        hip._load({"PYCUCC_HIP_LIB": missing}, "linux")
    assert missing in str(err.value) and "PYCUCC_HIP_LIB" in str(err.value)
    assert err.value.tried[0][0] == missing


def test_real_library_loads_and_reports_version():
    path = hip.library_path()
    assert "libamdhip64" in os.path.basename(path) and os.path.exists(path)
    version = hip.runtime_version()
    assert version >= 50_000_000
    assert hip.version_string(50221153) == "5.2.21153"


def test_error_names_and_strings_from_the_library():
    L = hip.lib()
    hip.check(0, "nothing")
    with pytest.raises(hip.HipError) as err:
        hip.check(209, "hipModuleLoadData")
    e = err.value
    assert (e.code, e.name) == (209, "hipErrorNoBinaryForGpu")
    assert e.message == L.hipGetErrorString(209).decode()
    assert str(e).startswith("hipModuleLoadData: hipErrorNoBinaryForGpu (209)")
    with pytest.raises(hip.HipError, match="hipErrorInvalidValue"):
        hip.check(1, "x")


def test_props_layout_by_runtime_version():
    assert props_layout(50221153, lambda s: True).gcn_arch_name_offset == 396
    assert props_layout(60300000, lambda s: False).gcn_arch_name_offset == 396
    layout = props_layout(60300000, lambda s: s == "hipGetDevicePropertiesR0600")
    assert (layout.symbol, layout.gcn_arch_name_offset) == ("hipGetDevicePropertiesR0600", 1160)


# -- no GPU ----------------------------------------------------------------------------------------------------------

no_gpu = pytest.mark.skipif(has_device(), reason="a GPU is present; these check the no-GPU behaviour")


@no_gpu
def test_no_device_error_at_first_use():
    from pycucc.runtime import DeviceBuffer, devices
    with pytest.raises(hip.NoDeviceError) as err:
        devices()
    e = err.value
    assert e.code == hip.ERROR_NO_DEVICE and e.name == "hipErrorNoDevice"
    text = str(e)
    assert hip.library_path() in text and hip.version_string(hip.runtime_version()) in text
    assert "hipErrorNoDevice" in text and "rocminfo" in text
    with pytest.raises(hip.NoDeviceError):
        DeviceBuffer(16)


@no_gpu
@pytest.mark.toolchain
def test_module_parses_before_needing_a_device(objects):
    with pytest.raises(hip.NoDeviceError):
        Module(objects["gfx1030"])


@no_gpu
def test_cli_reports_no_device_without_traceback():
    r = subprocess.run([sys.executable, "-m", "pycucc.runtime"], capture_output=True, text=True)
    assert r.returncode == 1
    assert "No AMD GPU is available to HIP" in r.stderr and "Traceback" not in r.stderr
    assert "version: 5." in r.stdout or "version:" in r.stdout


def test_import_has_no_side_effects():
    code = ("import sys, pycucc.runtime\n"
            "maps = open('/proc/self/maps').read()\n"
            "print('amdhip64' in maps, 'numpy' in sys.modules, 'clang' in sys.modules, 'lark' in sys.modules)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert r.stdout.split() == ["False", "False", "False", "False"]


# -- code objects and target selection (pure, no device needed) --------------------------------------------------

def test_non_code_object_bytes_are_rejected():
    with pytest.raises(CodeObjectError, match="not an AMDGPU code object"):
        Module(b"definitely not an ELF file")
    with pytest.raises(CodeObjectError):
        Module(b"\x7fELF" + bytes(60))


@pytest.mark.toolchain
def test_select_target_in_a_bundle(objects):
    bundle = write_bundle({bundle_id(t): objects[t] for t in ("gfx1030", "gfx90a", "gfx90a:xnack-")})
    info = read_code_object(bundle)
    assert select_target(info, "gfx1030").target == "gfx1030"
    # The entry that names the device's xnack mode beats the "any" entry.
    assert select_target(info, "gfx90a:sramecc+:xnack-").target == "gfx90a:xnack-"
    assert select_target(info, "gfx90a:sramecc+:xnack+").target == "gfx90a"
    with pytest.raises(NoCompatibleTarget) as err:
        select_target(info, "gfx1100", "device 0 (Radeon RX 7900 XTX)")
    msg = str(err.value)
    assert "gfx1030" in msg and "gfx90a:xnack-" in msg and "gfx1100" in msg and "--offload-arch=gfx1100" in msg
    assert err.value.targets == ("gfx1030", "gfx90a", "gfx90a:xnack-")


@pytest.mark.toolchain
def test_a_device_takes_its_own_entry_then_its_familys_generic_one(cache_dir, tmp_path):
    """HIP's loader order: the processor's own entry, else the generic target of its family (a v6 object with a
    generic version); the chosen entry says why."""
    from testutil import SAMPLES, run_pycucc
    from pycucc.runtime.codeobj import select_entry
    out = tmp_path / "g.hsaco"
    run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", out,
               "--offload-arch=gfx1100,gfx11-generic,gfx90a:xnack-,gfx9-4-generic", check=True)
    info = read_code_object(out.read_bytes())
    assert select_target(info, "gfx1100").target == "gfx1100"
    for device in ("gfx1103", "gfx1151", "gfx1153"):
        entry, why = select_entry(info.targets, device)
        assert entry.target == "gfx11-generic" and f"generic target of {device}'s family" in why
        assert info.for_arch(device) is entry
    assert select_target(info, "gfx942:sramecc+:xnack-").target == "gfx9-4-generic"
    assert select_target(info, "gfx950:sramecc+:xnack+").target == "gfx9-4-generic"
    assert select_target(info, "gfx90a:sramecc+:xnack-").target == "gfx90a:xnack-"
    with pytest.raises(NoCompatibleTarget):  # gfx90a has no generic family: its xnack+ mode has no entry
        select_target(info, "gfx90a:sramecc+:xnack+")
    with pytest.raises(NoCompatibleTarget, match="--offload-arch=gfx1030 or its family's gfx10-3-generic"):
        select_target(info, "gfx1030")
    # a generic entry without its generic version (not what a loader takes) is not chosen
    generic = next(t for t in info.targets if t.arch == "gfx11-generic")
    stripped = bytearray(generic.image)
    stripped[48 + 3] = 0  # e_flags' high byte, EF_AMDGPU_GENERIC_VERSION
    lone = read_code_object(write_bundle({bundle_id("gfx11-generic"): bytes(stripped)}))
    assert lone.targets[0].generic_version == 0 and lone.for_arch("gfx1103") is None


@pytest.mark.toolchain
def test_bundle_without_the_device_target(objects):
    info = read_code_object(write_bundle({bundle_id("gfx1030"): objects["gfx1030"]}))
    with pytest.raises(NoCompatibleTarget, match="offload bundle holds gfx1030; the device is gfx90a"):
        select_target(info, "gfx90a:sramecc+:xnack-")


@pytest.mark.toolchain
def test_raw_elf_for_another_target(objects):
    info = read_code_object(objects["gfx90a:xnack-"])
    with pytest.raises(NoCompatibleTarget, match="code object holds gfx90a:xnack-"):
        select_target(info, "gfx90a:sramecc+:xnack+")


@pytest.mark.toolchain
def test_unknown_kernel_lists_the_kernels(objects):
    target = select_target(read_code_object(objects["gfx1030"]), "gfx1030")
    assert target.kernel("twice").name == "_Z5twicePi"
    with pytest.raises(KeyError) as err:
        target.kernel("thrice")
    assert "fill" in str(err.value) and "_Z5twicePi" in str(err.value)


def test_hip_module_load_without_device_is_a_hip_error():
    # What Module would hit if it skipped the device check: HIP itself reports 101 with no GPU.
    if has_device():
        pytest.skip("a GPU is present")
    h = ctypes.c_void_p()
    with pytest.raises(hip.HipError) as err:
        hip.check(hip.lib().hipModuleLoadData(ctypes.byref(h), b"\x7fELF" + bytes(60)), "hipModuleLoadData")
    assert err.value.code in (hip.ERROR_INVALID_DEVICE, hip.ERROR_NO_DEVICE)


@no_gpu
def test_device_count_is_zero_without_a_gpu():
    from pycucc.runtime import device_count
    assert device_count() == 0


@pytest.mark.parametrize("bad", [3, 3.5, None, ["x"], object()])
def test_read_code_object_takes_bytes_or_a_path_only(bad):
    # an int would be taken by open() as a file descriptor (fd 3 may be anything)
    with pytest.raises(TypeError, match="bytes or as a path"):
        read_code_object(bad)


def test_read_code_object_of_a_missing_file_is_a_code_object_error(tmp_path):
    with pytest.raises(CodeObjectError, match="cannot read code object"):
        read_code_object(tmp_path / "missing.hsaco")
