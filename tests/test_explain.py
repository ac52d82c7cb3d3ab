"""The diagnostic registry and `pycucc explain`: ids are constants of pycucc.codes (no PCC literal elsewhere in the
sources), every registered id is emitted somewhere, and every id is provoked here, for real, by the situation its
explanation describes: the test checks the id that comes out and a word of its message, and that `explain` gives
the entry registered for it."""
from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from testutil import ROOT, run_pycucc, toolchain

from pycucc import codes
from pycucc.codes import CODES, all_codes, lookup
from pycucc.diagnostics import PycuccError
from pycucc.rules import build_ruleset
from pycucc.translate import TranslateOptions, make_hip

SOURCES = sorted(p for d in ("compiler", "runtime") for p in (Path(ROOT) / d).rglob("*.py"))
ID = re.compile(r"\bPCC\d{4}\b")


def test_no_id_is_spelled_out_outside_the_registry():
    found = {str(p.relative_to(ROOT)): ID.findall(p.read_text(encoding="utf-8"))
             for p in SOURCES if p.name != "codes.py"}
    assert not {k: v for k, v in found.items() if v}, "use the constants of pycucc.codes"


def test_every_entry_is_emitted_somewhere():
    text = "\n".join(p.read_text(encoding="utf-8") for p in SOURCES if p.name != "codes.py")
    unused = sorted(c.id for c in all_codes() if not re.search(rf"\b{c.constant}\b", text))
    assert not unused, f"registry entries no code emits (remove them or use them): {unused}"


def test_entries_are_complete_and_names_unique():
    names = [c.name for c in all_codes()]
    assert len(names) == len(set(names))
    for c in all_codes():
        assert re.fullmatch(r"PCC\d{4}", c.id) and re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", c.name), c
        assert len(c.explanation) > 40 and c.fix, c.id
        assert getattr(codes, c.constant) == c.id


def test_lookup_by_id_number_and_name():
    assert lookup("PCC1001") is lookup("pcc1001") is lookup("1001") is lookup("unknown-cuda-name")
    assert lookup("PCC9999") is None


def test_explain_cli():
    proc = run_pycucc("explain", "PCC1013")
    assert proc.returncode == 0
    assert proc.stdout.startswith("PCC1013 (host-warp-size)\n")
    assert "hipDeviceAttributeWarpSize" in proc.stdout and "\nFix: " in proc.stdout
    proc = run_pycucc("explain", "--list")
    assert proc.returncode == 0
    assert [line.split()[0] for line in proc.stdout.splitlines()] == sorted(CODES)
    proc = run_pycucc("explain", "PCC9999")
    assert proc.returncode == 1 and "unknown diagnostic id" in proc.stderr and "--list" in proc.stderr


# ------------------------------------------------------------------------------------------- provoking each id
def _translate(src: str, path: str = "/tmp/pycucc_explain.cu", **kw) -> str:
    return "\n".join(d.render() for d in make_hip(src, path, TranslateOptions(**kw)).diagnostics)


def _rules(text: str) -> str:
    with pytest.raises(PycuccError) as info:
        build_ruleset([("bad.rules", text)])
    return str(info.value)


def _cli(*args, env=None, cwd=None) -> str:
    p = run_pycucc(*args, env=env, cwd=cwd)
    assert "Traceback" not in p.stderr
    return p.stderr + p.stdout


def _write(tmp, name: str, text, mode=None) -> str:
    path = tmp / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    if mode:
        path.chmod(mode)
    return str(path)


