"""What the parse tells the passes about the file: the AST pass (calls of `call` rules, kernels, device code, host
reads of built-ins, conversions, member calls), explicit instantiations, the #if branches it skipped, the files
it included, and where an error of the parse lies."""
from __future__ import annotations

import bisect
import ctypes
from ctypes import POINTER, Structure, c_uint, c_void_p
import os
import re

from .. import frontend
from ..records import field, record
from ..resources import INCLUDE_DIR
from ..rules import Conversion as ConversionRule, MemberCall, Rule, RuleSet
from ..sources import source_text
from .fields import FieldRead, dependent_read, field_read
from .results import TranslateOptions
from .tokens import Tok

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Set, Tuple

# pycucc's own declarations (the parse prelude and its headers): what a user's code declares lies elsewhere
OURS = INCLUDE_DIR + os.sep


@record
class AstCall:
    name: str
    offset: int
    nargs: int
    from_user: bool  # the callee is declared in the user's code, not by CUDA
    arg_kinds: Tuple[str, ...] = ()  # per argument: "integer", "pointer", "record" or "other" (see rules `when`)


@record
class HostRead:
    name: str  # the built-in read (warpSize)
    offset: int  # of the expression; in a macro expansion, the offset of the macro's name
    line: int
    col: int
    kind: str  # 'host': rewritable; 'hostdevice', 'constant': host-side but left as is
    top: int  # offset where the file-level declaration containing it starts


@record
class AstFacts:
    """What the AST pass learns about the file."""
    calls: Dict[int, AstCall]  # offset of the callee of a `call`-rule function -> the call
    kernels: Tuple[str, ...]  # device symbols of the kernels it defines (template kernels: instantiations)
    host_reads: List[HostRead]
    template_names: Set[str]  # kernel templates defined in the file
    device_ranges: List[Tuple[int, int, str]]  # bodies of __global__/__device__ functions
    conversions: List[Converted] = field(default_factory=list)
    members: List[MemberCalled] = field(default_factory=list)
    launches: Dict[int, Launched] = field(default_factory=dict)  # where a launch's kernel is spelled -> what it is
    definitions: List["Defined"] = field(default_factory=list)  # the file-level function definitions, in order
    fields: List[FieldRead] = field(default_factory=list)  # reads of `field` rules' paths


@record(frozen=True)
class Defined:
    """A function definition at file or namespace level: what overload resolution tells it apart by."""
    scope: str  # the USR of the namespace (or file) it is in
    name: str
    parameters: Tuple[str, ...]  # the parameter types as the parse spells them (CUresult, const cudaStream_t)
    start: int  # its extent in the file's bytes
    end: int
    line: int
    col: int


@record(frozen=True)
class Launched:
    """A kernel launch as the parse sees it: whether its kernel is a template's instantiation (its template
    arguments written or deduced; None in a template where the kernel depends on its parameters), and whether the
    launch is a statement of its own (in the expansion, where it is written in a macro's argument)."""
    templated: Optional[bool]
    statement: bool


@record
class MemberCalled:
    """A call of a `member` rule's method: the object's range, and from its `.`/`->` to the end of the call."""
    obj_start: int
    obj_end: int
    op_start: int
    end: int
    arrow: bool
    rule: MemberCall
    in_macro: bool
    line: int
    col: int


def _qualified_owner(ref) -> str:
    """`cooperative_groups::thread_block_tile` for a method of (a specialization of) that class."""
    parts = []
    c = ref.semantic_parent
    while c is not None and c.kind.name != "TRANSLATION_UNIT":
        if c.spelling:
            parts.append(c.spelling)
        c = c.semantic_parent
    return "::".join(reversed(parts))


@record
class Converted:
    """A value the parse converts where HIP's types cannot (a `convert` rule): the value's byte range."""
    start: int
    end: int
    rule: ConversionRule
    in_macro: bool  # the range is (part of) a macro expansion: it cannot be wrapped in place
    line: int
    col: int


def _bare_type(t) -> str:
    """A parameter's or result's type as a `convert` rule names it: no const, reference or elaborated keyword."""
    s = t.get_canonical().spelling
    for word in ("const ", "volatile ", "struct ", "class "):
        s = s.replace(word, "")
    return s.rstrip(" &")


