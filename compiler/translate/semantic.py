"""The AST pass (facts.py) and the rewrites its facts call for: host reads of device built-ins (``warpSize``), values
converted where HIP's types have no conversion (`convert` rules), calls of member functions HIP's classes lack
(`member` rules); and the kernels the file instantiates explicitly."""
from __future__ import annotations

from .. import codes
from ..diagnostics import Severity
from ..sources import IDENTIFIER
from .facts import Defined, explicit_instantiations, find_facts, instantiated_symbols

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Tuple
    from .state import Translation


def ast_pass(tr: Translation) -> None:
    """What the parse says about the file's uses of the rules, for the passes after it (tr.facts)."""
    tr.facts = find_facts(tr.tu, tr.main_file, tr.toks, tr.data, tr.rules, tr.call_names, tr.opts.host_warp_size)


def instantiations_pass(tr: Translation) -> None:
    """The kernels the file instantiates explicitly (``template __global__ void k<float>(float *);``), added to
    the kernels of the AST pass."""
    facts = tr.facts
    explicit = explicit_instantiations(tr.toks, facts.template_names, tr.inactive) if facts.template_names else []
    if explicit:
        facts.kernels = tuple(dict.fromkeys(facts.kernels + tuple(instantiated_symbols(tr.source, tr.path, explicit,
                                                                                       tr.opts))))


def host_warp_pass(tr: Translation) -> None:
    """Host reads of a device built-in (``warpSize``) -> the rule's expression, with the prelude that defines
    it inserted before the file-level declaration holding the first of them."""
    toks, uses = tr.toks, tr.facts.host_reads
    by_offset = {t.start: t for t in toks if t.kind == "IDENTIFIER"}
    first_top: Dict[str, int] = {}
    # several uses inside one macro expansion share its location: one diagnostic for them
    uses = list({u.offset: u for u in sorted(uses, key=lambda u: u.offset, reverse=True)}.values())
    for use in sorted(uses, key=lambda u: u.offset):
        tok = by_offset.get(use.offset)
        rule = tr.rules.host_reads.get(use.name)
        if rule is None:
            continue
        if use.kind == "host" and tok is not None and tok.text == use.name:
            tr.edits.replace(tok.start, tok.end, rule.template.encode())
            tr.applied(rule, tok)
            prelude = rule.attr("prelude")
            if prelude:
                if prelude not in first_top:
                    tr.applied(tr.rules.preludes[prelude], tok)
                first_top[prelude] = min(first_top.get(prelude, use.top), use.top)
            continue
        if use.kind == "constant":
            why = "in a constant expression, where a runtime query cannot go"
        elif use.kind == "hostdevice":
            why = "in a __host__ __device__ function, whose device side needs the constant"
        else:
            why = "through a macro, whose other uses may be device code"
        tr.diag(Severity.WARNING, codes.HOST_WARP_SIZE_NOT_REWRITTEN, f"host-side {use.name} left as is "
                f"({why}); on the host it is 64 for every target, also for wave32 GPUs", use.line, use.col,
                rule, hint="query hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, device) at run time")
    for name, top in sorted(first_top.items(), key=lambda kv: kv[1]):
        tr.edits.insert(tr.line_start(top), tr.rules.preludes[name].text.encode())


def conversion_pass(tr: Translation) -> None:
    """Values the parse converts where HIP's types have no conversion (`convert` rules: a uint3 to a dim3):
    the value is wrapped in the rule's helper where it stands, by insertions before and after it, so that
    rewrites inside it (renames, calls) and around it (a call it is an argument of) stay independent."""
    toks, converted = tr.toks, tr.facts.conversions
    by_start = {t.start: t for t in toks}
    for c in sorted(converted, key=lambda c: c.start):
        rule, tok = c.rule, by_start.get(c.start)
        before, after = rule.wrapping
        if c.in_macro or tok is None:
            tr.diag(Severity.WARNING, codes.REWRITE_IN_MACRO, f"a {rule.source} is converted to a "
                    f"{rule.name} inside a macro expansion; HIP's {rule.name} has no such conversion and "
                    "the translation cannot write it out here", c.line, c.col, rule,
                    hint=f"write the conversion out where the macro is defined or used: {before}v{after}")
            continue
        tr.edits.insert(c.start, before.encode())
        tr.edits.insert(c.end, after.encode(), before=True)
        tr.applied(rule, tok)