def _fake_clang(tmp, script: str) -> str:
    """A clang++ that answers like the real one, except where `script` (sh, before `exec`) decides otherwise."""
    d = tmp / "fakebin"
    d.mkdir(exist_ok=True)
    fake = d / "clang++"
    fake.write_text(f"#!/bin/sh\n{script}\nexec {toolchain().clang} \"$@\"\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    if not (d / "ld.lld").exists():
        os.symlink(toolchain().lld, d / "ld.lld")
    return str(fake)


KERNEL = "__global__ void k(float* x) { x[threadIdx.x] *= 2.0f; }\n"
# uses what pycucc_compat.h supplies (a 32-bit-mask warp shuffle), so its translation includes that header
WARP_KERNEL = "__global__ void k(float* x) { x[threadIdx.x] = __shfl_down_sync(0xffffffffu, x[0], 1); }\n"


def _cannot_read(tmp):
    return _cli(tmp / "nope.cu", "-o", tmp / "o.hsaco")


def _binary(tmp):
    return _cli(_write(tmp, "b.cu", b"\x7fELF\0\0\0"), "-o", tmp / "o.hsaco")


def _parse_only_error(tmp):
    # an AMD builtin: unknown to the parse (a host-only CUDA parse), fine for the HIP compile
    src = _write(tmp, "amd.cu", "__device__ void nap() { __builtin_amdgcn_s_sleep(1); }\n" + KERNEL)
    return _cli("-c", src, "-o", tmp / "amd.o", "--offload-arch=gfx1030")


def _utf16(tmp):
    return _cli(_write(tmp, "w.cu", KERNEL.encode("utf-16")), "-o", tmp / "o.hsaco")


def _output_dir(tmp):
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp, "--offload-arch=gfx1030")


def _cannot_write(tmp):
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "no" / "dir" / "k.hsaco", "--offload-arch=gfx1030")


def _no_kernels(tmp):
    return _cli(_write(tmp, "h.cu", "int f(int x) { return x; }\n"), "-o", tmp / "h.hsaco", "--offload-arch=gfx1030")


def _output_is_input(tmp):
    src = _write(tmp, "k.cu", KERNEL)
    return _cli("translate", src, "-o", src)


def _empty(tmp):
    return _cli("translate", _write(tmp, "e.cu", ""))


def _nothing_to_compile(tmp):
    return _cli("-lib", _write(tmp, "x.o", b"not an object"), "-o", tmp / "x.a")


def _driver_warning(tmp):
    return _cli("-c", _write(tmp, "k.cu", KERNEL), "-o", tmp / "k.o", "-maxrregcount", "32", "--offload-arch=gfx1030")


def _tool_not_found(tmp):
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "k.hsaco",
                env={"PYCUCC_CLANG": str(tmp / "missing-clang++"), "PYCUCC_CACHE_DIR": str(tmp / "c")})


def _tool_does_not_run(tmp):
    bad = _write(tmp, "clang++", "not a program\n", mode=0o644)
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "k.hsaco",
                env={"PYCUCC_CLANG": bad, "PYCUCC_CACHE_DIR": str(tmp / "c")})


def _overlay_failed(tmp):
    # Bitcode that lacks every oclc_isa_version file, and a clang that cannot build one.
    lib = tmp / "bitcode"
    lib.mkdir()
    os.symlink(os.path.join(toolchain().device_lib, "ocml.bc"), lib / "ocml.bc")
    fake = _fake_clang(tmp, 'case " $* " in *" -emit-llvm "*) echo "error: cannot emit" >&2; exit 1;; esac')
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "k.hsaco", "--offload-arch=gfx1030",
                env={"PYCUCC_CLANG": fake, "HIP_DEVICE_LIB_PATH": str(lib), "PYCUCC_CACHE_DIR": str(tmp / "c")})


def _not_a_code_object(tmp):
    return _cli("inspect", _write(tmp, "x.hsaco", "hello"))


def _timeout(tmp):
    fake = _fake_clang(tmp, 'case " $* " in *" --cuda-device-only "*) sleep 30;; esac')
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "k.hsaco", "--offload-arch=gfx1030", "--no-cache",
                env={"PYCUCC_CLANG": fake, "PYCUCC_COMPILE_TIMEOUT": "2"})


def _silent_failure(tmp):
    fake = _fake_clang(tmp, 'case " $* " in *" --cuda-host-only "*" -c "*) exit 1;; esac')
    return _cli("-c", _write(tmp, "k.cu", KERNEL), "-o", tmp / "k.o", "--offload-arch=gfx1030", "--no-cache",
                env={"PYCUCC_CLANG": fake})


def _preprocess_failed(tmp):
    fake = _fake_clang(tmp, 'case " $* " in *" -E "*) exit 1;; esac')
    return _cli("-E", _write(tmp, "k.cu", KERNEL), "--offload-arch=gfx1030", env={"PYCUCC_CLANG": fake})


