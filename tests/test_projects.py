"""testdata/projects built as their users build them: make NVCC=pycucc, cmake -DCMAKE_CUDA_COMPILER, setup.py."""
import os
import shutil
import subprocess
import sys

import pytest

from testutil import ROOT, hip_error_string

PROJECTS = os.path.join(ROOT, "testdata", "projects")
NAMES = ["stencil", "histogram", "matmul", "nbody", "scan", "separable"]
PYCUCC = os.path.join(os.path.dirname(sys.executable), "pycucc")


def _copy(name, tmp_path):
    dst = tmp_path / name
    shutil.copytree(os.path.join(PROJECTS, name), dst)
    return dst


def _runs_to_no_device(exe, name):
    r = subprocess.run([str(exe)], capture_output=True, text=True)
    # the programs' first runtime call fails, and they print cudaGetErrorString's words for it (separable prints
    # cudaGetErrorName's)
    said = "hipErrorInvalidDevice" if name == "separable" else hip_error_string("hipErrorInvalidDevice")
    assert r.returncode == 1 and f"{name}: CUDA error: {said}\n" in r.stderr, r.stderr + r.stdout


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.toolchain
def test_makefile_with_nvcc_pycucc(name, cache_dir, tmp_path):
    d = _copy(name, tmp_path)
    p = subprocess.run(["make", "-s", f"NVCC={PYCUCC}", "ARCH=-arch=sm_86"], cwd=d, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    _runs_to_no_device(d / name, name)


@pytest.mark.skipif(not shutil.which("cmake") or not shutil.which("ninja"), reason="make setup installs cmake, ninja")
@pytest.mark.toolchain
def test_cmake_project_unchanged_with_several_targets(cache_dir, tmp_path):
    d = _copy("matmul", tmp_path)
    b = tmp_path / "build"
    cfg = subprocess.run(["cmake", "-S", str(d), "-B", str(b), "-G", "Ninja", f"-DCMAKE_CUDA_COMPILER={PYCUCC}",
                          "-DCMAKE_CUDA_ARCHITECTURES=86;90"], capture_output=True, text=True)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    assert "The CUDA compiler identification is NVIDIA 12.0" in cfg.stdout
    p = subprocess.run(["cmake", "--build", str(b), "-v"], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "code=[compute_90,sm_90]" in p.stdout
    _runs_to_no_device(b / "matmul", "matmul")
    again = subprocess.run(["cmake", "--build", str(b)], capture_output=True, text=True)
    assert "no work to do" in again.stdout


@pytest.mark.skipif(not shutil.which("cmake") or not shutil.which("ninja"), reason="make setup installs cmake, ninja")
@pytest.mark.toolchain
def test_cmake_separable_compilation_device_links(cache_dir, tmp_path):
    # CUDA_SEPARABLE_COMPILATION with a static library of device code: -dc per file, `-shared -dlink` for
    # cmake_device_link.o (taking the library), then the host link. The Makefile generator passes include folders
    # and device-link inputs in nvcc --options-file files. The build leaves nothing in the temporary folder: the
    # device link's -save-temps once left there the device code clang unbundles from each archive (libbc-*.a).
    d = _copy("separable", tmp_path)
    b = tmp_path / "build"
    cfg = subprocess.run(["cmake", "-S", str(d), "-B", str(b), "-G", "Unix Makefiles",
                          f"-DCMAKE_CUDA_COMPILER={PYCUCC}", "-DCMAKE_CUDA_ARCHITECTURES=86"],
                         capture_output=True, text=True)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    temp = tmp_path / "temp"
    temp.mkdir()
    p = subprocess.run(["make", "-C", str(b), "VERBOSE=1"], capture_output=True, text=True,
                       env=dict(os.environ, TMPDIR=str(temp)))
    assert p.returncode == 0, p.stdout + p.stderr
    assert "-dlink" in p.stdout and "--options-file" in p.stdout
    assert sorted(f.name for f in temp.iterdir()) == []
    _runs_to_no_device(b / "separable", "separable")


@pytest.mark.toolchain
def test_setuptools_extension_imports_and_reports_no_device(cache_dir, tmp_path):
    d = _copy("histogram", tmp_path)
    env = dict(os.environ, PYCUCC_ARCH="gfx1030")
    p = subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"], cwd=d, env=env,
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    code = ("import histogram_ext\ntry:\n    histogram_ext.run(1024)\nexcept RuntimeError as e:\n    print('ERR', e)\n")
    r = subprocess.run([sys.executable, "-c", code], cwd=d, capture_output=True, text=True)
    assert r.returncode == 0 and f"ERR histogram: {hip_error_string('hipErrorInvalidDevice')} (HIP error 101)" in r.stdout, r.stdout + r.stderr
