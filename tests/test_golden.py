"""Golden translation tests: testdata/translate/*.cu with `// CHECK: <line>` directly above the CUDA line.

Comments survive translation, so in the output the line after each CHECK comment must be the expected text.
`// DIAG: <severity> <code>` above a line expects a diagnostic of that kind on it. `// OPTIONS: name=value, ...` in a
file translates it with those TranslateOptions (launch_syntax=ggl). Every rule must be exercised on a checked line
somewhere, and the translated files must compile with clang as HIP, except those of APIs HIP lacks (`unsupported`
in the name), of a HIP newer than the installed one (`newer_hip`), and those that say `// NOCOMPILE: why`.
"""
from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from pycucc.rules import load_rules
from pycucc.sources import read_source, source_bytes
from pycucc.translate import TranslateOptions, make_hip
from testutil import hip_compile

ROOT = Path(__file__).resolve().parent.parent
GOLDEN_DIR = ROOT / "testdata" / "translate"
GOLDEN = sorted(GOLDEN_DIR.glob("*.cu"))
COMPAT = ROOT / "compiler" / "include" / "pycucc_compat.h"
FALLBACK = ROOT / "compiler" / "include" / "fallback"  # pycucc's stand-ins (<pycucc_fp8.h>), searched last
WRAP = ROOT / "compiler" / "include" / "wrap"
CHECK = "// CHECK: "
DIAG = "// DIAG: "
OPTIONS = "// OPTIONS: "
# Rules whose effect is not a translated line: checked by tests of their own (test_porting: uses_cuda decides which
# files of a tree are translated; test_nvcc_driver: the library entries are what -lcudart links).
# warp_level: PCC2011 (pipeline); driver_name: report.py (--print-stats); half_types: pipeline.half_types (which
# test_build's half-type tests check by the code objects built)
NOT_TRANSLATION = {("pattern", "uses_cuda"), ("pattern", "warp_level"), ("pattern", "driver_name"),
                   ("pattern", "half_types"), ("library", None)}


def options_of(text: str) -> TranslateOptions:
    for line in text.splitlines():
        if line.startswith(OPTIONS):
            pairs = [item.split("=", 1) for item in line[len(OPTIONS):].split(",")]
            return TranslateOptions(**{k.strip(): _option(v.strip()) for k, v in pairs})
    return TranslateOptions()


def _option(value: str):
    """An OPTIONS value: a dotted version (installed_hip=5.2) is the tuple TranslateOptions takes."""
    if re.fullmatch(r"\d+(\.\d+)+", value):
        return tuple(int(p) for p in value.split("."))
    return value


def source(path: Path) -> str:
    """A golden file as pycucc reads sources (bytes: latin1_bytes.cu holds some that are not UTF-8)."""
    return read_source(str(path))


def translate(path: Path, text: str = None):
    text = source(path) if text is None else text
    return make_hip(text, str(path), options_of(source(path)))


@pytest.fixture(scope="module")
def translated():
    return {p.name: translate(p) for p in GOLDEN}


def _checks(lines):
    return [(i, line.strip()[len(CHECK):]) for i, line in enumerate(lines) if line.strip().startswith(CHECK)]