def _invalid_code_object(tmp):
    # A clang whose device code objects claim another processor (e_flags' mach byte): pycucc must not bundle them.
    fake = _fake_clang(tmp, f'''case " $* " in *" --cuda-device-only "*)
  {toolchain().clang} "$@" || exit $?
  out=""; prev=""; for a in "$@"; do [ "$prev" = "-o" ] && out="$a"; prev="$a"; done
  # only the object after -o: the prelude probe ends in -### and has none (a file named '-###' was written)
  [ -n "$out" ] && [ -f "$out" ] && printf '\\063' | dd of="$out" bs=1 seek=48 conv=notrunc status=none
  exit 0;; esac''')
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "k.hsaco", "--offload-arch=gfx1030", "--no-cache",
                env={"PYCUCC_CLANG": fake})


def _device_error(tmp):
    src = _write(tmp, "d.cu", "int host_only(int v) { return v + 1; }\n"
                              "__host__ __device__ int twice(int v) { return 2 * host_only(v); }\n" + KERNEL)
    return _cli(src, "-o", tmp / "d.hsaco", "--offload-arch=gfx1030", "--no-cache")


def _device_warning(tmp):
    # Only the device pass sees it; a deprecated function's warning comes with a note saying where it was marked.
    src = _write(tmp, "w.cu", "#ifdef __HIP_DEVICE_COMPILE__\n#warning device pass\n#endif\n"
                              "__attribute__((deprecated)) __device__ float old(float v) { return v; }\n"
                              "__global__ void k(float* x) { x[0] = old(x[0]); }\n")
    return _cli(src, "-o", tmp / "w.hsaco", "--offload-arch=gfx1030", "--no-cache")


def _link(tmp, *extra):
    main = _write(tmp, "m.cu", "void missing_function();\nint main() { missing_function(); }\n")
    return _cli(main, "-o", tmp / "app", "--offload-arch=gfx1030", *extra)


def _device_link_failed(tmp):
    a = _write(tmp, "a.cu", "__device__ int twin(int x) { return x; }\n")
    b = _write(tmp, "b.cu", "__device__ int twin(int x) { return x + 1; }\n")
    for src in (a, b):
        _cli("-dc", src, "-o", src[:-3] + ".o", "--offload-arch=gfx1030")
    return _cli("-dlink", a[:-3] + ".o", b[:-3] + ".o", "-o", tmp / "dl.o", "--offload-arch=gfx1030")


def _lark_missing(tmp):
    code = ("import sys; sys.modules['lark'] = None\n"
            "from pycucc.cli import main\nmain(['rules', 'check', sys.argv[1]])\n")
    p = subprocess.run([sys.executable, "-c", code, _write(tmp, "x.rules", "rename a -> b\n")],
                       capture_output=True, text=True)
    return p.stderr


def _libclang_missing(tmp):
    return _cli("translate", _write(tmp, "k.cu", KERNEL), env={"PYCUCC_LIBCLANG": str(tmp / "libclang.so")})


def _libclang_gave_up(tmp):
    with pytest.raises(PycuccError) as info:
        make_hip("int x;\n", "")  # a translation unit with no file name: libclang's parse fails outright
    return str(info.value)


def _input_too_large(tmp):
    src = _write(tmp, "big.cu", b"// x\n" * (300 << 10))
    return _cli(src, "-o", tmp / "b.hsaco", env={"PYCUCC_MAX_SOURCE_MB": "1"})


def _cache_unusable(tmp):
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "k.hsaco", "--offload-arch=gfx1030",
                env={"PYCUCC_CACHE_DIR": _write(tmp, "cache", "a file where the cache folder should be")})


def _cache_untrusted(tmp):
    cache = tmp / "everyones-cache"
    cache.mkdir()
    cache.chmod(0o777)  # anyone could plant what this build would take from it
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "k.hsaco", "--offload-arch=gfx1030",
                env={"PYCUCC_CACHE_DIR": str(cache)})


def _link_not_followed(tmp):
    tree = tmp / "tree"
    tree.mkdir()
    _write(tree, "k.cu", KERNEL)
    (tree / "system.h").symlink_to("/etc/hostname")  # outside the tree: not copied into the output
    return _cli("translate", tree, "-o", tmp / "out")


def _bad_limit(tmp):
    return _cli("translate", _write(tmp, "k.cu", KERNEL), env={"PYCUCC_PARSE_MEMORY": "lots"})


def _parse_timeout(tmp):
    src = _write(tmp, "big.cu", "".join(f"__device__ int f{i}(int x) {{ return x + {i}; }}\n" for i in range(200000)))
    return _cli("translate", src, env={"PYCUCC_PARSE_TIMEOUT": "0.5"})


