"""CUDA source -> HIP source (the pipeline's first stage).

Passes over one libclang parse, all driven by the rules in ``compiler/rules/*.rules`` (make_hip lists them in
order):

* include pass: ``#include <cuda_runtime.h>`` and friends become HIP headers or disappear; a ``.cu`` file that
  relied on nvcc's implicit include gets the rules' implicit include before its first line of code;
* token pass: over the raw tokens of the file, so renames also reach macro bodies and inactive ``#if`` branches
  (comments and string literals are separate tokens and are never touched); inline PTX is found here too;
* AST pass: call surgery picked by argument count, checked against the parse where the call is visible to it,
  the kernels, device code (dynamic parallelism) and host reads of device built-ins (``warpSize``);
* launch pass (``launch_syntax="ggl"``): ``k<<<...>>>(...)`` as the rules' launch call.

Edits are byte ranges of the source (its bytes, sources.py); they never overlap and everything outside them is kept
byte for byte.
The result carries them, so positions in the HIP text map back to the source exactly (sourcemap.py).
"""
from __future__ import annotations

import bisect
import ctypes
from ctypes import POINTER, Structure, c_uint, c_void_p
import os
import re
from typing import Dict, List, Optional, Set, Tuple

from . import codes, frontend
from .diagnostics import Diagnostic, Severity
from .limits import contained
from .records import field, record
from .resources import COMPAT_FILES, INCLUDE_DIR
from .rules import CallRule, Conversion as ConversionRule, Rule, RuleSet, load_rules
from .sourcemap import Edit, SourceMap, line_statistics
from .sources import IDENTIFIER, source_bytes, source_text
from .toolchain import installed_library

_INCLUDE_SPEC = re.compile(rb"[ \t]*([<\"])([^>\"\r\n]+)[>\"]")
_SPLICE = re.compile(r"\\[ \t]*\r?\n")
_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = {")", "]", "}"}

_ASM_KEYWORDS = ("asm", "__asm__", "__asm")
_NOT_TAKEN_APART = "its template or operands are not plain string literals and parenthesised expressions: a macro?"
_ASM_QUALIFIERS = ("volatile", "__volatile__", "__volatile", "inline", "goto")


LAUNCH_SYNTAXES = ("chevron", "ggl")

# The folder of HIP's own headers (hip/hip_runtime.h): where the runtime's, driver's and hipRTC's names are
# declared (their rules files' `library` entries say include=hip), and rules of no library's too (device, types).
HIP_INCLUDE_FOLDER = "hip"


@record(frozen=True)
class TranslateOptions:
    """How a CUDA source is translated: the parse's -I/-D/-U/-std (for a build, with nvcc's host-pass macros,
    pipeline.translate_options) and hipify-clang's choices."""
    include_dirs: Tuple[str, ...] = ()
    defines: Tuple[str, ...] = ()          # "NAME" or "NAME=VALUE"
    undefines: Tuple[str, ...] = ()
    std: str = "c++17"
    launch_syntax: str = "chevron"         # "ggl": k<<<...>>>(...) -> hipLaunchKernelGGL(...)
    host_warp_size: bool = True            # host reads of warpSize -> a query of the current device
    hip_version: Optional[Tuple[int, ...]] = None  # when known, rules newer than it (hip_since) warn
    # The CUDA libraries: `roc` (hipify-clang's --roc) translates to rocBLAS/rocFFT/rocSPARSE/rocRAND/rocSOLVER
    # (the rules' roc= names) instead of the hip* wrappers; library_versions are the HIP libraries' versions the
    # translation targets, (("hipblas", (5, 5)), ...): rules newer than their library's version (hip_since) warn.
    roc: bool = False
    library_versions: Tuple[Tuple[str, Tuple[int, ...]], ...] = ()
    # The HIP that a pycucc build compiles the output with right away: rules with an `older` fallback use it below
    # their hip_since. None (`pycucc translate`, like hipify-clang): translate for the newest HIP.
    installed_hip: Optional[Tuple[int, ...]] = None
    # The include folders a build compiles its translation with (toolchain.library_search_dirs): a rule newer than
    # its HIP or library (hip_since) whose name the headers installed there do not declare warns (HIP_TOO_OLD,
    # LIBRARY_TOO_OLD) before the compile fails on it. Empty (`pycucc translate`): only hip_version/library_versions.
    library_search: Tuple[str, ...] = ()
    # False: code in #if branches the parse excludes is left as it is (hipify-clang's default preprocessor,
    # --skip-excluded-preprocessor-conditional-blocks); True (pycucc's default, hipify-clang's --amap): every branch
    translate_inactive: bool = True
    resource_dir: Optional[str] = None  # the clang resource directory for the parse (--clang-resource-directory)
    keep_names: Tuple[str, ...] = ()  # identifiers left as they are, without a diagnostic (hipify-perl -whitelist)
    # C++ library headers of the file's leading includes to precompile with the parse prelude, for the other files
    # that include them too (a tree run sets it: frontend.preamble_plan); one already made is used regardless
    precompile_preamble: Tuple[str, ...] = ()

    def __post_init__(self):
        if self.launch_syntax not in LAUNCH_SYNTAXES:
            raise ValueError(f"launch_syntax must be one of {LAUNCH_SYNTAXES}, not {self.launch_syntax!r}")
        if isinstance(self.roc, str):  # from a golden file's `// OPTIONS: roc=true`
            object.__setattr__(self, "roc", self.roc.lower() in ("1", "true", "yes"))
        if isinstance(self.library_versions, str):  # `library_versions=hipblas:5.5 hipfft:6.1`
            pairs = [item.split(":") for item in self.library_versions.split()]
            object.__setattr__(self, "library_versions", tuple(
                (lib, tuple(int(x) for x in ver.split("."))) for lib, ver in pairs))


@record(frozen=True)
class Conversion:
    """One applied rule: which rule, on which CUDA name, where (1-based line and column of the name)."""
    rule_id: str
    name: str
    line: int
    col: int


@record(frozen=True)
class TranslationResult:
    source: str
    text: str
    diagnostics: Tuple[Diagnostic, ...]
    kernels: Tuple[str, ...]
    dependencies: Tuple[str, ...]
    conversions: Tuple[Conversion, ...] = ()
    edits: Tuple[Edit, ...] = ()  # what turned `source` into `text`, in byte offsets of the source

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self.diagnostics)

    @property
    def source_map(self) -> SourceMap:
        """Lines and columns of `text` mapped back to `source` (clang's messages about the HIP land on the .cu)."""
        return SourceMap(source_bytes(self.source), self.edits)

    def line_statistics(self) -> Tuple[int, int]:
        """(source lines replaced or removed, output lines added), for porting reports."""
        return line_statistics(source_bytes(self.source), self.edits)


class _Tok:
    """A token of the file (a plain class, not a record: a large file makes tens of thousands, records.py)."""
    __slots__ = ("kind", "text", "start", "end", "line", "col", "raw")

    def __init__(self, kind: str, text: str, start: int, end: int, line: int, col: int, raw: object = None):
        self.kind = kind  # 'IDENTIFIER', 'PUNCTUATION', 'KEYWORD', 'LITERAL', 'COMMENT'
        self.text = text
        self.start = start  # byte offsets into the source
        self.end = end
        self.line = line
        self.col = col
        self.raw = raw  # the clang Token, for annotation

    def __repr__(self) -> str:
        return f"_Tok({self.kind}, {self.text!r}, {self.start}, {self.line}:{self.col})"


@record
class _Edit:
    start: int
    end: int
    text: bytes


class _Edits:
    """The translator's edits, kept sorted by position: the range queries of the rewrites (what lies inside a
    call, a launch) cost a binary search instead of a scan of every edit, which made large files quadratic."""

    def __init__(self):
        self._keys: List[Tuple[int, int, int]] = []  # (start, end, insertion order), sorted
        self._items: List[_Edit] = []
        self._n = 0

    def append(self, e: _Edit) -> None:
        key = (e.start, e.end, self._n)
        self._n += 1
        i = bisect.bisect(self._keys, key)
        self._keys.insert(i, key)
        self._items.insert(i, e)

    def __iter__(self):
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def zero_width_at(self, at: int) -> Optional[_Edit]:
        i = bisect.bisect_left(self._keys, (at, at, -1))
        if i < len(self._items) and self._keys[i][:2] == (at, at):
            return self._items[i]
        return None

    def _span(self, start: int, end: int) -> Tuple[int, int]:
        """Index range of the edits that lie within [start, end] (a zero-width edit at `end` counts)."""
        lo = bisect.bisect_left(self._keys, (start, -1, -1))
        hi = bisect.bisect_right(self._keys, (end, end, 1 << 62))
        while hi > lo and self._items[hi - 1].end > end:
            hi -= 1
        return lo, hi

    def within(self, start: int, end: int) -> List[_Edit]:
        lo, hi = self._span(start, end)
        return [e for e in self._items[lo:hi] if e.end <= end]

    def take_within(self, start: int, end: int) -> List[_Edit]:
        """The edits within [start, end], removed from the list (a rewrite absorbs them into its text)."""
        lo, hi = self._span(start, end)
        taken = self._items[lo:hi]
        assert all(e.end <= end for e in taken), f"an edit overlaps {start}-{end}"
        del self._items[lo:hi]
        del self._keys[lo:hi]
        return taken

    def overlapping_outside(self, start: int, end: int) -> bool:
        """Whether an edit reaches into [start, end) from outside it (a rewrite there would break it)."""
        i = max(bisect.bisect_left(self._keys, (start, -1, -1)) - 1, 0)
        while i < len(self._items) and self._items[i].start <= end:
            e = self._items[i]
            inside = start <= e.start and e.end <= end
            overlaps = e.start < end and e.end > start if e.end > e.start else start < e.start < end
            if overlaps and not inside:
                return True
            i += 1
        return False

    def sorted(self) -> List[_Edit]:
        return list(self._items)


@record
class _AstCall:
    name: str
    offset: int
    nargs: int
    from_user: bool  # the callee is declared in the user's code, not by CUDA
    arg_kinds: Tuple[str, ...] = ()  # per argument: "integer", "pointer", "record" or "other" (see rules `when`)


