"""The CUDA toolkit's include/ folder for host compilers (g++, clang++, a .cpp that includes <cuda_runtime.h>),
generated from the rules: what the translator does to a CUDA name, the header does to it in the host compiler's
preprocessor, so the two never drift apart.

- `rename` entries are object-like macros (`#define cudaMalloc hipMalloc`): types, enumerators, functions and
  macros alike, and a declaration the user writes of a CUDA name becomes a declaration of the HIP one, as in the
  translation.
- `call` entries (argument surgery chosen by the number of arguments) are function-like macros that dispatch on
  the argument count to one macro per arity, whose body is the rule's template.
- `unsupported` entries, and names newer than the HIP found (whose HIP name its headers do not declare), are the
  declarations pycucc's compile gives them (include/pycucc_stubs.h: a function returns its library's
  not-supported status and is marked deprecated, so that the host compiler warns at the call with the rule's
  advice, and -Werror stops it); a name with no such declaration, or any of them with PYCUCC_UNSUPPORTED_API_ERROR
  defined, is a macro that stops the compile at the use with the advice (`#pragma GCC error`, which GCC and clang
  both honour): function-like for a function, object-like for a type, enumerator or constant.
- `header` entries are the CUDA-named headers: each defines NVIDIA's include guard (the `guard` attribute), so
  code testing `#ifdef __CUDA_RUNTIME_H__` sees what it would see with CUDA, and includes the HIP header and the
  macros of its rules file; a HIP library that is not installed is an #error naming the package.

Vector types are CUDA's (pycucc_cuda_vectors.h), as in pycucc's own compile, so a function taking a float4 has one
mangled name in the objects of both. CUresult and cudaError_t are both hipError_t here as in the translation.
"""
from __future__ import annotations

import os
import re
import string
from typing import Dict, FrozenSet, Iterable, List, Optional, Sequence, Tuple

from . import codes, device_prop
from .nvcc_flags import CUDA_VERSION
from .resources import FALLBACK_DIR, INCLUDE_DIR, TEMPLATES_DIR, WRAP_DIR
from .translate import stubs

# The macros of the rules files whose names make up cuda_runtime.h/cuda.h (`file ... [core=yes]`; the others are
# device code or a CUDA library). The guard renames of headers.rules are not among them: the toolkit's headers
# define the CUDA guards themselves.
CORE_HEADER = "pycucc_rules_core.h"
# Our headers the generated ones include (CUDA's vector types, the math constants), copied as they are.
SHARED = ("pycucc_cuda_vectors.h", "pycucc_hip_vectors.h", "pycucc_hide_vectors.h", "pycucc_unhide_vectors.h",
          "pycucc_math_constants.h", "pycucc_rand_begin.h", "pycucc_rand_end.h", "pycucc_library_helpers.h",
          "pycucc_device_prop.h")
# HIP library headers that are read with HIP's vector types (wrap/, which pycucc's compile puts first on the include
# path): the toolkit's CUDA header includes the wrapper in their place.
WRAPPED = "pycucc_wrap"
FALLBACK = "pycucc_fallback"  # resources.FALLBACK_DIR's stand-ins, which a header with `fallback=yes` includes
MAX_ARITY = 24

_IDENT = re.compile(r"[A-Za-z_]\w*\Z")


def c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


def _stop(message: str) -> str:
    """An expression that stops the compile where it is expanded, with the message (GCC and clang)."""
    return f"_Pragma({c_string('GCC error ' + c_string('pycucc: ' + message))}) 0"


def _version(v) -> str:
    return ".".join(str(x) for x in tuple(v)[:2])


def _too_new(rule, hip_version) -> Optional[str]:
    since = rule.attr("hip_since")
    if since and hip_version is not None and tuple(hip_version) < tuple(since):
        return _version(since)
    return None


def _stem(path: str) -> str:
    return os.path.splitext(os.path.basename(path))[0]


def _call_macro(rule) -> Tuple[str, str]:
    """The macro parameters and body of one `call` entry; every argument spliced in as an operand is
    parenthesised (a macro argument is text: `a + b` must stay one operand)."""
    body = []
    for piece in rule.pieces:
        if isinstance(piece, str):
            body.append(piece)
        elif isinstance(piece, int):
            body.append(rule.params[piece])
        else:  # an Operand: the argument inside an expression of the template
            body.append(f"({rule.params[piece.index]})")
    return ", ".join(rule.params), "".join(body)


