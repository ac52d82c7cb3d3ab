"""Rendering of porting reports (`pycucc translate --report-json/--report-html/--print-stats`) and of the rules
coverage tables (`pycucc rules doc`). Pure functions from data to text; the CLI writes the text.

HTML goes through jinja2 templates in ``compiler/templates`` (package data), autoescaped: file names and
diagnostic messages come from user sources.
"""
from __future__ import annotations

import json
import os
from typing import Dict, List, Optional, Tuple

from . import __version__
from .codes import name_of
from .diagnostics import printable
from .porting import CONVERSION_PERCENTAGE, NOT_CONVERTED_CODES
from .ptx.inline import INLINE_RULE_ID
from .resources import TEMPLATES_DIR
from .rules import load_rules


def _rule_index() -> Dict[str, object]:
    return {r.id: r for r in load_rules().rules}


def hip_side(rule) -> str:
    """What a rule produces, in a few characters: the HIP name, the call template's callee, the header."""
    kind = rule.kind
    if kind == "rename":
        return rule.target
    if kind == "call":
        return rule.template.split("(", 1)[0].strip()
    if kind == "launch":
        return rule.template.split("(", 1)[0].strip() + "(...)"
    if kind == "host_read":
        return rule.template
    if kind == "header":
        return rule.target if rule.target is not None else "(include removed)"
    if kind == "library":
        return f"-l{rule.target}" if rule.target else "(nothing to link)"
    if kind == "convert":
        return rule.template
    if kind == "user_overload":
        return rule.target
    if kind == "member":
        return rule.template
    return ""


def cuda_side(rule) -> str:
    """What a rule matches, as a CUDA user writes it."""
    kind = rule.kind
    if kind == "call":
        return f"{rule.name} ({rule.arity} arg{'s' if rule.arity != 1 else ''})"
    if kind == "launch":
        return "k<<<...>>>(...)"
    if kind == "host_read":
        return f"{rule.name} (host code)"
    if kind == "library":
        return f"-l{rule.name}"
    if kind == "convert":
        return f"{rule.source} converted to {rule.name}"
    if kind == "user_overload":
        return f"{rule.name} (where the program defines its own overload)"
    if kind == "member":
        return f"{rule.name}()"
    return rule.name


def describe(rule_id: str, name: str, index: Optional[Dict[str, object]] = None) -> Tuple[str, str]:
    """(CUDA side, HIP side) of a conversion, for reports. Inline PTX is lowered by the PTX lowering table
    (compiler/ptx/lowering.rules, docs/ptx.md), whose forms a statement combines: its rows name the statement by
    its first instruction."""
    if rule_id == INLINE_RULE_ID:
        return f"asm(\"{name} ...\")", "HIP device code (the PTX lowering table)"
    rule = (index if index is not None else _rule_index()).get(rule_id)
    if rule is None:
        return name, "?"
    return cuda_side(rule), hip_side(rule)


# --------------------------------------------------------------------------------------------------- porting

def report_data(rep) -> dict:
    """The porting report as plain data (the JSON report; the HTML template renders the same)."""
    index = _rule_index()

    def conversions(counts: Dict[str, int], names: Dict[str, str]) -> List[dict]:
        out = []
        for rid, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
            cuda, hip = describe(rid, names.get(rid, rid), index)
            out.append({"rule": rid, "cuda": cuda, "hip": hip, "count": n})
        return out

    def diag(d) -> dict:
        return {"severity": str(d.severity), "code": d.code, "name": name_of(d.code), "line": d.line,
                "col": d.col, "message": printable(d.message), "rule": d.rule_id}

    files = []
    for f in rep.files:
        files.append({
            "path": f.path, "output": f.output, "status": f.status, "header": f.header, "lines": f.lines,
            "lines_changed": f.lines_changed, "lines_added": f.lines_added, "converted": f.converted,
            "not_converted": f.not_converted, "conversion_percentage": f.percentage,
            "conversions": conversions(f.conversions, f.names),
            "not_converted_refs": [diag(d) for d in f.diagnostics if d.code in NOT_CONVERTED_CODES],
            "diagnostics": [diag(d) for d in f.diagnostics],
            "seconds": f.seconds,
        })
    t = rep.totals()
    totals = {k: v for k, v in t.items() if k not in ("conversions", "names", "not_converted_by_code")}
    totals["conversions"] = conversions(t["conversions"], t["names"])
    totals["not_converted_by_code"] = [{"code": c, "name": name_of(c), "count": n}
                                       for c, n in t["not_converted_by_code"].items()]
    s = rep.settings
    return {
        "tool": "pycucc", "version": __version__, "input": rep.input, "output": rep.output, "check": rep.check,
        "settings": {"include_dirs": list(s.include_dirs), "defines": list(s.defines),
                     "undefines": list(s.undefines), "std": s.std, "launch_syntax": s.launch_syntax,
                     "host_warp_size": s.host_warp_size},
        "seconds": rep.seconds,
        "definitions": {
            "conversion_percentage": CONVERSION_PERCENTAGE,
            "lines_changed": "input lines that the translation replaced or removed (a line diff)",
            "lines_added": "output lines with no counterpart in the input (inserted includes and helpers)",
            "status": "translated: written with changes; unchanged: CUDA-free after translation or nothing to "
                      "change; copied: no CUDA in it, copied as is; failed: could not be read",
        },
        "totals": totals,
        "files": files,
    }


