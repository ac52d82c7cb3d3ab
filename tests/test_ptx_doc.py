"""docs/ptx.md is generated from the lowering table and must be current (`make docs` rewrites it)."""
import os

from testutil import ROOT


def test_ptx_doc_is_current():
    from pycucc.ptx.doc import render
    with open(os.path.join(ROOT, "docs", "ptx.md"), encoding="utf-8") as f:
        assert f.read() == render(), "docs/ptx.md is stale: run `make docs`"


def test_ptx_doc_lists_every_form():
    from pycucc.ptx.doc import render
    from pycucc.ptx.table import load_table
    text = render()
    for f in load_table().forms:
        assert f"`{f.pattern.replace('|', chr(92) + '|')}`" in text, f.pattern
