"""The translation rules: ``*.rules`` data files in this package, parsed with ``grammar.lark``.

``load_rules()`` returns the validated :class:`RuleSet` (cached per process). Problems in a rules file are
reported as ``PycuccError`` with ``file:line:col``, the offending line and a caret (ids ``PCC30xx``).

The loader lives in the package ``__init__`` because ``pycucc.rules`` is this directory: a sibling module
``compiler/rules.py`` would be shadowed by the package of the same name.
"""
from __future__ import annotations

import hashlib
import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from pycucc.diagnostics import Diagnostic, PycuccError, error, source_line_of

RULES_DIR = Path(__file__).resolve().parent
GRAMMAR_PATH = RULES_DIR / "grammar.lark"

# Attribute name -> accepted value kinds. Kept closed so a typo in a rules file is caught at load time.
KNOWN_ATTRIBUTES: Dict[str, Tuple[str, ...]] = {
    "hip_since": ("VERSION", "NUMBER"),  # first HIP version that has the target API
    "warn": ("STRING",),  # emitted as a warning at every use
    "warp": ("STRING",),  # warp-size caveat, emitted as a warning at every use
    "hint": ("STRING",),  # extra advice attached to diagnostics about this entry
}

# Lower-case identifiers a call template may use without them being placeholders.
_TEMPLATE_KEYWORDS = frozenset(
    "nullptr true false sizeof alignof decltype void int unsigned signed char short long float double "
    "bool const size_t static_cast reinterpret_cast const_cast".split()
)
_PLACEHOLDER_LIKE = re.compile(r"[a-z][a-z0-9_]*\Z")
_TEMPLATE_LEX = re.compile(r'"(?:[^"\\\n]|\\.)*"|\d[A-Za-z0-9_.]*|[A-Za-z_][A-Za-z0-9_]*')


@dataclass(frozen=True)
class Rule:
    kind: str
    name: str
    path: str
    line: int
    col: int
    section: str
    attrs: Tuple[Tuple[str, Union[str, Tuple[int, ...]]], ...]

    @property
    def id(self) -> str:
        """Stable, human-readable id: ``<file stem>:<line>`` (shown in diagnostics next to the PCC code)."""
        return f"{Path(self.path).stem}:{self.line}"

    def attr(self, key: str, default=None):
        for k, v in self.attrs:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class Rename(Rule):
    target: str = ""


@dataclass(frozen=True)
class Operand:
    """A placeholder the template applies member access to (``p.id``, ``p->id``): spliced in parentheses unless
    the argument is already a postfix expression, so that ``*loc`` becomes ``(*loc).id`` rather than ``*loc.id``."""

    index: int


# A name followed by member accesses / subscripts needs no parentheses before another member access.
_POSTFIX_ARG = re.compile(r"[A-Za-z_]\w*(?:\s*(?:\.|->)\s*[A-Za-z_]\w*|\s*\[[^\[\]]*\])*\Z")


@dataclass(frozen=True)
class CallRule(Rule):
    params: Tuple[str, ...] = ()
    template: str = ""
    # The template cut at placeholders: literal text, the index of the argument to splice in, or an Operand.
    pieces: Tuple[Union[str, int, Operand], ...] = ()

    @property
    def arity(self) -> int:
        return len(self.params)

    def render(self, args: Sequence[str]) -> str:
        out = []
        for p in self.pieces:
            if isinstance(p, Operand):
                arg = args[p.index].strip()
                out.append(arg if _POSTFIX_ARG.match(arg) else f"({arg})")
            else:
                out.append(args[p] if isinstance(p, int) else p)
        return "".join(out)


@dataclass(frozen=True)
class HeaderRule(Rule):
    target: Optional[str] = None  # None: the include is removed


@dataclass(frozen=True)
class Unsupported(Rule):
    advice: str = ""


@dataclass(frozen=True)
class RuleSet:
    rules: Tuple[Rule, ...]
    renames: Mapping[str, Rename]
    calls: Mapping[str, Mapping[int, CallRule]]
    headers: Mapping[str, HeaderRule]
    unsupported: Mapping[str, Unsupported]
    files: Tuple[str, ...]
    digest: str  # sha256 over the rules files, for cache keys

    def knows(self, name: str) -> bool:
        return name in self.renames or name in self.calls or name in self.unsupported


# --------------------------------------------------------------------------------------------------- parsing

_parser = None
_parser_lock = threading.Lock()