def test_there_are_golden_files():
    assert {"realistic.cu", "runtime_api.cu", "headers.cu", "unsupported.cu", "implicit_include.cu"} <= \
        {p.name for p in GOLDEN}


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_check_lines(path, translated):
    res = translated[path.name]
    src_checks = _checks(source(path).splitlines())
    out_lines = res.text.splitlines()
    out_checks = _checks(out_lines)
    assert len(out_checks) == len(src_checks), "a CHECK comment was lost or duplicated"
    failures = []
    for (i, expected) in out_checks:
        got = out_lines[i + 1] if i + 1 < len(out_lines) else "<end of file>"
        if got != expected:
            failures.append(f"line {i + 2} of the output:\n  expected: {expected!r}\n  got:      {got!r}")
    assert not failures, "\n".join(failures)
    assert not [d for d in res.diagnostics if d.code == "PCC1004"], [d.render() for d in res.diagnostics]


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_diag_lines(path, translated):
    res = translated[path.name]
    lines = source(path).splitlines()
    expected = set()
    for i, line in enumerate(lines):
        if line.strip().startswith(DIAG):
            sev, code = line.strip()[len(DIAG):].split()[:2]
            expected.add((i + 2, sev, code))
    for line, sev, code in expected:
        assert any(d.line == line and str(d.severity) == sev and d.code == code for d in res.diagnostics), \
            f"no {sev} {code} on line {line}: {[d.render() for d in res.diagnostics]}"
    # and nothing unexpected that is an error
    errors = {(d.line, "error", d.code) for d in res.diagnostics if d.is_error}
    assert errors <= expected


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_translation_is_idempotent(path, translated):
    once = translated[path.name].text
    assert translate(path, once).text == once


def test_every_rule_is_checked(translated):
    """A rule counts as checked when it fired on a line in the block right under a CHECK or DIAG comment."""
    checked = set()
    for path in GOLDEN:
        lines = source(path).splitlines()
        covered = set()
        for i, line in enumerate(lines):
            if line.strip().startswith((CHECK, DIAG)):
                j = i + 1
                while j < len(lines) and lines[j].strip() and not lines[j].strip().startswith("//"):
                    covered.add(j + 1)
                    j += 1
        res = translated[path.name]
        checked |= {c.rule_id for c in res.conversions if c.line in covered}
        checked |= {d.rule_id for d in res.diagnostics if d.rule_id and d.line in covered}
    rules = [r for r in load_rules().rules
             if (r.kind, r.name) not in NOT_TRANSLATION and (r.kind, None) not in NOT_TRANSLATION]
    unchecked = [f"{r.id} {r.kind} {r.name}" for r in rules if r.id not in checked]
    assert not unchecked, f"{len(unchecked)} of {len(rules)} rules have no CHECK: {unchecked}"


def test_library_golden_files_are_what_the_generator_writes(tmp_path):
    """tools/gen_lib_golden.py writes the lib_*.cu files from the rules: a rule edited without regenerating them
    (the cusparseSpSM_solve call rule once) leaves a file the suite checks but the rules no longer say."""
    import sys
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "gen_lib_golden.py"), "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    written = sorted(tmp_path.glob("lib_*.cu"))
    assert len(written) > 30
    stale = [p.name for p in written if p.read_bytes() != (GOLDEN_DIR / p.name).read_bytes()]
    assert not stale, f"stale golden files (run tools/gen_lib_golden.py): {stale}"


# Files of APIs HIP lacks, or has only after the installed 5.2, are translated and checked but not compiled.
# Files of the CUDA libraries (a `// LIBRARY: <ROCm package>...` line) need those libraries' headers: they are
# compiled by tests/test_libraries.py, which finds or fetches them.
LIBRARY = "// LIBRARY: "


def _installed_hip() -> tuple:
    """The installed HIP's (major, minor), from hip_version.h; () where it cannot be read."""
    header = Path(os.environ.get("HIP_PATH", "/usr")) / "include" / "hip" / "hip_version.h"
    m = re.search(r"#define HIP_VERSION_MAJOR (\d+)\s+#define HIP_VERSION_MINOR (\d+)",
                  header.read_text() if header.is_file() else "")
    return (int(m.group(1)), int(m.group(2))) if m else ()


def _for_another_hip(path: Path) -> bool:
    """A file translated for a named HIP (OPTIONS installed_hip=5.2: driver_fields.cu writes HIP 5.2's fields)
    compiles against that HIP's headers only: HIP 5.7's hipMemAllocationProp (Debian 13) has them in allocFlags."""
    named = options_of(source(path)).installed_hip
    return named is not None and bool(_installed_hip()) and tuple(named[:2]) != _installed_hip()