_INTEGER_TYPES = frozenset("BOOL CHAR_U UCHAR CHAR16 CHAR32 USHORT UINT ULONG ULONGLONG UINT128 CHAR_S SCHAR WCHAR "
                           "SHORT INT LONG LONGLONG INT128 ENUM".split())


def _type_class(kind: str) -> str:
    """The type class a rules `when` attribute names, from a canonical clang TypeKind name."""
    if kind in _INTEGER_TYPES:
        return "integer"
    if kind in ("POINTER", "NULLPTR", "MEMBERPOINTER", "BLOCKPOINTER"):
        return "pointer"
    if kind == "RECORD":
        return "record"
    return "other"


def find_facts(tu, main_file: str, toks: List[Tok], data: bytes, rules: RuleSet, call_names: Set[str],
               host_reads: bool) -> AstFacts:
    """The AST pass: what the parse `tu` of the file (its bytes `data`) says about the uses of the rules in it;
    the host reads of built-ins only with `host_reads`."""
    return _FactFinder(tu, main_file, toks, data, rules, call_names, host_reads).run()


class _FactFinder:
    """The AST pass over one parse: the file-level declarations of the main file first (kernels, device code,
    those that hold a host read), then the bodies among them that spell a name of interest, one method per fact
    found there (a call of a `call` rule, a kernel template's instantiation, a conversion, a member call)."""

    def __init__(self, tu, main_file: str, toks: List[Tok], data: bytes, rules: RuleSet, call_names: Set[str],
                 host_reads: bool):
        self.tu, self.ci, self.toks, self.data, self.main_file = tu, frontend.cindex(), toks, data, main_file
        self.lib = lib = self.ci.conf.lib
        self.K = self.ci.CursorKind
        self.call_names = call_names
        self.typed_names = set(rules.typed_calls)
        self.host_read_names = set(rules.host_reads) if host_reads else set()
        self.members = rules.members
        self.conversions = rules.conversions or {}
        self.calls: Dict[int, AstCall] = {}
        self.kernels: List[Tuple[str, Optional[str], str]] = []  # ("F", None, name) or ("T", usr, name)
        self.template_kernels: Dict[str, List[str]] = {}  # usr of a kernel template -> mangled names of instantiations
        self.template_names: Set[str] = set()
        # a function converting between two types names one of them, or makes a value of one (make_uint3)
        convert_words = {w for pair in self.conversions for name in pair for w in (name, "make_" + name)}
        self.convert_words = convert_words
        self.convert_to = {to for to, _ in self.conversions}
        self.converted: List[Converted] = []
        self.methods = {r.method: r for r in (self.members or {}).values()}
        self.member_calls: List[MemberCalled] = []
        self.fields = rules.fields or {}
        self.field_names = {f.rsplit("::", 1)[-1].rsplit(".", 1)[-1] for f in self.fields}  # last name of each path
        self.field_reads: List[FieldRead] = []
        self.field_inner: Set[int] = set()  # the accesses a longer path already covers
        # member name -> the rule whose `dependent` helper a template's read of it on a dependent object takes
        self.dependent_fields = {r.field_path: r for r in self.fields.values()
                                 if r.attr("dependent") and "." not in r.field_path}
        self.launches: Dict[int, Launched] = {}
        self.statement_calls: Set[int] = set()  # cursor hashes of the calls that are statements of their own
        self.expansions: List[Tuple[int, int]] = []  # macro expansions in the file, in order
        call_names, methods, field_names = self.call_names, self.methods, self.field_names
        self.interesting = [t.start for t in toks if (t.text in call_names or t.text == "<<<"
                                                      or t.text in convert_words or t.text in methods
                                                      or t.text in field_names)
                            and t.kind != "COMMENT"]
        self.decls: List[Tuple[object, int, int]] = []  # the file-level declarations that can hold code
        self.definitions: List[Defined] = []
        self.device_ranges: List[Tuple[int, int, str]] = []  # bodies of __global__/__device__ functions
        self.warp_offsets = [t.start for t in toks if t.text in self.host_read_names and t.kind == "IDENTIFIER"]
        self.warp_tops: List[Tuple[object, int]] = []
        # One ctypes call per cursor; going through cursor.location.file builds File objects and costs ~10 µs each,
        # which adds up to 0.1 s over the ~10k declarations the headers bring.
        from_main = lib.clang_Location_isFromMainFile
        from_main.argtypes, from_main.restype = [self.ci.SourceLocation], ctypes.c_int
        self.from_main = from_main
        self.get_location = lib.clang_getCursorLocation
        self.main_children: List[object] = []
        self.keep_cb = self.ci.callbacks["cursor_visit"](self._keep_main)

    def run(self) -> AstFacts:
        self.top(self.tu.cursor)
        bodies = self.bodies()
        warp_uses = host_reads(self.ci, self.warp_tops, self.host_read_names) if self.warp_tops else []
        self.prepare_visit()
        cb = self.ci.callbacks["cursor_visit"](self.visit)
        for body in bodies:
            self.lib.clang_visitChildren(body, cb, None)
        return AstFacts(self.calls, self.kernel_names(), warp_uses, self.template_names, self.device_ranges,
                        list({(c.start, c.end): c for c in self.converted}.values()),
                        list({(m.obj_start, m.end): m for m in self.member_calls}.values()), self.launches,
                        self.definitions, fields=list({f.op_start: f for f in self.field_reads}.values()))

    # ------------------------------------------------------------------ the file-level declarations
    def _keep_main(self, child, parent, _data):
        if self.from_main(self.get_location(child)):
            self.main_children.append(child)
        return 1  # CXChildVisit_Continue

    def children_in_main(self, cursor) -> List[object]:
        """The children of a scope that the main file declares, without a Python object for each of the ~2,000
        declarations the headers bring (cindex's get_children makes one per child: 25 ms on a small file)."""
        self.main_children.clear()
        self.lib.clang_visitChildren(cursor, self.keep_cb, None)
        found = list(self.main_children)
        for c in found:
            c._tu = self.tu
        return found

    def specialization(self, c) -> bool:
        tmpl = self.lib.clang_getSpecializedCursorTemplate(c)
        return tmpl is not None and not tmpl.kind.is_invalid()

    def top(self, cursor, outer=None) -> None:
        K = self.K
        for c in self.children_in_main(cursor):
            k = c.kind
            if k == K.FUNCTION_DECL and self.specialization(c):
                # an instantiation of a function template (implicit ones are top-level declarations of their own
                # when the prelude's are left out): its code is the template's, already visited
                if self.template_kernels:
                    self.instantiation(c)
                continue
            if k in (K.NAMESPACE, K.LINKAGE_SPEC, K.UNEXPOSED_DECL):
                self.top(c, outer if outer is not None else c.extent.start.offset)
            elif k == K.MACRO_INSTANTIATION and (self.convert_words or self.methods or self.fields):
                self.expansions.append((c.extent.start.offset, c.extent.end.offset))
            elif k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE, K.CXX_METHOD, K.CONSTRUCTOR, K.DESTRUCTOR,
                       K.CLASS_DECL, K.STRUCT_DECL, K.CLASS_TEMPLATE, K.VAR_DECL):
                self.declaration(c, k, outer)

    def declaration(self, c, k, outer) -> None:
        """A file-level declaration that can hold code: a device function's body, a kernel, a host read in it."""
        K = self.K
        if k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE, K.CXX_METHOD) and c.is_definition():
            attrs = {ch.kind for ch in c.get_children() if ch.kind.is_attribute()}
            if K.CUDAGLOBAL_ATTR in attrs or K.CUDADEVICE_ATTR in attrs:
                self.device_ranges.append((c.extent.start.offset, c.extent.end.offset, f"'{c.spelling}'"))
        if k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE) and c.is_definition():
            if any(ch.kind == K.CUDAGLOBAL_ATTR for ch in c.get_children()):
                if k == K.FUNCTION_TEMPLATE:
                    self.template_kernels.setdefault(c.get_usr(), [])
                    self.kernels.append(("T", c.get_usr(), c.spelling))
                else:
                    self.kernels.append(("F", None, c.spelling))
        ext = c.extent
        lo, hi = ext.start.offset, ext.end.offset
        if k == K.FUNCTION_DECL and c.is_definition():
            where = c.location
            self.definitions.append(Defined(c.semantic_parent.get_usr() or "", c.spelling,
                                            tuple(a.type.spelling for a in c.get_arguments()), lo, hi, where.line,
                                            where.column))
        self.decls.append((c, lo, hi))
        i = bisect.bisect_left(self.warp_offsets, lo)
        if i < len(self.warp_offsets) and self.warp_offsets[i] < hi:
            self.warp_tops.append((c, lo if outer is None else outer))

    def bodies(self) -> List[object]:
        """The declarations that spell a name the visit looks at. A kernel template exists in the code object only
        where the file instantiates it: by a launch, an explicit instantiation (explicit_instantiations) or a
        reference such as `(void *)k<float>` handed to cudaLaunchKernel, so its name is one of them."""
        self.template_names = {spelling for kind, _, spelling in self.kernels if kind == "T"}
        interesting = self.interesting
        if self.template_names:
            interesting = sorted(interesting + [t.start for t in self.toks if t.kind == "IDENTIFIER"
                                                and t.text in self.template_names])
        found = []
        for c, lo, hi in self.decls:
            i = bisect.bisect_left(interesting, lo)
            if i < len(interesting) and interesting[i] < hi:
                found.append(c)
        return found

    def kernel_names(self) -> Tuple[str, ...]:
        names: List[str] = []
        for kind, usr, spelling in self.kernels:
            if kind == "T":
                names.extend(self.template_kernels[usr])  # none when never instantiated: no such kernel will exist
            else:
                names.append(spelling)
        return tuple(dict.fromkeys(names))

    # ------------------------------------------------------------------ the bodies
    def prepare_visit(self) -> None:
        lib, ci = self.lib, self.ci
        get_spelling = lib.clang_getSpellingLocation
        get_spelling.argtypes = [ci.SourceLocation, POINTER(c_void_p), POINTER(c_uint), POINTER(c_uint),
                                 POINTER(c_uint)]
        get_spelling.restype = None
        self.get_spelling = get_spelling
        self.main_id = self.tu.get_file(self.main_file)
        self.spelled_file, self.spelled_off = c_void_p(), c_uint()
        K = self.K
        # where a call is a statement of its own: a kernel launch there may become the do-while statement that
        # hipLaunchKernelGGL expands to (a for statement's increment is an expression: left out; a void call
        # cannot be a condition)
        self.statement_holders = frozenset((K.COMPOUND_STMT, K.IF_STMT, K.WHILE_STMT, K.DO_STMT, K.LABEL_STMT,
                                            K.CASE_STMT, K.DEFAULT_STMT))

    def visit(self, cursor, parent, _data):
        tu, K = self.tu, self.K
        cursor._tu = tu  # cindex's own visitors do this; its result wrappers need the owning unit
        parent._tu = tu
        if cursor.kind == K.CALL_EXPR:
            if parent.kind in self.statement_holders:
                self.statement_calls.add(self.lib.clang_hashCursor(cursor))
            name = cursor.spelling
            overloads = self.dependent_callee(cursor) if not name else None
            if overloads is not None:
                name = overloads.spelling
            if name in self.call_names:
                self.call(cursor, name, overloads)
            elif name in _LAUNCH_NAMES and parent.kind == K.CALL_EXPR:
                ref = parent.referenced
                if ref is not None:
                    self.instantiation(ref)
                self.launch(parent, ref)
            elif name in self.methods:
                self.member_call(cursor, name)
            elif self.convert_to and (name in self.convert_to or name.startswith("operator ")):
                self.conversion(cursor)  # in a body of the main file (a macro expansion in it is not "from" it)
        elif cursor.kind == K.MEMBER_REF_EXPR and cursor.spelling in self.field_names:
            self.field_read(cursor)
        elif cursor.kind == K.MEMBER_REF_EXPR and not cursor.spelling and self.dependent_fields:
            self.dependent_read(cursor)
        elif cursor.kind == K.DECL_REF_EXPR and self.template_names and cursor.spelling in self.template_names:
            ref = cursor.referenced
            if ref is not None and ref.kind == K.FUNCTION_DECL:
                self.instantiation(ref)
        return 2  # CXChildVisit_Recurse

    def call(self, cursor, name: str, overloads) -> None:
        """A call of a `call` rule's function: its argument count, whether the user declared the callee, and for
        the names of typed overloads the type classes of its arguments."""
        loc = cursor.location
        if loc.file is None or loc.file.name != self.main_file:
            return
        written = [a for a in cursor.get_arguments() if a.extent.start.file is not None]
        ref = cursor.referenced if overloads is None else None
        user = False
        if ref is not None and ref.location.file is not None:
            user = not os.path.abspath(ref.location.file.name).startswith(OURS)
        elif overloads is not None:
            lib = self.lib
            decls = (lib.clang_getOverloadedDecl(overloads, k)
                     for k in range(lib.clang_getNumOverloadedDecls(overloads)))
            user = any(d.location.file is not None and
                       not os.path.abspath(d.location.file.name).startswith(OURS) for d in decls)
        kinds = tuple(_type_class(a.type.get_canonical().kind.name) for a in written) \
            if name in self.typed_names else ()
        call = AstCall(name, loc.offset, len(written), user, kinds)
        self.calls.setdefault(loc.offset, call)
        # a call written in a macro's argument (`CHECK(cudaMalloc(&p, n))`) is located at the macro's name; its
        # callee is spelled further on, where the token pass finds it
        spelled = self.spelling_offset(loc)
        if spelled is not None and spelled != loc.offset:
            self.calls.setdefault(spelled, call)

    def spelling_offset(self, loc) -> Optional[int]:
        """Where the token at `loc` is spelled in the main file (inside a macro argument), or None."""
        self.get_spelling(loc, ctypes.byref(self.spelled_file), None, None, ctypes.byref(self.spelled_off))
        if not self.spelled_file.value or not self.lib.clang_File_isEqual(self.spelled_file, self.main_id):
            return None
        return self.spelled_off.value

    def launch(self, call, ref) -> None:
        """A kernel launch (the CALL_EXPR of k<<<...>>>(...)), found from its configuration call: recorded where
        its kernel is spelled, in the file or in a macro argument."""
        templated = None if ref is None else self.specialization(ref)
        fact = Launched(templated, self.lib.clang_hashCursor(call) in self.statement_calls)
        spelled = self.spelling_offset(self.get_location(call))
        if spelled is not None:
            self.launches.setdefault(spelled, fact)

    def instantiation(self, ref) -> None:
        """Records ``ref`` when it is a specialization of one of the file's kernel templates."""
        tmpl = self.lib.clang_getSpecializedCursorTemplate(ref)
        if tmpl is not None and not tmpl.kind.is_invalid() and tmpl.get_usr() in self.template_kernels:
            mangled = kernel_symbol(ref.mangled_name)
            if mangled and mangled not in self.template_kernels[tmpl.get_usr()]:
                self.template_kernels[tmpl.get_usr()].append(mangled)

    def conversion(self, cursor) -> None:
        """A constructor or conversion function of a `convert` rule's types, called explicitly or not."""
        K = self.K
        ref = cursor.referenced
        if ref is None:
            return
        if ref.kind == K.CONSTRUCTOR:
            params = list(ref.get_arguments())
            rule = self.conversions.get((ref.semantic_parent.spelling, _bare_type(params[0].type))) \
                if len(params) == 1 else None
            value = next(iter(cursor.get_arguments()), None)
        elif ref.kind == K.CONVERSION_FUNCTION:
            rule = self.conversions.get((_bare_type(ref.result_type), ref.semantic_parent.spelling))
            value = cursor
        else:
            return
        if rule is None or value is None:
            return
        ext = value.extent
        start, end = ext.start.offset, ext.end.offset
        in_macro = self.in_expansion(start, end)
        if not in_macro and b"operator" in self.data[start:end]:
            return  # `d.operator uint3()` names the conversion itself; the compile reports it
        self.converted.append(Converted(start, end, rule, in_macro, ext.start.line, ext.start.column))

    def in_expansion(self, start: int, end: int) -> bool:
        """libclang gives an expression from a macro the invocation's range, which may hold more than it."""
        return any(a < end and start < b for a, b in self.expansions)

    def member_call(self, cursor, name: str) -> None:
        ref = cursor.referenced
        if ref is None or ref.kind != self.K.CXX_METHOD:
            return
        rule = (self.members or {}).get(f"{_qualified_owner(ref)}::{name}")
        callee = next(iter(cursor.get_children()), None)
        obj = next(iter(callee.get_children()), None) if callee is not None else None
        if rule is None or obj is None:
            return  # another class's method, or called on `this` inside the class
        ext = cursor.extent
        o = obj.extent
        data = self.data
        start, end, name_at = o.start.offset, ext.end.offset, callee.extent.end.offset - len(name)
        op = data[o.end.offset:name_at].strip()
        if op not in (b".", b"->"):
            return  # `t.template meta_group_size()` and other spellings: left to the compile
        op_start = o.end.offset + data[o.end.offset:name_at].index(op)
        self.member_calls.append(MemberCalled(start, o.end.offset, op_start, end, op == b"->", rule,
                                              self.in_expansion(start, end), callee.extent.end.line,
                                              callee.extent.end.column - len(name)))

    def field_read(self, cursor) -> None:
        field_read(self, cursor)

    def dependent_read(self, cursor) -> None:
        dependent_read(self, cursor)

    def dependent_callee(self, call):
        """A call in a template whose arguments depend on its parameters (`cudaMallocHost(&e.p, n)` with `e` of a
        dependent type): clang leaves it unresolved, an unnamed CALL_EXPR whose callee is the overload set. The
        set, when it names a function; None otherwise. (A header translated on its own never sees the
        instantiations that would name the call.)"""
        K = self.K
        callee = next(iter(call.get_children()), None)
        while callee is not None and callee.kind in (K.DECL_REF_EXPR, K.UNEXPOSED_EXPR):
            callee = next(iter(callee.get_children()), None)
        return callee if callee is not None and callee.kind == K.OVERLOADED_DECL_REF else None


