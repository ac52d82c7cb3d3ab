"""PTX text -> a small syntax tree, with the grammar in ``ptx.lark`` (LALR, built once per process).

Two entry points: :func:`parse_module` for a .ptx file and :func:`parse_asm` for the template of an inline asm
statement. Syntax errors come back as :class:`PtxSyntaxError` carrying one located Diagnostic (codes.PTX_SYNTAX_ERROR); nothing
here prints.
"""
from __future__ import annotations

import os
import threading
from typing import Callable, List, Optional, Tuple, Union

from .. import codes
from ..diagnostics import Diagnostic, Severity
from ..records import field, record

GRAMMAR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ptx.lark")
SYNTAX_ERROR = codes.PTX_SYNTAX_ERROR


# ------------------------------------------------------------------------------------------------ the tree
@record(frozen=True)
class Name:
    """A register, special register (``%tid.x``), variable, function, label or parameter name."""
    text: str
    line: int = 0
    col: int = 0


@record(frozen=True)
class Imm:
    """An integer literal (any PTX spelling); ``value`` is the mathematical value, negative for ``-5``."""
    value: int
    text: str
    line: int = 0
    col: int = 0


@record(frozen=True)
class FloatBits:
    """``0f3F800000`` (kind ``f``, 32-bit pattern) or ``0d3FF0000000000000`` (kind ``d``, 64-bit pattern)."""
    kind: str
    bits: int
    text: str
    line: int = 0
    col: int = 0


@record(frozen=True)
class DecimalFloat:
    """``1.5``, ``-2e3``: a double-precision constant."""
    value: float
    text: str
    line: int = 0
    col: int = 0


@record(frozen=True)
class Vector:
    items: Tuple["Operand", ...]
    line: int = 0
    col: int = 0


@record(frozen=True)
class ParenList:
    items: Tuple["Operand", ...]
    line: int = 0
    col: int = 0


@record(frozen=True)
class NotPred:
    name: Name
    line: int = 0
    col: int = 0


@record(frozen=True)
class Dual:
    """``d|p``: a value and a predicate destination."""
    first: "Operand"
    second: "Operand"
    line: int = 0
    col: int = 0


@record(frozen=True)
class Address:
    """``[base+offset]``; base is a Name or None for an absolute address; ``extra`` is a texture coordinate."""
    base: Optional[Name]
    offset: int = 0
    extra: Optional["Operand"] = None
    line: int = 0
    col: int = 0


Operand = Union[Name, Imm, FloatBits, DecimalFloat, Vector, ParenList, NotPred, Dual, Address]


@record(frozen=True)
class Instruction:
    opcode: str
    operands: Tuple[Operand, ...]
    guard: Optional[Tuple[bool, Name]] = None   # (negated, predicate)
    line: int = 0
    col: int = 0

    @property
    def base(self) -> str:
        return self.opcode.split(".", 1)[0]


@record(frozen=True)
class Label:
    name: str
    line: int = 0
    col: int = 0


@record(frozen=True)
class Attr:
    """``.b32``, ``.align 8``, ``.maxntid 256, 1, 1``: a dotted word and its integer arguments."""
    word: str
    args: Tuple[int, ...] = ()


@record(frozen=True)
class Declarator:
    name: str
    count: Optional[int] = None             # %r<100>
    dims: Tuple[Optional[int], ...] = ()    # buf[16][4], extern[]
    init: object = None
    line: int = 0
    col: int = 0


@record(frozen=True)
class VarDecl:
    attrs: Tuple[Attr, ...]
    declarators: Tuple[Declarator, ...]
    line: int = 0
    col: int = 0

    def words(self) -> Tuple[str, ...]:
        return tuple(a.word for a in self.attrs)


@record(frozen=True)
class Pragma:
    values: Tuple[str, ...]
    line: int = 0
    col: int = 0


@record(frozen=True)
class Block:
    stmts: Tuple[object, ...]
    line: int = 0
    col: int = 0


@record(frozen=True)
class Param:
    attrs: Tuple[Attr, ...]
    name: str
    dims: Tuple[Optional[int], ...] = ()
    line: int = 0
    col: int = 0


@record(frozen=True)
class Function:
    kind: str                       # "entry" or "func"
    name: str
    attrs: Tuple[Attr, ...]         # .visible .extern .weak ...
    returns: Tuple[Param, ...]
    params: Tuple[Param, ...]
    perf: Tuple[Attr, ...]          # .maxntid .reqntid .minnctapersm .noreturn ...
    body: Optional[Block]
    line: int = 0
    col: int = 0


@record
class Module:
    version: Optional[str] = None
    target: Tuple[str, ...] = ()
    address_size: int = 64
    items: List[object] = field(default_factory=list)


# ------------------------------------------------------------------------------------------------ parsing
class PtxSyntaxError(Exception):
    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


