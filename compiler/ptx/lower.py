"""The lowering mechanism: a PTX function body (or inline-asm template) -> HIP C++ statements.

What an instruction becomes is data (lowering.rules, pycucc.ptx.table); this module does what is the same for every
instruction: it resolves registers, variables, labels and special registers, checks operand types with PTX's
compatibility rules, binds operands to C++ expressions (register reads and writes with the right conversions,
addresses in the right address space, vectors, packing), applies guard predicates, and turns control flow into
`goto`s and `return`s. Problems are collected as located Diagnostics; nothing is printed or raised to the user.

Registers become C++ locals of their declared type (``%r1`` -> ``_r1``, ``$x`` -> ``_S_x``), declared at the top
of the block that declares them (only those used) and zero-initialised, so reading one before writing it is no
undefined behaviour and no ``goto`` jumps over an initialisation. Every lowered function body and inline-asm block
starts with ``_Pragma("clang fp contract(off)")`` (CONTRACT_OFF): PTX's separate mul and add must stay two
roundings.
"""
from __future__ import annotations

import math
import re
import struct
from typing import Callable, Dict, List, Optional, Sequence, Set, Tuple

from .. import codes
from ..diagnostics import Diagnostic, Severity
from . import syntax as S
from ..records import field, record
from .table import _PLACEHOLDER, SIGNED, TYPES, UNSIGNED, Form, LoweringTable

UNKNOWN_INSTRUCTION = codes.PTX_UNKNOWN_INSTRUCTION
UNSUPPORTED_INSTRUCTION = codes.PTX_UNSUPPORTED_INSTRUCTION
BAD_OPERANDS = codes.PTX_BAD_OPERANDS
TYPE_MISMATCH = codes.PTX_TYPE_MISMATCH
UNDECLARED_REGISTER = codes.PTX_UNDECLARED_REGISTER
UNDEFINED_NAME = codes.PTX_UNDEFINED_NAME
BAD_CALL = codes.PTX_BAD_CALL
UNSUPPORTED_DECLARATION = codes.PTX_UNSUPPORTED_DECLARATION

CONTRACT_OFF = '_Pragma("clang fp contract(off)")'
_CPP_KEYWORDS = frozenset("""alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t
char32_t class compl concept const consteval constexpr constinit const_cast continue co_await co_return co_yield
decltype default delete do double dynamic_cast else enum explicit export extern false float for friend goto if inline
int long mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public register
reinterpret_cast requires return short signed sizeof static static_assert static_cast struct switch template this
thread_local throw true try typedef typeid typename union unsigned using virtual void volatile wchar_t while xor
xor_eq threadIdx blockIdx blockDim gridDim warpSize""".split())


def c_name(ptx: str) -> str:
    """A PTX identifier as a C++ identifier: %r1 -> _r1, $L__BB0_2 -> _S_L__BB0_2, others unchanged (keywords get
    a trailing underscore)."""
    if ptx.startswith("%"):
        out = "_" + ptx[1:]
    elif ptx.startswith("$"):
        out = "_S_" + ptx[1:]
    else:
        out = ptx
    out = out.replace("$", "_S_").replace(".", "_")
    return out + "_" if out in _CPP_KEYWORDS else out


def vec_type(ctype: str, n: int) -> str:
    return f"__pycucc_ptx_vec<{ctype}, {n}>"


def storage_type(ptx_type: str) -> str:
    return TYPES[ptx_type][0]


def bits_of(ptx_type: str) -> int:
    return TYPES[ptx_type][1]


def kind_of(ptx_type: str) -> str:
    return TYPES[ptx_type][2]


def compatible(reg_type: str, op_type: str, wide: bool) -> bool:
    """PTX's operand type rules: equal types; a bit-size type with any type of its size; signed and unsigned
    integers of one size; a register wider than the type where the instruction allows it (ld, st, cvt: integers
    and 16-bit floats in wider integer registers)."""
    if reg_type == op_type:
        return True
    rk, ok = kind_of(reg_type), kind_of(op_type)
    rb, ob = bits_of(reg_type), bits_of(op_type)
    if "pred" in (rk, ok):
        return False
    if rb == ob:
        return rk == "b" or ok == "b" or (rk in ("u", "s") and ok in ("u", "s"))
    return wide and rb > ob and rk in ("b", "u", "s") and ok in ("b", "u", "s", "f16", "bf16")


_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def _p(expr: str) -> str:
    return expr if _IDENT.match(expr) else f"({expr})"


def tidy(code: str) -> str:
    """Drops parentheses around single register and temporary names (never around casts)."""
    prev = None
    while prev != code:
        prev = code
        code = _REDUNDANT.sub(r"\1", code)
    return code


_REDUNDANT = re.compile(r"(?<![\w)\]>])\((_[A-Za-z0-9_]*)\)(?![\w(\[])")


def convert(expr: str, src_type: str, dst_type: str) -> str:
    """A value of PTX type src_type as dst_type: same C type as is, integers by C conversion (extension follows the
    source's signedness), floats and integers of one size by their bits."""
    s, d = storage_type(src_type), storage_type(dst_type)
    if s == d:
        return expr
    sk, dk = kind_of(src_type), kind_of(dst_type)
    sb, db = bits_of(src_type), bits_of(dst_type)
    if sk == "pred" or dk == "pred":
        return f"({d}){_p(expr)}"
    sf, df = sk == "f", dk == "f"
    if not sf and not df:
        return f"({d}){_p(expr)}"
    if sb == db:
        return f"__builtin_bit_cast({d}, {expr})"
    if sf and not df:
        return f"({d})__builtin_bit_cast({UNSIGNED[sb]}, {expr})"
    return f"__builtin_bit_cast({d}, ({UNSIGNED[db]}){_p(expr)})"


