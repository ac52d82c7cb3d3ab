"""Whom pycucc trusts (issue 20): its cache holds data, never code; a cache, toolkit or entry another user can write
is not used; a hit is what a clean build gives; pycucc writes only what the user named. The attacks are run for
real: what "another user" does is done as `nobody` (testutil.as_other_user) where the suite runs as root."""
from __future__ import annotations

import glob
import json
import hashlib
import os
import pickle
import shutil
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from testutil import SAMPLES, as_other_user, need_other_user, run_pycucc, run_pycucc_as_other_user

SAXPY = os.path.join(SAMPLES, "saxpy.cu")


class _Planted:
    """A pickle that runs a command when it is unpickled (what anyone who can write a pickle file can make)."""

    def __init__(self, marker: str):
        self.marker = marker

    def __reduce__(self):
        return os.system, (f"touch {self.marker}",)


def _old_rules_file(payload: bytes) -> bytes:
    # the rules cache's format before this change: a magic line, the sha256 of the pickle, the pickle
    return b"pycucc-rules-1\n" + hashlib.sha256(payload).digest() + payload


def _load_rules_in_a_new_process(cache: Path) -> subprocess.CompletedProcess:
    code = ("from pycucc.rules import load_rules\nrs = load_rules()\n"
            "print(rs.renames['cudaMalloc'].target, len(rs.rules) > 1000)\n")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "PYCUCC_CACHE_DIR": str(cache)})


# ------------------------------------------------------------------------------------------ 1. code in the cache
def test_nothing_read_from_the_rules_cache_can_run_code(tmp_path):
    """Finding 1: every file of the rules cache replaced by a pickle that runs a command (with the digest the old
    format checked): loading the rules runs nothing, and the rules are the files' (parsed again)."""
    cache = tmp_path / "cache"
    assert _load_rules_in_a_new_process(cache).returncode == 0
    marker = tmp_path / "ran"
    data_files = [p for p in (cache / "rules").iterdir() if p.is_file()]
    assert data_files
    for p in data_files:
        p.write_bytes(_old_rules_file(pickle.dumps(_Planted(str(marker)))))
    p = _load_rules_in_a_new_process(cache)
    assert p.returncode == 0, p.stderr
    assert p.stdout.split() == ["hipMalloc", "True"]
    assert not marker.exists(), "a command planted in the rules cache ran"
    assert not [q for q in (cache / "rules").rglob("*") if q.suffix == ".pickle"]


def test_a_stored_rule_set_naming_anything_but_the_rules_records_is_parsed_again(tmp_path, monkeypatch):
    """The stored tables make only the rules' own records: a well-formed file (right checksum) that names another
    class, or holds something else where a rule belongs, is not used."""
    from pycucc import rules as rules_module
    from pycucc.rules import stored
    monkeypatch.setenv("PYCUCC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(rules_module, "_cache", {})
    f = tmp_path / "mine.rules"
    f.write_text("rename cudaFoo -> hipFoo\nunsupported cudaBaz \"no HIP equivalent\"\n")
    fresh = rules_module.build_ruleset([(str(f), f.read_text())])
    rules_module.load_rules([f])
    (path,) = [p for p in (tmp_path / "cache" / "rules").glob("*.tables") if not p.name.endswith(".all.tables")]
    head, tables = stored.unpack(path.read_bytes())
    entries = {name: {k: t.entry(i) for k, i in t.index.items()} for name, t in tables.items()}
    for bad_head, bad_entry in ((["@Popen", "x"], None), (head["ruleset"], b'["@os.system", "touch x"]'),
                                (head["ruleset"], b'"a string where a rule belongs"')):
        h = {k: v for k, v in head.items() if k != "tables"}
        h["ruleset"] = bad_head
        e = {name: dict(t) for name, t in entries.items()}
        if bad_entry is not None:
            e["renames"]["cudaFoo"] = bad_entry
        path.write_bytes(stored.pack(h, e))
        rules_module._cache.clear()
        got = rules_module.load_rules([f])
        assert got.renames["cudaFoo"] == fresh.renames["cudaFoo"] and dict(got.unsupported) == dict(fresh.unsupported)


@pytest.mark.toolchain
def test_a_changed_defines_header_in_the_cache_is_not_used(tmp_path):
    """Finding 1: the header of nvcc's macros that every compile force-includes comes from the cache; one changed
    there (here to an #error; the probe's was a constructor) is written again, not compiled into the program."""
    env = {"PYCUCC_CACHE_DIR": str(tmp_path / "cache")}
    k = tmp_path / "k.cu"
    k.write_text("__global__ void k(int *p) { *p = 1; }\n")
    run_pycucc("-c", k, "-o", tmp_path / "k.o", "--offload-arch=gfx1100", env=env, check=True)
    headers = glob.glob(str(tmp_path / "cache" / "defines" / "*.h"))
    assert headers
    for h in headers:
        Path(h).write_text('#error "planted in the cache"\n')
    p = run_pycucc("-c", k, "-o", tmp_path / "k2.o", "--offload-arch=gfx1100", "--no-cache", env=env)
    assert p.returncode == 0 and "planted" not in p.stderr, p.stderr
    assert all("planted" not in Path(h).read_text() for h in headers)