class _Translator:
    def __init__(self, source: str, path: str, rules: RuleSet, hip_version, roc: bool = False,
                 library_versions=(), installed_hip=None):
        self.roc = roc
        self.library_versions = dict(library_versions)
        self.source = source
        self.data = source_bytes(source)
        self.path = path
        self.rules = rules
        self.hip_version = hip_version
        self.installed_hip = installed_hip  # the HIP a pycucc build compiles the output with (rules' `older`)
        self.translate_inactive = True  # False: leave code in excluded #if branches as it is
        self.keep_names: frozenset = frozenset()
        self.library_search: Tuple[str, ...] = ()
        self.declaration_sites: List[int] = []  # call names in a declaration's position (see token_pass)
        self.diags: List[Diagnostic] = []
        self.edits = _Edits()
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

    # ------------------------------------------------------------------ helpers
    def diag(self, sev: Severity, code: str, message: str, line: int, col: int, rule: Optional[Rule] = None,
             hint: Optional[str] = None) -> None:
        src = self.lines[line - 1] if 0 < line <= len(self.lines) else None
        self.diags.append(Diagnostic(sev, code, message, path=self.path, line=line, col=col,
                                     rule_id=rule.id if rule else None, hint=hint, source_line=src))

    def inactive(self, offset: int) -> bool:
        i = bisect.bisect_right(self.skipped, (offset, 1 << 62)) - 1
        return i >= 0 and self.skipped[i][0] <= offset < self.skipped[i][1]

    def older_fallback(self, rule: Rule) -> bool:
        """Whether the build this translation is for has a HIP older than the rule's, and the rule says what to do
        then (`older=`)."""
        since = rule.attr("hip_since")
        return bool(since and rule.attr("older") and self.installed_hip is not None
                    and tuple(self.installed_hip) < tuple(since))

    def applied(self, rule: Rule, tok: _Tok) -> None:
        self.conversions.append(Conversion(rule.id, rule.name, tok.line, tok.col))
        note = rule.attr("note")
        if note and rule.kind == "host_read":
            self.diag(Severity.NOTE, codes.HOST_WARP_SIZE, note, tok.line, tok.col, rule)
        for key, code in (("warn", codes.RULE_WARNING), ("warp", codes.WARP_SIZE_DEPENDENT)):
            msg = rule.attr(key)
            if msg:
                self.diag(Severity.WARNING, code, f"'{rule.name}': {msg}", tok.line, tok.col, rule)
        since = rule.attr("hip_since")
        if since and not self.older_fallback(rule) and not self.inactive(tok.start):
            self.check_version(rule, tok, since)

    def header_folder(self, rule: Rule, lib_name: Optional[str]) -> str:
        """The include folder of the HIP library a rule writes for: its `library` entry's include=, else of the
        folders its rules file's `header` entries include from (hipblas/, hipblaslt/, miopen/ ...) the one named
        as the library, else the file's only one, else the library's own name."""
        lib = self.rules.library_for(rule)
        if lib is not None and lib.attr("include"):
            return lib.attr("include")
        folders = self.rules.header_folders_of_file.get(rule.path, ())
        name = lib_name or ""
        for f in folders:
            if f.lower() == name.lower():
                return f
        return folders[0] if len(folders) == 1 else name

    def check_version(self, rule: Rule, tok: _Tok, since) -> None:
        """A rule newer than the HIP or library the translation is for: a warning naming the version it needs.
        A build (library_search) asks the installed headers whether they declare the name the rule writes, so
        that an imprecise hip_since never warns about code that compiles; otherwise the versions decide."""
        lib = self.rules.library_for(rule)
        lib_name = lib and ((lib.attr("roc") if self.roc else None) or lib.target)
        want = ".".join(map(str, since))
        have_lib = self.library_versions.get(lib_name) if lib_name else None
        if have_lib is not None:
            if tuple(have_lib) < tuple(since):
                have = ".".join(map(str, have_lib))
                self.diag(Severity.WARNING, codes.LIBRARY_TOO_OLD, f"'{rule.name}' needs {lib_name} {want} or newer; "
                          f"found {lib_name} {have}", tok.line, tok.col, rule)
            return
        if self.library_search and rule.kind != "header":
            # what the rule writes: a rename's or header's target, a call's or host read's template
            wrote = (rule.attr("roc") if self.roc else None) or getattr(rule, "target", None) or \
                getattr(rule, "template", None) or ""
            written = IDENTIFIER.search(wrote)
            folder = self.header_folder(rule, lib_name)
            inst = installed_library(folder or HIP_INCLUDE_FOLDER, self.library_search)
            if written is None or inst is None or written.group(0) in inst.names:
                return
            hip = folder in ("", HIP_INCLUDE_FOLDER)  # rules of no library, and those whose library is HIP's own
            needs, found = ("HIP", f"HIP {inst.version}") if hip else (f"{lib_name} of ROCm", f"{lib_name} {inst.version}")
            self.diag(Severity.WARNING, codes.HIP_TOO_OLD if hip else codes.LIBRARY_TOO_OLD,
                      f"'{rule.name}' needs {needs} {want} or newer; the installed {found.rstrip()} ({inst.folder}) "
                      f"does not declare {written.group(0)}", tok.line, tok.col, rule)
        elif self.hip_version is not None and tuple(self.hip_version) < tuple(since):
            have = ".".join(map(str, self.hip_version))
            self.diag(Severity.WARNING, codes.HIP_TOO_OLD, f"'{rule.name}' needs HIP {want} or newer; found HIP {have}",
                      tok.line, tok.col, rule)

    def target_of(self, rule: Rule, tok: "_Tok") -> str:
        """The HIP name a rename or header rule writes: with the ROC option its roc= name where it has one; a
        rule of a library that has a ROC form but no roc= name of its own keeps the hip* name, and says so."""
        if self.roc:
            roc = rule.attr("roc")
            if roc:
                return roc
            lib = self.rules.library_for(rule)
            if lib is not None and lib.attr("roc"):
                self.diag(Severity.WARNING, codes.NO_ROC_FORM, f"'{rule.name}' has no {lib.attr('roc')} form; "
                          f"translated to {rule.target} ({lib.target})", tok.line, tok.col, rule)
        return rule.target

    # ------------------------------------------------------------------ tokens
    def load_tokens(self, tu) -> List[_Tok]:
        """The tokens of the file, straight from libclang's C API.

        cindex's Token.extent/.location build File objects and 4-field locations per token; on a 2,000-line
        file that was 0.5 s of a 0.75 s translation. Here each token costs four C calls, its text is sliced from
        the source and its line/column come from a table of line starts. Only identifiers keep a cindex Token,
        for the cursor lookup of the token pass."""
        ci = frontend.cindex()
        lib = ci.conf.lib
        mem = ctypes.POINTER(ci.Token)()
        count = ctypes.c_uint()
        lib.clang_tokenize(tu, tu.cursor.extent, ctypes.byref(mem), ctypes.byref(count))
        n = int(count.value)
        if n < 1:
            return []
        arr = ctypes.cast(mem, ctypes.POINTER(ci.Token * n)).contents
        group = ci.TokenGroup(tu, mem, count)  # disposes of the tokens when the last one is gone
        extent_of, start_of, end_of = lib.clang_getTokenExtent, lib.clang_getRangeStart, lib.clang_getRangeEnd
        location, kind_of = lib.clang_getInstantiationLocation, lib.clang_getTokenKind
        off = ctypes.c_uint()
        poff = ctypes.byref(off)

        def span(t) -> Tuple[int, int]:
            ext = extent_of(tu, t)
            location(start_of(ext), None, None, None, poff)
            s = off.value
            location(end_of(ext), None, None, None, poff)
            return s, off.value

        # libclang's CXToken carries [kind, raw source location, length, clang token kind]; every token of the
        # main file lies in one source-manager range, so offset = raw location - base. Checked against the C
        # API on the first and last token, with the per-token calls as the fallback.
        base = arr[0].int_data[1] - span(arr[0])[0]
        fast = all(span(arr[k]) == (arr[k].int_data[1] - base, arr[k].int_data[1] - base + arr[k].int_data[2])
                   for k in (0, n - 1))
        data = self.data
        size = len(data)
        starts = [0]
        pos = data.find(b"\n")
        while pos >= 0:
            starts.append(pos + 1)
            pos = data.find(b"\n", pos + 1)
        kinds = ("PUNCTUATION", "KEYWORD", "IDENTIFIER", "LITERAL", "COMMENT")
        toks: List[_Tok] = []
        line = 1
        nlines = len(starts)
        for k in range(n):
            t = arr[k]
            if fast:
                d = t.int_data
                s = d[1] - base
                e = s + d[2]
                kind = kinds[d[0]]
            else:
                s, e = span(t)
                kind = kinds[kind_of(t)]
            if e > size or e < s or s < 0:
                continue
            # tokens come in order: walk the line table forward instead of a search per token
            if line < nlines and starts[line] <= s:
                line = bisect.bisect_right(starts, s, line)
            elif starts[line - 1] > s:
                line = bisect.bisect_right(starts, s)
            raw = None
            if kind == "IDENTIFIER":
                raw = ci.Token()
                raw.int_data, raw.ptr_data = t.int_data, t.ptr_data
                raw._tu, raw._group = tu, group
            text = source_text(data[s:e])
            if "\\" in text and kind in ("IDENTIFIER", "KEYWORD", "PUNCTUATION"):
                text = _SPLICE.sub("", text)  # clang spells a name split by backslash-newline without it
            toks.append(_Tok(kind, text, s, e, line, s - starts[line - 1] + 1, raw))
        return toks

    def line_start(self, offset: int) -> int:
        return self.data.rfind(b"\n", 0, offset) + 1

    def first_on_line(self, tok: _Tok) -> bool:
        return not self.data[self.line_start(tok.start):tok.start].strip()

    # ------------------------------------------------------------------ include pass
    def include_pass(self, toks: List[_Tok]) -> bool:
        """CUDA includes -> HIP includes, in place (the spelling, `<>` or `""`, is kept). HIP has one main header
        for both CUDA APIs, so a second include that maps to it is removed whole, as hipify-clang does, where the
        first one is in effect whenever it is (not in another branch of an #if). Records the directives, the
        macros and their bodies for the other passes; returns whether the file (now) includes the main header."""
        main = self.rules.implicit_include.name if self.rules.implicit_include else None
        main_contexts: List[Tuple[Tuple[int, int], ...]] = []  # #if context of each include of the main header
        context: List[Tuple[int, int]] = []  # (#if group, branch) of the enclosing conditionals
        groups = 0
        for i, tok in enumerate(toks):
            if tok.text != "#" or tok.kind != "PUNCTUATION" or i + 1 >= len(toks) or not self.first_on_line(tok):
                continue
            self.directives.append((tok.start, self.logical_line_end(tok.start)))
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
                self.user_macros.add(toks[i + 2].text)
                self.macro_bodies.append(self.macro_body(toks, i + 2))
                continue
            if word not in ("include", "include_next", "import"):
                continue
            self.include_lines.add(tok.line)
            self.include_starts.append(tok.start)
            m = _INCLUDE_SPEC.match(self.data, nxt.end)
            if not m:
                continue
            name = source_text(m.group(2)).strip()
            if self.excluded(tok.start):
                continue
            here = tuple(context)
            shadowed = any(here[:len(c)] == c for c in main_contexts)  # an earlier main include covers this one
            if main and name == main:
                main_contexts.append(here)
            rule = self.rules.headers.get(name)
            if rule is None:
                if self.rules.pattern("cuda_header").match(name) and not self.inactive(tok.start):
                    self.diag(Severity.WARNING, codes.UNKNOWN_CUDA_HEADER, f"no HIP mapping for CUDA header <{name}>; "
                              "left as is", tok.line, m.start(2) - self.line_start(tok.start) + 1,
                              self.rules.matching_alternative("cuda_header", name, anchored=True))
                continue
            if rule.unsupported:
                inactive = self.inactive(tok.start)
                self.diag(Severity.WARNING if inactive else Severity.ERROR, codes.UNSUPPORTED_API,
                          f"<{name}> is not supported by HIP{' (in an inactive #if branch)' if inactive else ''}: "
                          f"{rule.advice}", tok.line, m.start(2) - self.line_start(tok.start) + 1, rule)
                continue
            to_main = main is not None and rule.target == main
            older = self.older_fallback(rule)  # older=none: the HIP this is built with has no such header
            if not older:
                self.applied(rule, nxt)
            if rule.target is None or (to_main and shadowed) or older:
                start = self.line_start(tok.start)
                end = self.data.find(b"\n", m.end())
                end = len(self.data) if end < 0 else end + 1
                self.edits.append(_Edit(start, end, b""))
            else:
                self.edits.append(_Edit(m.start(2), m.end(2), self.target_of(rule, nxt).encode()))
                if to_main:
                    main_contexts.append(here)
        return bool(main_contexts)

    def runtime_include_at(self, toks: List[_Tok]) -> int:
        """Where the main HIP header goes in a file that includes none, as hipify-clang places it: after `#pragma
        once` or the include guard (`#ifndef G` / `#define G` opening the file), whichever comes first; else right
        before the first #include; else at the very beginning."""
        code = [t for t in toks if t.kind != "COMMENT"]
        anchors = []
        for k, t in enumerate(code):
            if t.text == "#" and k + 2 < len(code) and code[k + 1].text == "pragma" and code[k + 2].text == "once" \
                    and code[k + 1].line == t.line and self.first_on_line(t):
                anchors.append(self.logical_line_end(t.start) + 1)
                break
        if len(code) >= 6 and code[0].text == "#" and code[1].text == "ifndef" and code[3].text == "#" \
                and code[4].text == "define" and code[5].text == code[2].text and code[3].line > code[0].line:
            anchors.append(self.logical_line_end(code[3].start) + 1)
        if anchors:
            return min(min(anchors), len(self.data))
        if self.include_starts:
            return self.line_start(self.include_starts[0])
        return 0

    def insert_runtime_include(self, toks: List[_Tok]) -> None:
        at = self.runtime_include_at(toks)
        rule = self.rules.implicit_include
        line = b"#include <" + rule.name.encode() + b">\n"
        if at > 0 and self.data[at - 1:at] != b"\n":
            line = b"\n" + line  # after a last line without its newline
        self.insert(at, line, before=True)
        first = next((t for t in toks if t.kind != "COMMENT"), None) or (toks[0] if toks else None)
        if first is not None:
            self.applied(rule, first)

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

    def macro_body(self, toks: List[_Tok], k: int) -> Tuple[int, int]:
        name = toks[k]
        start = name.end
        if k + 1 < len(toks) and toks[k + 1].text == "(" and toks[k + 1].start == name.end:
            j = k + 1
            while j < len(toks) and toks[j].text != ")":
                j += 1
            if j < len(toks):
                start = toks[j].end
        return start, self.logical_line_end(name.end)

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

    def nvcc_dialect_pass(self, toks: List[_Tok], errors) -> List:
        """A member template of a dependent class template named without `template` (`Cast<T>::to<4>(x)`): nvcc's
        front end (EDG) looks the name up in the primary template and takes it as a template; clang reads a
        comparison, and refuses it where the function is instantiated (`errors`: the parse's, `nvcc_missing_
        template`). As EDG reads it, `template ` is written before the name, with a warning (NVCC_DIALECT): where the
        parse refused it (the name its message gives, the first `::name<` from where it points), and where the
        parse left the name unresolved and the class template the qualifier names has a member template of that
        name. After `.` or `->` nvcc refuses it too: left as it is. Returns the errors it placed nothing for."""
        pattern = self.rules.pattern("nvcc_missing_template")
        by_offset = {t.start: k for k, t in enumerate(toks)}
        left = []
        for d in errors:
            m = pattern.search(d.spelling)
            name = next((g for g in m.groups() if g), None) if m else None
            k = by_offset.get(d.location.offset)
            while name and k is not None and k + 1 < len(toks) and toks[k].text not in (";", "{", "}"):
                if k > 1 and toks[k].text == name and toks[k - 1].text == "::" and toks[k + 1].text == "<" \
                        and _template_owner(toks, k - 1) is not None:
                    self.mend_template(toks[k], _template_owner(toks, k - 1))
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
            if owner is None or self.edits.zero_width_at(t.start) is not None:
                continue
            if owner.text not in members:
                members[owner.text] = _member_templates(toks, owner.text)
            if t.text in members[owner.text] and _unresolved(t):
                self.mend_template(t, owner)
        return left

    def mend_template(self, name: _Tok, owner: _Tok) -> None:
        if self.inactive(name.start) or self.edits.zero_width_at(name.start) is not None:
            return
        self.insert(name.start, b"template ")
        self.mended_lines.add(name.line)
        message = f"missing 'template' keyword prior to dependent template name '{name.text}'"
        rule = self.rules.matching_alternative("nvcc_missing_template", message)
        if rule is not None:
            self.conversions.append(Conversion(rule.id, rule.name, name.line, name.col))
        self.diag(Severity.WARNING, codes.NVCC_DIALECT, f"'{name.text}' is a member template of '{owner.text}' named "
                  f"without 'template': nvcc reads it as one, clang does not; the translation reads "
                  f"'template {name.text}'", name.line, name.col, rule)

    def insert(self, at: int, text: bytes, before: bool = False) -> None:
        """A zero-width edit; insertions at the same offset are merged, since edits may not coincide."""
        e = self.edits.zero_width_at(at)
        if e is not None:
            e.text = text + e.text if before else e.text + text
            return
        self.edits.append(_Edit(at, at, text))

    # ------------------------------------------------------------------ token pass
    def user_defined(self, tok: _Tok, tu) -> bool:
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
        return not os.path.abspath(f.name).startswith(_OURS)

    def excluded(self, offset: int) -> bool:
        """Code the translation leaves alone: an excluded #if branch, when only active code is translated."""
        return not self.translate_inactive and self.inactive(offset)

    def token_pass(self, toks: List[_Tok], tu) -> List[int]:
        """Renames, diagnostics; returns the indices of call sites of `call` rules for the call pass."""
        sites: List[int] = []
        rules = self.rules
        cuda_name = rules.pattern("cuda_name")
        # Asking libclang who declared a name costs ~0.15 ms a token; only names that stand somewhere in a
        # declaration position (after a type or keyword) can be a user's own entity, so only those are asked.
        maybe_users = {t.text for j, t in enumerate(toks) if t.kind == "IDENTIFIER" and t.text in rules.renames
                       and self.is_declaration(toks, j)}
        roots = rules.qualified_roots
        skip_until = -1
        overloaded = self.user_overloads(toks, tu)
        for i, tok in enumerate(toks):
            if tok.kind != "IDENTIFIER" or tok.line in self.include_lines or i < skip_until \
                    or self.excluded(tok.start) or tok.text in self.keep_names:
                continue
            name = tok.text
            if name in roots and not self.is_member(toks, i):
                end = self.qualified_pass(toks, i)
                if end is not None:
                    skip_until = end
                    continue
            uo = overloaded.get(name)
            if uo is not None and not self.is_member(toks, i):
                self.edits.append(_Edit(tok.start, tok.end, uo.target.encode()))
                self.applied(uo, tok)
                continue
            followed_by_paren = i + 1 < len(toks) and toks[i + 1].text == "("
            if name in self.call_names and followed_by_paren:
                if self.is_declaration(toks, i):
                    # `T cudaMallocHost(...)` declares, unless the parse saw a call there: a statement macro
                    # without its semicolon before it (`CUERR cudaMallocHost(&p, n);`, HeCBench's bmf)
                    self.declaration_sites.append(i)
                else:
                    sites.append(i)
                continue
            ren = rules.renames.get(name)
            if ren is not None:
                # A member or an entity the user declared under a CUDA name (struct field `cudaStream_t`,
                # `my::cudaDeviceReset`) is theirs: renaming its declaration but not its uses would break the code.
                if self.is_member(toks, i) or (name in maybe_users and self.user_defined(tok, tu)):
                    continue
                if self.older_fallback(ren):
                    continue  # older=keep: the CUDA name stays, pycucc_compat.h has it
                self.edits.append(_Edit(tok.start, tok.end, self.target_of(ren, tok).encode()))
                self.applied(ren, tok)
                continue
            uns = rules.unsupported.get(name)
            if uns is not None:
                if self.inactive(tok.start):
                    self.diag(Severity.WARNING, codes.UNSUPPORTED_API, f"'{name}' is not supported by HIP (in an "
                              f"inactive #if branch): {uns.advice}", tok.line, tok.col, uns)
                else:
                    self.diag(Severity.ERROR, codes.UNSUPPORTED_API, f"'{name}' is not supported by HIP: {uns.advice}",
                              tok.line, tok.col, uns)
                continue
            if name in self.call_names:
                if not self.is_member(toks, i) and not self.is_declaration(toks, i):
                    arities = ", ".join(str(a) for a in rules.arities(name))
                    self.diag(Severity.WARNING, codes.NOT_A_CALL, f"'{name}' is translated only where it is called "
                              f"(with {arities} argument(s)); this use was left as is", tok.line, tok.col)
                continue
            if cuda_name.match(name) and name not in _compat_names() and not self.is_member(toks, i) \
                    and not self.user_defined(tok, tu):
                where = " (in an inactive #if branch)" if self.inactive(tok.start) else ""
                self.diag(Severity.WARNING, codes.UNKNOWN_CUDA_NAME, f"no HIP translation for CUDA name '{name}'"
                          f"{where}; left as is", tok.line, tok.col,
                          rules.matching_alternative("cuda_name", name, anchored=True),
                          hint=f"port this use by hand or add a rule for it (pycucc explain {codes.UNKNOWN_CUDA_NAME})")
        return sites

    def user_overloads(self, toks: List[_Tok], tu) -> Dict[str, Rule]:
        """The `user_overload` rules that apply to this file: those whose name the parse sees the program declare
        (a definition here or in a header it includes), with a note at the first such declaration."""
        table = self.rules.user_overloads
        found: Dict[str, Rule] = {}
        if tu is None or not table:
            return found
        for tok in toks:
            rule = table.get(tok.text)
            if rule is None or tok.text in found or tok.kind != "IDENTIFIER" or not self.user_defined(tok, tu):
                continue
            found[tok.text] = rule
            self.diag(Severity.NOTE, codes.USER_OVERLOAD_RENAMED, f"the program declares its own '{tok.text}' "
                      f"(HIP overloads it beyond CUDA, e.g. for float and double): in this file '{tok.text}' is "
                      f"'{rule.target}', which also has CUDA's own overloads", tok.line, tok.col, rule)
        return found

    def qualified_pass(self, toks: List[_Tok], i: int) -> Optional[int]:
        """``ns::a::b`` starting at toks[i] (a namespace or the first part of a qualified rule): the longest
        qualified rename or unsupported entry that matches a prefix of the chain applies; otherwise a `namespace`
        entry renames the first part where it names the namespace. Returns the index after the tokens it
        consumed, or None when nothing applied."""
        chain = [(toks[i].text, i)]
        j = i
        while j + 2 < len(toks) and toks[j + 1].text == "::" and toks[j + 2].kind == "IDENTIFIER":
            j += 2
            chain.append((chain[-1][0] + "::" + toks[j].text, j))
        rules = self.rules
        tok = toks[i]
        for qname, last in reversed(chain[1:]):
            uns = rules.unsupported.get(qname)
            if uns is not None:
                sev = Severity.WARNING if self.inactive(tok.start) else Severity.ERROR
                where = " (in an inactive #if branch)" if sev == Severity.WARNING else ""
                self.diag(sev, codes.UNSUPPORTED_API, f"'{qname}' is not supported by HIP{where}: {uns.advice}",
                          tok.line, tok.col, uns)
                return last + 1
            ren = rules.renames.get(qname)
            if ren is not None:
                self.edits.append(_Edit(tok.start, toks[last].end, self.target_of(ren, tok).encode()))
                self.applied(ren, tok)
                return last + 1
        ns = rules.namespaces.get(tok.text)
        if ns is None:
            return None
        prev = toks[i - 1].text if i > 0 else ""
        as_namespace = (len(chain) > 1 or prev == "namespace" and i > 1 and toks[i - 2].text == "using"
                        or prev == "=" and i > 2 and toks[i - 3].text == "namespace")
        if not as_namespace:
            return None
        self.edits.append(_Edit(tok.start, tok.end, ns.target.encode()))
        self.applied(ns, tok)
        return i + 1

    @staticmethod
    def is_member(toks: List[_Tok], i: int) -> bool:
        """``x.name`` / ``p->name`` / ``ns::name``: not the global CUDA entity of that name."""
        return i > 0 and toks[i - 1].text in (".", "->") or (
            i > 1 and toks[i - 1].text == "::" and toks[i - 2].kind == "IDENTIFIER")

    @staticmethod
    def is_declaration(toks: List[_Tok], i: int) -> bool:
        """``cudaError_t cudaMalloc(...)``: a (user) declaration of a function with a CUDA name, not a call."""
        if i == 0:
            return False
        prev = toks[i - 1]
        return prev.kind in ("IDENTIFIER", "KEYWORD") and prev.text not in ("return", "case", "else", "do",
                                                                              "throw", "co_return", "sizeof")

    # ------------------------------------------------------------------ call pass
    def split_call(self, toks: List[_Tok], i: int):
        """Argument byte ranges of the call whose name is toks[i]; None if it cannot be delimited.

        Comments count as part of the argument they follow or precede, so a rewrite never drops them."""
        depth = 0
        args: List[Tuple[int, int]] = []
        arg_first: Optional[_Tok] = None
        arg_last: Optional[_Tok] = None
        j = i + 1
        n = len(toks)
        while j < n:
            t = toks[j]
            if t.kind == "PUNCTUATION" and t.text == "#" and self.first_on_line(t):
                return None  # a directive inside the argument list: not ours to reshuffle
            if t.text in _OPEN:
                depth += 1
                if depth == 1:
                    j += 1
                    continue
            elif t.text in _CLOSE:
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

    def call_pass(self, toks: List[_Tok], sites: List[int], ast_calls: Dict[int, _AstCall]) -> None:
        called = [i for i in self.declaration_sites if ast_calls.get(toks[i].start) is not None]
        # Innermost calls first (they start later), so an outer call can absorb their edits into its arguments.
        for i in sorted(sites + called, key=lambda k: -toks[k].start):
            tok = toks[i]
            name = tok.text
            # in a macro body the parse saw one expansion (or none): the text there stands for every expansion
            ast = ast_calls.get(tok.start) if self.in_macro_body(tok.start) is None else None
            if ast is not None and ast.from_user:
                continue
            split = self.split_call(toks, i)
            if split is None or (ast is not None and ast.nargs != len(split[0])):
                self.diag(Severity.WARNING, codes.CALL_NOT_SPLIT, f"could not delimit the arguments of '{name}'; "
                          "the call was left as is", tok.line, tok.col)
                continue
            args, end = split
            rule = self.pick_overload(name, len(args), ast, tok)
            if rule is False:
                continue  # ambiguous without the parse: reported
            if rule is None:
                ren = self.rules.renames.get(name)
                if ren is not None:
                    self.edits.append(_Edit(tok.start, tok.end, self.target_of(ren, tok).encode()))
                    self.applied(ren, tok)
                else:
                    arities = ", ".join(str(a) for a in self.rules.arities(name))
                    self.diag(Severity.WARNING, codes.NO_OVERLOAD, f"no rule for '{name}' with {len(args)} argument(s) "
                              f"(rules exist for {arities}); the call was left as is", tok.line, tok.col)
                continue
            # Edits inside the call but outside every argument would be lost by the rewrite: there are none,
            # because the callee and punctuation carry no edits; keep that an invariant. (Insertions right before
            # or after the call, a conversion written around it, stay where they are.)
            text = self.render_call(rule, tok, args, end)
            assert not [e for e in self.edits.within(tok.start, end) if not (e.start == e.end in (tok.start, end))], \
                f"edits outside arguments of {name} at {tok.line}:{tok.col}"
            self.edits.append(_Edit(tok.start, end, source_bytes(text)))
            self.applied(rule, tok)

    def pick_overload(self, name: str, nargs: int, ast: Optional["_AstCall"], tok: _Tok):
        """The call rule for this call: a typed overload (`when`) whose argument class the parse confirms, else the
        plain overload of the arity; None when there is none, False when typed overloads exist and nothing tells
        them apart (reported)."""
        typed = self.rules.typed_calls.get(name, {}).get(nargs, ())
        plain = self.rules.calls.get(name, {}).get(nargs)
        if typed:
            kinds = ast.arg_kinds if ast is not None else ()
            if len(kinds) == nargs:
                for r in typed:
                    index, kind = r.when
                    if kinds[index] == kind:
                        return r
                return plain
            forms = "; ".join(f"{r.params[r.when[0]]} as {r.when[1]}" for r in typed)
            self.diag(Severity.WARNING, codes.CALL_AMBIGUOUS, f"'{name}' with {nargs} argument(s) has CUDA versions "
                      f"that differ in an argument's type ({forms}, or otherwise), and without a parse of the call "
                      "pycucc cannot tell which one this is; the call was left as is", tok.line, tok.col,
                      typed[0], hint="pass the include folders and macros the build uses (-I, -D) so that the file "
                                     "parses")
            return False
        return plain

    def render_call(self, rule: CallRule, tok: _Tok, args: List[Tuple[int, int]], end: int) -> str:
        """The call rewritten by `rule` with the fewest edits: the callee renamed and each argument wrapped as the
        template says, the user's spacing, line breaks and comments between the arguments kept (what hipify-clang
        does: ``cudaEventCreate( &start )`` -> ``hipEventCreate( &start )``). Templates that reorder, repeat or
        take arguments apart are rendered whole."""
        texts = [self.absorb(a, b) for a, b in args]
        shape = rule.shape
        if shape is None:
            return rule.render(texts)
        data = self.data
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

    def absorb(self, start: int, end: int) -> str:
        """The source of [start, end) with the edits inside it applied; those edits are consumed."""
        inside = self.edits.take_within(start, end)
        if not inside:
            return source_text(self.data[start:end])
        out = []
        pos = start
        for e in inside:
            out.append(self.data[pos:e.start])
            out.append(e.text)
            pos = e.end
        out.append(self.data[pos:end])
        return source_text(b"".join(out))

    # ------------------------------------------------------------------ host warpSize
    def host_warp_pass(self, toks: List[_Tok], uses) -> None:
        """Host reads of a device built-in (``warpSize``) -> the rule's expression, with the prelude that defines
        it inserted before the file-level declaration holding the first of them."""
        by_offset = {t.start: t for t in toks if t.kind == "IDENTIFIER"}
        first_top: Dict[str, int] = {}
        # several uses inside one macro expansion share its location: one diagnostic for them
        uses = list({u.offset: u for u in sorted(uses, key=lambda u: u.offset, reverse=True)}.values())
        for use in sorted(uses, key=lambda u: u.offset):
            tok = by_offset.get(use.offset)
            rule = self.rules.host_reads.get(use.name)
            if rule is None:
                continue
            if use.kind == "host" and tok is not None and tok.text == use.name:
                self.edits.append(_Edit(tok.start, tok.end, rule.template.encode()))
                self.applied(rule, tok)
                prelude = rule.attr("prelude")
                if prelude:
                    if prelude not in first_top:
                        self.applied(self.rules.preludes[prelude], tok)
                    first_top[prelude] = min(first_top.get(prelude, use.top), use.top)
                continue
            if use.kind == "constant":
                why = "in a constant expression, where a runtime query cannot go"
            elif use.kind == "hostdevice":
                why = "in a __host__ __device__ function, whose device side needs the constant"
            else:
                why = "through a macro, whose other uses may be device code"
            self.diag(Severity.WARNING, codes.HOST_WARP_SIZE_NOT_REWRITTEN, f"host-side {use.name} left as is "
                      f"({why}); on the host it is 64 for every target, also for wave32 GPUs", use.line, use.col,
                      rule, hint="query hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, device) at run time")
        for name, top in sorted(first_top.items(), key=lambda kv: kv[1]):
            self.insert(self.line_start(top), self.rules.preludes[name].text.encode())

    # ------------------------------------------------------------------ conversions
    def conversion_pass(self, toks: List[_Tok], converted: List["_Converted"]) -> None:
        """Values the parse converts where HIP's types have no conversion (`convert` rules: a uint3 to a dim3):
        the value is wrapped in the rule's helper where it stands, by insertions before and after it, so that
        rewrites inside it (renames, calls) and around it (a call it is an argument of) stay independent."""
        by_start = {t.start: t for t in toks}
        for c in sorted(converted, key=lambda c: c.start):
            rule, tok = c.rule, by_start.get(c.start)
            before, after = rule.wrapping
            if c.in_macro or tok is None:
                self.diag(Severity.WARNING, codes.REWRITE_IN_MACRO, f"a {rule.source} is converted to a "
                          f"{rule.name} inside a macro expansion; HIP's {rule.name} has no such conversion and "
                          "the translation cannot write it out here", c.line, c.col, rule,
                          hint=f"write the conversion out where the macro is defined or used: {before}v{after}")
                continue
            self.insert(c.start, before.encode())
            self.insert(c.end, after.encode(), before=True)
            self.applied(rule, tok)

    def member_pass(self, toks: List[_Tok], called: List["_MemberCalled"]) -> None:
        """Calls of member functions HIP's class lacks (`member` rules): `t.f()` becomes `helper(t)` and `p->f()`
        `helper(*p)`, by an insertion before the object and a replacement from its `.`/`->` to the end of the
        call, so that rewrites inside the object (and around the call) stay independent."""
        by_start = {t.start: t for t in toks}
        for m in sorted(called, key=lambda m: m.obj_start):
            rule = m.rule
            before, after = rule.wrapping
            tok = next((t for t in toks if t.start >= m.op_start and t.kind == "IDENTIFIER"), None)
            if m.in_macro or m.obj_start not in by_start or tok is None:
                self.diag(Severity.WARNING, codes.REWRITE_IN_MACRO, f"'{rule.method}()' is called inside a macro "
                          f"expansion; HIP's {rule.owner.rsplit('::', 1)[-1]} has no such member and the "
                          "translation cannot rewrite the call here", m.line, m.col, rule,
                          hint=f"call the helper pycucc_compat.h gives it instead: {before}object{after}")
                continue
            if self.edits.within(m.op_start, m.end):
                continue  # something else already rewrote the call's arguments
            self.insert(m.obj_start, (before + ("*" if m.arrow else "")).encode())
            self.edits.append(_Edit(m.op_start, m.end, after.encode()))
            self.applied(rule, tok)

    # ------------------------------------------------------------------ inline PTX, dynamic parallelism
    def inline_asm_pass(self, toks: List[_Tok]) -> None:
        """``asm("mov.u32 %0, %%laneid;" : "=r"(x))``: PTX that no AMD GPU assembler takes.

        On tokens, so it works without a parse and reaches macro bodies; the asm template is the string literal
        (or adjacent literals) right after ``asm [volatile] (``."""
        n = len(toks)
        ptx_asm = None  # compiled at the first asm statement: most files have none
        for i, tok in enumerate(toks):
            if tok.text not in _ASM_KEYWORDS or tok.kind not in ("KEYWORD", "IDENTIFIER"):
                continue
            ptx_asm = ptx_asm or self.rules.pattern("ptx_asm")
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
            lowered = ptx_inline.lower_asm(toks, i, _ASM_QUALIFIERS, self.data, self.path, self.lines,
                                           len(self.ptx_statements) + 1)
            if lowered is not None:
                self.apply_ptx(*lowered)
                continue
            what = m.group(0).strip(" ;{\t")
            advice_rule = next((r for r in self.rules.ptx_advice if re.search(r.name, template)), None)
            advice = advice_rule.advice if advice_rule is not None else None
            rule = advice_rule or self.rules.matching_alternative("ptx_asm", template)
            hint = ("rewrite it with HIP device functions" + (f": {advice}" if advice else "") +
                    "; AMD GPU intrinsics are __builtin_amdgcn_* (lane and wave operations, DPP moves, s_sleep), "
                    "and AMDGCN inline asm is possible but target-specific")
            if self.inactive(tok.start):
                self.diag(Severity.WARNING, codes.INLINE_PTX, f"inline PTX assembly ('{what}') in an inactive #if "
                          f"branch that pycucc cannot take apart ({_NOT_TAKEN_APART}); it cannot be compiled for AMD "
                          "GPUs if the branch is enabled", tok.line, tok.col, rule, hint=hint)
            else:
                self.diag(Severity.ERROR, codes.INLINE_PTX, f"inline PTX assembly ('{what}') that pycucc cannot take "
                          f"apart ({_NOT_TAKEN_APART}), so it cannot lower it for AMD GPUs", tok.line, tok.col, rule,
                          hint=hint)

    def apply_ptx(self, st, res) -> None:
        """One lowered asm statement: its edits replace the statement (earlier edits inside its template and
        constraints give way; none touch the operand expressions), its helpers go before the file's code."""
        ptx_inline = _ptx_inline()
        self.ptx_statements.append(st)
        inactive = self.inactive(st.start)
        if not res.ok:
            for d in res.diagnostics:
                if inactive and d.is_error:
                    d = Diagnostic(Severity.WARNING, d.code, d.message + " (in an inactive #if branch; it matters if "
                                   "the branch is enabled, as __CUDA_ARCH__ branches are in device passes)", d.path,
                                   d.line, d.col, source_line=d.source_line, hint=d.hint)
                self.diags.append(d)
            return
        for a, b, text in res.edits:
            self.edits.take_within(a, b)
            self.edits.append(_Edit(a, b, text))
        for name, text in res.helpers:
            self.ptx_helpers.setdefault(name, text)
        self.diags.extend(res.diagnostics)
        self.conversions.append(Conversion(ptx_inline.INLINE_RULE_ID, ptx_inline.first_instruction(st), st.line,
                                           st.col))

    def ptx_helpers_pass(self, toks: List[_Tok]) -> None:
        """The helpers of every lowered asm statement, once, before the file's first line of code (after its
        preprocessor directives, which may be what the helpers' types come from)."""
        if not self.ptx_helpers:
            return
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
        ptx_inline = _ptx_inline()
        self.insert(at, ptx_inline.helper_block(ptx_inline.ordered_helpers(self.ptx_helpers)).encode())

    def device_launch_pass(self, toks: List[_Tok], device_ranges: List[Tuple[int, int, str]]) -> Set[int]:
        """What the rules call unsupported in device code (kernel launches and cudaDeviceSynchronize there: CUDA
        dynamic parallelism); returns the lines reported, whose errors from the parse say the same less clearly."""
        lines: Set[int] = set()
        table = self.rules.device_unsupported
        if not device_ranges or not table:
            return lines
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
            self.diag(Severity.ERROR, codes.DYNAMIC_PARALLELISM, f"{what} in device code (in {device_ranges[k][2]}): "
                      f"{rule.advice}", tok.line, tok.col, rule, hint=rule.attr("hint"))
            lines.add(tok.line)
        return lines

    # ------------------------------------------------------------------ launch pass (hipLaunchKernelGGL)
    def launch_pass(self, toks: List[_Tok]) -> None:
        """``k<<<g, b, shm, s>>>(args)`` -> the rules' launch call (``hipLaunchKernelGGL(k, dim3(g), ...)``).

        On tokens, like the renames, so launches in macro bodies and inactive branches are converted too. Runs
        after the call pass and absorbs its edits inside the launch. A launch that cannot be delimited, or that
        sits where a statement cannot (hipLaunchKernelGGL expands to ``do {...} while (0)``), keeps the chevrons,
        which hip-clang compiles as well."""
        if self.rules.launch is None:
            return
        for i in sorted((k for k, t in enumerate(toks) if t.text == "<<<" and t.kind == "PUNCTUATION"
                         and not self.excluded(t.start)), key=lambda k: -toks[k].start):
            why = self.convert_launch(toks, i)
            if why:
                tok = toks[i]
                self.diag(Severity.WARNING, codes.LAUNCH_NOT_CONVERTED, f"kernel launch left in <<<...>>> form: {why}",
                          tok.line, tok.col)

    def convert_launch(self, toks: List[_Tok], i: int) -> Optional[str]:
        """Rewrites the launch whose ``<<<`` is toks[i]; returns why it did not, or None."""
        n = len(toks)
        # the configuration, split at top-level commas
        config: List[Tuple[int, int]] = []
        depth, j, first = 0, i + 1, None
        while j < n:
            t = toks[j]
            if t.kind == "PUNCTUATION" and t.text == "#" and self.first_on_line(t):
                return "a preprocessor directive inside the launch configuration"
            if t.text == ">>>" and depth == 0:
                break
            if t.text in _OPEN:
                depth += 1
            elif t.text in _CLOSE:
                depth -= 1
                if depth < 0:
                    return "unbalanced parentheses in the launch configuration"
            elif t.text == "," and depth == 0:
                if first is None:
                    return "an empty launch configuration argument"
                config.append((first.start, toks[j - 1].end))
                first = None
                j += 1
                continue
            if first is None:
                first = t
            j += 1
        if j >= n:
            return "no closing >>>"
        if first is not None:
            config.append((first.start, toks[j - 1].end))
        defaults = self.rules.launch.defaults
        least, most = sum(d is None for d in defaults), len(defaults)
        if not least <= len(config) <= most:
            return (f"{len(config)} launch configuration value(s) (a macro that expands to several of them?); "
                    f"expected {least} to {most}")
        close = j
        if close + 1 >= n or toks[close + 1].text != "(":
            return "no argument list after >>>"
        split = self.split_call(toks, close)
        if split is None:
            return "the kernel arguments could not be delimited"
        args, end = split
        # the kernel: an identifier, optionally qualified, optionally with explicit template arguments
        k = i - 1
        template = False
        if k < 0:
            return "no kernel name before <<<"
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
                    return "the kernel's template arguments could not be delimited"
                k -= 1
            k -= 1
            template = True
            if k < 0 or toks[k].kind != "IDENTIFIER":
                return "the kernel's template arguments could not be delimited"
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
                return "unbalanced parentheses around the kernel"
        elif toks[k].kind != "IDENTIFIER":
            return "the kernel is not a name"
        while k >= 2 and toks[k - 1].text == "::" and toks[k - 2].kind == "IDENTIFIER":
            k -= 2
        if k >= 1 and toks[k - 1].text == "::":
            k -= 1
        start = toks[k].start
        # statement context: hipLaunchKernelGGL is a do-while statement
        body = self.in_macro_body(toks[i].start)
        # comments between statements are no part of them
        prev = next((toks[q] for q in range(k - 1, -1, -1) if toks[q].kind != "COMMENT"), None)
        m = next((q for q in range(close + 1, n) if toks[q].start >= end and toks[q].kind != "COMMENT"), None)
        after = toks[m] if m is not None else None
        # a directive line before the launch (`#if X`, `#else`, `#pragma unroll`) ends whatever stood before it
        prev_directive = self.directive_at(prev.start) if prev is not None else None
        starts_stmt = (prev is None or prev.text in (";", "{", "}", ")", ":", "else", "do")
                       or (body is not None and prev.end <= body[0])
                       or (prev_directive is not None and prev_directive != self.directive_at(toks[i].start)))
        ends_stmt = (after is None or after.text == ";"
                     or (body is not None and after.start >= body[1]))
        if not (starts_stmt and ends_stmt):
            return "it is part of an expression, and hipLaunchKernelGGL is a statement"
        if self.edits.overlapping_outside(start, end):
            return "it is inside code another rewrite replaced"
        name = self.absorb(start, toks[i - 1].end)
        conf = [self.absorb(a, b) for a, b in config]
        # the kernel's arguments as the user wrote them (line breaks, comments), as hipify-clang keeps them
        texts = [self.absorb(args[0][0], args[-1][1])] if args else []
        assert not self.edits.within(start, end), "edits left inside a launch"
        out = self.rules.launch.render(name, conf, texts, template)
        self.edits.append(_Edit(start, end, source_bytes(out)))
        self.applied(self.rules.launch, toks[i])
        return None

    # ------------------------------------------------------------------ apply
    def apply(self) -> str:
        edits = self.edits.sorted()
        for a, b in zip(edits, edits[1:]):
            assert a.end <= b.start and not (a.start == a.end == b.start == b.end), \
                f"overlapping edits at bytes {a.start}-{a.end} and {b.start}-{b.end}"
        out = bytearray(self.data)
        for e in reversed(edits):
            out[e.start:e.end] = e.text
        return source_text(bytes(out))