@record
class Reg:
    name: str
    type: str
    cname: str
    line: int
    used: bool = False
    init: Optional[str] = None   # inline-asm operands start from their C++ value


@record
class Var:
    """A variable in a state space: module .global/.const/.shared, function .local/.shared, .param."""
    name: str
    space: str
    cname: str
    size: int = 0
    align: int = 1
    ctype: str = "unsigned char"


@record
class FuncSig:
    name: str
    cname: str
    returns: Tuple[Tuple[str, str], ...]   # (C++ type, PTX name)
    params: Tuple[Tuple[str, str], ...]
    defined: bool = False


@record
class Scope:
    regs: Dict[str, Reg] = field(default_factory=dict)
    vars: Dict[str, Var] = field(default_factory=dict)
    labels: Dict[str, str] = field(default_factory=dict)
    ranges: List[Tuple[str, int, str, int]] = field(default_factory=list)   # (prefix, count, type, line)
    parent: Optional["Scope"] = None


Locate = Callable[[int, int], Tuple[Optional[str], int, int, Optional[str]]]


class _Fail(Exception):
    def __init__(self, code: str, message: str, line: int, col: int, hint: Optional[str] = None,
                 severity: Severity = Severity.ERROR):
        super().__init__(message)
        self.code, self.message, self.line, self.col, self.hint, self.severity = code, message, line, col, hint, severity


@record
class Context:
    """What a body sees around it: module variables and functions, and what `ret` and `exit` mean."""
    table: LoweringTable
    locate: Locate
    globals: Dict[str, Var] = field(default_factory=dict)
    functions: Dict[str, FuncSig] = field(default_factory=dict)
    return_stmt: str = "return;"
    exit_stmt: Optional[str] = "return;"
    exit_why: str = ""
    label_prefix: str = ""
    uid: List[int] = field(default_factory=lambda: [0])
    helpers: Set[str] = field(default_factory=set)
    diagnostics: List[Diagnostic] = field(default_factory=list)
    # inline asm: the operands %0, %1 ... as registers of the outermost scope
    operand_regs: Dict[str, Reg] = field(default_factory=dict)

    def next_uid(self) -> int:
        self.uid[0] += 1
        return self.uid[0]

    def report(self, f: _Fail) -> None:
        path, line, col, src = self.locate(f.line, f.col)
        self.diagnostics.append(Diagnostic(f.severity, f.code, f.message, path, line, col, source_line=src,
                                           hint=f.hint))


_SIMPLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\(?-?[0-9][0-9a-fA-FxXulUL.+p-]*\)?f?")


