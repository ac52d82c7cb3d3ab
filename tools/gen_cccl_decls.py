#!/usr/bin/env python3
"""Regenerate pycucc's parse-only declarations of CUB and Thrust (compiler/include/cuda/cub/, .../thrust/) from
CUDA 13's CCCL headers by a libclang walk: the names of their classes (with the kinds of their template
parameters), public member functions and nested types, free functions, enumerations and objects. What is written
is permissive and our own: every function is a variadic template returning `__pycucc_any` (a type that converts
to and from anything), so a CUDA source that uses CUB or Thrust parses without the CCCL headers, which is all the
translator needs (CUB and Thrust calls are renamed, never rewritten by argument count).

    python tools/gen_cccl_decls.py [--cccl /usr/local/cuda/include/cccl] [--curand-include DIR]
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "compiler" / "include" / "cuda"
sys.path.insert(0, str(ROOT))

_VERSIONED_NS = re.compile(r"^(?:CUB|THRUST)_\d+\w*$")  # CCCL's versioned inline namespaces
_SKIP_NS = ("detail", "cuda_cub", "mr", "internal", "omp", "tbb", "cpp")

ANY = r"""
/* The permissive value of these declarations: constructible from, convertible to and combinable with anything. */
struct __pycucc_any {
  template <class... A> __host__ __device__ __pycucc_any(A &&...);
  template <class U> __host__ __device__ operator U &() const;
  template <class... A> __host__ __device__ __pycucc_any operator()(A &&...) const;
  template <class I> __host__ __device__ __pycucc_any &operator[](I) const;
  __host__ __device__ __pycucc_any &operator*() const;
  __host__ __device__ __pycucc_any *operator->() const;
  template <class U> __host__ __device__ __pycucc_any &operator=(U &&);
  __host__ __device__ __pycucc_any &operator++();
  __host__ __device__ __pycucc_any operator++(int);
  __host__ __device__ __pycucc_any &operator--();
  __host__ __device__ __pycucc_any operator--(int);
  /* Thrust's execution policies are objects of this type here: thrust::cuda::par.on(stream). */
  template <class... A> __host__ __device__ __pycucc_any on(A &&...) const;
};
#define PYCUCC_ANY_BINARY(op) \
  __host__ __device__ __pycucc_any operator op(const __pycucc_any &, const __pycucc_any &); \
  template <class B> __host__ __device__ __pycucc_any operator op(const __pycucc_any &, const B &); \
  template <class A> __host__ __device__ __pycucc_any operator op(const A &, const __pycucc_any &);