_OURS = INCLUDE_DIR + os.sep


def _ptx_inline():
    """pycucc.ptx.inline, imported when a file has inline PTX: the PTX front end costs 0.1 s to import."""
    from .ptx import inline
    return inline
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


# ---------------------------------------------------------------------------------------- AST pass
@record
class _HostRead:
    name: str  # the built-in read (warpSize)
    offset: int  # of the expression; in a macro expansion, the offset of the macro's name
    line: int
    col: int
    kind: str  # 'host': rewritable; 'hostdevice', 'constant': host-side but left as is
    top: int  # offset where the file-level declaration containing it starts


@record
class _AstFacts:
    """What the AST pass learns about the file."""
    calls: Dict[int, _AstCall]  # offset of the callee of a `call`-rule function -> the call
    kernels: Tuple[str, ...]  # device symbols of the kernels it defines (template kernels: instantiations)
    host_reads: List[_HostRead]
    template_names: Set[str]  # kernel templates defined in the file
    device_ranges: List[Tuple[int, int, str]]  # bodies of __global__/__device__ functions
    conversions: List["_Converted"] = field(default_factory=list)
    members: List["_MemberCalled"] = field(default_factory=list)


@record
class _MemberCalled:
    """A call of a `member` rule's method: the object's range, and from its `.`/`->` to the end of the call."""
    obj_start: int
    obj_end: int
    op_start: int
    end: int
    arrow: bool
    rule: Rule
    in_macro: bool
    line: int
    col: int


