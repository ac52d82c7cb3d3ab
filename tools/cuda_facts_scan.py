"""Count the CUDA facts written in pycucc's Python (architecture review turn 3, section 3): tokenise every module
of compiler/ outside rules/ and sort each CUDA identifier or CUDA header name it spells by where it stands: in a
code string, an identifier, a comment or a docstring. A fact in a code string is a table the rules should hold.

CUDA identifiers are matched by their spelling (cuda*, cu[A-Z]*, CU_*, CUDART_*, the libraries' prefixes, warp
and thread built-ins, __CUDA*, sm_NN); CUDA header names are the CUDA side of the rules' header entries and the
parse-declaration headers under compiler/include/cuda/ (pycucc's own pycucc_* ones excepted).

    python tools/cuda_facts_scan.py                      every module, one row each
    python tools/cuda_facts_scan.py compiler/report.py   the named modules, with each code-string hit
"""
from __future__ import annotations

import argparse
import io
import os
import re
import sys
import tokenize
from pathlib import Path
from typing import Dict, Iterator, List, Set, Tuple

ROOT = Path(__file__).resolve().parent.parent
COMPILER = ROOT / "compiler"
PARSE_DECLS = COMPILER / "include" / "cuda"

IDENT = re.compile(r"\b(?:cuda[A-Z]\w*|cu[A-Z]\w*|CU_\w+|CUDART_\w+|(?:cublas|cusparse|cusolver|curand|cufft|cudnn|"
                   r"nccl|nvrtc|nvtx)\w*|__shfl\w*|__ballot\w*|__syncthreads\w*|warpSize|threadIdx|blockIdx|"
                   r"blockDim|gridDim|__CUDA\w*|sm_\d+)\b")
HEADER = re.compile(r"[\w./+-]+\.(?:h|hpp|cuh)\b")
WHERE = ("code", "identifier", "comment", "docstring")


def cuda_headers() -> Set[str]:
    """The CUDA header names pycucc knows: its rules' header entries (CUDA side) and its parse declarations."""
    names: Set[str] = set()
    header_entry = re.compile(r'^\s*(?:unsupported_)?header\s+"([^"]+)"', re.M)
    for path in (COMPILER / "rules").glob("*.rules"):
        names.update(header_entry.findall(path.read_text(encoding="utf-8")))
    for folder, _, files in os.walk(PARSE_DECLS):
        for f in files:
            rel = os.path.relpath(os.path.join(folder, f), PARSE_DECLS).replace(os.sep, "/")
            if not os.path.basename(rel).startswith("pycucc"):
                names.add(rel)
    return names


def _docstring_starts(source: str) -> Set[Tuple[int, int]]:
    """(line, col) of every docstring token: the first statement of a module, class or function body."""
    import ast
    out: Set[Tuple[int, int]] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                out.add((first.lineno, first.col_offset))
    return out


def hits(path: Path, headers: Set[str]) -> Iterator[Tuple[str, int, str]]:
    """(where, line, fact) of every CUDA identifier and header name the module spells."""
    source = path.read_text(encoding="utf-8")
    docs = _docstring_starts(source)
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.NAME:
            where = "identifier"
        elif tok.type == tokenize.COMMENT:
            where = "comment"
        elif tok.type == tokenize.STRING:
            where = "docstring" if tok.start in docs else "code"
        else:
            continue
        text, found = tok.string, []  # type: Tuple[str, List[str]]
        if tok.type != tokenize.NAME:  # a header name counts once, not again for the identifier in it
            found = [h for h in HEADER.findall(text) if h in headers]
            text = HEADER.sub(lambda m: " " if m.group(0) in headers else m.group(0), text)
        found += IDENT.findall(text)
        for fact in found:
            yield where, tok.start[0], fact


def modules() -> List[Path]:
    return sorted(p for p in COMPILER.rglob("*.py") if "rules" not in p.relative_to(COMPILER).parts[:1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*", help="modules to scan (default: every module of compiler/ outside rules/)")
    args = ap.parse_args(argv)
    headers = cuda_headers()
    paths = [Path(p).resolve() for p in args.paths] or modules()
    total: Dict[str, int] = dict.fromkeys(WHERE, 0)
    total_headers = 0
    print(f"{'module':40} " + " ".join(f"{w:>10}" for w in WHERE) + " headers-in-code")
    for path in paths:
        counts = dict.fromkeys(WHERE, 0)
        in_code: List[Tuple[int, str]] = []
        for where, line, fact in hits(path, headers):
            counts[where] += 1
            if where == "code":
                in_code.append((line, fact))
        n_headers = sum(1 for _, f in in_code if f in headers)
        if not any(counts.values()) and not args.paths:
            continue
        for w in WHERE:
            total[w] += counts[w]
        total_headers += n_headers
        print(f"{str(path.relative_to(ROOT)):40} " + " ".join(f"{counts[w]:>10}" for w in WHERE) +
              f" {n_headers:>15}")
        if args.paths:
            for line, fact in in_code:
                print(f"    {path.relative_to(ROOT)}:{line}: {fact}")
    if not args.paths:
        print(f"{'total':40} " + " ".join(f"{total[w]:>10}" for w in WHERE) + f" {total_headers:>15}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
