"""pycucc's CUDA toolkit folder: `pycucc toolkit DIR`, the cache's copy that `nvcc -v` names, and what host compilers
(g++, clang++, gcc) and build tools (CMake's FindCUDAToolkit, Makefiles with $(CUDA_PATH), ccache, sccache) do with it.
Everything runs for real: the HIP runtime answers with its no-device error here."""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pycucc.rules import build_ruleset, default_rule_files, load_rules
from pycucc.toolkit_headers import host_headers, implicit_guards

from testutil import ROOT, hip_version_text, no_device_error, run_pycucc

PROJECT = Path(ROOT) / "testdata" / "projects" / "toolkit_app"
PYCUCC = os.path.join(os.path.dirname(sys.executable), "pycucc")
HIP = (5, 2)
GXX = shutil.which("g++")
CLANGXX = shutil.which("clang++-19")
needs_cmake = pytest.mark.skipif(not shutil.which("cmake") or not shutil.which("ninja"),
                                 reason="make setup installs cmake and ninja")


@pytest.fixture(scope="module")
def toolkit(tmp_path_factory, cache_dir):
    d = tmp_path_factory.mktemp("tk") / "cuda"
    p = run_pycucc("toolkit", d, check=True)
    assert f"export CUDA_HOME={d}" in p.stdout
    return d


def _host(compiler, toolkit, tmp_path, source, name="a.cpp", run=True, extra=()):
    src = tmp_path / name
    src.write_text(source)
    exe = tmp_path / (name + ".exe")
    p = subprocess.run([compiler, *extra, f"-I{toolkit}/include", str(src), "-o", str(exe), f"-L{toolkit}/lib64",
                        "-lcudart"], capture_output=True, text=True)
    if not run:
        return p
    assert p.returncode == 0, p.stderr
    return subprocess.run([str(exe)], capture_output=True, text=True)


# ------------------------------------------------------------------------------------------ the folder
def test_layout_is_cudas(toolkit, tmp_path):
    nvcc = toolkit / "bin" / "nvcc"
    assert os.access(nvcc, os.X_OK)
    v = subprocess.run([str(nvcc), "--version"], capture_output=True, text=True)
    assert v.returncode == 0 and "Cuda compilation tools, release 12.0" in v.stdout
    assert json.loads((toolkit / "version.json").read_text())["cuda"]["version"] == "12.0.76"
    assert (toolkit / "version.txt").read_text().startswith("CUDA Version 12.0")
    head = (toolkit / "include" / "cuda_runtime.h").read_text()
    assert "#ifndef __CUDA_RUNTIME_H__\n#define __CUDA_RUNTIME_H__" in head
    for lib in ("libcudart.so", "libcudart_static.a", "libcuda.so", "stubs/libcuda.so", "libcublas.so"):
        assert (toolkit / "lib64" / lib).is_file(), lib
    script = (toolkit / "lib64" / "libcudart.so").read_text()
    assert re.search(r"^INPUT\((/\S+/)?(-l)?(lib)?amdhip64(\.so)?\)$", script, re.M), script
    # bin2c, which builds embedding a code object run from CUDAToolkit_BIN_DIR (cuFFT's LTO callback samples)
    # (its input outside the toolkit: a file added to the folder makes it not as pycucc wrote it, and every later
    # nvcc of the module used the cache's toolkit instead, which CMake then found)
    (tmp_path / "one.bin").write_bytes(b"\x2a")
    b = subprocess.run([str(toolkit / "bin" / "bin2c"), "-n", "one", str(tmp_path / "one.bin")], capture_output=True,
                       text=True)
    assert b.returncode == 0 and "unsigned char one[] = {\n0x2a\n};" in b.stdout, b.stdout + b.stderr


def test_bin_has_hipify_clang_and_hipify_perl_that_translate(toolkit, tmp_path):
    """Porting scripts call hipify-clang / hipify-perl by name: the toolkit's bin/ has pycucc's front ends."""
    src = tmp_path / "k.cu"
    src.write_text("#include <cuda_runtime.h>\nint main() { void *p; cudaMalloc(&p, 4); cudaFree(p); }\n")
    for tool in ("hipify-clang", "hipify-perl"):
        p = subprocess.run([str(toolkit / "bin" / tool), str(src)], capture_output=True, text=True)
        assert p.returncode == 0, p.stderr
        # hipify-clang writes FILE.hip beside its input, hipify-perl prints the translation
        text = (tmp_path / "k.cu.hip").read_text() if tool == "hipify-clang" else p.stdout
        assert "hipMalloc(&p, 4)" in text and "hipFree(p)" in text, (tool, text)


def test_an_older_toolkit_is_replaced_and_other_folders_are_refused(tmp_path, cache_dir):
    d = tmp_path / "cuda"
    run_pycucc("toolkit", d, check=True)
    # a header an older pycucc wrote (its manifest lists it), and one of the user's beside them
    stale = b"#error stale\n"
    (d / "include" / "stale_from_an_older_pycucc.h").write_bytes(stale)
    manifest = json.loads((d / ".pycucc-toolkit.json").read_text())
    manifest["files"]["include/stale_from_an_older_pycucc.h"] = hashlib.sha256(stale).hexdigest()
    (d / ".pycucc-toolkit.json").write_text(json.dumps(manifest))
    (d / "include" / "users_own.h").write_text("int mine;\n")
    run_pycucc("toolkit", d, check=True)
    assert not (d / "include" / "stale_from_an_older_pycucc.h").exists()
    assert (d / "include" / "users_own.h").read_text() == "int mine;\n"
    assert (d / "include" / "cuda_runtime.h").is_file()
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me")
    p = run_pycucc("toolkit", mine)
    assert p.returncode == 1 and "[PCC0014]" in p.stderr
    assert (mine / "notes.txt").read_text() == "keep me" and len(list(mine.iterdir())) == 1


@pytest.mark.toolchain
def test_nvcc_v_names_the_cache_toolkit(tmp_path, cache_dir):
    (tmp_path / "k.cu").write_text("__global__ void k() {}\n")
    p = run_pycucc("-v", "-c", tmp_path / "k.cu", "-o", tmp_path / "k.o", check=True)
    top = re.search(r"^#\$ TOP=(.+)$", p.stderr, re.M).group(1)
    assert os.path.isfile(os.path.join(top, "include", "cuda_runtime.h"))
    assert f"#$ INCLUDES=-I{top}/include" in p.stderr
    assert os.access(os.path.join(top, "bin", "nvcc"), os.X_OK)


# --------------------------------------------------------------------------------- generated from the rules
def test_headers_follow_the_rules():
    rules = load_rules()
    files = host_headers(rules, HIP)
    # the declarations of names HIP lacks (read after HIP's header), each with the stop macro for
    # PYCUCC_UNSUPPORTED_API_ERROR
    core = files["pycucc_rules_core.h"] + files["pycucc_stubs_core.h"]
    for r in rules.rules:
        if r.path not in rules.core_files or "::" in r.name:
            continue
        if r.kind == "rename" and r.target != r.name:
            assert (f"#define {r.name} {r.target}\n" in core or f"#define {r.name}(...) _Pragma(" in core
                    or f"#define {r.name} _Pragma(" in core  # a type or enumerator newer than HIP 5.2
                    or (r.name in rules.calls and f"#define {r.name}(...) PYCUCC_DISPATCH(" in core)), r.id
        elif r.kind == "call":
            assert f"#define pycucc_call_{r.name}_{r.arity}(" in core, r.id
        elif r.kind == "unsupported":
            assert (f"#define {r.name}(...) _Pragma(" in core or f"#define {r.name} _Pragma(" in core), r.id
            assert f"{r.name} is not supported by HIP: " in core, r.id
    for name, h in rules.headers.items():
        if h.unsupported and h.attr("toolkit") == "absent":
            assert name not in files, name  # an optional component: __has_include(<nvml.h>) is false
        elif h.unsupported:
            assert f'#error "pycucc: <{name}> is not supported by HIP: {h.advice}' in files[name], name
        elif h.target != name:
            assert name in files, name
            if h.attr("guard"):
                assert f"#define {h.attr('guard')}\n" in files[name]
    # a new rule is in the translator and in the headers at once
    texts = [(p, Path(p).read_text()) for p in default_rule_files()]
    i = next(i for i, (p, _) in enumerate(texts) if p.endswith("runtime.rules"))
    texts[i] = (texts[i][0], texts[i][1] + 'rename cudaPycuccTestName -> hipPycuccTestName\n'
                'unsupported cudaPycuccTestGone "use hipPycuccTestOther"\n')
    files = host_headers(build_ruleset(texts), HIP)
    core = files["pycucc_rules_core.h"] + files["pycucc_stubs_core.h"]
    assert "#define cudaPycuccTestName hipPycuccTestName\n" in core
    assert "cudaPycuccTestGone is not supported by HIP: use hipPycuccTestOther" in core


