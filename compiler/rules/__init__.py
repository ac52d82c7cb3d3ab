"""The translation rules: ``*.rules`` data files in this package, parsed with ``grammar.lark``.

``load_rules()`` returns the validated :class:`RuleSet` (cached per process, and kept in pycucc's cache as data: stored.py).
Problems in a rules file are reported as ``PycuccError`` with ``file:line:col``, the offending line and a caret
(ids ``PCC30xx``). The parse tree is turned into rules by one lark ``Transformer`` (a method per entry kind).

The package is the rules' data files and this loader.
"""
from __future__ import annotations

import functools
import os
import re
import threading
from pathlib import Path
from collections.abc import Mapping, Sequence

from .. import __version__, codes, resources, trust
from . import stored
from ..cache import atomic_write, cache_root, load, recall, remember, stamp_memo, stamps_of, store
from ..diagnostics import Diagnostic, PycuccError, error, source_line_of
from ..records import field, record, replace
from ..stamps import sha256  # CPython's own: hashlib's import loads OpenSSL (2 ms of a one-file translation)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Iterable, List, Optional, Tuple, Union


RULES_DIR = Path(resources.RULES_DIR)
GRAMMAR_PATH = RULES_DIR / "grammar.lark"

# Attribute name -> accepted value kinds. Kept closed so a typo in a rules file is caught at load time.
KNOWN_ATTRIBUTES: Dict[str, Tuple[str, ...]] = {
    "hip_since": ("VERSION", "NUMBER"),  # first HIP version that has the target API
    "warn": ("STRING",),  # emitted as a warning at every use
    "warp": ("STRING",),  # warp-size caveat, emitted as a warning at every use
    "hint": ("STRING",),  # extra advice attached to diagnostics about this entry
    "note": ("STRING",),  # emitted as a note at every use (what the rewrite did and why)
    "prelude": ("NAME",),  # host_read: the prelude that defines what the rewrite calls
    "template_kernel": ("NAME",),  # launch: macro around a kernel name with template arguments (written or deduced)
    # launch: the call a configuration value is wrapped in, left out where the value is spelled as that call already
    "wrapped": ("NAME",),
    "roc": ("NAME", "STRING"),  # the ROC library's name (rocBLAS, rocFFT, ...), used with TranslateOptions.roc
    # with roc: the first ROCm release whose ROC library declares the roc= name, where it is not the hip_since of
    # the hip* name (rocRAND 5.5's rocrand_set_ordering, hipRAND 6.2's hiprandSetGeneratorOrdering); a translation
    # with the ROC option checks this one
    "roc_since": ("VERSION",),
    # library, file: what provides the HIP library (Debian, ROCm, Windows HIP SDK); on a `file` entry, for the
    # headers of a header-only library, which has no `library` entry
    "package": ("STRING",),
    "include": ("NAME",),  # library: the folder of its headers where that is not the library's name (hip)
    "compat": ("NAME",),  # header: `before` when pycucc_compat.h's switches must precede the HIP header
    # library: the enumerator of its status type that its stubs return (a function HIP lacks; tools/gen_stubs.py)
    "stub_status": ("NAME",),
    # header, library: `yes` where pycucc ships a stand-in for the HIP library (compiler/include/fallback/<target>,
    # searched last) that a build uses when the library is not installed: a profiler API whose calls may do nothing
    "fallback": ("NAME",),
    "dependency": ("NAME",),  # library: CMake's CUDA::<that> target links it implicitly (cublasLt for cublas)
    # library: the HIP library that holds its functions where HIP's folders have no lib<target>.so of its own
    # (hipRTC inside libamdhip64 on HIP 5.2)
    "within": ("NAME",),
    # library: the CMake release whose FindCUDAToolkit first makes CUDA::<name>; the toolkit declares it for older
    "cmake_since": ("VERSION",),
    "guard": ("NAME",),  # header: the CUDA header's include-guard macro (the toolkit's copy defines it)
    # header: how hipify-clang's tables spell the HIP header (TranslateOptions.header_layout="hipify"), and with --roc
    "hipify": ("STRING",),
    "hipify_roc": ("STRING",),
    # header: "VERSION SPELLING", hipify-clang's spelling up to that HIP version's tables where it was another
    # (header_layout="hipify-6.0")
    "hipify_was": ("STRING",),
    # header: hipify-clang includes one header of this group once a file (a library's main headers): the later
    # includes are removed; "G H": joins group G, and an earlier include of group H removes it too (cublas_v2.h
    # after cublas.h, not the other way round)
    "hipify_once": ("NAME", "STRING"),
    "host": ("NAME",),  # header: `no` when the HIP header is for HIP compiles only (a host compiler cannot read it)
    "implicit": ("NAME",),  # header: `yes` for cuda_runtime.h and the headers it includes (nvcc's implicit include)
    "when": ("STRING",),  # call: "param: integer|pointer|record", the overload for that type class of an argument
    # with hip_since: what a build against an older HIP does (rename: keep; header: none; field: the path it spells)
    "older": ("NAME", "NONE", "STRING"),
    "advice": ("STRING",),  # field: with older=none, what to do where older HIP lacks the field
    # field: CUDA's declaration of the member, for the toolkit's headers where the installed HIP lacks it (C++)
    "cuda": ("STRING",),
    # field (of cudaDeviceProp), with older: the hipDeviceGetAttribute attribute that pycucc's struct reads the member
    # from on older HIP; `query`: the function of the device (hipDeviceGetUuid) that fills it; `value`: CUDA's "not
    # supported" value it holds where neither says (0 unless given)
    "attribute": ("NAME",),
    # field (of cudaDeviceProp), with attribute: the member of older HIP's own struct that means the same, which the
    # struct holds where the attribute does not answer (AMD's runtimes answer few of CUDA's attributes)
    "from": ("NAME",),
    "query": ("NAME",),
    "value": ("STRING", "NUMBER"),
    # field (one name, with a template): the helper a template's read of that member goes through where the object's
    # type depends on the template's parameters (pycucc_compat.h: the member for any type, the template's for this)
    "dependent": ("NAME",),
    # with hip_since: a name of the release that gave the HIP function CUDA's arguments, where an older release
    # declares the function with others (hipBLAS's Ex functions before its V2 API): installed headers without the
    # name have the older form, and the CUDA call is a stub there
    "form_since": ("NAME",),
    # header: a header of pycucc's that the toolkit's copy of the CUDA header includes too (what older HIP lacks)
    "supplement": ("STRING",),
    # header with fallback=yes: what pycucc's stand-in does where the HIP library is absent (the build's note)
    "standin": ("STRING",),
    # library: the HIP library pycucc's stand-in for it calls where it is absent (cublasLt's: hipblas)
    "standin_lib": ("NAME",),
    # library: `yes` where CUDA's is header-only (NVTX 3): the link takes the HIP library as needed where installed
    "header_only": ("NAME",),
    "api": ("STRING",),  # file: hipify-clang's "by API" class of the file's conversions
    "api_by_name": ("STRING",),  # file: "PATTERN: CLASS", the class of the names that named pattern matches
    "core": ("NAME",),  # file: `yes` when its names make up cuda_runtime.h/cuda.h (the toolkit's core header)
    # file: `yes` for a file of no library whose names the toolkit's headers give host code (cuComplex.h's)
    "toolkit_macros": ("NAME",),
    "removed": ("NAME",),  # declares: `yes` for pycucc's headers of what CUDA 13's no longer declare
    # unsupported_header: `absent` when the toolkit writes no #error copy, so that __has_include is false as on a
    # CUDA install without that component (programs test for NVML and take their fallback)
    "toolkit": ("NAME",),
    # unsupported: `yes` for a function whose only effect is what a profiler shows (NVTX's resource naming, markers
    # with attributes): a host call compiles to a stub that does nothing, with a note (tools/gen_stubs.py)
    "drop": ("NAME",),
}

# Attributes whose value is yes or no.
_YES_NO = ("core", "toolkit_macros", "removed")

# What `older` may say, per entry kind: keep the CUDA name (a rename), remove the include (a header).
OLDER_ACTIONS = {"rename": "keep", "header": "none"}

# Type classes a `when` attribute may name (how the parse classifies an argument after overload resolution).
WHEN_KINDS = ("integer", "pointer", "record")

# Lower-case identifiers a call template may use without them being placeholders.
_TEMPLATE_KEYWORDS = frozenset(
    "nullptr true false sizeof alignof decltype void int unsigned signed char short long float double "
    "bool const size_t static_cast reinterpret_cast const_cast".split()
)
_PLACEHOLDER_LIKE = re.compile(r"[a-z][a-z0-9_]*\Z")
_TEMPLATE_LEX = re.compile(r'"(?:[^"\\\n]|\\.)*"|\d[A-Za-z0-9_.]*|[A-Za-z_][A-Za-z0-9_]*')


