"""CUDA names inside string literals (``printf("cudaMalloc failed")``), translated as hipify-clang translates them
(TranslateOptions.string_literals: `pycucc translate` and the hipify front ends; a build keeps its strings, as
nvcc does, so that the program prints what it printed)."""
from __future__ import annotations

from ..sources import source_bytes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional
    from .state import Translation


def string_literal_pass(tr: Translation) -> None:
    """hipify-clang's rewrite of a string literal (HipifyAction::RewriteString): from each `cu` in it to the next
    space (or the end) is a word; a word that is a CUDA name with a HIP one becomes that name. Only plain
    literals ("...", not L"", u8"" or raw ones), not in #include lines; names HIP lacks stay as they are."""
    if not tr.opts.string_literals:
        return
    for tok in tr.toks:
        if tok.kind != "LITERAL" or not tok.text.startswith('"') or not tok.text.endswith('"') \
                or len(tok.text) < 2 or tok.line in tr.include_lines or tr.excluded(tok.start) \
                or tr.edits.overlapping_outside(tok.start, tok.end):  # inside lowered inline PTX
            continue
        body = tok.text[1:-1]
        begin = body.find("cu")
        while begin >= 0:
            end = body.find(" ", begin + 4)
            word = body[begin:] if end < 0 else body[begin:end]
            target = hip_name(tr, word) if word not in tr.keep_names else None
            if target is not None:
                at = tok.start + 1 + len(source_bytes(body[:begin]))
                tr.edits.replace(at, at + len(source_bytes(word)), source_bytes(target))
            if end < 0:
                break
            begin = body.find("cu", end + 1)


def hip_name(tr: Translation, name: str) -> Optional[str]:
    """The HIP name a rule writes for a CUDA name: a rename's target (its roc= name with the ROC option), or the
    callee of a `call` rule (of its overload with the fewest arguments); looked up one name at a time, since the
    rules' tables are read lazily (rules/__init__.py)."""
    ren = tr.rules.renames.get(name)
    if ren is not None:
        return (ren.attr("roc") if tr.roc else None) or ren.target
    arities = tr.rules.calls.get(name)
    if arities:
        callee = arities[min(arities)].template.split("(", 1)[0].strip()
        return callee if callee.isidentifier() else None
    return None