def parse_int(text: str) -> int:
    """PTX integer literal: hex 0x, binary 0b, octal with a leading 0, decimal; an optional U suffix."""
    t = text[:-1] if text[-1:] in "uU" else text
    if t[:2] in ("0x", "0X"):
        return int(t[2:], 16)
    if t[:2] in ("0b", "0B"):
        return int(t[2:], 2)
    if len(t) > 1 and t[0] == "0":
        return int(t, 8)
    return int(t)


_lock = threading.Lock()
_parser = None


def _build():
    from lark import Lark, Transformer, v_args

    @v_args(inline=True)
    class Build(Transformer):
        def int_pos(self, tok):
            return Imm(parse_int(tok), str(tok), tok.line, tok.column)

        def int_neg(self, tok):
            return Imm(-parse_int(tok), "-" + str(tok), tok.line, tok.column - 1)

        def float_bits(self, tok):
            return FloatBits(tok[1].lower(), int(tok[2:], 16), str(tok), tok.line, tok.column)

        def decimal_float(self, tok):
            return DecimalFloat(float(tok), str(tok), tok.line, tok.column)

        def neg_decimal_float(self, tok):
            return DecimalFloat(-float(tok), "-" + str(tok), tok.line, tok.column - 1)

        def name(self, tok):
            return Name(str(tok), tok.line, tok.column)

        def vector(self, *items):
            items = tuple(i for i in items if i is not None)
            first = items[0] if items else None
            return Vector(items, getattr(first, "line", 0), max(getattr(first, "col", 1) - 1, 0))

        def paren_list(self, *items):
            items = tuple(i for i in items if i is not None)
            first = items[0] if items else None
            return ParenList(items, getattr(first, "line", 0), max(getattr(first, "col", 1) - 1, 0))

        def not_pred(self, tok):
            return NotPred(Name(str(tok), tok.line, tok.column), tok.line, tok.column - 1)

        def dual(self, a, b):
            return Dual(a, b, a.line, a.col)

        def address(self, addr):
            return addr

        def addr_name(self, tok):
            return Address(Name(str(tok), tok.line, tok.column), 0, None, tok.line, tok.column - 1)

        def addr_name_offset(self, tok, imm):
            return Address(Name(str(tok), tok.line, tok.column), imm.value, None, tok.line, tok.column - 1)

        def addr_name_minus(self, tok, num):
            return Address(Name(str(tok), tok.line, tok.column), -parse_int(num), None, tok.line, tok.column - 1)

        def addr_absolute(self, imm):
            return Address(None, imm.value, None, imm.line, imm.col - 1)

        def addr_texture(self, tok, extra):
            return Address(Name(str(tok), tok.line, tok.column), 0, extra, tok.line, tok.column - 1)

        def guard(self, tok):
            return (False, Name(str(tok), tok.line, tok.column))

        def guard_not(self, tok):
            return (True, Name(str(tok), tok.line, tok.column))

        def instruction(self, *parts):
            guard = None
            if isinstance(parts[0], tuple):
                guard, parts = parts[0], parts[1:]
            op = parts[0]
            operands = tuple(p for p in parts[1:] if p is not None)
            return Instruction(str(op), operands, guard, op.line, op.column)

        def label(self, tok):
            return Label(str(tok), tok.line, tok.column)

        def attr(self, word, arg=None):
            return Attr(str(word), (parse_int(arg),) if arg is not None else ())

        def perf(self, word, *args):
            return Attr(str(word), tuple(parse_int(a) for a in args))

        def range(self, tok):
            return parse_int(tok)

        def dim(self, tok=None):
            return parse_int(tok) if tok is not None else None

        def dims(self, *ds):
            return tuple(ds)

        def initializer(self, value):
            return ("init", value)

        def init_list(self, *items):
            return [i for i in items if i is not None]

        def init_symbol(self, tok):
            return ("symbol", str(tok), 0)

        def init_symbol_offset(self, tok, num):
            return ("symbol", str(tok), parse_int(num))

        def init_generic(self, kw, tok):
            return ("symbol", str(tok), 0) if str(kw) == "generic" else ("bad", str(kw))

        def declarator(self, tok, *rest):
            count, dims, init = None, (), None
            for r in rest:
                if isinstance(r, int):
                    count = r
                elif isinstance(r, tuple) and r and r[0] == "init":
                    init = r[1]
                elif isinstance(r, tuple):
                    dims = r
            return Declarator(str(tok), count, dims, init, tok.line, tok.column)

        def var_decl(self, *parts):
            attrs = tuple(p for p in parts if isinstance(p, Attr))
            decls = tuple(p for p in parts if isinstance(p, Declarator))
            first = decls[0]
            return VarDecl(attrs, decls, first.line, first.col)

        def pragma(self, kw, *strings):
            return Pragma(tuple(str(s)[1:-1] for s in strings), kw.line, kw.column)

        def body(self, *stmts):
            return Block(tuple(s for s in stmts if s is not None))

        def param(self, *parts):
            attrs = tuple(p for p in parts if isinstance(p, Attr))
            tok = next(p for p in parts if not isinstance(p, (Attr, tuple)))
            dims = next((p for p in parts if isinstance(p, tuple)), ())
            return Param(attrs, str(tok), dims, tok.line, tok.column)

        def params(self, *ps):
            return ("params", tuple(p for p in ps if p is not None))

        def ret_params(self, *ps):
            return ("returns", tuple(p for p in ps if p is not None))

        def function(self, *parts):
            attrs, perf, returns, params, body = [], [], (), (), None
            kind = name = None
            for p in parts:
                if isinstance(p, Attr):
                    (perf if name is not None else attrs).append(p)
                elif isinstance(p, tuple) and p and p[0] == "returns":
                    returns = p[1]
                elif isinstance(p, tuple) and p and p[0] == "params":
                    params = p[1]
                elif isinstance(p, Block):
                    body = p
                elif kind is None:
                    kind = p
                elif name is None:
                    name = p
            return Function(str(kind)[1:], str(name), tuple(attrs), returns, params, tuple(perf), body,
                            name.line, name.column)

        def version(self, kw, num):
            return ("version", str(num))

        def target(self, kw, *words):
            return ("target", tuple(str(w) for w in words))

        def address_size(self, kw, num):
            return ("address_size", parse_int(num))

        def module(self, *items):
            m = Module()
            for it in items:
                if isinstance(it, tuple) and it and it[0] == "version":
                    m.version = it[1]
                elif isinstance(it, tuple) and it and it[0] == "target":
                    m.target = it[1]
                elif isinstance(it, tuple) and it and it[0] == "address_size":
                    m.address_size = it[1]
                elif it is not None:
                    m.items.append(it)
            return m

        def asm_body(self, *stmts):
            return Block(tuple(s for s in stmts if s is not None))

    with open(GRAMMAR, encoding="utf-8") as f:
        grammar = f.read()
    return Lark(grammar, parser="lalr", lexer="contextual", start=["module", "asm_body"], transformer=Build(),
                maybe_placeholders=True)