PYCUCC_ANY_BINARY(+) PYCUCC_ANY_BINARY(-) PYCUCC_ANY_BINARY(*) PYCUCC_ANY_BINARY(/) PYCUCC_ANY_BINARY(%)
PYCUCC_ANY_BINARY(==) PYCUCC_ANY_BINARY(!=) PYCUCC_ANY_BINARY(<) PYCUCC_ANY_BINARY(>) PYCUCC_ANY_BINARY(<=)
PYCUCC_ANY_BINARY(>=) PYCUCC_ANY_BINARY(&&) PYCUCC_ANY_BINARY(||) PYCUCC_ANY_BINARY(&) PYCUCC_ANY_BINARY(|)
PYCUCC_ANY_BINARY(+=) PYCUCC_ANY_BINARY(-=)
#undef PYCUCC_ANY_BINARY
"""


def walk(ci, tu):  # noqa: C901 - one visitor for every kind of declaration
    K = ci.CursorKind
    out = {}

    def tparams(c):
        kinds = []
        for ch in c.get_children():
            if ch.kind == K.TEMPLATE_TYPE_PARAMETER:
                kinds.append("class")
            elif ch.kind == K.TEMPLATE_NON_TYPE_PARAMETER:
                kinds.append("auto")
            elif ch.kind == K.TEMPLATE_TEMPLATE_PARAMETER:
                kinds.append("template")
        return kinds

    def methods_of(cls, e, depth=0):
        """Public member functions and types of a class and of its bases (device_vector's come from a base)."""
        for m in cls.get_children():
            if m.kind == K.CXX_BASE_SPECIFIER and depth < 6:
                base = m.referenced or m.type.get_declaration()
                if base is not None and base.kind != K.NO_DECL_FOUND:
                    methods_of(base, e, depth + 1)
                continue
            if m.access_specifier is not None and m.access_specifier.name not in ("PUBLIC", "INVALID"):
                continue
            if m.kind in (K.CXX_METHOD, K.FUNCTION_TEMPLATE) and public(m.spelling) \
                    and not m.spelling.startswith("operator"):
                (e["static"] if m.is_static_method() else e["methods"]).add(m.spelling)
            elif m.kind in (K.STRUCT_DECL, K.CLASS_DECL, K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL,
                            K.CLASS_TEMPLATE) and public(m.spelling):
                e["types"].add(m.spelling)

    def public(name):
        return name and (not name.startswith("_") or re.fullmatch(r"_\d", name))

    def visit(c, ns):
        for ch in c.get_children():
            if ch.kind == K.NAMESPACE:
                if _VERSIONED_NS.match(ch.spelling):
                    visit(ch, ns)
                elif ch.spelling not in _SKIP_NS and "detail" not in ch.spelling and public(ch.spelling):
                    visit(ch, ns + (ch.spelling,))
                continue
            if not public(ch.spelling):
                continue
            key = ns + (ch.spelling,)
            k = ch.kind.name
            if k in ("CLASS_TEMPLATE", "STRUCT_DECL", "CLASS_DECL"):
                e = out.setdefault(key, {"kind": "class", "tparams": tparams(ch) if k == "CLASS_TEMPLATE" else None,
                                         "methods": set(), "static": set(), "types": set()})
                methods_of(ch, e)
            elif k in ("FUNCTION_DECL", "FUNCTION_TEMPLATE"):
                out.setdefault(key, {"kind": "function"})
            elif k == "ENUM_DECL":
                out.setdefault(key, {"kind": "enum", "values": [e.spelling for e in ch.get_children()
                                                                 if e.kind == K.ENUM_CONSTANT_DECL]})
            elif k in ("TYPE_ALIAS_DECL", "TYPEDEF_DECL"):
                out.setdefault(key, {"kind": "alias"})
            elif k == "TYPE_ALIAS_TEMPLATE_DECL":
                out.setdefault(key, {"kind": "alias_template"})
            elif k == "VAR_DECL":
                out.setdefault(key, {"kind": "var"})
            elif k == "USING_DECLARATION":  # thrust::plus and friends are cuda::std's, brought in by `using`
                ref = next((r for r in ch.get_children() if r.kind.name in ("OVERLOADED_DECL_REF", "TYPE_REF",
                                                                          "TEMPLATE_REF")), None)
                if ref is not None and ref.kind.name == "OVERLOADED_DECL_REF" and \
                        ci.conf.lib.clang_getNumOverloadedDecls(ref):
                    ref = ci.conf.lib.clang_getOverloadedDecl(ref, 0)
                elif ref is not None:
                    ref = ref.referenced
                rk = ref.kind.name if ref is not None else ""
                if rk == "FUNCTION_TEMPLATE" or rk == "FUNCTION_DECL":
                    rk = "function"
                kind = {"VAR_DECL": "var", "CLASS_TEMPLATE": "alias_template", "TYPE_ALIAS_TEMPLATE_DECL":
                        "alias_template", "STRUCT_DECL": "alias", "CLASS_DECL": "alias", "TYPEDEF_DECL": "alias",
                        "TYPE_ALIAS_DECL": "alias", "ENUM_DECL": "alias"}.get(rk, "function")
                out.setdefault(key, {"kind": kind})
            elif k == "NAMESPACE_ALIAS":  # thrust::cuda = thrust::system::cuda
                target = [r.spelling for r in ch.get_children() if r.kind == K.NAMESPACE_REF]
                out.setdefault(key, {"kind": "nsalias", "target": "::".join(target)})

    for top in tu.cursor.get_children():
        if top.kind == K.NAMESPACE and top.spelling in ("cub", "thrust"):
            visit(top, (top.spelling,))
    return out


def render_class(name, e, indent):
    lines = []
    if e["tparams"] is not None:
        ps = []
        for n, kind in enumerate(e["tparams"]):
            ps.append({"class": f"class P{n} = void", "auto": f"auto P{n} = 0",
                       "template": f"template <class...> class P{n} = __pycucc_tt"}[kind])
        lines.append(f"template <{', '.join(ps)}>")
    lines.append(f"struct {name} {{")
    lines.append("  template <class... A> __host__ __device__ " + name + "(A &&...);")
    lines.append("  template <class I> __host__ __device__ __pycucc_any &operator[](I) const;")
    lines.append("  template <class U> __host__ __device__ " + name + " &operator=(U &&);")
    for t in sorted(e["types"]):
        lines.append(f"  struct {t} {{}};" if t in ("TempStorage",) else f"  using {t} = __pycucc_any;")
    ident = re.compile(r"[A-Za-z_]\w*\Z")
    e = dict(e, static={m for m in e["static"] if ident.match(m)}, methods={m for m in e["methods"] if ident.match(m)})
    for m in sorted(e["static"]):
        lines.append(f"  template <class... A> __host__ __device__ static __pycucc_any {m}(A &&...);")
    for m in sorted(e["methods"] - e["static"]):
        if m != name:
            lines.append(f"  template <class... A> __host__ __device__ __pycucc_any {m}(A &&...);")
    lines.append("};")
    return [indent + s for s in lines]


def render(entries, top):
    lines = []
    by_ns = {}
    for key, e in sorted(entries.items()):
        if key[0] == top:
            by_ns.setdefault(key[:-1], []).append((key[-1], e))
    for ns, items in sorted(by_ns.items()):
        lines.append(" ".join(f"namespace {n} {{" for n in ns))
        names = {n for n, _ in items}
        for name, e in items:
            k = e["kind"]
            if k == "class":
                lines += render_class(name, e, "")
            elif k == "function" and name not in names - {name}:
                lines.append(f"template <class... A> __host__ __device__ __pycucc_any {name}(A &&...);")
            elif k == "enum":
                lines.append(f"enum {name} {{ {', '.join(e['values'])} }};")
            elif k == "alias":
                lines.append(f"using {name} = __pycucc_any;")
            elif k == "alias_template":
                lines.append(f"template <class...> using {name} = __pycucc_any;")
            elif k == "var":
                lines.append(f"extern const __pycucc_any {name};")
            elif k == "nsalias" and e["target"]:
                lines.append(f"namespace {name} = {e['target']};")
        lines.append("}" * len(ns))
    return lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cccl", default="/usr/local/cuda/include/cccl")
    ap.add_argument("--cuda-include", default="/usr/local/cuda/include")
    ap.add_argument("--curand-include", help="folder with curand_mtgp32_kernel.h (clang's CUDA wrapper wants it)")
    ap.add_argument("--out", default=str(OUT))
    args = ap.parse_args(argv)
    out_dir = Path(args.out)
    from pycucc import frontend
    ci, rd = frontend.cindex(), frontend.clang_resource_dir()
    stubs = tempfile.mkdtemp(prefix="pycucc-gen-")
    for name in ("texture_fetch_functions.h", "texture_indirect_functions.h", "surface_indirect_functions.h"):
        Path(stubs, name).write_text("")
    extra = [f"-I{args.curand_include}"] if args.curand_include else []
    if not args.curand_include:
        sys.path.insert(0, str(ROOT / "tools"))
        import cuda_lib_headers
        extra = [f"-I{cuda_lib_headers.fetch('nvidia-curand')}"]
    cargs = ["-x", "cuda", "--cuda-host-only", "-nocudalib", f"--cuda-path={os.path.dirname(args.cuda_include)}",
             "-std=c++17", "-resource-dir", rd, f"-I{args.cccl}", f"-I{args.cuda_include}", f"-I{stubs}", *extra]
    thrust_headers = sorted(p for p in Path(args.cccl, "thrust").rglob("*.h")
                            if "detail" not in p.parts and "system" not in p.parts)
    src = "#include <cub/cub.cuh>\n" + "".join(f"#include <{p.relative_to(args.cccl)}>\n" for p in thrust_headers)
    tu = ci.Index.create().parse("pycucc_cccl.cu", args=cargs, unsaved_files=[("pycucc_cccl.cu", src)],
                                 options=ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES
                                 | ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)
    errors = [d.spelling for d in tu.diagnostics if d.severity >= 3]
    if errors:
        print(f"gen_cccl_decls: the CCCL headers did not parse: {errors[:3]}", file=sys.stderr)
        return 1
    entries = walk(ci, tu)
    # The configuration macros code tests (#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA, CUB_VERSION).
    macros = {"cub": [], "thrust": []}
    for c in tu.cursor.get_children():
        if c.kind.name == "MACRO_DEFINITION" and re.match(r"(THRUST|CUB)_(VERSION|MAJOR_VERSION|MINOR_VERSION|"
                                                          r"SUBMINOR_VERSION|PATCH_NUMBER|DEVICE_SYSTEM_\w+|"
                                                          r"HOST_SYSTEM_\w+)$", c.spelling):
            body = [t.spelling for t in c.get_tokens()][1:]
            if len(body) == 1 and re.fullmatch(r"\d+", body[0]):
                macros[c.spelling.split("_")[0].lower()].append(f"#define {c.spelling} {body[0]}")
    note = ("/* pycucc parse-only declarations of {what} (CUDA 13's CCCL), generated by tools/gen_cccl_decls.py from\n"
            " * the names of its API: permissive declarations of pycucc's own, used only to parse CUDA sources with\n"
            " * libclang. Nothing here is compiled into code. */\n")
    common = ["#ifndef PYCUCC_CCCL_ANY", "#define PYCUCC_CCCL_ANY", "template <class...> struct __pycucc_tt {};",
              ANY.strip(), "#endif"]
    for top, umbrella, what in (("cub", "cub/cub.cuh", "CUB"), ("thrust", "thrust/pycucc_thrust_decls.h", "Thrust")):
        body = [note.format(what=what), "#pragma once"] + common + sorted(set(macros[top])) + render(entries, top)
        path = out_dir / umbrella
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(body) + "\n")
        print(f"wrote {path}")
    # Every public header name a source may include, each pulling in the umbrella declarations.
    for p in sorted(Path(args.cccl, "cub").rglob("*.cuh")):
        rel = p.relative_to(args.cccl)
        if "detail" in rel.parts or str(rel) == "cub/cub.cuh":
            continue
        dst = out_dir / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_text(f'/* pycucc parse-only: <{rel}> */\n#include "{os.path.relpath(out_dir / "cub/cub.cuh", dst.parent)}"\n')
    for p in thrust_headers + sorted(Path(args.cccl, "thrust/system/cuda").glob("*.h")):
        rel = p.relative_to(args.cccl)
        dst = out_dir / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        umbrella = os.path.relpath(out_dir / "thrust/pycucc_thrust_decls.h", dst.parent)
        dst.write_text(f'/* pycucc parse-only: <{rel}> */\n#include "{umbrella}"\n')
    return 0


if __name__ == "__main__":
    sys.exit(main())