def test_the_parse_defines_the_implicit_guards():
    parse = (Path(ROOT) / "compiler" / "include" / "cuda" / "pycucc_cuda_parse.h").read_text()
    defined = set(re.findall(r"^#define (__\w+_H__)$", parse, re.M))
    assert defined == set(implicit_guards(load_rules()))


# ------------------------------------------------------------------------------------------ host compilers
HOST_PROGRAM = r"""
#include <cuda_runtime.h>
#include <cuda.h>
#include <math_constants.h>
#include <stdio.h>
#ifdef __CUDA_RUNTIME_H__
static int check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) { printf("%s: %s\n", what, cudaGetErrorName(e)); return 1; }
  return 0;
}
#endif
/* a user's operator on a CUDA vector type: no clash, CUDA's float4 has none of its own */
static float4 operator+(float4 a, float4 b) { return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
static_assert(sizeof(float4) == 16 && alignof(float4) == 16 && sizeof(float3) == 12 && alignof(double2) == 16, "");
static_assert(sizeof(short4) == 8 && alignof(short4) == 8 && alignof(char2) == 2 && alignof(long2) == 16, "");
int main() {
  float4 v = make_float4(1, 2, 3, 4) + make_float4(1, 1, 1, 1);
  printf("v %g %g %g\n", v.x, v.w, CUDART_PI_F);   /* a component through printf is a float */
  int n = -1;
  check(cudaGetDeviceCount(&n), "cudaGetDeviceCount");
  cudaEvent_t e;
  check(cudaEventCreate(&e, cudaEventDisableTiming), "cudaEventCreate");  /* a call rule: 2 arguments */
  void *p = nullptr;
  check(cudaMallocHost(&p, 64), "cudaMallocHost");
  CUresult r = cuInit(0);
  dim3 grid(4, 2);
  printf("cuInit %d grid %u %u devices %d\n", (int)(r != CUDA_SUCCESS), grid.x, grid.y, n);
  return 0;
}
"""


@pytest.mark.parametrize("compiler", [GXX, CLANGXX], ids=["g++", "clang++"])
@pytest.mark.toolchain
def test_host_cpp_runs_to_the_no_device_error(compiler, toolkit, tmp_path):
    if compiler is None:
        pytest.skip("compiler not installed")
    r = _host(compiler, toolkit, tmp_path, HOST_PROGRAM, extra=("-std=c++17", "-Wall", "-Werror"))
    assert r.returncode == 0, r.stderr
    assert "v 2 5 3.14159" in r.stdout
    assert "cudaGetDeviceCount: hipErrorNoDevice" in r.stdout
    # the call ran after cudaGetDeviceCount and failed for want of a device, in the installed HIP's words
    assert f"cudaEventCreate: {no_device_error(first_call=False)}\n" in r.stdout, r.stdout
    assert "cuInit 1 grid 4 2 devices 0" in r.stdout


def test_c_file_compiles_against_the_runtime_header(toolkit, tmp_path):
    gcc = shutil.which("gcc")
    if gcc is None:
        pytest.skip("gcc not installed")
    r = _host(gcc, toolkit, tmp_path, '#include <cuda_runtime_api.h>\n#include <stdio.h>\nint main(void) {\n'
              '  int n = -1; float2 v = make_float2(1.0f, 2.0f); cudaEvent_t e;\n  cudaError_t s = cudaGetDeviceCount(&n);\n'
              '  cudaEventCreate(&e);\n  printf("%s %d %g\\n", cudaGetErrorName(s), n, v.y);\n  return 0;\n}\n',
              name="a.c", extra=("-std=c11", "-Wall", "-Werror"))
    assert r.stdout == "hipErrorNoDevice 0 2\n", r.stdout + r.stderr


@pytest.mark.parametrize("compiler", [GXX, CLANGXX], ids=["g++", "clang++"])
def test_a_field_older_hip_lacks_compiles_in_cxx_with_a_located_warning(compiler, toolkit, tmp_path):
    """HIP 5.2's hipMemAllocationProp has no allocFlags (a `field` rule with `cuda`): C++ code that sets it
    compiles with pycucc's warning at the use, and the object still goes to the HIP function taking HIP's type."""
    if compiler is None:
        pytest.skip("compiler not installed")
    from pycucc.toolchain import toolchain
    if tuple(toolchain().hip_version) >= (5, 7):
        pytest.skip("the installed HIP has allocFlags")
    r = _host(compiler, toolkit, tmp_path, "#include <cuda.h>\n#include <stdio.h>\nint main() {\n"
              "  CUmemAllocationProp prop = {};\n"
              "  prop.allocFlags.compressionType = CU_MEM_ALLOCATION_COMP_GENERIC;\n"
              "  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;\n  size_t g = 0;\n"
              "  CUresult s = cuMemGetAllocationGranularity(&g, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM);\n"
              "  printf(\"%d %d\\n\", s != CUDA_SUCCESS, (int)prop.allocFlags.compressionType);\n  return 0;\n}\n",
              name="f.cpp", run=False, extra=("-std=c++14", "-Wall"))
    assert r.returncode == 0, r.stderr
    assert re.search(r"f\.cpp:5:\d+: warning: .*pycucc: allocFlags of CUmemAllocationProp_st needs HIP 5\.7", r.stderr), \
        r.stderr
    out = subprocess.run([str(tmp_path / "f.cpp.exe")], capture_output=True, text=True)
    assert out.stdout == "1 1\n", out.stdout + out.stderr  # no device: the HIP call fails, the value stays


@pytest.mark.parametrize("compiler", [GXX, CLANGXX], ids=["g++", "clang++"])
@pytest.mark.toolchain
def test_cxx_reads_every_member_of_cudas_device_properties(compiler, toolkit, tmp_path):
    """C++ through the toolkit's headers reads every member of CUDA 13's cudaDeviceProp on HIP before 6.0
    (pycucc_device_prop.h: HIP's struct with the members it lacks); a read of one the installed HIP cannot give warns where it is, with the
    rule's advice; the call returns HIP's no-device error and leaves the struct as it was."""
    if compiler is None:
        pytest.skip("compiler not installed")
    from pycucc import device_prop
    from pycucc.toolchain import toolchain
    from test_device_prop import cuda_members, every_member_program, hip_members
    older = tuple(toolchain().hip_version) < device_prop.since_of_names(load_rules())
    # from HIP 6.0 on the CUDA names are HIP's there, as the translation writes them: the members R0600 has
    names = [n for n in cuda_members() if older or n in hip_members()]
    r = _host(compiler, toolkit, tmp_path, every_member_program(names), name="props.cpp", run=False,
              extra=("-std=c++14", "-Wall"))
    assert r.returncode == 0, r.stderr
    rules = device_prop.prop_rules(load_rules())
    held = {x.field_path for x in rules if older and (x.template or x.attr("advice"))}
    warned = set(re.findall(r"props\.cpp:\d+:\d+: warning: ['\u2018](?:\w+::)?(\w+)['\u2019] is deprecated: pycucc: ",
                            r.stderr))
    assert warned == held, r.stderr
    out = subprocess.run([str(tmp_path / "props.cpp.exe")], capture_output=True, text=True)
    assert out.stdout == f"{no_device_error(first_call=True)} 0\n", out.stdout + out.stderr