# how clang represents a kernel launch in the AST (not a CUDA-to-HIP fact: the CALL_EXPR of k<<<...>>>(...) has the
# configuration call as its second child, Sema::BuildCUDAKernelCallExpr)
_LAUNCH_NAMES = ("cudaConfigureCall", "__cudaPushCallConfiguration")


def explicit_instantiations(toks: List[Tok], template_names: Set[str], inactive) -> List[str]:
    """The template-ids (``ns::k<float, 4>``) of explicit instantiations of kernel templates, from the tokens.

    libclang exposes no cursor for ``template __global__ void k<float>(float *);``, so these are found here and
    resolved by a second parse (see instantiated_symbols). ``extern template`` instantiates nothing; an
    instantiation that deduces its template arguments is not resolved and its kernel is not listed."""
    out: List[str] = []
    n = len(toks)
    for i, tok in enumerate(toks):
        if tok.text != "template" or tok.kind != "KEYWORD" or i + 1 >= n or toks[i + 1].text == "<":
            continue
        if (i > 0 and toks[i - 1].text == "extern") or inactive(tok.start):
            continue
        j, depth = i + 1, 0
        while j < n and not (toks[j].text == ";" and depth == 0) and toks[j].text not in ("{", "}"):
            depth += toks[j].text == "("
            depth -= toks[j].text == ")"
            if depth == 0 and toks[j].text in template_names and j + 1 < n and toks[j + 1].text == "<":
                k = j
                while k >= 2 and toks[k - 1].text == "::" and toks[k - 2].kind == "IDENTIFIER":
                    k -= 2
                level, m = 0, j + 1
                while m < n:
                    level += {"<": 1, ">": -1, ">>": -2}.get(toks[m].text, 0)
                    if level <= 0 or toks[m].text in (";", "{", "}"):
                        break
                    m += 1
                if m < n and level == 0:
                    out.append(" ".join(t.text for t in toks[k:m + 1]))
                break
            j += 1
    return list(dict.fromkeys(out))


