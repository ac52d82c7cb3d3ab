#!/usr/bin/env python3
"""The CUDA library names the rules must cover, and the check for a new CUDA release.

The library rules files (compiler/rules/cublas.rules, cusparse.rules, ...) were drafted from two sets of facts:
the CUDA 13 library API names (pycucc's parse declarations, which tools/gen_decls.py generates from NVIDIA's
headers; pycucc.libraries reads them) and the names the ROCm library headers declare (Debian 12's packages and
Debian 13's, tools/rocm_libs.py). A CUDA name was mapped where the HIP library declares its counterpart (the
prefix swapped, cuBLAS's _v2 suffix dropped, a few irregular names); hip_since is the ROCm release of the oldest
headers that declare it, or, for names only newer releases have (hipBLAS's ILP64 _64 functions, hipBLASLt), the
release AMD's HIPIFY documentation gives; everything else became `unsupported` with its section's advice. The
files are data now, edited by hand. This tool lists what a new CUDA release adds:

    python tools/draft_lib_rules.py --missing           # CUDA names without a rule, per library
    python tools/draft_lib_rules.py --hip-headers DIR   # ... and those whose HIP counterpart DIR declares
    python tools/draft_lib_rules.py --dump names.json   # the CUDA names with kind, header and signature
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pycucc.libraries import api_names as cuda_names, library_heads  # noqa: E402 - after the sys.path insert


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


def hip_candidate(name: str) -> str:
    """The usual HIP spelling of a CUDA library name (cublasSgemm_v2 -> hipblasSgemm, CUFFT_R2C -> HIPFFT_R2C)."""
    name = re.sub(r"_v2(?=$|_64$)", "", name)
    for cuda, hip in (("cublas", "hipblas"), ("cusparse", "hipsparse"), ("cusolver", "hipsolver"),
                      ("curand", "hiprand"), ("cufft", "hipfft"), ("nvrtc", "hiprtc"), ("cu", "hip")):
        if name.startswith(cuda):
            return hip + name[len(cuda):]
        if name.startswith(cuda.upper() + "_"):
            return hip.upper() + name[len(cuda):]
    return name


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--missing", action="store_true", help="list CUDA names without a rule")
    ap.add_argument("--dump", help="write the CUDA names (JSON) here")
    ap.add_argument("--hip-headers", action="append", default=[], help="ROCm include folder to look names up in")
    args = ap.parse_args(argv)
    if args.missing:
        from pycucc.rules import load_rules
        rs = load_rules()
        words = header_words(args.hip_headers) if args.hip_headers else set()
        for lib in library_heads():
            gone = [n for n in cuda_names(lib) if not rs.knows(n)]
            print(f"{lib}: {len(gone)} without a rule" + (": " + " ".join(gone) if gone else ""))
            if words:
                found = [n for n in gone if hip_candidate(n) in words]
                print(f"{lib}: of those, declared by the ROCm headers: " + " ".join(found))
        return 0
    if args.dump:
        Path(args.dump).write_text(json.dumps({lib: cuda_names(lib) for lib in library_heads()}, indent=0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
