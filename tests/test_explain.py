"""`pycucc explain` and the diagnostic registry: every id the code emits is explained, and nothing else is."""
from __future__ import annotations

import re
from pathlib import Path

from testutil import ROOT, run_pycucc

from pycucc.codes import CODES, all_codes, lookup

SOURCES = sorted(p for d in ("compiler", "runtime") for p in (Path(ROOT) / d).rglob("*.py"))
ID = re.compile(r"\bPCC\d{4}\b")


def _used_ids():
    used = {}
    for p in SOURCES:
        if p.name == "codes.py":
            continue
        for m in ID.finditer(p.read_text(encoding="utf-8")):
            used.setdefault(m.group(0), str(p.relative_to(ROOT)))
    return used


def test_every_used_id_has_an_entry():
    used = _used_ids()
    assert len(used) > 30  # the grep sees the code (translator, driver, backend, rules loader)
    missing = {k: v for k, v in used.items() if k not in CODES}
    assert not missing, f"ids used without a registry entry in compiler/codes.py: {missing}"


def test_every_entry_is_used():
    unused = sorted(set(CODES) - set(_used_ids()))
    assert not unused, f"registry entries no code emits (remove them or use them): {unused}"


def test_entries_are_complete_and_names_unique():
    names = [c.name for c in all_codes()]
    assert len(names) == len(set(names))
    for c in all_codes():
        assert re.fullmatch(r"PCC\d{4}", c.id) and re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", c.name), c
        assert len(c.explanation) > 40 and c.fix, c.id


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