def instantiated_symbols(source: str, path: str, template_ids: List[str], opts: TranslateOptions) -> List[str]:
    """Device symbols of explicitly instantiated kernels: the source is parsed again with a reference to each
    template-id appended at its end, whose referenced declaration libclang does expose."""
    ci = frontend.cindex()
    tail = "".join(f"\nstatic void *const __pycucc_instantiation_{n} = (void *)&{t};"
                   for n, t in enumerate(template_ids))
    tu = frontend.parse(source + tail, path, include_dirs=opts.include_dirs, defines=opts.defines,
                        undefines=opts.undefines, std=opts.std, resource_dir=opts.resource_dir).tu
    K = ci.CursorKind
    found: List[str] = []

    def refs(c):
        for ch in c.get_children():
            if ch.kind == K.DECL_REF_EXPR:
                ref = ch.referenced
                if ref is not None and ref.kind == K.FUNCTION_DECL:
                    sym = kernel_symbol(ref.mangled_name)
                    if sym:
                        found.append(sym)
            else:
                refs(ch)

    for c in tu.cursor.get_children():
        if c.kind == K.VAR_DECL and c.spelling.startswith("__pycucc_instantiation_"):
            refs(c)
    return found


_FUNCTION_KINDS = ("FUNCTION_DECL", "FUNCTION_TEMPLATE", "CXX_METHOD", "CONSTRUCTOR", "DESTRUCTOR",
                   "CONVERSION_FUNCTION", "LAMBDA_EXPR")
