"""cudaDeviceProp's members that HIP's hipDeviceProp_t lacks (types.rules' cudaDeviceProp fields, pycucc_device_prop.h):
the member lists come from the headers themselves (CUDA's driver_types.h where CUDA is installed, else pycucc's parse
declarations of it; the installed HIP's hip_runtime_api.h), so a member CUDA adds, or one HIP drops, fails here.
A program reading every member builds with `pycucc` and runs to HIP's no-device error, which
cudaGetDeviceProperties returns unchanged without writing into the struct. test_toolkit.py builds it with g++."""
from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from pycucc import device_prop
from pycucc.rules import load_rules

from testutil import ROOT, no_device_error, run_pycucc, toolchain

PARSE_DECLS = Path(ROOT) / "compiler" / "include" / "cuda" / "pycucc_runtime_decls.h"
HEADER = Path(ROOT) / "compiler" / "include" / device_prop.HEADER


def members(text: str, opening: str):
    """Member name -> (type, array dimensions) of the struct whose body follows `opening`."""
    start = text.index(opening)
    body = text[text.index("{", start) + 1:text.index("}", start)]
    body = re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", body, flags=re.S))
    out = {}
    for decl in body.split(";"):
        decl = " ".join(decl.split())
        if decl:
            m = re.fullmatch(r"(.*?)\b(\w+)\s*((?:\[\w+\])*)((?:\s*,\s*\w+)*)", decl)
            out[m.group(2)] = (m.group(1).strip(), m.group(3))
            out.update({n: (m.group(1).strip(), "") for n in re.findall(r"\w+", m.group(4))})
    return out


def installed_cuda_header():
    """CUDA's own driver_types.h where a CUDA toolkit is installed (nvcc's, /usr/local/cuda*), else None."""
    nvcc = shutil.which("nvcc")
    tops = [os.path.dirname(os.path.dirname(os.path.realpath(nvcc)))] if nvcc else []
    tops += sorted(glob.glob("/usr/local/cuda*"), reverse=True)
    return next((os.path.join(t, "include", "driver_types.h") for t in tops
                 if os.path.isfile(os.path.join(t, "include", "driver_types.h"))), None)


def cuda_members():
    path = installed_cuda_header()
    if path is None:  # pycucc's parse declarations are CUDA 13's (tools/gen_decls.py)
        return members(PARSE_DECLS.read_text(), "struct cudaDeviceProp {")
    return members(Path(path).read_text(), "struct __device_builtin__ cudaDeviceProp\n")


def hip_members():
    text = (Path(toolchain().hip_root) / "include" / "hip" / "hip_runtime_api.h").read_text()
    opening = "typedef struct hipDeviceProp_tR0600 {" if "hipDeviceProp_tR0600 {" in text else \
        "typedef struct hipDeviceProp_t {"
    return members(text, opening)


def read_of(name: str, dims: str) -> str:
    """An expression that reads the member `name` of `prop` as a number."""
    if name == "uuid":
        return "prop.uuid.bytes[0]"
    return f"prop.{name}{'[0]' if dims else ''}"


def every_member_program(names) -> str:
    """A program that fills a cudaDeviceProp, says what the call returned and how many bytes of the struct it
    changed (it was set to 0x5a before), and where it succeeded prints every member in `names`."""
    cuda = cuda_members()
    reads = "".join(f'  printf("{n} %lld\\n", (long long){read_of(n, cuda[n][1])});\n' for n in names)
    return ("#include <stdio.h>\n#include <string.h>\n#include <cuda_runtime_api.h>\n\nint main(void) {\n"
            "  struct cudaDeviceProp prop;\n  memset(&prop, 0x5a, sizeof prop);\n"
            "  cudaError_t err = cudaGetDeviceProperties(&prop, 0);\n"
            "  const unsigned char *b = (const unsigned char *)&prop;\n  size_t changed = 0, i;\n"
            "  for (i = 0; i < sizeof prop; ++i) changed += b[i] != 0x5a;\n"
            '  printf("%s %d\\n", cudaGetErrorName(err), (int)changed);\n'
            "  if (err != cudaSuccess) return 0;\n" + reads + "  return 0;\n}\n")


