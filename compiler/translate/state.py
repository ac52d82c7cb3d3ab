"""One file's translation under way: what the parse and the passes have found so far, the edits and diagnostics they
have made, and the helpers they share. A pass (PASSES, in __init__) is a function of this object."""
from __future__ import annotations

import bisect
import os
import re

from .. import codes, frontend
from ..diagnostics import Diagnostic, Severity
from ..rules import Rule, RuleSet
from ..sourcemap import line_starts
from ..sources import source_bytes
from .edits import Edits
from .facts import OURS, AstFacts, dependencies, includes_half_types, line_of_file, project_header, skipped_ranges
from .results import Conversion, TranslateOptions, TranslationResult
from .tokens import Tok, load_tokens
from .versions import VersionChecks

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Set, Tuple


class Translation(VersionChecks):
    def __init__(self, source: str, path: str, opts: TranslateOptions, rules: RuleSet, parsed):
        self.source = source
        self.data = source_bytes(source)
        self.path = path
        self.opts = opts
        self.rules = rules
        self.roc = opts.roc
        self.library_versions = dict(opts.library_versions)
        self.hip_version = opts.hip_version
        self.installed_hip = opts.installed_hip  # the HIP a pycucc build compiles the output with (rules' `older`)
        self.translate_inactive = opts.translate_inactive  # False: leave code in excluded #if branches as it is
        self.keep_names = frozenset(opts.keep_names)
        self.library_search: Tuple[str, ...] = opts.library_search
        self.library_probes: Dict[str, None] = {}  # library folders asked about (VersionChecks._installed)
        self.declaration_sites: List[int] = []  # call names in a declaration's position (see token_pass)
        self.diags: List[Diagnostic] = []
        self.edits = Edits(self.data)
        self.conversions: List[Conversion] = []
        self.mended_lines: Set[int] = set()  # lines where nvcc_dialect_pass wrote a `template` keyword
        self.lines = source.splitlines()
        self.skipped: List[Tuple[int, int]] = []
        self.user_macros: Set[str] = set()
        self.include_lines: Set[int] = set()
        self.macro_bodies: List[Tuple[int, int]] = []  # byte ranges of #define bodies (replacement lists)
        self.directives: List[Tuple[int, int]] = []  # byte ranges of preprocessor directives (logical lines)
        self.include_starts: List[int] = []  # offsets of the '#' of every #include
        self.ptx_statements: List[object] = []  # inline PTX lowered (pycucc.ptx.inline)
        self.ptx_helpers: Dict[str, str] = {}
        self.call_names: Set[str] = set(rules.calls) | set(rules.typed_calls)
        # what the passes hand on
        self.has_main_include = False  # the include pass: the file (now) includes the rules' implicit include
        # the token pass: uses of names HIP lacks that get a declaration (name, token, rule, why), for stub_pass
        self.stub_uses: List[Tuple[str, Tok, Rule, str]] = []
        self.sites: List[int] = []  # the token pass: indices of the call sites of `call` rules, for the call pass
        self.facts = AstFacts({}, (), [], set(), [])  # the AST pass
        # the parse
        self.ci = frontend.cindex()
        self.parsed = parsed
        self.tu = parsed.tu
        self.main_file = self.tu.spelling
        self.semantic = bool(parsed.args)  # parsed with no fatal error: the passes that need the AST run
        self.dialect_errors: List[object] = []  # the parse's errors that nvcc_dialect_pass may mend
        self.read_parse_diagnostics()
        self.toks: List[Tok] = load_tokens(self.tu, self.data, line_starts(self.data))
        if self.semantic:
            self.skipped = skipped_ranges(self.tu, self.ci, self.main_file)

    def read_parse_diagnostics(self) -> None:
        """The parse's errors: in the file, errors of the translation (those nvcc's dialect explains are held for
        nvcc_dialect_pass); in a project header, errors there; a fatal one leaves the passes without the AST."""
        ci, main_file, parsed = self.ci, self.main_file, self.parsed
        fatal = []
        for d in self.tu.diagnostics:
            if d.severity < ci.Diagnostic.Error or not parsed.args:
                continue
            loc = d.location
            in_main = loc.file is not None and loc.file.name == main_file
            if d.severity >= ci.Diagnostic.Fatal:
                fatal.append(d)
                self.semantic = False
            elif in_main and self.rules.pattern("nvcc_missing_template").search(d.spelling):
                self.dialect_errors.append(d)  # placed on the tokens by nvcc_dialect_pass
            elif in_main:
                self.diag(Severity.ERROR, codes.SOURCE_ERROR, d.spelling, loc.line, loc.column)
            elif self.rules.pattern("nvcc_missing_template").search(d.spelling):
                pass  # in a header: the header's own translation mends it (nvcc_dialect_pass)
            elif loc.file is not None and project_header(loc) and _member_template_call(
                    line_of_file(os.path.normpath(loc.file.name), loc.line), loc.column):
                # what clang made of `Owner<T>::name<N>(...)` named without `template` in an instantiation this
                # file makes ("reference to overloaded function could not be resolved"): the header's own
                # translation reads it as nvcc does (nvcc_dialect_pass), and the compile judges the result
                pass
            elif loc.file is not None and project_header(loc):
                # An error in a project header, as this file's parse sees it (the header's own translation parses
                # it alone and cannot tell); hidden, it would surface as a puzzling follow-on error in this file.
                where = os.path.normpath(loc.file.name)
                self.diags.append(Diagnostic(Severity.ERROR, codes.SOURCE_ERROR, d.spelling, path=where,
                                             line=loc.line, col=loc.column, source_line=line_of_file(where, loc.line)))
        if fatal or not parsed.args:
            d = fatal[0] if fatal else None
            where = (d.location.line, d.location.column) if d is not None and d.location.file is not None \
                and d.location.file.name == main_file else (0, 0)
            why = f": {d.spelling}" if d is not None else ""
            self.diag(Severity.WARNING, codes.PARSE_SKIPPED, f"could not parse the file{why}; call rewrites were done "
                      "on tokens only, without checking them against the parse", *where,
                      hint="pass the include directories and defines the build uses (-I, -D)")

    def diag(self, sev: Severity, code: str, message: str, line: int, col: int, rule: Optional[Rule] = None,
             hint: Optional[str] = None) -> None:
        src = self.lines[line - 1] if 0 < line <= len(self.lines) else None
        self.diags.append(Diagnostic(sev, code, message, path=self.path, line=line, col=col,
                                     rule_id=rule.id if rule else None, hint=hint, source_line=src))

    def inactive(self, offset: int) -> bool:
        i = bisect.bisect_right(self.skipped, (offset, 1 << 62)) - 1
        return i >= 0 and self.skipped[i][0] <= offset < self.skipped[i][1]

    def excluded(self, offset: int) -> bool:
        """Code the translation leaves alone: an excluded #if branch, when only active code is translated."""
        return not self.translate_inactive and self.inactive(offset)

    def applied(self, rule: Rule, tok: Tok) -> None:
        self.conversions.append(Conversion(rule.id, rule.name, tok.line, tok.col))
        note = rule.attr("note")
        if note and rule.kind == "host_read":
            self.diag(Severity.NOTE, codes.HOST_WARP_SIZE, note, tok.line, tok.col, rule)
        for key, code in (("warn", codes.RULE_WARNING), ("warp", codes.WARP_SIZE_DEPENDENT)):
            msg = rule.attr(key)
            if msg:
                self.diag(Severity.WARNING, code, f"'{rule.name}': {msg}", tok.line, tok.col, rule)
        # the ROC option writes the roc= name, which the ROC library may have had from another release than the
        # hip* library had its name
        since = (self.roc and rule.attr("roc") and rule.attr("roc_since")) or rule.attr("hip_since")
        if since and not self.older_fallback(rule) and not self.inactive(tok.start):
            self.check_version(rule, tok, since)

    def code_start(self) -> int:
        """Where text that must precede the file's code goes: the start of its first line of code, after its leading
        preprocessor directives, outside any conditional that the code sits in."""
        toks = self.toks
        directive = set()
        cont = False
        for n, line in enumerate(self.lines, 1):
            if cont or line.lstrip().startswith("#"):
                directive.add(n)
                cont = line.rstrip().endswith("\\")
            else:
                cont = False
        first = next((t for t in toks if t.kind != "COMMENT" and t.line not in directive), None)
        at = self.line_start(first.start) if first is not None else len(self.data)
        if first is not None:
            # The first code may sit in a conditional (`#if __CUDA_ARCH__ >= 500`, inactive in the host parse) with
            # an #else: the helpers go before the outermost such conditional, never into one branch of it (an
            # include guard, #ifndef X then #define X, is no such conditional: they go inside it).
            opened: List[Tuple[int, bool]] = []
            for n in range(1, first.line):
                text = self.lines[n - 1].lstrip()
                m = re.match(r"#\s*(if|ifdef|ifndef|endif)\b\s*(\w*)", text)
                if not m:
                    continue
                if m.group(1) == "endif":
                    if opened:
                        opened.pop()
                    continue
                nxt = self.lines[n].lstrip() if n < len(self.lines) else ""
                guard = m.group(1) == "ifndef" and re.match(rf"#\s*define\s+{re.escape(m.group(2))}\b", nxt) \
                    is not None and m.group(2) != ""
                opened.append((n, guard))
            outer = next((n for n, guard in opened if not guard), None)
            if outer is not None:
                at = 0
                for _ in range(outer - 1):
                    at = self.data.index(b"\n", at) + 1
        return at

    def line_start(self, offset: int) -> int:
        return self.data.rfind(b"\n", 0, offset) + 1

    def first_on_line(self, tok: Tok) -> bool:
        return not self.data[self.line_start(tok.start):tok.start].strip()

    def logical_line_end(self, offset: int) -> int:
        """Offset of the newline that ends the logical line containing ``offset`` (backslash continuations)."""
        pos = offset
        while True:
            nl = self.data.find(b"\n", pos)
            if nl < 0:
                return len(self.data)
            j = nl - 1
            if j >= 0 and self.data[j] == 0x0D:
                j -= 1
            if j >= 0 and self.data[j] == 0x5C:
                pos = nl + 1
                continue
            return nl

    def directive_at(self, offset: int) -> Optional[Tuple[int, int]]:
        """The preprocessor directive (its byte range) that `offset` lies in, if any."""
        i = bisect.bisect_right(self.directives, (offset, 1 << 62)) - 1
        if i >= 0 and self.directives[i][0] <= offset <= self.directives[i][1]:
            return self.directives[i]
        return None

    def in_macro_body(self, offset: int) -> Optional[Tuple[int, int]]:
        for lo, hi in self.macro_bodies:
            if lo <= offset < hi:
                return lo, hi
        return None

    def user_defined(self, tok: Tok, tu) -> bool:
        if tok.text in self.user_macros:
            return True
        if tu is None or tok.raw is None:
            return False
        try:
            cur = tok.raw.cursor
            ref = cur.referenced if cur.kind.name not in ("MACRO_DEFINITION",) else cur
        except Exception:  # libclang raises on some invalid cursors; treat as "not known"
            return False
        # a class template's constructor and destructor are spelled with its parameters (`~cuBool<T>`)
        if ref is None or ref.spelling.split("<", 1)[0].lstrip("~") != tok.text:
            return False  # e.g. the annotation is the enclosing macro expansion, not this name
        if not (ref.kind.is_declaration() or ref.kind.name == "MACRO_DEFINITION"):
            return False  # an undeclared name refers to itself
        f = ref.location.file
        if f is None:
            return False
        return not os.path.abspath(f.name).startswith(OURS)

    def result(self) -> TranslationResult:
        """The edits applied; the diagnostics in order of place, the file's own first."""
        path = self.path
        text = self.edits.apply()
        deps = dependencies(self.tu, self.ci, self.main_file) if self.parsed.args else ()
        half_types = includes_half_types(self.tu, self.rules.pattern("half_types")) if self.parsed.args else True
        diags = tuple(sorted(self.diags, key=lambda d: (d.path != path, d.path or "", d.line, d.col)))
        return TranslationResult(source=self.source, text=text, diagnostics=diags, kernels=self.facts.kernels,
                                 dependencies=deps, edits=tuple(self.edits.sorted()), half_types=half_types,
                                 library_probes=tuple(self.library_probes),
                                 conversions=tuple(sorted(self.conversions, key=lambda c: (c.line, c.col))))


_TEMPLATE_ID = re.compile(r"\s*(?:[A-Za-z_]\w*\s*::\s*)*[A-Za-z_]\w*\s*<")
_MEMBER_TEMPLATE = re.compile(r"\s*::\s*[A-Za-z_]\w*\s*<")


def _member_template_call(line: Optional[str], col: int) -> bool:
    """Whether `line` holds, from column `col`, a member of a class template's specialization named with
    template arguments (`Cast<D, S>::to<4>`): the shape nvcc_dialect_pass mends where `template` is missing."""
    if line is None:
        return False
    text = line[col - 1:]
    m = _TEMPLATE_ID.match(text)
    if m is None:
        return False
    depth, k = 1, m.end()
    while k < len(text) and depth:
        depth += {"<": 1, ">": -1}.get(text[k], 0)
        k += 1
    return depth == 0 and _MEMBER_TEMPLATE.match(text, k) is not None