_PLAIN_ID_KINDS = frozenset({"rename", "unsupported", "header", "unsupported_header"})
_QUALIFIED = "::"


@record(frozen=True)
class Rule:
    kind: str
    name: str
    path: str
    line: int
    col: int
    section: str
    attrs: Tuple[Tuple[str, Union[str, Tuple[int, ...]]], ...]

    @property
    def id(self) -> str:
        """Stable across edits of the file: ``<file stem>:<name>`` (``runtime:cudaMalloc``; kinds that may share
        a name with another entry add their kind: ``runtime:device_unsupported:cudaDeviceSynchronize``); shown
        in diagnostics next to the PCC code and used as the key of porting reports."""
        stem = Path(self.path).stem
        return f"{stem}:{self.name}" if self.kind in _PLAIN_ID_KINDS else f"{stem}:{self.kind}:{self.name}"

    def attr(self, key: str, default=None):
        for k, v in self.attrs:
            if k == key:
                return v
        return default


@record(frozen=True)
class Rename(Rule):
    target: str = ""


@record(frozen=True)
class Operand:
    """A placeholder the template applies member access to (``p.id``, ``p->id``): spliced in parentheses unless
    the argument is already a postfix expression, so that ``*loc`` becomes ``(*loc).id`` rather than ``*loc.id``."""

    index: int


@record(frozen=True)
class Variadic:
    """``args...``: every argument from ``index`` on, comma-separated; with none, the comma before it goes."""

    index: int


# A name followed by member accesses / subscripts needs no parentheses before another member access.
_POSTFIX_ARG = re.compile(r"[A-Za-z_]\w*(?:\s*(?:\.|->)\s*[A-Za-z_]\w*|\s*\[[^\[\]]*\])*\Z")
if TYPE_CHECKING:
    Piece = Union[str, int, Operand, Variadic]


def _render(pieces: Sequence[Piece], args: Sequence[str]) -> str:
    out: List[str] = []
    for p in pieces:
        if isinstance(p, Variadic):
            rest = args[p.index:]
            if rest:
                out.append(", ".join(rest))
            elif out:
                out[-1] = re.sub(r",\s*\Z", "", out[-1])
        elif isinstance(p, Operand):
            arg = args[p.index].strip()
            out.append(arg if _POSTFIX_ARG.match(arg) else f"({arg})")
        else:
            out.append(args[p] if isinstance(p, int) else p)
    return "".join(out)


# One argument of a call template, for rewrites with the fewest edits: literal text (an argument the template adds),
# or (prefix, index of the call's argument, suffix): the argument wrapped, `HIP_SYMBOL(` symbol `)`.
if TYPE_CHECKING:
    ShapeArg = Union[str, Tuple[str, int, str]]


@record(frozen=True)
class CallShape:
    callee: str
    args: Tuple[ShapeArg, ...]


@record(frozen=True)
class CallRule(Rule):
    params: Tuple[str, ...] = ()
    template: str = ""
    # The template cut at placeholders: literal text, the index of the argument to splice in, or an Operand.
    pieces: Tuple[Piece, ...] = ()
    # The template as a callee and arguments that each wrap at most one parameter, the parameters in order; None
    # when the template reorders, repeats, combines or accesses members of them (then it is rendered whole).
    shape: Optional[CallShape] = None

    @property
    def id(self) -> str:
        when = self.when
        typed = f"[{self.params[when[0]]}:{when[1]}]" if when else ""
        return f"{Path(self.path).stem}:{self.name}/{self.arity}{typed}"

    @property
    def arity(self) -> int:
        return len(self.params)

    @property
    def when(self) -> Optional[Tuple[int, str]]:
        """(argument index, type class) of a typed overload; None for the overload of its arity."""
        spec = self.attr("when")
        if not spec:
            return None
        param, _, kind = spec.partition(":")
        param, kind = param.strip(), kind.strip()
        if param not in self.params or kind not in WHEN_KINDS:
            return None
        return self.params.index(param), kind

    def render(self, args: Sequence[str]) -> str:
        return _render(self.pieces, args)


