"""The CUDA libraries' APIs as pycucc's parse declarations give them (compiler/include/cuda/, generated from the
CUDA 13 headers by tools/gen_decls.py), and how far the rules cover them: the counts of docs/coverage.md.

A library is a rules file whose head declares the headers of its API (`declares` entries: cublas.rules declares
cublas_v2.h, cublasLt.h, ...), named by the file's stem. ``api_names(lib)`` walks those headers with libclang:
every function, type, enumerator and macro, each with its kind and header. ``coverage(ruleset)`` counts, per
library, the names a rule maps, the names an `unsupported` entry explains and the names without a rule; functions
(and the macros that alias them, cuBLAS's cublasSgemm for cublasSgemm_v2) are counted apart from the rest.

``legacy_names(lib)`` are the names of the routines CUDA 13 removed that pycucc's parse still declares (the
file's `declares ... [removed=yes]` headers: cuSPARSE's csrsv2, csrilu02, gemmi, ... of CUDA 11.8, csrmv, HYB,
csr2csc, ... of CUDA 10.2; cuDNN 8.9's v6/v7 RNN API and algorithm descriptors, which cuDNN 9 removed), counted in
the `legacy_*` fields, never among CUDA 13's.
"""
from __future__ import annotations

import functools
import os
from typing import Dict, List, Optional, Tuple

from . import frontend, resources
from .rules import FileHead, load_rules

Name = Tuple[str, str, str]  # (kind: function|type|enum|macro, header, signature or macro body)


def library_heads(ruleset=None) -> Dict[str, FileHead]:
    """Library (rules file stem) -> the head of its rules file, for every file that declares headers, in file
    order."""
    rs = ruleset if ruleset is not None else load_rules()
    return {h.stem: h for h in (rs.head(p) for p in rs.files) if h.declares}


def api_names(lib: str, ruleset=None) -> Dict[str, Name]:
    """name -> (kind, header, detail) of one library, in header order (the first declaration of a name wins)."""
    head = library_heads(ruleset)[lib]
    return _names(head.declares, head.declares)


def legacy_names(lib: str, ruleset=None) -> Dict[str, Name]:
    """The same for the routines (and their types) CUDA 13 removed: empty for a library that declares no removed
    headers. They are read through the library's first header, which includes them last."""
    head = library_heads(ruleset)[lib]
    if not head.removed:
        return {}
    return _names(head.declares[:1], head.removed, constants=True)


@functools.lru_cache(maxsize=None)
def _names(roots: Tuple[str, ...], headers: Tuple[str, ...], constants: bool = False) -> Dict[str, Name]:
    """The names declared in `headers`, parsing each of `roots` (which include them); with `constants`, the
    constants too (the legacy headers' removed enumerators)."""
    decls = resources.PARSE_INCLUDE_DIR
    files = set(headers)
    names: Dict[str, Name] = {}
    for h in roots:
        tu = frontend.parse(f"#include <{h}>\n", os.path.join(decls, "pycucc_api_names.cu")).tu

        def visit(c):
            for ch in c.get_children():
                f = ch.location.file
                if f is None:
                    continue
                rel = os.path.relpath(f.name, decls)
                if rel not in files:
                    continue
                k = ch.kind.name
                if k in ("LINKAGE_SPEC", "UNEXPOSED_DECL"):
                    visit(ch)
                    continue
                enum = ch if k == "ENUM_DECL" else None
                if k == "TYPEDEF_DECL":
                    d = ch.underlying_typedef_type.get_declaration()
                    enum = d if d is not None and d.kind.name == "ENUM_DECL" else None
                if k in ("ENUM_DECL", "STRUCT_DECL", "UNION_DECL", "TYPEDEF_DECL"):
                    if ch.spelling and "(unnamed" not in ch.spelling and "(anonymous" not in ch.spelling:
                        names.setdefault(ch.spelling, ("type", rel, ""))
                    for e in (enum.get_children() if enum is not None else ()):
                        names.setdefault(e.spelling, ("enum", rel, ""))
                elif k == "VAR_DECL" and constants:  # an enumerator CUDA 13 dropped, as a constant of its enum
                    names.setdefault(ch.spelling, ("enum", rel, ""))
                elif k == "FUNCTION_DECL":
                    names.setdefault(ch.spelling, ("function", rel,
                                                   ", ".join(a.type.spelling for a in ch.get_arguments())))
                elif k == "MACRO_DEFINITION" and not ch.spelling.startswith(("PYCUCC", "_")):
                    body = " ".join(t.spelling for t in ch.get_tokens())
                    names.setdefault(ch.spelling, ("macro", rel, body.split(" ", 1)[1] if " " in body else ""))
        visit(tu.cursor)
    return names


def is_function(names: Dict[str, Name], name: str) -> bool:
    """A function, or a macro that names one (cublas_v2.h's `#define cublasSgemm cublasSgemm_v2`)."""
    kind, _, detail = names[name]
    return kind == "function" or (kind == "macro" and detail in names and names[detail][0] == "function")


def coverage(ruleset=None, libs: Optional[List[str]] = None) -> Dict[str, Dict[str, int]]:
    """Per library: functions and all names, each split into mapped / unsupported / missing; the same for the
    functions and names CUDA 13 removed (legacy_functions_*, legacy_all_*; zero without removed headers)."""
    if ruleset is None:
        ruleset = load_rules()
    out: Dict[str, Dict[str, int]] = {}
    for lib in libs or list(library_heads(ruleset)):
        names = api_names(lib, ruleset)
        row = {f"{pre}{scope}_{what}": 0 for pre in ("", "legacy_") for scope in ("functions", "all")
               for what in ("mapped", "unsupported", "missing", "total")}
        for pre, found in (("", names), ("legacy_", legacy_names(lib, ruleset))):
            for n in found:
                status = "mapped" if (n in ruleset.renames or n in ruleset.calls) else \
                    "unsupported" if n in ruleset.unsupported else "missing"
                scopes = ("functions", "all") if is_function(found, n) else ("all",)
                for scope in scopes:
                    row[f"{pre}{scope}_{status}"] += 1
                    row[f"{pre}{scope}_total"] += 1
        out[lib] = row
    return out


__all__ = ["api_names", "coverage", "is_function", "legacy_names", "library_heads"]