_DEVICE_VAR_ATTRS = ("CUDADEVICE_ATTR", "CUDACONSTANT_ATTR", "CUDASHARED_ATTR")


def host_reads(ci, warp_tops, names: Set[str]) -> List[HostRead]:
    """Where host code reads one of CUDA's built-ins ``names`` (``warpSize``), classified; device code is left
    out.

    Host means: in a function without __device__/__global__, in a lambda inside one, or in the initializer of a
    file-level host variable. Constant-evaluated uses (array bounds, template arguments, constexpr, case labels,
    static_assert, enumerators) cannot take a runtime call and are classified 'constant'."""
    out: List[HostRead] = []

    def context(c, inherited: str) -> str:
        attrs = {ch.kind.name for ch in c.get_children() if ch.kind.is_attribute()}
        device = "CUDADEVICE_ATTR" in attrs or "CUDAGLOBAL_ATTR" in attrs
        host = "CUDAHOST_ATTR" in attrs
        if device and host:
            return "hostdevice"
        if device:
            return "device"
        if host:
            return "host"
        return inherited if c.kind.name == "LAMBDA_EXPR" else "host"

    def walk(c, ctx: str, const: bool, parent_kind: str, tokens_of):
        kind = c.kind.name
        if kind in _FUNCTION_KINDS:
            ctx = context(c, ctx)
        elif kind == "VAR_DECL" and parent_kind in ("TRANSLATION_UNIT", "NAMESPACE", "LINKAGE_SPEC",
                                                    "UNEXPOSED_DECL", "CLASS_DECL", "STRUCT_DECL",
                                                    "CLASS_TEMPLATE", None):
            if any(ch.kind.name in _DEVICE_VAR_ATTRS for ch in c.get_children()):
                ctx = "device"
        if ctx == "device":
            return
        if kind == "VAR_DECL" and "constexpr" in tokens_of(c):
            const = True
        elif kind in ("STATIC_ASSERT", "ENUM_CONSTANT_DECL", "TEMPLATE_NON_TYPE_PARAMETER"):
            const = True
        if kind == "DECL_REF_EXPR" and c.spelling in names:
            ref = c.referenced
            f = ref.location.file if ref is not None else None
            if f is not None and (os.path.basename(f.name) == "__clang_cuda_builtin_vars.h"
                                  or os.path.abspath(f.name).startswith(OURS)):
                loc = c.location
                # a constant-evaluated operand is not wrapped in an lvalue-to-rvalue conversion
                constant = const or parent_kind in ("VAR_DECL", "DECL_REF_EXPR", "OVERLOADED_DECL_REF",
                                                    "TEMPLATE_REF", "FIELD_DECL")
                kind_ = "constant" if constant else ("hostdevice" if ctx == "hostdevice" else "host")
                out.append(HostRead(c.spelling, loc.offset, loc.line, loc.column, kind_, top_offset))
            return
        for n, ch in enumerate(c.get_children()):
            walk(ch, ctx, const or (kind == "CASE_STMT" and n == 0), kind, tokens_of)

    def tokens_of(c):
        """Keywords of a declaration before its name (``constexpr``, ``static``...)."""
        try:
            name_at = c.location.offset
            return {t.spelling for t in c.translation_unit.get_tokens(extent=c.extent)
                    if t.kind.name == "KEYWORD" and t.extent.start.offset < name_at}
        except Exception:  # noqa: BLE001 - only a refinement of the classification
            return set()

    for c, top_offset in warp_tops:
        walk(c, "host", False, None, tokens_of)
    return out