def _get_parser():
    global _parser
    with _parser_lock:
        if _parser is None:
            try:
                from lark import Lark
            except ImportError as exc:  # pragma: no cover - lark is a hard dependency
                raise PycuccError(error("PCC3000", f"cannot import lark ({exc}); install it with 'pip install lark'"))
            _parser = Lark(
                GRAMMAR_PATH.read_text(encoding="utf-8"),
                parser="lalr",
                propagate_positions=True,
                maybe_placeholders=False,
            )
        return _parser


def _diag(code: str, message: str, text: str, path: str, line: int, col: int, hint: Optional[str] = None):
    return error(code, message, path=path, line=line, col=col, source_line=source_line_of(text, line), hint=hint)


def _syntax_error(exc, text: str, path: str) -> Diagnostic:
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    line = getattr(exc, "line", 0) or 0
    col = getattr(exc, "column", 0) or 0
    if isinstance(exc, UnexpectedToken):
        tok = exc.token
        found = "end of line" if tok.type == "_NL" else ("end of file" if tok.type == "$END" else repr(str(tok)))
        expected = sorted(_pretty_terminal(t) for t in exc.expected if not t.startswith("__ANON"))
        msg = f"syntax error: unexpected {found}"
        if expected:
            msg += "; expected " + ", ".join(expected)
        if tok.type == "$END":
            lines = text.splitlines() or [""]
            line, col = len(lines), len(lines[-1]) + 1
    elif isinstance(exc, UnexpectedCharacters):
        msg = f"syntax error: unexpected character {text[exc.pos_in_stream]!r}"
    elif isinstance(exc, UnexpectedEOF):
        msg = "syntax error: unexpected end of file"
    else:  # pragma: no cover - other lark errors
        msg = f"syntax error: {exc}"
    return _diag("PCC3001", msg, text, path, line, col)


_TERMINAL_NAMES = {
    "NAME": "a name", "STRING": "a string", "NONE": "'none'", "VERSION": "a version", "NUMBER": "a number",
    "LPAR": "'('", "RPAR": "')'", "COMMA": "','", "LSQB": "'['", "RSQB": "']'", "EQUAL": "'='", "_NL": "end of line",
    "OP": "an operator", "RENAME": "'rename'", "CALL": "'call'", "HEADER": "'header'",
    "UNSUPPORTED": "'unsupported'", "SECTION": "'section'",
}


def _pretty_terminal(t: str) -> str:
    if t in _TERMINAL_NAMES:
        return _TERMINAL_NAMES[t]
    if t.startswith("__") and "_" in t:
        return t
    return t.lower().join("''")


def _unquote(s: str) -> str:
    return bytes(s[1:-1], "utf-8").decode("unicode_escape") if "\\" in s else s[1:-1]


def _tok_pos(tok) -> Tuple[int, int]:
    return tok.line, tok.column


def parse_rules_text(text: str, path: str) -> List[Rule]:
    """Parse and validate one rules file's text; raises PycuccError listing every problem found."""
    from lark import Tree
    from lark.exceptions import UnexpectedInput

    if not text.endswith("\n"):
        text += "\n"
    try:
        tree = _get_parser().parse(text)
    except UnexpectedInput as exc:
        raise PycuccError(_syntax_error(exc, text, path)) from None

    problems: List[Diagnostic] = []
    rules: List[Rule] = []
    section = ""
    for item in tree.children:
        if not isinstance(item, Tree):
            continue
        if item.data == "section":
            section = _unquote(str(item.children[0]))
            continue
        body = item.children[0]
        attrs = _read_attrs(item.children[1], text, path, problems) if len(item.children) > 1 else ()
        base = dict(path=path, line=body.meta.line, col=body.meta.column, section=section, attrs=attrs)
        kids = body.children
        if body.data == "rename":
            rules.append(Rename(kind="rename", name=str(kids[0]), target=str(kids[1]), **base))
        elif body.data == "unsupported":
            rules.append(Unsupported(kind="unsupported", name=str(kids[0]), advice=_unquote(str(kids[1])), **base))
        elif body.data == "header":
            target = None if kids[1].type == "NONE" else _unquote(str(kids[1]))
            rules.append(HeaderRule(kind="header", name=_unquote(str(kids[0])), target=target, **base))
        elif body.data == "call":
            name = str(kids[0])
            params: List[str] = []
            template_tree = kids[-1]
            if len(kids) == 3:
                for p in kids[1].children:
                    if str(p) in params:
                        line, col = _tok_pos(p)
                        problems.append(_diag("PCC3008", f"parameter '{p}' appears twice in the signature of '{name}'",
                                              text, path, line, col))
                    params.append(str(p))
            start, end = template_tree.meta.start_pos, template_tree.meta.end_pos
            tmpl = text[start:end]
            pieces = _split_template(tmpl, params, name, text, path, start, problems)
            rules.append(CallRule(kind="call", name=name, params=tuple(params), template=tmpl,
                                  pieces=tuple(pieces), **base))
    if problems:
        raise PycuccError(problems)
    return rules