def _get():
    global _parser
    with _lock:
        if _parser is None:
            _parser = _build()
        return _parser


Locate = Callable[[int, int], Tuple[Optional[str], int, int, Optional[str]]]


def _describe_expected(expected) -> str:
    names = {"WORD": "a name or opcode", "INT": "an integer", "SEMICOLON": "';'", "COMMA": "','",
             "RBRACE": "'}'", "LBRACE": "'{'", "RSQB": "']'", "RPAR": "')'", "COLON": "':'", "DOTWORD": "a directive",
             "FUNC_KIND": "'.entry' or '.func'", "STRING": "a string"}
    shown = sorted({names.get(e, "") for e in expected} - {""})
    return (" (expected " + " or ".join(shown[:4]) + ")") if shown else ""


def _syntax_error(exc, text: str, locate: Locate) -> Diagnostic:
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken
    if isinstance(exc, UnexpectedToken):
        line, col = exc.line, exc.column
        tok = exc.token
        what = "end of input" if tok.type == "$END" else f"'{tok}'"
        msg = f"PTX syntax error: unexpected {what}{_describe_expected(exc.expected)}"
    elif isinstance(exc, UnexpectedCharacters):
        line, col = exc.line, exc.column
        msg = f"PTX syntax error: unexpected character '{exc.char}'"
    elif isinstance(exc, UnexpectedEOF):
        lines = text.splitlines() or [""]
        line, col = len(lines), len(lines[-1]) + 1
        msg = "PTX syntax error: unexpected end of input (a '}' or ';' is missing)"
    else:
        line, col, msg = 0, 0, f"PTX syntax error: {exc}"
    if line is None or line < 0:
        lines = text.splitlines() or [""]
        line, col = len(lines), len(lines[-1]) + 1
    path, line, col, src = locate(line, col)
    return Diagnostic(Severity.ERROR, SYNTAX_ERROR, msg, path, line, col, source_line=src,
                      hint="check the statement against the PTX ISA's syntax for it (a missing ';' or a misspelt "
                           "directive is the usual cause)")


def _text_locator(path: Optional[str], text: str) -> Locate:
    lines = text.splitlines()

    def locate(line: int, col: int):
        return path, line, col, lines[line - 1] if 0 < line <= len(lines) else None
    return locate


def parse_module(text: str, path: Optional[str] = None) -> Module:
    from lark.exceptions import LarkError
    try:
        return _get().parse(text, start="module")
    except LarkError as e:
        raise PtxSyntaxError(_syntax_error(getattr(e, "orig_exc", e), text, _text_locator(path, text)))


def parse_asm(template: str, locate: Locate) -> Block:
    from lark.exceptions import LarkError
    try:
        return _get().parse(template, start="asm_body")
    except LarkError as e:
        raise PtxSyntaxError(_syntax_error(getattr(e, "orig_exc", e), template, locate))