def render_json(rep) -> str:
    return json.dumps(report_data(rep), indent=2, sort_keys=False) + "\n"


def _env():
    from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
    # A FileSystemLoader on the package folder works for an editable install and a wheel alike.
    return Environment(loader=FileSystemLoader(TEMPLATES_DIR), autoescape=select_autoescape(["html", "j2"]),
                       undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def _pct(v) -> str:
    return "n/a" if v is None else f"{v:.1f} %"


def render_html(rep) -> str:
    env = _env()
    env.filters["pct"] = _pct
    return env.get_template("report.html.j2").render(r=report_data(rep))


def render_stats(rep) -> str:
    """hipify-clang's --print-stats, in spirit: per file and in total, what was converted and what was not."""
    data = report_data(rep)
    out: List[str] = []

    def block(title: str, d: dict) -> None:
        out.append(f"[pycucc] statistics for {title}:")
        out.append(f"  converted CUDA references:     {d['converted']}")
        out.append(f"  not converted references:      {d['not_converted']}")
        out.append(f"  conversion %:                  {_pct(d['conversion_percentage'])}")
        out.append(f"  lines changed / added / total: {d['lines_changed']} / {d['lines_added']} / {d['lines']}")
        for c in d["conversions"]:
            out.append(f"    {c['count']:5d}  {c['cuda']} -> {c['hip']}")
        refs = d.get("not_converted_refs")
        if refs is not None:
            for r in refs:
                out.append(f"    not converted at {r['line']}:{r['col']}: [{r['code']} {r['name']}] {r['message']}")
        else:
            for r in d["not_converted_by_code"]:
                out.append(f"    {r['count']:5d}  not converted: {r['code']} {r['name']}")

    for f in data["files"]:
        if f["status"] in ("translated", "unchanged"):
            block(f"'{f['path']}'", f)
    t = data["totals"]
    block(f"{t['files']} file(s) in {data['seconds']:.2f} s ({t['files_translated']} changed, "
          f"{t['files_copied']} copied, {t['files_failed']} failed)", t)
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------------------------- coverage

def coverage_data(ruleset=None) -> List[dict]:
    """One entry per rules file (library), its sections in file order, each with its rows."""
    rs = ruleset if ruleset is not None else load_rules()
    libs: Dict[str, dict] = {}
    for r in rs.rules:
        lib = libs.setdefault(r.path, {"file": os.path.basename(r.path), "library": _library(r.path),
                                       "sections": []})
        secs = lib["sections"]
        if not secs or secs[-1]["title"] != (r.section or "General"):
            secs.append({"title": r.section or "General", "rows": []})
        since = r.attr("hip_since")
        version = ".".join(map(str, since)) if since else ""
        status = STATUS.get(r.kind) or (f"mapped since HIP {version}" if version else "mapped")
        cuda, hip = r.name, hip_side(r)
        if r.kind == "call":
            cuda = f"{r.name}({', '.join(r.params)})"
            hip = r.template
        elif r.kind == "launch":
            cuda = f"kernel<<<{', '.join(r.params[1:-1])}>>>({r.params[-1]}...)"
            hip = r.template
        elif r.kind == "host_read":
            cuda, hip = f"{r.name} (host code)", r.template
        elif r.kind == "header":
            cuda = f"<{r.name}>"
            hip = f"<{hip}>" if r.target is not None else "(include removed)"
        elif r.kind == "unsupported_header":
            cuda = f"<{r.name}>"
        elif r.kind == "implicit_include":
            cuda, hip = "(nvcc's implicit cuda_runtime.h)", f"<{r.name}>"
        elif r.kind == "library":
            cuda = f"-l{r.name}"
        elif r.kind == "prelude":
            hip = "(helper code written into the translation before its first use)"
        elif r.kind == "pattern":
            cuda, hip = f"{r.name}: {r.regex}", "(how pycucc recognises CUDA)"
        elif r.kind == "ptx":
            cuda = f"asm(\"... {r.name} ...\")"
        elif r.kind in ("convert", "user_overload", "member"):
            cuda = cuda_side(r)
        row = {"cuda": cuda, "hip": hip, "hip_version": version, "status": status, "kind": r.kind,
               "rule": r.id}
        if r.kind in ("unsupported", "unsupported_header", "device_unsupported", "ptx"):
            row["note"] = r.advice
        secs[-1]["rows"].append(row)
    return [libs[p] for p in rs.files if p in libs]


# Rows whose status is not "mapped": what the rule says about the CUDA side.
STATUS = {"unsupported": "unsupported", "unsupported_header": "unsupported",
          "device_unsupported": "unsupported in device code", "ptx": "advice (inline PTX)", "pattern": "recognised as CUDA"}


def _library(path: str) -> str:
    stem = os.path.splitext(os.path.basename(path))[0]
    return {"runtime": "CUDA runtime API", "driver": "CUDA driver API", "device": "Device functions",
            "types": "Types and constants", "headers": "Headers", "math": "Math functions",
            "cooperative_groups": "Cooperative groups", "cuda": "What counts as CUDA",
            "cublas": "cuBLAS, cuBLASLt, cuBLASXt", "cusparse": "cuSPARSE", "cusolver": "cuSOLVER",
            "curand": "cuRAND (host and device APIs)", "cufft": "cuFFT", "cucomplex": "cuComplex and library types",
            "nccl": "NCCL", "nvrtc": "NVRTC", "nvtx": "NVTX", "cudnn": "cuDNN", "cub": "CUB",
            "thrust": "Thrust"}.get(stem, stem)


def _md_cell(s: str) -> str:
    return s.replace("|", "\\|").replace("\n", " ")


def render_coverage_markdown(ruleset=None) -> str:
    data = coverage_data(ruleset)
    out = ["# CUDA to HIP coverage", "",
           "Generated by `pycucc rules doc` (`make docs`) from the rules files in `compiler/rules/`; do not edit "
           "by hand. Status: *mapped* (translated), *mapped since HIP X* (the HIP API exists from HIP X on), "
           "*unsupported* (reported as an error, with advice).", ""]
    out.append("| rules file | library | mapped | unsupported | other |")
    out.append("|---|---|---|---|---|")
    for lib in data:
        rows = [r for s in lib["sections"] for r in s["rows"]]
        mapped = sum(1 for r in rows if r["status"].startswith("mapped"))
        unsupported = sum(1 for r in rows if r["status"].startswith("unsupported"))
        out.append(f"| {lib['file']} | {lib['library']} | {mapped} | {unsupported} | "
                   f"{len(rows) - mapped - unsupported} |")
    out += library_api_table(ruleset)
    for lib in data:
        out += ["", f"## {lib['library']} ({lib['file']})"]
        for sec in lib["sections"]:
            out += ["", f"### {sec['title']}", "", "| CUDA | HIP | HIP version | status |", "|---|---|---|---|"]
            for r in sec["rows"]:
                if "note" in r or r["hip"].startswith("("):
                    hip = _md_cell(r.get("note", r["hip"]))
                else:
                    hip = f"`{_md_cell(r['hip'])}`"
                out.append(f"| `{_md_cell(r['cuda'])}` | {hip} | {r['hip_version']} | {r['status']} |")
    return "\n".join(out) + "\n"


def library_api_table(ruleset=None) -> List[str]:
    """The CUDA libraries' APIs (every name of their CUDA 13 headers, pycucc.libraries) against the rules."""
    from . import libraries
    out = ["", "## The CUDA libraries' APIs", "",
           "Every function (and function-like macro alias, such as cublas_v2.h's cublasSgemm) and every name of the "
           "CUDA 13 library headers, as pycucc's parse declarations list them (tools/gen_decls.py), against the rules: "
           "*mapped* names translate, *unsupported* ones are errors with advice, *missing* ones have no rule. CUB and "
           "Thrust are C++ namespaces renamed as a whole (cub:: -> hipcub::; rocThrust keeps thrust::), so they have "
           "no per-name count.", "",
           "| library | functions | mapped | unsupported | missing | all names | mapped | unsupported | missing |",
           "|---|---|---|---|---|---|---|---|---|"]
    for lib, r in libraries.coverage(ruleset).items():
        out.append(f"| {lib} | {r['functions_total']} | {r['functions_mapped']} | {r['functions_unsupported']} | "
                   f"{r['functions_missing']} | {r['all_total']} | {r['all_mapped']} | {r['all_unsupported']} | "
                   f"{r['all_missing']} |")
    return out


def render_coverage_json(ruleset=None) -> str:
    return json.dumps(coverage_data(ruleset), indent=2) + "\n"


def render_coverage_html(ruleset=None) -> str:
    return _env().get_template("coverage.html.j2").render(libs=coverage_data(ruleset), version=__version__)


__all__ = ["coverage_data", "describe", "render_coverage_html", "render_coverage_json", "render_coverage_markdown",
           "render_html", "render_json", "render_stats", "report_data"]
