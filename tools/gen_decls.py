#!/usr/bin/env python3
"""Regenerate pycucc's parse-only declarations of the CUDA libraries (compiler/include/cuda/<header>) from the real
CUDA 13 library headers, by a libclang walk: no text of NVIDIA's headers is copied, only what the walk reads of
the API (names, signatures, enumerator values, struct members, object-like macros) is written back as
declarations of our own.

The headers come from NVIDIA's PyPI wheels (tools/cuda_lib_headers.py fetches and caches them; CUDA's own
toolkit headers, for cuda_runtime.h, library_types.h and cuComplex.h, from --cuda-include):

    python tools/gen_decls.py                      # fetch (cached), then write compiler/include/cuda/...
    python tools/gen_decls.py --headers DIR ...    # DIR: folders holding the library headers (several allowed)

What is written: per NVIDIA header one file of the same name, with the includes between library headers kept,
then the header's enums (with values), records (members for defined ones, a forward declaration otherwise),
typedefs, functions (host, or __device__ / __host__ __device__ as declared; bodies dropped) and object-like
macros whose body is a constant or a name. Names starting with an underscore are the headers' internals and
are left out. Rerun it for a new CUDA release and review the diff.

Routines CUDA 13 removed but real code still calls (cuSPARSE's csrsv2, csrilu02, gemmi, ... that CUDA 12 dropped;
cuDNN 8's v6 RNN API and algorithm descriptors, which cuDNN 9 dropped)
come from an older release's header (LEGACY; tools/cuda_lib_headers.py's LEGACY_WHEELS): what it declares that
the CUDA 13 headers do not (functions, types, enums; the enumerators CUDA 13 dropped from an enum it kept, as
constants of that enum; no macros) is written to a file of its own, which the CUDA 13 header includes last, so that
pycucc.libraries can count those names apart from CUDA 13's.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Dict, List, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "compiler" / "include" / "cuda"
sys.path.insert(0, str(ROOT / "tools"))

# The headers a CUDA source includes, per library (the walk follows their includes of one another).
ROOTS: Dict[str, Sequence[str]] = {
    "cublas": ("cublas_v2.h", "cublas.h", "cublasLt.h", "cublasXt.h"),
    "cusparse": ("cusparse.h", "cusparse_v2.h"),
    "cusolver": ("cusolverDn.h", "cusolverSp.h", "cusolverRf.h", "cusolverSp_LOWLEVEL_PREVIEW.h",
                 "cusolverMg.h"),
    "curand": ("curand.h", "curand_kernel.h", "curand_mtgp32_host.h", "curand_mtgp32dc_p_11213.h"),
    "cufft": ("cufft.h", "cufftXt.h"),
    "cucomplex": ("cuComplex.h", "library_types.h"),
    "nccl": ("nccl.h",),
    "nvrtc": ("nvrtc.h",),
    "nvjitlink": ("nvJitLink.h",),
    "nvtx": ("nvtx3/nvToolsExt.h", "nvtx3/nvToolsExtCuda.h", "nvtx3/nvToolsExtCudaRt.h"),
    "cudnn": ("cudnn.h",),
}

# Files the walk may write: the library headers (not CUDA's runtime headers they include, which pycucc's parse
# shim already declares, nor NVTX's implementation details).
_OURS = re.compile(r"^(cublas|cusparse|cusolver|curand|cufft|cudalibxt|cuComplex|library_types|nccl\.h|nvrtc|"
                   r"nvJitLink|cudnn|nvtx3/nvToolsExt)")

# CUDA 13 header -> (wheel of an older release, parse-declaration file of the names only that release declares,
# the release in words, a hand-written file of what no wheel has (CUDA 10.2's routines CUDA 11.0 removed) or None,
# what the newer release removed, in words). A header of the older release that includes others (cuDNN 8's cudnn.h:
# cudnn_ops_infer.h, cudnn_adv_train.h, ...) has what they declare written to the one file, in include order.
LEGACY: Dict[str, tuple] = {
    "cusparse.h": ("nvidia-cusparse-cu11", "pycucc_cusparse_legacy.h", "CUDA 11.8 (cuSPARSE 11.7)",
                   "pycucc_cusparse_legacy10.h", "the routines CUDA 12 removed"),
    "cudnn.h": ("nvidia-cudnn-cu11", "pycucc_cudnn_legacy.h", "cuDNN 8.9", None, "the routines cuDNN 9 removed"),
}

# CUDA 13 header -> a hand-written file of what later releases of the library added (the wheel read is CUDA 13.0's):
# cuSPARSE's experimental SpMVOp API (CUDA 13.1 Update 1, its alg argument from 13.3).
NEWER: Dict[str, str] = {"cusparse.h": "pycucc_cusparse_newer.h"}

_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"]([^>"]+)[>"]', re.M)

# Tokens that make a macro body something other than a value.
_MACRO_BODY = re.compile(r"^[-+~!()0-9A-Za-z_.xXuUlLfF<>|&*/ ]*$")


def cindex():
    from pycucc import frontend
    return frontend.cindex(), frontend.clang_resource_dir()


class _Lines:
    """Appends (line of the declaration in the header, text), so includes can be put back where they stood."""

    def __init__(self, store: list, line: int):
        self.store, self.line = store, line

    def append(self, text: str) -> None:
        self.store.append((self.line, text))


def _spell_decl(type_spelling: str, name: str) -> str:
    """`int[4]` + a -> `int a[4]`; `void (*)(int)` + f -> `void (*f)(int)`; `T *` + p -> `T *p`."""
    if "(*)" in type_spelling:
        return type_spelling.replace("(*)", f"(*{name})", 1)
    m = re.match(r"^(.*?)((?:\[\d*\])+)$", type_spelling)
    if m:
        return f"{m.group(1).rstrip()} {name}{m.group(2)}"
    sep = "" if type_spelling.endswith(("*", "&")) else " "
    return f"{type_spelling}{sep}{name}"


class Walk:
    def __init__(self, ci, include_dirs: Sequence[str], skip: Optional[set] = None, macros: bool = True):
        self.ci = ci
        self.names: set = set()            # every name written (enumerators too)
        self.skip = skip or set()          # names not to write (a legacy walk: those CUDA 13 declares)
        self.macros = macros
        self.K = ci.CursorKind
        self.include_dirs = [os.path.abspath(d) for d in include_dirs]
        self.files: Dict[str, List[str]] = {}      # relative header path -> lines
        self.includes: Dict[str, List[str]] = {}   # relative header path -> library headers it includes
        self.seen: set = set()

    def rel(self, path: Optional[str]) -> Optional[str]:
        if not path:
            return None
        path = os.path.abspath(path)
        for d in self.include_dirs:
            if path.startswith(d + os.sep):
                r = os.path.relpath(path, d)
                return r if _OURS.match(r) else None
        return None

    def parse(self, header: str, args: Sequence[str]) -> None:
        ci = self.ci
        idx = ci.Index.create()
        tu = idx.parse("pycucc_gen.cu", args=list(args), unsaved_files=[("pycucc_gen.cu", f"#include <{header}>\n")],
                       options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
                       | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES)
        # Which library headers each one includes, in order, read from its #include lines (libclang lists an
        # include only where a file was first reached, and clang's CUDA wrapper reaches some first).
        for inc in tu.get_includes():
            if inc.include is None:
                continue
            src = self.rel(inc.include.name)
            if src is None or src in self.includes:
                continue
            here = os.path.dirname(inc.include.name)
            found = []
            text = Path(inc.include.name).read_text(errors="replace")
            for m in _INCLUDE.finditer(text):
                for base in [here] + self.include_dirs:
                    dst = self.rel(os.path.join(base, m.group(1)))
                    if dst and os.path.isfile(os.path.join(base, m.group(1))):
                        if dst not in [f for _, f in found] and dst != src:
                            found.append((text.count("\n", 0, m.start()) + 1, dst))
                        break
            self.includes[src] = found
        new = set()
        for c in tu.cursor.get_children():
            self.top(c, new)
        for f in new:
            self.seen.add(f)

    def out(self, c, new) -> Optional["_Lines"]:
        f = self.rel(c.location.file.name if c.location.file else None)
        if f is None or (f in self.seen and f not in new):
            return None
        new.add(f)
        return _Lines(self.files.setdefault(f, []), c.location.line)

    def top(self, c, new) -> None:
        K = self.K
        if c.kind == K.LINKAGE_SPEC or c.kind == K.UNEXPOSED_DECL:
            for ch in c.get_children():
                self.top(ch, new)
            return
        lines = self.out(c, new)
        if lines is None:
            return
        name = c.spelling
        if self.skip and (name in self.skip or c.kind == K.MACRO_DEFINITION and not self.macros
                          or any(e in self.skip for e in self._enumerators(c))):
            if name in self.skip and c.kind in (K.ENUM_DECL, K.TYPEDEF_DECL):
                self.removed_enumerators(c)
            return
        key = (c.kind.name, name, c.location.file.name if c.location.file else "",
               c.type.spelling if c.kind == K.FUNCTION_DECL else "", c.is_definition())
        if key in self._done:
            return
        self._done.add(key)
        if not name.startswith("_"):
            self.names.add(name)
            self.names.update(self._enumerators(c))
        if c.kind == K.MACRO_DEFINITION:
            self.macro(c, lines)
        elif name.startswith("_"):
            return
        elif c.kind in (K.ENUM_DECL,) and name and not self.anonymous(c):
            lines.append(self.enum(c, f"enum {name}") + ";")
        elif c.kind in (K.STRUCT_DECL, K.UNION_DECL) and name and not self.anonymous(c):
            kw = "struct" if c.kind == K.STRUCT_DECL else "union"
            lines.append((self.record(c, f"{kw} {name}") if c.is_definition() else f"{kw} {name}") + ";")
        elif c.kind == K.TYPEDEF_DECL:
            lines.append(self.typedef(c))
        elif c.kind == K.FUNCTION_DECL:
            lines.append(self.function(c))
        elif c.kind == K.VAR_DECL:
            lines.append(f"extern {_spell_decl(c.type.spelling, name)};")

    _done: set = set()

    def removed_enumerators(self, c) -> None:
        """An enum CUDA 13 still has, walked in an older header: the enumerators CUDA 13 dropped from it (cuSPARSE's
        CUSPARSE_MV_ALG_DEFAULT of cusparseSpMVAlg_t), each a constant of the enum's type."""
        K = self.K
        e = c.underlying_typedef_type.get_declaration() if c.kind == K.TYPEDEF_DECL else c
        if e is None or e.kind != K.ENUM_DECL or (c.kind == K.ENUM_DECL and self.anonymous(c)):
            return
        lines = self.out(c, set())
        if lines is None:
            return
        type_name = c.spelling if c.kind == K.TYPEDEF_DECL else f"enum {c.spelling}"
        for x in e.get_children():
            if x.kind == K.ENUM_CONSTANT_DECL and x.spelling not in self.skip and x.spelling not in self.names:
                self.names.add(x.spelling)
                lines.append(f"static const {type_name} {x.spelling} = ({type_name}){x.enum_value};")

    def _enumerators(self, c) -> List[str]:
        """The enumerators of an enum, or of the enum a typedef names."""
        K = self.K
        e = c
        if c.kind == K.TYPEDEF_DECL:
            e = c.underlying_typedef_type.get_declaration()
        if e is None or e.kind != K.ENUM_DECL:
            return []
        return [x.spelling for x in e.get_children() if x.kind == K.ENUM_CONSTANT_DECL]

    @staticmethod
    def anonymous(c) -> bool:
        return "(unnamed" in c.spelling or "(anonymous" in c.spelling

    def enum(self, c, head: str) -> str:
        items = [f"{e.spelling} = {e.enum_value}" for e in c.get_children() if e.kind == self.K.ENUM_CONSTANT_DECL]
        return head + " {\n  " + ",\n  ".join(items) + "\n}"

    def record(self, c, head: str) -> str:
        K = self.K
        fields = []
        for f in c.get_children():
            if f.kind == K.FIELD_DECL:
                t = f.type
                sub = t.get_declaration()
                if sub is not None and self.anonymous(sub) and sub.kind in (K.STRUCT_DECL, K.UNION_DECL):
                    kw = "struct" if sub.kind == K.STRUCT_DECL else "union"
                    fields.append(f"{self.record(sub, kw)} {f.spelling};")
                else:
                    fields.append(_spell_decl(t.spelling, f.spelling) + ";")
            elif f.kind in (K.STRUCT_DECL, K.UNION_DECL) and not self.anonymous(f) and f.is_definition():
                kw = "struct" if f.kind == K.STRUCT_DECL else "union"
                fields.append(self.record(f, f"{kw} {f.spelling}") + ";")
        return head + " {\n  " + "\n  ".join(fields) + "\n}" if fields else head + " {}"

    def typedef(self, c) -> str:
        K = self.K
        under = c.underlying_typedef_type
        decl = under.get_declaration()
        if decl is not None and self.anonymous(decl):
            if decl.kind == K.ENUM_DECL:
                return f"typedef {self.enum(decl, 'enum')} {c.spelling};"
            if decl.kind in (K.STRUCT_DECL, K.UNION_DECL):
                kw = "struct" if decl.kind == K.STRUCT_DECL else "union"
                return f"typedef {self.record(decl, kw)} {c.spelling};"
        spelled = under.spelling
        if under.kind.name == "FUNCTIONPROTO":  # typedef void fn(int);
            ret, _, rest = spelled.partition(" (")
            return f"typedef {ret} {c.spelling}({rest[:-1] if rest.endswith(')') else rest};"
        return f"typedef {_spell_decl(spelled, c.spelling)};"

    def function(self, c) -> str:
        K = self.K
        attrs = {ch.kind.name for ch in c.get_children()}
        quals = []
        if "CUDAHOST_ATTR" in attrs:
            quals.append("__host__")
        if "CUDADEVICE_ATTR" in attrs:
            quals.append("__device__")
        params = []
        for n, p in enumerate(c.get_arguments()):
            params.append(_spell_decl(p.type.spelling, p.spelling or f"arg{n}"))
        if c.type.kind.name == "FUNCTIONPROTO" and c.type.is_function_variadic():
            params.append("...")
        ret = c.result_type.spelling
        sig = f"{c.spelling}({', '.join(params) if params else 'void'})"
        if "(*)" in ret:  # a function returning a function pointer
            return " ".join(quals + [ret.replace("(*)", f"(*{sig})", 1)]) + ";"
        del K
        return " ".join(quals + [_spell_decl(ret, sig)]) + ";"

    def macro(self, c, lines: List[str]) -> None:
        toks = list(c.get_tokens())
        if len(toks) < 2 or c.spelling.startswith("_"):
            return  # include guards and empty flags
        if toks[1].spelling == "(" and toks[1].extent.start.offset == toks[0].extent.end.offset:
            return  # function-like: the headers' implementation helpers
        body = " ".join(t.spelling for t in toks[1:])
        if not _MACRO_BODY.match(body) or re.search(r"\b(__attribute__|__declspec|extern|static|inline)\b", body):
            return
        lines.append(f"#ifndef {c.spelling}\n#define {c.spelling} {body}\n#endif")


