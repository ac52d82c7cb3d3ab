"""libcu++ (<cuda/std/...>, <cuda/atomic>, <cuda/barrier>, <cuda/pipeline>, <cuda/latch>, <cuda/semaphore>:
pycucc's own headers, compiler/include/fallback/pycucc_cuda_*.h, rules compiler/rules/libcu.rules, as Debian has no
libhipcxx): the kernels of testdata/libcu/ built for a wave32 and a wave64 target and run on the emulator (PYCUCC_EMU_DIR), each result
checked against what CUDA's semantics give."""
import os
import subprocess
import sys

import pytest

from testutil import ROOT, run_pycucc

DATA = os.path.join(ROOT, "testdata", "libcu")
pytestmark = pytest.mark.toolchain
TARGETS = ["gfx1100", "gfx942"]

STD_ATOMIC = r'''
import sys, struct, numpy as np, run_hsaco
elf, target = open(sys.argv[1], "rb").read(), sys.argv[2]
bad = []
out, f = run_hsaco.run(elf, "freestanding", grid=(1,), block=(1,), args=[np.zeros(8, np.int32), np.array([0, 16], np.float32)])
want = [2**31 - 1, 911, 3108, 48, (2**31 - 1) // 2, struct.unpack("<i", struct.pack("<f", 1.0))[0], 2032, 81]
if list(out) != want or f[0] != 5.0:
    bad.append(f"freestanding {list(out)} {f[0]}, want {want} 5.0")
B, T = 4, 64
# the emulator stops (SIGSEGV) at gfx942's agent-scope cache maintenance (buffer_wbl2, buffer_inv): seq_cst there
# is run on gfx1100 only
for kernel in ["relaxed"] + (["ordered"] if target == "gfx1100" else []):
    out, bits, fs, ptrs = run_hsaco.run(elf, kernel, grid=(B,), block=(T,), args=[
        np.zeros(16, np.int32), np.array([0, 0, 0xffffffff], np.uint32), np.zeros(1, np.float32), np.array([0x1000], np.uint64)])
    if out[0] != B * T or list(out[10:10 + B]) != [T] * B: bad.append(f"{kernel}: counts {out[0]} {out[10:10 + B]}")
    if out[1] != B * T - 1 or out[2] != -(T - 1): bad.append(f"{kernel}: fetch_max/min {out[1]} {out[2]}")
    if list(bits) != [0xffffffff, 0, 0]: bad.append(f"{kernel}: or/xor/and {[hex(b) for b in bits]}")
    if fs[0] != 0.5 * B * T: bad.append(f"{kernel}: float fetch_add {fs[0]}")
    # exactly one thread's compare-exchange from 0 succeeds, and it stored its own number
    if not 1 <= out[3] <= B * T or sum(out[4:4 + B]) != 1 or out[4 + (out[3] - 1) // T] != 1:
        bad.append(f"{kernel}: compare_exchange {out[3]} {out[4:4 + B]}")
    if out[8] != 7 or out[9] != B * T: bad.append(f"{kernel}: exchange, fetch_add/sub {out[8]} {out[9]}")
    if ptrs[0] != 0x1000 + 4 * B * T: bad.append(f"{kernel}: pointer fetch_add {hex(ptrs[0])}")
    if kernel == "ordered" and out[15] != B * T: bad.append(f"system-scope operators {out[15]}")
print("\n".join(bad) or "ALL ok")
'''

BARRIER = r'''
import sys, numpy as np, run_hsaco
elf = open(sys.argv[1], "rb").read()
B = 3
x = np.arange(64 * B, dtype=np.float32) * 0.5  # sums exact in float
_, out, ph = run_hsaco.run(elf, "reduce", grid=(B,), block=(32,), args=[x, np.zeros(B, np.float32), np.zeros(B, np.int32)])
bad = []
if not np.array_equal(out, x.reshape(B, 64).sum(1)): bad.append(f"sums {out}, want {x.reshape(B, 64).sum(1)}")
# three phases of the counted barrier (the completion function ran once a phase, the dropped threads not awaited),
# and max() is libcu++'s
if list(ph) != [301] * B: bad.append(f"phases {ph}")
print("\n".join(bad) or "ALL ok")
'''

PIPELINE = r'''
import sys, numpy as np, run_hsaco
elf = open(sys.argv[1], "rb").read()
bad = []
B, T = 2, 32
x = np.arange(B * T * 8, dtype=np.float32) - 100
_, out = run_hsaco.run(elf, "per_thread", grid=(B,), block=(T,), args=[x, np.zeros_like(x)])
if not np.array_equal(out, 2 * x + 1): bad.append(f"per_thread {out[:10]}")
tiles = 5
x = (np.arange(B * tiles * 32, dtype=np.float32) * 0.25).astype(np.float32)
_, out = run_hsaco.run(elf, "shared_ring", grid=(B,), block=(32,), args=[x, np.zeros(x.size + B, np.float32), np.int32(tiles)])
t = x.reshape(B, tiles, 32)
want = (t * 3 + t[:, :, :1]).ravel()
if not np.array_equal(out[:x.size], want): bad.append(f"shared_ring {out[:8]} want {want[:8]}")
if list(out[x.size:]) != [1.0] * B: bad.append(f"quit {out[x.size:]}")
print("\n".join(bad) or "ALL ok")
'''