def _parse_out_of_memory(tmp):
    # a computed include is not looked at before the parse (an #include "/dev/zero" is PCC0001 at once)
    return _cli("translate", _write(tmp, "z.cu", '#define DATA "/dev/zero"\n#include DATA\n' + KERNEL),
                env={"PYCUCC_PARSE_MEMORY": "256"})


def _parse_crashed(tmp):
    # libclang's recursion over a deep expression overflows a small parse stack: a real SIGSEGV in libclang
    src = _write(tmp, "deep.cu", "__device__ int e = " + "+".join(["1"] * 20000) + ";\n" + KERNEL)
    return _cli("translate", src, env={"PYCUCC_PARSE_STACK_MB": "1"})


def _compile_out_of_memory(tmp):
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "k.hsaco", "--offload-arch=gfx1030", "--no-cache",
                env={"PYCUCC_COMPILE_MEMORY": "200"})


PTX_HEAD = ".version 9.0\n.target sm_86\n.address_size 64\n"


def _ptx_module(tmp, body: str) -> str:
    return _cli(_write(tmp, "k.ptx", PTX_HEAD + body), "-o", tmp / "k.hsaco", "--offload-arch=gfx1030")


def _ptx(tmp, instruction: str) -> str:
    return _ptx_module(tmp, ".visible .entry k(.param .u64 p)\n{\n.reg .b32 %r<4>;\n.reg .u32 %u<4>;\n"
                            ".reg .f32 %f<4>;\n.reg .pred %p<2>;\n.reg .b64 %rd<4>;\n" + instruction + "\nret;\n}\n")


def _broken_lowering_table(tmp):
    # the table is pycucc's own data: an edit that breaks it is reported at its line
    from pycucc.ptx.table import RULES_PATH, load_table
    bad = _write(tmp, "lowering.rules", Path(RULES_PATH).read_text().replace(
        "form popc.{b32,b64}:t                 d:u32 = a:t", "form popc.{b32,b64}:t                 d:u32 = a:nosuchtype"))
    with pytest.raises(PycuccError) as info:
        load_table(bad)
    return str(info.value)


def _target_cli(tmp, *args, env=None):
    return _cli(_write(tmp, "k.cu", KERNEL), "-o", tmp / "k.hsaco", *args, env=env)


def _no_llvmlite(tmp):
    # the llvmlite backend's child cannot import llvmlite (a Python without it): the target is refused, not crashed
    fake = tmp / "fake" / "llvmlite"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("raise ImportError('no llvmlite in this Python')\n")
    return _target_cli(tmp, "--offload-arch=gfx950", "--no-cache", env={"PYTHONPATH": str(tmp / "fake")})


def _llvmlite_failed(tmp):
    # 200 KiB of __shared__: more than gfx950's 160 KiB, which LLVM 22 enforces in the child process
    src = _write(tmp, "lds.cu", "__global__ void k(float* x) { __shared__ float t[200 * 256]; t[threadIdx.x] = x[0]; "
                                "__syncthreads(); x[threadIdx.x] = t[(threadIdx.x + 1) % 256]; }\n")
    return _cli(src, "-o", tmp / "l.hsaco", "--offload-arch=gfx950", "--no-cache")


def _llvmlite_inline_asm(tmp):
    src = _write(tmp, "asm.cu", "__global__ void k(int* p) {\n  asm volatile(\"s_nop 0\" ::: \"memory\");\n"
                                "  p[0] = 1;\n}\n")
    return _cli(src, "-o", tmp / "a.hsaco", "--offload-arch=gfx1250", "--no-cache")


def _old_hipblas(tmp):
    """A build's translation against a hipBLAS folder of before ROCm 6.0's shape: hipblasGemmEx declared, and no
    hipblasComputeType_t (its names are what the translation asks a library folder for)."""
    (tmp / "hipblas").mkdir()
    (tmp / "hipblas" / "hipblas.h").write_text("typedef enum { HIPBLAS_R_32F = 151 } hipblasDatatype_t;\n"
                                               "int hipblasGemmEx(void);\n")
    return _translate("#include <cublas_v2.h>\nint f(cublasHandle_t h, float *a) { float r = 1; return "
                      "cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, &r, a, CUDA_R_32F, 1, a, CUDA_R_32F, 1, "
                      "&r, a, CUDA_R_32F, 1, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT); }\n",
                      library_search=(str(tmp),))