def parse_members():
    """pycucc's parse declarations: CUDA 13's members and those CUDA 12 had (clockRate, deviceOverlap ...)."""
    return members(PARSE_DECLS.read_text(), "struct cudaDeviceProp {")


def test_pycuccs_parse_declares_cudas_members():
    path = installed_cuda_header()
    if path is None:
        pytest.skip("no CUDA toolkit installed (nvcc on PATH or /usr/local/cuda*)")
    parse, cuda = parse_members(), cuda_members()
    assert {n: parse.get(n) for n in cuda} == cuda


@pytest.mark.toolchain
def test_every_member_the_installed_hip_lacks_has_a_field_rule():
    """What the struct gives: each CUDA member HIP's struct lacks under CUDA's name has a `field` rule, with the
    member's CUDA declaration (the generated struct's), and only those have rules. The members are CUDA 13's and
    those of CUDA 12 that pycucc's parse still declares for older code (deviceOverlap, which HIP 5 lacks)."""
    cuda, hip = {**parse_members(), **cuda_members()}, hip_members()
    lacking = {n for n in cuda if n not in hip}
    rules = {r.field_path: r for r in device_prop.prop_rules(load_rules())}
    assert lacking <= set(rules), sorted(lacking - set(rules))
    if tuple(toolchain().hip_version) < (6, 0):  # HIP 5.2 and 5.7: the rules are what they lack
        assert set(rules) == lacking, sorted(set(rules) - lacking)
    assert set(rules) <= set(cuda), sorted(set(rules) - set(cuda))
    for name, r in rules.items():
        typ, dims = cuda[name]
        assert " ".join(r.attr("cuda").split()) == f"{typ} {name}{dims}", r.id
        if r.attr("from") and name in lacking:  # HIP's member of that meaning, which the struct copies
            assert r.attr("from") in hip, r.id


def test_the_generated_header_is_the_rules():
    assert HEADER.read_text() == device_prop.generate(load_rules()), \
        f"{HEADER.name} is stale: run tools/gen_stubs.py"


def test_a_member_hip_has_under_its_name_from_hip_6_reads_from_an_attribute_or_warns():
    """On HIP 5 the struct's member is filled from hipDeviceGetAttribute or a query, or the translation warns at
    the read (advice); a member no HIP has warns always (a helper with warn=)."""
    for r in device_prop.prop_rules(load_rules()):
        if r.template:
            assert r.attr("warn"), r.id
        elif r.field_path != "reserved":
            assert bool(r.attr("attribute") or r.attr("query")) != bool(r.attr("advice")), r.id


@pytest.mark.toolchain
def test_a_program_reading_every_member_builds_and_gets_the_no_device_error(tmp_path, cache_dir):
    cuda = cuda_members()
    src = tmp_path / "props.cu"
    src.write_text(every_member_program(cuda))
    exe = tmp_path / "props"
    p = run_pycucc(src, "-o", exe, "--offload-arch=gfx1100")
    assert p.returncode == 0, p.stderr
    rules = device_prop.prop_rules(load_rules())
    if tuple(toolchain().hip_version) < (6, 0):
        # a warning at each read of a member HIP cannot give, with the value the build reads there
        held = sorted(r.field_path for r in rules if r.attr("advice"))
        warned = sorted(re.findall(r"warning: '(\w+)' of cudaDeviceProp needs HIP 6\.0 .*\[PCC1096", p.stderr))
        assert warned == held, p.stderr
    helpers = sorted(re.findall(r"warning: 'cudaDeviceProp::(\w+)': .*\[PCC1010", p.stderr))
    assert helpers == sorted(r.field_path for r in rules if r.template), p.stderr
    r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    # HIP's error, unchanged, and not one byte of the struct written
    assert r.stdout == f"{no_device_error(first_call=True)} 0\n", r.stdout + r.stderr