def _qualified_owner(ref) -> str:
    """`cooperative_groups::thread_block_tile` for a method of (a specialization of) that class."""
    parts = []
    c = ref.semantic_parent
    while c is not None and c.kind.name != "TRANSLATION_UNIT":
        if c.spelling:
            parts.append(c.spelling)
        c = c.semantic_parent
    return "::".join(reversed(parts))


@record
class _Converted:
    """A value the parse converts where HIP's types cannot (a `convert` rule): the value's byte range."""
    start: int
    end: int
    rule: ConversionRule
    in_macro: bool  # the range is (part of) a macro expansion: it cannot be wrapped in place
    line: int
    col: int


def _bare_type(t) -> str:
    """A parameter's or result's type as a `convert` rule names it: no const, reference or elaborated keyword."""
    s = t.get_canonical().spelling
    for word in ("const ", "volatile ", "struct ", "class "):
        s = s.replace(word, "")
    return s.rstrip(" &")


_INTEGER_TYPES = frozenset("BOOL CHAR_U UCHAR CHAR16 CHAR32 USHORT UINT ULONG ULONGLONG UINT128 CHAR_S SCHAR WCHAR "
                           "SHORT INT LONG LONGLONG INT128 ENUM".split())


def _type_class(kind: str) -> str:
    """The type class a rules `when` attribute names, from a canonical clang TypeKind name."""
    if kind in _INTEGER_TYPES:
        return "integer"
    if kind in ("POINTER", "NULLPTR", "MEMBERPOINTER", "BLOCKPOINTER"):
        return "pointer"
    if kind == "RECORD":
        return "record"
    return "other"


