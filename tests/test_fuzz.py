"""Fuzzing in the suite: the mutation fuzzer (tools/fuzz.py) on a fixed seed and a bounded budget, and property
tests of the parsers that take untrusted bytes (rules files, code objects, offload bundles)."""
from __future__ import annotations

import importlib.util
import os
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from testutil import ROOT, SAMPLES, run_pycucc

from pycucc.diagnostics import PycuccError
from pycucc.rules import build_ruleset
from pycucc.runtime.bundle import read_bundle
from pycucc.runtime.codeobj import CodeObjectError, read_code_object

_spec = importlib.util.spec_from_file_location("pycucc_fuzz", Path(ROOT) / "tools" / "fuzz.py")
fuzz = importlib.util.module_from_spec(_spec)
sys.modules["pycucc_fuzz"] = fuzz  # dataclasses look their module up there
_spec.loader.exec_module(fuzz)

BUDGET = int(os.environ.get("PYCUCC_FUZZ_BUDGET", "240"))


@pytest.mark.toolchain
@pytest.mark.slow
def test_mutants_keep_every_promise():
    """No traceback, no exit but 0/1/2, no signal, no hang, no stale or partial output, every failure located."""
    stats = fuzz.campaign(BUDGET, seed=2026, jobs=os.cpu_count() or 1, timeout=120)
    assert stats.runs == BUDGET and set(stats.by_mode) == set(fuzz.MODES)
    assert sum(stats.by_rc.values()) == BUDGET - sum(f.problem == "hang" for f in stats.findings)
    assert not stats.findings, "\n".join(f"{f.problem}: {f.case} [{f.mode}] {f.detail[:400]}"
                                          for f in stats.findings)


def test_every_mutator_changes_its_input():
    rng = random.Random(5)
    data = (Path(SAMPLES) / "saxpy.cu").read_bytes()
    for m in fuzz.MUTATORS:
        assert any(m(random.Random(i), data) != data for i in range(5)), m.__name__


RULE_WORDS = st.sampled_from(["rename", "call", "header", "unsupported", "section", "launch", "host_read", "prelude",
                              "ptx", "pattern", "library", "implicit_include", "device_unsupported", "->", "(",
                              ")", ",", "[", "]", "=", '"', '"""', "<<<", ">>>", "...", "none", "cudaX", "hipX",
                              "a", "b", "1.2", "hip_since", "warn", "\n", " ", "#", "\\", "x" * 40])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.lists(RULE_WORDS, max_size=40).map(" ".join), st.text(max_size=200)))
def test_rules_text_is_a_rule_set_or_located_errors(text):
    try:
        build_ruleset([("fuzz.rules", text)])
    except PycuccError as e:
        assert e.diagnostics
        for d in e.diagnostics:
            assert d.path == "fuzz.rules" and d.line >= 1 and d.code.startswith("PCC30"), d.render()


@pytest.fixture(scope="module")
def code_object(tmp_path_factory):
    out = tmp_path_factory.mktemp("co") / "s.hsaco"
    run_pycucc(Path(SAMPLES) / "saxpy.cu", "-o", out, "--offload-arch=gfx1030,gfx90a", check=True)
    return out.read_bytes()


@pytest.mark.toolchain
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_corrupt_code_objects_and_bundles_are_code_object_errors(code_object, data):
    blob = bytearray(code_object)
    for _ in range(data.draw(st.integers(1, 12))):
        kind = data.draw(st.sampled_from(["flip", "cut", "insert", "zero"]))
        i = data.draw(st.integers(0, len(blob) - 1))
        if kind == "flip":
            blob[i] ^= 1 << data.draw(st.integers(0, 7))
        elif kind == "cut":
            del blob[i:i + data.draw(st.integers(1, 64))]
        elif kind == "insert":
            blob[i:i] = data.draw(st.binary(min_size=1, max_size=16))
        else:
            blob[i:i + 8] = bytes(8)
        if not blob:
            break
    for reader in (read_code_object, read_bundle):
        try:
            reader(bytes(blob))
        except CodeObjectError:
            pass


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=512))
def test_arbitrary_bytes_are_code_object_errors(blob):
    try:
        read_code_object(blob)
    except CodeObjectError:
        pass
