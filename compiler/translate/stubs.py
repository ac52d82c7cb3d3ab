"""The stub pass: CUDA names HIP lacks that host code names compile, as they do with nvcc. The declarations are
data generated from the rules (include/pycucc_stubs.h, tools/gen_stubs.py): a function returns its library's
not-supported status, a type, enum or constant is declared as CUDA declares it. The token pass hands on each such
use (Translation.stub_uses); here a device function's call of one is an error (unsupported-api), every other use
a warning (unsupported-api-stubbed) with the rule's advice, and the blocks the file needs go before its code, each
under a guard of its own (a header and the file that includes it may both need one)."""
from __future__ import annotations

import re

from .. import codes
from ..diagnostics import Severity
from ..resources import INCLUDE_DIR

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Iterable, List, Optional, Tuple
    from .state import Translation

STUBS_FILE = "pycucc_stubs.h"

# (a pattern string: re's own cache compiles it at its first use; a file without a name HIP lacks reads no stubs)
_BLOCK = (r"^/\* pycucc-stub (\w+) (\w+)(?: needs=([\w,]+))?(?: as=(\w+):(\w+):(-?\d+))?( apart=yes)?"
          r'(?: adapts=(\w+(?: says="[^"\n]*")?))? \*/\n(.*?)'
          r"^/\* end \*/\n")
_table: Optional[Dict[str, Tuple[int, str, str, Tuple[str, ...]]]] = None
# an enumerator of a type HIP has from some version on: (the CUDA type, HIP's type, the value)
_typed: Dict[str, Tuple[str, str, int]] = {}
# stubs that name another HIP library's types (cuSOLVER's sparse calls: hipsparseMatDescr_t), which that stub's
# own library's headers do not include: a translated file has them (it includes cusparse.h for the descriptor);
# the toolkit's headers leave them out
_apart: Dict[str, None] = {}
# functions that call the installed library's other form of them (include/pycucc_library_adapters.h): the HIP
# function each calls
_adapts: Dict[str, str] = {}


def table() -> Dict[str, Tuple[int, str, str, Tuple[str, ...]]]:
    """CUDA name -> (place in the file, kind, declaration text, the stubs it needs)."""
    global _table
    if _table is None:
        with open(f"{INCLUDE_DIR}/{STUBS_FILE}", encoding="utf-8") as f:
            text = f.read()
        _table = {}
        for i, m in enumerate(re.finditer(_BLOCK, text, re.M | re.S)):
            _table[m.group(1)] = (i, m.group(2), m.group(9), tuple(filter(None, (m.group(3) or "").split(","))))
            if m.group(4):
                _typed[m.group(1)] = (m.group(4), m.group(5), int(m.group(6)))
            if m.group(7):
                _apart[m.group(1)] = None
            if m.group(8):
                _adapts[m.group(1)] = m.group(8)
    return _table


def typed_constant(name: str) -> Optional[Tuple[str, str, int]]:
    """(CUDA type, HIP type, value) of an enumerator HIP lacks of a type HIP has from some version on."""
    table()
    return _typed.get(name)


def apart(name: str) -> bool:
    table()
    return name in _apart


def adapts(name: str) -> Optional[str]:
    """The installed HIP function a CUDA function's declaration calls (`none says="WHY"` for one that needs none),
    or None for a not-supported stub (a name that is a macro of an adapter's, cublas_v2.h's cublasDtrmm of
    cublasDtrmm_v2, calls what that one calls)."""
    t = table()
    if name not in _adapts and name in t:
        m = re.fullmatch(r"#define \w+ (\w+)\s*", t[name][2])
        return _adapts.get(m.group(1)) if m else None
    return _adapts.get(name)


def adapters_taking(name: str) -> List[str]:
    """The adapters whose parameters have the type `name` is (a type, or an enumerator declared with it)."""
    t = table()
    types = {name} | set(t[name][3] if t.get(name) and t[name][1] == "alias" else ())
    return [a for a in _adapts if types & set(t[a][3])]


def has_stub(name: str) -> bool:
    return name in table()


def stub_kind(name: str) -> Optional[str]:
    entry = table().get(name)
    return entry[1] if entry is not None else None


