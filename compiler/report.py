"""Rendering of porting reports (`pycucc translate --report-json/--report-html/--print-stats`) and of the rules
coverage tables (`pycucc rules doc`). Pure functions from data to text; the CLI writes the text.

HTML goes through jinja2 templates in ``compiler/templates`` (package data), autoescaped: file names and
diagnostic messages come from user sources.
"""
from __future__ import annotations

import json
import os
import re
from collections import Counter
from typing import Dict, List, Optional, Tuple

from . import __version__
from .codes import name_of
from .diagnostics import printable
from .porting import CONVERSION_PERCENTAGE, NOT_CONVERTED_CODES
from .resources import TEMPLATES_DIR
from .rules import FieldRule, load_rules


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
    from .ptx.inline import INLINE_RULE_ID
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


_QUOTED = re.compile(r"'([A-Za-z_][\w:]*)'|<([\w./]+)>")


def _api(rule, name: str, rs) -> str:
    """hipify-clang's "by API" class of a conversion: the CUDA API the converted name belongs to, as the rule's file
    declares it (`file ... [api=..., api_by_name=...]`)."""
    if rule is None:  # inline PTX: of the file that holds the rules' advice for PTX (device.rules)
        return rs.head(rs.ptx_advice[0].path).api if rs.ptx_advice else "CUDA Device API"
    return rs.head(rule.path).api_of(name, rs)


def _kind(rule) -> str:
    """hipify-clang's "by type" class of a conversion (its names: include, type, numeric_literal, define,
    kernel_launch, device_function, ...), from what kind of rule made it and where the rule stands."""
    if rule is None:
        return "inline_asm"
    if rule.kind == "launch":
        return "kernel_launch"
    if rule.kind in ("header", "implicit_include"):
        main = load_rules().implicit_include
        return "include_cuda_main_header" if main is not None and \
            (getattr(rule, "target", None) or rule.name) == main.name else "include"
    if rule.kind in ("host_read", "prelude"):
        return "device_variable"
    stem = os.path.splitext(os.path.basename(rule.path))[0]
    section = (rule.section or "").lower()
    if "constant" in section or "define" in section:
        return "define"
    if stem == "types":
        return "numeric_literal" if " enum " in f" {section} " else "type"
    if stem in ("device", "math", "cooperative_groups"):
        return "device_function"
    if stem in ("runtime", "driver"):
        return "function"
    return "library"


def hipify_statistics(rep) -> List[dict]:
    """Per translated file and in total, what hipify-clang's --print-stats reports: reference counts (converted,
    unconverted), bytes and lines changed, time, and the converted references by type, by API and by name."""
    index = _rule_index()
    rs = load_rules()
    blocks = []
    total = {"name": None, "converted": 0, "unconverted": 0, "bytes_replaced": 0, "bytes_total": 0,
             "lines_changed": 0, "lines": 0, "seconds": rep.seconds, "by_type": Counter(), "by_api": Counter(),
             "by_name": Counter(), "unconverted_by_name": Counter(), "files_converted": 0, "files": 0}
    for f in rep.files:
        if f.status not in ("translated", "unchanged"):
            continue
        b = {"name": f.path, "converted": f.converted, "unconverted": f.not_converted,
             "bytes_replaced": f.bytes_replaced, "bytes_total": f.bytes_total, "lines_changed": f.lines_changed,
             "lines": f.lines, "seconds": f.seconds, "by_type": Counter(), "by_api": Counter(),
             "by_name": Counter(), "unconverted_by_name": Counter()}
        for rid, n in f.conversions.items():
            rule = index.get(rid)
            name = f.names.get(rid, rid)
            if rule is not None and rule.kind == "implicit_include":
                name = rule.name
            b["by_type"][_kind(rule)] += n
            b["by_api"][_api(rule, name, rs)] += n
            b["by_name"][name] += n
        for d in f.diagnostics:
            if d.code in NOT_CONVERTED_CODES:
                m = _QUOTED.search(d.message)
                b["unconverted_by_name"][(m.group(1) or m.group(2)) if m else d.code] += 1
        blocks.append(b)
        for key in ("converted", "unconverted", "bytes_replaced", "bytes_total", "lines_changed", "lines"):
            total[key] += b[key]
        for key in ("by_type", "by_api", "by_name", "unconverted_by_name"):
            total[key].update(b[key])
        total["files"] += 1
        total["files_converted"] += f.converted > 0
    return blocks + [total]


def _percent(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:.1f}" if whole else "0.0"


def _numbers(b: dict) -> List[Tuple[str, str]]:
    found = b["converted"] + b["unconverted"]
    rows = [("CONVERTED refs count", str(b["converted"])), ("UNCONVERTED refs count", str(b["unconverted"])),
            ("CONVERSION %", _percent(b["converted"], found)),
            ("REPLACED bytes", str(b["bytes_replaced"])), ("TOTAL bytes", str(b["bytes_total"])),
            ("CHANGED lines of code", str(b["lines_changed"])), ("TOTAL lines of code", str(b["lines"])),
            ("CODE CHANGED (in bytes) %", _percent(b["bytes_replaced"], b["bytes_total"])),
            ("CODE CHANGED (in lines) %", _percent(b["lines_changed"], b["lines"])),
            ("TIME ELAPSED s", f"{b['seconds']:.2f}")]
    if b["name"] is None:
        rows += [("CONVERTED files", str(b["files_converted"])), ("PROCESSED files", str(b["files"]))]
    return rows


def _title(b: dict) -> str:
    return f"file '{b['name']}' statistics:" if b["name"] is not None else "TOTAL statistics:"