def _ast_pass(tu, ci, main_file: str, call_names: Set[str], toks: List[_Tok],
              host_read_names: Set[str] = frozenset(), conversions=None, toks_data: bytes = b"",
              members=None, typed_names: Set[str] = frozenset()) -> _AstFacts:
    """Calls to `call`-rule functions (with their arguments' type classes for ``typed_names``), the kernels
    defined in the file, the host-side reads of the built-ins in ``host_read_names`` (CUDA's ``warpSize``) and
    the conversions of `convert` rules."""
    calls: Dict[int, _AstCall] = {}
    kernels: List[str] = []
    template_kernels: Dict[str, List[str]] = {}  # usr of a kernel template -> mangled names of instantiations
    conversions = conversions or {}
    # a function converting between two types names one of them, or makes a value of one (make_uint3)
    convert_words = {w for pair in conversions for name in pair for w in (name, "make_" + name)}
    converted: List[_Converted] = []
    methods = {r.method: r for r in (members or {}).values()}
    member_calls: List[_MemberCalled] = []
    expansions: List[Tuple[int, int]] = []  # macro expansions in the file, in order
    interesting = [t.start for t in toks if (t.text in call_names or t.text == "<<<" or t.text in convert_words
                                             or t.text in methods) and t.kind != "COMMENT"]
    K = ci.CursorKind
    bodies = []

    # One ctypes call per cursor; going through cursor.location.file builds File objects and costs ~10 µs each,
    # which adds up to 0.1 s over the ~10k declarations the headers bring.
    from_main = ci.conf.lib.clang_Location_isFromMainFile
    from_main.argtypes, from_main.restype = [ci.SourceLocation], ctypes.c_int

    def in_main(c) -> bool:
        return bool(from_main(c.location))

    warp_offsets = [t.start for t in toks if t.text in host_read_names and t.kind == "IDENTIFIER"]
    warp_tops = []

    lib = ci.conf.lib
    decls = []  # (cursor, start, end) of the file-level declarations that can hold code
    device_ranges: List[Tuple[int, int, str]] = []  # bodies of __global__/__device__ functions

    def instantiation(ref) -> None:
        """Records ``ref`` when it is a specialization of one of the file's kernel templates."""
        tmpl = lib.clang_getSpecializedCursorTemplate(ref)
        if tmpl is not None and not tmpl.kind.is_invalid() and tmpl.get_usr() in template_kernels:
            mangled = _kernel_symbol(ref.mangled_name)
            if mangled and mangled not in template_kernels[tmpl.get_usr()]:
                template_kernels[tmpl.get_usr()].append(mangled)

    # The children of a scope that the main file declares, without a Python object for each of the ~2,000
    # declarations the headers bring (cindex's get_children makes one per child: 25 ms on a small file).
    get_location = lib.clang_getCursorLocation
    main_children: List[object] = []

    def keep_main(child, parent, _data):
        if from_main(get_location(child)):
            main_children.append(child)
        return 1  # CXChildVisit_Continue

    keep_cb = ci.callbacks["cursor_visit"](keep_main)

    def children_in_main(cursor) -> List[object]:
        main_children.clear()
        lib.clang_visitChildren(cursor, keep_cb, None)
        found = list(main_children)
        for c in found:
            c._tu = tu
        return found

    def specialization(c) -> bool:
        tmpl = lib.clang_getSpecializedCursorTemplate(c)
        return tmpl is not None and not tmpl.kind.is_invalid()

    def top(cursor, outer=None):
        for c in children_in_main(cursor):
            k = c.kind
            if k == K.FUNCTION_DECL and specialization(c):
                # an instantiation of a function template (implicit ones are top-level declarations of their own
                # when the prelude's are left out): its code is the template's, already visited
                if template_kernels:
                    instantiation(c)
                continue
            if k in (K.NAMESPACE, K.LINKAGE_SPEC, K.UNEXPOSED_DECL):
                top(c, outer if outer is not None else c.extent.start.offset)
            elif k == K.MACRO_INSTANTIATION and (convert_words or methods):
                expansions.append((c.extent.start.offset, c.extent.end.offset))
            elif k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE, K.CXX_METHOD, K.CONSTRUCTOR, K.DESTRUCTOR,
                       K.CLASS_DECL, K.STRUCT_DECL, K.CLASS_TEMPLATE, K.VAR_DECL):
                if k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE, K.CXX_METHOD) and c.is_definition():
                    attrs = {ch.kind for ch in c.get_children() if ch.kind.is_attribute()}
                    if K.CUDAGLOBAL_ATTR in attrs or K.CUDADEVICE_ATTR in attrs:
                        device_ranges.append((c.extent.start.offset, c.extent.end.offset, f"'{c.spelling}'"))
                if k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE) and c.is_definition():
                    if any(ch.kind == K.CUDAGLOBAL_ATTR for ch in c.get_children()):
                        if k == K.FUNCTION_TEMPLATE:
                            template_kernels.setdefault(c.get_usr(), [])
                            kernels.append(("T", c.get_usr(), c.spelling))
                        else:
                            kernels.append(("F", None, c.spelling))
                ext = c.extent
                lo, hi = ext.start.offset, ext.end.offset
                decls.append((c, lo, hi))
                i = bisect.bisect_left(warp_offsets, lo)
                if i < len(warp_offsets) and warp_offsets[i] < hi:
                    warp_tops.append((c, lo if outer is None else outer))

    top(tu.cursor)
    # A kernel template exists in the code object only where the file instantiates it: by a launch, an explicit
    # instantiation (above) or a reference such as `(void *)k<float>` handed to cudaLaunchKernel.
    template_names = {spelling for kind, _, spelling in kernels if kind == "T"}
    if template_names:
        interesting = sorted(interesting + [t.start for t in toks if t.kind == "IDENTIFIER"
                                            and t.text in template_names])
    for c, lo, hi in decls:
        i = bisect.bisect_left(interesting, lo)
        if i < len(interesting) and interesting[i] < hi:
            bodies.append(c)
    warp_uses = _host_reads(ci, warp_tops, host_read_names) if warp_tops else []

    get_spelling = lib.clang_getSpellingLocation
    get_spelling.argtypes = [ci.SourceLocation, POINTER(c_void_p), POINTER(c_uint), POINTER(c_uint), POINTER(c_uint)]
    get_spelling.restype = None
    main_id = tu.get_file(main_file)
    spelled_file, spelled_off = c_void_p(), c_uint()

    def spelling_offset(loc) -> Optional[int]:
        """Where the token at `loc` is spelled in the main file (inside a macro argument), or None."""
        get_spelling(loc, ctypes.byref(spelled_file), None, None, ctypes.byref(spelled_off))
        if not spelled_file.value or not lib.clang_File_isEqual(spelled_file, main_id):
            return None
        return spelled_off.value

    # how clang represents a kernel launch in the AST (not a CUDA-to-HIP fact: the CALL_EXPR of k<<<...>>>(...)
    # has the configuration call as its second child, Sema::BuildCUDAKernelCallExpr)
    launch_names = ("cudaConfigureCall", "__cudaPushCallConfiguration")
    convert_to = {to for to, _ in conversions}
    def conversion(cursor) -> None:
        """A constructor or conversion function of a `convert` rule's types, called explicitly or not."""
        ref = cursor.referenced
        if ref is None:
            return
        if ref.kind == K.CONSTRUCTOR:
            params = list(ref.get_arguments())
            rule = conversions.get((ref.semantic_parent.spelling, _bare_type(params[0].type))) \
                if len(params) == 1 else None
            value = next(iter(cursor.get_arguments()), None)
        elif ref.kind == K.CONVERSION_FUNCTION:
            rule = conversions.get((_bare_type(ref.result_type), ref.semantic_parent.spelling))
            value = cursor
        else:
            return
        if rule is None or value is None:
            return
        ext = value.extent
        start, end = ext.start.offset, ext.end.offset
        in_macro = in_expansion(start, end)
        if not in_macro and b"operator" in toks_data[start:end]:
            return  # `d.operator uint3()` names the conversion itself; the compile reports it
        converted.append(_Converted(start, end, rule, in_macro, ext.start.line, ext.start.column))

    def in_expansion(start: int, end: int) -> bool:
        """libclang gives an expression from a macro the invocation's range, which may hold more than it."""
        return any(a < end and start < b for a, b in expansions)

    def member_call(cursor, name: str) -> None:
        ref = cursor.referenced
        if ref is None or ref.kind != K.CXX_METHOD:
            return
        rule = (members or {}).get(f"{_qualified_owner(ref)}::{name}")
        callee = next(iter(cursor.get_children()), None)
        obj = next(iter(callee.get_children()), None) if callee is not None else None
        if rule is None or obj is None:
            return  # another class's method, or called on `this` inside the class
        ext = cursor.extent
        o = obj.extent
        start, end, name_at = o.start.offset, ext.end.offset, callee.extent.end.offset - len(name)
        op = toks_data[o.end.offset:name_at].strip()
        if op not in (b".", b"->"):
            return  # `t.template meta_group_size()` and other spellings: left to the compile
        member_calls.append(_MemberCalled(start, o.end.offset, o.end.offset + toks_data[o.end.offset:name_at].index(op),
                                          end, op == b"->", rule, in_expansion(start, end), callee.extent.end.line,
                                          callee.extent.end.column - len(name)))

    def dependent_callee(call):
        """A call in a template whose arguments depend on its parameters (`cudaMallocHost(&e.p, n)` with `e` of a
        dependent type): clang leaves it unresolved, an unnamed CALL_EXPR whose callee is the overload set. The
        set, when it names a function; None otherwise. (A header translated on its own never sees the
        instantiations that would name the call.)"""
        callee = next(iter(call.get_children()), None)
        while callee is not None and callee.kind in (K.DECL_REF_EXPR, K.UNEXPOSED_EXPR):
            callee = next(iter(callee.get_children()), None)
        return callee if callee is not None and callee.kind == K.OVERLOADED_DECL_REF else None

    def visit(cursor, parent, _data):
        cursor._tu = tu  # cindex's own visitors do this; its result wrappers need the owning unit
        parent._tu = tu
        if cursor.kind == K.CALL_EXPR:
            name = cursor.spelling
            overloads = dependent_callee(cursor) if not name else None
            if overloads is not None:
                name = overloads.spelling
            if name in call_names:
                loc = cursor.location
                if loc.file is not None and loc.file.name == main_file:
                    written = [a for a in cursor.get_arguments() if a.extent.start.file is not None]
                    ref = cursor.referenced if overloads is None else None
                    user = False
                    if ref is not None and ref.location.file is not None:
                        user = not os.path.abspath(ref.location.file.name).startswith(_OURS)
                    elif overloads is not None:
                        decls = (lib.clang_getOverloadedDecl(overloads, k)
                                 for k in range(lib.clang_getNumOverloadedDecls(overloads)))
                        user = any(d.location.file is not None and
                                   not os.path.abspath(d.location.file.name).startswith(_OURS) for d in decls)
                    kinds = tuple(_type_class(a.type.get_canonical().kind.name) for a in written) \
                        if name in typed_names else ()
                    call = _AstCall(name, loc.offset, len(written), user, kinds)
                    calls.setdefault(loc.offset, call)
                    # a call written in a macro's argument (`CHECK(cudaMalloc(&p, n))`) is located at the macro's
                    # name; its callee is spelled further on, where the token pass finds it
                    spelled = spelling_offset(loc)
                    if spelled is not None and spelled != loc.offset:
                        calls.setdefault(spelled, call)
            elif name in launch_names and parent.kind == K.CALL_EXPR:
                ref = parent.referenced
                if ref is not None:
                    instantiation(ref)
            elif name in methods:
                member_call(cursor, name)
            elif convert_to and (name in convert_to or name.startswith("operator ")):
                conversion(cursor)  # in a body of the main file (a macro expansion in it is not "from" it)
        elif cursor.kind == K.DECL_REF_EXPR and template_names and cursor.spelling in template_names:
            ref = cursor.referenced
            if ref is not None and ref.kind == K.FUNCTION_DECL:
                instantiation(ref)
        return 2  # CXChildVisit_Recurse

    cb = ci.callbacks["cursor_visit"](visit)
    for body in bodies:
        lib.clang_visitChildren(body, cb, None)

    names: List[str] = []
    for kind, usr, spelling in kernels:
        if kind == "T":
            names.extend(template_kernels[usr])  # none when never instantiated: no such kernel will exist
        else:
            names.append(spelling)
    return _AstFacts(calls, tuple(dict.fromkeys(names)), warp_uses, template_names, device_ranges,
                     list({(c.start, c.end): c for c in converted}.values()),
                     list({(m.obj_start, m.end): m for m in member_calls}.values()))


