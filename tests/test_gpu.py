"""Launches on a real AMD GPU; every test skips with the reason when HIP sees no device."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from pycucc.runtime import (DeviceBuffer, Event, HipLibraryNotFound, Module, NoDeviceError, Stream, devices,
                            get_device, pinned_empty, synchronize, to_device)
from pycucc.runtime import hip
from pycucc.runtime.bundle import bundle_id, write_bundle
from testutil import hip_compile

pytestmark = [pytest.mark.gpu, pytest.mark.toolchain]

SOURCE = r"""
#include <hip/hip_runtime.h>
__constant__ float coeffs[4];
__device__ int counter;

extern "C" __global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
__global__ void saxpy_cpp(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
__global__ void __launch_bounds__(256) reduce(const float* in, float* out, unsigned n) {
  __shared__ float s[256];
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0.f;
  __syncthreads();
  for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) { if (t < k) s[t] += s[t + k]; __syncthreads(); }
  if (t == 0) atomicAdd(out, s[0]);
}
__global__ void use_const(float* out) { out[threadIdx.x] = coeffs[threadIdx.x % 4] + counter; }
__global__ void bump() { atomicAdd(&counter, 1); }
__global__ void dyn_shared(int* out) {
  extern __shared__ int buf[];
  buf[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
}
"""


def _device():
    try:
        return get_device()
    except (NoDeviceError, HipLibraryNotFound) as exc:
        pytest.skip(f"no AMD GPU: {str(exc).splitlines()[0]}")


def _compile_command(arch: str, src: str, out: str) -> list:
    """The clang pycucc finds: ROCm's own when installed (it knows every target it supports), else Debian's."""
    cov = 4 if hip.runtime_version() < 60_000_000 else 5  # ROCm 5.x comgr rejects code object v5
    return hip_compile("--cuda-device-only", f"--offload-arch={arch}", "-O3", "-std=c++17", "--no-gpu-bundle-output",
                       src, "-o", out, code_object_version=cov)


@pytest.fixture(scope="module")
def device():
    return _device()


@pytest.fixture(scope="module")
def code_object(device, tmp_path_factory) -> bytes:
    d = tmp_path_factory.mktemp("gpu")
    src, out = d / "k.hip", d / "k.co"
    src.write_text(SOURCE)
    r = subprocess.run(_compile_command(device.gcn_arch_name, str(src), str(out)), capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return out.read_bytes()


@pytest.fixture(scope="module")
def module(code_object):
    return Module(code_object)


def test_devices_are_described(device):
    found = devices()
    assert found[device.index] == device
    assert device.gcn_arch_name.startswith("gfx") and device.warp_size in (32, 64)
    assert device.compute_units > 0 and device.total_memory > 1 << 28 and device.max_threads_per_block >= 256
    r = subprocess.run([sys.executable, "-m", "pycucc.runtime"], capture_output=True, text=True)
    assert r.returncode == 0 and device.gcn_arch_name in r.stdout


def test_saxpy_with_numpy_arrays(module):
    n = 1000
    x = np.arange(n, dtype=np.float32)
    y = np.ones(n, dtype=np.float32)
    x_before = x.copy()
    module.kernel("saxpy")(np.int32(n), np.float32(2.0), x, y, grid=(n + 255) // 256, block=256)
    np.testing.assert_array_equal(y, 2 * x_before + 1)
    np.testing.assert_array_equal(x, x_before)


def test_saxpy_with_device_buffers_stream_and_python_numbers(module):
    n = 4096
    x = np.random.default_rng(0).standard_normal(n).astype(np.float32)
    y = np.full(n, 0.5, np.float32)
    dx, dy = to_device(x), to_device(y)
    start, end = Event(), Event()
    with Stream() as s:
        start.record(s)
        # The mangled name says (int, float, const float*, float*), so plain Python numbers are accepted.
        module["saxpy_cpp"][n // 128, 128, s](n, 3.0, dx, dy)
        end.record(s)
        end.synchronize()
    assert start.elapsed_ms(end) >= 0.0
    np.testing.assert_allclose(dy.copy_to(), 3.0 * x + 0.5, rtol=1e-6)
    dx.free()
    dy.free()
    assert dx.freed


def test_reduction(module):
    n = 100_003
    x = np.random.default_rng(1).random(n, dtype=np.float32)
    out = np.zeros(1, np.float32)
    k = module.kernel("reduce")
    assert k.max_block_threads == 256
    k(x, out, np.uint32(n), grid=(n + 255) // 256, block=256)
    assert out[0] == pytest.approx(float(x.sum(dtype=np.float64)), rel=1e-4)
    with pytest.raises(ValueError, match="at most 256"):
        k(x, out, np.uint32(n), grid=1, block=512)


def test_constant_and_device_globals(module):
    coeffs = module.get_global("coeffs", np.float32)
    assert coeffs.nbytes == 16 and coeffs.shape == (4,)
    coeffs.copy_from(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
    np.testing.assert_array_equal(coeffs.copy_to(), [1.0, 2.0, 3.0, 4.0])
    counter = module.get_global("counter", np.int32)
    counter.copy_from(np.array([10], np.int32))
    out = np.zeros(8, np.float32)
    module.kernel("use_const")(out, grid=1, block=8)
    np.testing.assert_array_equal(out, [11, 12, 13, 14, 11, 12, 13, 14])
    module.kernel("bump")(grid=4, block=64)  # no explicit arguments: launched with extra=NULL
    synchronize()
    assert counter.copy_to()[0] == 10 + 256


def test_dynamic_shared_memory(module):
    out = np.zeros(64, np.int32)
    module.kernel("dyn_shared")(out, grid=1, block=64, shared_mem=64 * 4)
    np.testing.assert_array_equal(out, np.arange(63, -1, -1))


def test_device_buffer_basics():
    _device()
    buf = DeviceBuffer.zeros((4, 8), np.int32)
    assert buf.__cuda_array_interface__["data"][0] == buf.ptr and buf.__cuda_array_interface__["shape"] == (4, 8)
    np.testing.assert_array_equal(buf.copy_to(), np.zeros((4, 8), np.int32))
    buf.memset(1)
    assert (buf.copy_to() == 0x01010101).all()
    host = pinned_empty(32, np.int32)
    host[:] = np.arange(32)
    with Stream(non_blocking=True) as s:
        buf.copy_from(host, s)
        s.synchronize()
    np.testing.assert_array_equal(buf.copy_to().ravel(), np.arange(32))
    buf.free()


def test_bundle_picks_the_device_entry(device, code_object, tmp_path):
    other = "gfx1030" if device.arch != "gfx1030" else "gfx90a"
    other_obj = tmp_path / "other.co"
    (tmp_path / "k.hip").write_text(SOURCE)
    r = subprocess.run(_compile_command(other, str(tmp_path / "k.hip"), str(other_obj)), capture_output=True)
    if r.returncode != 0:
        pytest.skip(f"cannot build {other} here")
    bundle = write_bundle({bundle_id(other): other_obj.read_bytes(),
                           bundle_id(device.gcn_arch_name): code_object})
    m = Module(bundle)
    assert m.target.arch == device.arch
    y = np.zeros(16, np.float32)
    m.kernel("saxpy")(np.int32(16), np.float32(1.0), np.ones(16, np.float32), y, grid=1, block=16)
    np.testing.assert_array_equal(y, np.ones(16))