def render(rel: str, lines: List[str], includes: List[str], head: Optional[str] = None) -> str:
    guard = "PYCUCC_DECLS_" + re.sub(r"\W", "_", rel).upper()
    head = head or (f"/* pycucc parse-only declarations for <{rel}> of CUDA 13, generated by tools/gen_decls.py from "
                    "the\n * library's API (names, signatures, enumerator values, struct members): declarations of "
                    "pycucc's own,\n * used only to parse CUDA sources with libclang. Nothing here is compiled into "
                    "code. */\n")
    body = [head, f"#ifndef {guard}", f"#define {guard}"]
    # What every library header relies on from CUDA's own headers (fixed-width integers, library_types.h, half).
    common = ["<stdint.h>", "<limits.h>"] + [f'"{os.path.relpath(h, os.path.dirname(rel) or ".")}"' for h in
                               ("library_types.h", "cuComplex.h", "cuda_fp16.h", "cuda_bf16.h") if h != rel]
    body += [f"#include {h}" for h in common if rel not in ("library_types.h", "cuComplex.h") or h.startswith("<")]
    items = sorted([(line, f'#include "{os.path.relpath(i, os.path.dirname(rel) or ".")}"') for line, i in includes]
                   + list(lines), key=lambda item: item[0])
    body += [text for _, text in items]
    if rel in LEGACY:
        _, target, release, handwritten, _ = LEGACY[rel]
        if handwritten:
            body.append(f"/* The routines CUDA 13 removed, as {release} declared them, and CUDA 10.2's. */")
        else:
            body.append(f"/* The routines CUDA 13 removed, as {release} declared them. */")
        body.append(f'#include "{target}"')
        if handwritten:
            body.append(f'#include "{handwritten}"')
    if rel in NEWER:
        body.append("/* What releases after CUDA 13.0's added (the SpMVOp API), written by hand. */")
        body.append(f'#include "{NEWER[rel]}"')
    body.append(f"#endif /* {guard} */")
    return "\n".join(body) + "\n"


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--headers", action="append", default=[], help="folder with CUDA library headers")
    ap.add_argument("--legacy-headers", action="append", default=[],
                    help="folder with an older release's headers (LEGACY: the cuSPARSE 11.7, cuDNN 8.9 wheels')")
    ap.add_argument("--cuda-include", default="/usr/local/cuda/include")
    ap.add_argument("--out", default=str(OUT_DIR))
    args = ap.parse_args(argv)
    dirs = list(args.headers)
    if not dirs:
        import cuda_lib_headers
        dirs = [str(d) for d in cuda_lib_headers.fetch_all()]
        if not args.legacy_headers:
            args.legacy_headers = [str(d) for d in cuda_lib_headers.fetch_legacy()]
    if not os.path.isfile(os.path.join(args.cuda_include, "cuda_runtime.h")):
        print(f"gen_decls: no cuda_runtime.h in {args.cuda_include}", file=sys.stderr)
        return 2
    ci, rd = cindex()
    stubs = tempfile.mkdtemp(prefix="pycucc-gen-")
    # CUDA 13 dropped headers that clang's CUDA wrappers still include; empty ones do for a host-side walk.
    for name in ("texture_fetch_functions.h", "texture_indirect_functions.h", "surface_indirect_functions.h"):
        Path(stubs, name).write_text("")
    clang_args = ["-x", "cuda", "--cuda-host-only", "-nocudalib", f"--cuda-path={os.path.dirname(args.cuda_include)}",
                  "-std=c++17", "-resource-dir", rd, *[f"-I{d}" for d in dirs], f"-I{args.cuda_include}", f"-I{stubs}"]
    walk = Walk(ci, dirs + [args.cuda_include])
    for lib, roots in ROOTS.items():
        for h in roots:
            walk.parse(h, clang_args)
    for rel in sorted(set(walk.files) | {r for r, inc in walk.includes.items() if inc}):
        lines = walk.files.get(rel, [])
        path = Path(args.out) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render(rel, lines, walk.includes.get(rel, [])))
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} ({len(lines)} declarations)")
    legacy_args = [a for a in clang_args if not (a.startswith("-I") and a[2:] in dirs)]
    for header, (wheel, target, release, _, removed) in LEGACY.items():
        found = [d for d in args.legacy_headers if os.path.isfile(os.path.join(d, header))]
        if not found:
            print(f"gen_decls: no {header} of {release} (--legacy-headers, the {wheel} wheel): {target} not written",
                  file=sys.stderr)
            continue
        old = Walk(ci, [found[0], args.cuda_include], skip=walk.names, macros=False)
        old.parse(header, [f"-I{found[0]}", *legacy_args])
        # the header's own declarations, then those of the headers it includes, each in its order
        lines = [(i, text) for i, (_, text) in enumerate(
            item for f in sorted(old.files, key=lambda f: f != header) for item in sorted(old.files[f],
                                                                                      key=lambda item: item[0]))]
        head = (f"/* pycucc parse-only declarations of what <{header}> of {release} declared and CUDA 13's no longer\n"
                f" * does ({removed}), generated by tools/gen_decls.py from that release's API:\n"
                f" * declarations of pycucc's own, used only to parse CUDA sources with libclang; <{header}> includes\n"
                " * this file last. pycucc.libraries counts these names apart from CUDA 13's. */\n")
        path = Path(args.out) / target
        path.write_text(render(target, lines, [], head=head))
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} ({len(lines)} declarations)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
