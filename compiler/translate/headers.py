"""The include pass (CUDA's headers become HIP's) and the implicit include (nvcc's cuda_runtime.h, as the rules'
main HIP header)."""
from __future__ import annotations

import re

from .. import codes
from ..diagnostics import Severity
from ..sources import source_text
from ..toolchain import installed_library
from .facts import project_includes
from .tokens import Tok

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Set, Tuple
    from .state import Translation

_INCLUDE_SPEC = re.compile(rb"[ \t]*([<\"])([^>\"\r\n]+)[>\"]")


def include_pass(tr: Translation) -> None:
    """CUDA includes -> HIP includes, in place (the spelling, `<>` or `""`, is kept). HIP has one main header
    for both CUDA APIs, so a second include that maps to it is removed, as hipify-clang does, where the first
    one is in effect whenever it is (not in another branch of an #if). Records the directives, the macros and
    their bodies for the other passes, and whether the file (now) includes the main header.

    With hipify-clang's conventions (TranslateOptions.hipify_clang) a removed include leaves its line (hipify-clang
    replaces the directive with nothing), and of the headers of one `hipify_once` group only the first include
    stays (hipify-clang writes a library's main header once a file)."""
    toks = tr.toks
    main = tr.rules.implicit_include.name if tr.rules.implicit_include else None
    main_contexts: List[Tuple[Tuple[int, int], ...]] = []  # #if context of each include of the main header
    once: Dict[str, List[Tuple[Tuple[int, int], ...]]] = {}  # hipify_once group -> #if contexts of its includes
    context: List[Tuple[int, int]] = []  # (#if group, branch) of the enclosing conditionals
    groups = 0
    own: Optional[Set[int]] = None  # lines whose include the parse found among the program's headers
    for i, tok in enumerate(toks):
        if tok.text != "#" or tok.kind != "PUNCTUATION" or i + 1 >= len(toks) or not tr.first_on_line(tok):
            continue
        tr.directives.append((tok.start, tr.logical_line_end(tok.start)))
        nxt = toks[i + 1]
        if nxt.line != tok.line:
            continue
        word = nxt.text
        if word in ("if", "ifdef", "ifndef"):
            groups += 1
            context.append((groups, 0))
            continue
        if word in ("elif", "elifdef", "elifndef", "else"):
            if context:
                context[-1] = (context[-1][0], context[-1][1] + 1)
            continue
        if word == "endif":
            if context:
                context.pop()
            continue
        if word == "define" and i + 2 < len(toks) and toks[i + 2].kind in ("IDENTIFIER", "KEYWORD"):
            tr.user_macros.add(toks[i + 2].text)
            tr.macro_bodies.append(macro_body(tr, toks, i + 2))
            continue
        if word not in ("include", "include_next", "import"):
            continue
        tr.include_lines.add(tok.line)
        tr.include_starts.append(tok.start)
        m = _INCLUDE_SPEC.match(tr.data, nxt.end)
        if not m:
            continue
        name = source_text(m.group(2)).strip()
        if tr.excluded(tok.start):
            continue
        here = tuple(context)
        shadowed = any(here[:len(c)] == c for c in main_contexts)  # an earlier main include covers this one
        if main and name == main:
            main_contexts.append(here)
        rule = tr.rules.headers.get(name)
        if rule is None:
            if tr.rules.pattern("cuda_header").match(name) and not tr.inactive(tok.start):
                if own is None:
                    own = project_includes(tr.tu, tr.ci, tr.main_file)
                if tok.line in own:
                    continue
                tr.diag(Severity.WARNING, codes.UNKNOWN_CUDA_HEADER, f"no HIP mapping for CUDA header <{name}>; "
                        "left as is", tok.line, m.start(2) - tr.line_start(tok.start) + 1,
                        tr.rules.matching_alternative("cuda_header", name, anchored=True))
            continue
        if rule.unsupported:
            inactive = tr.inactive(tok.start)
            tr.diag(Severity.WARNING if inactive else Severity.ERROR, codes.UNSUPPORTED_API,
                    f"<{name}> is not supported by HIP{' (in an inactive #if branch)' if inactive else ''}: "
                    f"{rule.advice}", tok.line, m.start(2) - tr.line_start(tok.start) + 1, rule)
            continue
        to_main = main is not None and rule.target == main
        older = tr.older_fallback(rule)  # older=none: the HIP this is built with has no such header
        joins = (rule.attr("hipify_once") or "").split() if tr.opts.hipify_clang else []
        again = any(here[:len(c)] == c for g in joins for c in once.get(g, ()))
        if not older:
            tr.applied(rule, nxt)
        if rule.target is None or (to_main and shadowed) or older or again:
            if tr.opts.hipify_clang:
                tr.edits.replace(tok.start, m.end(), b"")
            else:
                start = tr.line_start(tok.start)
                end = tr.data.find(b"\n", m.end())
                end = len(tr.data) if end < 0 else end + 1
                tr.edits.replace(start, end, b"")
        else:
            tr.edits.replace(m.start(2), m.end(2), header_spelling(tr, rule, nxt).encode())
            if rule.attr("fallback") == "yes" and not tr.inactive(tok.start):
                _fallback_note(tr, rule, name, tok.line, m.start(2) - tr.line_start(tok.start) + 1)
            if to_main:
                main_contexts.append(here)
            if joins:
                once.setdefault(joins[0], []).append(here)
    tr.has_main_include = bool(main_contexts)


