"""The token pass: renames and unsupported names over the raw tokens of the file, so that they also reach macro
bodies and inactive #if branches (comments and string literals are tokens of their own, never touched); the
call sites of `call` rules, for the call pass; names with no rule, reported."""
from __future__ import annotations

import re

from .. import codes
from ..diagnostics import Severity
from ..resources import COMPAT_FILES
from ..rules import Rule
from .stubs import stubbed, too_new_stubbed
from .tokens import Tok, is_declaration, is_member

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional
    from .state import Translation


def token_pass(tr: Translation) -> None:
    """Renames, diagnostics; the indices of call sites of `call` rules, for the call pass (tr.sites)."""
    toks = tr.toks
    tu = tr.tu if tr.semantic else None
    sites: List[int] = []
    rules = tr.rules
    cuda_name = rules.pattern("cuda_name")
    # Asking libclang who declared a name costs ~0.15 ms a token; only names that stand somewhere in a
    # declaration position (after a type or keyword) can be a user's own entity, so only those are asked.
    maybe_users = {t.text for j, t in enumerate(toks) if t.kind == "IDENTIFIER" and t.text in rules.renames
                   and is_declaration(toks, j)}
    roots = rules.qualified_roots
    skip_until = -1
    overloaded = user_overloads(tr, toks, tu)
    for i, tok in enumerate(toks):
        if tok.kind != "IDENTIFIER" or tok.line in tr.include_lines or i < skip_until \
                or tr.excluded(tok.start) or tok.text in tr.keep_names:
            continue
        name = tok.text
        if name in roots and not is_member(toks, i):
            end = qualified_pass(tr, toks, i)
            if end is not None:
                skip_until = end
                continue
        uo = overloaded.get(name)
        if uo is not None and not is_member(toks, i):
            tr.edits.replace(tok.start, tok.end, uo.target.encode())
            tr.applied(uo, tok)
            continue
        followed_by_paren = i + 1 < len(toks) and toks[i + 1].text == "("
        if name in tr.call_names and followed_by_paren:
            if is_declaration(toks, i):
                # `T cudaMallocHost(...)` declares, unless the parse saw a call there: a statement macro
                # without its semicolon before it (`CUERR cudaMallocHost(&p, n);`, HeCBench's bmf)
                tr.declaration_sites.append(i)
            else:
                sites.append(i)
            continue
        ren = rules.renames.get(name)
        if ren is not None:
            # A member or an entity the user declared under a CUDA name (struct field `cudaStream_t`,
            # `my::cudaDeviceReset`) is theirs: renaming its declaration but not its uses would break the code.
            if is_member(toks, i) or (name in maybe_users and tr.user_defined(tok, tu)):
                continue
            if tr.older_fallback(ren):
                continue  # older=keep: the CUDA name stays, pycucc_compat.h has it
            if too_new_stubbed(tr, ren, tok):
                continue  # the CUDA name stays, declared (the stub pass)
            tr.edits.replace(tok.start, tok.end, tr.target_of(ren, tok).encode())
            tr.applied(ren, tok)
            continue
        uns = rules.unsupported.get(name)
        if uns is not None:
            # `mine::this_cluster()`, a struct's `cudaFoo` field: the program's own entity, whatever CUDA lacks
            if i > 0 and toks[i - 1].text in (".", "->") or tr.user_defined(tok, tu):
                continue
            if stubbed(tr, name, tok, uns, f"is not supported by HIP: {uns.advice}"):
                continue
            if tr.inactive(tok.start):
                tr.diag(Severity.WARNING, codes.UNSUPPORTED_API, f"'{name}' is not supported by HIP (in an "
                        f"inactive #if branch): {uns.advice}", tok.line, tok.col, uns)
            else:
                tr.diag(Severity.ERROR, codes.UNSUPPORTED_API, f"'{name}' is not supported by HIP: {uns.advice}",
                        tok.line, tok.col, uns)
            continue
        if name in tr.call_names:
            if not is_member(toks, i) and not is_declaration(toks, i):
                arities = ", ".join(str(a) for a in rules.arities(name))
                tr.diag(Severity.WARNING, codes.NOT_A_CALL, f"'{name}' is translated only where it is called "
                        f"(with {arities} argument(s)); this use was left as is", tok.line, tok.col)
            continue
        if cuda_name.match(name) and name not in _compat_names() and not is_member(toks, i) \
                and not tr.user_defined(tok, tu):
            where = " (in an inactive #if branch)" if tr.inactive(tok.start) else ""
            tr.diag(Severity.WARNING, codes.UNKNOWN_CUDA_NAME, f"no HIP translation for CUDA name '{name}'"
                    f"{where}; left as is", tok.line, tok.col,
                    rules.matching_alternative("cuda_name", name, anchored=True),
                    hint=f"port this use by hand or add a rule for it (pycucc explain {codes.UNKNOWN_CUDA_NAME})")
    tr.sites = sites