PROVOKE = {
    codes.UNKNOWN_TARGET: (lambda t: _target_cli(t, "--offload-arch=gfx1170"), "unknown offload target 'gfx1170'"),
    codes.UNSUPPORTED_TARGET_FEATURE: (lambda t: _target_cli(t, "--offload-arch=gfx1100:xnack+"),
                                       "has no 'xnack' feature"),
    codes.BACKEND_UNAVAILABLE: (_no_llvmlite, "no llvmlite in this Python"),
    codes.GENERIC_CODE_OBJECT_V6: (lambda t: _target_cli(t, "--offload-arch=gfx11-generic", "-v"),
                                   "built as code object v6"),
    codes.LLVMLITE_BACKEND_FAILED: (_llvmlite_failed, "exceeds limit (163840)"),
    codes.LLVMLITE_INLINE_ASM: (_llvmlite_inline_asm, "no AMDGPU assembler"),
    codes.INPUT_TOO_LARGE: (_input_too_large, "MB"),
    codes.CACHE_UNUSABLE: (_cache_unusable, "cannot be used"),
    codes.CACHE_UNTRUSTED: (_cache_untrusted, "every user can write it"),
    codes.LINK_NOT_FOLLOWED: (_link_not_followed, "outside the input tree"),
    codes.BAD_LIMIT: (_bad_limit, "PYCUCC_PARSE_MEMORY"),
    codes.TOOLKIT_FOLDER_TAKEN: (lambda t: _cli("toolkit", os.path.dirname(_write(t, "notes.txt", "mine"))),
                                 "is not a toolkit folder"),
    codes.PARSE_TIMEOUT: (_parse_timeout, "0.5 s"),
    codes.PARSE_OUT_OF_MEMORY: (_parse_out_of_memory, "memory limit"),
    codes.PARSE_CRASHED: (_parse_crashed, "crashed libclang"),
    codes.COMPILE_OUT_OF_MEMORY: (_compile_out_of_memory, "memory"),
    codes.CANNOT_READ_INPUT: (_cannot_read, "no such file"),
    codes.BINARY_INPUT: (_binary, "binary"),
    codes.UNSUPPORTED_ENCODING: (_utf16, "UTF-16"),
    codes.OUTPUT_IS_DIRECTORY: (_output_dir, "is a directory"),
    codes.CANNOT_WRITE_OUTPUT: (_cannot_write, "cannot write"),
    codes.NO_KERNELS: (_no_kernels, "no kernels"),
    codes.OUTPUT_IS_INPUT: (_output_is_input, "is the input"),
    codes.EMPTY_INPUT: (_empty, "empty"),
    codes.NOTHING_TO_COMPILE: (_nothing_to_compile, "nothing to compile"),
    codes.DRIVER_OPTION_WARNING: (_driver_warning, "maxrregcount"),
    codes.TOOL_NOT_FOUND: (_tool_not_found, "cannot find"),
    codes.TOOL_DOES_NOT_RUN: (_tool_does_not_run, "does not run"),
    codes.BITCODE_OVERLAY_FAILED: (_overlay_failed, "overlay"),
    codes.NOT_A_CODE_OBJECT: (_not_a_code_object, "not an AMD code object"),
    codes.UNKNOWN_CUDA_NAME: (lambda t: _translate("void f() { cudaFrobnicate(); }\n"), "cudaFrobnicate"),
    codes.UNSUPPORTED_API: (lambda t: _translate("void f() { cudaArrayGetPlane(0, 0, 0); }\n",
                                                 unsupported_api="error"), "not supported"),
    codes.UNSUPPORTED_API_STUBBED: (lambda t: _translate("void f() { cudaArrayGetPlane(0, 0, 0); }\n"),
                                    "compiled to a stub that returns hipErrorNotSupported"),
    codes.API_ADAPTED: (_old_hipblas, "it calls the installed hipblasGemmEx, converting CUDA's arguments"),
    # a build's translation where hipBLAS is installed and hipBLASLt is not
    codes.LIBRARY_STAND_IN: (lambda t: (_old_hipblas(t), _translate("#include <cublasLt.h>\n",
                                                                     library_search=(str(t),)))[1], "stand-in over hipBLAS"),
    codes.PROFILER_CALL_DROPPED: (lambda t: _translate("#include <nvtx3/nvToolsExtCudaRt.h>\n"
                                                       "void f(cudaStream_t s) { nvtxNameCudaStreamA(s, \"x\"); }\n"),
                                  "dropped"),
    codes.OVERLOADS_MERGED: (lambda t: _translate("void f(cudaError_t e) {}\nvoid f(CUresult e) {}\n"),
                             "one function with HIP"),
    # a build's translation (library_search) where no folder searched has roctracer/
    codes.PROFILER_LIBRARY_ABSENT: (lambda t: _translate("#include <nvtx3/nvToolsExt.h>\n",
                                                         library_search=(str(t),)), "stand-in"),
    codes.PARSE_SKIPPED: (lambda t: _translate('#include "no_such_header.h"\n'), "could not parse"),
    codes.SOURCE_ERROR: (lambda t: _translate("int f() { return }\n"), "expected"),
    codes.UNKNOWN_CUDA_HEADER: (lambda t: _translate("#include <cuda_frobnicate.h>\n"), "no HIP mapping"),
    codes.HIP_TOO_OLD: (lambda t: _translate("void f(cudaArray_t a) { cudaArrayGetInfo(0, 0, 0, a); }\n",
                                             hip_version=(5, 2)), "needs HIP 5.6"),
    codes.FIELD_HELD_VALUE: (lambda t: _translate("int f(const cudaDeviceProp& p) { return p.clusterLaunch; }\n",
                                                  installed_hip=(5, 2)), "has no such field, so the build reads"),
    codes.NO_OVERLOAD: (lambda t: _translate("void f(cudaEvent_t* e) { cudaEventCreate(e, 0, 1); }\n"),
                        "no rule for 'cudaEventCreate' with 3"),
    codes.NOT_A_CALL: (lambda t: _translate("auto g = &cudaEventCreate;\n"), "only where it is called"),
    codes.CALL_NOT_SPLIT: (lambda t: _translate("void f(cudaEvent_t* e) { cudaEventCreate(e,\n#if 1\n0\n#endif\n); }\n"),
                           "could not delimit"),
    codes.RULE_WARNING: (lambda t: _translate("void f(cudaGraph_t g, cudaGraphNode_t* a) "
                                              "{ cudaGraphAddDependencies(g, a, a, nullptr, 1); }\n"), "edge data"),
    codes.WARP_SIZE_DEPENDENT: (lambda t: _translate("int f(int d) { int w; cudaDeviceGetAttribute(&w, "
                                                     "cudaDevAttrWarpSize, d); return w; }\n"), "warp size"),
    codes.LAUNCH_NOT_CONVERTED: (lambda t: _translate(KERNEL + "void h(float* x) { int r = (k<<<1, 1>>>(x), 0); }\n",
                                                      launch_syntax="ggl"), "<<<...>>> form"),
    codes.HOST_WARP_SIZE: (lambda t: _translate("int f() { return warpSize; }\n"), "64 on the host"),
    codes.HOST_WARP_SIZE_NOT_REWRITTEN: (lambda t: _translate("__host__ __device__ int f() { return warpSize; }\n"),
                                         "left as is"),
    codes.COMPAT_HEADER_WRITTEN: (lambda t: _cli("translate", _write(t, "k.cu", WARP_KERNEL)), "pycucc_compat.h"),
    codes.SOURCE_ERROR_TOLERATED: (lambda t: _cli("translate", _write(t, "e.cu", "int f() { return }\n" + KERNEL)),
                                   "translated anyway"),
    codes.HIPIFY_OPTION_NOTE: (lambda t: _cli("translate", _write(t, "k.cu", KERNEL), "--cuda-path=/usr/local/cuda"),
                               "no effect"),
    codes.COMPILE_DATABASE_ERROR: (lambda t: _cli("translate", _write(t, "k.cu", KERNEL), "-p", t / "nowhere"),
                                   "compile_commands.json"),
    codes.HIPIFY_USAGE: (lambda t: _cli("translate", _write(t, "k.cu", KERNEL), "--clang-resource-directory",
                                        t / "nowhere"), "has no include folder"),
    codes.CALL_AMBIGUOUS: (lambda t: _translate('#include "no_such_config.h"\nvoid f(float *p, int d) { '
                                                'cudaMemAdvise(p, 4, cudaMemAdviseSetReadMostly, d); }\n'),
                           "cannot tell which one"),
    codes.INLINE_PTX: (lambda t: _translate('__device__ unsigned l(const float* g) { unsigned r; asm("wmma.load.a.sync.'
                                            'aligned.row.m16n16k16.f16 {%0}, [%1];" : "=r"(r) : "l"(g)); return r; }\n'),
                       "cannot be lowered"),
    codes.PTX_SYNTAX_ERROR: (lambda t: _ptx(t, "add.s32 %r1, %r2 %r3;"), "syntax error"),
    codes.PTX_UNKNOWN_INSTRUCTION: (lambda t: _ptx(t, "frobnicate.u32 %r1, %r2;"), "frobnicate"),
    codes.PTX_UNSUPPORTED_INSTRUCTION: (lambda t: _ptx(t, "bar.sync 1, 64;"), "thread count"),
    codes.PTX_BAD_OPERANDS: (lambda t: _ptx(t, "add.s32 %r1, %r2;"), "takes 3"),
    codes.PTX_TYPE_MISMATCH: (lambda t: _ptx(t, "add.f32 %f1, %u1, %f2;"), "type mismatch"),
    codes.PTX_UNDECLARED_REGISTER: (lambda t: _ptx(t, "mov.u32 %r4, 1;"), "not declared"),
    codes.PTX_UNDEFINED_NAME: (lambda t: _ptx(t, "bra $Lnowhere;"), "$Lnowhere"),
    codes.PTX_BAD_CALL: (lambda t: _ptx_module(t, ".func (.param .b32 r) f(.param .b32 a) { ret; }\n"
                                                  ".visible .entry k() {\n{\n.param .b64 a0;\n.param .b32 r0;\n"
                                                  "call.uni (r0), f, (a0);\n}\nret;\n}\n"), "f"),
    codes.PTX_UNSUPPORTED_DECLARATION: (lambda t: _ptx_module(t, ".global .texref tex;\n.visible .entry k() { ret; }\n"),
                                        "texture"),
    codes.INLINE_ASM_OPERAND: (lambda t: _translate('__device__ unsigned f(unsigned a) { unsigned r; asm("mov.u32 %0, '
                                                    '%1;" : "=r"(r) : "q"(a)); return r; }\n'), '"q"'),
    codes.PTX_NO_KERNELS: (lambda t: _ptx_module(t, ".func f() { ret; }\n"), ".entry"),
    codes.PTX_LOWERING_TABLE: (_broken_lowering_table, "nosuchtype"),
    codes.DYNAMIC_PARALLELISM: (lambda t: _translate(KERNEL + "__global__ void p(float* x) { k<<<1, 1>>>(x); }\n"),
                                "dynamic parallelism"),
    codes.REWRITE_IN_MACRO: (lambda t: _translate("#define SIZES(g) g = make_uint3(1, 2, 3)\n"
                                                    "void f() { dim3 g; SIZES(g); }\n"), "inside a macro"),
    codes.PARSE_ONLY_ERROR: (_parse_only_error, "clang compiled the translated code"),
    codes.NVCC_DIALECT: (lambda t: _translate("template <typename T> struct C { template <int N> static T to(T v); };\n"
                                              "template <typename T> T f(T v) { return C<T>::to<2>(v); }\n"),
                         "nvcc reads it as one"),
    codes.USER_OVERLOAD_RENAMED: (lambda t: _translate("__device__ float atomicMax(float *a, float v) { return v; }\n"),
                                  "its own 'atomicMax'"),
    codes.LIBRARY_TOO_OLD: (lambda t: _translate("#include <cublas_v2.h>\nvoid f(cublasHandle_t h) "
                                                 "{ cublasSetWorkspace(h, nullptr, 0); }\n",
                                                 library_versions=(("hipblas", (5, 5)),)), "needs hipblas 7.0"),
    codes.NO_ROC_FORM: (lambda t: _translate("#include <cublas_v2.h>\nvoid f(cublasHandle_t h, float** a, int* p, "
                                             "int* i) { cublasSgeqrfBatched(h, 4, 4, a, 4, a, i, 1); }\n", roc=True),
                        "no rocblas form"),
    codes.HIP_LIBRARY_MISSING: (lambda t: _cli(_write(t, "m.cu", "int main() { return 0; }\n"), "-o", t / "m",
                                               "--offload-arch=gfx1030", "-lcudnn"), "miopen-hip-dev"),
    codes.HIP_LIBRARY_HEADER_MISSING: (lambda t: _cli(_write(t, "d.cu", "#include <cudnn.h>\nint main() {}\n"), "-c",
                                                      "-o", t / "d.o", "--offload-arch=gfx1030"), "miopen-hip-dev"),
    codes.LIBCLANG_MISSING: (_libclang_missing, "libclang"),
    codes.LIBCLANG_GAVE_UP: (_libclang_gave_up, "libclang could not"),
    codes.DEVICE_COMPILE_ERROR: (_device_error, "host_only"),
    codes.DEVICE_COMPILE_WARNING: (_device_warning, "device pass"),
    codes.DEVICE_COMPILE_NOTE: (_device_warning, "marked deprecated here"),
    codes.WARP_MODELS_DIFFER: (lambda t: _cli(_write(t, "k.cu", WARP_KERNEL), "--genco", "--offload-arch=gfx90a",
                                              "--warp-size=64", "-o", str(t / "k.hsaco")), "whole 64-lane wave"),
    codes.COMPILE_FAILED_SILENTLY: (_silent_failure, "without a diagnostic"),
    codes.COMPILE_TIMEOUT: (_timeout, "did not finish within 2 s"),
    codes.PREPROCESS_FAILED: (_preprocess_failed, "preprocess"),
    codes.INVALID_CODE_OBJECT: (_invalid_code_object, "invalid code object"),
    codes.UNDEFINED_REFERENCE: (lambda t: _link(t), "missing_function"),
    codes.LINK_FAILED: (lambda t: _link(t, "-lpycucc_no_such_library"), "pycucc_no_such_library"),
    codes.DEVICE_LINK_FAILED: (_device_link_failed, "twin"),
    codes.LARK_MISSING: (_lark_missing, "lark"),
    codes.RULES_SYNTAX_ERROR: (lambda t: _rules("rename a ->\n"), "syntax error"),
    codes.RULES_BAD_ATTRIBUTE: (lambda t: _rules("rename a -> b [colour=1]\n"), "unknown attribute"),
    codes.RULES_DUPLICATE: (lambda t: _rules("rename a -> b\nrename a -> c\n"), "duplicate"),
    codes.RULES_DUPLICATE_OVERLOAD: (lambda t: _rules("call f(x) -> g(x)\ncall f(y) -> h(y)\n"), "two overloads"),
    codes.RULES_UNKNOWN_PLACEHOLDER: (lambda t: _rules("call f(src) -> g(scr)\n"), "placeholder 'scr'"),
    codes.RULES_BAD_ATTRIBUTE_VALUE: (lambda t: _rules('rename a -> b [hip_since="new"]\n'), "takes a"),
    codes.RULES_CONFLICT: (lambda t: _rules('rename a -> b\nunsupported a "no"\n'), "already has a rule"),
    codes.RULES_DUPLICATE_PARAMETER: (lambda t: _rules("call f(a, a) -> g(a)\n"), "appears twice"),
    codes.RULES_UNKNOWN_REFERENCE: (lambda t: _rules("host_read warpSize -> w() [prelude=nowhere]\n"), "nowhere"),
    codes.RULES_BAD_PATTERN: (lambda t: _rules('pattern cuda_name "(unclosed"\n'), "regular expression"),
    codes.RULES_BAD_CONVERSION: (lambda t: _rules("convert dim3(uint3 v) -> f(v, v)\n"), "use 'v' once"),
}


def test_every_id_is_provoked_here():
    assert set(PROVOKE) == set(CODES)


@pytest.mark.toolchain
@pytest.mark.parametrize("code", sorted(PROVOKE), ids=lambda c: f"{c}-{CODES[c].name}")
def test_each_id_comes_from_the_situation_it_explains(code, tmp_path, cache_dir):
    provoke, words = PROVOKE[code]
    text = provoke(tmp_path)
    lines = [line for line in text.splitlines() if re.search(rf"\[{code}\b", line)]
    assert lines, f"{code} ({CODES[code].name}) did not come out:\n{text}"
    assert any(words in line for line in lines) or words in text, f"{code} for another reason:\n{text}"
    assert run_pycucc("explain", code).stdout.startswith(f"{code} ({CODES[code].name})\n")
