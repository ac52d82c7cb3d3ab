"""The call pass: calls of `call` rules rewritten by their templates, the overload picked by argument count and,
where the parse is there, checked against it (argument count, the user's own function, argument types)."""
from __future__ import annotations

from .. import codes
from ..diagnostics import Severity
from ..rules import CallRule
from ..sources import source_bytes, source_text
from .facts import AstCall
from .tokens import CLOSE, OPEN, Tok

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple
    from .state import Translation


def split_call(tr: Translation, toks: List[Tok], i: int):
    """Argument byte ranges of the call whose name is toks[i]; None if it cannot be delimited.

    Comments count as part of the argument they follow or precede, so a rewrite never drops them."""
    depth = 0
    args: List[Tuple[int, int]] = []
    arg_first: Optional[Tok] = None
    arg_last: Optional[Tok] = None
    j = i + 1
    n = len(toks)
    while j < n:
        t = toks[j]
        if t.kind == "PUNCTUATION" and t.text == "#" and tr.first_on_line(t):
            return None  # a directive inside the argument list: not ours to reshuffle
        if t.text in OPEN:
            depth += 1
            if depth == 1:
                j += 1
                continue
        elif t.text in CLOSE:
            depth -= 1
            if depth == 0:
                if arg_first is not None:
                    args.append((arg_first.start, arg_last.end))
                elif args:
                    return None  # "f(a, )"
                return args, t.end
        elif t.text == "," and depth == 1:
            if arg_first is None:
                return None
            args.append((arg_first.start, arg_last.end))
            arg_first = arg_last = None
            j += 1
            continue
        if arg_first is None:
            arg_first = t
        arg_last = t
        j += 1
    return None


def call_pass(tr: Translation) -> None:
    """The call sites the token pass found (and the declarations the parse saw called), innermost first."""
    toks, sites, ast_calls = tr.toks, tr.sites, tr.facts.calls
    called = [i for i in tr.declaration_sites if ast_calls.get(toks[i].start) is not None]
    # Innermost calls first (they start later), so an outer call can absorb their edits into its arguments.
    for i in sorted(sites + called, key=lambda k: -toks[k].start):
        tok = toks[i]
        name = tok.text
        # in a macro body the parse saw one expansion (or none): the text there stands for every expansion
        ast = ast_calls.get(tok.start) if tr.in_macro_body(tok.start) is None else None
        if ast is not None and ast.from_user:
            continue
        split = split_call(tr, toks, i)
        if split is None or (ast is not None and ast.nargs != len(split[0])):
            tr.diag(Severity.WARNING, codes.CALL_NOT_SPLIT, f"could not delimit the arguments of '{name}'; "
                    "the call was left as is", tok.line, tok.col)
            continue
        args, end = split
        rule = pick_overload(tr, name, len(args), ast, tok)
        if rule is False:
            continue  # ambiguous without the parse: reported
        if rule is None:
            ren = tr.rules.renames.get(name)
            if ren is not None:
                tr.edits.replace(tok.start, tok.end, tr.target_of(ren, tok).encode())
                tr.applied(ren, tok)
            else:
                arities = ", ".join(str(a) for a in tr.rules.arities(name))
                tr.diag(Severity.WARNING, codes.NO_OVERLOAD, f"no rule for '{name}' with {len(args)} argument(s) "
                        f"(rules exist for {arities}); the call was left as is", tok.line, tok.col)
            continue
        # Edits inside the call but outside every argument would be lost by the rewrite: there are none,
        # because the callee and punctuation carry no edits; keep that an invariant. (Insertions right before
        # or after the call, a conversion written around it, stay where they are.)
        text = render_call(tr, rule, tok, args, end)
        assert not [e for e in tr.edits.within(tok.start, end) if not (e.start == e.end in (tok.start, end))], \
            f"edits outside arguments of {name} at {tok.line}:{tok.col}"
        tr.edits.replace(tok.start, end, source_bytes(text))
        tr.applied(rule, tok)


def pick_overload(tr: Translation, name: str, nargs: int, ast: Optional[AstCall], tok: Tok):
    """The call rule for this call: a typed overload (`when`) whose argument class the parse confirms, else the
    plain overload of the arity; None when there is none, False when typed overloads exist and nothing tells
    them apart (reported)."""
    typed = tr.rules.typed_calls.get(name, {}).get(nargs, ())
    plain = tr.rules.calls.get(name, {}).get(nargs)
    if typed:
        kinds = ast.arg_kinds if ast is not None else ()
        if len(kinds) == nargs:
            for r in typed:
                index, kind = r.when
                if kinds[index] == kind:
                    return r
            return plain
        forms = "; ".join(f"{r.params[r.when[0]]} as {r.when[1]}" for r in typed)
        tr.diag(Severity.WARNING, codes.CALL_AMBIGUOUS, f"'{name}' with {nargs} argument(s) has CUDA versions "
                f"that differ in an argument's type ({forms}, or otherwise), and without a parse of the call "
                "pycucc cannot tell which one this is; the call was left as is", tok.line, tok.col,
                typed[0], hint="pass the include folders and macros the build uses (-I, -D) so that the file "
                               "parses")
        return False
    return plain


def render_call(tr: Translation, rule: CallRule, tok: Tok, args: List[Tuple[int, int]], end: int) -> str:
    """The call rewritten by `rule` with the fewest edits: the callee renamed and each argument wrapped as the
    template says, the user's spacing, line breaks and comments between the arguments kept (what hipify-clang
    does: ``cudaEventCreate( &start )`` -> ``hipEventCreate( &start )``). Templates that reorder, repeat or
    take arguments apart are rendered whole."""
    texts = [tr.edits.absorb(a, b) for a, b in args]
    shape = rule.shape
    if shape is None:
        return rule.render(texts)
    data = tr.data
    if not args or not shape.args:
        literals = [a for a in shape.args if not isinstance(a, tuple)]
        if len(literals) != len(shape.args):
            return rule.render(texts)
        inner = source_text(data[tok.end:end]) if not args and not literals else "(" + ", ".join(literals) + ")"
        return shape.callee + inner
    out = [shape.callee, source_text(data[tok.end:args[0][0]])]  # what stands before the first argument
    previous: Optional[int] = None
    for k, a in enumerate(shape.args):
        if k:
            if previous is not None and isinstance(a, tuple):
                out.append(source_text(data[args[previous][1]:args[previous + 1][0]]))  # the user's separator
            else:
                out.append(", ")
        if isinstance(a, tuple):
            prefix, index, suffix = a
            out.append(prefix + texts[index] + suffix)
            previous = index
        else:
            out.append(a)
            previous = None
    out.append(source_text(data[args[-1][1]:end]))  # white space and the closing parenthesis
    return "".join(out)