def user_overloads(tr: Translation, toks: List[Tok], tu) -> Dict[str, Rule]:
    """The `user_overload` rules that apply to this file: those whose name the parse sees the program declare
    (a definition here or in a header it includes), with a note at the first such declaration."""
    table = tr.rules.user_overloads
    found: Dict[str, Rule] = {}
    if tu is None or not table:
        return found
    for tok in toks:
        rule = table.get(tok.text)
        if rule is None or tok.text in found or tok.kind != "IDENTIFIER" or not tr.user_defined(tok, tu):
            continue
        found[tok.text] = rule
        tr.diag(Severity.NOTE, codes.USER_OVERLOAD_RENAMED, f"the program declares its own '{tok.text}' "
                f"(HIP overloads it beyond CUDA, e.g. for float and double): in this file '{tok.text}' is "
                f"'{rule.target}', which also has CUDA's own overloads", tok.line, tok.col, rule)
    return found


def qualified_pass(tr: Translation, toks: List[Tok], i: int) -> Optional[int]:
    """``ns::a::b`` starting at toks[i] (a namespace or the first part of a qualified rule): the longest
    qualified rename or unsupported entry that matches a prefix of the chain applies; otherwise a `namespace`
    entry renames the first part where it names the namespace. Returns the index after the tokens it
    consumed, or None when nothing applied."""
    chain = [(toks[i].text, i)]
    j = i
    while j + 2 < len(toks) and toks[j + 1].text == "::" and toks[j + 2].kind == "IDENTIFIER":
        j += 2
        chain.append((chain[-1][0] + "::" + toks[j].text, j))
    rules = tr.rules
    tok = toks[i]
    for qname, last in reversed(chain[1:]):
        uns = rules.unsupported.get(qname)
        if uns is not None:
            if stubbed(tr, qname, tok, uns, f"is not supported by HIP: {uns.advice}"):
                return last + 1
            sev = Severity.WARNING if tr.inactive(tok.start) else Severity.ERROR
            where = " (in an inactive #if branch)" if sev == Severity.WARNING else ""
            tr.diag(sev, codes.UNSUPPORTED_API, f"'{qname}' is not supported by HIP{where}: {uns.advice}",
                    tok.line, tok.col, uns)
            return last + 1
        ren = rules.renames.get(qname)
        if ren is not None:
            tr.edits.replace(tok.start, toks[last].end, tr.target_of(ren, tok).encode())
            tr.applied(ren, tok)
            return last + 1
    ns = rules.namespaces.get(tok.text)
    if ns is None:
        return None
    prev = toks[i - 1].text if i > 0 else ""
    as_namespace = (len(chain) > 1 or prev == "namespace" and i > 1 and toks[i - 2].text == "using"
                    or prev == "=" and i > 2 and toks[i - 3].text == "namespace")
    if not as_namespace:
        return None
    tr.edits.replace(tok.start, tok.end, ns.target.encode())
    tr.applied(ns, tok)
    return i + 1


_compat_cache: Optional[frozenset] = None


def _compat_names() -> frozenset:
    """Macros pycucc_compat.h and the headers of ours it includes define under their CUDA names (CUDART_PI_F, ...):
    translated code keeps them as they are and gets them from the header, so they are no "unknown CUDA name"."""
    global _compat_cache
    if _compat_cache is None:
        text = ""
        for path in COMPAT_FILES:
            try:
                with open(path, encoding="utf-8") as f:
                    text += f.read()
            except OSError:
                pass
        _compat_cache = frozenset(re.findall(r"^[ \t]*#[ \t]*define[ \t]+(\w+)", text, re.M))
    return _compat_cache
