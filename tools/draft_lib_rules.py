#!/usr/bin/env python3
"""Draft the CUDA library rules files (compiler/rules/<library>.rules) from two sets of facts: the names of the
CUDA 13 library APIs (pycucc's generated parse declarations, tools/gen_decls.py) and the names the ROCm library
headers declare (the Debian 12 packages and Debian 13's, which tests/test_libraries.py fetches).

A CUDA name is mapped when the HIP library's name for it (CUDA's prefix swapped, cuBLAS's _v2 suffix dropped, the
irregular names in IRREGULAR) is declared by a ROCm header; `hip_since` is the ROCm version of the oldest header
set that declares it when that is newer than the oldest set checked, or, for names that only newer ROCm releases
have (hipBLAS's ILP64 `_64` functions), the release AMD's documentation names for that family (NEWER). Everything
else is `unsupported` with the advice of its section (ADVICE). The output is the first version of each file; the
files are then data, edited by hand (the advice above all). Run with --missing to list CUDA names that have no
rule yet (for a new CUDA release), without writing anything:

    python tools/draft_lib_rules.py --hip-headers /usr/include --hip-headers DIR57 ... --write
    python tools/draft_lib_rules.py --missing
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
RULES = ROOT / "compiler" / "rules"
DECLS = ROOT / "compiler" / "include" / "cuda"

# CUDA library -> the parse-declaration headers holding its API.
HEADERS = {
    "cublas": ("cublas_api.h", "cublas_v2.h", "cublas.h", "cublasLt.h", "cublasXt.h"),
    "cusparse": ("cusparse.h",),
    "cusolver": ("cusolver_common.h", "cusolverDn.h", "cusolverSp.h", "cusolverRf.h", "cusolverSp_LOWLEVEL_PREVIEW.h",
                 "cusolverMg.h"),
    "curand": ("curand.h", "curand_kernel.h", "curand_discrete.h", "curand_discrete2.h", "curand_globals.h",
               "curand_lognormal.h", "curand_mrg32k3a.h", "curand_mtgp32.h", "curand_mtgp32_host.h",
               "curand_mtgp32_kernel.h", "curand_mtgp32dc_p_11213.h", "curand_normal.h", "curand_normal_static.h",
               "curand_philox4x32_x.h", "curand_poisson.h", "curand_precalc.h", "curand_uniform.h"),
    "cufft": ("cufft.h", "cufftXt.h", "cudalibxt.h"),
    "cucomplex": ("cuComplex.h", "library_types.h"),
    "nccl": ("nccl.h",),
    "nvrtc": ("nvrtc.h",),
    "nvtx": ("nvtx3/nvToolsExt.h", "nvtx3/nvToolsExtCuda.h", "nvtx3/nvToolsExtCudaRt.h"),
    "cudnn": ("cudnn.h", "cudnn_version.h", "cudnn_graph.h", "cudnn_ops.h", "cudnn_adv.h", "cudnn_cnn.h"),
}


def cuda_names(lib: str) -> Dict[str, Tuple[str, str, str]]:
    """name -> (kind, header, declaration text) for one library, in header order."""
    from pycucc import frontend
    files = set(HEADERS[lib])
    names: Dict[str, Tuple[str, str, str]] = {}
    for h in HEADERS[lib]:
        tu = frontend.parse(f"#include <{h}>\n", "/tmp/pycucc_draft.cu").tu

        def visit(c):
            for ch in c.get_children():
                f = ch.location.file
                if f is None:
                    continue
                rel = os.path.relpath(f.name, DECLS)
                if rel not in files:
                    continue
                k = ch.kind.name
                if k in ("LINKAGE_SPEC", "UNEXPOSED_DECL"):
                    visit(ch)
                elif k == "ENUM_DECL" or (k == "TYPEDEF_DECL" and
                                           ch.underlying_typedef_type.get_declaration().kind.name == "ENUM_DECL"):
                    if ch.spelling and "(unnamed" not in ch.spelling:
                        names.setdefault(ch.spelling, ("type", rel, ""))
                    decl = ch if k == "ENUM_DECL" else ch.underlying_typedef_type.get_declaration()
                    for e in decl.get_children():
                        names.setdefault(e.spelling, ("enum", rel, ""))
                elif k in ("STRUCT_DECL", "UNION_DECL", "TYPEDEF_DECL"):
                    if ch.spelling and "(unnamed" not in ch.spelling:
                        names.setdefault(ch.spelling, ("type", rel, ""))
                elif k == "FUNCTION_DECL":
                    sig = ", ".join(a.type.spelling for a in ch.get_arguments())
                    names.setdefault(ch.spelling, ("function", rel, sig))
                elif k == "MACRO_DEFINITION" and not ch.spelling.startswith(("PYCUCC", "_")):
                    toks = [t.spelling for t in ch.get_tokens()]
                    names.setdefault(ch.spelling, ("macro", rel, " ".join(toks[1:])))
        visit(tu.cursor)
    return names


def header_words(dirs: Sequence[str]) -> set:
    words = set()
    for d in dirs:
        for p in Path(d).rglob("*"):
            if p.is_file() and p.suffix in (".h", ".hpp", ""):
                try:
                    t = p.read_text(errors="replace")
                except OSError:
                    continue
                t = re.sub(r"/\*.*?\*/", " ", t, flags=re.S)
                words |= set(re.findall(r"\b[A-Za-z_]\w*\b", re.sub(r"//[^\n]*", " ", t)))
    return words


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--facts", help="JSON: {hip library: [[version, [include dirs]], ...]}", required=False)
    ap.add_argument("--missing", action="store_true", help="list CUDA names without a rule")
    ap.add_argument("--dump", help="write the CUDA names (JSON) here")
    args = ap.parse_args(argv)
    if args.missing:
        from pycucc.rules import load_rules
        rs = load_rules()
        for lib in HEADERS:
            gone = [n for n in cuda_names(lib) if not rs.knows(n)]
            print(f"{lib}: {len(gone)} without a rule" + (": " + " ".join(gone) if gone else ""))
        return 0
    if args.dump:
        Path(args.dump).write_text(json.dumps({lib: cuda_names(lib) for lib in HEADERS}, indent=0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
