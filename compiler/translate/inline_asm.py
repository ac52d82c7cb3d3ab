"""Inline PTX: ``asm("mov.u32 %0, %%laneid;" : "=r"(x))``, lowered to HIP device code in place by the PTX front end
(pycucc.ptx.inline), with the helpers it needs before the file's code; what it cannot take apart, reported."""
from __future__ import annotations

import re

from .. import codes
from ..diagnostics import Diagnostic, Severity
from .results import Conversion

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .state import Translation

_ASM_KEYWORDS = ("asm", "__asm__", "__asm")
_NOT_TAKEN_APART = "its template or operands are not plain string literals and parenthesised expressions: a macro?"
_ASM_QUALIFIERS = ("volatile", "__volatile__", "__volatile", "inline", "goto")


def _ptx_inline():
    """pycucc.ptx.inline, imported when a file has inline PTX: the PTX front end costs 0.1 s to import."""
    from ..ptx import inline
    return inline


def inline_asm_pass(tr: Translation) -> None:
    """``asm("mov.u32 %0, %%laneid;" : "=r"(x))``: PTX that no AMD GPU assembler takes.

    On tokens, so it works without a parse and reaches macro bodies; the asm template is the string literal
    (or adjacent literals) right after ``asm [volatile] (``."""
    toks = tr.toks
    n = len(toks)
    ptx_asm = None  # compiled at the first asm statement: most files have none
    for i, tok in enumerate(toks):
        if tok.text not in _ASM_KEYWORDS or tok.kind not in ("KEYWORD", "IDENTIFIER"):
            continue
        ptx_asm = ptx_asm or tr.rules.pattern("ptx_asm")
        j = i + 1
        while j < n and toks[j].text in _ASM_QUALIFIERS:
            j += 1
        if j >= n or toks[j].text != "(":
            continue
        j += 1
        parts = []
        while j < n and toks[j].kind == "LITERAL" and toks[j].text.endswith('"'):
            parts.append(toks[j].text[toks[j].text.index('"') + 1:-1])
            j += 1
        template = re.sub(r"\\[ntrvf]", " ", "".join(parts))  # "\n\t.reg .pred p;" is a line of its own
        m = ptx_asm.search(template)
        if not m:
            continue
        # PTX is lowered to HIP device code in place (pycucc.ptx: its lowering table); what it cannot lower it
        # reports itself, naming the instruction. The advice below is for statements it cannot take apart.
        ptx_inline = _ptx_inline()
        lowered = ptx_inline.lower_asm(toks, i, _ASM_QUALIFIERS, tr.data, tr.path, tr.lines,
                                       len(tr.ptx_statements) + 1)
        if lowered is not None:
            apply_ptx(tr, *lowered)
            continue
        what = m.group(0).strip(" ;{\t")
        advice_rule = next((r for r in tr.rules.ptx_advice if re.search(r.name, template)), None)
        advice = advice_rule.advice if advice_rule is not None else None
        rule = advice_rule or tr.rules.matching_alternative("ptx_asm", template)
        hint = ("rewrite it with HIP device functions" + (f": {advice}" if advice else "") +
                "; AMD GPU intrinsics are __builtin_amdgcn_* (lane and wave operations, DPP moves, s_sleep), "
                "and AMDGCN inline asm is possible but target-specific")
        if tr.inactive(tok.start):
            tr.diag(Severity.WARNING, codes.INLINE_PTX, f"inline PTX assembly ('{what}') in an inactive #if "
                    f"branch that pycucc cannot take apart ({_NOT_TAKEN_APART}); it cannot be compiled for AMD "
                    "GPUs if the branch is enabled", tok.line, tok.col, rule, hint=hint)
        else:
            tr.diag(Severity.ERROR, codes.INLINE_PTX, f"inline PTX assembly ('{what}') that pycucc cannot take "
                    f"apart ({_NOT_TAKEN_APART}), so it cannot lower it for AMD GPUs", tok.line, tok.col, rule,
                    hint=hint)


def apply_ptx(tr: Translation, st, res) -> None:
    """One lowered asm statement: its edits replace the statement (earlier edits inside its template and
    constraints give way; none touch the operand expressions), its helpers go before the file's code."""
    ptx_inline = _ptx_inline()
    tr.ptx_statements.append(st)
    inactive = tr.inactive(st.start)
    if not res.ok:
        for d in res.diagnostics:
            if inactive and d.is_error:
                d = Diagnostic(Severity.WARNING, d.code, d.message + " (in an inactive #if branch; it matters if "
                               "the branch is enabled, as __CUDA_ARCH__ branches are in device passes)", d.path,
                               d.line, d.col, source_line=d.source_line, hint=d.hint)
            tr.diags.append(d)
        return
    for a, b, text in res.edits:
        tr.edits.take_within(a, b)
        tr.edits.replace(a, b, text)
    for name, text in res.helpers:
        tr.ptx_helpers.setdefault(name, text)
    tr.diags.extend(res.diagnostics)
    tr.conversions.append(Conversion(ptx_inline.INLINE_RULE_ID, ptx_inline.first_instruction(st), st.line,
                                     st.col))


def ptx_helpers_pass(tr: Translation) -> None:
    """The helpers of every lowered asm statement, once, before the file's first line of code (after its
    preprocessor directives, which may be what the helpers' types come from)."""
    if not tr.ptx_helpers:
        return
    at = tr.code_start()
    ptx_inline = _ptx_inline()
    tr.edits.insert(at, ptx_inline.helper_block(ptx_inline.ordered_helpers(tr.ptx_helpers)).encode())
