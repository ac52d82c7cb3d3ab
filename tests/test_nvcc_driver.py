"""nvcc's command line (pure parsing) and the host+device build through the real toolchain."""
import os
import subprocess

import pytest

from testutil import SAMPLES, hip_error_string, run_pycucc
from pycucc.cli.invocation import UsageError, parse_compile_args
from pycucc.cli.invocation import version_text
from pycucc.cli.nvcc_modes import link_diagnostics, make_depfile
from pycucc.nvcc_flags import split_command_line
from pycucc.pipeline import validate_embedded
from pycucc.targets import PROCESSORS, Target


def arch(opts):
    return {t.id: t.cuda_arch for t in opts.targets}


def P(*argv, env=None):
    return parse_compile_args(list(argv), env=env or {})


@pytest.mark.parametrize("argv, mode", [
    (["a.cu", "-o", "a.hsaco"], "genco"), (["a.cu", "--genco"], "genco"), (["a.cu", "-cubin"], "genco"),
    (["a.cu", "--emit", "hip"], "hip"), (["-c", "a.cu"], "compile"), (["-dc", "a.cu"], "compile"),
    (["a.cu", "b.cu", "m.cpp", "-o", "app"], "link"), (["a.cu", "-shared", "-o", "l.so"], "shared"),
    (["a.cu", "-lib", "-o", "l.a"], "lib"), (["a.o", "-dlink", "-o", "d.o"], "dlink"), (["a.cu", "-M"], "deps"),
    # nvcc -dc -fatbin: relocatable device code as a device-only output (cuFFT's LTO callback samples)
    (["-dc", "-fatbin", "a.cu", "-o", "a.fatbin"], "genco"), (["-dc", "-cubin", "a.cu"], "genco"),
])
def test_mode_is_decided_like_nvcc(argv, mode):
    assert P(*argv).mode == mode


def test_gencode_code_and_arch_forms_and_cuda_arch():
    o = P("-c", "a.cu", "--generate-code=arch=compute_86,code=[compute_86,sm_86]", "-gencode",
          "arch=compute_90,code=sm_90").options
    assert arch(o) == {"gfx1030": 860, "gfx942": 900} and [t.id for t in o.targets] == ["gfx1030", "gfx942"]
    o = P("-c", "a.cu", "-arch=compute_75", "-code=sm_75,sm_86").options
    assert arch(o) == {"gfx1030": 750}  # lowest sm wins
    # code=lto_XX is nvcc's LTO-IR of compute_XX: the same architecture
    o = P("-dc", "-fatbin", "a.cu", "--generate-code", "arch=compute_86,code=lto_86").options
    assert arch(o) == {"gfx1030": 860} and o.rdc
    assert arch(P("-c", "a.cu", "-arch", "gfx1101,gfx90a").options) == {"gfx1101": 890, "gfx90a": 800}
    assert PROCESSORS["gfx1200"].cuda_arch == 1200 and PROCESSORS["gfx1151"].cuda_arch == 890


def test_xcompiler_xlinker_rdc_and_environment_flags():
    inv = P("a.cu", "-Xcompiler", "-fPIC,-Wall", "--compiler-options=-O1", "-Xlinker", "--as-needed,-z,defs",
            "-Wl,-rpath,/x", "-rdc=true", "-lfoo", "-L", "/lib", "-o", "app",
            env={"NVCC_PREPEND_FLAGS": "-DPRE=1", "NVCC_APPEND_FLAGS": "'-DAPP=a b'"})
    o = inv.options
    assert o.host_flags == ("-fPIC", "-Wall", "-O1") and o.rdc
    assert inv.linker_flags == ("--as-needed", "-z", "defs", "-rpath", "/x")
    assert o.defines == ("PRE=1", "APP=a b") and inv.libs == ("foo",) and inv.lib_dirs == ("/lib",)
    assert P("a.cu", "-rdc", "false", "-c").options.rdc is False


def test_nvidia_only_flags_warn_and_unknown_flags_fail():
    inv = P("-c", "a.cu", "-maxrregcount=32", "-Xptxas", "-v", "--use_fast_math", "--expt-relaxed-constexpr")
    assert any("'-maxrregcount'" in w and "no effect" in w for w in inv.warnings)
    assert any("'-Xptxas'" in w for w in inv.warnings)
    assert "-ffast-math" in inv.options.extra_device_flags
    with pytest.raises(UsageError, match="unknown flag '--bogus'"):
        P("-c", "a.cu", "--bogus")
    assert P("-c", "a.cu", "-forward-unknown-to-host-compiler", "--bogus").options.host_flags == ("--bogus",)