def _body(c, hip_version) -> str:
    since = _too_new(c, hip_version)
    if since:
        return _stop(f"{c.name} with {c.arity} arguments needs HIP {since} or newer; found HIP {_version(hip_version)}")
    return _call_macro(c)[1]


# How a `when` type class reads in <type_traits> (what the translator learns from the parse, the compiler decides here)
_TRAITS = {"integer": "std::is_integral<T{i}>::value || std::is_enum<T{i}>::value",
           "pointer": "std::is_pointer<T{i}>::value", "record": "std::is_class<T{i}>::value"}


def _typed_overloads(name: str, arity: int, same: Sequence, hip_version) -> List[str]:
    """Overloads of one arity told apart by an argument's type (`when`, the CUDA 12 -> 13 signature changes): in C++
    function templates that the argument's type selects; in C, which has one signature per name, the integer form,
    CUDA 12.0's (the version the toolkit is)."""
    typed = [c for c in same if c.when is not None]
    plain = next((c for c in same if c.when is None), None)
    fn = f"pycucc_typed_{name}_{arity}"
    out = ["#ifdef __cplusplus"]
    conditions = []
    for c in typed:
        i, kind = c.when
        conditions.append("(" + _TRAITS[kind].format(i=i) + ")")
    variants = [(c, conditions[k]) for k, c in enumerate(typed)]
    if plain is not None:
        variants.append((plain, "!(" + " || ".join(conditions) + ")"))
    tparams = ", ".join(f"class T{i}" for i in range(arity))
    for c, cond in variants:
        args = ", ".join(f"T{i} {p}" for i, p in enumerate(c.params))
        body = _body(c, hip_version)
        out.append(f"template <{tparams}, typename std::enable_if<{cond}, int>::type = 0>\n"
                   f"inline auto {fn}({args}) -> decltype({body}) {{ return {body}; }}")
    out.append(f"#define pycucc_call_{name}_{arity}(...) {fn}(__VA_ARGS__)")
    out.append("#else")
    c_form = next((c for c in typed if c.when[1] == "integer"), plain or typed[0])
    out.append(f"#define pycucc_call_{name}_{arity}({_call_macro(c_form)[0]}) {_body(c_form, hip_version)}")
    out.append("#endif")
    return out


def _stop_macro(name: str, stop: str) -> str:
    """The macro that stops the compile at a use of `name`: object-like for a type, enumerator or constant (a use
    is no call: `cudaGraphInstantiateResult r;`), function-like for a function (`&f` and a declaration of the
    name stay as they are)."""
    if stubs.stub_kind(name) in ("type", "alias", "constant"):
        return f"#define {name} {stop}"
    return f"#define {name}(...) {stop}"


class _Stub(str):
    """One name's entry of a stubs header: the stop macro where PYCUCC_UNSUPPORTED_API_ERROR is defined (or, for a
    C++-only one, in C too), else its declaration after those it needs, each a piece guarded by its own
    PYCUCC_STUB_ macro (stubs.guarded). The text is the whole entry; _render writes a file's entries with each
    piece once (a cuBLAS function's stub repeats the declarations of every type it needs: 16.7 MB of
    pycucc_stubs_cublas.h for 60 kB of distinct text, read by every host compile that includes it)."""
    pieces: Tuple[str, ...]
    cxx_only: bool
    head: Tuple[str, ...]

    def __new__(cls, head: Sequence[str], pieces: Sequence[str], cxx_only: bool) -> "_Stub":
        self = super().__new__(cls, "\n".join([*head, "".join(pieces).rstrip("\n"), "#endif"]))
        self.head, self.pieces, self.cxx_only = tuple(head), tuple(pieces), cxx_only
        return self


def _render(entries: Iterable[str]) -> str:
    """The entries of one header, joined by newlines; a piece of a stub that an earlier entry already declared,
    under a condition that holds wherever this one's does, is left out: the preprocessor skipped it there anyway
    (its PYCUCC_STUB_ guard was defined), so the header preprocesses to the same code. An entry for C and C++
    (`#if defined(PYCUCC_UNSUPPORTED_API_ERROR)`) covers every later one; a C++-only entry covers only later
    C++-only ones."""
    seen: Dict[str, bool] = {}  # piece -> declared by an entry for C and C++ too
    out = []
    for e in entries:
        if not isinstance(e, _Stub):
            out.append(e)
            continue
        kept = []
        for piece in e.pieces:
            if piece in seen and (seen[piece] or e.cxx_only):
                continue
            kept.append(piece)
            seen[piece] = seen.get(piece, False) or not e.cxx_only
        out.append("\n".join([*e.head, "".join(kept).rstrip("\n"), "#endif"]))
    return "\n".join(out)


