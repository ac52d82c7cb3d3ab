"""Kernel argument packing and launch-shape validation, checked against real clang-19 code objects."""
from __future__ import annotations

import struct
import subprocess
import timeit

import numpy as np
import pytest

from pycucc.runtime.args import ArgPacker, normalize_dims, parameter_types
from pycucc.runtime.codeobj import read_code_object
from testutil import hip_compile

KERNELS = r"""
#include <hip/hip_runtime.h>
struct Pair { int a; double b; };
extern "C" __global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
__global__ void mixed(char c, short s, long long ll, double d, Pair p, unsigned u, float* out, bool flag) {
  out[0] = c + s + ll + d + p.a + p.b + u + flag;
}
namespace ns { template <typename T> __global__ void scale(T* x, T f, int n) { if (threadIdx.x < n) x[threadIdx.x] *= f; } }
template __global__ void ns::scale<float>(float*, float, int);
template __global__ void ns::scale<double>(double*, double, int);
__global__ void __launch_bounds__(256) reduce(const float* in, float* out, unsigned n) {
  __shared__ float s[256];
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0.f; __syncthreads();
  for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) { if (t < k) s[t] += s[t + k]; __syncthreads(); }
  if (t == 0) atomicAdd(out, s[0]);
}
__global__ void ten(int a, int b, float c, float d, double e, long long f, unsigned g, float* h,
                    const float* i, int* j) {
  j[0] = a + b + c + d + e + f + g + h[0] + i[0];
}
__global__ void noargs() {}
"""

@pytest.fixture(scope="module")
def target(tmp_path_factory):
    d = tmp_path_factory.mktemp("args")
    src, out = d / "k.hip", d / "k.co"
    src.write_text(KERNELS)
    subprocess.run(hip_compile("--cuda-device-only", "--offload-arch=gfx1030", "-O3", "--no-gpu-bundle-output", src,
                               "-o", out, code_object_version=5), check=True, capture_output=True)
    return read_code_object(str(out)).targets[0]


# -- mangled parameter types (pure) ---------------------------------------------------------------------------

@pytest.mark.parametrize("name, expected", [
    ("_Z5saxpyifPKfPf", ["int", "float", "const float*", "float*"]),
    ("_Z5mixedcsxd4PairjPfb", ["char", "short", "long long", "double", "Pair", "unsigned int", "float*", "bool"]),
    ("_ZN2ns5scaleIfEEvPT_S1_i", ["float*", "float", "int"]),
    ("_ZN2ns5scaleIdEEvPT_S1_i", ["double*", "double", "int"]),
    ("_Z3fooPfS_", ["float*", "float*"]),
    ("_Z6kernelIfLi256EEvPKT_PS0_i", ["const float*", "float*", "int"]),
    ("_Z1kN2ns4Vec3E", ["ns::Vec3"]),
    ("_Z1kDF16_t", ["_Float16", "unsigned short"]),
    ("_Z1kv", []),
])
def test_parameter_types(name, expected):
    types = parameter_types(name)
    assert types is not None and [t.spelling for t in types] == expected


@pytest.mark.parametrize("name", ["saxpy", "_Z1kRi", "_Z1kSt6vectorIiE", "_Z1kPFviE", "_Z", "_Z5abc"])
def test_parameter_types_unknown(name):
    assert parameter_types(name) is None


# -- byte layouts against the metadata -----------------------------------------------------------------------

def explicit(kernel):
    return [a for a in kernel.args if not a.is_hidden]


@pytest.mark.toolchain
def test_saxpy_layout(target):
    k = target.kernel("saxpy")
    a = explicit(k)
    buf = ArgPacker(k).pack([np.int32(1000), np.float32(2.5), 0x7F0000001000, 0x7F0000002000])
    assert len(buf) == k.kernarg_size == 280  # COV5: explicit args, then hidden ones HIP fills in
    assert struct.unpack_from("<i", buf, a[0].offset) == (1000,)
    assert struct.unpack_from("<f", buf, a[1].offset) == (2.5,)
    assert struct.unpack_from("<Q", buf, a[2].offset) == (0x7F0000001000,)
    assert struct.unpack_from("<Q", buf, a[3].offset) == (0x7F0000002000,)
    end = a[3].offset + a[3].size
    assert buf[end:] == bytes(len(buf) - end)