def _offset_to_linecol(text: str, offset: int) -> Tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, col


def _split_template(tmpl: str, params: Sequence[str], name: str, text: str, path: str, base: int,
                    problems: List[Diagnostic]) -> List[Union[str, int, Operand]]:
    pieces: List[Union[str, int, Operand]] = []
    literal = []
    pos = 0
    for m in _TEMPLATE_LEX.finditer(tmpl):
        word = m.group(0)
        literal.append(tmpl[pos:m.start()])
        pos = m.end()
        # A member name (after '.' or '->') is neither a placeholder nor an unknown parameter.
        is_member = re.search(r"(?:(?<!\.)\.|->)\s*\Z", tmpl[:m.start()]) is not None
        if word in params and not is_member:
            if literal:
                pieces.append("".join(literal))
                literal = []
            after = tmpl[m.end():].lstrip()
            accessed = after.startswith("->") or (after.startswith(".") and not after.startswith("..."))
            pieces.append(Operand(params.index(word)) if accessed else params.index(word))
            continue
        literal.append(word)
        is_callee = tmpl[m.end():].lstrip().startswith("(")
        if (word[0].isalpha() or word[0] == "_") and (not is_member and not is_callee
                                                        and _PLACEHOLDER_LIKE.match(word)
                and word not in _TEMPLATE_KEYWORDS):
            line, col = _offset_to_linecol(text, base + m.start())
            sig = f"{name}({', '.join(params)})"
            problems.append(_diag("PCC3005", f"placeholder '{word}' is not in the signature {sig}", text, path,
                                  line, col, hint="lower-case names in a call template must be parameters"))
    literal.append(tmpl[pos:])
    if any(literal):
        pieces.append("".join(literal))
    return pieces


def _read_attrs(tree, text: str, path: str, problems: List[Diagnostic]):
    out = []
    seen = set()
    for attr in tree.children:
        key_tok = attr.children[0]
        key = str(key_tok)
        line, col = _tok_pos(key_tok)
        if key not in KNOWN_ATTRIBUTES:
            problems.append(_diag("PCC3002", f"unknown attribute '{key}'", text, path, line, col,
                                  hint="known attributes: " + ", ".join(sorted(KNOWN_ATTRIBUTES))))
            continue
        if key in seen:
            problems.append(_diag("PCC3002", f"attribute '{key}' given twice", text, path, line, col))
            continue
        seen.add(key)
        if len(attr.children) < 2:
            problems.append(_diag("PCC3006", f"attribute '{key}' needs a value", text, path, line, col))
            continue
        val = attr.children[1]
        if val.type not in KNOWN_ATTRIBUTES[key]:
            vline, vcol = _tok_pos(val)
            want = " or ".join(t.lower() for t in KNOWN_ATTRIBUTES[key])
            problems.append(_diag("PCC3006", f"attribute '{key}' takes a {want}, not {str(val)!r}", text, path,
                                  vline, vcol))
            continue
        if val.type == "STRING":
            out.append((key, _unquote(str(val))))
        else:
            out.append((key, tuple(int(x) for x in re.findall(r"\d+", str(val)))))
    return tuple(out)


# --------------------------------------------------------------------------------------------------- assembly