def test_nvcc_accepts_the_program(tmp_path):
    """The program is CUDA 13's: nvcc compiles it (host code only; no GPU needed)."""
    nvcc = shutil.which("nvcc")
    if nvcc is None or installed_cuda_header() is None:
        pytest.skip("nvcc not installed")
    src = tmp_path / "props.cu"
    src.write_text(every_member_program(cuda_members()))
    p = subprocess.run([nvcc, "-c", str(src), "-o", str(tmp_path / "props.o")], capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stderr


def device_attributes():
    """CUDA's cudaDeviceAttr enumerators (CUDA's driver_types.h where installed, else pycucc's parse declarations)."""
    path = installed_cuda_header()
    text = Path(path).read_text() if path else PARSE_DECLS.read_text()
    start = text.index("enum cudaDeviceAttr" if path is None else "enum __device_builtin__ cudaDeviceAttr")
    body = re.sub(r"/\*.*?\*/", "", text[start:text.index("}", start)], flags=re.S)
    return re.findall(r"\b(cudaDevAttr\w+)\s*=", body)


@pytest.mark.toolchain
def test_each_device_attribute_rename_names_an_attribute_the_installed_hip_has_or_says_which_hip_does():
    """cudaDeviceGetAttribute's enumerators checked as the struct's members are: a rename writes a hipDeviceAttribute
    the installed HIP declares, or says from which HIP on (hip_since) and that HIP is newer. (Those without a rule,
    such as the reserved ones and NUMA, MPS and cluster attributes, are HIP-less.)"""
    text = (Path(toolchain().hip_root) / "include" / "hip" / "hip_runtime_api.h").read_text()
    start = text.index("typedef enum hipDeviceAttribute_t")
    hip = set(re.findall(r"\bhipDeviceAttribute\w+", text[start:text.index("} hipDeviceAttribute_t;", start)]))
    renames = load_rules().renames
    attrs = device_attributes()
    assert len(attrs) > 100
    wrong = []
    for name in attrs:
        r = renames.get(name)
        if r is None or r.target in hip:
            continue
        since = r.attr("hip_since")
        if not since or tuple(since) <= tuple(toolchain().hip_version):
            wrong.append(f"{name} -> {r.target}")
    assert not wrong, wrong


@pytest.mark.toolchain
def test_the_translation_for_hip_5_7_compiles_against_its_headers(tmp_path):
    """HIP 5.7 (Debian 13) has the hipDeviceProp_t of 5.2 and two attributes more: the program reading every member,
    translated for a build against 5.7, compiles there (its host pass, where the properties are read; Debian 13's
    HIP headers first on the include path, fetched by tools/rocm_libs.py)."""
    import importlib.util
    from pycucc.translate import TranslateOptions, make_hip
    from testutil import hip_compile
    spec = importlib.util.spec_from_file_location("pycucc_tool_rocm_libs", os.path.join(ROOT, "tools", "rocm_libs.py"))
    rocm_libs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rocm_libs)
    try:
        api, _ = rocm_libs.trixie_package_file("libamdhip64-dev", "usr/include/hip/hip_runtime_api.h")
    except rocm_libs.Unavailable as e:
        pytest.skip(f"Debian 13's HIP headers: {e}")
    include = api.parent.parent
    assert re.search(r"#define HIP_VERSION_MINOR 7\b", (include / "hip" / "hip_version.h").read_text())
    res = make_hip(every_member_program(cuda_members()), str(tmp_path / "props.cu"),
                   TranslateOptions(installed_hip=(5, 7)))
    assert not [d for d in res.diagnostics if d.is_error], [d.render() for d in res.diagnostics]
    src = tmp_path / "props.hip"
    src.write_text(res.text)
    wrap = Path(ROOT) / "compiler" / "include" / "wrap"
    proc = subprocess.run([*hip_compile("--cuda-host-only", "-fsyntax-only", "-std=c++17", device_lib=False),
                           f"-I{wrap}", f"-I{include}", "-include", str(Path(ROOT) / "compiler" / "include" /
                                                                    "pycucc_compat.h"), str(src)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-4000:]