def _top_level_split(text: str) -> List[str]:
    """``a, f(b, c), "x,y"`` -> its comma-separated parts at depth 0 (strings and brackets respected)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return parts


def call_shape(template: str, params: Sequence[str]) -> Optional[CallShape]:
    """The template of a call rule as a callee and arguments for rewrites with the fewest edits (see CallShape)."""
    open_at = template.find("(")
    if open_at < 0 or not template.rstrip().endswith(")"):
        return None
    callee = template[:open_at].strip()
    inner = template[open_at + 1:template.rstrip().rfind(")")]
    if not callee or not re.fullmatch(r"[A-Za-z_]\w*", callee):
        return None
    depth = 0
    for ch in inner:  # the first '(' must close at the end: `f(a)(b)` is not a plain call
        depth += ch == "("
        depth -= ch == ")"
        if depth < 0:
            return None
    args: List[ShapeArg] = []
    last = -1
    for part in (_top_level_split(inner) if inner.strip() else []):
        found = [m for m in _TEMPLATE_LEX.finditer(part) if m.group(0) in params
                 and not re.search(r"(?:(?<!\.)\.|->)\s*\Z", part[:m.start()])]
        if not found:
            args.append(part.strip())
            continue
        if len(found) > 1:
            return None
        m = found[0]
        after = part[m.end():].lstrip()
        if after.startswith(("->", "...")) or (after.startswith(".") and not after.startswith("...")):
            return None
        index = params.index(m.group(0))
        if index <= last:
            return None
        last = index
        args.append((part[:m.start()].lstrip(), index, part[m.end():].rstrip()))
    return CallShape(callee, tuple(args))


@record(frozen=True)
class LaunchRule(Rule):
    """``kernel<<<grid, block, shmem, stream>>>(args)`` as a call (hipify-clang's --hip-kernel-execution-syntax).

    ``params`` are the kernel, the configuration values and the variadic arguments, in that order; ``defaults``
    fill configuration values the launch leaves out."""
    params: Tuple[str, ...] = ()
    defaults: Tuple[Optional[str], ...] = ()  # per configuration value
    template: str = ""
    pieces: Tuple[Piece, ...] = ()

    def render(self, kernel: str, config: Sequence[str], args: Sequence[str], templated: bool) -> str:
        wrap = self.attr("template_kernel")
        if templated and wrap:
            kernel = f"{wrap}({kernel})"
        filled = list(config) + [d or "" for d in self.defaults[len(config):]]
        return _render(self._pieces_for(filled), [kernel, *filled, *args])

    def _pieces_for(self, config: Sequence[str]) -> Tuple[Piece, ...]:
        """The template's pieces, less the `wrapped` call around each configuration value already spelled as
        that call (`dim3(1, 2)`, not `dim3(dim3(1, 2))`)."""
        call = self.attr("wrapped")
        if not call:
            return self.pieces
        pieces = list(self.pieces)
        for k, p in enumerate(pieces):
            if not isinstance(p, int) or not 1 <= p <= len(config) or not config[p - 1].startswith(call + "("):
                continue
            before, after = pieces[k - 1] if k else None, pieces[k + 1] if k + 1 < len(pieces) else None
            if isinstance(before, str) and before.endswith(call + "(") and isinstance(after, str) \
                    and after.startswith(")"):
                pieces[k - 1], pieces[k + 1] = before[:-len(call) - 1], after[1:]
        return tuple(pieces)


@record(frozen=True)
class HostRead(Rule):
    """A host-side read of a CUDA built-in variable, rewritten to an expression (with a prelude defining it)."""
    template: str = ""


@record(frozen=True)
class Prelude(Rule):
    text: str = ""


@record(frozen=True)
class HeaderRule(Rule):
    target: Optional[str] = None  # None: the include is removed (kind "header") or is an error (unsupported_header)
    advice: str = ""  # unsupported_header: why, and what to use instead

    @property
    def unsupported(self) -> bool:
        return self.kind == "unsupported_header"


@record(frozen=True)
class ImplicitInclude(Rule):
    """The HIP header that stands for what nvcc includes implicitly in every .cu."""


@record(frozen=True)
class Unsupported(Rule):
    advice: str = ""


@record(frozen=True)
class DeviceUnsupported(Rule):
    """Fine in host code, an error in device code (dynamic parallelism)."""
    advice: str = ""


@record(frozen=True)
class PtxAdvice(Rule):
    """What HIP offers for inline PTX matching ``name`` (a regular expression)."""
    advice: str = ""


@record(frozen=True)
class Pattern(Rule):
    """One alternative of the named regular expression ``name``."""
    regex: str = ""

    @property
    def id(self) -> str:
        return f"{Path(self.path).stem}:pattern:{self.name}:{self.regex}"


@record(frozen=True)
class Library(Rule):
    """A CUDA library name for the link and the HIP library that replaces it (None: nothing to link)."""
    target: Optional[str] = None


@record(frozen=True)
class Namespace(Rule):
    """A C++ namespace whose HIP library has another name (``cub`` -> ``hipcub``): the name is replaced where it
    qualifies a name (``cub::X``) or is used as a namespace (``using namespace cub;``)."""
    target: str = ""


def _wrapping(pieces: Sequence[Piece]) -> Tuple[str, str]:
    """The text before and after a template's one parameter (the loader checks the template is of that form)."""
    i = list(pieces).index(0)
    return "".join(pieces[:i]), "".join(pieces[i + 1:])


@record(frozen=True)
class Conversion(Rule):
    """A conversion CUDA's types have and HIP's lack (CUDA's dim3 has a constructor from uint3, HIP's has not):
    ``name`` is the type converted to, ``source`` the type converted from. Where the parse converts a value of
    ``source`` to ``name`` (by the constructor or a conversion function, implicitly or not), the value is written
    through the template."""
    source: str = ""
    template: str = ""
    pieces: Tuple[Piece, ...] = ()

    @property
    def id(self) -> str:
        return f"{Path(self.path).stem}:convert:{self.source}->{self.name}"

    @property
    def wrapping(self) -> Tuple[str, str]:
        return _wrapping(self.pieces)


@record(frozen=True)
class UserOverload(Rule):
    """A function HIP overloads beyond CUDA's set (atomicMin for float and double): a program that defines such an
    overload itself would redefine HIP's, so in every file where the parse sees one of the program's own
    declarations of ``name``, each use of ``name`` becomes ``target``, under which pycucc_compat.h declares CUDA's
    own overloads (forwarding to HIP's): overload resolution then sees CUDA's set plus the program's."""
    target: str = ""


@record(frozen=True)
class MemberCall(Rule):
    """A member function CUDA's class has and HIP's lacks, called with no arguments: ``name`` is the qualified
    method (``cooperative_groups::thread_block_tile::meta_group_size``); where the parse calls it, the call is
    written through the template, its one parameter standing for the object (``*p`` for ``p->f()``)."""
    template: str = ""
    pieces: Tuple[Piece, ...] = ()

    @property
    def method(self) -> str:
        return self.name.rsplit(_QUALIFIED, 1)[1]

    @property
    def owner(self) -> str:
        return self.name.rsplit(_QUALIFIED, 1)[0]

    @property
    def wrapping(self) -> Tuple[str, str]:
        return _wrapping(self.pieces)


@record(frozen=True)
class FieldRule(Rule):
    """A field path of a CUDA struct that HIP spells otherwise or lacks: ``name`` is ``Tag::a.b`` (the struct's tag,
    as the parse's canonical type spells it, and the path read from an object of it); ``target`` the path as HIP
    spells it, None where HIP has no such field (``advice`` says what to do instead). With hip_since, `older`
    is the path older HIP spells (``none``: it lacks the field; the `advice` attribute says what to do)."""
    target: Optional[str] = None
    advice: str = ""
    template: str = ""  # `(obj) -> helper(obj)`: the read becomes a call of the helper on the object
    pieces: Tuple[Piece, ...] = ()

    @property
    def wrapping(self) -> Tuple[str, str]:
        return _wrapping(self.pieces)

    @property
    def owner(self) -> str:
        return self.name.split(_QUALIFIED, 1)[0]

    @property
    def field_path(self) -> str:
        return self.name.split(_QUALIFIED, 1)[1]


@record(frozen=True)
class FileHead:
    """What a rules file says about itself (its `file` and `declares` entries; defaults for a file without them):
    ``title`` heads its part of docs/coverage.md, ``api`` is hipify-clang's "by API" class of its conversions
    (``api_by_name``: (pattern, class), the class of the names that pattern matches instead), ``core`` says its
    names make up cuda_runtime.h/cuda.h of pycucc's toolkit, ``declares`` are the CUDA headers (relative to the
    parse declarations, compiler/include/cuda/) that declare its library's API and ``removed`` pycucc's headers
    of what the library's older releases declared and CUDA 13's headers no longer do."""
    path: str
    title: str
    api: str
    api_by_name: Optional[Tuple[str, str]] = None
    core: bool = False
    toolkit_macros: bool = False
    declares: Tuple[str, ...] = ()
    removed: Tuple[str, ...] = ()
    package: str = ""  # a header-only library's (CUB, Thrust): what installs the HIP headers, as a `library` says

    @property
    def stem(self) -> str:
        return Path(self.path).stem

    def api_of(self, name: str, ruleset: "RuleSet") -> str:
        """The class of a conversion of `name` (a CUDA name or header) made by one of this file's rules."""
        if self.api_by_name is not None and ruleset.pattern(self.api_by_name[0]).match(name):
            return self.api_by_name[1]
        return self.api


def default_head(path: str) -> FileHead:
    """The head of a rules file that has no `file` entry: named by its file name, in a class of its own."""
    stem = Path(path).stem
    return FileHead(path=path, title=stem, api=f"{stem.upper()} API")


@record(frozen=True)
class RuleSet:
    rules: Tuple[Rule, ...]
    renames: Mapping[str, Rename]
    calls: Mapping[str, Mapping[int, CallRule]]  # the overload of each arity (without `when`)
    headers: Mapping[str, HeaderRule]
    unsupported: Mapping[str, Unsupported]
    files: Tuple[str, ...]
    device_unsupported: Mapping[str, DeviceUnsupported] = field(default_factory=dict)
    launch: Optional[LaunchRule] = None
    host_reads: Mapping[str, HostRead] = field(default_factory=dict)
    preludes: Mapping[str, Prelude] = field(default_factory=dict)
    ptx_advice: Tuple[PtxAdvice, ...] = ()
    patterns: Mapping[str, Tuple[str, ...]] = field(default_factory=dict)  # name -> alternatives, in file order
    libraries: Mapping[str, Library] = field(default_factory=dict)
    implicit_include: Optional[ImplicitInclude] = None
    namespaces: Mapping[str, Namespace] = field(default_factory=dict)
    conversions: Mapping[Tuple[str, str], Conversion] = field(default_factory=dict)  # (to, from) -> rule
    user_overloads: Mapping[str, UserOverload] = field(default_factory=dict)
    members: Mapping[str, MemberCall] = field(default_factory=dict)  # qualified method -> rule
    fields: Mapping[str, FieldRule] = field(default_factory=dict)  # Tag::path -> rule
    # name -> arity -> the overloads picked by an argument's type class (`when`), when the parse can tell
    typed_calls: Mapping[str, Mapping[int, Tuple[CallRule, ...]]] = field(default_factory=dict)
    heads: Mapping[str, FileHead] = field(default_factory=dict)  # rules file -> what it says about itself
    # the HIP headers of the header rules with compat=before, sorted: kept beside the deferred table so that a
    # translation asks for them without decoding every header rule (porting._switched_include)
    compat_before_headers: Tuple[str, ...] = ()

    def head(self, path: str) -> FileHead:
        """What the rules file `path` says about itself (its title, API class, headers, core membership)."""
        return self.heads.get(path) or default_head(path)

    @property
    def core_files(self) -> Tuple[str, ...]:
        """The rules files whose names make up cuda_runtime.h/cuda.h (`file ... [core=yes]`), in file order."""
        return tuple(p for p in self.files if self.head(p).core)

    @property
    def main_header_folder(self) -> Optional[str]:
        """The include folder of the rules' main HIP header (the implicit include's: hip/hip_runtime.h -> hip),
        where HIP's own names are declared: the folder of rules of no library. None when no file names one."""
        main = self.implicit_include
        return main.name.rsplit("/", 1)[0] if main is not None and "/" in main.name else None

    @functools.cached_property
    def declaring_file(self) -> Mapping[str, str]:
        """CUDA header (as `declares` entries name it) -> the rules file of the library it declares."""
        return {h: p for p in self.files for hd in (self.head(p),) for h in hd.declares + hd.removed}

    @functools.cached_property
    def qualified_roots(self) -> frozenset:
        """First components of the qualified names that rules mention (``cub`` for ``cub::DeviceFor``), and the
        namespaces: the token pass looks at a ``a::b::c`` chain only when it starts with one of these."""
        names = [n for table in (self.renames, self.unsupported) for n in table if _QUALIFIED in n]
        return frozenset([n.split(_QUALIFIED, 1)[0] for n in names] + list(self.namespaces))

    @functools.cached_property
    def header_folders_of_file(self) -> Mapping[str, Tuple[str, ...]]:
        """Rules file -> the include folders its `header` entries name (hipblas, hipblaslt, rocblas ...), in order."""
        out: Dict[str, Dict[str, None]] = {}
        for h in self.headers.values():
            for t in (h.target, h.attr("roc")):
                if t and "/" in t:
                    out.setdefault(h.path, {})[t.split("/", 1)[0]] = None
        return {k: tuple(v) for k, v in out.items()}

    @functools.cached_property
    def library_of_file(self) -> Mapping[str, Tuple["Library", ...]]:
        """Rules file -> its `library` entries, in file order (which HIP library a file's rules belong to)."""
        out: Dict[str, List[Library]] = {}
        for r in self.libraries.values():
            out.setdefault(r.path, []).append(r)
        return {k: tuple(sorted(v, key=lambda r: r.line)) for k, v in out.items()}

    def package_of_header(self, rule: "HeaderRule") -> Optional[str]:
        """The package that installs the HIP library a `header` rule's target belongs to: the `library` entry of
        its rules file whose HIP name is the target's folder (hipblaslt/hipblaslt.h -> hipblaslt, not the file's
        first library, hipblas), else the file's first `library` entry with a package=, else its `file` entry's."""
        folder = (rule.target or "").split("/", 1)[0] if "/" in (rule.target or "") else None
        libs = self.library_of_file.get(rule.path, ())
        own = next((lib.attr("package") for lib in libs if folder and lib.target == folder and lib.attr("package")),
                   None)
        return own or next((lib.attr("package") for lib in libs if lib.attr("package")), None) or \
            (self.head(rule.path).package or None)

    def library_for(self, rule: Rule) -> Optional["Library"]:
        """The `library` entry a rule belongs to: of its file's entries, the one whose CUDA name is the longest
        prefix of the rule's name (case-insensitively: cublasLtMatmul and CUBLASLT_ORDER_COL belong to
        cublasLt, cublasSgemm to cublas), else the file's first."""
        libs = self.library_of_file.get(rule.path, ())
        if not libs:
            return None
        name = rule.name.lower()
        best = max((lib for lib in libs if name.startswith(lib.name.lower())), key=lambda lib: len(lib.name),
                   default=None)
        return best or libs[0]

    def arities(self, name: str) -> List[int]:
        """The argument counts that `call` entries of `name` take."""
        return sorted(set(self.calls.get(name, {})) | set(self.typed_calls.get(name, {})))

    def knows(self, name: str) -> bool:
        return name in self.renames or name in self.calls or name in self.typed_calls or name in self.unsupported

    def pattern(self, name: str) -> "re.Pattern[str]":
        """The named regular expression (its alternatives joined); one that no file defines matches nothing."""
        return _compile_alternatives(tuple(self.patterns.get(name, ())))

    def matching_alternative(self, name: str, text: str, anchored: bool = False) -> Optional["Pattern"]:
        """The entry of pattern `name` that matches `text` (for the rule id of a diagnostic it caused)."""
        for r in self.rules:
            if isinstance(r, Pattern) and r.name == name:
                rx = _compile_alternatives((r.regex,))
                if (rx.match(text) if anchored else rx.search(text)):
                    return r
        return None


@functools.lru_cache(maxsize=None)
def _compile_alternatives(alternatives: Tuple[str, ...]) -> "re.Pattern[str]":
    if not alternatives:
        return re.compile(r"(?!)")
    return re.compile("|".join(f"(?:{a})" for a in alternatives))


# --------------------------------------------------------------------------------------------------- parsing

_parser = None
_parser_lock = threading.Lock()


def _get_parser():
    global _parser
    with _parser_lock:
        if _parser is None:
            try:
                from lark import Lark
            except ImportError as exc:  # lark is a hard dependency; a broken install says so, located
                raise PycuccError(error(codes.LARK_MISSING,
                                        f"cannot import lark ({exc}); install it with 'pip install lark'"))
            _parser = Lark(
                GRAMMAR_PATH.read_text(encoding="utf-8"),
                parser="lalr",
                propagate_positions=True,
                maybe_placeholders=False,
            )
        return _parser


def _diag(code: str, message: str, text: str, path: str, line: int, col: int, hint: Optional[str] = None):
    return error(code, message, path=path, line=line, col=col, source_line=source_line_of(text, line), hint=hint)


def _syntax_error(exc, text: str, path: str) -> Diagnostic:
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    line = getattr(exc, "line", 0) or 0
    col = getattr(exc, "column", 0) or 0
    if isinstance(exc, UnexpectedToken):
        tok = exc.token
        found = "end of line" if tok.type == "_NL" else ("end of file" if tok.type == "$END" else repr(str(tok)))
        expected = sorted(_pretty_terminal(t) for t in exc.expected if not t.startswith("__ANON"))
        msg = f"syntax error: unexpected {found}"
        if expected:
            msg += "; expected " + ", ".join(expected)
        if tok.type == "$END":
            lines = text.splitlines() or [""]
            line, col = len(lines), len(lines[-1]) + 1
    elif isinstance(exc, UnexpectedCharacters):
        msg = f"syntax error: unexpected character {text[exc.pos_in_stream]!r}"
    elif isinstance(exc, UnexpectedEOF):
        msg = "syntax error: unexpected end of file"
    else:  # other lark errors carry their own text
        msg = f"syntax error: {exc}"
    return _diag(codes.RULES_SYNTAX_ERROR, msg, text, path, line, col)


_TERMINAL_NAMES = {
    "NAME": "a name", "STRING": "a string", "LONG_STRING": 'a """string"""', "NONE": "'none'",
    "VERSION": "a version", "NUMBER": "a number", "LPAR": "'('", "RPAR": "')'", "COMMA": "','", "LSQB": "'['",
    "RSQB": "']'", "EQUAL": "'='", "_NL": "end of line", "OP": "an operator", "CHEVRON": "'<<<'",
    "CLOSE_CHEVRON": "'>>>'", "ELLIPSIS": "'...'",
}


def _pretty_terminal(t: str) -> str:
    if t in _TERMINAL_NAMES:
        return _TERMINAL_NAMES[t]
    if t.startswith("__") and "_" in t:
        return t
    return t.lower().join("''")


def _unquote(s: str) -> str:
    return bytes(s[1:-1], "utf-8").decode("unicode_escape") if "\\" in s else s[1:-1]


def _unquote_regex(s: str) -> str:
    """A regular expression is taken as written (``"\\bshfl\\."``): only ``\\"`` stands for a quote."""
    return s[1:-1].replace('\\"', '"')


@record(frozen=True)
class _Section:
    title: str


@record(frozen=True)
class _HeadEntry:
    """A `file` or `declares` entry as parsed, before parse_rules_file makes the file's FileHead of them."""
    kind: str
    values: Tuple[str, ...]
    attrs: Tuple[Tuple[str, Union[str, Tuple[int, ...]]], ...]
    line: int
    col: int


def _transformer(text: str, path: str, problems: List[Diagnostic]):
    """One method per grammar rule; entries come back as Rules with their section filled in later."""
    from lark import Transformer, Tree, v_args

    def base(meta, attrs=()) -> dict:
        return dict(path=path, line=meta.line, col=meta.column, section="", attrs=attrs)

    @v_args(meta=True)
    class Build(Transformer):
        def start(self, meta, items):
            return items

        def section(self, meta, kids):
            return _Section(_unquote(str(kids[0])))

        def entry(self, meta, kids):
            make, attrs = kids[0], (kids[1] if len(kids) > 1 else ())
            return make(attrs)

        head = entry

        def file(self, meta, kids):
            return lambda attrs: _HeadEntry("file", (_unquote(str(kids[0])),), attrs, meta.line, meta.column)

        def declares(self, meta, kids):
            return lambda attrs: _HeadEntry("declares", tuple(_unquote(str(k)) for k in kids), attrs, meta.line,
                                            meta.column)

        def attrs(self, meta, kids):
            return _check_attrs(kids, text, path, problems)

        def attr(self, meta, kids):
            return kids

        def params(self, meta, kids):
            names: List[str] = []
            for p in kids:
                if str(p) in names:
                    problems.append(_diag(codes.RULES_DUPLICATE_PARAMETER, f"parameter '{p}' appears twice",
                                          text, path, p.line, p.column))
                names.append(str(p))
            return names

        def template(self, meta, kids):
            return text[meta.start_pos:meta.end_pos], meta.start_pos

        def targ(self, meta, kids):
            return None

        def group(self, meta, kids):
            return None

        def rename(self, meta, kids):
            return lambda attrs: Rename(kind="rename", name=str(kids[0]), target=str(kids[1]), **base(meta, attrs))

        def unsupported(self, meta, kids):
            return lambda attrs: Unsupported(kind="unsupported", name=str(kids[0]), advice=_unquote(str(kids[1])),
                                             **base(meta, attrs))

        def device_unsupported(self, meta, kids):
            return lambda attrs: DeviceUnsupported(kind="device_unsupported", name=str(kids[0]),
                                                   advice=_unquote(str(kids[1])), **base(meta, attrs))

        def header(self, meta, kids):
            target = None if kids[1].type == "NONE" else _unquote(str(kids[1]))
            return lambda attrs: HeaderRule(kind="header", name=_unquote(str(kids[0])), target=target,
                                            **base(meta, attrs))

        def unsupported_header(self, meta, kids):
            return lambda attrs: HeaderRule(kind="unsupported_header", name=_unquote(str(kids[0])),
                                            advice=_unquote(str(kids[1])), **base(meta, attrs))

        def implicit_include(self, meta, kids):
            return lambda attrs: ImplicitInclude(kind="implicit_include", name=_unquote(str(kids[0])),
                                                 **base(meta, attrs))

        def call(self, meta, kids):
            name = str(kids[0])
            params = kids[1] if len(kids) == 3 else []
            tmpl, start = kids[-1]
            pieces = _split_template(tmpl, params, name, text, path, start, problems)
            shape = call_shape(tmpl, params)
            return lambda attrs: CallRule(kind="call", name=name, params=tuple(params), template=tmpl,
                                          pieces=tuple(pieces), shape=shape, **base(meta, attrs))

        def launch_param(self, meta, kids):
            return str(kids[0]), (str(kids[1]) if len(kids) > 1 else None)

        def launch_params(self, meta, kids):
            return kids

        def launch(self, meta, kids):
            kernel, _, config, _, rest, _, (tmpl, start) = kids
            params = [str(kernel)] + [n for n, _ in config] + [str(rest)]
            pieces = _split_template(tmpl, params, "launch", text, path, start, problems, variadic=str(rest))
            return lambda attrs: LaunchRule(kind="launch", name="<<<>>>", params=tuple(params),
                                            defaults=tuple(d for _, d in config), template=tmpl,
                                            pieces=tuple(pieces), **base(meta, attrs))

        def host_read(self, meta, kids):
            tmpl, start = kids[1]
            _split_template(tmpl, [], str(kids[0]), text, path, start, problems)
            return lambda attrs: HostRead(kind="host_read", name=str(kids[0]), template=tmpl, **base(meta, attrs))

        def prelude(self, meta, kids):
            body = str(kids[1])[3:-3].strip("\n") + "\n"
            return lambda attrs: Prelude(kind="prelude", name=str(kids[0]), text=body, **base(meta, attrs))

        def ptx(self, meta, kids):
            regex = _unquote_regex(str(kids[0]))
            _check_regex(regex, kids[0], text, path, problems)
            return lambda attrs: PtxAdvice(kind="ptx", name=regex, advice=_unquote(str(kids[1])),
                                           **base(meta, attrs))

        def pattern(self, meta, kids):
            regex = _unquote_regex(str(kids[1]))
            _check_regex(regex, kids[1], text, path, problems)
            return lambda attrs: Pattern(kind="pattern", name=str(kids[0]), regex=regex, **base(meta, attrs))

        def namespace(self, meta, kids):
            return lambda attrs: Namespace(kind="namespace", name=str(kids[0]), target=str(kids[1]),
                                           **base(meta, attrs))

        def convert(self, meta, kids):
            to, source, param, (tmpl, start) = str(kids[0]), str(kids[1]), str(kids[2]), kids[3]
            pieces = _split_template(tmpl, [param], f"convert {to}", text, path, start, problems)
            _check_wrapping(pieces, param, tmpl, text, path, start, problems)
            return lambda attrs: Conversion(kind="convert", name=to, source=source, template=tmpl,
                                            pieces=tuple(pieces), **base(meta, attrs))

        def member(self, meta, kids):
            name, param, (tmpl, start) = str(kids[0]), str(kids[1]), kids[2]
            if name.count(_QUALIFIED) < 1:
                problems.append(_diag(codes.RULES_SYNTAX_ERROR, "a member entry names Class::method", text, path,
                                      meta.line, meta.column))
            pieces = _split_template(tmpl, [param], name, text, path, start, problems)
            _check_wrapping(pieces, param, tmpl, text, path, start, problems)
            return lambda attrs: MemberCall(kind="member", name=name, template=tmpl, pieces=tuple(pieces),
                                            **base(meta, attrs))

        def field(self, meta, kids):
            *names, last = kids
            param = next((str(k.children[0]) for k in names if isinstance(k, Tree)), None)
            names = [k for k in names if not isinstance(k, Tree)]
            tmpl, pieces = "", ()
            if isinstance(last, tuple):  # a template: the helper called on the object
                tmpl, start = last
                if param is None:
                    problems.append(_diag(codes.RULES_SYNTAX_ERROR, "a field entry with a template names its "
                                          "parameter: Tag::path(obj) -> helper(obj)", text, path, meta.line,
                                          meta.column))
                    param = "_"
                pieces = tuple(_split_template(tmpl, [param], str(names[0]), text, path, start, problems))
                _check_wrapping(pieces, param, tmpl, text, path, start, problems)
                target, advice = tmpl, ""
            elif len(names) > 1 and names[-1].type == "NONE":
                target, advice, names = None, _unquote(str(last)), names[:-1]
            else:
                target, advice = ".".join(str(k) for k in last.children), ""
            name = ".".join(str(k) for k in names)
            return lambda attrs: FieldRule(kind="field", name=name, target=target, advice=advice, template=tmpl,
                                           pieces=pieces, **base(meta, attrs))

        def user_overload(self, meta, kids):
            return lambda attrs: UserOverload(kind="user_overload", name=str(kids[0]), target=str(kids[1]),
                                              **base(meta, attrs))

        def library(self, meta, kids):
            target = None if kids[1].type == "NONE" else str(kids[1])
            return lambda attrs: Library(kind="library", name=str(kids[0]), target=target, **base(meta, attrs))

    return Build()


def _check_wrapping(pieces, param: str, tmpl: str, text: str, path: str, start: int,
                    problems: List[Diagnostic]) -> None:
    """A `convert` or `member` template wraps its one parameter: the translation inserts what comes before it and
    after it, leaving the wrapped expression (and the rewrites inside it) where it is."""
    if [p for p in pieces if not isinstance(p, str)] != [0]:
        line, col = _offset_to_linecol(text, start)
        problems.append(_diag(codes.RULES_BAD_CONVERSION, f"the template must use '{param}' once, as a whole value",
                              text, path, line, col))


def _check_regex(regex: str, tok, text: str, path: str, problems: List[Diagnostic]) -> None:
    try:
        re.compile(regex)
    except re.error as e:
        problems.append(_diag(codes.RULES_BAD_PATTERN, f"bad regular expression: {e}", text, path, tok.line,
                              tok.column))


def _check_attrs(attrs, text: str, path: str, problems: List[Diagnostic]):
    out = []
    seen = set()
    for kids in attrs:
        key_tok = kids[0]
        key = str(key_tok)
        line, col = key_tok.line, key_tok.column
        if key not in KNOWN_ATTRIBUTES:
            problems.append(_diag(codes.RULES_BAD_ATTRIBUTE, f"unknown attribute '{key}'", text, path, line, col,
                                  hint="known attributes: " + ", ".join(sorted(KNOWN_ATTRIBUTES))))
            continue
        if key in seen:
            problems.append(_diag(codes.RULES_BAD_ATTRIBUTE, f"attribute '{key}' given twice", text, path, line,
                                  col))
            continue
        seen.add(key)
        if len(kids) < 2:
            problems.append(_diag(codes.RULES_BAD_ATTRIBUTE_VALUE, f"attribute '{key}' needs a value", text, path,
                                  line, col))
            continue
        val = kids[1]
        if val.type not in KNOWN_ATTRIBUTES[key]:
            want = " or ".join(t.lower() for t in KNOWN_ATTRIBUTES[key])
            problems.append(_diag(codes.RULES_BAD_ATTRIBUTE_VALUE, f"attribute '{key}' takes a {want}, not "
                                  f"{str(val)!r}", text, path, val.line, val.column))
            continue
        if val.type == "STRING":
            out.append((key, _unquote(str(val))))
        elif val.type in ("NAME", "NONE"):
            out.append((key, str(val)))
        else:
            out.append((key, tuple(int(x) for x in re.findall(r"\d+", str(val)))))
    return tuple(out)


def parse_rules_text(text: str, path: str) -> List[Rule]:
    """Parse and validate one rules file's text; raises PycuccError listing every problem found."""
    return parse_rules_file(text, path)[0]


def _make_head(entries: Sequence[_HeadEntry], text: str, path: str, problems: List[Diagnostic]) -> FileHead:
    head = default_head(path)
    declares: List[str] = []
    removed: List[str] = []
    seen: Dict[str, _HeadEntry] = {}
    for e in entries:
        attrs = dict(e.attrs)
        for key in _YES_NO:
            if attrs.get(key, "yes") not in ("yes", "no"):
                problems.append(_diag(codes.RULES_BAD_ATTRIBUTE_VALUE, f"{key}= takes yes or no, not "
                                      f"{attrs[key]!r}", text, path, e.line, e.col))
        if e.kind == "file":
            if "file" in seen:
                problems.append(_diag(codes.RULES_DUPLICATE, "a second file entry (a rules file has one)", text,
                                      path, e.line, e.col, hint=f"first at {path}:{seen['file'].line}"))
                continue
            seen["file"] = e
            by_name = attrs.get("api_by_name")
            pattern, _, api = str(by_name or "").partition(":")
            if by_name is not None and not (re.fullmatch(r"\s*[A-Za-z_]\w*\s*", pattern) and api.strip()):
                problems.append(_diag(codes.RULES_BAD_ATTRIBUTE_VALUE, f"api_by_name=\"{by_name}\" must be "
                                      "\"PATTERN: CLASS\" (a pattern's name, the API class of what it matches)",
                                      text, path, e.line, e.col))
                by_name = None
            head = replace(head, title=e.values[0], api=attrs.get("api", head.api),
                           api_by_name=(pattern.strip(), api.strip()) if by_name else None,
                           core=attrs.get("core") == "yes", toolkit_macros=attrs.get("toolkit_macros") == "yes",
                           package=str(attrs.get("package", "")))
        else:
            (removed if attrs.get("removed") == "yes" else declares).extend(e.values)
    return replace(head, declares=tuple(declares), removed=tuple(removed))


def parse_rules_file(text: str, path: str) -> Tuple[List[Rule], FileHead]:
    """The rules of one rules file's text and what the file says about itself (its head: `file` and `declares`
    entries, which come before its first section); raises PycuccError listing every problem found."""
    parser = _get_parser()  # first: a missing lark is one located error
    from lark.exceptions import UnexpectedInput

    if not text.endswith("\n"):
        text += "\n"
    try:
        tree = parser.parse(text)
    except UnexpectedInput as exc:
        raise PycuccError(_syntax_error(exc, text, path)) from None
    problems: List[Diagnostic] = []
    items = _transformer(text, path, problems).transform(tree)
    rules: List[Rule] = []
    head: List[_HeadEntry] = []
    section = None
    for item in items:
        if isinstance(item, _Section):
            section = item.title
        elif isinstance(item, _HeadEntry):
            if section is not None or rules:
                problems.append(_diag(codes.RULES_SYNTAX_ERROR, f"a {item.kind} entry belongs to the file's head, "
                                      "before its first section and entry", text, path, item.line, item.col))
            head.append(item)
        elif isinstance(item, Rule):
            rules.append(replace(item, section=section or ""))
    file_head = _make_head(head, text, path, problems)
    if problems:
        raise PycuccError(problems)
    return rules, file_head


def _offset_to_linecol(text: str, offset: int) -> Tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, col


def _split_template(tmpl: str, params: Sequence[str], name: str, text: str, path: str, base: int,
                    problems: List[Diagnostic], variadic: Optional[str] = None) -> List[Piece]:
    pieces: List[Piece] = []
    literal = []
    pos = 0
    for m in _TEMPLATE_LEX.finditer(tmpl):
        word = m.group(0)
        if m.start() < pos:
            continue
        literal.append(tmpl[pos:m.start()])
        pos = m.end()
        # A member name (after '.' or '->') is neither a placeholder nor an unknown parameter.
        is_member = re.search(r"(?:(?<!\.)\.|->)\s*\Z", tmpl[:m.start()]) is not None
        if word in params and not is_member:
            if literal:
                pieces.append("".join(literal))
                literal = []
            after = tmpl[m.end():].lstrip()
            if word == variadic and after.startswith("..."):
                pieces.append(Variadic(params.index(word)))
                pos = tmpl.index("...", m.end()) + 3
                continue
            accessed = after.startswith("->") or (after.startswith(".") and not after.startswith("..."))
            pieces.append(Operand(params.index(word)) if accessed else params.index(word))
            continue
        literal.append(word)
        is_callee = tmpl[m.end():].lstrip().startswith("(")
        if (word[0].isalpha() or word[0] == "_") and (not is_member and not is_callee
                                                        and _PLACEHOLDER_LIKE.match(word)
                and word not in _TEMPLATE_KEYWORDS):
            line, col = _offset_to_linecol(text, base + m.start())
            sig = f"{name}({', '.join(params)})"
            problems.append(_diag(codes.RULES_UNKNOWN_PLACEHOLDER, f"placeholder '{word}' is not in the signature "
                                  f"{sig}", text, path, line, col,
                                  hint="lower-case names in a call template must be parameters"))
    literal.append(tmpl[pos:])
    if any(literal):
        pieces.append("".join(literal))
    return pieces


# --------------------------------------------------------------------------------------------------- assembly

def build_ruleset(texts: Iterable[Tuple[str, str]]) -> RuleSet:
    """Validate the union of several rules files, given as ``(path, text)`` pairs."""
    problems: List[Diagnostic] = []
    all_rules: List[Rule] = []
    renames: Dict[str, Rename] = {}
    calls: Dict[str, Dict[int, CallRule]] = {}
    typed_calls: Dict[str, Dict[int, List[CallRule]]] = {}
    headers: Dict[str, HeaderRule] = {}
    unsupported: Dict[str, Unsupported] = {}
    device_unsupported: Dict[str, DeviceUnsupported] = {}
    host_reads: Dict[str, HostRead] = {}
    preludes: Dict[str, Prelude] = {}
    patterns: Dict[str, List[str]] = {}
    libraries: Dict[str, Library] = {}
    namespaces: Dict[str, Namespace] = {}
    conversions: Dict[Tuple[str, str], Conversion] = {}
    user_overloads: Dict[str, UserOverload] = {}
    members: Dict[str, MemberCall] = {}
    fields: Dict[str, FieldRule] = {}
    ptx_advice: List[PtxAdvice] = []
    singles: Dict[str, Rule] = {}  # launch, implicit_include: one each
    files = []
    sources: Dict[str, str] = {}
    heads: Dict[str, FileHead] = {}
    for path, text in texts:
        files.append(path)
        sources[path] = text
        try:
            rules, heads[path] = parse_rules_file(text, path)
            all_rules.extend(rules)
        except PycuccError as exc:
            problems.extend(exc.diagnostics)

    def clash(rule: Rule, code: str, message: str, first: Rule):
        problems.append(_diag(code, message, sources[rule.path], rule.path, rule.line, rule.col,
                              hint=f"first defined at {first.path}:{first.line}:{first.col}"))

    def once(table: Dict[str, Rule], rule: Rule, what: str) -> None:
        if rule.name in table:
            clash(rule, codes.RULES_DUPLICATE, f"duplicate {what}", table[rule.name])
        else:
            table[rule.name] = rule

    for r in all_rules:
        if isinstance(r, Rename):
            if r.name in renames:
                clash(r, codes.RULES_DUPLICATE, f"duplicate rename of '{r.name}'", renames[r.name])
            elif r.name in unsupported:
                clash(r, codes.RULES_CONFLICT, f"'{r.name}' is both renamed and unsupported", unsupported[r.name])
            else:
                renames[r.name] = r
        elif isinstance(r, CallRule):
            spec = r.attr("when")
            if spec is not None and r.when is None:
                problems.append(_diag(codes.RULES_BAD_ATTRIBUTE_VALUE, f"when=\"{spec}\" must be \"PARAM: KIND\" with "
                                      f"PARAM one of {', '.join(r.params) or '(none)'} and KIND one of "
                                      f"{', '.join(WHEN_KINDS)}", sources[r.path], r.path, r.line, r.col))
                continue
            if r.name in unsupported:
                clash(r, codes.RULES_CONFLICT, f"'{r.name}' is both rewritten and unsupported", unsupported[r.name])
                continue
            if r.when is not None:
                typed = typed_calls.setdefault(r.name, {}).setdefault(r.arity, [])
                same = next((t for t in typed if t.when == r.when), None)
                if same is not None:
                    clash(r, codes.RULES_DUPLICATE_OVERLOAD, f"two overloads of '{r.name}' with {r.arity} argument(s) "
                          f"for a {r.when[1]} argument {r.when[0] + 1}", same)
                else:
                    typed.append(r)
                continue
            overloads = calls.setdefault(r.name, {})
            if r.arity in overloads:
                clash(r, codes.RULES_DUPLICATE_OVERLOAD, f"two overloads of '{r.name}' with {r.arity} argument(s)",
                      overloads[r.arity])
            else:
                overloads[r.arity] = r
        elif isinstance(r, HeaderRule):
            once(headers, r, f"header rule for \"{r.name}\"")
        elif isinstance(r, Unsupported):
            first = (unsupported.get(r.name) or renames.get(r.name) or next(iter(calls.get(r.name, {}).values()), None)
                     or next((t[0] for t in typed_calls.get(r.name, {}).values()), None))
            if first is not None:
                clash(r, codes.RULES_CONFLICT, f"'{r.name}' already has a rule", first)
            else:
                unsupported[r.name] = r
        elif isinstance(r, DeviceUnsupported):
            once(device_unsupported, r, f"device_unsupported entry for '{r.name}'")
        elif isinstance(r, (LaunchRule, ImplicitInclude)):
            if r.kind in singles:
                clash(r, codes.RULES_UNKNOWN_REFERENCE, f"a second {r.kind} entry (there may be one)",
                      singles[r.kind])
            else:
                singles[r.kind] = r
        elif isinstance(r, HostRead):
            once(host_reads, r, f"host_read of '{r.name}'")
        elif isinstance(r, Prelude):
            once(preludes, r, f"prelude '{r.name}'")
        elif isinstance(r, PtxAdvice):
            ptx_advice.append(r)
        elif isinstance(r, Pattern):
            patterns.setdefault(r.name, []).append(r.regex)
        elif isinstance(r, Library):
            once(libraries, r, f"library entry for '{r.name}'")
        elif isinstance(r, Namespace):
            once(namespaces, r, f"namespace entry for '{r.name}'")
        elif isinstance(r, Conversion):
            key = (r.name, r.source)
            if key in conversions:
                clash(r, codes.RULES_DUPLICATE, f"duplicate conversion from {r.source} to {r.name}", conversions[key])
            else:
                conversions[key] = r
        elif isinstance(r, UserOverload):
            once(user_overloads, r, f"user_overload entry for '{r.name}'")
        elif isinstance(r, MemberCall):
            once(members, r, f"member entry for '{r.name}'")
        elif isinstance(r, FieldRule):
            once(fields, r, f"field entry for '{r.name}'")
    for r in all_rules:
        older = r.attr("older")
        if r.kind == "field" and (older is None or r.attr("hip_since")):
            continue  # a field's older HIP spells another path (or none)
        if older is not None and (OLDER_ACTIONS.get(r.kind) != older or not r.attr("hip_since")):
            want = (f"older={OLDER_ACTIONS[r.kind]}" if r.kind in OLDER_ACTIONS else
                    "no older= (only rename and header entries have one)")
            problems.append(_diag(codes.RULES_BAD_ATTRIBUTE_VALUE, f"older={older} on a {r.kind} entry: it needs "
                                  f"hip_since= and takes {want}", sources[r.path], r.path, r.line, r.col))
    for r in all_rules:
        if r.attr("roc_since") is not None and not r.attr("roc"):
            problems.append(_diag(codes.RULES_BAD_ATTRIBUTE_VALUE, f"roc_since= on '{r.name}', which has no roc= "
                                  "name: it says when the roc= name came", sources[r.path], r.path, r.line, r.col))
    for r in all_rules:
        drop = r.attr("drop")
        if drop is not None and (r.kind != "unsupported" or drop != "yes"):
            problems.append(_diag(codes.RULES_BAD_ATTRIBUTE_VALUE, f"drop={drop} on a {r.kind} entry: only "
                                  "unsupported entries take it, as drop=yes", sources[r.path], r.path, r.line, r.col))
        toolkit = r.attr("toolkit")
        if toolkit is not None and (r.kind != "unsupported_header" or toolkit != "absent"):
            problems.append(_diag(codes.RULES_BAD_ATTRIBUTE_VALUE, f"toolkit={toolkit} on a {r.kind} entry: only "
                                  "unsupported_header entries take it, as toolkit=absent", sources[r.path], r.path,
                                  r.line, r.col))
    for r in host_reads.values():
        wanted = r.attr("prelude")
        if wanted and wanted not in preludes:
            problems.append(_diag(codes.RULES_UNKNOWN_REFERENCE, f"host_read of '{r.name}' names prelude "
                                  f"'{wanted}', which no rules file defines", sources[r.path], r.path, r.line,
                                  r.col))
    declared: Dict[str, str] = {}
    for h in heads.values():
        for name in h.declares + h.removed:
            if name in declared:
                problems.append(_diag(codes.RULES_DUPLICATE, f"\"{name}\" is declared by two rules files",
                                      sources[h.path], h.path, 1, 1, hint=f"also in {declared[name]}"))
            declared[name] = h.path
        if h.api_by_name is not None and h.api_by_name[0] not in patterns:
            problems.append(_diag(codes.RULES_UNKNOWN_REFERENCE, f"api_by_name names pattern "
                                  f"'{h.api_by_name[0]}', which no rules file defines", sources[h.path], h.path,
                                  _head_line(sources[h.path]), 1))
    if problems:
        raise PycuccError(problems)
    return RuleSet(heads=heads, rules=tuple(all_rules), renames=renames, calls={k: dict(v) for k, v in calls.items()},
                   headers=headers, unsupported=unsupported, files=tuple(files),
                   device_unsupported=device_unsupported, launch=singles.get("launch"), host_reads=host_reads,
                   preludes=preludes, ptx_advice=tuple(ptx_advice),
                   patterns={k: tuple(v) for k, v in patterns.items()}, libraries=libraries,
                   implicit_include=singles.get("implicit_include"), namespaces=namespaces,
                   conversions=conversions, user_overloads=user_overloads, members=members, fields=fields,
                   typed_calls={k: {a: tuple(v) for a, v in by.items()} for k, by in typed_calls.items()},
                   compat_before_headers=tuple(sorted({r.target for r in headers.values()
                                                       if r.attr("compat") == "before" and r.target})))


def _head_line(text: str) -> int:
    """The line of a file's `file` entry (1 without one), for problems the whole rule set reveals."""
    m = re.search(r"^[ \t]*file\b", text, re.M)
    return text.count("\n", 0, m.start()) + 1 if m else 1


def default_rule_files() -> Tuple[str, ...]:
    # what sorted(RULES_DIR.glob("*.rules")) names (pathlib's * matches a leading dot too), without pathlib's
    # pattern machinery: asked on every load_rules()
    folder = str(RULES_DIR)
    return tuple(os.path.join(folder, n) for n in sorted(os.listdir(folder)) if n.endswith(".rules"))


_cache: Dict[Tuple[str, ...], RuleSet] = {}
_cache_lock = threading.Lock()


def _stored_key(texts) -> str:
    """The digest that names a parsed rule set: the exact text (and names) of every rules file, the grammar and
    this loader. Parsing ~2,000 rules with lark costs ~1 s; the parsed set is kept (as data: stored.py) in pycucc's
    cache under this name, and beside the package's own rules files (_shipped_folder)."""
    h = sha256(__version__.encode())
    h.update(GRAMMAR_PATH.read_bytes())
    h.update(Path(__file__).read_bytes())
    h.update(Path(stored.__file__).read_bytes())
    for name, text in texts:
        h.update(f"\0{name}\0{len(text)}\0".encode())
        h.update(text.encode("utf-8"))
    return h.hexdigest()


_STORED = ".tables"


def _known_stored_path(names: Sequence[str]) -> Tuple[Optional[str], Optional[str]]:
    """(memo file, the stored set's path it remembers or None) for these rules files as they are now: reading and
    hashing the 1.2 MB of shipped rules for the key costs 3 ms per process, so the key is remembered per set of
    their sizes and mtimes (cache.stamp_memo). (None, None) when one cannot be stat'ed or was just written."""
    paths = (*names, str(GRAMMAR_PATH), __file__, stored.__file__)
    stamps = stamps_of(paths)
    if len(stamps) != len(paths):
        return None, None
    memo = stamp_memo(os.path.join("rules", "keys"), stamps, __version__.encode())
    known = recall(memo, _STORED)
    return memo, (os.path.join(cache_root(), "rules", known) if known else None)


# The record classes a stored rule set may hold: nothing else is ever made from a cache file.
_CLASSES: Dict[str, type] = {c.__name__: c for c in (
    Rule, Rename, Operand, Variadic, CallShape, CallRule, LaunchRule, HostRead, Prelude, HeaderRule, ImplicitInclude,
    Unsupported, DeviceUnsupported, PtxAdvice, Pattern, Library, Namespace, Conversion, UserOverload, MemberCall,
    FieldRule, FileHead, RuleSet)}
# The tables a stored rule set decodes entry by entry, with what each entry must be.
_DEFERRED_TABLES = {"renames": Rename, "unsupported": Unsupported, "headers": HeaderRule, "calls": dict,
                    "typed_calls": dict}


class _Reparsed(Exception):
    """A stored entry did not decode: the table now holds what the rules files say."""


class _Deferred(Mapping):
    """A table of a stored rule set whose entries are decoded at first use (stored.Table): decoding all ~8,000
    would cost a tenth of a one-file translation, which looks up a few dozen of them. An entry that does not decode
    to what the table holds makes the whole table come from the rules files."""
    __slots__ = ("_table", "_decode", "_made", "_name", "_sources")

    def __init__(self, table: "stored.Table", decode, name: str, sources: Tuple[str, ...]):
        self._table = table
        self._decode = decode
        self._made: Dict[str, object] = {}
        self._name = name
        self._sources = sources

    def _load(self, i: int):
        try:
            value = self._decode.bytes(self._table.entry(i))
            if isinstance(value, _DEFERRED_TABLES[self._name]):
                return value
        except (stored.Malformed, TypeError):
            pass
        parsed = getattr(build_ruleset([(p, Path(p).read_text(encoding="utf-8")) for p in self._sources]),
                         self._name)
        self._made = dict(parsed)
        self._table = None
        raise _Reparsed

    def __getitem__(self, key):
        value = self.get(key, _Reparsed)
        if value is _Reparsed:
            raise KeyError(key)
        return value

    def get(self, key, default=None):
        # the token pass asks for every identifier of a file: a miss must not cost an exception
        value = self._made.get(key)
        if value is None and self._table is not None:
            i = self._table.index.get(key)
            if i is None:
                return default
            try:
                value = self._made[key] = self._load(i)
            except _Reparsed:
                return self._made.get(key, default)
        return default if value is None else value

    def __contains__(self, key) -> bool:
        return key in (self._table.index if self._table is not None else self._made)

    def __iter__(self):
        return iter(list(self._table.index if self._table is not None else self._made))

    def __len__(self) -> int:
        return len(self._table.index if self._table is not None else self._made)


class _DeferredRules(Sequence):
    """Every rule of a stored rule set, read from a file of their own when first used (reports, coverage tables,
    the rule of a diagnostic a pattern caused; a translation uses the tables): reading and checking their 1.4 MB
    with the tables cost 2 ms of every translation. A missing or damaged file is the rules files parsed again."""
    __slots__ = ("_path", "_sources", "_rules")

    def __init__(self, path: str, sources: Tuple[str, ...]):
        self._path = path
        self._sources = sources
        self._rules: Optional[Tuple[Rule, ...]] = None

    def _all(self) -> Tuple[Rule, ...]:
        if self._rules is None:
            try:
                head, tables = stored.unpack(load(self._path))
                decode = stored.decoder(_CLASSES, head["shared"])
                every = tables["rules"]
                rules = tuple(decode.bytes(every.entry(i)) for i in range(len(every.index)))
                if not all(isinstance(r, Rule) for r in rules):
                    raise stored.Malformed("not a list of rules")
            except (stored.Malformed, KeyError, TypeError):
                rules = build_ruleset([(p, Path(p).read_text(encoding="utf-8")) for p in self._sources]).rules
            self._rules = rules
        return self._rules

    def __getitem__(self, index):
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self):
        return iter(self._all())

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and tuple(self) == tuple(other)

    __hash__ = None


