"""Inline PTX in CUDA sources: ``asm [volatile] ("template" : outputs : inputs : clobbers)`` -> a C++ block.

The statement is replaced in place by ``{ ... }``: each operand is bound once, in the order GCC evaluates them
(outputs, then inputs: an output lvalue by reference, an input by value into a PTX register of the constraint's
type), the template is parsed with the PTX grammar and lowered by the same table as whole modules, and the outputs
are stored back. The edits leave every operand expression's own text (and the translator's edits inside it) in
place and keep the statement's line breaks, so later lines do not move.

Constraints: h (16-bit), r (32-bit), l (64-bit), f (f32), d (f64), n (an integer constant), a digit (the same
register as that output); modifiers = + &; clobbers: "memory" (a compiler barrier around the block, as GCC's
memory clobber is), anything else is ignored. A 32-lane PTX warp on a wave64 GPU is the caller's half of the wave
(see lowering.rules).
"""
from __future__ import annotations

import re
from typing import Dict, List, Optional, Sequence, Tuple

from .. import codes
from ..diagnostics import Diagnostic, Severity
from . import syntax as S
from .lower import (CONTRACT_OFF, UNKNOWN_INSTRUCTION, UNSUPPORTED_INSTRUCTION, BodyLowering, Context, Reg,
                    storage_type)
from ..records import field, record
from .table import load_table

ASM_OPERAND = codes.INLINE_ASM_OPERAND
INLINE_PTX = codes.INLINE_PTX
# Porting reports count a lowered statement as a conversion under this id; its "rule" is the PTX lowering table.
INLINE_RULE_ID = "ptx:inline"

_CONSTRAINT_TYPES = {"h": "b16", "r": "b32", "l": "b64", "f": "f32", "d": "f64", "c": "b8"}
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "v": "\v", "f": "\f", "a": "\a", "b": "\b", "\\": "\\", '"': '"',
            "'": "'", "?": "?", "0": "\0"}


@record
class AsmOperand:
    constraint: str
    expr_start: int      # byte range of the C++ expression inside its parentheses
    expr_end: int
    line: int
    col: int
    output: bool


@record
class AsmStatement:
    start: int           # the asm keyword
    end: int             # just past the closing ';' (or ')')
    template: str
    positions: List[Tuple[int, int]]   # template character -> (line, col) in the source
    operands: List[AsmOperand]
    clobbers: List[str]
    has_operands: bool
    line: int
    col: int


@record
class AsmLowering:
    edits: List[Tuple[int, int, bytes]] = field(default_factory=list)
    helpers: List[Tuple[str, str]] = field(default_factory=list)   # (name, C++ text)
    diagnostics: List[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)


def _literal_chars(tok) -> Optional[List[Tuple[str, int, int]]]:
    """The characters of a string literal token with their source line and column (None: not a plain literal)."""
    text = tok.text
    m = re.match(r'(u8|u|U|L)?"', text)
    if not m or not text.endswith('"'):
        return None
    out: List[Tuple[str, int, int]] = []
    i = m.end()
    line, col = tok.line, tok.col + i
    end = len(text) - 1
    while i < end:
        c = text[i]
        if c == "\\" and i + 1 < end:
            n = text[i + 1]
            if n in _ESCAPES:
                out.append((_ESCAPES[n], line, col))
                i += 2
                col += 2
                continue
            if n == "x":
                j = i + 2
                while j < end and text[j] in "0123456789abcdefABCDEF":
                    j += 1
                out.append((chr(int(text[i + 2:j] or "0", 16)), line, col))
                col += j - i
                i = j
                continue
            if n in "01234567":
                j = i + 1
                while j < end and j < i + 4 and text[j] in "01234567":
                    j += 1
                out.append((chr(int(text[i + 1:j], 8)), line, col))
                col += j - i
                i = j
                continue
            if n == "\n":
                i += 2
                line += 1
                col = 1
                continue
        out.append((c, line, col))
        i += 1
        col += 1
    return out


