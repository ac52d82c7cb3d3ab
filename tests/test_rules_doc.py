"""`pycucc rules doc` (coverage tables from the loaded rules; docs/coverage.md stays in step with them) and
`pycucc rules check` (validation with located errors)."""
from __future__ import annotations

import json
from pathlib import Path

from testutil import ROOT, run_pycucc

from pycucc.report import STATUS, coverage_data, render_coverage_html, render_coverage_markdown
from pycucc.rules import build_ruleset, load_rules

COVERAGE_MD = Path(ROOT) / "docs" / "coverage.md"


def test_docs_coverage_is_up_to_date():
    assert COVERAGE_MD.read_text(encoding="utf-8") == render_coverage_markdown(), \
        "docs/coverage.md is stale: run `make docs`"


def test_every_rule_appears_once_with_its_status():
    rules = load_rules().rules
    rows = [r for lib in coverage_data() for s in lib["sections"] for r in s["rows"]]
    assert sorted(r["rule"] for r in rows) == sorted(r.id for r in rules)
    by_rule = {r["rule"]: r for r in rows}
    for rule in rules:
        row = by_rule[rule.id]
        if rule.kind == "field" and rule.target is None:  # a field HIP lacks
            assert (row["status"], row["hip"]) == ("unsupported", rule.advice)
        elif rule.kind in STATUS:
            assert row["status"] == STATUS[rule.kind]
            if rule.kind != "pattern":
                assert row["note"] == rule.advice
        elif rule.attr("hip_since"):
            assert row["status"] == "mapped since HIP " + ".".join(map(str, rule.attr("hip_since")))
        else:
            assert row["status"] == "mapped"
        if rule.kind == "rename":
            assert (row["cuda"], row["hip"]) == (rule.name, rule.target)


def test_doc_follows_the_rules_it_is_given(tmp_path):
    rs = build_ruleset([(str(tmp_path / "mini.rules"),
                         'section "Streams"\nrename cudaStreamCreate -> hipStreamCreate\n'
                         'rename cudaMallocAsync -> hipMallocAsync [hip_since=5.2]\n'
                         'call cudaEventCreate(e, f) -> hipEventCreateWithFlags(e, f)\n'
                         'unsupported cudaGraphFoo "no | equivalent"\n'
                         'section "Headers"\nheader "cuda.h" -> "hip/hip_runtime.h"\nheader "nvtx.h" -> none\n')])
    md = render_coverage_markdown(rs)
    assert "## mini (mini.rules)" in md and "### Streams" in md and "### Headers" in md
    assert "| `cudaStreamCreate` | `hipStreamCreate` |  | mapped |" in md
    assert "| `cudaMallocAsync` | `hipMallocAsync` | 5.2 | mapped since HIP 5.2 |" in md
    assert "| `cudaEventCreate(e, f)` | `hipEventCreateWithFlags(e, f)` |  | mapped |" in md
    assert "| `cudaGraphFoo` | no \\| equivalent |  | unsupported |" in md
    assert "| `<nvtx.h>` | (include removed) |  | mapped |" in md
    html = render_coverage_html(rs)
    assert "<code>hipMallocAsync</code>" in html and "no | equivalent" in html


def test_rules_doc_cli_formats(tmp_path):
    proc = run_pycucc("rules", "doc", "--format", "json")
    assert proc.returncode == 0
    data = json.loads(proc.stdout)
    assert {lib["file"] for lib in data} == {Path(p).name for p in load_rules().files}
    out = tmp_path / "c.html"
    proc = run_pycucc("rules", "doc", "--format", "html", "-o", out)
    assert proc.returncode == 0 and out.read_text().startswith("<!DOCTYPE html>")
    proc = run_pycucc("rules", "doc")
    assert proc.returncode == 0 and proc.stdout == render_coverage_markdown()


def test_rules_check(tmp_path):
    proc = run_pycucc("rules", "check")
    assert proc.returncode == 0 and proc.stdout.endswith("file(s): ok\n")
    good = tmp_path / "good.rules"
    good.write_text("rename cudaFoo -> hipFoo\n")
    proc = run_pycucc("rules", "check", good)
    assert proc.returncode == 0 and proc.stdout == "1 rules in 1 file(s): ok\n"
    bad = tmp_path / "bad.rules"
    bad.write_text('section "x"\nrename cudaA -> hipA\n'
                   "call cudaB(a) -> hipB(b)\nrename cudaC -> hipC [colour=\"red\"]\n")
    dup = tmp_path / "dup.rules"
    dup.write_text("# the same name as in good.rules\nrename cudaFoo -> hipBar\n")
    proc = run_pycucc("rules", "check", good, bad, dup)
    assert proc.returncode == 1
    err = proc.stderr
    assert f"{bad}:3:23: error: placeholder 'b' is not in the signature cudaB(a) [PCC3005]" in err
    assert f"{bad}:4:23: error: unknown attribute 'colour' [PCC3002]" in err
    assert f"{dup}:2:1: error: duplicate rename of 'cudaFoo' [PCC3003]" in err
    assert f"first defined at {good}:1:1" in err
    proc = run_pycucc("rules", "check", tmp_path / "missing.rules")
    assert proc.returncode == 1 and "PCC0001" in proc.stderr