SYNC = r'''
import sys, numpy as np, run_hsaco
elf, target = open(sys.argv[1], "rb").read(), sys.argv[2]
T = 64 if target == "gfx942" else 32  # one wave: the emulator switches waves only at s_barrier
bad = []
(out,) = run_hsaco.run(elf, "latched", grid=(1,), block=(T,), args=[np.zeros(T + 3, np.int32)])
want = [3 * ((t + 1) % T) + 1 for t in range(T)] + [0, 1, 1]
if list(out) != want: bad.append(f"latched {list(out)}")
(c,) = run_hsaco.run(elf, "semaphores", grid=(1,), block=(T,), args=[np.zeros(5, np.int32)])
if list(c) != [T, 0, 101, T * (T - 1) // 2, 3]: bad.append(f"semaphores {list(c)}")
# the emulator stops (SIGSEGV) at gfx942's system-scope cache maintenance (buffer_wbl2, buffer_inv): cuda::std's
# latch, atomic_flag and atomics are run on gfx1100 only
if target == "gfx1100":
    _, out = run_hsaco.run(elf, "stepped", grid=(1,), block=(T,), args=[np.zeros(1, np.int64), np.zeros(T, np.int32)])
    if list(out) != [1] * T: bad.append(f"stepped {list(out)}")
    f, a, u, v = run_hsaco.run(elf, "flags_and_free_functions", grid=(1,), block=(T,), args=[
        np.zeros(3, np.int32), np.zeros(1, np.int32), np.zeros(1, np.uint32), np.zeros(10, np.int32)])
    if list(f) != [1, 1, 4]: bad.append(f"atomic_flag {list(f)}")
    if list(v) != [T, -1, 7, 0, 9, 1, -1, 0xf0, 12 + 15 * 100, 1] or a[0] != 12 or u[0] != 0x0f:
        bad.append(f"free functions {list(v)} {a[0]} {u[0]}")
print("\n".join(bad) or "ALL ok")
'''

COMPLEX = r'''
import sys, numpy as np, run_hsaco
elf = open(sys.argv[1], "rb").read()
T = 32
bad = []
out, d = run_hsaco.run(elf, "complex_ops", grid=(1,), block=(T,), args=[np.zeros(8 * T, np.float32), np.zeros(8, np.float64)])
want = []
for t in range(T):
    a, b = np.complex64(complex(1 + t, 2)), np.complex64(complex(3, -1 - t))
    c = a * b + np.conj(a) / b
    s = np.sqrt(np.complex64(complex(-4 * (t + 1), 0)))
    a2 = (a + np.float32(1.5)) * b
    want += [c.real, c.imag, abs(b), np.angle(a), s.real, s.imag, a2.real, 2]
# float results to a few ulps (the device library's sqrt, atan2 and hypot against numpy's)
if not np.allclose(out, np.array(want, np.float32), rtol=1e-5, atol=1e-6): bad.append(f"float {out[:8]} want {want[:8]}")
dw = [np.cos(1.0), np.sin(1.0), 25.0, 2 * np.cos(0.5), 2 * np.sin(0.5), np.log(2) / 2, np.pi / 4, -1.0]
if not np.allclose(d, dw, rtol=1e-12, atol=1e-12): bad.append(f"double {list(d)} want {dw}")
print("\n".join(bad) or "ALL ok")
'''

OPTIONAL = r'''
import sys, numpy as np, run_hsaco
elf = open(sys.argv[1], "rb").read()
T = 32
bad = []
out, dtors = run_hsaco.run(elf, "optionals", grid=(1,), block=(T,), args=[np.zeros(4 * T, np.int32), np.zeros(1, np.int32)])
want = []
for t in range(T):
    h = t // 2 if t % 2 == 0 else None  # C++17 [optional.relops]: an empty optional is less than any value
    flags = (h is not None) + 2 * (h is None) + 4 * (h is None or h < 3) + 8 * (h is not None and 2 < h)
    want += [-1 if h is None else h, flags, t + 11, 2 * t]
if list(out) != want: bad.append(f"optionals {list(out[:16])} want {want[:16]}")
# each lane's Counted: the copy's destructor and the reset's, none for the empty one
if dtors[0] != 2 * T: bad.append(f"destructors {dtors[0]}, want {2 * T}")
print("\n".join(bad) or "ALL ok")
'''