@pytest.mark.parametrize("argv, message", [
    (["-c", "-lib", "a.cu"], "conflicting flags"), (["a.cu", "-ptx"], "no PTX"),
    (["-c", "a.cu", "b.cu", "-o", "x.o"], "one output file per input"),
    # -arch=native runs amdgpu-arch (clang-19's)
    pytest.param(["-c", "a.cu", "-arch=native"], "no AMD GPU found", marks=pytest.mark.toolchain),
    (["a.cu", "-rdc=maybe"], "true or false"),
])
def test_bad_command_lines(argv, message):
    with pytest.raises(UsageError, match=message):
        P(*argv)


def test_windows_command_line_splitting():
    assert split_command_line(r'-I"C:\Program Files\x" -DA="1 2" a\\b', True) == \
        [r"-IC:\Program Files\x", "-DA=1 2", r"a\\b"]


def test_version_has_the_shape_cmake_parses():
    import re
    text = version_text()
    assert re.search(r"nvcc: NVIDIA \(R\) Cuda compiler driver", text)
    assert re.search(r"release 12\.0, V12\.0\.\d+", text)
    assert run_pycucc("--version", check=True).stdout == text


def test_link_errors_name_symbol_and_object():
    gnu = ("/usr/bin/ld: /tmp/x/main.o: in function `main':\nmain.cpp:(.text+0x9): undefined reference to "
           "`missing_fn(int)'\nclang++: error: linker command failed")
    d = link_diagnostics(gnu, "app")
    assert len(d) == 1 and "missing_fn(int)" in d[0].message and "main.o" in d[0].message
    lld = "ld.lld: error: undefined symbol: foo\n>>> referenced by k.cu\n>>>               /t/k.o:(bar)"
    assert "needed by k.o" in link_diagnostics(lld, "app")[0].message


def test_depfile_format():
    assert make_depfile("o.o", ["a.cu", "my dir/h.cuh"], True) == "o.o: a.cu \\\n  my\\ dir/h.cuh\n\nmy\\ dir/h.cuh:\n"


# ---- real builds (one target, small programs) -------------------------------------------------------------
MULTI = {
    "k.cuh": '#pragma once\n#include <cuda_runtime.h>\n__device__ float twice(float x);\n'
             'extern __constant__ float factor;\ntemplate <typename T> __global__ void scale(T *p, int n) {\n'
             '  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = twice(p[i]) * factor; }\n'
             'extern "C" __global__ void fill(float *p, int n);\nint launch(float *d, int n);\n',
    "dev.cu": '#include "k.cuh"\n__constant__ float factor = 3.0f;\n__device__ float twice(float x) { return 2 * x; }\n'
              'extern "C" __global__ void fill(float *p, int n) { int i = threadIdx.x; if (i < n) p[i] = i; }\n',
    "launch.cu": '#include "k.cuh"\nint launch(float *d, int n) { fill<<<1, 64>>>(d, n); scale<float><<<1, 64>>>(d, n);\n'
                 '  return (int)cudaGetLastError(); }\n',
    "main.cpp": '#include <cstdio>\nint launch(float *d, int n);\nint main() { int e = launch(nullptr, 4);\n'
                '  printf("launch returned %d\\n", e); return 0; }\n',
}


@pytest.fixture(scope="module")
def rdc_app(tmp_path_factory, cache_dir):
    d = tmp_path_factory.mktemp("rdc")
    for name, text in MULTI.items():
        (d / name).write_text(text)
    run_pycucc("-dc", "dev.cu", "launch.cu", "--offload-arch=gfx1030", cwd=d, check=True)
    run_pycucc("-rdc=true", "dev.o", "launch.o", "main.cpp", "-o", "app", "--offload-arch=gfx1030", cwd=d,
               check=True)
    return d


@pytest.mark.toolchain
def test_rdc_shares_device_functions_constants_and_templates_across_units(rdc_app):
    assert (rdc_app / "dev.o").is_file() and (rdc_app / "launch.o").is_file()
    p = subprocess.run([str(rdc_app / "app")], capture_output=True, text=True)
    # Launching without a GPU fails in HIP's runtime, after the program started and registered its kernels.
    assert p.returncode == 0 and "launch returned" in p.stdout


@pytest.mark.toolchain
def test_sample_program_reports_hips_no_device_error(cache_dir, tmp_path):
    p = run_pycucc(os.path.join(SAMPLES, "saxpy.cu"), "-o", tmp_path / "saxpy", "--offload-arch=gfx1030")
    assert p.returncode == 0, p.stderr
    r = subprocess.run([str(tmp_path / "saxpy")], capture_output=True, text=True)
    # the first cudaMalloc fails, and the sample prints cudaGetErrorString's words for it
    assert r.returncode != 0 and f"CUDA error {hip_error_string('hipErrorInvalidDevice')} at " in r.stderr, \
        r.stderr + r.stdout
    assert "saxpy.cu" in r.stderr  # __FILE__ names the user's file, not the translated temp file