def _fallback_note(tr: Translation, rule, name: str, line: int, col: int) -> None:
    """A build (library_search) of a file including a header whose HIP library may be absent (`fallback=yes`:
    roctx) where it is absent: the compile finds pycucc's stand-in (resources.FALLBACK_DIR, searched last)."""
    folder = (rule.target or "").split("/", 1)[0]
    if not tr.library_search or "/" not in (rule.target or ""):
        return
    tr.library_probes[folder] = None
    if installed_library(folder, tr.library_search) is not None:
        return
    package = tr.rules.package_of_header(rule)
    lib = next((lib for lib in tr.rules.library_of_file.get(rule.path, ()) if lib.target == folder), None)
    base = lib.attr("standin_lib") if lib is not None else None
    if rule.attr("standin") and base:
        tr.library_probes[base] = None
        if installed_library(base, tr.library_search) is None:
            # the stand-in is built on another HIP library (cuBLASLt's on hipBLAS), absent too: one error here
            # rather than the stand-in's own failed include
            also = next((b.attr("package") for b in tr.rules.libraries.values() if b.target == base
                         and b.attr("package")), None)
            tr.diag(Severity.FATAL, codes.HIP_LIBRARY_HEADER_MISSING, f"<{name}> is <{rule.target}> on AMD GPUs, "
                    f"which is not installed, nor {base}, which pycucc's stand-in for it is built on", line, col,
                    rule, hint=(f"install {package}" if package else "install it")
                    + (f"; or, for pycucc's stand-in, {also}" if also else ""))
            return
    if rule.attr("standin"):
        tr.diag(Severity.NOTE, codes.LIBRARY_STAND_IN, f"<{name}> is <{rule.target}> on AMD GPUs, which is not "
                f"installed: {rule.attr('standin')}", line, col, rule,
                hint=f"for {folder} itself, install {package}" if package else None)
        return
    tr.diag(Severity.NOTE, codes.PROFILER_LIBRARY_ABSENT, f"<{name}> is <{rule.target}> on AMD GPUs, which is not "
            "installed: its markers and ranges compile to pycucc's stand-in, whose calls do nothing (as NVTX's do "
            "with no profiler attached)", line, col, rule,
            hint=f"to see the ranges in a profiler, install {package}" if package else None)


def header_spelling(tr: Translation, rule, tok: Tok) -> str:
    """The HIP header an include is rewritten to: the rule's target (its roc= with the ROC option), or in
    hipify-clang's layout (TranslateOptions.header_layout) how hipify-clang's tables spell it (hipify=,
    hipify_roc=; with hipify-6.0, hipify_was= for those of HIP 6.0) where that differs."""
    target = tr.target_of(rule, tok)
    layout = tr.opts.header_layout
    if not layout.startswith("hipify"):
        return target
    if tr.roc and (rule.attr("hipify_roc") or rule.attr("roc")):
        return rule.attr("hipify_roc") or target
    was = (rule.attr("hipify_was") or "").split()
    if len(was) == 2 and layout.startswith("hipify-") and _version(layout[7:]) <= _version(was[0]):
        return was[1]
    return rule.attr("hipify") or target


def _version(text: str) -> Tuple[int, ...]:
    return tuple(int(x) for x in text.split("."))


def macro_body(tr: Translation, toks: List[Tok], k: int) -> Tuple[int, int]:
    name = toks[k]
    start = name.end
    if k + 1 < len(toks) and toks[k + 1].text == "(" and toks[k + 1].start == name.end:
        j = k + 1
        while j < len(toks) and toks[j].text != ")":
            j += 1
        if j < len(toks):
            start = toks[j].end
    return start, tr.logical_line_end(name.end)