@pytest.mark.toolchain
def test_mixed_layout_with_python_values_and_struct(target):
    k = target.kernel("mixed")
    a = explicit(k)
    assert [x.size for x in a] == [1, 2, 8, 8, 16, 4, 8, 1]
    pair = struct.pack("<i4xd", 7, 0.25)
    buf = ArgPacker(k).pack([-3, 300, -(1 << 40), 1.5, pair, 0xFFFFFFFF, 0xABCD0000, True])
    assert struct.unpack_from("<b", buf, a[0].offset) == (-3,)
    assert struct.unpack_from("<h", buf, a[1].offset) == (300,)
    assert struct.unpack_from("<q", buf, a[2].offset) == (-(1 << 40),)
    assert struct.unpack_from("<d", buf, a[3].offset) == (1.5,)
    assert bytes(buf[a[4].offset:a[4].offset + 16]) == pair
    assert struct.unpack_from("<I", buf, a[5].offset) == (0xFFFFFFFF,)
    assert struct.unpack_from("<Q", buf, a[6].offset) == (0xABCD0000,)
    assert buf[a[7].offset] == 1
    # Padding between char and short, and after the int before the pointer, stays zero.
    assert buf[1] == 0 and bytes(buf[a[5].offset + 4:a[6].offset]) == bytes(a[6].offset - a[5].offset - 4)


@pytest.mark.toolchain
@pytest.mark.parametrize("name, dtype, fmt", [("_ZN2ns5scaleIfEEvPT_S1_i", np.float32, "<f"),
                                               ("_ZN2ns5scaleIdEEvPT_S1_i", np.float64, "<d")])
def test_template_layouts(target, name, dtype, fmt):
    k = target.kernel(name)
    a = explicit(k)
    buf = ArgPacker(k).pack([0x1234, dtype(0.5), 17])
    assert struct.unpack_from("<Q", buf, a[0].offset) == (0x1234,)
    assert struct.unpack_from(fmt, buf, a[1].offset) == (0.5,)
    assert struct.unpack_from("<i", buf, a[2].offset) == (17,)
    # Python numbers work because the mangled name says float/double and int.
    assert ArgPacker(k).pack([0x1234, 0.5, 17]) == buf


@pytest.mark.toolchain
def test_numpy_arrays_are_staged_with_constness(target):
    k = target.kernel("reduce")
    staged = []

    def stage(array, const):
        staged.append((array, const))
        return 0x1000 * len(staged)

    x, out = np.ones(8, np.float32), np.zeros(1, np.float32)
    buf = ArgPacker(k).pack([x, out, np.uint32(8)], stage)
    assert [(s[0] is arr, s[1]) for s, arr in zip(staged, (x, out))] == [(True, True), (True, False)]
    a = explicit(k)
    assert struct.unpack_from("<QQI", buf, a[0].offset) == (0x1000, 0x2000, 8)


@pytest.mark.toolchain
def test_noargs_kernel(target):
    p = ArgPacker(target.kernel("noargs"))
    assert p.params == () and p.pack([]) == bytes(target.kernel("noargs").kernarg_size)


# -- bad inputs -------------------------------------------------------------------------------------------------

