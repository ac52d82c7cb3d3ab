"""Bad input: a clear message, the right exit status, no traceback, and no output file (not even a stale one)."""
import os
import stat

import pytest

from pycucc.runtime.codeobj import read_code_object
from testutil import SAMPLES, run_pycucc, toolchain

pytestmark = pytest.mark.toolchain


def _no_traceback(p):
    assert "Traceback" not in p.stderr and "Traceback" not in p.stdout


def _stale(tmp_path, name="out.hsaco"):
    out = tmp_path / name
    out.write_bytes(b"stale result of an earlier build")
    return out


def test_missing_input(cache_dir, tmp_path):
    out = _stale(tmp_path)
    p = run_pycucc(tmp_path / "nope.cu", "-o", out)
    assert p.returncode == 1 and "no such file" in p.stderr and "nope.cu" in p.stderr
    _no_traceback(p)
    assert not out.exists()


def test_syntax_error_is_located_with_source_line(cache_dir, tmp_path):
    src = tmp_path / "bad.cu"
    src.write_text("__global__ void k(float* x) {\n  x[threadIdx.x] = 1.0f\n}\n")
    out = _stale(tmp_path)
    p = run_pycucc(src, "-o", out, "--offload-arch=gfx1030")
    assert p.returncode == 1
    _no_traceback(p)
    assert f"{src}:2:" in p.stderr and "error:" in p.stderr
    assert "x[threadIdx.x] = 1.0f" in p.stderr and "^" in p.stderr
    assert not out.exists()


def test_device_only_error_is_mapped_back_to_the_cuda_file(cache_dir, tmp_path):
    # Valid for the host parse, wrong only in device code: a __host__ __device__ function calling a host-only one
    # is diagnosed only when clang compiles it for the device.
    src = tmp_path / "dev.cu"
    src.write_text("#include <cstdio>\nint host_only(int v) { return v + 1; }\n"
                   "__host__ __device__ int both(int v) {\n  return v > 0 ? v : 0;\n}\n"
                   "__host__ __device__ int twice(int v) { return 2 * host_only(v); }\n"
                   "__global__ void k(int* x) {\n  x[0] = twice(both(x[0]));\n}\n")
    out = _stale(tmp_path)
    p = run_pycucc(src, "-o", out, "--offload-arch=gfx1030,gfx1100")
    assert p.returncode == 1
    _no_traceback(p)
    assert f"{src}:6:" in p.stderr and "host_only" in p.stderr
    assert "return 2 * host_only(v);" in p.stderr
    assert "gfx1030, gfx1100" in p.stderr  # one message for both targets, not two copies
    assert not out.exists()


def test_unknown_target_is_a_usage_error(cache_dir, tmp_path):
    out = _stale(tmp_path)
    p = run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", out, "--offload-arch=gfx9999")
    assert p.returncode == 2 and "gfx9999" in p.stderr and "gfx1100" in p.stderr
    _no_traceback(p)


def test_unwritable_output(cache_dir, tmp_path):
    p = run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", tmp_path / "no" / "such" / "dir" / "x.hsaco",
                   "--offload-arch=gfx1030")
    assert p.returncode == 1 and "cannot write" in p.stderr
    blocker = tmp_path / "file"
    blocker.write_text("")
    p = run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", blocker / "x.hsaco", "--offload-arch=gfx1030")
    assert p.returncode == 1 and "cannot write" in p.stderr
    _no_traceback(p)


def test_output_is_a_directory(cache_dir, tmp_path):
    p = run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", tmp_path, "--offload-arch=gfx1030")
    assert p.returncode == 1 and "is a directory" in p.stderr


def test_crashing_toolchain(cache_dir, tmp_path):
    # A clang that answers the probes like the real one but dies of SIGSEGV when asked to compile.
    real = toolchain().clang
    fake_dir = tmp_path / "bin"
    fake_dir.mkdir()
    fake = fake_dir / "clang++"
    fake.write_text(f'#!/bin/sh\ncase " $* " in *" -x hip "*--cuda-device-only*) kill -SEGV $$;; esac\n'
                    f'exec {real} "$@"\n')
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    os.symlink(toolchain().lld, fake_dir / "ld.lld")
    out = _stale(tmp_path)
    p = run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", out, "--offload-arch=gfx1030", "--no-cache",
                   env={"PYCUCC_CLANG": str(fake)})
    assert p.returncode == 1, p.stderr
    _no_traceback(p)
    assert "gfx1030" in p.stderr and "killed by signal SIGSEGV" in p.stderr
    assert not out.exists()