@pytest.mark.toolchain
def test_c_reads_the_device_properties_hip_has(toolkit, tmp_path):
    """C has no derived structs: cudaDeviceProp is HIP's hipDeviceProp_t, whose members (those CUDA 13 and the
    installed HIP share) a C program reads."""
    gcc = shutil.which("gcc")
    if gcc is None:
        pytest.skip("gcc not installed")
    from test_device_prop import cuda_members, every_member_program, hip_members
    hip = hip_members()
    shared = [n for n in cuda_members() if n in hip]
    assert len(shared) >= 36
    r = _host(gcc, toolkit, tmp_path, every_member_program(shared), name="props.c", extra=("-std=c11", "-Wall",
                                                                                          "-Werror"))
    assert r.stdout == f"{no_device_error(first_call=True)} 0\n", r.stdout + r.stderr


@pytest.mark.parametrize("compiler", [GXX, CLANGXX], ids=["g++", "clang++"])
@pytest.mark.toolchain
def test_what_hip_cannot_do_stops_at_the_call_with_the_advice(compiler, toolkit, tmp_path):
    if compiler is None:
        pytest.skip("compiler not installed")
    src = ("#include <cuda_runtime.h>\nint main() {\n  cudaGraphExec_t e; cudaGraph_t g{};\n"
           "  cudaGraphInstantiateWithParams(&e, g, nullptr);\n  return 0;\n}\n")
    # with PYCUCC_UNSUPPORTED_API_ERROR (the default: a stub that returns the not-supported status, with a warning)
    stop = ("-c", "-DPYCUCC_UNSUPPORTED_API_ERROR")
    p = _host(compiler, toolkit, tmp_path, src, run=False, extra=stop)
    assert p.returncode != 0
    assert re.search(r"a\.cpp:4:\d+: error: pycucc: cudaGraphInstantiateWithParams needs HIP 6\.1 or newer "
                     rf"\(hipGraphInstantiateWithParams\); found HIP {re.escape(hip_version_text())}", p.stderr), p.stderr
    rules = load_rules()
    gone = next(r for r in rules.unsupported.values() if Path(r.path).stem == "runtime")
    p = _host(compiler, toolkit, tmp_path, f"#include <cuda_runtime.h>\nint main() {{\n  {gone.name}(0);\n}}\n",
              run=False, extra=stop)
    assert re.search(rf"a\.cpp:3:\d+: error: pycucc: {gone.name} is not supported by HIP", p.stderr), p.stderr


TOO_NEW = """#include <cuda_runtime.h>
int main(void) {
  cudaGraphInstantiateResult r = cudaGraphInstantiateSuccess;
  cudaLaunchAttributeID id = cudaLaunchAttributeCooperative;
  return (int)r + (int)id;
}
"""


@pytest.mark.parametrize("compiler, name", [(GXX, "t.cpp"), (shutil.which("gcc"), "t.c")], ids=["g++", "gcc"])
def test_a_type_or_enumerator_hip_lacks_stops_with_pycuccs_message(compiler, name, toolkit, tmp_path):
    """Names newer than HIP 5.2 that are no functions (a type, an enumerator): declared as CUDA declares them by
    default, and with PYCUCC_UNSUPPORTED_API_ERROR an object-like stop macro, so that the use (no call) stops with
    pycucc's message, not a bare 'undeclared'."""
    if compiler is None:
        pytest.skip("compiler not installed")
    p = _host(compiler, toolkit, tmp_path, TOO_NEW, name=name, run=False, extra=("-fsyntax-only",))
    assert p.returncode == 0, p.stderr
    p = _host(compiler, toolkit, tmp_path, TOO_NEW, name=name, run=False,
              extra=("-fsyntax-only", "-DPYCUCC_UNSUPPORTED_API_ERROR"))
    assert p.returncode != 0
    first = [line for line in p.stderr.splitlines() if "error" in line][:4]
    for i, (line, what, since) in enumerate([(3, "cudaGraphInstantiateResult", "6.2"),
                                             (3, "cudaGraphInstantiateSuccess", "6.2"),
                                             (4, "cudaLaunchAttributeID", "6.2")]):
        assert any(re.search(rf"{re.escape(name)}:{line}:\d+: error: pycucc: {what} needs HIP {since} or newer", f)
                   for f in first), p.stderr
    assert "undeclared" not in first[0] and "not declared" not in first[0], p.stderr


@pytest.mark.parametrize("compiler, lang", [(GXX, "c++"), (shutil.which("gcc"), "c")], ids=["g++", "gcc"])
def test_the_error_option_stops_a_library_call_hip_lacks(compiler, lang, toolkit, tmp_path):
    """PYCUCC_UNSUPPORTED_API_ERROR in a host compile of a library's toolkit header (cuSPARSE: hipSPARSE is
    installed): the stub's call is an error with the rule's advice; without it the stub runs and returns
    CUSPARSE_STATUS_NOT_SUPPORTED."""
    if compiler is None:
        pytest.skip("compiler not installed")
    if not os.path.isfile("/usr/include/hipsparse/hipsparse.h"):
        pytest.skip("hipSPARSE headers not installed (make setup installs libhipsparse-dev)")
    src = ("#include <cusparse.h>\n#include <stdio.h>\nint main(void) {\n  cusparseHandle_t h = 0;\n"
           "  cusparseStatus_t s = cusparseSpSV_updateMatrix(h, 0, 0, CUSPARSE_SPSV_UPDATE_GENERAL);\n"
           '  printf("%d\\n", (int)(s == CUSPARSE_STATUS_NOT_SUPPORTED));\n  return 0;\n}\n')
    name = "sp.c" if lang == "c" else "sp.cpp"
    r = _host(compiler, toolkit, tmp_path, src, name=name, extra=("-lcusparse",))
    assert (r.returncode, r.stdout) == (0, "1\n"), r.stderr
    p = _host(compiler, toolkit, tmp_path, src, name=name, run=False,
              extra=("-fsyntax-only", "-DPYCUCC_UNSUPPORTED_API_ERROR"))
    assert p.returncode != 0
    assert re.search(rf"{name}:5:\d+: error: pycucc: cusparseSpSV_updateMatrix is not supported by HIP: hipSPARSE",
                     p.stderr), p.stderr


DROPPED = """#include <stdio.h>
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExtCudaRt.h>
int main(void) {
  cudaStream_t s = 0;
  nvtxNameCudaStreamA(s, "copy");
  nvtxNameCudaStream(s, "again");
  nvtxNameOsThreadA(1, "main");
  printf("named\\n");
  return 0;
}
"""


@pytest.mark.parametrize("compiler, name", [(GXX, "n.cpp"), (shutil.which("gcc"), "n.c")], ids=["g++", "gcc"])
def test_a_profiler_only_call_does_nothing_for_host_compilers(compiler, name, toolkit, tmp_path):
    """The toolkit's nvtx3/nvToolsExtCudaRt.h (no HIP header of its own) declares NVTX's naming calls as stubs that
    do nothing, without a warning (-Wall -Werror builds), as pycucc's compile drops them with a note; with
    PYCUCC_UNSUPPORTED_API_ERROR they stop the build with the advice."""
    if compiler is None:
        pytest.skip("compiler not installed")
    r = _host(compiler, toolkit, tmp_path, DROPPED, name=name, extra=("-Wall", "-Werror"))
    assert (r.returncode, r.stdout) == (0, "named\n"), r.stderr
    p = _host(compiler, toolkit, tmp_path, DROPPED, name=name, run=False,
              extra=("-fsyntax-only", "-DPYCUCC_UNSUPPORTED_API_ERROR"))
    assert re.search(rf"{re.escape(name)}:6:\d+: error: pycucc: nvtxNameCudaStreamA is not supported by HIP: roctx",
                     p.stderr), p.stderr