def _explicit_instantiations(toks: List[_Tok], template_names: Set[str], inactive) -> List[str]:
    """The template-ids (``ns::k<float, 4>``) of explicit instantiations of kernel templates, from the tokens.

    libclang exposes no cursor for ``template __global__ void k<float>(float *);``, so these are found here and
    resolved by a second parse (see _instantiated_symbols). ``extern template`` instantiates nothing; an
    instantiation that deduces its template arguments is not resolved and its kernel is not listed."""
    out: List[str] = []
    n = len(toks)
    for i, tok in enumerate(toks):
        if tok.text != "template" or tok.kind != "KEYWORD" or i + 1 >= n or toks[i + 1].text == "<":
            continue
        if (i > 0 and toks[i - 1].text == "extern") or inactive(tok.start):
            continue
        j, depth = i + 1, 0
        while j < n and not (toks[j].text == ";" and depth == 0) and toks[j].text not in ("{", "}"):
            depth += toks[j].text == "("
            depth -= toks[j].text == ")"
            if depth == 0 and toks[j].text in template_names and j + 1 < n and toks[j + 1].text == "<":
                k = j
                while k >= 2 and toks[k - 1].text == "::" and toks[k - 2].kind == "IDENTIFIER":
                    k -= 2
                level, m = 0, j + 1
                while m < n:
                    level += {"<": 1, ">": -1, ">>": -2}.get(toks[m].text, 0)
                    if level <= 0 or toks[m].text in (";", "{", "}"):
                        break
                    m += 1
                if m < n and level == 0:
                    out.append(" ".join(t.text for t in toks[k:m + 1]))
                break
            j += 1
    return list(dict.fromkeys(out))