_piece_words: Dict[str, List[str]] = {}


def _words(piece: str) -> List[str]:
    """The HIP names a piece of a stub's declaration uses (the same pieces recur in many stubs)."""
    words = _piece_words.get(piece)
    if words is None:
        words = _piece_words[piece] = _HIP_WORD.findall(piece)
    return words


_HALF_TYPES = re.compile(r"\b(?:__half|__half2|__nv_bfloat16|__hip_bfloat16)\b")
_piece_half: Dict[str, bool] = {}


def _has_half(piece: str) -> bool:
    found = _piece_half.get(piece)
    if found is None:
        found = _piece_half[piece] = _HALF_TYPES.search(piece) is not None
    return found


_piece_code_words: Dict[str, List[str]] = {}


def _code_words(text: str) -> List[str]:
    """The HIP names of a stub's code, not of its C strings (a message may name any library). A string never
    spans a line, so a stub's are those of its lines' and its pieces' (each whole lines), taken once per piece."""
    if not isinstance(text, _Stub):
        return _HIP_WORD.findall(_C_STRING.sub("", text))
    words = _HIP_WORD.findall(_C_STRING.sub("", "\n".join(text.head)))
    for piece in text.pieces:
        known = _piece_code_words.get(piece)
        if known is None:
            known = _piece_code_words[piece] = _HIP_WORD.findall(_C_STRING.sub("", piece))
        words += known
    return words


def _stubbed(name: str, message: str, stop: str, known, type_too_new,
             renamed=lambda n: False, quiet: bool = False) -> Optional[_Stub]:
    """The declaration a name HIP lacks gets (pycucc_stubs.h), or None when it has none; the stop macro in its
    place where PYCUCC_UNSUPPORTED_API_ERROR is defined."""
    if not stubs.has_stub(name) or any(stubs.apart(n) for n in stubs.needed([name])):
        return None  # apart: it names another HIP library's types, which this library's header does not include
    typed = stubs.typed_constant(name)
    if typed is not None and not type_too_new(typed[0]):
        pieces = [f"#define {name} (({typed[1]}){typed[2]})"]
    else:
        # a type the stub needs that is a rename here (HIP 5.2's hipDataType for cudaDataType): its CUDA name is a
        # macro for HIP's, so CUDA's declaration of it is left out (it would redeclare HIP's)
        pieces = [stubs.guarded(n) for n in stubs.needed([name]) if n == name or not renamed(n)]
        pieces = [p for p in pieces if p]
        words = [w for p in pieces for w in _words(p)]  # of the declarations, not of the message
        if known and any(w not in known for w in words):
            return None  # a HIP name the installed headers do not give a host compiler: the stop macro
        if stubs.stub_kind(name) == "function" and not quiet and not stubs.adapts(name):
            # quiet: a dropped profiler call; an adapter calls the installed library: no warning
            attr = f"__attribute__((deprecated({c_string('pycucc: ' + message)})))"
            own = re.compile(rf"(?m)^static inline (?=.*? {re.escape(name)}\()")
            # line by line, as over the joined declarations: the pattern never crosses a line
            pieces = [own.sub(lambda m: f"{attr} static inline ", p) if f" {name}(" in p else p for p in pieces]
    if typed is not None and not type_too_new(typed[0]):
        words = _words(pieces[0])
    if known and any(w not in known for w in words):
        return None
    if any(_has_half(p) for p in pieces):
        return None  # the half and bfloat16 types come from headers a host compile of this one does not read
    if any(w in _CXX_ONLY for w in words):
        return _Stub(["#if defined(PYCUCC_UNSUPPORTED_API_ERROR) || !defined(__cplusplus)", _stop_macro(name, stop),
                      "#else"], pieces, True)
    return _Stub(["#if defined(PYCUCC_UNSUPPORTED_API_ERROR)", _stop_macro(name, stop), "#else"], pieces, False)


