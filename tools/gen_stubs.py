#!/usr/bin/env python3
"""Regenerate compiler/include/pycucc_stubs.h: a declaration of every CUDA name the rules call unsupported (and
of every function a `hip_since` rename maps), so that code naming one compiles against HIP.

What a stub is comes from pycucc's own parse-only declarations of CUDA (compiler/include/cuda/, written by
tools/gen_decls.py), read by a libclang walk, with every CUDA name in them that a rename rule maps written as its
HIP name:

- a function that returns its library's status type (the `library` entry's `stub_status`, e.g.
  CUBLAS_STATUS_NOT_SUPPORTED) becomes a `static inline` function under the CUDA name that returns that status,
  as HIP spells it (HIPBLAS_STATUS_NOT_SUPPORTED); functions returning anything else get no stub (their use stays
  an error: there is no honest value to return);
- an enum, record or typedef is declared as pycucc's parse declares it (a record with no definition stays opaque:
  `struct cusolverMgContext;`);
- an enumerator of an enum that HIP has is a constant of HIP's enum with CUDA's value.

Each stub is one block, `/* pycucc-stub NAME needs=A,B */ ... /* end */` (`apart=yes`: it names another HIP
library's types, which its own library's headers do not include: not in the toolkit's headers), so that the translator inserts only the
stubs a file names (with those they need) and the toolkit headers include them all. Rerun it when the rules or
compiler/include/cuda change (tests/test_stubs.py fails when this file is stale). It writes
compiler/include/pycucc_device_prop.h too (compiler/device_prop.py: cudaDeviceProp's members HIP lacks):

    python tools/gen_stubs.py
"""
from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Dict, List, Optional, Set, Tuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "compiler" / "include" / "pycucc_stubs.h"
# Hand-written functions that call the installed HIP library's other form of a CUDA function: each replaces the
# not-supported stub of its name (its prototypes must be the stub's)
ADAPTERS = ROOT / "compiler" / "include" / "pycucc_library_adapters.h"
_ADAPTER = re.compile(r'^/\* pycucc-adapter (\w+) (adapts=\w+(?: says="[^"\n]*")?) \*/\n(.*?)^/\* end \*/\n', re.M | re.S)
_ADAPTER_HELPER = re.compile(r"^/\* pycucc-adapter-helper (\w+) \*/\n(.*?)^/\* end \*/\n", re.M | re.S)
_COMMENT = re.compile(r"/\*.*?\*/", re.S)
# cudaDeviceProp's members HIP lacks, from the rules too (compiler/device_prop.py)
PROP_OUT = ROOT / "compiler" / "include" / "pycucc_device_prop.h"

# The CUDA headers whose names the library rules cover (the parse's declarations of each).
HEADERS = ("cuda_runtime.h", "cuda.h", "cublas_v2.h", "cublasLt.h", "cublasXt.h", "cusolverDn.h", "cusolverSp.h",
           "cusolverRf.h", "cusolverMg.h", "cusparse.h", "cufft.h", "cufftXt.h", "curand.h", "cudalibxt.h",
           "nvtx3/nvToolsExtCuda.h", "nvtx3/nvToolsExtCudaRt.h", "nvrtc.h", "nvJitLink.h")
# Rules files whose unsupported names get stubs: the host APIs of the CUDA runtime, driver and libraries.
STUB_FILES = ("runtime", "driver", "types", "cucomplex", "cublas", "cusolver", "cusparse", "cufft", "curand",
              "nvrtc", "nvjitlink")
# Rules files whose `drop=yes` functions (profiler-only calls that return nothing) get stubs that do nothing.
DROP_FILES = ("nvtx",)
_IDENT = re.compile(r"[A-Za-z_]\w*")
_CUDA_NAME = re.compile(r"(cu|CU)[A-Za-z]")


def _rules():
    from compiler.rules import load_rules
    return load_rules()


def _stem(path: str) -> str:
    return os.path.splitext(os.path.basename(path))[0]


def _parse():
    from compiler import frontend
    ci = frontend.cindex()
    src = "".join(f"#include <{h}>\n" for h in HEADERS)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "stubs.cu")
        with open(path, "w") as f:
            f.write(src)
        index = ci.Index.create()
        tu = index.parse(path, args=frontend.parse_args(), options=ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES
                           | ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)  # the macros too
        return ci, tu


