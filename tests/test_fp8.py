"""<cuda_fp8.h> (compiler/include/fallback/pycucc_fp8.h, compiler/rules/fp8.rules): CUDA's OCP E4M3 and E5M2 bits.

testdata/fp8/sweep.cu prints every conversion over the inputs where rounding, saturation and the special values
change (every fp8 value of both formats, its double and float neighbours, the midpoints to the next value and their
neighbours, +-0, subnormals, overflow, NaNs with payloads, +-inf, every half and every bfloat16, every fp8 byte
back). Three checks: byte for byte against the same program built by nvcc with CUDA's own header (when nvcc is
here: its host code runs without a GPU), against an independent model of the formats in numpy below (always), and
the device code on the emulator (PYCUCC_EMU_DIR) for gfx1100 and gfx942 against the same model."""
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

from testutil import ROOT, run_pycucc

SWEEP = os.path.join(ROOT, "testdata", "fp8", "sweep.cu")
DEVICE = os.path.join(ROOT, "testdata", "fp8", "device.cu")
pytestmark = pytest.mark.toolchain

E4M3, E5M2 = 0, 1


# --- the model: OCP 8-bit floating point (OFP8 rev. 1.0), plus what CUDA's converters do with NaN ------------------

def decode(fmt: int) -> np.ndarray:
    """The value of each of the 256 codes (float64; NaN where the format has one)."""
    c = np.arange(256)
    m_bits, bias = (3, 7) if fmt == E4M3 else (2, 15)
    e = (c & 0x7F) >> m_bits
    m = c & ((1 << m_bits) - 1)
    mag = np.where(e == 0, m * 2.0 ** (1 - bias - m_bits), (1 + m / 2.0 ** m_bits) * 2.0 ** (e - bias))
    if fmt == E4M3:
        mag = np.where((c & 0x7F) == 0x7F, np.nan, mag)  # S.1111.111 only: no infinity
    else:
        mag = np.where(e == 31, np.where(m == 0, np.inf, np.nan), mag)
    return np.where(c & 0x80, -mag, mag)


def encode(x: np.ndarray, fmt: int, satfinite: bool, from_float: bool, raw_bits=None) -> np.ndarray:
    """Round float64 values to the nearest fp8 code, ties to the even code; past the largest finite value (and its
    half step) NaN (E4M3) or inf (E5M2), or the largest finite with __NV_SATFINITE (an infinity too). A NaN: a
    float's is 0x7F (CUDA makes it the positive canonical NaN first); a double's keeps its sign, and in E5M2 is
    0x7E with its fraction's third bit (bit 50), as CUDA 13's host code."""
    x = np.asarray(x, np.float64)
    vals = decode(fmt)[:0x80]
    top = 0x7E if fmt == E4M3 else 0x7B
    # the finite magnitudes and one step past the top (the code overflow rounds to), ascending with their codes
    grid = np.append(vals[:top + 1], 480.0 if fmt == E4M3 else 65536.0)
    codes = np.arange(top + 2)
    a = np.abs(x)
    i = np.clip(np.searchsorted(grid, a, side="left"), 1, len(grid) - 1)
    lo, hi = grid[i - 1], grid[i]
    mid = (lo + hi) / 2  # exact in float64: both have at most 4 significant bits
    pick_hi = (a > mid) | ((a == mid) & (codes[i] % 2 == 0))
    code = np.where(a <= grid[0], 0, np.where(pick_hi, codes[i], codes[i - 1]))
    code = np.where(a >= grid[-1], top + 1, code)
    over = top if satfinite else (0x7F if fmt == E4M3 else 0x7C)
    code = np.where(code > top, over, code)
    sign = np.signbit(x).astype(np.int64) << 7
    out = code | sign
    nan = np.isnan(x)
    if from_float:
        out = np.where(nan, 0x7F, out)
    else:
        bits = x.view(np.uint64) if raw_bits is None else raw_bits
        frac3 = ((bits >> np.uint64(50)) & np.uint64(1)).astype(np.int64)
        out = np.where(nan, sign | (0x7F if fmt == E4M3 else 0x7E | frac3), out)
    return out.astype(np.int64)


def to_half_bits(fmt: int) -> np.ndarray:
    """Each code widened to binary16 (exact); a NaN is 0x7FFF."""
    v = decode(fmt)
    h = v.astype(np.float16).view(np.uint16).astype(np.int64)
    return np.where(np.isnan(v), 0x7FFF, h)


def to_float_bits(fmt: int) -> np.ndarray:
    """Each code as a float; a NaN is 0x7FFFFFFF (CUDA's half-to-float on the host)."""
    v = decode(fmt)
    f = v.astype(np.float32).view(np.uint32).astype(np.int64)
    return np.where(np.isnan(v), 0x7FFFFFFF, f)


