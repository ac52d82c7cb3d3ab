"""CUDA's vector types as CUDA defines them (compiler/include/pycucc_cuda_vectors.h), in pycucc's compile and for host
compilers: sizes and alignments as nvcc's, user operators that do not clash, components that are plain numbers, and
HIP's APIs over vector types (textures, surfaces, __ldg, channel descriptors, hipRAND) taking and giving CUDA's."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from testutil import hip_compile, run_pycucc

BASES = ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "longlong", "ulonglong", "float", "double"]
NAMES = ([f"{b}{n}" for b in BASES for n in range(1, 5)]
         + [f"{b}4_{a}a" for b in ("long", "ulong", "longlong", "ulonglong", "double") for a in (16, 32)] + ["dim3"])
LAYOUT = ("#include <cstdio>\n#include <cuda_runtime.h>\nint main() {\n"
          + "".join(f'  printf("{n} %zu %zu\\n", sizeof({n}), alignof({n}));\n' for n in NAMES) + "}\n")


def _layout(exe) -> str:
    r = subprocess.run([str(exe)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return r.stdout


@pytest.fixture(scope="module")
def layouts(tmp_path_factory, cache_dir):
    d = tmp_path_factory.mktemp("layout")
    (d / "l.cu").write_text(LAYOUT)
    (d / "l.cpp").write_text(LAYOUT)
    run_pycucc(d / "l.cu", "-w", "-o", d / "pycucc", check=True)
    out = {"pycucc": _layout(d / "pycucc")}
    tk = d / "cuda"
    run_pycucc("toolkit", tk, check=True)
    gxx = shutil.which("g++")
    if gxx:
        subprocess.run([gxx, "-w", f"-I{tk}/include", str(d / "l.cpp"), "-o", str(d / "gxx"), f"-L{tk}/lib64",
                        "-lcudart"], check=True)
        out["g++"] = _layout(d / "gxx")
    return d, out


@pytest.mark.toolchain
def test_sizes_and_alignments_agree_between_pycucc_and_host_compilers(layouts):
    _, out = layouts
    assert "float4 16 16\n" in out["pycucc"] and "float3 12 4\n" in out["pycucc"] and "double4_32a 32 32\n" in out["pycucc"]
    if "g++" in out:
        assert out["g++"] == out["pycucc"]


@pytest.mark.toolchain
def test_the_device_pass_has_the_same_layout(layouts, tmp_path):
    _, out = layouts
    asserts = "".join(f"static_assert(sizeof({n}) == {s} && alignof({n}) == {a}, \"{n}\");\n"
                      for n, s, a in (line.split() for line in out["pycucc"].splitlines()))
    (tmp_path / "d.cu").write_text(asserts + "__global__ void k(float4 *p) { p[0].x = 1.f; }\n")
    run_pycucc(tmp_path / "d.cu", "-o", tmp_path / "d.hsaco", "--offload-arch=gfx1030,gfx90a", check=True)


@pytest.mark.skipif(not shutil.which("nvcc"), reason="nvcc (NVIDIA's CUDA toolkit) is not installed here")
def test_sizes_and_alignments_are_nvccs(layouts):
    d, out = layouts
    p = subprocess.run(["nvcc", "-w", str(d / "l.cu"), "-o", str(d / "nvcc")], capture_output=True, text=True)
    if p.returncode != 0:
        pytest.skip(f"nvcc cannot build here: {p.stderr[-300:]}")
    assert _layout(d / "nvcc") == out["pycucc"]


USER_OPERATORS = r"""
#include <cstdio>
// Operators a CUDA program defines for itself: CUDA's vector types have none, so these are the only candidates.
__host__ __device__ inline float4 operator+(float4 a, float4 b) { return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
__host__ __device__ inline float4 &operator-=(float4 &a, const float4 &b) { a.x -= b.x; a.y -= b.y; a.z -= b.z; a.w -= b.w; return a; }
__host__ __device__ inline float2 operator*(float2 a, float s) { return make_float2(a.x * s, a.y * s); }
__host__ __device__ inline bool operator==(int2 a, int2 b) { return a.x == b.x && a.y == b.y; }
__global__ void k(float4 *v, float2 *w, int2 *p, int *same) {
  float4 a = v[0] + v[1];
  a -= v[2];
  v[3] = a;
  w[0] = w[1] * 2.f;
  *same = p[0] == p[1];
  printf("%f %f\n", a.x, w[0].y);  // components are floats, through varargs too
}
int main() {
  float4 a = make_float4(1, 2, 3, 4), b = a + a;
  b -= a;
  float2 c = make_float2(1.5f, 2.f) * 2.f;
  dim3 g = make_uint3(2, 3, 1);
  printf("%g %g %g %u\n", b.x, b.w, c.x, g.y);
  return 0;
}
"""


@pytest.mark.toolchain
def test_user_operators_on_vector_types_compile_and_run(tmp_path, cache_dir):
    (tmp_path / "ops.cu").write_text(USER_OPERATORS)
    run_pycucc(tmp_path / "ops.cu", "-o", tmp_path / "ops", "--offload-arch=gfx1030,gfx942", check=True)
    r = subprocess.run([str(tmp_path / "ops")], capture_output=True, text=True)
    assert r.stdout == "1 4 3 3\n", r.stdout + r.stderr


HIP_APIS = r"""
__global__ void k(float4 *o, const float4 *in, const int2 *ii, cudaTextureObject_t t, cudaSurfaceObject_t s) {
  float4 a = __ldg(in);
  int2 b = __ldg(ii);
  float4 c = tex2D<float4>(t, 0.5f, 0.5f);
  float4 d;
  tex1Dfetch(&d, t, 3);
  float e = tex1Dfetch<float>(t, 3);
  float4 g = tex2DGrad<float4>(t, 0.f, 0.f, make_float2(1, 0), make_float2(0, 1));
  uchar4 u;
  surf2Dread(&u, s, 0, 0);
  surf2Dwrite(make_uchar4(1, 2, 3, 4), s, 4, 0);
  o[threadIdx.x] = make_float4(a.x + c.y + d.z + g.w + e, (float)b.x, (float)u.x, 0.f);
}
int main() {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float4>(), i = cudaCreateChannelDesc<short2>();
  return !(f.x == 32 && f.w == 32 && f.f == cudaChannelFormatKindFloat && i.x == 16 && i.y == 16 && i.z == 0 &&
           i.f == cudaChannelFormatKindSigned);
}
"""


@pytest.mark.toolchain
def test_hip_apis_take_and_give_cuda_vector_types(tmp_path, cache_dir):
    (tmp_path / "apis.cu").write_text(HIP_APIS)
    run_pycucc(tmp_path / "apis.cu", "-o", tmp_path / "apis", "--offload-arch=gfx1030", check=True)
    assert subprocess.run([str(tmp_path / "apis")]).returncode == 0  # the channel descriptors, on the host


@pytest.mark.skipif(not os.path.isfile("/usr/include/hiprand/hiprand_kernel.h"), reason="make setup installs hipRAND")
@pytest.mark.toolchain
def test_curand_device_api_returns_cuda_vector_types(tmp_path, cache_dir):
    (tmp_path / "r.cu").write_text(r"""
#include <curand_kernel.h>
__device__ float4 operator+(float4 a, float4 b) { return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
__global__ void k(float4 *o, unsigned long long seed) {
  curandStatePhilox4_32_10_t s;
  curand_init(seed, threadIdx.x, 0, &s);
  float4 u = curand_uniform4(&s);
  float2 n = curand_normal2(&s);
  uint4 r = curand4(&s);
  double2 d = curand_normal2_double(&s);
  o[threadIdx.x] = u + make_float4(n.x, n.y, (float)r.x, (float)d.y);
}
""")
    run_pycucc("-c", tmp_path / "r.cu", "-o", tmp_path / "r.o", "-w", "--offload-arch=gfx1030", check=True)


@pytest.mark.toolchain
def test_a_translated_tree_keeps_hips_vector_types(tmp_path, cache_dir):
    """`pycucc translate` writes HIP code, which includes hip_runtime.h before pycucc_compat.h: HIP's own vector types
    stay (other HIP code of the project uses them), and the compat header builds on them."""
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "k.cu").write_text("__global__ void k(float4 *v, double4_16a *w) { v[0] = make_float4(1, 2, 3, 4); "
                                           "w[0] = make_double4_16a(1, 2, 3, 4); }\n")
    run_pycucc("translate", tmp_path / "src", "-o", tmp_path / "hip", check=True)
    p = subprocess.run(hip_compile("--cuda-device-only", "--offload-arch=gfx1030", "-fsyntax-only", "-nogpulib",
                                   tmp_path / "hip" / "k.cu", device_lib=False), capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
