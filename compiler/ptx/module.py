"""A PTX module (a .ptx file) -> one HIP translation unit.

Each .entry becomes an ``extern "C" __global__`` function with the entry's name and its .param list as the
arguments (pointers where the parameter is one: a ``.ptr`` attribute, the C++ signature in the mangled name, or
the parameter's use as an address), so the code object's kernel metadata lists the arguments CUDA passes. .func
functions become ``__device__`` functions; .global/.const/.shared module variables become named ``__device__`` /
``__constant__`` / ``__shared__`` variables.
"""
from __future__ import annotations

import os
import re
from typing import Dict, List, Optional, Sequence, Tuple

from .. import codes
from ..diagnostics import Diagnostic
from . import syntax as S
from .lower import (CONTRACT_OFF, UNSUPPORTED_DECLARATION, BodyLowering, Context, FuncSig, Reg, Var, _Fail,
                    c_name, storage_type, vec_type)
from .mangle import pointer_params
from ..records import field, record
from .table import TYPES, LoweringTable, load_table

EMPTY_MODULE = codes.PTX_NO_KERNELS


@record
class KernelParam:
    name: str
    ctype: str
    size: int
    align: int
    pointer: bool


@record
class ModuleResult:
    hip_text: str
    kernels: Tuple[str, ...]
    diagnostics: List[Diagnostic]
    params: Dict[str, List[KernelParam]] = field(default_factory=dict)