def member_pass(tr: Translation) -> None:
    """Calls of member functions HIP's class lacks (`member` rules): `t.f()` becomes `helper(t)` and `p->f()`
    `helper(*p)`, by an insertion before the object and a replacement from its `.`/`->` to the end of the
    call, so that rewrites inside the object (and around the call) stay independent."""
    toks, called = tr.toks, tr.facts.members
    by_start = {t.start: t for t in toks}
    for m in sorted(called, key=lambda m: m.obj_start):
        rule = m.rule
        before, after = rule.wrapping
        tok = next((t for t in toks if t.start >= m.op_start and t.kind == "IDENTIFIER"), None)
        if m.in_macro or m.obj_start not in by_start or tok is None:
            tr.diag(Severity.WARNING, codes.REWRITE_IN_MACRO, f"'{rule.method}()' is called inside a macro "
                    f"expansion; HIP's {rule.owner.rsplit('::', 1)[-1]} has no such member and the "
                    "translation cannot rewrite the call here", m.line, m.col, rule,
                    hint=f"call the helper pycucc_compat.h gives it instead: {before}object{after}")
            continue
        if tr.edits.within(m.op_start, m.end):
            continue  # something else already rewrote the call's arguments
        tr.edits.insert(m.obj_start, (before + ("*" if m.arrow else "")).encode())
        tr.edits.replace(m.op_start, m.end, after.encode())
        tr.applied(rule, tok)


def field_pass(tr: Translation) -> None:
    """Field paths of CUDA structs that HIP spells otherwise (`field` rules): the path after the object's
    `.`/`->` is written as the HIP the translation is for spells it; where that HIP lacks the field, an error
    with the rule's advice."""
    toks = tr.toks
    for f in sorted(tr.facts.fields, key=lambda f: f.op_start):
        rule = f.rule
        target, advice = rule.target, rule.advice
        older = target is not None and tr.older_fallback(rule)
        if older:
            target = None if rule.attr("older") == "none" else rule.attr("older")
            advice = rule.attr("advice") or advice
        tok = next((t for t in toks if t.start > f.op_start and t.kind == "IDENTIFIER"), None)
        if target is None:
            where = (f"needs HIP {'.'.join(map(str, rule.attr('hip_since')))} or newer; HIP "
                     f"{'.'.join(map(str, tr.installed_hip))} has no such field") if older else "HIP has no such field"
            tr.diag(Severity.ERROR, codes.HIP_TOO_OLD if older else codes.UNSUPPORTED_API,
                    f"'{rule.field_path}' of {rule.owner}: {where}", f.line, f.col, rule, hint=advice or None)
            continue
        if older and rule.attr("advice"):
            # older HIP lacks the member, and what the build reads in its place is pycucc's (cudaDeviceProp's
            # members in pycucc_device_prop.h): the value it holds there, said where it is read
            have = ".".join(map(str, tr.installed_hip or ()))
            tr.diag(Severity.WARNING, codes.FIELD_HELD_VALUE, f"'{rule.field_path}' of {rule.owner} needs HIP "
                    f"{'.'.join(map(str, rule.attr('hip_since')))} or newer; HIP {have} has no such field, so the "
                    "build reads pycucc's member", f.line, f.col, rule, hint=advice)
        if target == rule.field_path:
            if tok is not None:
                tr.applied(rule, tok)  # HIP has the field under CUDA's path
            continue
        if f.in_macro or tok is None:
            fix = f"'{rule.wrapping[0]}object{rule.wrapping[1]}'" if rule.template else f"'{target}'"
            tr.diag(Severity.WARNING, codes.REWRITE_IN_MACRO, f"'{rule.field_path}' of {rule.owner} is read inside a "
                    f"macro expansion, where the translation cannot write it as HIP needs ({fix})", f.line, f.col,
                    rule, hint=f"write {fix} where the macro is defined or used")
            continue
        if tr.edits.within(f.op_start, f.end):
            continue
        if rule.template:  # `v.x` -> helper(v), `p->x` -> helper(*p): rewrites inside the object stay as they are
            before, after = rule.wrapping
            if f.dependent:
                before, after = rule.attr("dependent") + "(", ")"
            if f.obj_start not in {t.start for t in toks}:
                continue  # the object starts inside a token (a macro's expansion): left for the compile
            tr.edits.insert(f.obj_start, (before + ("*" if f.arrow else "")).encode())
            tr.edits.replace(f.op_start, f.end, after.encode())
        else:
            tr.edits.replace(f.op_start, f.end, (("->" if f.arrow else ".") + target).encode())
        tr.applied(rule, tok)