def parse_statement(toks: Sequence, i: int, qualifiers: Sequence[str]) -> Optional[AsmStatement]:
    """The asm statement whose keyword is toks[i], or None when it is not one this module can take apart."""
    n = len(toks)
    j = i + 1
    while j < n and toks[j].text in qualifiers:
        j += 1
    if j >= n or toks[j].text != "(":
        return None
    j += 1
    chars: List[Tuple[str, int, int]] = []
    while j < n and toks[j].kind == "LITERAL" and toks[j].text.endswith('"'):
        lit = _literal_chars(toks[j])
        if lit is None:
            return None
        chars.extend(lit)
        j += 1
    if not chars and (j >= n or toks[j].text not in (")", ":", "::")):
        return None
    sections: List[List[AsmOperand]] = [[], []]
    clobbers: List[str] = []
    section = -1
    has_operands = False
    while j < n and toks[j].text != ")":
        t = toks[j].text
        if t in (":", "::"):
            section += len(t)
            has_operands = True
            j += 1
            continue
        if t == ",":
            j += 1
            continue
        if section < 0:
            return None
        if t == "[":  # a named operand [name]
            j += 3
            continue
        if toks[j].kind != "LITERAL":
            return None
        constraint = toks[j].text[1:-1]
        if section >= 2:
            clobbers.append(constraint)
            j += 1
            continue
        j += 1
        if j >= n or toks[j].text != "(":
            return None
        depth = 0
        k = j
        while k < n:
            if toks[k].text in ("(", "[", "{"):
                depth += 1
            elif toks[k].text in (")", "]", "}"):
                depth -= 1
                if depth == 0:
                    break
            k += 1
        if k >= n or k == j + 1:
            return None
        first, last = toks[j + 1], toks[k - 1]
        sections[section].append(AsmOperand(constraint, first.start, last.end, toks[j].line, toks[j].col,
                                            section == 0))
        j = k + 1
    if j >= n:
        return None
    end = toks[j].end
    if j + 1 < n and toks[j + 1].text == ";":
        end = toks[j + 1].end
    template = "".join(c for c, _, _ in chars)
    return AsmStatement(toks[i].start, end, template, [(l, c) for _, l, c in chars], sections[0] + sections[1],
                        clobbers, has_operands, toks[i].line, toks[i].col)


def _breaks(gap: bytes) -> bytes:
    """The line breaks of a replaced stretch (with their backslashes inside macros), so later lines stay put."""
    return b"".join(re.findall(rb"\\?[ \t]*\r?\n", gap))


def lower_statement(st: AsmStatement, data: bytes, path: str, lines: Sequence[str], uid: int) -> AsmLowering:
    """The statement as edits of the source bytes (replacing everything but the operand expressions)."""
    table = load_table()
    res = AsmLowering()
    template = st.template
    if st.has_operands:
        # %% is a literal % once operands exist; keep the text's length so positions stay right
        template = template.replace("%%", " %")

    def locate(line: int, col: int):
        """A template position (1-based line/column of the template text) -> the source position."""
        tlines = template.split("\n")
        offset = sum(len(l) + 1 for l in tlines[:max(line - 1, 0)]) + max(col - 1, 0)
        if 0 <= offset < len(st.positions):
            sl, sc = st.positions[offset]
        else:
            sl, sc = st.line, st.col
        return path, sl, sc, lines[sl - 1] if 0 < sl <= len(lines) else None

    def report(code: str, msg: str, line: int, col: int, hint: Optional[str] = None):
        res.diagnostics.append(Diagnostic(Severity.ERROR, code, msg, path, line, col,
                                          source_line=lines[line - 1] if 0 < line <= len(lines) else None,
                                          hint=hint))

    regs: dict = {}
    prefixes: List[str] = []     # the C++ before each operand expression (its binding)
    stores: List[str] = []
    starts: List[str] = []       # "+" outputs start from the operand's value
    for idx, op in enumerate(st.operands):
        c = op.constraint.lstrip("=+&")
        mods = op.constraint[:len(op.constraint) - len(c)]
        name, cname = f"%{idx}", f"_arg{idx}"
        if op.output and "=" not in mods and "+" not in mods:
            report(ASM_OPERAND, f"output operand {idx} has constraint \"{op.constraint}\" without '=' or '+'",
                   op.line, op.col)
            continue
        if c.isdigit():
            tied = int(c)
            tied_reg = regs.get(f"%{tied}")
            if op.output or tied_reg is None or not st.operands[tied].output:
                report(ASM_OPERAND, f"operand {idx}: \"{c}\" must name an output operand", op.line, op.col)
                continue
            regs[name] = tied_reg
            prefixes.append(f"{tied_reg.cname} = __pycucc_ptx_in<{_ctype(tied_reg.type)}>(")
            continue
        if c in ("n", "i") and not op.output:
            reg = Reg(name, "b64", cname, op.line)
            reg.init = "imm"
            regs[name] = reg
            prefixes.append(f"const long long {cname} = (long long)(")
            continue
        if len(c) != 1 or c not in _CONSTRAINT_TYPES:
            report(ASM_OPERAND, f"operand {idx}: constraint \"{op.constraint}\" is not one PTX asm takes "
                   "(h r l f d n, with = or +)", op.line, op.col)
            continue
        t = _CONSTRAINT_TYPES[c]
        ctype = _ctype(t)
        regs[name] = Reg(name, t, cname, op.line)
        if op.output:
            prefixes.append(f"{ctype} {cname} = 0; auto&& __ptx_o{idx} = (")
            stores.append(f"__pycucc_ptx_out(__ptx_o{idx}, {cname});")
            if "+" in mods:
                starts.append(f"{cname} = __pycucc_ptx_in<{ctype}>(__ptx_o{idx});")
        else:
            prefixes.append(f"{ctype} {cname} = __pycucc_ptx_in<{ctype}>(")
    if not res.ok:
        return res

    try:
        block = S.parse_asm(template, locate)
    except S.PtxSyntaxError as e:
        res.diagnostics.append(e.diagnostic)
        return res
    for name in set(re.findall(r"%(\d+)", template)):
        if name and int(name) >= len(st.operands):
            report(ASM_OPERAND, f"the template names %{name}, but the statement has {len(st.operands)} operand(s)",
                   st.line, st.col)
    if not res.ok:
        return res
    ctx = Context(table=table, locate=locate, label_prefix=f"__ptx{uid}_")
    ctx.return_stmt = None
    ctx.exit_stmt = None
    ctx.exit_why = "inline asm cannot end the thread or return from the enclosing C++ function"
    ctx.operand_regs = {k: v for k, v in regs.items()}
    bl = BodyLowering(ctx)
    body = bl.lower_block(block, bl.root)
    for d in ctx.diagnostics:
        if d.code in (UNKNOWN_INSTRUCTION, UNSUPPORTED_INSTRUCTION):
            d = Diagnostic(d.severity, INLINE_PTX, f"inline PTX: {d.message}", d.path, d.line, d.col,
                           source_line=d.source_line, hint=d.hint or _advice())
        res.diagnostics.append(d)
    if not res.ok:
        return res

    fence = "__atomic_signal_fence(__ATOMIC_SEQ_CST); " if "memory" in st.clobbers else ""
    code = " ".join(l.strip() for l in starts + (["unsigned __cf = 0;"] if bl.uses_cf else []) + body + stores)
    head = "{ " + CONTRACT_OFF + " " + fence
    tail = (code + " " if code else "") + fence + "}"
    edges = [st.start]
    for op in st.operands:
        edges += [op.expr_start, op.expr_end]
    edges.append(st.end)
    pieces = [head + prefixes[0]] + [f"); {p}" for p in prefixes[1:]] + [f"); {tail}"] if st.operands \
        else [head + tail]
    for k, new in enumerate(pieces):
        gap = data[edges[2 * k]:edges[2 * k + 1]]
        res.edits.append((edges[2 * k], edges[2 * k + 1], new.encode() + _breaks(gap)))
    for h in table.helper_closure(ctx.helpers):
        res.helpers.append((h.name, h.text))
    return res