def needed(names: Iterable[str], kept: Iterable[str] = ()) -> List[str]:
    """The stubs that declaring `names` takes (what they need first), in the order of the file; what a name of
    `kept` needs is not followed (it is declared otherwise)."""
    t = table()
    stop = set(kept)
    seen: Dict[str, None] = {}
    todo = [n for n in names if n in t]
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen[n] = None
        if n not in stop:
            todo += [m for m in t[n][3] if m in t and m not in seen]
    return sorted(seen, key=lambda n: t[n][0])


def guarded(name: str, text: Optional[str] = None) -> str:
    text = table()[name][2] if text is None else text
    return f"#ifndef PYCUCC_STUB_{name}\n#define PYCUCC_STUB_{name}\n{text}#endif\n" if text else ""


_TAG_USE = re.compile(r"\b(?:struct|enum|union)\s+(\w+)")
_tag_names: Optional[Dict[str, None]] = None


def _tags() -> Dict[str, None]:
    """Names another stub's declaration uses as a struct, enum or union tag: a typedef cannot stand for them."""
    global _tag_names
    if _tag_names is None:
        _tag_names = {}
        for name, (_, _, text, _) in table().items():
            for m in _TAG_USE.finditer(text):
                if m.group(1) != name:
                    _tag_names[m.group(1)] = None
    return _tag_names


def block(names: Iterable[str], hip_type: Callable[[str], Optional[str]] = lambda n: None,
          present: Iterable[str] = ()) -> str:
    """The declarations of `names` and what they need, each under its own guard. `hip_type` gives HIP's type for
    a CUDA type name a declaration needs where the HIP headers declare that type (HIP 5.2's hipDataType for
    cudaDataType): the name is then a typedef of HIP's, so that HIP's values (a translated CUDA_R_32F, or a
    header's CUDA_R_8I macro of the HIP type) pass to a stub and CUDA's enumerators are not declared again."""
    names = list(names)
    t = table()
    typedefs: Dict[str, str] = {}
    for n in needed(names):
        hip = hip_type(n) if t[n][1] in ("type", "alias", "typedef") and n not in _tags() else None
        if hip is not None and typed_constant(n) is None:
            typedefs[n] = hip
    while True:
        order = needed(names, typedefs)
        # an alias CUDA declares with its type (cudaDataType in cudaDataType_t's block) keeps that block
        lost = {m for n in order if n not in typedefs and not t[n][2] for m in t[n][3] if m in typedefs}
        if not lost:
            break
        for m in lost:
            del typedefs[m]
    skip = set(present)  # declared already (a file translated before): what they need is there too
    body = "".join(guarded(n, f"typedef {typedefs[n]} {n};\n" if n in typedefs else None) for n in order
                   if n not in skip)
    return f"/* pycucc: declarations of CUDA names HIP lacks (pycucc_stubs.h) */\n{body}" if body else ""


def status_of(name: str) -> str:
    """What a stubbed function returns, for the message: the `return X;` of its declaration."""
    _, _, text, needs = table()[name]
    m = re.search(r"return (\w+);", text)
    if m is None and text.startswith("#define"):  # a macro of the function it names (cublasDtrmm's _v2)
        return next((status_of(n) for n in needs if stub_kind(n) == "function"), "")
    return m.group(1) if m else ""


def stubbed(tr: Translation, name: str, tok, rule, why: str) -> bool:
    """Whether this use of a name HIP lacks gets a declaration (stub_pass) rather than an error: active code, a
    name pycucc_stubs.h declares, and the translation's unsupported_api is "stub"."""
    if tr.opts.unsupported_api != "stub" or tr.roc or tr.inactive(tok.start) or not has_stub(name):
        return False
    tr.stub_uses.append((name, tok, rule, why))
    return True


def too_new_stubbed(tr: Translation, rule, tok) -> bool:
    """A hip_since rename whose name the installed HIP library's headers do not declare (a build's
    library_search): the CUDA name stays and is declared (stub_pass), with the version warning's reason."""
    if not rule.attr("hip_since") or not tr.library_search or tr.opts.unsupported_api != "stub" or tr.roc \
            or tr.inactive(tok.start) or not has_stub(rule.name):
        return False
    missing = tr.missing_in_installed(rule)
    if missing is None:
        return False
    tr.stub_uses.append((rule.name, tok, rule, missing))
    return True