def runtime_include_at(tr: Translation, toks: List[Tok]) -> int:
    """Where the main HIP header goes in a file that includes none, on a line of its own: after `#pragma once` or
    the include guard (`#ifndef G` / `#define G` opening the file), whichever comes first; else right before the
    first #include; else at the very beginning. (hipify-clang's places are hipify_include_at's.)"""
    code = [t for t in toks if t.kind != "COMMENT"]
    anchors = []
    for k, t in enumerate(code):
        if t.text == "#" and k + 2 < len(code) and code[k + 1].text == "pragma" and code[k + 2].text == "once" \
                and code[k + 1].line == t.line and tr.first_on_line(t):
            anchors.append(tr.logical_line_end(t.start) + 1)
            break
    if len(code) >= 6 and code[0].text == "#" and code[1].text == "ifndef" and code[3].text == "#" \
            and code[4].text == "define" and code[5].text == code[2].text and code[3].line > code[0].line:
        anchors.append(tr.logical_line_end(code[3].start) + 1)
    if anchors:
        return min(min(anchors), len(tr.data))
    if tr.include_starts:
        return tr.line_start(tr.include_starts[0])
    return 0


def hipify_include_at(tr: Translation, toks: List[Tok]) -> int:
    """Where hipify-clang inserts the main HIP header (HipifyAction::EndSourceFileAction): right after the macro
    name of the `#ifndef` that guards the whole file (clang's controlling macro) or after `#pragma once`,
    whichever comes first; else at the `#` of the first active #include; else at the very beginning."""
    code = [t for t in toks if t.kind != "COMMENT"]
    anchors = []
    for k, t in enumerate(code):
        if t.text == "#" and k + 2 < len(code) and code[k + 1].text == "pragma" and code[k + 2].text == "once" \
                and code[k + 2].line == t.line and tr.first_on_line(t) and not tr.inactive(t.start):
            anchors.append(code[k + 2].end)
            break
    guard = _controlling_macro(tr, code)
    if guard is not None:
        anchors.append(guard.end)
    if anchors:
        return min(anchors)
    active = [s for s in tr.include_starts if not tr.inactive(s)]
    return active[0] if active else 0


def _controlling_macro(tr: Translation, code: List[Tok]):
    """The macro-name token of an `#ifndef G` whose #if group is the whole file (nothing but comments outside it,
    no #else/#elif of its own): what clang records as the file's controlling macro."""
    if len(code) < 3 or code[0].text != "#" or code[1].text != "ifndef" or code[2].line != code[0].line:
        return None
    depth = 0
    for k, t in enumerate(code):
        if t.text != "#" or not tr.first_on_line(t) or k + 1 >= len(code) or code[k + 1].line != t.line:
            continue
        word = code[k + 1].text
        if word in ("if", "ifdef", "ifndef"):
            depth += 1
        elif word in ("elif", "elifdef", "elifndef", "else") and depth == 1:
            return None
        elif word == "endif":
            depth -= 1
            if depth == 0:
                end = tr.logical_line_end(t.start)
                return code[2] if all(c.start < end for c in code[k + 1:]) else None
    return None


def insert_runtime_include(tr: Translation, toks: List[Tok]) -> None:
    rule = tr.rules.implicit_include
    if tr.opts.hipify_clang:
        at = hipify_include_at(tr, toks)
        line = b"\n#include <" + rule.name.encode() + b">\n"
    else:
        at = runtime_include_at(tr, toks)
        line = b"#include <" + rule.name.encode() + b">\n"
        if at > 0 and tr.data[at - 1:at] != b"\n":
            line = b"\n" + line  # after a last line without its newline
    tr.edits.insert(at, line, before=True)
    first = next((t for t in toks if t.kind != "COMMENT"), None) or (toks[0] if toks else None)
    if first is not None:
        tr.applied(rule, first)


def implicit_include_pass(tr: Translation) -> None:
    """nvcc includes cuda_runtime.h in every .cu: so does the translation, and in any file it changed;
    hipify-clang adds the HIP header to every file that does not include it (TranslateOptions.hipify_clang)."""
    if not tr.has_main_include and tr.rules.implicit_include and \
            (tr.path.endswith(".cu") or tr.conversions or tr.opts.hipify_clang):
        insert_runtime_include(tr, tr.toks)