SPAN = r'''
import sys, numpy as np, run_hsaco
elf = open(sys.argv[1], "rb").read()
T = 32
bad = []
x = (np.arange(T) * 2 + 1).astype(np.int32)
_, out = run_hsaco.run(elf, "spans", grid=(1,), block=(T,), args=[x, np.zeros(8 * T, np.int32)])
want = []
for t in range(T):
    r = 8 * (t % 4)
    want += [x.sum(), x[r:r + 8].sum(), x[t:].sum() + 8000, x[3] + x[29] + 1, 6 * t + 12, x[31] + 32, 6, x[:t].sum()]
if list(out) != want: bad.append(f"spans {list(out[:16])} want {want[:16]}")
print("\n".join(bad) or "ALL ok")
'''


def _emulate(tmp_path, source: str, target: str, check: str):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): the results are checked there")
    hsaco = tmp_path / f"k-{target}.hsaco"
    run_pycucc(os.path.join(DATA, source), "--genco", f"--offload-arch={target}", "-o", hsaco, check=True)
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", check, str(hsaco), target], capture_output=True, text=True, env=env,
                       timeout=900)
    assert p.returncode == 0 and p.stdout.strip().endswith("ALL ok"), p.stdout[-2000:] + p.stderr[-3000:]


WARNED = {"pipeline.cu": "cuda::pipeline_role", "sync.cu": "cuda::binary_semaphore"}


@pytest.mark.parametrize("source", ["std_atomic.cu", "barrier.cu", "pipeline.cu", "sync.cu", "complex.cu",
                                    "optional.cu", "span.cu"])
def test_the_headers_compile_for_every_kind_of_target(tmp_path, source):
    p = run_pycucc(os.path.join(DATA, source), "--genco", "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a",
                   "-o", tmp_path / "k.hsaco")
    # the one kind of warning: the role kernel's pipeline_role (producers and consumers in different waves), the
    # binary semaphore's lanes of one wave
    warnings = [line for line in p.stderr.splitlines() if "warning" in line]
    assert p.returncode == 0 and all(f"[PCC1010, libcu:{WARNED.get(source)}]" in w for w in warnings), p.stderr
    assert bool(warnings) == (source in WARNED), p.stderr


@pytest.mark.parametrize("target", TARGETS)
def test_cuda_std_and_the_scoped_atomics_compute_cudas_results(tmp_path, target):
    _emulate(tmp_path, "std_atomic.cu", target, STD_ATOMIC)


@pytest.mark.parametrize("target", TARGETS)
def test_a_barrier_synchronised_reduction_and_memcpy_async_give_cudas_sums(tmp_path, target):
    _emulate(tmp_path, "barrier.cu", target, BARRIER)


@pytest.mark.parametrize("target", TARGETS)
def test_pipelined_copies_through_a_thread_and_a_shared_pipeline_give_cudas_results(tmp_path, target):
    _emulate(tmp_path, "pipeline.cu", target, PIPELINE)


@pytest.mark.parametrize("target", TARGETS)
def test_latches_semaphores_atomic_flag_and_the_free_functions_compute_cudas_results(tmp_path, target):
    _emulate(tmp_path, "sync.cu", target, SYNC)


@pytest.mark.parametrize("target", TARGETS)
def test_cuda_std_complex_computes_what_numpy_does(tmp_path, target):
    _emulate(tmp_path, "complex.cu", target, COMPLEX)


@pytest.mark.parametrize("target", TARGETS)
def test_cuda_std_optional_holds_assigns_and_destroys_as_cpp17_says(tmp_path, target):
    _emulate(tmp_path, "optional.cu", target, OPTIONAL)


@pytest.mark.parametrize("target", TARGETS)
def test_cuda_std_span_views_sum_and_slice_as_cpp20_says(tmp_path, target):
    _emulate(tmp_path, "span.cu", target, SPAN)


def test_host_code_compiled_by_pycucc_prints_what_nvccs_does(tmp_path):
    """The headers' host side in pycucc's HIP build (the scoped builtins at system scope on the host, a barrier and a
    thread pipeline, a latch, semaphores, an atomic_flag, the free functions, complex, optional): the lines nvcc
    13's build of the same file prints with CUDA's libcu++."""
    exe = tmp_path / "host"
    run_pycucc(os.path.join(DATA, "host.cu"), "--offload-arch=gfx1100", "-o", exe, check=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert out.stdout == "32767 42 9 4 8 4\n0 110 01 010 10 1\n5 -10 3 7 1\n", out.stdout + out.stderr


def test_cxx20_makes_pair_and_tuple_assignment_device_code(tmp_path):
    p = run_pycucc(os.path.join(DATA, "cxx20.cu"), "-std=c++20", "--genco", "--offload-arch=gfx1100,gfx942",
                   "-o", tmp_path / "k.hsaco")
    assert p.returncode == 0 and "warning" not in p.stderr, p.stderr