@pytest.mark.parametrize("content, message", [
    (b"", None),
    (b"\x7fELF\x02\x01\x01\0\0\0\0\0", "binary"),
    ("__global__ void k(float *p) { *p = 1; }\n".encode("utf-16"), "UTF-16 (little-endian) text"),
])
def test_odd_files(cache_dir, tmp_path, content, message):
    src = tmp_path / "odd.cu"
    src.write_bytes(content)
    out = _stale(tmp_path)
    p = run_pycucc(src, "-o", out, "--offload-arch=gfx1030")
    _no_traceback(p)
    if message is None:
        # An empty .cu has no kernels: that is an error for a code-object build, said plainly.
        assert p.returncode == 1 and "no kernels" in p.stderr.lower()
    else:
        assert p.returncode == 1 and message in p.stderr
    assert not out.exists()


def test_ptx_in_a_branch_only_device_passes_take_is_lowered_or_gets_the_ptx_advice(cache_dir, tmp_path):
    # The translation parses the host pass (no __CUDA_ARCH__); the device passes define it and meet the PTX, which
    # is lowered all the same (issue 14). PTX that cannot be lowered fails the build with the advice.
    src = tmp_path / "guard.cu"
    body = ('__device__ unsigned lane(unsigned* s) {\n#ifdef __CUDA_ARCH__\n  unsigned r; asm volatile('
            '"@ASM@" : "=r"(r) : "l"(s)); return r;\n#else\n  return threadIdx.x % warpSize;\n'
            "#endif\n}\n__global__ void k(unsigned* p) { p[threadIdx.x] = lane(p); }\n")
    src.write_text(body.replace("@ASM@", "mov.u32 %0, %%laneid;"))
    out = tmp_path / "ok.hsaco"
    p = run_pycucc(src, "-o", out, "--offload-arch=gfx1030")
    assert p.returncode == 0 and out.exists(), p.stderr
    src.write_text(body.replace("@ASM@", "cp.async.ca.shared.global [%0], [%1], 16;"))
    out = _stale(tmp_path)
    p = run_pycucc(src, "-o", out, "--offload-arch=gfx1030")
    assert p.returncode == 1 and "[PCC1016]" in p.stderr and f"{src}:3:" in p.stderr
    assert "cp.async" in p.stderr and "__HIP_PLATFORM_AMD__" in p.stderr
    _no_traceback(p)
    assert not out.exists()


def test_a_utf8_byte_order_mark_is_accepted(cache_dir, tmp_path):
    src = tmp_path / "bom.cu"
    src.write_bytes(b"\xef\xbb\xbf__global__ void k(int* p) { p[0] = 1; }\n")
    run_pycucc(src, "-o", tmp_path / "b.hsaco", "--offload-arch=gfx1030", check=True)
    (target,) = read_code_object(str(tmp_path / "b.hsaco")).targets
    assert target.kernel("k").name == "_Z1kPi"  # the BOM is no part of the first declaration


def test_an_error_only_pycucc_s_parse_sees_does_not_stop_the_build(cache_dir, tmp_path):
    # The parse sees CUDA through pycucc's declarations (here: an AMD builtin it cannot know), the compile sees the
    # translation through HIP's headers; the compile decides, and the parse error is reported as a warning.
    src = tmp_path / "amd.cu"
    src.write_text("__device__ void nap() { __builtin_amdgcn_s_sleep(1); }\n"
                   "__global__ void k(int *p) { nap(); p[0] = 1; }\n")
    p = run_pycucc("-c", src, "-o", tmp_path / "amd.o", "--offload-arch=gfx1030")
    assert p.returncode == 0, p.stderr
    assert f"{src}:1:25: warning: pycucc's parse of the CUDA source: use of undeclared identifier" in p.stderr
    assert "[PCC1020]" in p.stderr and (tmp_path / "amd.o").exists()


def test_when_the_compile_fails_its_errors_lead_and_the_parse_s_other_errors_follow_as_notes(cache_dir, tmp_path):
    src = tmp_path / "both.cu"
    src.write_text("__device__ void nap() { __builtin_amdgcn_s_sleep(1); }\n"
                   "__global__ void k(int *p) { nap(); p[0] = not_declared; }\n")
    out = _stale(tmp_path)
    p = run_pycucc(src, "-o", out, "--offload-arch=gfx1030")
    _no_traceback(p)
    assert p.returncode == 1
    lines = [line for line in p.stderr.splitlines() if line.startswith(str(src))]
    assert "both.cu:2:43: error: use of undeclared identifier 'not_declared'" in lines[0]
    assert [line.split(": ")[1] for line in lines] == ["error", "note"], p.stderr  # the same error is not repeated
    assert "both.cu:1:25: note: pycucc's parse of the CUDA source" in lines[1]
    assert not out.exists()
