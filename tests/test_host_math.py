"""CUDA's math functions called from host code (rsqrtf, normcdfinv, sinpi, erfcx, umin ...).

CUDA declares them __host__ __device__ (crt/math_functions.h), HIP device-only, so host code calling them built with
nvcc and failed with pycucc ("no matching function"); compiler/include/pycucc_host_math.h supplies the host side.
The values are checked by running the built program against mpmath at 200 bits, in ulps of the result."""
import math
import struct
import subprocess
from pathlib import Path

import pytest

from testutil import run_pycucc

pytestmark = pytest.mark.toolchain
mpmath = pytest.importorskip("mpmath", reason="mpmath is a test dependency (pip install -e '.[test]')")

DOUBLE = ("rsqrt", "rcbrt", "sinpi", "cospi", "erfcx", "normcdf", "erfinv", "erfcinv", "normcdfinv")
# Arguments: the ordinary range, the tails, and the points CUDA's documentation singles out.
XS = [0.5, 1.0, 2.0, 3.5, -7.25, 1e-300, 1e-10, 0.1, 0.3, 0.25, 0.75, 1e15 + 0.5, 123456.789, -2.5, 1e300, 5.0,
      10.0, 26.5, 27.0, 30.0, 100.0, 1e10, -1.0, -3.0, -8.0, -26.0, 1e-5, 0.999999, 7.0 / 3.0, -37.5, 4.1]
PS = [1e-310, 1e-300, 1e-100, 1e-20, 1e-5, 0.001, 0.01, 0.1, 0.25, 0.3, 0.49, 0.5, 0.51, 0.7, 0.9, 0.99,
      0.999999, 0.9999999999999, 1.5, 1.9, 1.999999, -0.5, -0.99, 0.0001220703125]

PROGRAM = r"""
#include <cstdio>
#include <cstring>
static void d(const char* n, double x, double r) { unsigned long long b; memcpy(&b, &r, 8); printf("%s %a %llx\n", n, x, b); }
static void f(const char* n, float x, float r) { unsigned b; memcpy(&b, &r, 4); printf("%sf %a %x\n", n, (double)x, b); }
#define BOTH(NAME, X) d(#NAME, X, NAME(X)); f(#NAME, (float)(X), NAME##f((float)(X)))
int main() {
    const double xs[] = {@XS@};
    const double ps[] = {@PS@};
    for (double x : xs) { BOTH(rsqrt, x); BOTH(rcbrt, x); BOTH(sinpi, x); BOTH(cospi, x); BOTH(erfcx, x); BOTH(normcdf, x); }
    for (double p : ps) { if (p > -1 && p < 1) BOTH(erfinv, p); BOTH(erfcinv, p); if (p > 0 && p < 1) BOTH(normcdfinv, p); }
    double s, c; sincospi(0.75, &s, &c); d("sincospi.s", 0.75, s); d("sincospi.c", 0.75, c);
    printf("int %u %u %lld %lld %llu %llu\n", umin(7u, 3u), umax(7u, 3u), llmin(-5ll, 2ll), llmax(-5ll, 2ll),
           ullmin(1ull << 40, 9ull), ullmax(1ull << 40, 9ull));
    printf("special %a %a %a %a %a %a %a %a\n", sinpi(3.0), sinpi(-2.0), cospi(0.5), cospi(1e300), erfinv(1.0),
           erfcinv(0.0), normcdfinv(1.0), erfcx(-30.0));
    return 0;
}
"""

mpmath.mp.prec = 200
TRUTH = {
    "rsqrt": lambda x: 1 / mpmath.sqrt(x),
    "rcbrt": lambda x: 1 / mpmath.cbrt(x) if x >= 0 else -1 / mpmath.cbrt(-x),
    "sinpi": mpmath.sinpi, "cospi": mpmath.cospi,
    # mpmath's erfc overflows its exponent far out; there the asymptotic series, whose error is below 1e-30
    "erfcx": lambda x: (mpmath.exp(x * x) * mpmath.erfc(x) if x < 1e6 else
                        (1 - 1 / (2 * x * x) + 3 / (4 * x ** 4)) / (x * mpmath.sqrt(mpmath.pi))),
    "normcdf": mpmath.ncdf,
    "erfinv": mpmath.erfinv,
    "erfcinv": lambda y: mpmath.erfinv(1 - y),
    "normcdfinv": lambda p: -mpmath.sqrt(2) * mpmath.erfinv(1 - 2 * p),
}


@pytest.fixture(scope="module")
def output(tmp_path_factory, cache_dir):
    d = tmp_path_factory.mktemp("hostmath")
    src = d / "hostmath.cu"
    src.write_text(PROGRAM.replace("@XS@", ", ".join(map(repr, XS))).replace("@PS@", ", ".join(map(repr, PS))))
    exe = d / "hostmath"
    p = run_pycucc(str(src), "-o", str(exe), "--offload-arch=gfx1100")
    assert p.returncode == 0, p.stderr
    return subprocess.run([str(exe)], capture_output=True, text=True, check=True, timeout=60).stdout.splitlines()


def _ulps(value: float, truth, double: bool) -> float:
    """|value - truth| in units of the last place of truth's binade (subnormal spacing below the normal range)."""
    mant, emin = (53, -1021) if double else (24, -125)
    e = max(math.frexp(float(truth))[1], emin)
    return float(abs(mpmath.mpf(value) - truth) / mpmath.mpf(2) ** (e - mant))