@pytest.mark.toolchain
def test_a_cpp_input_that_calls_the_runtime_api_compiles_with_cudas_headers(cache_dir, tmp_path):
    """nvcc gives its host compiler CUDA's include folder for a .cpp input; pycucc gives its toolkit's."""
    cpp = tmp_path / "host.cpp"
    cpp.write_text('#include <cuda_runtime.h>\n#include <cstdio>\nvoid launch(float *p, int n);\n'
                   'int main() {\n  int n = 0;\n  cudaError_t e = cudaGetDeviceCount(&n);\n'
                   '  printf("%d devices (%s)\\n", n, cudaGetErrorName(e));\n  return e == cudaSuccess;\n}\n')
    p = run_pycucc("-c", cpp, "-o", tmp_path / "host.o")
    assert p.returncode == 0, p.stderr
    p = run_pycucc(tmp_path / "host.o", "-o", tmp_path / "host")
    assert p.returncode == 0, p.stderr
    r = subprocess.run([str(tmp_path / "host")], capture_output=True, text=True)
    assert r.stdout == "0 devices (hipErrorNoDevice)\n", r.stdout + r.stderr


@pytest.mark.toolchain
def test_host_object_embeds_valid_code_objects_for_several_targets(cache_dir, tmp_path):
    out = tmp_path / "reduce.o"
    run_pycucc("-c", os.path.join(SAMPLES, "reduce_shared.cu"), "-o", out, "--offload-arch=gfx1030,gfx942",
               check=True)
    assert validate_embedded(out.read_bytes(), [Target("gfx1030", 860), Target("gfx942", 900)], []) == []


def test_md_depfile_and_a_no_change_rebuild_hits_the_cache(rdc_app, tmp_path):
    src = rdc_app / "launch.cu"
    args = ("-c", src, "-o", tmp_path / "l.o", "-MD", "-MT", "l.o", "-MF", tmp_path / "l.d", "--offload-arch=gfx1030",
            "-rdc=true")
    run_pycucc(*args, check=True)
    dep = (tmp_path / "l.d").read_text()
    assert dep.startswith("l.o: ") and "k.cuh" in dep
    p = run_pycucc(*args, "-v", check=True)
    assert "clang++" not in p.stderr.split("pycucc-target")[-1]  # cache hit: no compiler ran


@pytest.mark.toolchain
def test_device_error_in_one_of_several_targets_and_link_error_leave_no_output(cache_dir, tmp_path):
    bad = tmp_path / "bad.cu"
    bad.write_text("__global__ void k(int *p) {\n#if __CUDA_ARCH__ == 900\n  undefined_thing();\n#endif\n"
                   "  p[0] = 1; }\nint main() { return 0; }\n")
    out = tmp_path / "app"
    out.write_text("stale")
    p = run_pycucc(bad, "-o", out, "--offload-arch=gfx1030,gfx942")
    assert p.returncode == 1 and "bad.cu:3" in p.stderr and "undefined_thing" in p.stderr and not out.exists()
    main = tmp_path / "m.cpp"
    main.write_text("int missing_fn(int);\nint main() { return missing_fn(1); }\n")
    p = run_pycucc(main, "-o", out)
    assert p.returncode == 1 and "missing_fn(int)" in p.stderr and "needed by" in p.stderr and not out.exists()
    p = run_pycucc(tmp_path / "nope.cu", "-o", out)
    assert p.returncode == 1 and "no such file" in p.stderr
    p = run_pycucc(bad, "--frobnicate")
    assert p.returncode == 2 and "'--frobnicate'" in p.stderr