# HIP names its headers declare for C++ only (hip/texture_types.h, under `#if __cplusplus`, HIP 5.2 to 6.x)
_CXX_ONLY = frozenset({"hipTexRef"})
_HIP_WORD = re.compile(r"\b(?:hip|HIP)\w*")


def rules_header(title: str, rules: Iterable, hip_version, hip_names=frozenset(), all_rules=None,
                 stub_lines: Optional[List[str]] = None, known=None) -> str:
    """The macros of a set of rules (one or more rules files). `hip_names`: what the installed HIP's own headers
    declare (a rename newer than its version whose name they have is a rename); `all_rules`: every rename, for
    whether a type is there; `stub_lines`: where the declarations of names HIP lacks go, when not in this header
    (the core's, which come before HIP's header, while the declarations need HIP's types)."""
    held = stub_lines if stub_lines is not None else None
    renames, calls, unsupported = [], {}, []
    for r in rules:
        if r.kind == "rename" and "::" not in r.name and r.target != r.name and _IDENT.match(r.target or ""):
            renames.append(r)
        elif r.kind == "call":
            calls.setdefault(r.name, []).append(r)
        elif r.kind == "unsupported" and "::" not in r.name:
            unsupported.append(r)
    out = [f"/* {title}: generated by pycucc from its rules (compiler/rules/); do not edit. */", "#pragma once", ""]
    out.append("/* renames */")
    # a name with `call` entries too is a function-like macro below; its rename is for uses that are not calls
    # (`&cudaStreamWaitEvent`), which one macro name cannot also be
    by_name = {r.name: r for r in (all_rules if all_rules is not None else renames) if r.kind == "rename"}

    def too_new(cuda_name: str) -> bool:
        r = by_name.get(cuda_name)
        return r is None or (_too_new(r, hip_version) is not None and r.target not in hip_names)

    def renamed(cuda_name: str) -> bool:
        return cuda_name in by_name and not too_new(cuda_name)

    for r in (r for r in renames if r.name not in calls):
        since = _too_new(r, hip_version)
        if since and r.target not in hip_names:
            msg = f"{r.name} needs HIP {since} or newer ({r.target}); found HIP {_version(hip_version)}"
            stub = _stubbed(r.name, msg, _stop(msg), known, too_new, renamed)
            if stub is None:
                out.append(_stop_macro(r.name, _stop(msg)))
            elif held is not None:
                held.append(stub)  # one entry a stub: host_headers sorts them by library
            else:
                out.append(stub)
        else:
            out.append(f"#define {r.name} {r.target}")
    out += ["", "/* calls whose arguments change, by the number of arguments */"]
    for name, overloads in sorted(calls.items()):
        arities = sorted({c.arity for c in overloads})
        out.append(f"#define {name}(...) PYCUCC_DISPATCH(pycucc_call_{name}_, __VA_ARGS__)")
        for arity in arities:
            same = [c for c in overloads if c.arity == arity]
            if len(same) == 1:
                out.append(f"#define pycucc_call_{name}_{arity}({_call_macro(same[0])[0]}) "
                           f"{_body(same[0], hip_version)}")
            else:
                out += _typed_overloads(name, arity, same, hip_version)
        wrong = [n for n in range(1, MAX_ARITY + 1) if n not in arities]
        msg = f"{name} takes {', '.join(map(str, arities))} arguments"
        out += [f"#define pycucc_call_{name}_{n}(...) {_stop(msg)}" for n in wrong]
    out += ["", "/* what HIP cannot do */"]
    for r in unsupported:
        msg = f"{r.name} is not supported by HIP: {r.advice}"
        stub = _stubbed(r.name, msg, _stop(msg), known, too_new, renamed, quiet=r.attr("drop") == "yes")
        if stub is None:
            out.append(_stop_macro(r.name, _stop(msg)))
        elif held is not None:
            held.append(stub)
        else:
            out.append(stub)
    return "\n".join(out) + "\n"


