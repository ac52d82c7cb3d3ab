"""Bad PTX is a located error with an id and a hint: never a traceback, never a hang, never a silent miscompile."""
from __future__ import annotations

import os
import random
import time

import pytest

from testutil import ROOT, run_pycucc

from pycucc.ptx.module import lower_module
from pycucc.translate import make_hip

HEAD = ".version 9.0\n.target sm_86\n.address_size 64\n"


def _kernel(body: str, decls: str = ".reg .b32 %r<4>;\n.reg .u32 %u<4>;\n.reg .f32 %f<4>;\n.reg .pred %p<2>;\n"
                                   ".reg .b64 %rd<4>;") -> str:
    return HEAD + ".visible .entry k(.param .u64 p)\n{\n" + decls + "\n" + body + "\nret;\n}\n"


def _errors(text: str):
    res = lower_module(text, "k.ptx")
    return [d for d in res.diagnostics if d.is_error]


def _line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


@pytest.mark.parametrize("body,code,needle,words", [
    ("add.s32 %r1, %r2 %r3;", "PCC1401", "add.s32 %r1, %r2 %r3;", "syntax error"),
    ("frobnicate.u32 %r1, %r2;", "PCC1402", "frobnicate", "no lowering for PTX instruction 'frobnicate.u32'"),
    ("add.sat.u32 %r1, %r2, %r3;", "PCC1402", "add.sat.u32", "add.sat.u32"),
    ("wmma.load.a.sync.aligned.row.m16n16k16.f16 {%r0, %r1}, [%rd1];", "PCC1403", "wmma", "WMMA"),
    ("bar.sync 1, 64;", "PCC1403", "bar.sync 1, 64", "thread count"),
    ("add.s32 %r1, %r2;", "PCC1404", "add.s32 %r1, %r2;", "takes 3"),
    ("ld.global.f32 %f1, %rd1;", "PCC1404", "ld.global.f32", "address"),
    ("add.f32 %f1, %u1, %f2;", "PCC1405", "add.f32 %f1, %u1", "operand type mismatch"),
    ("add.u32 %r1, %f1, %r2;", "PCC1405", "add.u32", ".f32 register"),
    ("mov.u32 %r4, 1;", "PCC1406", "%r4", "not declared"),
    ("bra $Lnowhere;", "PCC1407", "$Lnowhere", "label '$Lnowhere' is not defined"),
    ("call.uni helper;", "PCC1407", "helper", "does not define"),
    ("@%r1 bra $L;\n$L:", "PCC1405", "@%r1", "not a predicate"),
    ("mov.u32 %tid.x, %r1;", "PCC1404", "%tid.x", "read-only"),
    ("ld.global.v4.f32 {%f0, %f1}, [%rd1];", "PCC1404", "{%f0, %f1}", "vector of 4"),
])
def test_bad_instructions_are_located_errors(body, code, needle, words):
    text = _kernel(body)
    errs = _errors(text)
    assert errs, f"no error for {body!r}"
    d = errs[0]
    assert d.code == code, d.render()
    assert words in d.message, d.render()
    assert d.path == "k.ptx" and d.line == _line_of(text, needle), d.render()
    assert d.col > 0 and d.source_line is not None
    rendered = d.render()
    assert rendered.startswith(f"k.ptx:{d.line}:{d.col}: error: ") and f"[{code}]" in rendered
    assert "^" in rendered.splitlines()[2]


def test_register_overflow_names_the_declaration():
    text = _kernel("mov.u32 %r100, 1;", decls=".reg .b32 %r<100>;")
    d = _errors(text)[0]
    assert d.code == "PCC1406" and "'%r100' is not declared" in d.message
    assert "%r0 .. %r99" in d.hint and "raise its count" in d.hint


def test_module_level_problems():
    errs = _errors(".version 9.0\n.target sm_86\n.address_size 32\n.visible .entry k() { ret; }\n")
    assert errs[0].code == "PCC1409" and ".address_size 32" in errs[0].message
    errs = _errors(HEAD + ".func f() { ret; }\n")
    assert errs[0].code == "PCC1411"
    errs = _errors(HEAD + ".global .texref tex;\n.visible .entry k() { ret; }\n")
    assert errs[0].code == "PCC1409" and "texture" in errs[0].message
    text = HEAD + (".func (.param .b32 r) f(.param .b32 a) { ret; }\n"
                   ".visible .entry k() {\n.reg .b32 %x;\n{\n.param .b64 a0;\n.param .b32 r0;\n"
                   "call.uni (r0), f, (a0);\n}\nret;\n}\n")
    errs = _errors(text)
    assert errs[0].code == "PCC1408" and "8 bytes" in errs[0].message
    assert errs[0].line == _line_of(text, "call.uni")


def test_inline_asm_errors_point_into_the_template():
    src = ("__global__ void k(unsigned* p, float f) {\n"
           '  asm("add.u32 %0, %1, %2;" : "=r"(p[0]) : "r"(p[1]), "f"(f));\n'       # type mismatch on %2
           '  asm("mov.u32 %0 %1;" : "=r"(p[0]) : "r"(p[1]));\n'                   # syntax
           '  asm("mov.u32 %0, %1;" : "=r"(p[0]) : "q"(p[1]));\n'                  # constraint
           '  asm("mov.u32 %0, %3;" : "=r"(p[0]) : "r"(p[1]));\n'                  # operand index
           '  asm("mov.u32 %0, %%nosuchreg;" : "=r"(p[0]));\n'                     # undeclared
           "}\n")
    res = make_hip(src, "k.cu")
    by_line = {d.line: d for d in res.diagnostics if d.is_error}
    assert by_line[2].code == "PCC1405" and by_line[2].col == 24, by_line[2].render()   # at %2
    assert by_line[3].code == "PCC1401" and by_line[3].col == 19, by_line[3].render()   # at %1
    assert by_line[4].code == "PCC1410" and '"q"' in by_line[4].message
    assert by_line[5].code == "PCC1410" and "%3" in by_line[5].message
    assert by_line[6].code == "PCC1406" and "%nosuchreg" in by_line[6].message
    assert all(d.path == "k.cu" for d in by_line.values())