class BodyLowering:
    """Lowers one Block (a function body or an asm template) to C++ lines."""

    def __init__(self, ctx: Context, params: Optional[Dict[str, Var]] = None):
        self.ctx = ctx
        self.table = ctx.table
        self.uses_cf = False
        self.root = Scope(vars=dict(params or {}))
        self.root.regs.update(ctx.operand_regs)
        self.labels_used: Set[str] = set()

    # ------------------------------------------------------------------ lookups
    def address_space(self, space: str) -> str:
        """clang's qualifier for the AMDGPU address space of a PTX state space (lowering.rules: table ADDRSPACE)."""
        return f"__attribute__((address_space({self.table.tables['ADDRSPACE'][space]}))) "

    def lookup_reg(self, scope: Scope, name: str) -> Optional[Reg]:
        s: Optional[Scope] = scope
        while s is not None:
            r = s.regs.get(name)
            if r is not None:
                return r
            for (p, count, ptype, line) in s.ranges:
                rest = name[len(p):]
                # %r<100> declares %r0 .. %r99 (no leading zeros): %x16<8> declares %x160 .. %x167
                if name.startswith(p) and rest.isdigit() and (rest == "0" or rest[0] != "0") and int(rest) < count:
                    r = Reg(name, ptype, c_name(name), line)
                    s.regs[name] = r
                    return r
            s = s.parent
        return None

    def lookup_var(self, scope: Scope, name: str) -> Optional[Var]:
        s: Optional[Scope] = scope
        while s is not None:
            v = s.vars.get(name)
            if v is not None:
                return v
            s = s.parent
        return self.ctx.globals.get(name)

    def lookup_label(self, scope: Scope, name: str) -> Optional[str]:
        s: Optional[Scope] = scope
        while s is not None:
            if name in s.labels:
                return s.labels[name]
            s = s.parent
        return None

    def label_name(self, name: str) -> str:
        base = self.ctx.label_prefix + re.sub(r"[^A-Za-z0-9_]", "_", name.lstrip("$%"))
        out, n = base, 1
        while out in self.labels_used:
            n += 1
            out = f"{base}_{n}"
        self.labels_used.add(out)
        return out

    def range_hint(self, scope: Scope, name: str) -> Optional[str]:
        s: Optional[Scope] = scope
        while s is not None:
            for (p, count, ptype, line) in s.ranges:
                if name.startswith(p) and name[len(p):].isdigit():
                    return (f"the declaration on line {line} (.reg .{ptype} {p}<{count}>) declares {p}0 .. "
                            f"{p}{count - 1}; raise its count")
            s = s.parent
        return "declare it with .reg (e.g. `.reg .b32 %r<8>;`)"

    # ------------------------------------------------------------------ declarations
    def declare(self, scope: Scope, decl: S.VarDecl, out: List[str]) -> None:
        words = decl.words()
        space = next((w[1:] for w in words if w in (".reg", ".local", ".shared", ".param", ".global", ".const")),
                     None)
        types = [w[1:] for w in words if w[1:] in TYPES]
        vec = next((int(w[2:]) for w in words if re.fullmatch(r"\.v[248]", w)), None)
        align = next((a.args[0] for a in decl.attrs if a.word == ".align" and a.args), None)
        if space is None or not types:
            raise _Fail(UNSUPPORTED_DECLARATION, f"declaration '{' '.join(words)}' is not lowered "
                        "(expected a state space and a type)", decl.line, decl.col)
        ptype = types[0]
        if space == "reg":
            if vec:
                raise _Fail(UNSUPPORTED_DECLARATION, "vector registers (.reg .v2/.v4) are not lowered; declare "
                            "scalar registers and use {a, b} operands", decl.line, decl.col)
            for d in decl.declarators:
                if d.count is not None:
                    scope.ranges.append((d.name, d.count, ptype, d.line))
                elif d.dims:
                    raise _Fail(UNSUPPORTED_DECLARATION, f"register arrays ({d.name}[...]) are not PTX",
                                d.line, d.col)
                else:
                    scope.regs[d.name] = Reg(d.name, ptype, c_name(d.name), d.line)
            return
        if space in ("global", "const") and scope is not None:
            raise _Fail(UNSUPPORTED_DECLARATION, f".{space} variables belong at module scope", decl.line, decl.col)
        for d in decl.declarators:
            elem_bits = bits_of(ptype) if ptype != "pred" else 8
            n = 1
            for dim in d.dims:
                n *= dim if dim else 0
            size = max(elem_bits // 8, 1) * (vec or 1) * n
            al = align or max(elem_bits // 8, 1) * (vec or 1)
            cname = c_name(d.name)
            if d.init is not None:
                raise _Fail(UNSUPPORTED_DECLARATION, "initialised variables inside a function are not lowered",
                            d.line, d.col)
            if space == "param":
                scope.vars[d.name] = Var(d.name, "param", cname, size, al)
                out.append(f"__pycucc_ptx_param<{size}, {al}> {cname} = {{}};")
            elif space == "local":
                scope.vars[d.name] = Var(d.name, "local", cname, size, al)
                out.append(f"alignas({al}) unsigned char {cname}[{max(size, 1)}] = {{}};")
            elif space == "shared":
                if any(dim is None for dim in d.dims):
                    raise _Fail(UNSUPPORTED_DECLARATION, "extern (unsized) .shared arrays belong at module scope",
                                d.line, d.col)
                scope.vars[d.name] = Var(d.name, "shared", cname, size, al)
                out.append(f"__shared__ __attribute__((aligned({al}))) unsigned char {cname}[{max(size, 1)}];")

    # ------------------------------------------------------------------ bodies
    def lower_block(self, block: S.Block, scope: Scope) -> List[str]:
        """Declarations first (they may follow labels in PTX), then the statements in order."""
        decl_lines: List[str] = []
        body: List[str] = []
        for st in block.stmts:
            if isinstance(st, S.VarDecl):
                try:
                    self.declare(scope, st, decl_lines)
                except _Fail as f:
                    self.ctx.report(f)
            elif isinstance(st, S.Label):
                if st.name in scope.labels:
                    self.ctx.report(_Fail(UNDEFINED_NAME, f"label '{st.name}' is defined twice in one block",
                                          st.line, st.col))
                scope.labels[st.name] = self.label_name(st.name)
        for st in block.stmts:
            if isinstance(st, S.Label):
                body.append(f"{scope.labels[st.name]}:;")
            elif isinstance(st, S.Instruction):
                try:
                    body.extend(self.lower_instruction(st, scope))
                except _Fail as f:
                    self.ctx.report(f)
            elif isinstance(st, S.Block):
                inner = Scope(parent=scope)
                lines = self.lower_block(st, inner)
                body.append("{")
                body.extend("    " + l for l in lines)
                body.append("}")
        regs = [r for r in scope.regs.values() if r.used and r.name not in self.ctx.operand_regs]
        decl_regs = [f"{storage_type(r.type)} {r.cname} = {r.init or ('false' if r.type == 'pred' else '0')};"
                     for r in regs]
        return decl_regs + decl_lines + body

    # ------------------------------------------------------------------ instructions
    def lower_instruction(self, ins: S.Instruction, scope: Scope) -> List[str]:
        stmt = tidy(self.instruction_code(ins, scope))
        if ins.guard is not None:
            neg, pname = ins.guard
            p = self.read_pred(pname, scope)
            stmt = f"if ({'!' if neg else ''}{p}) {{ {stmt} }}"
        return [stmt]

    def read_pred(self, name: S.Name, scope: Scope) -> str:
        r = self.lookup_reg(scope, name.text)
        if r is None:
            raise _Fail(UNDECLARED_REGISTER, f"predicate '{name.text}' is not declared", name.line, name.col,
                        hint=self.range_hint(scope, name.text))
        if r.type != "pred":
            raise _Fail(TYPE_MISMATCH, f"'{name.text}' is a .{r.type} register, not a predicate", name.line, name.col)
        r.used = True
        return r.cname

    def instruction_code(self, ins: S.Instruction, scope: Scope) -> str:
        op = ins.opcode
        if ins.base == "call":
            return self.lower_call(ins, scope)
        matches = self.table.match(op)
        if not matches:
            u = self.table.unsupported_for(op)
            if u is not None:
                raise _Fail(UNSUPPORTED_INSTRUCTION, f"'{op}' cannot be lowered to AMD GPUs: {u.message}",
                            ins.line, ins.col)
            known = sorted({f.pattern for f in self.table.by_base.get(ins.base, ())})
            hint = ("forms pycucc lowers: " + "; ".join(known[:6])) if known else \
                "this opcode is not in pycucc's PTX lowering table (see `pycucc explain " + codes.PTX_UNKNOWN_INSTRUCTION + "`)"
            raise _Fail(UNKNOWN_INSTRUCTION, f"no lowering for PTX instruction '{op}'", ins.line, ins.col, hint=hint)
        count = len(ins.operands)
        fitting = [(f, c) for f, c in matches if len(f.operands) == count]
        if not fitting:
            shapes = " or ".join(sorted({f"{len(f.operands)} ({f.signature() or 'none'})" for f, _ in matches}))
            raise _Fail(BAD_OPERANDS, f"'{op}' takes {shapes} operands, not {count}", ins.line, ins.col)
        errors: List[_Fail] = []
        for form, caps in fitting:
            try:
                return self.apply(form, caps, ins, scope)
            except _Fail as f:
                errors.append(f)
        raise errors[0]

    # ------------------------------------------------------------------ one form
    def resolve_type(self, spec: str, caps: Dict[str, Optional[str]], ins: S.Instruction) -> Tuple[str, int]:
        """A signature type -> (PTX scalar type or special kind, vector length; 0 for scalars)."""
        if spec.startswith("wide."):
            t = caps.get(spec[5:])
            k, b = kind_of(t), bits_of(t)
            return ({"u": "u", "s": "s", "b": "b"}[k] + str(2 * b), 0)
        if "." in spec:
            v, t = spec.split(".", 1)
            n = caps.get(v)
            base, _ = self.resolve_type(t, caps, ins)
            return base, int(n[1:]) if n else 0
        if spec in caps:
            val = caps[spec]
            if val is None or val not in TYPES:
                raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': no type for operand (capture '{spec}' is empty)",
                            ins.line, ins.col)
            return val, 0
        return spec, 0

    def apply(self, form: Form, caps: Dict[str, Optional[str]], ins: S.Instruction, scope: Scope) -> str:
        if "error" in form.attrs:
            raise _Fail(UNSUPPORTED_INSTRUCTION, f"'{ins.opcode}' cannot be lowered to AMD GPUs: {form.template}",
                        ins.line, ins.col)
        wide = "wide" in form.attrs
        pack = "pack" in form.attrs
        uid = self.ctx.next_uid()
        pre: List[str] = []
        post: List[str] = []
        values: Dict[str, str] = {}
        optypes: Dict[str, str] = {}
        space = caps.get("ss")
        first_out_target: Optional[Tuple[str, str]] = None  # (lvalue writer template, value type)
        n_out = len(form.outs)
        for idx, (spec, operand) in enumerate(zip(form.operands, ins.operands)):
            is_out = idx < n_out
            if spec.address:
                if not isinstance(operand, S.Address):
                    raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': operand {idx + 1} must be an address [..]",
                                getattr(operand, "line", ins.line), getattr(operand, "col", ins.col))
                t, n = self.resolve_type(spec.type, caps, ins)
                values[spec.name], values[spec.name + ".vol"] = self.address(operand, t, n, space, scope, ins)
                optypes[spec.name] = t
                continue
            if isinstance(operand, S.Address):
                raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': operand {idx + 1} is an address, a value is expected",
                            operand.line, operand.col)
            t, n = self.resolve_type(spec.type, caps, ins)
            optypes[spec.name] = t
            if spec.pred_name:
                optypes[spec.pred_name] = "pred"
            if t == "label":
                values[spec.name] = self.label_operand(operand, scope, ins)
                continue
            if t == "imm":
                if not isinstance(operand, S.Imm):
                    raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': operand {idx + 1} must be an integer constant",
                                getattr(operand, "line", ins.line), getattr(operand, "col", ins.col))
                values[spec.name] = str(operand.value)
                continue
            if is_out:
                first, second = operand, None
                if isinstance(operand, S.Dual):
                    if not spec.pred_name:
                        raise _Fail(BAD_OPERANDS, f"'{ins.opcode}' has no predicate destination (d|p)",
                                    operand.line, operand.col)
                    first, second = operand.first, operand.second
                tmp = f"__d{uid}_{spec.name}"
                vt = vec_type(storage_type(t), n) if n else storage_type(t)
                writes = self.output(first, t, n, wide, pack, scope, ins, tmp)
                direct = self._direct(writes, tmp)
                if form.block or idx > 0 or spec.pred_name:
                    if direct is not None:
                        values[spec.name] = direct
                    else:
                        pre.append(f"{vt} {tmp};")
                        post.extend(writes)
                        values[spec.name] = tmp
                else:
                    first_out_target = (tmp, vt)
                    values[spec.name] = tmp
                    post.extend(writes)
                if spec.pred_name:
                    ptmp = f"__d{uid}_{spec.pred_name}"
                    pwrites = self.output(second, "pred", 0, False, False, scope, ins, ptmp) \
                        if second is not None else []
                    pdirect = self._direct(pwrites, ptmp)
                    if pdirect is not None:
                        values[spec.pred_name] = pdirect
                    else:
                        pre.append(f"[[maybe_unused]] bool {ptmp} = false;")
                        values[spec.pred_name] = ptmp
                        post.extend(pwrites)
                continue
            values[spec.name] = self.input(operand, t, n, wide, pack, scope, ins, pre, uid, spec.name)
        text = self.expand(form, caps, values, optypes, ins, uid)
        if form.block:
            code = text
        elif form.outs:
            tmp, vt = first_out_target if first_out_target else (values[form.outs[0].name], "")
            if not pre and len(post) <= 1:
                if not post:
                    return f"(void)({text});"
                if post[0].count(tmp) == 1:
                    plain = post[0].endswith(f" = {tmp};")
                    return post[0].replace(tmp, text if plain or _SIMPLE.fullmatch(text) else f"({text})")
            pre.append(f"{vt} {tmp} = {text};")
            code = ""
        else:
            code = text if text.endswith((";", "}")) else text + ";"
        parts = pre + ([code] if code else []) + post
        if len(parts) == 1 and not form.block:
            return parts[0]
        return "{ " + " ".join(p for p in parts if p) + " }"

    @staticmethod
    def _direct(writes: List[str], tmp: str) -> Optional[str]:
        """The register a result can be written to directly (`reg = tmp;` with no conversion)."""
        if len(writes) == 1 and writes[0].endswith(f" = {tmp};"):
            target = writes[0][:-len(tmp) - 4]
            if _IDENT.match(target):
                return target
        return None

    def expand(self, form: Form, caps, values: Dict[str, str], optypes: Dict[str, str], ins: S.Instruction,
               uid: int) -> str:
        tables = self.table.tables

        def type_of(x: str) -> str:
            if x in optypes:
                return optypes[x]
            if x in caps and caps[x] in TYPES:
                return caps[x]
            if x in TYPES:
                return x
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': cannot tell the type for '{x}'", ins.line, ins.col)

        def wide_of(t: str) -> str:
            k, b = kind_of(t), bits_of(t)
            return (SIGNED if k == "s" else UNSIGNED)[min(2 * b, 128)]

        def sub(m: "re.Match") -> str:
            name, suffix, arg = m.group(1), m.group(2), m.group(3)
            if arg is not None:
                if name in tables:
                    key = caps.get(arg)
                    tab = tables[name]
                    val = tab.get(key if key is not None else "_")
                    if val is None:
                        raise _Fail(UNSUPPORTED_INSTRUCTION, f"'{ins.opcode}': the modifier '.{key}' is not "
                                    "lowered here", ins.line, ins.col)
                    return val
                t = type_of(arg)
                if name == "ctype":
                    return storage_type(t)
                if name == "utype":
                    return UNSIGNED[max(bits_of(t), 8)]
                if name == "stype":
                    return SIGNED[max(bits_of(t), 8)]
                if name == "wtype":
                    return wide_of(t)
                if name == "uwtype":
                    return UNSIGNED[min(2 * bits_of(t), 128)]
                if name == "bits":
                    return str(bits_of(t))
                if name == "vecn":
                    v = caps.get(arg)
                    return v[1:] if v else "1"
            if suffix:
                return values[name + "." + suffix]
            if name in values:
                return values[name]
            if name == "cf":
                self.uses_cf = True
                return "__cf"
            if name == "uid":
                return str(uid)
            if name in ("return", "exit"):
                return self.control(name, ins)
            if name in caps:
                return caps[name] or ""
            if name in ("T", "U", "S", "N", "W"):
                t = type_of("t")
                b = bits_of(t)
                if name == "T":
                    return storage_type(t)
                if name == "U":
                    return UNSIGNED[max(b, 32)]
                if name == "S":
                    return SIGNED[max(b, 8)]
                if name == "N":
                    return str(b)
                return wide_of(t)
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': template placeholder '{m.group(0)}' has no value",
                        ins.line, ins.col)
        text = _PLACEHOLDER.sub(sub, form.template)
        for h in self.table.uses(text):
            self.ctx.helpers.add(h)
        if form.block:
            lines = [l.strip() for l in text.splitlines() if l.strip()]
            return " ".join(lines)
        return text

    def control(self, which: str, ins: S.Instruction) -> str:
        if which == "return":
            if self.ctx.return_stmt is None:
                raise _Fail(UNSUPPORTED_INSTRUCTION, f"'{ins.opcode}' cannot be lowered here: {self.ctx.exit_why}",
                            ins.line, ins.col)
            return self.ctx.return_stmt
        if self.ctx.exit_stmt is None:
            raise _Fail(UNSUPPORTED_INSTRUCTION, f"'exit' cannot be lowered here: {self.ctx.exit_why}",
                        ins.line, ins.col, hint="return from the kernel instead (or end the thread's work with a "
                                                "branch to the kernel's end)")
        return self.ctx.exit_stmt

    # ------------------------------------------------------------------ operands
    def label_operand(self, operand, scope: Scope, ins: S.Instruction) -> str:
        if not isinstance(operand, S.Name):
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}' needs a label", ins.line, ins.col)
        lab = self.lookup_label(scope, operand.text)
        if lab is None:
            raise _Fail(UNDEFINED_NAME, f"label '{operand.text}' is not defined", operand.line, operand.col)
        return lab

    def reg_operand(self, name: S.Name, scope: Scope) -> Optional[Reg]:
        r = self.lookup_reg(scope, name.text)
        if r is not None:
            r.used = True
        return r

    def check(self, reg: Reg, t: str, wide: bool, name: S.Name, ins: S.Instruction) -> None:
        if t not in TYPES:
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': '{name.text}' cannot stand where a {t} is expected",
                        name.line, name.col)
        if not compatible(reg.type, t, wide):
            raise _Fail(TYPE_MISMATCH, f"operand type mismatch: '{ins.opcode}' needs a .{t} operand, '{name.text}' "
                        f"is a .{reg.type} register", name.line, name.col,
                        hint=f"use a register of a type compatible with .{t} (same size; .b{bits_of(t)} fits any), "
                             f"or convert with cvt first")

    def input(self, operand, t: str, n: int, wide: bool, pack: bool, scope: Scope, ins: S.Instruction,
              pre: List[str], uid: int, slot: str) -> str:
        if t in ("func", "args"):
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': unexpected operand", ins.line, ins.col)
        if isinstance(operand, S.Vector):
            items = operand.items
            if n:
                if len(items) != n:
                    raise _Fail(BAD_OPERANDS, f"'{ins.opcode}' needs a vector of {n} elements, got {len(items)}",
                                operand.line, operand.col)
                elems = [self.input(i, t, 0, wide, False, scope, ins, pre, uid, slot) for i in items]
                tmp = f"__v{uid}_{slot}"
                pre.append(f"{vec_type(storage_type(t), n)} {tmp} = {{{', '.join(elems)}}};")
                return tmp
            if pack and kind_of(t) in ("b", "u", "s", "f16x2", "bf16x2") and items:
                k = len(items)
                eb = bits_of(t) // k
                if eb * k != bits_of(t) or eb < 8:
                    raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': {k} elements do not pack into .{t}",
                                operand.line, operand.col)
                et = f"b{eb}"
                parts = []
                for i, item in enumerate(items):
                    e = self.input(item, et, 0, False, False, scope, ins, pre, uid, slot)
                    parts.append(f"(({storage_type(t)})({e}) << {eb * i})" if i else f"({storage_type(t)})({e})")
                return "(" + " | ".join(parts) + ")"
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': a vector operand is not allowed here", operand.line,
                        operand.col)
        if n:
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}' needs a vector operand {{...}} of {n} elements",
                        getattr(operand, "line", ins.line), getattr(operand, "col", ins.col))
        if isinstance(operand, S.NotPred):
            if t != "pred":
                raise _Fail(TYPE_MISMATCH, f"'!' applies to predicates; '{ins.opcode}' expects a .{t} here",
                            operand.line, operand.col)
            return "!" + self.read_pred(operand.name, scope)
        if isinstance(operand, S.Name):
            if operand.text == "_":
                raise _Fail(BAD_OPERANDS, "'_' (a discarded result) cannot be read", operand.line, operand.col)
            r = self.reg_operand(operand, scope)
            if r is not None:
                if r.init == "imm":  # an inline-asm "n" operand: a C++ constant, typed by its use
                    return f"({storage_type(t)}){r.cname}"
                self.check(r, t, wide, operand, ins)
                return convert(r.cname, r.type, t)
            sr = self.table.sreg(operand.text)
            if sr is not None:
                sreg, caps = sr
                expr = _PLACEHOLDER.sub(lambda m: caps.get(m.group(1)) or "", sreg.template)
                for h in self.table.uses(expr):
                    self.ctx.helpers.add(h)
                if t != "pred" and bits_of(sreg.type) != bits_of(t) and not wide:
                    if not (bits_of(t) > bits_of(sreg.type) and kind_of(t) in "bus"):
                        raise _Fail(TYPE_MISMATCH, f"'{operand.text}' is .{sreg.type}; '{ins.opcode}' reads a .{t}",
                                    operand.line, operand.col)
                return convert(f"({expr})", sreg.type, t)
            v = self.lookup_var(scope, operand.text)
            if v is not None:
                if kind_of(t) not in ("b", "u", "s") or bits_of(t) < 32:
                    raise _Fail(TYPE_MISMATCH, f"the address of '{operand.text}' needs a 32- or 64-bit integer "
                                f"type, not .{t}", operand.line, operand.col)
                if v.space == "shared":
                    return f"({storage_type(t)})__pycucc_ptx_lds_offset((const void*)&{v.cname})"
                return f"({storage_type(t)})(__SIZE_TYPE__)&{v.cname}"
            f = self.ctx.functions.get(operand.text)
            if f is not None:
                return f"({storage_type(t)})(__SIZE_TYPE__)&{f.cname}"
            if operand.text.startswith("%"):
                raise _Fail(UNDECLARED_REGISTER, f"register '{operand.text}' is not declared", operand.line,
                            operand.col, hint=self.range_hint(scope, operand.text))
            raise _Fail(UNDEFINED_NAME, f"'{operand.text}' is not a register, variable or special register here",
                        operand.line, operand.col)
        if isinstance(operand, S.Imm):
            return self.immediate(operand, t, ins)
        if isinstance(operand, (S.FloatBits, S.DecimalFloat)):
            return self.float_literal(operand, t, ins)
        raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': this operand kind is not allowed here",
                    getattr(operand, "line", ins.line), getattr(operand, "col", ins.col))

    def immediate(self, imm: S.Imm, t: str, ins: S.Instruction) -> str:
        if t == "pred":
            return "true" if imm.value else "false"
        k, b = kind_of(t), bits_of(t)
        if k == "f":
            return c_float(float(imm.value), b)
        v = imm.value & ((1 << b) - 1)
        if k == "s" and v >> (b - 1):
            sv = v - (1 << b)
            if b == 64:
                return f"(long long){hex(v)}ull" if sv == -(1 << 63) else f"{sv}ll"
            return f"({storage_type(t)})({sv})" if b < 32 else ("(-2147483647 - 1)" if sv == -(1 << 31) else str(sv))
        as_hex = v >= 1 << 16 or imm.text.lower().lstrip("-").startswith("0x")
        if b == 64:
            return (f"{hex(v)}ull" if as_hex else f"{v}ull") if k != "s" else f"{v}ll"
        if b == 128:
            return f"(unsigned __int128){hex(v)}ull"
        if k == "s":
            return str(v) if b >= 32 else f"({storage_type(t)}){v}"
        s = f"{hex(v)}u" if as_hex else f"{v}u"
        return s if b >= 32 else f"({storage_type(t)}){s}"

    def float_literal(self, lit, t: str, ins: S.Instruction) -> str:
        k, b = kind_of(t), bits_of(t)
        if isinstance(lit, S.FloatBits):
            if k == "f":
                if lit.kind == "f":
                    if b == 32:
                        return bits_float(lit.bits, 32)
                    return c_float(struct.unpack("<f", struct.pack("<I", lit.bits))[0], 64)
                if b == 64:
                    return bits_float(lit.bits, 64)
                return f"(float){bits_float(lit.bits, 64)}"
            if k in ("b", "u", "s", "f16x2", "bf16x2", "f16", "bf16"):
                width = 32 if lit.kind == "f" else 64
                if width != b:
                    raise _Fail(TYPE_MISMATCH, f"'{lit.text}' is a {width}-bit pattern; '{ins.opcode}' needs {b} bits",
                                lit.line, lit.col)
                return f"{hex(lit.bits)}u" if b == 32 else f"{hex(lit.bits)}ull"
        else:
            if k == "f":
                return c_float(lit.value, b)
        raise _Fail(TYPE_MISMATCH, f"a floating-point constant cannot be a .{t} operand of '{ins.opcode}'",
                    lit.line, lit.col)

    def output(self, operand, t: str, n: int, wide: bool, pack: bool, scope: Scope, ins: S.Instruction,
               tmp: str) -> List[str]:
        """Statements that store the value `tmp` (of the form's type) into the operand."""
        if isinstance(operand, S.Name) and operand.text == "_":
            return []
        if isinstance(operand, S.Vector):
            items = operand.items
            if n:
                if len(items) != n:
                    raise _Fail(BAD_OPERANDS, f"'{ins.opcode}' needs a vector of {n} elements, got {len(items)}",
                                operand.line, operand.col)
                out = []
                for i, item in enumerate(items):
                    out.extend(self.output(item, t, 0, wide, False, scope, ins, f"{tmp}[{i}]"))
                return out
            if pack and kind_of(t) in ("b", "u", "s", "f16x2", "bf16x2") and items:
                k = len(items)
                eb = bits_of(t) // k
                if eb * k != bits_of(t) or eb < 8:
                    raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': .{t} does not unpack into {k} elements",
                                operand.line, operand.col)
                out = []
                for i, item in enumerate(items):
                    piece = f"({UNSIGNED[eb]})({tmp} >> {eb * i})" if i else f"({UNSIGNED[eb]})({tmp})"
                    out.extend(self.output(item, f"b{eb}", 0, False, False, scope, ins, piece))
                return out
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': a vector destination is not allowed here",
                        operand.line, operand.col)
        if n:
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}' needs a vector destination {{...}} of {n} elements",
                        getattr(operand, "line", ins.line), getattr(operand, "col", ins.col))
        if not isinstance(operand, S.Name):
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': the destination must be a register",
                        getattr(operand, "line", ins.line), getattr(operand, "col", ins.col))
        r = self.reg_operand(operand, scope)
        if r is None:
            if self.table.sreg(operand.text) is not None:
                raise _Fail(BAD_OPERANDS, f"special register '{operand.text}' is read-only", operand.line,
                            operand.col)
            if operand.text.startswith("%"):
                raise _Fail(UNDECLARED_REGISTER, f"register '{operand.text}' is not declared", operand.line,
                            operand.col, hint=self.range_hint(scope, operand.text))
            raise _Fail(UNDEFINED_NAME, f"'{operand.text}' is not a register", operand.line, operand.col)
        if r.init == "imm":
            raise _Fail(BAD_OPERANDS, f"'{operand.text}' is an \"n\" (constant) operand and cannot be written",
                        operand.line, operand.col)
        self.check(r, t, wide, operand, ins)
        return [f"{r.cname} = {convert(tmp, t, r.type)};"]

    def address(self, a: S.Address, t: str, n: int, space: Optional[str], scope: Scope,
                ins: S.Instruction) -> Tuple[str, str]:
        """[base+offset] as a typed pointer (and its volatile twin) in the instruction's state space."""
        if a.extra is not None:
            raise _Fail(BAD_OPERANDS, f"'{ins.opcode}': texture-style addresses are not lowered", a.line, a.col)
        elem = vec_type(storage_type(t), n) if n else storage_type(t)
        off = a.offset
        offs = f" + {off}" if off > 0 else (f" - {-off}" if off < 0 else "")
        if a.base is None:
            if space == "shared":
                p = f"__pycucc_ptx_lds<{elem}>({off}ull)"
                return p, f"((volatile {self.address_space('shared')}{elem}*){p})"
            return f"(({elem}*)(__SIZE_TYPE__){off}ull)", f"((volatile {elem}*)(__SIZE_TYPE__){off}ull)"
        name = a.base
        r = self.reg_operand(name, scope)
        if r is not None:
            if r.type == "pred" or kind_of(r.type) == "f" or bits_of(r.type) < 32:
                raise _Fail(TYPE_MISMATCH, f"address register '{name.text}' is .{r.type}; addresses are 32- or "
                            "64-bit integers", name.line, name.col)
            base = f"(unsigned long long){r.cname}" if bits_of(r.type) != 64 or kind_of(r.type) != "u" \
                else r.cname
            if r.type in ("b64",):
                base = r.cname
            if space == "shared":
                p = f"__pycucc_ptx_lds<{elem}>({base}{offs})"
                return p, f"((volatile {self.address_space('shared')}{elem}*){p})"
            # ld/st.global promise a global address: address space 1 gives clang global_load/store instead of
            # flat ones (on AMD GPUs global and generic addresses of global memory are the same numbers).
            q = self.address_space("global") if space == "global" else ""
            addr = f"({base}{offs})" if offs else base
            return f"(({q}{elem}*)(__SIZE_TYPE__){addr})", f"((volatile {q}{elem}*)(__SIZE_TYPE__){addr})"
        v = self.lookup_var(scope, name.text)
        if v is not None:
            base = f"(unsigned char*)&{v.cname}"
            inner = f"({base}{offs})" if offs else base
            return f"(({elem}*){inner})", f"((volatile {elem}*){inner})"
        if name.text.startswith("%"):
            raise _Fail(UNDECLARED_REGISTER, f"register '{name.text}' is not declared", name.line, name.col,
                        hint=self.range_hint(scope, name.text))
        raise _Fail(UNDEFINED_NAME, f"'{name.text}' is neither a register nor a variable", name.line, name.col)

    # ------------------------------------------------------------------ calls
    def lower_call(self, ins: S.Instruction, scope: Scope) -> str:
        ops = list(ins.operands)
        rets: Sequence = ()
        if ops and isinstance(ops[0], S.ParenList):
            rets = ops.pop(0).items
        if not ops or not isinstance(ops[0], S.Name):
            raise _Fail(BAD_CALL, "call needs a function name", ins.line, ins.col)
        fname = ops.pop(0)
        args: Sequence = ()
        if ops and isinstance(ops[0], S.ParenList):
            args = ops.pop(0).items
        if ops:
            raise _Fail(BAD_CALL, "indirect calls through a prototype are not lowered; call the function by name",
                        ins.line, ins.col)
        f = self.ctx.functions.get(fname.text)
        if f is None:
            raise _Fail(UNDEFINED_NAME, f"call of '{fname.text}', which this module does not define",
                        fname.line, fname.col,
                        hint="only .func functions defined in the same PTX are lowered (vprintf, malloc and "
                             "other CUDA runtime functions have no PTX-level equivalent)")
        if not f.defined:
            raise _Fail(UNDEFINED_NAME, f"'{fname.text}' is declared but not defined in this module",
                        fname.line, fname.col)
        if len(args) != len(f.params) or len(rets) != len(f.returns):
            raise _Fail(BAD_CALL, f"'{fname.text}' takes {len(f.params)} argument(s) and {len(f.returns)} "
                        f"return value(s); the call passes {len(args)} and {len(rets)}", ins.line, ins.col)
        cargs = [self.call_value(a, ctype, scope, ins) for a, (ctype, _) in zip(args, f.params)]
        call = f"{f.cname}({', '.join(cargs)})"
        if rets:
            target = self.call_target(rets[0], f.returns[0][0], scope, ins)
            return f"{target} = {call};"
        return call + ";"

    def call_value(self, a, ctype: str, scope: Scope, ins: S.Instruction) -> str:
        if isinstance(a, S.Name):
            v = self.lookup_var(scope, a.text)
            if v is not None and v.space == "param":
                want = _param_shape(ctype)
                if want is not None and want != (v.size, v.align) and want[0] != v.size:
                    raise _Fail(BAD_CALL, f"argument '{a.text}' is {v.size} bytes; the parameter takes {want[0]}",
                                a.line, a.col)
                if want is None:
                    return f"__pycucc_ptx_get<{ctype}>(&{v.cname})"
                return f"__builtin_bit_cast({ctype}, {v.cname})" if want != (v.size, v.align) else v.cname
            r = self.reg_operand(a, scope)
            if r is not None:
                ptype = _ptx_of_ctype(ctype)
                if ptype is None:
                    raise _Fail(BAD_CALL, f"register '{a.text}' passed where a .param is expected", a.line, a.col)
                return convert(r.cname, r.type, ptype)
        if isinstance(a, S.Imm):
            ptype = _ptx_of_ctype(ctype)
            if ptype is not None:
                return self.immediate(a, ptype, ins)
        raise _Fail(BAD_CALL, "call arguments must be .param variables or registers",
                    getattr(a, "line", ins.line), getattr(a, "col", ins.col))

    def call_target(self, a, ctype: str, scope: Scope, ins: S.Instruction) -> str:
        if isinstance(a, S.Name):
            v = self.lookup_var(scope, a.text)
            if v is not None and v.space == "param":
                want = _param_shape(ctype)
                if want is not None and want[0] != v.size:
                    raise _Fail(BAD_CALL, f"return slot '{a.text}' is {v.size} bytes; the function returns {want[0]}",
                                a.line, a.col)
                return v.cname
            r = self.reg_operand(a, scope)
            if r is not None:
                return r.cname
        raise _Fail(BAD_CALL, "the return value must go to a .param variable or a register",
                    getattr(a, "line", ins.line), getattr(a, "col", ins.col))