def _ctype(t: str) -> str:
    return storage_type(t)


def _advice() -> str:
    return ("rewrite it with HIP device functions, or guard it with #if !defined(__HIP_PLATFORM_AMD__) and give the "
            "AMD build its own code")


def helper_block(helpers: Sequence[Tuple[str, str]]) -> str:
    """The helpers a file's lowered asm needs, each guarded, for insertion at file scope."""
    out = [f"// Added by pycucc: helpers of the inline PTX lowered below (see `pycucc explain {codes.INLINE_PTX}`)."]
    for name, text in helpers:
        guard = "PYCUCC_PTX_HELPER_" + name.upper().lstrip("_")
        out.append(f"#ifndef {guard}\n#define {guard}\n{text}\n#endif")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------------------------- translator hook
def lower_asm(toks: Sequence, i: int, qualifiers: Sequence[str], data: bytes, path: str, lines: Sequence[str],
              uid: int) -> Optional[Tuple[AsmStatement, AsmLowering]]:
    """The asm statement at toks[i] lowered: its edits of the source bytes, the helpers they need and the
    diagnostics; None when the statement is not one this module can take apart (the translator then reports it
    with its advice). `uid` keeps the labels of several statements in one function apart."""
    st = parse_statement(toks, i, qualifiers)
    if st is None:
        return None
    return st, lower_statement(st, data, path, lines, uid)


def first_instruction(st: AsmStatement) -> str:
    """What a porting report names the statement by: its first instruction."""
    first = re.search(r"[a-z][\w.:]*", re.sub(r"\.reg[^;]*;|[{}]", " ", st.template))
    return first.group(0) if first else "asm"


def ordered_helpers(helpers: Dict[str, str]) -> List[Tuple[str, str]]:
    """The helpers in the table's order (each may use the ones before it)."""
    return [(n, helpers[n]) for n in load_table().helpers if n in helpers]