def build_ruleset(texts: Iterable[Tuple[str, str]]) -> RuleSet:
    """Validate the union of several rules files, given as ``(path, text)`` pairs."""
    problems: List[Diagnostic] = []
    all_rules: List[Rule] = []
    renames: Dict[str, Rename] = {}
    calls: Dict[str, Dict[int, CallRule]] = {}
    headers: Dict[str, HeaderRule] = {}
    unsupported: Dict[str, Unsupported] = {}
    digest = hashlib.sha256()
    files = []
    sources: Dict[str, str] = {}
    for path, text in texts:
        files.append(path)
        sources[path] = text
        digest.update(os.path.basename(path).encode() + b"\0" + text.encode("utf-8") + b"\0")
        try:
            all_rules.extend(parse_rules_text(text, path))
        except PycuccError as exc:
            problems.extend(exc.diagnostics)

    def clash(rule: Rule, code: str, message: str, first: Rule):
        problems.append(_diag(code, message, sources[rule.path], rule.path, rule.line, rule.col,
                              hint=f"first defined at {first.path}:{first.line}:{first.col}"))

    for r in all_rules:
        if isinstance(r, Rename):
            if r.name in renames:
                clash(r, "PCC3003", f"duplicate rename of '{r.name}'", renames[r.name])
            elif r.name in unsupported:
                clash(r, "PCC3007", f"'{r.name}' is both renamed and unsupported", unsupported[r.name])
            else:
                renames[r.name] = r
        elif isinstance(r, CallRule):
            overloads = calls.setdefault(r.name, {})
            if r.arity in overloads:
                clash(r, "PCC3004", f"two overloads of '{r.name}' with {r.arity} argument(s)", overloads[r.arity])
            elif r.name in unsupported:
                clash(r, "PCC3007", f"'{r.name}' is both rewritten and unsupported", unsupported[r.name])
            else:
                overloads[r.arity] = r
        elif isinstance(r, HeaderRule):
            if r.name in headers:
                clash(r, "PCC3003", f"duplicate header rule for \"{r.name}\"", headers[r.name])
            else:
                headers[r.name] = r
        elif isinstance(r, Unsupported):
            first = unsupported.get(r.name) or renames.get(r.name) or next(iter(calls.get(r.name, {}).values()), None)
            if first is not None:
                clash(r, "PCC3007", f"'{r.name}' already has a rule", first)
            else:
                unsupported[r.name] = r
    if problems:
        raise PycuccError(problems)
    return RuleSet(rules=tuple(all_rules), renames=renames, calls={k: dict(v) for k, v in calls.items()},
                   headers=headers, unsupported=unsupported, files=tuple(files), digest=digest.hexdigest())


def default_rule_files() -> Tuple[str, ...]:
    return tuple(str(p) for p in sorted(RULES_DIR.glob("*.rules")))


_cache: Dict[Tuple[str, ...], RuleSet] = {}
_cache_lock = threading.Lock()


def _pickle_path(texts) -> str:
    """Parsing ~1,800 rules with lark costs 0.15 s per process; the parsed set is kept in pycucc's cache, keyed on
    the exact text (and names) of every rules file, the grammar and pycucc's version."""
    import hashlib

    from pycucc import __version__
    from pycucc.cache import cache_root
    h = hashlib.sha256(__version__.encode())
    h.update(Path(__file__).with_name("grammar.lark").read_bytes())
    h.update(Path(__file__).read_bytes())
    for name, text in texts:
        h.update(f"\0{name}\0{len(text)}\0".encode())
        h.update(text.encode("utf-8"))
    return os.path.join(cache_root(), "rules", h.hexdigest() + ".pickle")


def _load_pickled(texts) -> Optional[RuleSet]:
    import pickle
    try:
        with open(_pickle_path(texts), "rb") as f:
            rs = pickle.load(f)
    except Exception:  # noqa: BLE001 - missing, torn or from another version: parse the files instead
        return None
    return rs if isinstance(rs, RuleSet) else None


def _store_pickled(texts, ruleset: RuleSet) -> None:
    import pickle

    from pycucc.cache import atomic_write
    try:
        atomic_write(_pickle_path(texts), pickle.dumps(ruleset, protocol=pickle.HIGHEST_PROTOCOL))
    except Exception:  # noqa: BLE001 - an unwritable cache only costs time
        pass


def load_rules(paths: Optional[Sequence[Union[str, os.PathLike]]] = None) -> RuleSet:
    """The rule set from ``paths`` (default: every ``*.rules`` file shipped with pycucc), cached per process."""
    key = tuple(str(p) for p in paths) if paths is not None else default_rule_files()
    with _cache_lock:
        hit = _cache.get(key)
    if hit is not None:
        return hit
    texts = [(p, Path(p).read_text(encoding="utf-8")) for p in key]
    ruleset = _load_pickled(texts)
    if ruleset is None:
        ruleset = build_ruleset(texts)
        _store_pickled(texts, ruleset)
    with _cache_lock:
        _cache[key] = ruleset
    return ruleset


__all__ = [
    "CallRule", "HeaderRule", "KNOWN_ATTRIBUTES", "Rename", "Rule", "RuleSet", "Unsupported",
    "build_ruleset", "default_rule_files", "load_rules", "parse_rules_text",
]
