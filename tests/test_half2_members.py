"""__half2's x and y as CUDA's __half (`field __half2::x` rules, pycucc_compat.h's helpers): reads deduce __half, and
a __half stored into one keeps its bits (HIP's members are unsigned short, where `h.x = a_half` would store the
value converted), in plain code and in a template whose object's type depends on its parameters; run on the
emulator (PYCUCC_EMU_DIR) against numpy on a wave32 and a wave64 target."""
import os
import subprocess
import sys

import pytest

from testutil import run_pycucc

pytestmark = pytest.mark.toolchain

KERNEL = r"""
#include <cuda_fp16.h>
template <typename T> __device__ float to_float(T a) = delete;
template <> __device__ float to_float(half a) { return __half2float(a); }
template <typename T2> __device__ void mix(T2 *v, float *out, int i) {
  T2 s = v[i];
  out[i] = to_float(s.x) + 10.0f * to_float(s.y);
  v[i].x = s.y;
}
extern "C" __global__ void k(half2 *v, float *out) {
  int i = threadIdx.x;
  mix(v, out, i);
  v[i].y = __float2half(2.0f * __half2float(v[i].x));
}
"""

CHECK = r"""
import sys
import numpy as np
import run_hsaco
n = 64
x = (np.arange(n) * 0.5).astype(np.float16)
y = (np.arange(n) * 0.25 + 1).astype(np.float16)
v = np.stack([x, y], axis=1).reshape(-1).view(np.uint32)
res = run_hsaco.run(open(sys.argv[1], "rb").read(), "k", grid=(1,), block=(n,), args=[v, np.zeros(n, np.float32)])
got = res[0].view(np.float16).reshape(n, 2).astype(np.float32)
np.testing.assert_array_equal(res[1], x.astype(np.float32) + 10 * y.astype(np.float32))
np.testing.assert_array_equal(got[:, 0], y.astype(np.float32))
np.testing.assert_array_equal(got[:, 1], 2 * y.astype(np.float32))
print("ok")
"""


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_half2_members_read_and_store_cudas_half(tmp_path, target):
    src = tmp_path / "h.cu"
    src.write_text(KERNEL)
    hsaco = tmp_path / f"h-{target}.hsaco"
    p = run_pycucc(src, "--genco", f"--offload-arch={target}", "-o", hsaco)
    assert p.returncode == 0, p.stderr[-3000:]
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the values are checked there")
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHECK, str(hsaco)], capture_output=True, text=True, env=env, timeout=600)
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stdout[-2000:] + p.stderr[-3000:]
