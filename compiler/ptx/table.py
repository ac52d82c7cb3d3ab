"""The lowering table: ``lowering.rules`` (grammar ``rules.lark``) loaded, validated and indexed by opcode.

Every fact about an instruction lives in the rules file: which modifier spellings a form accepts (an opcode
pattern compiled to a regular expression), the types of its operands, and the HIP expression or statements it
becomes. This module only reads and checks that data; pycucc.ptx.lower applies it.

Problems in the rules file are reported as PycuccError at rules-file:line:col with the line and a caret
(codes.PTX_LOWERING_TABLE); that is a broken installation, not bad user input.
"""
from __future__ import annotations
import hashlib
import os
import re
import threading
from typing import Dict, List, Optional, Tuple

from .. import codes
from ..diagnostics import Diagnostic, PycuccError, Severity, source_line_of
from ..records import field, record

HERE = os.path.dirname(os.path.abspath(__file__))
RULES_PATH = os.path.join(HERE, "lowering.rules")
GRAMMAR_PATH = os.path.join(HERE, "rules.lark")
TABLE_ERROR = codes.PTX_LOWERING_TABLE

# PTX fundamental types: (C type a template sees, bits, kind). f16/bf16 values are their bit patterns, the packed
# pairs one 32-bit word: the helpers in the rules file convert them.
TYPES: Dict[str, Tuple[str, int, str]] = {
    "pred": ("bool", 1, "pred"),
    "b8": ("unsigned char", 8, "b"), "u8": ("unsigned char", 8, "u"), "s8": ("signed char", 8, "s"),
    "b16": ("unsigned short", 16, "b"), "u16": ("unsigned short", 16, "u"), "s16": ("short", 16, "s"),
    "b32": ("unsigned", 32, "b"), "u32": ("unsigned", 32, "u"), "s32": ("int", 32, "s"),
    "b64": ("unsigned long long", 64, "b"), "u64": ("unsigned long long", 64, "u"), "s64": ("long long", 64, "s"),
    "b128": ("unsigned __int128", 128, "b"),
    "f16": ("unsigned short", 16, "f16"), "bf16": ("unsigned short", 16, "bf16"),
    "f16x2": ("unsigned", 32, "f16x2"), "bf16x2": ("unsigned", 32, "bf16x2"),
    "f32": ("float", 32, "f"), "f64": ("double", 64, "f"),
}
UNSIGNED = {8: "unsigned char", 16: "unsigned short", 32: "unsigned", 64: "unsigned long long",
            128: "unsigned __int128"}
SIGNED = {8: "signed char", 16: "short", 32: "int", 64: "long long", 128: "__int128"}
# Operand kinds a signature may name besides value types.
SPECIAL_TYPES = ("label", "func", "args", "imm")
FUNCTIONS = ("ctype", "utype", "stype", "wtype", "uwtype", "bits", "vecn")
MECHANISM_PLACEHOLDERS = ("AS", "cf", "call", "return", "exit", "uid")
# the state spaces whose AMDGPU address space lower.py writes (the rules' table ADDRSPACE gives the numbers)
MECHANISM_ADDRESS_SPACES = ("global", "shared")
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?:\.(vol|bytes))?(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?\}")
_HELPER_REF = re.compile(r"\b(__pycucc_ptx_[A-Za-z0-9_]+)")
_WORD = re.compile(r"[A-Za-z0-9_]+(?:::[A-Za-z0-9_]+)*")


@record(frozen=True)
class Operand:
    name: str
    type: str                       # a PTX type, a capture name, "v.t" (vector), or a SPECIAL_TYPES kind
    address: bool = False
    pred_name: Optional[str] = None  # d|p: the optional predicate destination
    pred_type: Optional[str] = None


@record
class Form:
    pattern: str
    regex: "re.Pattern"
    base: str
    outs: Tuple[Operand, ...]
    ins: Tuple[Operand, ...]
    attrs: Tuple[str, ...]
    template: str
    block: bool
    section: str
    line: int
    col: int

    @property
    def operands(self) -> Tuple[Operand, ...]:
        return self.outs + self.ins

    def signature(self) -> str:
        def one(o: Operand) -> str:
            s = f"[{o.name}]" if o.address else o.name
            return s + (f"|{o.pred_name}" if o.pred_name else "")
        return ", ".join(one(o) for o in self.operands)


@record
class Sreg:
    pattern: str
    regex: "re.Pattern"
    type: str
    template: str
    line: int


@record
class Unsupported:
    pattern: str
    regex: "re.Pattern"
    message: str
    line: int


@record
class Helper:
    name: str
    text: str
    deps: Tuple[str, ...]
    line: int