def field_shims(ruleset, hip_version) -> List[str]:
    """C++ code reads a struct HIP declares without a member CUDA's has (a `field` rule with `cuda`, too new for the
    installed HIP): the CUDA names of the struct become a class derived from HIP's that adds CUDA's member,
    marked deprecated with the rule's advice, so that the code compiles with a located warning and the object
    still converts to HIP's type where a HIP function takes it. What is set in the member does not reach HIP."""
    out: List[str] = []
    by_owner: Dict[str, List] = {}
    for r in ruleset.rules:
        if r.kind == "field" and r.attr("cuda") and _too_new(r, hip_version) and r.attr("older") == "none":
            by_owner.setdefault(r.owner, []).append(r)
    for owner, rules in sorted(by_owner.items()):
        base = ruleset.renames.get(owner)
        if base is None or not _IDENT.match(base.target or ""):
            continue
        shim = f"__pycucc_fields_{owner}"
        out += ["#ifdef __cplusplus", f"#ifndef PYCUCC_FIELDS_{owner}", f"#define PYCUCC_FIELDS_{owner}",
                f"struct {shim} : {base.target} {{"]
        for r in rules:
            msg = (f"pycucc: {r.field_path} of {owner} needs HIP {_version(r.attr('hip_since'))} or newer; found "
                   f"HIP {_version(hip_version)}, where what is set in it does not reach HIP: {r.attr('advice')}")
            out.append(f"  {r.attr('cuda')} __attribute__((deprecated({c_string(msg)})));")
        out.append("};")
        for alias in sorted(n for n, x in ruleset.renames.items() if x.target == base.target and "::" not in n):
            out += [f"#undef {alias}", f"#define {alias} {shim}"]
        out += ["#endif", "#endif"]
    return out


def implicit_guards(ruleset) -> List[str]:
    """The include guards of cuda_runtime.h and the headers it includes (`implicit=yes`), which nvcc defines in
    every .cu: every header of the toolkit brings the whole runtime API, so it defines them all."""
    return sorted({r.attr("guard") for r in ruleset.headers.values() if r.attr("implicit") == "yes"})


def _prologue(hip_version, guards: Sequence[str]) -> str:
    """pycucc_toolkit.h: the C text is templates/pycucc_toolkit.h.in; this fills in the versions, the arity macros'
    parameter lists and the runtime's include guards."""
    with open(os.path.join(TEMPLATES_DIR, "pycucc_toolkit.h.in"), encoding="utf-8") as f:
        template = string.Template(f.read())
    number = CUDA_VERSION[0] * 1000 + CUDA_VERSION[1] * 10
    return template.substitute(
        hip_version=_version(hip_version), cuda_version=number, core_header=CORE_HEADER,
        nargs_parameters=", ".join(f"_{i}" for i in range(1, MAX_ARITY + 1)),
        nargs_counts=", ".join(str(i) for i in range(MAX_ARITY, 0, -1)),
        guards="".join(f"#ifndef {g}\n#define {g}\n#endif\n" for g in guards))


def _header(name: str, rule, macros: Optional[str], package: Optional[str], wrapped: Sequence[str],
            hip_version, stubs: Sequence[str] = (), also: Sequence[str] = ()) -> str:
    guard = rule.attr("guard") or "PYCUCC_TOOLKIT_" + re.sub(r"\W", "_", name).upper()
    lines = [f"/* <{name}> for host compilers: pycucc's CUDA toolkit, generated from {os.path.basename(rule.path)} "
             f"(line {rule.line}); do not edit. */",
             f"#ifndef {guard}", f"#define {guard}", "#include <pycucc_toolkit.h>"]
    lines += [f"#include <{n}>" for n in also]  # before the declarations below, which may name their types
    target = rule.target
    if _too_new(rule, hip_version) and rule.attr("older") == "none":
        target = None  # older HIP lacks the header; what code needs of it comes from pycucc's (math constants)
    if target:
        missing = f"pycucc: {codes.missing_library_header(name, target)}" + (f": install {package}" if package else "")
        check = ["#if defined(__has_include)", f"#if !__has_include(<{target}>)", f"#error {c_string(missing)}",
                 "#endif", "#endif", f"#include <{WRAPPED}/{target}>" if target in wrapped else f"#include <{target}>",
                 f"#include <{CORE_STUBS}>"]
        if rule.attr("fallback") == "yes":
            # the HIP library's header where it is installed, else pycucc's stand-in, as pycucc's own compile finds it
            check[:6] = ["#if defined(__has_include)", f"#if __has_include(<{target}>)", "#define PYCUCC_TOOLKIT_HAS 1",
                         "#endif", "#endif", "#ifdef PYCUCC_TOOLKIT_HAS", "#undef PYCUCC_TOOLKIT_HAS",
                         f"#include <{target}>", "#else", f"#include <{FALLBACK}/{target}>", "#endif"]
        # the declarations of the names HIP lacks take the HIP library's types
        check += [f"#include <{n}>" for n in stubs]
        if rule.attr("host") == "no":  # device code only: nothing for a host compiler, as in CUDA
            check = ["#if defined(__HIP__)", *check, "#endif"]
        lines += check
    elif stubs and rule.target is None:
        # a CUDA header HIP has none of (nvtx3/nvToolsExtCudaRt.h): the declarations of its names HIP lacks (the
        # profiler calls that do nothing) take the runtime's types
        lines += ["#include <cuda_runtime_api.h>", *(f"#include <{n}>" for n in stubs)]
    if macros:
        lines.append(f"#include <{macros}>")
    if rule.attr("supplement"):
        lines.append(f"#include <{rule.attr('supplement')}>")
    lines.append(f"#endif /* {guard} */")
    return "\n".join(lines) + "\n"


