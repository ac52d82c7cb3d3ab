"""Kernel launches: in device code an error (CUDA's dynamic parallelism, which HIP lacks); in host code, with
``launch_syntax="ggl"``, ``k<<<g, b, shm, s>>>(args)`` as the rules' launch call (``hipLaunchKernelGGL``)."""
from __future__ import annotations

import bisect

from .. import codes
from ..diagnostics import Severity
from ..sources import source_bytes
from .calls import split_call
from .tokens import CLOSE, OPEN, Tok

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Set, Tuple
    from .state import Translation


def device_launch_pass(tr: Translation) -> None:
    """What the rules call unsupported in device code (kernel launches and cudaDeviceSynchronize there: CUDA
    dynamic parallelism), reported; the parse's own errors on those lines say the same less clearly."""
    toks, device_ranges = tr.toks, tr.facts.device_ranges
    lines: Set[int] = set()
    table = tr.rules.device_unsupported
    if not device_ranges or not table:
        return
    device_ranges = sorted(device_ranges)
    starts = [r[0] for r in device_ranges]
    for i, tok in enumerate(toks):
        rule = table.get(tok.text)
        if rule is None:
            continue
        if tok.text == "<<<" and tok.kind == "PUNCTUATION":
            what = "a kernel launch"
        elif tok.kind == "IDENTIFIER" and i + 1 < len(toks) and toks[i + 1].text == "(":
            what = f"'{tok.text}'"
        else:
            continue
        k = bisect.bisect_right(starts, tok.start) - 1
        if k < 0 or not device_ranges[k][0] <= tok.start < device_ranges[k][1]:
            continue
        tr.diag(Severity.ERROR, codes.DYNAMIC_PARALLELISM, f"{what} in device code (in {device_ranges[k][2]}): "
                f"{rule.advice}", tok.line, tok.col, rule, hint=rule.attr("hint"))
        lines.add(tok.line)
    # the parse's own complaint there (no device-side cudaDeviceSynchronize) says the same, less helpfully
    tr.diags = [d for d in tr.diags if not (d.code == codes.SOURCE_ERROR and d.line in lines)]


def launch_pass(tr: Translation) -> None:
    """With ``launch_syntax="ggl"``: ``k<<<g, b, shm, s>>>(args)`` -> the rules' launch call
    (``hipLaunchKernelGGL(k, dim3(g), ...)``).

    On tokens, like the renames, so launches in macro bodies and inactive branches are converted too. Runs
    after the call pass and absorbs its edits inside the launch. A launch that cannot be delimited, or that
    sits where a statement cannot (hipLaunchKernelGGL expands to ``do {...} while (0)``), keeps the chevrons,
    which hip-clang compiles as well."""
    toks = tr.toks
    if tr.opts.launch_syntax != "ggl" or tr.rules.launch is None:
        return
    for i in sorted((k for k, t in enumerate(toks) if t.text == "<<<" and t.kind == "PUNCTUATION"
                     and not tr.excluded(t.start)), key=lambda k: -toks[k].start):
        why = convert_launch(tr, toks, i)
        if why:
            tok = toks[i]
            tr.diag(Severity.WARNING, codes.LAUNCH_NOT_CONVERTED, f"kernel launch left in <<<...>>> form: {why}",
                    tok.line, tok.col)


class _Kept(Exception):
    """Why a launch keeps its chevrons."""


def convert_launch(tr: Translation, toks: List[Tok], i: int) -> Optional[str]:
    """Rewrites the launch whose ``<<<`` is toks[i]; returns why it did not, or None."""
    try:
        config, close = _configuration(tr, toks, i)
        split = split_call(tr, toks, close)
        if split is None:
            raise _Kept("the kernel arguments could not be delimited")
        args, end = split
        k, template = _kernel(toks, i)
        start = toks[k].start
        seen = tr.facts.launches.get(start)
        # a kernel template's instantiation, its template arguments deduced (hipify-clang: the callee is a template
        # instantiation); without the parse's word, a kernel template of the file by name
        if not template:
            template = seen.templated if seen is not None and seen.templated is not None else \
                toks[i - 1].kind == "IDENTIFIER" and toks[i - 1].text in tr.facts.template_names
        statement = seen is not None and seen.statement and tr.in_macro_body(toks[i].start) is None
        if not (statement or _stands_as_statement(tr, toks, i, k, close, end)):
            raise _Kept("it is part of an expression, and hipLaunchKernelGGL is a statement")
        if tr.edits.overlapping_outside(start, end):
            raise _Kept("it is inside code another rewrite replaced")
    except _Kept as why:
        return str(why)
    name = tr.edits.absorb(start, toks[i - 1].end)
    conf = [tr.edits.absorb(a, b) for a, b in config]
    # the kernel's arguments as the user wrote them (line breaks, comments), as hipify-clang keeps them
    texts = [tr.edits.absorb(args[0][0], args[-1][1])] if args else []
    assert not tr.edits.within(start, end), "edits left inside a launch"
    out = tr.rules.launch.render(name, conf, texts, template)
    tr.edits.replace(start, end, source_bytes(out))
    tr.applied(tr.rules.launch, toks[i])
    return None