def test_the_model_knows_the_formats():
    e4, e5 = decode(E4M3), decode(E5M2)
    assert np.nanmax(e4) == 448 and e4[0x01] == 2.0 ** -9 and np.isnan(e4[0x7F]) and np.isnan(e4[0xFF])
    assert np.isfinite(e4[:0x7F]).all() and e4[0x80] == 0 and np.signbit(e4[0x80])
    assert e5[0x7B] == 57344 and e5[0x7C] == np.inf and e5[0x01] == 2.0 ** -16 and np.isnan(e5[0x7D:0x80]).all()
    assert list(encode(np.array([464.0, 464.01, 1e9, -1e9]), E4M3, False, False)) == [0x7E, 0x7F, 0x7F, 0xFF]
    assert list(encode(np.array([61439.0, 61440.0, np.inf]), E5M2, True, False)) == [0x7B, 0x7B, 0x7B]
    assert list(encode(np.array([61440.0, 2.0 ** -17, 1.5 * 2.0 ** -16]), E5M2, False, False)) == [0x7C, 0, 2]


# --- the sweep ---------------------------------------------------------------------------------------------------

def _run(argv, tmp, exe):
    p = subprocess.run(argv, capture_output=True, text=True)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-4000:]
    out = subprocess.run([str(tmp / exe)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


@pytest.fixture(scope="module")
def pycucc_sweep(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("fp8")
    p = run_pycucc("-std=c++17", SWEEP, "-o", tmp / "sweep")
    assert p.returncode == 0 and "error" not in p.stderr, p.stderr[-4000:]
    out = subprocess.run([str(tmp / "sweep")], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


def _lines(text, kind):
    return [ln.split()[1:] for ln in text.splitlines() if ln.startswith(kind + " ")]


def test_the_sweep_is_the_size_it_should_be(pycucc_sweep):
    counts = {k: len(_lines(pycucc_sweep, k)) for k in "dfhbvi"}
    assert counts["h"] == 65536 and counts["b"] == 256 and counts["d"] == counts["f"] > 3000, counts


def test_every_conversion_is_nvccs_byte_for_byte(pycucc_sweep, tmp_path):
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("no nvcc on PATH: CUDA's own cuda_fp8.h is the ground truth this compares with")
    theirs = _run([nvcc, "-std=c++17", "-x", "cu", SWEEP, "-o", str(tmp_path / "sweep_nv")], tmp_path, "sweep_nv")
    mine = pycucc_sweep.splitlines()
    for n, (a, b) in enumerate(zip(theirs.splitlines(), mine)):
        assert a == b, f"line {n + 1}: nvcc {a!r}, pycucc {b!r}"
    assert len(theirs.splitlines()) == len(mine)


def _check_float_inputs(rows, from_float):
    bits = np.array([int(r[0], 16) for r in rows], np.uint64)
    with np.errstate(invalid="ignore"):  # NaN payloads widen to NaNs: what the model wants
        x = bits.astype(np.uint32).view(np.float32).astype(np.float64) if from_float else bits.view(np.float64)
    got = np.array([[int(v, 16) for v in r[1:]] for r in rows], np.int64)
    k = 0
    for fmt in (E4M3, E5M2):
        for sat in (False, True):
            want = encode(x, fmt, sat, from_float, None if from_float else bits)
            bad = np.nonzero(got[:, k] != want)[0]
            assert not len(bad), [(rows[j][0], fmt, sat, hex(got[j, k]), hex(want[j])) for j in bad[:8]]
            k += 1
    for fmt in (E4M3, E5M2):  # the class constructors: __NV_SATFINITE
        want = encode(x, fmt, True, from_float, None if from_float else bits)
        assert (got[:, k] == want).all(), fmt
        k += 1


def test_doubles_and_floats_round_as_the_model_says(pycucc_sweep):
    _check_float_inputs(_lines(pycucc_sweep, "d"), from_float=False)
    _check_float_inputs(_lines(pycucc_sweep, "f"), from_float=True)


def test_every_half_and_bfloat16_rounds_as_the_model_says(pycucc_sweep):
    rows = _lines(pycucc_sweep, "h")
    b = np.array([int(r[0], 16) for r in rows], np.uint32)
    half = b.astype(np.uint16).view(np.float16).astype(np.float64)
    with np.errstate(invalid="ignore"):
        bf16 = (b << np.uint32(16)).view(np.float32).astype(np.float64)
    got = np.array([[int(v, 16) for v in r[1:]] for r in rows], np.int64)
    k = 0
    for fmt in (E4M3, E5M2):
        for sat in (False, True):
            for x, name in ((half, "half"), (bf16, "bfloat16")):
                want = encode(x, fmt, sat, True)
                bad = np.nonzero(got[:, k] != want)[0]
                assert not len(bad), [(name, rows[j][0], fmt, sat, hex(got[j, k]), hex(want[j])) for j in bad[:8]]
                k += 1
    assert (got[:, k] == encode(half, E4M3, True, True)).all()
    assert (got[:, k + 1] == encode(bf16, E5M2, True, True)).all()


def test_every_fp8_byte_widens_as_the_model_says(pycucc_sweep):
    rows = _lines(pycucc_sweep, "b")
    got = np.array([[int(v, 16) for v in r[:5]] for r in rows], np.int64)
    assert (got[:, 0] == np.arange(256)).all()
    assert (got[:, 1] == to_half_bits(E4M3)).all() and (got[:, 2] == to_half_bits(E5M2)).all()
    assert (got[:, 3] == to_float_bits(E4M3)).all() and (got[:, 4] == to_float_bits(E5M2)).all()
    ints = np.array([[int(v) for v in r[7:11]] for r in rows], np.int64)  # (signed char), (unsigned) of e4m3/e5m2
    for k, fmt, lo, hi in ((0, E4M3, -128, 127), (1, E5M2, -128, 127), (2, E4M3, 0, 2 ** 32 - 1),
                           (3, E5M2, 0, 2 ** 32 - 1)):
        v = decode(fmt)
        want = np.where(np.isnan(v), 0, np.clip(np.trunc(np.nan_to_num(v, posinf=1e30, neginf=-1e30)), lo, hi))
        assert (ints[:, k] == want).all(), k


# --- device code, on the emulator ----------------------------------------------------------------------------------

CHECK = r"""
import sys
import numpy as np
import run_hsaco
elf = open(sys.argv[1], "rb").read()
f = np.load(sys.argv[2])
n = len(f["f"])
out = run_hsaco.run(elf, "to_fp8", grid=((n + 255) // 256,), block=(256,),
                    args=[f["f"], f["d"], f["h"], np.zeros(n * 12, np.uint8), np.int32(n)])[-1]
bits, half = run_hsaco.run(elf, "from_fp8", grid=(1,), block=(256,),
                           args=[np.zeros(512, np.uint32), np.zeros(512, np.uint16)])
np.savez(sys.argv[3], out=out.reshape(n, 12), bits=bits, half=half)
print("ok")
"""


@pytest.mark.parametrize("target", ["gfx1100", "gfx942"])
def test_device_code_converts_as_the_model_says(pycucc_sweep, tmp_path, target):
    emu = os.environ.get("PYCUCC_EMU_DIR")
    if not emu or not os.path.isfile(os.path.join(emu, "run_hsaco.py")):
        pytest.skip("PYCUCC_EMU_DIR names no emulator (../shared/emu/run_hsaco.py): device code is checked there")
    fb = np.array([int(r[0], 16) for r in _lines(pycucc_sweep, "f")], np.uint32)
    db = np.array([int(r[0], 16) for r in _lines(pycucc_sweep, "d")], np.uint64)
    hb = (np.arange(len(fb), dtype=np.uint32) * 40503 % 65536).astype(np.uint16)  # a spread of half patterns
    f, d = fb.view(np.float32), db.view(np.float64)
    with np.errstate(invalid="ignore"):
        f64, half = f.astype(np.float64), hb.view(np.float16).astype(np.float64)
    np.savez(tmp_path / "in.npz", f=f, d=d, h=hb)
    hsaco = tmp_path / f"k-{target}.hsaco"
    run_pycucc(DEVICE, "--genco", f"--offload-arch={target}", "-o", hsaco, check=True)
    env = dict(os.environ, PYTHONPATH=emu + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", CHECK, str(hsaco), str(tmp_path / "in.npz"), str(tmp_path / "out.npz")],
                       capture_output=True, text=True, env=env, timeout=900)
    assert p.returncode == 0 and p.stdout.strip().endswith("ok"), p.stdout[-2000:] + p.stderr[-3000:]
    res = np.load(tmp_path / "out.npz")
    out = res["out"].astype(np.int64)
    want = [encode(f64, E4M3, False, True), encode(f64, E4M3, True, True), encode(f64, E5M2, False, True),
            encode(f64, E5M2, True, True), encode(d, E4M3, False, False, db), encode(d, E4M3, True, False, db),
            encode(d, E5M2, False, False, db), encode(d, E5M2, True, False, db), encode(half, E4M3, True, True),
            encode(half, E5M2, False, True), encode(f64, E4M3, True, True), encode(d, E5M2, True, False, db)]
    for k, w in enumerate(want):
        bad = np.nonzero(out[:, k] != w)[0]
        assert not len(bad), (k, [(hex(out[j, k]), hex(w[j])) for j in bad[:8]])
    bits, hv = res["bits"].astype(np.int64), res["half"].astype(np.int64)
    assert (bits[0::2] == to_float_bits(E4M3)).all() and (bits[1::2] == to_float_bits(E5M2)).all()
    assert (hv[0::2] == to_half_bits(E4M3)).all() and (hv[1::2] == to_half_bits(E5M2)).all()


def test_every_class_conversion_compiles_for_every_kind_of_target(tmp_path):
    api = os.path.join(ROOT, "testdata", "fp8", "api.cu")
    p = run_pycucc("-c", api, "--offload-arch=gfx1030,gfx1100,gfx942,gfx90a", "-o", tmp_path / "api.o")
    assert p.returncode == 0 and "error" not in p.stderr, p.stderr[-4000:]