@pytest.mark.toolchain
@pytest.mark.parametrize("kernel, values, fragment", [
    ("saxpy", [np.int32(1), np.float32(1), 0], "saxpy takes 4 arguments"),
    ("saxpy", [1, np.float32(1), 0, 0], "argument 1 of 4"),                  # extern "C": no type info
    ("saxpy", [np.int64(1), np.float32(1), 0, 0], "dtype int64"),
    ("saxpy", [np.int32(1), np.float32(1), 0, "y"], "argument 4 of 4 expects pointer"),
    ("saxpy", [np.int32(1), np.float32(1), -1, 0], "not a 64-bit address"),
    ("_Z6reducePKfPfj", [0, 0, 1 << 32], "out of range for unsigned int"),
    ("_Z6reducePKfPfj", [0, 0, np.float32(1)], "argument 3 of 3 expects unsigned int"),
    ("_Z6reducePKfPfj", [0, 0, True], "got bool"),
    ("_Z6reducePKfPfj", [np.zeros(4, np.float64), 0, 4], "expects const float*"),
    ("_Z6reducePKfPfj", [np.zeros(4, np.float32), 0, 4], "copied to the device by Kernel launches only"),
    ("_Z5mixedcsxd4PairjPfb", [1, 2, 3, 4.0, b"\0" * 12, 5, 0, True], "it is 12 bytes"),
    ("_Z5mixedcsxd4PairjPfb", [1, 2, 3, 4.0, 7, 5, 0, True], "argument 5 of 8 expects Pair"),
    ("_ZN2ns5scaleIfEEvPT_S1_i", [0, np.float64(2), 3], "expects float"),
    ("_ZN2ns5scaleIfEEvPT_S1_i", [0, 2.0, 3.5], "expects int"),
])
def test_bad_arguments(target, kernel, values, fragment):
    with pytest.raises(TypeError) as err:
        ArgPacker(target.kernel(kernel)).pack(values)
    assert fragment in str(err.value)
    assert target.kernel(kernel).name in str(err.value)


# -- grid and block ------------------------------------------------------------------------------------------------

def test_normalize_dims_ok():
    assert normalize_dims(10, 256) == ((10, 1, 1), (256, 1, 1))
    assert normalize_dims((4, 3), [8, 8, 4]) == ((4, 3, 1), (8, 8, 4))
    assert normalize_dims(np.int64(2), (np.int32(32),)) == ((2, 1, 1), (32, 1, 1))


@pytest.mark.parametrize("grid, block, limit, exc, fragment", [
    (0, 64, 1024, ValueError, "positive"),
    (1, -1, 1024, ValueError, "positive"),
    ((1, 1, 1, 1), 64, 1024, ValueError, "1 to 3"),
    (1.5, 64, 1024, TypeError, "grid must be"),
    (1, True, 1024, TypeError, "block must contain ints"),
    (1, (32, 33), 1024, ValueError, "1056 threads"),
    (1, 257, 256, ValueError, "at most 256"),
    ((1, 70000), 1, 1024, ValueError, "dimension y"),
    (1 << 31, 1, 1024, ValueError, "dimension x"),
    (1 << 24, 1024, 1024, ValueError, "dimension x"),
])
def test_normalize_dims_errors(grid, block, limit, exc, fragment):
    with pytest.raises(exc, match=fragment):
        normalize_dims(grid, block, limit)


@pytest.mark.toolchain
def test_launch_bounds_come_from_metadata(target):
    assert target.kernel("reduce").max_flat_workgroup_size == 256
    assert target.kernel("saxpy").max_flat_workgroup_size == 1024


# -- per-launch cost -----------------------------------------------------------------------------------------------

@pytest.mark.toolchain
def test_packing_ten_arguments_is_cheap(target):
    p = ArgPacker(target.kernel("ten"))
    values = [1, 2, 3.0, 4.0, 5.0, 6, 7, 0x1000, 0x2000, 0x3000]
    assert len(p.pack(values)) == target.kernel("ten").kernarg_size
    per_call = min(timeit.repeat(lambda: p.pack(values), number=2000, repeat=5)) / 2000
    # Target is < 10 us (measured ~5 us here); the bound is loose because this VM's 2 cores are shared.
    assert per_call < 50e-6, f"{per_call * 1e6:.1f} us per pack"


@pytest.mark.toolchain
def test_template_instantiations_are_found_by_their_source_spelling(target):
    assert target.kernel("ns::scale<double>").name == "_ZN2ns5scaleIdEEvPT_S1_i"
    assert target.kernel("scale<float>").name == "_ZN2ns5scaleIfEEvPT_S1_i"
    with pytest.raises(KeyError, match="ambiguous"):
        target.kernel("ns::scale")
    with pytest.raises(KeyError, match="no kernel"):
        target.kernel("ns::scale<int>")
