"""CUDA source -> HIP source (the pipeline's first stage).

One libclang parse of the file (frontend.py) is read into a Translation (state.py: the parse's own errors sorted
out, the tokens read, tokens.py), and the passes run over it in this order (PASSES), each a function of the
Translation that adds edits (edits.py) and diagnostics, all of them driven by the rules in
``compiler/rules/*.rules``. Those marked * need the AST: they are left out when the file could not be parsed.

    nvcc_dialect       `template` where nvcc reads a member template named without it        dialect.py
    include            CUDA's includes -> HIP's; the directives and macros, for the others   headers.py
    token              renames and unsupported names on the raw tokens, so also in macro     names.py
                       bodies and inactive #if branches; the call sites for the call pass
    inline_asm         inline PTX lowered to HIP device code (pycucc.ptx.inline)             inline_asm.py
    ptx_helpers        the helpers of the lowered PTX, before the file's code                inline_asm.py
    string_literal     (string_literals) CUDA names in string literals, as hipify-clang      literals.py
                       rewrites them
    ast *              calls, kernels, device code, host reads of built-ins, conversions     semantic.py,
                       member calls and field reads, as the parse sees them                  facts.py
    device_launch *    launches and what else the rules forbid in device code (dynamic       launch.py
                       parallelism): errors
    instantiations *   the kernels the file instantiates explicitly                          semantic.py
    host_warp *        host reads of warpSize -> the rules' query of the device              semantic.py
    conversion *       values converted where HIP's types have no conversion, wrapped        semantic.py
    member *           calls of member functions HIP's classes lack -> the rules' helper     semantic.py
    field *            field paths of CUDA structs -> as the HIP it is for spells them        semantic.py
    merged_overload *  of two overloads the renames make one function (cudaError_t and        semantic.py
                       CUresult are both hipError_t), the later one left out, with a warning
    stubs              declarations of the CUDA names HIP lacks that host code uses (a     stubs.py
                       function: a stub returning its library's not-supported status)
    call               calls of `call` rules rewritten, checked against the parse            calls.py
    launch             (launch_syntax="ggl") k<<<...>>>(...) -> the rules' launch call       launch.py
    implicit_include   the rules' main HIP header in a .cu that relied on nvcc's implicit    headers.py
                       include, or in any file the translation changed (hipify_clang: in
                       every file, where hipify-clang puts it)

Edits are byte ranges of the source (its bytes, sources.py); they never overlap and everything outside them is kept
byte for byte. The result carries them, so positions in the HIP text map back to the source exactly (sourcemap.py).
"""
from __future__ import annotations

from .. import frontend
from ..limits import contained
from ..records import record
from ..rules import RuleSet, load_rules
from . import calls, dialect, headers, inline_asm, launch, literals, names, semantic, stubs
from .results import HEADER_LAYOUTS, LAUNCH_SYNTAXES, UNSUPPORTED_API_MODES, Conversion, TranslateOptions, TranslationResult
from .state import Translation

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Optional, Tuple


@record(frozen=True)
class Pass:
    name: str
    run: Callable[[Translation], None]
    needs_parse: bool = False  # the AST's: left out when the file could not be parsed


PASSES: Tuple[Pass, ...] = (
    Pass("nvcc_dialect", dialect.nvcc_dialect_pass),
    Pass("include", headers.include_pass),
    Pass("token", names.token_pass),
    Pass("inline_asm", inline_asm.inline_asm_pass),
    Pass("ptx_helpers", inline_asm.ptx_helpers_pass),
    Pass("string_literal", literals.string_literal_pass),
    Pass("ast", semantic.ast_pass, needs_parse=True),
    Pass("device_launch", launch.device_launch_pass, needs_parse=True),
    Pass("instantiations", semantic.instantiations_pass, needs_parse=True),
    Pass("host_warp", semantic.host_warp_pass, needs_parse=True),
    Pass("conversion", semantic.conversion_pass, needs_parse=True),
    Pass("member", semantic.member_pass, needs_parse=True),
    Pass("field", semantic.field_pass, needs_parse=True),
    Pass("merged_overload", semantic.merged_overload_pass, needs_parse=True),
    Pass("stubs", stubs.stub_pass),
    Pass("call", calls.call_pass),
    Pass("launch", launch.launch_pass),
    Pass("implicit_include", headers.implicit_include_pass),
)


def make_hip(source: str, path: str, opts: TranslateOptions = TranslateOptions(),
             rules: Optional[RuleSet] = None, contain: bool = True,
             meanwhile: Optional[Callable[[], object]] = None) -> TranslationResult:
    """Translate one CUDA source (given as text, parsed as if it were ``path``) to HIP source: the passes of
    PASSES, in order, over one libclang parse, then the edits applied. The work runs under the parse limits
    (limits.contained: a forked child, so an endless include or a crash in libclang is an error, not the end of
    pycucc). Problems in the input come back as diagnostics; PycuccError for a broken installation or a limit.
    ``contain=False``: in this process (for a caller already running under the limits: a batch of files).
    ``meanwhile``: what the caller does while the parse runs in the child (limits.contained).
    """
    rules = rules if rules is not None else load_rules()  # loaded here, so that the child inherits them
    frontend.cindex()
    if not contain:
        if meanwhile is not None:
            meanwhile()
        return _make_hip(source, path, opts, rules)
    return contained(_make_hip, source, path, opts, rules, what="the parse", path=path or "<unnamed>",
                     source=source, meanwhile=meanwhile)


def _make_hip(source: str, path: str, opts: TranslateOptions, rules: RuleSet) -> TranslationResult:
    parsed = frontend.parse(source, path, include_dirs=opts.include_dirs, defines=opts.defines,
                            undefines=opts.undefines, std=opts.std, resource_dir=opts.resource_dir,
                            precompile_preamble=opts.precompile_preamble)
    tr = Translation(source, path, opts, rules, parsed)
    for p in PASSES:
        if tr.semantic or not p.needs_parse:
            p.run(tr)
    return tr.result()


__all__ = ["Conversion", "HEADER_LAYOUTS", "LAUNCH_SYNTAXES", "PASSES", "Pass", "TranslateOptions", "TranslationResult",
           "UNSUPPORTED_API_MODES", "make_hip"]