def _unsupported_header(name: str, rule) -> str:
    """A CUDA header HIP has no counterpart of: including it stops the build at the include, saying why."""
    advice = rule.advice.replace("\\", "\\\\").replace('"', '\\"')
    return (f"/* pycucc's toolkit, from the rule {rule.id} */\n"
            f'#error "pycucc: <{name}> is not supported by HIP: {advice}"\n')


CORE_STUBS = "pycucc_stubs_core.h"


# HIP names of the compiler's, not declared by a header
_HOST_KNOWN: FrozenSet[str] = frozenset()


def _library(target: Optional[str]) -> str:
    """The HIP library header a header rule maps to, as its names start (hipblaslt for hipblaslt/hipblaslt.h,
    hipfftxt for hipfft/hipfftXt.h), "" for a target of no library folder."""
    if not target or "/" not in target:
        return ""
    return os.path.splitext(target.rsplit("/", 1)[1])[0].lower()


def _libraries(ruleset, path: str) -> List[str]:
    """The HIP library headers the headers of one rules file map to (cublas.rules: hipblas, hipblaslt)."""
    return sorted({_library(r.target) for r in ruleset.headers.values() if r.path == path} - {""})


_C_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def _stub_files(stem: str, held: Sequence[str], folders: Sequence[str]) -> Dict[str, str]:
    """pycucc_stubs_<stem>.h, and where a rules file maps headers to more than one HIP library header (cublas.rules:
    <cublas_v2.h> to hipblas.h, <cublasLt.h> to hipblaslt.h; cufft.rules: <cufftXt.h> to hipfftXt.h),
    pycucc_stubs_<stem>_<header>.h for the stubs written in the types of a header other than the first:
    <cublas_v2.h> includes hipblas.h only, and a stub naming hipblasLtHandle_t there stopped every C compile of it
    (<cufft.h>'s cufftXtSetJITCallback stub named hipfftXt.h's hipfftXtCallbackType). A stub's header is the
    longest header name its HIP words start with (HIP's libraries prefix their names so: hipblasLtMatmul,
    hipfftXtSetCallback); the message text is not read (advice may name another library)."""
    def library(stub: str) -> str:
        best = ""
        for w in _code_words(stub):
            for f in folders:
                if w.lower().startswith(f) and len(f) > len(best):
                    best = f
        return best
    main = folders[0] if folders else ""
    parts: Dict[str, List[str]] = {}
    for stub in held:
        f = library(stub)
        parts.setdefault("" if f in ("", main) else f, []).append(stub)
    out = {}
    for f in ["", *sorted(k for k in parts if k)]:
        rel = f"pycucc_stubs_{stem}_{f}.h" if f else f"pycucc_stubs_{stem}.h"
        what = f"the names of {stem}.rules HIP lacks" + (f" written in {f}'s types" if f else "")
        body = _render(parts.get(f, []))
        # the loggers' stubs take C's FILE * (cublasLtLoggerSetFile), which the HIP header need not declare
        io = "#include <stdio.h>\n" if re.search(r"\bFILE\b", _C_STRING.sub("", body)) else ""
        out[rel] = (f"/* {rel}: {what}, declared after the HIP library's header (generated; do not edit). */\n"
                    "#pragma once\n" + io + body + "\n")
    return out