def _instantiated_symbols(source: str, path: str, template_ids: List[str], opts: TranslateOptions) -> List[str]:
    """Device symbols of explicitly instantiated kernels: the source is parsed again with a reference to each
    template-id appended at its end, whose referenced declaration libclang does expose."""
    ci = frontend.cindex()
    tail = "".join(f"\nstatic void *const __pycucc_instantiation_{n} = (void *)&{t};"
                   for n, t in enumerate(template_ids))
    tu = frontend.parse(source + tail, path, include_dirs=opts.include_dirs, defines=opts.defines,
                        undefines=opts.undefines, std=opts.std, resource_dir=opts.resource_dir).tu
    K = ci.CursorKind
    found: List[str] = []

    def refs(c):
        for ch in c.get_children():
            if ch.kind == K.DECL_REF_EXPR:
                ref = ch.referenced
                if ref is not None and ref.kind == K.FUNCTION_DECL:
                    sym = _kernel_symbol(ref.mangled_name)
                    if sym:
                        found.append(sym)
            else:
                refs(ch)

    for c in tu.cursor.get_children():
        if c.kind == K.VAR_DECL and c.spelling.startswith("__pycucc_instantiation_"):
            refs(c)
    return found


_FUNCTION_KINDS = ("FUNCTION_DECL", "FUNCTION_TEMPLATE", "CXX_METHOD", "CONSTRUCTOR", "DESTRUCTOR",
                   "CONVERSION_FUNCTION", "LAMBDA_EXPR")
_DEVICE_VAR_ATTRS = ("CUDADEVICE_ATTR", "CUDACONSTANT_ATTR", "CUDASHARED_ATTR")


def _host_reads(ci, warp_tops, names: Set[str]) -> List[_HostRead]:
    """Where host code reads one of CUDA's built-ins ``names`` (``warpSize``), classified; device code is left
    out.

    Host means: in a function without __device__/__global__, in a lambda inside one, or in the initializer of a
    file-level host variable. Constant-evaluated uses (array bounds, template arguments, constexpr, case labels,
    static_assert, enumerators) cannot take a runtime call and are classified 'constant'."""
    out: List[_HostRead] = []

    def context(c, inherited: str) -> str:
        attrs = {ch.kind.name for ch in c.get_children() if ch.kind.is_attribute()}
        device = "CUDADEVICE_ATTR" in attrs or "CUDAGLOBAL_ATTR" in attrs
        host = "CUDAHOST_ATTR" in attrs
        if device and host:
            return "hostdevice"
        if device:
            return "device"
        if host:
            return "host"
        return inherited if c.kind.name == "LAMBDA_EXPR" else "host"

    def walk(c, ctx: str, const: bool, parent_kind: str, tokens_of):
        kind = c.kind.name
        if kind in _FUNCTION_KINDS:
            ctx = context(c, ctx)
        elif kind == "VAR_DECL" and parent_kind in ("TRANSLATION_UNIT", "NAMESPACE", "LINKAGE_SPEC",
                                                    "UNEXPOSED_DECL", "CLASS_DECL", "STRUCT_DECL",
                                                    "CLASS_TEMPLATE", None):
            if any(ch.kind.name in _DEVICE_VAR_ATTRS for ch in c.get_children()):
                ctx = "device"
        if ctx == "device":
            return
        if kind == "VAR_DECL" and "constexpr" in tokens_of(c):
            const = True
        elif kind in ("STATIC_ASSERT", "ENUM_CONSTANT_DECL", "TEMPLATE_NON_TYPE_PARAMETER"):
            const = True
        if kind == "DECL_REF_EXPR" and c.spelling in names:
            ref = c.referenced
            f = ref.location.file if ref is not None else None
            if f is not None and (os.path.basename(f.name) == "__clang_cuda_builtin_vars.h"
                                  or os.path.abspath(f.name).startswith(_OURS)):
                loc = c.location
                # a constant-evaluated operand is not wrapped in an lvalue-to-rvalue conversion
                constant = const or parent_kind in ("VAR_DECL", "DECL_REF_EXPR", "OVERLOADED_DECL_REF",
                                                    "TEMPLATE_REF", "FIELD_DECL")
                kind_ = "constant" if constant else ("hostdevice" if ctx == "hostdevice" else "host")
                out.append(_HostRead(c.spelling, loc.offset, loc.line, loc.column, kind_, top_offset))
            return
        for n, ch in enumerate(c.get_children()):
            walk(ch, ctx, const or (kind == "CASE_STMT" and n == 0), kind, tokens_of)

    def tokens_of(c):
        """Keywords of a declaration before its name (``constexpr``, ``static``...)."""
        try:
            name_at = c.location.offset
            return {t.spelling for t in c.translation_unit.get_tokens(extent=c.extent)
                    if t.kind.name == "KEYWORD" and t.extent.start.offset < name_at}
        except Exception:  # noqa: BLE001 - only a refinement of the classification
            return set()

    for c, top_offset in warp_tops:
        walk(c, "host", False, None, tokens_of)
    return out