def _pointee(cur):
    """The record type a typedef of a pointer to a record points to, or None."""
    under = cur.underlying_typedef_type
    if under.kind.name != "POINTER":
        return None
    pointee = under.get_pointee()
    decl = pointee.get_declaration()
    return pointee if decl is not None and decl.kind.name in ("STRUCT_DECL", "UNION_DECL") else None


def _hip_text(text: str, renames: Dict[str, str]) -> str:
    # `struct cudaX` where HIP's name is a typedef (hipExternalSemaphoreWaitParams): the name alone
    text = re.sub(r"\b(?:struct|union|enum)\s+(\w+)", lambda m: renames[m.group(1)] if m.group(1) in renames
                  else m.group(0), text)
    return _IDENT.sub(lambda m: renames.get(m.group(0), m.group(0)), text)


def _param(type_spelling: str, name: str) -> str:
    """A parameter declaration: an array parameter's name goes before its brackets (`void *array_d_A[]`)."""
    base, bracket, dims = type_spelling.partition("[")
    return f"{base.rstrip()} {name}{bracket}{dims}"


def _source(cur) -> str:
    ext = cur.extent
    with open(ext.start.file.name, "rb") as f:
        data = f.read()
    return data[ext.start.offset:ext.end.offset].decode()


def _adapters() -> Tuple[Dict[str, Tuple[str, str]], Dict[str, str]]:
    """CUDA name -> (`adapts=HIPNAME` and its reason where it calls none, its text); the helpers' texts by name."""
    text = ADAPTERS.read_text(encoding="utf-8")
    helpers = {m.group(1): m.group(2).rstrip("\n") for m in _ADAPTER_HELPER.finditer(text)}
    return {m.group(1): (m.group(2), m.group(3).rstrip("\n")) for m in _ADAPTER.finditer(text)}, helpers