@record
class LoweringTable:
    forms: List[Form] = field(default_factory=list)
    by_base: Dict[str, List[Form]] = field(default_factory=dict)
    sregs: List[Sreg] = field(default_factory=list)
    unsupported: List[Unsupported] = field(default_factory=list)
    tables: Dict[str, Dict[str, str]] = field(default_factory=dict)
    helpers: Dict[str, Helper] = field(default_factory=dict)
    digest: str = ""
    defined_by: Dict[str, str] = field(default_factory=dict)   # helper identifier -> the helper defining it
    mechanism: Dict[str, int] = field(default_factory=dict)    # identifiers the mechanism writes -> their line
    _memo: Dict[str, List[Tuple[Form, Dict[str, Optional[str]]]]] = field(default_factory=dict)

    def match(self, opcode: str) -> List[Tuple[Form, Dict[str, Optional[str]]]]:
        """Every form whose pattern accepts the opcode, in file order, with its captures."""
        hit = self._memo.get(opcode)
        if hit is None:
            hit = []
            for f in self.by_base.get(opcode.split(".", 1)[0], ()):
                m = f.regex.fullmatch(opcode)
                if m:
                    hit.append((f, m.groupdict()))
            self._memo[opcode] = hit
        return hit

    def sreg(self, name: str) -> Optional[Tuple[Sreg, Dict[str, Optional[str]]]]:
        for s in self.sregs:
            m = s.regex.fullmatch(name)
            if m:
                return s, m.groupdict()
        return None

    def unsupported_for(self, opcode: str) -> Optional[Unsupported]:
        return next((u for u in self.unsupported if u.regex.fullmatch(opcode)), None)

    def helper_closure(self, names) -> List[Helper]:
        """The helpers defining the identifiers named, with everything they use, each once, in file order."""
        wanted = {"__pycucc_ptx_base"}
        todo = [self.defined_by.get(n) for n in names]
        while todo:
            h = todo.pop()
            if h is None or h in wanted:
                continue
            wanted.add(h)
            todo.extend(self.helpers[h].deps)
        return [h for h in self.helpers.values() if h.name in wanted]

    def uses(self, text: str) -> List[str]:
        """The helper identifiers a template mentions."""
        return [n for n in set(_HELPER_REF.findall(text)) if n in self.defined_by]


class _Problem(Exception):
    def __init__(self, message: str, line: int, col: int):
        super().__init__(message)
        self.line, self.col = line, col


def _compile_pattern(text: str, defines: Dict[str, List[str]], line: int, col: int):
    """The opcode pattern mini-language -> (regex, base opcode, capture names)."""
    pos = 0
    captures: List[str] = []

    def fail(msg: str):
        raise _Problem(f"pattern '{text}': {msg}", line, col + pos)

    def word() -> str:
        nonlocal pos
        m = _WORD.match(text, pos)
        if not m:
            fail("expected a word")
        pos = m.end()
        return m.group(0)

    def capture_name() -> Optional[str]:
        nonlocal pos
        if pos < len(text) and text[pos] == ":" and not text.startswith("::", pos):
            pos += 1
            m = re.compile(r"[A-Za-z_][A-Za-z0-9_]*").match(text, pos)
            if not m:
                fail("expected a capture name after ':'")
            pos = m.end()
            if m.group(0) in captures:
                fail(f"capture '{m.group(0)}' bound twice")
            captures.append(m.group(0))
            return m.group(0)
        return None

    def segments(optional_depth: int) -> str:
        nonlocal pos
        out = ""
        while pos < len(text):
            c = text[pos]
            if c == "]":
                if not optional_depth:
                    fail("unbalanced ']'")
                return out
            if c == "[":
                pos += 1
                start = pos
                inner = segments(optional_depth + 1)
                if pos >= len(text) or text[pos] != "]":
                    fail("missing ']'")
                pos += 1
                body = text[start:pos - 1]
                word_only = re.fullmatch(r"\.([A-Za-z][A-Za-z0-9_]*)", body)
                name = capture_name()
                if name is None and word_only and word_only.group(1) not in captures:
                    name = word_only.group(1)
                    captures.append(name)
                if name and word_only:
                    out += rf"(?:\.(?P<{name}>{re.escape(word_only.group(1))}))?"
                elif name:
                    fail(f"capture '{name}' on an optional part that is not one word")
                else:
                    out += f"(?:{inner})?"
                continue
            if c != ".":
                fail(f"unexpected '{c}'")
            pos += 1
            if text.startswith("*", pos):
                pos += 1
                out += r"(?:\.[A-Za-z0-9_:]+)*"
                continue
            if text.startswith("{", pos):
                end = text.find("}", pos)
                if end < 0:
                    fail("missing '}'")
                inner = text[pos + 1:end]
                alts = []
                for a in (x.strip() for x in inner.split(",")):
                    if a in defines:
                        alts.extend(defines[a])
                    elif _WORD.fullmatch(a):
                        alts.append(a)
                    else:
                        fail(f"'{a}' in '{{{inner}}}' is neither a define nor a word")
                pos = end + 1
                name = capture_name()
                alt = "|".join(re.escape(a) for a in sorted(alts, key=len, reverse=True))
                out += rf"\.(?P<{name}>{alt})" if name else rf"\.(?:{alt})"
                continue
            w = word()
            name = capture_name()
            out += rf"\.(?P<{name}>{re.escape(w)})" if name else r"\." + re.escape(w)
        if optional_depth:
            fail("missing ']'")
        return out

    if text.startswith("%"):
        pos = 1
    base = text[:pos] + word()
    regex = re.escape(base) + segments(0)
    return re.compile(regex), base, captures