def _param_shape(ctype: str) -> Optional[Tuple[int, int]]:
    m = re.fullmatch(r"__pycucc_ptx_param<(\d+), (\d+)>", ctype)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _ptx_of_ctype(ctype: str) -> Optional[str]:
    return next((t for t in TYPES if storage_type(t) == ctype), None)


def bits_float(bits: int, width: int) -> str:
    """An exact C++ literal for an IEEE bit pattern (hex-float for finite values, builtins for inf and NaN)."""
    if width == 32:
        v = struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
        if v != v or v in (float("inf"), float("-inf")):
            return f"__builtin_bit_cast(float, {hex(bits)}u)"
        return c_float(v, 32)
    v = struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]
    if v != v or v in (float("inf"), float("-inf")):
        return f"__builtin_bit_cast(double, {hex(bits)}ull)"
    return c_float(v, 64)


def c_float(v: float, width: int) -> str:
    if v != v:
        return "__builtin_nanf(\"\")" if width == 32 else "__builtin_nan(\"\")"
    if math.isinf(v):
        s = "-" if v < 0 else ""
        return f"{s}__builtin_huge_valf()" if width == 32 else f"{s}__builtin_huge_val()"
    if width == 32:
        f32 = struct.unpack("<f", struct.pack("<f", v))[0]
        if f32 == v:
            r = repr(v)
            if "e" not in r and "." not in r:
                r += ".0"
            if float(r) == v and len(r) < 14:
                return r + "f"
            return v.hex() + "f"
        return f"(float){v.hex()}"
    r = repr(v)
    if "e" not in r and "." not in r and "inf" not in r:
        r += ".0"
    return r if float(r) == v else v.hex()