def _every_path(path: str) -> str:
    return path[:-len(_STORED)] + ".all" + _STORED


def _load_stored(path: str) -> Optional[RuleSet]:
    """The rule set stored at `path` by _store, or None: missing, not trusted, torn, damaged or of another
    version (then the rules files are parsed again)."""
    try:
        head, tables = stored.unpack(load(path))
        decode = stored.decoder(_CLASSES, head["shared"])
        rs = decode(head["ruleset"])
        if not isinstance(rs, RuleSet) or set(tables) != set(_DEFERRED_TABLES):
            raise stored.Malformed("not a rule set")
        sources = tuple(str(f) for f in head["files"])
        d = rs.__dict__
        for name, table in tables.items():
            d[name] = _Deferred(table, decode, name, sources)
        d["rules"] = _DeferredRules(_every_path(path), sources)
        return rs
    except (stored.Malformed, KeyError, TypeError):
        return None


def _store(path: str, ruleset: RuleSet, key: str) -> Optional[Tuple[bytes, bytes]]:
    """Keep the rule set at `path`, and the list of every rule beside it (read only when something asks); both
    files name `key` (_stored_key) in their head. Returns (the set's file, the list's file), None when the cache
    could not take them."""
    tables = {name: getattr(ruleset, name) for name in _DEFERRED_TABLES}
    encode = stored.Encoder(_CLASSES, stored.shared_strings([v for t in tables.values() for v in t.values()],
                                                            at_least=8))
    entries = {name: {k: encode.entry(v) for k, v in t.items()} for name, t in tables.items()}
    every = stored.Encoder(_CLASSES, stored.shared_strings(ruleset.rules, at_least=8))
    rules = {str(i): every.entry(r) for i, r in enumerate(ruleset.rules)}
    every_blob = stored.pack({"shared": every.shared, "key": key}, {"rules": rules})
    body = encode(replace(ruleset, rules=(), **{name: {} for name in _DEFERRED_TABLES}))
    blob = stored.pack({"shared": encode.shared, "ruleset": body, "files": list(ruleset.files), "key": key}, entries)
    try:
        store(_every_path(path), every_blob)
        store(path, blob)
    except OSError:  # an unwritable cache only costs time
        return None
    return blob, every_blob