_STUB_PREFIX = re.compile(r"(\d+)__device_stub__")


def kernel_symbol(mangled: Optional[str]) -> Optional[str]:
    """The device symbol of a kernel: the host-side parse mangles the launch stub as ``__device_stub__<name>``."""
    if not mangled:
        return None
    return _STUB_PREFIX.sub(lambda m: str(int(m.group(1)) - len("__device_stub__")), mangled, count=1)


def skipped_ranges(tu, ci, main_file) -> List[Tuple[int, int]]:
    class _RangeList(Structure):
        _fields_ = [("count", c_uint), ("ranges", POINTER(ci.SourceRange))]

    lib = ci.conf.lib
    fn = lib.clang_getSkippedRanges
    fn.restype = POINTER(_RangeList)
    fn.argtypes = [c_void_p, c_void_p]
    f = tu.get_file(main_file)
    rl = fn(tu, f)
    out = []
    try:
        for k in range(rl.contents.count):
            r = rl.contents.ranges[k]
            out.append((r.start.offset, r.end.offset))
    finally:
        lib.clang_disposeSourceRangeList(rl)
    return sorted(out)


def dependencies(tu, ci, main_file: str) -> Tuple[str, ...]:
    rd = os.path.abspath(frontend.clang_resource_dir()) + os.sep
    deps = []
    seen = set()
    for inc in tu.get_includes():
        f = inc.include
        name = os.path.abspath(f.name)
        if name in seen or name == os.path.abspath(main_file):
            continue
        seen.add(name)
        if name.startswith(OURS) or name.startswith(rd):
            continue
        loc = ci.SourceLocation.from_position(tu, f, 1, 1)
        if loc.is_in_system_header:
            continue
        deps.append(name)
    return tuple(sorted(deps))