@pytest.mark.toolchain
def test_preprocess_gives_the_translated_host_pass_with_the_users_file_names(cache_dir, tmp_path):
    src = tmp_path / "k.cu"
    hdr = tmp_path / "k.cuh"
    hdr.write_text("#pragma once\n__global__ void k(float* x);\n")
    src.write_text('#include "k.cuh"\n__global__ void k(float* x) { x[threadIdx.x] = 1.0f; }\n'
                   "int main() { float* p; cudaMalloc(&p, 4); k<<<1, 1>>>(p); return cudaDeviceSynchronize(); }\n")
    p = run_pycucc("-E", src, "--offload-arch=gfx1030", cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    assert "hipMalloc(&p, 4)" in p.stdout and "cudaMalloc" not in p.stdout
    markers = {line.split('"')[1] for line in p.stdout.splitlines() if line.startswith("# ") and '"' in line}
    assert str(src) in markers and str(hdr) in markers
    out = tmp_path / "k.ii"
    assert run_pycucc("-E", src, "-o", out, "--offload-arch=gfx1030").returncode == 0
    assert "hipMalloc(&p, 4)" in out.read_text()


def test_ccbin_is_accepted_with_a_warning_that_says_it_is_ignored():
    inv = parse_compile_args(["-c", "k.cu", "-ccbin", "g++-12"], env={})
    assert any("-ccbin g++-12 is ignored" in w for w in inv.warnings)


@pytest.mark.toolchain
def test_extern_device_symbol_without_rdc_says_to_use_rdc(cache_dir, tmp_path):
    src = tmp_path / "a.cu"
    src.write_text("extern __device__ int counter;\n__global__ void k(int* p) { p[0] = counter; }\n")
    p = run_pycucc("-c", src, "-o", tmp_path / "a.o", "--offload-arch=gfx1030")
    assert p.returncode == 1 and "undefined protected symbol: counter" in p.stderr and "-rdc=true" in p.stderr
    assert not (tmp_path / "a.o").exists()


@pytest.mark.parametrize("flag", ["--offload-arch=", "--offload-arch=,", "-arch="])
def test_an_empty_target_list_is_a_usage_error(flag):
    with pytest.raises(UsageError, match="empty target list"):
        parse_compile_args(["-c", "k.cu", flag], env={})


@pytest.mark.parametrize("argv, missing", [(["-O", "-o", "x", "k.cu"], "-O"), (["-I", "-DX", "k.cu"], "-I"),
                                           (["k.cu", "-odir", "-c"], "-odir")])
def test_a_flag_missing_its_value_does_not_swallow_the_next_flag(argv, missing):
    with pytest.raises(UsageError, match=f"flag '{missing}' needs a value"):
        parse_compile_args(argv, env={})


def test_options_files_are_spliced_in_where_they_stand(tmp_path):
    rsp = tmp_path / "includes.rsp"
    rsp.write_text('-I"/a b/inc" -DX=1\n--options-file ' + str(tmp_path / "more.rsp") + "\n")
    (tmp_path / "more.rsp").write_text("-DY=2")
    inv = parse_compile_args(["-c", "k.cu", "--options-file", str(rsp), "-DZ"], env={})
    assert inv.options.include_dirs == ("/a b/inc",)
    assert inv.options.defines[-3:] == ("X=1", "Y=2", "Z")
    with pytest.raises(UsageError, match="cannot read the options file"):
        parse_compile_args(["-c", "k.cu", "-optf", str(tmp_path / "missing.rsp")], env={})


@pytest.mark.toolchain
def test_dc_objects_link_without_rdc_flag_as_in_nvccs_manual(cache_dir, tmp_path):
    # nvcc -dc a.cu b.cu; nvcc a.o b.o -o app: the device code of -dc objects is linked automatically.
    (tmp_path / "b.cu").write_text("__device__ int twice(int v) { return 2 * v; }\n__device__ int base = 3;\n")
    (tmp_path / "a.cu").write_text(
        "#include <cstdio>\nextern __device__ int twice(int v);\nextern __device__ int base;\n"
        "__global__ void k(int* p) { p[0] = twice(base); }\n"
        "int main() { int* d; cudaError_t e = cudaMalloc(&d, 4);\n"
        '  if (e != cudaSuccess) { printf("err %s\\n", cudaGetErrorName(e)); return 1; }\n'
        "  k<<<1, 1>>>(d); return 0; }\n")
    for name in ("a", "b"):
        run_pycucc("-arch=sm_80", "-dc", tmp_path / f"{name}.cu", "-o", tmp_path / f"{name}.o", check=True)
    run_pycucc("-arch=sm_80", tmp_path / "a.o", tmp_path / "b.o", "-o", tmp_path / "app", check=True)
    r = subprocess.run([str(tmp_path / "app")], capture_output=True, text=True)
    assert r.returncode == 1 and "err hipErrorInvalidDevice" in r.stdout


def test_list_gpu_code_and_arch_as_nvcc_prints_them():
    """nvcc's --list-gpu-code/-code-ls and --list-gpu-arch/-arch-ls: one architecture a line, lowest first; every
    one nvcc 13 lists (`nvcc --list-gpu-code`) is there, and each builds."""
    code = run_pycucc("--list-gpu-code")
    arch = run_pycucc("-arch-ls")
    assert code.returncode == 0 and arch.returncode == 0, code.stderr + arch.stderr
    sms = code.stdout.split()
    assert sms == sorted(sms, key=lambda s: int(s[3:]))
    for n in (75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121):
        assert f"sm_{n}" in sms and f"compute_{n}" in arch.stdout.split()
    assert arch.stdout.split() == [s.replace("sm_", "compute_") for s in sms]
    for sm in sms:
        assert P("-c", "a.cu", f"-arch={sm}").options.targets


@pytest.mark.toolchain
def test_openmp_host_code_builds_and_runs_with_xcompiler_fopenmp(tmp_path, cache_dir):
    """CUDA programs with OpenMP host loops, built as with nvcc (`-Xcompiler -fopenmp`): the host compile and the
    link get -fopenmp, and clang-19's OpenMP runtime (libomp-19-dev, which make setup installs) provides omp.h."""
    src = tmp_path / "omp.cu"
    src.write_text("#include <cstdio>\n#include <omp.h>\n__global__ void k(int* p) { p[0] = 1; }\n"
                   "int main() {\n  int n = 0;\n#pragma omp parallel reduction(+:n)\n  n += 1;\n"
                   "  printf(\"threads %d of %d\\n\", n, omp_get_max_threads());\n  return 0;\n}\n")
    exe = tmp_path / "omp"
    proc = run_pycucc("-Xcompiler", "-fopenmp", src, "-o", exe, "--offload-arch=gfx1030")
    assert proc.returncode == 0, proc.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, env=dict(os.environ, OMP_NUM_THREADS="3"),
                         timeout=60)
    assert run.returncode == 0 and run.stdout == "threads 3 of 3\n", run.stdout + run.stderr