def host_headers(ruleset, hip_version, hip_names=frozenset(), library_names=None) -> Dict[str, str]:
    """Relative path -> text of every file of the toolkit's include/ folder. `hip_names`: what the installed HIP's
    own headers declare (toolchain.installed_library); `library_names(folder)`: what an installed HIP library's
    headers declare (None when it is not installed). A declaration of a name HIP lacks that needs a HIP name they
    do not declare is left out (the stop macro stays)."""
    files: Dict[str, str] = {}
    for name in SHARED:
        with open(os.path.join(INCLUDE_DIR, name), encoding="utf-8") as f:
            files[name] = f.read()
    # the implicit headers of a rules file outside the core (library_types.h) are included by every header instead
    # of having their guard defined: their names are in their own macros
    apart = sorted(n for n, r in ruleset.headers.items() if r.attr("implicit") == "yes" and not r.unsupported
                   and ruleset.head(r.path).toolkit_macros)
    files["pycucc_toolkit.h"] = _prologue(hip_version, [g for g in implicit_guards(ruleset) if g not in
                                                        {ruleset.headers[n].attr("guard") for n in apart}])
    wrapped = []
    for folder, _, names in os.walk(WRAP_DIR):
        for n in names:
            rel = os.path.relpath(os.path.join(folder, n), WRAP_DIR).replace(os.sep, "/")
            with open(os.path.join(folder, n), encoding="utf-8") as f:
                files[f"{WRAPPED}/{rel}"] = f.read()
            wrapped.append(rel)
    for folder, _, names in os.walk(FALLBACK_DIR):
        for n in names:
            rel = os.path.relpath(os.path.join(folder, n), FALLBACK_DIR).replace(os.sep, "/")
            with open(os.path.join(folder, n), encoding="utf-8") as f:
                files[f"{FALLBACK}/{rel}"] = f.read()
    by_file: Dict[str, List] = {}
    for r in ruleset.rules:
        by_file.setdefault(_stem(r.path), []).append(r)
    all_rules = list(ruleset.rules)
    core_stubs: List[str] = []
    core = [_stem(p) for p in ruleset.core_files]
    files[CORE_HEADER] = rules_header("the CUDA runtime and driver API (" + ", ".join(
        f"{s}.rules" for s in core) + ")", (r for s in core for r in by_file.get(s, ())), hip_version,
        hip_names, all_rules, core_stubs, known=hip_names | _HOST_KNOWN if hip_names else None)
    core_stubs += field_shims(ruleset, hip_version)
    # cudaDeviceProp as pycucc's struct with the members HIP's lacks, in C++ (the header's own guard)
    core_stubs.append(f"#include <{device_prop.HEADER}>")
    files[CORE_STUBS] = ("/* pycucc_stubs_core.h: the runtime's and driver's names HIP lacks, declared after HIP's "
                         "header (generated; do not edit). */\n#pragma once\n" + _render(core_stubs) + "\n")
    for name, rule in sorted(ruleset.headers.items()):
        stem = _stem(rule.path)
        if rule.unsupported:
            if rule.attr("toolkit") != "absent":
                files[name] = _unsupported_header(name, rule)
            continue
        if rule.target == name:
            continue  # the HIP library keeps the CUDA name (rocThrust's thrust/...): its own header is the one
        libs = ruleset.library_of_file.get(rule.path, ())
        # a file of no library whose names a C program still names (`toolkit_macros=yes`: cuComplex.h's
        # cudaDataType, CUDA_R_32F): its macros are read with its headers too
        if not libs and not ruleset.head(rule.path).toolkit_macros:
            macros = None  # the runtime's headers: pycucc_toolkit.h has the core macros
        else:
            macros = f"pycucc_rules_{stem}.h"
            if macros not in files:
                folder = (rule.target or "").split("/", 1)[0]
                lib_names = library_names(folder) if library_names is not None and "/" in (rule.target or "") \
                    else None
                held: List[str] = []
                files[macros] = rules_header(f"{stem}.rules", by_file.get(stem, ()), hip_version, hip_names,
                                             all_rules, held, known=(lib_names | hip_names | _HOST_KNOWN)
                                             if lib_names else None)
                for rel, text in _stub_files(stem, held, _libraries(ruleset, rule.path)).items():
                    files[rel] = text
        package = ruleset.package_of_header(rule)
        stub_files = [f"pycucc_stubs_{stem}.h"] if macros else []
        own = f"pycucc_stubs_{stem}_{_library(rule.target)}.h"
        if macros and own in files:
            stub_files.append(own)
        files[name] = _header(name, rule, macros, package, wrapped, hip_version, stub_files,
                              [n for n in apart if n != name])
    return files
