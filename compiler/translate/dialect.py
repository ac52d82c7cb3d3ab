"""nvcc's dialect: a member template of a dependent class template named without `template`, read as nvcc's front
end reads it."""
from __future__ import annotations

from .. import codes
from ..diagnostics import Severity
from .results import Conversion
from .tokens import Tok

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Set
    from .state import Translation


def nvcc_dialect_pass(tr: Translation) -> None:
    """A member template of a dependent class template named without `template` (`Cast<T>::to<4>(x)`): nvcc's
    front end (EDG) looks the name up in the primary template and takes it as a template; clang reads a
    comparison, and refuses it where the function is instantiated (`errors`: the parse's, `nvcc_missing_
    template`). As EDG reads it, `template ` is written before the name, with a warning (NVCC_DIALECT): where the
    parse refused it (the name its message gives, the first `::name<` from where it points), and where the
    parse left the name unresolved and the class template the qualifier names has a member template of that
    name. After `.` or `->` nvcc refuses it too: left as it is. The parse's errors it placed nothing for (all of
    them, without the AST) are errors of the file; those on a line it mended are what clang made of the name."""
    errors = tr.dialect_errors
    for d in _mend(tr, tr.toks, errors) if tr.semantic else errors:
        tr.diag(Severity.ERROR, codes.SOURCE_ERROR, d.spelling, d.location.line, d.location.column)
    if tr.mended_lines:  # what clang made of the unmended name there ("could not resolve the overloaded ...")
        tr.diags = [d for d in tr.diags if not (d.code == codes.SOURCE_ERROR and d.path == tr.path
                                                and d.line in tr.mended_lines)]


def _mend(tr: Translation, toks: List[Tok], errors) -> List:
    """`template ` where the parse refused a name (`errors`) or left it unresolved; the errors it placed nothing
    for."""
    pattern = tr.rules.pattern("nvcc_missing_template")
    by_offset = {t.start: k for k, t in enumerate(toks)}
    left = []
    for d in errors:
        m = pattern.search(d.spelling)
        name = next((g for g in m.groups() if g), None) if m else None
        k = by_offset.get(d.location.offset)
        while name and k is not None and k + 1 < len(toks) and toks[k].text not in (";", "{", "}"):
            if k > 1 and toks[k].text == name and toks[k - 1].text == "::" and toks[k + 1].text == "<" \
                    and _template_owner(toks, k - 1) is not None:
                mend_template(tr, toks[k], _template_owner(toks, k - 1))
                break
            k += 1
        else:
            left.append(d)
    members: Dict[str, Set[str]] = {}  # class template -> its member templates, as the parse declares them
    for k in range(2, len(toks) - 1):
        t = toks[k]
        if t.kind != "IDENTIFIER" or toks[k - 1].text != "::" or toks[k + 1].text != "<" or t.raw is None:
            continue
        owner = _template_owner(toks, k - 1)
        if owner is None or tr.edits.zero_width_at(t.start) is not None:
            continue
        if owner.text not in members:
            members[owner.text] = _member_templates(toks, owner.text)
        if t.text in members[owner.text] and _unresolved(t):
            mend_template(tr, t, owner)
    return left


def mend_template(tr: Translation, name: Tok, owner: Tok) -> None:
    if tr.inactive(name.start) or tr.edits.zero_width_at(name.start) is not None:
        return
    tr.edits.insert(name.start, b"template ")
    tr.mended_lines.add(name.line)
    message = f"missing 'template' keyword prior to dependent template name '{name.text}'"
    rule = tr.rules.matching_alternative("nvcc_missing_template", message)
    if rule is not None:
        tr.conversions.append(Conversion(rule.id, rule.name, name.line, name.col))
    tr.diag(Severity.WARNING, codes.NVCC_DIALECT, f"'{name.text}' is a member template of '{owner.text}' named "
            f"without 'template': nvcc reads it as one, clang does not; the translation reads "
            f"'template {name.text}'", name.line, name.col, rule)


def _member_templates(toks: List[Tok], name: str) -> Set[str]:
    """The member templates of the class template `name` (its primary template), found through a token of the
    file that the parse ties to it; empty when none does."""
    for t in toks:
        if t.text != name or t.raw is None:
            continue
        try:
            cur = t.raw.cursor
            decl = cur if cur.kind.name == "CLASS_TEMPLATE" else cur.referenced if cur.kind.name == "TEMPLATE_REF" \
                else None
            if decl is not None and decl.kind.name == "CLASS_TEMPLATE" and decl.spelling == name:
                return {c.spelling for c in decl.get_children()
                        if c.kind.name in ("FUNCTION_TEMPLATE", "CLASS_TEMPLATE", "TYPE_ALIAS_TEMPLATE_DECL")}
        except ValueError:  # a cursor kind this libclang's Python bindings do not know
            continue
    return set()


def _unresolved(t: Tok) -> bool:
    """Whether the parse did not tie the name to a declaration of that name (a dependent name read as a value, an
    overload set it could not resolve, or an expression it dropped after an error)."""
    try:
        ref = t.raw.cursor.referenced
        return ref is None or ref.spelling != t.text or ref.kind.name == "OVERLOADED_DECL_REF"
    except ValueError:
        return False


def _template_owner(toks: List[Tok], colons: int) -> Optional[Tok]:
    """The name of the class template whose specialization stands before the `::` at toks[colons] (`VecCast` in
    `VecCast<T, S>::`), or None when a `>` does not end it."""
    k = colons - 1
    if k < 1 or toks[k].text not in (">", ">>"):
        return None
    depth = 0
    while k >= 0:
        text = toks[k].text
        depth += text.count(">") if text in (">", ">>") else -1 if text == "<" else 0
        if depth == 0:
            return toks[k - 1] if k > 0 and toks[k - 1].kind == "IDENTIFIER" else None
        k -= 1
    return None