def _compile_case(path: Path):
    """A file translated for another HIP is a skip that says so, not a case left out of the collection: the suite's
    summary on Debian 13 then names what it did not compile there."""
    if not _for_another_hip(path):
        return path
    named = ".".join(map(str, options_of(source(path)).installed_hip[:2]))
    installed = ".".join(map(str, _installed_hip()))
    return pytest.param(path, marks=pytest.mark.skip(
        reason=f"translated for HIP {named} (OPTIONS installed_hip={named}); the installed HIP is {installed}"))


COMPILABLE = [p for p in GOLDEN if "unsupported" not in p.name and "newer_hip" not in p.name
              and LIBRARY not in source(p) and "\n// NOCOMPILE: " not in "\n" + source(p)]


@pytest.mark.toolchain
@pytest.mark.parametrize("path", [_compile_case(p) for p in COMPILABLE], ids=lambda p: p.name)
def test_translated_golden_compiles_as_hip(path, translated, tmp_path):
    text = translated[path.name].text
    cmd = hip_compile("--cuda-device-only", "--offload-arch=gfx1030", "-O1", "-std=c++17", "-fsyntax-only",
                      "-Wno-unused-result", code_object_version=5)
    # pycucc force-includes its compat header in every compile, reads HIP's headers through its wrap/ folder
    # (backend.py: -I WRAP_DIR; wrap/hip/hip_cooperative_groups.h mends HIP 5.7's tiles) and searches its stand-ins
    # last; so does this check.
    cmd += [f"-I{WRAP}", "-include", str(COMPAT), "-idirafter", str(FALLBACK)]
    out = tmp_path / (path.stem + ".hip")
    out.write_bytes(source_bytes(text))
    proc = subprocess.run(cmd + [str(out)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-4000:]


GGL = [p for p in COMPILABLE if "launch_syntax=ggl" in source(p) and not _for_another_hip(p)]


@pytest.mark.toolchain
@pytest.mark.parametrize("path", GGL, ids=lambda p: p.name)
def test_translated_launches_compile_for_the_host(path, translated, tmp_path):
    """hipLaunchKernelGGL is a host-side macro: the host pass of the translation must compile too (the kernel
    templates' launches with deduced arguments, HIP_KERNEL_NAME, the launches in macro arguments)."""
    out = tmp_path / (path.stem + ".hip")
    out.write_bytes(source_bytes(translated[path.name].text))
    cmd = hip_compile("--cuda-host-only", "--offload-arch=gfx1030", "-std=c++17", "-fsyntax-only",
                      "-Wno-unused-result", f"-I{WRAP}", "-include", COMPAT, out, device_lib=False)
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-4000:]


@pytest.mark.toolchain
def test_texture_objects_build_for_an_image_capable_target(tmp_path, cache_dir):
    """Through the real CLI to a code object: texture and surface fetches need image hardware, which gfx1030 has
    (CDNA gfx90a/gfx94x has none, so it is not built for those)."""
    from testutil import run_pycucc
    from pycucc.runtime.bundle import read_bundle
    from pycucc.runtime.codeobj import parse_elf
    out = tmp_path / "tex.hsaco"
    run_pycucc(GOLDEN_DIR / "texture_objects.cu", "-o", out, "--offload-arch=gfx1030", check=True)
    data = out.read_bytes()
    objects = list(read_bundle(data).values()) if data[:4] != b"\x7fELF" else [data]
    kernels = {k.name for o in objects if o[:4] == b"\x7fELF" for k in parse_elf(o).kernels}
    # HIP's texture/surface objects are pointers (mangled P13__hip_texture...), CUDA's are integers
    assert sorted(k.split("P", 1)[0] for k in kernels) == ["_Z4blur", "_Z6lookup", "_Z8resample"], kernels
    assert all("__hip_texture" in k or "__hip_surface" in k for k in kernels), kernels
