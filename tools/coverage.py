#!/usr/bin/env python3
"""How much of the CUDA runtime and driver APIs pycucc's rules cover, counted against real headers.

The CUDA side is read from an installed toolkit (``--cuda-include``, default /usr/local/cuda/include):

* runtime: every ``extern __host__ ... cudaXxx(`` declaration in cuda_runtime_api.h;
* driver: every ``CUresult CUDAAPI cuXxx(`` declaration in cuda.h, each base name once (``cuMemAlloc_v2`` and
  ``cuStreamBeginCapture_ptsz`` count as ``cuMemAlloc`` and ``cuStreamBeginCapture``).

A name is *mapped* when a ``rename`` or ``call`` rule translates it, *unsupported* when an ``unsupported`` entry
explains what to do instead, and *missing* otherwise. Mapped names are further split by the HIP side
(``--hip-include``, default /usr/include/hip): the HIP names a rule produces are declared in the installed HIP
headers, or the rule carries ``hip_since`` (a newer HIP has them).

    python tools/coverage.py            # table
    python tools/coverage.py --json     # machine-readable, with the missing names
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Set

_RUNTIME_DECL = re.compile(r"extern\s+__host__\b[^;{}]*?\b(cuda\w+)\s*\(")
_DRIVER_DECL = re.compile(r"CUresult\s+CUDAAPI\s+(cu\w+)\s*\(")
_VERSION_SUFFIX = re.compile(r"(?:_v\d+)?(?:_ptsz|_ptds)?$")
_WORD = re.compile(r"\b[A-Za-z_]\w*\b")


def _strip_comments(text: str) -> str:
    # Doc comments quote declarations ("::cudaMemcpy(..."); only code counts.
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def runtime_functions(cuda_include: Path) -> List[str]:
    text = _strip_comments((cuda_include / "cuda_runtime_api.h").read_text(errors="replace"))
    return sorted(set(_RUNTIME_DECL.findall(text)))


def driver_functions(cuda_include: Path) -> List[str]:
    text = _strip_comments((cuda_include / "cuda.h").read_text(errors="replace"))
    return sorted({_VERSION_SUFFIX.sub("", n) for n in _DRIVER_DECL.findall(text)})


def hip_words(hip_include: Path) -> Set[str]:
    """Identifiers of the installed HIP headers on the AMD path (the NVIDIA path's wrappers do not count)."""
    words: Set[str] = set()
    for p in hip_include.rglob("*.h"):
        if "nvidia_detail" in p.parts or "nvcc_detail" in p.parts:
            continue
        words.update(_WORD.findall(_strip_comments(p.read_text(errors="replace"))))
    return words


def _hip_names(rule) -> List[str]:
    if rule.kind == "rename":
        return [rule.target]
    if rule.kind == "call":
        keep = {"sizeof", "void", "nullptr", "const", "unsigned", "int", "char"}
        return [w for w in _WORD.findall(rule.template) if w not in rule.params and w not in keep
                and (w.startswith("hip") or w.startswith("HIP"))]
    return []


def classify(names: Sequence[str], ruleset, hip: Optional[Set[str]]) -> Dict[str, object]:
    mapped: List[str] = []
    unsupported: List[str] = []
    missing: List[str] = []
    newer_hip: List[str] = []
    absent_from_hip: List[str] = []
    for n in names:
        rules = []
        if n in ruleset.renames:
            rules.append(ruleset.renames[n])
        rules += list(ruleset.calls.get(n, {}).values())
        if rules:
            mapped.append(n)
            if any(r.attr("hip_since") for r in rules):
                newer_hip.append(n)
            elif hip is not None and any(h not in hip for r in rules for h in _hip_names(r)):
                absent_from_hip.append(n)
        elif n in ruleset.unsupported:
            unsupported.append(n)
        else:
            missing.append(n)
    total = len(names)
    return {
        "total": total,
        "mapped": len(mapped),
        "unsupported": len(unsupported),
        "missing": len(missing),
        "covered_percent": round(100.0 * (len(mapped) + len(unsupported)) / total, 1) if total else 0.0,
        "mapped_percent": round(100.0 * len(mapped) / total, 1) if total else 0.0,
        "needs_newer_hip": len(newer_hip),
        "mapped_in_installed_hip": len(mapped) - len(newer_hip) - len(absent_from_hip),
        "absent_from_installed_hip": sorted(absent_from_hip),
        "missing_names": sorted(missing),
    }


def coverage(cuda_include: Path, hip_include: Optional[Path] = None, ruleset=None) -> Dict[str, Dict[str, object]]:
    if ruleset is None:
        from pycucc.rules import load_rules
        ruleset = load_rules()
    hip = hip_words(hip_include) if hip_include is not None and hip_include.is_dir() else None
    return {
        "runtime": classify(runtime_functions(cuda_include), ruleset, hip),
        "driver": classify(driver_functions(cuda_include), ruleset, hip),
    }


def render(report: Dict[str, Dict[str, object]]) -> str:
    head = f"{'API':<8} {'total':>6} {'mapped':>7} {'unsupp.':>8} {'missing':>8} {'covered':>8} {'mapped%':>8}  " \
           f"{'in HIP here':>11} {'newer HIP':>9}"
    lines = [head, "-" * len(head)]
    for api, r in report.items():
        lines.append(f"{api:<8} {r['total']:>6} {r['mapped']:>7} {r['unsupported']:>8} {r['missing']:>8} "
                     f"{r['covered_percent']:>7}% {r['mapped_percent']:>7}%  {r['mapped_in_installed_hip']:>11} {r['needs_newer_hip']:>9}")
    for api, r in report.items():
        if r["missing_names"]:
            lines.append(f"{api} missing: " + ", ".join(r["missing_names"]))
        if r["absent_from_installed_hip"]:
            lines.append(f"{api} mapped to names the installed HIP lacks (no hip_since): "
                         + ", ".join(r["absent_from_installed_hip"]))
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cuda-include", type=Path, default=Path("/usr/local/cuda/include"))
    ap.add_argument("--hip-include", type=Path, default=Path("/usr/include/hip"))
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    args = ap.parse_args(argv)
    if not (args.cuda_include / "cuda_runtime_api.h").is_file():
        print(f"coverage: no cuda_runtime_api.h in {args.cuda_include}", file=sys.stderr)
        return 2
    report = coverage(args.cuda_include, args.hip_include)
    print(json.dumps(report, indent=2) if args.json else render(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