def generate() -> str:
    rules = _rules()
    adapters, helpers = _adapters()
    ci, tu = _parse()
    K = ci.CursorKind
    renames = {r.name: r.target for r in rules.rules if r.kind == "rename" and "::" not in r.name
               and not r.attr("hip_since") and _IDENT.fullmatch(r.target or "")}
    # types HIP has from some version on: an enumerator of theirs HIP lacks is a constant of HIP's type where the
    # installed HIP has the type (the translator asks its headers), else it comes with CUDA's enum
    newer = {r.name: r.target for r in rules.rules if r.kind == "rename" and "::" not in r.name
             and r.attr("hip_since") and _IDENT.fullmatch(r.target or "")}
    wanted: Dict[str, object] = {}  # CUDA name -> rule
    dropped_calls: Set[str] = set()
    for r in rules.rules:
        if _stem(r.path) in DROP_FILES and r.kind == "unsupported" and r.attr("drop") == "yes":
            wanted.setdefault(r.name, r)
            dropped_calls.add(r.name)
        if _stem(r.path) not in STUB_FILES or "::" in r.name:
            continue
        if r.kind == "unsupported" or (r.kind == "rename" and r.attr("hip_since")):
            wanted.setdefault(r.name, r)
    # the status each library's stubs return: enum type (CUDA) -> the not-supported enumerator, as HIP spells it
    status_of: Dict[str, Tuple[str, str]] = {}
    statuses = {lib.attr("stub_status"): lib for lib in rules.libraries.values() if lib.attr("stub_status")}
    found: Dict[str, Tuple[int, str, str, Set[str]]] = {}  # name -> (order, kind, text, needs)
    order = 0
    enum_types: Dict[str, str] = {}  # enumerator -> its enum's type name (CUDA)
    typedef_of: Dict[str, str] = {}  # enum/struct tag spelling -> typedef names
    # a record tag -> HIP's name of CUDA's handle to it (cusparseSpMatDescr -> hipsparseSpMatDescr_t, as
    # cusparseSpMatDescr_t is renamed): HIP's handles are opaque typedefs of their own (void * in hipSPARSE)
    handle_of: Dict[str, str] = {}

    for cur in tu.cursor.walk_preorder():
        if cur.location.file is None or cur.kind not in (K.ENUM_CONSTANT_DECL, K.TYPEDEF_DECL):
            continue
        if cur.kind == K.ENUM_CONSTANT_DECL:
            parent = cur.semantic_parent
            enum_types.setdefault(cur.spelling, parent.type.spelling.replace("enum ", ""))
        else:
            under = cur.underlying_typedef_type.spelling.replace("enum ", "").replace("struct ", "").replace("union ", "")
            typedef_of.setdefault(under, cur.spelling)
            pointee = _pointee(cur)
            if pointee is not None and not pointee.is_const_qualified() and cur.spelling in renames:
                handle_of.setdefault(pointee.get_declaration().spelling, renames[cur.spelling])
    for value in statuses:
        etype = enum_types.get(value)
        if etype is None:
            raise SystemExit(f"stub_status {value} is not an enumerator of the parse's declarations")
        for t in {etype, typedef_of.get(etype, etype)}:
            status_of[t] = (value, renames.get(value, value))

    apart: Set[str] = set()  # stubs that name another HIP library's types (see function_stub)
    overloads: Dict[str, List] = {}  # a function's later declarations: C++ overloads (cublasGemmEx's cudaDataType)

    def add(name: str, kind: str, text: str, own: Set[str] = frozenset()) -> None:
        nonlocal order
        if name in found:
            return
        words = _IDENT.findall(_COMMENT.sub("", text))
        if any(_CUDA_NAME.match(w) and w not in wanted and w not in own and w != name for w in words):
            return  # names a CUDA type the rules neither map nor declare: no declaration to give
        needs = {w for w in words if w in wanted and w != name and w not in own}
        found[name] = (order, kind, text, needs)
        order += 1

    def function_stub(cur) -> Optional[str]:
        """A function's stub: it returns its library's not-supported status; None where there is no honest one."""
        name = cur.spelling
        ret = cur.result_type.spelling
        status = status_of.get(ret)
        if status is None:
            return None
        if any("(" in a.type.spelling or ("[" in a.type.spelling and "(" in a.type.get_canonical().spelling)
               for a in cur.get_arguments()):
            # a function-pointer parameter is not spelled `type name`, nor an array of array typedefs
            # (curandDirectionVectors32_t *vectors[]: HIP's typedef is in hiprand_kernel.h, not hiprand.h)
            return None
        params = ", ".join(_param(a.type.spelling, a.spelling or f"a{i}") for i, a in enumerate(cur.get_arguments()))
        if cur.type.is_function_variadic():
            params += ", ..."
        proto = _hip_text(f"{ret} {name}({params or 'void'})", renames)
        names = {a.spelling for a in cur.get_arguments()}  # a parameter's name is no type (nvJitLink's `cubin`)
        if any(_CUDA_NAME.match(w) and w not in wanted and w != name and w not in names for w in _IDENT.findall(proto)):
            return None  # a CUDA type the rules neither map nor declare (cudaKernel_t): no declaration to give
        if "hipsparse" in proto and not status[1].startswith("HIPSPARSE"):
            # CUDA's cusolverSp.h includes cusparse.h, hipSOLVER's headers do not include hipSPARSE's: the one
            # stubs header of cuSOLVER in the toolkit (read by cusolverDn.h too) cannot name hipsparseMatDescr_t
            # (`apart`: the toolkit keeps the stop macro), while a translated file that calls such a stub has
            # included cusparse.h for its descriptor before the call, where the stubs go
            apart.add(name)
        if name in adapters:
            if f"static inline {proto} {{" not in adapters[name][1]:
                raise SystemExit(f"{ADAPTERS.name}: {name} is not declared as the stub would be: {proto}")
            return adapters[name][1]
        # every parameter is named, and none is used: the stub only says the API is not there
        unused = " ".join(f"(void){a.spelling or f'a{i}'};" for i, a in enumerate(cur.get_arguments()))
        return f"static inline {proto} {{ {unused} return {status[1]}; }}".replace("{  return", "{ return")

    # what adapters call: blocks of their own, first in the file, which an adapter that names one needs
    for name, text in helpers.items():
        wanted[name] = None
        add(name, "helper", text)

    for cur in tu.cursor.walk_preorder():
        name = cur.spelling
        if cur.location.file is None or name not in wanted:
            continue
        if name in found:
            if cur.kind == K.FUNCTION_DECL and found[name][1] == "function":
                overloads.setdefault(name, []).append(cur)
            continue
        if name in dropped_calls:
            if cur.kind == K.FUNCTION_DECL and cur.result_type.spelling == "void":
                # a profiler-only call: a stub that does nothing (every parameter named, none used)
                args = list(cur.get_arguments())
                params = ", ".join(_param(a.type.spelling, a.spelling or f"a{i}") for i, a in enumerate(args))
                proto = _hip_text(f"void {name}({params or 'void'})", renames)
                if any(w.startswith("nvtx") and w != name for w in _IDENT.findall(proto)):
                    continue  # takes an NVTX type (a domain, event attributes) that has no declaration here
                unused = " ".join(f"(void){a.spelling or f'a{i}'};" for i, a in enumerate(args))
                add(name, "function", f"static inline {proto} {{ {unused} }}")
            elif cur.kind == K.MACRO_DEFINITION:
                # the unsuffixed spelling of an A form (`#define nvtxNameCudaStream nvtxNameCudaStreamA`)
                body = [t.spelling for t in cur.get_tokens()][1:]
                if len(body) == 1 and body[0] in dropped_calls:
                    add(name, "macro", f"#define {name} {body[0]}")
            continue
        if cur.kind == K.FUNCTION_DECL:
            text = function_stub(cur)
            if text is not None:
                add(name, "function", text, {a.spelling for a in cur.get_arguments()})
        elif cur.kind == K.ENUM_CONSTANT_DECL:
            etype = cur.semantic_parent.type.spelling.replace("enum ", "")
            tname = typedef_of.get(etype, etype)
            if tname in wanted or etype in wanted:
                continue  # declared with its enum
            hip_type = renames.get(tname) or renames.get(etype)
            if hip_type is None:
                continue
            add(name, "constant", f"#define {name} (({hip_type}){cur.enum_value})")
        elif cur.kind in (K.ENUM_DECL, K.STRUCT_DECL, K.UNION_DECL) and cur.is_definition():
            # C has no enum base (`enum X : unsigned int`), and the toolkit's headers are C and C++
            text = re.sub(r"^(enum\s+\w+)\s*:\s*[\w ]+?\s*\{", r"\1 {", _hip_text(_source(cur), renames))
            tag = "enum" if cur.kind == K.ENUM_DECL else ("struct" if cur.kind == K.STRUCT_DECL else "union")
            td = typedef_of.get(name)
            body = text + ";"
            own = {c.spelling for c in cur.get_children() if c.kind == K.ENUM_CONSTANT_DECL}
            if td and td != name and td in wanted:
                body += f"\ntypedef {tag} {name} {td};"
                own.add(td)
            elif td == name:
                body = f"typedef {text} {name};"
            add(name, "type", body, own)
            values = {c.spelling: c.enum_value for c in cur.get_children() if c.kind == K.ENUM_CONSTANT_DECL}
            typed = next((t for t in (td, name) if t and t in newer), None)
            for alias in sorted(own):
                if alias in wanted and alias not in found:
                    # naming it brings this block; `as`: the CUDA type, HIP's type and the value, for the constant
                    as_ = f"{typed}:{newer[typed]}:{values[alias]}" if typed and alias in values else ""
                    found[alias] = (order, "alias", as_, {name})
                    order += 1
        elif cur.kind in (K.STRUCT_DECL, K.UNION_DECL) and cur.get_definition() is None:
            # an opaque record (cusolverMgContext, behind cusolverMgHandle_t): declared as CUDA declares it
            add(name, "type", f"{'struct' if cur.kind == K.STRUCT_DECL else 'union'} {name};")
        elif cur.kind == K.TYPEDEF_DECL and _pointee(cur) is not None and _pointee(cur).is_const_qualified() \
                and _pointee(cur).get_declaration().spelling in handle_of:
            # CUDA's handle to a const record (cusparseConstSpMatDescr_t) where HIP has only its own handle type
            # (hipSPARSE before ROCm 6.0): that handle, which HIP's functions take and C++ converts nothing to
            # `const struct cusparseSpMatDescr *` from
            add(name, "type", f"typedef {handle_of[_pointee(cur).get_declaration().spelling]} {name};")
        elif cur.kind == K.TYPEDEF_DECL:
            under = cur.underlying_typedef_type
            decl = under.get_declaration()
            tag = decl.spelling if decl is not None else ""
            if tag in wanted and tag != name:
                if tag not in found:
                    continue  # declared with its definition, below (the alias is added there)
                add(name, "typedef", _hip_text(_source(cur), renames) + ";")
            elif decl is not None and decl.kind in (K.STRUCT_DECL, K.UNION_DECL) and not decl.is_definition():
                add(name, "type", _hip_text(_source(cur), renames) + ";")
            else:
                add(name, "type", _hip_text(_source(cur), renames) + ";")

    # a later declaration with other parameters is CUDA's C++ overload (cuBLAS's cublasGemmEx that takes a
    # cudaDataType computeType, of the API before CUDA 11): a stub of it too, for C++
    for name, curs in overloads.items():
        order_, kind, text, needs = found[name]
        for cur in curs:
            more = function_stub(cur)
            if more is None or more in text or name in adapters:
                continue  # an adapter has CUDA's overloads (function_stub checked each prototype)
            text += f"\n#ifdef __cplusplus\n{more}\n#endif"
            needs = needs | {w for w in _IDENT.findall(more) if w in wanted and w != name}
        found[name] = (order_, kind, text, needs)

    # cublas_v2.h's names are macros of the _v2 functions (`#define cublasDtrmm cublasDtrmm_v2`), which the parse
    # does not list: such a name is that macro, with the stub of the function it names
    for path in sorted((ROOT / "compiler" / "include" / "cuda").glob("*.h")):
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+(\w+)[ \t]*$", text, re.M):
            if m.group(1) in wanted and m.group(1) not in found and found.get(m.group(2), (0, ""))[1] == "function":
                add(m.group(1), "function", f"#define {m.group(1)} {m.group(2)}")
        # a library's version macros (CUFFT_VERSION 12500; CUBLAS_VERSION, an expression of CUBLAS_VER_MAJOR ...),
        # which HIP's libraries lack: CUDA 13's values, so that `#if CUFFT_VERSION >= 10400` takes nvcc's branch
        for m in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+(\w+_VER(?:SION|_[A-Z]+))[ \t]+([\w \t()*+-]+?)[ \t]*$",
                             text, re.M):
            words = _IDENT.findall(m.group(2))
            if m.group(1) in wanted and m.group(1) not in found and (words or re.search(r"\d", m.group(2))) \
                    and all(found.get(w, (0, ""))[1] == "constant" for w in words):
                add(m.group(1), "constant", f"#define {m.group(1)} {m.group(2)}")

    # a stub that needs a name with no declaration here (a union, a type of another header) cannot be declared
    dropped = True
    while dropped:
        lost = [n for n, e in found.items() if any(m not in found for m in e[3])]
        for n in lost:
            del found[n]
        dropped = bool(lost)
    out = ["/* pycucc_stubs.h - declarations of the CUDA names HIP lacks, generated by tools/gen_stubs.py from the",
           " * rules and pycucc's parse declarations (compiler/include/cuda); do not edit. A function returns its",
           " * library's not-supported status; types and constants are declared so that code naming them compiles.",
           " * The translator and the toolkit headers copy the blocks a file needs. */",
           "#ifndef PYCUCC_STUBS_H", "#define PYCUCC_STUBS_H", ""]
    for name, (_, kind, text, needs) in sorted(found.items(), key=lambda kv: kv[1][0]):
        need = ",".join(sorted(n for n in needs if n in found))
        as_ = f" as={text}" if kind == "alias" and text else ""
        text = "" if kind == "alias" else text
        out.append(f"/* pycucc-stub {name} {kind}" + (f" needs={need}" if need else "") + as_
                   + (" apart=yes" if name in apart else "")
                   + (f" {adapters[name][0]}" if name in adapters and kind == "function" else "") + " */")
        if text:
            out.append(text)
        out.append("/* end */")
    out += ["", "#endif /* PYCUCC_STUBS_H */", ""]
    return "\n".join(out)


def main(argv: Optional[List[str]] = None) -> int:
    text = generate()
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {text.count('/* pycucc-stub ')} stubs")
    from compiler import device_prop
    prop = device_prop.generate(_rules())
    PROP_OUT.write_text(prop, encoding="utf-8")
    print(f"wrote {PROP_OUT.relative_to(ROOT)}: {len(device_prop.prop_rules(_rules()))} cudaDeviceProp members")
    return 0


if __name__ == "__main__":
    sys.exit(main())