def includes_half_types(tu, words: "re.Pattern[str]") -> bool:
    """Whether the parse read a header whose name has a word of the half types (`words`: the rules' half_types
    pattern; cuda_fp16.h, cuda_bf16.h, and what includes them, through any header): the unit can name __half or
    __nv_bfloat16 as nvcc would let it."""
    return any(words.search(os.path.basename(inc.include.name)) for inc in tu.get_includes())


def project_includes(tu, ci, main_file: str) -> Set[int]:
    """Lines of the file whose #include the parse resolved to one of the program's own headers (cuBLAS samples'
    "cublas_utils.h"): a name like a CUDA header's there is the program's, not CUDA's."""
    main = os.path.abspath(main_file)
    lines: Set[int] = set()
    for inc in tu.get_includes():
        if inc.depth != 1 or inc.location.file is None or os.path.abspath(inc.location.file.name) != main:
            continue
        if project_header(ci.SourceLocation.from_position(tu, inc.include, 1, 1)):
            lines.add(inc.location.line)
    return lines


def project_header(loc) -> bool:
    """A location in one of the program's own headers: not pycucc's declarations, clang's or a system header."""
    name = os.path.abspath(loc.file.name)
    return not (name.startswith(OURS) or name.startswith(os.path.abspath(frontend.clang_resource_dir()) + os.sep)
                or loc.is_in_system_header)


def line_of_file(path: str, line: int) -> Optional[str]:
    try:
        with open(path, "rb") as f:
            lines = source_text(f.read()).splitlines()
    except OSError:
        return None
    return lines[line - 1] if 0 < line <= len(lines) else None
