"""hipify-clang and hipify-perl carried out by pycucc (`python -m pycucc.hipify clang|perl`, and the same options on
`pycucc translate`): every option with its meaning, the output files hipify writes, its statistics, its exit
statuses. Built from HIPIFY's documentation (its --help and docs/), not from its tests."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from testutil import run_pycucc

from pycucc.cli import hipify

KERNEL = """\
#include <cuda_runtime.h>
__global__ void add(int n, const float *a, float *b) { int i = threadIdx.x; if (i < n) b[i] += a[i]; }
int main() {
  float *a, *b;
  cudaMalloc(&a, 64);
  cudaMalloc(&b, 64);
  add<<<1, 16>>>(16, a, b);
  cudaDeviceSynchronize();
  cudaFree(a);
  return 0;
}
"""
HIP = KERNEL.replace("<cuda_runtime.h>", "<hip/hip_runtime.h>").replace("cudaMalloc", "hipMalloc").replace(
    "cudaDeviceSynchronize", "hipDeviceSynchronize").replace("cudaFree", "hipFree")


def _hipify(tool, *args, cwd=None):
    p = subprocess.run([sys.executable, "-m", "pycucc.hipify", tool, *map(str, args)], capture_output=True,
                       text=True, cwd=cwd)
    assert "Traceback" not in p.stderr, p.stderr
    return p


@pytest.fixture
def src(tmp_path):
    p = tmp_path / "intro.cu"
    p.write_text(KERNEL)
    return p


# ------------------------------------------------------------------------------------------------ the command line

def test_options_are_read_as_llvm_reads_them():
    opts, inputs, clang = hipify.parse_options(
        ["-amap", "--print-stats", "-o=out.hip", "--o-dir", "d", "-Iinc", "-I", "inc2", "-DX=1", "-D", "Y",
         "--cuda-gpu-arch=sm_70", "-cuda-gpu-arch", "sm_80", "-inplace=false", "--roc=1", "a.cu", "b.cu", "--",
         "-std=c++14", "-Wall"], hipify.CLANG_OPTIONS, "hipify-clang")
    assert opts["amap"] and opts["print_stats"] and opts["roc"] and not opts["inplace"]
    assert opts["output"] == "out.hip" and opts["o_dir"] == "d"
    assert opts["include"] == ["inc", "inc2"] and opts["define"] == ["X=1", "Y"]
    assert opts["cuda_gpu_arch"] == ["sm_70", "sm_80"]
    assert inputs == ["a.cu", "b.cu"] and clang == ["-std=c++14", "-Wall"]
    for bad, words in ((["--bogus", "a.cu"], "Unknown command line argument '--bogus'"),
                       (["a.cu", "-o"], "requires a value"), (["-amap=maybe", "a.cu"], "invalid value")):
        with pytest.raises(hipify.HipifyUsage, match=words):
            hipify.parse_options(bad, hipify.CLANG_OPTIONS, "hipify-clang")


def test_bad_command_lines_are_located_errors_exiting_1(src, tmp_path):
    for args, words in ((["--bogus", src], "Unknown command line argument"), ([], "Not enough positional"),
                        ([src, src, "-o", tmp_path / "x"], "-o names one output"),
                        (["--clang-resource-directory=/nonexistent", src], "has no include folder")):
        p = _hipify("clang", *args)
        assert p.returncode == 1 and "PCC1205" in p.stderr and words in p.stderr, p.stderr


def test_help_and_versions():
    p = _hipify("clang", "--help")
    assert p.returncode == 0 and "--hip-kernel-execution-syntax" in p.stdout and "does not imitate" in p.stdout
    assert _hipify("clang", "-help-hidden").stdout == p.stdout
    p = _hipify("clang", "--version")
    assert p.returncode == 0 and p.stdout.startswith("hipify-clang (pycucc ")
    assert "parser:" in _hipify("clang", "--versions").stdout
    p = _hipify("perl", "-help")
    assert p.returncode == 0 and "-quiet-warnings" in p.stdout and "-whitelist=<value>" in p.stdout


# ------------------------------------------------------------------------------------------------ hipify-clang files

def test_output_goes_beside_the_input_as_file_hip(src):
    p = _hipify("clang", src)
    assert p.returncode == 0, p.stderr
    assert (src.parent / "intro.cu.hip").read_text() == HIP
    assert src.read_text() == KERNEL
    assert not (src.parent / "pycucc_compat.h").exists()  # it uses nothing of it


def test_o_and_o_dir(src, tmp_path):
    assert _hipify("clang", src, "-o=" + str(tmp_path / "named.cpp")).returncode == 0
    assert (tmp_path / "named.cpp").read_text() == HIP
    out = tmp_path / "out"  # created when missing
    assert _hipify("clang", src, f"--o-dir={out}").returncode == 0
    assert (out / "intro.cu.hip").read_text() == HIP
    assert _hipify("clang", src, "--o-dir", out, "-o", "x.hip").returncode == 0  # -o inside --o-dir
    assert (out / "x.hip").read_text() == HIP


def test_inplace_keeps_a_prehip_backup_unless_no_backup(src):
    assert _hipify("clang", src, "--inplace").returncode == 0
    assert src.read_text() == HIP and (src.parent / "intro.cu.prehip").read_text() == KERNEL
    src.write_text(KERNEL)
    (src.parent / "intro.cu.prehip").unlink()
    assert _hipify("clang", src, "-inplace", "-no-backup").returncode == 0
    assert src.read_text() == HIP and not (src.parent / "intro.cu.prehip").exists()
    # and translating the output again changes nothing
    assert _hipify("clang", src, "--inplace", "--no-backup").returncode == 0
    assert src.read_text() == HIP


def test_no_output_and_examine_write_nothing(src):
    p = _hipify("clang", src, "--no-output")
    assert p.returncode == 0 and p.stdout == "" and not (src.parent / "intro.cu.hip").exists()
    p = _hipify("clang", src, "--examine")
    assert p.returncode == 0 and not (src.parent / "intro.cu.hip").exists()
    assert "[HIPIFY] info: file '" in p.stderr and "CONVERTED refs count: 5" in p.stderr


def test_print_stats_has_hipify_clangs_shape(src, tmp_path):
    other = tmp_path / "other.cu"
    other.write_text("void f(cudaStream_t s) { cudaStreamSynchronize(s); cudaFrobnicate(); }\n")
    p = _hipify("clang", src, other, "--print-stats")
    assert p.returncode == 0, p.stderr
    lines = p.stderr.splitlines()
    first = lines.index(f"[HIPIFY] info: file '{src}' statistics:")
    assert [ln.split(":")[0].strip() for ln in lines[first + 1:first + 11]] == [
        "CONVERTED refs count", "UNCONVERTED refs count", "CONVERSION %", "REPLACED bytes", "TOTAL bytes",
        "CHANGED lines of code", "TOTAL lines of code", "CODE CHANGED (in bytes) %", "CODE CHANGED (in lines) %",
        "TIME ELAPSED s"]
    assert "  CONVERTED refs count: 5" in lines[first + 1:first + 3]
    assert "[HIPIFY] info: CONVERTED refs by API:" in lines and "  CUDA RT API: 5" in lines
    assert "  cudaMalloc: 2" in lines  # by names
    total = lines.index("[HIPIFY] info: TOTAL statistics:")
    assert "  CONVERTED refs count: 8" in lines[total:] and "  UNCONVERTED refs count: 1" in lines[total:]
    assert "  PROCESSED files: 2" in lines[total:] and "  CONVERTED files: 2" in lines[total:]
    assert "  cudaFrobnicate: 1" in lines[total:]  # UNCONVERTED refs by names


def test_print_stats_csv_files(src, tmp_path):
    assert _hipify("clang", src, "--print-stats-csv").returncode == 0
    csv = (src.parent / "intro.cu.csv").read_text().splitlines()
    assert csv[0] == f"file '{src}' statistics:" and "CONVERTED refs count;5" in csv
    assert "CUDA ref name;Count" in csv and "cudaMalloc;2" in csv
    other = tmp_path / "b.cu"
    other.write_text("void f(void *p) { cudaFree(p); }\n")
    out = tmp_path / "o"
    assert _hipify("clang", src, other, "--print-stats-csv", "--o-dir", out).returncode == 0
    assert "TOTAL statistics:" in (out / "sum_stat.csv").read_text()
    assert _hipify("clang", src, "--o-stats", tmp_path / "mine.csv").returncode == 0
    assert "CONVERTED refs count;5" in (tmp_path / "mine.csv").read_text()


def test_save_temps_keeps_the_working_copy(src, tmp_path):
    temps = tmp_path / "temps"
    assert _hipify("clang", src, "--save-temps", f"--temp-dir={temps}").returncode == 0
    assert (temps / "intro.cu.hipify-tmp").read_text() == KERNEL


def test_unsupported_apis_and_parse_errors_are_warnings_and_the_output_is_written(tmp_path):
    f = tmp_path / "u.cu"
    f.write_text("void f(void *p) { cudaFree(p); cudaArrayGetPlane(0, 0, 0); }\nint g() { return }\n")
    p = _hipify("clang", f)
    assert p.returncode == 0, p.stderr
    assert "warning: 'cudaArrayGetPlane' is not supported by HIP" in p.stderr and "PCC1202" in p.stderr
    assert "hipFree(p); cudaArrayGetPlane(0, 0, 0);" in (tmp_path / "u.cu.hip").read_text()
    # a file that cannot be read is an error
    p = _hipify("clang", tmp_path / "missing.cu")
    assert p.returncode == 1 and "PCC0001" in p.stderr


def test_kernel_syntax_and_preprocessor_options(tmp_path):
    f = tmp_path / "k.cu"
    f.write_text("__global__ void k(int *p) {}\nvoid run(int *p) {\n  k<<<1, 1>>>(p);\n#ifdef NEVER\n"
                 "  cudaFree(p);\n#endif\n}\n")
    assert _hipify("clang", f, "--hip-kernel-execution-syntax", "--cuda-kernel-execution-syntax").returncode == 0
    text = (tmp_path / "k.cu.hip").read_text()
    assert "hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, p);" in text and "hipFree(p);" in text
    # hipify-clang's default preprocessor leaves excluded branches alone; --amap translates them anyway
    assert _hipify("clang", f, "--skip-excluded-preprocessor-conditional-blocks").returncode == 0
    text = (tmp_path / "k.cu.hip").read_text()
    assert "k<<<1, 1>>>(p);" in text and "  cudaFree(p);" in text
    assert _hipify("clang", f, "--default-preprocessor", "--amap").returncode == 0
    assert "  hipFree(p);" in (tmp_path / "k.cu.hip").read_text()


def test_clang_arguments_reach_the_parse(tmp_path):
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "cfg.h").write_text("#define N_STREAMS 2\n")
    f = tmp_path / "d.cu"
    f.write_text('#include "cfg.h"\n#if N_STREAMS != 2 || !defined(FAST)\n#error configure me\n#endif\n'
                 "void f(cudaStream_t *s) { cudaStreamCreate(s); }\n")
    for args in ([f"-I{tmp_path / 'inc'}", "-DFAST"], ["--extra-arg=-I" + str(tmp_path / "inc"),
                                                       "--extra-arg-before=-DFAST"],
                 ["--", "-I", tmp_path / "inc", "-DFAST", "-std=c++17"]):
        p = _hipify("clang", f, *args)
        assert p.returncode == 0 and "PCC1003" not in p.stderr and "PCC1004" not in p.stderr, p.stderr
    rd = subprocess.run(["clang++-19", "-print-resource-dir"], capture_output=True, text=True).stdout.strip()
    if rd:
        p = _hipify("clang", f, f"--clang-resource-directory={rd}", "-v", f"-I{tmp_path / 'inc'}", "-DFAST")
        assert p.returncode == 0 and f"-resource-dir {rd}" in p.stderr, p.stderr


def test_notes_for_options_without_effect(src):
    p = _hipify("clang", src, "--cuda-path=/usr/local/cuda-12.6", "--cuda-gpu-arch=sm_86", "--experimental",
                "--use-hip-data-types", "--no-undocumented-features")
    assert p.returncode == 0
    assert "--cuda-path has no effect" in p.stderr and "--cuda-gpu-arch has no effect" in p.stderr
    assert p.stderr.count("PCC1203") == 2
    for gen in ("--md", "--perl", "--python"):
        p = _hipify("clang", gen)
        assert p.returncode == 0 and "nothing was written" in p.stderr and "PCC1203" in p.stderr


# ------------------------------------------------------------------------------------------------ -p

def _database(tmp_path, entries):
    (tmp_path / "build").mkdir(exist_ok=True)
    (tmp_path / "build" / "compile_commands.json").write_text(json.dumps(entries))
    return tmp_path / "build"


def test_compilation_database_gives_each_file_its_flags(tmp_path):
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "cfg.h").write_text("#define MODE 3\n")
    a = tmp_path / "a.cu"
    a.write_text('#include "cfg.h"\n#if MODE != 3 || !defined(FAST)\n#error a\n#endif\nvoid f(void *p) { cudaFree(p); }\n')
    b = tmp_path / "b.cu"
    b.write_text('#if !defined(SLOW)\n#error b\n#endif\nvoid g(void *p) { cudaFreeHost(p); }\n')
    build = _database(tmp_path, [
        {"directory": str(tmp_path), "command": "nvcc -Iinc -DFAST -c a.cu -o a.o", "file": "a.cu"},
        {"directory": str(tmp_path), "arguments": ["nvcc", "-DSLOW", "-c", "b.cu"], "file": str(b)}])
    p = _hipify("clang", a, b, "-p", build)
    assert p.returncode == 0 and "PCC1004" not in p.stderr and "PCC1003" not in p.stderr, p.stderr
    assert "hipHostFree(p)" in (tmp_path / "b.cu.hip").read_text()
    # without -p, the database is found in a parent folder of the first input
    (tmp_path / "build" / "compile_commands.json").rename(tmp_path / "compile_commands.json")
    p = _hipify("clang", a)
    assert p.returncode == 0 and "PCC1004" not in p.stderr, p.stderr
    # through pycucc translate
    p = run_pycucc("translate", a, "-p", tmp_path / "compile_commands.json")
    assert p.returncode == 0 and "PCC1004" not in p.stderr and "hipFree(p)" in p.stdout, p.stderr


def test_compilation_database_problems_are_located_errors(tmp_path, src):
    p = _hipify("clang", src, "-p", tmp_path / "nowhere")
    assert p.returncode == 1 and "PCC1204" in p.stderr and "compile_commands.json" in p.stderr
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "compile_commands.json").write_text("[{\"file\": 1}]")
    p = _hipify("clang", src, "-p", bad)
    assert p.returncode == 1 and "PCC1204" in p.stderr and "entry 1" in p.stderr
    (bad / "compile_commands.json").write_text("{not json")
    assert "not valid JSON" in _hipify("clang", src, "-p", bad).stderr
    (bad / "compile_commands.json").write_text("[]")
    p = _hipify("clang", src, "-p", bad)  # no entry for the file: its command-line flags, with a warning
    assert p.returncode == 0 and "has no entry" in p.stderr


# ------------------------------------------------------------------------------------------------ hipify-perl

def test_perl_writes_stdout_or_o_or_inplace(src, tmp_path):
    p = _hipify("perl", src)
    assert p.returncode == 0 and p.stdout == HIP
    assert not (src.parent / "intro.cu.hip").exists()
    assert _hipify("perl", src, f"-o={tmp_path / 'p.hip'}").returncode == 0
    assert (tmp_path / "p.hip").read_text() == HIP
    assert _hipify("perl", "-inplace", src).returncode == 0
    assert src.read_text() == HIP and (src.parent / "intro.cu.prehip").read_text() == KERNEL


def test_perl_warnings_whitelist_examine_and_folders(tmp_path):
    d = tmp_path / "proj"
    (d / "skip").mkdir(parents=True)
    (d / "a.cu").write_text("void f(void *p) { cudaFree(p); cudaFrobnicate(); cudaMalloc(&p, 1); }\n")
    (d / "keep.h").write_text("void g(cudaStream_t s);\n")
    (d / "skip" / "c.cu").write_text("void h(void *p) { cudaFree(p); }\n")
    (d / "notes.txt").write_text("cudaFree\n")
    p = _hipify("perl", d, "-exclude-dirs=skip", "-whitelist=cudaMalloc")
    assert p.returncode == 0
    assert p.stdout == ("#include <hip/hip_runtime.h>\nvoid f(void *p) { hipFree(p); cudaFrobnicate(); "
                        "cudaMalloc(&p, 1); }\n#include <hip/hip_runtime.h>\nvoid g(hipStream_t s);\n")
    assert "cudaFrobnicate" in p.stderr
    assert "cudaFrobnicate" not in _hipify("perl", d / "a.cu", "-quiet-warnings").stderr
    p = _hipify("perl", d / "a.cu", "-examine")
    assert p.returncode == 0 and p.stdout == "" and "CONVERTED refs count: 3" in p.stderr


# ------------------------------------------------------------------------------------------------ pycucc translate

def test_translate_takes_hipify_clangs_options_with_one_or_two_dashes(src, tmp_path):
    out = tmp_path / "t.hip"
    p = run_pycucc("translate", src, "-amap", "-hip-kernel-execution-syntax", f"-o={out}", "-print-stats",
                   "--skip-excluded-preprocessor-conditional-blocks", "-experimental", "-roc", "--use-hip-data-types")
    assert p.returncode == 0, p.stderr
    assert "hipLaunchKernelGGL(add, dim3(1), dim3(16), 0, 0, 16, a, b);" in out.read_text()
    assert "[HIPIFY] info: file '" in p.stderr
    p = run_pycucc("translate", src, "--examine")
    assert p.returncode == 0 and p.stdout == "" and "CONVERTED refs count: 5" in p.stderr
    p = run_pycucc("translate", src, "-inplace")
    assert p.returncode == 0 and src.read_text() == HIP and (src.parent / "intro.cu.prehip").read_text() == KERNEL
    assert run_pycucc("translate", "--version").stdout.startswith("pycucc translate (pycucc ")


def test_roc_and_miopen_together(tmp_path):
    """hipify-clang takes --roc with --miopen: cuDNN goes to MIOpen (pycucc's only cuDNN target, so --miopen is a
    note) and the other libraries to their roc forms."""
    src = tmp_path / "dnn.cu"
    src.write_text("#include <cudnn.h>\n#include <cublas_v2.h>\n"
                   "void f(cudnnHandle_t d, cublasHandle_t b) { cudnnCreate(&d); cublasCreate(&b); }\n")
    out = tmp_path / "dnn.hip"
    p = run_pycucc("translate", src, "--roc", "--miopen", "-o", out)
    assert p.returncode == 0, p.stderr
    text = out.read_text()
    assert "#include <miopen/miopen.h>" in text and "#include <rocblas/rocblas.h>" in text, text
    assert "miopenCreate(&d)" in text and "rocblas_create_handle(&b)" in text, text
    assert "--miopen has no effect" in p.stderr and "PCC1205" not in p.stderr, p.stderr


def test_translate_reads_its_own_command_line_without_click(src, tmp_path):
    """`pycucc translate` reads its options itself (cli/translate.py): pycucc's and hipify-clang's in one table, its
    help lists them, and a bad command line is a located usage error with exit 2, as it was under Click."""
    p = run_pycucc("translate", "--help")
    assert p.returncode == 0 and p.stdout.startswith("usage: pycucc translate FILE|DIR...")
    for spelled in ("-o VALUE", "--o-dir VALUE", "--check", "-j VALUE", "--report-json VALUE", "--in-place",
                    "--hip-kernel-execution-syntax", "--print-stats-csv", "-p VALUE"):
        assert f"\n  {spelled} " in p.stdout, spelled
    out = tmp_path / "j.hip"
    p = run_pycucc("translate", src, "-j2", "--jobs=1", f"-o={out}")
    assert p.returncode == 0 and out.read_text() == HIP, p.stderr
    p = run_pycucc("translate", src, f"-o-dir={tmp_path / 'd'}", "-j", "0")
    assert p.returncode == 0 and (tmp_path / "d" / "intro.cu").read_text() == HIP, p.stderr
    # `-o -` is standard output, as with clang, not a file named "-"
    p = run_pycucc("translate", src, "-o", "-", cwd=tmp_path)
    assert p.returncode == 0 and p.stdout == HIP and not (tmp_path / "-").exists(), p.stderr
    for bad, says in ((["-j", "x"], "-j/--jobs takes a number"), (["--jobs=-1"], "not '-1'"),
                      (["--frobnicate"], "Unknown command line argument '--frobnicate'"),
                      (["-o"], "requires a value"), (["--check=maybe"], "invalid value for boolean")):
        p = run_pycucc("translate", src, *bad)
        assert p.returncode == 2 and "PCC1205" in p.stderr and says in p.stderr, (bad, p.stderr)