def _param_info(p: S.Param, entry: bool) -> Tuple[str, int, int, str]:
    """(PTX type, size, alignment, state space) of a parameter declaration."""
    words = [a.word for a in p.attrs]
    space = "reg" if ".reg" in words else "param"
    types = [w[1:] for w in words if w[1:] in TYPES]
    if not types:
        raise _Fail(UNSUPPORTED_DECLARATION, f"parameter '{p.name}' has no type", p.line, p.col)
    t = types[0]
    elem = max(TYPES[t][1] // 8, 1)
    n = 1
    for d in p.dims:
        n *= d or 0
    size = elem * n
    align = next((a.args[0] for a in p.attrs if a.word == ".align" and a.args), elem)
    return t, size, align, space


def _pointer_evidence(body: S.Block, params: Sequence[str]) -> Dict[str, bool]:
    """Parameters whose loaded value is used as an address (directly, or after cvta/mov/add)."""
    origin: Dict[str, str] = {}
    evidence: Dict[str, bool] = {}
    instrs: List[S.Instruction] = []

    def walk(b: S.Block):
        for st in b.stmts:
            if isinstance(st, S.Instruction):
                instrs.append(st)
            elif isinstance(st, S.Block):
                walk(st)
    walk(body)
    pset = set(params)
    for ins in instrs:
        if ins.opcode.startswith("ld.param") and len(ins.operands) == 2 and isinstance(ins.operands[1], S.Address):
            a = ins.operands[1]
            d = ins.operands[0]
            if a.base is not None and a.base.text in pset and a.offset == 0 and isinstance(d, S.Name) \
                    and ins.opcode.endswith(("64",)):
                origin[d.text] = a.base.text
    changed = True
    while changed:
        changed = False
        for ins in instrs:
            if ins.base in ("mov", "add", "sub", "cvta") and len(ins.operands) >= 2 \
                    and isinstance(ins.operands[0], S.Name):
                for src in ins.operands[1:]:
                    if isinstance(src, S.Name) and src.text in origin and ins.operands[0].text not in origin:
                        origin[ins.operands[0].text] = origin[src.text]
                        changed = True
    for ins in instrs:
        if ins.base == "cvta" and len(ins.operands) == 2 and isinstance(ins.operands[1], S.Name) \
                and ins.operands[1].text in origin:
            evidence[origin[ins.operands[1].text]] = True
        for o in ins.operands:
            if isinstance(o, S.Address) and o.base is not None and o.base.text in origin:
                evidence[origin[o.base.text]] = True
    return evidence


def _init_text(init, ptype: str, table_lower: BodyLowering, line: int, col: int) -> str:
    if isinstance(init, list):
        return "{" + ", ".join(_init_text(i, ptype, table_lower, line, col) for i in init) + "}"
    if isinstance(init, tuple):
        raise _Fail(UNSUPPORTED_DECLARATION, "initialisers that take a variable's address (generic(x), x+4) are "
                    "not lowered", line, col)
    fake = S.Instruction(".init", (), None, line, col)
    if isinstance(init, S.Imm) and TYPES[ptype][2] in ("b", "u", "s") and TYPES[ptype][1] < 32:
        # narrow elements (byte arrays): the plain number, which converts without narrowing in a braced list
        bits = TYPES[ptype][1]
        v = init.value & ((1 << bits) - 1)
        return str(v - (1 << bits) if TYPES[ptype][2] == "s" and v >> (bits - 1) else v)
    if isinstance(init, S.Imm):
        return table_lower.immediate(init, ptype, fake)
    if isinstance(init, (S.FloatBits, S.DecimalFloat)):
        return table_lower.float_literal(init, ptype, fake)
    raise _Fail(UNSUPPORTED_DECLARATION, "this initialiser is not lowered", line, col)


def lower_module(text: str, path: Optional[str] = None, *, host_callable: bool = False,
                 table: Optional[LoweringTable] = None) -> ModuleResult:
    """The module as HIP source, its kernels and the diagnostics. With host_callable, .func functions are
    ``__host__ __device__`` (the CPU checks call them on the host)."""
    table = table or load_table()
    lines = text.splitlines()

    def locate(line: int, col: int):
        return path, line, col, lines[line - 1] if 0 < line <= len(lines) else None

    try:
        mod = S.parse_module(text, path)
    except S.PtxSyntaxError as e:
        return ModuleResult("", (), [e.diagnostic])
    ctx = Context(table=table, locate=locate)
    diags = ctx.diagnostics
    if mod.address_size != 64:
        ctx.report(_Fail(UNSUPPORTED_DECLARATION, f".address_size {mod.address_size}: only 64-bit PTX is lowered "
                         "(AMD GPUs address memory with 64-bit pointers)", 1, 1))
    out_vars: List[str] = []
    functions: Dict[str, S.Function] = {}
    order: List[str] = []
    scratch = BodyLowering(ctx)
    for item in mod.items:
        if isinstance(item, S.VarDecl):
            try:
                out_vars.extend(_module_var(item, ctx, scratch))
            except _Fail as f:
                ctx.report(f)
        elif isinstance(item, S.Function):
            if item.name not in order:
                order.append(item.name)
            if item.body is not None or item.name not in functions:
                functions[item.name] = item
    sigs: Dict[str, Tuple[FuncSig, List[Tuple[str, Var, bool]], List[KernelParam]]] = {}
    for name in order:
        fn = functions[name]
        try:
            sigs[name] = _signature(fn, host_callable)
        except _Fail as f:
            ctx.report(f)
            continue
        if fn.kind == "func":
            ctx.functions[name] = sigs[name][0]
    protos: List[str] = []
    bodies: List[str] = []
    kernels: List[str] = []
    params_out: Dict[str, List[KernelParam]] = {}
    for name in order:
        if name not in sigs:
            continue
        fn = functions[name]
        sig, scope_params, kparams = sigs[name]
        qual = "__global__" if fn.kind == "entry" else ("static __host__ __device__" if host_callable else "static __device__")
        ret = sig.returns[0][0] if sig.returns else "void"
        attrs = _launch_bounds(fn) if fn.kind == "entry" else ""
        arglist = ", ".join(f"{ctype} {c_name(pname)}" for ctype, pname in sig.params)
        linkage = 'extern "C" ' if fn.kind == "entry" else ""
        decl = f'{linkage}{qual}{attrs} {ret} {sig.cname}({arglist})'
        if fn.kind == "entry":
            kernels.append(name)
            params_out[name] = kparams
        if fn.body is None:
            if fn.kind == "func":
                protos.append(decl + ";")
            continue
        sig.defined = True
        if fn.kind == "func":
            protos.append(decl + ";")
        body = _function_body(fn, sig, scope_params, ctx)
        bodies.append(decl + " {\n" + "\n".join("    " + l for l in body) + "\n}")
    if not kernels and not [d for d in diags if d.is_error]:
        ctx.report(_Fail(EMPTY_MODULE, "the PTX module defines no .entry (kernel)", 1, 1,
                         hint="a code object needs at least one kernel; .func functions alone cannot be launched"))
    helpers = table.helper_closure(ctx.helpers)
    head = [f"// HIP lowered by pycucc from {os.path.basename(path) if path else 'PTX'}"
            f" (PTX ISA {mod.version or '?'}, .target {', '.join(mod.target) or '?'})."]
    for h in helpers:
        head.append(h.text)
    tu = "\n".join(head + out_vars + protos + bodies) + "\n"
    return ModuleResult(tu, tuple(kernels), diags, params_out)


def _launch_bounds(fn: S.Function) -> str:
    for a in fn.perf:
        if a.word in (".maxntid", ".reqntid") and a.args:
            n = 1
            for v in a.args:
                n *= v
            return f" __launch_bounds__({n})"
    return ""


def _module_var(decl: S.VarDecl, ctx: Context, lowering: BodyLowering) -> List[str]:
    words = decl.words()
    space = next((w[1:] for w in words if w in (".global", ".const", ".shared", ".local")), None)
    types = [w[1:] for w in words if w[1:] in TYPES]
    if space is None:
        raise _Fail(UNSUPPORTED_DECLARATION, f"module-scope declaration '{' '.join(words)}' is not lowered "
                    "(texture, sampler and surface references need HIP texture objects)", decl.line, decl.col)
    if not types:
        raise _Fail(UNSUPPORTED_DECLARATION, f"'{' '.join(words)}': .texref/.samplerref/.surfref variables are not "
                    "lowered; use HIP texture objects", decl.line, decl.col)
    if space == "local":
        raise _Fail(UNSUPPORTED_DECLARATION, "module-scope .local variables are not lowered", decl.line, decl.col)
    ptype = types[0]
    vec = next((int(w[2:]) for w in words if re.fullmatch(r"\.v[248]", w)), None)
    align = next((a.args[0] for a in decl.attrs if a.word == ".align" and a.args), None)
    extern = ".extern" in words
    qual = {"global": "__device__", "const": "__constant__", "shared": "__shared__"}[space]
    out = []
    for d in decl.declarators:
        elem = storage_type(ptype) if ptype != "pred" else "bool"
        ctype = vec_type(elem, vec) if vec else elem
        n = 1
        for dim in d.dims:
            n *= dim or 0
        esize = max(TYPES[ptype][1] // 8, 1) * (vec or 1)
        cname = c_name(d.name)
        if cname != d.name:
            raise _Fail(UNSUPPORTED_DECLARATION, f"variable name '{d.name}' is not a C++ identifier; it cannot "
                        "keep its symbol name", d.line, d.col)
        ctx.globals[d.name] = Var(d.name, space, cname, esize * n, align or esize)
        dims = "".join(f"[{dim}]" if dim is not None else "[]" for dim in d.dims)
        al = f" __attribute__((aligned({align})))" if align else ""
        init = ""
        if d.init is not None:
            if space == "shared":
                raise _Fail(UNSUPPORTED_DECLARATION, ".shared variables cannot be initialised", d.line, d.col)
            init = " = " + _init_text(d.init, ptype, lowering, d.line, d.col)
        out.append(f"{'extern ' if extern else ''}{qual}{al} {ctype} {cname}{dims}{init};")
    return out


def _signature(fn: S.Function, host_callable: bool):
    params: List[Tuple[str, str]] = []
    scope_params: List[Tuple[str, Var, bool]] = []
    kparams: List[KernelParam] = []
    returns: List[Tuple[str, str]] = []
    if fn.kind == "entry":
        pointer_by_name = pointer_params(fn.name)
        if pointer_by_name is not None and len(pointer_by_name) != len(fn.params):
            pointer_by_name = None
        evidence = _pointer_evidence(fn.body, [p.name for p in fn.params]) if fn.body is not None else {}
        for i, p in enumerate(fn.params):
            t, size, align, _space = _param_info(p, True)
            words = [a.word for a in p.attrs]
            is_ptr = size == 8 and not p.dims and (
                ".ptr" in words or (pointer_by_name[i] if pointer_by_name is not None else evidence.get(p.name, False)))
            if is_ptr:
                ctype = "void*"
            elif p.dims:
                ctype = f"__pycucc_ptx_param<{size}, {align}>"
            else:
                ctype = "bool" if t == "pred" else storage_type(t)
            params.append((ctype, p.name))
            scope_params.append((p.name, Var(p.name, "param", c_name(p.name), size, align), False))
            kparams.append(KernelParam(p.name, ctype, size, align, is_ptr))
    else:
        for p in fn.returns:
            t, size, align, space = _param_info(p, False)
            ctype = f"__pycucc_ptx_param<{size}, {align}>" if space == "param" else storage_type(t)
            returns.append((ctype, p.name))
        for p in fn.params:
            t, size, align, space = _param_info(p, False)
            if space == "reg":
                params.append((storage_type(t), p.name))
                scope_params.append((p.name, Var(p.name, "reg:" + t, c_name(p.name), size, align), True))
            else:
                params.append((f"__pycucc_ptx_param<{size}, {align}>", p.name))
                scope_params.append((p.name, Var(p.name, "param", c_name(p.name), size, align), False))
        if len(returns) > 1:
            raise _Fail(UNSUPPORTED_DECLARATION, f"'{fn.name}' has {len(returns)} return parameters; one is lowered",
                        fn.line, fn.col)
    cname = fn.name
    if c_name(fn.name) != fn.name:
        raise _Fail(UNSUPPORTED_DECLARATION, f"function name '{fn.name}' is not a C++ identifier", fn.line, fn.col)
    return FuncSig(fn.name, cname, tuple(returns), tuple(params)), scope_params, kparams


def _function_body(fn: S.Function, sig: FuncSig, scope_params, ctx: Context) -> List[str]:
    prologue: List[str] = []
    params: Dict[str, Var] = {}
    reg_params: Dict[str, Reg] = {}
    for name, var, is_reg in scope_params:
        if is_reg:
            t = var.space.split(":", 1)[1]
            reg_params[name] = Reg(name, t, var.cname, fn.line)
        else:
            params[name] = var
    if sig.returns:
        rtype, rname = sig.returns[0]
        if rtype.startswith("__pycucc_ptx_param"):
            m = re.fullmatch(r"__pycucc_ptx_param<(\d+), (\d+)>", rtype)
            params[rname] = Var(rname, "param", c_name(rname), int(m.group(1)), int(m.group(2)))
            prologue.append(f"{rtype} {c_name(rname)} = {{}};")
        else:
            t = next(t for t in TYPES if storage_type(t) == rtype)
            reg_params[rname] = Reg(rname, t, c_name(rname), fn.line)
            prologue.append(f"{rtype} {c_name(rname)} = 0;")
        ret = f"return {c_name(rname)};"
    else:
        ret = "return;"
    ctx.return_stmt = ret
    ctx.exit_stmt = "return;" if fn.kind == "entry" else None
    ctx.exit_why = ("'exit' ends the thread; in a .func that would need the caller's cooperation, which HIP "
                    "device functions cannot express")
    ctx.operand_regs = dict(reg_params)
    bl = BodyLowering(ctx, params)
    for r in reg_params.values():
        r.used = True
    body = bl.lower_block(fn.body, bl.root)
    lines = [CONTRACT_OFF] + prologue
    if bl.uses_cf:
        lines.append("unsigned __cf = 0;")
    lines += body
    if not body or not body[-1].startswith("return"):
        lines.append(ret)
    ctx.operand_regs = {}
    return lines


def ptx_to_hip(text: str, path: Optional[str] = None):
    """The pipeline's entry point for .ptx input: (HIP source, kernel names, diagnostics)."""
    res = lower_module(text, path)
    return res.hip_text, res.kernels, res.diagnostics