@pytest.mark.toolchain
def test_cli_renders_the_error_and_leaves_no_output(tmp_path, cache_dir):
    src = tmp_path / "bad.ptx"
    src.write_text(_kernel("add.f32 %f1, %u1, %f2;"))
    out = tmp_path / "bad.hsaco"
    out.write_bytes(b"stale")
    proc = run_pycucc(src, "-o", out, "--offload-arch=gfx1030")
    assert proc.returncode == 1
    assert f"{src}:11:14: error: operand type mismatch" in proc.stderr and "[PCC1405]" in proc.stderr
    assert "add.f32 %f1, %u1, %f2;" in proc.stderr and "^" in proc.stderr and "Traceback" not in proc.stderr
    assert not out.exists()
    proc = run_pycucc(src, "--emit", "hip", "-o", "-")
    assert proc.returncode == 1 and "[PCC1405]" in proc.stderr and "Traceback" not in proc.stderr


def test_mangled_and_truncated_ptx_never_escapes_as_an_exception():
    """Random edits of a real module: each gives HIP or diagnostics, within a time bound."""
    with open(os.path.join(ROOT, "testdata", "ptx", "reduce_shared.ptx")) as f:
        good = f.read()
    rng = random.Random(14)
    pieces = ["{", "}", ";", ",", "[", "]", "%r1", "0f", "0x", ".reg", ".b32", "@", "!", "|", "-", "(", ")",
              "ld.global.f32", "bra", "$L__BB0_1", ".param .b8 x[];", "\n", "<", ">", "99999999999999999999999"]
    worst = 0.0
    for n in range(250):
        text = good
        for _ in range(rng.randrange(1, 4)):
            i = rng.randrange(len(text))
            kind = rng.randrange(3)
            if kind == 0:
                text = text[:i]
            elif kind == 1:
                text = text[:i] + rng.choice(pieces) + text[i:]
            else:
                text = text[:i] + text[i + rng.randrange(1, 30):]
        t = time.perf_counter()
        res = lower_module(text, "fuzz.ptx")
        worst = max(worst, time.perf_counter() - t)
        assert res.hip_text or any(d.is_error for d in res.diagnostics)
        for d in res.diagnostics:
            assert d.code.startswith("PCC14") and d.path == "fuzz.ptx", d.render()
    assert worst < 5.0


def test_a_broken_lowering_table_is_reported_at_its_line(tmp_path):
    from pycucc.diagnostics import PycuccError
    from pycucc.ptx.table import RULES_PATH, load_table
    with open(RULES_PATH) as f:
        text = f.read()
    bad = tmp_path / "lowering.rules"
    bad.write_text(text.replace("form popc.{b32,b64}:t                 d:u32 = a:t",
                                "form popc.{b32,b64}:t                 d:u32 = a:nosuchtype"))
    with pytest.raises(PycuccError) as e:
        load_table(str(bad))
    d = e.value.diagnostics[0]
    assert d.code == "PCC1490" and "nosuchtype" in d.message and d.path == str(bad)
    assert "popc" in d.source_line


def test_the_mechanisms_helpers_and_address_spaces_are_declared_in_the_table(tmp_path):
    """lower.py, module.py and inline.py write helper identifiers and address spaces themselves: each identifier is
    declared by a `mechanism` line of lowering.rules (the loader checks that a helper defines it), and the numbers
    come from its table ADDRSPACE; a table that drops a helper the mechanism needs, or a space, does not load."""
    import re
    from pycucc.diagnostics import PycuccError
    from pycucc.ptx.table import MECHANISM_ADDRESS_SPACES, RULES_PATH, load_table
    table = load_table()
    written = set()
    for name in ("lower.py", "module.py", "inline.py"):
        with open(os.path.join(ROOT, "compiler", "ptx", name), encoding="utf-8") as f:
            text = f.read()
        written |= set(re.findall(r"__pycucc_ptx_[A-Za-z0-9_]+", text))
        assert not re.search(r"address_space\(\d", text), f"{name} spells an address space out"
    assert written == set(table.mechanism), written ^ set(table.mechanism)
    assert set(MECHANISM_ADDRESS_SPACES) <= set(table.tables["ADDRSPACE"])
    with open(RULES_PATH) as f:
        text = f.read()
    for broken, message in ((text.replace("mechanism __pycucc_ptx_in ", "mechanism __pycucc_ptx_nowhere "),
                             "'__pycucc_ptx_nowhere', which no helper defines"),
                            (text.replace("table ADDRSPACE global=1 shared=3", "table ADDRSPACE global=1"),
                             "address space of 'shared'")):
        bad = tmp_path / "lowering.rules"
        bad.write_text(broken)
        with pytest.raises(PycuccError) as e:
            load_table(str(bad))
        assert e.value.diagnostics[0].code == "PCC1490" and message in e.value.diagnostics[0].message