def _groups(b: dict) -> List[Tuple[str, str, Counter]]:
    """(text title, CSV header, counts) of the breakdowns, in hipify-clang's order."""
    out = [("CONVERTED refs by type:", "CUDA ref type;Count", b["by_type"]),
           ("CONVERTED refs by API:", "CUDA API;Count", b["by_api"]),
           ("CONVERTED refs by names:", "CUDA ref name;Count", b["by_name"])]
    if b["unconverted_by_name"]:
        out.append(("UNCONVERTED refs by names:", "UNCONVERTED CUDA ref name;Count", b["unconverted_by_name"]))
    return out


def render_stats(rep) -> str:
    """hipify-clang's --print-stats text: a block per file, then the total when there are several files."""
    blocks = hipify_statistics(rep)
    shown_blocks = blocks[:-1] if len(blocks) == 2 else blocks  # one file: its block is the total
    out: List[str] = []
    for b in shown_blocks:
        out.append(f"[HIPIFY] info: {_title(b)}")
        out += [f"  {k}: {v}" for k, v in _numbers(b)]
        for title, _, counts in _groups(b):
            if counts:
                out.append(f"[HIPIFY] info: {title}")
                out += [f"  {k}: {n}" for k, n in sorted(counts.items())]
    return "\n".join(out) + "\n"


def render_stats_csv(rep) -> str:
    """hipify-clang's --print-stats-csv: the same numbers, `;`-separated, a section per file and the total."""
    blocks = hipify_statistics(rep)
    shown_blocks = blocks[:-1] if len(blocks) == 2 else blocks
    out: List[str] = []
    for b in shown_blocks:
        out += ["", _title(b), ""]
        out += [f"{k};{v}" for k, v in _numbers(b)]
        for _, header, counts in _groups(b):
            if counts:
                out += ["", header] + [f"{k};{n}" for k, n in sorted(counts.items())]
    return "\n".join(out).lstrip("\n") + "\n"


# --------------------------------------------------------------------------------------------------- coverage

def coverage_data(ruleset=None) -> List[dict]:
    """One entry per rules file (library), its sections in file order, each with its rows."""
    rs = ruleset if ruleset is not None else load_rules()
    libs: Dict[str, dict] = {}
    for r in rs.rules:
        lib = libs.setdefault(r.path, {"file": os.path.basename(r.path), "library": rs.head(r.path).title,
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
        elif isinstance(r, FieldRule):
            owner, path = r.name.split("::", 1)
            cuda = f"{owner}: .{path}"
            hip = (r.template if r.template else f".{r.target}") if r.target is not None else r.advice
            if r.target is None:
                status = "unsupported"
        row = {"cuda": cuda, "hip": hip, "hip_version": version, "status": status, "kind": r.kind,
               "rule": r.id}
        if r.kind in ("unsupported", "unsupported_header", "device_unsupported", "ptx"):
            row["note"] = r.advice
        elif isinstance(r, FieldRule) and r.target is None:
            row["note"] = r.advice
        elif isinstance(r, FieldRule) and r.attr("older"):
            older = r.attr("older")
            row["note"] = f"`.{r.target}`; older HIP: " + ("no such field: " + (r.attr("advice") or "") if older == "none"
                                           else "." + older)
        secs[-1]["rows"].append(row)
    return [libs[p] for p in rs.files if p in libs]


# Rows whose status is not "mapped": what the rule says about the CUDA side.
STATUS = {"unsupported": "unsupported", "unsupported_header": "unsupported",
          "device_unsupported": "unsupported in device code", "ptx": "advice (inline PTX)", "pattern": "recognised as CUDA"}


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
    cov = libraries.coverage(ruleset)
    for lib, r in cov.items():
        out.append(f"| {lib} | {r['functions_total']} | {r['functions_mapped']} | {r['functions_unsupported']} | "
                   f"{r['functions_missing']} | {r['all_total']} | {r['all_mapped']} | {r['all_unsupported']} | "
                   f"{r['all_missing']} |")
    out += ["", "### Removed before CUDA 13", "",
            "Routines older CUDA releases declared and CUDA 13's headers no longer do, which real code still calls: "
            "pycucc's parse declares them apart (CUDA 11.8's header for what CUDA 12 removed, CUDA 10.2's "
            "documentation for what CUDA 11 removed, cuDNN 8.9's headers for what cuDNN 9 removed; "
            "the rules files' `declares ... [removed=yes]` headers), and they are counted here only, "
            "never in the CUDA 13 table above.", "",
            "| library | functions | mapped | unsupported | missing | all names | mapped | unsupported | missing | "
            "CUDA 13 and removed functions mapped |",
            "|---|---|---|---|---|---|---|---|---|---|"]
    for lib, r in cov.items():
        if not r["legacy_all_total"]:
            continue
        out.append(f"| {lib} | {r['legacy_functions_total']} | {r['legacy_functions_mapped']} | "
                   f"{r['legacy_functions_unsupported']} | {r['legacy_functions_missing']} | {r['legacy_all_total']} | "
                   f"{r['legacy_all_mapped']} | {r['legacy_all_unsupported']} | {r['legacy_all_missing']} | "
                   f"{r['functions_mapped'] + r['legacy_functions_mapped']} |")
    return out


def render_coverage_json(ruleset=None) -> str:
    return json.dumps(coverage_data(ruleset), indent=2) + "\n"


def render_coverage_html(ruleset=None) -> str:
    return _env().get_template("coverage.html.j2").render(libs=coverage_data(ruleset), version=__version__)


__all__ = ["coverage_data", "describe", "render_coverage_html", "render_coverage_json", "render_coverage_markdown",
           "hipify_statistics", "render_html", "render_json", "render_stats", "render_stats_csv", "report_data"]