def test_host_calls_match_the_exact_values_within_a_few_ulps(output):
    checked, worst = 0, {}
    for line in output:
        if line.split()[0] in ("int", "special") or line.startswith("sincospi"):
            continue
        name, x, bits = line.split()
        double = name in DOUBLE
        base = name if double else name[:-1]
        value = struct.unpack("<d" if double else "<f", struct.pack("<Q" if double else "<I", int(bits, 16)))[0]
        try:
            truth = TRUTH[base](mpmath.mpf(float.fromhex(x)))
        except ZeroDivisionError:  # rsqrt(+0) and the like: a pole (the special values below)
            continue
        except ValueError:  # erfcinv(-0.5): outside the domain, NaN as in CUDA
            truth = mpmath.mpc(0, 1)
        if isinstance(truth, mpmath.mpc):  # outside the (real) domain: NaN, as in CUDA
            assert math.isnan(value), f"{name}({x}) = {value!r}, not NaN"
            continue
        limit = 1e308 if double else 3.4e38
        tiny = 2.3e-308 if double else 1.2e-38
        if not mpmath.isfinite(truth) or abs(truth) > limit or 0 < abs(truth) < tiny:
            continue  # overflow or the subnormal range: the special-value test below
        err = 0.0 if truth == 0 and value == 0 else _ulps(value, truth, double)
        worst[name] = max(worst.get(name, 0.0), err)
        checked += 1
        # CUDA's own documented bounds for these are 1-8 ulp (double) and 1-5 ulp (float); these are tighter.
        assert err <= (3.0 if double else 1.0), f"{name}({x}) = {value!r}, exact {mpmath.nstr(truth, 20)}: {err:.2f} ulp"
    assert checked > 400 and set(worst) == set(DOUBLE) | {n + "f" for n in DOUBLE}, worst


def test_integer_and_special_values_are_cudas(output):
    by = {line.split()[0]: line.split()[1:] for line in output if line.split()[0] in ("int", "special")}
    assert by["int"] == ["3", "7", "-5", "2", "9", str(1 << 40)]
    specials = [float.fromhex(v) for v in by["special"]]
    assert specials[:4] == [0.0, -0.0, 0.0, 1.0]  # sinpi(3) = +0, sinpi(-2) = -0, cospi(0.5) = +0: exact
    assert math.copysign(1, specials[0]) == 1 and math.copysign(1, specials[1]) == -1
    assert specials[4:7] == [math.inf, math.inf, math.inf] and specials[7] == math.inf
    sc = {line.split()[0]: struct.unpack("<d", struct.pack("<Q", int(line.split()[2], 16)))[0]
          for line in output if line.startswith("sincospi")}
    assert sc["sincospi.s"] == pytest.approx(math.sqrt(0.5), rel=1e-15)
    assert sc["sincospi.c"] == pytest.approx(-math.sqrt(0.5), rel=1e-15)


def test_device_code_still_gets_hips_functions(tmp_path, cache_dir):
    """The host definitions do not make device calls ambiguous or pull host code onto the GPU, for a wave32 and a
    wave64 target."""
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k(float* o, double* d, unsigned* u) {\n"
                   "    o[0] = rsqrtf(o[1]) + normcdfinvf(o[2]) + sinpif(o[3]) + erfcxf(o[4]);\n"
                   "    d[0] = rsqrt(d[1]) + erfinv(d[2]) + normcdf(d[3]) + rcbrt(d[4]);\n"
                   "    u[0] = umin(u[1], u[2]) + umax(u[1], u[2]);\n}\n")
    out = tmp_path / "k.hsaco"
    p = run_pycucc(str(src), "--cubin", "-o", str(out), "--offload-arch=gfx1100,gfx942")
    assert p.returncode == 0, p.stderr
    assert out.stat().st_size > 0


def test_a_translated_file_includes_what_supplies_the_host_functions(tmp_path):
    src = tmp_path / "ref.cu"
    src.write_text("#include <cstdio>\nint main() { printf(\"%g\\n\", rsqrtf(4.f) + normcdfinv(0.5)); }\n")
    out = tmp_path / "ref.hip"
    p = run_pycucc("translate", str(src), "-o", str(out))
    assert p.returncode == 0, p.stderr
    text = out.read_text()
    assert '#include "pycucc_compat.h"' in text and (tmp_path / "pycucc_host_math.h").is_file()


def test_a_programs_own_definition_of_one_of_them_is_kept(tmp_path, cache_dir):
    """rocThrust (thrust/random/detail/erfcinv.h) and programs define a host erfcinv of their own: that is not a
    redefinition, and their definition is the one called."""
    src = tmp_path / "own.cu"
    src.write_text("#include <cstdio>\nstatic inline double erfcinv(double) { return 42.0; }\n"
                   "int main() { printf(\"%g %g\\n\", erfcinv(1.0), rsqrtf(4.0f)); }\n")
    p = run_pycucc(str(src), "-o", str(tmp_path / "own"), "--offload-arch=gfx1100")
    assert p.returncode == 0, p.stderr
    assert subprocess.run([str(tmp_path / "own")], capture_output=True, text=True).stdout == "42 0.5\n"