_STUB_PREFIX = re.compile(r"(\d+)__device_stub__")


def _kernel_symbol(mangled: Optional[str]) -> Optional[str]:
    """The device symbol of a kernel: the host-side parse mangles the launch stub as ``__device_stub__<name>``."""
    if not mangled:
        return None
    return _STUB_PREFIX.sub(lambda m: str(int(m.group(1)) - len("__device_stub__")), mangled, count=1)


def _member_templates(toks: List[_Tok], name: str) -> Set[str]:
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


def _unresolved(t: _Tok) -> bool:
    """Whether the parse did not tie the name to a declaration of that name (a dependent name read as a value, an
    overload set it could not resolve, or an expression it dropped after an error)."""
    try:
        ref = t.raw.cursor.referenced
        return ref is None or ref.spelling != t.text or ref.kind.name == "OVERLOADED_DECL_REF"
    except ValueError:
        return False


def _template_owner(toks: List[_Tok], colons: int) -> Optional[_Tok]:
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


def _skipped_ranges(tu, ci, main_file) -> List[Tuple[int, int]]:
    class _RangeList(Structure):
        _fields_ = [("count", c_uint), ("ranges", POINTER(ci.SourceRange))]

    lib = ci.conf.lib
    fn = lib.clang_getSkippedRanges
    fn.restype = POINTER(_RangeList)
    fn.argtypes = [c_void_p, c_void_p]
    f = tu.get_file(main_file)
    rl = fn(tu, f)
    out = []
    try:
        for k in range(rl.contents.count):
            r = rl.contents.ranges[k]
            out.append((r.start.offset, r.end.offset))
    finally:
        lib.clang_disposeSourceRangeList(rl)
    return sorted(out)


def _dependencies(tu, ci, main_file: str) -> Tuple[str, ...]:
    rd = os.path.abspath(frontend.clang_resource_dir()) + os.sep
    deps = []
    seen = set()
    for inc in tu.get_includes():
        f = inc.include
        name = os.path.abspath(f.name)
        if name in seen or name == os.path.abspath(main_file):
            continue
        seen.add(name)
        if name.startswith(_OURS) or name.startswith(rd):
            continue
        loc = ci.SourceLocation.from_position(tu, f, 1, 1)
        if loc.is_in_system_header:
            continue
        deps.append(name)
    return tuple(sorted(deps))


def _project_header(loc) -> bool:
    """A location in one of the program's own headers: not pycucc's declarations, clang's or a system header."""
    name = os.path.abspath(loc.file.name)
    return not (name.startswith(_OURS) or name.startswith(os.path.abspath(frontend.clang_resource_dir()) + os.sep)
                or loc.is_in_system_header)


def _line_of_file(path: str, line: int) -> Optional[str]:
    try:
        with open(path, "rb") as f:
            lines = source_text(f.read()).splitlines()
    except OSError:
        return None
    return lines[line - 1] if 0 < line <= len(lines) else None


def make_hip(source: str, path: str, opts: TranslateOptions = TranslateOptions(),
             rules: Optional[RuleSet] = None, contain: bool = True) -> TranslationResult:
    """Translate one CUDA source (given as text, parsed as if it were ``path``) to HIP source.

    The passes, in order, over one libclang parse: include -> token (renames, unsupported names) -> inline asm
    -> AST (calls, kernels, device code, host reads of built-ins) -> device launches -> host reads -> calls ->
    launches (with ``opts.launch_syntax == "ggl"``); then the edits are applied. The work runs under the parse
    limits (limits.contained: a forked child, so an endless include or a crash in libclang is an error, not the
    end of pycucc). Problems in the input come back as diagnostics; PycuccError for a broken installation or a
    limit. ``contain=False``: in this process (for a caller already running under the limits: a batch of files).
    """
    rules = rules if rules is not None else load_rules()  # loaded here, so that the child inherits them
    frontend.cindex()
    if not contain:
        return _make_hip(source, path, opts, rules)
    return contained(_make_hip, source, path, opts, rules, what="the parse", path=path or "<unnamed>",
                     source=source)


def _make_hip(source: str, path: str, opts: TranslateOptions, rules: RuleSet) -> TranslationResult:
    ci = frontend.cindex()
    parsed = frontend.parse(source, path, include_dirs=opts.include_dirs, defines=opts.defines,
                            undefines=opts.undefines, std=opts.std, resource_dir=opts.resource_dir,
                            precompile_preamble=opts.precompile_preamble)
    tu = parsed.tu
    main_file = tu.spelling
    tr = _Translator(source, path, rules, opts.hip_version, opts.roc, opts.library_versions, opts.installed_hip)
    tr.translate_inactive = opts.translate_inactive
    tr.keep_names = frozenset(opts.keep_names)
    tr.library_search = opts.library_search
    semantic = bool(parsed.args)

    fatal = []
    dialect = []
    for d in tu.diagnostics:
        if d.severity < ci.Diagnostic.Error or not parsed.args:
            continue
        loc = d.location
        in_main = loc.file is not None and loc.file.name == main_file
        if d.severity >= ci.Diagnostic.Fatal:
            fatal.append(d)
            semantic = False
        elif in_main and tr.rules.pattern("nvcc_missing_template").search(d.spelling):
            dialect.append(d)  # placed on the tokens below
        elif in_main:
            tr.diag(Severity.ERROR, codes.SOURCE_ERROR, d.spelling, loc.line, loc.column)
        elif tr.rules.pattern("nvcc_missing_template").search(d.spelling):
            pass  # in a header: the header's own translation mends it (nvcc_dialect_pass)
        elif loc.file is not None and _project_header(loc):
            # An error in a project header, as this file's parse sees it (the header's own translation parses it
            # alone and cannot tell); hidden, it would surface as a puzzling follow-on error in this file.
            where = os.path.normpath(loc.file.name)
            tr.diags.append(Diagnostic(Severity.ERROR, codes.SOURCE_ERROR, d.spelling, path=where, line=loc.line,
                                       col=loc.column, source_line=_line_of_file(where, loc.line)))
    if fatal or not parsed.args:
        d = fatal[0] if fatal else None
        where = (d.location.line, d.location.column) if d is not None and d.location.file is not None \
            and d.location.file.name == main_file else (0, 0)
        why = f": {d.spelling}" if d is not None else ""
        tr.diag(Severity.WARNING, codes.PARSE_SKIPPED, f"could not parse the file{why}; call rewrites were done on "
                "tokens only, without checking them against the parse", *where,
                hint="pass the include directories and defines the build uses (-I, -D)")

    toks = tr.load_tokens(tu)
    if semantic:
        tr.skipped = _skipped_ranges(tu, ci, main_file)
    for d in tr.nvcc_dialect_pass(toks, dialect) if semantic else dialect:
        tr.diag(Severity.ERROR, codes.SOURCE_ERROR, d.spelling, d.location.line, d.location.column)
    if tr.mended_lines:  # what clang made of the unmended name there ("could not resolve the overloaded ...")
        tr.diags = [d for d in tr.diags if not (d.code == codes.SOURCE_ERROR and d.path == path
                                                and d.line in tr.mended_lines)]
    has_hip_runtime = tr.include_pass(toks)
    sites = tr.token_pass(toks, tu if semantic else None)
    tr.inline_asm_pass(toks)
    tr.ptx_helpers_pass(toks)
    facts = _AstFacts({}, (), [], set(), [])
    if semantic:
        reads = set(rules.host_reads) if opts.host_warp_size else set()
        facts = _ast_pass(tu, ci, main_file, tr.call_names, toks, reads, rules.conversions, tr.data,
                          rules.members, set(rules.typed_calls))
        reported = tr.device_launch_pass(toks, facts.device_ranges)
        # the parse's own complaint there (no device-side cudaDeviceSynchronize) says the same, less helpfully
        tr.diags = [d for d in tr.diags if not (d.code == codes.SOURCE_ERROR and d.line in reported)]
        explicit = _explicit_instantiations(toks, facts.template_names, tr.inactive) if facts.template_names else []
        if explicit:
            facts.kernels = tuple(dict.fromkeys(facts.kernels + tuple(_instantiated_symbols(source, path, explicit,
                                                                                            opts))))
        tr.host_warp_pass(toks, facts.host_reads)
        tr.conversion_pass(toks, facts.conversions)
        tr.member_pass(toks, facts.members)
    tr.call_pass(toks, sites, facts.calls)
    if opts.launch_syntax == "ggl":
        tr.launch_pass(toks)
    # nvcc includes cuda_runtime.h in every .cu; hipify-clang adds the HIP header to any file it changed
    if not has_hip_runtime and rules.implicit_include and (path.endswith(".cu") or tr.conversions):
        tr.insert_runtime_include(toks)
    text = tr.apply()
    deps = _dependencies(tu, ci, main_file) if parsed.args else ()
    diags = tuple(sorted(tr.diags, key=lambda d: (d.path != path, d.path or "", d.line, d.col)))
    edits = tuple(Edit(e.start, e.end, e.text) for e in tr.edits.sorted())
    return TranslationResult(source=source, text=text, diagnostics=diags, kernels=facts.kernels, dependencies=deps,
                             conversions=tuple(sorted(tr.conversions, key=lambda c: (c.line, c.col))), edits=edits)


__all__ = ["Conversion", "TranslateOptions", "TranslationResult", "make_hip"]