def merged_overload_pass(tr: Translation) -> None:
    """Overloads that the renames make one function: CUDA's runtime and driver APIs have types of their own
    (cudaError_t and CUresult, cudaStream_t and CUstream) where HIP has one (hipError_t, hipStream_t), so NVIDIA's
    helper_cuda.h-style `_cudaGetErrorEnum(cudaError_t)` and `_cudaGetErrorEnum(CUresult)` would be a
    redefinition. The later definition is left out (`#if 0` around it: calls with either type reach the first,
    which now takes both) with a warning that names the two."""
    seen: Dict[Tuple[str, str, Tuple[str, ...]], Defined] = {}
    for d in tr.facts.definitions:
        if tr.excluded(d.start) or tr.inactive(d.start):
            continue
        key = (d.scope, d.name, tuple(_renamed(tr, p) for p in d.parameters))
        first = seen.get(key)
        if first is None:
            seen[key] = d
            continue
        if first.parameters == d.parameters:
            continue  # the same signature in CUDA too: the program's own redefinition, for clang to report
        start = tr.line_start(d.start)
        if tr.data[start:d.start].strip() or tr.edits.overlapping_outside(d.start, d.end):
            continue  # not alone on its lines: left for clang's redefinition error
        # what the passes before said about the code left out (a stub to declare, a name HIP lacks) is moot
        top = tr.data.count(b"\n", 0, d.start) + 1
        last = top + tr.data.count(b"\n", d.start, d.end)
        tr.diags = [g for g in tr.diags if not (g.path == tr.path and top <= g.line <= last)]
        tr.stub_uses = [u for u in tr.stub_uses if not d.start <= u[1].start < d.end]
        types = ", ".join(f"{a} and {b}" for a, b in zip(first.parameters, d.parameters) if a != b)
        tr.diag(Severity.WARNING, codes.OVERLOADS_MERGED, f"'{d.name}({', '.join(d.parameters)})' and "
                f"'{d.name}({', '.join(first.parameters)})' (line {first.line}) are one function with HIP, where "
                f"{types} are the same type: this definition is left out, and calls of it reach the first",
                d.line, d.col, hint="if the two must differ, tell them apart by something other than the CUDA type")
        tr.edits.insert(start, b"#if 0 /* pycucc: the same function as line %d with HIP's types */\n" % first.line)
        end = tr.data.find(b"\n", d.end)
        tr.edits.insert(len(tr.data) if end < 0 else end + 1, b"#endif\n" if end >= 0 else b"\n#endif\n")


def _renamed(tr: Translation, spelled: str) -> str:
    """A parameter type as the translation writes it: each CUDA name in it renamed."""
    def one(m):
        rule = tr.rules.renames.get(m.group(0))
        return rule.target if rule is not None else m.group(0)
    return " ".join(IDENTIFIER.sub(one, spelled).split())