# The parsed rule set of the package's own rules files, kept beside them (made by `make setup`, or by the first
# parse of a process that can write there): an empty cache (a first build, a new user, a wiped ~/.cache) then
# copies it instead of parsing for ~1 s. Python's bytecode folder, because it is what it is: derived from the
# package's files, ignored by git, left out of pycucc's own digest (stamps.package_files), and whoever can write it
# can already run code through the .pyc files there. The file names its key (_stored_key): an edited rules file, a
# new grammar or loader is a different key, so the copy is not used (and is written anew by the next parse).
_SHIPPED = "pycucc-rules" + _STORED


def _shipped_folder(paths: Sequence[str]) -> Optional[str]:
    """Where the parsed set of the rules files `paths` is kept beside them: only for the package's own files."""
    folder = str(RULES_DIR)
    if not paths or any(os.path.dirname(p) != folder for p in paths):
        return None
    return os.path.join(folder, "__pycache__")


def _read_shipped(path: str) -> Optional[bytes]:
    """The bytes of a file of the shipped folder, or None: missing, a link, or it or its folder writable by another
    user (trust.read_beside, as for the cache)."""
    return trust.read_beside(path)


def _keyed(blob: Optional[bytes], key: str) -> bool:
    try:
        return stored.unpack(blob)[0].get("key") == key
    except (stored.Malformed, AttributeError):
        return False