@pytest.mark.toolchain
def test_a_helper_header_with_runtime_and_driver_overloads_builds_and_runs(tmp_path, cache_dir):
    """helper_cuda.h's idiom: an error-naming function overloaded on cudaError_t and CUresult, in a project header,
    and a check template calling it. With HIP both are hipError_t: the header's second overload is left out with
    a warning (PCC1025), and the program runs to HIP's no-device error through the first."""
    (tmp_path / "helper.h").write_text(
        "#pragma once\n#include <cstdio>\n#include <cstdlib>\n#include <cuda.h>\n#include <cuda_runtime.h>\n"
        "static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }\n"
        "static const char *_cudaGetErrorEnum(CUresult error) {\n  const char *s = \"<unknown>\";\n"
        "  cuGetErrorName(error, &s);\n  return s;\n}\n"
        "template <typename T> void check(T result, const char *what) {\n"
        "  if (result) { std::fprintf(stderr, \"error %d(%s) at %s\\n\", (int)result, _cudaGetErrorEnum(result), what);"
        " std::exit(EXIT_FAILURE); }\n}\n")
    src = tmp_path / "m.cu"
    src.write_text('#include "helper.h"\nint main() {\n  int n = 0;\n  check(cudaGetDeviceCount(&n), "count");\n'
                   '  CUdevice d;\n  check(cuDeviceGet(&d, 0), "device");\n  return 0;\n}\n')
    proc = run_pycucc(src, "-o", tmp_path / "m", "--offload-arch=gfx1100")
    assert proc.returncode == 0, proc.stderr
    assert "helper.h:7:20: warning: '_cudaGetErrorEnum(CUresult)' and '_cudaGetErrorEnum(cudaError_t)' (line 6)" \
        in proc.stderr and "[PCC1025]" in proc.stderr, proc.stderr
    run = subprocess.run([str(tmp_path / "m")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 1 and run.stderr.startswith("error 100(hipErrorNoDevice) at count"), run.stderr


def test_relocatable_device_functions_only_make_a_device_code_object(tmp_path):
    """`nvcc -dc -fatbin` of a file of __device__ functions only (a cuFFT LTO callback) builds: relocatable code
    needs no kernel. Without -dc such a file stays the no-kernels error."""
    src = tmp_path / "cb.cu"
    src.write_text("__device__ float window(float x, unsigned i) { return x * (i % 2 ? 0.5f : 1.0f); }\n")
    out = tmp_path / "cb.fatbin"
    p = run_pycucc("--std=c++11", "--generate-code", "arch=compute_86,code=lto_86", "-dc", "-fatbin", src, "-o",
                   out)
    assert p.returncode == 0, p.stderr
    assert out.read_bytes()[:4] == b"\x7fELF"
    p = run_pycucc("-fatbin", "--offload-arch=sm_86", src, "-o", tmp_path / "k.fatbin")
    assert p.returncode != 0 and "PCC0006" in p.stderr, p.stderr
