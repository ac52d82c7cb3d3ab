"""docs/ptx.md from the lowering table: every instruction form, special register and diagnosed instruction, so the
documentation says exactly what the data does. `python -m pycucc.ptx.doc -o docs/ptx.md` (and `make docs`)."""
from __future__ import annotations

import argparse
import re
import sys
from typing import List, Optional

from .. import codes
from .table import LoweringTable, load_table

_ATTRS = {"wide": "wider registers", "pack": "vector packing", "warp": "lane-collective", "approx": "approximate",
          "device": "device-only intrinsics", "memory": "memory", "control": "control flow",
          "error": f"diagnosed ({codes.PTX_UNSUPPORTED_INSTRUCTION})"}


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _lowering(template: str) -> str:
    helpers = sorted(set(re.findall(r"__pycucc_ptx_\w+", template)))
    calls = sorted(set(re.findall(r"\b(__builtin_\w+|__hip_atomic_\w+|__\w+_sync|__syncthreads\w*|__syncwarp)\b",
                                  template)))
    names = helpers + [c for c in calls if c not in helpers]
    if names:
        return ", ".join(f"`{n}`" for n in names[:4])
    flat = " ".join(template.split())
    return f"`{_cell(flat[:70])}`" + ("..." if len(flat) > 70 else "")


def render(table: Optional[LoweringTable] = None) -> str:
    table = table or load_table()
    out: List[str] = [
        "# PTX lowering: instruction forms", "",
        "Generated from `compiler/ptx/lowering.rules` by `python -m pycucc.ptx.doc` (`make docs`); do not edit by hand.",
        "tests/test_ptx_doc.py fails when this file is stale.", "",
        f"{len(table.forms)} forms, {len(table.sregs)} special registers, {len(table.unsupported)} diagnosed "
        f"instruction families, {len(table.helpers)} helper blocks. A form's pattern lists the modifiers it accepts "
        "(`.{a,b}` a choice, `[...]` optional, `:name` a capture); operands are `name:type` (outputs before `=`).",
        "Every form is built for gfx1030, gfx1100 and gfx90a by the tests; every form that is neither lane-collective "
        "nor in need of GPU hardware (shared memory, address-space tests, barriers, fences, timers) is also run on the "
        "CPU against tests/ptx_model.py, memory forms on a host buffer.", ""]
    sections: List[str] = []
    for f in table.forms:
        if f.section not in sections:
            sections.append(f.section)
    for sec in sections:
        out += [f"## {sec}", "", "| form | operands | lowered with | notes |", "|---|---|---|---|"]
        for f in (f for f in table.forms if f.section == sec):
            def opnd(o):
                s = f"[{o.name}]:{o.type}" if o.address else f"{o.name}:{o.type}"
                return s + (f"\\|{o.pred_name}:{o.pred_type}" if o.pred_name else "")
            sig = ", ".join(opnd(o) for o in f.outs) + " = " + ", ".join(opnd(o) for o in f.ins)
            notes = ", ".join(_ATTRS.get(a, a) for a in f.attrs)
            low = _cell(f.template) if "error" in f.attrs else _lowering(f.template)
            out.append(f"| `{_cell(f.pattern)}` | `{_cell(sig.strip())}` | {low} | {notes} |")
        out.append("")
    out += ["## Special registers", "", "| register | type | HIP |", "|---|---|---|"]
    for s in table.sregs:
        out.append(f"| `{_cell(s.pattern)}` | .{s.type} | `{_cell(s.template)}` |")
    out += ["", f"## Diagnosed, not lowered ({codes.PTX_UNSUPPORTED_INSTRUCTION} in modules, {codes.INLINE_PTX} in inline asm)", "",
            "| instructions | why, and what to use instead |", "|---|---|"]
    for u in table.unsupported:
        out.append(f"| `{_cell(u.pattern)}` | {_cell(u.message)} |")
    return "\n".join(out) + "\n"


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pycucc.ptx.doc", description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args(argv)
    text = render()
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