class _Loader:
    def __init__(self, path: str, text: str):
        self.path, self.text = path, text
        self.table = LoweringTable()
        self.defines: Dict[str, List[str]] = {}
        self.section = ""

    def problem(self, msg: str, line: int, col: int) -> PycuccError:
        return PycuccError(Diagnostic(Severity.ERROR, TABLE_ERROR, msg, self.path, line, col,
                                      source_line=source_line_of(self.text, line),
                                      hint="the PTX lowering table is pycucc's own data; reinstall pycucc or fix "
                                           "the entry"))

    def check_type(self, t: str, captures: List[str], line: int, col: int) -> None:
        parts = t.split(".")
        if len(parts) == 2:
            if parts[0] == "wide":
                if parts[1] not in captures:
                    raise _Problem(f"'{t}': '{parts[1]}' is not a capture of the pattern", line, col)
                return
            if parts[0] not in captures:
                raise _Problem(f"vector type '{t}': '{parts[0]}' is not a capture of the pattern", line, col)
            t = parts[1]
        if t not in TYPES and t not in SPECIAL_TYPES and t not in captures:
            raise _Problem(f"unknown operand type '{t}' (a PTX type, a capture, or one of {SPECIAL_TYPES})",
                           line, col)

    def check_template(self, template: str, names: List[str], captures: List[str], line: int, col: int) -> None:
        for m in _PLACEHOLDER.finditer(template):
            name, suffix, arg = m.group(1), m.group(2), m.group(3)
            where = (line, col)
            if arg is not None:
                if name in FUNCTIONS:
                    if arg not in captures and arg not in names and arg not in TYPES:
                        raise _Problem(f"'{{{name}({arg})}}': '{arg}' is no capture, operand or type", *where)
                elif name in self.table.tables:
                    if arg not in captures:
                        raise _Problem(f"'{{{name}({arg})}}': '{arg}' is not a capture of the pattern", *where)
                else:
                    raise _Problem(f"'{{{name}(...)}}': no table or function '{name}'", *where)
                continue
            if suffix and name not in names:
                raise _Problem(f"'{m.group(0)}': '{name}' is not an operand", *where)
            if name in names or name in captures or name in MECHANISM_PLACEHOLDERS:
                continue
            if name in ("T", "U", "S", "N", "W") and "t" in captures:
                continue
            raise _Problem(f"unknown placeholder '{m.group(0)}' (operands: {', '.join(names) or 'none'}; "
                           f"captures: {', '.join(captures) or 'none'})", *where)

    def load(self):
        from lark import Lark
        from lark.exceptions import UnexpectedInput
        with open(GRAMMAR_PATH, encoding="utf-8") as f:
            grammar = f.read()
        try:
            tree = Lark(grammar, parser="lalr").parse(self.text)
        except UnexpectedInput as e:
            raise self.problem(f"cannot parse the lowering table: {str(e).splitlines()[0]}", e.line, e.column)
        for item in tree.children:
            if item is None or not hasattr(item, "data"):
                continue
            try:
                getattr(self, "do_" + item.data)(item)
            except _Problem as p:
                raise self.problem(str(p), p.line, p.col)
        self.finish()
        return self.table

    def do_section(self, item):
        self.section = item.children[0][1:-1]

    def do_define(self, item):
        name, words = item.children
        self.defines[str(name)] = str(words).split()

    def do_table(self, item):
        name = str(item.children[0])
        mapping = {}
        for pair in item.children[1:]:
            k, v = pair.children
            v = str(v)
            mapping[str(k)] = v[1:-1].encode("utf-8").decode("unicode_escape") if v.startswith('"') else v
        self.table.tables[name] = mapping

    def do_helper(self, item):
        """A helper's identifiers (``__pycucc_ptx_*``) belong to the first helper that mentions them: C++ needs a
        definition before its uses, so in file order the first mention is the definition."""
        name, block = item.children
        body = str(block)[3:-3].strip("\n")
        if str(name) in self.table.helpers:
            raise _Problem(f"helper '{name}' defined twice", name.line, name.column)
        mentioned = set(_HELPER_REF.findall(body))
        deps = tuple(sorted({self.table.defined_by[m] for m in mentioned if m in self.table.defined_by}))
        for m in mentioned:
            self.table.defined_by.setdefault(m, str(name))
        self.table.defined_by.setdefault(str(name), str(name))
        self.table.helpers[str(name)] = Helper(str(name), body, deps, name.line)

    def _operands(self, node, captures: List[str]) -> Tuple[Operand, ...]:
        ops = []
        for o in node.children:
            if o is None:
                continue
            c = o.children
            if o.data == "address":
                self.check_type(str(c[1]), captures, c[1].line, c[1].column)
                ops.append(Operand(str(c[0]), str(c[1]), address=True))
            else:
                self.check_type(str(c[1]), captures, c[1].line, c[1].column)
                if len(c) > 2:
                    self.check_type(str(c[3]), captures, c[3].line, c[3].column)
                    ops.append(Operand(str(c[0]), str(c[1]), pred_name=str(c[2]), pred_type=str(c[3])))
                else:
                    ops.append(Operand(str(c[0]), str(c[1])))
        return tuple(ops)

    def do_form(self, item):
        pattern_tok = item.children[0]
        regex, base, captures = _compile_pattern(str(pattern_tok), self.defines, pattern_tok.line, pattern_tok.column)
        outs = self._operands(item.children[1], captures)
        ins = self._operands(item.children[2], captures)
        attrs = tuple(str(a)[1:] for a in item.children[3:-1])
        tmpl = item.children[-1]
        block = tmpl.type == "BLOCK"
        text = str(tmpl)[3:-3].strip("\n") if block else str(tmpl).strip()
        names = [o.name for o in outs + ins] + [o.pred_name for o in outs + ins if o.pred_name]
        if len(set(names)) != len(names):
            raise _Problem(f"operand names repeat in '{pattern_tok}'", pattern_tok.line, pattern_tok.column)
        self.check_template(text, names, captures, tmpl.line, tmpl.column)
        form = Form(str(pattern_tok), regex, base, outs, ins, attrs, text, block, self.section,
                    pattern_tok.line, pattern_tok.column)
        self.table.forms.append(form)
        self.table.by_base.setdefault(base, []).append(form)

    def do_sreg(self, item):
        pattern_tok, type_tok, expr = item.children
        regex, base, captures = _compile_pattern(str(pattern_tok), self.defines, pattern_tok.line, pattern_tok.column)
        if str(type_tok) not in TYPES:
            raise _Problem(f"unknown type '{type_tok}'", type_tok.line, type_tok.column)
        self.check_template(str(expr), [], captures, expr.line, expr.column)
        self.table.sregs.append(Sreg(str(pattern_tok), regex, str(type_tok), str(expr).strip(), pattern_tok.line))

    def do_mechanism(self, item):
        for name in item.children:
            self.table.mechanism.setdefault(str(name), name.line)

    def do_unsupported(self, item):
        pattern_tok, msg = item.children
        regex, _, _ = _compile_pattern(str(pattern_tok), self.defines, pattern_tok.line, pattern_tok.column)
        self.table.unsupported.append(Unsupported(str(pattern_tok), regex, str(msg)[1:-1], pattern_tok.line))

    def finish(self):
        for f in self.table.forms:
            for d in set(_HELPER_REF.findall(f.template)):
                if d not in self.table.defined_by:
                    raise self.problem(f"template uses '{d}', which no helper defines", f.line, f.col)
        for s in self.table.sregs:
            for d in set(_HELPER_REF.findall(s.template)):
                if d not in self.table.defined_by:
                    raise self.problem(f"template uses '{d}', which no helper defines", s.line, 1)
        if "__pycucc_ptx_base" not in self.table.helpers:
            raise self.problem("the helper '__pycucc_ptx_base' is missing", 1, 1)
        for name, line in self.table.mechanism.items():
            if name not in self.table.defined_by:
                raise self.problem(f"the mechanism writes '{name}', which no helper defines", line, 1)
        spaces = self.table.tables.get("ADDRSPACE", {})
        for space in MECHANISM_ADDRESS_SPACES:
            if not spaces.get(space, "").isdigit():
                raise self.problem(f"table ADDRSPACE needs the AMDGPU address space of '{space}' (a number)", 1, 1)


_lock = threading.Lock()
_cache: Dict[str, LoweringTable] = {}


def load_table(path: str = RULES_PATH) -> LoweringTable:
    """The validated table (cached per process and path)."""
    with _lock:
        hit = _cache.get(path)
        if hit is None:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            hit = _Loader(path, text).load()
            hit.digest = hashlib.sha256(text.encode()).hexdigest()
            _cache[path] = hit
        return hit