def _from_shipped(folder: str, key: str, path: str) -> Optional[RuleSet]:
    """The rule set kept in `folder` for `key`, copied into the cache at `path` (and the list of every rule beside
    it), or None: not there, of other rules files (another key), damaged, not trusted, or the cache cannot take it."""
    blob = _read_shipped(os.path.join(folder, _SHIPPED))
    every = _read_shipped(os.path.join(folder, _every_path(_SHIPPED)))
    if not (_keyed(blob, key) and _keyed(every, key)):
        return None
    try:
        store(_every_path(path), every)  # type: ignore[arg-type]  # _keyed: bytes
        store(path, blob)  # type: ignore[arg-type]
    except OSError:
        return None
    return _load_stored(path)


def _ship(folder: str, blobs: Tuple[bytes, bytes]) -> None:
    """Keep the stored files beside the rules files, where this user may write them and nobody else can."""
    try:
        os.makedirs(folder, exist_ok=True)
        if trust.why_not(os.lstat(folder)):
            return
        atomic_write(os.path.join(folder, _every_path(_SHIPPED)), blobs[1], mode=0o644)
        atomic_write(os.path.join(folder, _SHIPPED), blobs[0], mode=0o644)
    except OSError:  # an installed copy this user cannot write: the cache keeps it
        pass