def stub_pass(tr: Translation) -> None:
    uses = tr.stub_uses
    if not uses:
        return

    def hip_type(name: str) -> Optional[str]:
        """HIP's type for a CUDA type name where HIP has it (the installed headers say so; `pycucc translate`:
        the newest HIP)."""
        rule = tr.rules.renames.get(name)
        target = getattr(rule, "target", None) or ""
        if rule is None or not re.fullmatch(r"\w+", target):
            return None
        return target if not tr.library_search or tr.missing_in_installed(rule) is None else None

    ranges = sorted(tr.facts.device_ranges)
    declared: Dict[str, None] = {}
    warned = set()
    for name, tok, rule, why in uses:
        device = next((what for lo, hi, what in ranges if lo <= tok.start < hi), None)
        kind = stub_kind(name)
        if device is not None and kind in ("function", "macro"):
            advice = getattr(rule, "advice", "") or why
            tr.diag(Severity.ERROR, codes.UNSUPPORTED_API, f"'{name}' is not supported by HIP in device code "
                    f"(called in {device}): {advice}", tok.line, tok.col, rule)
            continue
        declared[name] = None
        if name in warned:
            continue  # one warning a name and file: an enum-to-string helper names every value
        warned.add(name)
        typed = typed_constant(name)
        if getattr(rule, "attr", lambda k: None)("drop") == "yes":
            # a profiler-only call (NVTX's resource naming): nothing the program computes depends on it
            tr.diag(Severity.NOTE, codes.PROFILER_CALL_DROPPED, f"'{name}' only names something for a profiler; dropped "
                    f"(a stub that does nothing): {getattr(rule, 'advice', '')}",
                    tok.line, tok.col, rule)
            continue
        via = adapts(name) if kind == "function" else None
        if via:
            says = re.fullmatch(r'\w+ says="(.*)"', via)
            did = says.group(1) if says else f"it calls the installed {via}, converting CUDA's arguments"
            tr.diag(Severity.NOTE, codes.API_ADAPTED, f"'{name}' {why}; {did}", tok.line, tok.col, rule)
            continue
        if kind == "function":
            did = f"compiled to a stub that returns {status_of(name)}"
        elif typed is not None and hip_type(typed[0]) is not None:
            did = f"declared as a constant of {typed[1]} with CUDA's value"
        elif kind == "alias":
            did = f"declared as CUDA declares it, with {', '.join(table()[name][3])}"
        else:
            did = f"declared as CUDA declares it ({kind})"
        takers = adapters_taking(name)
        if takers:
            # a type or constant that adapters convert (cublasComputeType_t's values for hipBLAS 0.54's GemmEx)
            tr.diag(Severity.NOTE, codes.API_ADAPTED, f"'{name}' {why}; {did}, which the adapters of "
                    f"{', '.join(takers)} convert for the installed library", tok.line, tok.col, rule)
            continue
        tr.diag(Severity.WARNING, codes.UNSUPPORTED_API_STUBBED, f"'{name}' {why}; {did}", tok.line, tok.col, rule,
                hint=f"port this use if the program needs it (pycucc explain {codes.UNSUPPORTED_API_STUBBED}); "
                     "--unsupported-api=error makes it an error")
    constants = []
    for name in list(declared):
        typed = typed_constant(name)
        if typed is not None and hip_type(typed[0]) is not None:
            # HIP has the type: a constant of it
            del declared[name]
            constants.append(f"#ifndef {name}\n#define {name} (({typed[1]}){typed[2]})\n#endif\n")
    # a file translated before (pycucc's output given to pycucc again) holds the blocks already: none twice, also
    # where a name declared again needs one of them (an enumerator stub names its enum's block)
    order = needed(declared)
    present = [n for n in order if f"#define PYCUCC_STUB_{n}\n".encode() in tr.data]
    text = block((n for n in order if n not in present), hip_type, present)
    if constants:
        text = (text or "/* pycucc: declarations of CUDA names HIP lacks (pycucc_stubs.h) */\n") + "".join(constants)
    if text:
        tr.edits.insert(stub_position(tr), text.encode())


def stub_position(tr: Translation) -> int:
    """Before the file's code (after its leading preprocessor directives, as the PTX helpers), and after every
    #include that comes before the first use: the stubs' types are the HIP libraries'."""
    at = tr.code_start()
    first = min(tok.start for _, tok, _, _ in tr.stub_uses)
    for inc in tr.include_starts:
        if at <= inc < first:
            at = tr.logical_line_end(inc) + 1
    return min(at, len(tr.data))