RANGES = """#include <stdio.h>
#include <nvtx3/nvToolsExt.h>
int main(void) {
  int pushed = nvtxRangePushA("step");
  nvtxMarkA("here");
  int popped = nvtxRangePop();
  printf("%d %d\\n", pushed, popped);
  return 0;
}
"""


@pytest.mark.parametrize("compiler, name", [(GXX, "r.cpp"), (shutil.which("gcc"), "r.c")], ids=["g++", "gcc"])
def test_nvtx_ranges_without_roctx_do_nothing_for_host_compilers(compiler, name, toolkit, tmp_path):
    """Where roctx is not installed, the toolkit's nvtx3/nvToolsExt.h is pycucc's stand-in (its calls return what
    NVTX's return with no profiler attached: -2 for a push and a pop) and -lnvToolsExt links nothing."""
    if compiler is None:
        pytest.skip("compiler not installed")
    if any(os.path.isdir(os.path.join(d, "roctracer")) for d in ("/usr/include", "/usr/local/include")):
        pytest.skip("roctx is installed here: the toolkit header includes it")
    src = tmp_path / name
    src.write_text(RANGES)
    exe = tmp_path / "r.exe"
    p = subprocess.run([compiler, "-Wall", "-Werror", f"-I{toolkit}/include", str(src), "-o", str(exe),
                        f"-L{toolkit}/lib64", "-lnvToolsExt"], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    r = subprocess.run([str(exe)], capture_output=True, text=True)
    assert (r.returncode, r.stdout) == (0, "-2 -2\n")
    assert "links nothing" in (toolkit / "lib64" / "libnvToolsExt.so").read_text()


def _every_header(toolkit):
    inc = toolkit / "include"
    return sorted(str(p.relative_to(inc)) for p in inc.rglob("*.h") if not str(p.relative_to(inc)).startswith("pycucc_"))


@pytest.mark.slow  # a host compile of every header of the toolkit: the fast tier's longest test
def test_every_header_compiles_or_names_what_to_install(toolkit, tmp_path):
    """Each CUDA header alone, in a host C++ compile: it works, or it is an #error that names the HIP header and,
    for a library that is not installed, the package; never a missing file or an error inside HIP's headers."""
    compiler = GXX or CLANGXX
    bad = []
    for h in _every_header(toolkit):
        src = tmp_path / "one.cpp"
        src.write_text(f"#include <{h}>\nint main() {{ return 0; }}\n")
        p = subprocess.run([compiler, "-std=c++17", "-fsyntax-only", f"-I{toolkit}/include", str(src)],
                           capture_output=True, text=True)
        if p.returncode == 0:
            continue
        first = next(line for line in p.stderr.splitlines() if "error" in line)
        # the header's own #error, or that of pycucc's stand-in for the HIP library (which needs another one)
        if not re.search(rf"(?:{re.escape(h)}|pycucc_fallback/[\w/.]+):\d+:\d+: error: #error \"pycucc: <{re.escape(h)}> "
                         "is <[^>]+> on AMD GPUs, "
                         "which is not installed", first) and not _unsupported(h, first):
            bad.append(f"{h}: {first}")
    assert not bad, "\n".join(bad)


def _unsupported(header: str, message: str) -> bool:
    return re.search(rf"{re.escape(header)}:\d+:\d+: error: #error \"pycucc: <{re.escape(header)}> is not supported by "
                     r"HIP: \S", message) is not None


@pytest.mark.parametrize("header", ["cuda_fp6.h", "cuda_awbarrier.h", "cuda_occupancy.h"])
def test_a_header_hip_lacks_stops_a_host_build_at_its_include_with_advice(header, toolkit, tmp_path):
    src = tmp_path / "uses.cpp"
    src.write_text(f"#include <cuda_runtime.h>\n#include <{header}>\nint main() {{ return 0; }}\n")
    p = subprocess.run([GXX or CLANGXX, "-std=c++17", "-fsyntax-only", f"-I{toolkit}/include", str(src)],
                       capture_output=True, text=True)
    assert p.returncode != 0
    assert _unsupported(header, p.stderr) and "uses.cpp:2" in p.stderr, p.stderr
    rule = load_rules().headers[header]
    assert rule.advice.split(":")[0] in p.stderr  # the advice of the rule, as the translator gives it


FP8_HOST = r"""#include <cuda_runtime.h>
#include <cuda_fp8.h>
#include <stdio.h>
int main() {
  __nv_fp8_e4m3 a(3.3f);   /* 3.25 = 0x45 */
  __nv_fp8_e5m2 b(1e6);    /* the constructors saturate: 57344 = 0x7b */
  printf("%02x %02x %g %02x %02x\n", a.__x, b.__x, float(a), __nv_cvt_double_to_fp8(-500.0, __NV_NOSAT, __NV_E4M3),
         __nv_cvt_float_to_fp8(-500.0f, __NV_SATFINITE, __NV_E4M3));
  return 0;
}
"""


def test_cuda_fp8_works_in_a_host_build_with_cudas_bits(toolkit, tmp_path):
    """<cuda_fp8.h> is pycucc's own header (fp8.rules, fallback=yes): a host compiler finds it in the toolkit and
    gets CUDA's OCP bits (-500 overflows E4M3 to NaN, 0xff, or saturates to -448, 0xfe); tests/test_fp8.py sweeps."""
    src = tmp_path / "fp8.cpp"
    src.write_text(FP8_HOST)
    exe = tmp_path / "fp8"
    p = subprocess.run([GXX or CLANGXX, "-std=c++17", f"-I{toolkit}/include", str(src), "-o", str(exe)],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr[-3000:]
    out = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert out.stdout == "45 7b 3.25 ff fe\n", out.stdout + out.stderr


LIBCU_HOST = (Path(__file__).resolve().parents[1] / "testdata" / "libcu" / "host.cu").read_text()


def test_libcu_headers_work_in_a_host_build(toolkit, tmp_path):
    """libcu++'s headers are pycucc's own (libcu.rules, fallback=yes): a host compiler finds them in the toolkit;
    cuda::std is ::std's, and the atomics are the host's __atomic builtins there (tests/test_libcu.py: devices)."""
    src = tmp_path / "libcu.cpp"
    src.write_text(LIBCU_HOST)
    exe = tmp_path / "libcu"
    p = subprocess.run([GXX or CLANGXX, "-std=c++17", f"-I{toolkit}/include", str(src), "-o", str(exe)],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr[-3000:]
    out = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert out.stdout == "32767 42 9 4 8 4\n0 110 01 010 10 1\n5 -10 3 7 1\n", out.stdout + out.stderr


NVML_PROBE = """#include <stdio.h>
#if __has_include(<nvml.h>)
#include <nvml.h>
#define HAVE_NVML 1
#else
#define HAVE_NVML 0
#endif
int main(void) { printf("nvml %d\\n", HAVE_NVML); return 0; }
"""


@pytest.mark.toolchain
def test_a_program_probing_for_nvml_takes_its_fallback(toolkit, tmp_path, cache_dir):
    """ROCm has no NVML: the toolkit has no nvml.h (toolkit=absent in headers.rules), so __has_include is false for
    a host compiler reading the toolkit's headers and for pycucc's own compile with the toolkit's include folder on
    the path (what CMake's CUDA language adds); an include that is reached is still the located error with the
    rule's advice."""
    assert not (toolkit / "include" / "nvml.h").exists()
    for compiler, name in ((shutil.which("gcc"), "probe.c"), (GXX or CLANGXX, "probe.cpp")):
        if compiler is None:
            continue
        r = _host(compiler, toolkit, tmp_path, NVML_PROBE, name=name)
        assert (r.returncode, r.stdout) == (0, "nvml 0\n"), r.stderr
    src = tmp_path / "probe.cu"
    src.write_text(NVML_PROBE)
    exe = tmp_path / "probe"
    p = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030", f"-I{toolkit}/include")
    assert p.returncode == 0, p.stderr[-3000:]
    r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert (r.returncode, r.stdout) == (0, "nvml 0\n"), r.stderr
    src.write_text("#include <nvml.h>\nint main() { return 0; }\n")
    p = run_pycucc(src, "-o", exe, "--offload-arch=gfx1030", f"-I{toolkit}/include")
    assert p.returncode != 0
    assert re.search(r"probe\.cu:1:\d+: error: <nvml\.h> is not supported by HIP: NVML's AMD counterpart is ROCm "
                     r"SMI .*\[PCC\d+", p.stderr), p.stderr


# --------------------------------------------------------------------------------------- build systems
def _no_device(out: str):
    assert "toolkit_app: 0 devices (hipErrorNoDevice), 2" in out, out
    assert re.search(r"^driver [1-9]\d*$", out, re.M), out  # cuDriverGetVersion through CUDA::cuda_driver / -lcuda
    # main.cpp asked cudaGetDeviceCount before its first cudaMalloc
    assert f"toolkit_app: CUDA error: {no_device_error(first_call=False)}" in out, out


def _run_app(exe):
    r = subprocess.run([str(exe)], capture_output=True, text=True)
    assert r.returncode == 1
    _no_device(r.stdout + r.stderr)


@needs_cmake
@pytest.mark.toolchain
def test_cmake_finds_the_toolkit_through_the_compiler(tmp_path, cache_dir):
    b = tmp_path / "build"
    cfg = subprocess.run(["cmake", "-S", str(PROJECT), "-B", str(b), "-G", "Ninja", f"-DCMAKE_CUDA_COMPILER={PYCUCC}",
                          "-DCMAKE_CUDA_ARCHITECTURES=86"], capture_output=True, text=True)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    assert re.search(r"Found CUDAToolkit: \S+/include \(found version \"12\.0\.76\"\)", cfg.stdout), cfg.stdout
    p = subprocess.run(["cmake", "--build", str(b)], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "warning" not in p.stdout.lower(), p.stdout
    _run_app(b / "toolkit_app")


@needs_cmake
@pytest.mark.toolchain
def test_cmake_with_cudatoolkit_root_nvcc_and_clang(toolkit, tmp_path):
    if CLANGXX is None:
        pytest.skip("clang++-19 not installed")
    b = tmp_path / "build"
    cfg = subprocess.run(["cmake", "-S", str(PROJECT), "-B", str(b), "-G", "Unix Makefiles",
                          f"-DCUDAToolkit_ROOT={toolkit}", f"-DCMAKE_CUDA_COMPILER={toolkit}/bin/nvcc",
                          f"-DCMAKE_CXX_COMPILER={CLANGXX}", "-DCMAKE_C_COMPILER=clang-19",
                          "-DCMAKE_CUDA_ARCHITECTURES=86"], capture_output=True, text=True)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    assert f"Found CUDAToolkit: {toolkit}/include" in cfg.stdout
    p = subprocess.run(["cmake", "--build", str(b)], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    _run_app(b / "toolkit_app")


C_LINKS = Path(ROOT) / "testdata" / "projects" / "c_links"


@needs_cmake
@pytest.mark.toolchain
def test_cmake_toolchain_file_links_c_and_cxx_targets_that_name_cuda_libraries(toolkit, tmp_path):
    """C and C++ targets linking `cudart`/`cusparse` by name (NVIDIA's cuSPARSE C samples): CMake gives the
    toolkit's lib64 only to links through the CUDA compiler, so without the toolchain file the C link cannot find
    -lcudart; with it (and no CMAKE_CUDA_COMPILER: the file names the toolkit's nvcc) both targets link HIP's
    libraries and the program runs to HIP's no-device error."""
    plain = tmp_path / "plain"
    cfg = subprocess.run(["cmake", "-S", str(C_LINKS), "-B", str(plain), "-G", "Ninja",
                          f"-DCMAKE_CUDA_COMPILER={PYCUCC}", "-DCMAKE_CUDA_ARCHITECTURES=86"],
                         capture_output=True, text=True)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    p = subprocess.run(["cmake", "--build", str(plain), "--target", "c_links"], capture_output=True, text=True)
    assert p.returncode != 0 and "cannot find -lcudart" in p.stdout + p.stderr, p.stdout + p.stderr
    b = tmp_path / "build"
    cfg = subprocess.run(["cmake", "-S", str(C_LINKS), "-B", str(b), "-G", "Ninja",
                          f"-DCMAKE_TOOLCHAIN_FILE={toolkit}/pycucc-toolchain.cmake", "-DCMAKE_CUDA_ARCHITECTURES=86"],
                         capture_output=True, text=True)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    found = next(b.glob("CMakeFiles/*/CMakeCUDACompiler.cmake")).read_text()
    assert f'set(CMAKE_CUDA_COMPILER "{toolkit}/bin/nvcc")' in found, found
    p = subprocess.run(["cmake", "--build", str(b), "-v"], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    assert re.search(rf'/cc +-L"{re.escape(str(toolkit))}/lib64" .* -lcudart +-lcusparse', p.stdout), p.stdout
    r = subprocess.run([str(b / "c_links")], capture_output=True, text=True)
    assert r.returncode == 1 and "c_links: 0 devices (hipErrorNoDevice)" in r.stdout, r.stdout + r.stderr
    assert "c_links: cusparseCreate:" in r.stdout, r.stdout
    needed = subprocess.run(["readelf", "-d", str(b / "libc_links_shared.so")], capture_output=True, text=True)
    assert "libamdhip64.so" in needed.stdout, needed.stdout


@needs_cmake
@pytest.mark.toolchain
def test_cmake_toolchain_file_gives_cuda_nvjitlink_to_cmake_that_lacks_it(toolkit, tmp_path):
    """NVIDIA's cuFFT LTO samples link CUDA::nvJitLink, which FindCUDAToolkit makes from CMake 3.26 on (the rule's
    cmake_since): the toolchain file's project include declares it for an older CMake, linking lib64's script of
    the library, which links nothing (nvJitLink's calls are stubs); nvJitLink.h's stubs compile in a C++ target and
    return CUDA's NVJITLINK_ERROR_UNSUPPORTED_ARCH. The same include puts lib64/ back on link flags a project's own
    -DCMAKE_EXE_LINKER_FLAGS replaced, so that a target linking `cudart` by name still finds it."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.18)\nproject(jit LANGUAGES CXX CUDA)\nfind_package(CUDAToolkit REQUIRED)\n"
        "add_executable(jit main.cpp)\ntarget_link_libraries(jit PRIVATE cudart CUDA::nvJitLink)\n")
    (src / "main.cpp").write_text(
        "#include <cstdio>\n#include <nvJitLink.h>\nint main() {\n  nvJitLinkHandle h;\n"
        "  nvJitLinkResult r = nvJitLinkCreate(&h, 0, nullptr);\n"
        '  std::printf("%d\\n", (int)(r == NVJITLINK_ERROR_UNSUPPORTED_ARCH));\n  return 0;\n}\n')
    targets = (Path(toolkit) / "pycucc-project.cmake").read_text()
    assert "if(CMAKE_VERSION VERSION_LESS 3.26 AND NOT TARGET CUDA::nvJitLink)" in targets, targets
    b = tmp_path / "build"
    cfg = subprocess.run(["cmake", "-S", str(src), "-B", str(b), "-G", "Ninja",
                          f"-DCMAKE_TOOLCHAIN_FILE={toolkit}/pycucc-toolchain.cmake", "-DCMAKE_CUDA_ARCHITECTURES=86",
                          "-DCMAKE_EXE_LINKER_FLAGS=-Wl,--as-needed"], capture_output=True, text=True)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    p = subprocess.run(["cmake", "--build", str(b), "-v"], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    # the project's own linker flags replaced the toolchain's _INIT ones: lib64/ is added back, so `cudart` links
    assert re.search(rf'-Wl,--as-needed +-L"{re.escape(str(toolkit))}/lib64" .*-o jit .*-lcudart', p.stdout), p.stdout
    assert re.search(r"-o jit .*(libnvJitLink\.so|-lnvJitLink)", p.stdout), p.stdout
    r = subprocess.run([str(b / "jit")], capture_output=True, text=True)
    assert (r.returncode, r.stdout) == (0, "1\n"), r.stdout + r.stderr


FINDCUDA = Path(ROOT) / "testdata" / "projects" / "findcuda"


@needs_cmake
@pytest.mark.parametrize("how", ["CUDA_TOOLKIT_ROOT_DIR", "CUDA_PATH"])
@pytest.mark.toolchain
def test_cmake_findcuda_module_with_the_toolkit(how, toolkit, tmp_path):
    """CMake's old FindCUDA module (find_package(CUDA), cuda_add_library/cuda_add_executable, CUDA_NVCC_FLAGS) does
    not read CMAKE_CUDA_COMPILER; pointed at pycucc's toolkit it builds with pycucc as nvcc, its dependency scan
    (nvcc -M) included, so that an edited header rebuilds the objects that include it."""
    b = tmp_path / "build"
    env = dict(os.environ)
    args = ["cmake", "-S", str(FINDCUDA), "-B", str(b), "-G", "Ninja", "-Wno-dev"]
    if how == "CUDA_PATH":
        env["CUDA_PATH"] = str(toolkit)
    else:
        args.append(f"-DCUDA_TOOLKIT_ROOT_DIR={toolkit}")
    cfg = subprocess.run(args, capture_output=True, text=True, env=env)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    assert f"Found CUDA: {toolkit} (found suitable version \"12.0\"" in cfg.stdout, cfg.stdout
    p = subprocess.run(["cmake", "--build", str(b)], capture_output=True, text=True, env=env)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "Building NVCC (Device) object" in p.stdout and "warning" not in p.stdout.lower(), p.stdout
    r = subprocess.run([str(b / "findcuda_app")], capture_output=True, text=True)
    assert r.returncode == 1 and "findcuda_app: CUDA error: hipErrorInvalidDevice" in r.stderr, r.stderr
    h = subprocess.run([str(b / "findcuda_host")], capture_output=True, text=True)
    assert h.returncode == 0 and "findcuda_host: 0 devices (hipErrorNoDevice)" in h.stdout, h.stdout + h.stderr
    header = b.parent / "src"
    shutil.copytree(FINDCUDA, header)  # a copy to edit: the scan must have recorded include/scale.h
    cfg = subprocess.run([*args[:2], str(header), *args[3:4], str(b / "again"), *args[5:]], capture_output=True,
                         text=True, env=env)
    assert cfg.returncode == 0, cfg.stdout + cfg.stderr
    assert subprocess.run(["cmake", "--build", str(b / "again")], capture_output=True, env=env).returncode == 0
    (header / "include" / "scale.h").write_text((header / "include" / "scale.h").read_text() + "// edited\n")
    again = subprocess.run(["cmake", "--build", str(b / "again")], capture_output=True, text=True, env=env)
    assert again.returncode == 0, again.stdout + again.stderr
    assert "scale_generated_scale.cu.o" in again.stdout and "findcuda_app_generated_main.cu.o" in again.stdout


@pytest.mark.parametrize("cxx,cc", [("g++", "gcc"), ("clang++-19", "clang-19")])
@pytest.mark.toolchain
def test_makefile_with_cuda_path(cxx, cc, toolkit, tmp_path):
    if not shutil.which(cxx):
        pytest.skip(f"{cxx} not installed")
    d = tmp_path / "app"
    shutil.copytree(PROJECT, d)
    p = subprocess.run(["make", "-s", f"CUDA_PATH={toolkit}", f"CXX={cxx}", f"CC={cc}", "ARCH=-arch=sm_86"], cwd=d,
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    _run_app(d / "toolkit_app")


@pytest.mark.toolchain
def test_preprocessed_output_is_the_same_in_every_run(tmp_path, cache_dir):
    """What ccache hashes (nvcc -E): no path of a run's temporary folder in it."""
    src = PROJECT / "kernels.cu"
    outs = [run_pycucc("-E", f"-I{PROJECT}/common", "-arch=sm_86", src, check=True).stdout for _ in range(2)]
    assert outs[0] == outs[1]
    assert "/tmp/pycucc-" not in outs[0] and str(src) in outs[0]


def _cached_builds(tmp_path, launcher, env, stats):
    objs = []
    for n in (1, 2):
        b = tmp_path / f"build{n}"
        cfg = subprocess.run(["cmake", "-S", str(PROJECT), "-B", str(b), "-G", "Ninja",
                              f"-DCMAKE_CUDA_COMPILER={PYCUCC}", f"-DCMAKE_CUDA_COMPILER_LAUNCHER={launcher}",
                              f"-DCMAKE_CXX_COMPILER_LAUNCHER={launcher}", "-DCMAKE_CUDA_ARCHITECTURES=86"],
                             capture_output=True, text=True, env=env)
        assert cfg.returncode == 0, cfg.stdout + cfg.stderr
        before = stats()
        p = subprocess.run(["cmake", "--build", str(b)], capture_output=True, text=True, env=env)
        assert p.returncode == 0, p.stdout + p.stderr
        after = stats()
        objs.append([(b / "CMakeFiles" / "kernels.dir" / f).read_bytes() for f in ("kernels.cu.o", "reduce.cu.o")]
                    + [(b / "toolkit_app").read_bytes()])
        _run_app(b / "toolkit_app")
    hits, misses = after[0] - before[0], after[1] - before[1]
    assert (hits, misses) == (4, 0), (before, after)  # kernels.cu, reduce.cu, main.cpp, driver.cpp: all cached
    assert objs[0] == objs[1]


@needs_cmake
@pytest.mark.skipif(not shutil.which("ccache"), reason="make setup installs ccache")
@pytest.mark.toolchain
def test_ccache_in_front_of_pycucc(tmp_path, cache_dir):
    env = dict(os.environ, CCACHE_DIR=str(tmp_path / "ccache"), CCACHE_COMPILERTYPE="nvcc")
    env.pop("CCACHE_DISABLE", None)

    def stats():
        out = subprocess.run(["ccache", "--print-stats"], capture_output=True, text=True, env=env).stdout
        value = dict(line.split("\t") for line in out.splitlines() if "\t" in line)
        return (int(value.get("direct_cache_hit", 0)) + int(value.get("preprocessed_cache_hit", 0)),
                int(value.get("cache_miss", 0)))
    _cached_builds(tmp_path, "ccache", env, stats)


@needs_cmake
@pytest.mark.skipif(not shutil.which("sccache"), reason="make setup installs sccache")
@pytest.mark.toolchain
def test_sccache_in_front_of_pycucc(tmp_path, cache_dir):
    env = dict(os.environ, SCCACHE_DIR=str(tmp_path / "sccache"), SCCACHE_SERVER_PORT=str(4226 + os.getpid() % 1000))
    subprocess.run(["sccache", "--stop-server"], capture_output=True, env=env)

    def stats():
        out = subprocess.run(["sccache", "--show-stats", "--stats-format", "json"], capture_output=True, text=True,
                             env=env).stdout
        s = json.loads(out)["stats"]
        return (sum(s["cache_hits"]["counts"].values()), sum(s["cache_misses"]["counts"].values()))
    try:
        _cached_builds(tmp_path, "sccache", env, stats)
    finally:
        subprocess.run(["sccache", "--stop-server"], capture_output=True, env=env)


def test_cusparse_status_strings_come_from_pycucc(toolkit, tmp_path):
    """NVIDIA's samples check every cuSPARSE call with cusparseGetErrorString, which hipSPARSE lacks: pycucc names
    hipSPARSE's status values itself, in host builds (the toolkit) as in pycucc's compile."""
    if not os.path.isfile("/usr/include/hipsparse/hipsparse.h") and not os.path.isfile("/usr/include/hipsparse.h"):
        pytest.skip("hipSPARSE headers not installed (make setup installs libhipsparse-dev)")
    src = tmp_path / "status.cpp"
    src.write_text('#include <cusparse.h>\n#include <stdio.h>\nint main() {\n'
                   '  cusparseStatus_t s = CUSPARSE_STATUS_INVALID_VALUE;\n'
                   '  printf("%s: %s\\n", cusparseGetErrorName(s), cusparseGetErrorString(s));\n}\n')
    exe = tmp_path / "status"
    p = subprocess.run([GXX or CLANGXX, "-std=c++17", f"-I{toolkit}/include", str(src), "-o", str(exe)],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    r = subprocess.run([str(exe)], capture_output=True, text=True)
    assert r.stdout == "CUSPARSE_STATUS_INVALID_VALUE: an unsupported value or parameter was passed to the function\n"


# ------------------------------------------------------------------------------ names HIP lacks, for C compilers
STUBBED_C = r"""#include <stdio.h>
#include <cuda_runtime.h>
#include <library_types.h>
static cudaDataType pick(int i) { return i ? CUDA_R_8I : CUDA_R_32F; }
int main(void) {
    cudaError_t e = cudaCtxResetPersistingL2Cache();
    printf("%d %d %d\n", (int)(e == cudaErrorNotSupported), (int)pick(1), (int)pick(0));
    return 0;
}
"""


@pytest.mark.skipif(not shutil.which("gcc"), reason="no gcc")
def test_a_c_program_naming_what_hip_lacks_compiles_and_runs(toolkit, tmp_path):
    """cudaDataType/CUDA_R_32F are HIP 5.2's hipDataType/HIP_R_32F (its headers are asked, not its version);
    CUDA_R_8I, which HIP 5.2 lacks, is a constant of hipDataType with CUDA's value; a runtime function HIP lacks is
    a stub that returns cudaErrorNotSupported, and gcc warns at the call with the rule's advice."""
    p = _host("gcc", toolkit, tmp_path, STUBBED_C, name="s.c", run=False)
    assert p.returncode == 0, p.stderr
    assert re.search(r"s\.c:6:\d+: warning: .*pycucc: cudaCtxResetPersistingL2Cache is not supported by HIP",
                     p.stderr), p.stderr
    run = subprocess.run([str(tmp_path / "s.c.exe")], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (0, "1 3 0\n"), run.stderr
    for flag in ("-Werror", "-DPYCUCC_UNSUPPORTED_API_ERROR"):
        p = _host("gcc", toolkit, tmp_path, STUBBED_C, name="s.c", run=False, extra=(flag,))
        assert p.returncode != 0 and "cudaCtxResetPersistingL2Cache" in p.stderr, p.stderr


def test_a_c_program_calling_cusparse_spmvop_compiles_and_gets_not_supported(toolkit, tmp_path):
    """cuSPARSE's SpMVOp (releases after CUDA 13.0), which hipSPARSE lacks: its types are declared and its calls
    are stubs returning CUSPARSE_STATUS_NOT_SUPPORTED, with gcc's warning at the call."""
    if not os.path.isfile("/usr/include/hipsparse/hipsparse.h"):
        pytest.skip("hipSPARSE's headers are not installed (make setup installs libhipsparse-dev)")
    src = ("#define CUSPARSE_ENABLE_EXPERIMENTAL_API\n#include <cusparse.h>\n#include <stdio.h>\nint main(void) {\n"
           "  cusparseSpMVOpDescr_t d = NULL; cusparseSpMVOpAlg_t alg = CUSPARSE_SPMVOP_ALG_DEFAULT;\n"
           "  cusparseStatus_t s = cusparseSpMVOp_destroyDescr(d);\n"
           '  printf("%d %d\\n", s == CUSPARSE_STATUS_NOT_SUPPORTED, (int)alg);\n  return 0;\n}\n')
    p = _host("gcc", toolkit, tmp_path, src, name="v.c", run=False)
    assert p.returncode == 0, p.stderr
    assert re.search(r"v\.c:6:\d+: warning: .*pycucc: cusparseSpMVOp_destroyDescr is not supported by HIP",
                     p.stderr), p.stderr
    run = subprocess.run([str(tmp_path / "v.c.exe")], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (0, "1 0\n"), run.stderr


@pytest.mark.toolchain
def test_the_cached_toolkit_is_made_again_when_a_hip_library_appears(tmp_path, monkeypatch):
    """The cached toolkit's headers and linker scripts depend on which HIP libraries are installed (a stub's
    declarations take the library's types; a missing one links nothing): one installed after it was made makes it
    again (its library state no longer holds), rather than keeping a header that says what to install."""
    import importlib.util
    from pycucc import toolkit as tk
    from pycucc.toolchain import toolchain
    spec = importlib.util.spec_from_file_location("pycucc_tool_rocm_libs", Path(__file__).parent.parent / "tools" /
                                                  "rocm_libs.py")
    rocm_libs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rocm_libs)
    try:
        inc, _ = rocm_libs.folders()
    except rocm_libs.Unavailable as e:
        pytest.skip(f"hipBLAS's headers: {e}")
    hipblas = next((os.path.join(d, "hipblas") for d in inc if os.path.isdir(os.path.join(d, "hipblas"))), None)
    if hipblas is None or os.path.isdir("/usr/include/hipblas"):
        pytest.skip("hipBLAS is installed system-wide here, or not fetched")
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("PYCUCC_TOOLKIT_ROOT", raising=False)
    extra = tmp_path / "inc"
    extra.mkdir()
    real = tk.library_search_dirs
    monkeypatch.setattr(tk, "library_search_dirs", lambda tc, dirs=(): (str(extra), *real(tc, dirs)))
    tc = toolchain()
    root = tk.toolkit_root(tc)
    state = Path(root) / tk.STATE
    before = json.loads(state.read_text())
    assert tk.state_holds(root) and tk.toolkit_root(tc) == root
    shutil.copytree(hipblas, extra / "hipblas")
    assert not tk.state_holds(root)
    tk._checked.clear()
    assert tk.toolkit_root(tc) == root and tk.state_holds(root)
    # made again: its state records the hipBLAS it found now (the stubs no longer differ: since they are split by
    # the HIP header whose types they take, a toolkit's cuBLAS stubs read the same with and without hipBLAS)
    after = json.loads(state.read_text())
    found = [path for path, stamp in after if path.startswith(str(extra / "hipblas")) and stamp]
    assert after != before and found, (before, after)


def _fetched_library(folder):
    """The include folder of Debian 13's ROCm library headers (tools/rocm_libs.py's cache) that holds `folder`."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("pycucc_tool_rocm_libs", Path(__file__).parent.parent / "tools" /
                                                  "rocm_libs.py")
    rocm_libs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rocm_libs)
    try:
        inc, _ = rocm_libs.folders()
    except rocm_libs.Unavailable as e:
        pytest.skip(f"{folder}'s headers: {e}")
    inc = [d for d in inc if os.path.isdir(os.path.join(d, folder))]
    if not inc:
        pytest.skip(f"{folder}'s headers not fetched")
    return inc[0]


CUBLAS_C = """#include <cublas_v2.h>
int main(void) {
    cublasHandle_t h = 0;
    cuDoubleComplex x = make_cuDoubleComplex(1.0, 0.0), r;
    cublasStatus_t s = cublasZdotu_v2_64(h, 1, &x, 1, &x, 1, &r);
    return s == CUBLAS_STATUS_NOT_SUPPORTED ? 0 : 1;
}
"""


@pytest.mark.parametrize("compiler,name", [("gcc", "b.c"), ("g++", "b.cpp")])
def test_cublas_header_compiles_in_c_and_cxx_when_hipblas_comes_after_the_toolkit(compiler, name, toolkit, tmp_path):
    """A toolkit made where hipBLAS is absent, read by a host compiler that finds hipBLAS through -I (CMake's C and
    C++ flags): <cublas_v2.h> compiles. Its stubs were written in hipDoubleComplex (which hipBLAS declares only with
    ROCM_MATHLIBS_API_USE_HIP_COMPLEX, as pycucc's own compile defines it) and included the cuBLASLt stubs in
    hipBLASLt's types, which <cublas_v2.h> never includes (cudalibs bicgstab, gpsvInterleavedBatch: a bare
    'unknown type name' before). A function newer than the installed hipBLAS warns at the call with its reason."""
    if not shutil.which(compiler):
        pytest.skip(f"{compiler} not installed")
    src = tmp_path / name
    src.write_text(CUBLAS_C)
    p = subprocess.run([compiler, f"-I{toolkit}/include", f"-I{_fetched_library('hipblas')}", "-c", str(src), "-o",
                        str(tmp_path / "b.o")], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert re.search(rf"{re.escape(name)}:5:\d+: warning: .*pycucc: cublasZdotu_v2_64 ", p.stderr), p.stderr
    code = re.sub(r'"(?:[^"\\\n]|\\.)*"', "", (Path(toolkit) / "include" / "pycucc_stubs_cublas.h").read_text())
    assert "hipblasLt" not in code  # the messages may name it; no declaration does


CUBLAS_GEMM_EX_C = """#include <stdio.h>
#include <cublas_v2.h>
int main(void) {
    cublasHandle_t h = 0; float a[4] = {0}, r = 0;
    int s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_T, 3, 4, 5, &r, a, CUDA_C_32F, 3, a, CUDA_C_32F, 5,
                         &r, a, CUDA_C_32F, 3, CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_ALGO3);
    printf("%d\\n", s);
    return 0;
}
"""
# in the place of hipBLAS 0.54's runtime (which needs rocBLAS's GPU kernels): what the adapter passes on
HIPBLAS_RECORDER_C = """#include <stdio.h>
int hipblasGemmEx(void *h, int ta, int tb, int m, int n, int k, const void *al, const void *A, int at, int lda,
                  const void *B, int bt, int ldb, const void *be, void *C, int ct, int ldc, int t, int algo) {
    printf("%d %d %d %d %d %d\\n", at, bt, ct, t, algo, m * 100 + n * 10 + k);
    return 0;
}
"""


@pytest.mark.parametrize("compiler,name", [("gcc", "g.c"), ("g++", "g.cpp")])
def test_a_cublas_ex_call_adapts_to_hipblas_before_rocm6_in_a_host_build(compiler, name, toolkit, tmp_path):
    """hipBLAS 0.54 (ROCm 5.7, Debian 13) takes hipblasDatatype_t where CUDA's cublasGemmEx takes cudaDataType and
    cublasComputeType_t: the toolkit's declaration converts them and calls it, in C and C++, with no warning
    (CUDA_C_32F 4 -> HIPBLAS_C_32F 154, TF32 compute over complex data -> HIPBLAS_C_32F for rocBLAS's complex
    GEMM, any algorithm -> HIPBLAS_GEMM_DEFAULT 160)."""
    if not shutil.which(compiler):
        pytest.skip(f"{compiler} not installed")
    hipblas = _fetched_library("hipblas")
    if "hipblasComputeType_t" in (Path(hipblas) / "hipblas" / "hipblas.h").read_text():
        pytest.skip("the fetched hipBLAS has the V2 API (ROCm 6 or newer): no adapter")
    src = tmp_path / name
    src.write_text(CUBLAS_GEMM_EX_C)
    rec = tmp_path / "rec.c"
    rec.write_text(HIPBLAS_RECORDER_C)
    exe = tmp_path / "g"
    p = subprocess.run([compiler, f"-I{toolkit}/include", f"-I{hipblas}", "-x", "c", str(rec), "-x", "none",
                        str(src), "-o", str(exe)], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert "warning" not in p.stderr, p.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True)
    assert run.stdout == "154 154 154 154 160 345\n0\n", run.stdout + run.stderr


CUFFT_XT_C = """#include <cufft.h>
#include <cufftXt.h>
int main(void) {
    cufftHandle plan = 0;
    cufftResult r = cufftXtSetJITCallback(plan, "cb", 0, 0, CUFFT_CB_LD_REAL, 0);
    return r == CUFFT_NOT_SUPPORTED ? 0 : 1;
}
"""


@pytest.mark.parametrize("compiler,name", [("g++", "x.cpp"), ("clang++-19", "x.cpp")])  # hipfftXt.h is C++ only
def test_a_stub_in_the_xt_headers_types_comes_with_cufftxt_h(compiler, name, toolkit, tmp_path):
    """cufftXtSetJITCallback's stub takes hipfftXt.h's hipfftXtCallbackType: it is declared by <cufftXt.h>, after
    hipfftXt.h, not by <cufft.h> (which includes hipfft.h only, and so stopped a C++ compile of cuFFT's LTO callback
    sample at 'hipfftXtCallbackType has not been declared'). The call warns with the rule's advice."""
    if not shutil.which(compiler):
        pytest.skip(f"{compiler} not installed")
    src = tmp_path / name
    src.write_text(CUFFT_XT_C)
    p = subprocess.run([compiler, f"-I{toolkit}/include", f"-I{_fetched_library('hipfft')}", "-c", str(src), "-o",
                        str(tmp_path / "x.o")], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert re.search(rf"{re.escape(name)}:5:\d+: warning: .*pycucc: cufftXtSetJITCallback is not supported",
                     p.stderr), p.stderr


NVRTC_C = """#include <nvrtc.h>
#include <stdio.h>
int main(void) {
    int major = 0, minor = 0;
    nvrtcResult r = nvrtcVersion(&major, &minor);
    printf("%d %d\\n", (int)r, major > 0);
    return 0;
}
"""


@pytest.mark.skipif(not shutil.which("gcc"), reason="no gcc")
def test_a_c_program_linking_nvrtc_links_hiprtc_where_hip_keeps_it(toolkit, tmp_path):
    """`-lnvrtc` (CMake's CUDA::nvrtc, cuFFT's LTO NVRTC sample) links hipRTC: where HIP has no libhiprtc.so of its
    own (HIP 5.2 keeps it in libamdhip64) the linker script names libamdhip64, not a -lhiprtc that fails the link."""
    script = (Path(toolkit) / "lib64" / "libnvrtc.so").read_text()
    assert "INPUT(" in script and ("libamdhip64" in script or "hiprtc" in script), script
    p = _host("gcc", toolkit, tmp_path, NVRTC_C, name="r.c", run=False, extra=())
    assert p.returncode == 0, p.stderr
    p = subprocess.run(["gcc", f"-I{toolkit}/include", str(tmp_path / "r.c"), "-o", str(tmp_path / "r"),
                        f"-L{toolkit}/lib64", "-lnvrtc"], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    run = subprocess.run([str(tmp_path / "r")], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (0, "0 1\n"), run.stdout + run.stderr