def _configuration(tr: Translation, toks: List[Tok], i: int) -> Tuple[List[Tuple[int, int]], int]:
    """The launch configuration after the ``<<<`` at toks[i], split at top-level commas, and the index of its
    ``>>>``, which an argument list follows."""
    n = len(toks)
    config: List[Tuple[int, int]] = []
    depth, j, first = 0, i + 1, None
    while j < n:
        t = toks[j]
        if t.kind == "PUNCTUATION" and t.text == "#" and tr.first_on_line(t):
            raise _Kept("a preprocessor directive inside the launch configuration")
        if t.text == ">>>" and depth == 0:
            break
        if t.text in OPEN:
            depth += 1
        elif t.text in CLOSE:
            depth -= 1
            if depth < 0:
                raise _Kept("unbalanced parentheses in the launch configuration")
        elif t.text == "," and depth == 0:
            if first is None:
                raise _Kept("an empty launch configuration argument")
            config.append((first.start, toks[j - 1].end))
            first = None
            j += 1
            continue
        if first is None:
            first = t
        j += 1
    if j >= n:
        raise _Kept("no closing >>>")
    if first is not None:
        config.append((first.start, toks[j - 1].end))
    defaults = tr.rules.launch.defaults
    least, most = sum(d is None for d in defaults), len(defaults)
    if not least <= len(config) <= most:
        raise _Kept(f"{len(config)} launch configuration value(s) (a macro that expands to several of them?); "
                    f"expected {least} to {most}")
    if j + 1 >= n or toks[j + 1].text != "(":
        raise _Kept("no argument list after >>>")
    return config, j


def _kernel(toks: List[Tok], i: int) -> Tuple[int, bool]:
    """Where the kernel before the ``<<<`` at toks[i] begins (an identifier, optionally qualified, optionally with
    explicit template arguments, or a parenthesised expression), and whether it has template arguments."""
    k = i - 1
    template = False
    if k < 0:
        raise _Kept("no kernel name before <<<")
    if toks[k].text in (">", ">>"):
        level = 0
        while k >= 0:
            t = toks[k].text
            if t == ">":
                level += 1
            elif t == ">>":
                level += 2
            elif t == "<":
                level -= 1
                if level == 0:
                    break
            elif t in (";", "{", "}"):
                raise _Kept("the kernel's template arguments could not be delimited")
            k -= 1
        k -= 1
        template = True
        if k < 0 or toks[k].kind != "IDENTIFIER":
            raise _Kept("the kernel's template arguments could not be delimited")
    elif toks[k].text == ")":
        level = 0
        while k >= 0:
            if toks[k].text == ")":
                level += 1
            elif toks[k].text == "(":
                level -= 1
                if level == 0:
                    break
            k -= 1
        if k < 0:
            raise _Kept("unbalanced parentheses around the kernel")
    elif toks[k].kind != "IDENTIFIER":
        raise _Kept("the kernel is not a name")
    while k >= 2 and toks[k - 1].text == "::" and toks[k - 2].kind == "IDENTIFIER":
        k -= 2
    if k >= 1 and toks[k - 1].text == "::":
        k -= 1
    return k, template


def _stands_as_statement(tr: Translation, toks: List[Tok], i: int, k: int, close: int, end: int) -> bool:
    """Whether the launch from toks[k] to byte `end` is a statement of its own: hipLaunchKernelGGL is a do-while
    statement."""
    body = tr.in_macro_body(toks[i].start)
    # comments between statements are no part of them
    prev = next((toks[q] for q in range(k - 1, -1, -1) if toks[q].kind != "COMMENT"), None)
    m = next((q for q in range(close + 1, len(toks)) if toks[q].start >= end and toks[q].kind != "COMMENT"), None)
    after = toks[m] if m is not None else None
    # a directive line before the launch (`#if X`, `#else`, `#pragma unroll`) ends whatever stood before it
    prev_directive = tr.directive_at(prev.start) if prev is not None else None
    starts_stmt = (prev is None or prev.text in (";", "{", "}", ")", ":", "else", "do")
                   or (body is not None and prev.end <= body[0])
                   or (prev_directive is not None and prev_directive != tr.directive_at(toks[i].start)))
    ends_stmt = (after is None or after.text == ";"
                 or (body is not None and after.start >= body[1]))
    return starts_stmt and ends_stmt