def load_rules(paths: Optional[Sequence[Union[str, os.PathLike]]] = None) -> RuleSet:
    """The rule set from ``paths`` (default: every ``*.rules`` file shipped with pycucc), cached per process."""
    key = tuple(str(p) for p in paths) if paths is not None else default_rule_files()
    with _cache_lock:
        hit = _cache.get(key)
    if hit is not None:
        return hit
    memo, known = _known_stored_path(key)
    ruleset = _load_stored(known) if known else None
    if ruleset is None:
        texts = [(p, Path(p).read_text(encoding="utf-8")) for p in key]
        digest = _stored_key(texts)
        path = os.path.join(cache_root(), "rules", digest + _STORED)
        shipped = _shipped_folder(key)
        ruleset = _load_stored(path)
        if ruleset is None and shipped is not None:
            ruleset = _from_shipped(shipped, digest, path)
        if ruleset is None:
            ruleset = build_ruleset(texts)
            blobs = _store(path, ruleset, digest)
            if blobs is not None and shipped is not None:
                _ship(shipped, blobs)
        remember(memo, os.path.basename(path))
    with _cache_lock:
        _cache[key] = ruleset
    return ruleset


__all__ = [
    "CallRule", "CallShape", "DeviceUnsupported", "FileHead", "HeaderRule", "HostRead", "ImplicitInclude", "KNOWN_ATTRIBUTES",
    "LaunchRule", "Library", "Namespace", "Pattern", "Prelude", "PtxAdvice", "Rename", "Rule", "RuleSet", "Unsupported",
    "build_ruleset", "call_shape", "default_head", "default_rule_files", "load_rules", "parse_rules_file",
    "parse_rules_text",
]
